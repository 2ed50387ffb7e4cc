"""Setting up a Morra position by hand: both stones on any fields and the next round.

The round's number says whose stone is at stake (the player who begins has the odd rounds), so
the set-up chooses the round and the stone follows. As for the other games the set-up writes the
position string and asks the rules' ``parse_position`` (which refuses both stones in the centre,
a round beyond the limit, stones off the outermost ring before the first round, a round that is
not the stated stone's); the only check it adds is that the game still goes on: a stone in the
centre has won, and a round past the limit is a draw.

Pure Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from morra_suite.core.errors import PositionError, SetupError, SetupProblem
from morra_suite.games.morra.layout import Field, Layout
from morra_suite.games.morra.rules import MorraRules
from morra_suite.games.morra.state import PLAYER_NAMES, MorraState, parse_position


class MorraSetupIssue(Enum):
    """Why a set-up is no position to play on, besides the reader's ``MorraImpossible`` codes:
    ``SetupProblem.code``, with the facts named in the comments."""

    UNREADABLE = "unreadable"  # reason: the reader's English words (not reached by the editor)
    STONE_IN_CENTRE = "stone in centre"  # winner: that stone has won
    PAST_LIMIT = "past limit"  # round, limit: the game is drawn


@dataclass
class MorraSetup:
    """What the set-up dialog edits: the two stones' fields (``None``: before the start choice)
    and the number of the next round."""

    layout: Layout
    rules: MorraRules
    stones: list[Field] | None = None
    round: int = 1

    @classmethod
    def from_state(cls, state: MorraState) -> MorraSetup:
        stones = None if state.stones is None else list(state.stones)
        return cls(state.layout, state.rules, stones, state.round)

    def set_stone(self, player: int, where: Field) -> None:
        """Puts ``player``'s stone on ``where`` (the other one on its start field if it had
        none yet)."""
        if not self.layout.contains(where):
            raise ValueError(f"{where} is not a field of layout {self.layout.name!r}")
        if self.stones is None:
            self.stones = [Field(0, 0), Field(0, 0)]
        self.stones[player] = where

    def set_round(self, number: int) -> None:
        if number < 1:
            raise ValueError(f"round {number}: rounds count from 1")
        self.round = number

    @property
    def next_stone(self) -> int:
        """The stone at stake in the next round: the player who begins has the odd rounds."""
        return (self.round - 1) % 2

    def position(self) -> str:
        parts = [self.layout.name]
        if self.stones is None:
            parts.append("setup")
        else:
            parts += [
                f"a:{self.layout.field_text(self.stones[0])}",
                f"b:{self.layout.field_text(self.stones[1])}",
                f"next:{PLAYER_NAMES[self.next_stone]}",
                f"round:{self.round}",
            ]
        return " ".join(parts + self.rules.tokens())

    def problems(self) -> list[str]:
        """Every reason the set-up is no position to play on from, in English (``findings``
        gives the same with codes and facts)."""
        return [problem.text for problem in self.findings()]

    def findings(self) -> list[SetupProblem]:
        """Why the set-up is no position to play on from; empty when it is one."""
        try:
            state = parse_position(self.position(), self.layout)
        except PositionError as error:
            return [SetupProblem.of(error, MorraSetupIssue.UNREADABLE)]
        if state.winner is not None:
            return [
                SetupProblem(
                    MorraSetupIssue.STONE_IN_CENTRE,
                    f"the game is over: stone {PLAYER_NAMES[state.winner]} is in the centre",
                    {"winner": state.winner},
                )
            ]
        if state.is_game_over():
            return [
                SetupProblem(
                    MorraSetupIssue.PAST_LIMIT,
                    f"the game is over: round {self.round} is past the limit",
                    {"round": self.round, "limit": self.rules.round_limit},
                )
            ]
        return []

    def state(self) -> MorraState:
        problems = self.findings()
        if problems:
            raise SetupError(self.position(), problems)
        return parse_position(self.position(), self.layout)


__all__ = ["MorraSetup", "MorraSetupIssue", "SetupError", "SetupProblem"]
