"""A draw with three Myra players in play is worth what an even game is worth, not 0.

Why this matters: with three in play the others' scores weigh twice the own, so an even
position scores well below 0 for everyone (about minus one player's own score, some forty
soldiers in a mid-game). A repetition or the no-capture limit used to score 0 in the search, so
it looked like a gain of forty soldiers: the top level steered for repeated positions and let the
no-capture limit run out instead of playing on. Now a draw is scored as the position would be
with all three standing even (``draw_value``), the same for each player; with two sides it stays 0.
"""

from __future__ import annotations

import random

import pytest

from morra_suite.ai.myra import native, reference
from morra_suite.ai.myra.engine import MOVE, PRODUCE, Move, Pos, generate, play, pos_from_state
from morra_suite.games import myra

needs_native = pytest.mark.skipif(not native.available(), reason="native core not built")


def _positions(players: int, seed: int, count: int) -> list[Pos]:
    """Mid-game positions of a seeded random game with every player still in."""
    rng = random.Random(seed)
    state = myra.new_game(players=players)
    found: list[Pos] = []
    for ply in range(300):
        if state.outcome() is not None or len(found) >= count:
            break
        state = state.play(rng.choice(state.legal_moves()))
        pos = pos_from_state(state)
        if ply >= 40 and ply % 9 == 0 and len(pos.alive()) == players:
            found.append(pos)
    assert len(found) >= 2, "the seeded game gave too few positions"
    return found


def _reversible(pos: Pos, count: int) -> list[Move]:
    """Some root moves that can be undone (no capture, no soldier produced), so a position they
    lead to can have been seen before."""
    quiet = [m for m in generate(pos) if m[0] != PRODUCE and not (m[0] == MOVE and pos.cells[m[2]])]
    return quiet[:count]


@needs_native
@pytest.mark.parametrize("seed", [3, 8])
def test_a_repetition_with_three_in_play_scores_as_an_even_game(seed: int) -> None:
    """A root move back into a position seen before scores the draw's value (it scored 0,
    some forty soldiers above what the best real move scores)."""
    checked = 0
    for pos in _positions(3, seed, 3):
        moves = _reversible(pos, 3)
        children = [play(pos, move) for move in moves]
        seen = [native.key(native.pos_tuple(child)) for child in children]
        scored = dict(
            native.NativeSearch(tt_bits=12).root_scores(native.pos_tuple(pos), 1, seen, 0)
        )
        for move, child in zip(moves, children, strict=True):
            value = reference.draw_value(child)
            assert value < -1000, "an even three-player game scores well below 0"
            assert scored[move] == value
            checked += 1
    assert checked >= 4


@needs_native
def test_the_no_capture_limit_with_three_in_play_scores_as_an_even_game() -> None:
    pos = _positions(3, 5, 2)[0]
    move = _reversible(pos, 1)[0]
    child = play(pos, move)
    # one ply short of the limit: every quiet root move reaches it
    tup = native.pos_tuple(pos, no_capture=49)
    scored = dict(native.NativeSearch(tt_bits=12).root_scores(tup, 1, [], 50))
    assert scored[move] == reference.draw_value(child) < -1000


@needs_native
def test_a_repetition_between_two_still_scores_0() -> None:
    pos = _positions(2, 4, 2)[0]
    move = _reversible(pos, 1)[0]
    seen = [native.key(native.pos_tuple(play(pos, move)))]
    scored = dict(native.NativeSearch(tt_bits=12).root_scores(native.pos_tuple(pos), 1, seen, 0))
    assert scored[move] == 0 == reference.draw_value(play(pos, move))


def test_the_draw_is_worth_what_an_even_position_is_worth() -> None:
    """Without the core too: in the opening position all three stand even, and there the draw is
    worth exactly what the evaluation gives each of them; with two left of three (a duel), and
    between two, a draw is 0."""
    start = pos_from_state(myra.new_game(players=3))
    value = reference.draw_value(start)
    assert value < 0
    assert [reference.evaluate(start, root) for root in range(3)] == [value] * 3
    duel = _positions(3, 8, 2)[0].copy()
    duel.queens[2] = -1
    assert reference.draw_value(duel) == 0
    assert reference.draw_value(pos_from_state(myra.new_game(players=2))) == 0
