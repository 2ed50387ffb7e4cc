"""The two left of a three-player Myra game are searched as a two-player game.

Why this matters: once one player is out, what is left is a duel, and the first player to take
a queen has usually doubled its army and must now drive the win home. The core's quiescence
search used to let only the root's attacked queen look for her rescue (with three in play the
other side is two players, and their queens' rescues are theirs), and it kept the null move off
(a pass with three in play hands the move within one side); both stayed so with two left, so
the duel was searched more weakly than the same pieces in a two-player game.
"""

from __future__ import annotations

import pytest

from morra_suite.ai.myra import native, reference
from morra_suite.ai.myra.engine import Pos

from .random_positions import random_game_positions

needs_native = pytest.mark.skipif(not native.available(), reason="native core not built")


def _positions(seed: int, count: int, plies: int) -> list[Pos]:
    """Three-player positions past ``plies`` of a seeded random game, one every seventh ply."""
    found = random_game_positions(
        seed, count, lambda ply, pos: ply >= plies and ply % 7 == 0 and len(pos.alive()) == 3
    )
    assert len(found) >= count // 2, "the seeded game gave too few positions"
    return found


def _without(pos: Pos, gone: int) -> Pos:
    """``pos`` with player ``gone`` out and its pieces off the board (neither side gets them)."""
    out = pos.copy()
    for hole, cell in enumerate(out.cells):
        if cell and cell >> 3 == gone:
            out.cells[hole] = 0
    out.queens[gone] = -1
    out.reserves[gone] = 0
    if out.to_move == gone:
        out.to_move = (gone + 1) % 3
    return out


def _as_two_players(pos: Pos) -> Pos:
    """The same pieces as a two-player game (player 2 is the one out)."""
    return Pos(pos.cells[:], 2, pos.queens[:2], pos.reserves[:2], pos.to_move)


@needs_native
@pytest.mark.parametrize("seed", [5, 9])
def test_the_two_left_of_three_score_as_the_same_two_player_game(seed: int) -> None:
    """Every root move of the two left of three scores exactly as in the two-player game of the
    same pieces at a fixed depth (with only the root's queen rescued in the quiescence search,
    these positions scored differently at depth 3). A soldier in reserve is worth W_RES3 in a
    three-player game and W_RES in a two-player one: the two-player game is searched with the
    three-player game's worth."""
    compared = 0
    for pos in _positions(seed, 4, plies=60):
        three = _without(pos, 2)
        two = _as_two_players(three)
        ours = native.NativeSearch(tt_bits=12).root_scores(native.pos_tuple(three), 3, limit=0)
        native.set_weights({"W_RES": reference.W_RES3})
        try:
            theirs = native.NativeSearch(tt_bits=12).root_scores(native.pos_tuple(two), 3, limit=0)
        finally:
            native.set_weights({"W_RES": reference.W_RES})
        assert dict(ours) == dict(theirs)
        compared += 1
    assert compared >= 2


@needs_native
def test_the_reference_searches_the_two_left_as_the_core_does() -> None:
    pos = _without(_positions(9, 1, plies=60)[0], 2)
    ours = dict(native.NativeSearch(tt_bits=12).root_scores(native.pos_tuple(pos), 1, limit=0))
    theirs = dict(reference.ExactSearch(pos.to_move).root_scores(pos, 1))
    assert ours.keys() >= theirs.keys() and theirs
    for move, score in theirs.items():
        assert ours[move] == score, move
