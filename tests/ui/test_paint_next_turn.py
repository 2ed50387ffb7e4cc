"""A game put on a new board is painted on the event loop's next turn, not in the put-on's turn.

Why: the first game put on in a window built the page, the board and its scene and then, in the
same pass of Qt's posted events, painted all of it: over 100 ms of standing still on a loaded
machine (issue 43). Now the put-on leaves the page current and laid out at once (everything
reads it as before) and its paint comes one turn later, as the same pixels.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QGuiApplication, QImage
from qt_events import flush_events


class Paints(QObject):
    """Counts the paints of a widget."""

    def __init__(self, widget: Any) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def deliver_posted() -> None:
    """Delivers what Qt has posted (layouts, paint requests), a few rounds deep, without
    letting a timer run: what the put-on's own turn does."""
    for _ in range(8):
        QCoreApplication.sendPostedEvents()


def on_screen(window: Any, widget: Any) -> QImage:
    """What the window's backing store holds where ``widget`` is (the offscreen screen's grab)."""
    shot = QGuiApplication.primaryScreen().grabWindow(window.winId()).toImage()
    corner = widget.mapTo(window, widget.rect().topLeft())
    return shot.copy(corner.x(), corner.y(), widget.width(), widget.height())


def test_the_first_game_is_put_on_in_one_turn_and_painted_in_the_next(qtbot, main_window):
    window = main_window
    window.start_game("mill")
    view = window.view
    paints = Paints(view.viewport())
    deliver_posted()
    # put on: the page is current, laid out and the board fitted, but nothing of it painted
    assert window.pages.currentWidget() is window.game_page
    assert view.isVisible() and view.viewport().width() > 300
    assert view.transform().m11() > 0.2  # fitted to its size
    assert paints.count == 0
    qtbot.waitUntil(lambda: paints.count > 0)  # the next turn paints it
    flush_events()
    shown = on_screen(window, view.viewport())
    view.viewport().repaint()
    assert on_screen(window, view.viewport()) == shown  # painted whole, nothing left behind


def test_a_game_of_another_kind_gets_its_new_board_painted_in_the_next_turn(qtbot, main_window):
    window = main_window
    window.start_game("mill", "nine")
    flush_events()
    window.start_game("myra")  # another kind: a new board on the page shown
    view = window.view
    paints = Paints(view.viewport())
    deliver_posted()
    assert view.isVisible() and paints.count == 0
    qtbot.waitUntil(lambda: paints.count > 0)


def test_a_game_on_the_board_shown_is_painted_in_its_own_turn(qtbot, main_window):
    """The same board (another variant of the same game) is no new board: its change is
    painted as any move's, in the turn that made it."""
    window = main_window
    window.start_game("mill", "nine")
    flush_events()
    view = window.view
    paints = Paints(view.viewport())
    window.start_game("mill", "twelve")  # the diagonals drawn on the same board
    assert window.view is view
    deliver_posted()
    assert paints.count > 0


def test_a_long_record_is_painted_after_its_move_list_is_laid(qtbot, main_window, tmp_path):
    """A long record's move list is laid on the turn after the put-on (``GamePage.BULK_PLIES``);
    the board's first paint waits for it, so that the first paint shows the list laid, not
    an empty list painted again a turn later."""
    from PySide6.QtWidgets import QApplication
    from qt_events import open_and_wait

    from morra_suite.ui.board_view import BoardView
    from tests.ui.long_games import long_record

    _start, _moves, text = long_record("mill", 1000)
    path = tmp_path / "long.pgn"
    path.write_text(text, encoding="utf-8")
    window = main_window
    rows: list[int] = []  # at each paint of a board: the move list's rows laid

    class BoardPaints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and isinstance(watched.parent(), BoardView):
                rows.append(window.move_list.model().rowCount())
            return False

    watch = BoardPaints()
    QApplication.instance().installEventFilter(watch)
    try:
        assert open_and_wait(qtbot, window, path)
        qtbot.waitUntil(lambda: bool(rows), timeout=60_000)
    finally:
        QApplication.instance().removeEventFilter(watch)
    assert rows[0] > 400, rows  # the first paint shows the list laid (500 rows of two plies)


class PaintRegions(QObject):
    """Notes the rectangle of every paint of a widget (offscreen renders too)."""

    def __init__(self, widget: Any) -> None:
        super().__init__(widget)
        self.rects: list[Any] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.region().boundingRect())  # type: ignore[attr-defined]
        return False


@pytest.mark.parametrize("key", ["mill", "morra", "myra"])
def test_a_new_board_is_painted_offscreen_in_pieces_before_its_first_paint(qtbot, main_window, key):
    """Between the put-on and the first paint the board paints itself offscreen where the
    screen's paint will draw it, a piece a turn (``BoardView.prepare_paint``): a pixel (for
    which Qt draws the whole background into its cache), then strips of the viewport. The
    screen's paint then shows the very pixels a full repaint gives."""
    from morra_suite.ui.board_view import BoardView

    window = main_window
    window.start_game(key)
    view = window.view
    paints = PaintRegions(view.viewport())
    deliver_posted()
    assert paints.rects == []  # the put-on's turn painted nothing of it
    whole = view.viewport().rect()
    qtbot.waitUntil(lambda: whole in paints.rects)  # the screen's first paint
    pieces = paints.rects[: paints.rects.index(whole)]
    assert pieces[0].size().width() == 1 and pieces[0].size().height() == 1
    strips = pieces[1:]
    assert len(strips) == BoardView.PREPARE_STRIPS
    assert all(strip.width() == whole.width() for strip in strips)
    assert sum(strip.height() for strip in strips) == whole.height()
    flush_events()
    shown = on_screen(window, view.viewport())
    view.resetCachedContent()
    view.viewport().repaint()
    assert on_screen(window, view.viewport()) == shown


def test_a_hold_ends_after_its_most_turns_whatever_it_is_told(qtbot):
    """A board that would prepare forever (a window resized at every turn) is painted all the
    same, after ``MOST_TURNS`` turns of the event loop."""
    from PySide6.QtWidgets import QWidget

    from morra_suite.ui.window.paint_hold import MOST_TURNS, PaintHold

    window = QWidget()
    qtbot.addWidget(window)
    window.resize(200, 120)
    window.show()
    qtbot.waitExposed(window)
    flush_events()
    paints = Paints(window)
    asked: list[int] = []
    hold = PaintHold(window)
    hold.hold(lambda: bool(asked.append(1)))  # never says yes
    window.update()
    deliver_posted()
    assert paints.count == 0 and hold.holding
    qtbot.waitUntil(lambda: paints.count > 0)
    assert len(asked) == MOST_TURNS and not hold.holding
