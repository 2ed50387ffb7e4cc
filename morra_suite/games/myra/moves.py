"""Myra moves as small hashable values, with their one canonical text and a reader for it.

The reader here only checks that text is shaped like a move (``MoveParseError`` otherwise); whether
the move is legal, and whether ``a2-c4`` is in fact a capture, is for the state to decide.

Canonical text: produce ``+e5``; move ``a2-c4``, capture ``a2xc4`` (a build-up is a move onto an own
troop); reduce ``2a2-c4``; chain up ``a3>a4>b5`` (collected into b5); unchain ``b5~a4~a3`` (from b5,
laying on a4 then a3); ``pass`` when a player has no legal move.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from morra_suite.core.errors import MoveParseError
from morra_suite.games.myra.board import NAMES, hole_index


def _name(hole: int) -> str:
    """A hole's name; a move object built by hand with a bad index still prints (as ``#99``)."""
    return NAMES[hole] if isinstance(hole, int) and 0 <= hole < len(NAMES) else f"#{hole}"


@dataclass(frozen=True, slots=True)
class Produce:
    """A soldier from the reserve onto an empty hole next to the own queen."""

    to: int

    @property
    def frm(self) -> None:
        return None

    @property
    def holes(self) -> tuple[int, ...]:
        return (self.to,)

    def __str__(self) -> str:
        return "+" + _name(self.to)


@dataclass(frozen=True, slots=True)
class PieceMove:
    """The whole piece on ``frm`` (queen, soldier or troop) goes to ``to``.

    ``capture`` is part of the value because the text differs (``a2xc4``); the path a troop takes is
    not, since any free path of the allowed length makes the move legal.
    """

    frm: int
    to: int
    capture: bool = False

    @property
    def holes(self) -> tuple[int, ...]:
        return (self.frm, self.to)

    def __str__(self) -> str:
        return f"{_name(self.frm)}{'x' if self.capture else '-'}{_name(self.to)}"


@dataclass(frozen=True, slots=True)
class Reduce:
    """``count`` balls leave the troop on ``frm`` (keeping at least one) and go to ``to``."""

    count: int
    frm: int
    to: int

    @property
    def holes(self) -> tuple[int, ...]:
        return (self.frm, self.to)

    def __str__(self) -> str:
        return f"{self.count}{_name(self.frm)}-{_name(self.to)}"


@dataclass(frozen=True, slots=True)
class ChainUp:
    """A line of own single soldiers collected into its last hole (``holes[-1]``)."""

    holes: tuple[int, ...]

    @property
    def frm(self) -> int:
        return self.holes[0]

    @property
    def to(self) -> int:
        return self.holes[-1]

    def __str__(self) -> str:
        return ">".join(_name(h) for h in self.holes)


@dataclass(frozen=True, slots=True)
class Unchain:
    """The troop on ``holes[0]`` lays its balls one by one on ``holes[1:]``, keeping one."""

    holes: tuple[int, ...]

    @property
    def frm(self) -> int:
        return self.holes[0]

    @property
    def to(self) -> int:
        return self.holes[-1]

    def __str__(self) -> str:
        return "~".join(_name(h) for h in self.holes)


@dataclass(frozen=True, slots=True)
class Pass:
    """The turn of a player who has no legal move."""

    @property
    def frm(self) -> None:
        return None

    @property
    def holes(self) -> tuple[int, ...]:
        return ()

    def __str__(self) -> str:
        return "pass"


MyraMove = Produce | PieceMove | Reduce | ChainUp | Unchain | Pass

PASS = Pass()

_HOLE = r"[a-k](?:1[01]|[1-9])"
_PRODUCE = re.compile(rf"\+({_HOLE})")
_PIECE = re.compile(rf"([1-5]?)({_HOLE})([-x:])({_HOLE})")
_CHAIN = re.compile(rf"{_HOLE}(?:>{_HOLE})+")
_UNCHAIN = re.compile(rf"{_HOLE}(?:~{_HOLE})+")


def parse_move_text(text: str) -> MyraMove | _CapturingReduce:
    """Reads the shape of a move; ``x`` (or ``:``) marks a capture as written, not as checked."""
    key = text.strip().lower().replace(" ", "")
    if not key:
        raise MoveParseError(text, "empty text")
    if key == "pass":
        return PASS
    try:
        if m := _PRODUCE.fullmatch(key):
            return Produce(hole_index(m.group(1)))
        if m := _PIECE.fullmatch(key):
            count, frm, sign, to = m.groups()
            frm_i, to_i = hole_index(frm), hole_index(to)
            if count:
                if sign != "-":
                    # Kept as a reduce so the state can say why: a reduce never captures.
                    return _CapturingReduce(int(count), frm_i, to_i)
                return Reduce(int(count), frm_i, to_i)
            return PieceMove(frm_i, to_i, capture=sign != "-")
        if _CHAIN.fullmatch(key):
            return ChainUp(tuple(hole_index(n) for n in key.split(">")))
        if _UNCHAIN.fullmatch(key):
            return Unchain(tuple(hole_index(n) for n in key.split("~")))
    except MoveParseError as error:
        raise MoveParseError(text, error.reason) from None
    raise MoveParseError(
        text,
        "not a Myra move; write +e5, a2-c4, a2xc4, 2a2-c4, a3>a4>b5, b5~a4~a3 or pass",
    )


@dataclass(frozen=True, slots=True)
class _CapturingReduce:
    """Text like ``2a2xc4``: well-formed, always illegal; the state names the reason."""

    count: int
    frm: int
    to: int

    def __str__(self) -> str:
        return f"{self.count}{_name(self.frm)}x{_name(self.to)}"
