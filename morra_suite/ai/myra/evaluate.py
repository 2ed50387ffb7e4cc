"""The static evaluation of a Myra position, and the attack test the search uses for its queen.

What matters in Myra, in order: the queen (anything that reaches it wins), then material (a soldier
is a soldier wherever it stands; a fortress cannot be captured; the reserve becomes soldiers one a
turn next to the queen), then how freely the pieces move. So the evaluation walks every piece's
reach once (the same walk as the move generator: paths through empty holes up to the troop's
size) and reads from it: who can capture what, who can reach a hole next to a queen (a threat to
take it next turn) and how many holes each side can reach. Captures of the side to move are left
to the quiescence search, which is why they are returned rather than scored.
"""

from __future__ import annotations

from typing import Final

from morra_suite.ai.myra.bits import BIT, G2H, NEIGHBOUR_MASK, VALID, WIDTH, masks, reach_all
from morra_suite.ai.myra.engine import FORT, MOVE, Move, Pos, Q
from morra_suite.games.myra import NUM_HOLES, distance

WIN: Final = 1_000_000
WIN_BOUND: Final = WIN - 10_000

PIECE: Final = 100
RESERVE: Final = 45  # a soldier in reserve: it costs a turn to bring in, next to the queen only
FORTRESS_BONUS: Final = 25  # a fortress cannot be captured
MOBILITY: Final = 2  # per reachable empty hole (summed over pieces, capped per piece)
QUEEN_OPEN: Final = 4  # per empty hole next to the own queen (a way in, and room to produce)
ZONE_THREAT: Final = 35  # per enemy piece that can reach a hole next to the queen
CHECK_PENALTY: Final = (0, 130, 450, 900)  # own queen attacked with the own side to move
NEAR: Final = 6  # per step closer to the enemy queen, for pieces that can attack
HANGING: Final = 25  # share (percent) of the biggest piece the waiting side leaves attacked

RING: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(h for h in range(NUM_HOLES) if 0 < distance(t, h) <= 4) for t in range(NUM_HOLES)
)
DIST: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(distance(a, b) for b in range(NUM_HOLES)) for a in range(NUM_HOLES)
)


def steps_of(kind: int) -> int:
    """How far a whole piece of ``kind`` moves (a fortress does not move as a whole)."""
    if kind == Q:
        return 1
    return 0 if kind == FORT else kind


def can_capture(cells: list[int], frm: int, target: int, empty: int) -> bool:
    """Whether the whole piece on ``frm`` reaches ``target`` (an occupied hole) in one move:
    some hole next to ``target`` is reached through empty holes in fewer steps than it may go."""
    steps = steps_of(cells[frm] & 7)
    d = DIST[frm][target]
    if d > steps:
        return False
    if d == 1:
        return True
    bit = BIT[frm]
    stand = reach_all(bit, steps - 1, empty) & (empty | bit)
    return bool(stand & NEIGHBOUR_MASK[target])


def attackers(cells: list[int], target: int) -> int:
    """How many pieces of other players than the one on ``target`` could capture it now."""
    owner = cells[target] >> 3
    empty = VALID & ~masks(cells)
    count = 0
    for h in RING[target]:
        c = cells[h]
        if c and c >> 3 != owner and can_capture(cells, h, target, empty):
            count += 1
    return count


class Analysis:
    """Per player: material, mobility, queen danger, and the captures each side has."""

    __slots__ = ("captures", "check", "check_by", "material", "mobility", "near", "zone")

    def __init__(self, n: int) -> None:
        self.material = [0] * n
        self.mobility = [0] * n
        self.zone = [0] * n  # enemy pieces that can reach a hole next to this player's queen
        self.check = [0] * n  # enemy pieces that can capture this player's queen now
        self.check_by = [0] * n  # bit mask of the players who have them
        self.near = [0] * n  # closeness of this player's attackers to enemy queens
        self.captures: list[list[tuple[int, Move]]] = [[] for _ in range(n)]


def analyse(pos: Pos) -> Analysis:
    cells = pos.cells
    n = pos.n
    queens = pos.queens
    a = Analysis(n)
    material = a.material
    mobility = a.mobility
    zone = a.zone
    check = a.check
    near = a.near
    caps = a.captures
    own = [0] * n
    occ = 0
    forts = 0
    pieces = []
    for hole in range(NUM_HOLES):
        cell = cells[hole]
        if cell:
            bit = BIT[hole]
            occ |= bit
            own[cell >> 3] |= bit
            if cell & 7 == FORT:
                forts |= bit
            pieces.append((hole, cell))
    empty = VALID & ~occ
    prey = [occ & ~own[p] & ~forts for p in range(n)]
    zones = [(e, NEIGHBOUR_MASK[queens[e]], queens[e]) for e in range(n) if queens[e] >= 0]
    for p in range(n):
        if queens[p] >= 0:
            material[p] += RESERVE * pos.reserves[p]
            material[p] += QUEEN_OPEN * (NEIGHBOUR_MASK[queens[p]] & empty).bit_count()
    for hole, cell in pieces:
        p = cell >> 3
        kind = cell & 7
        if kind != Q:
            material[p] += PIECE * kind
            if kind == FORT:
                material[p] += FORTRESS_BONUS
                continue
        # The piece's reach through empty holes, the holes that stop it included (one step is
        # a table look-up; longer reaches grow one ring a step, inlined for speed).
        bit = BIT[hole]
        if kind == Q or kind == 1:
            seen = NEIGHBOUR_MASK[hole] | bit
        else:
            seen = front = bit
            for _ in range(kind):
                f = front
                new = (
                    ((f << 1) | (f >> 1) | (f << WIDTH) | (f >> WIDTH) | (f << 14) | (f >> 14))
                    & VALID
                    & ~seen
                )
                seen |= new
                front = new & empty
                if not front:
                    break
        free = (seen & empty).bit_count()
        mobility[p] += free if free < 12 else 12
        hit = seen & prey[p]
        while hit:
            low = hit & -hit
            hit ^= low
            t = G2H[low.bit_length() - 1]
            tc = cells[t]
            if tc & 7 == Q:
                check[tc >> 3] += 1
                a.check_by[tc >> 3] |= 1 << p
                caps[p].append((10_000, (MOVE, hole, t, 0, ())))
            else:
                caps[p].append((PIECE * (tc & 7), (MOVE, hole, t, 0, ())))
        if kind == Q:
            continue
        dist = DIST[hole]
        weight = 2 if kind >= 3 else 1
        for e, z, q in zones:
            if e == p:
                continue
            if seen & z:
                # A piece that can stand next to the queen (or take what stands there) takes
                # the queen on its next turn unless answered.
                zone[e] += 1
            dq = dist[q]
            if dq < 8:
                near[p] += (8 - dq) * weight
    return a


def _movers_before(pos: Pos, p: int) -> int:
    """Bit mask of the players who move, from the player to move on, before ``p`` does."""
    mask = 0
    q = pos.to_move
    for _ in range(pos.n):
        if q == p:
            break
        if pos.queens[q] >= 0:
            mask |= 1 << q
        q = (q + 1) % pos.n
    return mask


def evaluate(pos: Pos, root: int, a: Analysis) -> int:
    """Score for ``root`` (positive is good for it); paranoid in three-player games: the others
    count as one side."""
    n = pos.n
    stm = pos.to_move
    queens = pos.queens
    scores = [0] * n
    for p in range(n):
        if queens[p] < 0:
            continue
        s = a.material[p] + MOBILITY * a.mobility[p] + NEAR * a.near[p] - ZONE_THREAT * a.zone[p]
        if a.check[p]:
            if a.check_by[p] & _movers_before(pos, p):
                s -= 3000  # an attacker moves before this player: the queen is as good as lost
            else:
                s -= CHECK_PENALTY[min(a.check[p], 3)]  # this player answers first
        scores[p] = s
    # The side that does not move leaves pieces attacked: it can save only some of them.
    for p in range(n):
        if p == stm or queens[p] < 0:
            continue
        best = 0
        for v, m in a.captures[p]:
            owner = pos.cells[m[2]] >> 3
            if owner == stm and v < 10_000 and v > best:
                best = v
        scores[stm] -= best * HANGING // 100
    mine = scores[root]
    others = [scores[p] for p in range(n) if p != root and queens[p] >= 0]
    if not others:
        return mine
    if n == 2:
        return mine - others[0]
    return mine - (sum(others) + max(others)) // 2
