"""The words of the mill rules as enums: phases, why a game ended, why a move or a position is
refused. Kept apart so the move values, the state, the gestures and the words of the UI can all
name them without importing each other."""

from __future__ import annotations

from enum import Enum, StrEnum


class MillPhase(StrEnum):
    """A player's phase. A ``StrEnum``, so it equals the word it was before (``"placing"``) and
    callers that compare or store the words keep working."""

    PLACING = "placing"
    MOVING = "moving"
    FLYING = "flying"


PLACING, MOVING, FLYING = MillPhase.PLACING, MillPhase.MOVING, MillPhase.FLYING
COLOUR_LETTERS = ("w", "b")


class MillTermination(Enum):
    """Why a mill game ended."""

    LINE_FORMED = "line formed"  # Three Men's Morris: three in a line wins
    TWO_PIECES = "two pieces left"
    BLOCKED = "blocked"  # the player to move cannot move (and the rules do not let them pass)
    FULL_BOARD = "full board"
    REPETITION = "threefold repetition"
    NO_REMOVAL_LIMIT = "no removal limit"
    ENDGAME_LIMIT = "endgame limit"


class MillImpossible(Enum):
    """Why a well-written position string is no position of its rules: ``PositionError.code``
    (the facts are in ``PositionError.facts``)."""

    TOO_MANY_PIECES = "too many pieces"  # player, total, allowed: on the board and in hand


class MillIllegal(Enum):
    """Why a mill move is refused: ``IllegalMoveError.code`` (the English text is its
    ``reason``)."""

    GAME_OVER = "game over"
    PASS_NOT_ALLOWED = "pass not allowed"  # a piece can still move
    MUST_PASS = "must pass"  # nothing can move and the rules let the player pass
    NOT_A_POINT = "not a point"  # of this board
    OCCUPIED = "occupied"  # the destination is not empty
    NOTHING_IN_HAND = "nothing in hand"  # a placement with no piece left in hand
    MUST_PLACE = "must place"  # pieces still in hand (and no move while placing)
    NOT_OWN_PIECE = "not own piece"
    NOT_ADJACENT = "not adjacent"  # a step to a point that is not connected, and no flying
    NOT_LEGAL = "not legal"  # any other move that is not among the legal ones
    NO_MILL_CLOSED = "no mill closed"  # a removal written after a move that closes no mill
    MUST_REMOVE = "must remove"  # a mill closed without its removals (or with too many)
    PROTECTED_PIECE = "protected piece"  # the removed piece stands in a mill
    REMOVAL_DUE = "removal due"  # the rules owe a removal turn first (a full board, a block...)
    # Refusals of a person's clicks (``start_refusal``, ``PendingMove.remove``), not of a move
    # text: a piece chosen that has nowhere to go, a removal clicked on nothing or on one's own.
    PIECE_BLOCKED = "piece blocked"  # the own piece chosen has no empty point to go to
    REMOVE_EMPTY = "remove empty"  # the point chosen for removal is empty
    REMOVE_OWN = "remove own"  # the piece chosen for removal is the mover's own
