"""What a reviewer of the screenshots saw, held: in English, German and Danish every game's
window can be 800×600 (in German the side panel's Undo, Redo and New Game words made it 846 px
wide at least: the buttons now wrap), with no label or button cut there; the words on Morra's
covered hand cards fit their plate in every language (German's three lines ran over two)."""

from __future__ import annotations

import pytest
from qt_events import flush_events

from tests.i18n.test_small_window_texts import clipped

GAMES = [("morra", 2), ("mill", 2), ("myra", 2), ("myra", 3)]


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_every_game_fits_800_by_600_without_a_cut_word(qtbot, speaking, code: str) -> None:
    from morra_suite.ui.window.main_window import MainWindow

    speaking(code)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    problems = []
    for key, players in GAMES:
        window.start_game(key, count=players)
        window.resize(800, 600)
        flush_events()
        if (window.width(), window.height()) != (800, 600):
            problems.append(f"{key} ({players}): the window is {window.width()}x{window.height()}")
        problems += [f"{key} ({players}): {p}" for p in clipped(window)]
    window.unsaved.closing_allowed = True
    window.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_the_covered_hand_cards_words_fit_their_plate(qtbot, speaking, code: str) -> None:
    from morra_suite.ui.morra.pickers import Mode
    from morra_suite.ui.window.main_window import MainWindow

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


def _cut_notes(dialog) -> list[str]:
    """The notes of the Review's table that its cells do not hold whole: wider than their
    column, or wrapped onto more lines than their row is high."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtWidgets import QStyle

    from morra_suite.ui.dialogs.review import NOTE_COLUMN

    table = dialog.table
    metrics = table.fontMetrics()
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    right = table.columnViewportPosition(NOTE_COLUMN) + table.columnWidth(NOTE_COLUMN)
    width = min(right, table.viewport().width()) - table.columnViewportPosition(NOTE_COLUMN)
    room = width - 2 * margin
    cut = []
    for row in range(table.rowCount()):
        note = table.item(row, NOTE_COLUMN).text()
        if not note:
            continue
        needed = metrics.boundingRect(QRect(0, 0, room, 100000), Qt.TextFlag.TextWordWrap, note)
        if needed.width() > room or needed.height() > table.rowHeight(row):
            cut.append(
                f"{note!r}: {needed.width()}x{needed.height()} in {room}x{table.rowHeight(row)}"
            )
    return cut


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_no_review_note_is_cut_at_1280_by_800(qtbot, speaking, code: str) -> None:
    """The Review's notes ("best was …", Morra's two hands' costs) wrap in their column and
    the rows grow to hold them (German and Danish notes were cut with "…")."""
    from PySide6.QtWidgets import QApplication

    from morra_suite.ui import kits
    from morra_suite.ui.window import window_picture
    from morra_suite.ui.window.main_window import MainWindow

    speaking(code)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    app = QApplication.instance()
    problems, notes = [], 0
    for key in ("mill", "morra", "myra"):
        kit = kits.get_kit(key)
        window_picture._play(app, window, kit, None, None, (), None)
        dialog = window_picture._open_dialog(app, window, kit, "review")
        assert dialog.reviews, key
        notes += sum(bool(r.note) for r in dialog.reviews)
        problems += [f"{key}: {p}" for p in _cut_notes(dialog)]
        dialog.close()
    window.unsaved.closing_allowed = True
    window.close()
    assert notes  # the review has notes to hold
    assert not problems, "\n".join(problems)
