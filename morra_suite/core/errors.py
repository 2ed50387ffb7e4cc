"""Errors of the rules layer.

Every error is a ``ValueError`` (as python-chess does it) so that a caller that only wants to know
"was that input bad?" catches one type, while the message always names the offending text and why.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any


class IllegalMoveError(ValueError):
    """A well-formed move that the rules do not allow in this position.

    ``reason`` is the English sentence (status bar, refused records); ``code`` is the game's enum
    member for the same reason (``MillIllegal.NOT_ADJACENT``), so a board or a test can tell the
    reasons apart without reading words, and the UI can say them in the user's language.
    """

    # Any: the move refused, of whatever game refused it (or its text)
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
    """A position string that cannot be read or describes an impossible position.

    ``reason`` is the English sentence. Where the position is well written but impossible (what a
    set-up by hand can produce), ``code`` names the reason (a game's enum member) and ``facts``
    hold what the sentence is made of, so the UI can say it in the user's language; a text that
    is no position at all (a typo) has no code, and its English reason names the text.
    """

    def __init__(
        self,
        text: str,
        reason: str,
        code: Enum | None = None,
        # Any: a fact is what the rules name for the words (a count, a point, a player)
        facts: Mapping[str, Any] | None = None,
    ) -> None:
        self.text = text
        self.reason = reason
        self.code = code
        self.facts: Mapping[str, Any] = MappingProxyType(dict(facts or {}))  # Any: as ``facts``
        shown = text if len(text) <= 80 else text[:80] + "…"  # a 10 MB paste is not repeated
        super().__init__(f"bad position {shown!r}: {reason}")


@dataclass(frozen=True)
class SetupProblem:
    """One reason a position set up by hand is no position a game can go on from.

    ``code`` is the game's enum member, ``facts`` the numbers and players the sentence needs,
    ``text`` the English sentence (messages, logs, tests). The set-up dialog says ``code`` and
    ``facts`` in the user's language; the pure layers never translate.
    """

    code: Enum
    text: str
    # Any: as ``IllegalMoveError.facts``
    facts: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text

    @classmethod
    def of(cls, error: PositionError, unreadable: Enum) -> SetupProblem:
        """The problem a reader's ``error`` states: its own code, or ``unreadable`` (with the
        English reason as the fact ``reason``) for a text that is no position at all."""
        if error.code is not None:
            return cls(error.code, error.reason, dict(error.facts))
        return cls(unreadable, error.reason, {"reason": error.reason})


class SetupError(PositionError):
    """A set-up that is no position a game can go on from; ``problems`` lists every reason
    (``reasons``: their English sentences)."""

    def __init__(self, text: str, problems: Sequence[SetupProblem]) -> None:
        self.problems = tuple(problems)
        self.reasons = tuple(p.text for p in self.problems)
        super().__init__(text, "; ".join(self.reasons))


class RecordError(ValueError):
    """A game record that cannot be read or replayed; names the move number where it broke."""

    def __init__(self, reason: str, move_number: int | None = None) -> None:
        self.reason = reason
        self.move_number = move_number
        where = f" at move {move_number}" if move_number is not None else ""
        super().__init__(f"bad game record{where}: {reason}")
