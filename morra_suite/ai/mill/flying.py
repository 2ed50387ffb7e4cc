"""The flying endgame of the 24-point board, three pieces against three, both flying.

Closing a mill takes the opponent to two pieces and ends the game, so these 2 x 2024 x 1330
positions form a closed world. Solved with numpy over the (mover, other) index grid of 3-point
subsets, one board with and one without diagonals. The tables ship compactly under
``resources/ai`` (checked against the manifest recorded when they were built) and are rebuilt,
and cached verified in the user's cache folder (``table_files``), if the shipped file is missing
or damaged.

Values are from the side to move: ``+d`` wins in ``d`` plies, ``-d`` loses in ``d`` plies, ``0``
is a draw with best play; ``flying_lookup`` applies the draw counters.
"""

from __future__ import annotations

import contextlib
import threading
from itertools import combinations
from typing import TYPE_CHECKING

from morra_suite.ai.mill import table_files
from morra_suite.ai.mill.engine import Config, Pos
from morra_suite.games.mill.board import compact_board

if TYPE_CHECKING:  # numpy is imported where a table is built, never at start-up
    import numpy as np
    from numpy.typing import NDArray

TABLE_VERSION = 1


def _combos() -> tuple[list[int], dict[int, int]]:
    masks = [sum(1 << p for p in c) for c in combinations(range(24), 3)]
    return masks, {m: i for i, m in enumerate(masks)}


COMBOS, COMBO_INDEX = _combos()
N_COMBOS = len(COMBOS)
# A solved table in memory: signed bytes, value[mover * N_COMBOS + other]. Plain Python (no numpy)
# so that loading it in a background thread never holds up a think for numpy's import.
FlyingTable = memoryview


def build_flying(diagonals: bool) -> NDArray[np.int8]:  # (2024, 2024)
    """Solves every 3-v-3 flying position: value[mover combo, other combo] as +d / -d / 0."""
    import numpy as np

    topo = compact_board("twenty-four", diagonals)
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


def table_id(diagonals: bool) -> table_files.TableId:
    """What a flying table file must be (version, rules key, size)."""
    return table_files.TableId(TABLE_VERSION, "diag" if diagonals else "plain", N_COMBOS**2)


_flying_lock = threading.Lock()
_flying: dict[bool, FlyingTable] = {}


def flying_table(diagonals: bool, build: bool = True) -> FlyingTable | None:
    """The solved 3-v-3 flying endgame: shipped file, else user cache (both verified; a damaged
    cache file is deleted), else built and cached.

    ``build=False`` returns ``None`` instead of spending the tens of seconds a build takes, so a
    timed think never waits for it (``ensure_flying_async`` builds in the background). The lock
    only guards the dictionaries, never a load: a think asking "is it ready?" must not wait.
    """
    table = _flying.get(diagonals)
    if table is not None:
        return table
    raw = table_files.load_verified(table_name(diagonals), table_id(diagonals))
    if raw is not None:
        table = memoryview(raw).cast("b")
    else:
        if not build:
            return None
        table = memoryview(build_flying(diagonals).tobytes()).cast("b")
        with contextlib.suppress(OSError):  # an unwritable cache only costs a rebuild next time
            path = table_files.cache_dir() / table_name(diagonals)
            table_files.save_table(table, path, table_id(diagonals))
    with _flying_lock:
        return _flying.setdefault(diagonals, table)


def flying_table_if_ready(diagonals: bool) -> FlyingTable | None:
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


def flying_lookup(cfg: Config, table: FlyingTable, pos: Pos) -> tuple[int, int] | None:
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
