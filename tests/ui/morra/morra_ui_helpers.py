"""Helpers of the Morra board tests (a module of its own: test folders here are no packages)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from qt_events import flush_events


def click_scene(qtbot, board, point: QPointF) -> None:
    """A real left click on the view's viewport at a scene point."""
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.mapFromScene(point))


class Table:
    """One game wired as the window wires it: the app's own ``GameSession`` plays, and the app's
    own ``BoardBinding`` connects it to the view (no copy of the wiring here)."""

    def __init__(self, board: Any, start: Any, seats: list[Any]) -> None:
        from morra_suite.controllers.session import GameSession
        from morra_suite.ui.board_binding import BoardBinding
        from morra_suite.ui.kits import get_kit

        self.kit = get_kit("morra")
        self.view = board
        self.session = GameSession(lambda key, count: self.kit.colour_names(count))
        self.session.computer_delay_ms = 0
        self.binding = BoardBinding(board, self.kit, self.session)
        self.rejected: list[str] = []
        self.session.move_rejected.connect(self.rejected.append)
        self.session.install("morra", start, seats, start.rules, start.layout.name)

    @property
    def controller(self) -> Any:
        return self.session.controller

    @property
    def state(self) -> Any:
        return self.controller.state

    def close(self) -> None:
        self.session.shutdown()


def board_of(qtbot, window) -> Any:
    """The window's Morra board once it is on screen at its final size (clicks map right), with
    animations off so a test need not wait for them."""
    board = window.view
    qtbot.waitExposed(board)
    qtbot.waitUntil(lambda: board.viewport().width() > 300 and board.isVisible())
    flush_events()  # the layout's last resize
    board.ms_per_field = 0
    return board
