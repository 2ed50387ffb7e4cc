"""A player's row in the New Game and Players dialogs: name, human or computer, the level.

The computer's levels are shown as a number and a word ("4 Strong"), translated in the context
"LevelNames", for as many levels as the game's computer has (``ai.players.max_level``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

# The computer's levels in words, by how many levels a game's computer has: "1 Beginner" ..
# "7 Strongest" (translated in the context "LevelNames"; a count not listed shows numbers only).
LEVEL_NAMES: dict[int, tuple[str, ...]] = {
    2: (
        str(QT_TRANSLATE_NOOP("LevelNames", "Beginner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    ),
    3: (
        str(QT_TRANSLATE_NOOP("LevelNames", "Beginner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Good")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    ),
    4: (
        str(QT_TRANSLATE_NOOP("LevelNames", "Beginner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Casual")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    ),
    5: (
        str(QT_TRANSLATE_NOOP("LevelNames", "Beginner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Casual")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Good")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    ),
    6: (
        str(QT_TRANSLATE_NOOP("LevelNames", "Beginner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Novice")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Casual")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Good")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    ),
    7: (
        str(QT_TRANSLATE_NOOP("LevelNames", "Beginner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Novice")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Casual")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Good")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Expert")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    ),
    9: (  # Myra's ladder
        str(QT_TRANSLATE_NOOP("LevelNames", "Beginner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Novice")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Learner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Casual")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Good")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Very strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Expert")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    ),
    13: (  # the mill ladder
        str(QT_TRANSLATE_NOOP("LevelNames", "Beginner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Novice")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Learner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Casual")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Hobbyist")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Improving")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Club player")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Good")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Very strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Expert")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Master")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    ),
    14: (
        str(QT_TRANSLATE_NOOP("LevelNames", "Beginner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Novice")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Learner")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Casual")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Hobbyist")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Improving")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Club player")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Good")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Very strong")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Expert")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Master")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Grandmaster")),
        str(QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    ),
}


def level_label(level: int, levels: int) -> str:
    """``"4 Strong"``: the level's number and, when the table has words for ``levels``, its word."""
    words = LEVEL_NAMES.get(levels)
    if words is None or not 1 <= level <= len(words):
        return str(level)
    return f"{level} {QCoreApplication.translate('LevelNames', words[level - 1])}"


class LevelBox(QSpinBox):
    """The computer's level as a number and a word ("4 Strong"); arrows and the wheel step it."""

    def textFromValue(self, value: int) -> str:
        return level_label(value, self.maximum())

    def valueFromText(self, text: str) -> int:
        digits = "".join(c for c in text.strip().split(" ")[0] if c.isdigit())
        return int(digits) if digits else self.value()


class PlayerRow(QWidget):
    """A player's name, human or computer, and the computer's level (``describe(level,
    levels)``: what that level does, the game kit's ``describe_level``, shown as the level's
    tool tip and accessible description)."""

    def __init__(
        self,
        index: int,
        colour: str,
        max_level: int,
        parent: QWidget | None = None,
        describe: Callable[[int, int], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.colour = colour
        self.describe = describe
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Name of player %1").replace("%1", str(index + 1)))
        self.name.setPlaceholderText(colour)
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Player %1 is").replace("%1", str(index + 1)))
        self.kind.addItem(self.tr("Human"), False)
        self.kind.addItem(self.tr("Computer"), True)
        self.level = LevelBox()
        self.level.lineEdit().setReadOnly(True)  # a level is chosen, not typed
        self.level.setAccessibleName(self.tr("Level of player %1").replace("%1", str(index + 1)))
        self.level.setToolTip(self.tr("The computer's strength: 1 is a beginner."))
        self.level.setRange(1, max(1, max_level))
        self.level.valueChanged.connect(self._describe_level)
        self._describe_level(self.level.value())
        self.level.setPrefix(self.tr("Level "))
        metrics = self.level.fontMetrics()
        widest = max(
            metrics.horizontalAdvance(self.level.prefix() + self.level.textFromValue(level))
            for level in range(1, self.level.maximum() + 1)
        )
        self.level.setMinimumWidth(widest + 44)  # every level's words, the arrows, the frame
        self.kind.currentIndexChanged.connect(lambda _: self.level.setEnabled(self.is_computer))
        self.level.setEnabled(False)
        layout.addWidget(self.name, 3)
        layout.addWidget(self.kind, 2)
        layout.addWidget(self.level, 1)
        # a row is as tall as its editors want, never squashed when three share the group
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def _describe_level(self, level: int) -> None:
        """The level's tool tip: what it does (when the game says), after the general line."""
        general = self.tr("The computer's strength: 1 is a beginner.")
        words = self.describe(level, self.level.maximum()) if self.describe else ""
        self.level.setToolTip(f"{general}\n{words}" if words else general)
        self.level.setAccessibleDescription(words or general)

    @property
    def is_computer(self) -> bool:
        return bool(self.kind.currentData())

    def set_computer(self, computer: bool, level: int = 1) -> None:
        self.kind.setCurrentIndex(1 if computer else 0)
        self.level.setValue(level)
        self.level.setEnabled(computer)

    def player_name(self) -> str:
        """The name typed; a side without one gets "" and is named by its colour, in whatever
        language the window speaks later, a computer too: with two computers at a three-player
        Myra table both reserve trays read "Computer"; the side panel adds "computer, level N"."""
        return self.name.text().strip()
