"""The move list's row labels (the moves' numbers beside the rows), sized without asking Qt to
measure them at every move.

Why: Qt sizes a header from the labels of its first and last hundred sections, each asked of
the model for five roles and measured by the style, and forgets that size whenever a row is
added or a label changes: on a long game every move (a row added every move or two) cost the GUI
thread about 8 ms and 800 calls of the model. The size depends only on the widest of those
labels (Qt measures them in bold, for the highlighted row), the font and the style, so it is
worked out again only when one of them changed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QWidget

#: Qt sizes a header from this many sections at each end.
MEASURED_SECTIONS = 100


class RowLabels(QHeaderView):
    """A vertical header whose size hint is Qt's own, kept while the widest label is as wide."""

    def __init__(self, labels: Callable[[], Sequence[str]], parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setSectionsClickable(True)  # as the header a table makes for itself
        self.setHighlightSections(True)
        self._labels = labels  # the rows' labels now, the first row's first
        self._hint_key: tuple[object, ...] | None = None
        self._hint = QSize()
        self._widths: dict[str, int] = {}  # labels measured, in the header's bold font
        self._widths_font = ""  # that font's key

    def widest_label(self) -> int:
        """The width of the widest label Qt would measure, in bold (as Qt measures them)."""
        font = self.font()
        font.setBold(True)
        if font.key() != self._widths_font or len(self._widths) > 4 * MEASURED_SECTIONS:
            self._widths, self._widths_font = {}, font.key()  # another font, or games gone by
        metrics = QFontMetrics(font)
        widths = self._widths
        labels = self._labels()
        widest = 0
        for end in (labels[:MEASURED_SECTIONS], labels[-MEASURED_SECTIONS:]):
            for label in end:
                width = widths.get(label)
                if width is None:
                    width = widths[label] = metrics.horizontalAdvance(label)
                widest = max(widest, width)
        return widest

    def sizeHint(self) -> QSize:
        """Qt's size hint, worked out again only when the widest label, the font or the style
        changed (or the list went from no rows to some)."""
        key = (
            self.widest_label(),
            bool(self._labels()),
            self.font().key(),
            self.styleSheet(),
            self.style().name(),
        )
        if key != self._hint_key:
            self._hint_key = key
            self._hint = super().sizeHint()
        return QSize(self._hint)
