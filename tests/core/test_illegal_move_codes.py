"""A refused move carries its reason twice: in English (``reason``, for the status bar and the
records) and as the game's enum member (``code``), so boards and tests tell reasons apart
without reading words."""

from __future__ import annotations

import random
from typing import Any

import pytest

from morra_suite.core import IllegalMoveError
from morra_suite.games import load_game, mill, morra, myra

M, R, Y = mill.MillIllegal, morra.MorraIllegal, myra.MyraIllegal


def refusal(state: Any, move: Any) -> IllegalMoveError:
    with pytest.raises(IllegalMoveError) as info:
        state.play_joint(move) if isinstance(move, dict) else state.play(move)
    return info.value


MILL_PLACING = "nine w:a1,a4 b:g7,g4 hand:7,7 to:w"
MILL_MOVING = "nine w:a1,a4,d2,f4 b:g7,g4,d6,b6 hand:0,0 to:w"
MILL_PROTECTED = "nine w:a1,a4 b:g7,g4,g1,b6 hand:5,5 to:w"


@pytest.mark.parametrize(
    ("position", "move", "code", "words"),
    [
        (MILL_MOVING, "a1-g1", M.NOT_ADJACENT, "a1 and g1 are not connected"),
        (MILL_MOVING, "g7-g1", M.NOT_OWN_PIECE, "no white piece on g7"),
        (MILL_MOVING, "a1-a4", M.OCCUPIED, "a4 is not empty"),
        (MILL_MOVING, "a7", M.NOTHING_IN_HAND, "no pieces are left in hand"),
        (MILL_MOVING, "pass", M.PASS_NOT_ALLOWED, "passing is allowed only"),
        (MILL_MOVING, "d2-d1xg7", M.NO_MILL_CLOSED, "closes no mill"),
        (MILL_PLACING, "a7", M.MUST_REMOVE, "must remove 1 piece"),
        (MILL_PLACING, "a1", M.OCCUPIED, "a1 is not empty"),
        (MILL_PLACING, "a4-a7", M.MUST_PLACE, "pieces are still in hand"),
        (MILL_PROTECTED, "a7xg4", M.PROTECTED_PIECE, "pieces in mills are protected"),
    ],
)
def test_mill_codes(position: str, move: str, code: mill.MillIllegal, words: str) -> None:
    error = refusal(load_game("mill").parse_position(position), move)
    assert error.code is code
    assert words in error.reason and words in str(error)


def test_mill_game_over_code() -> None:
    over = load_game("mill").parse_position("nine w:a1,a4,a7,d2 b:g7,g4 hand:0,0 to:b")
    assert over.is_game_over()
    assert refusal(over, "g7-d7").code is M.GAME_OVER


def test_morra_codes() -> None:
    setup = load_game("morra").new_state(variant="target")
    assert refusal(setup, "1.1/0.0").code is R.NOT_OUTERMOST_RING
    assert refusal(setup, "0.0/0.40").code is R.NOT_A_FIELD
    assert refusal(setup, morra.JointChoice(1, 1, start=False)).code is R.WRONG_PHASE
    assert refusal(setup, {0: 1}).code is R.WRONG_CHOOSERS
    assert refusal(setup, (1, 2)).code is R.NOT_A_JOINT_CHOICE
    rounds = setup.play_joint({0: 0, 1: 3})
    error = refusal(rounds, "4/0")
    assert error.code is R.HAND_TOO_LARGE and "a may hold 0..3 balls" in error.reason
    assert refusal(rounds, {0: 1, 1: 5}).code is R.HAND_TOO_LARGE
    assert refusal(rounds, {0: 1.5, 1: 0}).code is R.NOT_A_NUMBER
    over = morra.parse_position("target a:c b:0.3 next:b round:4")
    assert over.is_game_over() and over.choosers() == ()
    assert refusal(over, {0: 1, 1: 1}).code is R.GAME_OVER
    assert refusal(over, morra.JointChoice(1, 1)).code is R.GAME_OVER


def test_myra_codes() -> None:
    start = load_game("myra").new_state(players=2)
    assert refusal(start, "k11-k10").code is Y.NOT_OWN_PIECE
    assert refusal(start, "e5-e6").code is Y.EMPTY_HOLE
    assert refusal(start, "a1-b1").code is Y.QUEEN_JOINS
    assert refusal(start, "a3-a6").code is Y.NO_PATH
    assert refusal(start, "4a2-b3").code is Y.TROOP_TOO_BIG
    assert refusal(start, "+b4").code is Y.NOT_NEXT_TO_QUEEN
    fortress = myra.parse_position("a1=AQ,b2=A2,c3=B5,k11=BQ A A:0,B:0")
    error = refusal(fortress, "b2xc3")
    assert error.code is Y.FORTRESS and "the fortress on c3 cannot be captured" in error.reason
    assert refusal(fortress, "+a2").code is Y.RESERVE_EMPTY
    assert refusal(fortress, "1b2-c3").code is Y.REDUCE_CAPTURES
    assert refusal(fortress, "b2-b2").code is Y.SAME_HOLE
    over = myra.parse_position("a1=AQ,b2=B2 A A:0")
    assert over.is_game_over()
    assert refusal(over, "a1-a2").code is Y.GAME_OVER


@pytest.mark.parametrize("key", ["mill", "morra", "myra"])
def test_every_refusal_of_a_playout_has_a_code_of_its_game(key: str) -> None:
    """Moves legal in a later position but refused now all carry their game's code."""
    game = load_game(key)
    enum = {"mill": M, "morra": R, "myra": Y}[key]
    rng = random.Random(key)
    state = game.new_state()
    seen = set()
    for _ in range(60):
        if state.is_game_over():
            break
        later = state.play(rng.choice(state.legal_moves()))
        for move in later.legal_moves()[:30]:
            if move in state.legal_moves():
                continue
            try:
                state.play(move)
            except IllegalMoveError as error:
                assert isinstance(error.code, enum), (move, error)
                seen.add(error.code)
        state = later
    assert seen
