"""A draw with three Myra players is worth a third of the win: 0, what an even position scores.

Why this matters: with three in play the search scores the root's share of the win, 0 being a
third. A draw (a repetition, the no-capture limit) gives every player a third of a point, so it
must score exactly what a position in which all three stand even scores, for each player: any
other value makes the search steer for repeated positions (above) or away from an even game it
could hold (below). An earlier score made an even position worth about minus forty soldiers, and
a draw scored 0 there looked like a gain of forty: the top level repeated moves and let the
no-capture limit run out instead of playing on. With two sides a draw is an even game, 0 too.
"""

from __future__ import annotations

import pytest

from morra_suite.ai.myra import native, reference
from morra_suite.ai.myra.engine import MOVE, PRODUCE, Move, Pos, generate, play, pos_from_state
from morra_suite.games import myra

from .random_positions import random_game_positions

needs_native = pytest.mark.skipif(not native.available(), reason="native core not built")


def _positions(players: int, seed: int, count: int) -> list[Pos]:
    """Mid-game positions of a seeded random game with every player still in."""
    found = random_game_positions(
        seed,
        count,
        lambda ply, pos: ply >= 40 and ply % 9 == 0 and len(pos.alive()) == players,
        players=players,
        plies=300,
    )
    assert len(found) >= 2, "the seeded game gave too few positions"
    return found


def _reversible(pos: Pos, count: int) -> list[Move]:
    """Some root moves that can be undone (no capture, no soldier produced), so a position they
    lead to can have been seen before."""
    quiet = [m for m in generate(pos) if m[0] != PRODUCE and not (m[0] == MOVE and pos.cells[m[2]])]
    return quiet[:count]


@needs_native
@pytest.mark.parametrize("seed", [3, 8])
def test_a_repetition_with_three_in_play_scores_a_third_of_the_win(seed: int) -> None:
    """A root move back into a position seen before scores 0, while the same move not repeated
    scores what the position after it is worth (so the test can tell the two apart)."""
    checked = 0
    for pos in _positions(3, seed, 3):
        moves = _reversible(pos, 3)
        children = [play(pos, move) for move in moves]
        seen = [native.key(native.pos_tuple(child)) for child in children]
        search = native.NativeSearch(tt_bits=12)
        repeated = dict(search.root_scores(native.pos_tuple(pos), 1, seen, 0))
        fresh = dict(native.NativeSearch(tt_bits=12).root_scores(native.pos_tuple(pos), 1, [], 0))
        for move in moves:
            assert repeated[move] == 0
            checked += fresh[move] != 0
    assert checked >= 4


@needs_native
def test_the_no_capture_limit_with_three_in_play_scores_a_third_of_the_win() -> None:
    pos = _positions(3, 5, 2)[0]
    move = _reversible(pos, 1)[0]
    # one ply short of the limit: every quiet root move reaches it
    tup = native.pos_tuple(pos, no_capture=49)
    scored = dict(native.NativeSearch(tt_bits=12).root_scores(tup, 1, [], 50))
    assert scored[move] == 0
    assert dict(native.NativeSearch(tt_bits=12).root_scores(tup, 1, [], 0))[move] != 0


@needs_native
def test_a_repetition_between_two_still_scores_0() -> None:
    pos = _positions(2, 4, 2)[0]
    move = _reversible(pos, 1)[0]
    seen = [native.key(native.pos_tuple(play(pos, move)))]
    scored = dict(native.NativeSearch(tt_bits=12).root_scores(native.pos_tuple(pos), 1, seen, 0))
    assert scored[move] == 0


def test_an_even_position_scores_what_a_draw_is_worth() -> None:
    """Without the core too: in the opening position all three stand even, and there every
    player's score is 0, a third of the win; the core agrees where it is built."""
    start = myra.new_game(players=3)
    pos = pos_from_state(start)
    assert [reference.evaluate(pos, root) for root in range(3)] == [0, 0, 0]
    assert [reference.soft_evaluate(pos, root) for root in range(3)] == [0, 0, 0]
    if native.available():
        tup = native.state_tuple(start)
        assert [native.evaluate(tup, root) for root in range(3)] == [0, 0, 0]
