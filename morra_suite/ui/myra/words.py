"""The Myra board's words: prompts, refusals and the other sentences the board says.

Every text is translated where it is said (``QCoreApplication.translate`` with its context, so the
catalogues find it), with the holes named as the player reads them (``e5``); the interpreter and
the rules give only codes, indices and counts.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from morra_suite.core.interpret import Refusal
from morra_suite.games.myra.board import NAMES
from morra_suite.games.myra.gestures import RefusalCode
from morra_suite.games.myra.interpret import Gesture, Stage
from morra_suite.games.myra.pieces import Piece
from morra_suite.ui.plurals import english


def piece_words(piece: Piece, hole: int, names: Sequence[str]) -> str:
    """A piece in words, for its tooltip: "Red troop of 3 on c4"."""
    colour = names[piece.player] if piece.player < len(names) else str(piece.player + 1)
    if piece.is_queen:
        text = QCoreApplication.translate("MyraScene", "{colour} queen on {hole}")
    elif piece.is_fortress:
        text = QCoreApplication.translate("MyraScene", "{colour} fortress (5) on {hole}")
    elif piece.size == 1:
        text = QCoreApplication.translate("MyraScene", "{colour} soldier on {hole}")
    else:
        text = QCoreApplication.translate("MyraScene", "{colour} troop of {n} on {hole}")
    return text.format(colour=colour, hole=NAMES[hole], n=piece.size)


def waiting(colour: str) -> str:
    """The prompt while someone else (a computer, a remote player) is to move."""
    return QCoreApplication.translate("MyraBoardView", "{colour} to move: waiting…").format(
        colour=colour
    )


def game_over() -> str:
    return QCoreApplication.translate("MyraBoardView", "The game is over.")


def cursor_on(hole: int, prompt_text: str) -> str:
    """Where the keyboard cursor is, and what to do."""
    return QCoreApplication.translate(
        "MyraBoardView", "Cursor on {hole}: Space clicks it. {prompt}"
    ).format(hole=NAMES[hole], prompt=prompt_text)


def not_your_turn() -> str:
    return QCoreApplication.translate("MyraBoardView", "It is not your turn.")


def cannot_play(text: str, reason: str) -> str:
    """A typed move the rules refused, and why."""
    return QCoreApplication.translate("MyraBoardView", "Cannot play “{text}”: {reason}").format(
        text=text, reason=reason
    )


def prompt(fb: Gesture, colour: str) -> str:
    """What the player is asked to do now, in words (the gesture so far, ``colour`` the player's
    name)."""
    stage = fb.stage
    if stage is Stage.SELECT:
        if fb.producible:
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour}: click a troop to move it, or an empty hole next to your queen to "
                "produce a soldier.",
            ).format(colour=colour)
        return QCoreApplication.translate(
            "MyraBoardView", "{colour}: click a troop to move it."
        ).format(colour=colour)
    if stage is Stage.TARGET:
        hole = NAMES[fb.path[0]]
        if fb.size == 0:
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour}: click where the queen on {hole} goes (click it again to cancel).",
            ).format(colour=colour, hole=hole)
        if fb.size == 1 and fb.can_chain:
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour}: click where the soldier on {hole} goes, or the next single "
                "soldier to chain up (click it again to cancel).",
            ).format(colour=colour, hole=hole)
        if fb.size == 1:
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour}: click where the soldier on {hole} goes (click it again to cancel).",
            ).format(colour=colour, hole=hole)
        if not fb.can_move_whole:  # a fortress, or a troop walled in for all its balls
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour}: click where some of the {n} soldiers on {hole} go (click it again to "
                "cancel).",
            ).format(colour=colour, n=fb.size, hole=hole)
        return QCoreApplication.translate(
            "MyraBoardView",
            "{colour}: click where the troop of {n} on {hole} goes, all of it or some of its "
            "soldiers (click it again to cancel).",
        ).format(colour=colour, n=fb.size, hole=hole)
    if stage is Stage.CHAIN:
        return QCoreApplication.translate(
            "MyraBoardView",
            "{colour}: chain {line}: click the next single soldier, or click {last} again "
            "(or press Enter) to collect them on {last}.",
        ).format(colour=colour, line=" > ".join(NAMES[x] for x in fb.path), last=NAMES[fb.path[-1]])
    if stage is Stage.UNCHAIN:
        return QCoreApplication.translate(
            "MyraBoardView", "{colour}: unchain {line}: click the next empty hole ({k} more)."
        ).format(colour=colour, line=" ~ ".join(NAMES[x] for x in fb.path), k=fb.remaining)
    if stage is Stage.CHOOSE and not any(c.key == "u" for c in fb.choices):
        return QCoreApplication.translate(
            "MyraBoardView",
            "{colour}: how many soldiers go from {frm} to {to}? Click a number or press its key "
            "(Esc cancels).",
        ).format(colour=colour, frm=NAMES[fb.path[0]], to=NAMES[fb.path[-1]])
    if stage is Stage.CHOOSE:
        return QCoreApplication.translate(
            "MyraBoardView",
            "{colour}: how many soldiers go from {frm} to {to}? Click a number or press its key "
            "(U unchains, Esc cancels).",
        ).format(colour=colour, frm=NAMES[fb.path[0]], to=NAMES[fb.path[-1]])
    if stage is Stage.PASS:
        return QCoreApplication.translate(
            "MyraBoardView",
            "{colour} has no legal move: click the board or press Enter to pass.",
        ).format(colour=colour)
    if stage is Stage.DONE:
        return QCoreApplication.translate("MyraBoardView", "{colour} plays {move}.").format(
            colour=colour, move=str(fb.move)
        )
    return QCoreApplication.translate("MyraBoardView", "The game is over.")


def refusal_words(refusal: Refusal | None) -> str:
    """The rules' reason for refusing a click, in words (empty for none)."""
    if refusal is None:
        return ""
    h = tuple(NAMES[x] for x in refusal.fact("holes", ()))
    p = refusal.code
    texts = {
        RefusalCode.ENEMY_PIECE: QCoreApplication.translate("MyraBoardView", "{a} is not yours."),
        RefusalCode.NOT_NEXT_TO_QUEEN: QCoreApplication.translate(
            "MyraBoardView",
            "{a} is empty and not next to your queen on {b}: a soldier can only be produced "
            "next to the queen.",
        ),
        RefusalCode.NO_RESERVE: QCoreApplication.translate(
            "MyraBoardView", "Your reserve is empty: no soldier can be produced on {a}."
        ),
        RefusalCode.NO_QUEEN: QCoreApplication.translate("MyraBoardView", "{a} is empty."),
        RefusalCode.CANNOT_MOVE: QCoreApplication.translate(
            "MyraBoardView", "The piece on {a} has no legal move."
        ),
        RefusalCode.FORTRESS_IMMUNE: QCoreApplication.translate(
            "MyraBoardView", "The fortress on {b} cannot be captured."
        ),
        RefusalCode.FORTRESS_CANNOT_CAPTURE: QCoreApplication.translate(
            "MyraBoardView",
            "A fortress never moves as a whole, so the fortress on {a} cannot capture {b}.",
        ),
        RefusalCode.QUEEN_NEVER_JOINS: QCoreApplication.translate(
            "MyraBoardView", "The queen never joins a troop."
        ),
        RefusalCode.OVER_FIVE: QCoreApplication.translate(
            "MyraBoardView", "{b} would hold more than five balls."
        ),
        RefusalCode.OUT_OF_REACH: QCoreApplication.translate(
            "MyraBoardView",
            "{b} cannot be reached from {a}: a troop of n goes at most n steps through "
            "empty holes.",
        ),
        RefusalCode.NOT_IN_CHAIN: QCoreApplication.translate(
            "MyraBoardView",
            "{a} cannot lengthen the chain: it needs one of your single soldiers next to "
            "{b} (five at most).",
        ),
        RefusalCode.CHAIN_TOO_SHORT: QCoreApplication.translate(
            "MyraBoardView", "A chain needs at least two single soldiers."
        ),
        RefusalCode.NOT_IN_UNCHAIN: QCoreApplication.translate(
            "MyraBoardView",
            "{a} cannot take the next ball: it must be an empty hole next to {b} from which "
            "the rest can still be laid out.",
        ),
    }
    text = texts.get(p, "") if isinstance(p, RefusalCode) else ""
    return text.format(a=h[0] if h else "", b=h[1] if len(h) > 1 else "")


class MyraCounts(QObject):
    """Myra's counted words in each language's plural form ("1 soldier on the board", "1 Soldat
    auf dem Brett"; the side panel said "1 Soldaten"): lupdate reads plural forms from
    ``self.tr`` calls only."""

    def soldiers_on_board(self, n: int) -> str:
        return english(self.tr("%n soldier(s) on the board", "", n), n)
