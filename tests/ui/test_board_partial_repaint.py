"""A move repaints only the part of the board it changed, and what is on screen is then exactly
what a full repaint draws (nothing left stale).

Why: the boards repainted their whole viewport for every change (``FullViewportUpdate``, and a
fit of the board at every move that set the view's transform anew), about 15 ms of the GUI
thread for a move and as much for every frame of its slide, which kept a move on a long game
over the 100 ms the window may stand still (issue 21). Now a view repaints the regions of the
items that changed; these tests check that a move's paints are smaller than the board, and
that the pixels left on screen after every move equal a fresh full repaint, for every game.
"""

from __future__ import annotations

from typing import Any

import pytest
from mill_helpers import clicks
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QGraphicsView
from qt_events import flush_events

#: A move may repaint at most this share of the board's viewport in one paint.
MOST_REPAINTED = 0.5


class PaintWatch(QObject):
    """Notes the area of every paint of a widget."""

    def __init__(self, widget: Any) -> None:
        super().__init__(widget)
        self.areas: list[int] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.areas.append(sum(r.width() * r.height() for r in event.region()))  # type: ignore[attr-defined]
        return False


def on_screen(window: Any, widget: Any) -> QImage:
    """What the window's backing store holds where ``widget`` is: the pixels the paints so far
    left, not a fresh rendering (the offscreen screen grabs the backing store)."""
    shot = QGuiApplication.primaryScreen().grabWindow(window.winId()).toImage()
    corner = widget.mapTo(window, widget.rect().topLeft())
    return shot.copy(corner.x(), corner.y(), widget.width(), widget.height())


def started(qtbot, window: Any, key: str, variant: str | None = None) -> Any:
    """Starts a game of ``key`` and waits for its board's first paint (before it, the whole
    board is to be painted anyway); returns the board."""
    window.start_game(key, variant)
    view = window.view
    watch = PaintWatch(view.viewport())
    qtbot.waitUntil(lambda: bool(watch.areas))
    watch.deleteLater()
    settled(qtbot, view)
    return view


def settled(qtbot, view: Any) -> None:
    """Waits until the board's animations are over and their paints are done."""
    view.finish_animations()
    flush_events()


def check_move(qtbot, window: Any, play: Any) -> list[int]:
    """Plays a move with ``play()``; returns the areas of the board's paints until it settled,
    after checking that the board on screen equals a full repaint of it."""
    view = window.view
    watch = PaintWatch(view.viewport())
    play()
    flush_events()  # the move drawn and its animation begun: their paints are watched too
    settled(qtbot, view)
    areas = list(watch.areas)
    watch.deleteLater()
    shown = on_screen(window, view.viewport())
    view.viewport().repaint()
    assert on_screen(window, view.viewport()) == shown, "the board on screen was left stale"
    return areas


def play_first_moves(qtbot, window: Any, plies: int) -> int:
    """Plays the first legal move ``plies`` times (or until the game ends), checking each move
    as ``check_move`` does and that no paint covered the whole board; returns the plies played."""
    view = window.view
    whole = view.viewport().width() * view.viewport().height()
    played = 0
    for ply in range(1, plies + 1):
        state = window.controller.state
        if state.outcome() is not None:
            break
        areas = check_move(
            qtbot, window, lambda s=state: window.session.play_move(s.legal_moves()[0])
        )
        assert areas, f"ply {ply}: the board was not repainted"
        assert max(areas) < MOST_REPAINTED * whole, f"ply {ply}: a paint covered the whole board"
        played = ply
    return played


def test_every_board_repaints_what_changed_not_the_whole_viewport(main_window) -> None:
    for key in ("mill", "myra", "morra"):
        main_window.start_game(key)
        view = main_window.view
        assert view.viewportUpdateMode() != QGraphicsView.ViewportUpdateMode.FullViewportUpdate


def test_a_mill_move_repaints_part_of_the_board_and_leaves_nothing_stale(
    qtbot, main_window
) -> None:
    view = started(qtbot, main_window, "mill")
    whole = view.viewport().width() * view.viewport().height()
    # placings, a mill closed and a piece taken, and a placing after it
    for move in ("a1", "d7", "a4", "g7", "a7xd7", "b2", "d1"):
        areas = check_move(qtbot, main_window, lambda m=move: clicks(qtbot, view, m))
        assert areas, f"{move}: the board was not repainted"
        assert max(areas) < MOST_REPAINTED * whole, f"{move}: a paint covered the whole board"


def test_mill_pieces_sliding_repaint_part_of_the_board_and_leave_nothing_stale(
    qtbot, main_window
) -> None:
    started(qtbot, main_window, "mill", "three")  # three pieces each: soon moving
    ply = play_first_moves(qtbot, main_window, 10)
    assert ply >= 6, "the game ended before its pieces moved"


@pytest.mark.parametrize("key", ["myra", "morra"])
def test_a_myra_or_morra_move_repaints_part_of_the_board_and_leaves_nothing_stale(
    qtbot, main_window, key: str
) -> None:
    started(qtbot, main_window, key)
    assert play_first_moves(qtbot, main_window, 4) >= 1
