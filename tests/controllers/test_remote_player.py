"""Computer players in a child process: same answers as in-process, cancellable, errors reported."""

from __future__ import annotations

import threading
import time

import pytest

from morra_suite.controllers.remote_player import RemoteComputer
from morra_suite.games import mill


def test_a_remote_player_answers_with_a_legal_move_and_is_reused() -> None:
    player = RemoteComputer("morra_suite.ai.random_player:make_player", 1)
    try:
        state = mill.new_game(mill.MillRules.preset("nine"))
        for _ in range(4):
            move = player(state, lambda: False)
            assert move in state.legal_moves()
            state = state.play(move)
        first_pid = player._process.pid
        player(state, lambda: False)
        assert player._process.pid == first_pid
    finally:
        player.close()


def test_cancel_makes_the_strong_player_answer_at_once() -> None:
    from morra_suite.ai.mill import MAX_LEVEL

    player = RemoteComputer("morra_suite.ai.mill:make_player", MAX_LEVEL)
    state = mill.new_game(mill.MillRules.preset("nine"))
    try:
        player(state, lambda: False)  # starts the process and loads the player
        stop = threading.Event()
        threading.Timer(0.3, stop.set).start()
        started = time.monotonic()
        player(state.play("d6"), stop.is_set)
        assert time.monotonic() - started < 0.3 + 1.5
    finally:
        player.close()
    assert player._process is None


def test_a_failing_player_is_reported_as_an_error() -> None:
    player = RemoteComputer("morra_suite.ai.random_player:make_player", 1)
    try:
        with pytest.raises(RuntimeError, match="Error"):
            player("not a state", lambda: False)
    finally:
        player.close()


def test_a_player_that_cannot_be_made_says_why() -> None:
    player = RemoteComputer("morra_suite.ai.mill:make_player", 99)
    try:
        with pytest.raises(RuntimeError, match="level 99"):
            player(mill.new_game(mill.MillRules.preset("nine")), lambda: False)
    finally:
        player.close()
