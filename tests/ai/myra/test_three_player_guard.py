"""In a three-player search, neither opponent of the root leaves his own queen to the other.

Why this matters: the search is paranoid (the two others are one side against the root) and it
scores shares of the win, in which the other opponent's takeover is the root's worst case. Left
free, the paranoid side would have one opponent hand his queen and army to the other, and the root
would play against gifts that never come (no player gives his queen away): in these positions
every root move looked some three to nine soldiers worse than it is. An opponent whose every move
leaves his queen to the other still plays one of them.
"""

from __future__ import annotations

import pytest

from morra_suite.ai.myra import native, reference
from morra_suite.ai.myra.engine import Pos, generate, play, pos_from_state
from morra_suite.games import myra

# Positions of seeded random three-player games (B to move, so A and C are the opponents of the
# root): in each the unguarded search expects an opponent to give his queen away.
POSITIONS = [
    "a1=AQ,b3=A2,c2=A1,c4=A4,e9=B1,e10=B1,f9=B1,f10=BQ,g8=B1,g9=B1,g11=B4,h10=B2,h11=B3,i6=A4,"
    "j5=CQ,j6=C1,j7=C1,j8=C1,k6=C4,k8=C3,k9=C1 B A:25,B:25,C:25",
    "a1=AQ,b1=A1,b3=A2,c3=C1,c4=A1,f4=A3,f11=BQ,g8=B1,g9=B2,g11=B1,h6=C2,h10=B1,i10=B1,j6=A3,"
    "j9=C1,k6=CQ,k7=C1,k8=C1 B A:25,B:25,C:25",
]


def _root_moves(pos: Pos) -> list:
    return generate(pos)[:6]


def _scores(pos: Pos, guarded: bool) -> dict:
    search = reference.ExactSearch(pos.to_move)
    if not guarded:
        search._guard = lambda _pos: -1  # type: ignore[method-assign]
    return dict(search.root_scores(pos, 2, _root_moves(pos)))


@pytest.mark.parametrize("text", POSITIONS)
def test_an_opponent_does_not_give_his_queen_to_the_other(text: str) -> None:
    pos = pos_from_state(myra.parse_position(text))
    guarded, free = _scores(pos, True), _scores(pos, False)
    # the rule only takes moves from the side against the root: no root move scores lower
    assert all(guarded[m] >= free[m] for m in guarded)
    assert sum(guarded[m] > free[m] + 200 for m in guarded) >= len(guarded) // 2


@pytest.mark.parametrize("text", POSITIONS)
def test_the_core_keeps_the_rule_as_the_reference_does(text: str) -> None:
    if not native.available():
        pytest.skip("native core not built")
    state = myra.parse_position(text)
    pos = pos_from_state(state)
    ours = dict(native.NativeSearch(tt_bits=12).root_scores(native.state_tuple(state), 2, limit=0))
    theirs = _scores(pos, True)
    for move, score in theirs.items():
        assert ours[move] == score, move


def test_an_opponent_with_no_other_move_gives_his_queen_after_all() -> None:
    """C (an opponent of the root A) has nothing but his queen, which B's troop can take wherever
    she steps: he still moves (without the exception he would have no move, and the node would
    score as if the root had won), B takes her, and the root is left with B."""
    state = myra.parse_position("a1=AQ,a2=A1,k6=CQ,i6=B2,f11=BQ,g11=B1 C A:0,B:0,C:0")
    pos = pos_from_state(state)
    search = reference.ExactSearch(0)
    search.three = True
    other = search._guard(pos)
    assert other == 1
    moves = generate(pos)
    assert moves and all(search._gives_queen(play(pos, m), 2, other) for m in moves)
    value = search.search(pos, 1, 1, -reference.INF, reference.INF)
    assert -reference.WIN_BOUND < value < reference.WIN_BOUND
