<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AnalysisCounts</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pl[y|ies]</source>
        <translation>
            <numerusform>%n Halbzug</numerusform>
            <numerusform>%n Halbzüge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Solving Six Men&apos;s Morris… %1 %</source>
        <translation>Sechsermühle wird gelöst… %1 %</translation>
    </message>
    <message>
        <source>Solving the endgames… %1 %</source>
        <translation>Endspiele werden gelöst… %1 %</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>keine Bewertung</translation>
    </message>
    <message>
        <source>%1 piece</source>
        <translation>%1 Stein</translation>
    </message>
    <message>
        <source>%1 pieces</source>
        <translation>%1 Steine</translation>
    </message>
    <message>
        <source>The computer&apos;s evaluation in pieces: +1.0 means the side named is about one piece ahead by its judgement (a mill man or a Myra soldier). Where a position is solved or a win is proved, the result is given instead, in moves as the move list counts them.</source>
        <translation>Die Bewertung des Computers in Steinen: +1,0 heißt, die genannte Seite liegt nach seinem Urteil etwa einen Stein vorn (einen Mühlestein oder einen Myra-Soldaten). Wo eine Stellung gelöst oder ein Gewinn bewiesen ist, steht stattdessen das Ergebnis, in Zügen gezählt wie in der Zugliste.</translation>
    </message>
    <message>
        <source>field 0.%1</source>
        <translation>Feld 0.%1</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1 has won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>%1 has lost</source>
        <translation>%1 hat verloren</translation>
    </message>
    <message>
        <source>%1 wins in %2</source>
        <translation>%1 gewinnt in %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 loses in %2</source>
        <translation>%1 verliert in %2</translation>
    </message>
    <message>
        <source>%1 loses</source>
        <translation>%1 verliert</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>%1 %2, worth %3</source>
        <translation>%1 %2, Wert %3</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Bewertungsbalken</translation>
    </message>
    <message>
        <source>No analysis: %1</source>
        <translation>Keine Analyse: %1</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Hide the analysis</source>
        <translation>Analyse ausblenden</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Beste Fortsetzung</translation>
    </message>
    <message>
        <source>Optimal mixes</source>
        <translation>Optimale Mischungen</translation>
    </message>
    <message>
        <source>Both optimal mixes and what each choice is worth</source>
        <translation>Beide optimalen Mischungen und was jede Wahl wert ist</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysiere…</translation>
    </message>
    <message>
        <source>Best move: %1
Line: %2</source>
        <translation>Bester Zug: %1
Fortsetzung: %2</translation>
    </message>
    <message>
        <source>Analysis: best move %1. %2</source>
        <translation>Analyse: bester Zug %1. %2</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1 gewinnt: %2</translation>
    </message>
    <message>
        <source>no winner: %1</source>
        <translation>kein Sieger: %1</translation>
    </message>
    <message>
        <source>optimal mix</source>
        <translation>optimale Mischung</translation>
    </message>
    <message>
        <source>worth against the best reply</source>
        <translation>Wert gegen die beste Antwort</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Light or dark chrome around the boards; System follows the desktop.</source>
        <translation>Helle oder dunkle Fenster um die Bretter; System folgt dem Desktop.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language of the menus, dialogs and rules texts.</source>
        <translation>Die Sprache der Menüs, Dialoge und Regeltexte.</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Bretter</translation>
    </message>
</context>
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>Autosave warning</source>
        <translation>Warnung zur automatischen Sicherung</translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Nicht automatisch gesichert</translation>
    </message>
    <message>
        <source>The game in progress cannot be autosaved in %1 (%2): a crash now would lose its moves. Save it with File › Save, or free the disk; this warning goes away with the next autosave that succeeds.</source>
        <translation>Die laufende Partie kann in %1 nicht automatisch gesichert werden (%2): Ein Absturz würde jetzt ihre Züge verlieren. Speichere sie mit Datei › Speichern oder schaffe Platz auf dem Datenträger; diese Warnung verschwindet mit der nächsten gelungenen Sicherung.</translation>
    </message>
</context>
<context>
    <name>BoardAccess</name>
    <message>
        <source>Press</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Fokussieren</translation>
    </message>
    <message>
        <source>Click the point</source>
        <translation>Den Punkt anklicken</translation>
    </message>
    <message>
        <source>Move the board&apos;s cursor here</source>
        <translation>Den Cursor des Bretts hierher setzen</translation>
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
        <translation>bevorzugt den Beginnenden</translation>
    </message>
    <message>
        <source>favours the second player</source>
        <translation>bevorzugt den Nachziehenden</translation>
    </message>
    <message>
        <source>games may never end</source>
        <translation>Partien enden womöglich nie</translation>
    </message>
    <message>
        <source>New Morra Board</source>
        <translation>Neues Morra-Brett</translation>
    </message>
    <message>
        <source>Morra board designer</source>
        <translation>Morra-Brett-Designer</translation>
    </message>
    <message>
        <source>Board being designed</source>
        <translation>Brett im Entwurf</translation>
    </message>
    <message>
        <source>Start from a board</source>
        <translation>Mit einem Brett beginnen</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Leeres Brett</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>&amp;Ausgehend von:</translation>
    </message>
    <message>
        <source>Board name</source>
        <translation>Name des Bretts</translation>
    </message>
    <message>
        <source>The board&apos;s name, as New Game will list it</source>
        <translation>Der Name des Bretts, wie „Neues Spiel“ ihn zeigen wird</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Why the board cannot be saved</source>
        <translation>Warum das Brett nicht gespeichert werden kann</translation>
    </message>
    <message>
        <source>Number of rings</source>
        <translation>Anzahl der Ringe</translation>
    </message>
    <message>
        <source>&amp;Rings:</source>
        <translation>&amp;Ringe:</translation>
    </message>
    <message>
        <source>Fields per ring:</source>
        <translation>Felder je Ring:</translation>
    </message>
    <message>
        <source>Drag from a field to a field of the next ring inward for a white dot, or of the ring outside for a black dot. Right-click a field to remove its dot.</source>
        <translation>Ziehe von einem Feld auf ein Feld des nächsten Rings nach innen für einen weißen Tupfen oder des Rings außen für einen schwarzen. Rechtsklick auf ein Feld entfernt seinen Tupfen.</translation>
    </message>
    <message>
        <source>What the exact solver sees</source>
        <translation>Was die exakte Lösung zeigt</translation>
    </message>
    <message>
        <source>Value of the start for the player who begins:</source>
        <translation>Wert des Starts für den Beginnenden:</translation>
    </message>
    <message>
        <source>First player wins:</source>
        <translation>Der Beginnende gewinnt:</translation>
    </message>
    <message>
        <source>Second player wins:</source>
        <translation>Der Nachziehende gewinnt:</translation>
    </message>
    <message>
        <source>Expected number of rounds:</source>
        <translation>Erwartete Anzahl Runden:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Urteil:</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>&amp;Open Board…</source>
        <translation>Brett ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Fields of ring %1</source>
        <translation>Felder von Ring %1</translation>
    </message>
    <message>
        <source>Board loaded.</source>
        <translation>Brett geladen.</translation>
    </message>
    <message>
        <source>No dot from %1 to %2: %3</source>
        <translation>Kein Tupfen von %1 nach %2: %3</translation>
    </message>
    <message>
        <source>Field %1 has no dot.</source>
        <translation>Feld %1 hat keinen Tupfen.</translation>
    </message>
    <message>
        <source>This board cannot be played: %1</source>
        <translation>Auf diesem Brett kann man nicht spielen: %1</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Die Berechnung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The verdict: %1.</source>
        <translation>Das Urteil: %1.</translation>
    </message>
    <message>
        <source>Games end within %1 rounds:</source>
        <translation>Partien enden binnen %1 Runden:</translation>
    </message>
    <message>
        <source>Fix the board to save it.</source>
        <translation>Berichtige das Brett, um es zu speichern.</translation>
    </message>
    <message>
        <source>Give the board a name (letters or digits) to save it.</source>
        <translation>Gib dem Brett einen Namen (Buchstaben oder Ziffern), um es zu speichern.</translation>
    </message>
    <message>
        <source>“%1” is the name of a board that comes with the game: choose another.</source>
        <translation>„%1“ ist der Name eines mitgelieferten Bretts: Wähle einen anderen.</translation>
    </message>
    <message>
        <source>The board was not saved: %1</source>
        <translation>Das Brett wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved as %1: New Game offers “%2” now.</source>
        <translation>Gespeichert als %1: „Neues Spiel“ bietet „%2“ jetzt an.</translation>
    </message>
    <message>
        <source>Open a Morra board</source>
        <translation>Ein Morra-Brett öffnen</translation>
    </message>
    <message>
        <source>Morra boards (*.json)</source>
        <translation>Morra-Bretter (*.json)</translation>
    </message>
    <message>
        <source>The board could not be opened: %1</source>
        <translation>Das Brett konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Opened %1; it is among your boards now.</source>
        <translation>%1 geöffnet; es gehört jetzt zu deinen Brettern.</translation>
    </message>
    <message>
        <source>Opened %1; one of your boards already has its name %2: not copied.</source>
        <translation>%1 geöffnet; eines deiner Bretter heißt schon %2: nicht kopiert.</translation>
    </message>
    <message>
        <source>Opened %1, but it could not be copied: %2</source>
        <translation>%1 geöffnet, konnte aber nicht kopiert werden: %2</translation>
    </message>
</context>
<context>
    <name>BoardLooks</name>
    <message>
        <source>%1 board:</source>
        <translation>Brett %1:</translation>
    </message>
    <message>
        <source>Board look of %1</source>
        <translation>Aussehen des Bretts: %1</translation>
    </message>
    <message>
        <source>The colours of the board and its pieces; every look keeps the players&apos; pieces apart for colour-blind eyes too.</source>
        <translation>Die Farben des Bretts und seiner Steine; jedes Aussehen hält die Steine der Spieler auch für farbenblinde Augen unterscheidbar.</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Light maple</source>
        <translation>Helles Ahorn</translation>
    </message>
    <message>
        <source>Dark walnut</source>
        <translation>Dunkles Nussholz</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <source>Game clock</source>
        <translation>Uhr der Partie</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minuten je Spieler</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds per move</source>
        <translation>Sekunden je Zug</translation>
    </message>
    <message>
        <source>increment</source>
        <translation>Zuschlag</translation>
    </message>
    <message>
        <source>delay</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <source>Increment or delay</source>
        <translation>Zuschlag oder Verzögerung</translation>
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
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Search threads</source>
        <translation>Such-Threads</translation>
    </message>
    <message>
        <source>How many of this computer&apos;s %1 cores the strongest level thinks on (the levels below it think on one, as their strength was measured). More threads play stronger; fewer leave cores free for other programs. Applies from the next game.</source>
        <translation>Auf wie vielen der %1 Kerne dieses Computers die stärkste Stufe denkt (die Stufen darunter denken auf einem, so wie ihre Stärke gemessen wurde). Mehr Threads spielen stärker; weniger lassen Kerne für andere Programme frei. Gilt ab der nächsten Partie.</translation>
    </message>
    <message>
        <source>Search &amp;threads:</source>
        <translation>Such-&amp;Threads:</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Not available yet: %1</source>
        <translation>Noch nicht verfügbar: %1</translation>
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
        <translation>Mühlespiele</translation>
    </message>
    <message>
        <source>Myra</source>
        <translation>Myra</translation>
    </message>
    <message>
        <source>Piet Hein&apos;s race to the centre of a target, moved by hidden hands of balls.</source>
        <translation>Piet Heins Wettlauf ins Mittelfeld einer Schießscheibe, entschieden durch Knobeln mit Kugeln in der geschlossenen Hand.</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris and its family: form mills, take pieces, fly with the last three.</source>
        <translation>Die Mühle und ihre Verwandten: Mühlen schließen, Steine nehmen, mit den letzten drei springen.</translation>
    </message>
    <message>
        <source>Troops, queens and fortresses on a 91-hole hexagon, for two or three players.</source>
        <translation>Trupps, Königinnen und Festungen auf einem Sechseck mit 91 Mulden, für zwei oder drei Spieler.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Spiel wählen</translation>
    </message>
    <message>
        <source>Which game shall we play?</source>
        <translation>Welches Spiel spielen wir?</translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>Time ran out, but nobody else could still win: a draw.</source>
        <translation>Die Zeit ist abgelaufen, aber niemand sonst könnte noch gewinnen: remis.</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out: %2 wins.</source>
        <translation>Die Zeit von %1 ist abgelaufen: %2 gewinnt.</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out: %1 loses, the others draw.</source>
        <translation>Die Zeit von %1 ist abgelaufen: %1 verliert, die anderen spielen remis.</translation>
    </message>
    <message>
        <source>%1 min, %2 s delay</source>
        <translation>%1 min, %2 s Verzögerung</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>%1 min %2 s left</source>
        <translation>noch %1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min left</source>
        <translation>noch %1 min</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>noch %1 s</translation>
    </message>
    <message>
        <source>%1: one minute left.</source>
        <translation>%1: noch eine Minute.</translation>
    </message>
    <message>
        <source>%1: %2 seconds left.</source>
        <translation>%1: noch %2 Sekunden.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Clock: %1.</source>
        <translation>Uhr: %1.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>no game in progress</source>
        <translation>keine Partie im Gang</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist beendet</translation>
    </message>
    <message>
        <source>the computer is thinking</source>
        <translation>der Computer denkt nach</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>der Computer ist am Zug</translation>
    </message>
    <message>
        <source>player %1 has nothing to choose now</source>
        <translation>Spieler %1 hat jetzt nichts zu wählen</translation>
    </message>
    <message>
        <source>player %1 has already chosen</source>
        <translation>Spieler %1 hat schon gewählt</translation>
    </message>
    <message>
        <source>The computer&apos;s process stopped (%1); it was started again.</source>
        <translation>Der Prozess des Computers wurde beendet (%1); er wurde neu gestartet.</translation>
    </message>
    <message>
        <source>the computer player failed: %1</source>
        <translation>der Computerspieler ist gescheitert: %1</translation>
    </message>
    <message>
        <source>the computer found no move</source>
        <translation>der Computer hat keinen Zug gefunden</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>the file has other names (hard links), which would keep the old game; save it under another name</source>
        <translation>die Datei hat weitere Namen (harte Links), die die alte Partie behalten würden; speichere sie unter einem anderen Namen</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Die Partie konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>this is not a text file of a game</source>
        <translation>das ist keine Textdatei einer Partie</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Opening a game</source>
        <translation>Eine Partie wird geöffnet</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled. The current game goes on.</source>
        <translation>Das Öffnen von %1 wurde abgebrochen. Die laufende Partie geht weiter.</translation>
    </message>
    <message>
        <source>Opened %1. %2</source>
        <translation>%1 geöffnet. %2</translation>
    </message>
    <message>
        <source>Could not open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2. The current game goes on.</source>
        <translation>%1 konnte nicht geöffnet werden: %2. Die laufende Partie geht weiter.</translation>
    </message>
    <message>
        <source>Autosave unreadable</source>
        <translation>Automatische Sicherung nicht lesbar</translation>
    </message>
    <message>
        <source>The autosaved game %1 could not be read (%2). It was set aside as %3.</source>
        <translation>Die automatisch gesicherte Partie %1 konnte nicht gelesen werden (%2). Sie wurde als %3 beiseitegelegt.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Partie fortsetzen</translation>
    </message>
    <message>
        <source>A game was not finished last time. Go on with it?</source>
        <translation>Beim letzten Mal blieb eine Partie unbeendet. Soll sie weitergehen?</translation>
    </message>
    <message>
        <source> against </source>
        <translation> gegen </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n Zug gespielt</numerusform>
            <numerusform>%n Züge gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not finished last time: %2, %3. Go on with it?</source>
        <translation>%1 blieb beim letzten Mal unbeendet: %2, %3. Soll die Partie weitergehen?</translation>
    </message>
    <message>
        <source>The autosaved game %1 could not be resumed (%2). It was set aside as %3.</source>
        <translation>Die automatisch gesicherte Partie %1 konnte nicht fortgesetzt werden (%2). Sie wurde als %3 beiseitegelegt.</translation>
    </message>
    <message>
        <source>Resumed the unfinished game. %1</source>
        <translation>Die unbeendete Partie geht weiter. %1</translation>
    </message>
    <message>
        <source>All game records (%1)</source>
        <translation>Alle Partien (%1)</translation>
    </message>
</context>
<context>
    <name>GameKit</name>
    <message>
        <source>%1 (custom)</source>
        <translation>%1 (angepasst)</translation>
    </message>
    <message>
        <source>%1 records (*%2 *.txt)</source>
        <extracomment>The modules ``create_view`` imports (its board&apos;s view, scene, items), named so that the first game of the kind imports them off the GUI thread (``ui.commands.first_game``).</extracomment>
        <translation>%1-Partien (*%2 *.txt)</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Board area</source>
        <translation>Brettbereich</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>Game being played</source>
        <translation>Laufendes Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Züge der Partie</translation>
    </message>
    <message>
        <source>Choose a move to look at the position after it; the board is then read-only.</source>
        <translation>Wähle einen Zug, um die Stellung danach anzusehen; das Brett ist dann schreibgeschützt.</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back a turn (Ctrl+Z)</source>
        <translation>Einen Zug zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Play a taken-back turn again (Ctrl+Shift+Z)</source>
        <translation>Einen zurückgenommenen Zug erneut spielen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Undone: Redo plays it again</source>
        <translation>Rückgängig gemacht: Wiederherstellen spielt den Zug erneut</translation>
    </message>
</context>
<context>
    <name>GameProgress</name>
    <message>
        <source>Lessons done: %1 of %2</source>
        <translation>Lektionen geschafft: %1 von %2</translation>
    </message>
    <message>
        <source>Puzzles solved: %1 of %2</source>
        <translation>Aufgaben gelöst: %1 von %2</translation>
    </message>
    <message>
        <source>Practise My &amp;Mistakes</source>
        <translation>Meine &amp;Fehler üben</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computerstufe</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>No finished game against the computer yet.</source>
        <translation>Noch keine beendete Partie gegen den Computer.</translation>
    </message>
    <message>
        <source>Estimated strength: %1 ± %2</source>
        <translation>Geschätzte Spielstärke: %1 ± %2</translation>
    </message>
    <message>
        <source>Level to play next</source>
        <translation>Als Nächstes zu spielende Stufe</translation>
    </message>
    <message>
        <source>Start with the computer at level %1 and climb: two wins in a row there suggest the next level.</source>
        <translation>Fang mit dem Computer auf Stufe %1 an und steig auf: Zwei Siege in Folge dort schlagen die nächste Stufe vor.</translation>
    </message>
    <message>
        <source>You won your last two games at level %2: try level %1 next.</source>
        <translation>Du hast deine letzten zwei Partien auf Stufe %2 gewonnen: Versuch als Nächstes Stufe %1.</translation>
    </message>
    <message>
        <source>You lost your last two games at level %2: try level %1, then climb again.</source>
        <translation>Du hast deine letzten zwei Partien auf Stufe %2 verloren: Versuch Stufe %1 und steig dann wieder auf.</translation>
    </message>
    <message>
        <source>Play level %1 again: two wins in a row there suggest the next level.</source>
        <translation>Spiel noch einmal Stufe %1: Zwei Siege in Folge dort schlagen die nächste Stufe vor.</translation>
    </message>
    <message>
        <source>You won your last two games at level %1, the strongest: well played!</source>
        <translation>Du hast deine letzten zwei Partien auf Stufe %1 gewonnen, der stärksten: gut gespielt!</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Stufe %1: %2</translation>
    </message>
    <message>
        <source>Your mistakes as puzzles: %1 due now, %2 waiting, %3 learnt (solved twice); %4 finished games still to look at.</source>
        <translation>Deine Fehler als Aufgaben: %1 jetzt fällig, %2 wartend, %3 gelernt (zweimal gelöst); %4 beendete Partien noch anzusehen.</translation>
    </message>
</context>
<context>
    <name>GameRules</name>
    <message>
        <source>Sanmill&apos;s FEN describes the 24-point board only</source>
        <translation>Sanmills FEN beschreibt nur das Brett mit 24 Punkten</translation>
    </message>
    <message>
        <source>Sanmill&apos;s FEN cannot say who owes a removal of whose pieces</source>
        <translation>Sanmills FEN kann nicht sagen, wer welche Steine noch nehmen muss</translation>
    </message>
    <message>
        <source>Sanmill&apos;s FEN has no field for the lines a player has spent</source>
        <translation>Sanmills FEN hat kein Feld für die verbrauchten Linien eines Spielers</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>the file is empty</source>
        <extracomment>Texts longer than this are read on a worker thread; shorter ones take a few milliseconds. The reading thread works this long, then rests this long, so the window keeps drawing.</extracomment>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>this is not a text file</source>
        <translation>dies ist keine Textdatei</translation>
    </message>
    <message>
        <source>no game can read it</source>
        <translation>kein Spiel kann sie lesen</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>No hint: %1</source>
        <translation>Kein Tipp: %1</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to hint.</source>
        <translation>Das Spiel ist vorbei: Es gibt keinen Tipp.</translation>
    </message>
    <message>
        <source>The computer is to move: no hint is needed.</source>
        <translation>Der Computer ist am Zug: Ein Tipp ist nicht nötig.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose %2.&lt;br&gt;Your chance to win: %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: wähle %2.&lt;br&gt;Deine Gewinnchance: %3.</translation>
    </message>
    <message>
        <source>Hint: the optimal mix is shown.</source>
        <translation>Tipp: Die optimale Mischung wird gezeigt.</translation>
    </message>
</context>
<context>
    <name>HintPopup</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
</context>
<context>
    <name>HistoryBar</name>
    <message>
        <source>the start</source>
        <translation>dem Beginn</translation>
    </message>
    <message>
        <source>the set-up (%1)</source>
        <translation>der Aufstellung (%1)</translation>
    </message>
    <message>
        <source>round %1 (%2)</source>
        <translation>Runde %1 (%2)</translation>
    </message>
    <message>
        <source>move %1 (%2: %3)</source>
        <translation>Zug %1 (%2: %3)</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <translation>%1 hat aufgegeben: %2 gewinnt.</translation>
    </message>
    <message>
        <source>Walk through the game</source>
        <translation>Durch die Partie gehen</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Erste Stellung</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Der Beginn der Partie (Pos1)</translation>
    </message>
    <message>
        <source>Previous position</source>
        <translation>Vorige Stellung</translation>
    </message>
    <message>
        <source>One move back (Left, Alt+Left)</source>
        <translation>Einen Zug zurück (Links, Alt+Links)</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Nächste Stellung</translation>
    </message>
    <message>
        <source>One move on (Right, Alt+Right)</source>
        <translation>Einen Zug weiter (Rechts, Alt+Rechts)</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Letzte Stellung</translation>
    </message>
    <message>
        <source>Back to the game (End)</source>
        <translation>Zurück zur Partie (Ende)</translation>
    </message>
    <message>
        <source>Continue from &amp;here</source>
        <translation>Von &amp;hier weiterspielen</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Play on from the position shown; the moves after it are dropped</source>
        <translation>Von der gezeigten Stellung aus weiterspielen; die Züge danach entfallen</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
</context>
<context>
    <name>HistoryNavigator</name>
    <message numerus="yes">
        <source>Play on from this position? [The later move|The %n later moves] will be dropped.</source>
        <translation>
            <numerusform>Von dieser Stellung aus weiterspielen? Der spätere Zug entfällt.</numerusform>
            <numerusform>Von dieser Stellung aus weiterspielen? Die %n späteren Züge entfallen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>My Progress</source>
        <translation>Mein Fortschritt</translation>
    </message>
    <message>
        <source>Some of your progress could not be read; what could not be read was set aside beside it (progress.json.damaged for a whole file, progress.json.set-aside for single entries), and the rest is kept.

%1</source>
        <translation>Ein Teil deines Fortschritts konnte nicht gelesen werden; was nicht gelesen werden konnte, liegt daneben (progress.json.damaged für eine ganze Datei, progress.json.set-aside für einzelne Einträge), der Rest bleibt erhalten.

%1</translation>
    </message>
    <message>
        <source>From your game, %1 to move: the move played here lost. Find a better one.</source>
        <translation>Aus deiner Partie, %1 am Zug: Der hier gespielte Zug hat verloren. Finde einen besseren.</translation>
    </message>
    <message>
        <source>%1 to move: find the move that wins at once.</source>
        <translation>%1 am Zug: Finde den Zug, der sofort gewinnt.</translation>
    </message>
    <message>
        <source>%1 to move: capture a queen at once.</source>
        <translation>%1 am Zug: Schlage sofort eine Königin.</translation>
    </message>
    <message>
        <source>%1 to move: find the move that wins in %2 plies.</source>
        <translation>%1 am Zug: Finde den Zug, der in %2 Halbzügen gewinnt.</translation>
    </message>
    <message>
        <source>%1 to move: capture a queen within %2 plies, whatever the others do.</source>
        <translation>%1 am Zug: Schlage innerhalb von %2 Halbzügen eine Königin, was die anderen auch tun.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 will show a hand of %2. Which hand is best for %3?</source>
        <translation>%1 zeigt eine Hand mit %2 Kugeln. Welche Hand ist für %3 die beste?</translation>
    </message>
    <message>
        <source>That wins too, but only in %1 plies; the fastest win takes %2.</source>
        <translation>Das gewinnt auch, aber erst in %1 Halbzügen; der schnellste Gewinn braucht %2.</translation>
    </message>
    <message>
        <source>After that move best play gives a draw.</source>
        <translation>Nach diesem Zug endet die Partie bei bestem Spiel remis.</translation>
    </message>
    <message>
        <source>After that move you lose with best play, in %1 plies.</source>
        <translation>Nach diesem Zug verlierst du bei bestem Spiel, in %1 Halbzügen.</translation>
    </message>
    <message>
        <source>After that move no queen capture can be forced within %1 plies.</source>
        <translation>Nach diesem Zug lässt sich innerhalb von %1 Halbzügen kein Schlagen einer Königin erzwingen.</translation>
    </message>
    <message>
        <source>With a hand of %1 your chance to win is %2; with %3 it is %4.</source>
        <translation>Mit %1 Kugeln ist deine Gewinnchance %2, mit %3 Kugeln %4.</translation>
    </message>
    <message>
        <source>That is the move you played in your game.</source>
        <translation>Das ist der Zug, den du in deiner Partie gespielt hast.</translation>
    </message>
    <message>
        <source>Its refutation: %1.</source>
        <translation>Seine Widerlegung: %1.</translation>
    </message>
    <message>
        <source>That is not the better move the analysis found here.</source>
        <translation>Das ist nicht der bessere Zug, den die Analyse hier gefunden hat.</translation>
    </message>
    <message>
        <source>That is not the move.</source>
        <translation>Das ist nicht der Zug.</translation>
    </message>
    <message>
        <source>The refutation: %1.</source>
        <translation>Die Widerlegung: %1.</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Verbleibende Zeit: %1</translation>
    </message>
    <message>
        <source>Puzzle rating: %1 ± %2</source>
        <translation>Aufgabenwertung: %1 ± %2</translation>
    </message>
</context>
<context>
    <name>LearnWindow</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation>%1 lernen</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Daily Puzzle</source>
        <translation>Aufgabe des Tages</translation>
    </message>
    <message>
        <source>Puzzle Rush</source>
        <translation>Aufgaben-Rush</translation>
    </message>
    <message>
        <source>My Mistakes</source>
        <translation>Meine Fehler</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation>&amp;Vorführen</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>Well done: the lesson is done.</source>
        <translation>Gut gemacht: Die Lektion ist geschafft.</translation>
    </message>
    <message>
        <source>Next leads to the next lesson.</source>
        <translation>Weiter führt zur nächsten Lektion.</translation>
    </message>
    <message>
        <source>Well done. On to the next step.</source>
        <translation>Gut gemacht. Weiter zum nächsten Schritt.</translation>
    </message>
    <message>
        <source>Try again, or Show to see it done.</source>
        <translation>Versuch es noch einmal, oder lass es dir mit Vorführen zeigen.</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Nächste Lektion</translation>
    </message>
</context>
<context>
    <name>LevelNames</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>Stärkste</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Locker</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Neuling</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Lernender</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>Hobbyspieler</translation>
    </message>
    <message>
        <source>Improving</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <source>Very strong</source>
        <translation>Sehr stark</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Großmeister</translation>
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
        <translation>Hauptbereich</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Menüleiste</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Choose a Game</source>
        <translation>Spiel &amp;wählen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy Position as Sanmill &amp;FEN</source>
        <translation>Stellung als Sanmill-&amp;FEN kopieren</translation>
    </message>
    <message>
        <source>Rules Se&amp;ttings…</source>
        <translation>&amp;Regeleinstellungen…</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>&amp;Read the Position Aloud</source>
        <translation>Stellung vo&amp;rlesen</translation>
    </message>
    <message>
        <source>Announce &amp;Events to a Screen Reader</source>
        <translation>&amp;Ereignisse dem Bildschirmleser ansagen</translation>
    </message>
    <message>
        <source>Announce the Cloc&amp;k at Each Turn</source>
        <translation>Uhr bei jedem Zu&amp;g ansagen</translation>
    </message>
    <message>
        <source>F&amp;ull Announcements</source>
        <translation>A&amp;usführliche Ansagen</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Sounds for moves, mills, refused tries and the end</source>
        <translation>Töne für Züge, Mühlen, abgelehnte Versuche und das Ende</translation>
    </message>
    <message>
        <source>Sound &amp;Volume…</source>
        <translation>&amp;Lautstärke…</translation>
    </message>
    <message>
        <source>A&amp;ppearance…</source>
        <translation>&amp;Darstellung…</translation>
    </message>
    <message>
        <source>Theme, language and the look of every game&apos;s board</source>
        <translation>Farbschema, Sprache und das Aussehen der Bretter</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Aufgaben</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <translation>Aufgabe des &amp;Tages</translation>
    </message>
    <message>
        <source>Puzzle &amp;Rush</source>
        <translation>Aufgaben-&amp;Rush</translation>
    </message>
    <message>
        <source>My Pro&amp;gress</source>
        <translation>Mein &amp;Fortschritt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>Show Legal &amp;Targets</source>
        <translation>Erlaubte &amp;Ziele zeigen</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Lernen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About Morra Suite</source>
        <translation>Ü&amp;ber Morra Suite</translation>
    </message>
    <message>
        <source>No game is on.</source>
        <translation>Es läuft keine Partie.</translation>
    </message>
    <message>
        <source>This game has no Sanmill FEN.</source>
        <translation>Dieses Spiel hat keine Sanmill-FEN.</translation>
    </message>
    <message>
        <source>Sanmill&apos;s FEN cannot hold this position: %1</source>
        <translation>Sanmills FEN kann diese Stellung nicht fassen: %1</translation>
    </message>
    <message>
        <source>Copies the position as the Sanmill program writes it (its FEN).</source>
        <translation>Kopiert die Stellung so, wie das Programm Sanmill sie schreibt (seine FEN).</translation>
    </message>
    <message>
        <source>Sanmill FEN copied: %1</source>
        <translation>Sanmill-FEN kopiert: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no position: %1</source>
        <translation>In der Zwischenablage steht keine Stellung: %1</translation>
    </message>
    <message>
        <source>Choose a game to begin.</source>
        <translation>Wähle ein Spiel, um zu beginnen.</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Keine Spiele</translation>
    </message>
    <message>
        <source>No game can be loaded.</source>
        <translation>Es kann kein Spiel geladen werden.</translation>
    </message>
    <message>
        <source>Bad position</source>
        <translation>Ungültige Stellung</translation>
    </message>
    <message>
        <source>The position could not be read: %1</source>
        <translation>Die Stellung konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Position copied: %1</source>
        <translation>Stellung kopiert: %1</translation>
    </message>
    <message>
        <source>About Morra Suite</source>
        <translation>Über Morra Suite</translation>
    </message>
    <message>
        <source>Morra Suite 0.1

Morra (Piet Hein), the mill games and Myra, with exact rules and computer players.

Free software under the GNU GPL, version 3 or later.</source>
        <translation>Morra Suite 0.1

Morra (Piet Hein), die Mühlespiele und Myra, mit exakten Regeln und Computerspielern.

Freie Software unter der GNU GPL, Version 3 oder später.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatische Sicherung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Partie &amp;durchsehen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>New &amp;Morra Board…</source>
        <translation>Neues &amp;Morra-Brett…</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>S&amp;pieler…</translation>
    </message>
</context>
<context>
    <name>MessageLine</name>
    <message>
        <source>What the rules say</source>
        <translation>Was die Regeln sagen</translation>
    </message>
</context>
<context>
    <name>MillBoardView</name>
    <message>
        <source>Mill board</source>
        <translation>Mühlebrett</translation>
    </message>
    <message>
        <source>Click a point to place, a piece then a point to move, a piece to remove.</source>
        <translation>Klicke auf einen Punkt zum Setzen, auf einen Stein und dann einen Punkt zum Ziehen, auf einen Stein zum Wegnehmen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>%1 to move…</source>
        <translation>%1 ist am Zug…</translation>
    </message>
    <message>
        <source>%1: place a piece</source>
        <translation>%1: einen Stein setzen</translation>
    </message>
    <message>
        <source>%1: place a piece, or move one</source>
        <translation>%1: einen Stein setzen oder einen ziehen</translation>
    </message>
    <message>
        <source>%1: choose a piece to move</source>
        <translation>%1: einen Stein zum Ziehen wählen</translation>
    </message>
    <message>
        <source>%1: choose where %2 flies</source>
        <translation>%1: wählen, wohin der Stein auf %2 springt</translation>
    </message>
    <message>
        <source>%1: choose where %2 goes</source>
        <translation>%1: wählen, wohin der Stein auf %2 zieht</translation>
    </message>
    <message>
        <source>%1: choose a piece to remove (Esc takes the move back)</source>
        <translation>%1: einen Stein zum Wegnehmen wählen (Esc nimmt den Zug zurück)</translation>
    </message>
    <message>
        <source>%1 cannot move: click the board to pass</source>
        <translation>%1 kann nicht ziehen: zum Aussetzen auf das Brett klicken</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Pieces taken by %1: %2</source>
        <translation>Von %1 genommene Steine: %2</translation>
    </message>
    <message>
        <source>%1: the rules give you a removal: choose one of %3&apos;s pieces</source>
        <translation>%1: nach den Regeln einen Stein von %3 zum Wegnehmen wählen</translation>
    </message>
    <message>
        <source>%1: the rules take one of your pieces: choose which</source>
        <translation>%1: nach den Regeln einen eigenen Stein zum Wegnehmen wählen</translation>
    </message>
    <message>
        <source>The game is over: start a new one from the Game menu.</source>
        <translation>Die Partie ist beendet: Beginne eine neue im Menü „Spiel“.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn to play.</source>
        <translation>Warte: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Click an empty point to place a piece there.</source>
        <translation>Klicke auf einen freien Punkt, um dort einen Stein zu setzen.</translation>
    </message>
    <message>
        <source>%1 is not next to %2, and pieces do not fly in this game.</source>
        <translation>%1 liegt nicht neben %2, und in diesem Spiel wird nicht gesprungen.</translation>
    </message>
    <message>
        <source>%1 is not next to %2; with %3 pieces you cannot fly yet (only with %4).</source>
        <translation>%1 liegt nicht neben %2; mit %3 Steinen kannst du noch nicht springen (erst mit %4).</translation>
    </message>
    <message>
        <source>%1 is a piece of %2&apos;s: choose one of your own.</source>
        <translation>%1 ist ein Stein von %2: Wähle einen eigenen.</translation>
    </message>
    <message>
        <source>%1 is empty and you have no pieces left to place: choose one of your pieces.</source>
        <translation>%1 ist frei, und du hast keine Steine mehr zu setzen: Wähle einen deiner Steine.</translation>
    </message>
    <message>
        <source>You still have pieces to place: put one on an empty point first.</source>
        <translation>Du hast noch Steine zu setzen: Setze zuerst einen auf einen freien Punkt.</translation>
    </message>
    <message>
        <source>The piece on %1 cannot move: every point next to it is taken.</source>
        <translation>Der Stein auf %1 kann nicht ziehen: Jeder Punkt neben ihm ist besetzt.</translation>
    </message>
    <message>
        <source>%1 stands in a mill; you may take it only when every piece of %2&apos;s stands in one.</source>
        <translation>%1 steht in einer Mühle; du darfst ihn erst nehmen, wenn jeder Stein von %2 in einer steht.</translation>
    </message>
    <message>
        <source>%1 is your own piece: remove one of %2&apos;s.</source>
        <translation>%1 ist dein eigener Stein: Nimm einen von %2 weg.</translation>
    </message>
    <message>
        <source>%1 is empty: choose a piece of %2&apos;s.</source>
        <translation>%1 ist frei: Wähle einen Stein von %2.</translation>
    </message>
    <message>
        <source>This move takes no more pieces.</source>
        <translation>Dieser Zug nimmt keine weiteren Steine.</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>%1 ist besetzt.</translation>
    </message>
    <message>
        <source>That is not a point of this board.</source>
        <translation>Das ist kein Punkt dieses Bretts.</translation>
    </message>
    <message>
        <source>Nothing to play now.</source>
        <translation>Jetzt gibt es nichts zu spielen.</translation>
    </message>
    <message>
        <source>No piece can move: click the board to pass.</source>
        <translation>Kein Stein kann ziehen: Klicke auf das Brett, um zu passen.</translation>
    </message>
    <message>
        <source>That move is not allowed here.</source>
        <translation>Dieser Zug ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <source>Cursor on %1. %2</source>
        <translation>Cursor auf %1. %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>white piece</source>
        <translation>weißer Stein</translation>
    </message>
    <message>
        <source>black piece</source>
        <translation>schwarzer Stein</translation>
    </message>
    <message>
        <source>no pieces on the board</source>
        <translation>keine Steine auf dem Brett</translation>
    </message>
    <message>
        <source>%1: %2; %3 in hand</source>
        <translation>%1: %2; %3 in der Hand</translation>
    </message>
</context>
<context>
    <name>MillKit</name>
    <message>
        <source>Three Men&apos;s Morris</source>
        <translation>Dreiermühle</translation>
    </message>
    <message>
        <source>Six Men&apos;s Morris</source>
        <translation>Sechsermühle</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Mühle</translation>
    </message>
    <message>
        <source>Twelve Men&apos;s Morris</source>
        <translation>Zwölfermühle</translation>
    </message>
    <message>
        <source>Morabaraba</source>
        <translation>Morabaraba</translation>
    </message>
    <message>
        <source>Morabaraba, 12 pieces and diagonals</source>
        <translation>Morabaraba, 12 Steine und Diagonalen</translation>
    </message>
    <message>
        <source>Lasker Morris</source>
        <translation>Lasker-Mühle</translation>
    </message>
    <message>
        <source>3 points a side (9 points)</source>
        <translation>3 Punkte je Seite (9 Punkte)</translation>
    </message>
    <message>
        <source>two squares (16 points)</source>
        <translation>zwei Quadrate (16 Punkte)</translation>
    </message>
    <message>
        <source>three squares (24 points)</source>
        <translation>drei Quadrate (24 Punkte)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Three, six (two squares) or twenty-four points (three squares).</source>
        <translation>Drei, sechs (zwei Quadrate) oder vierundzwanzig Punkte (drei Quadrate).</translation>
    </message>
    <message>
        <source>Pieces per player</source>
        <translation>Steine je Spieler</translation>
    </message>
    <message>
        <source>How many pieces each player places (3 to 12).</source>
        <translation>Wie viele Steine jeder Spieler setzt (3 bis 12).</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Diagonale Linien</translation>
    </message>
    <message>
        <source>Adds the corner diagonals as paths and as mills (not on the six-point board).</source>
        <translation>Fügt die Eckdiagonalen als Wege und als Mühlen hinzu (nicht auf dem Brett der Sechsermühle).</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Springen</translation>
    </message>
    <message>
        <source>A player left with few pieces may move a piece to any empty point.</source>
        <translation>Ein Spieler mit wenigen Steinen darf einen Stein auf jeden freien Punkt ziehen.</translation>
    </message>
    <message>
        <source>Flying starts at</source>
        <translation>Springen ab</translation>
    </message>
    <message>
        <source>The number of pieces (3 or 4) at which flying starts.</source>
        <translation>Die Zahl der Steine (3 oder 4), ab der gesprungen wird.</translation>
    </message>
    <message>
        <source>One removal per mill</source>
        <translation>Ein Stein je Mühle</translation>
    </message>
    <message>
        <source>A move that closes two mills at once removes two pieces (otherwise one).</source>
        <translation>Ein Zug, der zwei Mühlen zugleich schließt, nimmt zwei Steine (sonst einen).</translation>
    </message>
    <message>
        <source>Remove from mills freely</source>
        <translation>Freies Wegnehmen aus Mühlen</translation>
    </message>
    <message>
        <source>Any opponent piece may be removed; otherwise a piece in a mill only when every opponent piece stands in one.</source>
        <translation>Jeder Stein des Gegners darf genommen werden; sonst ein Stein in einer Mühle nur, wenn jeder Stein des Gegners in einer steht.</translation>
    </message>
    <message>
        <source>Move while placing (Lasker)</source>
        <translation>Ziehen beim Setzen (Lasker)</translation>
    </message>
    <message>
        <source>While you still have pieces in hand you may move a piece instead of placing one.</source>
        <translation>Solange du noch Steine in der Hand hast, darfst du einen Stein ziehen, statt einen zu setzen.</translation>
    </message>
    <message>
        <source>Full board: first player loses</source>
        <translation>Volles Brett: Anziehender verliert</translation>
    </message>
    <message>
        <source>When placing fills the board, the first player loses (otherwise the game is a draw).</source>
        <translation>Füllt das Setzen das Brett, verliert der Anziehende (sonst ist die Partie remis).</translation>
    </message>
    <message>
        <source>Blocked player passes</source>
        <translation>Blockierter Spieler setzt aus</translation>
    </message>
    <message>
        <source>A player who cannot move passes (otherwise the blocked player loses).</source>
        <translation>Wer nicht ziehen kann, setzt aus (sonst verliert der blockierte Spieler).</translation>
    </message>
    <message>
        <source>Threefold repetition draws</source>
        <translation>Dreifache Wiederholung ist remis</translation>
    </message>
    <message>
        <source>The game is drawn when the same position occurs a third time with the same side to move.</source>
        <translation>Die Partie ist remis, wenn dieselbe Stellung mit derselben Seite am Zug zum dritten Mal entsteht.</translation>
    </message>
    <message>
        <source>Draw after turns without removal</source>
        <translation>Remis nach Zügen ohne Wegnahme</translation>
    </message>
    <message>
        <source>The game is drawn after this many turns in a row (both players&apos; turns counted) without a removal; 0 turns it off.</source>
        <translation>Die Partie ist remis nach so vielen Zügen hintereinander (die Züge beider Spieler gezählt) ohne Wegnahme; 0 schaltet es aus.</translation>
    </message>
    <message>
        <source>Endgame draw limit</source>
        <translation>Remisgrenze im Endspiel</translation>
    </message>
    <message>
        <source>Once either player is down to three pieces, the game is drawn after this many turns without a removal; 0 turns it off.</source>
        <translation>Sobald einer der Spieler nur noch drei Steine hat, ist die Partie nach so vielen Zügen ohne Wegnahme remis; 0 schaltet es aus.</translation>
    </message>
    <message>
        <source>Dooz</source>
        <translation>Dooz</translation>
    </message>
    <message>
        <source>Russian Mill</source>
        <translation>Russische Mühle</translation>
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
        <translation>Springen mit Steinen in der Hand</translation>
    </message>
    <message>
        <source>With moving while placing, a player may fly while pieces are still in hand when board and hand together are down to the flying count (otherwise only with an empty hand).</source>
        <translation>Mit Ziehen beim Setzen darf ein Spieler springen, solange er noch Steine in der Hand hat, wenn Brett und Hand zusammen auf die Springzahl gesunken sind (sonst nur mit leerer Hand).</translation>
    </message>
    <message>
        <source>A player loses below</source>
        <translation>Verloren unter</translation>
    </message>
    <message>
        <source>A player left with fewer pieces than this (on the board and in hand) loses (3 to 5).</source>
        <translation>Wer weniger Steine hat als diese Zahl (auf dem Brett und in der Hand), verliert (3 bis 5).</translation>
    </message>
    <message>
        <source>A mill while placing</source>
        <translation>Eine Mühle beim Setzen</translation>
    </message>
    <message>
        <source>What closing a mill by placing a piece does.</source>
        <translation>Was das Schließen einer Mühle durch das Setzen eines Steins bewirkt.</translation>
    </message>
    <message>
        <source>Each mill removes once</source>
        <translation>Jede Mühle nimmt nur einmal</translation>
    </message>
    <message>
        <source>A line that has given a player a removal never gives that player another.</source>
        <translation>Eine Linie, die einem Spieler eine Wegnahme gebracht hat, bringt ihm nie eine weitere.</translation>
    </message>
    <message>
        <source>No removal for the same mill again</source>
        <translation>Keine Wegnahme für dieselbe Mühle</translation>
    </message>
    <message>
        <source>Closing the line of a player&apos;s last rewarded mill again gives no removal until the player has been rewarded for another line.</source>
        <translation>Wer die Linie seiner zuletzt belohnten Mühle wieder schließt, nimmt nichts, bis ihm eine andere Linie eine Wegnahme gebracht hat.</translation>
    </message>
    <message>
        <source>Placing stops at two empty points</source>
        <translation>Setzen endet bei zwei freien Punkten</translation>
    </message>
    <message>
        <source>When a placement leaves two points or fewer empty, the pieces still in hand are out of the game and moving begins.</source>
        <translation>Lässt ein Setzen zwei oder weniger Punkte frei, scheiden die Steine in der Hand aus dem Spiel aus, und das Ziehen beginnt.</translation>
    </message>
    <message>
        <source>Second player starts moving</source>
        <translation>Nachziehender beginnt das Ziehen</translation>
    </message>
    <message>
        <source>When placing ends, the second player makes the first move of the moving phase.</source>
        <translation>Endet das Setzen, macht der Nachziehende den ersten Zug des Ziehens.</translation>
    </message>
    <message>
        <source>Full board: removals</source>
        <translation>Volles Brett: Wegnahmen</translation>
    </message>
    <message>
        <source>When placing fills the board, pieces are removed (and the game goes on) instead of ending it.</source>
        <translation>Füllt das Setzen das Brett, werden Steine genommen (und die Partie geht weiter), statt dass sie endet.</translation>
    </message>
    <message>
        <source>Blocked player</source>
        <translation>Blockierter Spieler</translation>
    </message>
    <message>
        <source>What a player who cannot move does instead of losing or passing.</source>
        <translation>Was ein Spieler, der nicht ziehen kann, tut, statt zu verlieren oder auszusetzen.</translation>
    </message>
    <message>
        <source>Repetition counts the first position</source>
        <translation>Wiederholung zählt die erste Stellung</translation>
    </message>
    <message>
        <source>The position right after a placement or removal is the first of the three occurrences (otherwise only positions reached by moving count).</source>
        <translation>Die Stellung direkt nach einem Setzen oder einer Wegnahme ist das erste der drei Vorkommen (sonst zählen nur Stellungen, die durch Ziehen entstehen).</translation>
    </message>
    <message>
        <source>Draw limits count placements</source>
        <translation>Remisgrenzen zählen das Setzen</translation>
    </message>
    <message>
        <source>The draw limits count every turn since the last removal, placements too (otherwise only moves of a piece count, and a placement starts the count again).</source>
        <translation>Die Remisgrenzen zählen jeden Zug seit der letzten Wegnahme, auch das Setzen (sonst zählen nur Züge eines Steins, und ein Setzen beginnt die Zählung neu).</translation>
    </message>
    <message>
        <source>The draw limits count only moves of a piece since the last placement or removal.</source>
        <translation>Die Remisgrenzen zählen nur die Züge eines Steins seit dem letzten Setzen oder der letzten Wegnahme.</translation>
    </message>
    <message>
        <source>remove a piece from the board</source>
        <translation>einen Stein vom Brett nehmen</translation>
    </message>
    <message>
        <source>remove a piece from the opponent&apos;s hand, then the opponent moves</source>
        <translation>einen Stein aus der Hand des Gegners nehmen, dann zieht der Gegner</translation>
    </message>
    <message>
        <source>remove a piece from the opponent&apos;s hand, then move again</source>
        <translation>einen Stein aus der Hand des Gegners nehmen, dann noch einmal ziehen</translation>
    </message>
    <message>
        <source>the opponent removes one of their own pieces</source>
        <translation>der Gegner nimmt einen seiner eigenen Steine</translation>
    </message>
    <message>
        <source>mark the piece; marked pieces go when placing ends</source>
        <translation>den Stein markieren; markierte Steine gehen am Ende des Setzens</translation>
    </message>
    <message>
        <source>nothing now; removals by mills counted when placing ends (El Filja)</source>
        <translation>jetzt nichts; Wegnahmen nach den am Ende des Setzens gezählten Mühlen (El Filja)</translation>
    </message>
    <message>
        <source>no removal</source>
        <translation>keine Wegnahme</translation>
    </message>
    <message>
        <source>the first player removes a piece, then the second</source>
        <translation>der Anziehende nimmt einen Stein, dann der Nachziehende</translation>
    </message>
    <message>
        <source>the second player removes a piece, then the first</source>
        <translation>der Nachziehende nimmt einen Stein, dann der Anziehende</translation>
    </message>
    <message>
        <source>the side to move removes a piece</source>
        <translation>die Seite am Zug nimmt einen Stein</translation>
    </message>
    <message>
        <source>removes an opponent&apos;s piece, then moves</source>
        <translation>nimmt einen Stein des Gegners, dann zieht er</translation>
    </message>
    <message>
        <source>removes an opponent&apos;s piece, then the opponent moves</source>
        <translation>nimmt einen Stein des Gegners, dann zieht der Gegner</translation>
    </message>
    <message>
        <source>each player removes one of the other&apos;s pieces</source>
        <translation>jeder Spieler nimmt einen Stein des anderen</translation>
    </message>
    <message>
        <source>the game is drawn</source>
        <translation>die Partie ist remis</translation>
    </message>
    <message>
        <source>A player may not fly while pieces are still in hand.</source>
        <translation>Wer noch Steine in der Hand hat, darf nicht springen.</translation>
    </message>
    <message>
        <source>A player left with three pieces loses.</source>
        <translation>Wer nur noch drei Steine hat, verliert.</translation>
    </message>
    <message>
        <source>A player left with four pieces loses.</source>
        <translation>Wer nur noch vier Steine hat, verliert.</translation>
    </message>
    <message>
        <source>A mill closed by placing takes a piece from the opponent&apos;s hand (from the board when the hand is empty), and the opponent moves.</source>
        <translation>Eine durch Setzen geschlossene Mühle nimmt einen Stein aus der Hand des Gegners (vom Brett, wenn die Hand leer ist), und der Gegner zieht.</translation>
    </message>
    <message>
        <source>A mill closed by placing takes a piece from the opponent&apos;s hand (from the board when the hand is empty), and the same player moves again.</source>
        <translation>Eine durch Setzen geschlossene Mühle nimmt einen Stein aus der Hand des Gegners (vom Brett, wenn die Hand leer ist), und derselbe Spieler zieht noch einmal.</translation>
    </message>
    <message>
        <source>A mill closed by placing makes the opponent remove one of their own pieces.</source>
        <translation>Eine durch Setzen geschlossene Mühle lässt den Gegner einen seiner eigenen Steine nehmen.</translation>
    </message>
    <message>
        <source>A piece taken while placing is marked and blocks its point until placing ends.</source>
        <translation>Ein beim Setzen genommener Stein wird markiert und sperrt seinen Punkt bis zum Ende des Setzens.</translation>
    </message>
    <message>
        <source>Mills closed while placing take nothing at once; when placing ends, each player removes pieces by the count of mills on the board.</source>
        <translation>Beim Setzen geschlossene Mühlen nehmen nicht sofort; am Ende des Setzens nimmt jeder Spieler Steine nach der Zahl der Mühlen auf dem Brett.</translation>
    </message>
    <message>
        <source>Each line gives a player a removal only once.</source>
        <translation>Jede Linie bringt einem Spieler nur einmal eine Wegnahme.</translation>
    </message>
    <message>
        <source>Closing the same line as the last rewarded mill removes nothing.</source>
        <translation>Wer dieselbe Linie wie die zuletzt belohnte Mühle schließt, nimmt nichts.</translation>
    </message>
    <message>
        <source>Placing stops when only two points are empty.</source>
        <translation>Das Setzen endet, wenn nur noch zwei Punkte frei sind.</translation>
    </message>
    <message>
        <source>The second player makes the first move once placing ends.</source>
        <translation>Nach dem Setzen macht der Nachziehende den ersten Zug.</translation>
    </message>
    <message>
        <source>If placing fills the board, the first player removes a piece, then the second.</source>
        <translation>Füllt das Setzen das Brett, nimmt der Anziehende einen Stein, dann der Nachziehende.</translation>
    </message>
    <message>
        <source>If placing fills the board, the second player removes a piece, then the first.</source>
        <translation>Füllt das Setzen das Brett, nimmt der Nachziehende einen Stein, dann der Anziehende.</translation>
    </message>
    <message>
        <source>If placing fills the board, the player to move removes a piece.</source>
        <translation>Füllt das Setzen das Brett, nimmt der Spieler am Zug einen Stein.</translation>
    </message>
    <message>
        <source>A player who cannot move removes an opponent&apos;s piece and then moves.</source>
        <translation>Wer nicht ziehen kann, nimmt einen Stein des Gegners und zieht dann.</translation>
    </message>
    <message>
        <source>A player who cannot move removes an opponent&apos;s piece and the opponent moves.</source>
        <translation>Wer nicht ziehen kann, nimmt einen Stein des Gegners, und der Gegner zieht.</translation>
    </message>
    <message>
        <source>When a player cannot move, each player removes one of the other&apos;s pieces.</source>
        <translation>Kann ein Spieler nicht ziehen, nimmt jeder Spieler einen Stein des anderen.</translation>
    </message>
    <message>
        <source>If a player cannot move, the game is drawn.</source>
        <translation>Kann ein Spieler nicht ziehen, ist die Partie remis.</translation>
    </message>
    <message>
        <source>For repetition, only positions reached by moving a piece count.</source>
        <translation>Für die Wiederholung zählen nur Stellungen, die durch das Ziehen eines Steins entstehen.</translation>
    </message>
    <message>
        <source>Mill game records (*.pgn *.txt)</source>
        <translation>Mühle-Partien (*.pgn *.txt)</translation>
    </message>
    <message>
        <source>%1: %2 pieces each on the board of %3</source>
        <translation>%1: je %2 Steine, Brett: %3</translation>
    </message>
    <message>
        <source>The corner diagonals are lines too.</source>
        <translation>Die Eckdiagonalen sind auch Linien.</translation>
    </message>
    <message>
        <source>While pieces are in hand, a player may move a piece instead of placing.</source>
        <translation>Solange Steine in der Hand sind, darf ein Spieler einen Stein ziehen, statt zu setzen.</translation>
    </message>
    <message>
        <source>Three in a line wins the game.</source>
        <translation>Drei in einer Linie gewinnen die Partie.</translation>
    </message>
    <message>
        <source>Closing a mill removes one piece per mill closed of the opponent&apos;s.</source>
        <translation>Wer eine Mühle schließt, nimmt je geschlossene Mühle einen Stein des Gegners.</translation>
    </message>
    <message>
        <source>Closing a mill removes one piece of the opponent&apos;s.</source>
        <translation>Wer eine Mühle schließt, nimmt einen Stein des Gegners.</translation>
    </message>
    <message>
        <source>Any opponent piece may be removed, even one in a mill.</source>
        <translation>Jeder Stein des Gegners darf genommen werden, auch einer in einer Mühle.</translation>
    </message>
    <message>
        <source>A piece in a mill may be removed only when all the opponent&apos;s pieces stand in mills.</source>
        <translation>Ein Stein in einer Mühle darf nur genommen werden, wenn alle Steine des Gegners in Mühlen stehen.</translation>
    </message>
    <message>
        <source>A player left with two pieces loses.</source>
        <translation>Wer nur noch zwei Steine hat, verliert.</translation>
    </message>
    <message>
        <source>With %1 pieces left a player may fly to any empty point.</source>
        <translation>Mit %1 übrigen Steinen darf ein Spieler auf jeden freien Punkt springen.</translation>
    </message>
    <message>
        <source>If placing fills the board, the first player loses.</source>
        <translation>Füllt das Setzen das Brett, verliert der Anziehende.</translation>
    </message>
    <message>
        <source>If placing fills the board, it is a draw.</source>
        <translation>Füllt das Setzen das Brett, ist es remis.</translation>
    </message>
    <message>
        <source>A player who cannot move passes.</source>
        <translation>Wer nicht ziehen kann, setzt aus.</translation>
    </message>
    <message>
        <source>A player who cannot move loses.</source>
        <translation>Wer nicht ziehen kann, verliert.</translation>
    </message>
    <message>
        <source>the same position occurs three times</source>
        <translation>dieselbe Stellung dreimal vorkommt</translation>
    </message>
    <message>
        <source>%1 turns pass without a removal</source>
        <translation>%1 Züge ohne Wegnahme vergehen</translation>
    </message>
    <message>
        <source>%1 turns pass without a removal once a player is down to three pieces</source>
        <translation>%1 Züge ohne Wegnahme vergehen, sobald ein Spieler nur noch drei Steine hat</translation>
    </message>
    <message>
        <source>Draw when %1.</source>
        <translation>Remis, wenn %1.</translation>
    </message>
    <message>
        <source>, or when </source>
        <translation>, oder wenn </translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 in hand, %2 on the board</source>
        <translation>%1 in der Hand, %2 auf dem Brett</translation>
    </message>
    <message>
        <source>%1 on the board</source>
        <translation>%1 auf dem Brett</translation>
    </message>
    <message>
        <source>may fly</source>
        <translation>darf springen</translation>
    </message>
    <message>
        <source>three in a line</source>
        <translation>drei in einer Linie</translation>
    </message>
    <message>
        <source>the other side has only two pieces left</source>
        <translation>die andere Seite hat nur noch zwei Steine</translation>
    </message>
    <message>
        <source>the other side cannot move</source>
        <translation>die andere Seite kann nicht ziehen</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>das Brett ist voll</translation>
    </message>
    <message>
        <source>the same position occurred three times</source>
        <translation>dieselbe Stellung kam dreimal vor</translation>
    </message>
    <message>
        <source>too many moves without a removal</source>
        <translation>zu viele Züge ohne Wegnahme</translation>
    </message>
    <message>
        <source>too many endgame moves without a removal</source>
        <translation>zu viele Endspielzüge ohne Wegnahme</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <translation>Remis: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <translation>%1 gewinnt: %2.</translation>
    </message>
    <message>
        <source>Custodian capture</source>
        <translation>Einschließen</translation>
    </message>
    <message>
        <source>A piece that arrives at the end of a line whose middle holds an opponent&apos;s piece and whose other end holds one&apos;s own takes the middle piece (one piece a move).</source>
        <translation>Ein Stein, der an das Ende einer Linie kommt, deren Mitte ein Stein des Gegners und deren anderes Ende ein eigener Stein besetzt, nimmt den mittleren Stein (ein Stein je Zug).</translation>
    </message>
    <message>
        <source>Custodian capture: lines</source>
        <translation>Einschließen: Linien</translation>
    </message>
    <message>
        <source>The lines along which a custodian capture counts.</source>
        <translation>Die Linien, entlang derer das Einschließen gilt.</translation>
    </message>
    <message>
        <source>Custodian capture: when</source>
        <translation>Einschließen: wann</translation>
    </message>
    <message>
        <source>Whether a custodian capture counts while placing, while moving, or both.</source>
        <translation>Ob das Einschließen beim Setzen, beim Ziehen oder bei beidem gilt.</translation>
    </message>
    <message>
        <source>Custodian capture: only with three pieces</source>
        <translation>Einschließen: nur mit drei Steinen</translation>
    </message>
    <message>
        <source>A custodian capture counts only for a player with three pieces or fewer on the board.</source>
        <translation>Das Einschließen gilt nur für einen Spieler mit höchstens drei Steinen auf dem Brett.</translation>
    </message>
    <message>
        <source>Intervention capture</source>
        <translation>Dazwischentreten</translation>
    </message>
    <message>
        <source>A piece that arrives in the middle of a line whose two ends hold opponent&apos;s pieces takes both of them.</source>
        <translation>Ein Stein, der in die Mitte einer Linie kommt, an deren beiden Enden Steine des Gegners stehen, nimmt beide.</translation>
    </message>
    <message>
        <source>Intervention capture: lines</source>
        <translation>Dazwischentreten: Linien</translation>
    </message>
    <message>
        <source>The lines along which an intervention capture counts.</source>
        <translation>Die Linien, entlang derer das Dazwischentreten gilt.</translation>
    </message>
    <message>
        <source>Intervention capture: when</source>
        <translation>Dazwischentreten: wann</translation>
    </message>
    <message>
        <source>Whether an intervention capture counts while placing, while moving, or both.</source>
        <translation>Ob das Dazwischentreten beim Setzen, beim Ziehen oder bei beidem gilt.</translation>
    </message>
    <message>
        <source>Intervention capture: only with three pieces</source>
        <translation>Dazwischentreten: nur mit drei Steinen</translation>
    </message>
    <message>
        <source>An intervention capture counts only for a player with three pieces or fewer on the board.</source>
        <translation>Das Dazwischentreten gilt nur für einen Spieler mit höchstens drei Steinen auf dem Brett.</translation>
    </message>
    <message>
        <source>Leap capture</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>A piece may jump along a line over an opponent&apos;s piece to the empty point behind it, taking the piece it jumps.</source>
        <translation>Ein Stein darf auf einer Linie über einen Stein des Gegners auf den freien Punkt dahinter springen und nimmt den übersprungenen Stein.</translation>
    </message>
    <message>
        <source>Leap capture: lines</source>
        <translation>Überspringen: Linien</translation>
    </message>
    <message>
        <source>The lines along which a leap capture counts.</source>
        <translation>Die Linien, entlang derer übersprungen wird.</translation>
    </message>
    <message>
        <source>Leap capture: when</source>
        <translation>Überspringen: wann</translation>
    </message>
    <message>
        <source>Whether a leap capture counts while placing, while moving, or both.</source>
        <translation>Ob das Überspringen beim Setzen, beim Ziehen oder bei beidem gilt.</translation>
    </message>
    <message>
        <source>Leap capture: only with three pieces</source>
        <translation>Überspringen: nur mit drei Steinen</translation>
    </message>
    <message>
        <source>A leap capture counts only for a player with three pieces or fewer on the board.</source>
        <translation>Das Überspringen gilt nur für einen Spieler mit höchstens drei Steinen auf dem Brett.</translation>
    </message>
    <message>
        <source>every line (square sides, cross lines, diagonals)</source>
        <translation>jede Linie (Seiten der Quadrate, Querlinien, Diagonalen)</translation>
    </message>
    <message>
        <source>the sides of the squares</source>
        <translation>die Seiten der Quadrate</translation>
    </message>
    <message>
        <source>the cross lines</source>
        <translation>die Querlinien</translation>
    </message>
    <message>
        <source>the diagonals</source>
        <translation>die Diagonalen</translation>
    </message>
    <message>
        <source>square sides and cross lines</source>
        <translation>Seiten der Quadrate und Querlinien</translation>
    </message>
    <message>
        <source>square sides and diagonals</source>
        <translation>Seiten der Quadrate und Diagonalen</translation>
    </message>
    <message>
        <source>cross lines and diagonals</source>
        <translation>Querlinien und Diagonalen</translation>
    </message>
    <message>
        <source>while placing and while moving</source>
        <translation>beim Setzen und beim Ziehen</translation>
    </message>
    <message>
        <source>only while placing (pieces still in hand)</source>
        <translation>nur beim Setzen (noch Steine in der Hand)</translation>
    </message>
    <message>
        <source>only while moving (no piece left in hand)</source>
        <translation>nur beim Ziehen (kein Stein mehr in der Hand)</translation>
    </message>
    <message>
        <source>Custodian capture: a piece arriving at the end of a line takes an opponent&apos;s piece caught between it and one&apos;s own.</source>
        <translation>Einschließen: Ein Stein, der an das Ende einer Linie kommt, nimmt einen Stein des Gegners, der zwischen ihm und einem eigenen steht.</translation>
    </message>
    <message>
        <source>Intervention capture: a piece arriving between two opponent&apos;s pieces on a line takes both.</source>
        <translation>Dazwischentreten: Ein Stein, der auf einer Linie zwischen zwei Steine des Gegners kommt, nimmt beide.</translation>
    </message>
    <message>
        <source>Leap capture: a piece may jump along a line over an opponent&apos;s piece to the empty point behind it and takes it.</source>
        <translation>Überspringen: Ein Stein darf auf einer Linie über einen Stein des Gegners auf den freien Punkt dahinter springen und nimmt ihn.</translation>
    </message>
</context>
<context>
    <name>MillLevels</name>
    <message>
        <source>Plays half its moves at a glance: closes a mill it sees, but often misses your threats.</source>
        <translation>Spielt die Hälfte seiner Züge auf einen Blick: schließt eine Mühle, die es sieht, übersieht aber oft deine Drohungen.</translation>
    </message>
    <message>
        <source>Looks at your reply and never leaves you a mill, but picks loosely.</source>
        <translation>Achtet auf deine Antwort und lässt dir nie eine Mühle, wählt aber locker.</translation>
    </message>
    <message>
        <source>Looks at your reply and picks more carefully.</source>
        <translation>Achtet auf deine Antwort und wählt sorgfältiger.</translation>
    </message>
    <message>
        <source>Looks two moves ahead, with many slips.</source>
        <translation>Schaut zwei Züge voraus, mit vielen Patzern.</translation>
    </message>
    <message>
        <source>Looks two moves ahead, with fewer slips.</source>
        <translation>Schaut zwei Züge voraus, mit weniger Patzern.</translation>
    </message>
    <message>
        <source>Looks three moves ahead, with many slips.</source>
        <translation>Schaut drei Züge voraus, mit vielen Patzern.</translation>
    </message>
    <message>
        <source>Looks three moves ahead, with few slips.</source>
        <translation>Schaut drei Züge voraus, mit wenigen Patzern.</translation>
    </message>
    <message>
        <source>Looks three moves ahead without slips; plays solved endgames perfectly.</source>
        <translation>Schaut drei Züge voraus, ohne Patzer; spielt gelöste Endspiele fehlerfrei.</translation>
    </message>
    <message>
        <source>Looks four moves ahead.</source>
        <translation>Schaut vier Züge voraus.</translation>
    </message>
    <message>
        <source>Thinks about six moves ahead.</source>
        <translation>Denkt etwa sechs Züge voraus.</translation>
    </message>
    <message>
        <source>Thinks about eight moves ahead.</source>
        <translation>Denkt etwa acht Züge voraus.</translation>
    </message>
    <message>
        <source>Thinks about twelve moves ahead.</source>
        <translation>Denkt etwa zwölf Züge voraus.</translation>
    </message>
    <message>
        <source>Thinks as deep as a second allows, on every core; perfect where the game is solved.</source>
        <translation>Denkt so tief, wie eine Sekunde erlaubt, auf allen Kernen; fehlerfrei, wo das Spiel gelöst ist.</translation>
    </message>
</context>
<context>
    <name>MillSetupEditor</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>%1&apos;s pieces in hand</source>
        <translation>Steine von %1 in der Hand</translation>
    </message>
    <message>
        <source>%1 in hand:</source>
        <translation>%1 in der Hand:</translation>
    </message>
    <message>
        <source>Click a point for a White piece, again for Black, once more to empty it; right-click empties it. A piece placed comes out of its side&apos;s hand and goes back when it is taken off; for a position after the placing, set the hands to 0.</source>
        <translation>Ein Klick auf einen Punkt setzt einen weißen Stein, ein zweiter einen schwarzen, ein dritter leert ihn; Rechtsklick leert ihn. Ein gesetzter Stein kommt aus der Hand seiner Seite und kehrt beim Wegnehmen dorthin zurück; für eine Stellung nach dem Setzen die Hände auf 0 stellen.</translation>
    </message>
    <message>
        <source>%1 has %2 pieces but the rules give %3</source>
        <translation>%1 hat %2 Steine, aber die Regeln geben %3</translation>
    </message>
    <message>
        <source>%1 has %2 pieces on the board and %3 in hand, but on this board no piece is ever removed, so the two make %4</source>
        <translation>%1 hat %2 Steine auf dem Brett und %3 in der Hand, aber auf diesem Brett wird nie ein Stein weggenommen, also ergeben beide zusammen %4</translation>
    </message>
    <message>
        <source>with %1 to move both sides have as many pieces in hand (%1 places first), not %2 and %3</source>
        <translation>wenn %1 am Zug ist, haben beide Seiten gleich viele Steine in der Hand (%1 setzt zuerst), nicht %2 und %3</translation>
    </message>
    <message>
        <source>with %1 to move %1 has one piece more in hand than %2 (%2 places first), not %3 and %4</source>
        <translation>wenn %1 am Zug ist, hat %1 einen Stein mehr in der Hand als %2 (%2 setzt zuerst), nicht %3 und %4</translation>
    </message>
    <message>
        <source>%1 has lost %2 pieces, but %3 with %4 placed can have taken at most %5</source>
        <translation>%1 hat %2 Steine verloren, aber %3 kann mit %4 gesetzten Steinen höchstens %5 weggenommen haben</translation>
    </message>
    <message>
        <source>the game is over: a side has three in a line</source>
        <translation>die Partie ist beendet: eine Seite hat drei in einer Reihe</translation>
    </message>
    <message>
        <source>the game is over: a side has fewer than three pieces left</source>
        <translation>die Partie ist beendet: eine Seite hat weniger als drei Steine übrig</translation>
    </message>
    <message>
        <source>the game is over: %1 cannot move</source>
        <translation>die Partie ist beendet: %1 kann nicht ziehen</translation>
    </message>
    <message>
        <source>the game is over: the board is full</source>
        <translation>die Partie ist beendet: das Brett ist voll</translation>
    </message>
    <message>
        <source>the game is over: the position occurred three times</source>
        <translation>die Partie ist beendet: dieselbe Stellung kam dreimal vor</translation>
    </message>
    <message>
        <source>the game is over: the turns without a removal reached the limit</source>
        <translation>die Partie ist beendet: die Züge ohne Wegnahme haben die Grenze erreicht</translation>
    </message>
    <message>
        <source>the game is over: the endgame turns reached the limit</source>
        <translation>die Partie ist beendet: die Endspielzüge haben die Grenze erreicht</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist beendet</translation>
    </message>
</context>
<context>
    <name>MillSetupView</name>
    <message>
        <source>Set-up board</source>
        <translation>Brett zum Aufstellen</translation>
    </message>
    <message>
        <source>Click a point: empty, White, Black, empty again. Right-click empties it.</source>
        <translation>Auf einen Punkt klicken: leer, Weiß, Schwarz, wieder leer. Rechtsklick leert ihn.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>MorraAccess</name>
    <message>
        <source>field %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>the centre</source>
        <translation>das Mittelfeld</translation>
    </message>
    <message>
        <source>dot to %1</source>
        <translation>Tupfen nach %1</translation>
    </message>
    <message>
        <source>stone of %1</source>
        <translation>Stein von %1</translation>
    </message>
    <message>
        <source>%1&apos;s start: field %2</source>
        <translation>Start von %1: Feld %2</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Taste %1</translation>
    </message>
    <message>
        <source>%1 follows the white dot into the centre</source>
        <translation>%1 folgt dem weißen Tupfen ins Mittelfeld</translation>
    </message>
    <message>
        <source>%1 follows the black dot into the centre</source>
        <translation>%1 folgt dem schwarzen Tupfen ins Mittelfeld</translation>
    </message>
    <message>
        <source>%1 starts on %2</source>
        <translation>%1 beginnt auf %2</translation>
    </message>
    <message>
        <source>Start: %1.</source>
        <translation>Beginn: %1.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>stays on %1</source>
        <translation>bleibt auf %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>pushes %1 to %2</source>
        <translation>schiebt %1 auf %2</translation>
    </message>
    <message>
        <source>%1 follows the white dot to %2</source>
        <translation>%1 folgt dem weißen Tupfen nach %2</translation>
    </message>
    <message>
        <source>%1 follows the black dot to %2</source>
        <translation>%1 folgt dem schwarzen Tupfen nach %2</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
</context>
<context>
    <name>MorraAccessCounts</name>
    <message numerus="yes">
        <source>%1&apos;s hand: %n ball(s)</source>
        <translation>
            <numerusform>Hand von %1: %n Kugel</numerusform>
            <numerusform>Hand von %1: %n Kugeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 held %n ball(s)</source>
        <translation>
            <numerusform>%1 hielt %n Kugel</numerusform>
            <numerusform>%1 hielt %n Kugeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s stone moves %n field(s)</source>
        <translation>
            <numerusform>der Stein von %1 rückt %n Feld vor</numerusform>
            <numerusform>der Stein von %1 rückt %n Felder vor</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MorraCounts</name>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>%n Runde gespielt</numerusform>
            <numerusform>%n Runden gespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MorraKit</name>
    <message>
        <source>Morra records (*.morra *.txt)</source>
        <translation>Morra-Partien (*.morra *.txt)</translation>
    </message>
    <message>
        <source>Balls per hand</source>
        <translation>Kugeln je Hand</translation>
    </message>
    <message>
        <source>Each player holds 0 up to this many balls in a round; the stone at stake moves by the total of both hands. The box rule is 3.</source>
        <translation>Beim Knobeln hält jeder Spieler 0 bis so viele Kugeln; der Stein, um den geknobelt wird, rückt um die Summe beider Hände vor. Die Regel der Spielschachtel ist 3.</translation>
    </message>
    <message>
        <source>Push rule</source>
        <translation>Schieberegel</translation>
    </message>
    <message>
        <source>What happens to a stone that another stone lands on: it moves one field on (the box rule), or one ring outward (an early description of the game).</source>
        <translation>Was mit einem Stein geschieht, auf dessen Feld der andere Stein ankommt: Er wird ein Feld weiter geschoben (die Regel der Spielschachtel) oder einen Ring nach außen (eine frühe Beschreibung des Spiels).</translation>
    </message>
    <message>
        <source>Pushed stone moves one field on</source>
        <translation>Geschobener Stein rückt ein Feld weiter</translation>
    </message>
    <message>
        <source>Pushed stone moves one ring outward</source>
        <translation>Geschobener Stein rückt einen Ring nach außen</translation>
    </message>
    <message>
        <source>Draw after rounds</source>
        <translation>Remis nach Runden</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Schießscheibe</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Schnell</translation>
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
        <translation>Die Partie ist remis, wenn nach so vielen Runden kein Stein ins Mittelfeld gelangt ist.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>a stone landed on moves one field on</source>
        <translation>ein Stein, auf dessen Feld der andere ankommt, wird ein Feld weiter geschoben</translation>
    </message>
    <message>
        <source>a stone landed on moves one ring outward</source>
        <translation>ein Stein, auf dessen Feld der andere ankommt, wird einen Ring nach außen geschoben</translation>
    </message>
    <message>
        <source>Both players hold 0 to %1 balls in secret each round; the stone at stake moves clockwise by the total and follows a dot&apos;s arrow; %2. The first stone in the centre wins; after %3 rounds the game is drawn.</source>
        <translation>Jede Runde knobeln beide Spieler geheim mit 0 bis %1 Kugeln; der Stein, um den geknobelt wird, rückt um die Summe im Uhrzeigersinn vor und folgt dem Tupfen seines Felds; %2. Der erste Stein im Mittelfeld gewinnt; nach %3 Runden ist die Partie remis.</translation>
    </message>
    <message>
        <source>start field chosen</source>
        <translation>Startfeld gewählt</translation>
    </message>
    <message>
        <source>choosing a start field</source>
        <translation>wählt ein Startfeld</translation>
    </message>
    <message>
        <source>in the centre</source>
        <translation>im Mittelfeld</translation>
    </message>
    <message>
        <source>%1, ring %2 of %3</source>
        <translation>%1, Ring %2 von %3</translation>
    </message>
    <message>
        <source>moves now</source>
        <translation>rückt jetzt vor</translation>
    </message>
    <message>
        <source>Draw: no stone reached the centre within the round limit.</source>
        <translation>Remis: Kein Stein ist innerhalb der Rundengrenze ins Mittelfeld gelangt.</translation>
    </message>
    <message>
        <source>%1 wins: the stone reached the centre.</source>
        <translation>%1 gewinnt: Der Stein ist ins Mittelfeld gelangt.</translation>
    </message>
</context>
<context>
    <name>MorraSetupEditor</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>A click places:</source>
        <translation>Ein Klick stellt:</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Mittelfeld</translation>
    </message>
    <message>
        <source>Ring %1, field %2 (%3)</source>
        <translation>Ring %1, Feld %2 (%3)</translation>
    </message>
    <message>
        <source>Field of %1&apos;s stone</source>
        <translation>Feld des Steins von %1</translation>
    </message>
    <message>
        <source>%1&apos;s stone:</source>
        <translation>Stein von %1:</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Next round:</source>
        <translation>Nächste Runde:</translation>
    </message>
    <message>
        <source>At stake:</source>
        <translation>Es geht um:</translation>
    </message>
    <message>
        <source>Choose whose stone a click places, then click a field of the target (or pick the field from the list). The next round&apos;s number says whose stone is at stake.</source>
        <translation>Wählen, wessen Stein ein Klick setzt, dann auf ein Feld der Schießscheibe klicken (oder das Feld in der Liste wählen). Die Nummer der nächsten Runde sagt, wessen Stein auf dem Spiel steht.</translation>
    </message>
    <message>
        <source>%1&apos;s stone</source>
        <translation>Stein von %1</translation>
    </message>
    <message>
        <source>both stones cannot be in the centre</source>
        <translation>es können nicht beide Steine im Mittelfeld stehen</translation>
    </message>
    <message>
        <source>before the first round both stones stand in the outermost ring</source>
        <translation>vor der ersten Runde stehen beide Steine im äußersten Ring</translation>
    </message>
    <message>
        <source>round %1 is beyond the round limit %2</source>
        <translation>Runde %1 liegt hinter der Rundengrenze %2</translation>
    </message>
    <message>
        <source>the game is over: %1&apos;s stone is in the centre</source>
        <translation>die Partie ist beendet: der Stein von %1 steht im Mittelfeld</translation>
    </message>
    <message>
        <source>the game is over: round %1 is past the limit of %2 rounds</source>
        <translation>die Partie ist beendet: Runde %1 liegt hinter der Grenze von %2 Runden</translation>
    </message>
</context>
<context>
    <name>MorraSetupView</name>
    <message>
        <source>Set-up board</source>
        <translation>Brett zum Aufstellen</translation>
    </message>
    <message>
        <source>Click a field to put the chosen stone there.</source>
        <translation>Auf ein Feld klicken stellt den gewählten Stein dorthin.</translation>
    </message>
</context>
<context>
    <name>MorraView</name>
    <message>
        <source>Morra board</source>
        <translation>Morra-Brett</translation>
    </message>
    <message>
        <source>The target with both stones; each player chooses in secret with own keys.</source>
        <translation>Die Schießscheibe mit beiden Steinen; jeder Spieler knobelt geheim mit eigenen Tasten.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>Both players: choose your start field in secret (%1)</source>
        <translation>Beide Spieler: Startfeld geheim wählen (%1)</translation>
    </message>
    <message>
        <source>%1: click a field of the outer ring to start on</source>
        <translation>%1: ein Feld des äußeren Rings als Start anklicken</translation>
    </message>
    <message>
        <source>%1: click how many balls to hold</source>
        <translation>%1: anklicken, wie viele Kugeln du hältst</translation>
    </message>
    <message>
        <source>%1: choose your hand (%2)</source>
        <translation>%1: Hand wählen (%2)</translation>
    </message>
    <message>
        <source>Waiting for the other player&apos;s choice…</source>
        <translation>Warten auf die Wahl des anderen Spielers…</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>%1: there is nothing for you to choose now.</source>
        <translation>%1: Du hast jetzt nichts zu wählen.</translation>
    </message>
    <message>
        <source>%1: you have already chosen; wait for the reveal.</source>
        <translation>%1: Du hast schon gewählt; warte auf das Aufdecken.</translation>
    </message>
    <message>
        <source>%1: you may hold at most %2 balls.</source>
        <translation>%1: Du darfst höchstens %2 Kugeln halten.</translation>
    </message>
    <message>
        <source>%1: the start field takes your first four keys only.</source>
        <translation>%1: Für das Startfeld gelten nur deine ersten vier Tasten.</translation>
    </message>
    <message>
        <source>%1: that is not a choice now.</source>
        <translation>%1: Das ist jetzt keine Wahl.</translation>
    </message>
    <message>
        <source>Choose your start field on your own card, so nobody sees it.</source>
        <translation>Wähle dein Startfeld auf deiner eigenen Karte, damit es niemand sieht.</translation>
    </message>
    <message>
        <source>%1 stone</source>
        <translation>Stein von %1</translation>
    </message>
    <message>
        <source>begins</source>
        <translation>beginnt</translation>
    </message>
    <message>
        <source>in the centre</source>
        <translation>im Mittelfeld</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>Choose your start field</source>
        <translation>Wähle dein Startfeld</translation>
    </message>
    <message>
        <source>%1: pick your start in secret</source>
        <translation>%1: Start geheim wählen</translation>
    </message>
    <message>
        <source>Choose your hand</source>
        <translation>Wähle deine Hand</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Sofort (keine Animation)</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <translation>%1 hat gewählt</translation>
    </message>
    <message>
        <source>Both players: choose your hand in secret (%1)</source>
        <translation>Beide Spieler: Hand geheim wählen (%1)</translation>
    </message>
    <message>
        <source>%1: choose your start field (%2)</source>
        <translation>%1: Startfeld wählen (%2)</translation>
    </message>
    <message>
        <source>%1: your hidden marker moved; %2 starts there</source>
        <translation>%1: Deine verdeckte Marke ist gewandert; %2 startet dort</translation>
    </message>
    <message>
        <source>%1 / %2 move your marker · %3 back to 0.0 · %4 start</source>
        <translation>%1 / %2 bewegen die Marke · %3 zurück auf 0.0 · %4 startet</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1&apos;s stone</source>
        <translation>Stein von %1</translation>
    </message>
    <message>
        <source>stays on %1</source>
        <translation>bleibt auf %1</translation>
    </message>
    <message>
        <source>pushes %1 to %2</source>
        <translation>schiebt %1 auf %2</translation>
    </message>
    <message>
        <source>%1 follows the white dot into the centre</source>
        <translation>%1 folgt dem weißen Tupfen ins Mittelfeld</translation>
    </message>
    <message>
        <source>%1 follows the black dot into the centre</source>
        <translation>%1 folgt dem schwarzen Tupfen ins Mittelfeld</translation>
    </message>
    <message>
        <source>%1 follows the white dot to %2</source>
        <translation>%1 folgt dem weißen Tupfen nach %2</translation>
    </message>
    <message>
        <source>%1 follows the black dot to %2</source>
        <translation>%1 folgt dem schwarzen Tupfen nach %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>↻ Replay round (R)</source>
        <translation>↻ Runde wiederholen (R)</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>Noch keine Runde gespielt.</translation>
    </message>
    <message>
        <source>Round being played</source>
        <translation>Die Runde läuft</translation>
    </message>
    <message>
        <source>White dot: one ring inward</source>
        <translation>Weißer Tupfen: einen Ring nach innen</translation>
    </message>
    <message>
        <source>Black dot: outward</source>
        <translation>Schwarzer Tupfen: nach außen</translation>
    </message>
    <message>
        <source>Route of the last round</source>
        <translation>Weg der letzten Runde</translation>
    </message>
    <message>
        <source>Gold: the stone at stake</source>
        <translation>Gold: der Stein, um den geknobelt wird</translation>
    </message>
    <message>
        <source>%1 and %2 move a hidden marker, %3 starts there</source>
        <translation>%1 und %2 bewegen eine verdeckte Marke, %3 startet dort</translation>
    </message>
    <message>
        <source>keys %1 for 0 to %2 balls</source>
        <translation>Tasten %1 für 0 bis %2 Kugeln</translation>
    </message>
    <message>
        <source>Press %1 or %2 to move your hidden marker round the outer ring, %3 to bring it back to 0.0, %4 to start there.</source>
        <translation>Drücke %1 oder %2, um deine verdeckte Marke um den äußeren Ring zu bewegen, %3 für 0.0 und %4, um dort zu starten.</translation>
    </message>
    <message>
        <source>Press %1 for %2 balls</source>
        <translation>Drücke %1 für %2 Kugeln</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>Has chosen</source>
        <translation>Hat gewählt</translation>
    </message>
    <message>
        <source>%1 has chosen; both are shown together</source>
        <translation>%1 hat gewählt; beide werden zusammen aufgedeckt</translation>
    </message>
    <message>
        <source>Still choosing</source>
        <translation>Wählt noch</translation>
    </message>
    <message>
        <source>%1: hold your hand</source>
        <translation>%1: Hand halten</translation>
    </message>
    <message>
        <source>Click to choose in secret, or use your keys</source>
        <translation>Geheim wählen: klicken oder Tasten nutzen</translation>
    </message>
    <message>
        <source>A click beside the buttons hides them again</source>
        <translation>Ein Klick neben die Knöpfe verdeckt sie wieder</translation>
    </message>
    <message>
        <source>%1 is still choosing</source>
        <translation>%1 wählt noch</translation>
    </message>
    <message>
        <source>Started on %1</source>
        <translation>Auf %1 gestartet</translation>
    </message>
    <message>
        <source>Start field</source>
        <translation>Startfeld</translation>
    </message>
    <message>
        <source>Chosen in secret</source>
        <translation>Geheim gewählt</translation>
    </message>
    <message>
        <source>Both start fields are revealed together</source>
        <translation>Beide Startfelder werden zugleich aufgedeckt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Wins!</source>
        <translation>Gewinnt!</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Verliert</translation>
    </message>
    <message>
        <source>start field</source>
        <translation>Startfeld</translation>
    </message>
    <message>
        <source>balls held · total %1</source>
        <translation>Kugeln gehalten · Summe %1</translation>
    </message>
    <message>
        <source>balls held</source>
        <translation>Kugeln gehalten</translation>
    </message>
    <message>
        <source>Last round: held %1</source>
        <translation>Letzte Runde: %1 gehalten</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Aufgedeckt</translation>
    </message>
</context>
<context>
    <name>MyraAccess</name>
    <message>
        <source>red queen</source>
        <translation>rote Königin</translation>
    </message>
    <message>
        <source>red fortress of 5</source>
        <translation>rote Festung aus 5</translation>
    </message>
    <message>
        <source>red soldier</source>
        <translation>roter Soldat</translation>
    </message>
    <message>
        <source>red troop of %1</source>
        <translation>roter Trupp aus %1</translation>
    </message>
    <message>
        <source>blue queen</source>
        <translation>blaue Königin</translation>
    </message>
    <message>
        <source>blue fortress of 5</source>
        <translation>blaue Festung aus 5</translation>
    </message>
    <message>
        <source>blue soldier</source>
        <translation>blauer Soldat</translation>
    </message>
    <message>
        <source>blue troop of %1</source>
        <translation>blauer Trupp aus %1</translation>
    </message>
    <message>
        <source>green queen</source>
        <translation>grüne Königin</translation>
    </message>
    <message>
        <source>green fortress of 5</source>
        <translation>grüne Festung aus 5</translation>
    </message>
    <message>
        <source>green soldier</source>
        <translation>grüner Soldat</translation>
    </message>
    <message>
        <source>green troop of %1</source>
        <translation>grüner Trupp aus %1</translation>
    </message>
    <message>
        <source>queen of player %2</source>
        <translation>Königin von Spieler %2</translation>
    </message>
    <message>
        <source>fortress of 5 of player %2</source>
        <translation>Festung aus 5 von Spieler %2</translation>
    </message>
    <message>
        <source>soldier of player %2</source>
        <translation>Soldat von Spieler %2</translation>
    </message>
    <message>
        <source>troop of %1 of player %2</source>
        <translation>Trupp aus %1 von Spieler %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>frei</translation>
    </message>
</context>
<context>
    <name>MyraBoardView</name>
    <message>
        <source>Myra board</source>
        <translation>Myra-Brett</translation>
    </message>
    <message>
        <source>Click a troop, then where it goes (or drag it there); click an empty hole next to your queen to produce. Keys: arrows move a cursor and Space clicks, 1-5 choose how many soldiers, U unchains, Enter finishes a chain, Esc cancels.</source>
        <translation>Klicke auf einen Trupp, dann auf sein Ziel (oder ziehe ihn dorthin); ein Klick auf eine leere Mulde neben deiner Königin produziert einen Soldaten. Tasten: Pfeile bewegen einen Cursor und Leertaste klickt, 1-5 wählen die Zahl der Soldaten, U kettet ab, Eingabe beendet eine Kette, Esc bricht ab.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Type a move and press Enter: +e5, a2-c4, a2xc4, 2a2-c4, a3&gt;a4&gt;b5, b5~a4~a3, pass</source>
        <translation>Zug eintippen und Eingabe drücken: +e5, a2-c4, a2xc4, 2a2-c4, a3&gt;a4&gt;b5, b5~a4~a3, pass</translation>
    </message>
    <message>
        <source>Type a move and press Enter: +e5, a2-c4</source>
        <translation>Zug eintippen und Eingabe drücken: +e5, a2-c4</translation>
    </message>
    <message>
        <source>Type a move, then Enter</source>
        <translation>Zug eintippen, dann Eingabe</translation>
    </message>
    <message>
        <source>Produce +e5 · move a2-c4 · capture a2xc4 · reduce 2a2-c4 · chain up a3&gt;a4&gt;b5 · unchain b5~a4~a3 · pass</source>
        <translation>Produzieren +e5 · ziehen a2-c4 · schlagen a2xc4 · abbauen 2a2-c4 · aufketten a3&gt;a4&gt;b5 · abketten b5~a4~a3 · pass</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>{colour} to move: waiting…</source>
        <translation>{colour} ist am Zug: warten…</translation>
    </message>
    <message>
        <source>Cursor on {hole}: Space clicks it. {prompt}</source>
        <translation>Cursor auf {hole}: Leertaste klickt die Mulde. {prompt}</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Cannot play “{text}”: {reason}</source>
        <translation>„{text}“ ist nicht spielbar: {reason}</translation>
    </message>
    <message>
        <source>{colour}: click a troop to move it, or an empty hole next to your queen to produce a soldier.</source>
        <translation>{colour}: einen Trupp zum Ziehen anklicken oder eine leere Mulde neben deiner Königin, um einen Soldaten zu produzieren.</translation>
    </message>
    <message>
        <source>{colour}: click a troop to move it.</source>
        <translation>{colour}: einen Trupp zum Ziehen anklicken.</translation>
    </message>
    <message>
        <source>{colour}: click where the queen on {hole} goes (click it again to cancel).</source>
        <translation>{colour}: anklicken, wohin die Königin auf {hole} zieht (erneut auf sie klicken bricht ab).</translation>
    </message>
    <message>
        <source>{colour}: click where the soldier on {hole} goes, or the next single soldier to chain up (click it again to cancel).</source>
        <translation>{colour}: anklicken, wohin der Soldat auf {hole} zieht, oder den nächsten einzelnen Soldaten zum Aufketten (erneut auf ihn klicken bricht ab).</translation>
    </message>
    <message>
        <source>{colour}: click where the soldier on {hole} goes (click it again to cancel).</source>
        <translation>{colour}: anklicken, wohin der Soldat auf {hole} zieht (erneut auf ihn klicken bricht ab).</translation>
    </message>
    <message>
        <source>{colour}: chain {line}: click the next single soldier, or click {last} again (or press Enter) to collect them on {last}.</source>
        <translation>{colour}: Kette {line}: den nächsten einzelnen Soldaten anklicken, oder erneut {last} anklicken (oder Eingabe drücken), um sie auf {last} zu sammeln.</translation>
    </message>
    <message>
        <source>{colour}: unchain {line}: click the next empty hole ({k} more).</source>
        <translation>{colour}: abketten {line}: die nächste leere Mulde anklicken (noch {k}).</translation>
    </message>
    <message>
        <source>{colour}: click where some of the {n} soldiers on {hole} go (click it again to cancel).</source>
        <translation>{colour}: anklicken, wohin einige der {n} Soldaten auf {hole} ziehen (erneut darauf klicken bricht ab).</translation>
    </message>
    <message>
        <source>{colour}: click where the troop of {n} on {hole} goes, all of it or some of its soldiers (click it again to cancel).</source>
        <translation>{colour}: anklicken, wohin der Trupp von {n} auf {hole} zieht, ganz oder mit einigen seiner Soldaten (erneut darauf klicken bricht ab).</translation>
    </message>
    <message>
        <source>{colour}: how many soldiers go from {frm} to {to}? Click a number or press its key (Esc cancels).</source>
        <translation>{colour}: Wie viele Soldaten ziehen von {frm} nach {to}? Eine Zahl anklicken oder ihre Taste drücken (Esc bricht ab).</translation>
    </message>
    <message>
        <source>{colour}: how many soldiers go from {frm} to {to}? Click a number or press its key (U unchains, Esc cancels).</source>
        <translation>{colour}: Wie viele Soldaten ziehen von {frm} nach {to}? Eine Zahl anklicken oder ihre Taste drücken (U kettet ab, Esc bricht ab).</translation>
    </message>
    <message>
        <source>{colour} has no legal move: click the board or press Enter to pass.</source>
        <translation>{colour} hat keinen erlaubten Zug: zum Aussetzen auf das Brett klicken oder Eingabe drücken.</translation>
    </message>
    <message>
        <source>{colour} plays {move}.</source>
        <translation>{colour} spielt {move}.</translation>
    </message>
    <message>
        <source>{a} is not yours.</source>
        <translation>{a} gehört nicht dir.</translation>
    </message>
    <message>
        <source>{a} is empty and not next to your queen on {b}: a soldier can only be produced next to the queen.</source>
        <translation>{a} ist leer und nicht neben deiner Königin auf {b}: Ein Soldat kann nur neben der Königin produziert werden.</translation>
    </message>
    <message>
        <source>Your reserve is empty: no soldier can be produced on {a}.</source>
        <translation>Dein Vorrat ist leer: In {a} kann kein Soldat produziert werden.</translation>
    </message>
    <message>
        <source>{a} is empty.</source>
        <translation>{a} ist leer.</translation>
    </message>
    <message>
        <source>The piece on {a} has no legal move.</source>
        <translation>Die Figur auf {a} hat keinen erlaubten Zug.</translation>
    </message>
    <message>
        <source>The fortress on {b} cannot be captured.</source>
        <translation>Die Festung auf {b} kann nicht geschlagen werden.</translation>
    </message>
    <message>
        <source>A fortress never moves as a whole, so the fortress on {a} cannot capture {b}.</source>
        <translation>Eine Festung zieht nie als Ganzes, daher kann die Festung auf {a} nicht {b} schlagen.</translation>
    </message>
    <message>
        <source>The queen never joins a troop.</source>
        <translation>Die Königin baut sich nie mit einem Trupp auf.</translation>
    </message>
    <message>
        <source>{b} would hold more than five balls.</source>
        <translation>{b} hätte mehr als fünf Kugeln.</translation>
    </message>
    <message>
        <source>{b} cannot be reached from {a}: a troop of n goes at most n steps through empty holes.</source>
        <translation>{b} ist von {a} aus nicht erreichbar: Ein Trupp von n zieht höchstens n Schritte durch leere Mulden.</translation>
    </message>
    <message>
        <source>{a} cannot lengthen the chain: it needs one of your single soldiers next to {b} (five at most).</source>
        <translation>{a} kann die Kette nicht verlängern: Nötig ist einer deiner einzelnen Soldaten neben {b} (höchstens fünf).</translation>
    </message>
    <message>
        <source>A chain needs at least two single soldiers.</source>
        <translation>Eine Kette braucht mindestens zwei einzelne Soldaten.</translation>
    </message>
    <message>
        <source>{a} cannot take the next ball: it must be an empty hole next to {b} from which the rest can still be laid out.</source>
        <translation>{a} kann die nächste Kugel nicht aufnehmen: Es muss eine leere Mulde neben {b} sein, von der aus der Rest noch ausgelegt werden kann.</translation>
    </message>
</context>
<context>
    <name>MyraCounts</name>
    <message numerus="yes">
        <source>%n soldier(s) on the board</source>
        <translation>
            <numerusform>%n Soldat auf dem Brett</numerusform>
            <numerusform>%n Soldaten auf dem Brett</numerusform>
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
        <translation>Myra-Partien (*.myra *.txt)</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <translation>Remis durch Wiederholung</translation>
    </message>
    <message>
        <source>The game is drawn when the same position, with the same player to move, occurs for the third time.</source>
        <translation>Die Partie ist remis, wenn dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal entsteht.</translation>
    </message>
    <message>
        <source>Turns without a capture before a draw</source>
        <translation>Züge ohne Schlagen bis zum Remis</translation>
    </message>
    <message>
        <source>The game is drawn after this many turns in a row (all players&apos; turns together, passes included) without a capture. 0 switches the rule off.</source>
        <translation>Die Partie ist remis nach so vielen Zügen hintereinander ohne Schlagen (die Züge aller Spieler zusammen, Aussetzen eingeschlossen). 0 schaltet die Regel aus.</translation>
    </message>
    <message>
        <source>Capture the enemy queen to win; with three players the last queen wins.</source>
        <translation>Wer die feindliche Königin schlägt, gewinnt; bei drei Spielern gewinnt die letzte Königin.</translation>
    </message>
    <message>
        <source>A position seen three times is a draw.</source>
        <translation>Eine dreimal gesehene Stellung ist remis.</translation>
    </message>
    <message>
        <source>%1 turns without a capture are a draw.</source>
        <translation>%1 Züge ohne Schlagen sind remis.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>out of the game:
the queen was captured</source>
        <translation>ausgeschieden:
die Königin wurde geschlagen</translation>
    </message>
    <message>
        <source>queen on %1 · %2 in reserve
%3</source>
        <translation>Königin auf %1 · %2 im Vorrat
%3</translation>
    </message>
    <message>
        <source>the enemy queen was captured</source>
        <translation>die feindliche Königin wurde geschlagen</translation>
    </message>
    <message>
        <source>theirs is the last queen on the board</source>
        <translation>ihre ist die letzte Königin auf dem Brett</translation>
    </message>
    <message>
        <source>the same position occurred three times</source>
        <translation>dieselbe Stellung kam dreimal vor</translation>
    </message>
    <message>
        <source>too many turns without a capture</source>
        <translation>zu viele Züge ohne Schlagen</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <translation>Remis: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <translation>%1 gewinnt: %2.</translation>
    </message>
</context>
<context>
    <name>MyraLevels</name>
    <message>
        <source>Takes a queen it can take, otherwise plays loosely and often misses your threats.</source>
        <translation>Schlägt eine Königin, die es schlagen kann, spielt sonst locker und übersieht oft deine Drohungen.</translation>
    </message>
    <message>
        <source>Looks one move ahead and picks loosely.</source>
        <translation>Schaut einen Zug voraus und wählt locker.</translation>
    </message>
    <message>
        <source>Looks one move ahead and picks a little more carefully.</source>
        <translation>Schaut einen Zug voraus und wählt etwas sorgfältiger.</translation>
    </message>
    <message>
        <source>Looks one move ahead and picks carefully.</source>
        <translation>Schaut einen Zug voraus und wählt sorgfältig.</translation>
    </message>
    <message>
        <source>Looks at your reply too, with a few slips.</source>
        <translation>Achtet auch auf deine Antwort, mit einigen Patzern.</translation>
    </message>
    <message>
        <source>Thinks a few moves ahead.</source>
        <translation>Denkt einige Züge voraus.</translation>
    </message>
    <message>
        <source>Thinks several moves ahead.</source>
        <translation>Denkt mehrere Züge voraus.</translation>
    </message>
    <message>
        <source>Thinks deeply.</source>
        <translation>Denkt tief.</translation>
    </message>
    <message>
        <source>Thinks as deep as a second allows, on every core.</source>
        <translation>Denkt so tief, wie eine Sekunde erlaubt, auf allen Kernen.</translation>
    </message>
</context>
<context>
    <name>MyraScene</name>
    <message>
        <source>{colour} queen on {hole}</source>
        <translation>Königin von {colour} auf {hole}</translation>
    </message>
    <message>
        <source>{colour} fortress (5) on {hole}</source>
        <translation>Festung (5) von {colour} auf {hole}</translation>
    </message>
    <message>
        <source>{colour} soldier on {hole}</source>
        <translation>Soldat von {colour} auf {hole}</translation>
    </message>
    <message>
        <source>{colour} troop of {n} on {hole}</source>
        <translation>Trupp von {n} von {colour} auf {hole}</translation>
    </message>
    <message>
        <source>%1: out of the game</source>
        <translation>%1: ausgeschieden</translation>
    </message>
    <message>
        <source>%1: %2 in reserve</source>
        <translation>%1: %2 im Vorrat</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>in reserve</source>
        <translation>im Vorrat</translation>
    </message>
    <message>
        <source>How many soldiers?</source>
        <translation>Wie viele Soldaten?</translation>
    </message>
    <message>
        <source>unchain</source>
        <translation>abketten</translation>
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
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Königin</translation>
    </message>
    <message>
        <source>The queen</source>
        <translation>Die Königin</translation>
    </message>
    <message>
        <source>A troop of %1 soldiers</source>
        <translation>Ein Trupp aus %1 Soldaten</translation>
    </message>
    <message>
        <source>Player to move</source>
        <translation>Wer am Zug ist</translation>
    </message>
    <message>
        <source>Piece:</source>
        <translation>Figur:</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>%1&apos;s reserve</source>
        <translation>Vorrat von %1</translation>
    </message>
    <message>
        <source>%1&apos;s reserve:</source>
        <translation>Vorrat von %1:</translation>
    </message>
    <message>
        <source>Choose a player and a troop of 1 to 5 soldiers or the queen, then click a hole to put it there; right-click empties a hole. A troop&apos;s soldiers come out of its player&apos;s reserve and go back when it is taken off.</source>
        <translation>Einen Spieler und einen Trupp aus 1 bis 5 Soldaten oder die Königin wählen, dann auf eine Mulde klicken, um ihn hineinzustellen; Rechtsklick leert eine Mulde. Die Soldaten eines Trupps kommen aus dem Vorrat seines Spielers und kehren beim Wegnehmen dorthin zurück.</translation>
    </message>
    <message>
        <source>no queen on the board: each player needs one</source>
        <translation>keine Königin auf dem Brett: jeder Spieler braucht eine</translation>
    </message>
    <message>
        <source>%1 has no queen</source>
        <translation>%1 hat keine Königin</translation>
    </message>
    <message>
        <source>%1 has %2 soldiers on the board and in reserve, but a player starts with %3 on the board and %4 in reserve and can only gain the soldiers of a captured queen</source>
        <translation>%1 hat %2 Soldaten auf dem Brett und im Vorrat, aber ein Spieler beginnt mit %3 auf dem Brett und %4 im Vorrat und kann nur die Soldaten einer geschlagenen Königin hinzugewinnen</translation>
    </message>
    <message>
        <source>%1 has %2 soldiers on the board and in reserve, but a player starts with %3 on the board and %4 in reserve</source>
        <translation>%1 hat %2 Soldaten auf dem Brett und im Vorrat, aber ein Spieler beginnt mit %3 auf dem Brett und %4 im Vorrat</translation>
    </message>
    <message>
        <source>%1&apos;s reserve is at most %2</source>
        <translation>der Vorrat von %1 ist höchstens %2</translation>
    </message>
    <message>
        <source>%1 is to move but has no queen (is out of the game)</source>
        <translation>%1 ist am Zug, hat aber keine Königin (ist aus dem Spiel)</translation>
    </message>
    <message>
        <source>%1 has pieces but no queen while the game goes on</source>
        <translation>%1 hat Figuren, aber keine Königin, während die Partie weitergeht</translation>
    </message>
    <message>
        <source>the game is over: only %1 has a queen left</source>
        <translation>die Partie ist beendet: nur %1 hat noch eine Königin</translation>
    </message>
    <message>
        <source>the game is over: the position occurred three times</source>
        <translation>die Partie ist beendet: dieselbe Stellung kam dreimal vor</translation>
    </message>
    <message>
        <source>the game is over: the turns without a capture reached the limit</source>
        <translation>die Partie ist beendet: die Züge ohne Schlagen haben die Grenze erreicht</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist beendet</translation>
    </message>
</context>
<context>
    <name>MyraSetupView</name>
    <message>
        <source>Set-up board</source>
        <translation>Brett zum Aufstellen</translation>
    </message>
    <message>
        <source>Click a hole to put the chosen piece there; right-click empties it.</source>
        <translation>Auf eine Mulde klicken stellt die gewählte Figur hinein; Rechtsklick leert sie.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regeln…</translation>
    </message>
    <message>
        <source>Change the rules settings</source>
        <translation>Regeleinstellungen ändern</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Zahl der Spieler</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Spiele&amp;r:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <source>The rules in short</source>
        <translation>Die Regeln in Kürze</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Dialogknöpfe</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Custom (%1, changed in Settings)</source>
        <translation>Angepasst (%1, in den Einstellungen geändert)</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Die Regeln lesen</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
</context>
<context>
    <name>NoticeWatch</name>
    <message>
        <source>A damaged file was replaced</source>
        <translation>Eine beschädigte Datei wurde ersetzt</translation>
    </message>
    <message>
        <source>A stored table or solution of the computer players was damaged (%1). It was deleted and is being built again; until then the computer plays by searching, and no result is claimed from the damaged file.</source>
        <translation>Eine gespeicherte Tabelle oder Lösung der Computerspieler war beschädigt (%1). Sie wurde gelöscht und wird neu berechnet; bis dahin spielt der Computer mit seiner Suche, und aus der beschädigten Datei wird kein Ergebnis behauptet.</translation>
    </message>
    <message>
        <source>The settings could not be read</source>
        <translation>Die Einstellungen konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>The settings file could not be read (%1). The app goes on with the default settings; what you change now is saved in a new file.</source>
        <translation>Die Einstellungsdatei konnte nicht gelesen werden (%1). Das Programm läuft mit den Standardeinstellungen weiter; was du jetzt änderst, wird in einer neuen Datei gespeichert.</translation>
    </message>
    <message>
        <source>The settings could not be saved</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden</translation>
    </message>
    <message>
        <source>A change of the settings could not be saved (%1). It holds until the app quits; the next change tries again.</source>
        <translation>Eine Änderung der Einstellungen konnte nicht gespeichert werden (%1). Sie gilt, bis du das Programm beendest; die nächste Änderung versucht es erneut.</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>OutcomeBanner</name>
    <message>
        <source>The game is over</source>
        <translation>Die Partie ist vorbei</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>Resi&amp;gn…</source>
        <translation>Auf&amp;geben…</translation>
    </message>
    <message>
        <source>Flip &amp;Board</source>
        <translation>Brett dre&amp;hen</translation>
    </message>
    <message>
        <source>Turn the board so the next side is at the bottom</source>
        <translation>Das Brett drehen, sodass die nächste Seite unten ist</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Does %1 resign? The other side wins the game.</source>
        <translation>Gibt %1 auf? Die andere Seite gewinnt die Partie.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
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
        <translation>%1 · Computer, Stufe %2</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>Spieler %1 ist</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Level of player %1</source>
        <translation>Stufe von Spieler %1</translation>
    </message>
    <message>
        <source>The computer&apos;s strength: 1 is a beginner.</source>
        <translation>Die Spielstärke des Computers: 1 ist ein Anfänger.</translation>
    </message>
    <message>
        <source>Level </source>
        <translation>Stufe </translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Who plays each side from now on:</source>
        <translation>Wer ab jetzt welche Seite spielt:</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Settings reset</source>
        <translation>Einstellungen zurückgesetzt</translation>
    </message>
    <message>
        <source>The saved rules settings of %1 could not be used (%2); the standard rules apply.</source>
        <translation>Die gespeicherten Regeleinstellungen von %1 konnten nicht verwendet werden (%2); es gelten die Standardregeln.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>These are the rules of %1, chosen in New Game: what you change here is kept for the next games of %1 as custom rules.</source>
        <translation>Dies sind die Regeln von %1, gewählt in „Neues Spiel“: Was du hier änderst, gilt für die nächsten Partien von %1 als eigene Regeln.</translation>
    </message>
    <message>
        <source>The new rules apply from the next new game.</source>
        <translation>Die neuen Regeln gelten ab der nächsten neuen Partie.</translation>
    </message>
    <message>
        <source>Search threads: %1, from the next game.</source>
        <translation>Such-Threads: %1, ab der nächsten Partie.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Einstellungen gespeichert.</translation>
    </message>
    <message>
        <source>Settings unreadable</source>
        <translation>Einstellungen nicht lesbar</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the standard settings are used.</source>
        <translation>Die Einstellungsdatei %1 konnte nicht gelesen werden; es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language is changed.</source>
        <translation>Die Sprache ist geändert.</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <source>My Progress</source>
        <translation>Mein Fortschritt</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <source>What the solver says</source>
        <translation>Was der Löser sagt</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Start Rush</source>
        <translation>Rush &amp;starten</translation>
    </message>
    <message>
        <source>Puzzle Rush</source>
        <translation>Aufgaben-Rush</translation>
    </message>
    <message>
        <source>Solve as many puzzles as you can in three minutes.</source>
        <translation>Löse in drei Minuten so viele Aufgaben wie möglich.</translation>
    </message>
    <message>
        <source>Press Start Rush: the clock starts with the first puzzle, and each one solved makes the next a little harder.</source>
        <translation>Drücke auf Rush starten: Die Uhr läuft mit der ersten Aufgabe an, und jede gelöste macht die nächste etwas schwerer.</translation>
    </message>
    <message>
        <source>My Mistakes</source>
        <translation>Meine Fehler</translation>
    </message>
    <message>
        <source>None of your mistakes is due now (%1 waiting, %2 learnt). They come from your finished games and from Review, and come back until solved twice.</source>
        <translation>Gerade ist keiner deiner Fehler fällig (%1 wartend, %2 gelernt). Sie kommen aus deinen beendeten Partien und aus „Partie durchsehen“ und kehren wieder, bis sie zweimal gelöst sind.</translation>
    </message>
    <message>
        <source>Looking for your mistakes in your last games (%1 more)…</source>
        <translation>Suche nach deinen Fehlern in deinen letzten Partien (noch %1) …</translation>
    </message>
    <message>
        <source>Daily Puzzle</source>
        <translation>Aufgabe des Tages</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>%1 · %2 · rated %3</source>
        <translation>%1 · %2 · Wertung %3</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>The solution goes on like this. Show Solution plays its next move.</source>
        <translation>So geht die Lösung weiter. Lösung zeigen spielt ihren nächsten Zug.</translation>
    </message>
    <message>
        <source>Right. Go on.</source>
        <translation>Richtig. Weiter so.</translation>
    </message>
    <message>
        <source>That is the solution.</source>
        <translation>Das ist die Lösung.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>Not %1.</source>
        <translation>Nicht %1.</translation>
    </message>
    <message>
        <source>Solved %1 · missed %2</source>
        <translation>Gelöst %1 · verfehlt %2</translation>
    </message>
    <message>
        <source>Not %1. The solver looks for its refutation…</source>
        <translation>Nicht %1. Der Löser sucht die Widerlegung …</translation>
    </message>
    <message>
        <source>Show Solution plays the solution from the start.</source>
        <translation>Lösung zeigen spielt die Lösung von vorn.</translation>
    </message>
    <message>
        <source>Time is up: %1 solved, %2 missed.</source>
        <translation>Die Zeit ist um: %1 gelöst, %2 verfehlt.</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Rating history</source>
        <translation>Wertungsverlauf</translation>
    </message>
    <message>
        <source>%1 rated puzzles</source>
        <translation>%1 gewertete Aufgaben</translation>
    </message>
    <message>
        <source>Rated puzzles (%1)</source>
        <translation>Gewertete Aufgaben (%1)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>No rated puzzle yet</source>
        <translation>Noch keine gewertete Aufgabe</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Taken off the recent games (no longer there): %1</source>
        <translation>Aus den zuletzt geöffneten Partien entfernt (nicht mehr vorhanden): %1</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Partien</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Game not found</source>
        <translation>Partie nicht gefunden</translation>
    </message>
    <message>
        <source>%1 is no longer there; it was taken off the recent games.</source>
        <translation>%1 ist nicht mehr vorhanden und wurde aus der Liste entfernt.</translation>
    </message>
</context>
<context>
    <name>ReviewCounts</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pl[y|ies]</source>
        <translation>
            <numerusform>%n Halbzug</numerusform>
            <numerusform>%n Halbzüge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccurac[y|ies]</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n grober Fehler</numerusform>
            <numerusform>%n grobe Fehler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>%1&apos;s %2 cost %3</source>
        <translation>%1: %2 kostete %3</translation>
    </message>
    <message>
        <source>best was %1</source>
        <translation>besser war %1</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>die Ausgangsstellung</translation>
    </message>
    <message>
        <source>%1: %2 for %3</source>
        <translation>%1: %2 für %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4.</source>
        <translation>%1: %2, %3, %4.</translation>
    </message>
    <message>
        <source>Evaluation over the game</source>
        <translation>Bewertung im Lauf der Partie</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Partie durchsehen</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Analysiere die Partie…</translation>
    </message>
    <message>
        <source>Progress of the review</source>
        <translation>Fortschritt der Durchsicht</translation>
    </message>
    <message>
        <source>Moves weighed</source>
        <translation>Bewertete Züge</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Durchsicht abgebrochen.</translation>
    </message>
    <message>
        <source>Analysing position %1 of %2…</source>
        <translation>Analysiere Stellung %1 von %2…</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>%1 of these moves became puzzles to practise: Learn › My Mistakes.</source>
        <translation>%1 dieser Züge wurden zu Aufgaben zum Üben: Lernen › Meine Fehler.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>The rules text of %1 is not available.</source>
        <translation>Der Regeltext von %1 ist nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Rules settings: %1</source>
        <translation>Regeleinstellungen: %1</translation>
    </message>
    <message>
        <source>Rules settings</source>
        <translation>Regeleinstellungen</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <source>Which rules these are</source>
        <translation>Welche Regeln dies sind</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>A named variant: choosing one fills in every setting.</source>
        <translation>Eine benannte Variante: Deine Wahl füllt jede Einstellung aus.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Angepasst</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Rules settings, scrolled</source>
        <translation>Regeleinstellungen, rollbar</translation>
    </message>
    <message>
        <source>Problem with the settings</source>
        <translation>Problem mit den Einstellungen</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>R&amp;egeln</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Darstellung</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Dialogknöpfe</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the standard rules of %1</source>
        <translation>Zurück zu den Standardregeln von %1</translation>
    </message>
    <message>
        <source>Settings: Appearance</source>
        <translation>Einstellungen: Darstellung</translation>
    </message>
    <message>
        <source>Settings: Computer</source>
        <translation>Einstellungen: Computer</translation>
    </message>
    <message>
        <source>These settings cannot be played: %1</source>
        <translation>Mit diesen Einstellungen kann man nicht spielen: %1</translation>
    </message>
    <message>
        <source>Morra animation speed</source>
        <translation>Morra-Animationstempo</translation>
    </message>
    <message>
        <source>How fast Morra&apos;s stones move after a round.</source>
        <translation>Wie schnell Morras Steine nach einer Runde ziehen.</translation>
    </message>
    <message>
        <source>Morra &amp;animation:</source>
        <translation>Morra-&amp;Animation:</translation>
    </message>
    <message>
        <source>&amp;Marks on Myra&apos;s balls (for colour-blind players)</source>
        <translation>&amp;Zeichen auf Myras Kugeln (für Farbenblinde)</translation>
    </message>
    <message>
        <source>Marks on Myra&apos;s balls</source>
        <translation>Zeichen auf Myras Kugeln</translation>
    </message>
    <message>
        <source>Every ball carries its player&apos;s shape (ring, cross, triangle) besides its colour.</source>
        <translation>Jede Kugel trägt neben ihrer Farbe das Zeichen ihres Spielers (Ring, Kreuz, Dreieck).</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>The position as text. Type or paste one (a copied position or a Sanmill FEN) and press Enter to read it.</source>
        <translation>Die Stellung als Text. Eine Stellung eintippen oder einfügen (eine kopierte Stellung oder ein Sanmill-FEN) und mit der Eingabetaste einlesen.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Read the position on the clipboard</source>
        <translation>Die Stellung aus der Zwischenablage einlesen</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Von hier aus spielen</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Stellung:</translation>
    </message>
    <message>
        <source>it is a position on the board %1; this game is on %2</source>
        <translation>es ist eine Stellung auf dem Brett %1; diese Partie wird auf %2 gespielt</translation>
    </message>
    <message>
        <source>it is a position for %1 players; this game has %2</source>
        <translation>es ist eine Stellung für %1 Spieler; diese Partie hat %2</translation>
    </message>
    <message>
        <source>This text is no position: %1</source>
        <translation>Dieser Text ist keine Stellung: %1</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Diese Stellung kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>The position can be played.</source>
        <translation>Die Stellung kann gespielt werden.</translation>
    </message>
</context>
<context>
    <name>StandingBar</name>
    <message>
        <source>Standing of the players</source>
        <translation>Stand der Spieler</translation>
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
        <translation>Statusleiste</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>Der Computer denkt nach</translation>
    </message>
    <message>
        <source>Looking at the start position (read-only). Choose “Back to the game” to go on.</source>
        <translation>Du siehst die Ausgangsstellung (schreibgeschützt). Wähle „Zurück zur Partie“, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>Not possible: %1. %2</source>
        <translation>Nicht möglich: %1. %2</translation>
    </message>
    <message>
        <source>This is an earlier position, shown read-only: choose “Back to the game”.</source>
        <translation>Das ist eine frühere Stellung, nur zum Ansehen: Wähle „Zurück zur Partie“.</translation>
    </message>
    <message>
        <source>Looking at the position after %1 (read-only). Choose “Back to the game” to go on.</source>
        <translation>Die Stellung nach %1 wird gezeigt (nur ansehen). Wähle „Zurück zur Partie“, um weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>TextDialog</name>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Dialogknöpfe</translation>
    </message>
</context>
<context>
    <name>UnsavedGuard</name>
    <message>
        <source>Save the game?</source>
        <translation>Partie speichern?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it first?</source>
        <translation>Die laufende Partie ist nicht gespeichert. Zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>VolumeDialog</name>
    <message>
        <source>Sound Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
</TS>
