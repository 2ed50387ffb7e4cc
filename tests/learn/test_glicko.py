"""Glicko-2 against the worked example of its published description, and the puzzle rating's
behaviour (a solve raises it, a failure lowers it, the deviation shrinks but never to zero)."""

from __future__ import annotations

import pytest

from morra_suite.learn.glicko import MIN_DEVIATION, Rating, after_puzzle, update


def test_worked_example() -> None:
    player = Rating(1500, 200, 0.06)
    after = update(player, [(1400, 30, 1.0), (1550, 100, 0.0), (1700, 300, 0.0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_no_games_only_widens_the_deviation() -> None:
    player = Rating(1700, 100, 0.06)
    after = update(player, [])
    assert after.rating == 1700
    assert after.deviation > 100


def test_puzzles_move_the_rating_both_ways() -> None:
    start = Rating()
    assert after_puzzle(start, 1500, True).rating > start.rating
    assert after_puzzle(start, 1500, False).rating < start.rating
    # beating a far weaker puzzle gains less than beating an equal one
    gain_easy = after_puzzle(start, 900, True).rating - start.rating
    gain_equal = after_puzzle(start, 1500, True).rating - start.rating
    assert 0 < gain_easy < gain_equal


def test_deviation_shrinks_to_its_floor() -> None:
    rating = Rating()
    deviations = []
    for _ in range(30):
        rating = after_puzzle(rating, rating.rating, True)
        deviations.append(rating.deviation)
    assert deviations == sorted(deviations, reverse=True)  # every attempt teaches something
    rating = Rating()
    for _ in range(300):
        rating = after_puzzle(rating, 1500, True)
        rating = after_puzzle(rating, 1500, False)
    assert MIN_DEVIATION <= rating.deviation < 100
    assert 1400 < rating.rating < 1600


def test_expected_score() -> None:
    assert Rating(1500).expected_score(1500) == pytest.approx(0.5)
    assert Rating(1800).expected_score(1500) > 0.8
