"""Counted words in their plural forms in English, German and Danish: through Qt's ``%n``
translations (numerus entries of the catalogues) and, in English, the source's markers read by
the number. No "1 mistakes", no "1 Züge"."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from morra_suite.ui.dialogs.review import MoveReview, summary_text
from morra_suite.ui.panels.analysis_panel import plies_text
from morra_suite.ui.plurals import english

EXPECTED = {
    "en": {
        "summary one": "1 move: 1 inaccuracy, 0 mistakes, 0 blunders.",
        "summary many": "3 moves: 0 inaccuracies, 1 mistake, 2 blunders.",
        "summary pairs": "2 moves (3 plies): 0 inaccuracies, 1 mistake, 2 blunders.",
        "distance one": "1 move (1 ply)",
        "distance many": "5 moves (9 plies)",
        "continue one": "Play on from this position? The later move will be dropped.",
        "continue many": "Play on from this position? The 3 later moves will be dropped.",
    },
    "de": {
        "summary one": "1 Zug: 1 Ungenauigkeit, 0 Fehler, 0 grobe Fehler.",
        "summary many": "3 Züge: 0 Ungenauigkeiten, 1 Fehler, 2 grobe Fehler.",
        "summary pairs": "2 Züge (3 Halbzüge): 0 Ungenauigkeiten, 1 Fehler, 2 grobe Fehler.",
        "distance one": "1 Zug (1 Halbzug)",
        "distance many": "5 Züge (9 Halbzüge)",
        "continue one": "Von dieser Stellung aus weiterspielen? Der spätere Zug entfällt.",
        "continue many": "Von dieser Stellung aus weiterspielen? Die 3 späteren Züge entfallen.",
    },
    "da": {
        "summary one": "1 træk: 1 unøjagtighed, 0 fejl, 0 bommerter.",
        "summary many": "3 træk: 0 unøjagtigheder, 1 fejl, 2 bommerter.",
        "summary pairs": "2 træk (3 halvtræk): 0 unøjagtigheder, 1 fejl, 2 bommerter.",
        "distance one": "1 træk (1 halvtræk)",
        "distance many": "5 træk (9 halvtræk)",
        "continue one": "Spil videre fra denne stilling? Det senere træk forsvinder.",
        "continue many": "Spil videre fra denne stilling? De 3 senere træk forsvinder.",
    },
}


def _review(index: int, mark: str) -> MoveReview:
    return MoveReview(index, "d6", 0.0, mark, "")


def test_english_markers_follow_the_number() -> None:
    assert english("%n move(s)".replace("%n", "1"), 1) == "1 move"
    assert english("2 inaccurac[y|ies]", 2) == "2 inaccuracies"
    assert english("[The later move|The 0 later moves] go", 0) == "The 0 later moves go"


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_counts_read_in_each_language(code, speaking) -> None:
    assert speaking(code) == code
    words = EXPECTED[code]
    assert summary_text([_review(0, "inaccuracy")]) == words["summary one"]
    reviews = [_review(0, "mistake"), _review(1, "blunder"), _review(2, "blunder")]
    assert summary_text(reviews) == words["summary many"]
    # a mill pair is one move of two plies: the moves as the move list numbers them
    assert summary_text(reviews, moves=2) == words["summary pairs"]
    assert plies_text(1, 2) == words["distance one"]
    assert plies_text(9, 2) == words["distance many"]


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_the_continue_question_counts_the_moves_dropped(qtbot, speaking, code) -> None:
    """Through the real window: look back and press "Continue from here"."""
    from morra_suite.ui.window.main_window import MainWindow

    speaking(code)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    window.start_game("mill", "nine")
    controller = window.controller
    for move in ("d6", "d2", "g7", "a7"):
        assert window.session.play_move(controller.state.parse_move(move))
    for dropped, key in ((3, "continue many"), (1, "continue one")):
        window.view_position(len(controller.record.all_moves) - dropped)
        qtbot.mouseClick(window.game_page.history_bar.continue_button, Qt.MouseButton.LeftButton)
        box = window.history.question
        assert box is not None and box.text() == EXPECTED[code][key]
        box.reject()
        window.return_to_game()
    window.unsaved.closing_allowed = True
    window.close()


@pytest.mark.parametrize(
    ("code", "even", "ahead", "chance"),
    [
        ("en", "0.00", "+0.05", "12.5 %"),
        ("de", "0,00", "+0,05", "12,5 %"),
        ("da", "0,00", "+0,05", "12,5 %"),
    ],
)
def test_decimals_follow_the_window_language(speaking, code, even, ahead, chance) -> None:
    from morra_suite.ui.panels.analysis_panel import percent, signed

    speaking(code)
    assert signed(0.0) == even and signed(-0.001) == even
    assert signed(0.05) == ahead
    assert percent(0.125) == chance


def test_a_german_analysis_writes_german_decimals(qtbot, speaking) -> None:
    """Through the real window: Morra's chances in the Analysis, in a German window."""
    from morra_suite.ui.panels.analysis_panel import AnalysisPanel
    from morra_suite.ui.window.main_window import MainWindow

    speaking("de")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    window.controller.submit_choice(0, 1)
    window.controller.submit_choice(1, 3)
    window.analysis_action.trigger()
    panel = AnalysisPanel.of(window)
    qtbot.waitUntil(lambda: panel.shown is not None, timeout=30000)
    line = panel.line.text()
    assert "gewinnt" in line and "," in line and not re.search(r"\d\.\d", line), line
    window.unsaved.closing_allowed = True
    window.close()


def test_the_analysis_follows_a_language_switch(qtbot, speaking) -> None:
    """Its title and its figures are said again in the new language, nothing re-analysed."""
    from morra_suite.ui.panels.analysis_panel import AnalysisPanel
    from morra_suite.ui.window.main_window import MainWindow

    speaking("en")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    window.controller.submit_choice(0, 1)
    window.controller.submit_choice(1, 3)
    window.analysis_action.trigger()
    panel = AnalysisPanel.of(window)
    qtbot.waitUntil(lambda: panel.shown is not None, timeout=30000)
    assert panel.title.text() == "Analysis" and "wins" in panel.line.text()
    shown = panel.shown
    speaking("de")
    qtbot.waitUntil(lambda: panel.title.text() == "Analyse", timeout=5000)
    assert "gewinnt" in panel.line.text() and "," in panel.line.text()
    assert panel.shown is shown
    assert panel.close_button.toolTip() == "Analyse ausblenden"
    window.unsaved.closing_allowed = True
    window.close()


MORRA_ROUNDS = {
    "en": ("1 round played", "2 rounds played"),
    "de": ("1 Runde gespielt", "2 Runden gespielt"),
    "da": ("1 runde spillet", "2 runder spillet"),
}


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_the_morra_side_panel_counts_rounds_in_each_language(speaking, code) -> None:
    """No "1 rounds played" / "1 Runden gespielt" in Morra's side panel line."""
    from morra_suite.games import morra
    from morra_suite.ui.kits import get_kit

    speaking(code)
    kit = get_kit("morra")
    state = morra.new_game(morra.load_layout("quick")).play_joint(2, 3).play_joint(0, 0)
    one, two = MORRA_ROUNDS[code]
    assert kit.side_info(state, 1).endswith(one)
    state = state.play_joint(1, 1)
    assert kit.side_info(state, 0).endswith(two) or kit.side_info(state, 1).endswith(two)


SOLDIERS = {
    "en": ("1 soldier on the board", "2 soldiers on the board"),
    "de": ("1 Soldat auf dem Brett", "2 Soldaten auf dem Brett"),
    "da": ("1 soldat på brættet", "2 soldater på brættet"),
}


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_myra_side_panel_counts_the_soldiers_in_their_plural_form(speaking, code) -> None:
    """The side panel's line said "1 Soldaten auf dem Brett" (and "1 soldiers")."""
    from morra_suite.games import load_game
    from morra_suite.ui.kits import get_kit

    speaking(code)
    kit = get_kit("myra")
    state = load_game("myra").parse_position("a1=AQ,b1=A1,k11=BQ,j11=B1,j10=B1 A A:4,B:3")
    one, two = SOLDIERS[code]
    assert kit.side_info(state, 0).splitlines()[1] == one
    assert kit.side_info(state, 1).splitlines()[1] == two
    assert " 4 " in kit.side_info(state, 0).splitlines()[0]  # the reserve on the line above
