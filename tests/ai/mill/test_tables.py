"""The solved tables: known results, consistency with the rules library, and perfect play."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from morra_suite.ai.mill import MAX_LEVEL, make_player
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Pos
from morra_suite.ai.mill.tables import COMBOS, flying_lookup, flying_table, three_table
from morra_suite.ai.mill.verify import (
    bellman_error,
    flying_lookup_lib,
    forward_value,
    lib_state,
    three_lookup,
    timeless,
)
from morra_suite.games import mill


def _three(diagonals: bool) -> mill.MillRules:
    return replace(mill.MillRules.preset("three"), diagonals=diagonals)


def test_three_mens_start_values() -> None:
    """Without diagonals the game is a draw; with them the first player wins in 9 plies."""
    plain = three_table(config_from_rules(timeless(_three(False))))
    diag = three_table(config_from_rules(timeless(_three(True))))
    assert plain[(0, 0, 3, 3, 0)] == (0, 0)
    assert diag[(0, 0, 3, 3, 0)] == (1, 9)


def test_three_mens_start_by_forward_search() -> None:
    """The diagonal game's win in 9 found by plain search over the library's states."""
    state = mill.new_game(timeless(_three(True)))
    memo: dict = {}
    assert forward_value(state, 9, memo) == 1
    assert forward_value(state, 8, memo) == 0


@pytest.mark.parametrize("diagonals", [False, True])
def test_three_mens_table_follows_from_the_rules(diagonals: bool) -> None:
    """Every position's value agrees with its children as the rules library generates them."""
    rules = timeless(_three(diagonals))
    table = three_table(config_from_rules(rules))
    lookup = three_lookup(rules, table)
    for key in table:
        state = lib_state(rules, Pos((key[0], key[1]), (key[2], key[3]), key[4], 0, 0))
        assert bellman_error(state, lookup) is None, state.position()


@pytest.mark.parametrize("diagonals", [False, True])
def test_flying_table_follows_from_the_rules(diagonals: bool) -> None:
    rules = timeless(mill.MillRules.preset("twelve" if diagonals else "nine"))
    lookup = flying_lookup_lib(flying_table(diagonals))
    rng = random.Random(diagonals)
    for _ in range(60):
        w = rng.choice(COMBOS)
        b = rng.choice([c for c in COMBOS if not c & w])
        state = lib_state(rules, Pos((w, b), (0, 0), rng.randrange(2), 0, 0))
        assert bellman_error(state, lookup) is None, state.position()


def _value(text: str) -> tuple[int, int]:
    state = mill.parse_position(text)
    cfg = config_from_rules(state.rules)
    result = flying_lookup(cfg, flying_table(cfg.diagonals), pos_from_state(state))
    assert result is not None
    return result


def test_flying_hand_built_values() -> None:
    # A double threat (g7 and a4) that black, to move, cannot meet: lost in 2.
    assert _value("nine w:a7,d7,a1 b:b6,f4,d2 hand:0,0 to:b") == (-1, 2)
    # An open line for the side to move: won at once.
    assert _value("nine w:a7,d7,f4 b:b6,g4,d2 hand:0,0 to:w") == (1, 1)
    # The longest win of the plain board.
    assert _value("nine w:a7,d1,d7 b:a4,g4,g7 hand:0,0 to:w") == (1, 25)
    # A win in 25 is no win when the no-removal counter runs out first.
    assert _value("nine w:a7,d1,d7 b:a4,g4,g7 hand:0,0 to:w quiet:80") == (0, 0)


@pytest.mark.parametrize("seed", range(3))
def test_perfect_player_converts_the_longest_flying_win(seed: int) -> None:
    state = mill.parse_position("nine w:a7,d1,d7 b:a4,g4,g7 hand:0,0 to:w")
    white = make_player(MAX_LEVEL, random.Random(seed), time_limit=0.5)
    black = make_player(4, random.Random(seed), time_limit=0.1) if seed else None
    rng = random.Random(seed)
    for _ply in range(25):
        if state.outcome() is not None:
            break
        if state.to_move == 0:
            move = white(state, lambda: False)
        elif black is not None:
            move = black(state, lambda: False)
        else:
            move = rng.choice(state.legal_moves())
        state = state.play(move)
    outcome = state.outcome()
    assert outcome is not None and outcome.winner == 0


def test_perfect_player_wins_three_mens_with_diagonals_against_anyone() -> None:
    rules = _three(True)
    for seed in range(4):
        rng = random.Random(seed)
        white = make_player(MAX_LEVEL, random.Random(seed), time_limit=1.0)
        black = make_player(5 if seed % 2 else 2, random.Random(seed), time_limit=0.2)
        state = mill.new_game(rules)
        while state.outcome() is None:
            if state.to_move == 0:
                move = white(state, lambda: False)
            elif seed < 2:
                move = rng.choice(state.legal_moves())
            else:
                move = black(state, lambda: False)
            state = state.play(move)
        assert state.outcome().winner == 0, seed


def test_perfect_player_holds_the_draw_of_three_mens() -> None:
    """Both colours, against random play: never loses (and wins when random play errs)."""
    rules = _three(False)
    for seed in range(6):
        rng = random.Random(seed)
        perfect = make_player(MAX_LEVEL, random.Random(seed), time_limit=1.0)
        colour = seed % 2
        state = mill.new_game(rules)
        while state.outcome() is None:
            if state.to_move == colour:
                move = perfect(state, lambda: False)
            else:
                move = rng.choice(state.legal_moves())
            state = state.play(move)
        assert state.outcome().winner in (None, colour)


def test_table_file_round_trip_and_cache_folder(tmp_path, monkeypatch) -> None:
    from morra_suite.ai.mill import flying, table_files
    from morra_suite.core import files

    table = flying_table(False)
    path = tmp_path / "sub" / flying.table_name(False)
    table_files.save_table(table, path, flying.table_id(False), preset=0)
    assert table_files.read_cached(path, flying.table_id(False)) == bytes(table)
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary left behind
    monkeypatch.setattr(files.sys, "platform", "linux")
    monkeypatch.delenv("MORRA_SUITE_CACHE_DIR", raising=False)  # the suite's own (conftest.py)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert table_files.cache_dir() == tmp_path / "morra-suite" / "ai"
