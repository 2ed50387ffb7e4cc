"""Glicko-2 ratings (Mark Glickman's system), for puzzles and for play against the computer.

A rating is three numbers: the rating itself (1500 for a newcomer), its deviation (how unsure it
is: 350 at first, falling as results come in) and its volatility (how erratic the results are).
A puzzle counts as a game against an opponent rated as the puzzle: solved is a win, failed a
loss. Every attempt is its own rating period, as puzzle sites do it, so the rating moves after
each puzzle and the deviation shrinks towards ``MIN_DEVIATION`` (kept above zero so that a
rating never freezes).

Written from the published description of the algorithm (steps 1 to 8, with the Illinois method
for the new volatility); ``tests/learn/test_glicko.py`` checks it against the worked example
of that description.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

SCALE = 173.7178  # Glicko-2's internal scale: (rating - 1500) / SCALE
TAU = 0.5  # how fast the volatility may change
EPSILON = 1e-6
MIN_DEVIATION = 45.0
START_RATING = 1500.0
START_DEVIATION = 350.0
START_VOLATILITY = 0.06


@dataclass(frozen=True, slots=True)
class Rating:
    """One player's rating: ``rating`` with its ``deviation`` and ``volatility``."""

    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY

    def expected_score(self, opponent: float, opponent_deviation: float = 0.0) -> float:
        """The chance of beating ``opponent`` (a draw counting half), as Glicko-2 sees it."""
        mu, mu_j = (self.rating - START_RATING) / SCALE, (opponent - START_RATING) / SCALE
        return _expected(mu, mu_j, _g(opponent_deviation / SCALE))


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, g: float) -> float:
    return 1.0 / (1.0 + math.exp(-g * (mu - mu_j)))


def _new_volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(
    player: Rating,
    results: Iterable[tuple[float, float, float]],
    tau: float = TAU,
    min_deviation: float = 0.0,
) -> Rating:
    """``player`` after one rating period with ``results``: (opponent's rating, opponent's
    deviation, score 1 / 0.5 / 0). No results: only the deviation grows, as time passes."""
    return update_counted(player, ((r, rd, s, 1) for r, rd, s in results), tau, min_deviation)


def update_counted(
    player: Rating,
    results: Iterable[tuple[float, float, float, int]],
    tau: float = TAU,
    min_deviation: float = 0.0,
) -> Rating:
    """``update`` with results that repeat: (opponent's rating, opponent's deviation, score,
    how many such games). The same numbers as listing each game, in time and memory that do
    not grow with the counts (300 million wins against one level are one term)."""
    mu = (player.rating - START_RATING) / SCALE
    phi = player.deviation / SCALE
    inverse_v = 0.0
    gains = 0.0
    played = False
    for r, rd, score, count in results:
        if count <= 0:
            continue
        played = True
        g = _g(rd / SCALE)
        e = _expected(mu, (r - START_RATING) / SCALE, g)
        inverse_v += count * g * g * e * (1.0 - e)
        gains += count * g * (score - e)
    if played and not inverse_v > 0.0:  # results so one-sided that nothing can be learnt
        return player
    if not played:
        grown = math.sqrt(phi * phi + player.volatility**2) * SCALE
        return Rating(player.rating, min(START_DEVIATION, grown), player.volatility)
    v = 1.0 / inverse_v
    delta = v * gains
    sigma = _new_volatility(player.volatility, phi, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * gains
    deviation = max(min_deviation, phi_new * SCALE)
    return Rating(mu_new * SCALE + START_RATING, deviation, sigma)


PUZZLE_DEVIATION = 75.0  # how sure a shipped puzzle's rating is (it is not rated back)


def after_puzzle(player: Rating, puzzle_rating: float, solved: bool) -> Rating:
    """``player`` after one attempt at a puzzle rated ``puzzle_rating``."""
    score = 1.0 if solved else 0.0
    return update(player, [(puzzle_rating, PUZZLE_DEVIATION, score)], min_deviation=MIN_DEVIATION)
