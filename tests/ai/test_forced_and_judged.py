"""A forced move is valued as the position after it; a move is judged the same way everywhere.

Issue: with one legal move the search gave no score and the analysis said 0.0, so the panel
went "Black wins" -> "+0.00" -> "Black wins" and the review marked the forced reply a blunder.
"""

from __future__ import annotations

import math

from morra_suite.ai import judgement
from morra_suite.ai.analysis import Analysis, analyse
from morra_suite.games import load_game

# One legal move (c4-c5), after which Black wins by force.
MILL_FORCED = "nine w:g4,b2,d1,c4,g1,g7,c3 b:d2,a1,d5,f6,d3,d7,f4,b4 hand:0,0 to:w"
# A's queen in the corner between two of B's fortresses: a1-b2 is A's only move.
MYRA_FORCED = "a1=AQ,a2=B5,b1=B5,k11=BQ A A:0,B:3"
MYRA_FORCED_THREE = "a1=AQ,a2=B5,b1=B5,k11=BQ,f6=CQ A A:0,B:3,C:3"


def test_a_forced_mill_move_takes_the_value_of_the_position_after_it() -> None:
    state = load_game("mill").parse_position(MILL_FORCED)
    (only,) = state.legal_moves()
    found = analyse(state, 1.0)
    after = analyse(state.play(only), 1.0)
    assert found.best == only and found.forced == 1
    assert after.result == "win" and after.player == 1  # Black, to move after it, wins
    assert found.result == "loss" and found.value == -1.0 and found.solved
    assert found.distance == after.distance + 1
    assert found.line[0] == str(only)


def test_a_forced_myra_move_takes_the_value_of_the_position_after_it() -> None:
    state = load_game("myra").parse_position(MYRA_FORCED)
    (only,) = state.legal_moves()
    found = analyse(state, 0.5)
    after = analyse(state.play(only), 0.5)
    assert found.best == only and found.forced == 1
    assert after.result == "win"
    assert found.result == "loss" and found.value == -1.0
    assert found.distance == after.distance + 1


def test_with_three_players_a_forced_move_is_never_an_even_game() -> None:
    """Without a standing per player, another side's value says nothing certain about the
    mover's: the analysis says it does not know rather than 0.0."""
    state = load_game("myra").parse_position(MYRA_FORCED_THREE)
    found = analyse(state, 0.3)
    assert found.forced == 1
    assert found.values is not None or not found.known
    assert found.value != 0.0 or found.values is not None


def test_morra_always_has_a_choice_and_its_value_is_the_solvers() -> None:
    state = load_game("morra").new_state()
    found = analyse(state)
    assert found.forced == 0 and found.known and found.solved


def _analysis(best: object, value: float, player: int = 0) -> Analysis:
    return Analysis(best, value, player)


def test_the_best_move_costs_nothing_whatever_the_next_search_says() -> None:
    before = _analysis("d2", 0.16)
    after = _analysis("d6", 0.53, player=1)  # a second search is gloomier for the mover
    assert judgement.move_cost(before, after, "d2", mover=0, players=2) == 0.0
    assert judgement.move_cost(before, after, "b4", mover=0, players=2) == 0.69


def test_an_unknown_value_gives_no_cost_and_no_mark() -> None:
    before = _analysis("d2", 0.2)
    after = _analysis("d6", math.nan, player=1)
    assert judgement.move_cost(before, after, "b4", 0, 2) is None
    assert judgement.mark_of(None) == ""


def test_marks_are_judged_on_the_cost_as_shown() -> None:
    assert judgement.mark_of(0.0951) == "inaccuracy"  # shown as 0.10
    assert judgement.mark_of(0.0949) == ""  # shown as 0.09
    assert judgement.shown(-0.0001) == 0.0 and str(judgement.shown(-0.0001)) == "0.0"


def test_the_bar_reaches_its_ends_only_when_the_game_is_decided() -> None:
    assert judgement.bar_share(0.999, decided=False) < 0.96
    assert judgement.bar_share(1.0, decided=True) == 1.0
    assert judgement.bar_share(-1.0, decided=True) == 0.0
    assert judgement.bar_share(math.nan, decided=False) is None


def test_evaluations_in_pieces_invert_the_analysis_scale() -> None:
    assert judgement.pieces(math.tanh(100 / 300)) == __import__("pytest").approx(1.0)
    assert judgement.pieces(0.0) == 0.0
