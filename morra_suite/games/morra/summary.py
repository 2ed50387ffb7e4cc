"""The round that led to a state, as facts: the trace every Morra state carries.

A board must be able to tell a newcomer what just happened ("Round 7 · Red's stone · 2 + 1 = 3 ·
0.3 → 0.6, pushes Blue to 0.7 · Blue follows the white dot to 1.7") and to replay it step by step,
also when it shows a state it did not see arise (an opened game, a move looked at in the list, an
undo). So ``MorraState.play`` hands every new state the ``RoundSummary`` of the round that made it
(``state.last_round``), built from the same ``resolve_round`` trace that play and the solver use;
the board reads it and derives nothing itself.

The summary is provenance, not position: it takes no part in equality, hashing or the position
string, so two states at the same position stay equal whatever way they were reached. It is built
from the facts of the position before (not the state itself), so the state imports this module
and nothing here imports the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from morra_suite.games.morra.layout import Dot, Field, Layout
from morra_suite.games.morra.moves import JointChoice, Step

__all__ = ["DotColour", "RoundSummary"]


class DotColour(Enum):
    """A dot's colour says where its arrow leads: white one ring inward, black anywhere else."""

    WHITE = "white"
    BLACK = "black"


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """One round (or the start choice) as facts: who was at stake, the hands, every step.

    ``number`` is the round played (1 for the first round), 0 for the start choice. ``before`` is
    ``None`` for the start (the stones came from the players' hands). ``steps`` is the rules'
    trace in order; ``dots`` gives, for each step, the colour of the dot it follows (``None`` for
    a step that follows no dot).
    """

    number: int
    move: JointChoice
    at_stake: int | None
    before: tuple[Field, Field] | None
    after: tuple[Field, Field]
    steps: tuple[Step, ...]
    dots: tuple[DotColour | None, ...]
    winner: int | None

    @classmethod
    def of(
        cls,
        layout: Layout,
        move: JointChoice,
        number: int,
        at_stake: int | None,
        before: tuple[Field, Field] | None,
        after: tuple[Field, Field],
        steps: tuple[Step, ...],
    ) -> RoundSummary:
        """The summary of round ``number`` (0: the start choice) on ``layout``: ``move`` played
        with ``at_stake``'s stone from ``before`` to ``after`` by the trace ``steps`` that play has
        just resolved."""
        dots: list[DotColour | None] = []
        for step in steps:
            if step.kind == "dot" and step.src is not None:
                white = Dot(step.src, step.dst).is_white
                dots.append(DotColour.WHITE if white else DotColour.BLACK)
            else:
                dots.append(None)
        centre = layout.centre
        winner = next((p for p in (0, 1) if after[p] == centre), None)
        return cls(
            number=number,
            move=move,
            at_stake=at_stake,
            before=before,
            after=after,
            steps=steps,
            dots=tuple(dots),
            winner=winner,
        )

    @property
    def is_start(self) -> bool:
        """The start choice: the stones were placed on the chosen fields, nothing was held."""
        return self.move.start

    @property
    def hands(self) -> tuple[int, int]:
        """Both players' choices: hand sizes in a round, start field numbers at the start."""
        return (self.move.a, self.move.b)

    @property
    def total(self) -> int:
        """The fields the stone at stake moved along its ring (0 for the start choice)."""
        return 0 if self.move.start else self.move.a + self.move.b

    def steps_of(self, player: int) -> tuple[Step, ...]:
        """The steps of one stone, in order (what a trail of that stone draws)."""
        return tuple(step for step in self.steps if step.stone == player)

    def moved(self, player: int) -> bool:
        """Whether the round moved this player's stone (a ring move of 0 does not)."""
        return any(step.src != step.dst for step in self.steps_of(player))
