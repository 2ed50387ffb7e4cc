"""The Elo arithmetic of the ladder benchmarks (``bench_mill_ladder.py``, ``bench_myra_ladder.py``).

A pair's score s (the higher level's points per game) gives the gap -400 log10(1/s - 1); its 95%
error bar comes from the games' spread (a pair that won or lost every game counts one extra
drawn game, so that its gap is finite); a level's Elo adds up the gaps below it, level 1 at 0,
and its error bar adds up theirs in quadrature. The goal: rising at every step, each adjacent
gap from 100 to 250 Elo.
"""

from __future__ import annotations

import math
import os

LOW, HIGH = 100, 250  # the adjacent gaps the ladder aims at


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes), for the record."""
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def gap(results: list[float]) -> tuple[float, float]:
    """The Elo gap a pair's results (1, 1/2, 0 for the higher level) show and its 95%
    half-width."""
    n = len(results)
    points = sum(results)
    if points in (0, n):  # one extra drawn game: a finite gap for a clean sweep
        n += 1
        points += 0.5
        results = [*results, 0.5]
    s = points / n
    var = sum((r - s) ** 2 for r in results) / n
    se = math.sqrt(max(var, 1e-9) / n)

    def elo(x: float) -> float:
        x = min(max(x, 0.5 / n), 1 - 0.5 / n)
        return -400 * math.log10(1 / x - 1)

    return elo(s), (elo(s + 1.96 * se) - elo(s - 1.96 * se)) / 2


def pair_line(high: int, low: int, results: list[float], seconds: float) -> str:
    """One pair's line: its games, its score and its gap with the error bar."""
    w, d = results.count(1), results.count(0.5)
    g, half = gap(results)
    return (
        f"level {high} vs {low}: {w} wins, {d} draws, {len(results) - w - d} losses of "
        f"{len(results)}: {100 * sum(results) / len(results):.0f}% -> gap {g:+.0f} "
        f"+/- {half:.0f} Elo ({seconds:.0f} s, load {load()})"
    )


def print_table(gaps: dict[int, tuple[float, float]], top: int) -> bool:
    """The ladder's table from the gaps of every pair (lower level -> (gap, half-width)); says
    and returns whether every gap is within ``LOW`` to ``HIGH`` and separates (its error bar
    smaller than the gap itself, so the level above is stronger at 95%)."""
    print("level  Elo (level 1 = 0)  95% error bar   gap to the level below")
    elo, err = 0.0, 0.0
    print(f"{1:5}  {elo:8.0f}          +/- {err:4.0f}")
    for low in range(1, top):
        g, half = gaps[low]
        elo += g
        err = math.sqrt(err**2 + half**2)
        print(f"{low + 1:5}  {elo:8.0f}          +/- {err:4.0f}        {g:+5.0f} +/- {half:.0f}")
    within = all(LOW <= gaps[low][0] <= HIGH for low in gaps)
    separate = all(gaps[low][0] - gaps[low][1] > 0 for low in gaps)
    print(f"every adjacent gap within {LOW} to {HIGH} Elo: {'yes' if within else 'no'}")
    print(f"every level above the one below it at 95%: {'yes' if separate else 'no'}")
    return within and separate
