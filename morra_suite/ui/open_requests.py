"""Saved games the desktop asks the running app to open.

On macOS a double-clicked game does not come on the command line: the app receives a
``QFileOpenEvent`` (the bundle's ``CFBundleDocumentTypes`` say which files it takes). This filter
opens them in the window, asking first about an unsaved game, as Open does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

if TYPE_CHECKING:
    from morra_suite.ui.main_window import MainWindow


class OpenRequests(QObject):
    """Installed on the application: a file-open event opens the game in ``window``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()  # type: ignore[attr-defined]
            if path:
                self.window.unsaved.guard(lambda: self.window.open_file(path))
                return True
        return super().eventFilter(watched, event)
