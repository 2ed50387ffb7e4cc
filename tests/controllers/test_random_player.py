"""The random player: legal, reproducible with a seed, and it respects cancellation."""

from __future__ import annotations

import pytest

from morra_suite.ai.random_player import RandomPlayer, make_player
from morra_suite.games import mill


def test_random_moves_are_legal_and_seeded() -> None:
    state = mill.new_game(mill.MillRules.preset("nine"))
    first, second = make_player(1, seed=5), make_player(1, seed=5)
    for _ in range(40):
        if state.outcome() is not None:
            break
        move = first(state, lambda: False)
        assert move in state.legal_moves()
        assert second(state, lambda: False) == move
        state = state.play(move)


def test_cancelled_or_finished_gives_none() -> None:
    state = mill.new_game(mill.MillRules.preset("three"))
    assert RandomPlayer(1)(state, lambda: True) is None
    for text in ("a1", "a2", "b1", "b3", "c1"):
        state = state.play(text)
    assert state.outcome() is not None
    assert RandomPlayer(1)(state, lambda: False) is None


def test_levels_start_at_one() -> None:
    with pytest.raises(ValueError, match="level 0"):
        make_player(0)
