"""Sanmill's FEN, read and written: how that program writes a 24-point position.

Three rings of eight squares (``O`` white, ``@`` black, ``X`` a piece marked while placing, ``*``
empty; the inner ring first, each clockwise from the top middle), the side to move, the phase
(``p`` placing, ``m`` moving, ``o`` over), the action (``p`` place, ``s`` select a piece, ``r``
remove), then numbers: pieces on the board and in hand of White and of Black, the removals owed
by White and by Black, five fields of the last mills Sanmill remembers, its ``rule50`` count and
the move number. The oldest form stops after the removals owed and the two counts.

What the FEN cannot hold is refused on both sides rather than guessed: a position waiting for
a removal (ours are part of the move, or a turn of their own with its owner and its victim), the
lines a player has spent (``spent:``), and any board but the 24-point one.

Pure Python, no Qt.
"""

from __future__ import annotations

import re

from morra_suite.core import PositionError
from morra_suite.games.mill.board import point_index, point_name
from morra_suite.games.mill.position import parse_position
from morra_suite.games.mill.rules import MillRules
from morra_suite.games.mill.state import MillState

SANMILL_FEN_RE = re.compile(r"([*O@X]{8})/([*O@X]{8})/([*O@X]{8})\s+([wb])\b(.*)")
# Sanmill's squares 8..31 (inner ring, middle, outer; clockwise from the top middle)
_RINGS = "d5 e5 e4 e3 d3 c3 c4 c5 d6 f6 f4 f2 d2 b2 b4 b6 d7 g7 g4 g1 d1 a1 a4 a7"
SANMILL_SQUARES = tuple(_RINGS.split())


def from_sanmill_fen(match: re.Match[str], rules: MillRules, fen: str) -> MillState:
    """The position of a Sanmill FEN (``SANMILL_FEN_RE``'s match of ``fen``) under ``rules``.
    A position waiting for a removal has no equivalent here (our removals belong to the move):
    refused, as is the newest form with labelled fields, whose numbering we cannot check."""
    if rules.board != "twenty-four":
        raise PositionError(fen, "Sanmill's FEN describes the 24-point board")
    board = "".join(match.groups()[:3])
    if "X" in board and rules.placing_mill != "mark":
        # Sanmill's X is a piece marked while placing (Da San Qi): only rules that mark have it
        raise PositionError(fen, "marked points (X) belong to rules that mark taken pieces")
    rest = match[5].split()
    if any(token[:2] in ("c:", "i:", "p:") for token in rest):
        # Sanmill's fields of a custodian or intervention capture that still waits for its removal
        raise PositionError(
            fen, "the position waits for a capture's removal (c:, i:, p:); start before that move"
        )
    if any(":" in token for token in rest):
        # newer Sanmill builds add labelled fields ("ids:nodes") whose numbering we cannot check
        raise PositionError(fen, "this newer form of Sanmill's FEN (with labels) is not supported")
    if len(rest) < 6:
        raise PositionError(fen, "the counts after the side to move are missing")
    action = rest[1]
    if action == "r":
        raise PositionError(fen, "the position waits for a removal; start before the mill")
    white = {point_index(n) for n, c in zip(SANMILL_SQUARES, board, strict=True) if c == "O"}
    black = {point_index(n) for n, c in zip(SANMILL_SQUARES, board, strict=True) if c == "@"}
    try:
        hands = (int(rest[3]), int(rest[5]))
        # In the forms with the last-mill fields (14 or more numbers) the second-to-last is
        # Sanmill's rule50, the turns since the last removal; the oldest form has none.
        quiet = max(0, int(rest[-2])) if len(rest) >= 14 else 0
    except ValueError:
        raise PositionError(fen, "the counts are not numbers") from None
    text = (
        f"w:{','.join(sorted(map(point_name, white))) or '-'} "
        f"b:{','.join(sorted(map(point_name, black))) or '-'} "
        f"hand:{hands[0]},{hands[1]} to:{match[4]} quiet:{quiet}"
    )
    marked = sorted(
        point_name(point_index(n)) for n, c in zip(SANMILL_SQUARES, board, strict=True) if c == "X"
    )
    if marked:
        text += " marked:" + ",".join(marked)
    return parse_position(text, rules)


def sanmill_fen(state: MillState, move_number: int = 1) -> str:
    """``state`` as Sanmill writes it (the form with the last-mill fields, left at 0: we keep no
    such memory), ``move_number`` as its last field. ``PositionError`` for what the FEN cannot
    hold: another board, a removal still owed, spent lines."""
    text = state.position()
    if state.rules.board != "twenty-four":
        raise PositionError(text, "Sanmill's FEN describes the 24-point board only")
    if state.duties or state.removal_due() is not None:
        raise PositionError(text, "Sanmill's FEN cannot say who owes a removal of whose pieces")
    if state.spent != (0, 0):
        raise PositionError(text, "Sanmill's FEN has no field for the lines a player has spent")
    marked = set(state.marked_points())
    squares = []
    for name in SANMILL_SQUARES:
        point = point_index(name)
        owner = state.piece_at(point)
        squares.append("X" if point in marked else "*" if owner is None else "O@"[owner])
    rings = "/".join("".join(squares[i : i + 8]) for i in (0, 8, 16))
    placing = bool(state.hands[0] or state.hands[1])
    phase = "o" if state.outcome() is not None else "p" if placing else "m"
    action = "p" if state.in_hand(state.to_move) else "s"
    counts = (
        state.pieces_on_board(0),
        state.hands[0],
        state.pieces_on_board(1),
        state.hands[1],
        0,  # removals owed by White and by Black: none (refused above)
        0,
        0,  # the last mills Sanmill remembers: we keep none
        0,
        0,
        0,
        0,
        state.quiet,
        move_number,
    )
    return f"{rings} {'wb'[state.to_move]} {phase} {action} " + " ".join(map(str, counts))


__all__ = ["SANMILL_FEN_RE", "SANMILL_SQUARES", "from_sanmill_fen", "sanmill_fen"]
