"""Saved games the desktop asks the running app to open.

On macOS a double-clicked game does not come on the command line: the app receives a
``QFileOpenEvent`` (the bundle's ``CFBundleDocumentTypes`` say which files it takes). This filter
opens them through its host, asking first about an unsaved game, as Open does. It takes the narrow
``RecentHost`` (open a file, guard the unsaved game), never the whole window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

if TYPE_CHECKING:
    from morra_suite.ui.window.host import RecentHost


class OpenRequests(QObject):
    """Installed on the application: a file-open event opens the game through ``host``."""

    def __init__(self, host: RecentHost) -> None:
        super().__init__(host.widget())
        self.host = host

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()  # type: ignore[attr-defined]
            if path:
                self.host.guard_unsaved(lambda: self.host.open_file(path))
                return True
        return super().eventFilter(watched, event)
