"""Three Men's Morris solved whole: retrograde analysis of every position reachable from the start.

Any settings of the nine-point board are solved on the engine's own move generator in well under
a second, so nothing is stored: the table is built once per process (``three_table``), in the
background when a timed think asks first (``three_table_if_ready``).
"""

from __future__ import annotations

import threading
from collections import deque
from functools import cache

from morra_suite.ai.mill.engine import Config, Pos, legal_moves, outcome, play

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
