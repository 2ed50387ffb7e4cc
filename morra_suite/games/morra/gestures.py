"""What a Morra board asks the rules about a click, and the round a choice would play.

Gestures sit on top of the state: they import it and are never imported by it (the round's trace
a state carries is ``summary.py``, below the state). ``choice_at_field`` says which start choice
a click on the board makes, ``choice_text`` how a choice is written on a card, ``round_summary``
what a joint choice would play from a position (checked like ``play``).
"""

from __future__ import annotations

from typing import Any

from morra_suite.games.morra.layout import Field, Layout
from morra_suite.games.morra.moves import JointChoice
from morra_suite.games.morra.state import MorraState
from morra_suite.games.morra.summary import RoundSummary

__all__ = ["choice_at_field", "choice_text", "round_summary"]


def round_summary(before: MorraState, move: JointChoice | str) -> RoundSummary:
    """The summary of the round ``move`` plays from ``before`` (checked like ``play``)."""
    summary = before.play(move).last_round
    assert summary is not None
    return summary


# Any: a Field or a scene's (ring, number) tuple, read by index and int(); others make no choice
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
