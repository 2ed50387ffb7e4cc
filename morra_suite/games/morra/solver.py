"""Morra's exact game theory: values and optimal mixed strategies of every position.

Morra is a recursive game (Everett): zero-sum, simultaneous moves, cycles, and a payoff only at
the end (+1 when ``a``, the player who begins, wins; -1 when ``b`` wins; 0 for a game that never
ends). Shapley's value iteration solves it: starting from 0, every sweep replaces a position's
value by the value of the matrix game "hands of a x hands of b -> value of the position after",
until no value moves by more than 1e-9. That solves the game without a round limit; the game as
played, where a draw follows after the round limit, is then solved exactly by backward induction
over the rounds left (see ``MorraSolution``): ``round_limit_effect`` says how much the limit
changes any value (on Target, 200 rounds change no value by as much as 1e-6).

A matrix game depends only on the total of both hands, so it is a Hankel matrix of the successor
values of the 2 * max_hand + 1 totals; the successor tables are built once with
``resolve_round``, the very function that plays a game, so the solver and the rules cannot
disagree. In a recursive game the strategies of a converged iteration need not be optimal (a
side may be led round a loop forever: on Target with 1-ball hands a best reply gains 0.25
against them); the round-limited strategies the computer plays are exact, and
``exploitability`` checks them with best replies.

Both layers are computed together (``_compute``): the round-limited one first, by backward
induction over a's half of the states (b's mirror a's: the rules do not care whose stone is
whose, and a round's game is symmetric), and on a board that looks the same after half a turn
over one of each such pair of positions (``SolverTables.orbits``), each level warm-started by
the kernels of the one before; its levels are value iteration's first iterates, so the
limit-free iteration goes on from the last one and needs only a few sweeps. About 0.25 s CPU
for Target, 4-6 times faster than the solver before it (``bench_morra_solver.py``).

numpy does the sweeps; the matrix games are solved exactly by kernels (see ``matrix_game``), with
an exact simplex as the fallback and for the start game (no SciPy). Solutions are cached in
memory per (layout, rules) and on disk in the user's cache folder (written atomically, keyed by a
hash of the layout and the settings), so the app never waits twice.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from morra_suite.games.morra.layout import Field, Layout
from morra_suite.games.morra.matrix_game import solve_games, solve_matrix_game
from morra_suite.games.morra.rules import MorraRules
from morra_suite.games.morra.state import MorraState, resolve_round

__all__ = [
    "Exploitability",
    "MorraSolution",
    "PlayStatistics",
    "SolverTables",
    "build_tables",
    "default_cache_dir",
    "solve",
]

RESIDUAL = 1e-9
SOLVER_VERSION = 2  # bump when the meaning of cached arrays changes
MAX_SWEEPS = 200_000
HORIZON_CAP = 2000  # round-limited value arrays kept at most (see MorraSolution._horizon)
TIME_LIMIT = 120.0  # seconds; the shipped layouts need well under one
PATIENCE = 20
EVALUATION_SWEEPS = 50  # per policy evaluation of a chain that can loop forever


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
        return self.succ.shape[0]

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


@dataclass(frozen=True)
class Exploitability:
    """How much a best reply gains against each computed strategy (at the start, from the start
    strategies, and in the worst position); ``gap`` is the duality gap, independent of values."""

    against_a: float
    against_b: float
    worst_position: float

    @property
    def gap(self) -> float:
        return self.against_a + self.against_b

    @property
    def worst(self) -> float:
        return max(self.against_a, self.against_b, self.worst_position)


@dataclass(frozen=True)
class PlayStatistics:
    """Figures of a game where both players use the computed strategies from the start."""

    p_a_wins: float
    p_b_wins: float
    expected_rounds: float
    p_end_within_limit: float
    round_limit: int


@dataclass
class MorraSolution:
    """Values and optimal strategies of every position of one layout under one set of rules.

    Two layers. The arrays ``values``, ``x``, ``y`` and ``start_*`` solve the game without a
    round limit (Shapley's value iteration to a 1e-9 residual): the classic recursive game, and
    the figures the layouts are tuned by. ``value``, ``strategy``, ``start_strategy`` and
    ``game_value`` solve the game as played, where the draw after ``round_limit`` rounds makes
    it finite: its exact solution is backward induction, Shapley's iterates from 0 indexed by the
    rounds left. On the shipped boards both agree to within ``round_limit_effect`` (below 1e-6
    on Target); where they do not, only the second cannot be exploited (a recursive game may
    have no optimal stationary strategy at all), so the computer plays that one.
    """

    layout: Layout
    rules: MorraRules
    tables: SolverTables
    values: np.ndarray
    x: np.ndarray  # a's hand probabilities per state
    y: np.ndarray  # b's
    start_x: np.ndarray
    start_y: np.ndarray
    start_value: float
    residual: float
    sweeps: int
    seconds: float
    from_cache: bool = False
    _lazy: dict[str, object] = field(default_factory=dict, repr=False)

    @property
    def converged(self) -> bool:
        """True when value iteration reached the 1e-9 residual (always, for shipped layouts)."""
        return self.residual < RESIDUAL

    def _state_id(self, state: MorraState) -> int:
        if state.layout != self.layout or state.rules != self.rules:
            raise ValueError("this solution belongs to another layout or other rules")
        if state.stones is None:
            raise ValueError("the setup has no round value; use game_value/start_strategy")
        a, b = state.stones
        return self.tables.state_id(state.next_stone, a, b)

    # --- the game with its round limit: what the computer plays -----------------------------

    def _horizon(self) -> np.ndarray:
        """``[h]``: the exact values with h rounds left before the draw (Shapley's iterates from
        0, the backward induction of the finite game). Computed with the solution (``_compute``),
        or on first use by a solution made for another round limit or read from the disk cache.

        The steps between iterates never grow (Shapley's operator does not expand distances),
        so once a step is below 1e-13 every later iterate is the last one to within 1e-9 and the
        list stops there; it also stops at ``HORIZON_CAP`` entries (a home-made board with a very
        high round limit and play that hardly ends), beyond which the last one stands in.
        """
        if "horizon" not in self._lazy:
            levels, kernels = _backward_induction(
                self.tables, min(self.rules.round_limit, HORIZON_CAP)
            )
            self._lazy["horizon"] = levels
            self._lazy["kernels"] = kernels  # what solved each level: the chances' warm start
        return self._lazy["horizon"]  # type: ignore[return-value]

    def chances(self, state: MorraState) -> tuple[float, float]:
        """(P(a wins), P(b wins)) from ``state`` when both play the optimal strategies of the
        game with its round limit; the rest is the chance of a draw at the limit. Their
        difference is ``value(state)``. (Where a round's game has several optimal strategies,
        these are the chances of the one the solver's batch picked; the value is the same.)

        Computed for every position on first use (backward induction of both win
        probabilities over the rounds left, each level's games solved again with the kernels
        that solved them in ``_horizon``), then looked up."""
        outcome = state.outcome()
        if outcome is not None:
            return (float(outcome.winner == 0), float(outcome.winner == 1))
        if state.stones is None:
            x, y = self.start_strategy()
            wins = self._wins()
            level = min(self.rules.round_limit, len(wins) - 1)
            ids = self.tables.start_ids()
            mix = np.outer(x, y)
            return float((mix * wins[level, 0][ids]).sum()), float(
                (mix * wins[level, 1][ids]).sum()
            )
        wins = self._wins()
        level = min(self.rules.round_limit - state.round + 1, len(wins) - 1)
        s = self._state_id(state)
        return float(wins[level, 0, s]), float(wins[level, 1, s])

    def _wins(self) -> np.ndarray:
        """``[h, p, s]``: the chance that player p wins from state s with h rounds left."""
        if "wins" not in self._lazy:
            tables = self.tables
            horizon = self._horizon()
            kernels = self._lazy.get("kernels")
            top = len(horizon) - 1
            solved, of = tables.orbits()
            games_of = tables.succ[solved][:, _hankel(tables.hands)]
            succ = tables.succ[: tables.half]
            mirror = tables.mirror()
            rounds = min(self.rules.round_limit, HORIZON_CAP)
            wins = np.zeros((rounds + 1, 2, tables.count))
            p = np.zeros(0)
            warm: np.ndarray | None = None
            for left in range(1, rounds + 1):
                level = min(left, top)
                if left <= top:
                    if isinstance(kernels, list) and len(kernels) > level:
                        warm = kernels[level]
                    _, x, y, warm = solve_games(_extend(horizon[level - 1])[games_of], warm)
                    p = _total_probabilities(x, y)[of]
                a_wins = np.concatenate([wins[left - 1, 0], [1.0, 0.0]])[succ]
                b_wins = np.concatenate([wins[left - 1, 1], [0.0, 1.0]])[succ]
                half_a, half_b = (p * a_wins).sum(axis=1), (p * b_wins).sum(axis=1)
                wins[left, 0, : tables.half], wins[left, 1, : tables.half] = half_a, half_b
                wins[left, 0, mirror], wins[left, 1, mirror] = half_b, half_a
            self._lazy["wins"] = wins
        return self._lazy["wins"]  # type: ignore[return-value]

    def _level(self, state: MorraState) -> int:
        """The horizon entry for ``state``: its rounds left before the draw, capped."""
        rounds_left = self.rules.round_limit - state.round + 1
        return min(rounds_left, len(self._horizon()) - 1)

    def _games(self, level: int, ids: np.ndarray) -> np.ndarray:
        """The matrix games of states ``ids`` with ``level`` rounds left (successors: one less)."""
        before = self._horizon()[level - 1]
        return _extend(before)[self.tables.succ[ids]][:, _hankel(self.tables.hands)]

    def _start(self) -> tuple[float, np.ndarray, np.ndarray]:
        if "start" not in self._lazy:
            horizon = self._horizon()
            level = min(self.rules.round_limit, len(horizon) - 1)
            self._lazy["start"] = solve_matrix_game(horizon[level][self.tables.start_ids()])
        return self._lazy["start"]  # type: ignore[return-value]

    def game_value(self) -> float:
        """The value of the game from its setup, round limit included."""
        return float(self._start()[0])

    def value(self, state: MorraState) -> float:
        """P(a wins) - P(b wins) under optimal play from ``state`` (a draw counts 0), with the
        rounds left before the round limit taken into account.

        The setup's value is the start game's; a finished game's is its result.
        """
        if state.stones is None:
            if state.layout != self.layout or state.rules != self.rules:
                raise ValueError("this solution belongs to another layout or other rules")
            return self.game_value()
        outcome = state.outcome()
        if outcome is not None:
            return 0.0 if outcome.winner is None else (1.0 if outcome.winner == 0 else -1.0)
        s = self._state_id(state)
        return float(self._horizon()[self._level(state)][s])

    def strategy(self, state: MorraState) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """Both players' optimal probabilities: over hand sizes 0..max_hand in a round, over
        the outer ring's fields in the setup (the round limit taken into account)."""
        if state.stones is None:
            return self.start_strategy()
        if state.outcome() is not None:
            raise ValueError("the game is over: nobody chooses any more")
        key = (self._state_id(state), self._level(state))
        known: dict = self._lazy.setdefault("strategies", {})  # type: ignore[assignment]
        if key not in known:
            _, x, y, _ = solve_games(self._games(key[1], np.array([key[0]])))
            known[key] = (tuple(map(float, x[0])), tuple(map(float, y[0])))
        return known[key]

    def start_strategy(self) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """Both players' optimal probabilities over the start fields 0.0, 0.1, ..."""
        _, x, y = self._start()
        return tuple(map(float, x)), tuple(map(float, y))

    # --- checks and figures -----------------------------------------------------------------

    def exploitability(self) -> Exploitability:
        """Best-reply check of the strategies ``strategy`` and ``start_strategy`` give, in the
        game with its round limit (backward induction of both best replies; cached)."""
        if "exploit" in self._lazy:
            return self._lazy["exploit"]  # type: ignore[return-value]
        succ, hankel = self.tables.succ, _hankel(self.tables.hands)
        count = self.tables.count
        top = len(self._horizon()) - 1
        everyone = np.arange(count)
        vs_a = np.zeros(count)  # b's best reply to a's strategies
        vs_b = np.zeros(count)  # a's best reply to b's strategies
        worst = 0.0
        warm: np.ndarray | None = None
        strategies: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        for rounds_left in range(1, self.rules.round_limit + 1):
            level = min(rounds_left, top)
            if level not in strategies:
                if level < top:
                    strategies.clear()
                _, x, y, warm = solve_games(self._games(level, everyone), warm)
                strategies[level] = (x, y)
            x, y = strategies[level]
            vs_a = np.einsum("si,sij->sj", x, _extend(vs_a)[succ][:, hankel]).min(axis=1)
            vs_b = np.einsum("sij,sj->si", _extend(vs_b)[succ][:, hankel], y).max(axis=1)
            worst = max(worst, float((vs_b - vs_a).max()))
        value, start_x, start_y = self._start()
        start_vs_a = float((start_x @ _extend(vs_a)[self.tables.start_ids()]).min())
        start_vs_b = float((_extend(vs_b)[self.tables.start_ids()] @ start_y).max())
        result = Exploitability(value - start_vs_a, start_vs_b - value, worst)
        self._lazy["exploit"] = result
        return result

    def round_limit_effect(self) -> float:
        """The most the round limit changes any value at round 1: the distance between the
        values with ``round_limit`` rounds left and the limit-free ones."""
        horizon = self._horizon()
        level = min(self.rules.round_limit, len(horizon) - 1)
        return float(np.abs(horizon[level] - self.values).max())

    # --- the game without a round limit -----------------------------------------------------

    def _best_reply(self, fixed: np.ndarray, fixed_start: np.ndarray, fixed_is_a: bool) -> tuple:
        """The best reply's values against a fixed stationary strategy (value iteration)."""
        succ, hankel = self.tables.succ, _hankel(self.tables.hands)
        count = self.tables.count
        values = np.zeros(count)
        for _ in range(MAX_SWEEPS):
            games = _extend(values)[succ][:, hankel]
            if fixed_is_a:  # b replies: minimise over columns
                new = np.einsum("si,sij->sj", fixed, games).min(axis=1)
            else:
                new = np.einsum("sij,sj->si", games, fixed).max(axis=1)
            change = np.abs(new - values).max()
            values = new
            if change < 1e-13:
                break
        start = _extend(values)[self.tables.start_ids()]
        if fixed_is_a:
            start_value = float((fixed_start @ start).min())
        else:
            start_value = float((start @ fixed_start).max())
        return values, start_value

    def limit_free_exploitability(self) -> Exploitability:
        """Best-reply check of the stationary strategies ``x``, ``y`` in the game without a
        round limit (cached). In a recursive game these may be exploitable even when value
        iteration has converged (a loop nobody leaves); the round-limited strategies are not."""
        if "free_exploit" not in self._lazy:
            vs_a, start_vs_a = self._best_reply(self.x, self.start_x, True)
            vs_b, start_vs_b = self._best_reply(self.y, self.start_y, False)
            self._lazy["free_exploit"] = Exploitability(
                against_a=self.start_value - start_vs_a,
                against_b=start_vs_b - self.start_value,
                worst_position=float((vs_b - vs_a).max()),
            )
        return self._lazy["free_exploit"]  # type: ignore[return-value]

    def statistics(self) -> PlayStatistics:
        """Win chances, expected rounds and P(end within the round limit) from the start, for
        the limit-free strategies (the figures the layouts were tuned by)."""
        if "stats" in self._lazy:
            return self._lazy["stats"]  # type: ignore[return-value]
        succ = self.tables.succ
        count, totals = succ.shape
        p = _total_probabilities(self.x, self.y)
        inside = succ < count
        rows = np.repeat(np.arange(count), totals).reshape(count, totals)[inside]
        cols, data = succ[inside], p[inside]
        win_a = (p * (succ == count)).sum(axis=1)
        win_b = (p * (succ == count + 1)).sum(axis=1)
        dist = np.zeros(count)
        np.add.at(
            dist, self.tables.start_ids().ravel(), np.outer(self.start_x, self.start_y).ravel()
        )
        p_a = p_b = expected = 0.0
        within: float | None = None
        limit = self.rules.round_limit
        for played in range(1, MAX_SWEEPS + 1):
            alive = dist.sum()
            if alive < 1e-15:
                break
            expected += alive
            p_a += float(dist @ win_a)
            p_b += float(dist @ win_b)
            dist = np.bincount(cols, weights=dist[rows] * data, minlength=count).astype(float)
            if played == limit:
                within = p_a + p_b
        else:
            expected = float("inf")
        if within is None:
            within = p_a + p_b
        stats = PlayStatistics(p_a, p_b, expected, within, limit)
        self._lazy["stats"] = stats
        return stats


def _evaluate(tables: SolverTables, p: np.ndarray, values: np.ndarray) -> np.ndarray:
    """The values of the Markov chain both fixed strategies make: ``(I - P) v = r`` solved by
    BiCGSTAB (a few dozen sparse products: ``P`` has one entry per total and state), when the
    chain surely ends. When it can loop forever the system is singular or its answer is no
    probability; then ``EVALUATION_SWEEPS`` sweeps ``v <- r + P v`` from ``values`` stand in,
    as in modified policy iteration. Value iteration's next exact sweep judges either answer."""
    count = tables.count
    succ = tables.succ
    inside = succ < count
    weights = np.where(inside, p, 0.0)
    targets = np.where(inside, succ, 0)
    reward = (p * (succ == count)).sum(axis=1) - (p * (succ == count + 1)).sum(axis=1)

    def step(v: np.ndarray) -> np.ndarray:
        return (weights * v[targets]).sum(axis=1)

    exact = _bicgstab(lambda v: v - step(v), reward, values)
    if exact is not None and np.abs(exact).max() <= 1.0 + 1e-9:
        return exact
    for _ in range(EVALUATION_SWEEPS):
        values = reward + step(values)
    return values


def _bicgstab(
    operator: Callable[[np.ndarray], np.ndarray], rhs: np.ndarray, start: np.ndarray
) -> np.ndarray | None:
    """Solves ``operator(v) = rhs`` to a 1e-14 residual (van der Vorst's BiCGSTAB), or ``None``
    when it breaks down or has not converged after 300 iterations (the shipped boards need
    about 35)."""
    v = start.copy()
    res = rhs - operator(v)
    shadow = res.copy()
    rho = alpha = omega = 1.0
    direction = np.zeros_like(rhs)
    image = np.zeros_like(rhs)
    with np.errstate(all="ignore"):
        for _ in range(300):
            if np.abs(res).max() < 1e-14:
                return v
            rho_new = float(shadow @ res)
            if rho_new == 0.0 or omega == 0.0 or not np.isfinite(rho_new):
                return None
            direction = res + (rho_new / rho) * (alpha / omega) * (direction - omega * image)
            image = operator(direction)
            alpha = rho_new / float(shadow @ image)
            half = res - alpha * image
            if np.abs(half).max() < 1e-14:
                return v + alpha * direction
            image2 = operator(half)
            omega = float(image2 @ half) / float(image2 @ image2)
            v = v + alpha * direction + omega * half
            res = half - omega * image2
            rho = rho_new
            if not np.isfinite(v).all():
                return None
    return None


def _value_iteration(
    tables: SolverTables,
    residual: float = RESIDUAL,
    time_limit: float | None = None,
    start: np.ndarray | None = None,
    warm: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, float, int]:
    """Shapley's iteration, sped up between two exact sweeps by evaluating the strategies just
    found (``_evaluate``: a linear solve when their Markov chain surely ends, else a few cheap
    sweeps; Hoffman-Karp / modified policy iteration). The stopping test is
    always an exact sweep's residual, so the speed-up cannot change what counts as converged; if
    it ever stops helping (no new smallest residual in ``PATIENCE`` exact sweeps), it is switched
    off and plain value iteration finishes the job. After ``time_limit`` seconds it stops where
    it is (the residual it returns says how far from converged)."""
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    solved, of = tables.orbits()  # a's half (b's mirrors it), one of each half-turn pair
    games_of = tables.succ[solved][:, _hankel(tables.hands)]
    mirror = tables.mirror()
    values = np.zeros(tables.count) if start is None else start
    x = y = np.zeros((tables.count, tables.hands))
    change = best = float("inf")
    sweeps = since_best = 0
    evaluate = True
    while change >= residual and sweeps < MAX_SWEEPS:
        if deadline is not None and sweeps and time.perf_counter() > deadline:
            break
        some, some_x, some_y, warm = solve_games(_extend(values)[games_of], warm)
        new = _whole(tables, some[of])
        half_x, half_y = some_x[of], some_y[of]
        x, y = np.empty_like(x), np.empty_like(y)
        x[: tables.half], y[: tables.half] = half_x, half_y
        x[mirror], y[mirror] = half_y, half_x  # in b's state a plays what b plays in a's
        change = float(np.abs(new - values).max())
        values = new
        sweeps += 1
        if change < best:
            best, since_best = change, 0
        else:
            since_best += 1
            if since_best >= PATIENCE:
                evaluate = False
        if evaluate and change >= residual:
            values = _evaluate(tables, _total_probabilities(x, y), values)
    return values, x, y, change, sweeps


def _compute(layout: Layout, rules: MorraRules, time_limit: float | None) -> MorraSolution:
    """Both layers. The round-limited one first: its levels are value iteration's first
    iterates from 0, so the limit-free iteration goes on from the last of them with its kernels
    (on Target 2 sweeps instead of 8 from 0; the layer the computer plays comes for free)."""
    began = time.perf_counter()
    tables = build_tables(layout, rules)
    levels, kernels = _backward_induction(tables, min(rules.round_limit, HORIZON_CAP))
    values, x, y, change, sweeps = _value_iteration(
        tables, time_limit=time_limit, start=levels[-1].copy(), warm=kernels[-1]
    )
    start_value, start_x, start_y = solve_matrix_game(values[tables.start_ids()])
    solution = MorraSolution(
        layout,
        rules,
        tables,
        values,
        x,
        y,
        start_x,
        start_y,
        float(start_value),
        change,
        sweeps,
        time.perf_counter() - began,
    )
    solution._lazy.update(horizon=levels, kernels=kernels)
    return solution


# --- caches -------------------------------------------------------------------------------------


def default_cache_dir() -> Path:
    """Where solutions are kept: ``$MORRA_SUITE_CACHE_DIR``, else the platform's cache folder."""
    override = os.environ.get("MORRA_SUITE_CACHE_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local"))
        return base / "morra-suite" / "Cache" / "morra"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "morra-suite" / "morra"
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "morra-suite" / "morra"


def _cache_key(layout: Layout, rules: MorraRules) -> str:
    data = {
        "version": SOLVER_VERSION,
        "fields": list(layout.fields),
        "dots": sorted([list(d.at), list(d.to)] for d in layout.dots),
        "max_hand": rules.max_hand,
        "push": rules.push.value,
    }
    digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:24]
    return f"{layout.name}-{digest}"


def _load_disk(path: Path, layout: Layout, rules: MorraRules) -> MorraSolution | None:
    try:
        with np.load(path) as data:
            arrays = {k: data[k] for k in data.files}
        tables = build_tables(layout, rules)
        if arrays["values"].shape != (tables.count,):
            return None
        return MorraSolution(
            layout,
            rules,
            tables,
            arrays["values"],
            arrays["x"],
            arrays["y"],
            arrays["start_x"],
            arrays["start_y"],
            float(arrays["start_value"]),
            float(arrays["residual"]),
            int(arrays["sweeps"]),
            float(arrays["seconds"]),
            from_cache=True,
        )
    except (OSError, KeyError, ValueError):
        return None  # a broken or foreign file is simply recomputed and overwritten


def _write_atomically(path: Path, **arrays: object) -> None:
    """Writes an .npz next to its final name and renames it: readers never see half a file."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".npz")
        try:
            with os.fdopen(handle, "wb") as out:
                np.savez(out, **arrays)  # type: ignore[arg-type]
            os.replace(temp, path)
        finally:
            if os.path.exists(temp):
                os.unlink(temp)
    except OSError:
        pass  # a read-only or full cache folder costs time later, never a failure now


def _save_disk(path: Path, solution: MorraSolution) -> None:
    _write_atomically(
        path,
        values=solution.values,
        x=solution.x,
        y=solution.y,
        start_x=solution.start_x,
        start_y=solution.start_y,
        start_value=solution.start_value,
        residual=solution.residual,
        sweeps=solution.sweeps,
        seconds=solution.seconds,
    )


def _with_horizon(solution: MorraSolution, path: Path) -> None:
    """Gives ``solution`` its round-limited layer from the disk cache, or computes and keeps it
    (under half a second on Target, what a computer player would otherwise pay at its first
    move)."""
    if "horizon" not in solution._lazy:
        try:
            with np.load(path) as data:
                horizon = data["horizon"]
            if horizon.ndim == 2 and horizon.shape[1] == solution.tables.count:
                solution._lazy["horizon"] = horizon
                return
        except (OSError, KeyError, ValueError):
            pass
    if not path.is_file():
        _write_atomically(path, horizon=solution._horizon())


def _share_horizon(base: MorraSolution, other: MorraSolution) -> None:
    """Gives ``other`` (the same board under another round limit) the levels it needs from
    ``base``'s round-limited layer, when they are there: the values with h rounds left do not
    depend on the limit, so a shorter limit's layer is a prefix of a longer one's."""
    levels = base._lazy.get("horizon")
    kernels = base._lazy.get("kernels")
    if not isinstance(levels, np.ndarray):
        return
    computed = min(base.rules.round_limit, HORIZON_CAP)
    wanted = min(other.rules.round_limit, HORIZON_CAP)
    if len(levels) - 1 < computed or wanted <= computed:  # converged early, or long enough
        keep = min(len(levels), wanted + 1)
        other._lazy["horizon"] = levels[:keep]
        if isinstance(kernels, list):
            other._lazy["kernels"] = kernels[:keep]


_memory: dict[tuple[Layout, MorraRules], MorraSolution] = {}
_lock = threading.Lock()


def solve(
    layout: Layout,
    rules: MorraRules | None = None,
    *,
    cache: bool = True,
    cache_dir: Path | None = None,
    time_limit: float | None = TIME_LIMIT,
) -> MorraSolution:
    """The solution of ``layout`` under ``rules``, both layers; cached in memory and on disk
    unless ``cache=False`` (which always computes, and the round-limited layer only on first
    use, as the benchmark needs).

    A home-made layout whose optimal play hardly ever ends can converge very slowly; after
    ``time_limit`` seconds value iteration stops where it is (``converged`` is then False and
    ``residual`` says how far off; the round-limited layer the computer plays is exact all the
    same). Such a solution is kept in memory but never written to disk."""
    rules = rules if rules is not None else MorraRules()
    # The round limit does not change the limit-free arrays: one computation serves all limits.
    key_rules = MorraRules(rules.max_hand, rules.push)
    if not cache:
        return _compute(layout, rules, time_limit)
    folder = cache_dir or default_cache_dir()
    key = _cache_key(layout, key_rules)
    with _lock:
        layer = folder / f"{key}-limit{rules.round_limit}.npz"
        found = _memory.get((layout, rules))
        if found is not None:
            _with_horizon(found, layer)
            return found
        base = _memory.get((layout, key_rules))
        if base is None:
            path = folder / f"{key}.npz"
            base = _load_disk(path, layout, key_rules) if path.is_file() else None
            if base is None:
                base = _compute(layout, key_rules, time_limit)
                if base.converged:
                    _save_disk(path, base)
            _memory[(layout, key_rules)] = base
        if base.rules == rules:
            found = base
        else:
            # The same limit-free arrays under this round limit (its own round-limited layer).
            found = MorraSolution(
                layout,
                rules,
                base.tables,
                base.values,
                base.x,
                base.y,
                base.start_x,
                base.start_y,
                base.start_value,
                base.residual,
                base.sweeps,
                base.seconds,
                base.from_cache,
            )
            _share_horizon(base, found)
            _memory[(layout, rules)] = found
        _with_horizon(found, layer)
        return found
