"""The native search core (``native_core/*.c``) behind the same interface as the pure-Python
``Searcher``.

The C extension is built by ``pip install`` when a C compiler is present; without one the
extension is simply missing and ``make_searcher`` hands out the pure-Python ``Searcher`` instead
(about a hundred times slower, so the top level searches 6 plies instead of 12 and more). A build
from other sources (in a checkout, the hash of the C files, ``native_build.source_hash``,
differs from the one the build recorded) is ignored rather than trusted: a stale core would play
by other rules.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from morra_suite.ai.mill.engine import Z_HAND, Z_POINT, Z_SIDE, Config, Move, Pos
from morra_suite.ai.mill.evaluation import DEFAULT_WEIGHTS, WEIGHT_NAMES
from morra_suite.ai.mill.search import Searcher, Stop
from morra_suite.ai.native_build import core_folder, source_files, source_hash
from morra_suite.ai.search_threads import (
    CLOCKS,
    MAX_THREADS,
    check_clock,
    check_threads,
    default_threads,
)

__all__ = [
    "CLOCKS",
    "MAX_THREADS",
    "NativeSearcher",
    "available",
    "check_clock",
    "check_threads",
    "default_threads",
    "make_searcher",
    "new_engine",
]

if TYPE_CHECKING:
    from morra_suite.ai.mill.flying import FlyingTable

NATIVE_VERSION = 1


#: The core's C files and header (absent in an installed wheel that carries no sources).
FOLDER = core_folder(__file__)


def _load() -> ModuleType | None:
    try:
        from morra_suite.ai.mill import _native  # type: ignore[attr-defined]
    except ImportError:
        return None
    if getattr(_native, "VERSION", None) != NATIVE_VERSION:
        return None
    if getattr(_native, "WEIGHTS", None) != len(WEIGHT_NAMES):
        return None
    # The sources beside it (a checkout): was the build made from these?
    if source_files(FOLDER) and getattr(_native, "SOURCE_SHA", None) != source_hash(FOLDER):
        return None
    module: ModuleType = _native  # the C extension: untyped
    return module


_native = _load()


def available() -> bool:
    """Whether the compiled search core is installed (and matches these sources)."""
    return _native is not None


def new_engine(
    cfg: Config, weights: tuple[int, ...] = DEFAULT_WEIGHTS, tt_bits: int = 20
) -> Any:  # the C extension's Engine: untyped
    """A native ``Engine`` for ``cfg`` (``RuntimeError`` when the extension is not built)."""
    if _native is None:
        raise RuntimeError("the native mill engine is not built (no C compiler at install?)")
    topo = cfg.topo
    flags = (
        cfg.flying,
        cfg.fly_at,
        cfg.line_wins,
        cfg.removal_per_mill,
        cfg.remove_any,
        cfg.lasker,
        cfg.full_board_first_loses,
        cfg.blocked_passes,
        cfg.repetition,
        cfg.quiet_limit,
        cfg.endgame_limit,
    )
    return _native.Engine(
        topo.size,
        list(topo.adjacent),
        list(topo.mills),
        [int(f) for f in flags],
        [list(Z_POINT[0]), list(Z_POINT[1])],
        [list(Z_HAND[0]), list(Z_HAND[1])],
        Z_SIDE,
        list(weights),
        tt_bits,
    )


def pos_tuple(pos: Pos) -> tuple[int, int, int, int, int, int]:
    return (pos.bb[0], pos.bb[1], pos.hand[0], pos.hand[1], pos.side, pos.quiet)


def _move(m: Sequence[Any]) -> Move:  # as the untyped C core gives it
    frm, to, rems = m
    return (frm, to, tuple(rems))


class NativeSearcher:
    """``Searcher``'s interface (``think``, ``root_scores``, ``nodes``, ``depth_reached``,
    ``partial``) over the compiled core. Not shared between threads, as ``Searcher``.

    ``threads``: how many threads ``think`` searches on (Lazy SMP over one shared table; the
    default ``None`` is one per core). With more than one the move is as sound but the node
    count and, in a close choice, the move may differ from run to run; ``threads=1`` is node
    for node repeatable. ``root_scores`` (fixed depth, every move exact) always uses one.

    ``clock``: what a budget counts, ``"wall"`` (the default: what a player waits) or ``"cpu"``
    (each search thread's own CPU time: benchmarks on a loaded machine, where a thread waiting
    for a core would otherwise lose its budget to other programs)."""

    def __init__(
        self,
        cfg: Config,
        contempt: int = 0,
        weights: tuple[int, ...] = DEFAULT_WEIGHTS,
        tt_bits: int = 20,
        threads: int | None = None,
        clock: str = "wall",
    ) -> None:
        self.cfg = cfg
        self.contempt = contempt
        self.weights = tuple(weights)
        self.engine = new_engine(cfg, self.weights, tt_bits)
        self.threads = default_threads() if threads is None else check_threads(threads)
        self.engine.set_threads(self.threads)
        self.clock = check_clock(clock)
        self.engine.set_clock(CLOCKS.index(clock))
        self.reductions = False  # late move reductions in think (set_reductions)
        self.old_margin = False  # the think's slack of 4d617a1 (set_margin)
        self.pruning = False  # futility pruning and a depth-keeping table in think (set_pruning)
        self.wide_placing = False  # no reductions in the placing phase (set_wide_placing)
        self.watch = False  # the last placements searched on, no reductions near a blockade
        self.nodes = 0
        self.depth_reached = 0
        self.partial: list[tuple[Move, int]] = []
        self._endgames: object = None  # endgame tables or a six.Solution (no import: a cycle)
        self._placing = 0  # pieces of the placing layers set, 0: none

    def set_reductions(self, on: bool) -> None:
        """Late move reductions in ``think`` (quiet moves ordered late searched a ply or two
        shallower first): deeper along the moves that matter in the same time. ``root_scores``
        never reduces, so its fixed-depth scores stay the pure-Python search's."""
        self.engine.set_reductions(int(bool(on)))
        self.reductions = bool(on)

    def set_wide_placing(self, on: bool) -> None:
        """With the reductions on, none at a node of the placing phase: every placement there is
        searched to the full depth (a wider think than the reduced one, shallower in the same
        time). The quiet placements that reductions put off are the ones that build a blockade
        or the second line of a double mill, which the top lost games to at short times; the
        moving phase keeps its reductions."""
        self.engine.set_wide_placing(int(bool(on)))
        self.wide_placing = bool(on)

    def set_watch(self, on: bool) -> None:
        """The top's watch on blockades in ``think``: a horizon on the last two placements is
        searched on into the moving phase (a leaf there is scored with the moving phase's
        mobility, not the placing phase's guess at it), and no move is reduced where either side
        of the moving phase is down to a few steps. The short top lost games to shut-ins made by
        the last placements. ``root_scores`` never watches, so its fixed-depth scores stay the
        pure-Python search's."""
        self.engine.set_watch(int(bool(on)))
        self.watch = bool(on)

    def set_pruning(self, on: bool) -> None:
        """The top's sharper ``think``: futility pruning one and two plies from the horizon
        (quiet moves that cannot lift a position far below alpha are not searched, a position
        far above beta is cut at once; never near a blockade) and a table that keeps the
        think's deep entries against shallow ones of other positions. ``root_scores`` never
        prunes, so its fixed-depth scores stay the pure-Python search's."""
        self.engine.set_pruning(int(bool(on)))
        self.pruning = bool(on)

    def set_margin(self, old: bool) -> None:
        """The slack ``think`` keeps back of its budget for the return: by default a share in
        proportion (4% and a millisecond: a 0.1 s think searches 95 ms); ``old=True`` the fixed
        margin of 4d617a1 (15% and 20 ms: 65 ms of a 0.1 s think), for the benchmarks' "today"."""
        self.engine.set_margin(int(bool(old)))
        self.old_margin = bool(old)

    def set_flying_table(self, table: FlyingTable | None) -> None:
        """Use the solved 3-v-3 flying table (``tables.flying_table``) as exact leaves, or not."""
        self.engine.set_table(table)

    def set_endgame_tables(self, tables: object) -> None:
        """Use solved tables as exact leaves: the 24-point endgames (``endgames.tables_if_ready``),
        Six Men's Morris's whole game (a ``six.Solution``: its moving tables and placing
        layers), or none (``None``)."""
        if tables is self._endgames:
            return
        self._endgames = tables
        # a six.Solution's moving tables, or the 24-point endgames themselves
        moving = cast("dict[tuple[int, int], memoryview] | None", getattr(tables, "moving", tables))
        for a in range(3, 10):
            for b in range(3, 10):
                if a + b < self.cfg.topo.size:
                    self.engine.set_endgame(a, b, None if moving is None else moving.get((a, b)))
        placing = getattr(tables, "placing", None)
        if placing is not None:
            pieces: int = getattr(tables, "pieces", 0)  # a six.Solution's
            for k, layer in enumerate(placing):
                self.engine.set_placing(pieces, k, layer)
            self._placing = pieces
        elif self._placing:
            for k in range(2 * self._placing):
                self.engine.set_placing(self._placing, k, None)
            self._placing = 0

    def think(
        self,
        pos: Pos,
        time_limit: float,
        max_depth: int = 64,
        cancel: Callable[[], bool] | None = None,
        seen: frozenset[int] = frozenset(),
    ) -> tuple[Move, int, list[tuple[Move, int]]]:
        """Best move, its score, and the root moves with their last scores (best first)."""
        score, depth, nodes, scored = self.engine.think(
            pos_tuple(pos), time_limit, max_depth, cancel, list(seen), self.contempt
        )
        self.nodes = nodes
        self.depth_reached = depth
        out = [(_move(m), s) for m, s in scored]
        return out[0][0], score, out

    def root_scores(
        self,
        pos: Pos,
        depth: int,
        seen: frozenset[int] = frozenset(),
        moves: list[Move] | None = None,
        deadline: float | None = None,
        cancel: Callable[[], bool] | None = None,
        use_tt: bool = True,
    ) -> list[tuple[Move, int]]:
        """Every root move with an exact score at ``depth``; ``Stop`` when out of time."""
        if moves is None:
            moves = self.legal_moves(pos)
        seconds = 3600.0 if deadline is None else max(0.0, deadline - time.perf_counter())
        scored, stopped, nodes = self.engine.root_scores(
            pos_tuple(pos), depth, moves, seconds, cancel, list(seen), self.contempt, use_tt
        )
        self.nodes = nodes
        self.partial = [(_move(m), s) for m, s in scored]
        if stopped:
            raise Stop
        return self.partial

    def legal_moves(self, pos: Pos) -> list[Move]:
        return [_move(m) for m in self.engine.legal_moves(pos_tuple(pos))]

    def evaluate(self, pos: Pos) -> int:
        score: int = self.engine.evaluate(pos_tuple(pos))
        return score


def make_searcher(
    cfg: Config,
    contempt: int = 0,
    weights: tuple[int, ...] = DEFAULT_WEIGHTS,
    native: bool | None = None,
    tt_bits: int = 20,
    threads: int | None = None,
    clock: str = "wall",
) -> Searcher | NativeSearcher:
    """The native searcher when built (or when ``native=True``), else the pure-Python one.
    ``tt_bits``: the native transposition table has 2**tt_bits entries of 24 bytes.
    ``threads``: the native search's threads (``None``: one per core); the pure-Python search
    holds the interpreter lock, so it always searches on one. ``clock``: the native budgets'
    clock (``NativeSearcher``); the pure-Python search keeps the wall clock."""
    check_clock(clock)
    if native is None:
        native = available()
    if native:
        return NativeSearcher(cfg, contempt, weights, tt_bits, threads, clock)
    if threads is not None:
        check_threads(threads)
    return Searcher(cfg, contempt=contempt, weights=weights)
