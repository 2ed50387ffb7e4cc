"""Edit › Copy Position, Copy Position as Sanmill FEN, Paste Position and Set Up Position…: a
position in and out of the window.

Each takes the window's ``Host`` (``ui.host``). Pasting or setting up starts a game from that
position with the players of the game before it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.host import Host


def copy_position(host: Host) -> None:
    from PySide6.QtGui import QGuiApplication

    if not host.session.has_game:
        return
    text = host.session.shown_state().position()
    QGuiApplication.clipboard().setText(text)
    host.set_status(
        QCoreApplication.translate("MainWindow", "Position copied: %1").replace("%1", text)
    )


# the last position written as a FEN: (game, state, FEN or None, the reason it has none)
_written: tuple[object, object, str | None, str] | None = None


def sanmill_fen_of(session: GameSession | None) -> tuple[str | None, str]:
    """The position on the board as Sanmill's FEN, or ``None`` and why not (in the user's
    language). A game offers the FEN by its description's ``sanmill_fen`` (the mill games);
    the reasons it gives are marked for translation in the context "GameRules".

    Written once per position shown: the action's enabled state and its status tip (both
    evaluated once per change) and a copy all ask for the same position's FEN."""
    global _written
    if session is None or not session.has_game or session.game is None:
        return None, QCoreApplication.translate("MainWindow", "No game is on.")
    writer = getattr(session.game, "sanmill_fen", None)
    if writer is None:
        return None, QCoreApplication.translate("MainWindow", "This game has no Sanmill FEN.")
    state = session.shown_state()
    if _written is not None and _written[0] is session.game and _written[1] is state:
        return _written[2], _written[3]
    fen, why = _write_fen(writer, state)
    _written = (session.game, state, fen, why)
    return fen, why


def _write_fen(writer: Any, state: Any) -> tuple[str | None, str]:
    try:
        return writer(state), ""
    except ValueError as error:
        reason = getattr(error, "reason", str(error))
        why = QCoreApplication.translate("GameRules", reason)
        return None, QCoreApplication.translate(
            "MainWindow", "Sanmill's FEN cannot hold this position: %1"
        ).replace("%1", why)


def can_copy_sanmill_fen(session: GameSession | None) -> bool:
    """Edit › Copy Position as Sanmill FEN is on: the position can be written so."""
    return sanmill_fen_of(session)[0] is not None


def sanmill_fen_tip(session: GameSession | None) -> str:
    """The status tip of the action: what it copies, or why it cannot."""
    fen, why = sanmill_fen_of(session)
    if fen is None:
        return why
    return QCoreApplication.translate(
        "MainWindow", "Copies the position as the Sanmill program writes it (its FEN)."
    )


def copy_sanmill_fen(host: Host) -> None:
    from PySide6.QtGui import QGuiApplication

    fen, why = sanmill_fen_of(host.session)
    if fen is None:
        host.set_status(why)
        return
    QGuiApplication.clipboard().setText(fen)
    host.set_status(
        QCoreApplication.translate("MainWindow", "Sanmill FEN copied: %1").replace("%1", fen)
    )


def paste_position(host: Host) -> None:
    """Edit › Paste Position: plays on from the position on the clipboard (what Copy
    Position writes; for the mill games also a Sanmill FEN), read under this game's rules."""
    from PySide6.QtGui import QGuiApplication

    from morra_suite.ui.setup_dialog import pasted_position

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
    from morra_suite.ui.setup_dialog import SetupDialog

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
