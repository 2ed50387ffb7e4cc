"""Myra's native search core (``native_core/``: one C file per job) behind a small interface.

The C extension is built by ``pip install`` when a C compiler is present; without one it is
simply missing, ``available()`` says so and the players use the pure-Python search
(``search.py``), which reaches two or three plies a second where the core reaches six and more.
A build from other sources (in a checkout, the hash of the C files, ``native_build.source_hash``,
differs from the one the build recorded) is ignored rather than trusted: a stale core would play
by other rules.

Positions cross the boundary as ``(cells, players, to_move, reserves, no_capture)`` tuples, in
the rules library's cell encoding, and moves as the tuples of ``engine.py``, so the tests can set
the core's answers beside the library's and the pure engine's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from types import ModuleType
from typing import Any

from morra_suite.ai.myra.engine import Move, Pos
from morra_suite.ai.native_build import core_folder, source_files, source_hash
from morra_suite.ai.search_threads import CLOCKS, check_clock, check_threads, default_threads
from morra_suite.games.myra import NEIGHBOURS, ROW_DIAG, MyraState

NATIVE_VERSION = 1

#: The core's C files and header (absent in an installed wheel that carries no sources).
FOLDER = core_folder(__file__)

PosTuple = tuple[tuple[int, ...], int, int, tuple[int, ...], int]


def _load() -> ModuleType | None:
    try:
        from morra_suite.ai.myra import _native  # type: ignore[attr-defined]
    except ImportError:
        return None
    if getattr(_native, "VERSION", None) != NATIVE_VERSION:
        return None
    # a checkout (not a wheel): was the build made from these sources?
    if source_files(FOLDER) and getattr(_native, "SOURCE_SHA", None) != source_hash(FOLDER):
        return None
    _native.setup(NEIGHBOURS, ROW_DIAG)
    module: ModuleType = _native  # the C extension: untyped
    return module


_native = _load()


def available() -> bool:
    """Whether the compiled search core is installed (and matches these sources)."""
    return _native is not None


def core() -> ModuleType:
    """The extension module (``RuntimeError`` when it is not built)."""
    if _native is None:
        raise RuntimeError("the native Myra core is not built (no C compiler at install?)")
    return _native


def pos_tuple(pos: Pos, no_capture: int = 0) -> PosTuple:
    """A search position as the core reads it."""
    return (tuple(pos.cells), pos.n, pos.to_move, tuple(pos.reserves), no_capture)


def state_tuple(state: MyraState) -> PosTuple:
    """A rules-library state as the core reads it."""
    return (state.cells, state.num_players, state.to_move, state.reserves, state.no_capture)


def _move(m: Sequence[Any]) -> Move:  # as the untyped C core gives it
    kind, frm, to, count, line = m
    return (kind, frm, to, count, tuple(line))


def legal_moves(
    pos: PosTuple, lines: bool = True, slow: bool = True, threats: bool = False
) -> list[Move]:
    """The moves as ``engine.generate(pos, lines, slow, threats)`` lists them."""
    return [_move(m) for m in core().legal_moves(pos, lines, 1 if slow else 2 if threats else 0)]


def captures(pos: PosTuple) -> list[Move]:
    return [_move(m) for m in core().captures(pos)]


def play(pos: PosTuple, move: Move) -> PosTuple:
    after: PosTuple = core().play(pos, move)
    return after


def key(pos: PosTuple) -> int:
    """The core's Zobrist key of a position (what it remembers repetitions by)."""
    found: int = core().key(pos)
    return found


def evaluate(pos: PosTuple, root: int) -> int:
    score: int = core().evaluate(pos, root)
    return score


def share_score(pos: PosTuple, root: int) -> int:
    """How a search begun with three in play scores a three-player position for ``root``: its
    share of the win (``reference.soft_evaluate``), also once one player is out."""
    share: int = core().share_score(pos, root)
    return share


def scores(pos: PosTuple) -> tuple[int, ...]:
    """Each player's own score (0 for a player who is out), before the sides are combined."""
    each: tuple[int, ...] = core().scores(pos)
    return each


def weights() -> dict[str, int]:
    """The evaluation's weights by name (``reference.WEIGHTS`` holds the same numbers)."""
    named: dict[str, int] = core().weights()
    return named


def set_weights(changes: dict[str, int]) -> None:
    """Changes some weights for the whole process (a tuning run; ``ValueError`` for a name the
    evaluation does not have). Searches made before keep evaluations they remembered."""
    core().set_weights(changes)


#: How a three-player position is searched: ``paranoid`` (the two others take turns, one side
#: against the player to think) or ``best-reply`` (at the others' turn only the best move of
#: either, then the player to think again).
MODES = {"paranoid": 0, "best-reply": 1}


class NativeSearch:
    """One seat's search tables (transposition table, killers, history), kept between moves.
    Not shared between threads.

    ``threads``: how many threads ``think`` searches on (Lazy SMP over the shared tables; the
    default ``None`` is one per core). One thread is node for node repeatable; ``root_scores``
    (exact, every move) always uses one. ``clock``: what ``think``'s budget counts, ``"wall"``
    (the default) or each search thread's ``"cpu"`` time (benchmarks on a loaded machine)."""

    def __init__(
        self,
        tt_bits: int = 20,
        mode: str = "paranoid",
        threads: int | None = None,
        clock: str = "wall",
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"mode {mode!r}: one of {', '.join(MODES)}")
        self.threads = default_threads() if threads is None else check_threads(threads)
        self.clock = check_clock(clock)
        self.engine = core().Engine(tt_bits)
        self.engine.set_mode(MODES[mode])
        self.engine.set_threads(self.threads)
        self.engine.set_clock(CLOCKS.index(clock))
        self.nodes = 0
        self.depth = 0

    def think(
        self,
        state: MyraState,
        seconds: float,
        max_depth: int = 64,
        cancel: Callable[[], bool] | None = None,
        seen: Iterable[int] = (),
    ) -> tuple[int, list[tuple[Move, int]]]:
        """(score of the best move, root moves with their last scores, best first); the search
        stops at ``seconds`` or when ``cancel()`` says so (polled with the GIL taken back)."""
        limit = state.rules.no_capture_limit
        score, depth, nodes, scored = self.engine.think(
            state_tuple(state), seconds, max_depth, cancel, list(seen), limit
        )
        self.nodes = nodes
        self.depth = depth
        return score, [(_move(m), s) for m, s in scored]

    def root_scores(
        self, pos: PosTuple, depth: int, seen: Iterable[int] = (), limit: int = 200
    ) -> list[tuple[Move, int]]:
        """Every root move with its exact score at ``depth`` (for the agreement tests)."""
        scored, nodes = self.engine.root_scores(pos, depth, list(seen), limit)
        self.nodes = nodes
        return [(_move(m), s) for m, s in scored]


__all__ = [
    "MODES",
    "NativeSearch",
    "available",
    "captures",
    "evaluate",
    "key",
    "legal_moves",
    "play",
    "pos_tuple",
    "scores",
    "set_weights",
    "share_score",
    "state_tuple",
    "weights",
]
