"""Errors of the rules layer.

Every error is a ``ValueError`` (as python-chess does it) so that a caller that only wants to know
"was that input bad?" catches one type, while the message always names the offending text and why.
"""

from __future__ import annotations

from enum import Enum
from typing import Any


class IllegalMoveError(ValueError):
    """A well-formed move that the rules do not allow in this position.

    ``reason`` is the English sentence (status bar, refused records); ``code`` is the game's enum
    member for the same reason (``MillIllegal.NOT_ADJACENT``), so a board or a test can tell the
    reasons apart without reading words, and the UI can say them in the user's language.
    """

    def __init__(self, move: Any, reason: str, code: Enum | None = None) -> None:
        self.move = move
        self.reason = reason
        self.code = code
        super().__init__(f"illegal move {move}: {reason}")


class JointIllegal(Enum):
    """Why ``play_joint``/``joint_move`` of a turn game (``core.protocol.TurnBased``) refuses."""

    GAME_OVER = "game over"
    WRONG_CHOOSERS = "wrong choosers"  # not exactly the player to move chose


class MoveParseError(ValueError):
    """Text that is not a move in the game's notation at all."""

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"cannot read move {text!r}: {reason}")


class PositionError(ValueError):
    """A position string that cannot be read or describes an impossible position."""

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"bad position {text!r}: {reason}")


class RecordError(ValueError):
    """A game record that cannot be read or replayed; names the move number where it broke."""

    def __init__(self, reason: str, move_number: int | None = None) -> None:
        self.reason = reason
        self.move_number = move_number
        where = f" at move {move_number}" if move_number is not None else ""
        super().__init__(f"bad game record{where}: {reason}")
