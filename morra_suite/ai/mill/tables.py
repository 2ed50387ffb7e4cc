"""Perfect play where it fits on this machine: retrograde analysis of whole games and endgames.

* Three Men's Morris (any settings of the nine-point board): every position reachable from the
  start, solved by retrograde analysis on the engine's own move generator, in well under a second.
* Six Men's Morris, every position (``six.py``, solved by the native core on first use), and the
  24-point endgames with 3 or 4 pieces a side (``endgames.py``): ``endgame_tables_if_ready`` and
  ``endgame_lookup`` below answer for both.
* The flying endgame of the 24-point board, three pieces against three, both flying: closing a
  mill takes the opponent to two pieces and ends the game, so these 2 x 2024 x 1330 positions form
  a closed world. Solved with numpy over the (mover, other) index grid of 3-point subsets, one
  board with and one without diagonals. The tables ship compactly under ``resources/ai`` and are
  rebuilt (and cached atomically in the user's cache folder) if the shipped file is missing.

Values are from the side to move: ``+d`` wins in ``d`` plies, ``-d`` loses in ``d`` plies, ``0``
is a draw with best play. Counters (no-removal draws) are the caller's: a win in ``d`` with fewer
than ``d`` plies left on the counter is a draw, which ``lookup`` applies.
"""

from __future__ import annotations

import contextlib
import lzma
import os
import sys
import tempfile
import threading
from collections import deque
from functools import cache
from itertools import combinations
from pathlib import Path

from morra_suite.ai.mill.engine import Config, Pos, legal_moves, outcome, play
from morra_suite.ai.mill.topology import topology

# ---- generic retrograde over the reachable positions (small games) ------------------------------

SmallKey = tuple[int, int, int, int, int]  # white, black, white hand, black hand, side


def small_key(pos: Pos) -> SmallKey:
    return (pos.bb[0], pos.bb[1], pos.hand[0], pos.hand[1], pos.side)


def solve_small(cfg: Config) -> dict[SmallKey, tuple[int, int]]:
    """Every position reachable from the start of ``cfg`` with its value and distance to the end.

    Counters are ignored here (a draw is endless best play), repetition too: the winner's
    shortest path never repeats a position, so repetition rules change no win.
    """
    base = Config(
        **{
            **{f: getattr(cfg, f) for f in cfg.__dataclass_fields__},
            "quiet_limit": 0,
            "endgame_limit": 0,
        }
    )
    start = Pos((0, 0), (cfg.pieces, cfg.pieces), 0, 0, 0)
    index: dict[SmallKey, int] = {small_key(start): 0}
    positions = [start]
    succ: list[list[int]] = []
    value: list[int] = []  # 0 unknown/draw, +d / -d
    i = 0
    while i < len(positions):
        pos = positions[i]
        moves = legal_moves(base, pos)
        end = outcome(base, pos, moves)
        kids: list[int] = []
        if end is None:
            for m in moves:
                child = play(base, pos, m)
                k = small_key(child)
                j = index.get(k)
                if j is None:
                    j = len(positions)
                    index[k] = j
                    positions.append(Pos(child.bb, child.hand, child.side, 0, 0))
                kids.append(j)
            value.append(0)
        else:
            value.append(0 if end.winner is None else (1000 if end.winner == pos.side else -1000))
        succ.append(kids)
        i += 1
    n = len(positions)
    parents: list[list[int]] = [[] for _ in range(n)]
    for p, kids in enumerate(succ):
        for c in set(kids):
            parents[c].append(p)
    remaining = [len(set(k)) for k in succ]
    dist = [0] * n
    queue: deque[int] = deque()
    for p in range(n):
        if value[p] == 1000:
            value[p] = 1
        elif value[p] == -1000:
            value[p] = -1
        if value[p] and not succ[p]:
            queue.append(p)
        elif not succ[p]:
            value[p] = 0  # a drawn end
    solved = [bool(value[p]) for p in range(n)]
    while queue:
        c = queue.popleft()
        for p in parents[c]:
            if solved[p]:
                continue
            if value[c] < 0:
                solved[p] = True
                value[p] = 1
                dist[p] = dist[c] + 1
                queue.append(p)
            else:
                remaining[p] -= 1
                if remaining[p] == 0:
                    solved[p] = True
                    value[p] = -1
                    dist[p] = dist[c] + 1
                    queue.append(p)
    return {small_key(positions[p]): (value[p], dist[p]) for p in range(n)}


@cache
def three_table(cfg: Config) -> dict[SmallKey, tuple[int, int]]:
    """The solved game of a nine-point board (cached per settings for the process)."""
    if cfg.board != "three":
        raise ValueError(f"board {cfg.board!r}: only the nine-point board is solved whole")
    table = solve_small(cfg)
    _three_ready.add(cfg)
    return table


# ---- the 3-against-3 flying endgame of the 24-point board ---------------------------------------

TABLE_VERSION = 1


def _combos() -> tuple[list[int], dict[int, int]]:
    masks = [sum(1 << p for p in c) for c in combinations(range(24), 3)]
    return masks, {m: i for i, m in enumerate(masks)}


COMBOS, COMBO_INDEX = _combos()
N_COMBOS = len(COMBOS)
# A solved table in memory: signed bytes, value[mover * N_COMBOS + other]. Plain Python (no numpy)
# so that loading it in a background thread never holds up a think for numpy's import.
FlyingTable = memoryview


def build_flying(diagonals: bool):  # -> numpy.ndarray (2024, 2024) int8
    """Solves every 3-v-3 flying position: value[mover combo, other combo] as +d / -d / 0."""
    import numpy as np

    topo = topology("twenty-four", diagonals)
    n = len(COMBOS)
    masks = np.array(COMBOS, dtype=np.int64)
    is_mill = np.array([m in set(topo.mills) for m in COMBOS], dtype=bool)
    trans = np.zeros((n, 63), dtype=np.int32)
    target = np.zeros((n, 63), dtype=np.int64)
    for i, m in enumerate(COMBOS):
        k = 0
        pts = [p for p in range(24) if m >> p & 1]
        for p in pts:
            for q in range(24):
                if m >> q & 1:
                    continue
                trans[i, k] = COMBO_INDEX[(m & ~(1 << p)) | (1 << q)]
                target[i, k] = 1 << q
                k += 1
    valid = (masks[:, None] & masks[None, :]) == 0
    val = np.zeros((n, n), dtype=np.int16)
    others = np.arange(n)[None, :]
    free = [(target[:, k][:, None] & masks[None, :]) == 0 for k in range(63)]
    # Wins in one: a flight that completes a line (the removal leaves two pieces).
    win1 = np.zeros((n, n), dtype=bool)
    for k in range(63):
        win1 |= free[k] & is_mill[trans[:, k]][:, None]
    win1 &= valid
    val[win1] = 1
    d = 1
    quiet_layers = 0
    while d < 120:
        d += 1
        unresolved = (val == 0) & valid
        if d % 2 == 0:  # losses: every flight leads to a position the opponent wins
            all_win = unresolved.copy()
            for k in range(63):
                succ = val[others, trans[:, k][:, None]]
                all_win &= ~free[k] | (succ > 0)
            new = all_win
            val[new] = -d
        else:  # wins: some flight leads to a position the opponent loses
            any_loss = np.zeros((n, n), dtype=bool)
            for k in range(63):
                succ = val[others, trans[:, k][:, None]]
                any_loss |= free[k] & (succ == -(d - 1))
            new = any_loss & unresolved
            val[new] = d
        # A win layer and a loss layer both empty: nothing further can resolve.
        quiet_layers = 0 if new.any() else quiet_layers + 1
        if quiet_layers == 2:
            break
    return np.clip(val, -127, 127).astype(np.int8)


def table_name(diagonals: bool) -> str:
    return f"flying3_{'diag' if diagonals else 'plain'}_v{TABLE_VERSION}.i8.xz"


def _shipped(diagonals: bool):
    """The shipped table as an importlib ``Traversable`` (source tree, wheel and frozen app)."""
    from morra_suite.resources import resource_path

    return resource_path("ai", table_name(diagonals))


def cache_dir() -> Path:
    """The user's cache folder for built tables (XDG on Linux, the usual places elsewhere;
    ``$MORRA_SUITE_CACHE_DIR/ai`` when set, as the Morra solver's cache follows it)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    override = os.environ.get("MORRA_SUITE_CACHE_DIR")  # as the Morra solver's (tests, tools)
    if override:
        return Path(override) / "ai"
    return base / "morra-suite" / "ai"


def save_table(table: FlyingTable, path: Path, preset: int = 9) -> None:
    """Writes raw int8 through xz, atomically: a half-written table is never read by anyone.

    xz packs the 4 MB grid to under half a megabyte and unpacks it in a few hundredths of a second.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    data = lzma.compress(bytes(table), preset=preset)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _load(path) -> FlyingTable:  # path: Path or importlib Traversable
    raw = lzma.decompress(path.read_bytes())
    n = len(COMBOS)
    if len(raw) != n * n:
        raise ValueError(f"{path}: not a flying endgame table")
    return memoryview(raw).cast("b")


_flying_lock = threading.Lock()
_flying: dict[bool, FlyingTable] = {}


def flying_table(diagonals: bool, build: bool = True) -> FlyingTable | None:
    """The solved 3-v-3 flying endgame: shipped file, else user cache, else built and cached.

    ``build=False`` returns ``None`` instead of spending the tens of seconds a build takes, so a
    timed think never waits for it (``ensure_flying_async`` builds in the background). The lock
    only guards the dictionaries, never a load: a think asking "is it ready?" must not wait.
    """
    table = _flying.get(diagonals)
    if table is not None:
        return table
    for path in (_shipped(diagonals), cache_dir() / table_name(diagonals)):
        if path.is_file():
            try:
                table = _load(path)
                break
            except (OSError, ValueError, lzma.LZMAError):
                continue
    if table is None:
        if not build:
            return None
        table = memoryview(build_flying(diagonals).tobytes()).cast("b")
        with contextlib.suppress(OSError):  # an unwritable cache only costs a rebuild next time
            save_table(table, cache_dir() / table_name(diagonals))
    with _flying_lock:
        return _flying.setdefault(diagonals, table)


def flying_table_if_ready(diagonals: bool):
    """The table if it is already in memory; otherwise starts loading (or building) it in the
    background and returns ``None``, so that no timed think pays for numpy's import or a build."""
    table = _flying.get(diagonals)
    if table is None:
        ensure_flying_async(diagonals)
    return table


_building: set[bool] = set()


def ensure_flying_async(diagonals: bool) -> None:
    """Starts loading, or if need be building, the table in a background thread."""
    with _flying_lock:
        if diagonals in _flying or diagonals in _building:
            return
        _building.add(diagonals)
    threading.Thread(target=flying_table, args=(diagonals,), daemon=True).start()


_three_lock = threading.Lock()
_three_building: set[Config] = set()


def three_table_if_ready(cfg: Config, wait: bool) -> dict[SmallKey, tuple[int, int]] | None:
    """Three Men's Morris solved for ``cfg``: at once if ``wait`` (a fraction of a second),
    else only when already built (a background thread builds it meanwhile)."""
    if wait or cfg in _three_ready:
        return three_table(cfg)
    with _three_lock:
        if cfg not in _three_building:
            _three_building.add(cfg)
            threading.Thread(target=three_table, args=(cfg,), daemon=True).start()
    return None


_three_ready: set[Config] = set()


def flying_lookup(cfg: Config, table, pos: Pos) -> tuple[int, int] | None:
    """(value, distance) of ``pos`` from the table, honouring the draw counters; else ``None``."""
    if pos.hand[0] or pos.hand[1]:
        return None
    s = pos.side
    me = pos.bb[s]
    op = pos.bb[1 - s]
    if me.bit_count() != 3 or op.bit_count() != 3:
        return None
    v = table[COMBO_INDEX[me] * N_COMBOS + COMBO_INDEX[op]]
    if v == 0:
        return (0, 0)
    dist = abs(v)
    left = None
    if cfg.quiet_limit:
        left = cfg.quiet_limit - pos.quiet
    if cfg.endgame_limit:
        e = cfg.endgame_limit - pos.quiet
        left = e if left is None else min(left, e)
    if left is not None and dist > left:
        return (0, 0)
    return (1 if v > 0 else -1, dist)


def flying_applies(cfg: Config) -> bool:
    """Whether 3-v-3 positions of these rules are the solved endgame."""
    return (
        cfg.board in ("twenty-four", "twentyfour")
        and cfg.flying
        and cfg.fly_at >= 3
        and not cfg.line_wins
    )


# ---- the 24-point endgames with 3 and 4 pieces a side (``endgames.py``) -------------------------


def endgame_tables_if_ready(cfg: Config):  # -> EndgameTables | six.Solution | None
    """The solved tables of these rules if loaded: the 24-point board's 3- and 4-piece endgames,
    or Six Men's Morris's whole game (``six.Solution``); otherwise starts loading (or solving)
    them in the background and returns ``None``."""
    from morra_suite.ai.mill import endgames, six

    if six.applies(cfg):
        return six.solution_if_ready(cfg)
    return endgames.tables_if_ready(cfg)


def endgame_lookup(cfg: Config, tables, pos: Pos) -> tuple[int, int] | None:
    """(value, distance) of a position the tables of ``endgame_tables_if_ready`` hold (a
    moving-phase position with 3 or 4 pieces a side, or any Six Men's Morris position), or
    ``None``."""
    from morra_suite.ai.mill import endgames, six

    if isinstance(tables, six.Solution):
        return six.lookup(cfg, tables, pos)
    return endgames.lookup(cfg, tables, pos)
