"""The search threads setting of the controllers' computers: its default and range, and how it
reaches a computer in its child process (only a factory that takes ``threads`` is given it)."""

from __future__ import annotations

import os
from typing import Any

import pytest

from morra_suite.controllers import computers
from morra_suite.controllers.remote_player import RemoteComputer, accepted_options
from morra_suite.games import mill


@pytest.fixture
def restore_threads():
    saved = computers._search_threads
    yield
    computers._search_threads = saved


def test_threads_default_to_the_cores_and_are_range_checked(restore_threads) -> None:
    computers.set_search_threads(None)
    assert computers.search_threads() == max(1, min(64, os.cpu_count() or 1))
    computers.set_search_threads(1)
    assert computers.search_threads() == 1
    for bad in (0, 65, -1, True, 1.5):
        with pytest.raises(ValueError, match="search threads"):
            computers.set_search_threads(bad)  # type: ignore[arg-type]
    assert computers.search_threads() == 1  # a refused value changes nothing


def test_only_the_options_a_factory_takes_reach_it() -> None:
    def with_threads(level: int, rng: Any = None, threads: int | None = None) -> None: ...

    def without(level: int) -> None: ...

    def any_options(level: int, **options: Any) -> None: ...

    options = {"threads": 3}
    assert accepted_options(with_threads, options) == {"threads": 3}
    assert accepted_options(without, options) == {}
    assert accepted_options(any_options, options) == {"threads": 3}


def test_a_child_computer_gets_the_threads_and_a_plug_in_plays_without(restore_threads) -> None:
    """The mill computer is built in its child with the setting's threads (it answers a legal
    move on them); a computer whose factory takes no threads is built without them."""
    computers.set_search_threads(2)
    player = computers.make_computer("mill", 9)
    state = mill.new_game(mill.MillRules.preset("nine"))
    try:
        assert isinstance(player, RemoteComputer)
        assert player._options == {"threads": 2}
        assert player(state, lambda: False) in state.legal_moves()
    finally:
        player.close()
    plain = RemoteComputer("tests.controllers.noisy_player:make", 3, options={"threads": 2})
    try:
        assert plain(state, lambda: False) in state.legal_moves()
    finally:
        plain.close()
