"""Edit › Copy Position, Paste Position and Set Up Position…: a position in and out of the window
(a game's own formats come through its kit: the mill's Sanmill FEN is ``ui.mill.sanmill_action``).

Each takes the window's ``Host`` (``ui.window.host``). Pasting or setting up starts a game from that
position with the players of the game before it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from morra_suite.ui.window.host import Host


def copy_position(host: Host) -> None:
    from PySide6.QtGui import QGuiApplication

    if not host.session.has_game:
        return
    text = host.session.shown_state().position()
    QGuiApplication.clipboard().setText(text)
    host.set_status(
        QCoreApplication.translate("MainWindow", "Position copied: %1").replace("%1", text)
    )


def paste_position(host: Host) -> None:
    """Edit › Paste Position: plays on from the position on the clipboard (what Copy
    Position writes; for the mill games also a Sanmill FEN), read under this game's rules."""
    from PySide6.QtGui import QGuiApplication

    from morra_suite.ui.dialogs.setup_dialog import pasted_position

    if not host.session.has_game or host.session.key is None:
        return
    text = QGuiApplication.clipboard().text()
    try:
        start = pasted_position(host.session.key, text, host.session.shown_state())
    except ValueError as exc:
        reason = str(getattr(exc, "reason", exc))
        host.set_status(
            QCoreApplication.translate("MainWindow", "The clipboard holds no position: %1").replace(
                "%1", reason
            )
        )
        return
    play_on_from(host, start)


def set_up_position(host: Host) -> Any:
    """Edit › Set Up Position…: the set-up dialog over the position shown (not blocking);
    accepting it plays on from the set-up with the same players. Returns the dialog."""
    from morra_suite.ui.dialogs.setup_dialog import SetupDialog

    key = host.session.key
    if not host.session.has_game or key is None:
        return None
    state = host.session.shown_state()
    from morra_suite.ui.kits import get_kit

    names = get_kit(key).colour_names(state.num_players)
    dialog = SetupDialog(key, state, names, host.widget())
    dialog.accepted.connect(lambda: play_on_from(host, dialog.result_state()))
    host.open_dialog(dialog)
    return dialog


def play_on_from(host: Host, start: Any) -> None:
    """A game from ``start`` (set up or pasted) with the players of the game before it, once
    the game it replaces may go (saved, or let go by the user: ``UnsavedGuard``)."""
    if start is None:
        return
    host.guard_unsaved(lambda: _install(host, start))


def _install(host: Host, start: Any) -> None:
    session = host.session
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
