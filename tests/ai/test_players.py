"""The computer-player registry (``ai.players``): one call per game key gives a computer whose
``choose(state, player, cancelled)`` returns a legal choice of that player, whatever the game."""

from __future__ import annotations

import random
import time

import pytest

from morra_suite.ai import mill as mill_ai
from morra_suite.ai import myra as myra_ai
from morra_suite.ai.morra import player as morra_player
from morra_suite.ai.players import (
    Computer,
    TurnComputer,
    computer_player,
    computer_target,
    max_level,
    register_computer,
    unregister_computer,
)
from morra_suite.games import load_game


def test_max_levels_are_those_of_the_searches() -> None:
    assert max_level("mill") == mill_ai.MAX_LEVEL
    assert max_level("myra") == myra_ai.MAX_LEVEL
    assert max_level("morra") == morra_player.MAX_LEVEL
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        max_level("chess")


@pytest.mark.parametrize("key", ["mill", "myra"])
def test_turn_game_computers_choose_legal_moves(key: str) -> None:
    game = load_game(key)
    rng = random.Random(key)
    for level in (1, 2):
        computer = computer_player(key, level, rng=random.Random(level), time_limit=0.5)
        assert isinstance(computer, Computer) and computer.level == level
        state = game.new_state()
        for _ in range(6):
            (player,) = state.choosers()
            move = computer.choose(state, player, lambda: False)
            assert move in state.legal_moves()
            state = state.play_joint({player: move})
            state = state.play(rng.choice(state.legal_moves()))
        other = (state.to_move + 1) % state.num_players
        with pytest.raises(ValueError, match=f"player {other} has no choice"):
            computer.choose(state, other)


def test_a_cancelled_search_still_answers_with_a_legal_move_quickly() -> None:
    state = load_game("mill").new_state(variant="nine")
    computer = computer_player("mill", max_level("mill"), rng=random.Random(1))
    began = time.thread_time()  # the work done, which a loaded machine does not stretch
    move = computer.choose(state, 0, lambda: True)
    assert move in state.legal_moves()
    assert time.thread_time() - began < 5.0


def test_morra_computer_chooses_each_players_part_of_the_joint_choice() -> None:
    game = load_game("morra")
    state = game.new_state(variant="quick")
    computers = [computer_player("morra", level, rng=random.Random(level)) for level in (1, 5)]
    for _ in range(8):
        if state.is_game_over():
            break
        assert state.choosers() == (0, 1)
        choices = {p: computers[p].choose(state, p) for p in state.choosers()}
        for player, choice in choices.items():
            assert choice in state.legal_choices(player)
        state = state.play_joint(choices)


def test_levels_out_of_range_are_refused() -> None:
    for key in ("mill", "morra", "myra"):
        with pytest.raises(ValueError, match=f"levels 1 to {max_level(key)}"):
            computer_player(key, max_level(key) + 1)
        with pytest.raises(ValueError, match="levels 1 to"):
            computer_player(key, 0)


def test_built_in_computers_can_be_built_from_their_target() -> None:
    """A child process builds the searches from ``module:attribute`` and a level."""
    import importlib

    for key in ("mill", "myra", "morra"):
        target = computer_target(key)
        assert target is not None
        module, attribute = target.split(":")
        computer = getattr(importlib.import_module(module), attribute)(1)
        assert computer.level == 1
    state = load_game("myra").new_state(players=3)
    searcher = computer_player("myra", 1, time_limit=0.3)
    assert isinstance(searcher, TurnComputer)
    assert searcher(state, lambda: False) in state.legal_moves()  # the old call still works


def test_a_registered_computer_replaces_the_fallback() -> None:
    from morra_suite.games import register_game, unregister_game

    register_game("mill-copy", "morra_suite.games.mill.game:GAME")
    try:
        # A game without its own computer is played by the random player, level 1 only.
        assert max_level("mill-copy") == 1
        state = load_game("mill-copy").new_state()
        assert computer_player("mill-copy", 1, seed=3).choose(state, 0) in state.legal_moves()
        with pytest.raises(ValueError, match="levels 1 to 1"):
            computer_player("mill-copy", 2)

        def first_move(level: int) -> TurnComputer:
            return TurnComputer(lambda state, cancelled: state.legal_moves()[0], level)

        register_computer("mill-copy", first_move, 3)
        assert max_level("mill-copy") == 3
        assert computer_player("mill-copy", 3).choose(state, 0) == state.legal_moves()[0]
        assert computer_target("mill-copy") is None
        with pytest.raises(ValueError, match="built-in"):
            unregister_computer("mill")
    finally:
        unregister_computer("mill-copy")
        unregister_game("mill-copy")
    with pytest.raises(ValueError, match="unknown game"):
        max_level("mill-copy")
