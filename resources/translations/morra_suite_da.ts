<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>AnalysisCounts</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n træk</numerusform>
            <numerusform>%n træk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pl[y|ies]</source>
        <translation>
            <numerusform>%n halvtræk</numerusform>
            <numerusform>%n halvtræk</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Solving Six Men&apos;s Morris… %1 %</source>
        <translation>Løser Seks mænds mølle… %1 %</translation>
    </message>
    <message>
        <source>Solving the endgames… %1 %</source>
        <translation>Løser slutspillene… %1 %</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>ingen vurdering</translation>
    </message>
    <message>
        <source>%1 piece</source>
        <translation>%1 brik</translation>
    </message>
    <message>
        <source>%1 pieces</source>
        <translation>%1 brikker</translation>
    </message>
    <message>
        <source>The computer&apos;s evaluation in pieces: +1.0 means the side named is about one piece ahead by its judgement (a mill man or a Myra soldier). Where a position is solved or a win is proved, the result is given instead, in moves as the move list counts them.</source>
        <translation>Computerens vurdering i brikker: +1,0 betyder, at den nævnte side efter dens skøn er omtrent én brik foran (en møllebrik eller en Myra-soldat). Hvor en stilling er løst eller en gevinst bevist, står resultatet i stedet, i træk talt som i træklisten.</translation>
    </message>
    <message>
        <source>field 0.%1</source>
        <translation>felt 0.%1</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>hånd %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Uafgjort</translation>
    </message>
    <message>
        <source>%1 has won</source>
        <translation>%1 har vundet</translation>
    </message>
    <message>
        <source>%1 has lost</source>
        <translation>%1 har tabt</translation>
    </message>
    <message>
        <source>%1 wins in %2</source>
        <translation>%1 vinder i %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vinder</translation>
    </message>
    <message>
        <source>%1 loses in %2</source>
        <translation>%1 taber i %2</translation>
    </message>
    <message>
        <source>%1 loses</source>
        <translation>%1 taber</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 for %2</translation>
    </message>
    <message>
        <source>%1 %2, worth %3</source>
        <translation>%1 %2, værdi %3</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Vurderingsbjælke</translation>
    </message>
    <message>
        <source>No analysis: %1</source>
        <translation>Ingen analyse: %1</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Hide the analysis</source>
        <translation>Skjul analysen</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>Løser</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Vurdering</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Bedste fortsættelse</translation>
    </message>
    <message>
        <source>Optimal mixes</source>
        <translation>Optimale blandinger</translation>
    </message>
    <message>
        <source>Both optimal mixes and what each choice is worth</source>
        <translation>Begge optimale blandinger og hvad hvert valg er værd</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyserer…</translation>
    </message>
    <message>
        <source>Best move: %1
Line: %2</source>
        <translation>Bedste træk: %1
Fortsættelse: %2</translation>
    </message>
    <message>
        <source>Analysis: best move %1. %2</source>
        <translation>Analyse: bedste træk %1. %2</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1 vinder: %2</translation>
    </message>
    <message>
        <source>no winner: %1</source>
        <translation>ingen vinder: %1</translation>
    </message>
    <message>
        <source>optimal mix</source>
        <translation>optimal blanding</translation>
    </message>
    <message>
        <source>worth against the best reply</source>
        <translation>værdi mod det bedste svar</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <source>Appearance</source>
        <translation>Udseende</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Program</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farvetema</translation>
    </message>
    <message>
        <source>Light or dark chrome around the boards; System follows the desktop.</source>
        <translation>Lyse eller mørke vinduer om brætterne; System følger skrivebordet.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lys</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mørk</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farvetema:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>The language of the menus, dialogs and rules texts.</source>
        <translation>Sproget i menuer, dialoger og regeltekster.</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprog:</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brætter</translation>
    </message>
</context>
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>Autosave warning</source>
        <translation>Advarsel om automatisk gemning</translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Ikke gemt automatisk</translation>
    </message>
    <message>
        <source>The game in progress cannot be autosaved in %1 (%2): a crash now would lose its moves. Save it with File › Save, or free the disk; this warning goes away with the next autosave that succeeds.</source>
        <translation>Det igangværende spil kan ikke gemmes automatisk i %1 (%2): et nedbrud nu ville miste dets træk. Gem det med Fil › Gem, eller frigør plads på disken; advarslen forsvinder med den næste automatiske gemning, der lykkes.</translation>
    </message>
</context>
<context>
    <name>BoardAccess</name>
    <message>
        <source>Press</source>
        <translation>Tryk</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Fokusér</translation>
    </message>
    <message>
        <source>Click the point</source>
        <translation>Klik på punktet</translation>
    </message>
    <message>
        <source>Move the board&apos;s cursor here</source>
        <translation>Flyt brættets markør hertil</translation>
    </message>
</context>
<context>
    <name>BoardDesigner</name>
    <message>
        <source>fair</source>
        <translation>fair</translation>
    </message>
    <message>
        <source>favours the first player</source>
        <translation>favoriserer den første spiller</translation>
    </message>
    <message>
        <source>favours the second player</source>
        <translation>favoriserer den anden spiller</translation>
    </message>
    <message>
        <source>games may never end</source>
        <translation>spil ender måske aldrig</translation>
    </message>
    <message>
        <source>New Morra Board</source>
        <translation>Nyt Morra-bræt</translation>
    </message>
    <message>
        <source>Morra board designer</source>
        <translation>Morra-brætdesigner</translation>
    </message>
    <message>
        <source>Board being designed</source>
        <translation>Bræt under udformning</translation>
    </message>
    <message>
        <source>Start from a board</source>
        <translation>Begynd med et bræt</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Tomt bræt</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>&amp;Begynd med:</translation>
    </message>
    <message>
        <source>Board name</source>
        <translation>Brættets navn</translation>
    </message>
    <message>
        <source>The board&apos;s name, as New Game will list it</source>
        <translation>Brættets navn, som Nyt spil vil vise det</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>Why the board cannot be saved</source>
        <translation>Hvorfor brættet ikke kan gemmes</translation>
    </message>
    <message>
        <source>Number of rings</source>
        <translation>Antal ringe</translation>
    </message>
    <message>
        <source>&amp;Rings:</source>
        <translation>&amp;Ringe:</translation>
    </message>
    <message>
        <source>Fields per ring:</source>
        <translation>Felter pr. ring:</translation>
    </message>
    <message>
        <source>Drag from a field to a field of the next ring inward for a white dot, or of the ring outside for a black dot. Right-click a field to remove its dot.</source>
        <translation>Træk fra et felt til et felt i den næste ring indad for en hvid prik, eller i ringen udenfor for en sort prik. Højreklik på et felt for at fjerne dets prik.</translation>
    </message>
    <message>
        <source>What the exact solver sees</source>
        <translation>Hvad den eksakte løsning viser</translation>
    </message>
    <message>
        <source>Value of the start for the player who begins:</source>
        <translation>Startens værdi for den, der begynder:</translation>
    </message>
    <message>
        <source>First player wins:</source>
        <translation>Den første spiller vinder:</translation>
    </message>
    <message>
        <source>Second player wins:</source>
        <translation>Den anden spiller vinder:</translation>
    </message>
    <message>
        <source>Expected number of rounds:</source>
        <translation>Forventet antal runder:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Dom:</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Besked</translation>
    </message>
    <message>
        <source>&amp;Open Board…</source>
        <translation>Å&amp;bn bræt…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
    <message>
        <source>Fields of ring %1</source>
        <translation>Felter i ring %1</translation>
    </message>
    <message>
        <source>Board loaded.</source>
        <translation>Bræt indlæst.</translation>
    </message>
    <message>
        <source>No dot from %1 to %2: %3</source>
        <translation>Ingen prik fra %1 til %2: %3</translation>
    </message>
    <message>
        <source>Field %1 has no dot.</source>
        <translation>Felt %1 har ingen prik.</translation>
    </message>
    <message>
        <source>This board cannot be played: %1</source>
        <translation>Dette bræt kan ikke spilles: %1</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Beregner…</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Beregningen mislykkedes: %1</translation>
    </message>
    <message>
        <source>The verdict: %1.</source>
        <translation>Dommen: %1.</translation>
    </message>
    <message>
        <source>Games end within %1 rounds:</source>
        <translation>Spil slutter inden for %1 runder:</translation>
    </message>
    <message>
        <source>Fix the board to save it.</source>
        <translation>Ret brættet for at gemme det.</translation>
    </message>
    <message>
        <source>Give the board a name (letters or digits) to save it.</source>
        <translation>Giv brættet et navn (bogstaver eller cifre) for at gemme det.</translation>
    </message>
    <message>
        <source>“%1” is the name of a board that comes with the game: choose another.</source>
        <translation>“%1” er navnet på et bræt, der følger med spillet: vælg et andet.</translation>
    </message>
    <message>
        <source>The board was not saved: %1</source>
        <translation>Brættet blev ikke gemt: %1</translation>
    </message>
    <message>
        <source>Saved as %1: New Game offers “%2” now.</source>
        <translation>Gemt som %1: Nyt spil tilbyder nu “%2”.</translation>
    </message>
    <message>
        <source>Open a Morra board</source>
        <translation>Åbn et Morra-bræt</translation>
    </message>
    <message>
        <source>Morra boards (*.json)</source>
        <translation>Morra-brætter (*.json)</translation>
    </message>
    <message>
        <source>The board could not be opened: %1</source>
        <translation>Brættet kunne ikke åbnes: %1</translation>
    </message>
    <message>
        <source>Opened %1; it is among your boards now.</source>
        <translation>%1 åbnet; det er nu blandt dine brætter.</translation>
    </message>
    <message>
        <source>Opened %1; one of your boards already has its name %2: not copied.</source>
        <translation>%1 åbnet; et af dine brætter hedder allerede %2: ikke kopieret.</translation>
    </message>
    <message>
        <source>Opened %1, but it could not be copied: %2</source>
        <translation>%1 åbnet, men kunne ikke kopieres: %2</translation>
    </message>
</context>
<context>
    <name>BoardLooks</name>
    <message>
        <source>%1 board:</source>
        <translation>Bræt til %1:</translation>
    </message>
    <message>
        <source>Board look of %1</source>
        <translation>Brættets udseende: %1</translation>
    </message>
    <message>
        <source>The colours of the board and its pieces; every look keeps the players&apos; pieces apart for colour-blind eyes too.</source>
        <translation>Brættets og brikkernes farver; hvert udseende holder spillernes brikker adskilt, også for farveblinde øjne.</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Træ</translation>
    </message>
    <message>
        <source>Light maple</source>
        <translation>Lys ahorn</translation>
    </message>
    <message>
        <source>Dark walnut</source>
        <translation>Mørk valnød</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Høj kontrast</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lys</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mørk</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <source>Game clock</source>
        <translation>Spillets ur</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Intet ur</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Tilpasset</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minutter pr. spiller</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds per move</source>
        <translation>Sekunder pr. træk</translation>
    </message>
    <message>
        <source>increment</source>
        <translation>tillæg</translation>
    </message>
    <message>
        <source>delay</source>
        <translation>forsinkelse</translation>
    </message>
    <message>
        <source>Increment or delay</source>
        <translation>Tillæg eller forsinkelse</translation>
    </message>
</context>
<context>
    <name>ComputerPage</name>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspillere</translation>
    </message>
    <message>
        <source>Search threads</source>
        <translation>Søgetråde</translation>
    </message>
    <message>
        <source>How many of this computer&apos;s %1 cores the strongest level thinks on (the levels below it think on one, as their strength was measured). More threads play stronger; fewer leave cores free for other programs. Applies from the next game.</source>
        <translation>Hvor mange af denne computers %1 kerner det stærkeste niveau tænker på (niveauerne under det tænker på én, sådan som deres styrke blev målt). Flere tråde spiller stærkere; færre lader kerner være fri til andre programmer. Gælder fra næste spil.</translation>
    </message>
    <message>
        <source>Search &amp;threads:</source>
        <translation>Søge&amp;tråde:</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Not available yet: %1</source>
        <translation>Endnu ikke tilgængelig: %1</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>Morra</source>
        <translation>Morra</translation>
    </message>
    <message>
        <source>Mill games</source>
        <translation>Møllespil</translation>
    </message>
    <message>
        <source>Myra</source>
        <translation>Myra</translation>
    </message>
    <message>
        <source>Piet Hein&apos;s race to the centre of a target, moved by hidden hands of balls.</source>
        <translation>Piet Heins kapløb mod midten af en skydeskive, drevet af skjulte hænder med kugler.</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris and its family: form mills, take pieces, fly with the last three.</source>
        <translation>Mølle og dens familie: dan møller, tag brikker, flyv med de sidste tre.</translation>
    </message>
    <message>
        <source>Troops, queens and fortresses on a 91-hole hexagon, for two or three players.</source>
        <translation>Tropper, dronninger og fæstninger på en sekskant med 91 huller, for to eller tre spillere.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Vælg et spil</translation>
    </message>
    <message>
        <source>Which game shall we play?</source>
        <translation>Hvilket spil skal vi spille?</translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>Time ran out, but nobody else could still win: a draw.</source>
        <translation>Tiden løb ud, men ingen andre kunne stadig vinde: remis.</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out: %2 wins.</source>
        <translation>Tiden for %1 løb ud: %2 vinder.</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out: %1 loses, the others draw.</source>
        <translation>Tiden for %1 løb ud: %1 taber, de andre spiller remis.</translation>
    </message>
    <message>
        <source>%1 min, %2 s delay</source>
        <translation>%1 min, %2 s forsinkelse</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>%1 min %2 s left</source>
        <translation>%1 min %2 s tilbage</translation>
    </message>
    <message>
        <source>%1 min left</source>
        <translation>%1 min tilbage</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>%1 s tilbage</translation>
    </message>
    <message>
        <source>%1: one minute left.</source>
        <translation>%1: ét minut tilbage.</translation>
    </message>
    <message>
        <source>%1: %2 seconds left.</source>
        <translation>%1: %2 sekunder tilbage.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Clock: %1.</source>
        <translation>Ur: %1.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>no game in progress</source>
        <translation>intet spil i gang</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spillet er slut</translation>
    </message>
    <message>
        <source>the computer is thinking</source>
        <translation>computeren tænker</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>det er computerens tur</translation>
    </message>
    <message>
        <source>player %1 has nothing to choose now</source>
        <translation>spiller %1 har intet at vælge nu</translation>
    </message>
    <message>
        <source>player %1 has already chosen</source>
        <translation>spiller %1 har allerede valgt</translation>
    </message>
    <message>
        <source>The computer&apos;s process stopped (%1); it was started again.</source>
        <translation>Computerens proces stoppede (%1); den blev startet igen.</translation>
    </message>
    <message>
        <source>the computer player failed: %1</source>
        <translation>computerspilleren fejlede: %1</translation>
    </message>
    <message>
        <source>the computer found no move</source>
        <translation>computeren fandt intet træk</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <translation>Gem spil</translation>
    </message>
    <message>
        <source>the file has other names (hard links), which would keep the old game; save it under another name</source>
        <translation>filen har andre navne (hårde links), som ville beholde det gamle spil; gem det under et andet navn</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Kunne ikke gemme</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Spillet kunne ikke gemmes i %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gemt i %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Åbn spil</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>this is not a text file of a game</source>
        <translation>det er ikke en tekstfil med et spil</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Læser %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Opening a game</source>
        <translation>Åbner et parti</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled. The current game goes on.</source>
        <translation>Åbningen af %1 blev annulleret. Det igangværende parti fortsætter.</translation>
    </message>
    <message>
        <source>Opened %1. %2</source>
        <translation>%1 er åbnet. %2</translation>
    </message>
    <message>
        <source>Could not open</source>
        <translation>Kunne ikke åbne</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2. The current game goes on.</source>
        <translation>%1 kunne ikke åbnes: %2. Det nuværende spil fortsætter.</translation>
    </message>
    <message>
        <source>Autosave unreadable</source>
        <translation>Automatisk gemt spil kan ikke læses</translation>
    </message>
    <message>
        <source>The autosaved game %1 could not be read (%2). It was set aside as %3.</source>
        <translation>Det automatisk gemte spil %1 kunne ikke læses (%2). Det er lagt til side som %3.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Genoptag spil</translation>
    </message>
    <message>
        <source>A game was not finished last time. Go on with it?</source>
        <translation>Et spil blev ikke afsluttet sidste gang. Vil du fortsætte det?</translation>
    </message>
    <message>
        <source> against </source>
        <translation> mod </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n træk spillet</numerusform>
            <numerusform>%n træk spillet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not finished last time: %2, %3. Go on with it?</source>
        <translation>%1 blev ikke spillet færdig sidste gang: %2, %3. Vil du fortsætte?</translation>
    </message>
    <message>
        <source>The autosaved game %1 could not be resumed (%2). It was set aside as %3.</source>
        <translation>Det automatisk gemte spil %1 kunne ikke genoptages (%2). Det er lagt til side som %3.</translation>
    </message>
    <message>
        <source>Resumed the unfinished game. %1</source>
        <translation>Det uafsluttede spil er genoptaget. %1</translation>
    </message>
    <message>
        <source>All game records (%1)</source>
        <translation>Alle spil (%1)</translation>
    </message>
</context>
<context>
    <name>GameKit</name>
    <message>
        <source>%1 (custom)</source>
        <translation>%1 (tilpasset)</translation>
    </message>
    <message>
        <source>%1 records (*%2 *.txt)</source>
        <extracomment>The modules ``create_view`` imports (its board&apos;s view, scene, items), named so that the first game of the kind imports them off the GUI thread (``ui.commands.first_game``).</extracomment>
        <translation>%1-partier (*%2 *.txt)</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Board area</source>
        <translation>Brætområde</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Sidepanel</translation>
    </message>
    <message>
        <source>Game being played</source>
        <translation>Spillet, der spilles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Træk</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Spillets træk</translation>
    </message>
    <message>
        <source>Choose a move to look at the position after it; the board is then read-only.</source>
        <translation>Vælg et træk for at se stillingen efter det; brættet er så skrivebeskyttet.</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Tilbage til spillet</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tilbage til spillet</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Take back a turn (Ctrl+Z)</source>
        <translation>Tag et træk tilbage (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gentag</translation>
    </message>
    <message>
        <source>Play a taken-back turn again (Ctrl+Shift+Z)</source>
        <translation>Spil et tilbagetaget træk igen (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nyt spil…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Undone: Redo plays it again</source>
        <translation>Fortrudt: Gentag spiller trækket igen</translation>
    </message>
</context>
<context>
    <name>GameProgress</name>
    <message>
        <source>Lessons done: %1 of %2</source>
        <translation>Lektioner gennemført: %1 af %2</translation>
    </message>
    <message>
        <source>Puzzles solved: %1 of %2</source>
        <translation>Opgaver løst: %1 af %2</translation>
    </message>
    <message>
        <source>Practise My &amp;Mistakes</source>
        <translation>Øv mine &amp;fejl</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computerniveau</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Mod computeren</translation>
    </message>
    <message>
        <source>No finished game against the computer yet.</source>
        <translation>Endnu intet afsluttet parti mod computeren.</translation>
    </message>
    <message>
        <source>Estimated strength: %1 ± %2</source>
        <translation>Anslået styrke: %1 ± %2</translation>
    </message>
    <message>
        <source>Level to play next</source>
        <translation>Niveau at spille som det næste</translation>
    </message>
    <message>
        <source>Start with the computer at level %1 and climb: two wins in a row there suggest the next level.</source>
        <translation>Begynd med computeren på niveau %1 og klatr: to sejre i træk der foreslår det næste niveau.</translation>
    </message>
    <message>
        <source>You won your last two games at level %2: try level %1 next.</source>
        <translation>Du vandt dine sidste to spil på niveau %2: prøv niveau %1 som det næste.</translation>
    </message>
    <message>
        <source>You lost your last two games at level %2: try level %1, then climb again.</source>
        <translation>Du tabte dine sidste to spil på niveau %2: prøv niveau %1, og klatr så igen.</translation>
    </message>
    <message>
        <source>Play level %1 again: two wins in a row there suggest the next level.</source>
        <translation>Spil niveau %1 igen: to sejre i træk der foreslår det næste niveau.</translation>
    </message>
    <message>
        <source>You won your last two games at level %1, the strongest: well played!</source>
        <translation>Du vandt dine sidste to spil på niveau %1, det stærkeste: godt spillet!</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Niveau %1: %2</translation>
    </message>
    <message>
        <source>Your mistakes as puzzles: %1 due now, %2 waiting, %3 learnt (solved twice); %4 finished games still to look at.</source>
        <translation>Dine fejl som opgaver: %1 klar nu, %2 venter, %3 lært (løst to gange); %4 afsluttede spil mangler at blive set på.</translation>
    </message>
</context>
<context>
    <name>GameRules</name>
    <message>
        <source>Sanmill&apos;s FEN describes the 24-point board only</source>
        <translation>Sanmills FEN beskriver kun brættet med 24 punkter</translation>
    </message>
    <message>
        <source>Sanmill&apos;s FEN cannot say who owes a removal of whose pieces</source>
        <translation>Sanmills FEN kan ikke sige, hvem der skylder en fjernelse af hvis brikker</translation>
    </message>
    <message>
        <source>Sanmill&apos;s FEN has no field for the lines a player has spent</source>
        <translation>Sanmills FEN har intet felt til de linjer, en spiller har brugt op</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>the file is empty</source>
        <extracomment>Texts longer than this are read on a worker thread; shorter ones take a few milliseconds. The reading thread works this long, then rests this long, so the window keeps drawing.</extracomment>
        <translation>filen er tom</translation>
    </message>
    <message>
        <source>this is not a text file</source>
        <translation>det er ikke en tekstfil</translation>
    </message>
    <message>
        <source>no game can read it</source>
        <translation>intet spil kan læse den</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>No hint: %1</source>
        <translation>Intet tip: %1</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to hint.</source>
        <translation>Spillet er slut: der er intet at give et tip om.</translation>
    </message>
    <message>
        <source>The computer is to move: no hint is needed.</source>
        <translation>Computeren er i trækket: der behøves intet tip.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Leder efter et tip…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose %2.&lt;br&gt;Your chance to win: %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: vælg %2.&lt;br&gt;Din chance for at vinde: %3.</translation>
    </message>
    <message>
        <source>Hint: the optimal mix is shown.</source>
        <translation>Tip: den optimale blanding vises.</translation>
    </message>
</context>
<context>
    <name>HintPopup</name>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
</context>
<context>
    <name>HistoryBar</name>
    <message>
        <source>the start</source>
        <translation>starten</translation>
    </message>
    <message>
        <source>the set-up (%1)</source>
        <translation>opstillingen (%1)</translation>
    </message>
    <message>
        <source>round %1 (%2)</source>
        <translation>runde %1 (%2)</translation>
    </message>
    <message>
        <source>move %1 (%2: %3)</source>
        <translation>træk %1 (%2: %3)</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <translation>%1 har opgivet: %2 vinder.</translation>
    </message>
    <message>
        <source>Walk through the game</source>
        <translation>Gå gennem spillet</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Første stilling</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Spillets start (Home)</translation>
    </message>
    <message>
        <source>Previous position</source>
        <translation>Forrige stilling</translation>
    </message>
    <message>
        <source>One move back (Left, Alt+Left)</source>
        <translation>Et træk tilbage (Venstre, Alt+Venstre)</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Næste stilling</translation>
    </message>
    <message>
        <source>One move on (Right, Alt+Right)</source>
        <translation>Et træk frem (Højre, Alt+Højre)</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Sidste stilling</translation>
    </message>
    <message>
        <source>Back to the game (End)</source>
        <translation>Tilbage til spillet (End)</translation>
    </message>
    <message>
        <source>Continue from &amp;here</source>
        <translation>Fortsæt &amp;herfra</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Fortsæt herfra</translation>
    </message>
    <message>
        <source>Play on from the position shown; the moves after it are dropped</source>
        <translation>Spil videre fra den viste stilling; trækkene efter den forsvinder</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>efter %1</translation>
    </message>
</context>
<context>
    <name>HistoryNavigator</name>
    <message numerus="yes">
        <source>Play on from this position? [The later move|The %n later moves] will be dropped.</source>
        <translation>
            <numerusform>Spil videre fra denne stilling? Det senere træk forsvinder.</numerusform>
            <numerusform>Spil videre fra denne stilling? De %n senere træk forsvinder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>My Progress</source>
        <translation>Mine fremskridt</translation>
    </message>
    <message>
        <source>Some of your progress could not be read; what could not be read was set aside beside it (progress.json.damaged for a whole file, progress.json.set-aside for single entries), and the rest is kept.

%1</source>
        <translation>Noget af dine fremskridt kunne ikke læses; det, der ikke kunne læses, er lagt til side ved siden af (progress.json.damaged for en hel fil, progress.json.set-aside for enkelte poster), og resten er bevaret.

%1</translation>
    </message>
    <message>
        <source>From your game, %1 to move: the move played here lost. Find a better one.</source>
        <translation>Fra dit spil, %1 i trækket: trækket, der blev spillet her, tabte. Find et bedre.</translation>
    </message>
    <message>
        <source>%1 to move: find the move that wins at once.</source>
        <translation>%1 i trækket: find det træk, der vinder med det samme.</translation>
    </message>
    <message>
        <source>%1 to move: capture a queen at once.</source>
        <translation>%1 i trækket: slå en dronning med det samme.</translation>
    </message>
    <message>
        <source>%1 to move: find the move that wins in %2 plies.</source>
        <translation>%1 i trækket: find det træk, der vinder i %2 halvtræk.</translation>
    </message>
    <message>
        <source>%1 to move: capture a queen within %2 plies, whatever the others do.</source>
        <translation>%1 i trækket: slå en dronning inden for %2 halvtræk, uanset hvad de andre gør.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 will show a hand of %2. Which hand is best for %3?</source>
        <translation>%1 viser en hånd med %2 kugler. Hvilken hånd er bedst for %3?</translation>
    </message>
    <message>
        <source>That wins too, but only in %1 plies; the fastest win takes %2.</source>
        <translation>Det vinder også, men først i %1 halvtræk; den hurtigste gevinst tager %2.</translation>
    </message>
    <message>
        <source>After that move best play gives a draw.</source>
        <translation>Efter det træk giver bedste spil remis.</translation>
    </message>
    <message>
        <source>After that move you lose with best play, in %1 plies.</source>
        <translation>Efter det træk taber du med bedste spil, i %1 halvtræk.</translation>
    </message>
    <message>
        <source>After that move no queen capture can be forced within %1 plies.</source>
        <translation>Efter det træk kan intet slag af en dronning tvinges igennem inden for %1 halvtræk.</translation>
    </message>
    <message>
        <source>With a hand of %1 your chance to win is %2; with %3 it is %4.</source>
        <translation>Med %1 kugler er din vinderchance %2; med %3 kugler er den %4.</translation>
    </message>
    <message>
        <source>That is the move you played in your game.</source>
        <translation>Det er det træk, du spillede i dit spil.</translation>
    </message>
    <message>
        <source>Its refutation: %1.</source>
        <translation>Dets gendrivelse: %1.</translation>
    </message>
    <message>
        <source>That is not the better move the analysis found here.</source>
        <translation>Det er ikke det bedre træk, analysen fandt her.</translation>
    </message>
    <message>
        <source>That is not the move.</source>
        <translation>Det er ikke trækket.</translation>
    </message>
    <message>
        <source>The refutation: %1.</source>
        <translation>Gendrivelsen: %1.</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Tid tilbage: %1</translation>
    </message>
    <message>
        <source>Puzzle rating: %1 ± %2</source>
        <translation>Opgaverating: %1 ± %2</translation>
    </message>
</context>
<context>
    <name>LearnWindow</name>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation>Lær %1</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Opgaver</translation>
    </message>
    <message>
        <source>Daily Puzzle</source>
        <translation>Dagens opgave</translation>
    </message>
    <message>
        <source>Puzzle Rush</source>
        <translation>Opgave-rush</translation>
    </message>
    <message>
        <source>My Mistakes</source>
        <translation>Mine fejl</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Lessons</source>
        <translation>Lektioner</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinater</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Forrige</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Prøv &amp;igen</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Næste</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Trin %1 af %2</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Dit træk.</translation>
    </message>
    <message>
        <source>Well done: the lesson is done.</source>
        <translation>Godt klaret: lektionen er gennemført.</translation>
    </message>
    <message>
        <source>Next leads to the next lesson.</source>
        <translation>Næste fører til næste lektion.</translation>
    </message>
    <message>
        <source>Well done. On to the next step.</source>
        <translation>Godt klaret. Videre til næste trin.</translation>
    </message>
    <message>
        <source>Try again, or Show to see it done.</source>
        <translation>Prøv igen, eller vælg Vis for at se det gjort.</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Næste lektion</translation>
    </message>
</context>
<context>
    <name>LevelNames</name>
    <message>
        <source>Beginner</source>
        <translation>Begynder</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>Stærkeste</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>God</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Afslappet</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stærk</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Lærling</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>Hobbyspiller</translation>
    </message>
    <message>
        <source>Improving</source>
        <translation>Øvet</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Klubspiller</translation>
    </message>
    <message>
        <source>Very strong</source>
        <translation>Meget stærk</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Mester</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Stormester</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Morra Suite</source>
        <translation>Morra Suite</translation>
    </message>
    <message>
        <source>Main area</source>
        <translation>Hovedområde</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Menulinje</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nyt…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Åbn…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Gem &amp;som…</translation>
    </message>
    <message>
        <source>&amp;Choose a Game</source>
        <translation>&amp;Vælg et spil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>R&amp;ediger</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Kopiér stilling</translation>
    </message>
    <message>
        <source>Copy Position as Sanmill &amp;FEN</source>
        <translation>Kopiér stilling som Sanmill-F&amp;EN</translation>
    </message>
    <message>
        <source>Rules Se&amp;ttings…</source>
        <translation>&amp;Regelindstillinger…</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>&amp;Indsæt stilling</translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation>&amp;Opstil stilling…</translation>
    </message>
    <message>
        <source>&amp;Read the Position Aloud</source>
        <translation>&amp;Læs stillingen højt</translation>
    </message>
    <message>
        <source>Announce &amp;Events to a Screen Reader</source>
        <translation>Meld &amp;hændelser til en skærmlæser</translation>
    </message>
    <message>
        <source>Announce the Cloc&amp;k at Each Turn</source>
        <translation>M&amp;eld uret ved hvert træk</translation>
    </message>
    <message>
        <source>F&amp;ull Announcements</source>
        <translation>F&amp;yldige meddelelser</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>Ly&amp;d</translation>
    </message>
    <message>
        <source>Sounds for moves, mills, refused tries and the end</source>
        <translation>Lyde for træk, møller, afviste forsøg og slutningen</translation>
    </message>
    <message>
        <source>Sound &amp;Volume…</source>
        <translation>Lyds&amp;tyrke…</translation>
    </message>
    <message>
        <source>A&amp;ppearance…</source>
        <translation>&amp;Udseende…</translation>
    </message>
    <message>
        <source>Theme, language and the look of every game&apos;s board</source>
        <translation>Farvetema, sprog og udseendet af hvert spils bræt</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Opgaver</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <translation>&amp;Dagens opgave</translation>
    </message>
    <message>
        <source>Puzzle &amp;Rush</source>
        <translation>Opgave-&amp;rush</translation>
    </message>
    <message>
        <source>My Pro&amp;gress</source>
        <translation>Mine &amp;fremskridt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Vis &amp;koordinater</translation>
    </message>
    <message>
        <source>Show Legal &amp;Targets</source>
        <translation>Vis lovlige &amp;mål</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Fuld skærm</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprog</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Lær</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;About Morra Suite</source>
        <translation>&amp;Om Morra Suite</translation>
    </message>
    <message>
        <source>No game is on.</source>
        <translation>Der er intet spil i gang.</translation>
    </message>
    <message>
        <source>This game has no Sanmill FEN.</source>
        <translation>Dette spil har ingen Sanmill-FEN.</translation>
    </message>
    <message>
        <source>Sanmill&apos;s FEN cannot hold this position: %1</source>
        <translation>Sanmills FEN kan ikke rumme denne stilling: %1</translation>
    </message>
    <message>
        <source>Copies the position as the Sanmill program writes it (its FEN).</source>
        <translation>Kopierer stillingen, som programmet Sanmill skriver den (dets FEN).</translation>
    </message>
    <message>
        <source>Sanmill FEN copied: %1</source>
        <translation>Sanmill-FEN kopieret: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no position: %1</source>
        <translation>Udklipsholderen indeholder ingen stilling: %1</translation>
    </message>
    <message>
        <source>Choose a game to begin.</source>
        <translation>Vælg et spil for at begynde.</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Ingen spil</translation>
    </message>
    <message>
        <source>No game can be loaded.</source>
        <translation>Intet spil kan indlæses.</translation>
    </message>
    <message>
        <source>Bad position</source>
        <translation>Ugyldig stilling</translation>
    </message>
    <message>
        <source>The position could not be read: %1</source>
        <translation>Stillingen kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>Position copied: %1</source>
        <translation>Stilling kopieret: %1</translation>
    </message>
    <message>
        <source>About Morra Suite</source>
        <translation>Om Morra Suite</translation>
    </message>
    <message>
        <source>Morra Suite 0.1

Morra (Piet Hein), the mill games and Myra, with exact rules and computer players.

Free software under the GNU GPL, version 3 or later.</source>
        <translation>Morra Suite 0.1

Morra (Piet Hein), møllespillene og Myra, med nøjagtige regler og computerspillere.

Fri software under GNU GPL, version 3 eller senere.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisk gemning mislykkedes: %1</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Gennemgå &amp;partiet</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>New &amp;Morra Board…</source>
        <translation>Nyt &amp;Morra-bræt…</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>Sp&amp;illere…</translation>
    </message>
</context>
<context>
    <name>MessageLine</name>
    <message>
        <source>What the rules say</source>
        <translation>Hvad reglerne siger</translation>
    </message>
</context>
<context>
    <name>MillBoardView</name>
    <message>
        <source>Mill board</source>
        <translation>Møllebræt</translation>
    </message>
    <message>
        <source>Click a point to place, a piece then a point to move, a piece to remove.</source>
        <translation>Klik på et punkt for at placere, på en brik og så et punkt for at flytte, på en brik for at fjerne.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>%1 to move…</source>
        <translation>%1 er i trækket…</translation>
    </message>
    <message>
        <source>%1: place a piece</source>
        <translation>%1: placér en brik</translation>
    </message>
    <message>
        <source>%1: place a piece, or move one</source>
        <translation>%1: placér en brik, eller flyt en</translation>
    </message>
    <message>
        <source>%1: choose a piece to move</source>
        <translation>%1: vælg en brik at flytte</translation>
    </message>
    <message>
        <source>%1: choose where %2 flies</source>
        <translation>%1: vælg, hvor brikken på %2 flyver hen</translation>
    </message>
    <message>
        <source>%1: choose where %2 goes</source>
        <translation>%1: vælg, hvor brikken på %2 går hen</translation>
    </message>
    <message>
        <source>%1: choose a piece to remove (Esc takes the move back)</source>
        <translation>%1: vælg en brik at fjerne (Esc tager trækket tilbage)</translation>
    </message>
    <message>
        <source>%1 cannot move: click the board to pass</source>
        <translation>%1 kan ikke flytte: klik på brættet for at melde pas</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvid</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Pieces taken by %1: %2</source>
        <translation>Brikker fjernet af %1: %2</translation>
    </message>
    <message>
        <source>%1: the rules give you a removal: choose one of %3&apos;s pieces</source>
        <translation>%1: vælg en af %3s brikker at fjerne (reglerne giver en fjernelse)</translation>
    </message>
    <message>
        <source>%1: the rules take one of your pieces: choose which</source>
        <translation>%1: vælg en af dine egne brikker at fjerne (reglerne kræver det)</translation>
    </message>
    <message>
        <source>The game is over: start a new one from the Game menu.</source>
        <translation>Spillet er slut: start et nyt fra menuen “Spil”.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn to play.</source>
        <translation>Vent: det er ikke din tur.</translation>
    </message>
    <message>
        <source>Click an empty point to place a piece there.</source>
        <translation>Klik på et ledigt punkt for at placere en brik der.</translation>
    </message>
    <message>
        <source>%1 is not next to %2, and pieces do not fly in this game.</source>
        <translation>%1 ligger ikke ved siden af %2, og i dette spil flyver brikkerne ikke.</translation>
    </message>
    <message>
        <source>%1 is not next to %2; with %3 pieces you cannot fly yet (only with %4).</source>
        <translation>%1 ligger ikke ved siden af %2; med %3 brikker kan du ikke flyve endnu (først med %4).</translation>
    </message>
    <message>
        <source>%1 is a piece of %2&apos;s: choose one of your own.</source>
        <translation>%1 er en brik tilhørende %2: vælg en af dine egne.</translation>
    </message>
    <message>
        <source>%1 is empty and you have no pieces left to place: choose one of your pieces.</source>
        <translation>%1 er ledigt, og du har ingen brikker tilbage at placere: vælg en af dine brikker.</translation>
    </message>
    <message>
        <source>You still have pieces to place: put one on an empty point first.</source>
        <translation>Du har stadig brikker at placere: placér først en på et ledigt punkt.</translation>
    </message>
    <message>
        <source>The piece on %1 cannot move: every point next to it is taken.</source>
        <translation>Brikken på %1 kan ikke flytte: alle punkter ved siden af den er optaget.</translation>
    </message>
    <message>
        <source>%1 stands in a mill; you may take it only when every piece of %2&apos;s stands in one.</source>
        <translation>%1 står i en mølle; du må kun tage den, når alle brikker tilhørende %2 står i en mølle.</translation>
    </message>
    <message>
        <source>%1 is your own piece: remove one of %2&apos;s.</source>
        <translation>%1 er din egen brik: fjern en af %2s.</translation>
    </message>
    <message>
        <source>%1 is empty: choose a piece of %2&apos;s.</source>
        <translation>%1 er ledigt: vælg en brik tilhørende %2.</translation>
    </message>
    <message>
        <source>This move takes no more pieces.</source>
        <translation>Dette træk fjerner ikke flere brikker.</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>%1 er optaget.</translation>
    </message>
    <message>
        <source>That is not a point of this board.</source>
        <translation>Det er ikke et punkt på dette bræt.</translation>
    </message>
    <message>
        <source>Nothing to play now.</source>
        <translation>Der er intet at spille nu.</translation>
    </message>
    <message>
        <source>No piece can move: click the board to pass.</source>
        <translation>Ingen brik kan flytte: klik på brættet for at melde pas.</translation>
    </message>
    <message>
        <source>That move is not allowed here.</source>
        <translation>Det træk er ikke tilladt her.</translation>
    </message>
    <message>
        <source>Cursor on %1. %2</source>
        <translation>Markør på %1. %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>white piece</source>
        <translation>hvid brik</translation>
    </message>
    <message>
        <source>black piece</source>
        <translation>sort brik</translation>
    </message>
    <message>
        <source>no pieces on the board</source>
        <translation>ingen brikker på brættet</translation>
    </message>
    <message>
        <source>%1: %2; %3 in hand</source>
        <translation>%1: %2; %3 på hånden</translation>
    </message>
</context>
<context>
    <name>MillKit</name>
    <message>
        <source>Three Men&apos;s Morris</source>
        <translation>Tre mænds mølle</translation>
    </message>
    <message>
        <source>Six Men&apos;s Morris</source>
        <translation>Seks mænds mølle</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Mølle</translation>
    </message>
    <message>
        <source>Twelve Men&apos;s Morris</source>
        <translation>Tolv mænds mølle</translation>
    </message>
    <message>
        <source>Morabaraba</source>
        <translation>Morabaraba</translation>
    </message>
    <message>
        <source>Morabaraba, 12 pieces and diagonals</source>
        <translation>Morabaraba, 12 brikker og diagonaler</translation>
    </message>
    <message>
        <source>Lasker Morris</source>
        <translation>Lasker-mølle</translation>
    </message>
    <message>
        <source>3 points a side (9 points)</source>
        <translation>3 punkter pr. side (9 punkter)</translation>
    </message>
    <message>
        <source>two squares (16 points)</source>
        <translation>to kvadrater (16 punkter)</translation>
    </message>
    <message>
        <source>three squares (24 points)</source>
        <translation>tre kvadrater (24 punkter)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bræt</translation>
    </message>
    <message>
        <source>Three, six (two squares) or twenty-four points (three squares).</source>
        <translation>Tre, seks (to kvadrater) eller fireogtyve punkter (tre kvadrater).</translation>
    </message>
    <message>
        <source>Pieces per player</source>
        <translation>Brikker pr. spiller</translation>
    </message>
    <message>
        <source>How many pieces each player places (3 to 12).</source>
        <translation>Hvor mange brikker hver spiller placerer (3 til 12).</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Diagonale linjer</translation>
    </message>
    <message>
        <source>Adds the corner diagonals as paths and as mills (not on the six-point board).</source>
        <translation>Tilføjer hjørnediagonalerne som veje og som møller (ikke på brættet til seks mænds mølle).</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Flyvning</translation>
    </message>
    <message>
        <source>A player left with few pieces may move a piece to any empty point.</source>
        <translation>En spiller med få brikker tilbage må flytte en brik til ethvert ledigt punkt, ikke kun til et nabopunkt.</translation>
    </message>
    <message>
        <source>Flying starts at</source>
        <translation>Flyvning fra</translation>
    </message>
    <message>
        <source>The number of pieces (3 or 4) at which flying starts.</source>
        <translation>Antallet af brikker (3 eller 4), hvor flyvningen begynder.</translation>
    </message>
    <message>
        <source>One removal per mill</source>
        <translation>Én fjernelse pr. mølle</translation>
    </message>
    <message>
        <source>A move that closes two mills at once removes two pieces (otherwise one).</source>
        <translation>Et træk, der lukker to møller på én gang, fjerner to brikker (ellers én).</translation>
    </message>
    <message>
        <source>Remove from mills freely</source>
        <translation>Fri fjernelse fra møller</translation>
    </message>
    <message>
        <source>Any opponent piece may be removed; otherwise a piece in a mill only when every opponent piece stands in one.</source>
        <translation>Enhver af modstanderens brikker må fjernes; ellers kun en brik i en mølle, når hver af modstanderens brikker står i en.</translation>
    </message>
    <message>
        <source>Move while placing (Lasker)</source>
        <translation>Flyt i opsætningsfasen (Lasker)</translation>
    </message>
    <message>
        <source>While you still have pieces in hand you may move a piece instead of placing one.</source>
        <translation>Så længe du stadig har brikker på hånden, må du flytte en brik i stedet for at placere en.</translation>
    </message>
    <message>
        <source>Full board: first player loses</source>
        <translation>Fuldt bræt: første spiller taber</translation>
    </message>
    <message>
        <source>When placing fills the board, the first player loses (otherwise the game is a draw).</source>
        <translation>Fyldes brættet i opsætningsfasen, taber den første spiller (ellers er spillet remis).</translation>
    </message>
    <message>
        <source>Blocked player passes</source>
        <translation>Blokeret spiller melder pas</translation>
    </message>
    <message>
        <source>A player who cannot move passes (otherwise the blocked player loses).</source>
        <translation>En spiller, der ikke kan flytte, melder pas (ellers taber den blokerede spiller).</translation>
    </message>
    <message>
        <source>Threefold repetition draws</source>
        <translation>Tredobbelt gentagelse er remis</translation>
    </message>
    <message>
        <source>The game is drawn when the same position occurs a third time with the same side to move.</source>
        <translation>Spillet er remis, når den samme stilling opstår for tredje gang med den samme side i trækket.</translation>
    </message>
    <message>
        <source>Draw after turns without removal</source>
        <translation>Remis efter træk uden fjernelse</translation>
    </message>
    <message>
        <source>The game is drawn after this many turns in a row (both players&apos; turns counted) without a removal; 0 turns it off.</source>
        <translation>Spillet er remis efter så mange træk i træk (begge spilleres træk talt med) uden en fjernelse; 0 slår det fra.</translation>
    </message>
    <message>
        <source>Endgame draw limit</source>
        <translation>Remisgrænse i slutspillet</translation>
    </message>
    <message>
        <source>Once either player is down to three pieces, the game is drawn after this many turns without a removal; 0 turns it off.</source>
        <translation>Så snart en af spillerne er nede på tre brikker, er spillet remis efter så mange træk uden en fjernelse; 0 slår det fra.</translation>
    </message>
    <message>
        <source>Dooz</source>
        <translation>Dooz</translation>
    </message>
    <message>
        <source>Russian Mill</source>
        <translation>Russisk mølle</translation>
    </message>
    <message>
        <source>Cheng San Qi</source>
        <translation>Cheng San Qi</translation>
    </message>
    <message>
        <source>Da San Qi</source>
        <translation>Da San Qi</translation>
    </message>
    <message>
        <source>Zhi Qi</source>
        <translation>Zhi Qi</translation>
    </message>
    <message>
        <source>El Filja</source>
        <translation>El Filja</translation>
    </message>
    <message>
        <source>Fly with pieces in hand</source>
        <translation>Flyv med brikker på hånden</translation>
    </message>
    <message>
        <source>With moving while placing, a player may fly while pieces are still in hand when board and hand together are down to the flying count (otherwise only with an empty hand).</source>
        <translation>Med flytning i opsætningsfasen må en spiller flyve, mens der stadig er brikker på hånden, når bræt og hånd tilsammen er nede på flyvetallet (ellers kun med tom hånd).</translation>
    </message>
    <message>
        <source>A player loses below</source>
        <translation>En spiller taber under</translation>
    </message>
    <message>
        <source>A player left with fewer pieces than this (on the board and in hand) loses (3 to 5).</source>
        <translation>En spiller med færre brikker end dette tal tilbage (på brættet og på hånden) taber (3 til 5).</translation>
    </message>
    <message>
        <source>A mill while placing</source>
        <translation>En mølle i opsætningsfasen</translation>
    </message>
    <message>
        <source>What closing a mill by placing a piece does.</source>
        <translation>Hvad det at lukke en mølle ved at placere en brik gør.</translation>
    </message>
    <message>
        <source>Each mill removes once</source>
        <translation>Hver mølle fjerner kun én gang</translation>
    </message>
    <message>
        <source>A line that has given a player a removal never gives that player another.</source>
        <translation>En linje, der har givet en spiller en fjernelse, giver aldrig den spiller en til.</translation>
    </message>
    <message>
        <source>No removal for the same mill again</source>
        <translation>Ingen fjernelse for den samme mølle igen</translation>
    </message>
    <message>
        <source>Closing the line of a player&apos;s last rewarded mill again gives no removal until the player has been rewarded for another line.</source>
        <translation>At lukke linjen fra spillerens seneste belønnede mølle igen giver ingen fjernelse, før spilleren er blevet belønnet for en anden linje.</translation>
    </message>
    <message>
        <source>Placing stops at two empty points</source>
        <translation>Opsætningsfasen slutter ved to ledige punkter</translation>
    </message>
    <message>
        <source>When a placement leaves two points or fewer empty, the pieces still in hand are out of the game and moving begins.</source>
        <translation>Når en placering efterlader to eller færre ledige punkter, går brikkerne på hånden ud af spillet, og flytningen begynder.</translation>
    </message>
    <message>
        <source>Second player starts moving</source>
        <translation>Anden spiller begynder flytningen</translation>
    </message>
    <message>
        <source>When placing ends, the second player makes the first move of the moving phase.</source>
        <translation>Når opsætningsfasen slutter, gør den anden spiller det første træk i flytningen.</translation>
    </message>
    <message>
        <source>Full board: removals</source>
        <translation>Fuldt bræt: fjernelser</translation>
    </message>
    <message>
        <source>When placing fills the board, pieces are removed (and the game goes on) instead of ending it.</source>
        <translation>Fyldes brættet i opsætningsfasen, fjernes der brikker (og spillet fortsætter), i stedet for at spillet slutter.</translation>
    </message>
    <message>
        <source>Blocked player</source>
        <translation>Blokeret spiller</translation>
    </message>
    <message>
        <source>What a player who cannot move does instead of losing or passing.</source>
        <translation>Hvad en spiller, der ikke kan flytte, gør i stedet for at tabe eller melde pas.</translation>
    </message>
    <message>
        <source>Repetition counts the first position</source>
        <translation>Gentagelse tæller den første stilling</translation>
    </message>
    <message>
        <source>The position right after a placement or removal is the first of the three occurrences (otherwise only positions reached by moving count).</source>
        <translation>Stillingen lige efter en placering eller en fjernelse er den første af de tre forekomster (ellers tæller kun stillinger, der nås ved at flytte).</translation>
    </message>
    <message>
        <source>Draw limits count placements</source>
        <translation>Remisgrænser tæller placeringer</translation>
    </message>
    <message>
        <source>The draw limits count every turn since the last removal, placements too (otherwise only moves of a piece count, and a placement starts the count again).</source>
        <translation>Remisgrænserne tæller hvert træk siden den seneste fjernelse, også placeringer (ellers tæller kun flytninger af en brik, og en placering starter tællingen forfra).</translation>
    </message>
    <message>
        <source>The draw limits count only moves of a piece since the last placement or removal.</source>
        <translation>Remisgrænserne tæller kun flytninger af en brik siden den seneste placering eller fjernelse.</translation>
    </message>
    <message>
        <source>remove a piece from the board</source>
        <translation>fjern en brik fra brættet</translation>
    </message>
    <message>
        <source>remove a piece from the opponent&apos;s hand, then the opponent moves</source>
        <translation>fjern en brik fra modstanderens hånd, så flytter modstanderen</translation>
    </message>
    <message>
        <source>remove a piece from the opponent&apos;s hand, then move again</source>
        <translation>fjern en brik fra modstanderens hånd, og flyt så igen</translation>
    </message>
    <message>
        <source>the opponent removes one of their own pieces</source>
        <translation>modstanderen fjerner en af sine egne brikker</translation>
    </message>
    <message>
        <source>mark the piece; marked pieces go when placing ends</source>
        <translation>markér brikken; markerede brikker fjernes, når opsætningsfasen slutter</translation>
    </message>
    <message>
        <source>nothing now; removals by mills counted when placing ends (El Filja)</source>
        <translation>intet nu; fjernelser efter møllerne, der tælles, når opsætningsfasen slutter (El Filja)</translation>
    </message>
    <message>
        <source>no removal</source>
        <translation>ingen fjernelse</translation>
    </message>
    <message>
        <source>the first player removes a piece, then the second</source>
        <translation>første spiller fjerner en brik, så anden spiller</translation>
    </message>
    <message>
        <source>the second player removes a piece, then the first</source>
        <translation>anden spiller fjerner en brik, så første spiller</translation>
    </message>
    <message>
        <source>the side to move removes a piece</source>
        <translation>siden i trækket fjerner en brik</translation>
    </message>
    <message>
        <source>removes an opponent&apos;s piece, then moves</source>
        <translation>fjerner en af modstanderens brikker og flytter så</translation>
    </message>
    <message>
        <source>removes an opponent&apos;s piece, then the opponent moves</source>
        <translation>fjerner en af modstanderens brikker, så flytter modstanderen</translation>
    </message>
    <message>
        <source>each player removes one of the other&apos;s pieces</source>
        <translation>hver spiller fjerner en af den andens brikker</translation>
    </message>
    <message>
        <source>the game is drawn</source>
        <translation>spillet er remis</translation>
    </message>
    <message>
        <source>A player may not fly while pieces are still in hand.</source>
        <translation>En spiller må ikke flyve, mens der stadig er brikker på hånden.</translation>
    </message>
    <message>
        <source>A player left with three pieces loses.</source>
        <translation>En spiller med kun tre brikker tilbage taber.</translation>
    </message>
    <message>
        <source>A player left with four pieces loses.</source>
        <translation>En spiller med kun fire brikker tilbage taber.</translation>
    </message>
    <message>
        <source>A mill closed by placing takes a piece from the opponent&apos;s hand (from the board when the hand is empty), and the opponent moves.</source>
        <translation>En mølle, der lukkes ved en placering, tager en brik fra modstanderens hånd (fra brættet, når hånden er tom), og modstanderen flytter.</translation>
    </message>
    <message>
        <source>A mill closed by placing takes a piece from the opponent&apos;s hand (from the board when the hand is empty), and the same player moves again.</source>
        <translation>En mølle, der lukkes ved en placering, tager en brik fra modstanderens hånd (fra brættet, når hånden er tom), og den samme spiller flytter igen.</translation>
    </message>
    <message>
        <source>A mill closed by placing makes the opponent remove one of their own pieces.</source>
        <translation>En mølle, der lukkes ved en placering, får modstanderen til at fjerne en af sine egne brikker.</translation>
    </message>
    <message>
        <source>A piece taken while placing is marked and blocks its point until placing ends.</source>
        <translation>En brik, der tages i opsætningsfasen, markeres og spærrer sit punkt, til opsætningsfasen slutter.</translation>
    </message>
    <message>
        <source>Mills closed while placing take nothing at once; when placing ends, each player removes pieces by the count of mills on the board.</source>
        <translation>Møller, der lukkes i opsætningsfasen, tager intet med det samme; når opsætningsfasen slutter, fjerner hver spiller brikker efter antallet af møller på brættet.</translation>
    </message>
    <message>
        <source>Each line gives a player a removal only once.</source>
        <translation>Hver linje giver en spiller en fjernelse kun én gang.</translation>
    </message>
    <message>
        <source>Closing the same line as the last rewarded mill removes nothing.</source>
        <translation>At lukke den samme linje som den seneste belønnede mølle fjerner intet.</translation>
    </message>
    <message>
        <source>Placing stops when only two points are empty.</source>
        <translation>Opsætningsfasen slutter, når kun to punkter er ledige.</translation>
    </message>
    <message>
        <source>The second player makes the first move once placing ends.</source>
        <translation>Anden spiller gør det første træk, når opsætningsfasen er slut.</translation>
    </message>
    <message>
        <source>If placing fills the board, the first player removes a piece, then the second.</source>
        <translation>Fyldes brættet i opsætningsfasen, fjerner første spiller en brik, så anden spiller.</translation>
    </message>
    <message>
        <source>If placing fills the board, the second player removes a piece, then the first.</source>
        <translation>Fyldes brættet i opsætningsfasen, fjerner anden spiller en brik, så første spiller.</translation>
    </message>
    <message>
        <source>If placing fills the board, the player to move removes a piece.</source>
        <translation>Fyldes brættet i opsætningsfasen, fjerner spilleren i trækket en brik.</translation>
    </message>
    <message>
        <source>A player who cannot move removes an opponent&apos;s piece and then moves.</source>
        <translation>En spiller, der ikke kan flytte, fjerner en af modstanderens brikker og flytter så.</translation>
    </message>
    <message>
        <source>A player who cannot move removes an opponent&apos;s piece and the opponent moves.</source>
        <translation>En spiller, der ikke kan flytte, fjerner en af modstanderens brikker, og modstanderen flytter.</translation>
    </message>
    <message>
        <source>When a player cannot move, each player removes one of the other&apos;s pieces.</source>
        <translation>Når en spiller ikke kan flytte, fjerner hver spiller en af den andens brikker.</translation>
    </message>
    <message>
        <source>If a player cannot move, the game is drawn.</source>
        <translation>Kan en spiller ikke flytte, er spillet remis.</translation>
    </message>
    <message>
        <source>For repetition, only positions reached by moving a piece count.</source>
        <translation>Ved gentagelse tæller kun stillinger, der nås ved at flytte en brik.</translation>
    </message>
    <message>
        <source>Mill game records (*.pgn *.txt)</source>
        <translation>Mølle-spil (*.pgn *.txt)</translation>
    </message>
    <message>
        <source>%1: %2 pieces each on the board of %3</source>
        <translation>%1: %2 brikker hver på brættet med %3</translation>
    </message>
    <message>
        <source>The corner diagonals are lines too.</source>
        <translation>Hjørnediagonalerne er også linjer.</translation>
    </message>
    <message>
        <source>While pieces are in hand, a player may move a piece instead of placing.</source>
        <translation>Så længe der er brikker på hånden, må en spiller flytte en brik i stedet for at placere.</translation>
    </message>
    <message>
        <source>Three in a line wins the game.</source>
        <translation>Tre på én linje vinder spillet.</translation>
    </message>
    <message>
        <source>Closing a mill removes one piece per mill closed of the opponent&apos;s.</source>
        <translation>At lukke en mølle fjerner én af modstanderens brikker pr. lukket mølle.</translation>
    </message>
    <message>
        <source>Closing a mill removes one piece of the opponent&apos;s.</source>
        <translation>At lukke en mølle fjerner én af modstanderens brikker.</translation>
    </message>
    <message>
        <source>Any opponent piece may be removed, even one in a mill.</source>
        <translation>Enhver af modstanderens brikker må fjernes, også en i en mølle.</translation>
    </message>
    <message>
        <source>A piece in a mill may be removed only when all the opponent&apos;s pieces stand in mills.</source>
        <translation>En brik i en mølle må kun fjernes, når alle modstanderens brikker står i møller.</translation>
    </message>
    <message>
        <source>A player left with two pieces loses.</source>
        <translation>En spiller med kun to brikker tilbage taber.</translation>
    </message>
    <message>
        <source>With %1 pieces left a player may fly to any empty point.</source>
        <translation>Med %1 brikker tilbage må en spiller flytte en brik til ethvert ledigt punkt.</translation>
    </message>
    <message>
        <source>If placing fills the board, the first player loses.</source>
        <translation>Fyldes brættet i opsætningsfasen, taber den første spiller.</translation>
    </message>
    <message>
        <source>If placing fills the board, it is a draw.</source>
        <translation>Fyldes brættet i opsætningsfasen, er det remis.</translation>
    </message>
    <message>
        <source>A player who cannot move passes.</source>
        <translation>En spiller, der ikke kan flytte, melder pas.</translation>
    </message>
    <message>
        <source>A player who cannot move loses.</source>
        <translation>En spiller, der ikke kan flytte, taber.</translation>
    </message>
    <message>
        <source>the same position occurs three times</source>
        <translation>den samme stilling opstår tre gange</translation>
    </message>
    <message>
        <source>%1 turns pass without a removal</source>
        <translation>%1 træk går uden en fjernelse</translation>
    </message>
    <message>
        <source>%1 turns pass without a removal once a player is down to three pieces</source>
        <translation>%1 træk går uden en fjernelse, efter at en spiller er nede på tre brikker</translation>
    </message>
    <message>
        <source>Draw when %1.</source>
        <translation>Remis, når %1.</translation>
    </message>
    <message>
        <source>, or when </source>
        <translation>, eller når </translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvid</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>%1 in hand, %2 on the board</source>
        <translation>%1 på hånden, %2 på brættet</translation>
    </message>
    <message>
        <source>%1 on the board</source>
        <translation>%1 på brættet</translation>
    </message>
    <message>
        <source>may fly</source>
        <translation>må flyve</translation>
    </message>
    <message>
        <source>three in a line</source>
        <translation>tre på én linje</translation>
    </message>
    <message>
        <source>the other side has only two pieces left</source>
        <translation>den anden side har kun to brikker tilbage</translation>
    </message>
    <message>
        <source>the other side cannot move</source>
        <translation>den anden side kan ikke flytte</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>brættet er fuldt</translation>
    </message>
    <message>
        <source>the same position occurred three times</source>
        <translation>den samme stilling opstod tre gange</translation>
    </message>
    <message>
        <source>too many moves without a removal</source>
        <translation>for mange træk uden fjernelse</translation>
    </message>
    <message>
        <source>too many endgame moves without a removal</source>
        <translation>for mange slutspilstræk uden fjernelse</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <translation>Remis: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <translation>%1 vinder: %2.</translation>
    </message>
    <message>
        <source>Custodian capture</source>
        <translation>Indeslutning</translation>
    </message>
    <message>
        <source>A piece that arrives at the end of a line whose middle holds an opponent&apos;s piece and whose other end holds one&apos;s own takes the middle piece (one piece a move).</source>
        <translation>En brik, der kommer til enden af en linje, hvis midte har en af modstanderens brikker og hvis anden ende en af ens egne, tager midterbrikken (én brik pr. træk).</translation>
    </message>
    <message>
        <source>Custodian capture: lines</source>
        <translation>Indeslutning: linjer</translation>
    </message>
    <message>
        <source>The lines along which a custodian capture counts.</source>
        <translation>De linjer, indeslutning gælder langs.</translation>
    </message>
    <message>
        <source>Custodian capture: when</source>
        <translation>Indeslutning: hvornår</translation>
    </message>
    <message>
        <source>Whether a custodian capture counts while placing, while moving, or both.</source>
        <translation>Om indeslutning gælder i opsætningsfasen, i flyttefasen eller begge.</translation>
    </message>
    <message>
        <source>Custodian capture: only with three pieces</source>
        <translation>Indeslutning: kun med tre brikker</translation>
    </message>
    <message>
        <source>A custodian capture counts only for a player with three pieces or fewer on the board.</source>
        <translation>Indeslutning gælder kun for en spiller med højst tre brikker på brættet.</translation>
    </message>
    <message>
        <source>Intervention capture</source>
        <translation>Mellemtræk</translation>
    </message>
    <message>
        <source>A piece that arrives in the middle of a line whose two ends hold opponent&apos;s pieces takes both of them.</source>
        <translation>En brik, der kommer til midten af en linje, hvis to ender har modstanderens brikker, tager dem begge.</translation>
    </message>
    <message>
        <source>Intervention capture: lines</source>
        <translation>Mellemtræk: linjer</translation>
    </message>
    <message>
        <source>The lines along which an intervention capture counts.</source>
        <translation>De linjer, mellemtræk gælder langs.</translation>
    </message>
    <message>
        <source>Intervention capture: when</source>
        <translation>Mellemtræk: hvornår</translation>
    </message>
    <message>
        <source>Whether an intervention capture counts while placing, while moving, or both.</source>
        <translation>Om mellemtræk gælder i opsætningsfasen, i flyttefasen eller begge.</translation>
    </message>
    <message>
        <source>Intervention capture: only with three pieces</source>
        <translation>Mellemtræk: kun med tre brikker</translation>
    </message>
    <message>
        <source>An intervention capture counts only for a player with three pieces or fewer on the board.</source>
        <translation>Mellemtræk gælder kun for en spiller med højst tre brikker på brættet.</translation>
    </message>
    <message>
        <source>Leap capture</source>
        <translation>Spring</translation>
    </message>
    <message>
        <source>A piece may jump along a line over an opponent&apos;s piece to the empty point behind it, taking the piece it jumps.</source>
        <translation>En brik må springe langs en linje over en af modstanderens brikker til det ledige punkt bagved og tager den brik, den springer over.</translation>
    </message>
    <message>
        <source>Leap capture: lines</source>
        <translation>Spring: linjer</translation>
    </message>
    <message>
        <source>The lines along which a leap capture counts.</source>
        <translation>De linjer, der springes langs.</translation>
    </message>
    <message>
        <source>Leap capture: when</source>
        <translation>Spring: hvornår</translation>
    </message>
    <message>
        <source>Whether a leap capture counts while placing, while moving, or both.</source>
        <translation>Om spring gælder i opsætningsfasen, i flyttefasen eller begge.</translation>
    </message>
    <message>
        <source>Leap capture: only with three pieces</source>
        <translation>Spring: kun med tre brikker</translation>
    </message>
    <message>
        <source>A leap capture counts only for a player with three pieces or fewer on the board.</source>
        <translation>Spring gælder kun for en spiller med højst tre brikker på brættet.</translation>
    </message>
    <message>
        <source>every line (square sides, cross lines, diagonals)</source>
        <translation>hver linje (kvadraternes sider, tværlinjer, diagonaler)</translation>
    </message>
    <message>
        <source>the sides of the squares</source>
        <translation>kvadraternes sider</translation>
    </message>
    <message>
        <source>the cross lines</source>
        <translation>tværlinjerne</translation>
    </message>
    <message>
        <source>the diagonals</source>
        <translation>diagonalerne</translation>
    </message>
    <message>
        <source>square sides and cross lines</source>
        <translation>kvadraternes sider og tværlinjer</translation>
    </message>
    <message>
        <source>square sides and diagonals</source>
        <translation>kvadraternes sider og diagonaler</translation>
    </message>
    <message>
        <source>cross lines and diagonals</source>
        <translation>tværlinjer og diagonaler</translation>
    </message>
    <message>
        <source>while placing and while moving</source>
        <translation>i opsætningsfasen og i flyttefasen</translation>
    </message>
    <message>
        <source>only while placing (pieces still in hand)</source>
        <translation>kun i opsætningsfasen (stadig brikker på hånden)</translation>
    </message>
    <message>
        <source>only while moving (no piece left in hand)</source>
        <translation>kun i flyttefasen (ingen brik tilbage på hånden)</translation>
    </message>
    <message>
        <source>Custodian capture: a piece arriving at the end of a line takes an opponent&apos;s piece caught between it and one&apos;s own.</source>
        <translation>Indeslutning: en brik, der kommer til enden af en linje, tager en af modstanderens brikker, der står mellem den og en af ens egne.</translation>
    </message>
    <message>
        <source>Intervention capture: a piece arriving between two opponent&apos;s pieces on a line takes both.</source>
        <translation>Mellemtræk: en brik, der på en linje kommer mellem to af modstanderens brikker, tager begge.</translation>
    </message>
    <message>
        <source>Leap capture: a piece may jump along a line over an opponent&apos;s piece to the empty point behind it and takes it.</source>
        <translation>Spring: en brik må springe langs en linje over en af modstanderens brikker til det ledige punkt bagved og tager den.</translation>
    </message>
</context>
<context>
    <name>MillLevels</name>
    <message>
        <source>Plays half its moves at a glance: closes a mill it sees, but often misses your threats.</source>
        <translation>Spiller halvdelen af sine træk ved første øjekast: lukker en mølle, den ser, men overser ofte dine trusler.</translation>
    </message>
    <message>
        <source>Looks at your reply and never leaves you a mill, but picks loosely.</source>
        <translation>Ser på dit svar og giver dig aldrig en mølle, men vælger løst.</translation>
    </message>
    <message>
        <source>Looks at your reply and picks more carefully.</source>
        <translation>Ser på dit svar og vælger mere omhyggeligt.</translation>
    </message>
    <message>
        <source>Looks two moves ahead, with many slips.</source>
        <translation>Ser to træk frem, med mange fejl.</translation>
    </message>
    <message>
        <source>Looks two moves ahead, with fewer slips.</source>
        <translation>Ser to træk frem, med færre fejl.</translation>
    </message>
    <message>
        <source>Looks three moves ahead, with many slips.</source>
        <translation>Ser tre træk frem, med mange fejl.</translation>
    </message>
    <message>
        <source>Looks three moves ahead, with few slips.</source>
        <translation>Ser tre træk frem, med få fejl.</translation>
    </message>
    <message>
        <source>Looks three moves ahead without slips; plays solved endgames perfectly.</source>
        <translation>Ser tre træk frem uden fejl; spiller løste slutspil perfekt.</translation>
    </message>
    <message>
        <source>Looks four moves ahead.</source>
        <translation>Ser fire træk frem.</translation>
    </message>
    <message>
        <source>Thinks about six moves ahead.</source>
        <translation>Tænker omkring seks træk frem.</translation>
    </message>
    <message>
        <source>Thinks about eight moves ahead.</source>
        <translation>Tænker omkring otte træk frem.</translation>
    </message>
    <message>
        <source>Thinks about twelve moves ahead.</source>
        <translation>Tænker omkring tolv træk frem.</translation>
    </message>
    <message>
        <source>Thinks as deep as a second allows, on every core; perfect where the game is solved.</source>
        <translation>Tænker så dybt, som et sekund tillader, på alle kerner; perfekt, hvor spillet er løst.</translation>
    </message>
</context>
<context>
    <name>MillSetupEditor</name>
    <message>
        <source>White</source>
        <translation>Hvid</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>I trækket:</translation>
    </message>
    <message>
        <source>%1&apos;s pieces in hand</source>
        <translation>%1s brikker på hånden</translation>
    </message>
    <message>
        <source>%1 in hand:</source>
        <translation>%1 på hånden:</translation>
    </message>
    <message>
        <source>Click a point for a White piece, again for Black, once more to empty it; right-click empties it. A piece placed comes out of its side&apos;s hand and goes back when it is taken off; for a position after the placing, set the hands to 0.</source>
        <translation>Klik på et punkt for en hvid brik, igen for en sort, en gang til for at gøre det ledigt; højreklik fjerner brikken. En placeret brik tages fra sin sides hånd og lægges tilbage, når den fjernes; for en stilling efter opsætningsfasen sættes hænderne til 0.</translation>
    </message>
    <message>
        <source>%1 has %2 pieces but the rules give %3</source>
        <translation>%1 har %2 brikker, men reglerne giver %3</translation>
    </message>
    <message>
        <source>%1 has %2 pieces on the board and %3 in hand, but on this board no piece is ever removed, so the two make %4</source>
        <translation>%1 har %2 brikker på brættet og %3 på hånden, men på dette bræt fjernes der aldrig en brik, så de to giver tilsammen %4</translation>
    </message>
    <message>
        <source>with %1 to move both sides have as many pieces in hand (%1 places first), not %2 and %3</source>
        <translation>når %1 er i trækket, har begge sider lige mange brikker på hånden (%1 placerer først), ikke %2 og %3</translation>
    </message>
    <message>
        <source>with %1 to move %1 has one piece more in hand than %2 (%2 places first), not %3 and %4</source>
        <translation>når %1 er i trækket, har %1 én brik mere på hånden end %2 (%2 placerer først), ikke %3 og %4</translation>
    </message>
    <message>
        <source>%1 has lost %2 pieces, but %3 with %4 placed can have taken at most %5</source>
        <translation>%1 har mistet %2 brikker, men %3 kan med %4 placerede brikker højst have fjernet %5</translation>
    </message>
    <message>
        <source>the game is over: a side has three in a line</source>
        <translation>spillet er slut: en side har tre på én linje</translation>
    </message>
    <message>
        <source>the game is over: a side has fewer than three pieces left</source>
        <translation>spillet er slut: en side har færre end tre brikker tilbage</translation>
    </message>
    <message>
        <source>the game is over: %1 cannot move</source>
        <translation>spillet er slut: %1 kan ikke flytte</translation>
    </message>
    <message>
        <source>the game is over: the board is full</source>
        <translation>spillet er slut: brættet er fuldt</translation>
    </message>
    <message>
        <source>the game is over: the position occurred three times</source>
        <translation>spillet er slut: den samme stilling er forekommet tre gange</translation>
    </message>
    <message>
        <source>the game is over: the turns without a removal reached the limit</source>
        <translation>spillet er slut: trækkene uden en fjernelse har nået grænsen</translation>
    </message>
    <message>
        <source>the game is over: the endgame turns reached the limit</source>
        <translation>spillet er slut: slutspillets træk har nået grænsen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spillet er slut</translation>
    </message>
</context>
<context>
    <name>MillSetupView</name>
    <message>
        <source>Set-up board</source>
        <translation>Bræt til opstilling</translation>
    </message>
    <message>
        <source>Click a point: empty, White, Black, empty again. Right-click empties it.</source>
        <translation>Klik på et punkt: ledigt, hvid, sort, ledigt igen. Højreklik fjerner brikken.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvid</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
</context>
<context>
    <name>MorraAccess</name>
    <message>
        <source>field %1</source>
        <translation>felt %1</translation>
    </message>
    <message>
        <source>the centre</source>
        <translation>midten</translation>
    </message>
    <message>
        <source>dot to %1</source>
        <translation>prik mod %1</translation>
    </message>
    <message>
        <source>stone of %1</source>
        <translation>sten tilhørende %1</translation>
    </message>
    <message>
        <source>%1&apos;s start: field %2</source>
        <translation>%1s start: felt %2</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>tast %1</translation>
    </message>
    <message>
        <source>%1 follows the white dot into the centre</source>
        <translation>%1 følger den hvide prik ind i midten</translation>
    </message>
    <message>
        <source>%1 follows the black dot into the centre</source>
        <translation>%1 følger den sorte prik ind i midten</translation>
    </message>
    <message>
        <source>%1 starts on %2</source>
        <translation>%1 starter på %2</translation>
    </message>
    <message>
        <source>Start: %1.</source>
        <translation>Start: %1.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>stays on %1</source>
        <translation>bliver på %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 til %2</translation>
    </message>
    <message>
        <source>pushes %1 to %2</source>
        <translation>skubber %1 til %2</translation>
    </message>
    <message>
        <source>%1 follows the white dot to %2</source>
        <translation>%1 følger den hvide prik til %2</translation>
    </message>
    <message>
        <source>%1 follows the black dot to %2</source>
        <translation>%1 følger den sorte prik til %2</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 vinder.</translation>
    </message>
</context>
<context>
    <name>MorraAccessCounts</name>
    <message numerus="yes">
        <source>%1&apos;s hand: %n ball(s)</source>
        <translation>
            <numerusform>%1s hånd: %n kugle</numerusform>
            <numerusform>%1s hånd: %n kugler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 held %n ball(s)</source>
        <translation>
            <numerusform>%1 holdt %n kugle</numerusform>
            <numerusform>%1 holdt %n kugler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s stone moves %n field(s)</source>
        <translation>
            <numerusform>%1s sten flytter %n felt</numerusform>
            <numerusform>%1s sten flytter %n felter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MorraCounts</name>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>%n runde spillet</numerusform>
            <numerusform>%n runder spillet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MorraKit</name>
    <message>
        <source>Morra records (*.morra *.txt)</source>
        <translation>Morra-spil (*.morra *.txt)</translation>
    </message>
    <message>
        <source>Balls per hand</source>
        <translation>Kugler pr. hånd</translation>
    </message>
    <message>
        <source>Each player holds 0 up to this many balls in a round; the stone at stake moves by the total of both hands. The box rule is 3.</source>
        <translation>Hver spiller holder 0 op til så mange kugler i en runde; den sten, det gælder, flytter med summen af begge hænder. Æskens regel er 3.</translation>
    </message>
    <message>
        <source>Push rule</source>
        <translation>Skubberegel</translation>
    </message>
    <message>
        <source>What happens to a stone that another stone lands on: it moves one field on (the box rule), or one ring outward (an early description of the game).</source>
        <translation>Hvad der sker med en sten, som en anden sten lander på: den flytter ét felt videre (æskens regel) eller én ring udad (en tidlig beskrivelse af spillet).</translation>
    </message>
    <message>
        <source>Pushed stone moves one field on</source>
        <translation>Skubbet sten flytter ét felt videre</translation>
    </message>
    <message>
        <source>Pushed stone moves one ring outward</source>
        <translation>Skubbet sten flytter én ring udad</translation>
    </message>
    <message>
        <source>Draw after rounds</source>
        <translation>Remis efter runder</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Skydeskive</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Lang</translation>
    </message>
    <message>
        <source>Morra: %1</source>
        <translation>Morra: %1</translation>
    </message>
    <message>
        <source>The game is drawn when no stone has reached the centre after this many rounds.</source>
        <translation>Spillet er remis, når ingen sten har nået midten efter så mange runder.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>a stone landed on moves one field on</source>
        <translation>en sten, der landes på, flytter ét felt videre</translation>
    </message>
    <message>
        <source>a stone landed on moves one ring outward</source>
        <translation>en sten, der landes på, flytter én ring udad</translation>
    </message>
    <message>
        <source>Both players hold 0 to %1 balls in secret each round; the stone at stake moves clockwise by the total and follows a dot&apos;s arrow; %2. The first stone in the centre wins; after %3 rounds the game is drawn.</source>
        <translation>Begge spillere holder i hemmelighed 0 til %1 kugler hver runde; den sten, det gælder, flytter med summen med uret og følger en priks pil; %2. Den første sten i midten vinder; efter %3 runder er spillet remis.</translation>
    </message>
    <message>
        <source>start field chosen</source>
        <translation>startfelt valgt</translation>
    </message>
    <message>
        <source>choosing a start field</source>
        <translation>vælger et startfelt</translation>
    </message>
    <message>
        <source>in the centre</source>
        <translation>i midten</translation>
    </message>
    <message>
        <source>%1, ring %2 of %3</source>
        <translation>%1, ring %2 af %3</translation>
    </message>
    <message>
        <source>moves now</source>
        <translation>flytter nu</translation>
    </message>
    <message>
        <source>Draw: no stone reached the centre within the round limit.</source>
        <translation>Remis: ingen sten nåede midten inden for rundegrænsen.</translation>
    </message>
    <message>
        <source>%1 wins: the stone reached the centre.</source>
        <translation>%1 vinder: stenen nåede midten.</translation>
    </message>
</context>
<context>
    <name>MorraSetupEditor</name>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>A click places:</source>
        <translation>Et klik placerer:</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Midten</translation>
    </message>
    <message>
        <source>Ring %1, field %2 (%3)</source>
        <translation>Ring %1, felt %2 (%3)</translation>
    </message>
    <message>
        <source>Field of %1&apos;s stone</source>
        <translation>Feltet for %1s sten</translation>
    </message>
    <message>
        <source>%1&apos;s stone:</source>
        <translation>%1s sten:</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Næste runde</translation>
    </message>
    <message>
        <source>Next round:</source>
        <translation>Næste runde:</translation>
    </message>
    <message>
        <source>At stake:</source>
        <translation>På spil:</translation>
    </message>
    <message>
        <source>Choose whose stone a click places, then click a field of the target (or pick the field from the list). The next round&apos;s number says whose stone is at stake.</source>
        <translation>Vælg, hvis sten et klik placerer, og klik så på et felt på skydeskiven (eller vælg feltet på listen). Nummeret på næste runde fortæller, hvis sten der står på spil.</translation>
    </message>
    <message>
        <source>%1&apos;s stone</source>
        <translation>%1s sten</translation>
    </message>
    <message>
        <source>both stones cannot be in the centre</source>
        <translation>begge sten kan ikke stå i midten</translation>
    </message>
    <message>
        <source>before the first round both stones stand in the outermost ring</source>
        <translation>før første runde står begge sten i den yderste ring</translation>
    </message>
    <message>
        <source>round %1 is beyond the round limit %2</source>
        <translation>runde %1 ligger ud over rundegrænsen %2</translation>
    </message>
    <message>
        <source>the game is over: %1&apos;s stone is in the centre</source>
        <translation>spillet er slut: %1s sten står i midten</translation>
    </message>
    <message>
        <source>the game is over: round %1 is past the limit of %2 rounds</source>
        <translation>spillet er slut: runde %1 ligger ud over grænsen på %2 runder</translation>
    </message>
</context>
<context>
    <name>MorraSetupView</name>
    <message>
        <source>Set-up board</source>
        <translation>Bræt til opstilling</translation>
    </message>
    <message>
        <source>Click a field to put the chosen stone there.</source>
        <translation>Klik på et felt for at sætte den valgte sten dér.</translation>
    </message>
</context>
<context>
    <name>MorraView</name>
    <message>
        <source>Morra board</source>
        <translation>Morra-bræt</translation>
    </message>
    <message>
        <source>The target with both stones; each player chooses in secret with own keys.</source>
        <translation>Skydeskiven med begge sten; hver spiller vælger i hemmelighed med sine egne taster.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>Both players: choose your start field in secret (%1)</source>
        <translation>Begge spillere: vælg jeres startfelt i hemmelighed (%1)</translation>
    </message>
    <message>
        <source>%1: click a field of the outer ring to start on</source>
        <translation>%1: klik på et felt i den yderste ring at starte på</translation>
    </message>
    <message>
        <source>%1: click how many balls to hold</source>
        <translation>%1: klik på, hvor mange kugler du vil holde</translation>
    </message>
    <message>
        <source>%1: choose your hand (%2)</source>
        <translation>%1: vælg din hånd (%2)</translation>
    </message>
    <message>
        <source>Waiting for the other player&apos;s choice…</source>
        <translation>Venter på den anden spillers valg…</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>%1: there is nothing for you to choose now.</source>
        <translation>%1: du har intet at vælge nu.</translation>
    </message>
    <message>
        <source>%1: you have already chosen; wait for the reveal.</source>
        <translation>%1: du har allerede valgt; vent på afsløringen.</translation>
    </message>
    <message>
        <source>%1: you may hold at most %2 balls.</source>
        <translation>%1: du må højst holde %2 kugler.</translation>
    </message>
    <message>
        <source>%1: the start field takes your first four keys only.</source>
        <translation>%1: startfeltet bruger kun dine første fire taster.</translation>
    </message>
    <message>
        <source>%1: that is not a choice now.</source>
        <translation>%1: det er ikke et valg nu.</translation>
    </message>
    <message>
        <source>Choose your start field on your own card, so nobody sees it.</source>
        <translation>Vælg dit startfelt på dit eget kort, så ingen ser det.</translation>
    </message>
    <message>
        <source>%1 stone</source>
        <translation>%1s sten</translation>
    </message>
    <message>
        <source>begins</source>
        <translation>begynder</translation>
    </message>
    <message>
        <source>in the centre</source>
        <translation>i midten</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>på %1</translation>
    </message>
    <message>
        <source>Choose your start field</source>
        <translation>Vælg dit startfelt</translation>
    </message>
    <message>
        <source>%1: pick your start in secret</source>
        <translation>%1: vælg din start i hemmelighed</translation>
    </message>
    <message>
        <source>Choose your hand</source>
        <translation>Vælg din hånd</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Straks (ingen animation)</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <translation>%1 har valgt</translation>
    </message>
    <message>
        <source>Both players: choose your hand in secret (%1)</source>
        <translation>Begge spillere: vælg jeres hånd i hemmelighed (%1)</translation>
    </message>
    <message>
        <source>%1: choose your start field (%2)</source>
        <translation>%1: vælg dit startfelt (%2)</translation>
    </message>
    <message>
        <source>%1: your hidden marker moved; %2 starts there</source>
        <translation>%1: din skjulte markør flyttede sig; %2 starter der</translation>
    </message>
    <message>
        <source>%1 / %2 move your marker · %3 back to 0.0 · %4 start</source>
        <translation>%1 / %2 flytter markøren · %3 tilbage til 0.0 · %4 starter</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 på %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1&apos;s stone</source>
        <translation>%1s sten</translation>
    </message>
    <message>
        <source>stays on %1</source>
        <translation>bliver på %1</translation>
    </message>
    <message>
        <source>pushes %1 to %2</source>
        <translation>skubber %1 til %2</translation>
    </message>
    <message>
        <source>%1 follows the white dot into the centre</source>
        <translation>%1 følger den hvide prik ind i midten</translation>
    </message>
    <message>
        <source>%1 follows the black dot into the centre</source>
        <translation>%1 følger den sorte prik ind i midten</translation>
    </message>
    <message>
        <source>%1 follows the white dot to %2</source>
        <translation>%1 følger den hvide prik til %2</translation>
    </message>
    <message>
        <source>%1 follows the black dot to %2</source>
        <translation>%1 følger den sorte prik til %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vinder</translation>
    </message>
    <message>
        <source>↻ Replay round (R)</source>
        <translation>↻ Afspil runden igen (R)</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Sidste runde</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>Ingen runde spillet endnu.</translation>
    </message>
    <message>
        <source>Round being played</source>
        <translation>Runden spilles</translation>
    </message>
    <message>
        <source>White dot: one ring inward</source>
        <translation>Hvid prik: én ring indad</translation>
    </message>
    <message>
        <source>Black dot: outward</source>
        <translation>Sort prik: udad</translation>
    </message>
    <message>
        <source>Route of the last round</source>
        <translation>Vejen i sidste runde</translation>
    </message>
    <message>
        <source>Gold: the stone at stake</source>
        <translation>Guld: stenen, det gælder</translation>
    </message>
    <message>
        <source>%1 and %2 move a hidden marker, %3 starts there</source>
        <translation>%1 og %2 flytter en skjult markør, %3 starter der</translation>
    </message>
    <message>
        <source>keys %1 for 0 to %2 balls</source>
        <translation>tasterne %1 for 0 til %2 kugler</translation>
    </message>
    <message>
        <source>Press %1 or %2 to move your hidden marker round the outer ring, %3 to bring it back to 0.0, %4 to start there.</source>
        <translation>Tryk %1 eller %2 for at flytte din skjulte markør rundt i den yderste ring, %3 for at sætte den på 0.0 og %4 for at starte der.</translation>
    </message>
    <message>
        <source>Press %1 for %2 balls</source>
        <translation>Tryk %1 for %2 kugler</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 for %2</translation>
    </message>
    <message>
        <source>Has chosen</source>
        <translation>Har valgt</translation>
    </message>
    <message>
        <source>%1 has chosen; both are shown together</source>
        <translation>%1 har valgt; begge vises samtidig</translation>
    </message>
    <message>
        <source>Still choosing</source>
        <translation>Vælger stadig</translation>
    </message>
    <message>
        <source>%1: hold your hand</source>
        <translation>%1: hold din hånd</translation>
    </message>
    <message>
        <source>Click to choose in secret, or use your keys</source>
        <translation>Vælg i hemmelighed: klik eller brug tasterne</translation>
    </message>
    <message>
        <source>A click beside the buttons hides them again</source>
        <translation>Et klik ved siden af knapperne skjuler dem igen</translation>
    </message>
    <message>
        <source>%1 is still choosing</source>
        <translation>%1 vælger stadig</translation>
    </message>
    <message>
        <source>Started on %1</source>
        <translation>Startede på %1</translation>
    </message>
    <message>
        <source>Start field</source>
        <translation>Startfelt</translation>
    </message>
    <message>
        <source>Chosen in secret</source>
        <translation>Valgt i hemmelighed</translation>
    </message>
    <message>
        <source>Both start fields are revealed together</source>
        <translation>Begge startfelter afsløres samtidig</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Wins!</source>
        <translation>Vinder!</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Taber</translation>
    </message>
    <message>
        <source>start field</source>
        <translation>startfelt</translation>
    </message>
    <message>
        <source>balls held · total %1</source>
        <translation>kugler holdt · i alt %1</translation>
    </message>
    <message>
        <source>balls held</source>
        <translation>kugler holdt</translation>
    </message>
    <message>
        <source>Last round: held %1</source>
        <translation>Sidste runde: holdt %1</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Afsløret</translation>
    </message>
</context>
<context>
    <name>MyraAccess</name>
    <message>
        <source>red queen</source>
        <translation>rød dronning</translation>
    </message>
    <message>
        <source>red fortress of 5</source>
        <translation>rød fæstning af 5</translation>
    </message>
    <message>
        <source>red soldier</source>
        <translation>rød soldat</translation>
    </message>
    <message>
        <source>red troop of %1</source>
        <translation>rød trop på %1</translation>
    </message>
    <message>
        <source>blue queen</source>
        <translation>blå dronning</translation>
    </message>
    <message>
        <source>blue fortress of 5</source>
        <translation>blå fæstning af 5</translation>
    </message>
    <message>
        <source>blue soldier</source>
        <translation>blå soldat</translation>
    </message>
    <message>
        <source>blue troop of %1</source>
        <translation>blå trop på %1</translation>
    </message>
    <message>
        <source>green queen</source>
        <translation>grøn dronning</translation>
    </message>
    <message>
        <source>green fortress of 5</source>
        <translation>grøn fæstning af 5</translation>
    </message>
    <message>
        <source>green soldier</source>
        <translation>grøn soldat</translation>
    </message>
    <message>
        <source>green troop of %1</source>
        <translation>grøn trop på %1</translation>
    </message>
    <message>
        <source>queen of player %2</source>
        <translation>spiller %2s dronning</translation>
    </message>
    <message>
        <source>fortress of 5 of player %2</source>
        <translation>spiller %2s fæstning af 5</translation>
    </message>
    <message>
        <source>soldier of player %2</source>
        <translation>spiller %2s soldat</translation>
    </message>
    <message>
        <source>troop of %1 of player %2</source>
        <translation>spiller %2s trop på %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
</context>
<context>
    <name>MyraBoardView</name>
    <message>
        <source>Myra board</source>
        <translation>Myra-bræt</translation>
    </message>
    <message>
        <source>Click a troop, then where it goes (or drag it there); click an empty hole next to your queen to produce. Keys: arrows move a cursor and Space clicks, 1-5 choose how many soldiers, U unchains, Enter finishes a chain, Esc cancels.</source>
        <translation>Klik på en trop og derefter på, hvor den skal hen (eller træk den derhen); klik på et tomt hul ved siden af din dronning for at producere. Taster: pile flytter en markør og mellemrum klikker, 1-5 vælger antallet af soldater, U kæder ud, Enter afslutter en kæde, Esc annullerer.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Type a move and press Enter: +e5, a2-c4, a2xc4, 2a2-c4, a3&gt;a4&gt;b5, b5~a4~a3, pass</source>
        <translation>Skriv et træk og tryk Enter: +e5, a2-c4, a2xc4, 2a2-c4, a3&gt;a4&gt;b5, b5~a4~a3, pass</translation>
    </message>
    <message>
        <source>Type a move and press Enter: +e5, a2-c4</source>
        <translation>Skriv et træk og tryk Enter: +e5, a2-c4</translation>
    </message>
    <message>
        <source>Type a move, then Enter</source>
        <translation>Skriv et træk, så Enter</translation>
    </message>
    <message>
        <source>Produce +e5 · move a2-c4 · capture a2xc4 · reduce 2a2-c4 · chain up a3&gt;a4&gt;b5 · unchain b5~a4~a3 · pass</source>
        <translation>Producer +e5 · flyt a2-c4 · slå a2xc4 · reducer 2a2-c4 · kæd sammen a3&gt;a4&gt;b5 · kæd ud b5~a4~a3 · pass</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>{colour} to move: waiting…</source>
        <translation>{colour} er i trækket: venter…</translation>
    </message>
    <message>
        <source>Cursor on {hole}: Space clicks it. {prompt}</source>
        <translation>Markør på {hole}: mellemrum klikker det. {prompt}</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>Cannot play “{text}”: {reason}</source>
        <translation>Kan ikke spille “{text}”: {reason}</translation>
    </message>
    <message>
        <source>{colour}: click a troop to move it, or an empty hole next to your queen to produce a soldier.</source>
        <translation>{colour}: klik på en trop for at flytte den, eller på et tomt hul ved siden af din dronning for at producere en soldat.</translation>
    </message>
    <message>
        <source>{colour}: click a troop to move it.</source>
        <translation>{colour}: klik på en trop for at flytte den.</translation>
    </message>
    <message>
        <source>{colour}: click where the queen on {hole} goes (click it again to cancel).</source>
        <translation>{colour}: klik, hvor dronningen på {hole} skal hen (klik på den igen for at annullere).</translation>
    </message>
    <message>
        <source>{colour}: click where the soldier on {hole} goes, or the next single soldier to chain up (click it again to cancel).</source>
        <translation>{colour}: klik, hvor soldaten på {hole} skal hen, eller på den næste enkelte soldat for at kæde sammen (klik på den igen for at annullere).</translation>
    </message>
    <message>
        <source>{colour}: click where the soldier on {hole} goes (click it again to cancel).</source>
        <translation>{colour}: klik, hvor soldaten på {hole} skal hen (klik på den igen for at annullere).</translation>
    </message>
    <message>
        <source>{colour}: chain {line}: click the next single soldier, or click {last} again (or press Enter) to collect them on {last}.</source>
        <translation>{colour}: kæde {line}: klik på den næste enkelte soldat, eller klik på {last} igen (eller tryk Enter) for at samle dem på {last}.</translation>
    </message>
    <message>
        <source>{colour}: unchain {line}: click the next empty hole ({k} more).</source>
        <translation>{colour}: kæd ud {line}: klik på det næste tomme hul ({k} mere).</translation>
    </message>
    <message>
        <source>{colour}: click where some of the {n} soldiers on {hole} go (click it again to cancel).</source>
        <translation>{colour}: klik, hvor nogle af de {n} soldater på {hole} skal hen (klik på den igen for at annullere).</translation>
    </message>
    <message>
        <source>{colour}: click where the troop of {n} on {hole} goes, all of it or some of its soldiers (click it again to cancel).</source>
        <translation>{colour}: klik, hvor troppen på {n} på {hole} skal hen, hele troppen eller nogle af dens soldater (klik på den igen for at annullere).</translation>
    </message>
    <message>
        <source>{colour}: how many soldiers go from {frm} to {to}? Click a number or press its key (Esc cancels).</source>
        <translation>{colour}: hvor mange soldater går fra {frm} til {to}? Klik på et tal eller tryk på dets tast (Esc annullerer).</translation>
    </message>
    <message>
        <source>{colour}: how many soldiers go from {frm} to {to}? Click a number or press its key (U unchains, Esc cancels).</source>
        <translation>{colour}: hvor mange soldater går fra {frm} til {to}? Klik på et tal eller tryk på dets tast (U kæder ud, Esc annullerer).</translation>
    </message>
    <message>
        <source>{colour} has no legal move: click the board or press Enter to pass.</source>
        <translation>{colour} har intet lovligt træk: klik på brættet eller tryk Enter for at melde pas.</translation>
    </message>
    <message>
        <source>{colour} plays {move}.</source>
        <translation>{colour} spiller {move}.</translation>
    </message>
    <message>
        <source>{a} is not yours.</source>
        <translation>{a} er ikke din.</translation>
    </message>
    <message>
        <source>{a} is empty and not next to your queen on {b}: a soldier can only be produced next to the queen.</source>
        <translation>{a} er tomt og ikke ved siden af din dronning på {b}: en soldat kan kun produceres ved siden af dronningen.</translation>
    </message>
    <message>
        <source>Your reserve is empty: no soldier can be produced on {a}.</source>
        <translation>Din reserve er tom: ingen soldat kan produceres på {a}.</translation>
    </message>
    <message>
        <source>{a} is empty.</source>
        <translation>{a} er tomt.</translation>
    </message>
    <message>
        <source>The piece on {a} has no legal move.</source>
        <translation>Brikken på {a} har intet lovligt træk.</translation>
    </message>
    <message>
        <source>The fortress on {b} cannot be captured.</source>
        <translation>Fæstningen på {b} kan ikke slås.</translation>
    </message>
    <message>
        <source>A fortress never moves as a whole, so the fortress on {a} cannot capture {b}.</source>
        <translation>En fæstning flytter aldrig som helhed, så fæstningen på {a} kan ikke slå {b}.</translation>
    </message>
    <message>
        <source>The queen never joins a troop.</source>
        <translation>Dronningen forenes aldrig med en trop.</translation>
    </message>
    <message>
        <source>{b} would hold more than five balls.</source>
        <translation>{b} ville få mere end fem kugler.</translation>
    </message>
    <message>
        <source>{b} cannot be reached from {a}: a troop of n goes at most n steps through empty holes.</source>
        <translation>{b} kan ikke nås fra {a}: en trop på n går højst n skridt gennem tomme huller.</translation>
    </message>
    <message>
        <source>{a} cannot lengthen the chain: it needs one of your single soldiers next to {b} (five at most).</source>
        <translation>{a} kan ikke forlænge kæden: den kræver en af dine enkelte soldater ved siden af {b} (højst fem).</translation>
    </message>
    <message>
        <source>A chain needs at least two single soldiers.</source>
        <translation>En kæde kræver mindst to enkelte soldater.</translation>
    </message>
    <message>
        <source>{a} cannot take the next ball: it must be an empty hole next to {b} from which the rest can still be laid out.</source>
        <translation>{a} kan ikke tage den næste kugle: det skal være et tomt hul ved siden af {b}, hvorfra resten stadig kan lægges ud.</translation>
    </message>
</context>
<context>
    <name>MyraCounts</name>
    <message numerus="yes">
        <source>%n soldier(s) on the board</source>
        <translation>
            <numerusform>%n soldat på brættet</numerusform>
            <numerusform>%n soldater på brættet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MyraKit</name>
    <message>
        <source>Myra</source>
        <translation>Myra</translation>
    </message>
    <message>
        <source>Myra game records (*.myra *.txt)</source>
        <translation>Myra-spil (*.myra *.txt)</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <translation>Remis ved gentagelse</translation>
    </message>
    <message>
        <source>The game is drawn when the same position, with the same player to move, occurs for the third time.</source>
        <translation>Spillet er remis, når den samme stilling med den samme spiller i trækket opstår for tredje gang.</translation>
    </message>
    <message>
        <source>Turns without a capture before a draw</source>
        <translation>Ture uden slag før remis</translation>
    </message>
    <message>
        <source>The game is drawn after this many turns in a row (all players&apos; turns together, passes included) without a capture. 0 switches the rule off.</source>
        <translation>Spillet er remis efter så mange ture i træk uden slag (alle spilleres ture tilsammen, pas medregnet). 0 slår reglen fra.</translation>
    </message>
    <message>
        <source>Capture the enemy queen to win; with three players the last queen wins.</source>
        <translation>Slå den fjendtlige dronning for at vinde; med tre spillere vinder den sidste dronning.</translation>
    </message>
    <message>
        <source>A position seen three times is a draw.</source>
        <translation>En stilling, der ses tre gange, er remis.</translation>
    </message>
    <message>
        <source>%1 turns without a capture are a draw.</source>
        <translation>%1 ture uden slag er remis.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grøn</translation>
    </message>
    <message>
        <source>out of the game:
the queen was captured</source>
        <translation>ude af spillet:
dronningen blev slået</translation>
    </message>
    <message>
        <source>queen on %1 · %2 in reserve
%3</source>
        <translation>dronning på %1 · %2 i reserve
%3</translation>
    </message>
    <message>
        <source>the enemy queen was captured</source>
        <translation>den fjendtlige dronning blev slået</translation>
    </message>
    <message>
        <source>theirs is the last queen on the board</source>
        <translation>deres er den sidste dronning på brættet</translation>
    </message>
    <message>
        <source>the same position occurred three times</source>
        <translation>den samme stilling opstod tre gange</translation>
    </message>
    <message>
        <source>too many turns without a capture</source>
        <translation>for mange ture uden slag</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <translation>Remis: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <translation>%1 vinder: %2.</translation>
    </message>
</context>
<context>
    <name>MyraLevels</name>
    <message>
        <source>Takes a queen it can take, otherwise plays loosely and often misses your threats.</source>
        <translation>Slår en dronning, den kan slå, spiller ellers løst og overser ofte dine trusler.</translation>
    </message>
    <message>
        <source>Looks one move ahead and picks loosely.</source>
        <translation>Ser et træk frem og vælger løst.</translation>
    </message>
    <message>
        <source>Looks one move ahead and picks a little more carefully.</source>
        <translation>Ser et træk frem og vælger lidt mere omhyggeligt.</translation>
    </message>
    <message>
        <source>Looks one move ahead and picks carefully.</source>
        <translation>Ser et træk frem og vælger omhyggeligt.</translation>
    </message>
    <message>
        <source>Looks at your reply too, with a few slips.</source>
        <translation>Ser også på dit svar, med nogle fejl.</translation>
    </message>
    <message>
        <source>Thinks a few moves ahead.</source>
        <translation>Tænker nogle træk frem.</translation>
    </message>
    <message>
        <source>Thinks several moves ahead.</source>
        <translation>Tænker flere træk frem.</translation>
    </message>
    <message>
        <source>Thinks deeply.</source>
        <translation>Tænker dybt.</translation>
    </message>
    <message>
        <source>Thinks as deep as a second allows, on every core.</source>
        <translation>Tænker så dybt, som et sekund tillader, på alle kerner.</translation>
    </message>
</context>
<context>
    <name>MyraScene</name>
    <message>
        <source>{colour} queen on {hole}</source>
        <translation>{colour}s dronning på {hole}</translation>
    </message>
    <message>
        <source>{colour} fortress (5) on {hole}</source>
        <translation>{colour}s fæstning (5) på {hole}</translation>
    </message>
    <message>
        <source>{colour} soldier on {hole}</source>
        <translation>{colour}s soldat på {hole}</translation>
    </message>
    <message>
        <source>{colour} troop of {n} on {hole}</source>
        <translation>{colour}s trop på {n} på {hole}</translation>
    </message>
    <message>
        <source>%1: out of the game</source>
        <translation>%1: ude af spillet</translation>
    </message>
    <message>
        <source>%1: %2 in reserve</source>
        <translation>%1: %2 i reserve</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ude af spillet</translation>
    </message>
    <message>
        <source>in reserve</source>
        <translation>i reserve</translation>
    </message>
    <message>
        <source>How many soldiers?</source>
        <translation>Hvor mange soldater?</translation>
    </message>
    <message>
        <source>unchain</source>
        <translation>kæd ud</translation>
    </message>
    <message>
        <source>all {n}</source>
        <translation>alle {n}</translation>
    </message>
</context>
<context>
    <name>MyraSetupEditor</name>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grøn</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dronning</translation>
    </message>
    <message>
        <source>The queen</source>
        <translation>Dronningen</translation>
    </message>
    <message>
        <source>A troop of %1 soldiers</source>
        <translation>En trop på %1 soldater</translation>
    </message>
    <message>
        <source>Player to move</source>
        <translation>Spilleren i trækket</translation>
    </message>
    <message>
        <source>Piece:</source>
        <translation>Brik:</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>I trækket:</translation>
    </message>
    <message>
        <source>%1&apos;s reserve</source>
        <translation>%1s reserve</translation>
    </message>
    <message>
        <source>%1&apos;s reserve:</source>
        <translation>%1s reserve:</translation>
    </message>
    <message>
        <source>Choose a player and a troop of 1 to 5 soldiers or the queen, then click a hole to put it there; right-click empties a hole. A troop&apos;s soldiers come out of its player&apos;s reserve and go back when it is taken off.</source>
        <translation>Vælg en spiller og en trop på 1 til 5 soldater eller dronningen, og klik så på et hul for at sætte den dér; højreklik tømmer et hul. En trops soldater tages fra spillerens reserve og lægges tilbage, når troppen fjernes.</translation>
    </message>
    <message>
        <source>no queen on the board: each player needs one</source>
        <translation>ingen dronning på brættet: hver spiller skal have én</translation>
    </message>
    <message>
        <source>%1 has no queen</source>
        <translation>%1 har ingen dronning</translation>
    </message>
    <message>
        <source>%1 has %2 soldiers on the board and in reserve, but a player starts with %3 on the board and %4 in reserve and can only gain the soldiers of a captured queen</source>
        <translation>%1 har %2 soldater på brættet og i reserve, men en spiller begynder med %3 på brættet og %4 i reserve og kan kun vinde soldaterne fra en slået dronning</translation>
    </message>
    <message>
        <source>%1 has %2 soldiers on the board and in reserve, but a player starts with %3 on the board and %4 in reserve</source>
        <translation>%1 har %2 soldater på brættet og i reserve, men en spiller begynder med %3 på brættet og %4 i reserve</translation>
    </message>
    <message>
        <source>%1&apos;s reserve is at most %2</source>
        <translation>%1s reserve er højst %2</translation>
    </message>
    <message>
        <source>%1 is to move but has no queen (is out of the game)</source>
        <translation>%1 er i trækket, men har ingen dronning (er ude af spillet)</translation>
    </message>
    <message>
        <source>%1 has pieces but no queen while the game goes on</source>
        <translation>%1 har brikker, men ingen dronning, mens spillet fortsætter</translation>
    </message>
    <message>
        <source>the game is over: only %1 has a queen left</source>
        <translation>spillet er slut: kun %1 har en dronning tilbage</translation>
    </message>
    <message>
        <source>the game is over: the position occurred three times</source>
        <translation>spillet er slut: den samme stilling er forekommet tre gange</translation>
    </message>
    <message>
        <source>the game is over: the turns without a capture reached the limit</source>
        <translation>spillet er slut: turene uden slag har nået grænsen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spillet er slut</translation>
    </message>
</context>
<context>
    <name>MyraSetupView</name>
    <message>
        <source>Set-up board</source>
        <translation>Bræt til opstilling</translation>
    </message>
    <message>
        <source>Click a hole to put the chosen piece there; right-click empties it.</source>
        <translation>Klik på et hul for at sætte den valgte brik dér; højreklik tømmer det.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spil:</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regler…</translation>
    </message>
    <message>
        <source>Change the rules settings</source>
        <translation>Skift regelindstillingerne</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Antal spillere</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Spille&amp;re:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Ur:</translation>
    </message>
    <message>
        <source>The rules in short</source>
        <translation>Reglerne kort</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Hvem spiller</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Dialogknapper</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Custom (%1, changed in Settings)</source>
        <translation>Tilpasset (%1, ændret i indstillingerne)</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Læs reglerne</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
</context>
<context>
    <name>NoticeWatch</name>
    <message>
        <source>A damaged file was replaced</source>
        <translation>En beskadiget fil blev erstattet</translation>
    </message>
    <message>
        <source>A stored table or solution of the computer players was damaged (%1). It was deleted and is being built again; until then the computer plays by searching, and no result is claimed from the damaged file.</source>
        <translation>En gemt tabel eller løsning for computerspillerne var beskadiget (%1). Den blev slettet og beregnes igen; indtil da spiller computeren ved at søge, og intet resultat hentes fra den beskadigede fil.</translation>
    </message>
    <message>
        <source>The settings could not be read</source>
        <translation>Indstillingerne kunne ikke læses</translation>
    </message>
    <message>
        <source>The settings file could not be read (%1). The app goes on with the default settings; what you change now is saved in a new file.</source>
        <translation>Indstillingsfilen kunne ikke læses (%1). Programmet fortsætter med standardindstillingerne; det, du ændrer nu, gemmes i en ny fil.</translation>
    </message>
    <message>
        <source>The settings could not be saved</source>
        <translation>Indstillingerne kunne ikke gemmes</translation>
    </message>
    <message>
        <source>A change of the settings could not be saved (%1). It holds until the app quits; the next change tries again.</source>
        <translation>En ændring af indstillingerne kunne ikke gemmes (%1). Den gælder, indtil du afslutter programmet; den næste ændring prøver igen.</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Bemærk</translation>
    </message>
</context>
<context>
    <name>OutcomeBanner</name>
    <message>
        <source>The game is over</source>
        <translation>Spillet er slut</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>Resi&amp;gn…</source>
        <translation>&amp;Opgiv…</translation>
    </message>
    <message>
        <source>Flip &amp;Board</source>
        <translation>&amp;Vend brættet</translation>
    </message>
    <message>
        <source>Turn the board so the next side is at the bottom</source>
        <translation>Vend brættet, så den næste side er nederst</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Opgiv</translation>
    </message>
    <message>
        <source>Does %1 resign? The other side wins the game.</source>
        <translation>Opgiver %1? Den anden side vinder spillet.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>thinking…</source>
        <translation>tænker…</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>i trækket</translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation>%1: %2. %3</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · computer, level %2</source>
        <translation>%1 · computer, niveau %2</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Name of player %1</source>
        <translation>Navn på spiller %1</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>Spiller %1 er</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Level of player %1</source>
        <translation>Niveau for spiller %1</translation>
    </message>
    <message>
        <source>The computer&apos;s strength: 1 is a beginner.</source>
        <translation>Computerens styrke: 1 er en begynder.</translation>
    </message>
    <message>
        <source>Level </source>
        <translation>Niveau </translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Who plays each side from now on:</source>
        <translation>Hvem spiller hver side fra nu af:</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Settings reset</source>
        <translation>Indstillinger nulstillet</translation>
    </message>
    <message>
        <source>The saved rules settings of %1 could not be used (%2); the standard rules apply.</source>
        <translation>De gemte regelindstillinger for %1 kunne ikke bruges (%2); standardreglerne gælder.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>These are the rules of %1, chosen in New Game: what you change here is kept for the next games of %1 as custom rules.</source>
        <translation>Dette er reglerne for %1, valgt i Nyt spil: det, du ændrer her, gemmes som egne regler til de næste spil af %1.</translation>
    </message>
    <message>
        <source>The new rules apply from the next new game.</source>
        <translation>De nye regler gælder fra næste nye spil.</translation>
    </message>
    <message>
        <source>Search threads: %1, from the next game.</source>
        <translation>Søgetråde: %1, fra næste spil.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Indstillingerne er gemt.</translation>
    </message>
    <message>
        <source>Settings unreadable</source>
        <translation>Indstillingerne kan ikke læses</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the standard settings are used.</source>
        <translation>Indstillingsfilen %1 kunne ikke læses; standardindstillingerne bruges.</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>The language is changed.</source>
        <translation>Sproget er skiftet.</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <source>My Progress</source>
        <translation>Mine fremskridt</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <source>What the solver says</source>
        <translation>Hvad løseren siger</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinater</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Vis &amp;løsning</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Prøv &amp;igen</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Næste opgave</translation>
    </message>
    <message>
        <source>&amp;Start Rush</source>
        <translation>&amp;Start rush</translation>
    </message>
    <message>
        <source>Puzzle Rush</source>
        <translation>Opgave-rush</translation>
    </message>
    <message>
        <source>Solve as many puzzles as you can in three minutes.</source>
        <translation>Løs så mange opgaver, du kan, på tre minutter.</translation>
    </message>
    <message>
        <source>Press Start Rush: the clock starts with the first puzzle, and each one solved makes the next a little harder.</source>
        <translation>Tryk på Start rush: uret starter med den første opgave, og hver løst opgave gør den næste lidt sværere.</translation>
    </message>
    <message>
        <source>My Mistakes</source>
        <translation>Mine fejl</translation>
    </message>
    <message>
        <source>None of your mistakes is due now (%1 waiting, %2 learnt). They come from your finished games and from Review, and come back until solved twice.</source>
        <translation>Ingen af dine fejl er klar nu (%1 venter, %2 lært). De kommer fra dine afsluttede spil og fra gennemgangen og vender tilbage, til de er løst to gange.</translation>
    </message>
    <message>
        <source>Looking for your mistakes in your last games (%1 more)…</source>
        <translation>Leder efter dine fejl i dine seneste spil (%1 mere) …</translation>
    </message>
    <message>
        <source>Daily Puzzle</source>
        <translation>Dagens opgave</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Opgave</translation>
    </message>
    <message>
        <source>%1 · %2 · rated %3</source>
        <translation>%1 · %2 · rating %3</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Dit træk.</translation>
    </message>
    <message>
        <source>The solution goes on like this. Show Solution plays its next move.</source>
        <translation>Sådan fortsætter løsningen. Vis løsning spiller dens næste træk.</translation>
    </message>
    <message>
        <source>Right. Go on.</source>
        <translation>Rigtigt. Fortsæt.</translation>
    </message>
    <message>
        <source>That is the solution.</source>
        <translation>Det er løsningen.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Løst!</translation>
    </message>
    <message>
        <source>Not %1.</source>
        <translation>Ikke %1.</translation>
    </message>
    <message>
        <source>Solved %1 · missed %2</source>
        <translation>Løst %1 · misset %2</translation>
    </message>
    <message>
        <source>Not %1. The solver looks for its refutation…</source>
        <translation>Ikke %1. Løseren leder efter gendrivelsen …</translation>
    </message>
    <message>
        <source>Show Solution plays the solution from the start.</source>
        <translation>Vis løsning spiller løsningen forfra.</translation>
    </message>
    <message>
        <source>Time is up: %1 solved, %2 missed.</source>
        <translation>Tiden er gået: %1 løst, %2 misset.</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Rating history</source>
        <translation>Ratinghistorik</translation>
    </message>
    <message>
        <source>%1 rated puzzles</source>
        <translation>%1 ratede opgaver</translation>
    </message>
    <message>
        <source>Rated puzzles (%1)</source>
        <translation>Ratede opgaver (%1)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>No rated puzzle yet</source>
        <translation>Endnu ingen ratet opgave</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Åbn s&amp;eneste</translation>
    </message>
    <message>
        <source>Taken off the recent games (no longer there): %1</source>
        <translation>Fjernet fra de seneste spil (findes ikke længere): %1</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Ingen seneste spil</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Ryd</translation>
    </message>
    <message>
        <source>Game not found</source>
        <translation>Spillet blev ikke fundet</translation>
    </message>
    <message>
        <source>%1 is no longer there; it was taken off the recent games.</source>
        <translation>%1 findes ikke længere; det er fjernet fra de seneste spil.</translation>
    </message>
</context>
<context>
    <name>ReviewCounts</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n træk</numerusform>
            <numerusform>%n træk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pl[y|ies]</source>
        <translation>
            <numerusform>%n halvtræk</numerusform>
            <numerusform>%n halvtræk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccurac[y|ies]</source>
        <translation>
            <numerusform>%n unøjagtighed</numerusform>
            <numerusform>%n unøjagtigheder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n fejl</numerusform>
            <numerusform>%n fejl</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n bommert</numerusform>
            <numerusform>%n bommerter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>%1&apos;s %2 cost %3</source>
        <translation>%1: %2 kostede %3</translation>
    </message>
    <message>
        <source>best was %1</source>
        <translation>bedre var %1</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>udgangsstillingen</translation>
    </message>
    <message>
        <source>%1: %2 for %3</source>
        <translation>%1: %2 for %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4.</source>
        <translation>%1: %2, %3, %4.</translation>
    </message>
    <message>
        <source>Evaluation over the game</source>
        <translation>Vurdering gennem partiet</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Gennemgå partiet</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Analyserer partiet…</translation>
    </message>
    <message>
        <source>Progress of the review</source>
        <translation>Gennemgangens fremskridt</translation>
    </message>
    <message>
        <source>Moves weighed</source>
        <translation>Vurderede træk</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Mærke</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Gennemgang annulleret.</translation>
    </message>
    <message>
        <source>Analysing position %1 of %2…</source>
        <translation>Analyserer stilling %1 af %2…</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>unøjagtighed</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fejl</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>bommert</translation>
    </message>
    <message>
        <source>%1 of these moves became puzzles to practise: Learn › My Mistakes.</source>
        <translation>%1 af disse træk blev til opgaver at øve: Lær › Mine fejl.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation>Regler: %1</translation>
    </message>
    <message>
        <source>The rules text of %1 is not available.</source>
        <translation>Regelteksten for %1 er ikke tilgængelig.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Rules settings: %1</source>
        <translation>Regelindstillinger: %1</translation>
    </message>
    <message>
        <source>Rules settings</source>
        <translation>Regelindstillinger</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Indstillingernes sider</translation>
    </message>
    <message>
        <source>Which rules these are</source>
        <translation>Hvilke regler det er</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Forvalg</translation>
    </message>
    <message>
        <source>A named variant: choosing one fills in every setting.</source>
        <translation>En navngiven variant: at vælge en udfylder hver indstilling.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Tilpasset</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Forvalg:</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>Rules settings, scrolled</source>
        <translation>Regelindstillinger, kan rulles</translation>
    </message>
    <message>
        <source>Problem with the settings</source>
        <translation>Problem med indstillingerne</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>R&amp;egler</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Udseende</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Dialogknapper</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Nulstil</translation>
    </message>
    <message>
        <source>Back to the standard rules of %1</source>
        <translation>Tilbage til standardreglerne for %1</translation>
    </message>
    <message>
        <source>Settings: Appearance</source>
        <translation>Indstillinger: Udseende</translation>
    </message>
    <message>
        <source>Settings: Computer</source>
        <translation>Indstillinger: Computer</translation>
    </message>
    <message>
        <source>These settings cannot be played: %1</source>
        <translation>Disse indstillinger kan ikke spilles: %1</translation>
    </message>
    <message>
        <source>Morra animation speed</source>
        <translation>Morra-animationshastighed</translation>
    </message>
    <message>
        <source>How fast Morra&apos;s stones move after a round.</source>
        <translation>Hvor hurtigt Morras sten flytter sig efter en runde.</translation>
    </message>
    <message>
        <source>Morra &amp;animation:</source>
        <translation>Morra-&amp;animation:</translation>
    </message>
    <message>
        <source>&amp;Marks on Myra&apos;s balls (for colour-blind players)</source>
        <translation>&amp;Mærker på Myras kugler (for farveblinde)</translation>
    </message>
    <message>
        <source>Marks on Myra&apos;s balls</source>
        <translation>Mærker på Myras kugler</translation>
    </message>
    <message>
        <source>Every ball carries its player&apos;s shape (ring, cross, triangle) besides its colour.</source>
        <translation>Hver kugle bærer ud over sin farve sin spillers mærke (ring, kryds, trekant).</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Opstil stilling</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>The position as text. Type or paste one (a copied position or a Sanmill FEN) and press Enter to read it.</source>
        <translation>Stillingen som tekst. Skriv eller indsæt en (en kopieret stilling eller en Sanmill-FEN) og tryk Enter for at indlæse den.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Indsæt</translation>
    </message>
    <message>
        <source>Read the position on the clipboard</source>
        <translation>Indlæs stillingen fra udklipsholderen</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Udgangsstilling</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Spil herfra</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Stilling:</translation>
    </message>
    <message>
        <source>it is a position on the board %1; this game is on %2</source>
        <translation>det er en stilling på brættet %1; dette spil foregår på %2</translation>
    </message>
    <message>
        <source>it is a position for %1 players; this game has %2</source>
        <translation>det er en stilling for %1 spillere; dette spil har %2</translation>
    </message>
    <message>
        <source>This text is no position: %1</source>
        <translation>Denne tekst er ikke en stilling: %1</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Denne stilling kan ikke spilles: %1</translation>
    </message>
    <message>
        <source>The position can be played.</source>
        <translation>Stillingen kan spilles.</translation>
    </message>
</context>
<context>
    <name>StandingBar</name>
    <message>
        <source>Standing of the players</source>
        <translation>Spillernes stilling</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>Statuslinje</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>Computeren tænker</translation>
    </message>
    <message>
        <source>Looking at the start position (read-only). Choose “Back to the game” to go on.</source>
        <translation>Du ser startstillingen (skrivebeskyttet). Vælg “Tilbage til spillet” for at fortsætte.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 tænker…</translation>
    </message>
    <message>
        <source>Not possible: %1. %2</source>
        <translation>Ikke muligt: %1. %2</translation>
    </message>
    <message>
        <source>This is an earlier position, shown read-only: choose “Back to the game”.</source>
        <translation>Dette er en tidligere stilling, kun til visning: vælg “Tilbage til spillet”.</translation>
    </message>
    <message>
        <source>Looking at the position after %1 (read-only). Choose “Back to the game” to go on.</source>
        <translation>Stillingen efter %1 vises (kun visning). Vælg »Tilbage til spillet« for at fortsætte.</translation>
    </message>
</context>
<context>
    <name>TextDialog</name>
    <message>
        <source>Text</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Dialogknapper</translation>
    </message>
</context>
<context>
    <name>UnsavedGuard</name>
    <message>
        <source>Save the game?</source>
        <translation>Gem spillet?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it first?</source>
        <translation>Det igangværende spil er ikke gemt. Gem det først?</translation>
    </message>
</context>
<context>
    <name>VolumeDialog</name>
    <message>
        <source>Sound Volume</source>
        <translation>Lydstyrke</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lydstyrke</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lydstyrke:</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
</TS>
