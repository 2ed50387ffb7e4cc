"""Edit › Copy Position, Paste Position and Set Up Position…: a position in and out of the window.

Pasting or setting up starts a game from that position with the players of the game before it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from morra_suite.ui.main_window import MainWindow


def copy_position(window: MainWindow) -> None:
    from PySide6.QtGui import QGuiApplication

    if not window.session.has_game:
        return
    text = window.session.shown_state().position()
    QGuiApplication.clipboard().setText(text)
    window.set_status(
        QCoreApplication.translate("MainWindow", "Position copied: %1").replace("%1", text)
    )


def paste_position(window: MainWindow) -> None:
    """Edit › Paste Position: plays on from the position on the clipboard (what Copy
    Position writes; for the mill games also a Sanmill FEN), read under this game's rules."""
    from PySide6.QtGui import QGuiApplication

    from morra_suite.ui.setup_dialog import pasted_position

    if not window.session.has_game or window.session.key is None:
        return
    text = QGuiApplication.clipboard().text()
    try:
        start = pasted_position(window.session.key, text, window.session.shown_state())
    except ValueError as exc:
        reason = str(getattr(exc, "reason", exc))
        window.set_status(
            QCoreApplication.translate("MainWindow", "The clipboard holds no position: %1").replace(
                "%1", reason
            )
        )
        return
    play_on_from(window, start)


def set_up_position(window: MainWindow) -> Any:
    """Edit › Set Up Position…: the set-up dialog over the position shown (not blocking);
    accepting it plays on from the set-up with the same players. Returns the dialog."""
    from morra_suite.ui.setup_dialog import SetupDialog

    key = window.session.key
    if not window.session.has_game or key is None:
        return None
    state = window.session.shown_state()
    names = window._names(key, state.num_players)
    dialog = SetupDialog(key, state, names, window)
    dialog.accepted.connect(lambda: play_on_from(window, dialog.result_state()))
    window.dialog = dialog
    dialog.open()
    return dialog


def play_on_from(window: MainWindow, start: Any) -> None:
    """A game from ``start`` (set up or pasted) with the players of the game before it, once
    the game it replaces may go (saved, or let go by the user: ``UnsavedGuard``)."""
    if start is None:
        return
    window.unsaved.guard(lambda: _install(window, start))


def _install(window: MainWindow, start: Any) -> None:
    session = window.session
    key = session.key
    if start is None or key is None:
        return
    from morra_suite.games import load_game

    game = load_game(key)
    seats = session.seats
    specs = [(s.name, not s.is_human, s.level) for s in seats]
    count = start.num_players
    seats_now = session.seats_of(key, specs if len(specs) == count else [], count)
    session.install(key, start, seats_now, game.rules_of(start), game.variant_of(start))
    session.file_path = None
