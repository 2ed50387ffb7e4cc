"""The mill board's words: what to do next, why a click was refused, whose turn it is.

The rules and the interpreter answer with codes and facts (``MillPrompt``, a ``Refusal`` with its
``MillIllegal`` code); this module alone turns them into sentences, in the user's language. The
texts keep the board view's translation context (``MillBoardView``), so the catalogues find them
where they always were.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication

from morra_suite.core.interpret import Refusal
from morra_suite.games.mill.board import point_name
from morra_suite.games.mill.interpret import MillPrompt
from morra_suite.games.mill.state import MillIllegal


def colour(player: int) -> str:
    """A side's colour, as the trays and the prompts name it."""
    if player == 0:
        return QCoreApplication.translate("MillBoardView", "White")
    return QCoreApplication.translate("MillBoardView", "Black")


def captured(player: int, count: int) -> str:
    """The tooltip of the pieces ``player`` has taken (worded without a plural form)."""
    return (
        QCoreApplication.translate("MillBoardView", "Pieces taken by %1: %2")
        .replace("%1", colour(player))
        .replace("%2", str(count))
    )


def game_over() -> str:
    return QCoreApplication.translate("MillBoardView", "The game is over.")


def waiting_for(player: int) -> str:
    """The prompt while the board takes no input (a computer or a remote player moves)."""
    return QCoreApplication.translate("MillBoardView", "%1 to move…").replace("%1", colour(player))


def prompt_text(prompt: MillPrompt, player: int, selected: int | None, flying: bool) -> str:
    """What ``player`` should do next (the interpreter's ``prompt``); ``selected`` is the piece
    chosen to move, ``flying`` whether it may go anywhere."""
    texts = {
        MillPrompt.PLACE: QCoreApplication.translate("MillBoardView", "%1: place a piece"),
        MillPrompt.PLACE_OR_MOVE: QCoreApplication.translate(
            "MillBoardView", "%1: place a piece, or move one"
        ),
        MillPrompt.CHOOSE_PIECE: QCoreApplication.translate(
            "MillBoardView", "%1: choose a piece to move"
        ),
        MillPrompt.CHOOSE_TARGET: (
            QCoreApplication.translate("MillBoardView", "%1: choose where %2 flies")
            if flying
            else QCoreApplication.translate("MillBoardView", "%1: choose where %2 goes")
        ),
        MillPrompt.REMOVE: QCoreApplication.translate(
            "MillBoardView", "%1: choose a piece to remove (Esc takes the move back)"
        ),
        MillPrompt.REMOVE_OWED: QCoreApplication.translate(
            "MillBoardView", "%1: the rules give you a removal: choose one of %3's pieces"
        ),
        MillPrompt.REMOVE_OWN: QCoreApplication.translate(
            "MillBoardView", "%1: the rules take one of your pieces: choose which"
        ),
        MillPrompt.PASS: QCoreApplication.translate(
            "MillBoardView", "%1 cannot move: click the board to pass"
        ),
        MillPrompt.NONE: "",
    }
    name = point_name(selected) if selected is not None else ""
    return (
        texts[prompt]
        .replace("%1", colour(player))
        .replace("%2", name)
        .replace("%3", colour(1 - player))
    )


def no_input(game_is_over: bool) -> str:
    """Why a click does nothing while the board takes no input."""
    if game_is_over:
        return QCoreApplication.translate(
            "MillBoardView", "The game is over: start a new one from the Game menu."
        )
    return QCoreApplication.translate("MillBoardView", "Wait: it is not your turn to play.")


def tray_clicked() -> str:
    return QCoreApplication.translate(
        "MillBoardView", "Click an empty point to place a piece there."
    )


def cursor_on(point: int, prompt: str) -> str:
    """The status line as the keyboard cursor moves: where it is, and what to do."""
    return (
        QCoreApplication.translate("MillBoardView", "Cursor on %1. %2")
        .replace("%1", point_name(point))
        .replace("%2", prompt)
    )


def _name(point: int | None) -> str:
    return point_name(point) if point is not None and 0 <= point < 49 else ""


def refusal_text(refusal: Refusal) -> str:
    """``refusal`` (the rules' code and facts) in words, in the player's language."""
    code = refusal.code
    name, source = _name(refusal.where), _name(refusal.fact("source"))
    mover = refusal.fact("mover", 0)
    opponent = 1 - mover
    owner = refusal.fact("owner")
    if owner is None:
        owner = opponent
    if code is MillIllegal.NOT_ADJACENT:
        flying_at = refusal.fact("flying_at")
        if flying_at is None:
            text = QCoreApplication.translate(
                "MillBoardView", "%1 is not next to %2, and pieces do not fly in this game."
            )
        else:
            text = QCoreApplication.translate(
                "MillBoardView",
                "%1 is not next to %2; with %3 pieces you cannot fly yet (only with %4).",
            )
        return (
            text.replace("%1", name)
            .replace("%2", source)
            .replace("%3", str(refusal.fact("pieces", 0)))
            .replace("%4", str(flying_at))
        )
    texts: dict[Enum, str] = {
        MillIllegal.NOT_OWN_PIECE: QCoreApplication.translate(
            "MillBoardView", "%1 is a piece of %2's: choose one of your own."
        ),
        MillIllegal.NOTHING_IN_HAND: QCoreApplication.translate(
            "MillBoardView",
            "%1 is empty and you have no pieces left to place: choose one of your pieces.",
        ),
        MillIllegal.OCCUPIED: QCoreApplication.translate("MillBoardView", "%1 is taken."),
        MillIllegal.MUST_PLACE: QCoreApplication.translate(
            "MillBoardView", "You still have pieces to place: put one on an empty point first."
        ),
        MillIllegal.PIECE_BLOCKED: QCoreApplication.translate(
            "MillBoardView", "The piece on %1 cannot move: every point next to it is taken."
        ),
        MillIllegal.PROTECTED_PIECE: QCoreApplication.translate(
            "MillBoardView",
            "%1 stands in a mill; you may take it only when every piece of %2's stands in one.",
        ),
        MillIllegal.REMOVE_OWN: QCoreApplication.translate(
            "MillBoardView", "%1 is your own piece: remove one of %2's."
        ),
        MillIllegal.REMOVE_EMPTY: QCoreApplication.translate(
            "MillBoardView", "%1 is empty: choose a piece of %2's."
        ),
        MillIllegal.MUST_REMOVE: QCoreApplication.translate(
            "MillBoardView", "This move takes no more pieces."
        ),
        MillIllegal.NOT_A_POINT: QCoreApplication.translate(
            "MillBoardView", "That is not a point of this board."
        ),
        MillIllegal.GAME_OVER: QCoreApplication.translate("MillBoardView", "Nothing to play now."),
        MillIllegal.MUST_PASS: QCoreApplication.translate(
            "MillBoardView", "No piece can move: click the board to pass."
        ),
    }
    text = texts.get(
        code, QCoreApplication.translate("MillBoardView", "That move is not allowed here.")
    )
    if code in (MillIllegal.REMOVE_OWN, MillIllegal.REMOVE_EMPTY):
        owner = opponent  # the side whose piece is to go
    return text.replace("%1", name).replace("%2", colour(owner))
