"""Myra on a game clock: who wins when a flag falls (ruling R19)."""

from __future__ import annotations

from morra_suite.core.game_clock import ClockEnding, flag_outcome
from morra_suite.games import myra


# Ruling R19
def test_a_flag_loses_and_of_three_the_other_two_draw_or_the_last_one_in_wins() -> None:
    two = myra.new_game(players=2)
    assert (flag_outcome(two, 0).winner, flag_outcome(two, 0).reason) == (1, ClockEnding.FLAG)
    three = myra.new_game(players=3)
    outcome = flag_outcome(three, 2)
    assert (outcome.winner, outcome.loser) == (None, 2)
    # Blue's queen was taken: of Red and Green, the one whose time ran out loses to the other
    out = myra.parse_position("a1=AQ,b1=A1,k6=CQ,k7=C3 A A:25,C:25")
    assert out.alive_players == (0, 2) and out.can_still_win(1) is False
    assert flag_outcome(out, 0).winner == 2
