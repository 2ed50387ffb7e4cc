"""Morra as arrays for the solver: every round's successor, and the round-limited values.

``build_tables`` plays every round from every position with ``resolve_round``, the very function
that plays a game, so the solver and the rules cannot disagree; ``_backward_induction`` solves
the game as played (the draw after the round limit makes it finite) level by level. The helpers
below are shared by the solution's queries (``solution``) and value iteration (``iteration``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from morra_suite.ai.morra.matrix_game import solve_games
from morra_suite.games.morra.layout import Field, Layout
from morra_suite.games.morra.rules import MorraRules
from morra_suite.games.morra.state import resolve_round

RESIDUAL = 1e-9
MAX_SWEEPS = 200_000
HORIZON_CAP = 2000  # round-limited value arrays kept at most (see MorraSolution._horizon)


@dataclass(frozen=True)
class SolverTables:
    """The game as arrays. State ``s = (stake * F + a) * F + b`` over the F non-centre fields;
    ``succ[s, t]`` is the state after a round with total ``t``, or ``S`` (``a`` reached the
    centre) or ``S + 1`` (``b`` did)."""

    fields: tuple[Field, ...]
    index: dict[Field, int]
    succ: np.ndarray
    hands: int

    @property
    def count(self) -> int:
        return int(self.succ.shape[0])  # (numpy's shape is typed Any)

    def state_id(self, stake: int, a: Field, b: Field) -> int:
        size = len(self.fields)
        return (stake * size + self.index[a]) * size + self.index[b]

    @property
    def half(self) -> int:
        """The states with a's stone at stake come first: ``0 .. half - 1``."""
        return self.count // 2

    def mirror(self) -> np.ndarray:
        """``[s]`` for each state of a's half: the state with the roles swapped (b's stone at
        stake, the stones exchanged). The rules do not care whose stone is whose and the
        matrix game of a round is symmetric (the total is a sum), so a mirrored state's value
        is the negated value and its strategies are swapped: the solver solves a's half and
        ``_whole`` fills in b's."""
        size = len(self.fields)
        a, b = np.divmod(np.arange(self.half), size)
        return self.half + b * size + a

    def orbits(self) -> tuple[np.ndarray, np.ndarray]:
        """The states of a's half the solver must solve, and where each of a's states finds
        its own: ``(solved, of)`` with a's state k taking the answer of ``solved[of[k]]``.

        Most boards are drawn with two-fold symmetry (all shipped ones are): turning every ring
        by half a turn maps the board onto itself, and then a position and its half-turn have
        the same game. That symmetry is checked on the tables themselves (every round's
        successor of the turned position is the turned successor), never assumed; without it
        every state is solved."""
        half = self.half
        everyone = np.arange(half)
        size = len(self.fields)
        rings: dict[int, int] = {}
        for f in self.fields:
            rings[f.ring] = rings.get(f.ring, 0) + 1
        if any(n % 2 for n in rings.values()):
            return everyone, everyone
        turn = np.array(
            [
                self.index[Field(f.ring, (f.number + rings[f.ring] // 2) % rings[f.ring])]
                for f in self.fields
            ]
        )
        states = np.arange(self.count)
        stake, rest = np.divmod(states, size * size)
        a, b = np.divmod(rest, size)
        turned = np.concatenate(
            [(stake * size + turn[a]) * size + turn[b], [self.count, self.count + 1]]
        )
        if not np.array_equal(self.succ[turned[: self.count]], turned[self.succ]):
            return everyone, everyone
        solved = np.flatnonzero(everyone <= turned[:half])
        of = np.empty(half, dtype=np.int64)
        of[solved] = np.arange(len(solved))
        partner = turned[:half]
        mapped = ~(everyone <= partner)
        of[mapped] = of[partner[mapped]]
        return solved, of

    def start_ids(self) -> np.ndarray:
        """``[i, j]``: the state of round 1 after the start choices 0.i and 0.j."""
        outer = [f for f in self.fields if f.ring == 0]
        return np.array([[self.state_id(0, fa, fb) for fb in outer] for fa in outer])


def build_tables(layout: Layout, rules: MorraRules) -> SolverTables:
    """Plays every round from every position with ``resolve_round``.

    The rules do not care which player a stone belongs to, so a round of b's stone is a's round
    with the stones swapped; and a total only counts modulo the ring's size. Both halve the work.
    """
    fields = layout.all_fields()
    index = {f: i for i, f in enumerate(fields)}
    size = len(fields)
    totals = 2 * rules.max_hand + 1
    count = 2 * size * size
    succ = np.empty((count, totals), dtype=np.int64)
    for ia, fa in enumerate(fields):
        ring_size = layout.fields[fa.ring]
        for ib, fb in enumerate(fields):
            a_round = ia * size + ib  # a's stone at stake, stones (fa, fb)
            b_round = (size + ib) * size + ia  # b's stone at stake, stones (fb, fa)
            for total in range(totals):
                if total >= ring_size:
                    succ[a_round, total] = succ[a_round, total % ring_size]
                    succ[b_round, total] = succ[b_round, total % ring_size]
                    continue
                result = resolve_round(layout, rules.push, (fa, fb), 0, total)
                if result.winner is not None:
                    succ[a_round, total] = count + result.winner
                    succ[b_round, total] = count + 1 - result.winner
                else:
                    na, nb = (index[f] for f in result.stones)
                    succ[a_round, total] = (size + na) * size + nb
                    succ[b_round, total] = nb * size + na
    return SolverTables(fields, index, succ, rules.max_hand + 1)


def _backward_induction(
    tables: SolverTables, rounds: int
) -> tuple[np.ndarray, list[np.ndarray | None]]:
    """The exact values with h = 0 .. ``rounds`` rounds left (Shapley's iterates from 0), and
    per level the kernels that solved its games (``MorraSolution._horizon``; it stops early
    once a step is below 1e-13). Only a's half is solved (b's mirrors it), and of a pair of
    positions a half-turn apart only one (``SolverTables.orbits``); each level is
    warm-started by the kernels of the one before: a state's game changes little from one
    level to the next, so nearly every game is solved by its first try."""
    solved, of = tables.orbits()
    games_of = tables.succ[solved][:, _hankel(tables.hands)]
    levels = [np.zeros(tables.count)]
    warm: np.ndarray | None = None
    kernels: list[np.ndarray | None] = [None]
    for _ in range(rounds):
        values, _, _, warm = solve_games(_extend(levels[-1])[games_of], warm)
        kernels.append(warm)
        new = _whole(tables, values[of])
        step = float(np.abs(new - levels[-1]).max())
        levels.append(new)
        if step < 1e-13:
            break
    return np.array(levels), kernels


def _whole(tables: SolverTables, half: np.ndarray) -> np.ndarray:
    """All values from those of a's half: b's state mirrors a's (see ``SolverTables.mirror``).
    The mirror map is its own inverse, so b's state ``half + k`` takes a's ``mirror[k] - half``."""
    whole = np.empty(tables.count)
    whole[: tables.half] = half
    whole[tables.mirror()] = -half
    return whole


def _hankel(hands: int) -> np.ndarray:
    return np.add.outer(np.arange(hands), np.arange(hands))


def _extend(values: np.ndarray) -> np.ndarray:
    return np.concatenate([values, [1.0, -1.0]])


def _total_probabilities(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """P(total = t) per state: the convolution of both players' hand distributions."""
    count, hands = x.shape
    p = np.zeros((count, 2 * hands - 1))
    for i in range(hands):
        p[:, i : i + hands] += x[:, i : i + 1] * y
    return p
