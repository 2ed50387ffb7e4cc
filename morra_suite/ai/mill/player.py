"""Computer players for the mill games, from a beginner's opponent to perfect play where solved.

A level is a search depth, a time budget, an amount of noise and a share of careless moves.
Noise picks at random among the moves scoring within a margin of the best, so a weak level plays
plausible moves, not silly ones; a level's careful moves first drop the moves that hand the
opponent an immediate mill. A careless move (the beginner's, ``Level.blind``) is a glance: the
move that looks best for the mover's own pieces (a mill closed, a line of two, room to move),
never a look at the reply, so it misses the opponent's threats the way a beginner does. From
``TABLE_LEVEL`` on, solved positions (Three Men's Morris, the 3-v-3 flying endgame, the endgame
tables) are played from the tables, so those levels never err there.

The ladder itself, its levels' numbers and the older ladders' (``Level``, ``LEVELS``,
``OLD_LADDERS``, ``saved_level``) are in ``levels``, a module light enough for the dialogs to
read without importing the search; the top's settings (``Settings``, ``TOP``, ``TODAY`` and the
budgets below which each option is on) and the record of what was measured at short times are
in ``settings``; both are named here too.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from morra_suite.ai.mill import rules_search
from morra_suite.ai.mill.book import shipped_book
from morra_suite.ai.mill.convert import (
    config_from_rules,
    engine_supports,
    move_to_lib,
    pos_from_state,
    seen_keys,
)
from morra_suite.ai.mill.engine import Config, Move, Pos, legal_moves, outcome, play
from morra_suite.ai.mill.evaluation import (
    WIN_BOUND,
    _closable,
    _threats,
    evaluate,
)
from morra_suite.ai.mill.levels import (
    LEVELS,
    MAX_LEVEL,
    OLD_LADDERS,
    OLD_LEVELS,
    PURE_TOP,
    TABLE_LEVEL,
    Level,
    saved_level,
    upgrade_level,
)
from morra_suite.ai.mill.native import NativeSearcher, available, check_clock, make_searcher
from morra_suite.ai.mill.search import Searcher, Stop
from morra_suite.ai.mill.settings import (
    CRAMP_WEIGHT,
    DEEP_BOOK_BELOW,
    DEEP_BOOK_PLIES,
    FITTED,
    FITTED_BELOW,
    FITTED_WEIGHTS,
    SHORT,
    SHORT_BELOW,
    TODAY,
    TOP,
    TOP_WEIGHTS,
    WATCH_BELOW,
    WIDE_BELOW,
    Settings,
)
from morra_suite.ai.mill.tables import (
    endgame_tables_if_ready,
    flying_applies,
    flying_lookup,
    flying_table_if_ready,
    small_key,
    three_table_if_ready,
)
from morra_suite.ai.search_threads import check_threads

__all__ = [
    "CONTEMPT",
    "CRAMP_WEIGHT",
    "DEEP_BOOK_BELOW",
    "DEEP_BOOK_PLIES",
    "FITTED",
    "FITTED_BELOW",
    "FITTED_WEIGHTS",
    "FLOOR_STRETCH",
    "LEVELS",
    "MAX_LEVEL",
    "OLD_LADDERS",
    "OLD_LEVELS",
    "SHORT",
    "SHORT_BELOW",
    "TABLE_LEVEL",
    "TODAY",
    "TOP",
    "TOP_WEIGHTS",
    "WATCH_BELOW",
    "WIDE_BELOW",
    "Level",
    "MillPlayer",
    "Settings",
    "gives_mill",
    "make_player",
    "safe_moves",
    "saved_level",
    "upgrade_level",
]

if TYPE_CHECKING:
    from morra_suite.ai.mill.endgames import EndgameTables
    from morra_suite.ai.mill.flying import FlyingTable
    from morra_suite.ai.mill.six import Solution
    from morra_suite.games.mill import MillMove, MillState


FLOOR_STRETCH = 10.0  # how far past its seconds the top may think to reach its floor of nodes
CONTEMPT = TOP.contempt  # the search levels prefer play to an even draw


def gives_mill(cfg: Config, pos: Pos, move: Move) -> bool:
    """Whether ``move`` removes nothing and lets the opponent close a mill next turn."""
    if move[2]:
        return False
    child = play(cfg, pos, move)
    o = child.side
    topo = cfg.topo
    me, op = child.bb[o], child.bb[1 - o]
    points, _ = _threats(topo, me, op, topo.full & ~(me | op))
    return bool(_closable(cfg, topo, child, o, points))


def _gives_mill_now(cfg: Config, pos: Pos, move: Move) -> bool:
    """``gives_mill`` that also counts threats the opponent already had (cheap and exact)."""
    if move[2]:
        return False
    child = play(cfg, pos, move)
    if cfg.line_wins:
        mine = child.bb[pos.side]
        if any(mine & line == line for line in cfg.topo.mills):
            return False  # the move wins on the spot
        return gives_mill(cfg, pos, move)
    return any(m[2] for m in legal_moves(cfg, child))


def safe_moves(cfg: Config, pos: Pos, moves: list[Move]) -> list[Move]:
    """The moves that do not give an immediate mill away, or all moves if none is safe."""
    safe = [m for m in moves if not _gives_mill_now(cfg, pos, m)]
    return safe or moves


def _table_choice(
    moves: list[Move], values: list[tuple[int, int] | None], rng: random.Random
) -> Move | None:
    """Best move by solved values of the children (from the opponent's side): fastest win,
    else a draw, else the slowest loss. ``None`` if some child is unknown."""
    if any(v is None for v in values):
        return None
    best_key = None
    best: list[Move] = []
    for m, v in zip(moves, values, strict=True):
        assert v is not None
        value, dist = v
        if value < 0:
            key = (2, -dist)  # the opponent loses: win fastest
        elif value == 0:
            key = (1, 0)
        else:
            key = (0, dist)  # we lose: as late as possible
        if best_key is None or key > best_key:
            best_key, best = key, [m]
        elif key == best_key:
            best.append(m)
    return rng.choice(best)


class MillPlayer:
    """``player(state, cancelled) -> move``: one instance per seat; calls are serialised."""

    def __init__(
        self,
        level: int,
        rng: random.Random | None = None,
        time_limit: float | None = None,
        tables: bool = True,
        native: bool | None = None,
        weights: tuple[int, ...] | None = None,
        spec: Level | None = None,
        threads: int | None = None,
        clock: str = "wall",
        settings: Settings = TOP,
    ) -> None:
        """``tables=False`` plays by search alone (benchmarks pit it against the tables);
        ``native=False`` forces the pure-Python search, ``weights`` and ``spec`` replace the
        evaluation's weights and the level's depth/time/noise (benchmarks and tuning);
        ``threads``: the native search's threads (``None``: one per core; the pure-Python
        search uses one); ``clock``: what the native think's budget counts, ``"wall"`` or each
        search thread's ``"cpu"`` time (benchmarks on a loaded machine; see ``NativeSearcher``)."""
        if level not in LEVELS:
            raise ValueError(f"level {level}: mill levels are 1 to {MAX_LEVEL}")
        self.level = level
        self.tables = tables
        self.native = available() if native is None else native
        if spec is None:
            # the top without the compiled core: the pure-Python search's own top
            spec = LEVELS[level] if self.native or not LEVELS[level].by_clock else PURE_TOP
        self.spec = spec
        self.time_limit = self.spec.seconds if time_limit is None else time_limit
        # the top knows its budget: a short one plays with the short settings (``Settings.at``)
        settings = settings.at(self.time_limit) if self.spec.by_clock else settings
        own = settings.clock_weights if self.spec.by_clock else None
        self.weights = tuple(weights if weights is not None else own or settings.weights)
        self.rng = rng if rng is not None else random.Random()
        # the level's own budget may stretch to reach its floor; a budget given (a clock) not
        self.stretch = FLOOR_STRETCH if time_limit is None else 1.0
        self.threads = None if threads is None else check_threads(threads)
        self.clock = check_clock(clock)
        self.settings = settings
        self._lock = threading.Lock()
        self._searcher: Searcher | NativeSearcher | None = None
        self.last_info: dict[str, object] = {}

    # ---- the tables -----------------------------------------------------------------------------

    def _flying_table(self, cfg: Config) -> FlyingTable | None:
        """The solved 3-v-3 flying table when this level uses it and it is loaded, else None."""
        if self.level < TABLE_LEVEL or not self.tables or not flying_applies(cfg):
            return None
        return flying_table_if_ready(cfg.diagonals)

    def _endgame_tables(self, cfg: Config) -> EndgameTables | Solution | None:
        """The solved 3- and 4-piece endgames when this level uses tables and they are loaded."""
        if self.level < TABLE_LEVEL or not self.tables:
            return None
        return endgame_tables_if_ready(cfg)

    def _endgame(self, cfg: Config) -> Callable[[Pos], tuple[int, int] | None] | None:
        table = self._flying_table(cfg)
        if table is None:
            return None

        def probe(pos: Pos) -> tuple[int, int] | None:
            if pos.hand[0] or pos.hand[1]:
                return None
            if pos.bb[0].bit_count() != 3 or pos.bb[1].bit_count() != 3:
                return None
            return flying_lookup(cfg, table, pos)

        return probe

    def _from_tables(self, cfg: Config, pos: Pos, moves: list[Move]) -> Move | None:
        if self.level < TABLE_LEVEL or not self.tables:
            return None
        if cfg.board == "three":
            table = three_table_if_ready(cfg, wait=self.time_limit >= 0.5)
            if table is None:
                return None
            values = []
            for m in moves:
                child = play(cfg, pos, m)
                values.append(table.get(small_key(child)))
            return _table_choice(moves, values, self.rng)
        probe = self._endgame(cfg)
        if probe is None or probe(pos) is None:
            return None
        values = []
        for m in moves:
            child = play(cfg, pos, m)
            if m[2]:
                values.append((-1, 0))  # the removal leaves two pieces: the opponent has lost
            else:
                values.append(probe(child))
        return _table_choice(moves, values, self.rng)

    def _from_book(self, cfg: Config, pos: Pos, moves: list[Move]) -> Move | None:
        """The opening book's move for the top level (``None``: another level or setting, a
        position not in the book, or no good book). A book move not among ``moves`` is never
        played (the search decides then)."""
        if self.level != MAX_LEVEL or not self.settings.book or not self.tables:
            return None
        opening = shipped_book()
        found = None if opening is None else opening.lookup(cfg, pos)
        if found is None:
            return None
        entry, book_moves = found
        seconds = self.time_limit if self.spec.by_clock else float("inf")
        if 2 * cfg.pieces - pos.hand[0] - pos.hand[1] > self.settings.last_book_ply(seconds):
            return None
        legal = [m for m in book_moves if m in moves]
        if not legal:
            return None
        self.last_info = {"source": "book", "depth": entry.depth, "nodes": 0, "score": entry.value}
        return self.rng.choice(legal)

    # ---- the think --------------------------------------------------------------------------

    def __call__(self, state: MillState, cancelled: Callable[[], bool] = lambda: False) -> MillMove:
        with self._lock:
            return self._think(state, cancelled)

    def _clock(self) -> float:
        """Now on the clock of this player's budget (this thread's CPU time or the wall)."""
        return time.thread_time() if self.clock == "cpu" else time.perf_counter()

    def _think(self, state: MillState, cancelled: Callable[[], bool]) -> MillMove:
        start = time.perf_counter()
        started = self._clock()
        lib_moves = state.legal_moves()
        if not lib_moves:
            raise ValueError(f"no legal move in {state.position()!r}: the game is over")
        rules = state.rules
        if len(lib_moves) == 1:
            return lib_moves[0]
        if not engine_supports(rules):
            # the engines (native and pure) know the plain rules only: search the rules library
            move, self.last_info = rules_search.choose(
                state, self.spec.depth, self.time_limit, self.spec.noise, self.rng, cancelled
            )
            return move
        cfg = config_from_rules(rules)
        pos = pos_from_state(state)
        moves = legal_moves(cfg, pos)
        chosen = self._from_tables(cfg, pos, moves)
        if chosen is not None:
            self.last_info = {"source": "table", "depth": 0, "nodes": 0}
            return move_to_lib(chosen, rules)
        chosen = self._from_book(cfg, pos, moves)
        if chosen is not None:
            return move_to_lib(chosen, rules)
        if self._searcher is None or self._searcher.cfg != cfg:
            contempt = 0 if self.spec.noise else self.settings.contempt
            # 24 MB of transposition table for the deep levels, 1.5 MB for the shallow ones
            tt_bits = 20 if self.spec.depth > 6 else 16
            # a level below the top plays its budget on one thread, as the ladder measured it
            threads = self.threads if self.spec.by_clock else 1
            self._searcher = make_searcher(
                cfg, contempt, self.weights, self.native, tt_bits, threads, self.clock
            )
            if isinstance(self._searcher, NativeSearcher):
                self._searcher.set_reductions(self.settings.reductions and self.spec.by_clock)
                self._searcher.set_margin(self.settings.old_margin)
                self._searcher.set_pruning(self.settings.pruning and self.spec.by_clock)
                self._searcher.set_wide_placing(
                    self.spec.by_clock and self.time_limit < self.settings.wide_below
                )
                self._searcher.set_watch(
                    self.spec.by_clock and self.time_limit < self.settings.watch_below
                )
        searcher = self._searcher
        # the table may have arrived since the last think
        searcher.set_flying_table(self._flying_table(cfg))
        if isinstance(searcher, NativeSearcher):
            searcher.set_endgame_tables(self._endgame_tables(cfg))
        seen = seen_keys(state) if cfg.repetition else frozenset()
        spec = self.spec
        if spec.blind and self.rng.random() < spec.blind:
            chosen = self._glance(cfg, pos, moves)
        elif spec.noise:
            candidates = safe_moves(cfg, pos, moves)
            chosen = self._noisy(searcher, pos, candidates, seen, cancelled, start)
        else:
            chosen, score, nodes, depth = self._search(searcher, pos, seen, cancelled, started)
            self.last_info = {
                "source": "search",
                "depth": depth,
                "nodes": nodes,
                "score": score,
                "seconds": time.perf_counter() - start,
            }
        return move_to_lib(chosen, rules)

    def _search(
        self,
        searcher: Searcher | NativeSearcher,
        pos: Pos,
        seen: frozenset[int],
        cancelled: Callable[[], bool],
        start: float,
    ) -> tuple[Move, int, int, int]:
        """The best move, its score, the nodes searched and the depth the move comes from (the
        deepest finished ply kept: a think on to the floor that finished no deeper reports the
        first think's depth, not its own re-search's, which read as 7-9 plies at 0.1 s a move
        where the move played came from 12-14). A level with a node budget deepens
        one ply at a time until the plies so far have visited that many nodes, so that its
        strength is the same on a busy machine as on an idle one (the clock only caps it); the
        others search to their depth within their time, the top at least to its floor."""
        spec = self.spec
        if spec.nodes:
            return self._deepen(searcher, pos, seen, cancelled, start, spec.nodes, 1.0)
        budget = max(0.0, self.time_limit - (self._clock() - start))
        best, score, _ = searcher.think(pos, budget, spec.depth, cancelled, seen)
        if searcher.nodes >= spec.floor or abs(score) >= WIN_BOUND or cancelled():
            return best, score, searcher.nodes, searcher.depth_reached
        # a busy machine: think on (the table keeps what was found) up to the floor, one ply
        # past the think's deepest finished one, keeping that think's move until a deeper ply
        # finishes (a re-search from depth 1 in the few milliseconds a clock leaves returned a
        # shallower move than the one it had)
        have = (best, score, searcher.depth_reached, searcher.nodes)
        return self._deepen(searcher, pos, seen, cancelled, start, spec.floor, self.stretch, have)

    def _deepen(
        self,
        searcher: Searcher | NativeSearcher,
        pos: Pos,
        seen: frozenset[int],
        cancelled: Callable[[], bool],
        start: float,
        nodes: int,
        stretch: float,
        have: tuple[Move, int, int, int] | None = None,
    ) -> tuple[Move, int, int, int]:
        """One ply deeper at a time until the plies so far have searched ``nodes`` (within the
        time budget times ``stretch``, and to the level's depth). ``have``: a think's move, score,
        deepest finished ply and nodes already in hand: the deepening starts past that ply, and
        only a deeper finished ply replaces its move. Returns the move, its score, the nodes and
        the depth of the ply the move comes from."""
        total = 0
        best: Move | None = None
        score = reached = 0
        if have is not None:
            best, score, reached, total = have
        for depth in range(reached + 1, self.spec.depth + 1):
            budget = max(0.0, self.time_limit * stretch - (self._clock() - start))
            move, value, _ = searcher.think(pos, budget, depth, cancelled, seen)
            total += searcher.nodes
            if best is None or searcher.depth_reached >= depth:
                # a ply cut short by the clock keeps the last one
                best, score, reached = move, value, searcher.depth_reached
            if searcher.depth_reached < depth or abs(value) >= WIN_BOUND or total >= nodes:
                break
        assert best is not None
        return best, score, total, reached

    def _glance(self, cfg: Config, pos: Pos, moves: list[Move]) -> Move:
        """A beginner's careless move: a move that wins on the spot if there is one, else one
        whose result looks best for the mover's own pieces by the static evaluation (within the
        level's noise), with no look at what the opponent can do next."""
        scored: list[tuple[Move, int]] = []
        for m in moves:
            child = play(cfg, pos, m)
            end = outcome(cfg, child)
            if end is not None and end.winner == pos.side:
                self.last_info = {"source": "glance", "depth": 0, "nodes": len(moves)}
                return m
            scored.append((m, -evaluate(cfg, child, self.weights)))
        best = max(s for _, s in scored)
        pool = [m for m, s in scored if s >= best - self.spec.noise]
        self.last_info = {"source": "glance", "depth": 0, "nodes": len(moves)}
        return self.rng.choice(pool)

    def _noisy(
        self,
        searcher: Searcher | NativeSearcher,
        pos: Pos,
        candidates: list[Move],
        seen: frozenset[int],
        cancelled: Callable[[], bool],
        start: float,
    ) -> Move:
        """Scores every candidate at the level's depth, then picks within the noise margin."""
        spec = self.spec
        deadline = start + self.time_limit
        scored: list[tuple[Move, int]] = []
        try:
            scored = searcher.root_scores(pos, spec.depth, seen, candidates, deadline, cancelled)
        except Stop:
            scored = searcher.partial
        if not scored:
            return self.rng.choice(candidates)
        best = max(s for _, s in scored)
        # A forced result leaves no room for noise (and noise never reaches a forced loss).
        margin = spec.noise if abs(best) < WIN_BOUND else 0
        pool = [m for m, s in scored if s >= best - margin]
        self.last_info = {"source": "noisy", "depth": spec.depth, "nodes": searcher.nodes}
        return self.rng.choice(pool)


def make_player(
    level: int,
    rng: random.Random | None = None,
    time_limit: float | None = None,
    threads: int | None = None,
) -> Callable[[MillState, Callable[[], bool]], MillMove]:
    """A computer player of ``level`` (1 weakest .. ``MAX_LEVEL``); ``time_limit`` in seconds
    per move overrides the level's own budget (the think always ends within it); ``threads``:
    the search's threads (``None``: one per core)."""
    return MillPlayer(level, rng, time_limit, threads=threads)
