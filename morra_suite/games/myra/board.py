"""The Myra board as data: 91 holes, their names, neighbours and drawing coordinates.

Everything here is computed once at import into plain tuples, so move generation only indexes
tables and the UI draws from the same numbers the rules use (no second geometry in the scene).

Holes are named like Abalone's cells: rows ``a``..``k`` from bottom to top, diagonals ``1``..``11``;
a hole exists where the row's number (a = 1) and the diagonal differ by at most 5. Holes are indexed
0..90 row by row from the bottom, left to right: ``a1`` is 0, ``k11`` is 90.
"""

from __future__ import annotations

import math
from typing import Final

from morra_suite.core.errors import MoveParseError

SIDE: Final = 6  # holes along each edge of the hexagon
ROWS: Final = "abcdefghijk"

# (row, diagonal) steps to the six neighbours, counter-clockwise from "east" (right).
DIRECTIONS: Final[tuple[tuple[int, int], ...]] = (
    (0, 1),  # east
    (1, 1),  # north-east
    (1, 0),  # north-west
    (0, -1),  # west
    (-1, -1),  # south-west
    (-1, 0),  # south-east
)


def _build_holes() -> tuple[tuple[int, int], ...]:
    holes = []
    for row in range(1, 2 * SIDE):
        for diag in range(1, 2 * SIDE):
            if abs(row - diag) < SIDE:
                holes.append((row, diag))
    return tuple(holes)


ROW_DIAG: Final[tuple[tuple[int, int], ...]] = _build_holes()
"""``ROW_DIAG[i]`` is hole ``i`` as (row, diagonal), both counted from 1."""

NUM_HOLES: Final = len(ROW_DIAG)
_INDEX_OF: Final[dict[tuple[int, int], int]] = {rd: i for i, rd in enumerate(ROW_DIAG)}

NAMES: Final[tuple[str, ...]] = tuple(f"{ROWS[r - 1]}{d}" for r, d in ROW_DIAG)
_INDEX_OF_NAME: Final[dict[str, int]] = {name: i for i, name in enumerate(NAMES)}


def _step(index: int, direction: int) -> int:
    row, diag = ROW_DIAG[index]
    dr, dd = DIRECTIONS[direction]
    return _INDEX_OF.get((row + dr, diag + dd), -1)


STEP: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(_step(i, k) for k in range(6)) for i in range(NUM_HOLES)
)
"""``STEP[i][k]`` is the neighbour of hole ``i`` in ``DIRECTIONS[k]``, or -1 off the board."""

NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(sorted(n for n in STEP[i] if n >= 0)) for i in range(NUM_HOLES)
)
"""``NEIGHBOURS[i]``: the holes next to hole ``i``, in index order.

Index order matters: move generation walks neighbours in this order, which is what makes the order
of legal moves (and the canonical order of chain-up and unchain holes) fixed.
"""

NEIGHBOUR_SETS: Final[tuple[frozenset[int], ...]] = tuple(frozenset(n) for n in NEIGHBOURS)


def _cube(index: int) -> tuple[int, int, int]:
    row, diag = ROW_DIAG[index]
    x = diag - SIDE
    z = SIDE - row
    return (x, -x - z, z)


CUBE: Final[tuple[tuple[int, int, int], ...]] = tuple(_cube(i) for i in range(NUM_HOLES))
"""Cube coordinates (x, y, z), x + y + z = 0, centre ``f6`` at (0, 0, 0); x grows to the right
(east), z grows downwards (towards row a)."""

AXIAL: Final[tuple[tuple[int, int], ...]] = tuple((x, z) for x, _, z in CUBE)
"""Axial coordinates (q, r) of the usual "pointy-top" hex layout: q = cube x, r = cube z."""

_SQRT3_2 = math.sqrt(3) / 2

POINTS: Final[tuple[tuple[float, float], ...]] = tuple((q + r / 2, r * _SQRT3_2) for q, r in AXIAL)
"""Drawing coordinates: neighbours are 1 apart, ``f6`` at (0, 0), x to the right and y downwards
(as on screen), so row ``a`` is the bottom edge and each row is horizontal."""


def hole_name(index: int) -> str:
    """``hole_name(0) == "a1"``; raises ``IndexError`` for an index that is not a hole."""
    if not 0 <= index < NUM_HOLES:
        raise IndexError(f"no hole {index}; holes are 0..{NUM_HOLES - 1}")
    return NAMES[index]


def hole_index(name: str) -> int:
    """``hole_index("a1") == 0``; a name that is no hole raises ``MoveParseError`` saying why."""
    key = name.strip().lower()
    index = _INDEX_OF_NAME.get(key)
    if index is None:
        raise MoveParseError(name, _why_no_hole(key))
    return index


def _why_no_hole(key: str) -> str:
    if len(key) < 2 or key[0] not in ROWS or not key[1:].isdigit():
        return "a hole is a row a-k and a diagonal 1-11, like e5"
    row = ROWS.index(key[0]) + 1
    diag = int(key[1:])
    if not 1 <= diag <= 11:
        return "diagonals run from 1 to 11"
    return f"row {key[0]} has diagonals {max(1, row - 5)} to {min(11, row + 5)} only"


def distance(a: int, b: int) -> int:
    """Steps between two holes on an empty board (hex distance)."""
    xa, ya, za = CUBE[a]
    xb, yb, zb = CUBE[b]
    return max(abs(xa - xb), abs(ya - yb), abs(za - zb))


CORNERS: Final[tuple[int, ...]] = tuple(
    hole_index(n) for n in ("a1", "a6", "f11", "k11", "k6", "f1")
)
"""The six corners in counter-clockwise order around the board."""

START_CORNERS: Final[dict[int, tuple[int, ...]]] = {
    2: (hole_index("a1"), hole_index("k11")),
    3: (hole_index("a1"), hole_index("f11"), hole_index("k6")),
}
"""Where each player's queen starts, players in turn order."""


def start_troops(corner: int) -> tuple[tuple[int, int], ...]:
    """The (hole, troop size) of one player's soldiers at the start, for the queen on ``corner``.

    Along the two edges that leave the corner, the rows of 2, 3 and 4 holes across the corner hold
    troops of 4, 3 and 2: for a1 that is 4 on a2 b1, 3 on a3 b2 c1, 2 on a4 b3 c2 d1.
    """
    at = CORNERS.index(corner)
    row, diag = ROW_DIAG[corner]
    edges = []
    for other in (CORNERS[(at + 1) % 6], CORNERS[(at - 1) % 6]):
        orow, odiag = ROW_DIAG[other]
        edges.append(((orow - row) // (SIDE - 1), (odiag - diag) // (SIDE - 1)))
    (r1, d1), (r2, d2) = edges
    troops = []
    for across in (1, 2, 3):
        for i in range(across + 1):
            hole = _INDEX_OF[(row + i * r1 + (across - i) * r2, diag + i * d1 + (across - i) * d2)]
            troops.append((hole, 5 - across))
    return tuple(sorted(troops))
