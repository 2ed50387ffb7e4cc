"""Sanmill's FEN and records written for every preset Sanmill plays, and read back: seeded
random games, every position through the FEN and every game through the record."""

from __future__ import annotations

import random

import pytest

from morra_suite.core import PositionError, RecordError
from morra_suite.games import mill
from morra_suite.games.mill.sanmill import SANMILL_FEN_RE, from_sanmill_fen

# the presets on the 24-point board (Sanmill has no 9- or 16-point board)
SANMILL_PRESETS = [key for key in mill.PRESETS if mill.MillRules.preset(key).board == "twenty-four"]


def read_fen(fen: str, rules: mill.MillRules) -> mill.MillState:
    match = SANMILL_FEN_RE.fullmatch(fen)
    assert match, fen
    return from_sanmill_fen(match, rules, fen)


def random_game(key: str, seed: int, plies: int = 80) -> tuple[mill.MillState, list]:
    rng = random.Random(seed)
    start = state = mill.new_game(key)
    moves = []
    for _ in range(plies):
        if state.outcome() is not None:
            break
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state = state.play(move)
    return start, moves


def test_the_start_is_sanmills_start() -> None:
    fen = mill.sanmill_fen(mill.new_game("nine"))
    assert fen == "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1"
    assert read_fen(fen, mill.MillRules()) == mill.new_game("nine")


def test_a_position_is_written_ring_by_ring() -> None:
    state = mill.parse_position("nine w:d5,d6,a7 b:e5,d7,g1 hand:0,0 to:b quiet:7")
    fen = mill.sanmill_fen(state, move_number=12)
    assert fen == "O@******/O*******/@**@***O b m s 3 0 3 0 0 0 0 0 0 0 0 7 12"


@pytest.mark.parametrize("key", SANMILL_PRESETS)
def test_every_position_of_random_games_goes_through_sanmills_fen(key: str) -> None:
    rules = mill.MillRules.preset(key)
    written = 0
    for seed in range(6):
        start, moves = random_game(key, seed)
        state = start
        for move in [None, *moves]:
            if move is not None:
                state = state.play(move)
            try:
                fen = mill.sanmill_fen(state)
            except PositionError as error:  # only what the FEN cannot hold is refused
                assert state.removal_due() is not None or state.spent != (0, 0), error
                continue
            assert read_fen(fen, rules) == state, fen
            written += 1
    assert written > 50


@pytest.mark.parametrize("key", SANMILL_PRESETS)
def test_random_games_go_through_sanmills_record(key: str) -> None:
    for seed in range(4):
        start, moves = random_game(key, 100 + seed)
        text = mill.write_sanmill_record(start, moves, {"White": "Ann"})
        record = mill.read_record(text)
        assert record.start == start and list(record.moves) == moves
        assert record.rules == mill.MillRules.preset(key)
        assert record.tag("PlyCount") == str(len(moves)) and record.tag("White") == "Ann"
        first = text.split("\n\n", 1)[1].splitlines()[0]
        assert first.startswith("1.    ")  # one numbered line per move, as Sanmill writes


def test_a_set_up_start_is_written_as_sanmills_fen() -> None:
    start = mill.parse_position("nine w:a1,d1 b:a7 hand:7,8 to:b quiet:3")
    text = mill.write_sanmill_record(start, ["d7"])
    fen = mill.sanmill_fen(start)
    assert f'[FEN "{fen}"]' in text and '[SetUp "1"]' in text
    assert "1...    d7" in text
    record = mill.read_record(text)
    assert record.start == start and [str(m) for m in record.moves] == ["d7"]


def test_what_sanmills_fen_cannot_hold_is_refused() -> None:
    with pytest.raises(PositionError, match="24-point"):
        mill.sanmill_fen(mill.new_game("six"))
    with pytest.raises(RecordError, match="24-point"):
        mill.write_sanmill_record(mill.new_game("three"), ["b2"])
    owed = mill.parse_position("nine(placing_mill=own) w:a7,d7 b:a1,d1,b2 hand:2,3 to:w").play("g7")
    with pytest.raises(PositionError, match="owes a removal"):
        mill.sanmill_fen(owed)
    with pytest.raises(RecordError, match="no Sanmill position"):
        mill.write_sanmill_record(owed, ["xd1"])
