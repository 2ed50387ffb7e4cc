"""The solution of one Morra board under one set of rules, and what it answers.

``MorraSolution`` holds both layers (see ``solver``'s docstring): the limit-free values and
strategies, and the round-limited ones the computer plays, computed lazily from the arrays
(``game_arrays``); the exploitability checks and the play statistics are its queries.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from morra_suite.ai.morra.game_arrays import (
    HORIZON_CAP,
    MAX_SWEEPS,
    RESIDUAL,
    SolverTables,
    _backward_induction,
    _extend,
    _hankel,
    _total_probabilities,
)
from morra_suite.ai.morra.matrix_game import solve_games, solve_matrix_game
from morra_suite.games.morra.layout import Layout
from morra_suite.games.morra.rules import MorraRules
from morra_suite.games.morra.state import MorraState


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
        games: np.ndarray = _extend(before)[self.tables.succ[ids]][:, _hankel(self.tables.hands)]
        return games  # (numpy's indexing is typed Any)

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
        Strategies = dict[tuple[int, int], tuple[tuple[float, ...], tuple[float, ...]]]
        known: Strategies = self._lazy.setdefault("strategies", {})  # type: ignore[assignment]
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

    def _best_reply(
        self, fixed: np.ndarray, fixed_start: np.ndarray, fixed_is_a: bool
    ) -> tuple[np.ndarray, float]:
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
