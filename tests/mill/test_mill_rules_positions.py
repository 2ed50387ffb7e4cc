"""Hand-built positions, one or more for every rule and setting."""

from __future__ import annotations

import dataclasses

import pytest

from morra_suite.core import IllegalMoveError, MoveParseError, PositionError
from morra_suite.games import mill
from morra_suite.games.mill import MillTermination as T

P = mill.point_index
NINE = mill.MillRules.preset("nine")


def pos(text: str, rules: mill.MillRules | None = None) -> mill.MillState:
    return mill.parse_position(text, rules)


def texts(state: mill.MillState) -> list[str]:
    return [str(m) for m in state.legal_moves()]


# --- notation ---------------------------------------------------------------------------------


def test_move_notation_round_trips() -> None:
    for text in ("d6", "a1-a4", "c3xa4", "d2-d3xd7", "b4xb2xc3", "pass", "xd6", "xa1xd6"):
        assert str(mill.MillMove.from_text(text)) == text
    assert mill.MillMove.from_text("B4xC3xB2") == mill.MillMove.from_text("b4xb2xc3")
    assert mill.MillMove.from_text(" d2 - d3 x d7 ") == mill.MillMove(P("d2"), P("d3"), (P("d7"),))
    assert str(mill.MillMove.from_text("a1\u2013a4\u00d7d7")) == "a1-a4xd7"
    for bad in ("", "h1", "d6-", "d6x", "x", "xd6xd6", "d6xd7xd7", "a1-a2-a3"):
        with pytest.raises(MoveParseError):
            mill.MillMove.from_text(bad)


def test_start_of_nine() -> None:
    state = mill.new_game(NINE)
    assert state.num_players == 2 and state.to_move == 0
    assert state.phase == mill.PLACING and state.in_hand(0) == 9 and state.pieces_on_board(0) == 0
    assert texts(state)[:3] == ["a7", "d7", "g7"] and len(texts(state)) == 24
    state = state.play("d6")
    assert state.to_move == 1 and state.piece_at("d6") == 0 and state.in_hand(0) == 8
    with pytest.raises(IllegalMoveError, match="d6 is not empty"):
        state.play("d6")
    with pytest.raises(IllegalMoveError, match="pieces are still in hand"):
        state.play("d6-d5")
    assert state.outcome() is None
    assert state.position() == "nine w:d6 b:- hand:8,9 to:b quiet:1"


def test_moves_in_the_moving_phase() -> None:
    state = pos("nine w:a7,d1,g4,b4 b:a1,g1,d5,f6 hand:0,0 to:w")
    assert state.phase == mill.MOVING
    assert texts(state) == [
        "a7-d7", "a7-a4", "g4-g7", "g4-f4", "d1-d2", "b4-a4", "b4-b6", "b4-b2", "b4-c4"
    ]  # fmt: skip
    with pytest.raises(IllegalMoveError, match="not connected"):
        state.play("a7-g7")
    with pytest.raises(IllegalMoveError, match="no white piece on a1"):
        state.play("a1-a4")
    with pytest.raises(IllegalMoveError, match="no pieces are left in hand"):
        state.play("d7")
    assert state.find_moves("b4", "b6") == (mill.MillMove(P("b4"), P("b6")),)
    assert set(state.movable_pieces()) == {P("a7"), P("g4"), P("d1"), P("b4")}


# --- closing mills and removing ----------------------------------------------------------------

DOUBLE = "w:a7,g7,d6,d5 b:b2,f2,c3 hand:5,6 to:w"


def test_double_mill_removes_one_piece_by_default() -> None:
    state = pos(f"nine {DOUBLE}")
    assert state.mills_formed_by("d7") == 2
    assert [str(m) for m in state.find_moves(None, "d7")] == ["d7xf2", "d7xb2", "d7xc3"]
    with pytest.raises(IllegalMoveError, match="must remove 1 piece"):
        state.play("d7")
    with pytest.raises(IllegalMoveError, match="must remove 1 piece"):
        state.play("d7xb2xf2")
    after = state.play("d7xb2")
    assert after.piece_at("b2") is None and after.quiet == 0


def test_one_removal_per_mill_setting() -> None:
    rules = dataclasses.replace(NINE, removal_per_mill=True)
    state = pos(DOUBLE, rules)
    assert sorted(str(m) for m in state.find_moves(None, "d7")) == [
        "d7xb2xc3", "d7xb2xf2", "d7xf2xc3"
    ]  # fmt: skip
    assert state.play("d7xf2xb2").pieces_on_board(1) == 1
    # a single mill still removes one
    single = pos("w:a7,d7 b:b2,f2 hand:7,7 to:w", rules).find_moves(None, "g7")
    assert [str(m) for m in single] == ["g7xf2", "g7xb2"]


def test_pieces_in_mills_are_protected_unless_all_stand_in_mills() -> None:
    state = pos("nine w:a7,d7,b6 b:a1,d1,g1,b4 hand:6,5 to:w")
    assert [str(m) for m in state.find_moves(None, "g7")] == ["g7xb4"]
    with pytest.raises(IllegalMoveError, match="may not be removed"):
        state.play("g7xd1")
    all_in_mills = pos("nine w:a7,d7,b6 b:a1,d1,g1 hand:6,6 to:w")
    assert {str(m) for m in all_in_mills.find_moves(None, "g7")} == {"g7xa1", "g7xd1", "g7xg1"}
    any_piece = dataclasses.replace(NINE, remove_from_mills=True)
    anything = pos("w:a7,d7,b6 b:a1,d1,g1,b4 hand:6,5 to:w", any_piece)
    assert len(anything.find_moves(None, "g7")) == 4


def test_a_mill_with_nothing_to_remove_removes_nothing() -> None:
    state = pos("nine w:a7,d7 b:- hand:7,9 to:w")
    assert [str(m) for m in state.find_moves(None, "g7")] == ["g7"]


def test_moving_into_a_mill_and_out_and_back_counts() -> None:
    state = pos("nine w:a7,d7,g4,b4 b:a1,g1,d5,f6 hand:0,0 to:w")
    assert {str(m) for m in state.find_moves("g4", "g7")} == {
        "g4-g7xa1", "g4-g7xg1", "g4-g7xd5", "g4-g7xf6"
    }  # fmt: skip


# --- the end of the game -----------------------------------------------------------------------


def test_two_pieces_lose() -> None:
    state = pos("nine w:a7,d7,g4,b4 b:a1,g1,d5 hand:0,0 to:w")
    after = state.play("g4-g7xd5")
    assert after.outcome().winner == 0 and after.outcome().reason is T.TWO_PIECES
    assert after.legal_moves() == ()
    with pytest.raises(IllegalMoveError, match="the game is over"):
        after.play("a1-a4")


def test_pieces_in_hand_count_for_the_two_piece_rule() -> None:
    state = pos("nine w:a7,d7 b:a1 hand:5,2 to:b")
    assert state.outcome() is None
    assert state.pieces_left(1) == 3


def test_blocked_player_loses_by_default() -> None:
    text = "w:a7,g7,a1,g1 b:d7,a4,d1,g4 hand:0,0 to:w"
    state = pos(text, NINE)
    assert state._raw_moves() == ()
    outcome = state.outcome()
    assert outcome is not None and (outcome.winner, outcome.reason) == (1, T.BLOCKED)
    assert state.legal_moves() == ()


def test_blocked_player_passes_where_the_setting_says_so() -> None:
    rules = dataclasses.replace(NINE, blocked_passes=True)
    state = pos("w:a7,g7,a1,g1 b:d7,a4,d1,g4 hand:0,0 to:w", rules)
    assert state.outcome() is None
    assert state.legal_moves() == (mill.PASS,)
    after = state.play("pass")
    assert after.to_move == 1 and after.masks == state.masks and after.quiet == 1
    with pytest.raises(IllegalMoveError, match="only when no piece can move"):
        after.play("pass")
    with pytest.raises(IllegalMoveError, match="only move is to pass"):
        state.play("a7-d7")


def test_flying_starts_at_the_threshold() -> None:
    four = pos("nine w:a7,d1,g4,b4 b:a1,g1,d5,f6 hand:0,0 to:w")
    assert not four.can_fly(0) and four.phase == mill.MOVING
    three = pos("nine w:a7,d1,g4 b:a1,g1,d5,f6 hand:0,0 to:w")
    assert three.can_fly(0) and three.phase == mill.FLYING
    assert len(three.legal_moves()) == 3 * 17
    assert "a7-e3" in texts(three)
    at_four = dataclasses.replace(NINE, flying_at=4)
    assert pos("w:a7,d1,g4,b4 b:a1,g1,d5,f6 hand:0,0 to:w", at_four).can_fly(0)
    no_flying = dataclasses.replace(NINE, flying=False)
    grounded = pos("w:a7,d1,g4 b:a1,g1,d5,f6 hand:0,0 to:w", no_flying)
    assert not grounded.can_fly(0) and "a7-e3" not in texts(grounded)


def test_three_mens_morris_line_wins_without_removal() -> None:
    state = mill.new_game("three")
    for move in ("a1", "a2", "b1", "b2"):
        state = state.play(move)
    assert texts(state) == ["c1", "c2", "a3", "b3", "c3"]  # no removals on this board
    won = state.play("c1")
    assert won.outcome() is not None and won.outcome().reason is T.LINE_FORMED
    assert won.outcome().winner == 0


def test_three_mens_morris_moving_and_diagonals() -> None:
    plain = pos("three w:a1,c1,b3 b:a2,b2,c3 hand:0,0 to:w")
    assert texts(plain) == ["a1-b1", "c1-b1", "c1-c2", "b3-a3"]
    diagonal_rules = dataclasses.replace(mill.MillRules.preset("three"), diagonals=True)
    diag = pos("w:a1,c1,b3 b:a2,b2,c3 hand:0,0 to:w", diagonal_rules)
    assert diag.outcome() is None
    assert "b3-a3" in texts(diag)
    line = pos("w:a1,c3 b:a2,c2 hand:1,1 to:w", diagonal_rules).play("b2")
    assert line.outcome().reason is T.LINE_FORMED


def test_lasker_may_move_instead_of_placing() -> None:
    state = mill.new_game("lasker").play("d6").play("f4")
    moves = texts(state)
    assert "a7" in moves and "d6-d7" in moves and "d6-d5" in moves
    after = state.play("d6-d7")
    assert after.in_hand(0) == 9 and after.piece_at("d7") == 0 and after.phase == mill.PLACING
    with pytest.raises(IllegalMoveError, match="pieces are still in hand"):
        mill.new_game("nine").play("d6").play("f4").play("d6-d7")


FULL = "w:a7,g7,g4,d1,b6,f4,f2,b4,c5,e4,c3,d5 b:d7,g1,a1,a4,f6,d2,b2,c4,e5,e3,d3 hand:0,1 to:b"


@pytest.mark.parametrize(
    "rules",
    [dataclasses.replace(NINE, pieces=12), mill.MillRules.preset("twelve"),
     mill.MillRules.preset("morabaraba12")],
    ids=["nine-12-pieces", "twelve", "morabaraba12"],
)  # fmt: skip
def test_full_board_is_a_draw_by_default(rules: mill.MillRules) -> None:
    state = pos(FULL, rules)
    assert texts(state) == ["d6"]
    full = state.play("d6")
    assert full.outcome().winner is None and full.outcome().reason is T.FULL_BOARD


def test_full_board_first_player_loses_setting() -> None:
    rules = dataclasses.replace(NINE, pieces=12, full_board_first_loses=True)
    full = pos(FULL, rules).play("d6")
    assert full.outcome().winner == 1 and full.outcome().reason is T.FULL_BOARD


def test_threefold_repetition_counts_positions_with_the_same_side_to_move() -> None:
    state = pos("nine w:a7,d1,g4,b4 b:a1,g1,d5,f6 hand:0,0 to:w")
    shuffle = ["a7-d7", "a1-a4", "d7-a7", "a4-a1"]
    seen = [state]
    for move in shuffle * 2:
        assert seen[-1].outcome() is None
        seen.append(seen[-1].play(move))
    final = seen[-1]  # the start position, white to move, for the third time
    assert final.masks == state.masks and final.to_move == state.to_move
    assert final.outcome().reason is T.REPETITION and final.outcome().winner is None
    # the position after a7-d7 occurred twice only
    assert seen[5].outcome() is None
    off = dataclasses.replace(NINE, threefold_repetition=False)
    replay = mill.parse_position(state.position().replace("nine", mill.rules_token(off)))
    for move in shuffle * 2:
        replay = replay.play(move)
    assert replay.outcome() is None


def test_same_board_with_the_other_side_to_move_is_another_position() -> None:
    # white passes (blocked) so boards repeat with alternating sides to move
    rules = dataclasses.replace(NINE, blocked_passes=True)
    state = pos("w:a7,g7,a1,g1 b:d7,a4,d1,g4,f6 hand:0,0 to:w", rules)
    history = [state]
    for move in ["pass", "f6-f4", "pass", "f4-f6", "pass", "f6-f4", "pass", "f4-f6"]:
        assert history[-1].outcome() is None, move
        history.append(history[-1].play(move))
    assert history[-1].outcome().reason is T.REPETITION
    assert history[-1].history.count(history[-1].key) == 3


def test_no_removal_limit() -> None:
    state = pos("nine w:a7,d1,g4,b4 b:a1,g1,d5,f6 hand:0,0 to:w quiet:99")
    assert state.outcome() is None
    after = state.play("a7-d7")
    assert after.quiet == 100 and after.outcome().reason is T.NO_REMOVAL_LIMIT
    off = dataclasses.replace(NINE, no_removal_limit=0)
    quiet_off = f"{mill.rules_token(off)} w:a7,d1,g4,b4 b:a1,g1,d5,f6 hand:0,0 to:w quiet:500"
    assert pos(quiet_off).outcome() is None
    removal = pos("nine w:a7,d7,g4,b4 b:a1,g1,d5,f6 hand:0,0 to:w quiet:99").play("g4-g7xa1")
    assert removal.quiet == 0 and removal.outcome() is None


def test_endgame_limit_applies_once_a_player_is_down_to_three() -> None:
    rules = mill.MillRules.preset("morabaraba12")
    endgame = pos("w:a7,d1,g4 b:a1,g1,d5,f6 hand:0,0 to:w quiet:9", rules)
    assert endgame.outcome() is None
    assert endgame.play("a7-d7").outcome().reason is T.ENDGAME_LIMIT
    middle = pos("w:a7,d1,g4,b4 b:a1,g1,d5,f6 hand:0,0 to:w quiet:9", rules)
    assert middle.play("a7-d7").outcome() is None
    nine = pos("nine w:a7,d1,g4 b:a1,g1,d5,f6 hand:0,0 to:w quiet:9")
    assert nine.play("a7-d7").outcome() is None


def test_six_mens_morris() -> None:
    state = mill.new_game("six")
    assert len(state.legal_moves()) == 16
    state = pos("six w:a1,c1,c2 b:b4,b3 hand:3,4 to:w")
    assert {str(m) for m in state.find_moves(None, "e1")} == {"e1xb3", "e1xb4"}
    moving = pos("six w:a1,c1,d4 b:b4,b3,e5 hand:0,0 to:w")
    assert "c1-c2" in texts(moving)  # a spoke is a path
    assert not moving.can_fly(0)


# --- position strings --------------------------------------------------------------------------


def test_position_string_example_from_the_issue() -> None:
    state = pos("nine w:a1,d1 b:a7 hand:7,8 to:w")
    assert state.points_of(0) == (P("d1"), P("a1")) and state.hands == (7, 8)
    assert state.position() == "nine w:a1,d1 b:a7 hand:7,8 to:w"
    assert pos("w:a1,d1 b:a7 hand:7,8 to:w", NINE) == state
    custom = dataclasses.replace(NINE, flying=False)
    text = mill.new_game(custom).position()
    assert text == "nine(flying=no) w:- b:- hand:9,9 to:w"
    assert pos(text) == mill.new_game(custom)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("w:a1 b:- hand:8,9 to:b", "rules are missing"),
        ("ten w:a1 b:- hand:8,9 to:b", "unknown variant"),
        ("nine w:a1 b:- hand:8,9", "to: is missing"),
        ("nine w:a1 b:a1 hand:8,8 to:w", "both a white and a black"),
        ("nine w:a1,a1 b:- hand:7,9 to:b", "listed twice"),
        ("nine w:h9 b:- hand:8,9 to:b", "no point name"),
        ("nine w:b1 b:- hand:8,9 to:b", "not a point of the twenty-four board"),
        ("nine w:a1 b:- hand:9,9 to:b", "white has 10 pieces"),
        ("nine w:a1 b:- hand:8 to:b", "two numbers"),
        ("nine w:a1 b:- hand:8,9 to:x", "to:w or to:b"),
        ("nine w:a1 b:- hand:8,9 to:b quiet:x", "number of turns"),
        ("nine w:a1 b:- hand:8,9 to:b colour:red", "unknown part"),
        ("nine w:a1 w:d1 b:- hand:8,9 to:b", "given twice"),
    ],
)
def test_bad_position_strings(text: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        pos(text)


def test_position_rules_must_agree_with_the_given_rules() -> None:
    with pytest.raises(PositionError, match="the text says six"):
        pos("six w:- b:- hand:6,6 to:w", NINE)


def test_may_fly_is_the_rules_answer() -> None:
    """The board's "may fly" note asks the rules: flying on, a removal game, three left, nothing
    in hand, the game going on."""
    text = "w:a1,d1,g1 b:a7,d7,b6,f6 hand:0,0 to:w"
    state = mill.parse_position(text, NINE)
    assert state.may_fly(0) and not state.may_fly(1)
    assert not mill.parse_position(text, dataclasses.replace(NINE, flying=False)).may_fly(0)
    lasker = mill.parse_position(
        "w:a1,d1 b:a7,d7,b6,f6 hand:1,0 to:w", mill.MillRules.preset("lasker")
    )
    assert lasker.can_fly(0) and not lasker.may_fly(0)  # a piece still in hand: placing first
    over = mill.parse_position("w:a1,d1 b:a7,d7,b6 hand:0,0 to:w", NINE)
    assert over.outcome() is not None and not over.may_fly(1)
