"""The Myra set-up editor: the game's own board, a palette (a side, then a troop of 1 to 5 or
the queen) whose piece a click puts in a hole, a right-click that empties a hole, and the player
to move and the reserves beside.

The board and pieces are the play scene's (``MyraScene`` with its ``BoardItem``, ``PieceItem``,
``hole_at``); the position and its problems are the pure ``MyraSetup``'s, so the widget decides
nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGraphicsView,
    QHBoxLayout,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from morra_suite.core.errors import SetupProblem
from morra_suite.games.myra.board import NAMES, hole_index
from morra_suite.games.myra.pieces import QUEEN, RESERVE_AT_START, Piece
from morra_suite.games.myra.position import MyraImpossible
from morra_suite.games.myra.setup import MyraSetup, MyraSetupIssue
from morra_suite.games.myra.state import MyraTermination
from morra_suite.ui.myra.items import BoardItem, PieceItem
from morra_suite.ui.myra.scene import MyraScene
from morra_suite.ui.panels.placeholders import fill

SIZES = (1, 2, 3, 4, 5, QUEEN)  # the palette's pieces, in its order


class MyraSetupView(QGraphicsView):
    """The board of the set-up: a left-click puts the chosen piece, a right-click empties."""

    hole_clicked = Signal(int)
    hole_cleared = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        # the play scene (its table, its hole lookup), with pieces of the set-up added to it
        self.board_scene = MyraScene()
        super().__init__(self.board_scene, parent)
        self.board_scene.setParent(self)
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # small enough that the whole dialog fits an 800x600 screen (it grows with it):
        # taller, the dialog was squeezed under its layout and the palette slid under the board
        self.setMinimumSize(300, 220)
        self.setAccessibleName(self.tr("Set-up board"))
        self.setAccessibleDescription(
            self.tr("Click a hole to put the chosen piece there; right-click empties it.")
        )
        self._board: BoardItem | None = None
        self._players = 0
        self.pieces: dict[str, PieceItem] = {}

    def show_setup(self, setup: MyraSetup) -> None:
        """Rebuilds the pieces from the set-up on every change."""
        if setup.num_players != self._players:
            if self._board is not None:
                self.board_scene.removeItem(self._board)
            self._board = BoardItem(setup.num_players)
            self.board_scene.addItem(self._board)
            self._players = setup.num_players
        for item in self.pieces.values():
            self.board_scene.removeItem(item)
        self.pieces = {}
        for hole, piece in sorted(setup.pieces.items()):
            item = PieceItem(piece)
            item.setPos(self.board_scene.hole_point(hole))
            item.setToolTip(NAMES[hole])
            self.board_scene.addItem(item)
            self.pieces[NAMES[hole]] = item
        self.fit_board()

    def scene_point(self, hole: str | int) -> QPointF:
        return self.board_scene.hole_point(hole_index(hole) if isinstance(hole, str) else hole)

    def fit_board(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_board()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hole = self.board_scene.hole_at(QPointF(self.mapToScene(event.position().toPoint())))
        if hole is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.hole_cleared.emit(hole)
        elif event.button() == Qt.MouseButton.LeftButton:
            self.hole_clicked.emit(hole)


class MyraSetupEditor(QWidget):
    """Board, palette, player to move and reserves of one ``MyraSetup``; ``changed`` after each
    edit."""

    changed = Signal()

    def __init__(
        self, setup: MyraSetup, names: Sequence[str] = (), parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        players = setup.num_players
        default = [self.tr("Red"), self.tr("Blue"), self.tr("Green")]
        self.names = (list(names) + default[len(names) :])[:players]
        self.view = MyraSetupView(self)
        self.view.hole_clicked.connect(self._place)
        self.view.hole_cleared.connect(self._clear)
        # the palette: whose piece, and which
        self.side_group = QButtonGroup(self)
        self.side_buttons: list[QToolButton] = []
        sides = QHBoxLayout()
        for player, name in enumerate(self.names):
            button = QToolButton()
            button.setText(name)
            button.setCheckable(True)
            self.side_group.addButton(button, player)
            self.side_buttons.append(button)
            sides.addWidget(button)
        sides.addStretch(1)
        self.size_group = QButtonGroup(self)
        self.size_buttons: dict[int, QToolButton] = {}
        sizes = QHBoxLayout()
        for size in SIZES:
            button = QToolButton()
            button.setText(self.tr("Queen") if size == QUEEN else str(size))
            button.setToolTip(
                self.tr("The queen")
                if size == QUEEN
                else self.tr("A troop of %1 soldiers").replace("%1", str(size))
            )
            button.setCheckable(True)
            self.size_group.addButton(button, size)
            self.size_buttons[size] = button
            sizes.addWidget(button)
        sizes.addStretch(1)
        self.side_buttons[0].setChecked(True)
        self.size_buttons[QUEEN].setChecked(True)
        self.to_move_box = QComboBox()
        self.to_move_box.addItems(self.names)
        self.to_move_box.setAccessibleName(self.tr("Player to move"))
        self.to_move_box.currentIndexChanged.connect(self._set_to_move)
        self.reserve_boxes: list[QSpinBox] = []
        form = QFormLayout()
        form.addRow(self.tr("Piece:"), sides)
        form.addRow("", sizes)
        form.addRow(self.tr("To move:"), self.to_move_box)
        for player, name in enumerate(self.names):
            box = QSpinBox()
            box.setRange(0, RESERVE_AT_START)
            box.setAccessibleName(self.tr("%1's reserve").replace("%1", name))
            box.valueChanged.connect(lambda value, p=player: self._set_reserve(p, value))
            self.reserve_boxes.append(box)
            form.addRow(self.tr("%1's reserve:").replace("%1", name), box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addLayout(form)
        self.load(setup)

    def chosen_piece(self) -> Piece:
        """What a left-click puts in a hole: the palette's side and size."""
        return Piece(self.side_group.checkedId(), self.size_group.checkedId())

    def choose(self, player: int, size: int) -> None:
        """Sets the palette (what clicking its buttons does)."""
        self.side_buttons[player].click()
        self.size_buttons[size].click()

    def load(self, setup: MyraSetup) -> None:
        """Shows another set-up (a pasted position) in the same widgets."""
        self.setup = setup
        for player, box in enumerate(self.reserve_boxes):
            box.blockSignals(True)
            box.setValue(setup.reserves[player])
            box.blockSignals(False)
        self.to_move_box.blockSignals(True)
        self.to_move_box.setCurrentIndex(setup.to_move)
        self.to_move_box.blockSignals(False)
        self.view.show_setup(setup)
        self.changed.emit()

    def instructions(self) -> str:
        """How to place pieces, in a sentence or two above the board (the dialog shows it)."""
        return self.tr(
            "Choose a player and a troop of 1 to 5 soldiers or the queen, then click a hole to "
            "put it there; right-click empties a hole. A troop's soldiers come out of its "
            "player's reserve and go back when it is taken off."
        )

    def _place(self, hole: int) -> None:
        self.setup.place(hole, self.chosen_piece())
        self._refresh()

    def _clear(self, hole: int) -> None:
        self.setup.place(hole, None)
        self._refresh()

    def _set_reserve(self, player: int, count: int) -> None:
        self.setup.set_reserve(player, count)
        self.changed.emit()

    def _set_to_move(self, player: int) -> None:
        self.setup.set_to_move(player)
        self.changed.emit()

    def _refresh(self) -> None:
        """Redraws the board and the reserves (a troop placed or taken off moves soldiers)."""
        for player, box in enumerate(self.reserve_boxes):
            box.blockSignals(True)
            box.setValue(self.setup.reserves[player])
            box.blockSignals(False)
        self.view.show_setup(self.setup)
        self.changed.emit()

    def describe(self, problem: SetupProblem) -> str:
        """``problem`` (the set-up's code and facts) in words, in the user's language, with the
        players named as this editor names them (not the rules' letters)."""
        code, facts = problem.code, problem.facts
        name = self.names[facts["player"]] if "player" in facts else ""
        if code is MyraSetupIssue.NO_QUEEN_AT_ALL:
            return self.tr("no queen on the board: each player needs one")
        if code is MyraSetupIssue.NO_QUEEN:
            return fill(self.tr("%1 has no queen"), name)
        if code is MyraSetupIssue.TOO_MANY_SOLDIERS:
            text = (
                self.tr(
                    "%1 has %2 soldiers on the board and in reserve, but a player starts with %3 "
                    "on the board and %4 in reserve and can only gain the soldiers of a captured "
                    "queen"
                )
                if facts["gains"]
                else self.tr(
                    "%1 has %2 soldiers on the board and in reserve, but a player starts with %3 "
                    "on the board and %4 in reserve"
                )
            )
            return fill(text, name, facts["total"], facts["on_board"], facts["reserve"])
        if code is MyraImpossible.RESERVE_TOO_BIG:
            return fill(self.tr("%1's reserve is at most %2"), name, facts["most"])
        if code is MyraImpossible.TO_MOVE_IS_OUT:
            return fill(self.tr("%1 is to move but has no queen (is out of the game)"), name)
        if code is MyraImpossible.PIECES_WITHOUT_QUEEN:
            return fill(self.tr("%1 has pieces but no queen while the game goes on"), name)
        if code is MyraSetupIssue.ONE_QUEEN_LEFT:
            return fill(self.tr("the game is over: only %1 has a queen left"), name)
        if code is MyraSetupIssue.GAME_OVER:
            texts = {
                MyraTermination.REPETITION: self.tr(
                    "the game is over: the position occurred three times"
                ),
                MyraTermination.NO_CAPTURE_LIMIT: self.tr(
                    "the game is over: the turns without a capture reached the limit"
                ),
            }
            return texts.get(facts["termination"], self.tr("the game is over"))
        return problem.text  # a text that is no position (the editor cannot make one)
