"""The line under a Learn board that answers the learner in words: the rules' reason for a wrong
try, the board's own words for a refused click, what a solution or a refutation is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QWidget


class MessageLine(QLabel):
    """A framed, wrapping line of at least two text lines (so the board does not jump when a
    longer answer comes), selectable and named for a screen reader."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message_line")
        self.setWordWrap(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMargin(6)
        self.setMinimumHeight(self.fontMetrics().height() * 2 + 14)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAccessibleName(self.tr("What the rules say"))
