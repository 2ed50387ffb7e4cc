"""Edit › Copy Position as Sanmill FEN: the mill kit's own menu item (``MillKit.extra_actions``).

The position on the board as the Sanmill program writes it (``games.mill.sanmill``), or why it
cannot be (another board, a removal owed, lines spent), said in the action's status tip; with
another game on the board the item is off and says that game has no Sanmill FEN. The window asks
``status`` whenever its actions' predicates are evaluated again, and gets the FEN written once for
both the enabled state and the tip. The reasons the rules give are marked for translation in the
context "GameRules" (``ui.mill.sanmill_words``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from morra_suite.ui.kit_hooks import ExtraAction

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.window.host import Host

__all__ = ["copy_fen_action", "sanmill_fen_of"]


def sanmill_fen_of(session: GameSession | None, key: str) -> tuple[str | None, str]:
    """The position on the board as Sanmill's FEN when game ``key`` (the mill games) is on,
    or ``None`` and why not (in the user's language)."""
    if session is None or not session.has_game or session.game is None:
        return None, QCoreApplication.translate("MainWindow", "No game is on.")
    if session.key != key:
        return None, QCoreApplication.translate("MainWindow", "This game has no Sanmill FEN.")
    from morra_suite.games.mill.sanmill import sanmill_fen

    try:
        return sanmill_fen(session.shown_state()), ""
    except ValueError as error:
        reason = getattr(error, "reason", str(error))
        why = QCoreApplication.translate("GameRules", reason)
        return None, QCoreApplication.translate(
            "MainWindow", "Sanmill's FEN cannot hold this position: %1"
        ).replace("%1", why)


def _status(session: GameSession | None, key: str) -> tuple[bool, str]:
    """Whether the item may run now, and its status tip: what it copies, or why it cannot."""
    fen, why = sanmill_fen_of(session, key)
    if fen is None:
        return False, why
    return True, QCoreApplication.translate(
        "MainWindow", "Copies the position as the Sanmill program writes it (its FEN)."
    )


def _copy(host: Host, key: str) -> None:
    from PySide6.QtGui import QGuiApplication

    fen, why = sanmill_fen_of(host.session, key)
    if fen is None:
        host.set_status(why)
        return
    QGuiApplication.clipboard().setText(fen)
    host.set_status(
        QCoreApplication.translate("MainWindow", "Sanmill FEN copied: %1").replace("%1", fen)
    )


def copy_fen_action(key: str) -> ExtraAction:
    """The item for the kit of game ``key``, in the Edit menu."""
    return ExtraAction(
        "copy_sanmill",
        QCoreApplication.translate("MainWindow", "Copy Position as Sanmill &FEN"),
        lambda host: _copy(host, key),
        menu="edit",
        icon="copy_fen",
        status=lambda session: _status(session, key),
    )
