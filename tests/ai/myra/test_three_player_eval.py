"""How Myra's three-player evaluation (the root's share of the win) weighs trades.

Why this matters: with three in play, what the root and one opponent trade away the third keeps.
The score this replaced weighed the others' best and mean against the own score, so an even trade
with the strongest opponent looked like a gain: the native top level traded its army away with
one opponent while the third watched, and then lost to the third (the replays of its lost
three-player games show it). In shares of the win an even trade with either opponent costs the
root, and a trade between the two opponents helps it. Reserves are traded here because a soldier
in reserve counts only as material (no mobility, no reach), so the change is exactly the trade.
"""

from __future__ import annotations

import random

import pytest

from morra_suite.ai.myra import native, reference
from morra_suite.ai.myra.engine import Pos
from morra_suite.games import myra

from .random_positions import random_game_positions


def _quiet(pos: Pos) -> bool:
    """No queen can be taken before her owner moves (the evaluation would score that takeover,
    not the material)."""
    return not any(
        reference._attacks(pos, taker, pos.queens[victim])
        for taker in range(3)
        for victim in range(3)
        if taker != victim
    )


def _positions(seed: int, count: int) -> list[Pos]:
    """Quiet three-player positions past ply 30 of a seeded random game, all three in play with
    reserves to trade, the root's share of the win neither nearly all nor nearly nothing."""

    def keep(ply: int, pos: Pos) -> bool:
        if ply < 30 or len(pos.alive()) < 3 or min(pos.reserves) < 2 or not _quiet(pos):
            return False
        return abs(reference.evaluate(pos, pos.to_move)) < 1000

    found = random_game_positions(seed, count, keep)
    assert len(found) >= count // 2, "the seeded game gave too few positions"
    return found


def _traded(pos: Pos, one: int, other: int) -> Pos:
    """``pos`` with one reserve soldier less for ``one`` and for ``other``."""
    after = pos.copy()
    after.reserves[one] -= 1
    after.reserves[other] -= 1
    return after


def _evaluations(pos: Pos, root: int) -> list[int]:
    values = [reference.evaluate(pos, root)]
    if native.available():
        values.append(native.evaluate(native.pos_tuple(pos), root))
    return values


@pytest.mark.parametrize("seed", [3, 8])
def test_an_even_trade_costs_the_root_and_a_trade_between_the_others_helps_it(seed: int) -> None:
    for pos in _positions(seed, 6):
        root = pos.to_move
        a, b = (p for p in range(3) if p != root)
        before = _evaluations(pos, root)
        with_a = _evaluations(_traded(pos, root, a), root)
        with_b = _evaluations(_traded(pos, root, b), root)
        between = _evaluations(_traded(pos, a, b), root)
        for was, one, other, theirs in zip(before, with_a, with_b, between, strict=True):
            assert one < was and other < was, (pos.reserves, reference.scores(pos))
            assert theirs > was, (pos.reserves, reference.scores(pos))


def test_two_player_evaluation_does_not_read_the_share_weights() -> None:
    """The shares weigh three players only: a two-player score stays the own minus the other's."""
    if not native.available():
        pytest.skip("native core not built")
    state = myra.new_game(players=2)
    rng = random.Random(5)
    for _ in range(30):
        state = state.play(rng.choice(state.legal_moves()))
    t = native.state_tuple(state)
    before = native.evaluate(t, state.to_move)
    native.set_weights({"W_SOFT": 400, "W_SOFTK": 900})
    try:
        assert native.evaluate(t, state.to_move) == before
    finally:
        native.set_weights({"W_SOFT": reference.W_SOFT, "W_SOFTK": reference.W_SOFTK})


def test_the_share_temperature_must_be_positive() -> None:
    if not native.available():
        pytest.skip("native core not built")
    with pytest.raises(ValueError, match="W_SOFT"):
        native.set_weights({"W_SOFT": 0})
    assert native.weights()["W_SOFT"] == reference.W_SOFT
