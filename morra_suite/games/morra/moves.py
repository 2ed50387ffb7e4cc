"""Morra's move values and the one resolution of a round, below the state.

``JointChoice`` is both players' secret choices revealed together (one move); ``Step`` one
elementary movement of a stone. A round is resolved by ``resolve_round``, a pure function that
returns every elementary step (along the ring, along a dot, a push) as well as where the stones
end. ``MorraState.play``, ``trace``, the round's summary and the solver's tables all call it, so an
animation, a game and the game theory cannot disagree. The module knows no state: the state
imports it, never the reverse.
"""

from __future__ import annotations

from dataclasses import dataclass

from morra_suite.games.morra.layout import Field, Layout
from morra_suite.games.morra.rules import PushRule

__all__ = ["JointChoice", "RoundResult", "Step", "resolve_round"]


@dataclass(frozen=True, slots=True)
class JointChoice:
    """Both players' secret choices of one step, revealed together: ``a`` is player 0's.

    In the setup (``start=True``) the choices are field numbers of the outermost ring and the text
    is ``0.5/0.3``; in a round they are hand sizes and the text is ``2/3``.
    """

    a: int
    b: int
    start: bool = False

    def __str__(self) -> str:
        if self.start:
            return f"0.{self.a}/0.{self.b}"
        return f"{self.a}/{self.b}"

    def of(self, player: int) -> int:
        return self.b if player else self.a


@dataclass(frozen=True, slots=True)
class Step:
    """One elementary movement of a stone, in the order the rules make it.

    ``kind`` is ``"start"`` (placed at the setup; ``src`` is ``None``), ``"ring"`` (clockwise
    along its ring by the round's total), ``"dot"`` (along a dot to the next ring) or ``"push"``
    (pushed by the other stone). ``distance`` is the number of fields moved clockwise along the
    ring (a full lap and more are possible), 0 for dots and outward pushes.
    """

    stone: int
    src: Field | None
    dst: Field
    kind: str
    distance: int = 0


@dataclass(frozen=True, slots=True)
class RoundResult:
    stones: tuple[Field, Field]
    steps: tuple[Step, ...]
    winner: int | None


def resolve_round(
    layout: Layout, push: PushRule, stones: tuple[Field, Field], stake: int, total: int
) -> RoundResult:
    """Moves the stone ``stake`` by ``total`` and applies every dot and push of the round.

    Rulings where the box text is silent (tested one by one in tests/morra/test_rules.py):
    arriving with a total of 0 is arriving again (so a dotted field or the other stone acts);
    after a push the arriving stone follows its dot first, then the pushed stone; a stone follows
    at most one dot per round; a stone carried by a dot onto the other stone pushes it; the first
    stone to reach the centre wins at once and nothing more moves.
    """
    pos = [stones[0], stones[1]]
    dotted = [False, False]
    steps: list[Step] = []
    winner: int | None = None
    centre = layout.centre
    fields = layout.fields

    def push_away(pushed: int) -> None:
        src = pos[pushed]
        if push is PushRule.OUTWARD and src.ring > 0:
            dst = layout.outward(src)
            distance = 0
        else:
            dst = Field(src.ring, (src.number + 1) % fields[src.ring])
            distance = 1
        pos[pushed] = dst
        steps.append(Step(pushed, src, dst, "push", distance))

    def follow(stone: int) -> None:
        if winner is not None or dotted[stone]:
            return
        target = layout.dot_at(pos[stone])
        if target is None:
            return
        dotted[stone] = True
        steps.append(Step(stone, pos[stone], target, "dot"))
        pos[stone] = target
        arrive(stone)

    def arrive(stone: int) -> None:
        nonlocal winner
        if winner is not None:
            return
        if pos[stone] == centre:
            winner = stone
            return
        other = 1 - stone
        if pos[stone] == pos[other]:
            push_away(other)
            follow(stone)
            follow(other)
        else:
            follow(stone)

    src = pos[stake]
    dst = Field(src.ring, (src.number + total) % fields[src.ring])
    steps.append(Step(stake, src, dst, "ring", total))
    pos[stake] = dst
    arrive(stake)
    return RoundResult((pos[0], pos[1]), tuple(steps), winner)
