"""The engine's own board tables: point names, adjacency and mill masks as integer bitmasks.

The rules library keeps its boards as data for people and tests; the engine needs the same boards
as precomputed masks so that "is this a mill?" is one ``&`` and "where can this piece go?" is one
lookup. They are written down independently of the rules library on purpose: the conformance test
compares both on random positions, so a mistake in either shows up as a disagreement.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True, slots=True)
class Topology:
    """One board: ``names[i]`` is point ``i``; masks are ``int`` with bit ``i`` for point ``i``."""

    kind: str
    names: tuple[str, ...]
    adjacent: tuple[int, ...]  # adjacent[i]: mask of the points a piece on i may step to
    mills: tuple[int, ...]  # every line of three as a mask
    mills_at: tuple[tuple[int, ...], ...]  # mills_at[i]: the lines through point i
    full: int  # mask of every point

    @property
    def size(self) -> int:
        return len(self.names)

    def index(self, name: str) -> int:
        return self.names.index(name)


def _build(
    kind: str, names: list[str], edges: list[tuple[str, str]], lines: list[tuple[str, ...]]
) -> Topology:
    idx = {n: i for i, n in enumerate(names)}
    adj = [0] * len(names)
    for a, b in edges:
        adj[idx[a]] |= 1 << idx[b]
        adj[idx[b]] |= 1 << idx[a]
    mills = tuple(sum(1 << idx[p] for p in line) for line in lines)
    mills_at = tuple(tuple(m for m in mills if m >> i & 1) for i in range(len(names)))
    return Topology(kind, tuple(names), tuple(adj), mills, mills_at, (1 << len(names)) - 1)


def _ring_board(kind: str, rings: list[list[str]], _diag: bool, cross_corners: bool) -> Topology:
    """Concentric squares, each listed corner, midpoint, corner... clockwise or not (consistently).

    Sides of each square are mills; midpoints are joined across rings (and form a mill when there
    are three rings); ``cross_corners`` joins the corners across rings as well (the diagonal lines).
    """
    names = [p for ring in rings for p in ring]
    edges: list[tuple[str, str]] = []
    lines: list[tuple[str, ...]] = []
    for ring in rings:
        for j in range(8):
            edges.append((ring[j], ring[(j + 1) % 8]))
        for j in (0, 2, 4, 6):
            lines.append((ring[j], ring[j + 1], ring[(j + 2) % 8]))
    spokes = [1, 3, 5, 7] + ([0, 2, 4, 6] if cross_corners else [])
    for j in spokes:
        for r in range(len(rings) - 1):
            edges.append((rings[r][j], rings[r + 1][j]))
        if len(rings) == 3:
            lines.append(tuple(ring[j] for ring in rings))
    return _build(kind, names, edges, lines)


@cache
def topology(kind: str, diagonals: bool = False) -> Topology:
    """The board ``kind`` ("three", "six" or "twenty-four"), with or without diagonal lines."""
    if kind == "three":
        names = [f"{f}{r}" for r in "123" for f in "abc"]
        edges = []
        lines: list[tuple[str, ...]] = []
        for r in "123":
            edges += [(f"a{r}", f"b{r}"), (f"b{r}", f"c{r}")]
            lines.append((f"a{r}", f"b{r}", f"c{r}"))
        for f in "abc":
            edges += [(f"{f}1", f"{f}2"), (f"{f}2", f"{f}3")]
            lines.append((f"{f}1", f"{f}2", f"{f}3"))
        if diagonals:
            edges += [("a1", "b2"), ("b2", "c3"), ("c1", "b2"), ("b2", "a3")]
            lines += [("a1", "b2", "c3"), ("c1", "b2", "a3")]
        return _build(kind, names, edges, lines)
    if kind == "six":
        outer = ["a1", "c1", "e1", "e3", "e5", "c5", "a5", "a3"]
        inner = ["b2", "c2", "d2", "d3", "d4", "c4", "b4", "b3"]
        return _ring_board(kind, [outer, inner], False, diagonals)
    if kind in ("twenty-four", "twentyfour"):
        outer = ["a7", "d7", "g7", "g4", "g1", "d1", "a1", "a4"]
        middle = ["b6", "d6", "f6", "f4", "f2", "d2", "b2", "b4"]
        inner = ["c5", "d5", "e5", "e4", "e3", "d3", "c3", "c4"]
        return _ring_board(kind, [outer, middle, inner], diagonals, diagonals)
    raise ValueError(f"unknown board {kind!r}: expected three, six or twenty-four")
