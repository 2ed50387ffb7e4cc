"""A warning that stays while the game in progress cannot be autosaved.

A failed autosave (a full disk, a folder made read-only) used to show in the status line only,
where the next message overwrote it, so the player went on believing a crash would lose
nothing. The banner sits in the status bar beside the messages, names the folder and the reason
in the user's language, and goes away with the first autosave that succeeds. It is painted in
the theme's warning colour (a light red on the dark theme, where the old fixed dark red with
white words was the one box of the status bar that did not follow it).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from morra_suite.ui import theme


def banner_style() -> str:
    """The banner's style sheet: the theme's warning colour, its words in the theme's window
    colour (at least 4.5:1 on it in either theme: a test measures it)."""
    shown = theme.shown()
    return (
        f"QLabel#autosaveBanner {{ background: {shown.warning}; color: {shown.window};"
        " padding: 2px 8px; border-radius: 3px; font-weight: bold; }"
    )


class AutosaveBanner(QLabel):
    """Hidden while autosaves succeed; ``failed`` shows it, ``recovered`` hides it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("autosaveBanner")
        self._restyle()
        theme.follow(self._restyle)  # a theme applied
        self.setAccessibleName(QCoreApplication.translate("AutosaveBanner", "Autosave warning"))
        self.folder: Path | None = None
        self.reason = ""
        self.hide()

    def _restyle(self) -> None:
        style = banner_style()
        if style != self.styleSheet():  # setting it changes the palette: no loop
            self.setStyleSheet(style)

    def failed(self, folder: Path, reason: str) -> None:
        self.folder, self.reason = folder, reason
        self._words()
        self.show()

    def recovered(self) -> None:
        self.folder, self.reason = None, ""
        self.hide()

    def retranslate(self) -> None:
        if self.folder is not None:
            self._words()
        self.setAccessibleName(QCoreApplication.translate("AutosaveBanner", "Autosave warning"))

    def _words(self) -> None:
        self.setText(QCoreApplication.translate("AutosaveBanner", "Not autosaved"))
        self.setToolTip(
            QCoreApplication.translate(
                "AutosaveBanner",
                "The game in progress cannot be autosaved in %1 (%2): a crash now would lose "
                "its moves. Save it with File › Save, or free the disk; this warning goes away "
                "with the next autosave that succeeds.",
            )
            .replace("%1", str(self.folder))
            .replace("%2", self.reason)
        )
        self.setAccessibleDescription(self.toolTip())
