"""Six Men's Morris solved completely by retrograde analysis: every position, placing and moving.

The game (the preset "six": 16 points, 6 pieces a side, no flying, one removal a mill, a piece in
a mill protected while the opponent has others, blocked or down to two pieces loses) has
19.2 M positions in the moving phase and 30.8 M with pieces in hand. Both are solved by the
native core (``native_core/retrograde.c``, on the engine's own move generator):

* the moving phase: the endgame tables ``T(a, b)`` of the 16-point board for 3 <= a, b <= 6, by
  retrograde analysis in groups ``{T(a, b), T(b, a)}`` (``endgames``, the same solver as the
  24-point endgames);
* the placing phase: a DAG ordered by the placements made (``k`` = 0 .. 11, White begins, so the
  hands follow from ``k``), solved layer by layer from the last placement, which leads into the
  moving tables, back to the empty board.

Each position has one signed byte for its side to move: ``+d`` wins in ``d`` plies, ``-d`` loses in
``d`` plies (to the end of the game, with best play: the winner hurries, the loser holds out),
``0`` a draw (``endgames.LOST_NOW``: blocked, lost now). **The start is a draw** (so are the
games with 4, 5 and 7 pieces a side; a solution published elsewhere by Dries De Clercq finds the
same for 5, 6 and 7 men under its rules). Figures (``benchmarks/bench_mill_six.py``, one core of
the shared machine): 49,986,423 positions, the moving phase solved in 7 s and the placing phase
in 10 s, 116 MB at the peak (the solved parts and their joined copy), 50 MB once loaded; the
longest win takes 120 plies (a placing position; 119 in the moving phase). For the side to move,
19.6 M placing positions are won, 8.5 M lost and 2.6 M drawn, and 10.6 M, 7.7 M and 0.9 M of the
moving phase (per layer and table the benchmark prints them). The cache file is 16 MB (xz preset
1: 3.5 s to pack, 0.8 s to unpack).

Ruling on the draw counters: the solution ignores them, as ``tables.solve_small`` does for Three
Men's Morris (a draw is endless best play, and repetition changes no win: the winner's shortest
line never repeats a position). ``lookup`` and the native probe apply them: a win or loss longer
than the plies the counters leave is not claimed (a removal on the way would reset them, so the
search decides), a draw stays a draw.

What is solved: the six-point board (16 points) with 3 to 7 pieces a side (7: 106.7 M positions
in 64 s), with removals per mill or from mills as set. Not solved (search as before): Lasker's
moving while placing, blocked players passing, 8 pieces a side (the board fills), and flying,
whose longest wins outrun the one byte a position holds (127 plies: its build stops at the 5-v-6
moving tables). Any other setting whose wins turn out that long fails to build the same way and
plays by search as well.

Storage: nothing ships (the download has no room for 50 MB); the solution is built on first use
in a background thread (``solution_if_ready``; ``progress`` and ``tables.solving`` tell any
process how far it has come), cached atomically in the user's cache folder as one verified xz
file (``file_name``, ``table_files``), and loaded from there later (about a second). Rebuild:
delete that file, or run ``benchmarks/bench_mill_six.py``, which solves from scratch and prints
every figure.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from math import comb

from morra_suite.ai.mill import endgames, table_files
from morra_suite.ai.mill.engine import Config, Pos

TABLE_VERSION = 1
POINTS = 16
Layout = tuple[int, int, dict[tuple[int, int], int], int]  # hands, sub-table offsets, size


def applies(cfg: Config) -> bool:
    """Whether these rules are a game this module solves (see the module's docstring)."""
    return (
        cfg.board == "six"
        and not cfg.lasker
        and not cfg.blocked_passes
        and not cfg.line_wins
        and not cfg.flying
        and cfg.pieces >= 3
        and 2 * cfg.pieces < POINTS
    )


def rules_key(cfg: Config) -> str:
    """What the solution depends on, as a file-name fragment: pieces, then ``endgames``'s key."""
    return f"{cfg.pieces}p-{endgames.rules_key(cfg)}"


def file_name(cfg: Config) -> str:
    return f"mill16_{rules_key(cfg)}_v{TABLE_VERSION}.i8.xz"


def table_id(cfg: Config) -> table_files.TableId:
    """What the cache file of these rules must be (version, rules key, size)."""
    return table_files.TableId(TABLE_VERSION, rules_key(cfg), total_positions(cfg.pieces))


def progress_name(cfg: Config) -> str:
    return f"mill16_{rules_key(cfg)}_v{TABLE_VERSION}"


def groups(pieces: int) -> list[tuple[int, int]]:
    """The moving-phase groups ``{T(a, b), T(b, a)}`` in the order they must be solved (a removal
    leads to a group with fewer pieces)."""
    out = [(a, b) for a in range(3, pieces + 1) for b in range(a, pieces + 1)]
    return sorted(out, key=lambda g: (g[0] + g[1], g[0]))


def hands(pieces: int, k: int) -> tuple[int, int]:
    """The mover's and the other's pieces in hand after ``k`` placements (White begins)."""
    white, black = (k + 1) // 2, k // 2
    return (pieces - black, pieces - white) if k % 2 else (pieces - white, pieces - black)


def layout(pieces: int, k: int, n: int = POINTS) -> Layout:
    """Layer ``k``: (mover's hand, other's hand, {(a, b): offset of that sub-table}, size). Written
    independently of ``_native.pl_layout``; the tests hold the two equal."""
    hm, ho = hands(pieces, k)
    offsets: dict[tuple[int, int], int] = {}
    total = 0
    for a in range(pieces - hm + 1):
        for b in range(pieces - ho + 1):
            if a + hm >= 3 and b + ho >= 3:
                offsets[(a, b)] = total
                total += comb(n, a) * comb(n - a, b)
    return hm, ho, offsets, total


@dataclass(frozen=True, eq=False)
class Solution:
    """The solved game: the moving tables ``moving[(a, b)]`` and ``placing[k]`` per layer."""

    pieces: int
    moving: endgames.EndgameTables
    placing: tuple[memoryview, ...]
    layouts: tuple[Layout, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.layouts:
            object.__setattr__(
                self, "layouts", tuple(layout(self.pieces, k) for k in range(2 * self.pieces))
            )


def _parts(pieces: int) -> list[tuple[str, int]]:
    """The solution's parts in file order, with their sizes: moving groups, then layers 2P-1..0."""
    out = []
    for a, b in groups(pieces):
        size = endgames.size(a, b, POINTS) + (endgames.size(b, a, POINTS) if a != b else 0)
        out.append((f"{a}-v-{b}", size))
    for k in range(2 * pieces - 1, -1, -1):
        out.append((f"layer {k}", layout(pieces, k)[3]))
    return out


def total_positions(pieces: int) -> int:
    return sum(size for _, size in _parts(pieces))


def _assemble(pieces: int, raw: bytes | bytearray) -> Solution:
    """The ``Solution`` over one buffer laid out as ``_parts`` says (``ValueError`` if not)."""
    parts = _parts(pieces)
    if len(raw) != sum(size for _, size in parts):
        raise ValueError(f"{len(raw)} bytes: not a {pieces}-piece Six Men's Morris solution")
    view = memoryview(raw).cast("b")
    moving: endgames.EndgameTables = {}
    placing: dict[int, memoryview] = {}
    at = 0
    for (a, b), (_, size) in zip(groups(pieces), parts, strict=False):
        moving.update(endgames._split(a, b, view[at : at + size], POINTS))  # type: ignore[arg-type]
        at += size
    for k in range(2 * pieces - 1, -1, -1):
        size = layout(pieces, k)[3]
        placing[k] = view[at : at + size]
        at += size
    return Solution(pieces, moving, tuple(placing[k] for k in range(2 * pieces)))


@dataclass
class Stats:
    """What a solve measured, per part: (name, positions, wins, losses, draws, longest, seconds)."""

    parts: list[tuple[str, int, int, int, int, int, float]] = field(default_factory=list)


def solve(
    cfg: Config,
    progress: Callable[[int, int, str], None] | None = None,
    stats: Stats | None = None,
) -> tuple[Solution, bytes]:
    """Solves the whole game with the native core: (the solution, its bytes in file order).
    ``progress(positions done, positions, part)``; ``ValueError`` for rules it cannot solve."""
    from morra_suite.ai.mill.native import new_engine

    if not applies(cfg):
        raise ValueError(f"{cfg}: not a Six Men's Morris this module solves")
    pieces = cfg.pieces
    engine = new_engine(cfg, tt_bits=4)
    total = total_positions(pieces)
    done = 0
    chunks: list[bytes] = []
    for (a, b), (name, size) in zip(groups(pieces), _parts(pieces), strict=False):
        if progress:
            progress(done, total, name)
        began = time.perf_counter()
        raw, st = engine.solve_endgame(a, b)
        for ab, view in endgames._split(a, b, raw, POINTS).items():
            engine.set_endgame(*ab, view)
        if stats is not None:
            stats.parts.append(
                (name, size, st[1], st[2], st[3], st[0], time.perf_counter() - began)
            )
        chunks.append(raw)
        done += size
    for k in range(2 * pieces - 1, -1, -1):
        size = layout(pieces, k)[3]
        if progress:
            progress(done, total, f"layer {k}")
        began = time.perf_counter()
        raw, st = engine.solve_placing(pieces, k)
        engine.set_placing(pieces, k, raw)
        if stats is not None:
            stats.parts.append(
                (f"layer {k}", size, st[1], st[2], st[3], st[0], time.perf_counter() - began)
            )
        chunks.append(raw)
        done += size
    if progress:
        progress(total, total, "done")
    blob = b"".join(chunks)
    return _assemble(pieces, blob), blob


def load_or_build(
    cfg: Config, build: bool = True, progress: Callable[[int, int, str], None] | None = None
) -> Solution | None:
    """The solution for ``cfg``: the user's cache (verified; a damaged file is deleted), else
    solved (about 20 s with the native core) and cached atomically. ``None`` when it is not
    cached and cannot be built (``build=False``, no native core, or rules it cannot solve).
    While another process solves the same rules, this one waits for its file instead of
    solving it twice."""
    if not applies(cfg):
        return None
    path = table_files.cache_dir() / file_name(cfg)
    raw = table_files.load_verified(file_name(cfg), table_id(cfg))
    if raw is not None:
        return _assemble(cfg.pieces, raw)
    from morra_suite.ai.mill import native

    if not build or not native.available():
        return None
    name = progress_name(cfg)
    if endgames.wait_for_other_build(name):
        return load_or_build(cfg, build, progress)
    folder = path.parent  # where this build reports and saves, whatever happens meanwhile

    def report(done: int, total: int, what: str) -> None:
        endgames.report(name, done, total, what, folder)
        if progress:
            progress(done, total, what)

    try:
        solution, blob = solve(cfg, report)
        # packing takes a while: it is the last step the window shows
        report(total_positions(cfg.pieces), total_positions(cfg.pieces) + 1, "saving")
        with contextlib.suppress(OSError):  # an unwritable cache only costs a rebuild next time
            table_files.save_table(blob, path, table_id(cfg), 1)
    except ValueError:  # a setting with a win longer than a byte holds: search as before
        return None
    finally:
        endgames.finish(name, folder)
    return solution


_background: endgames.Background[Solution] = endgames.Background(
    lambda cfg, note: load_or_build(cfg, progress=note)
)


def solution_if_ready(cfg: Config) -> Solution | None:
    """The solution if already in memory; otherwise starts loading (or solving) it in a
    background thread and returns ``None``, so no timed think ever waits for it."""
    if not applies(cfg):
        return None
    return _background.if_ready(cfg, rules_key(cfg))


def progress(cfg: Config) -> tuple[int, int, str] | None:
    """(positions solved, positions, part) of a build of these rules running in this process or
    another one, else ``None``."""
    here = _background.progress.get(rules_key(cfg))
    if here is not None:
        return here
    found = endgames.read_progress(progress_name(cfg))
    return None if found is None else found[:3]


def raw_value(solution: Solution, pos: Pos) -> int | None:
    """The stored byte of ``pos`` (placing or moving), or ``None`` when the solution has no such
    position (hands that a game of these rules cannot have, more pieces than it has)."""
    s = pos.side
    me, op = pos.bb[s], pos.bb[1 - s]
    hm, ho = pos.hand[s], pos.hand[1 - s]
    if hm == ho == 0:
        return endgames.raw_value(solution.moving, pos, POINTS)
    pieces = solution.pieces
    if hm > pieces or ho > pieces or hm - ho not in (0, 1):
        return None
    k = 2 * pieces - hm - ho
    offset = solution.layouts[k][2].get((me.bit_count(), op.bit_count()))
    if offset is None:
        return None
    return int(solution.placing[k][offset + endgames.index(me, op, POINTS)])


def lookup(cfg: Config, solution: Solution, pos: Pos) -> tuple[int, int] | None:
    """(value, distance) of ``pos`` for its side to move (+1 win, -1 loss, 0 draw), or ``None``
    when the solution has no such position or the result is longer than the counters leave."""
    return endgames.value_of(cfg, raw_value(solution, pos), pos)
