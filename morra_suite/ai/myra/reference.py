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
standing pat; three players are paranoid (the two others are one side, though neither leaves
his own queen to the other) and scored as shares of the win. Below the root unchains are left
out, and reduces and chain-ups too unless the own queen is attacked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from morra_suite.ai.myra.bits import BIT, G2H, NEIGHBOUR_MASK, VALID, masks, reach_all
from morra_suite.ai.myra.engine import FORT, Move, Pos, Q, captures, generate
from morra_suite.ai.myra.engine import play as play_move
from morra_suite.ai.myra.evaluate import DIST, attackers, can_capture
from morra_suite.games.myra import NUM_HOLES

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
W_SOFT: Final = 1000  # the temperature of the shares of the win (three players)
W_SOFTK: Final = 450  # percent of W_SOFT: the score of the whole share
W_RES3: Final = 25  # a soldier in reserve with three players (W_RES with two)
CHECK_PEN: Final = (0, W_CHECK1, W_CHECK2, W_CHECK3)
#: The weights by name, as the core's ``weights()`` gives them (a test holds the two equal).
#: W_CONV, W_NEAR, W_CHASE, W_CAGE, W_THIN and W_ZONE were tuned by benchmarks/tune_myra_eval.py;
#: W_SOFT and W_RES3 by three-player matches against the old top level (bench_myra_match.py --set).
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
            wres = W_RES3 if n == 3 else W_RES
            mat[i] += wres * pos.reserves[i] + W_OPEN * qopen[i]
            matl[i] += wres * pos.reserves[i]
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
    """The score for ``root``. Two sides (two players, or the two left of three): the own score
    minus the other's, and a side far ahead gains from trades and from closing in; with three in
    play, the root's share of the win (``soft_evaluate``; the core's comment says why)."""
    if pos.n == 3 and len(pos.alive()) == 3:
        return soft_evaluate(pos, root)
    s, matl, near, zone, qopen, _ring = _parts(pos)
    mine = s[root]
    alive = [i for i in range(pos.n) if i != root and pos.queens[i] >= 0]
    if not alive:
        return mine
    other = alive[0]
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


# ---- three players as shares of the win --------------------------------------------------------

SOFT_STEP: Final = 10  # the exponentials' table has an entry every SOFT_STEP of score
SOFT_MAX: Final = 8192
_SOFT_TABLES: dict[int, tuple[list[int], list[int]]] = {}


def _soft_tables(t: int) -> tuple[list[int], list[int]]:
    """e^(i * SOFT_STEP / t) and e^(-i * SOFT_STEP / t) in 1/65536, for i up to ten
    temperatures, by integer steps (the core builds the same numbers the same way)."""
    if t not in _SOFT_TABLES:
        g = term = 65536
        for k in range(1, 6):
            term = term * SOFT_STEP // (t * k)
            g += term
        ne = min(10 * t // SOFT_STEP, SOFT_MAX)
        up, down = [65536], [65536]
        for _ in range(ne):
            up.append(up[-1] * g // 65536)
            down.append(65536 * 65536 // up[-1])
        _SOFT_TABLES[t] = (up, down)
    return _SOFT_TABLES[t]


def _soft_exp(d: int) -> int:
    up, down = _soft_tables(W_SOFT)
    i = max(-(len(up) - 1), min(len(up) - 1, tdiv(d, SOFT_STEP)))
    return up[i] if i >= 0 else down[-i]


def _soft_share(s: list[int], players: list[int], root: int) -> int:
    """The root's share of the win among ``players`` (each e^(score / W_SOFT)), in 1/65536."""
    return 65536 * 65536 // sum(_soft_exp(s[j] - s[root]) for j in players)


def _soft_score(share: int) -> int:
    """0 for a third of the win (a draw's worth); about 100 a soldier near an even game."""
    k = tdiv(W_SOFTK * W_SOFT, 100)
    return tdiv(k * (3 * share - 65536), 3 * 65536)


def soft_evaluate(pos: Pos, root: int) -> int:
    """The score for ``root`` of a search begun with three in play: its share of the win, the
    same formula for three in play and for the two left, so that a takeover counts for what it
    is (the core's comment above ``soft_evaluate`` says more). A queen that a player moving
    before her owner can take is scored as taken, her soldiers on the board his."""
    s, matl, _near, _zone, _qopen, ring = _parts(pos)
    players = [i for i in range(3) if pos.queens[i] >= 0]
    if root not in players:
        return _soft_score(0)
    if len(players) == 3:
        q0 = pos.to_move
        q1, q2 = (q0 + 1) % 3, (q0 + 2) % 3
        taker = victim = -1
        for t, v in ((q0, q1), (q0, q2), (q1, q2)):
            if _attacks(pos, t, pos.queens[v]):
                taker, victim = t, v
                break
        if victim >= 0:
            if victim == root:
                return _soft_score(0)
            s[taker] += matl[victim] - W_RES3 * pos.reserves[victim]
            players.remove(victim)
        else:
            weak = min((i for i in range(3) if i != root), key=lambda i: matl[i])
            if matl[root] - matl[weak] >= 300:
                s[root] += W_PREY * ring[root][weak]
    return _soft_score(_soft_share(s, players, root))


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
        self.three = False  # scoring shares of the win (set by root_scores)

    def _value(self, pos: Pos) -> int:
        return soft_evaluate(pos, self.root) if self.three else evaluate(pos, self.root)

    def _guard(self, pos: Pos) -> int:
        """The other opponent of the one to move, whom he may not leave his queen to (the
        core's ``guarded_by``), or -1."""
        if not self.three or pos.to_move == self.root or len(pos.alive()) < 3:
            return -1
        return 3 - pos.to_move - self.root

    @staticmethod
    def _gives_queen(child: Pos, mover: int, other: int) -> bool:
        q = child.queens[mover]
        return other >= 0 and q >= 0 and _attacks(child, other, q)

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
        self,
        pos: Pos,
        child: Pos,
        fn: Callable[..., int],
        # Any: what ``fn`` takes after the child (each search function its own arguments)
        args: tuple[Any, ...],
        alpha: int,
        beta: int,
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
        stand = self._sign(pos) * self._value(pos)
        if qd >= QMAX or stand >= beta:
            return stand
        alpha = max(alpha, stand)
        best = stand
        guard = self._guard(pos)
        for m in captures(pos):
            if qd >= QGOOD and not _good_capture(pos, m):
                continue
            child = play_move(pos, m)
            if self._gives_queen(child, pos.to_move, guard):
                continue
            v = self._child(pos, child, self.qsearch, (ply + 1, qd + 1), alpha, beta)
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
        guard = self._guard(pos)
        children = [play_move(pos, m) for m in moves]
        kept = [c for c in children if not self._gives_queen(c, pos.to_move, guard)]
        best = -INF
        for child in kept or children:  # if every move leaves the queen, one of them is played
            v = self._child(pos, child, self.search, (depth - 1, ply + 1), alpha, beta)
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
        self.three = pos.n == 3 and len(pos.alive()) == 3
        return [
            (m, self._child(pos, play_move(pos, m), self.search, (depth - 1, 1), -INF, INF))
            for m in (generate(pos) if moves is None else moves)
        ]


__all__ = [
    "WIN",
    "WIN_BOUND",
    "ExactSearch",
    "evaluate",
    "scores",
    "soft_evaluate",
    "tdiv",
]
