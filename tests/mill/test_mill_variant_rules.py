"""Every setting of the wider mill family, pinned with hand-built positions (the conformance
test compares random games with an independent generator; these say what each rule does)."""

from __future__ import annotations

import dataclasses

import pytest

from morra_suite.core import IllegalMoveError
from morra_suite.games import mill
from morra_suite.games.mill import MillTermination as T

NINE = mill.MillRules.preset("nine")
P = mill.point_index


def rules(base: str = "nine", **changes) -> mill.MillRules:
    return dataclasses.replace(mill.MillRules.preset(base), **changes)


def pos(text: str, r: mill.MillRules) -> mill.MillState:
    return mill.parse_position(text, r)


def test_placing_mill_hand_takes_from_the_hand_then_the_opponent_moves() -> None:
    state = pos("w:a1,d1 b:a7,d7 hand:7,7 to:w", rules("dooz"))
    assert "g1" in {str(m) for m in state.legal_moves()}  # the mill takes nothing from the board
    after = state.play("g1")
    assert after.hands == (6, 6) and after.to_move == 1 and after.quiet == 0
    empty = pos("w:a1,d1 b:a7,d7,b6 hand:1,0 to:w", rules("dooz"))
    assert {str(m) for m in empty.legal_moves()} >= {"g1xa7", "g1xd7", "g1xb6"}  # hand empty


def test_placing_mill_hand_again_gives_the_mover_another_turn() -> None:
    state = pos("w:a1,d1 b:a7,d7 hand:7,7 to:w", rules(placing_mill="hand_again"))
    after = state.play("g1")
    assert after.hands == (6, 6) and after.to_move == 0


def test_placing_mill_own_makes_the_opponent_remove_one_of_their_own() -> None:
    state = pos("w:a1,d1 b:a7,d7 hand:7,7 to:w", rules(placing_mill="own"))
    after = state.play("g1")
    assert after.to_move == 1 and after.removal_due() == (1, 1, 1)
    assert sorted(map(str, after.legal_moves())) == ["xa7", "xd7"]
    with pytest.raises(IllegalMoveError) as refused:
        after.play("b2")
    assert refused.value.code is mill.MillIllegal.REMOVAL_DUE
    done = after.play("xa7")
    assert done.to_move == 1 and not done.duties and done.piece_at("a7") is None


def test_placing_mill_mark_blocks_the_point_until_placing_ends() -> None:
    state = pos("w:a1,d1 b:a7,d7,b6 hand:5,6 to:w", rules("da_san_qi"))
    after = state.play("g1xa7")
    assert after.marked_points() == (P("a7"),) and after.piece_at("a7") is None
    assert P("a7") not in after.targets_from(None)  # nobody places on a marked point
    assert "marked:a7" in after.position()
    last = pos("w:a1,d1,g7 b:d7,b6 hand:0,1 to:b", rules("da_san_qi"))
    last = dataclasses.replace(last, marked=1 << P("a7"))
    ended = last.play("f6")
    assert ended.marked == 0 and ended.piece_at("a7") is None  # the marks go when placing ends
    assert ended.to_move == 1  # and the second player starts moving (defender_moves_first)


def test_el_filja_counts_the_mills_when_placing_ends() -> None:
    state = pos(
        "w:a1,a4,b2,b6,c5,d1,d6,e3,f2,f4,g1,g7 b:a7,c3,c4,d2,d3,d5,d7,e4,e5,f6,g4 hand:0,1 to:b",
        rules("el_filja"),
    )
    ended = state.play("b4")  # the board is full; White has one mill, Black none
    assert ended.duties == ((0, 2, 1), (1, 1, 0)) and ended.to_move == 0
    assert all(len(m.removals) == 2 for m in ended.legal_moves())
    second = ended.play(ended.legal_moves()[0])
    assert second.to_move == 1 and all(len(m.removals) == 1 for m in second.legal_moves())
    moving = second.play(second.legal_moves()[0])
    assert moving.to_move == 0 and not moving.duties and moving.outcome() is None
    assert "remove:w2b,b1w then:w" in ended.position()
    assert mill.parse_position(ended.position()) == ended


def test_full_board_removals_instead_of_the_end() -> None:
    text = "w:a1,a4,b2,b6,c5,d1,d6,e3,f2,f4,g1,g7 b:a7,c3,c4,d2,d3,d5,d7,e4,e5,f6,g4 hand:0,1 to:b"
    drawn = pos(text, rules("twelve", diagonals=False)).play("b4")
    assert drawn.outcome().reason is T.FULL_BOARD
    zhi = pos(text, rules("zhi_qi", diagonals=False)).play("b4")
    assert zhi.outcome() is None and zhi.duties == ((0, 1, 1), (1, 1, 0))
    second = pos(text, rules("twelve", diagonals=False, full_board_removal="second_then_first"))
    assert second.play("b4").duties == ((1, 1, 0), (0, 1, 1))
    side = pos(text, rules("twelve", diagonals=False, full_board_removal="side_to_move"))
    after = side.play("b4")
    assert after.duties == ((0, 1, 1),) and after.then == 1


BLOCKED = "w:a1,d1,g1 b:a4,d2,g4,a7,d7 hand:0,0 to:w"  # White's three cannot move


@pytest.mark.parametrize(
    ("action", "next_mover", "duties"),
    [("remove_then_move", 0, ()), ("remove_then_pass", 1, ()), ("both_remove", 1, ((1, 1, 0),))],
)
def test_a_blocked_player_removes(action: str, next_mover: int, duties: tuple) -> None:
    state = pos(BLOCKED, rules(flying=False, blocked_action=action))
    assert state.outcome() is None and all(m.is_removal_only for m in state.legal_moves())
    after = state.play(state.legal_moves()[0])
    assert after.to_move == next_mover and after.duties == duties


def test_a_blocked_player_draws_or_loses() -> None:
    assert pos(BLOCKED, rules(flying=False, blocked_action="draw")).outcome().winner is None
    assert pos(BLOCKED, rules(flying=False)).outcome().winner == 1


def test_one_time_mills_remove_once() -> None:
    text = "w:a1,d1,g1,b4 b:a7,d7,g7,b6 hand:0,0 to:w spent:a1-d1-g1/-"  # that line has paid
    reclose = pos(text, rules("russian")).play("a1-a4").play("b6-d6")
    assert not any(m.removals for m in reclose.find_moves(P("a4"), P("a1")))
    fresh = pos("w:a1,d1,g1,b4 b:a7,d7,g7,b6 hand:0,0 to:w", NINE).play("a1-a4").play("b6-d6")
    assert all(m.removals for m in fresh.find_moves(P("a4"), P("a1")))


def test_restrict_repeated_mills_until_another_line_rewards() -> None:
    r = rules(restrict_repeated_mills=True)
    text = "w:a4,d1,g1,b2,d2,f4 b:a7,d7,g7,b6,f6 hand:0,0 to:w spent:a1-d1-g1/-"
    state = pos(text, r)
    assert not any(m.removals for m in state.find_moves(P("a4"), P("a1")))
    other = next(m for m in state.find_moves(P("f4"), P("f2")) if m.removals)
    after = state.play(other)  # b2-d2-f2 rewards: it is now the spent line, a1-d1-g1 is free
    assert after.spent[0] != state.spent[0]
    reply = after.play(next(m for m in after.legal_moves() if m.src == P("d7")))
    assert all(m.removals for m in reply.find_moves(P("a4"), P("a1")))


def test_stop_placing_at_two_empty_points() -> None:
    r = rules("twelve", stop_placing_two_empty=True)
    text = "w:a1,a4,b2,b6,c5,d1,d6,e3,f2,f4,g1 b:a7,c3,c4,d2,d3,d5,d7,e4,e5,g4 hand:1,2 to:w"
    after = pos(text, r).play("g7")
    assert after.hands == (0, 0) and after.to_move == 1  # two points left empty: moving begins
    assert pos(text, rules("twelve")).play("g7").hands == (0, 2)


def test_lose_below_and_fly_with_hand() -> None:
    four = pos("w:a1,d1,g1 b:a7,d7,g7,b6 hand:0,0 to:w", rules(lose_below=4))
    assert four.outcome().winner == 1 and four.outcome().reason is T.TWO_PIECES
    assert pos("w:a1,d1,g1 b:a7,d7,g7,b6 hand:0,0 to:w", NINE).outcome() is None
    lasker = rules("lasker")
    text = "w:a1,d1 b:a7,d7,g7,b6 hand:1,4 to:w"
    assert pos(text, lasker).can_fly(0)
    assert not pos(text, dataclasses.replace(lasker, fly_with_hand=False)).can_fly(0)


def test_repetition_counts_the_first_position_or_not() -> None:
    # not counting the position after the placement, the first to occur three times is the one
    # after the first move: one ply later
    for counts_first, drawn_after in ((True, 8), (False, 9)):
        r = rules(flying=False, repetition_counts_first=counts_first)
        state = pos("w:a1,g7 b:d5,b4,f2 hand:1,0 to:w", r).play("c3")  # the last placement
        shuffle = ["b4-a4", "a1-d1", "a4-b4", "d1-a1"]
        plies = 0
        while state.outcome() is None and plies < 20:
            state = state.play(shuffle[plies % 4])
            plies += 1
        assert state.outcome().reason is T.REPETITION and plies == drawn_after, counts_first


def test_choices_are_checked() -> None:
    with pytest.raises(ValueError, match="placing_mill"):
        rules(placing_mill="sideways")
    with pytest.raises(ValueError, match="lose_below"):
        rules(lose_below=6)
