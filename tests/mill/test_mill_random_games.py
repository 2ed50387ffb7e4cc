"""Conformance over seeded random games of every preset (and a few custom rule sets).

At every step: every legal move's text reads back to it and plays; a move that is not legal is
refused; the position string round-trips to an equal state with the same moves; the record so far
round-trips. At the end, a core GameRecord undoes and redoes the game to equal states.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from morra_suite.core import GameRecord, IllegalMoveError
from morra_suite.games import mill

RULE_SETS = {name: mill.MillRules.preset(name) for name in mill.PRESETS}
RULE_SETS["nine-custom"] = dataclasses.replace(
    mill.MillRules.preset("nine"),
    removal_per_mill=True,
    remove_from_mills=True,
    blocked_passes=True,
    flying_at=4,
    no_removal_limit=30,
)
RULE_SETS["six-lasker-endgame"] = dataclasses.replace(
    mill.MillRules.preset("six"), move_while_placing=True, endgame_limit=8, flying=True
)


def some_illegal_move(state: mill.MillState) -> mill.MillMove:
    """A move of the right shape that is not legal here."""
    legal = set(state.legal_moves())
    topo = state.topology
    candidates = [mill.MillMove(None, p) for p in topo.points]
    candidates += [mill.MillMove(a, b) for a in topo.points[:4] for b in topo.points]
    candidates.append(mill.PASS)
    return next(m for m in candidates if m not in legal)


@pytest.mark.parametrize("key", list(RULE_SETS))
def test_random_games_round_trip_at_every_step(key: str) -> None:
    rules = RULE_SETS[key]
    rng = random.Random(key)
    outcomes = set()
    for game in range(3):
        start = mill.new_game(rules)
        record: GameRecord[mill.MillState] = GameRecord(start)
        state = start
        while True:
            assert record.current == state
            text = state.position()
            again = mill.parse_position(text)
            assert again == state and again.position() == text
            outcome = state.outcome()
            if outcome is not None and outcome.reason is mill.MillTermination.REPETITION:
                # a position string, like a FEN, does not carry the repetition history
                assert again.outcome() is None
            else:
                assert again.legal_moves() == state.legal_moves()
            assert mill.parse_position(text.split(" ", 1)[1], rules) == state
            moves = state.legal_moves()
            for move in moves:
                assert state.parse_move(str(move)) == move
            with pytest.raises(IllegalMoveError):
                state.play(some_illegal_move(state))
            if record.cursor % 5 == 0 or not moves:
                written = mill.write_record(start, record.moves, {"Round": str(game)})
                read = mill.read_record(written)
                assert read.moves == record.moves and read.end == state
                assert read.rules == rules
            if not moves or record.cursor >= 250:
                break
            captures = [m for m in moves if m.removals]
            pick = rng.choice(captures if captures and rng.random() < 0.6 else moves)
            state = record.play(str(pick) if rng.random() < 0.5 else pick)
        if state.outcome() is not None:
            outcomes.add(state.outcome().reason)
        # undo to the start and redo to the end through the core record
        states = record.states
        for index in range(len(states) - 1, 0, -1):
            assert record.undo() == states[index - 1]
        for index in range(1, len(states)):
            assert record.redo() == states[index]
        # a new move after undo drops the redo branch
        if len(states) > 2:
            record.undo()
            record.undo()
            alternative = record.current.legal_moves()[-1]
            record.play(alternative)
            assert not record.can_redo and record.moves[-1] == alternative
    assert outcomes, "no random game of these rules ended"


def test_a_set_up_game_round_trips_through_a_record() -> None:
    rng = random.Random(5)
    start = mill.parse_position("twelve w:a1,d6,e3 b:g7,b4 hand:9,10 to:b quiet:4")
    state, moves = start, []
    while state.legal_moves() and len(moves) < 60:
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state = state.play(move)
    read = mill.read_record(mill.write_record(start, moves))
    assert read.start == start and read.end == state
