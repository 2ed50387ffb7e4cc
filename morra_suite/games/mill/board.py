"""The three mill boards as data tables: points, lines (mills), connections, drawing coordinates.

A point is named as Sanmill names it (files a-g left to right, ranks 1-7 bottom to top) and is
numbered by its cell on a 7-wide grid: ``index = file + 7 * rank`` (a1 = 0, b1 = 1, a2 = 7 ... g7 =
48). That number depends on the name only, never on the board, so a move (``a1-a4``) means the
same thing on every board, prints without knowing its board, and a set of points is one ``int``
bitmask. The smaller boards use the lower-left corner of the grid (a1-c3, a1-e5).

Everything below the tables is derived from them: connections are the consecutive points of the
lines, plus the spokes that are paths but not mills (Six Men's Morris).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import pairwise

FILES = "abcdefg"
BOARD_KINDS: tuple[str, ...] = ("three", "six", "twenty-four")

# --- The tables -------------------------------------------------------------------------------
# Points in the order the issue lists them (rings from the outside in, clockwise from the top
# left for the 24 points), which is also the order of legal moves.

_THREE_POINTS = "a1 b1 c1 a2 b2 c2 a3 b3 c3"
_THREE_LINES = "a1-b1-c1 a2-b2-c2 a3-b3-c3 a1-a2-a3 b1-b2-b3 c1-c2-c3"
_THREE_DIAGONALS = "a1-b2-c3 c1-b2-a3"

_SIX_POINTS = "a1 c1 e1 e3 e5 c5 a5 a3 b2 c2 d2 d3 d4 c4 b4 b3"
_SIX_LINES = "a1-c1-e1 e1-e3-e5 e5-c5-a5 a5-a3-a1 b2-c2-d2 d2-d3-d4 d4-c4-b4 b4-b3-b2"
_SIX_SPOKES = "c1-c2 e3-d3 c5-c4 a3-b3"

_24_POINTS = (
    "a7 d7 g7 g4 g1 d1 a1 a4 "  # outer ring
    "b6 d6 f6 f4 f2 d2 b2 b4 "  # middle ring
    "c5 d5 e5 e4 e3 d3 c3 c4"  # inner ring
)
_24_LINES = (
    "a7-d7-g7 g7-g4-g1 g1-d1-a1 a1-a4-a7 "
    "b6-d6-f6 f6-f4-f2 f2-d2-b2 b2-b4-b6 "
    "c5-d5-e5 e5-e4-e3 e3-d3-c3 c3-c4-c5 "
    "d7-d6-d5 g4-f4-e4 d1-d2-d3 a4-b4-c4"
)
_24_DIAGONALS = "a7-b6-c5 g7-f6-e5 g1-f2-e3 a1-b2-c3"

_TABLES: dict[str, tuple[int, str, str, str, str]] = {
    # kind: (grid size, points, lines, extra connections (no mill), diagonal lines)
    "three": (3, _THREE_POINTS, _THREE_LINES, "", _THREE_DIAGONALS),
    "six": (5, _SIX_POINTS, _SIX_LINES, _SIX_SPOKES, ""),
    "twenty-four": (7, _24_POINTS, _24_LINES, "", _24_DIAGONALS),
}


def point_index(name: str) -> int:
    """The grid number of a point name (``"a1"`` -> 0, ``"d6"`` -> 38); ``ValueError`` if none."""
    text = name.strip().lower()
    if len(text) != 2 or text[0] not in FILES or text[1] not in "1234567":
        raise ValueError(f"{name!r} is no point name (files a-g, ranks 1-7, e.g. d6)")
    return FILES.index(text[0]) + 7 * (int(text[1]) - 1)


def point_name(index: int) -> str:
    """The name of a grid number (0 -> ``"a1"``)."""
    if not 0 <= index < 49:
        raise ValueError(f"{index} is no point number (0-48)")
    return f"{FILES[index % 7]}{index // 7 + 1}"


def _names(text: str) -> list[str]:
    return text.split()


def _chains(text: str) -> list[tuple[int, ...]]:
    return [tuple(point_index(n) for n in chain.split("-")) for chain in text.split()]


@dataclass(frozen=True, eq=False)
class Board:
    """One board's topology, derived once from the tables (use ``board_topology``).

    Sets of points are bitmasks (bit ``i`` is point ``i``) so the rules test mills with one ``&``.
    """

    kind: str
    diagonals: bool
    grid: int  # the board is drawn on a grid x grid lattice
    points: tuple[int, ...]  # in the tables' order
    mills: tuple[tuple[int, int, int], ...]
    edges: tuple[tuple[int, int], ...]  # each connection once, for drawing
    neighbours: dict[int, tuple[int, ...]]
    neighbour_mask: dict[int, int]
    mill_masks: tuple[int, ...]
    # for point p: the masks of the two other points of every mill through p
    partner_masks: dict[int, tuple[int, ...]]
    all_mask: int
    numbered: tuple[int, ...]  # points row by row from the top left (PlayOK's 1..24)

    @property
    def size(self) -> int:
        """How many points the board has."""
        return len(self.points)

    def coordinates(self, point: int) -> tuple[int, int]:
        """Where a point is drawn: ``(file, rank)`` on the grid, rank 0 at the bottom."""
        return point % 7, point // 7

    def names(self) -> tuple[str, ...]:
        return tuple(point_name(p) for p in self.points)

    def has_point(self, point: int) -> bool:
        return 0 <= point < 49 and bool(self.all_mask >> point & 1)

    def number_of(self, point: int) -> int:
        """PlayOK's number of a point: 1 at the top left, row by row."""
        return self.numbered.index(point) + 1

    def point_of_number(self, number: int) -> int:
        if not 1 <= number <= len(self.numbered):
            raise ValueError(f"{number} is no point number on this board (1-{len(self.numbered)})")
        return self.numbered[number - 1]

    def mills_through(self, point: int) -> tuple[tuple[int, int, int], ...]:
        return tuple(mill for mill in self.mills if point in mill)


@cache
def board_topology(kind: str, diagonals: bool = False) -> Board:
    """The board ``kind`` ("three", "six", "twenty-four"), with the diagonal lines if asked."""
    if kind not in _TABLES:
        raise ValueError(f"unknown board {kind!r}; boards: {', '.join(BOARD_KINDS)}")
    grid, points_text, lines_text, spokes_text, diagonal_text = _TABLES[kind]
    if diagonals and not diagonal_text:
        raise ValueError(f"the {kind}-point board has no diagonal lines")
    points = tuple(point_index(n) for n in _names(points_text))
    lines = _chains(lines_text) + (_chains(diagonal_text) if diagonals else [])
    spokes = _chains(spokes_text) if spokes_text else []
    mills = tuple(tuple(line) for line in lines)
    edge_set: list[tuple[int, int]] = []
    for chain in (*lines, *spokes):
        for a, b in pairwise(chain):
            edge = (min(a, b), max(a, b))
            if edge not in edge_set:
                edge_set.append(edge)
    neighbours: dict[int, list[int]] = {p: [] for p in points}
    for a, b in edge_set:
        neighbours[a].append(b)
        neighbours[b].append(a)
    order = {p: i for i, p in enumerate(points)}
    neighbour_tuples = {p: tuple(sorted(ns, key=order.__getitem__)) for p, ns in neighbours.items()}
    partner: dict[int, list[int]] = {p: [] for p in points}
    for mill in mills:
        for p in mill:
            partner[p].append(sum(1 << q for q in mill if q != p))
    numbered = tuple(sorted(points, key=lambda p: (-(p // 7), p % 7)))
    return Board(
        kind=kind,
        diagonals=diagonals,
        grid=grid,
        points=points,
        mills=mills,  # type: ignore[arg-type]
        edges=tuple(edge_set),
        neighbours=neighbour_tuples,
        neighbour_mask={p: sum(1 << q for q in ns) for p, ns in neighbour_tuples.items()},
        mill_masks=tuple(sum(1 << q for q in mill) for mill in mills),
        partner_masks={p: tuple(ms) for p, ms in partner.items()},
        all_mask=sum(1 << p for p in points),
        numbered=numbered,
    )


@dataclass(frozen=True, eq=False)
class CompactBoard:
    """A board numbered ``0 .. size - 1`` in its points' order (``Board.points``), not by grid.

    The searches (the pure-Python engine, the native core) and their solved tables want positions
    of at most 24 bits; this is the same board as ``board_topology`` gives, renumbered, derived
    from the same tables so that no engine keeps a board of its own. Masks are ``int``s with bit
    ``i`` for point ``i``.
    """

    kind: str
    names: tuple[str, ...]  # names[i]: the name of point i
    adjacent: tuple[int, ...]  # adjacent[i]: the points a piece on i may step to
    mills: tuple[int, ...]  # every line of three, in the board's table order
    mills_at: tuple[tuple[int, ...], ...]  # mills_at[i]: the lines through point i
    full: int  # every point

    @property
    def size(self) -> int:
        """How many points the board has."""
        return len(self.names)

    def index(self, name: str) -> int:
        """The compact number of a point name (``ValueError`` if the board has no such point)."""
        return self.names.index(name)


@cache
def compact_board(kind: str, diagonals: bool = False) -> CompactBoard:
    """``board_topology(kind, diagonals)`` numbered by the points' order (see ``CompactBoard``)."""
    board = board_topology(kind, diagonals)
    index = {p: i for i, p in enumerate(board.points)}

    def mask(points: tuple[int, ...]) -> int:
        return sum(1 << index[p] for p in points)

    mills = tuple(mask(mill) for mill in board.mills)
    return CompactBoard(
        kind=kind,
        names=board.names(),
        adjacent=tuple(mask(board.neighbours[p]) for p in board.points),
        mills=mills,
        mills_at=tuple(tuple(m for m in mills if m >> i & 1) for i in range(len(board.points))),
        full=(1 << len(board.points)) - 1,
    )
