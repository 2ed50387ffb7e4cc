"""Helpers of the Morra board tests (a module of its own: test folders here are no packages)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt


def click_scene(qtbot, board, point: QPointF) -> None:
    """A real left click on the view's viewport at a scene point."""
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.mapFromScene(point))


class Table:
    """The window's wiring of one game: the controller plays, the view shows and takes choices."""

    def __init__(self, board: Any, start: Any, seats: list[Any]) -> None:
        from morra_suite.controllers.game_controller import GameController
        from morra_suite.ui.kits import get_kit

        self.kit = get_kit("morra")
        self.view = board
        self.controller = GameController(self.kit)
        self.rejected: list[str] = []
        self.controller.state_changed.connect(self._show)
        self.controller.input_players_changed.connect(board.set_input_players)
        self.controller.move_rejected.connect(self.rejected.append)
        board.choice_made.connect(self.controller.submit_choice)
        self.controller.new_game(start, seats, rules=start.rules, variant=start.layout.name)

    def _show(self, state: Any) -> None:
        moves = self.controller.record.moves
        self.view.show_state(state, moves[-1] if moves else None)

    @property
    def state(self) -> Any:
        return self.controller.state

    def close(self) -> None:
        self.controller.shutdown()


def board_of(qtbot, window) -> Any:
    """The window's Morra board once it is on screen at its final size (clicks map right), with
    animations off so a test need not wait for them."""
    board = window.view
    qtbot.waitExposed(board)
    qtbot.waitUntil(lambda: board.viewport().width() > 300 and board.isVisible())
    qtbot.wait(20)  # the layout's last resize
    board.ms_per_field = 0
    return board
