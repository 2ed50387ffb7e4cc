"""Shows, once each, what the layers below found to tell the user (``core.notices``).

A damaged table is found by a search that may run in a thread or in a computer's child process;
neither may touch a widget. The window looks for new notices a few times a second (a look costs
a lock and an empty list) and shows each in words of the user's language, without blocking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from morra_suite.core import notices

if TYPE_CHECKING:
    from morra_suite.ui.window.host import Host

LOOK_EVERY_MS = 500


class NoticeWatch(QObject):
    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = host
        self._timer = QTimer(self)
        self._timer.setInterval(LOOK_EVERY_MS)
        self._timer.timeout.connect(self.look)
        self._timer.start()

    def look(self) -> None:
        """Shows every notice told since the last look."""
        for notice in notices.take():
            self._show(notice)

    def _show(self, notice: notices.Notice) -> None:
        from PySide6.QtWidgets import QMessageBox

        if notice.kind == notices.DAMAGED_CACHE:
            title = self.tr("A damaged file was replaced")
            text = self.tr(
                "A stored table or solution of the computer players was damaged (%1). It was "
                "deleted and is being built again; until then the computer plays by searching, "
                "and no result is claimed from the damaged file."
            ).replace("%1", notice.detail)
        elif notice.kind == notices.SETTINGS_DAMAGED:
            title = self.tr("The settings could not be read")
            text = self.tr(
                "The settings file could not be read (%1). The app goes on with the default "
                "settings; what you change now is saved in a new file."
            ).replace("%1", notice.detail)
        elif notice.kind == notices.SETTINGS_UNSAVED:
            title = self.tr("The settings could not be saved")
            text = self.tr(
                "A change of the settings could not be saved (%1). It holds until the app "
                "quits; the next change tries again."
            ).replace("%1", notice.detail)
        else:  # a kind this window does not know yet: its detail is all there is to say
            title = self.tr("Note")
            text = notice.detail
        self.host.show_message(QMessageBox.Icon.Information, title, text)
        self.host.set_status(title)
