"""Two tiny games that follow the rules protocol, so the game-neutral controller is tested alone.

They are test fixtures, not products: a take-away game (turns) and a matching-pennies race
(simultaneous choices), each small enough to reason about by hand.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from morra_suite.core import IllegalMoveError, MoveParseError, Outcome
from morra_suite.core.protocol import TurnBased


class Reason(Enum):
    LAST_TAKEN = "took the last stone"
    REACHED = "reached the goal"


@dataclass(frozen=True)
class Pile(TurnBased):
    """Players take 1 or 2 stones in turn; whoever takes the last stone wins."""

    stones: int = 7
    to_move: int = 0
    num_players: int = 2

    def legal_moves(self) -> tuple[int, ...]:
        if self.stones == 0:
            return ()
        return tuple(n for n in (1, 2) if n <= self.stones)

    def parse_move(self, text: str) -> int:
        if not text.isdigit():
            raise MoveParseError(text, "not a number")
        return int(text)

    def play(self, move: int | str) -> Pile:
        if isinstance(move, str):
            move = self.parse_move(move)
        if move not in self.legal_moves():
            raise IllegalMoveError(move, f"take 1 or 2 of {self.stones}")
        return Pile(self.stones - move, 1 - self.to_move)

    def outcome(self) -> Outcome | None:
        if self.stones == 0:
            return Outcome(1 - self.to_move, Reason.LAST_TAKEN)
        return None

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    def position(self) -> str:
        return f"{self.stones} {self.to_move}"


@dataclass(frozen=True)
class Race:
    """Both players show 0 or 1 at once; equal hands move player 0 on, different ones player 1."""

    steps: tuple[int, int] = (0, 0)
    goal: int = 3
    to_move: int = 0
    num_players: int = 2

    def legal_moves(self) -> tuple[tuple[int, int], ...]:
        if self.outcome() is not None:
            return ()
        return ((0, 0), (0, 1), (1, 0), (1, 1))

    def parse_move(self, text: str) -> tuple[int, int]:
        a, b = text.split(",")
        return int(a), int(b)

    def play(self, move) -> Race:
        if isinstance(move, str):
            move = self.parse_move(move)
        if move not in self.legal_moves():
            raise IllegalMoveError(move, "hands are 0 or 1")
        winner = 0 if move[0] == move[1] else 1
        steps = list(self.steps)
        steps[winner] += 1
        return Race(tuple(steps), self.goal)

    def outcome(self) -> Outcome | None:
        for player, step in enumerate(self.steps):
            if step >= self.goal:
                return Outcome(player, Reason.REACHED)
        return None

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    def position(self) -> str:
        return f"{self.steps}"

    # both players choose at once: the state protocol's joint round
    def choosers(self) -> tuple[int, ...]:
        return () if self.is_game_over() else (0, 1)

    def legal_choices(self, player: int) -> tuple[int, ...]:
        return (0, 1) if player in self.choosers() else ()

    def joint_move(self, choices: Mapping[int, int]) -> tuple[int, int]:
        if set(choices) != {0, 1} or not {choices[0], choices[1]} <= {0, 1}:
            raise IllegalMoveError(dict(choices), "both players show 0 or 1")
        return (choices[0], choices[1])

    def play_joint(self, choices: Mapping[int, int]) -> Race:
        return self.play(self.joint_move(choices))


class FirstMove:
    """A computer that takes the first legal choice."""

    def choose(self, state, player, cancelled):
        return state.legal_choices(player)[0]


class Fixed:
    """A computer that always answers the same (a Race hand, say)."""

    def __init__(self, answer) -> None:
        self.answer = answer

    def choose(self, state, player, cancelled):
        return self.answer


class Broken:
    def choose(self, state, player, cancelled):
        raise RuntimeError("boom")


first_move = FirstMove()


class SlowPlayer:
    """Waits until released or cancelled; records whether it saw the cancellation."""

    def __init__(self, move=None) -> None:
        self.release = threading.Event()
        self.saw_cancel = threading.Event()
        self.started = threading.Event()
        self.move = move

    def choose(self, state, player, cancelled):
        self.started.set()
        while not self.release.wait(0.005):
            if cancelled():
                self.saw_cancel.set()
                return None
        return self.move if self.move is not None else state.legal_moves()[0]
