"""Solved moving and flying endgames of the 24-point board: every position, 3 or 4 pieces a side.

The retrograde solver is C (``native_core/retrograde.c``, on the engine's own move
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
(``progress``) and cached, verified, in the user's cache folder (``table_files``). Loaded, the
tables take 78 MB of memory.

Counters: a table distance counts plies to the end of the game, and a removal on the way resets
the no-removal counter, so a win longer than the counter leaves is not known to be a draw:
``lookup`` answers ``None`` (search on) for it.

The index and the solver take the board's point count ``n`` (24 here; 16 for Six Men's Morris,
whose moving tables ``six.py`` solves with the same code and whose placing phase it adds). A build
in the background reports its progress to every process through a small file beside the cache
files (``report``, ``read_progress``): the computer players and the analysis think in child
processes, the window shows the progress (``tables.solving``), and a process that needs tables
another one is solving waits for them instead of solving them twice.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading
import time
from collections.abc import Callable
from math import comb
from pathlib import Path
from typing import Generic, TypeVar

from morra_suite.ai.mill import table_files
from morra_suite.ai.mill.engine import Config, Pos
from morra_suite.ai.mill.table_files import cache_dir
from morra_suite.core.files import write_text_atomic

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


def size(a: int, b: int, n: int = 24) -> int:
    """How many positions ``T(a, b)`` holds on a board of ``n`` points."""
    return comb(n, a) * comb(n - a, b)


def index(me: int, op: int, n: int = 24) -> int:
    """The position's place in ``T(popcount(me), popcount(op))`` on a board of ``n`` points (as
    ``_native.eg_index``; Six Men's Morris's tables use it with ``n = 16``)."""
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
    return rank_me * comb(n - a, b) + rank_op


def file_name(cfg: Config, a: int, b: int) -> str:
    return f"mill24_{a}v{b}_{rules_key(cfg)}_v{TABLE_VERSION}.i8.xz"


def _split(a: int, b: int, raw: bytes, n: int = 24) -> EndgameTables:
    first = size(a, b, n)
    want = first + (size(b, a, n) if a != b else 0)
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


def group_size(a: int, b: int, n: int = 24) -> int:
    """The bytes of the group ``{T(a, b), T(b, a)}`` as one file holds it."""
    return size(a, b, n) + (size(b, a, n) if a != b else 0)


def table_id(cfg: Config, a: int, b: int) -> table_files.TableId:
    """What the file of group ``(a, b)`` under ``cfg`` must be (version, rules key, size)."""
    return table_files.TableId(TABLE_VERSION, rules_key(cfg), group_size(a, b))


def progress_name(cfg: Config) -> str:
    """The name a build of these rules reports its progress under (``report``)."""
    return f"mill24_{rules_key(cfg)}_v{TABLE_VERSION}"


def load_or_build(
    cfg: Config, build: bool = True, progress: Callable[[int, int, str], None] | None = None
) -> EndgameTables | None:
    """Every table for ``cfg``: shipped files, else the user's cache (both verified, a damaged
    cache file deleted: ``table_files``), else solved (about 45 s with the native core) and
    cached atomically. ``None`` when a table is missing and cannot be built
    (``build=False``, or no native core). While another process solves the same rules (its
    progress file is fresh), this one waits for its files instead of solving them twice."""
    tables: EndgameTables = {}
    missing = []
    for a, b in GROUPS:
        raw = table_files.load_verified(file_name(cfg, a, b), table_id(cfg, a, b))
        if raw is None:
            missing.append((a, b))
        else:
            tables.update(_split(a, b, raw))
    if not missing:
        return tables
    from morra_suite.ai.mill import native

    if not build or not native.available():
        return None
    name = progress_name(cfg)
    if wait_for_other_build(name):
        return load_or_build(cfg, build, progress)
    folder = cache_dir()  # where this build reports and saves, whatever happens meanwhile

    def report_both(done: int, total: int, what: str) -> None:
        report(name, done, total, what, folder)
        if progress:
            progress(done, total, what)

    try:
        solved = solve(cfg, report_both)
        for a, b in GROUPS:
            with contextlib.suppress(OSError):  # an unwritable cache only costs a rebuild
                if (a, b) in missing:
                    path = folder / file_name(cfg, a, b)
                    table_files.save_table(solved[(a, b)], path, table_id(cfg, a, b), 6)
            tables.update(_split(a, b, solved[(a, b)]))
    finally:
        finish(name, folder)
    return tables


# ---- builds in the background, seen from every process ---------------------------------------
#
# The computer players and the analysis think in child processes, so whichever asks first solves
# the tables there, while the window (another process) wants to show how far it has come. The
# builder writes its progress beside the cache files (``<name>.progress``, atomically); any process
# reads it (``read_progress``), and one that needs the same tables waits for the builder's files
# instead of solving them a second time. A progress file whose writer has died or has not written
# for ``STALE_S`` seconds is ignored.

STALE_S = 300.0
WAIT_POLL_S = 1.0


def progress_file(name: str, folder: Path | None = None) -> Path:
    return (cache_dir() if folder is None else folder) / f"{name}.progress"


def report(name: str, done: int, total: int, what: str, folder: Path | None = None) -> None:
    """Publishes a build's progress (``done`` of ``total``, ``what`` it is at) to every process;
    ``folder``: the cache folder the build writes to (it keeps the one it started with)."""
    path = progress_file(name, folder)
    data = {"pid": os.getpid(), "done": done, "total": total, "what": what, "time": time.time()}
    with contextlib.suppress(OSError):
        write_text_atomic(path, json.dumps(data))


def finish(name: str, folder: Path | None = None) -> None:
    """The build is over (done or failed): its progress file goes, if it is this process's."""
    with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
        path = progress_file(name, folder)
        if json.loads(path.read_text(encoding="utf-8"))["pid"] == os.getpid():
            path.unlink()


def _alive(pid: int) -> bool:
    if sys.platform == "win32":  # (os.kill would end it there): the file's age has to do
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def read_progress(name: str) -> tuple[int, int, str, int] | None:
    """(done, total, what, pid) of a build running in any process, else ``None``."""
    try:
        data = json.loads(progress_file(name).read_text(encoding="utf-8"))
        done, total, what, pid = (
            int(data["done"]), int(data["total"]), str(data["what"]), int(data["pid"])
        )  # fmt: skip
        fresh = time.time() - float(data["time"]) < STALE_S
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not fresh or not _alive(pid):
        return None
    return (done, total, what, pid)


def wait_for_other_build(name: str) -> bool:
    """Waits while another process builds ``name``; whether there was such a build."""
    waited = False
    while (found := read_progress(name)) is not None and found[3] != os.getpid():
        waited = True
        time.sleep(WAIT_POLL_S)
    return waited


T = TypeVar("T")


class Background(Generic[T]):
    """One value per rules key (tables), loaded or built once per process in a daemon thread.

    ``if_ready`` never waits: a timed think asks it and goes on without the tables until they
    are there. A key whose load returned ``None`` (missing and not buildable) is not retried.
    """

    def __init__(self, load: Callable[[Config, Callable[[int, int, str], None]], T | None]):
        self._load = load
        self._lock = threading.Lock()
        self.ready: dict[str, T] = {}
        self._loading: set[str] = set()
        self._unavailable: set[str] = set()
        self.progress: dict[str, tuple[int, int, str]] = {}

    def if_ready(self, cfg: Config, key: str) -> T | None:
        found = self.ready.get(key)
        if found is not None:
            return found
        with self._lock:
            if key in self._loading or key in self.ready or key in self._unavailable:
                return self.ready.get(key)
            self._loading.add(key)
        threading.Thread(target=self._run, args=(cfg, key), daemon=True).start()
        return None

    def _run(self, cfg: Config, key: str) -> None:
        def note(done: int, total: int, what: str) -> None:
            self.progress[key] = (done, total, what)

        found: T | None = None
        try:
            found = self._load(cfg, note)
        finally:
            with self._lock:
                self._loading.discard(key)
                if found is not None:
                    self.ready[key] = found
                else:
                    self._unavailable.add(key)
                self.progress.pop(key, None)


_background: Background[EndgameTables] = Background(
    lambda cfg, note: load_or_build(cfg, progress=note)
)


def tables_if_ready(cfg: Config) -> EndgameTables | None:
    """The tables if already in memory; otherwise starts loading (or solving) them in a
    background thread and returns ``None``, so no timed think ever waits for them."""
    if not applies(cfg):
        return None
    return _background.if_ready(cfg, rules_key(cfg))


def progress(cfg: Config) -> tuple[int, int, str] | None:
    """(groups solved, groups, which one) of a build of these rules running in this process or
    another one, else ``None``."""
    here = _background.progress.get(rules_key(cfg))
    if here is not None:
        return here
    found = read_progress(progress_name(cfg))
    return None if found is None else found[:3]


def raw_value(tables: EndgameTables, pos: Pos, n: int = 24) -> int | None:
    """The stored byte of a moving-phase position, or ``None`` when no table holds it."""
    if pos.hand[0] or pos.hand[1]:
        return None
    me, op = pos.bb[pos.side], pos.bb[1 - pos.side]
    table = tables.get((me.bit_count(), op.bit_count()))
    if table is None:
        return None
    return table[index(me, op, n)]


def lookup(cfg: Config, tables: EndgameTables, pos: Pos) -> tuple[int, int] | None:
    """(value, distance) of ``pos`` for its side to move (+1 win, -1 loss, 0 draw), or ``None``
    when no table holds it or the win is longer than the draw counters leave."""
    return value_of(cfg, raw_value(tables, pos, cfg.topo.size), pos)


def value_of(cfg: Config, v: int | None, pos: Pos) -> tuple[int, int] | None:
    """A stored byte as (value, distance) for ``pos``'s side to move, the counters applied: a
    win or loss longer than the plies the counters leave is ``None`` (a removal on the way would
    reset them, so only a search can tell)."""
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
