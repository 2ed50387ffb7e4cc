"""What a board asks the Morra rules: the round that made a state, and what a click chooses.

The expected facts were worked out on paper from the layout below, as in test_rules.py.
"""

from __future__ import annotations

import pickle
import random

import pytest

from morra_suite.core.errors import IllegalMoveError
from morra_suite.games import morra
from morra_suite.games.morra import Field, Step
from morra_suite.games.morra.gestures import choice_at_field, choice_text, round_summary
from morra_suite.games.morra.summary import DotColour, RoundSummary

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


def at(text: str) -> morra.MorraState:
    return morra.parse_position(text, RULINGS)


def f(ring: int, index: int) -> Field:
    return Field(ring, index)


def test_a_round_is_told_with_its_stake_hands_steps_and_dot_colours() -> None:
    # Round 1: a (at stake) moves 0+1 onto b at 0.1 and pushes it to 0.2; a follows 0.1's white
    # dot to 1.1; b follows 0.2's white dot to 1.1 and pushes a on to 1.2, whose black dot a
    # does not follow (one dot per round).
    state = at("rulings a:0.0 b:0.1 next:a round:1")
    summary = round_summary(state, "0/1")
    assert summary.number == 1
    assert summary.at_stake == 0
    assert summary.hands == (0, 1)
    assert summary.total == 1
    assert not summary.is_start
    assert summary.before == (f(0, 0), f(0, 1))
    assert summary.after == (f(1, 2), f(1, 1))
    assert summary.steps == state.trace("0/1")
    assert summary.dots == (None, None, DotColour.WHITE, DotColour.WHITE, None)
    assert summary.winner is None
    assert summary.steps_of(1) == (
        Step(1, f(0, 1), f(0, 2), "push", 1),
        Step(1, f(0, 2), f(1, 1), "dot"),
    )


def test_a_black_dot_and_the_even_rounds_stake_and_a_win() -> None:
    # Round 6 is b's: b moves 1 from 1.0 onto 1.1 (white dot to 2.0), then 2.0's black dot is
    # not followed (one dot per round). In round 5 a on 2.2 moves 2 to 2.1 and its white dot
    # leads into the centre: a wins.
    state = at("rulings a:0.0 b:1.0 next:b round:6")
    summary = round_summary(state, "1/0")
    assert summary.at_stake == 1
    assert summary.after == (f(0, 0), f(2, 0))
    assert summary.dots == (None, DotColour.WHITE)
    black = round_summary(at("rulings a:0.5 b:1.0 next:b round:6"), "2/0")
    assert black.steps[-1] == Step(1, f(1, 2), f(0, 3), "dot")
    assert black.dots[-1] is DotColour.BLACK
    win = round_summary(at("rulings a:2.2 b:0.0 next:a round:5"), "1/1")
    assert win.steps[-1] == Step(0, f(2, 1), f(3, 0), "dot")
    assert win.winner == 0


def test_the_start_choice_is_told_as_fields_without_a_stake() -> None:
    start = morra.new_game(RULINGS)
    after = start.play_joint(5, 2)
    summary = after.last_round
    assert summary is not None
    assert summary.is_start
    assert summary.number == 0
    assert summary.at_stake is None
    assert summary.before is None
    assert summary.after == (f(0, 5), f(0, 2))
    assert summary.total == 0
    assert summary.hands == (5, 2)
    assert [step.kind for step in summary.steps] == ["start", "start"]


def test_a_round_of_nothing_moves_nobody() -> None:
    summary = round_summary(at("rulings a:0.3 b:0.5 next:a round:1"), "0/0")
    assert summary.steps == (Step(0, f(0, 3), f(0, 3), "ring", 0),)
    assert not summary.moved(0) and not summary.moved(1)
    assert round_summary(at("rulings a:0.3 b:0.5 next:a round:1"), "1/0").moved(0)


def test_every_played_state_carries_its_round_which_is_no_part_of_its_position() -> None:
    rng = random.Random(4)
    state = morra.new_game(morra.load_layout("quick"))
    assert state.last_round is None
    for _ in range(40):
        if state.is_over():
            break
        move = rng.choice(state.legal_moves())
        after = state.play(move)
        summary = after.last_round
        assert isinstance(summary, RoundSummary)
        assert summary.move == move
        assert summary.steps == state.trace(move)
        assert summary.after == after.stones
        assert summary == round_summary(state, move)
        # Provenance is no part of the value: the parsed position is equal, hashes alike, and
        # knows no round; a thread or a child process gets the round with the state.
        parsed = morra.parse_position(after.position())
        assert parsed == after and hash(parsed) == hash(after)
        assert parsed.last_round is None
        assert pickle.loads(pickle.dumps(after)).last_round == summary
        state = after


def test_an_illegal_round_is_refused_like_play() -> None:
    state = at("rulings a:0.0 b:0.1 next:a round:1")
    with pytest.raises(IllegalMoveError, match="may hold"):
        round_summary(state, "4/0")


def test_a_click_chooses_only_a_legal_start_field() -> None:
    start = morra.new_game(RULINGS)
    assert choice_at_field(start, 0, (0, 4)) == 4
    assert choice_at_field(start, 1, f(0, 0)) == 0
    assert choice_at_field(start, 0, (1, 2)) is None  # not the outermost ring
    assert choice_at_field(start, 0, RULINGS.centre) is None
    assert choice_at_field(start, 0, (0, 6)) is None  # no such field
    assert choice_at_field(start, 0, None) is None  # off the board
    assert choice_at_field(start.play_joint(1, 2), 0, (0, 4)) is None  # hands are not clicked


def test_choices_are_written_as_fields_or_hands() -> None:
    assert choice_text(RULINGS, 5, start=True) == "0.5"
    assert choice_text(RULINGS, 2, start=False) == "2"
