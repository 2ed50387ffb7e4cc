"""A mill move as a value, its one text form (``d6``, ``a1-a4``, ``d2-d3xd7``, ``pass``) and the
shared move objects the generator hands out.

A turn is one move: a placement, a step or a flight, with the removal(s) it earns appended, or
``pass`` for a blocked player where the rules say so. Points are grid numbers (``board.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from morra_suite.core import MoveParseError
from morra_suite.games.mill.board import Board, point_index, point_name


@dataclass(frozen=True)
class MillMove:
    """One turn. ``src`` is ``None`` for a placement; ``dst`` is ``None`` only for a pass and
    for a turn that only removes (``xd7``, where the rules owe a removal).

    ``removals`` are the pieces taken, in ascending point order (so equal moves compare equal
    however the removals were written): the opponent's, or one's own where the rules say so.
    """

    src: int | None
    dst: int | None
    removals: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if len(self.removals) > 1 and list(self.removals) != sorted(self.removals):
            object.__setattr__(self, "removals", tuple(sorted(self.removals)))

    @property
    def is_pass(self) -> bool:
        return self.dst is None and not self.removals

    @property
    def is_removal_only(self) -> bool:
        """A turn that only removes (``xd7``): a removal owed by the rules of the wider family
        (a full board, a blocked player, the count of mills when placing ends)."""
        return self.dst is None and bool(self.removals)

    @property
    def is_placement(self) -> bool:
        return self.src is None and self.dst is not None

    def __str__(self) -> str:
        if self.dst is None:
            return "".join("x" + point_name(r) for r in self.removals) or "pass"
        text = (
            point_name(self.dst)
            if self.src is None
            else (f"{point_name(self.src)}-{point_name(self.dst)}")
        )
        return text + "".join("x" + point_name(r) for r in self.removals)

    def __repr__(self) -> str:
        return f"MillMove({self})"

    @classmethod
    def from_text(cls, text: str) -> MillMove:
        """Reads the notation without a position (any board); ``MoveParseError`` if it is none."""
        cleaned = re.sub(r"\s+", "", text).lower().translate(_LOOKALIKES)
        if cleaned in ("pass", "--"):
            return PASS
        if _REMOVAL_RE.fullmatch(cleaned):
            removals = tuple(point_index(r) for r in re.findall(r"[a-g][1-7]", cleaned))
            if len(set(removals)) != len(removals):
                raise MoveParseError(text, "the same piece is removed twice")
            return cls(None, None, removals)
        match = _MOVE_RE.fullmatch(cleaned)
        if not match:
            raise MoveParseError(
                text,
                "expected a point (d6), a move (a1-a4), each with optional removals (xd7), "
                "or a removal alone (xd7)",
            )
        first, second, removal_text = match.groups()
        removals = tuple(point_index(r) for r in re.findall(r"[a-g][1-7]", removal_text or ""))
        if len(set(removals)) != len(removals):
            raise MoveParseError(text, "the same piece is removed twice")
        if second is None:
            return cls(None, point_index(first), removals)
        return cls(point_index(first), point_index(second), removals)


# typographic dashes and the multiplication sign, as word processors and web pages write them
_LOOKALIKES = str.maketrans({"\u2013": "-", "\u2014": "-", "\u2212": "-", "\u00d7": "x"})
_MOVE_RE = re.compile(r"([a-g][1-7])(?:[-:]([a-g][1-7]))?((?:x[a-g][1-7])*)")
_REMOVAL_RE = re.compile(r"(?:x[a-g][1-7])+")
PASS = MillMove(None, None, ())

_MOVE_CACHE: dict[tuple[int | None, int | None, tuple[int, ...]], MillMove] = {}


def shared_move(src: int | None, dst: int | None, removals: tuple[int, ...] = ()) -> MillMove:
    """Shared move objects: generating moves allocates nothing after the first time."""
    key = (src, dst, removals)
    move = _MOVE_CACHE.get(key)
    if move is None:
        move = _MOVE_CACHE[key] = MillMove(src, dst, removals)
    return move


_SIMPLE: dict[int, tuple[dict[int, MillMove], dict[int, dict[int, MillMove]]]] = {}


def simple_moves(topo: Board) -> tuple[dict[int, MillMove], dict[int, dict[int, MillMove]]]:
    """Every placement and every step or flight without removal of a board, made once."""
    tables = _SIMPLE.get(id(topo))
    if tables is None:
        place = {dst: shared_move(None, dst) for dst in topo.points}
        step = {src: {dst: shared_move(src, dst) for dst in topo.points} for src in topo.points}
        tables = _SIMPLE[id(topo)] = (place, step)
    return tables
