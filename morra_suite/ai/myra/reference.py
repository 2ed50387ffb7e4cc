"""The native core's evaluation and exact fixed-depth search, written again in plain Python.

Why: the C code (``_native.c``) is only trusted because the tests hold it against this module on
random positions: the same per-player scores, the same evaluation, the same exact minimax score
for every root move at a fixed depth (the core with its transposition table and reductions off).
It is also the pure-Python fallback for what the analysis needs from the evaluation (each
player's standing in a three-player game) when the core is not built. It is written for
clarity, not speed: a depth-two search of a mid-game takes seconds here.

The shape of the search mirrors the core: a node whose side can take a queen that decides the
game is won at once; at depth 0 a quiescence search of captures (up to ``QMAX`` in a row, only
those that cannot lose material to a recapture) in which, in its first ``QCHECK`` plies, a side
whose own queen is attacked (two players, or the player to think) tries every move instead of
standing pat; three players are paranoid (the two others are one side). Below the root unchains
are left out, and reduces and chain-ups too unless the own queen is attacked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from morra_suite.ai.myra.bits import BIT, G2H, NEIGHBOUR_MASK, VALID, masks, reach_all
from morra_suite.ai.myra.engine import FORT, NUM_HOLES, Move, Pos, Q, captures, generate
from morra_suite.ai.myra.engine import play as play_move
from morra_suite.ai.myra.evaluate import DIST, attackers, can_capture

WIN: Final = 1_000_000
WIN_BOUND: Final = WIN - 10_000
INF: Final = WIN + 1
QMAX: Final = 6
QGOOD: Final = 0  # from this quiescence ply on, only captures that cannot lose material
QCHECK: Final = 1  # quiescence plies at which an attacked queen searches every move

W_PIECE: Final = 100
W_RES: Final = 45
W_FORT: Final = 25
W_MOB: Final = 2
W_OPEN: Final = 4
W_ZONE: Final = 23
W_NEAR: Final = 7
W_HANG: Final = 25
W_LOST: Final = 3000
W_CONV: Final = 690
W_CHASE: Final = 21
W_CAGE: Final = 11
W_THIN: Final = 8
W_CHECK1: Final = 130
W_CHECK2: Final = 450
W_CHECK3: Final = 900
W_PREY: Final = 25
W_RIVAL: Final = 200  # percent: the others' scores against the own, three in play
W_TAKE: Final = 1  # 1: a queen the other opponent takes first is no gain for the root
CHECK_PEN: Final = (0, W_CHECK1, W_CHECK2, W_CHECK3)
#: The weights by name, as the core's ``weights()`` gives them (a test holds the two equal).
#: W_CONV, W_NEAR, W_CHASE, W_CAGE, W_THIN and W_ZONE were tuned by benchmarks/tune_myra_eval.py;
#: W_RIVAL by three-player matches against the old top level (bench_myra_match.py --set).
WEIGHTS: Final = {name: value for name, value in globals().items() if name.startswith("W_")}


def tdiv(a: int, b: int) -> int:
    """Division truncating towards zero, as C's (Python's ``//`` floors)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


Parts = tuple[list[int], list[int], list[int], list[int], list[int], list[list[int]]]


def _parts(pos: Pos) -> Parts:
    """Each player's own score, material (board and reserve), attackers' nearness, enemy pieces
    reaching the queen's ring (zone), the queen's free neighbours, and ``ring[by][owner]``: how
    many of player ``by``'s pieces reach the ring of ``owner``'s queen."""
    cells = pos.cells
    n = pos.n
    stm = pos.to_move
    queens = pos.queens
    occ = masks(cells)
    empty = VALID & ~occ
    own = [0] * n
    forts = 0
    for h in range(NUM_HOLES):
        c = cells[h]
        if c:
            own[c >> 3] |= BIT[h]
            if c & 7 == FORT:
                forts |= BIT[h]
    mat = [0] * n
    matl = [0] * n
    mob = [0] * n
    zone = [0] * n
    check = [0] * n
    checkby = [0] * n
    near = [0] * n
    hang = [0] * n
    qopen = [0] * n
    ring = [[0] * n for _ in range(n)]
    for i in range(n):
        if queens[i] >= 0:
            qopen[i] = (NEIGHBOUR_MASK[queens[i]] & empty).bit_count()
            mat[i] += W_RES * pos.reserves[i] + W_OPEN * qopen[i]
            matl[i] += W_RES * pos.reserves[i]
    for h in range(NUM_HOLES):
        c = cells[h]
        if not c:
            continue
        pl, k = c >> 3, c & 7
        if k != Q:
            mat[pl] += W_PIECE * k
            matl[pl] += W_PIECE * k
            if k == FORT:
                mat[pl] += W_FORT
                continue
        r = NEIGHBOUR_MASK[h] | BIT[h] if k in (Q, 1) else reach_all(BIT[h], k, empty)
        free = (r & empty).bit_count()
        mob[pl] += min(free, 12)
        hit = r & occ & ~own[pl] & ~forts
        while hit:
            low = hit & -hit
            hit ^= low
            t = G2H[low.bit_length() - 1]
            tc = cells[t]
            if tc & 7 == Q:
                check[tc >> 3] += 1
                checkby[tc >> 3] |= 1 << pl
            elif tc >> 3 == stm and pl != stm and W_PIECE * (tc & 7) > hang[pl]:
                hang[pl] = W_PIECE * (tc & 7)
        if k == Q:
            continue
        w = 2 if k >= 3 else 1
        for e in range(n):
            q = queens[e]
            if e == pl or q < 0:
                continue
            if r & NEIGHBOUR_MASK[q]:
                zone[e] += 1
                ring[pl][e] += 1
            d = DIST[h][q]
            if d < 8:
                near[pl] += (8 - d) * w
    s = [0] * n
    for i in range(n):
        if queens[i] < 0:
            continue
        v = mat[i] + W_MOB * mob[i] + W_NEAR * near[i] - W_ZONE * zone[i]
        if check[i]:
            before = 0
            q = stm
            for _ in range(n):
                if q == i:
                    break
                if queens[q] >= 0:
                    before |= 1 << q
                q = (q + 1) % n
            v -= W_LOST if checkby[i] & before else CHECK_PEN[min(check[i], 3)]
        s[i] = v
    for i in range(n):
        if i != stm and queens[i] >= 0:
            s[stm] -= tdiv(hang[i] * W_HANG, 100)
    return s, matl, near, zone, qopen, ring


def scores(pos: Pos) -> list[int]:
    """Each player's own score (0 for a player who is out): material on the board and in
    reserve, fortresses, mobility, attackers near the enemy queens, the own queen's safety."""
    return _parts(pos)[0]


def evaluate(pos: Pos, root: int) -> int:
    """The score for ``root``; a side far ahead gains from trades and from closing in (also the
    two left in a three-player game); with three in play, the others' best and mean count
    ``W_RIVAL`` percent against the own score, and a root well ahead of its weakest opponent
    gains from its pieces on that queen's ring (the core's comment says why)."""
    s, matl, near, zone, qopen, ring = _parts(pos)
    mine = s[root]
    alive = [i for i in range(pos.n) if i != root and pos.queens[i] >= 0]
    if pos.n == 2 or len(alive) == 1:
        other = 1 - root if pos.n == 2 else alive[0]
        if pos.queens[other] < 0:
            return mine
        v = mine - s[other]
        lead = matl[root] - matl[other]
        total = matl[root] + matl[other] + 100
        if abs(lead) >= 300:
            sign = 1 if lead > 0 else -1
            leader = root if lead > 0 else other
            loser = other if leader == root else root
            v += sign * (
                tdiv(abs(lead) * W_CONV, total)
                + W_NEAR * near[leader]
                + W_CHASE * zone[loser]
                - W_CAGE * qopen[loser]
                - tdiv(W_THIN * matl[loser], 100)
            )
        return v
    if not alive:
        return mine
    if W_TAKE:  # the other opponent's coming takeover is not the root's gain (the core says why)
        for y in alive:
            q = pos.to_move
            while q != y:
                if _attacks(pos, q, pos.queens[y]):
                    if q != root:
                        s[y] += W_LOST
                    break
                q = (q + 1) % 3
    others = [s[i] for i in alive]
    v = mine - tdiv((max(others) * len(others) + sum(others)) * W_RIVAL, 200 * len(others))
    weak = min(alive, key=lambda i: matl[i])  # the first of the weakest, as the core
    if matl[root] - matl[weak] >= 300:
        v += W_PREY * ring[root][weak]
    return v


def draw_value(pos: Pos) -> int:
    """What a repetition or the no-capture limit is worth to every player: 0 with two sides,
    and with three in play the score of an even position in which each player stands at the
    mean of the three own scores (the core's ``draw_value`` comment says why not 0)."""
    if pos.n == 2 or len(pos.alive()) < 3:
        return 0
    m = tdiv(sum(scores(pos)), 3)
    return m - tdiv(m * W_RIVAL, 100)


# ---- the exact search -------------------------------------------------------------------------


def _attacks(pos: Pos, attacker: int, target: int) -> bool:
    cells = pos.cells
    empty = VALID & ~masks(cells)
    return any(
        c
        and c >> 3 == attacker
        and c & 7 != FORT
        and h != target
        and can_capture(cells, h, target, empty)
        for h, c in enumerate(cells)
    )


def _queen_take(pos: Pos, root: int) -> bool:
    stm = pos.to_move
    q = pos.queens
    if pos.n == 2:
        return q[1 - stm] >= 0 and _attacks(pos, stm, q[1 - stm])
    if stm != root:
        return _attacks(pos, stm, q[root])
    alive = [i for i in range(pos.n) if q[i] >= 0]
    if len(alive) == 2:
        other = alive[0] if alive[0] != stm else alive[1]
        return _attacks(pos, stm, q[other])
    return False


def _good_capture(pos: Pos, m: Move) -> bool:
    """A capture that cannot lose material to a recapture: a queen taken, a piece at least as
    big as the capturer (a queen capturer risks everything), or a piece nobody defends."""
    victim, attacker = pos.cells[m[2]] & 7, pos.cells[m[1]] & 7
    if victim == Q or (attacker != Q and victim >= attacker):
        return True
    return not _attacks(pos, pos.cells[m[2]] >> 3, m[2])


def _in_check(pos: Pos) -> bool:
    q = pos.queens[pos.to_move]
    return q >= 0 and attackers(pos.cells, q) > 0


class ExactSearch:
    """Plain minimax (with alpha-beta inside, which does not change the root's exact scores) of
    one root player, as the core's ``root_scores`` computes it."""

    def __init__(self, root: int) -> None:
        self.root = root
        self.nodes = 0

    def _sign(self, pos: Pos) -> int:
        return 1 if pos.to_move == self.root else -1

    def _team(self, pos: Pos) -> int:
        return pos.to_move if pos.n == 2 else int(pos.to_move == self.root)

    def _settled(self, pos: Pos, ply: int) -> int | None:
        sign = self._sign(pos)
        if pos.queens[self.root] < 0:
            return sign * (-WIN + ply)
        if sum(1 for q in pos.queens if q >= 0) == 1:
            return sign * (WIN - ply)
        return None

    def _child(
        self, pos: Pos, child: Pos, fn: Callable[..., int], args: tuple, alpha: int, beta: int
    ) -> int:
        if self._team(pos) == self._team(child):
            return fn(child, *args, alpha, beta)
        return -fn(child, *args, -beta, -alpha)

    def qsearch(self, pos: Pos, ply: int, qd: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        done = self._settled(pos, ply)
        if done is not None:
            return done
        if _queen_take(pos, self.root):
            return WIN - ply - 1
        two_sides = pos.n == 2 or sum(1 for q in pos.queens if q >= 0) == 2
        if (two_sides or pos.to_move == self.root) and _in_check(pos) and qd < QCHECK:
            best = -INF
            for m in generate(pos, lines=False):
                child = play_move(pos, m)
                v = self._child(pos, child, self.qsearch, (ply + 1, qd + 1), alpha, beta)
                best = max(best, v)
                alpha = max(alpha, v)
                if alpha >= beta:
                    break
            return best
        stand = self._sign(pos) * evaluate(pos, self.root)
        if qd >= QMAX or stand >= beta:
            return stand
        alpha = max(alpha, stand)
        best = stand
        for m in captures(pos):
            if qd >= QGOOD and not _good_capture(pos, m):
                continue
            v = self._child(pos, play_move(pos, m), self.qsearch, (ply + 1, qd + 1), alpha, beta)
            best = max(best, v)
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        return best

    def search(self, pos: Pos, depth: int, ply: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        done = self._settled(pos, ply)
        if done is not None:
            return done
        if _queen_take(pos, self.root):
            return WIN - ply - 1
        if depth <= 0:
            return self.qsearch(pos, ply, 0, alpha, beta)
        moves = generate(pos, lines=ply == 0, slow=ply == 0 or _in_check(pos), threats=True)
        best = -INF
        for m in moves:
            v = self._child(pos, play_move(pos, m), self.search, (depth - 1, ply + 1), alpha, beta)
            best = max(best, v)
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        return best

    def root_scores(
        self, pos: Pos, depth: int, moves: list[Move] | None = None
    ) -> list[tuple[Move, int]]:
        """Each root move (all, or ``moves``) with its exact score. Repetitions and the
        no-capture limit are left out (the core is asked with no history and no limit)."""
        return [
            (m, self._child(pos, play_move(pos, m), self.search, (depth - 1, 1), -INF, INF))
            for m in (generate(pos) if moves is None else moves)
        ]


__all__ = ["WIN", "WIN_BOUND", "ExactSearch", "draw_value", "evaluate", "scores", "tdiv"]
