"""A one-line label that elides: the side panel's seat names and the status line.

A text that does not fit is cut with "…" and shown whole in the tooltip, so a long prompt or a
long name in German or Danish never widens the window nor is cut off without a sign.

``ElidedLabel`` elides again whenever it gets another size. ``ElidingLabel``, the same but for
that, is elided again by whoever watches its resizes: the status line's, on the first screen,
from the window's first turn on (``ui.window.window_start.ResizeWatch``), since a Python
``resizeEvent`` called while the window is shown makes PySide6's types of Qt's events (some
5 ms: start-up is benchmarked).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QWidget

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent


class ElidingLabel(QLabel):
    """One line that never wraps nor widens its panel: cut with "…" when narrow, whole in its
    tooltip. ``text()`` is the whole text; ``elide`` fits it to the width of now."""

    def __init__(self, parent: QWidget | None = None, hold_later: bool = False) -> None:
        super().__init__(parent)
        self._full = ""
        if not hold_later:
            self.hold_to_line()

    def hold_to_line(self) -> None:
        """As wide as its panel gives, whatever its text (so a long one is cut, never widens the
        panel), and one line tall. A label made with ``hold_later`` is held by its owner: the
        status line, on the window's first screen, holds it on the window's first turn, as
        this makes PySide6's ``QSizePolicy`` type with its three enums, which the bare window
        that start-up is measured against does without (with the chooser cards', about 4 M
        instructions). Until then its policy is a label's own, which a status bar's stretching
        row lays out alike (as wide as the row gives, one line tall)."""
        from PySide6.QtWidgets import QSizePolicy

        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self.elide()

    def text(self) -> str:
        return self._full

    def sizeHint(self) -> QSize:
        return QSize(
            self.fontMetrics().horizontalAdvance(self._full) + 2, super().sizeHint().height()
        )

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("…") * 4, super().sizeHint().height())

    def elide(self) -> None:
        metrics = self.fontMetrics()
        if not self.isVisible() or metrics.horizontalAdvance(self._full) <= self.width():
            # Fits (the usual case), or not shown yet: the resize before it is first shown
            # elides it to its real width. So the window's first screen needs no Qt namespace
            # (a hundred enums, ~25 ms to make: start-up is benchmarked).
            shown = self._full
        else:
            from PySide6.QtCore import Qt

            shown = metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, self.width())
        QLabel.setText(self, shown)

    def is_elided(self) -> bool:
        return QLabel.text(self) != self._full


class ElidedLabel(ElidingLabel):
    """An ``ElidingLabel`` that elides again whenever it gets another size."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.elide()
