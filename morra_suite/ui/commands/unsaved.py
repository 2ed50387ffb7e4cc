"""Asking before a game in progress is lost: the one place that decides whether it may go.

Every path that replaces or ends the game asks here first: New Game, Open, Open Recent, a file
opened while the app runs (double-click, file-open event), Choose a Game, Paste Position, Set Up
Position (when the set-up is accepted), Continue from here, Quit and closing the window.

A game that has moves and differs from what was last saved or opened
(``GameSession.needs_saving``), whether still going on or finished, is not dropped without
asking: Save (then go on, if it was saved), Discard (go on) or Cancel (stay). A saved game goes
on at once. The box does
not block (``open()``), so the window keeps painting and tests answer it as a user would.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from morra_suite.ui.window.host import UnsavedHost

Button = QMessageBox.StandardButton


class UnsavedGuard(QObject):
    """The window's "save the game first?" question."""

    def __init__(self, host: UnsavedHost) -> None:
        super().__init__(host.widget())
        self.host = host
        self.closing_allowed = False
        # Discard was the answer to closing: the game is let go, so its autosave goes too (the
        # next start would offer to resume the very game the user threw away)
        self.discarded_at_close = False

    def needs_asking(self) -> bool:
        session = self.host.existing_session()  # no session yet: no game to lose
        return session is not None and session.needs_saving

    def guard(self, proceed: Callable[[], Any]) -> None:
        """Runs ``proceed`` now, or once the user has saved or discarded the game."""
        if self.needs_asking():
            self.ask(proceed)
        else:
            proceed()

    def guarded(self, proceed: Callable[[], Any]) -> Callable[[], None]:
        """``proceed`` behind the question (for a menu action or a button)."""
        return lambda *_: self.guard(proceed)

    def ask(self, proceed: Callable[[], Any], closing: bool = False) -> QMessageBox:
        box = QMessageBox(self.host.widget())
        box.setIcon(QMessageBox.Icon.Question)
        title = self.tr("Save the game?")
        box.setWindowTitle(title)
        box.setAccessibleName(title)
        box.setText(self.tr("The game in progress has not been saved. Save it first?"))
        box.setStandardButtons(Button.Save | Button.Discard | Button.Cancel)
        box.setDefaultButton(Button.Save)
        box.setEscapeButton(Button.Cancel)
        box.finished.connect(
            lambda _: self._answered(box.standardButton(box.clickedButton()), proceed, closing)
        )
        self.host.keep_message(box)
        box.open()
        return box

    def _answered(self, button: Button, proceed: Callable[[], Any], closing: bool = False) -> None:
        if button == Button.Save:
            if not self.host.save():
                return  # not saved (the file dialog was cancelled, or writing failed): stay
        elif button == Button.Discard:
            # Nothing is marked: the game is let go only if the replacement really happens. A
            # New Game dialog cancelled after Discard leaves the game as unsaved as it was, so
            # the next Open asks again instead of dropping its moves.
            self.discarded_at_close = closing
        else:
            return
        proceed()

    def may_close(self, event: QCloseEvent) -> bool:
        """For ``closeEvent``: ``True`` to close now; else the close waits for the answer."""
        if self.closing_allowed or not self.needs_asking():
            return True
        event.ignore()
        self.ask(self._close_now, closing=True)
        return False

    def _close_now(self) -> None:
        self.closing_allowed = True
        self.host.close()
