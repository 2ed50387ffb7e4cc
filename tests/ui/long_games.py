"""Long legal games of every game, as records: for the long-record tests and the window benchmark.

Random games end early (a Morra game has at most 200 rounds by default, a Myra game draws by
repetition); these are played under rules that let them go on (Morra's round limit raised to
the record bound, Myra's draw rules relaxed), choosing at random among the moves that do not end
the game, from a fixed seed, so every run plays the same game.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from morra_suite.core.bounds import MAX_PLIES
from morra_suite.core.game import GameRecordData
from morra_suite.games import load_game


def lasting_rules(key: str) -> Any:
    """The default rules of ``key``, loosened so that a game may last ``MAX_PLIES`` plies."""
    game = load_game(key)
    rules = game.rules_of(game.new_state())
    if key == "morra":
        return dataclasses.replace(rules, round_limit=MAX_PLIES)
    if key == "myra":
        return dataclasses.replace(rules, repetition_draw=False, no_capture_limit=999)
    return rules


def long_game(key: str, plies: int, seed: int = 1) -> tuple[Any, list[Any]]:
    """(start, moves): a legal game of ``key`` of ``plies`` plies (an ``AssertionError`` if
    the game ends before)."""
    if key == "mill":
        from tests.core.test_reader_bounds import shuffling_game

        return shuffling_game(plies)
    rng = random.Random(seed)
    state = start = load_game(key).new_state(rules=lasting_rules(key))
    moves: list[Any] = []
    while len(moves) < plies:
        legal = list(state.legal_moves())
        assert legal, f"the {key} game ended after {len(moves)} plies"
        rng.shuffle(legal)
        lasting = ((move, state.play(move)) for move in legal[:30])
        move, after = next(((m, s) for m, s in lasting if s.outcome() is None), (None, None))
        assert move is not None, f"every {key} move ends the game after {len(moves)} plies"
        moves.append(move)
        state = after
    return start, moves


def long_record(key: str, plies: int, seed: int = 1) -> tuple[Any, list[Any], str]:
    """(start, moves, the record's text) of ``long_game``."""
    game = load_game(key)
    start, moves = long_game(key, plies, seed)
    data = GameRecordData(
        start=start, moves=moves, variant=game.variant_of(start), rules=game.rules_of(start)
    )
    return start, moves, game.write_record(data)
