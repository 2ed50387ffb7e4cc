"""New Game's clock: none (the default), a preset (3+2, 5+3, 10+5, 15+10) or a custom one.

A custom clock is minutes per player and seconds that are either an increment (added after each
move) or a delay (each turn's first seconds are free; ``core.game_clock``). The choice is kept
for the next New Game (``CLOCK_KEY``, the time control's record text or "").
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from morra_suite.core.game_clock import PRESETS, ClockError, TimeControl
from morra_suite.ui.clock_words import control_label

CLOCK_KEY = "newgame/clock"
CUSTOM = "custom"


class ClockChoice(QWidget):
    """The clock row of New Game: a list of clocks, and the custom clock's fields."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.box = QComboBox()
        self.box.setAccessibleName(self.tr("Game clock"))
        self.box.addItem(self.tr("No clock"), "")
        for control in PRESETS:
            self.box.addItem(control_label(control), control.text())
        self.box.addItem(self.tr("Custom"), CUSTOM)
        layout.addWidget(self.box, 1)
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 600)
        self.minutes.setValue(10)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setAccessibleName(self.tr("Minutes per player"))
        self.seconds = QSpinBox()
        self.seconds.setRange(0, 600)
        self.seconds.setValue(5)
        self.seconds.setSuffix(self.tr(" s"))
        self.seconds.setAccessibleName(self.tr("Seconds per move"))
        self.kind = QComboBox()
        self.kind.addItem(self.tr("increment"), False)
        self.kind.addItem(self.tr("delay"), True)
        self.kind.setAccessibleName(self.tr("Increment or delay"))
        self.custom = QWidget()
        custom = QHBoxLayout(self.custom)
        custom.setContentsMargins(0, 0, 0, 0)
        plus = QLabel("+")
        custom.addWidget(self.minutes)
        custom.addWidget(plus)
        custom.addWidget(self.seconds)
        custom.addWidget(self.kind)
        layout.addWidget(self.custom)
        self._load()
        self.box.currentIndexChanged.connect(self._chosen)
        self._chosen()

    def _load(self) -> None:
        text = str(QSettings().value(CLOCK_KEY, "") or "")
        index = self.box.findData(text)
        if index >= 0:
            self.box.setCurrentIndex(index)
            return
        try:
            control = TimeControl.from_text(text)
        except ClockError:
            return
        self.box.setCurrentIndex(self.box.findData(CUSTOM))
        self.minutes.setValue(max(1, round(control.base / 60)))
        self.seconds.setValue(round(control.increment))
        self.kind.setCurrentIndex(1 if control.delay else 0)

    def _chosen(self, *_: object) -> None:
        self.custom.setVisible(self.box.currentData() == CUSTOM)

    def time_control(self) -> TimeControl | None:
        """The clock chosen (``None``: no clock)."""
        data = self.box.currentData()
        if data == CUSTOM:
            return TimeControl(
                self.minutes.value() * 60.0,
                float(self.seconds.value()),
                bool(self.kind.currentData()),
            )
        return TimeControl.from_text(data) if data else None

    def remember(self) -> None:
        control = self.time_control()
        QSettings().setValue(CLOCK_KEY, control.text() if control is not None else "")
