"""Moves, position strings and records: canonical texts, round trips, and refusals."""

from __future__ import annotations

import random

import pytest

from morra_suite.core import GameRecord, GameState
from morra_suite.core.errors import IllegalMoveError, MoveParseError, PositionError, RecordError
from morra_suite.games import morra
from morra_suite.games.morra import Field, JointChoice, MorraRules, PushRule


def random_game(seed: int, rules: MorraRules | None = None, layout: str = "target") -> list:
    rng = random.Random(seed)
    state = morra.new_game(morra.load_layout(layout), rules)
    states, moves = [state], []
    while state.outcome() is None:
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        states.append(state)
        moves.append(move)
    return [states, moves]


def test_the_issue_position_example_reads_and_writes() -> None:
    text = "target a:0.5 b:1.3 next:a round:7"
    state = morra.parse_position(text)
    assert state.stones == (Field(0, 5), Field(1, 3))
    assert state.at_stake == 0 and state.round == 7
    assert state.position() == text
    assert morra.new_game("target").position() == "target setup"


def test_settings_travel_in_the_position_string() -> None:
    rules = MorraRules(max_hand=5, push=PushRule.OUTWARD, round_limit=50)
    state = morra.new_game("quick", rules)
    assert state.position() == "quick setup hand:5 push:outward limit:50"
    assert morra.parse_position(state.position()) == state


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("nowhere a:0.1 b:0.2 next:a round:1", "no such layout"),
        ("target a:0.1 b:0.2 next:a", "missing round"),
        ("target a:0.1 b:0.2 next:b round:1", "round 1 is a's round"),
        ("target a:0.1 b:9.2 next:a round:3", "not a field"),
        ("target a:c b:c next:a round:3", "both stones"),
        ("target a:1.1 b:0.2 next:a round:1", "outermost ring"),
        ("target a:0.1 b:0.2 next:a round:203", "beyond the round limit"),
        ("target a:0.1 b:0.2 next:a round:3 hand:9", "bad setting"),
        ("target a:0.1 b:0.2 next:a round:3 colour:red", "unknown part"),
    ],
)
def test_bad_positions_are_refused(text: str, reason: str) -> None:
    with pytest.raises(PositionError, match=reason):
        morra.parse_position(text)


def test_moves_have_one_canonical_text() -> None:
    setup = morra.new_game("target")
    assert str(setup.legal_moves()[0]) == "0.0/0.0"
    assert setup.parse_move("0.5/0.11") == JointChoice(5, 11, start=True)
    assert setup.parse_move("5 11") == JointChoice(5, 11, start=True)
    hands = setup.play("0.5/0.11")
    assert [str(m) for m in hands.legal_moves()[:5]] == ["0/0", "0/1", "0/2", "0/3", "1/0"]
    assert hands.parse_move(" 2 / 3 ") == JointChoice(2, 3)
    with pytest.raises(MoveParseError):
        hands.parse_move("two/three")
    with pytest.raises(MoveParseError):
        hands.parse_move("2")
    with pytest.raises(IllegalMoveError, match=r"may hold 0\.\.3"):
        hands.parse_move("2/7")
    with pytest.raises(IllegalMoveError, match="needs hands"):
        hands.play(JointChoice(1, 1, start=True))
    with pytest.raises(IllegalMoveError, match="outermost"):
        setup.parse_move("1.2/0.1")


def test_random_games_round_trip_every_step_and_fit_the_protocol() -> None:
    for seed in range(12):
        rules = [None, MorraRules(max_hand=1), MorraRules(push=PushRule.OUTWARD)][seed % 3]
        states, moves = random_game(seed, rules, ["target", "quick", "long"][seed % 3])
        record = GameRecord(states[0])
        for state, move in zip(states, moves, strict=False):
            assert isinstance(state, GameState)
            assert state.num_players == 2
            assert morra.parse_position(state.position()) == state
            assert state.parse_move(str(move)) == move
            assert move in state.legal_moves()
            assert record.play(str(move)) == state.play(move)
            assert state.to_move == (0 if state.phase == "setup" else state.at_stake)
        final = states[-1]
        assert morra.parse_position(final.position()) == final
        assert final.outcome() is not None and final.legal_moves() == ()
        text = morra.write_record(states[0], moves, {"White": "Ann"})
        back = morra.read_record(text)
        assert back.moves == tuple(moves)
        assert back.final == final
        assert back.tags == {"White": "Ann"}


def test_record_text_and_its_errors() -> None:
    start = morra.new_game("target")
    moves = ["0.5/0.11", "1/2", "0/0", "3/3"]
    text = morra.write_record(start, moves)
    assert '[Layout "target"]' in text and '[MaxHand "3"]' in text and '[Result "*"]' in text
    assert "start 0.5/0.11\n1. 1/2 2. 0/0 3. 3/3\n" in text
    assert [str(m) for m in morra.read_record(text).moves] == moves
    broken = {
        "hands of the wrong size": text.replace("2. 0/0", "2. 0/9"),
        "wrong round number": text.replace("2. 0/0", "5. 0/0"),
        "wrong result": text.replace('[Result "*"]', '[Result "1-0"]'),
        "unknown layout": text.replace('"target"', '"nowhere"'),
        "bad setting": text.replace('[MaxHand "3"]', '[MaxHand "8"]'),
        "garbage": text + "hello\n",
        "rounds before the start": text.replace("start 0.5/0.11\n", ""),
    }
    for name, bad in broken.items():
        with pytest.raises(RecordError):
            morra.read_record(bad)
        assert name  # the dict key documents which breakage each case is
    with pytest.raises(RecordError, match="at move 3"):
        morra.read_record(text.replace("2. 0/0", "2. 0/9"))


def test_a_record_from_a_position_carries_it() -> None:
    start = morra.parse_position("quick a:0.1 b:1.2 next:b round:4 limit:30")
    text = morra.write_record(start, ["1/1", "0/3"])
    assert '[Position "quick a:0.1 b:1.2 next:b round:4 limit:30"]' in text
    back = morra.read_record(text)
    assert back.start == start and back.final == start.play("1/1").play("0/3")


def test_settings_are_checked() -> None:
    with pytest.raises(morra.SettingsError, match="max_hand 0"):
        MorraRules(max_hand=0)
    with pytest.raises(morra.SettingsError, match="max_hand 6"):
        MorraRules(max_hand=6)
    with pytest.raises(morra.SettingsError, match="round_limit 0"):
        MorraRules(round_limit=0)
    with pytest.raises(morra.SettingsError, match="push 'sideways'"):
        MorraRules(push="sideways")  # type: ignore[arg-type]
    assert MorraRules(push="outward").push is PushRule.OUTWARD  # type: ignore[arg-type]
    assert MorraRules().tokens() == []


def test_a_given_layout_must_match_the_position_name() -> None:
    quick = morra.load_layout("quick")
    assert morra.parse_position("quick setup", quick) == morra.new_game(quick)
    with pytest.raises(PositionError, match="was given"):
        morra.parse_position("target setup", quick)
