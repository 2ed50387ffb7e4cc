"""Myra computer players from a beginner's opponent to the strongest, for two and three players.

A level is a search depth or a node budget, a time budget, how many quiet moves are kept below
the root, and an amount of noise, as for the mill games. Where the native core (``native.py``)
is built every level searches with it, all but the top to a depth or a node budget (so that a
level plays the same on a busy machine; ``benchmarks/bench_myra_ladder.py --elo`` measures the
ladder); without it every level searches in pure Python by its clock.
Noise picks at random among the moves scoring within a
margin of the best, so a weak level plays plausible moves, not silly ones; every level takes an
enemy queen it can take and, since the search sees a queen that can be taken after a move, never
walks into one when a safe move exists.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable

from morra_suite.ai.myra import native
from morra_suite.ai.myra.engine import Move, Pos, from_lib, play, pos_from_state
from morra_suite.ai.myra.evaluate import WIN_BOUND, analyse, attackers
from morra_suite.ai.myra.levels import LEVELS, MAX_LEVEL, OLD_LEVELS, Level, saved_level
from morra_suite.ai.myra.search import Searcher, Stop
from morra_suite.ai.search_threads import check_threads
from morra_suite.games.myra import MyraMove, MyraState

# the ladder's names, kept where they were (``levels`` holds them, light for the dialogs)
__all__ = ["LEVELS", "MAX_LEVEL", "OLD_LEVELS", "Level", "MyraPlayer", "make_player", "saved_level"]


REPEAT_PENALTY = 40  # a move back to a position seen since the last capture or produce
# How the native core searches three players (native.MODES). Best-reply beat paranoid in
# self-play at 0.2 s a move (50 % of the points in 18 games, a third is par), but against two
# pure-Python top levels at 1 s (bench_myra_match --three 12, the same seeds and seats) it won
# 8 of 12 where paranoid won 10 of 12 (both with the three-player evaluation that scores the
# two left as a two-player game); against opponents who combine, seeing both of their moves is
# safer. Run side by side again (--three 6, same seeds, same hour): best-reply 4 of 6, paranoid
# 5 of 6; best-reply's one queen lost fell to an attack of both opponents that paranoid saw
# three plies ahead. Paranoid's weakness was its evaluation, not its tree: weighing the others'
# material as much as its own it refused trades and was out-captured; then, weighing them
# twice, it traded with the strongest while the third gained, and it scored a rival's takeover
# as a gain. It now scores shares of the win, and its opponents in the tree never give each
# other their queens (native_core/evaluate.c says why).
THREE_PLAYER_MODE = "paranoid"
MARGIN = 0.04  # seconds kept for converting the answer and returning
SHARE = 0.85  # of the budget the search may use: on a loaded machine the process may wait
# for a core between two clock checks (seen: 0.16 s past the deadline with 7 jobs on 2 cores)
# One deadline covers the whole think: the Python work before the search (the legal moves, the
# queen-capture test, the history's keys) is taken from the search's share, and the native core
# reads its clock every 128 nodes and stops there, so the think ends at start + budget * SHARE
# - MARGIN plus a millisecond unless the machine keeps the process waiting.


class MyraPlayer:
    """``player(state, cancelled) -> move``: one instance per seat; calls are serialised."""

    def __init__(
        self,
        level: int,
        rng: random.Random | None = None,
        time_limit: float | None = None,
        native_core: bool | None = None,
        mode: str = THREE_PLAYER_MODE,
        threads: int | None = None,
    ) -> None:
        """``native_core=False`` keeps the pure-Python search even where the level would use
        the native core (the benchmarks' yardstick: the top level as it was); ``mode`` is how
        the native core searches three players (``native.MODES``); ``threads``: the native
        search's threads (``None``: one per core)."""
        if mode not in native.MODES:
            raise ValueError(f"mode {mode!r}: one of {', '.join(native.MODES)}")
        self.mode = mode
        self.threads = None if threads is None else check_threads(threads)
        if level not in LEVELS:
            raise ValueError(f"level {level}: Myra levels are 1 to {MAX_LEVEL}")
        if time_limit is not None and time_limit <= 0:
            raise ValueError(f"time_limit {time_limit}: must be a positive number of seconds")
        self.level = level
        self.spec = LEVELS[level]
        self.rng = rng if rng is not None else random.Random()
        self.time_limit = self.spec.seconds if time_limit is None else time_limit
        self._lock = threading.Lock()
        self.last_info: dict[str, object] = {}
        use = self.spec.native if native_core is None else native_core
        self.uses_native = use and native.available()
        self._native: native.NativeSearch | None = None

    def __call__(self, state: MyraState, cancelled: Callable[[], bool] = lambda: False) -> MyraMove:
        with self._lock:
            return self._think(state, cancelled)

    def _think(self, state: MyraState, cancelled: Callable[[], bool]) -> MyraMove:
        start = time.perf_counter()
        lib_moves = state.legal_moves()
        if not lib_moves:
            raise ValueError(f"no legal move in {state.position()!r}: the game is over")
        if len(lib_moves) == 1:
            return lib_moves[0]
        pos = pos_from_state(state)
        moves = [from_lib(m) for m in lib_moves]
        back = dict(zip(moves, lib_moves, strict=True))
        a = analyse(pos)
        # An enemy queen that can be taken is taken: that wins a two-player game; with three
        # the takeover brings the victim's army, so it is taken at once unless the third player
        # could then take the own queen (the search weighs that case).
        me = pos.to_move
        for v, m in sorted(a.captures[me], key=lambda x: -x[0]):
            if v >= 10_000 and m in back:
                after = play(pos, m)
                if (
                    pos.n == 2
                    or len(after.alive()) == 1
                    or not attackers(after.cells, after.queens[me])
                ):
                    self.last_info = {"source": "queen capture", "depth": 0, "nodes": 0}
                    return back[m]
        deadline = start + max(0.005, self.time_limit * SHARE - MARGIN)
        if self.uses_native:
            return self._think_native(state, back, start, deadline, cancelled)
        spec = self.spec
        searcher = Searcher(pos.to_move, deadline, cancelled, spec.width)
        ordered = searcher.order(pos, a, moves, 0)
        seen = set(state.history)
        penalty = {m: REPEAT_PENALTY for m in ordered if _key(play(pos, m)) in seen}
        scored: list[tuple[int, Move]] = []
        depth_done = 0
        for depth in range(1, spec.depth + 1):
            try:
                scored = searcher.root_scores(
                    pos, ordered, depth, exact=spec.noise > 0, penalty=penalty
                )
            except Stop:
                partial = searcher.partial
                # A move searched fully in the unfinished iteration that beats the previous best
                # is better information than the previous iteration.
                if scored and partial:
                    best_prev = scored[0][1]
                    done = {m: s for s, m in partial}
                    if best_prev in done:
                        top = max(partial, key=lambda x: x[0])
                        if top[0] > done[best_prev]:
                            scored = [top, *[x for x in scored if x[1] != top[1]]]
                elif partial:
                    scored = sorted(partial, key=lambda x: -x[0])
                break
            depth_done = depth
            ordered = [m for _, m in scored]
            if abs(scored[0][0]) >= WIN_BOUND:
                break  # a forced result: deeper search will not change it
        chosen = self._pick(scored) if scored else ordered[0]
        self.last_info = {
            "source": "search",
            "depth": depth_done,
            "nodes": searcher.nodes,
            "score": scored[0][0] if scored else None,
            "seconds": time.perf_counter() - start,
        }
        return back[chosen]

    def _think_native(
        self,
        state: MyraState,
        back: dict[Move, MyraMove],
        start: float,
        deadline: float,
        cancelled: Callable[[], bool],
    ) -> MyraMove:
        """The native core's full-width search until ``deadline`` (``time.perf_counter``);
        positions since the last capture or produce count as draws in its tree, which keeps a
        side that is ahead from going round."""
        if self._native is None:
            # a level below the top plays its budget on one thread, as the ladder measured it
            by_clock = not (self.spec.noise or self.spec.nodes)
            threads = self.threads if by_clock else 1
            self._native = native.NativeSearch(mode=self.mode, threads=threads)
        n = state.num_players
        seen = [native.key((cells, n, to_move, reserves, 0)) for cells, to_move, reserves in
                state.history]  # fmt: skip
        before = time.perf_counter() - start
        budget = max(0.001, deadline - time.perf_counter())
        spec = self.spec
        if spec.noise:
            # every move scored exactly at the level's depth (two plies at most: a fraction of
            # a second, not cancelled), one picked within the noise
            exact = self._native.root_scores(
                native.state_tuple(state), spec.depth, seen, state.rules.no_capture_limit
            )
            scored = sorted(exact, key=lambda x: -x[1])
            best = scored[0][1]
            margin = spec.noise if abs(best) < WIN_BOUND else 0
            score, chosen = best, self.rng.choice([m for m, v in scored if v >= best - margin])
        elif spec.nodes:
            score, chosen = self._by_nodes(state, deadline, seen, cancelled)
        else:
            score, scored = self._native.think(state, budget, spec.depth, cancelled, seen)
            chosen = scored[0][0]
        self.last_info = {
            "source": "native search",
            "depth": self._native.depth,
            "nodes": self._native.nodes,
            "score": score,
            "seconds": time.perf_counter() - start,
            "before search": before,
        }
        return back[chosen]

    def _by_nodes(
        self,
        state: MyraState,
        deadline: float,
        seen: list[int],
        cancelled: Callable[[], bool],
    ) -> tuple[int, Move]:
        """The native search deepened one ply at a time until the plies so far have searched
        the level's nodes (the clock only caps it): the same play on a busy machine."""
        assert self._native is not None
        total, best, score = 0, None, 0
        for depth in range(1, self.spec.depth + 1):
            left = max(0.001, deadline - time.perf_counter())
            value, scored = self._native.think(state, left, depth, cancelled, seen)
            total += self._native.nodes
            if best is None or self._native.depth >= depth:
                best, score = scored[0][0], value  # a ply cut short keeps the last one's move
            if self._native.depth < depth or abs(value) >= WIN_BOUND or total >= self.spec.nodes:
                break
        assert best is not None
        self._native.nodes = total
        return score, best

    def _pick(self, scored: list[tuple[int, Move]]) -> Move:
        """The best move, or with noise one within the margin (exact scores then). A forced
        result leaves no room for noise."""
        best = scored[0][0]
        if not self.spec.noise:
            return scored[0][1]
        margin = self.spec.noise if abs(best) < WIN_BOUND else 0
        pool = [m for s, m in scored if s >= best - margin]
        return self.rng.choice(pool)


def _key(pos: Pos) -> tuple[object, ...]:
    return (tuple(pos.cells), pos.to_move, tuple(pos.reserves))


def make_player(
    level: int,
    rng: random.Random | None = None,
    time_limit: float | None = None,
    native_core: bool | None = None,
    threads: int | None = None,
) -> Callable[[MyraState, Callable[[], bool]], MyraMove]:
    """A computer player of ``level`` (1 weakest .. ``MAX_LEVEL``); ``time_limit`` in seconds
    per move overrides the level's own budget (the think always ends within it);
    ``native_core=False`` keeps the pure-Python search; ``threads``: the native search's
    threads (``None``: one per core)."""
    return MyraPlayer(level, rng, time_limit, native_core, threads=threads)


__all__ = ["LEVELS", "MAX_LEVEL", "Level", "MyraPlayer", "make_player"]
