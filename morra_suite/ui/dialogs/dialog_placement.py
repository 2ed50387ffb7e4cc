"""Where a dialog opens: in the middle of its window, where the eye already is, and never
beyond its screen.

Left to itself a dialog opened from another dialog, or before it had a size, sat off to one side
of the window; every dialog and question of the app is placed here instead. A dialog taller than
its screen (the mill's rules on an 800×600 screen) had its OK and Cancel out of reach: it is made
as tall as the screen lets it be (its long pages scroll) and kept within the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QRect, QSize
    from PySide6.QtWidgets import QWidget

TITLE_BAR, BORDER = 32, 4  # pixels, about, under the usual desktops


def available_on(widget: QWidget) -> QRect:
    """The part of ``widget``'s screen a window may take (without panels and docks)."""
    from PySide6.QtCore import QRect

    screen = widget.screen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 800, 600)


def centre_on(dialog: QWidget, window: QWidget) -> None:
    """Moves ``dialog`` to the middle of ``window`` at its own size (a size it set stays),
    no larger than the screen, its foot and its title on the screen."""
    from PySide6.QtCore import Qt  # here: Qt's namespace costs tens of ms, not start-up work

    if not dialog.testAttribute(Qt.WidgetAttribute.WA_Resized):
        dialog.adjustSize()
        fit_wrapped_words(dialog)
    room = available_on(window)
    fit_screen(dialog, room)
    frame = dialog.frameGeometry()
    frame.moveCenter(window.frameGeometry().center())
    outer = frame_size(dialog)
    frame.moveLeft(min(frame.left(), room.right() - outer.width() + 1))
    frame.moveLeft(max(frame.left(), room.left()))
    frame.moveTop(min(frame.top(), room.bottom() - outer.height() + 1))
    frame.moveTop(max(frame.top(), room.top()))
    dialog.move(frame.topLeft())


def fit_wrapped_words(dialog: QWidget) -> None:
    """Makes ``dialog`` as tall as its wrapped words need at its width. ``adjustSize`` gives a
    window at most two thirds of its screen and never less than its minimum, which counts a
    wrapped text at its widest: on an 800x600 screen Set Up's instructions took their four
    lines from the board above the palette, and the palette slid under the board."""
    layout = dialog.layout()
    if layout is None or not layout.hasHeightForWidth():
        return
    needed = layout.totalHeightForWidth(dialog.width())
    if needed > dialog.height():
        dialog.resize(dialog.width(), needed)


def frame_size(dialog: QWidget) -> QSize:
    """``dialog``'s size with its window frame; before it is first shown the frame is not
    known yet, and a title bar and borders are counted for it."""
    from PySide6.QtCore import QSize

    frame = dialog.frameGeometry()
    wide, high = frame.width() - dialog.width(), frame.height() - dialog.height()
    if not dialog.isVisible() and high <= 0:
        wide, high = 2 * BORDER, TITLE_BAR + BORDER
    return QSize(dialog.width() + wide, dialog.height() + high)


def fit_screen(dialog: QWidget, room: QRect) -> None:
    """Shrinks ``dialog`` (its frame included) to ``room`` where it is larger."""
    outer = frame_size(dialog)
    extra_w, extra_h = outer.width() - dialog.width(), outer.height() - dialog.height()
    width = min(dialog.width(), room.width() - extra_w)
    height = min(dialog.height(), room.height() - extra_h)
    if (width, height) != (dialog.width(), dialog.height()):
        dialog.resize(max(width, dialog.minimumWidth()), max(height, dialog.minimumHeight()))


def beside(dialog: QWidget, board: QWidget, window: QWidget) -> bool:
    """Puts ``dialog`` on the screen beside ``board``, on the side with more room, as wide as
    that room lets it be (down to its minimum): a non-modal dialog whose clicks change the
    board (the Review's chart and table) was centred over the very board it changed. ``False``
    (and centred on the window as usual) where neither side has room for it."""
    from PySide6.QtCore import QPoint, QRect

    room = available_on(window)
    area = QRect(board.mapToGlobal(QPoint(0, 0)), board.size())
    outer = frame_size(dialog)
    extra_w, extra_h = outer.width() - dialog.width(), outer.height() - dialog.height()
    right = room.right() - area.right() - extra_w
    left = area.left() - room.left() - extra_w
    space = max(right, left)
    narrowest = max(dialog.minimumSizeHint().width(), dialog.minimumWidth())
    if space < narrowest:
        centre_on(dialog, window)
        return False
    width = min(max(dialog.width(), narrowest), space)
    height = min(max(dialog.height(), window.height()), room.height() - extra_h)
    dialog.resize(width, height)
    x = area.right() + 1 if right >= left else area.left() - width - extra_w
    top = window.frameGeometry().top()
    top = max(room.top(), min(top, room.bottom() - height - extra_h + 1))
    dialog.move(x, top)
    return True
