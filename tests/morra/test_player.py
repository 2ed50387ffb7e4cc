"""The Morra computer player: optimal at level 5, blended with uniform play below."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from morra_suite.ai.morra import solve as solve_morra
from morra_suite.ai.morra.player import LEVEL_NOISE, MorraPlayer, choose
from morra_suite.games import morra


@pytest.fixture(scope="module")
def state() -> morra.MorraState:
    return morra.parse_position("target a:1.3 b:0.7 next:a round:5")


def test_level_five_draws_from_the_optimal_strategy(state: morra.MorraState) -> None:
    sol = solve_morra(state.layout, state.rules)
    for player in (0, 1):
        assert MorraPlayer(5).probabilities(state, player) == pytest.approx(
            sol.strategy(state)[player]
        )
    setup = morra.new_game(state.layout)
    assert MorraPlayer(5).probabilities(setup, 1) == pytest.approx(sol.start_strategy()[1])


def test_lower_levels_mix_in_uniform_play(state: morra.MorraState) -> None:
    optimal = MorraPlayer(5).probabilities(state, 0)
    for level in (1, 2, 3, 4):
        noise = LEVEL_NOISE[level]
        mixed = MorraPlayer(level).probabilities(state, 0)
        assert mixed == pytest.approx([(1 - noise) * p + noise / 4 for p in optimal])
        assert min(mixed) > 0
    assert LEVEL_NOISE[1] > LEVEL_NOISE[3] > LEVEL_NOISE[5] == 0


def test_choices_are_legal_reproducible_and_follow_the_distribution(
    state: morra.MorraState,
) -> None:
    player = MorraPlayer(2, random.Random(5))
    draws = [player.choose(state, 1) for _ in range(4000)]
    assert set(draws) <= set(state.legal_choices(1))
    counts = Counter(draws)
    for hand, p in enumerate(player.probabilities(state, 1)):
        assert counts[hand] / len(draws) == pytest.approx(p, abs=0.03)
    again = MorraPlayer(2, random.Random(5))
    assert [again.choose(state, 1) for _ in range(4000)] == draws
    assert choose(state, 0, 5, random.Random(1)) in state.legal_choices(0)


def test_a_whole_game_between_two_computer_players() -> None:
    state = morra.new_game("quick")
    a, b = MorraPlayer(5, random.Random(1)), MorraPlayer(1, random.Random(2))
    while state.outcome() is None:
        state = state.play_joint(a.choose(state, 0), b.choose(state, 1))
    assert state.outcome() is not None


def test_bad_level_and_finished_game(state: morra.MorraState) -> None:
    with pytest.raises(ValueError, match=r"levels are 1\.\.5"):
        MorraPlayer(6)
    won = morra.parse_position("target a:c b:0.7 next:b round:6")
    with pytest.raises(ValueError, match="over"):
        MorraPlayer(5).choose(won, 0)
