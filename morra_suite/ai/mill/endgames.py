"""Solved moving and flying endgames of the 24-point board: every position, 3 or 4 pieces a side.

The retrograde solver is C (``_native.c``, the endgame section, on the engine's own move
generator, so the tables follow exactly the moves the search plays). A table ``T(a, b)`` holds one
signed byte per position with ``a`` pieces for the side to move and ``b`` for the other:

* ``+d``: the side to move wins in ``d`` plies; ``-d``: it loses in ``d`` plies; ``0``: a draw;
* ``LOST_NOW`` (-128): the side to move is blocked and has lost.

A move without a removal stays inside the group ``{T(a, b), T(b, a)}``, a removal leads to a group
with one piece fewer (or ends the game), so the groups are solved in the order of ``GROUPS``.
Measured (``python scripts/build_mill_tables.py``, one core of an idle machine): 3-v-3 in 4 s,
3-v-4 with 4-v-3 in 14 s, 4-v-4 in 20 s (on the shared, loaded machine up to 14, 39 and 103 s).
Most 3-v-4 and 4-v-4 positions are draws, so xz packs the 78 M positions of a rules set into
0.85 MB (plain) and 2.3 MB (diagonals); the default game with and without diagonals ships in
``resources/ai`` (3.1 MB), other rule settings are solved on first use in a background thread
(``progress``) and cached in the user's cache folder. Loaded, the tables take 78 MB of memory.

Counters: a table distance counts plies to the end of the game, and a removal on the way resets
the no-removal counter, so a win longer than the counter leaves is not known to be a draw:
``lookup`` answers ``None`` (search on) for it.
"""

from __future__ import annotations

import contextlib
import lzma
import threading
from collections.abc import Callable
from math import comb

from morra_suite.ai.mill.engine import Config, Pos
from morra_suite.ai.mill.tables import cache_dir, save_table

LOST_NOW = -128
TABLE_VERSION = 1
GROUPS: tuple[tuple[int, int], ...] = ((3, 3), (3, 4), (4, 4))
MAX_PIECES = 4

EndgameTables = dict[tuple[int, int], memoryview]


def applies(cfg: Config) -> bool:
    """Whether moving-phase positions of these rules are what the tables solve."""
    return (
        cfg.board in ("twenty-four", "twentyfour") and not cfg.line_wins and not cfg.blocked_passes
    )


def rules_key(cfg: Config) -> str:
    """The part of the rules a table depends on, as a file-name fragment."""
    key = "diag" if cfg.diagonals else "plain"
    if not cfg.flying:
        key += "-nofly"
    elif cfg.fly_at != 3:
        key += f"-fly{cfg.fly_at}"
    if cfg.removal_per_mill:
        key += "-permill"
    if cfg.remove_any:
        key += "-anyremove"
    return key


def size(a: int, b: int) -> int:
    return comb(24, a) * comb(24 - a, b)


def index(me: int, op: int) -> int:
    """The position's place in ``T(popcount(me), popcount(op))`` (as ``_native.eg_index``)."""
    a, b = me.bit_count(), op.bit_count()
    rank_me = 0
    i = 1
    m = me
    while m:
        low = m & -m
        rank_me += comb(low.bit_length() - 1, i)
        i += 1
        m ^= low
    rank_op = 0
    i = 1
    m = op
    while m:
        low = m & -m
        p = low.bit_length() - 1
        rank_op += comb(p - (me & (low - 1)).bit_count(), i)
        i += 1
        m ^= low
    return rank_me * comb(24 - a, b) + rank_op


def file_name(cfg: Config, a: int, b: int) -> str:
    return f"mill24_{a}v{b}_{rules_key(cfg)}_v{TABLE_VERSION}.i8.xz"


def _split(a: int, b: int, raw: bytes) -> EndgameTables:
    first = size(a, b)
    want = first + (size(b, a) if a != b else 0)
    if len(raw) != want:
        raise ValueError(f"{a}-v-{b}: {len(raw)} bytes, expected {want}")
    view = memoryview(raw).cast("b")
    out = {(a, b): view[:first]}
    if a != b:
        out[(b, a)] = view[first:]
    return out


def solve(
    cfg: Config, progress: Callable[[int, int, str], None] | None = None
) -> dict[tuple[int, int], bytes]:
    """Solves every group of ``GROUPS`` with the native solver: ``{(a, b): group bytes}``."""
    from morra_suite.ai.mill.native import new_engine

    engine = new_engine(cfg, tt_bits=4)
    out: dict[tuple[int, int], bytes] = {}
    for k, (a, b) in enumerate(GROUPS):
        if progress:
            progress(k, len(GROUPS), f"{a}-v-{b}")
        raw, _stats = engine.solve_endgame(a, b)
        out[(a, b)] = raw
        for ab, view in _split(a, b, raw).items():
            engine.set_endgame(*ab, view)
    if progress:
        progress(len(GROUPS), len(GROUPS), "done")
    return out


def _shipped(name: str):
    from morra_suite.resources import resource_path

    return resource_path("ai", name)


def load_or_build(
    cfg: Config, build: bool = True, progress: Callable[[int, int, str], None] | None = None
) -> EndgameTables | None:
    """Every table for ``cfg``: shipped files, else the user's cache, else solved (about 45 s with
    the native core) and cached atomically. ``None`` when a table is missing and cannot be built
    (``build=False``, or no native core)."""
    tables: EndgameTables = {}
    missing = []
    for a, b in GROUPS:
        name = file_name(cfg, a, b)
        for path in (_shipped(name), cache_dir() / name):
            if path.is_file():
                try:
                    tables.update(_split(a, b, lzma.decompress(path.read_bytes())))
                    break
                except (OSError, ValueError, lzma.LZMAError):
                    continue
        else:
            missing.append((a, b))
    if not missing:
        return tables
    from morra_suite.ai.mill import native

    if not build or not native.available():
        return None
    solved = solve(cfg, progress)
    for a, b in GROUPS:
        with contextlib.suppress(OSError):  # an unwritable cache only costs a rebuild next time
            if (a, b) in missing:
                save_table(memoryview(solved[(a, b)]), cache_dir() / file_name(cfg, a, b), 6)
        tables.update(_split(a, b, solved[(a, b)]))
    return tables


_lock = threading.Lock()
_ready: dict[str, EndgameTables] = {}
_loading: set[str] = set()
_unavailable: set[str] = set()  # missing and not buildable here (no native core): not retried
_progress: dict[str, tuple[int, int, str]] = {}


def _load_in_background(cfg: Config) -> None:
    key = rules_key(cfg)

    def report(done: int, total: int, what: str) -> None:
        _progress[key] = (done, total, what)

    try:
        tables = load_or_build(cfg, progress=report)
    finally:
        with _lock:
            _loading.discard(key)
    with _lock:
        if tables is not None:
            _ready[key] = tables
        else:
            _unavailable.add(key)


def tables_if_ready(cfg: Config) -> EndgameTables | None:
    """The tables if already in memory; otherwise starts loading (or solving) them in a
    background thread and returns ``None``, so no timed think ever waits for them."""
    if not applies(cfg):
        return None
    key = rules_key(cfg)
    tables = _ready.get(key)
    if tables is not None:
        return tables
    with _lock:
        if key in _loading or key in _ready or key in _unavailable:
            return _ready.get(key)
        _loading.add(key)
    threading.Thread(target=_load_in_background, args=(cfg,), daemon=True).start()
    return None


def progress(cfg: Config) -> tuple[int, int, str] | None:
    """(groups solved, groups, which one) of a build running in the background, else ``None``."""
    return _progress.get(rules_key(cfg))


def raw_value(tables: EndgameTables, pos: Pos) -> int | None:
    """The stored byte of a moving-phase position, or ``None`` when no table holds it."""
    if pos.hand[0] or pos.hand[1]:
        return None
    me, op = pos.bb[pos.side], pos.bb[1 - pos.side]
    table = tables.get((me.bit_count(), op.bit_count()))
    if table is None:
        return None
    return table[index(me, op)]


def lookup(cfg: Config, tables: EndgameTables, pos: Pos) -> tuple[int, int] | None:
    """(value, distance) of ``pos`` for its side to move (+1 win, -1 loss, 0 draw), or ``None``
    when no table holds it or the win is longer than the draw counters leave."""
    v = raw_value(tables, pos)
    if v is None:
        return None
    if v == 0:
        return (0, 0)
    if v == LOST_NOW:
        return (-1, 0)
    dist = abs(v)
    limits = [limit - pos.quiet for limit in (cfg.quiet_limit, cfg.endgame_limit) if limit]
    if limits and dist > min(limits):
        return None
    return (1 if v > 0 else -1, dist)
