"""How a move list's cell fits its words: a little smaller where the room is short, on two
lines where even that is not enough (three players' Myra chains at 800 px: "11. g11>h11>h10>g9"
in a column of 80 px), never cut.

Why not equal columns and elision: Myra's moves are as long as their chains, and a cut move
("13. c2~c1…") cannot be read back from the list."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

#: A cell's words may be drawn this much smaller than the list's font to fit (still readable).
SMALLEST_SCALE = 0.8
#: The room a cell's words leave on both sides together (the style's margins, with a reserve).
CELL_PADDING = 14
#: Where a move's words may go on to a second line: after a step of a chain or a capture.
_BREAKS = " >~-x"
#: Unicode's line separator: a new line in a cell's text layout ("\n" is not one there).
LINE_BREAK = "\u2028"


def words_width(metrics: QFontMetrics, text: str) -> int:
    """The width of ``text``'s widest line."""
    return max(metrics.horizontalAdvance(line) for line in text.split(LINE_BREAK))


def in_two_lines(metrics: QFontMetrics, text: str) -> str:
    """``text`` broken once (a line separator, which the cell's text layout honours), after
    the step that makes its wider line the narrowest ("11. g11>h11>" over "h10>g9");
    unchanged when it has no place to break."""
    best, best_width = text, metrics.horizontalAdvance(text)
    for at, char in enumerate(text[:-1]):
        if char in _BREAKS:
            broken = text[: at + 1].rstrip() + LINE_BREAK + text[at + 1 :].lstrip()
            width = words_width(metrics, broken)
            if width < best_width:
                best, best_width = broken, width
    return best


def fitted_font(font: QFont, text: str, width: int) -> QFont:
    """``font``, made smaller (not under ``SMALLEST_SCALE``) until ``text`` fits ``width``."""
    size = font.pointSizeF()
    if size <= 0 or words_width(QFontMetrics(font), text) + CELL_PADDING <= width:
        return font
    smaller = QFont(font)
    scale = 1.0
    while scale > SMALLEST_SCALE:
        scale = max(SMALLEST_SCALE, scale - 0.05)
        smaller.setPointSizeF(size * scale)
        if words_width(QFontMetrics(smaller), text) + CELL_PADDING <= width:
            break
    return smaller


class FittingDelegate(QStyledItemDelegate):
    """Draws a cell's words as ``shown_text`` lays them (one or two lines), smaller, down to
    ``SMALLEST_SCALE``, where they would be cut."""

    two_lines = False

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # how each text was fitted: (text, width, font, two lines) -> (shown text, font); a
        # move repaints the whole list, and fitting a cell measures its words several times
        self._fitted: dict[tuple[str, int, str, bool], tuple[str, QFont]] = {}

    def shown_text(self, metrics: QFontMetrics, text: str, width: int) -> str:
        """``text`` as the cell draws it in ``width``: on two lines where the list has them
        and the words do not fit one line at the list's size (a long Myra chain drawn a fifth
        smaller on one line read as a lesser move than its neighbours)."""
        if not self.two_lines:
            return text
        if words_width(metrics, text) + CELL_PADDING <= width:
            return text
        return in_two_lines(metrics, text)  # whole-sized on two lines before any smaller

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        width = option.rect.width()  # type: ignore[attr-defined]
        font = option.font  # type: ignore[attr-defined]
        key = (option.text, width, font.key(), self.two_lines)  # type: ignore[attr-defined]
        fitted = self._fitted.get(key)
        if fitted is None:
            if len(self._fitted) > 2000:
                self._fitted.clear()  # texts of games gone by
            text = self.shown_text(QFontMetrics(font), key[0], width)
            # a copy: the option's font lives only as long as the option
            fitted = self._fitted[key] = (text, QFont(fitted_font(font, text, width)))
        option.text, option.font = fitted  # type: ignore[attr-defined]
