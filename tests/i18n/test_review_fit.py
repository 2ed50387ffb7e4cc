"""What a reviewer of the screenshots saw, held: in English, German and Danish every game's
window can be 800×600 (in German the side panel's Undo, Redo and New Game words made it 846 px
wide at least: the buttons now wrap), with no label or button cut there; the words on Morra's
covered hand cards fit their plate in every language (German's three lines ran over two)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from tests.i18n.test_small_window_texts import clipped

GAMES = [("morra", 2), ("mill", 2), ("myra", 2), ("myra", 3)]


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_every_game_fits_800_by_600_without_a_cut_word(qtbot, speaking, code: str) -> None:
    from morra_suite.ui.main_window import MainWindow

    speaking(code)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    problems = []
    for key, players in GAMES:
        window.start_game(key, count=players)
        window.resize(800, 600)
        qtbot.wait(30)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        qtbot.wait(10)
        if (window.width(), window.height()) != (800, 600):
            problems.append(f"{key} ({players}): the window is {window.width()}x{window.height()}")
        problems += [f"{key} ({players}): {p}" for p in clipped(window)]
    window.unsaved.closing_allowed = True
    window.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_the_covered_hand_cards_words_fit_their_plate(qtbot, speaking, code: str) -> None:
    from morra_suite.ui.main_window import MainWindow
    from morra_suite.ui.morra.pickers import Mode

    speaking(code)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    window.start_game("morra", "target", players=[("", False, 1), ("", False, 1)])
    qtbot.keyClick(window.view, "f")  # both start: the hands are chosen under cover
    from PySide6.QtCore import Qt

    qtbot.keyClick(window.view, Qt.Key.Key_Semicolon)
    qtbot.waitUntil(lambda: window.controller.state.phase == "hands", timeout=5000)
    qtbot.waitUntil(lambda: not window.view.animating, timeout=5000)
    cards = window.view.scene().panels
    assert cards and all(card.info.mode == Mode.COVERED for card in cards)
    from PySide6.QtGui import QFontMetricsF

    from morra_suite.ui.morra.text import board_font

    wrap = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    for card in cards:  # measured as the card draws it: its font, wrapped in its plate
        inside = card.cover_inside()
        needed = QFontMetricsF(board_font()).boundingRect(inside, wrap, card.info.cover_text)
        assert needed.height() <= inside.height() + 0.5, (code, card.info.cover_text)
        assert needed.width() <= inside.width() + 0.5, (code, card.info.cover_text)
    window.unsaved.closing_allowed = True
    window.close()
