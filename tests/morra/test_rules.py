"""Every ruling of the Morra rules, pinned with hand-built boards and hand-derived results.

The expected fields and steps below were worked out on paper from the rules text, not by running
the code.
"""

from __future__ import annotations

import pytest

from morra_suite.core import Outcome
from morra_suite.core.errors import IllegalMoveError
from morra_suite.games import morra
from morra_suite.games.morra import Field, MorraRules, MorraTermination, PushRule, Step

# Rings of 6, 4 and 3 fields.
#   0.1 -> 1.1 white, 0.2 -> 1.1 white, 0.4 -> 1.3 white
#   1.1 -> 2.0 white, 1.2 -> 0.3 black, 1.3 -> 0.5 black
#   2.1 -> c white,   2.0 -> 1.0 black
RULINGS = morra.layout_from_data(
    {
        "name": "rulings",
        "fields": [6, 4, 3],
        "dots": [
            {"at": [0, 1], "to": [1, 1]},
            {"at": [0, 2], "to": [1, 1]},
            {"at": [0, 4], "to": [1, 3]},
            {"at": [1, 1], "to": [2, 0]},
            {"at": [1, 2], "to": [0, 3]},
            {"at": [1, 3], "to": [0, 5]},
            {"at": [2, 1], "to": [3, 0]},
            {"at": [2, 0], "to": [1, 0]},
        ],
    }
)

# Rings of 8 and 4 fields: 0.0 -> 1.0 and 0.1 -> 1.0 white, 1.1 -> c white.
PUSHES = morra.layout_from_data(
    {
        "name": "pushes",
        "fields": [8, 4],
        "dots": [
            {"at": [0, 0], "to": [1, 0]},
            {"at": [0, 1], "to": [1, 0]},
            {"at": [1, 1], "to": [2, 0]},
        ],
    }
)


def at(text: str, layout: morra.Layout = RULINGS) -> morra.MorraState:
    return morra.parse_position(text, layout)


def f(ring: int, index: int) -> Field:
    return Field(ring, index)


def test_a_dot_chain_stops_after_one_dot() -> None:
    state = at("rulings a:0.0 b:0.3 next:a round:1")
    after = state.play_joint(1, 0)
    assert after.stones == (f(1, 1), f(0, 3))  # 1.1 has a white dot too: not followed
    assert state.trace("1/0") == (
        Step(0, f(0, 0), f(0, 1), "ring", 1),
        Step(0, f(0, 1), f(1, 1), "dot"),
    )


def test_push_then_dots_arriving_stone_first_and_a_dot_onto_the_other_stone() -> None:
    # a arrives on b at 0.1 and pushes it to 0.2; a follows 0.1's dot to 1.1 first; then b
    # follows 0.2's dot to 1.1, lands on a and pushes it to 1.2. a has followed a dot already,
    # so it does not follow 1.2's black dot.
    state = at("rulings a:0.0 b:0.1 next:a round:1")
    assert state.trace("0/1") == (
        Step(0, f(0, 0), f(0, 1), "ring", 1),
        Step(1, f(0, 1), f(0, 2), "push", 1),
        Step(0, f(0, 1), f(1, 1), "dot"),
        Step(1, f(0, 2), f(1, 1), "dot"),
        Step(0, f(1, 1), f(1, 2), "push", 1),
    )
    assert state.play_joint(0, 1).stones == (f(1, 2), f(1, 1))


def test_a_push_onto_a_dot_makes_the_pushed_stone_follow_it() -> None:
    state = at("rulings a:0.2 b:0.3 next:a round:1")
    after = state.play_joint(1, 0)
    assert after.stones == (f(0, 3), f(1, 3))  # b: pushed to 0.4, then 0.4's dot to 1.3
    assert [s.kind for s in state.trace("1/0")] == ["ring", "push", "dot"]


def test_a_total_of_zero_on_a_dotted_field_follows_the_dot() -> None:
    # a stands on 1.3 (a dot brought it there last time); arriving again follows the black dot.
    state = at("rulings a:1.3 b:0.0 next:a round:3")
    assert state.play_joint(0, 0).stones == (f(0, 5), f(0, 0))
    assert state.trace("0/0") == (
        Step(0, f(1, 3), f(1, 3), "ring", 0),
        Step(0, f(1, 3), f(0, 5), "dot"),
    )


def test_a_total_of_zero_on_the_other_stones_field_pushes_it() -> None:
    state = at("rulings a:0.0 b:0.0 next:a round:1")
    assert state.play_joint(0, 0).stones == (f(0, 0), f(1, 1))  # pushed to 0.1, dot to 1.1


def test_a_pushed_stone_reaching_the_centre_wins_even_when_not_at_stake() -> None:
    # a (at stake) arrives on b at 2.0 and pushes it to 2.1; a follows 2.0's black dot first,
    # then b follows 2.1's white dot into the centre.
    state = at("rulings a:2.2 b:2.0 next:a round:5")
    after = state.play_joint(1, 0)
    assert after.stones == (f(1, 0), f(3, 0))
    assert after.outcome() == Outcome(1, MorraTermination.REACHED_CENTRE)
    assert after.phase == "over"
    assert after.legal_moves() == ()


def test_the_stone_at_stake_reaching_the_centre_ends_the_round_at_once() -> None:
    # a pushes b from 2.1 to 2.2 and goes on into the centre; nothing else moves.
    state = at("rulings a:2.0 b:2.1 next:a round:7")
    assert state.trace("1/0") == (
        Step(0, f(2, 0), f(2, 1), "ring", 1),
        Step(1, f(2, 1), f(2, 2), "push", 1),
        Step(0, f(2, 1), f(3, 0), "dot"),
    )
    assert state.play("1/0").winner == 0


def test_the_round_limit_draws() -> None:
    state = morra.new_game(RULINGS, MorraRules(round_limit=3)).play_joint(3, 5)
    for _ in range(3):
        assert state.outcome() is None
        state = state.play_joint(0, 0)  # a total of 0 on a plain field: nobody moves
    assert state.round == 4
    assert state.outcome() == Outcome(None, MorraTermination.ROUND_LIMIT)
    with pytest.raises(IllegalMoveError, match="over"):
        state.play_joint(0, 0)


def test_rounds_alternate_between_the_stones() -> None:
    state = at("rulings a:0.3 b:0.5 next:a round:1")
    assert state.at_stake == 0 and state.to_move == 0
    state = state.play_joint(0, 0)
    assert state.at_stake == 1
    state = state.play_joint(1, 1)  # b moves 2: 0.5 -> 0.1 (lap), dot to 1.1
    assert state.stones == (f(0, 3), f(1, 1))
    assert state.at_stake == 0


def test_outward_push_moves_the_pushed_stone_one_ring_out() -> None:
    rules = MorraRules(push=PushRule.OUTWARD)
    state = morra.parse_position("pushes a:1.2 b:1.3 next:a round:3 push:outward", PUSHES)
    assert state.rules == rules
    # 1.3 spans 270..360 degrees; its middle (315) lies in 0.7 of the 8-field ring.
    assert state.play_joint(1, 0).stones == (f(1, 3), f(0, 7))
    default = morra.parse_position("pushes a:1.2 b:1.3 next:a round:3", PUSHES)
    assert default.play_joint(1, 0).stones == (f(1, 3), f(1, 0))


def test_outward_push_in_the_outermost_ring_moves_one_field_on() -> None:
    state = morra.parse_position("pushes a:0.3 b:0.5 next:a round:1 push:outward", PUSHES)
    assert state.play_joint(1, 1).stones == (f(0, 5), f(0, 6))


def test_outward_push_onto_a_dot_and_back_each_stone_follows_one_dot() -> None:
    # a arrives on b at 1.0: b goes out to 0.1, follows the dot back onto a at 1.0 and pushes a
    # out to 0.1; a follows that dot onto b and pushes b out once more. Nobody follows a second
    # dot, so the round ends with a on 1.0 and b on 0.1.
    state = morra.parse_position("pushes a:1.3 b:1.0 next:a round:3 push:outward", PUSHES)
    assert state.trace("1/0") == (
        Step(0, f(1, 3), f(1, 0), "ring", 1),
        Step(1, f(1, 0), f(0, 1), "push"),
        Step(1, f(0, 1), f(1, 0), "dot"),
        Step(0, f(1, 0), f(0, 1), "push"),
        Step(0, f(0, 1), f(1, 0), "dot"),
        Step(1, f(1, 0), f(0, 1), "push"),
    )
    assert state.play("1/0").stones == (f(1, 0), f(0, 1))


def test_larger_hands_allow_laps_and_more_choices() -> None:
    rules = MorraRules(max_hand=5)
    state = morra.new_game(RULINGS, rules).play_joint(0, 3)
    assert state.legal_choices(0) == (0, 1, 2, 3, 4, 5)
    assert len(state.legal_moves()) == 36
    # 10 fields from 0.0 in a ring of 6: once round and on to 0.4, whose dot leads to 1.3.
    assert state.trace("5/5")[0] == Step(0, f(0, 0), f(0, 4), "ring", 10)
    assert state.play_joint(5, 5).stones == (f(1, 3), f(0, 3))
    with pytest.raises(IllegalMoveError, match=r"0\.\.3"):
        morra.new_game(RULINGS).play_joint(0, 3).play_joint(4, 0)


def test_setup_choices_are_outer_fields_and_may_coincide() -> None:
    state = morra.new_game(RULINGS)
    assert state.phase == "setup" and state.at_stake is None
    assert state.legal_choices(1) == tuple(range(6))
    both = state.play_joint(2, 2)
    assert both.stones == (f(0, 2), f(0, 2))
    assert both.round == 1 and both.phase == "hands"
    assert state.trace("0.2/0.2") == (
        Step(0, None, f(0, 2), "start"),
        Step(1, None, f(0, 2), "start"),
    )
    assert state.play_joint("0.4", f(0, 1)).stones == (f(0, 4), f(0, 1))
    with pytest.raises(IllegalMoveError, match="outermost"):
        state.play_joint("1.1", 0)
    with pytest.raises(IllegalMoveError):
        state.play_joint(6, 0)


def test_the_issue_example_api() -> None:
    layout = morra.load_layout("target")
    state = morra.new_game(layout, morra.MorraRules())
    assert state.phase == "setup"
    assert state.legal_choices(0) == tuple(range(layout.fields[0]))
    state = state.play_joint(5, 11)
    assert state.phase == "hands" and state.at_stake == 0
    assert state.legal_choices(0) == (0, 1, 2, 3)
    state = state.play_joint(1, 2)
    assert state.outcome() is None
    assert state.at_stake == 1
