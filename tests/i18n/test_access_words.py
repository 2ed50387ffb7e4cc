"""What a screen reader says, in German and Danish: Myra's pieces with the colour inflected as
each language does ("rote Königin", "roter Trupp aus 3"; never "rot Königin" glued from two
words), and Morra's hands and rounds counted in each language's plural forms."""

from __future__ import annotations

import pytest

from morra_suite.games.morra.state import parse_position
from morra_suite.games.myra.pieces import FORTRESS, QUEEN, Piece
from morra_suite.ui.morra.access import MorraAccessCounts, round_words
from morra_suite.ui.myra.access import piece_words

PIECES = [Piece(0, QUEEN), Piece(0, 3), Piece(1, 1), Piece(2, FORTRESS), Piece(1, QUEEN), None]

SAID = {
    "en": [
        "red queen",
        "red troop of 3",
        "blue soldier",
        "green fortress of 5",
        "blue queen",
        "empty",
    ],
    "de": [
        "rote Königin",
        "roter Trupp aus 3",
        "blauer Soldat",
        "grüne Festung aus 5",
        "blaue Königin",
        "frei",
    ],
    "da": [
        "rød dronning",
        "rød trop på 3",
        "blå soldat",
        "grøn fæstning af 5",
        "blå dronning",
        "tom",
    ],
}


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_myra_pieces_are_named_as_the_language_says_them(speaking, code: str) -> None:
    assert speaking(code) == code
    assert [piece_words(piece) for piece in PIECES] == SAID[code]


HANDS = {
    "en": ("Ann's hand: 1 ball", "Ann's hand: 0 balls", "Ann held 2 balls"),
    "de": ("Hand von Ann: 1 Kugel", "Hand von Ann: 0 Kugeln", "Ann hielt 2 Kugeln"),
    "da": ("Anns hånd: 1 kugle", "Anns hånd: 0 kugler", "Ann holdt 2 kugler"),
}
ROUND = {
    "en": "Round 5: Ann held 0 balls, Ben held 1 ball; Ann's stone moves 1 field: field 2.0 to "
    "field 2.1, Ann follows the white dot into the centre. Ann wins.",
    "de": "Runde 5: Ann hielt 0 Kugeln, Ben hielt 1 Kugel; der Stein von Ann rückt 1 Feld vor: "
    "Feld 2.0 nach Feld 2.1, Ann folgt dem weißen Tupfen ins Mittelfeld. Ann gewinnt.",
    "da": "Runde 5: Ann holdt 0 kugler, Ben holdt 1 kugle; Anns sten flytter 1 felt: felt 2.0 til "
    "felt 2.1, Ann følger den hvide prik ind i midten. Ann vinder.",
}


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_morra_hands_and_rounds_are_counted_in_the_language(speaking, code: str) -> None:
    speaking(code)
    counts = MorraAccessCounts()
    assert (counts.hand("Ann", 1), counts.hand("Ann", 0), counts.held("Ann", 2)) == HANDS[code]
    state = parse_position("quick a:2.0 b:0.3 next:a round:5").play_joint(0, 1)
    names = ("Ann", "Ben")
    assert round_words(state.last_round, state.layout, names.__getitem__) == ROUND[code]
