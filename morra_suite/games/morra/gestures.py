"""What a Morra board asks the rules: the round that led to a state, and what a click chooses.

A board must be able to tell a newcomer what just happened ("Round 7 · Red's stone · 2 + 1 = 3 ·
0.3 → 0.6, pushes Blue to 0.7 · Blue follows the white dot to 1.7") and to replay it step by step,
also when it shows a state it did not see arise (an opened game, a move looked at in the list, an
undo). So ``MorraState.play`` hands every new state the ``RoundSummary`` of the round that made it
(``state.last_round``), built from the same ``resolve_round`` trace that play and the solver use;
the board reads it and derives nothing itself.

The summary is provenance, not position: it takes no part in equality, hashing or the position
string, so two states at the same position stay equal whatever way they were reached.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from morra_suite.games.morra.layout import Dot, Field, Layout

if TYPE_CHECKING:
    from morra_suite.games.morra.state import JointChoice, MorraState, Step

__all__ = ["DotColour", "RoundSummary", "choice_at_field", "choice_text", "round_summary"]


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
        before: MorraState,
        move: JointChoice,
        after: tuple[Field, Field],
        steps: tuple[Step, ...],
    ) -> RoundSummary:
        """The summary of ``before.play(move)``, from the trace play has just resolved."""
        layout = before.layout
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
            number=0 if move.start else before.round,
            move=move,
            at_stake=None if move.start else before.next_stone,
            before=None if move.start else before.stones,
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


def round_summary(before: MorraState, move: JointChoice | str) -> RoundSummary:
    """The summary of the round ``move`` plays from ``before`` (checked like ``play``)."""
    summary = before.play(move).last_round
    assert summary is not None
    return summary


def choice_at_field(state: MorraState, player: int, where: Any) -> int | None:
    """The choice a click on field ``where`` makes for ``player``, or ``None`` if it makes none.

    Only the start choice is made on the board: a legal start field stands for its number. A
    ``where`` that is no field of the board (a scene's ``(ring, number)`` tuple is read too) makes
    no choice.
    """
    if state.phase != "setup":
        return None
    try:
        field = Field(int(where[0]), int(where[1]))
    except (TypeError, ValueError, IndexError):
        return None
    if field not in state.layout.start_fields():
        return None
    return field.number if field.number in state.legal_choices(player) else None


def choice_text(layout: Layout, choice: int, start: bool) -> str:
    """How a choice is written: a start field (``start``) as its field ``0.5``, a hand as ``2``."""
    return layout.field_text(Field(0, choice)) if start else str(choice)
