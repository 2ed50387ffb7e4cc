"""Nim, registered from the test as a plug-in, passes the same conformance and description
checks as the built-in games, and gets a computer from the registry: no file of
``morra_suite`` knows it."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import tests.core.test_game_description as description
import tests.test_conformance as conformance
from morra_suite.ai.players import (
    TurnComputer,
    computer_player,
    max_level,
    register_computer,
    unregister_computer,
)
from morra_suite.core import IllegalMoveError
from morra_suite.core.game import Game
from morra_suite.games import game_keys, load_game, register_game, unregister_game

TARGET = "tests.plugin_game.nim:GAME"


@pytest.fixture
def nim() -> Iterator[Game]:
    register_game("nim", TARGET)
    try:
        yield load_game("nim")
    finally:
        unregister_game("nim")
    assert "nim" not in game_keys()


def test_registering_lists_the_game_with_the_built_in_ones(nim: Game) -> None:
    assert game_keys()[-1] == "nim" and set(game_keys()) >= {"mill", "morra", "myra"}
    assert nim.key == "nim" and not nim.simultaneous
    assert [info.key for info in nim.variants()] == ["classic", "misere", "marienbad"]


def test_nim_passes_the_conformance_playouts(nim: Game) -> None:
    cases = conformance.cases(("nim",))
    assert len(cases) == 3
    for key, variant, players in cases:
        conformance.check_playouts(key, variant, players)


@pytest.mark.parametrize("check", description.PER_GAME_TESTS, ids=lambda f: f.__name__)
def test_nim_passes_the_description_checks(nim: Game, check: Callable[[Game], None]) -> None:
    check(nim)


def test_every_per_game_description_check_is_run_for_the_plugin() -> None:
    per_game = {
        name
        for name, function in vars(description).items()
        if name.startswith("test_") and "game" in inspect.signature(function).parameters
    }
    assert per_game == {f.__name__ for f in description.PER_GAME_TESTS}


def test_nim_refusals_carry_its_codes(nim: Game) -> None:
    from tests.plugin_game.nim import NimIllegal

    state = nim.new_state(variant="classic")
    with pytest.raises(IllegalMoveError) as info:
        state.play("a4")
    assert info.value.code is NimIllegal.TOO_MANY
    limited = nim.new_state(rules=nim.rules_from_dict(state.rules, {"take_limit": True}))
    with pytest.raises(IllegalMoveError) as info:
        limited.play("c4")
    assert info.value.code is NimIllegal.OVER_LIMIT
    with pytest.raises(IllegalMoveError) as info:
        state.play_joint({1: "a1"})
    assert "only player 0 chooses" in str(info.value)


def test_nim_is_played_by_the_random_computer_until_it_registers_its_own(nim: Game) -> None:
    state = nim.new_state()
    assert max_level("nim") == 1
    assert computer_player("nim", 1, seed=1).choose(state, 0) in state.legal_moves()

    def perfect(level: int, **options: Any) -> TurnComputer:
        def search(state: Any, cancelled: Callable[[], bool]) -> Any:
            for move in state.legal_moves():  # leave a nim-sum of 0 when one can
                after = state.play(move)
                total = 0
                for heap in after.heaps:
                    total ^= heap
                if total == 0:
                    return move
            return state.legal_moves()[0]

        return TurnComputer(search, level)

    register_computer("nim", perfect, 2)
    try:
        computer = computer_player("nim", 2)
        while not state.is_game_over():
            player = state.choosers()[0]
            state = state.play_joint({player: computer.choose(state, player)})
        outcome = state.outcome()
        assert outcome is not None and outcome.winner == 0  # 3^4^5 != 0: the first player wins
    finally:
        unregister_computer("nim")
