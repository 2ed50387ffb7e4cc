"""How Myra's three-player evaluation weighs the others' material against the own.

Why this matters: with the others' best and mean counting only as much as the own score, a
soldier taken from the weaker opponent was worth a quarter of one lost, so the native top level
refused every trade and the pure-Python top level (which captures freely) took more from it than
it took (four of seven three-player games lost on material). With ``W_RIVAL`` at 200 an even
trade with the strongest opponent gains and one with the weaker loses; these tests hold that, in
the reference evaluation and in the core. Reserves are traded here because a soldier in reserve
counts only as material (no mobility, no reach), so the change is exactly the trade.
"""

from __future__ import annotations

import random

import pytest

from morra_suite.ai.myra import native, reference
from morra_suite.ai.myra.engine import Pos, pos_from_state
from morra_suite.games import myra


def _positions(seed: int, count: int) -> list[Pos]:
    """Three-player positions past ply 30 of a seeded random game, all three in play, where the
    two opponents of the side to move differ in score by more than two soldiers in reserve and
    the side to move is too far from a lead of three soldiers for the prey bonus to come in."""
    rng = random.Random(seed)
    state = myra.new_game(players=3)
    found = []
    for ply in range(400):
        if state.outcome() is not None or len(found) >= count:
            break
        state = state.play(rng.choice(state.legal_moves()))
        pos = pos_from_state(state)
        if ply < 30 or len(pos.alive()) < 3 or min(pos.reserves) < 2:
            continue
        s, matl, *_ = reference._parts(pos)
        root = pos.to_move
        a, b = (p for p in range(3) if p != root)
        if abs(s[a] - s[b]) > 2 * reference.W_RES + 10 and all(
            matl[root] - matl[p] < 300 - 2 * reference.W_RES for p in (a, b)
        ):
            found.append(pos)
    assert len(found) >= count // 2, "the seeded game gave too few positions"
    return found


def _traded(pos: Pos, root: int, other: int) -> Pos:
    """``pos`` with one reserve soldier less for ``root`` and for ``other``."""
    after = pos.copy()
    after.reserves[root] -= 1
    after.reserves[other] -= 1
    return after


def _evaluations(pos: Pos, root: int) -> list[int]:
    values = [reference.evaluate(pos, root)]
    if native.available():
        values.append(native.evaluate(native.pos_tuple(pos), root))
    return values


@pytest.mark.parametrize("seed", [3, 8])
def test_an_even_trade_gains_against_the_strongest_and_loses_against_the_other(seed: int) -> None:
    for pos in _positions(seed, 6):
        root = pos.to_move
        s = reference.scores(pos)
        strong, weak = sorted((p for p in range(3) if p != root), key=lambda p: -s[p])
        before = _evaluations(pos, root)
        with_strong = _evaluations(_traded(pos, root, strong), root)
        with_weak = _evaluations(_traded(pos, root, weak), root)
        for b, up, down in zip(before, with_strong, with_weak, strict=True):
            assert up > b, (pos.reserves, s)
            assert down < b, (pos.reserves, s)


def test_two_player_evaluation_does_not_read_the_rivals_weight() -> None:
    """W_RIVAL weighs three in play only: a two-player score stays the own minus the other's."""
    if not native.available():
        pytest.skip("native core not built")
    state = myra.new_game(players=2)
    rng = random.Random(5)
    for _ in range(30):
        state = state.play(rng.choice(state.legal_moves()))
    t = native.state_tuple(state)
    before = native.evaluate(t, state.to_move)
    native.set_weights({"W_RIVAL": 100})
    try:
        assert native.evaluate(t, state.to_move) == before
    finally:
        native.set_weights({"W_RIVAL": reference.W_RIVAL})
