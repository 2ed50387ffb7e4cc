"""Nim's words and board, the UI half of the plug-in game: heaps of counters the player clicks.

A click on a counter means "take this one and every one above it"; the view turns it into a move
value and emits it. Whether that many may be taken is the rules' answer (the controller refuses
an illegal move with its reason), never the view's. Registered from the test alone with
its registration record (``tests.plugin_game.registration``). It brings a display option (the
heaps' letters) and a set-up editor, through the kit's hooks like any built-in game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QSpinBox,
    QWidget,
)

from morra_suite.core.errors import SetupProblem
from morra_suite.ui.game_kit import BoardView, GameKit
from morra_suite.ui.kit_hooks import DisplayOption
from tests.plugin_game.nim import HEAP_LETTERS, NimMove
from tests.plugin_game.setup import NimSetup, NimSetupIssue

LETTERS_KEY = "nim/letters"  # QSettings: whether the heaps' letters are drawn under them
SPACING = 90.0  # between heaps, and the counters' height
SIZE = 70.0  # a counter's diameter
ROWS = 9  # the tallest heap


class NimBoardView(BoardView):
    """One column per heap, counters stacked from the bottom; redrawn from every state."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = QGraphicsScene(0, 0, 4 * SPACING, ROWS * SPACING)
        scene.setBackgroundBrush(QBrush(QColor("#e9dfc9")))
        super().__init__(scene, parent)
        scene.setParent(self)  # the view owns its scene
        self.setAccessibleName("Nim heaps")
        self.state: Any = None
        self.input_players: frozenset[int] = frozenset()
        self.names: list[str] = []
        self.show_letters = DISPLAY_LETTERS.read()

    def set_show_letters(self, show: bool) -> None:
        """The heaps' letters under them, or not (a display option of the Settings dialog)."""
        self.show_letters = show
        if self.state is not None:
            self.show_state(self.state)

    def letter_items(self) -> list[QGraphicsSimpleTextItem]:
        return [i for i in self.scene().items() if isinstance(i, QGraphicsSimpleTextItem)]

    def counter_centre(self, heap: int, index: int) -> QPointF:
        """Where counter ``index`` (0 at the bottom) of ``heap`` is drawn."""
        return QPointF((heap + 0.5) * SPACING, (ROWS - index - 0.5) * SPACING)

    def show_state(self, state: Any, last_move: Any | None = None, follows: bool = False) -> None:
        self.state = state
        scene = self.scene()
        scene.clear()
        width = max(len(state.rules.start), 1) * SPACING
        scene.setSceneRect(0, 0, width, ROWS * SPACING)
        for heap, size in enumerate(state.heaps):
            for index in range(size):
                centre = self.counter_centre(heap, index)
                rect = QRectF(centre.x() - SIZE / 2, centre.y() - SIZE / 2, SIZE, SIZE)
                scene.addEllipse(rect, QPen(QColor("#5a3a1a"), 3), QBrush(QColor("#c9973e")))
            if self.show_letters:
                letter = scene.addSimpleText(HEAP_LETTERS[heap])
                letter.setPos((heap + 0.45) * SPACING, ROWS * SPACING - 20)

    def set_input_players(self, players: frozenset[int]) -> None:
        self.input_players = players

    def set_player_names(self, names: Sequence[str]) -> None:
        self.names = list(names)

    def prompt(self) -> str:
        if self.state is None or self.state.is_game_over():
            return "The game is over."
        name = self.names[self.state.to_move] if self.names else ""
        return f"{name}: click the lowest counter you take from a heap"

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.state is None:
            return
        if not self.input_players & set(self.state.choosers()):
            return
        point = self.mapToScene(event.position().toPoint())
        heap, row = int(point.x() // SPACING), int(point.y() // SPACING)
        index = ROWS - 1 - row
        if 0 <= heap < len(self.state.heaps) and 0 <= index < self.state.heaps[heap]:
            self.move_chosen.emit(NimMove(heap, self.state.heaps[heap] - index))


class NimKit(GameKit):
    key = "nim"

    def setting_text(self, name: str) -> tuple[str, str]:
        return {
            "heaps": ("Heaps", "How many counters each heap holds at the start."),
            "misere": ("Misère", "Who takes the last counter loses."),
            "take_limit": ("Take limit", "At most a few counters may be taken at a time."),
            "max_take": ("Most taken at once", "The take limit, when it is on."),
        }.get(name, (name, ""))

    def colour_names(self, players: int) -> list[str]:
        return ["First", "Second"][:players]

    def side_info(self, state: Any, player: int) -> str:
        left = ", ".join(f"{HEAP_LETTERS[i]}:{n}" for i, n in enumerate(state.heaps))
        return f"heaps {left}"

    def describe_outcome(self, outcome: Any, names: Sequence[str]) -> str:
        return f"{names[outcome.winner]} wins: {outcome.reason.value}."

    def create_view(self, parent: QWidget | None = None) -> BoardView:
        return NimBoardView(parent)

    def display_options(self) -> tuple[DisplayOption, ...]:
        return (DISPLAY_LETTERS,)

    def setup_editor(self, setup: Any, names: Sequence[str], parent: QWidget) -> QWidget:
        return NimSetupEditor(setup, names, parent)


def _apply_letters(view: Any, show: bool) -> None:
    view.set_show_letters(show)


DISPLAY_LETTERS = DisplayOption(
    LETTERS_KEY,
    "Show the &heap letters",
    True,
    tooltip="The letter of each heap under it, as moves name them.",
    accessible="Heap letters",
    apply=_apply_letters,
)


class NimSetupEditor(QWidget):
    """One spin box per heap and the side to move; ``changed`` after every edit."""

    changed = Signal()

    def __init__(self, setup: NimSetup, names: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setup = setup
        self.names = list(names) or ["First", "Second"]
        form = QFormLayout(self)
        self.heap_boxes: list[QSpinBox] = []
        for heap in range(len(setup.heaps)):
            box = QSpinBox()
            box.setRange(0, 9)
            box.setAccessibleName(f"Heap {HEAP_LETTERS[heap]}")
            box.valueChanged.connect(self._edited)
            form.addRow(f"Heap {HEAP_LETTERS[heap]}:", box)
            self.heap_boxes.append(box)
        self.to_move_box = QComboBox()
        self.to_move_box.setAccessibleName("To move")
        for player, name in enumerate(self.names[:2]):
            self.to_move_box.addItem(name, player)
        self.to_move_box.currentIndexChanged.connect(self._edited)
        form.addRow("To move:", self.to_move_box)
        self._loading = False
        self.load(setup)

    def load(self, setup: NimSetup) -> None:
        self._loading = True
        try:
            self.setup = setup
            for box, size in zip(self.heap_boxes, setup.heaps, strict=True):
                box.setValue(size)
            self.to_move_box.setCurrentIndex(setup.to_move)
        finally:
            self._loading = False
        self.changed.emit()

    def _edited(self, *_: Any) -> None:
        if self._loading:
            return
        heaps = [box.value() for box in self.heap_boxes]
        self.setup = NimSetup(self.setup.rules, heaps, self.to_move_box.currentIndex())
        self.changed.emit()

    def instructions(self) -> str:
        return "Set how many counters each heap holds and who is to move."

    def describe(self, problem: SetupProblem) -> str:
        if problem.code is NimSetupIssue.OVER_START:
            facts = problem.facts
            return f"heap {facts['heap']} holds {facts['size']}, at most {facts['most']}"
        return problem.text
