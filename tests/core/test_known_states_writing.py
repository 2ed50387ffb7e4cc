"""A record written from the states a history holds is the record written by replaying it.

The session writes the game's text after every move (the autosave, the unsaved check); every
game's writer takes the history's states (``GameRecordData.known_states``) instead of replaying
thousands of moves. Checked here against the replay, for seeded games of every registered game,
finished and unfinished, resigned and not.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from morra_suite.core.game import RESIGNED_TAG, GameRecordData
from morra_suite.core.record import GameRecord
from morra_suite.games import game_keys, load_game


def played(key: str, seed: int, plies: int) -> GameRecord:
    game = load_game(key)
    rng = random.Random(seed)
    record = GameRecord(game.new_state())
    while len(record.moves) < plies and record.current.outcome() is None:
        record.play(rng.choice(list(record.current.legal_moves())))
    return record


@pytest.mark.parametrize("key", sorted(game_keys()))
@pytest.mark.parametrize("seed", range(6))
def test_the_known_states_give_the_replayed_text(key: str, seed: int) -> None:
    game = load_game(key)
    record = played(key, seed, plies=400 if seed % 2 else 25)
    start = record.start
    data = GameRecordData(
        start=start,
        moves=list(record.moves),
        variant=game.variant_of(start),
        rules=game.rules_of(start),
        date="2026.01.02",
        tags={RESIGNED_TAG: "2"} if seed == 4 and record.current.outcome() is None else {},
    )
    replayed = game.write_record(data)
    assert game.write_record(dataclasses.replace(data, known_states=record.states)) == replayed
    # states that do not fit the moves are not trusted: the moves are replayed
    short = record.states[:-1]
    if record.moves:
        assert game.write_record(dataclasses.replace(data, known_states=short)) == replayed
