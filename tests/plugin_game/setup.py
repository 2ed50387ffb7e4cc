"""Nim's set-up model (what Set Up Position edits): heap sizes and the side to move.

Like a built-in game's ``games/<game>/setup.py``: it lists why a set-up is no position to play
on as ``SetupProblem`` codes and facts (the editor words them), writes the position string and
reads it back with the game's own reader.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from morra_suite.core.errors import SetupProblem
from tests.plugin_game.nim import HEAP_LETTERS, NimRules, NimState, parse_position


class NimSetupIssue(Enum):
    OVER_START = "over start"  # heap, size, most: more counters than the heap starts with
    GAME_OVER = "game over"  # every heap is empty: nothing is left to play


@dataclass
class NimSetup:
    rules: NimRules
    heaps: list[int] = field(default_factory=list)
    to_move: int = 0

    @classmethod
    def from_state(cls, state: NimState) -> NimSetup:
        return cls(state.rules, list(state.heaps), state.to_move)

    def findings(self) -> list[SetupProblem]:
        problems = []
        for heap, (size, most) in enumerate(zip(self.heaps, self.rules.start, strict=True)):
            if size > most:
                letter = HEAP_LETTERS[heap]
                problems.append(
                    SetupProblem(
                        NimSetupIssue.OVER_START,
                        f"heap {letter} holds {size}, more than its {most} at the start",
                        {"heap": letter, "size": size, "most": most},
                    )
                )
        if not any(self.heaps):
            problems.append(SetupProblem(NimSetupIssue.GAME_OVER, "every heap is empty"))
        return problems

    def position(self) -> str:
        return NimState(self.rules, tuple(self.heaps), self.to_move).position()

    def state(self) -> NimState:
        return parse_position(self.position())
