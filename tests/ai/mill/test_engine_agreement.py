"""The engine's compact board must agree with the rules library move for move.

Seeded random games of every preset and of variants that switch single settings: at every step
the engine's legal moves (written in the library's notation) must equal the library's, and both
must see the same end, for the same reason. Random play reaches removals, flying and blocked
positions often enough; the small boards get there quickly.
"""

from __future__ import annotations

import random

import pytest

from morra_suite.ai.mill.convert import (
    config_from_rules,
    move_from_lib,
    move_to_lib,
    pos_from_state,
)
from morra_suite.ai.mill.engine import legal_moves, outcome, play
from morra_suite.games import mill
from tests.ai.mill.variants import IDS, VARIANTS

REASONS = {
    "line": mill.MillTermination.LINE_FORMED,
    "material": mill.MillTermination.TWO_PIECES,
    "blocked": mill.MillTermination.BLOCKED,
    "full_board": mill.MillTermination.FULL_BOARD,
    "quiet": mill.MillTermination.NO_REMOVAL_LIMIT,
    "endgame": mill.MillTermination.ENDGAME_LIMIT,
}


ALL_ENDS: set[str] = set()


@pytest.mark.parametrize(("name", "rules"), VARIANTS, ids=IDS)
def test_engine_agrees_with_rules(name: str, rules: mill.MillRules) -> None:
    cfg = config_from_rules(rules)
    rng = random.Random(name)
    ends: set[str] = set()
    for game in range(16):
        # Odd games avoid removals where they can: crowded boards, blocks and full boards.
        quiet_bias = game % 2 == 1
        state = mill.new_game(rules)
        pos = pos_from_state(state)
        for _ply in range(400):
            assert pos_from_state(state) == pos
            lib_end = state.outcome()
            eng_moves = legal_moves(cfg, pos)
            eng_end = outcome(cfg, pos, eng_moves)
            if lib_end is not None and lib_end.reason is mill.MillTermination.REPETITION:
                break  # the engine leaves repetition to the search's path
            if lib_end is None:
                assert eng_end is None, state.position()
            else:
                assert eng_end is not None, state.position()
                assert (eng_end.winner, REASONS[eng_end.reason]) == (
                    lib_end.winner,
                    lib_end.reason,
                ), state.position()
                ends.add(eng_end.reason)
                ALL_ENDS.add(eng_end.reason)
                break
            lib_texts = sorted(str(m) for m in state.legal_moves())
            eng_texts = sorted(str(move_to_lib(m, rules)) for m in eng_moves)
            assert eng_texts == lib_texts, state.position()
            legal = state.legal_moves()
            calm = [m for m in legal if not m.removals]
            move = rng.choice(calm if quiet_bias and calm and rng.random() < 0.9 else legal)
            assert move_to_lib(move_from_lib(move, rules), rules) == move
            if move.is_pass:
                ALL_ENDS.add("pass")
            state = state.play(move)
            pos = play(cfg, pos, move_from_lib(move, rules))
    assert ends, "no game came to an end: the comparison never saw a finished game"


def test_random_games_reached_every_kind_of_end() -> None:
    """Guards the test above against quietly comparing only easy positions."""
    if len(ALL_ENDS) < 3:
        for name, rules in VARIANTS:
            test_engine_agrees_with_rules(name, rules)
    assert {"line", "material", "blocked", "full_board", "quiet", "endgame", "pass"} <= ALL_ENDS
