"""The search's compact board: bitmask positions, move generation with removals, and game ends.

The rules library's states are rich values (history, notation, records); a search visits hundreds
of thousands of positions a second and wants none of that. Here a position is two ints (one bit
per point), two hand counts, the side to move and a quiet-ply counter, and a move is a tuple
``(frm, to, removals)`` with ``frm = PLACE`` for a placement. Every rules setting that changes which
moves exist or when a game ends is a field of ``Config``, read from ``MillRules`` by ``convert``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from morra_suite.games.mill.board import CompactBoard as Topology
from morra_suite.games.mill.board import compact_board
from morra_suite.games.mill.movegen import sets_of_removals

PLACE = -1  # ``frm`` of a placement
PASS_MOVE: tuple[int, int, tuple[int, ...]] = (-2, -2, ())  # a blocked player's pass, if allowed

Move = tuple[int, int, tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Config:
    """Every rule that matters to the engine. ``quiet_limit`` and ``endgame_limit`` count plies."""

    board: str = "twenty-four"
    pieces: int = 9
    diagonals: bool = False
    flying: bool = True
    fly_at: int = 3
    line_wins: bool = False  # Three Men's Morris: a line ends the game instead of removing
    removal_per_mill: bool = False
    remove_any: bool = False  # any piece may be removed, even one standing in a mill
    lasker: bool = False
    full_board_first_loses: bool = False
    blocked_passes: bool = False
    repetition: bool = True
    quiet_limit: int = 0  # 0: off
    endgame_limit: int = 0  # 0: off

    @property
    def topo(self) -> Topology:
        """The rules library's board, numbered for the search (``compact_board``)."""
        return compact_board(self.board, self.diagonals)


class Pos(NamedTuple):
    """A position; ``key`` is its Zobrist hash (pieces, hands, side; not the quiet counter)."""

    bb: tuple[int, int]
    hand: tuple[int, int]
    side: int
    quiet: int
    key: int


_rng = random.Random(0x5EED)
Z_POINT = tuple(tuple(_rng.getrandbits(64) for _ in range(24)) for _ in range(2))
Z_HAND = tuple(tuple(_rng.getrandbits(64) for _ in range(16)) for _ in range(2))
Z_SIDE = _rng.getrandbits(64)


def zobrist(bb: tuple[int, int], hand: tuple[int, int], side: int) -> int:
    key = Z_HAND[0][hand[0]] ^ Z_HAND[1][hand[1]] ^ (Z_SIDE if side else 0)
    for c in (0, 1):
        m = bb[c]
        zc = Z_POINT[c]
        while m:
            low = m & -m
            key ^= zc[low.bit_length() - 1]
            m ^= low
    return key


def make_pos(bb: tuple[int, int], hand: tuple[int, int], side: int, quiet: int = 0) -> Pos:
    return Pos(bb, hand, side, quiet, zobrist(bb, hand, side))


def bits(mask: int) -> list[int]:
    """The point indices set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def can_fly(cfg: Config, pos: Pos, side: int) -> bool:
    """Flying counts pieces on the board and in hand (so Lasker players may fly while placing)."""
    return cfg.flying and pos.bb[side].bit_count() + pos.hand[side] <= cfg.fly_at


def _removal_sets(cfg: Config, topo: Topology, opp: int, k: int) -> list[tuple[int, ...]]:
    """Sets of ``k`` pieces removable one after another: the rules' ``sets_of_removals`` on the
    compact board (so a removal is chosen by one rule in the library and the engine)."""
    return sets_of_removals(topo.mills, cfg.remove_any, opp, k, {}, range(topo.size))


def step_moves(cfg: Config, topo: Topology, pos: Pos) -> list[tuple[int, int]]:
    """The (from, to) pairs of the side to move, before removals are attached."""
    s = pos.side
    me = pos.bb[s]
    empty = topo.full & ~(me | pos.bb[1 - s])
    pairs: list[tuple[int, int]] = []
    if pos.hand[s] > 0:
        pairs.extend((PLACE, to) for to in bits(empty))
        if not cfg.lasker:
            return pairs
    if can_fly(cfg, pos, s):
        targets = bits(empty)
        for frm in bits(me):
            pairs.extend((frm, to) for to in targets)
    else:
        adj = topo.adjacent
        for frm in bits(me):
            t = adj[frm] & empty
            while t:
                low = t & -t
                pairs.append((frm, low.bit_length() - 1))
                t ^= low
    return pairs


def mills_closed(topo: Topology, me: int, frm: int, to: int) -> int:
    """How many lines through ``to`` a step from ``frm`` (or a placement) completes."""
    new = (me & ~(1 << frm) if frm >= 0 else me) | (1 << to)
    n = 0
    for m in topo.mills_at[to]:
        if new & m == m:
            n += 1
    return n


def legal_moves(cfg: Config, pos: Pos) -> list[Move]:
    """Every legal move (a pass when blocked and passing is allowed); empty when blocked."""
    topo = cfg.topo
    s = pos.side
    me = pos.bb[s]
    opp = pos.bb[1 - s]
    out: list[Move] = []
    mills_at = topo.mills_at
    for frm, to in step_moves(cfg, topo, pos):
        new = (me & ~(1 << frm) if frm >= 0 else me) | (1 << to)
        closed = 0
        for m in mills_at[to]:
            if new & m == m:
                closed += 1
        if not closed or cfg.line_wins:
            out.append((frm, to, ()))
            continue
        k = closed if cfg.removal_per_mill else 1
        for rem in _removal_sets(cfg, topo, opp, k):
            out.append((frm, to, rem))
    if not out and cfg.blocked_passes and not is_over_material(cfg, pos):
        out.append(PASS_MOVE)
    return out


def play(cfg: Config, pos: Pos, move: Move) -> Pos:
    """The position after ``move`` (trusted to be legal)."""
    frm, to, rems = move
    s = pos.side
    o = 1 - s
    key = pos.key ^ Z_SIDE
    if to < 0:  # pass
        return Pos(pos.bb, pos.hand, o, pos.quiet + 1, key)
    me = pos.bb[s]
    opp = pos.bb[o]
    hand = pos.hand
    zs = Z_POINT[s]
    if frm < 0:
        h = hand[s]
        key ^= Z_HAND[s][h] ^ Z_HAND[s][h - 1]
        hand = (h - 1, hand[1]) if s == 0 else (hand[0], h - 1)
    else:
        me &= ~(1 << frm)
        key ^= zs[frm]
    me |= 1 << to
    key ^= zs[to]
    if rems:
        zo = Z_POINT[o]
        for r in rems:
            opp &= ~(1 << r)
            key ^= zo[r]
        quiet = 0
    else:
        quiet = pos.quiet + 1
    bb = (me, opp) if s == 0 else (opp, me)
    return Pos(bb, hand, o, quiet, key)


def is_over_material(cfg: Config, pos: Pos) -> bool:
    """True when a player has fewer than three pieces left (a loss on boards with removals)."""
    if cfg.line_wins:
        return False
    return any(pos.bb[p].bit_count() + pos.hand[p] < 3 for p in (0, 1))


class End(NamedTuple):
    winner: int | None
    reason: str  # "line", "material", "blocked", "full_board", "quiet"


def outcome(cfg: Config, pos: Pos, moves: list[Move] | None = None) -> End | None:
    """The game's end in ``pos`` by the rules the engine knows (repetition is the caller's).

    The checks come in the rules library's order, so a position that ends for two reasons at
    once gets the same reason from both.
    """
    topo = cfg.topo
    s = pos.side
    o = 1 - s
    if cfg.line_wins:
        for p in (o, s):
            m = pos.bb[p]
            for line in topo.mills:
                if m & line == line:
                    return End(p, "line")
    else:
        for p in (s, o):
            if pos.bb[p].bit_count() + pos.hand[p] < 3:
                return End(1 - p, "material")
    if (pos.bb[0] | pos.bb[1]) == topo.full:
        return End(1 if cfg.full_board_first_loses else None, "full_board")
    if moves is None:
        moves = legal_moves(cfg, pos)
    if not moves:
        return End(o, "blocked")
    if cfg.quiet_limit and pos.quiet >= cfg.quiet_limit:
        return End(None, "quiet")
    if cfg.endgame_limit and pos.quiet >= cfg.endgame_limit and is_endgame(pos):
        return End(None, "endgame")
    return None


def is_endgame(pos: Pos) -> bool:
    """Either side down to three pieces (board and hand): the short draw counter applies."""
    return min(pos.bb[0].bit_count() + pos.hand[0], pos.bb[1].bit_count() + pos.hand[1]) <= 3


def move_text(topo: Topology, move: Move) -> str:
    """The rules library's notation of ``move``: ``d6``, ``a1-a4``, ``c3xa4``, ``b4xb2xc3``."""
    frm, to, rems = move
    if to < 0:
        return "pass"
    names = topo.names
    text = names[to] if frm < 0 else f"{names[frm]}-{names[to]}"
    return text + "".join("x" + names[r] for r in rems)
