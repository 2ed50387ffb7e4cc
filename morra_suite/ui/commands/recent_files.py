"""Game › Open Recent and the folder the Open and Save dialogs start in, kept with ``QSettings``.

The ten games opened or saved last, newest first; a file that has gone is taken off the list
with a word why. The folder of the last game opened or saved is where the next dialog starts.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from morra_suite.ui.window.host import RecentHost

RECENT_KEY = "files/recent"
FOLDER_KEY = "files/last_folder"
LIMIT = 10


class RecentFiles(QObject):
    """The recent games list and the last folder, and the menu that shows them."""

    def __init__(self, host: RecentHost) -> None:
        super().__init__(host.widget())
        self.host = host
        self.menu = QMenu(self.tr("Open &Recent"), host.widget())
        self.menu.aboutToShow.connect(self.fill_menu)

    def retranslate(self) -> None:
        """The menu's title in the language installed now (its items are made as it opens)."""
        self.menu.setTitle(self.tr("Open &Recent"))

    # ------------------------------------------------------------------ the list
    def paths(self) -> list[Path]:
        raw = QSettings().value(RECENT_KEY, [])
        items: list[object] = [raw] if isinstance(raw, str) else list(raw or [])  # type: ignore[call-overload]
        return [Path(str(item)) for item in items if str(item)]

    def _store(self, paths: list[Path], settings: QSettings | None = None) -> None:
        (settings or QSettings()).setValue(RECENT_KEY, [str(path) for path in paths[:LIMIT]])

    def add(self, path: str | os.PathLike[str]) -> None:
        """``path`` was opened or saved: it goes to the top, its folder is the next start.
        Both in one save: each ``QSettings`` that goes away with a change saves its file on
        the GUI thread (and syncs it to the disk where the file is on one)."""
        target = Path(path).absolute()
        settings = QSettings()
        self._store([target, *(p for p in self.paths() if p != target)], settings)
        settings.setValue(FOLDER_KEY, str(target.parent))

    def clear(self) -> None:
        QSettings().remove(RECENT_KEY)

    def last_folder(self) -> Path:
        """Where the Open and Save dialogs start: the folder used last (if it is still there)."""
        folder = Path(str(QSettings().value(FOLDER_KEY, "") or ""))
        return folder if str(folder) not in ("", ".") and folder.is_dir() else Path.home()

    # ------------------------------------------------------------------ the menu
    def fill_menu(self) -> None:
        """Rebuilt each time it opens; files that have gone are dropped, and the status says so."""
        self.menu.clear()
        paths = self.paths()
        gone = [path for path in paths if not path.is_file()]
        if gone:
            self._store([path for path in paths if path not in gone])
            self.host.set_status(
                self.tr("Taken off the recent games (no longer there): %1").replace(
                    "%1", ", ".join(path.name for path in gone)
                )
            )
        for number, path in enumerate(self.paths(), 1):
            action = self.menu.addAction(f"&{number % 10} {path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open(p))
        if not self.paths():
            self.menu.addAction(self.tr("No recent games")).setEnabled(False)
        self.menu.addSeparator()
        clear = self.menu.addAction(self.tr("&Clear"))
        clear.setEnabled(bool(self.paths()))
        clear.triggered.connect(lambda _=False: self.clear())

    def open(self, path: Path) -> None:
        """Opens a recent game (asking first about an unsaved one)."""
        if not path.is_file():
            from PySide6.QtWidgets import QMessageBox  # not at start-up: its type costs time

            self._store([p for p in self.paths() if p != path])
            self.host.show_message(
                QMessageBox.Icon.Warning,
                self.tr("Game not found"),
                self.tr("%1 is no longer there; it was taken off the recent games.").replace(
                    "%1", str(path)
                ),
            )
            return
        self.host.guard_unsaved(lambda: self.host.open_file(path))
