"""Where a dialog opens: in the middle of its window, where the eye already is.

Left to itself a dialog opened from another dialog, or before it had a size, sat off to one side
of the window; every dialog and question of the app is placed here instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def centre_on(dialog: QWidget, window: QWidget) -> None:
    """Moves ``dialog`` to the middle of ``window`` at its own size (a size it set stays)."""
    from PySide6.QtCore import Qt  # here: Qt's namespace costs tens of ms, not start-up work

    if not dialog.testAttribute(Qt.WidgetAttribute.WA_Resized):
        dialog.adjustSize()
    frame = dialog.frameGeometry()
    frame.moveCenter(window.frameGeometry().center())
    dialog.move(frame.topLeft())
