"""The mill computer's ladder of levels: fourteen, from a careless beginner to the top search,
the seven levels of before kept under their new numbers, and a saved level read by its meaning.

How strong each level is, in Elo, is measured by ``benchmarks/bench_mill_ladder.py --elo`` (a
match of every level against the next), not here.
"""

from __future__ import annotations

import random

from morra_suite.ai import players
from morra_suite.ai.mill import LEVELS, MAX_LEVEL, make_player, native
from morra_suite.ai.mill.player import OLD_LEVELS, TABLE_LEVEL, Level, saved_level
from morra_suite.games import mill

# The seven-level ladder as it was (depth, seconds, noise), its top the open native think.
SEVEN = {
    1: Level(1, 0.3, 150),
    2: Level(1, 0.3, 80),
    3: Level(2, 0.5, 60),
    4: Level(3, 0.6, 60),
    5: Level(3, 0.8, 0),
    6: Level(4, 1.0, 0),
    7: Level(64, 1.0, 0) if native.available() else Level(6, 4.0, 0),
}


def test_at_least_twelve_levels_from_a_glance_to_the_open_think() -> None:
    assert players.max_level("mill") == MAX_LEVEL >= 12
    assert sorted(LEVELS) == list(range(1, MAX_LEVEL + 1))
    assert LEVELS[1].blind > 0 and all(LEVELS[n].blind == 0 for n in range(2, MAX_LEVEL + 1))
    depths = [LEVELS[n].depth for n in range(1, MAX_LEVEL + 1)]
    assert depths == sorted(depths)  # a level never looks less far than the one below
    assert LEVELS[MAX_LEVEL].noise == 0


def test_the_seven_old_levels_keep_their_settings_under_new_numbers() -> None:
    assert sorted(OLD_LEVELS) == list(range(1, 8))
    assert sorted(OLD_LEVELS.values()) == list(OLD_LEVELS.values())  # order kept
    for old, level in SEVEN.items():
        assert LEVELS[OLD_LEVELS[old]] == level, old
    assert OLD_LEVELS[7] == MAX_LEVEL
    assert OLD_LEVELS[5] == TABLE_LEVEL  # the tables start where they started


def test_a_saved_level_is_read_by_its_meaning() -> None:
    # saved without a count (before the count was saved) or with 7 levels: the old ladder
    assert saved_level(7, None) == MAX_LEVEL and saved_level(1, 7) == 2
    assert players.saved_level("mill", 4, None) == OLD_LEVELS[4]
    assert players.saved_level("mill", 99, 7) == MAX_LEVEL  # clamped into the old ladder first
    # saved with today's ladder: kept (clamped into it)
    assert players.saved_level("mill", 5, MAX_LEVEL) == 5
    assert players.saved_level("mill", 99, MAX_LEVEL) == MAX_LEVEL
    assert players.saved_level("mill", 0, MAX_LEVEL) == 1
    # a game whose ladder was not renumbered keeps its numbers
    top = players.max_level("myra")
    assert players.saved_level("myra", 2, None) == 2
    assert players.saved_level("myra", top + 5, top) == top


def test_the_beginner_misses_threats_but_plays_plausible_moves() -> None:
    """Black threatens c4-b4 closing b6-b4-b2 and only a4-b4 stops it: the beginner blocks it
    when it looks, misses it at a glance now and then, and every move it makes is legal; the
    level above it (the old level 1) never misses it."""
    state = mill.parse_position("nine w:a4,g1,d6,f4,e3 b:b6,b2,c4,d3,g7 hand:0,0 to:w")
    blocked = missed = 0
    for seed in range(40):
        move = make_player(1, random.Random(seed), time_limit=0.2)(state, lambda: False)
        assert move in state.legal_moves()
        if any(m.removals for m in state.play(move).legal_moves()):
            missed += 1
        else:
            blocked += 1
    assert blocked >= 5 and missed >= 5, (blocked, missed)
    for seed in range(8):
        move = make_player(2, random.Random(seed), time_limit=0.2)(state, lambda: False)
        assert not any(m.removals for m in state.play(move).legal_moves())


def test_the_beginner_closes_a_mill_when_it_glances() -> None:
    """A glance is not a random move: a mill to close is closed."""
    state = mill.parse_position("nine w:a7,d7,g4,f4,e3 b:g1,a1,d2,b4,c5 hand:0,0 to:w")
    closing = [m for m in state.legal_moves() if m.removals]
    assert closing
    player = make_player(1, random.Random(0), time_limit=0.2)
    for seed in range(12):
        player.rng = random.Random(seed)
        move = player(state, lambda: False)
        assert move.removals, (seed, move, player.last_info)
