"""The Morra set-up editor: the game's own target, where a click puts the chosen stone on a field
(any field, the centre too), a field chooser for each stone that says the same in words, and the
number of the next round, which says whose stone is at stake. The target is the play view's
``MorraScene``; the pure ``MorraSetup`` says whether the position can be played on."""

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
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from morra_suite.core.errors import SetupProblem
from morra_suite.games.morra.layout import Field
from morra_suite.games.morra.setup import MorraSetup, MorraSetupIssue
from morra_suite.games.morra.state import MorraImpossible
from morra_suite.ui.morra.geometry import TargetShape
from morra_suite.ui.morra.scene import MorraScene
from morra_suite.ui.panels.placeholders import fill


class MorraSetupView(QGraphicsView):
    """The target of the set-up: a click on a field emits it; the stones are drawn where the
    set-up has them (the player cards and round strip of the play view are left out)."""

    field_clicked = Signal(object)  # a Field

    def __init__(self, parent: QWidget | None = None) -> None:
        self.board_scene = MorraScene()
        super().__init__(self.board_scene, parent)
        self.board_scene.setParent(self)
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # small enough that the whole dialog fits an 800x600 screen (it grows with it):
        # taller, the dialog was squeezed under its layout and the palette slid under the board
        self.setMinimumSize(300, 220)
        self.setAccessibleName(self.tr("Set-up board"))
        self.setAccessibleDescription(self.tr("Click a field to put the chosen stone there."))
        for item in (*self.board_scene.panels, *self.board_scene.legends):
            item.setVisible(False)
        self.board_scene.round_panel.setVisible(False)

    def show_setup(self, setup: MorraSetup) -> None:
        scene = self.board_scene
        scene.set_shape(TargetShape.from_layout(setup.layout))
        assert scene.geometry is not None
        scene.setSceneRect(scene.geometry.scene_rect(0))
        stones = None if setup.stones is None else (setup.stones[0], setup.stones[1])
        scene.place_stones(stones, setup.next_stone, None)
        self.fit_board()

    def scene_point(self, where: Field) -> QPointF:
        assert self.board_scene.geometry is not None
        return self.board_scene.geometry.field_centre(where)

    def fit_board(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_board()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        where = self.board_scene.field_at(QPointF(self.mapToScene(event.position().toPoint())))
        if where is not None:
            self.field_clicked.emit(Field(*where))


class MorraSetupEditor(QWidget):
    """Two field choosers and the round of one ``MorraSetup``; ``changed`` after each edit."""

    changed = Signal()

    def __init__(
        self, setup: MorraSetup, names: Sequence[str] = (), parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        self.names = list(names) or [self.tr("Red"), self.tr("Blue")]
        layout = setup.layout
        self.fields: list[Field] = [*layout.all_fields(), layout.centre]
        self.field_boxes: list[QComboBox] = []
        self.view = MorraSetupView(self)
        # the stones carry their colour's initial, as on the play board ("R", "B"; the set-up
        # showed the position's "A" and "B")
        self.view.board_scene.set_stone_letters([name[:1].upper() for name in self.names])
        self.view.field_clicked.connect(self._field_clicked)
        self.stone_group = QButtonGroup(self)
        self.stone_buttons: list[QRadioButton] = []
        choice = QHBoxLayout()
        for player, name in enumerate(self.names):
            button = QRadioButton(name)
            self.stone_group.addButton(button, player)
            self.stone_buttons.append(button)
            choice.addWidget(button)
        choice.addStretch(1)
        self.stone_buttons[0].setChecked(True)
        form = QFormLayout()
        form.addRow(self.tr("A click places:"), choice)
        for player, name in enumerate(self.names):
            box = QComboBox()
            for where in self.fields:
                box.addItem(
                    self.tr("Centre")
                    if where == layout.centre
                    else self.tr("Ring %1, field %2 (%3)")
                    .replace("%1", str(where.ring + 1))
                    .replace("%2", str(where.number + 1))
                    .replace("%3", layout.field_text(where))
                )
            box.setAccessibleName(self.tr("Field of %1's stone").replace("%1", name))
            box.currentIndexChanged.connect(lambda index, p=player: self._set_field(p, index))
            self.field_boxes.append(box)
            form.addRow(self.tr("%1's stone:").replace("%1", name), box)
        self.round_box = QSpinBox()
        self.round_box.setRange(1, setup.rules.round_limit + 1)
        self.round_box.setAccessibleName(self.tr("Next round"))
        self.round_box.valueChanged.connect(self._set_round)
        form.addRow(self.tr("Next round:"), self.round_box)
        self.stake_label = QLabel()
        form.addRow(self.tr("At stake:"), self.stake_label)
        layout_box = QVBoxLayout(self)
        layout_box.setContentsMargins(0, 0, 0, 0)
        layout_box.addWidget(self.view, 1)
        layout_box.addLayout(form)
        self.load(setup)

    def load(self, setup: MorraSetup) -> None:
        """Shows another set-up (a pasted position) in the same widgets; a game still at its
        start choice shows both stones on the first start field."""
        self.setup = setup
        if setup.stones is None:
            setup.set_stone(0, setup.layout.start_fields()[0])
        assert setup.stones is not None
        for player, box in enumerate(self.field_boxes):
            box.blockSignals(True)
            box.setCurrentIndex(self.fields.index(setup.stones[player]))
            box.blockSignals(False)
        self.round_box.blockSignals(True)
        self.round_box.setValue(setup.round)
        self.round_box.blockSignals(False)
        self._show_stake()
        self.view.show_setup(setup)
        self.changed.emit()

    def instructions(self) -> str:
        """How to place the stones, in a sentence or two above the target (the dialog shows it)."""
        return self.tr(
            "Choose whose stone a click places, then click a field of the target (or pick the "
            "field from the list). The next round's number says whose stone is at stake."
        )

    def _field_clicked(self, where: Field) -> None:
        """A click on the target: the chosen stone goes there (its chooser follows)."""
        player = self.stone_group.checkedId()
        self.field_boxes[player].setCurrentIndex(self.fields.index(where))

    def _set_field(self, player: int, index: int) -> None:
        self.setup.set_stone(player, self.fields[index])
        self.view.show_setup(self.setup)
        self.changed.emit()

    def _set_round(self, number: int) -> None:
        self.setup.set_round(number)
        self._show_stake()
        self.view.show_setup(self.setup)
        self.changed.emit()

    def _show_stake(self) -> None:
        self.stake_label.setText(
            self.tr("%1's stone").replace("%1", self.names[self.setup.next_stone])
        )

    def describe(self, problem: SetupProblem) -> str:
        """``problem`` (the set-up's code and facts) in words, in the user's language."""
        code, facts = problem.code, problem.facts
        if code is MorraImpossible.BOTH_IN_CENTRE:
            return self.tr("both stones cannot be in the centre")
        if code is MorraImpossible.NOT_OUTERMOST_RING:
            return self.tr("before the first round both stones stand in the outermost ring")
        if code is MorraImpossible.BEYOND_ROUND_LIMIT:
            return fill(
                self.tr("round %1 is beyond the round limit %2"), facts["round"], facts["limit"]
            )
        if code is MorraSetupIssue.STONE_IN_CENTRE:
            return fill(
                self.tr("the game is over: %1's stone is in the centre"),
                self.names[facts["winner"]],
            )
        if code is MorraSetupIssue.PAST_LIMIT:
            return fill(
                self.tr("the game is over: round %1 is past the limit of %2 rounds"),
                facts["round"],
                facts["limit"],
            )
        return problem.text  # a text that is no position (the editor cannot make one)
