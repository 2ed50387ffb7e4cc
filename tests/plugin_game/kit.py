"""The plug-in game's words and board: a 3×3 grid the player clicks, drawn from the state.

The view turns a click into a cell index and emits it; whether the cell may be taken is the
rules' answer (the controller refuses an illegal move), never the view's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsScene, QWidget

from morra_suite.ui.game_kit import BoardView, GameKit

CELL = 100.0


class ToyBoardView(BoardView):
    """Nine squares; a taken one shows X or O."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = QGraphicsScene(0, 0, 3 * CELL, 3 * CELL)
        scene.setBackgroundBrush(QBrush(QColor("#f3ead8")))
        super().__init__(scene, parent)
        scene.setParent(self)  # the view owns its scene
        self.setAccessibleName("Three in a row board")
        self.state: Any = None
        self.input_players: frozenset[int] = frozenset()
        self.names: list[str] = ["X", "O"]

    def cell_centre(self, index: int) -> QPointF:
        return QPointF((index % 3 + 0.5) * CELL, (index // 3 + 0.5) * CELL)

    def show_state(self, state: Any, last_move: Any | None = None) -> None:
        self.state = state
        scene = self.scene()
        scene.clear()
        for index, owner in enumerate(state.cells):
            rect = QRectF((index % 3) * CELL, (index // 3) * CELL, CELL, CELL)
            fill = QColor("#ffe9a8") if index == last_move else QColor("#fffaf0")
            scene.addRect(rect.adjusted(4, 4, -4, -4), QPen(QColor("#5a4a38"), 3), QBrush(fill))
            if owner is not None:
                text = scene.addText("XO"[owner], QFont("Sans", 40))
                box = text.boundingRect()
                text.setPos(rect.center() - QPointF(box.width() / 2, box.height() / 2))

    def set_input_players(self, players: frozenset[int]) -> None:
        self.input_players = players

    def set_player_names(self, names: Sequence[str]) -> None:
        self.names = list(names)

    def prompt(self) -> str:
        if self.state is None or self.state.is_game_over():
            return ""
        name = self.names[self.state.to_move] if self.names else ""
        return f"{name}: choose an empty square"

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.state is None:
            return
        if self.state.to_move not in self.input_players:
            return
        point = self.mapToScene(event.position().toPoint())
        column, row = int(point.x() // CELL), int(point.y() // CELL)
        if 0 <= column < 3 and 0 <= row < 3:
            self.move_chosen.emit(row * 3 + column)


class ToyKit(GameKit):
    key = "toy"

    @property
    def title(self) -> str:
        return "Three in a row"

    @property
    def blurb(self) -> str:
        return "A plug-in game: three marks in a line on a 3×3 grid."

    def setting_text(self, name: str) -> tuple[str, str]:
        return {"misere": ("Misère", "Three in a row loses instead of winning.")}.get(
            name, (name, "")
        )

    def colour_names(self, players: int) -> list[str]:
        return ["X", "O"][:players]

    def side_info(self, state: Any, player: int) -> str:
        return f"{sum(1 for cell in state.cells if cell == player)} marks"

    def describe_outcome(self, outcome: Any, names: Sequence[str]) -> str:
        if outcome.winner is None:
            return "Draw: the grid is full."
        return f"{names[outcome.winner]} wins: {outcome.reason.value}."

    def create_view(self, parent: QWidget | None = None) -> BoardView:
        return ToyBoardView(parent)
