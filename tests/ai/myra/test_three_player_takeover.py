"""With three Myra players, a takeover is scored for what it is: the rival's costs the root, the
root's own gains, and one that is coming counts as done.

Why this matters: the first player to take a queen gets her soldiers on the board, and that
decides most three-player games. The score this replaced weighed the others' best and mean with
three in play and the other's score alone once two were left, so a rival's takeover left the
root's score about where it was (on random mid-games it rose by some thirteen soldiers): the root
did little to stop the takeovers that lost it its games. A search begun with three in play now
scores every position by the root's share of the win (``share_score`` in the core,
``soft_evaluate`` in the reference), the same formula before and after a takeover.
"""

from __future__ import annotations

import random

import pytest

from morra_suite.ai.myra import native, reference
from morra_suite.ai.myra.engine import Pos, Q, pos_from_state
from morra_suite.games import myra

from .random_positions import random_game_positions


def _positions(seed: int, count: int) -> list[Pos]:
    """Three-player mid-game positions of a seeded random game, all three in play and no queen
    that anybody can take."""

    def keep(ply: int, pos: Pos) -> bool:
        if ply < 30 or ply % 5 or len(pos.alive()) < 3:
            return False
        return not any(
            reference._attacks(pos, t, pos.queens[v]) for t in range(3) for v in range(3) if t != v
        )

    found = random_game_positions(seed, count, keep)
    assert len(found) >= count, "the seeded game gave too few positions"
    return found


def _taken_over(pos: Pos, taker: int, victim: int) -> Pos:
    """``pos`` after ``taker`` took ``victim``'s queen: her soldiers on the board are his, her
    reserve is lost, and the turn passes on from the taker."""
    after = pos.copy()
    for hole, cell in enumerate(after.cells):
        if cell and cell >> 3 == victim:
            after.cells[hole] = 0 if cell & 7 == Q else taker << 3 | cell & 7
    after.queens[victim] = -1
    after.reserves[victim] = 0
    after.to_move = next(p for p in ((taker + 1) % 3, (taker + 2) % 3) if p != victim)
    return after


def _shares(pos: Pos, root: int) -> list[int]:
    values = [reference.soft_evaluate(pos, root)]
    if native.available():
        values.append(native.share_score(native.pos_tuple(pos), root))
    return values


@pytest.mark.parametrize("seed", [2, 5])
def test_a_rivals_takeover_costs_the_root_and_its_own_gains(seed: int) -> None:
    for pos in _positions(seed, 4):
        for root in range(3):
            x, y = (p for p in range(3) if p != root)
            before = _shares(pos, root)
            for rival, victim in ((x, y), (y, x)):
                after = _shares(_taken_over(pos, rival, victim), root)
                assert all(a < b for a, b in zip(after, before, strict=True)), (root, rival)
            mine = _shares(_taken_over(pos, root, x), root)
            assert all(a > b for a, b in zip(mine, before, strict=True)), root


def _coming(seed: int, count: int) -> list[tuple[Pos, int, int]]:
    """(position, taker, victim): all three in play, and exactly one queen that a player moving
    before her owner can take, by that player."""
    rng = random.Random(seed)
    found: list[tuple[Pos, int, int]] = []
    for _ in range(40):
        state = myra.new_game(players=3)
        for _ in range(250):
            if state.outcome() is not None or len(found) >= count:
                break
            state = state.play(rng.choice(state.legal_moves()))
            pos = pos_from_state(state)
            if len(pos.alive()) < 3:
                break
            order = [pos.to_move, (pos.to_move + 1) % 3, (pos.to_move + 2) % 3]
            threats = [
                (t, v)
                for i, t in enumerate(order)
                for v in order[i + 1 :]
                if reference._attacks(pos, t, pos.queens[v])
            ]
            if len(threats) == 1:
                found.append((pos, *threats[0]))
        if len(found) >= count:
            break
    assert len(found) >= count, "the seeded games gave too few positions"
    return found


@pytest.mark.parametrize("seed", [2, 5])
def test_a_coming_takeover_is_scored_as_done(seed: int) -> None:
    """A queen that a player who moves before her owner can take is as good as his: the root
    scores the position as two left, the taker with her soldiers (the victim's share is 0)."""
    for pos, taker, victim in _coming(seed, 4):
        for root in range(3):
            value = _shares(pos, root)
            if root == victim:  # her owner is out: no share at all
                assert value == [reference._soft_score(0)] * len(value)
                continue
            s, matl, *_ = reference._parts(pos)
            s[taker] += matl[victim] - reference.W_RES3 * pos.reserves[victim]
            two = [p for p in range(3) if p != victim]
            expected = reference._soft_score(reference._soft_share(s, two, root))
            assert value == [expected] * len(value)
