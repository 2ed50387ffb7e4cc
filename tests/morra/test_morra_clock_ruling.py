"""Morra on a game clock: a flag always loses (ruling R8)."""

from __future__ import annotations

from morra_suite.core.game_clock import ClockEnding, flag_outcome
from morra_suite.games import load_game


# Ruling R8
def test_a_flag_always_loses() -> None:
    state = load_game("morra").new_state()
    assert state.can_still_win(0) is None  # not decided: counted as able to win
    for flagged in (0, 1):
        outcome = flag_outcome(state, flagged)
        assert (outcome.winner, outcome.reason) == (1 - flagged, ClockEnding.FLAG)
