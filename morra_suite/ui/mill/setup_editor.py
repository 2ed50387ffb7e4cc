"""The mill set-up editor: the game's own board, where a click cycles a point through empty,
White and Black (a right-click empties it), with the side to move and the pieces in hand beside.

The board is the play view's ``MillScene`` (same drawing, same point lookup) and the pieces its
``PieceItem``; what the position is and whether it can be played is the pure ``MillSetup``'s
business, so this widget holds no rule and no second copy of the position.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGraphicsView,
    QHBoxLayout,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from morra_suite.core.errors import SetupProblem
from morra_suite.games.mill.board import point_name
from morra_suite.games.mill.codes import MillImpossible, MillTermination
from morra_suite.games.mill.setup import MillSetup, MillSetupIssue
from morra_suite.ui.mill.items import PIECE, ROLE, PieceItem
from morra_suite.ui.mill.scene import MillScene
from morra_suite.ui.panels.placeholders import fill


class MillSetupView(QGraphicsView):
    """The board of the set-up: left-click cycles a point, right-click empties it."""

    point_cycled = Signal(int)
    point_cleared = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        self.board_scene = MillScene()
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
            self.tr("Click a point: empty, White, Black, empty again. Right-click empties it.")
        )
        self.board_scene.point_clicked.connect(self.point_cycled)

    def show_setup(self, setup: MillSetup) -> None:
        """Redraws the pieces from the set-up (Kigo-style: rebuilt on every change)."""
        scene = self.board_scene
        scene.set_board(setup.rules.topology)
        scene.clear_dynamic()
        scene.clickable = set(setup.rules.topology.points)
        for point, owner in sorted(setup.pieces.items()):
            item = PieceItem(owner, scene.radius)
            item.setPos(scene.points[point])
            item.setData(ROLE, PIECE)
            item.setToolTip(point_name(point))
            scene.add_dynamic(item, 10)
        scene.show_hands((setup.hands[0], setup.hands[1]), (self.tr("White"), self.tr("Black")))
        self.fit_board()

    def scene_point(self, point: int) -> QPointF:
        return QPointF(self.board_scene.points[point])

    def fit_board(self) -> None:
        rect = self.sceneRect()
        if rect.isValid():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_board()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            point = self.board_scene.point_at(self.mapToScene(event.position().toPoint()))
            if point is not None:
                self.point_cleared.emit(point)
            event.accept()
            return
        super().mousePressEvent(event)


class MillSetupEditor(QWidget):
    """Board, side to move and pieces in hand of one ``MillSetup``; ``changed`` after each edit."""

    changed = Signal()

    def __init__(
        self, setup: MillSetup, names: Sequence[str] = (), parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        self.names = list(names) or [self.tr("White"), self.tr("Black")]
        self.view = MillSetupView(self)
        self.view.point_cycled.connect(self._cycle)
        self.view.point_cleared.connect(self._clear)
        self.to_move_group = QButtonGroup(self)
        self.to_move_buttons: list[QRadioButton] = []
        self.hand_boxes: list[QSpinBox] = []
        form = QFormLayout()
        turn = QHBoxLayout()
        for player, name in enumerate(self.names):
            button = QRadioButton(name)
            self.to_move_group.addButton(button, player)
            self.to_move_buttons.append(button)
            turn.addWidget(button)
        turn.addStretch(1)
        form.addRow(self.tr("To move:"), turn)
        for player, name in enumerate(self.names):
            box = QSpinBox()
            box.setAccessibleName(self.tr("%1's pieces in hand").replace("%1", name))
            self.hand_boxes.append(box)
            form.addRow(self.tr("%1 in hand:").replace("%1", name), box)
            box.valueChanged.connect(lambda value, p=player: self._set_hand(p, value))
        self.to_move_group.idClicked.connect(self._set_to_move)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addLayout(form)
        self.load(setup)

    def load(self, setup: MillSetup) -> None:
        """Shows another set-up (a pasted position) in the same widgets."""
        self.setup = setup
        for player, box in enumerate(self.hand_boxes):
            box.blockSignals(True)
            box.setRange(0, setup.rules.pieces)
            box.setValue(setup.hands[player])
            box.blockSignals(False)
        self.to_move_buttons[setup.to_move].setChecked(True)
        self.view.show_setup(setup)
        self.changed.emit()

    def instructions(self) -> str:
        """How to place pieces, in a sentence or two above the board (the dialog shows it)."""
        return self.tr(
            "Click a point for a White piece, again for Black, once more to empty it; "
            "right-click empties it. A piece placed comes out of its side's hand and goes back "
            "when it is taken off; for a position after the placing, set the hands to 0."
        )

    def _cycle(self, point: int) -> None:
        self.setup.cycle(point, from_hand=True)
        self._refresh()

    def _clear(self, point: int) -> None:
        self.setup.place(point, None)
        self._refresh()

    def _set_hand(self, player: int, count: int) -> None:
        self.setup.set_hand(player, count)
        self.changed.emit()

    def _set_to_move(self, player: int) -> None:
        self.setup.set_to_move(player)
        self.changed.emit()

    def _refresh(self) -> None:
        """Redraws the board and the hands (a piece placed or taken off moves between them)."""
        for player, box in enumerate(self.hand_boxes):
            box.blockSignals(True)
            box.setValue(self.setup.hands[player])
            box.blockSignals(False)
        self.view.show_setup(self.setup)
        self.changed.emit()

    def describe(self, problem: SetupProblem) -> str:
        """``problem`` (the set-up's code and facts) in words, in the user's language, with the
        sides named as this editor names them."""
        code, facts, names = problem.code, problem.facts, self.names
        if code is MillImpossible.TOO_MANY_PIECES:
            return fill(
                self.tr("%1 has %2 pieces but the rules give %3"),
                names[facts["player"]],
                facts["total"],
                facts["allowed"],
            )
        if code is MillSetupIssue.FIXED_TOTAL:
            return fill(
                self.tr(
                    "%1 has %2 pieces on the board and %3 in hand, but on this board no piece is "
                    "ever removed, so the two make %4"
                ),
                names[facts["player"]],
                facts["on_board"],
                facts["in_hand"],
                facts["total"],
            )
        if code is MillSetupIssue.HANDS_UNEQUAL:
            return fill(
                self.tr(
                    "with %1 to move both sides have as many pieces in hand (%1 places first), "
                    "not %2 and %3"
                ),
                names[0],
                facts["white"],
                facts["black"],
            )
        if code is MillSetupIssue.BLACK_NOT_ONE_MORE:
            return fill(
                self.tr(
                    "with %1 to move %1 has one piece more in hand than %2 (%2 places first), "
                    "not %3 and %4"
                ),
                names[1],
                names[0],
                facts["black"],
                facts["white"],
            )
        if code is MillSetupIssue.LOST_TOO_MANY:
            return fill(
                self.tr("%1 has lost %2 pieces, but %3 with %4 placed can have taken at most %5"),
                names[facts["loser"]],
                facts["lost"],
                names[facts["taker"]],
                facts["placed"],
                facts["most"],
            )
        if code is MillSetupIssue.GAME_OVER:
            T = MillTermination
            texts = {
                T.LINE_FORMED: self.tr("the game is over: a side has three in a line"),
                T.TWO_PIECES: self.tr("the game is over: a side has fewer than three pieces left"),
                T.BLOCKED: self.tr("the game is over: %1 cannot move"),
                T.FULL_BOARD: self.tr("the game is over: the board is full"),
                T.REPETITION: self.tr("the game is over: the position occurred three times"),
                T.NO_REMOVAL_LIMIT: self.tr(
                    "the game is over: the turns without a removal reached the limit"
                ),
                T.ENDGAME_LIMIT: self.tr("the game is over: the endgame turns reached the limit"),
            }
            text = texts.get(facts["termination"], self.tr("the game is over"))
            return fill(text, names[facts["mover"]])
        return problem.text  # a text that is no position (the editor cannot make one)
