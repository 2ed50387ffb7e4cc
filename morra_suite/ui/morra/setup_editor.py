"""The Morra set-up editor: a field for each stone (any field of the layout, the centre too) and
the number of the next round, which says whose stone is at stake. The pure ``MorraSetup`` says
whether the position can be played on."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from morra_suite.games.morra.layout import Field
from morra_suite.games.morra.setup import MorraSetup


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
        form = QFormLayout(self)
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
        self.changed.emit()

    def _set_field(self, player: int, index: int) -> None:
        self.setup.set_stone(player, self.fields[index])
        self.changed.emit()

    def _set_round(self, number: int) -> None:
        self.setup.set_round(number)
        self._show_stake()
        self.changed.emit()

    def _show_stake(self) -> None:
        self.stake_label.setText(
            self.tr("%1's stone").replace("%1", self.names[self.setup.next_stone])
        )
