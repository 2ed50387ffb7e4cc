"""The 91 holes as bits of one Python int, so a troop's reach is a few shifts per step.

Why: walking a troop's paths hole by hole (sets, lists) is what the search spends its time on; a
breadth-first step over a bit mask is six shifts and a few ands. The board is laid on a 13 x 13
grid by (row, diagonal), both 1..11, with a border of unused bits all round: the six neighbours
of a hole are then the shifts by 1, 13 and 14 both ways (east/west, north-west/south-east,
north-east/south-west), and masking with ``VALID`` drops whatever left the board or wrapped a row.
"""

from __future__ import annotations

from typing import Final

from morra_suite.games.myra import NUM_HOLES, ROW_DIAG

WIDTH: Final = 13

H2G: Final[tuple[int, ...]] = tuple(r * WIDTH + d for r, d in ROW_DIAG)
"""Grid bit of each hole."""

G2H: Final[tuple[int, ...]] = tuple(H2G.index(g) if g in H2G else -1 for g in range(WIDTH * WIDTH))
"""Hole of each grid bit (-1 off the board)."""

BIT: Final[tuple[int, ...]] = tuple(1 << g for g in H2G)
"""Mask of each hole."""

VALID: Final = sum(BIT)


def grow(front: int) -> int:
    """The holes next to any hole of ``front`` (on the board; ``front`` itself may be included)."""
    return (
        (front << 1)
        | (front >> 1)
        | (front << WIDTH)
        | (front >> WIDTH)
        | (front << (WIDTH + 1))
        | (front >> (WIDTH + 1))
    ) & VALID


NEIGHBOUR_MASK: Final[tuple[int, ...]] = tuple(grow(BIT[h]) for h in range(NUM_HOLES))


def holes(mask: int) -> list[int]:
    """The holes of ``mask`` (in grid order, which is hole order)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(G2H[low.bit_length() - 1])
        mask ^= low
    return out


def masks(cells: list[int]) -> int:
    """The occupied holes."""
    occ = 0
    for h, c in enumerate(cells):
        if c:
            occ |= BIT[h]
    return occ


def reach_layers(start: int, steps: int, empty: int) -> list[int]:
    """Holes first reached at 1, 2, .. ``steps`` steps from ``start`` through ``empty`` holes
    (each layer holds empty holes and the occupied holes that stop a path)."""
    seen = BIT[start]
    front = seen
    layers = []
    for _ in range(steps):
        f = front
        new = (
            ((f << 1) | (f >> 1) | (f << WIDTH) | (f >> WIDTH) | (f << 14) | (f >> 14))
            & VALID
            & ~seen
        )
        if not new:
            break
        layers.append(new)
        seen |= new
        front = new & empty
        if not front:
            break
    return layers


def reach_all(start_bit: int, steps: int, empty: int) -> int:
    """Every hole within ``steps`` steps of ``start_bit`` through empty holes, itself included."""
    seen = start_bit
    front = start_bit
    for _ in range(steps):
        f = front
        new = (
            ((f << 1) | (f >> 1) | (f << WIDTH) | (f >> WIDTH) | (f << 14) | (f >> 14))
            & VALID
            & ~seen
        )
        if not new:
            break
        seen |= new
        front = new & empty
        if not front:
            break
    return seen
