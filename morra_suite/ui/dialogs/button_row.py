"""A row of push buttons that breaks into more rows when its words do not fit the width.

The side panel's Undo, Redo and New Game buttons take their whole words in every language: in
German ("Rückgängig", "Wiederherstellen", "Neues Spiel…") one row of them was wider than the
side panel may be at the smallest window (800×600), so the window grew past the screen or the
words were cut. Here the buttons keep their full words and wrap instead, filling each row in
order, each row's buttons sharing its width.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPushButton, QWidget


def rows_for(widths: Sequence[int], available: int, spacing: int) -> list[int]:
    """How many of the ``widths`` (in order) go into each row of ``available`` pixels, with
    ``spacing`` between two in a row: as many as fit, at least one a row."""
    rows: list[int] = []
    used = 0
    for width in widths:
        if rows and used + spacing + width <= available:
            rows[-1] += 1
            used += spacing + width
        else:
            rows.append(1)
            used = width
    return rows


class ButtonRow(QWidget):
    """``buttons`` side by side while their words fit; wrapped into rows when they do not.

    The buttons are placed by hand (no layout): a layout's height for a width would be asked
    instead of this widget's, and a row of rows has none."""

    SPACING = 6

    def __init__(self, buttons: Sequence[QPushButton], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = list(buttons)
        for button in self.buttons:
            button.setParent(self)
        self._rows: list[int] = [len(self.buttons)]
        size_policy = self.sizePolicy()
        size_policy.setHeightForWidth(True)
        self.setSizePolicy(size_policy)

    def row_counts(self) -> list[int]:
        """How many buttons each row holds now (``[3]``: one row)."""
        return list(self._rows)

    def minimumSizeHint(self) -> QSize:
        """As narrow as the widest button (then each has a row of its own); as low as the rows
        at the width it has now (a window's minimum height counts the rows it shows)."""
        widest = max(self._widths(), default=0)
        placed = self.testAttribute(Qt.WidgetAttribute.WA_Resized)
        width = self.width() if placed else self.sizeHint().width()
        return QSize(widest, self.heightForWidth(max(width, widest)))

    def sizeHint(self) -> QSize:
        widths = self._widths()
        wide = sum(widths) + self.SPACING * max(0, len(widths) - 1)
        return QSize(wide, self._height_of(1 if widths else 0))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._height_of(len(rows_for(self._widths(), width, self.SPACING)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place(event.size().width())

    def _widths(self) -> list[int]:
        return [b.sizeHint().width() for b in self.buttons]

    def _height_of(self, rows: int) -> int:
        tallest = 0
        for button in self.buttons:  # a loop, not a generator: asked at every layout
            tallest = max(tallest, button.sizeHint().height())
        return rows * tallest + self.SPACING * max(0, rows - 1)

    def _place(self, width: int) -> None:
        """Each row's buttons share its width, as wide as their words ask."""
        rows = rows_for(self._widths(), width, self.SPACING)
        tallest = max((b.sizeHint().height() for b in self.buttons), default=0)
        start, top = 0, 0
        for count in rows:
            line = self.buttons[start : start + count]
            hints = [b.sizeHint().width() for b in line]
            free = max(0, width - sum(hints) - self.SPACING * (count - 1))
            left = 0
            for index, (button, hint) in enumerate(zip(line, hints, strict=True)):
                extra = free // count + (1 if index < free % count else 0)
                button.setGeometry(left, top, hint + extra, tallest)
                left += hint + extra + self.SPACING
            start += count
            top += tallest + self.SPACING
        if rows != self._rows:
            self._rows = rows
            self.updateGeometry()
