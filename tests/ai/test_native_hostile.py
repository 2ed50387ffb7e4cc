"""The native cores take no input on trust (issue 43): every position, move and option entering C
is range-checked and refused with ``ValueError``; counters saturate instead of overflowing.

A crash in C would take the test worker with it, so the call that crashed before runs in a child
process here. ``scripts/sanitize-native.sh`` runs this file and a fuzz of the whole API under
AddressSanitizer and UndefinedBehaviorSanitizer."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest

from morra_suite.ai.mill import native as mill_native
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.myra import native as myra_native
from morra_suite.games import mill, myra

needs_mill = pytest.mark.skipif(not mill_native.available(), reason="native mill core not built")
needs_myra = pytest.mark.skipif(not myra_native.available(), reason="native Myra core not built")


@needs_myra
def test_a_myra_move_from_nowhere_is_refused_not_a_crash() -> None:
    """``play`` with a move of count 100 from hole 0 to hole 1 ended the process (SIGSEGV)."""
    code = (
        "from morra_suite.ai.myra import native as N\n"
        "from morra_suite.games import myra\n"
        "pos = N.state_tuple(myra.new_game(players=2))\n"
        "for move in [(1, 0, 1, 100, ()), (0, -1, -1, 0, ()), (4, 90, 0, 1, (0, 1, 2, 3, 4)),\n"
        "             (0, 0, 1, 0, (300,)), (0, 0, 1, -5, ())]:\n"
        "    try:\n"
        "        N.play(pos, move)\n"
        "    except ValueError as error:\n"
        "        print('refused', error)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("refused") == 5


@needs_myra
def test_a_myra_legal_move_still_plays() -> None:
    state = myra.new_game(players=2)
    pos = myra_native.state_tuple(state)
    for move in myra_native.legal_moves(pos)[:20]:
        assert myra_native.play(pos, move)[2] != pos[2]


@needs_myra
def test_the_myra_counter_saturates() -> None:
    cells, n, stm, reserves, _ = myra_native.state_tuple(myra.new_game(players=2))
    pos = (cells, n, stm, reserves, 2**31 - 1)
    move = myra_native.legal_moves(pos)[0]
    after = myra_native.play(pos, move)
    assert 0 < after[4] < 2**31 - 1
    with pytest.raises(ValueError):
        myra_native.play((cells, n, stm, reserves, -1), move)


@needs_myra
def test_myra_budgets_and_depths_are_checked() -> None:
    search = myra_native.NativeSearch(tt_bits=10)
    state = myra.new_game(players=2)
    for seconds in (math.nan, math.inf, -1e300):
        with pytest.raises(ValueError, match="seconds"):
            search.engine.think(myra_native.state_tuple(state), seconds, 2, None, [], 0)
    with pytest.raises(ValueError, match="depth"):
        search.engine.root_scores(myra_native.state_tuple(state), 10**6, [], 0)


def _mill_position():
    state = mill.parse_position("nine w:a7,d7,b6,f4,d2,c3,e4 b:g7,g1,a1,b4,d6,f2,d5 hand:0,0 to:w")
    cfg = config_from_rules(state.rules)
    return cfg, pos_from_state(state)


@needs_mill
@pytest.mark.parametrize(
    "move",
    [(19, 20, (32,)), (19, 20, (40,)), (19, 20, (-1,)), (19, 20, (24,)), (99, 20, ()), (0, 1, ())],
    ids=[
        "removal-32",
        "removal-40",
        "removal-negative",
        "removal-off-board",
        "from-off",
        "illegal",
    ],
)
def test_a_mill_move_out_of_range_is_refused(move) -> None:
    """``1u << removal`` with a removal of 32 or more was undefined, reached through
    ``NativeSearcher.root_scores(moves=...)``; a move that is not legal was played as given."""
    cfg, pos = _mill_position()
    searcher = mill_native.NativeSearcher(cfg, tt_bits=10)
    with pytest.raises(ValueError, match="move"):
        searcher.root_scores(pos, 1, moves=[move])
    legal = searcher.legal_moves(pos)
    assert len(searcher.root_scores(pos, 1, moves=legal)) == len(legal)


@needs_mill
def test_the_mill_counter_saturates_and_budgets_are_checked() -> None:
    cfg, pos = _mill_position()
    searcher = mill_native.NativeSearcher(cfg, tt_bits=10)
    engine = searcher.engine
    huge = (*mill_native.pos_tuple(pos)[:5], 2**31 - 1)
    assert engine.legal_moves(huge) == engine.legal_moves(mill_native.pos_tuple(pos))
    scored, stopped, _ = engine.root_scores(huge, 2, engine.legal_moves(huge), 5.0, None, [], 0, 1)
    assert not stopped and len(scored) == len(engine.legal_moves(huge))
    with pytest.raises(ValueError):
        engine.key((*mill_native.pos_tuple(pos)[:5], -1))
    with pytest.raises(ValueError):
        engine.key((1 << 40, 0, 0, 0, 0, 0))  # a point past the board's 24, in the upper word
    for seconds in (math.nan, math.inf):
        with pytest.raises(ValueError, match="seconds"):
            engine.think(huge, seconds, 2, None, [], 0)
    with pytest.raises(ValueError, match="depth"):
        engine.root_scores(huge, 2**31 - 1, [], 1.0, None, [], 0, 1)
    with pytest.raises(ValueError, match="contempt"):
        engine.think(huge, 0.01, 2, None, [], 2**31 - 1)


@needs_mill
def test_mill_options_are_range_checked() -> None:
    cfg, _ = _mill_position()
    with pytest.raises(ValueError, match="weights"):
        mill_native.new_engine(cfg, weights=(2**31 - 1,) * len(mill_native.DEFAULT_WEIGHTS))
    from dataclasses import replace

    with pytest.raises(ValueError, match="flags"):
        mill_native.new_engine(replace(cfg, quiet_limit=2**31 - 1))
