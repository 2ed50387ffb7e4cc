"""The Elo arithmetic of the ladder benchmarks (``bench_mill_ladder.py``, ``bench_myra_ladder.py``).

A pair's score s (the higher level's points per game) gives the gap -400 log10(1/s - 1); its 95%
error bar comes from the games' spread (a pair that won or lost every game counts one extra
drawn game, so that its gap is finite, and one that drew every game one won and one lost, so
that its error bar is not nought); a level's Elo adds up the gaps below it, level 1 at 0,
and its error bar adds up theirs in quadrature. The goal: rising at every step, each adjacent
gap from 100 to 250 Elo.
"""

from __future__ import annotations

import json
import math
import os
import sys
from pathlib import Path
from typing import Any

from morra_suite.core.files import write_text_atomic

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
    elif all(r == 0.5 for r in results):  # every game drawn: one won and one lost more, so
        n += 2  # that the error bar is not nought
        points += 1
        results = [*results, 1.0, 0.0]
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


class Store:
    """The games of every pair played so far, in a small JSON file the user names: each pair's
    key (what decides its strength: both levels' settings, the clock, the threads, the time
    scale, the rules, the seed) maps to the higher level's result of each game by the game's
    number. A pair whose levels kept their settings keeps its games when the ladder is
    renumbered; a run plays only the games not stored yet, so a ladder can be calibrated in
    parts, a run cut short loses only the games under way, and the table is printed from all.
    The file is written after every finished chunk of games, atomically (a kill mid-write
    leaves the last whole file). A file that cannot be read is named and set aside: the run
    starts from nothing rather than mixing it in."""

    def __init__(self, path: str | None) -> None:
        self.path = Path(path) if path else None
        self.pairs: dict[str, dict[str, Any]] = {}
        if self.path is None or not self.path.exists():
            return
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or not isinstance(data.get("pairs"), dict):
                raise ValueError("no 'pairs' table")
            for key, entry in data["pairs"].items():
                games = {int(g): float(r) for g, r in entry["games"].items()}
                if any(r not in (0.0, 0.5, 1.0) for r in games.values()):
                    raise ValueError(f"a result that is no win, draw or loss in {key!r}")
                self.pairs[key] = {**entry, "games": games}
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
            print(f"{self.path}: unreadable ({error}); starting without it", file=sys.stderr)
            self.pairs = {}
            self.path = self.path.with_name(self.path.name + ".new")

    def games(self, key: str) -> dict[int, float]:
        """The stored results of the pair ``key`` by game number (empty: none yet)."""
        entry = self.pairs.get(key)
        return dict(entry["games"]) if entry else {}

    def merge(self, other: Store) -> None:
        """Takes in the games of ``other`` (another run's file, e.g. one that played other game
        numbers of the same pairs at the same time); a game in both keeps this file's result."""
        for key, entry in other.pairs.items():
            mine = self.pairs.setdefault(key, {**entry, "games": {}})
            mine["games"] = {**entry["games"], **mine["games"]}

    def add(self, key: str, about: dict[str, Any], results: dict[int, float]) -> None:
        """Adds a chunk's results to the pair ``key`` (``about``: what a reader needs to know
        of it: its levels' numbers and settings then) and writes the file."""
        entry = self.pairs.setdefault(key, {"games": {}})
        entry.update(about)
        entry["games"].update(results)
        self.save()

    def save(self) -> None:
        """Writes every pair's games to the file, atomically (no file named: nothing)."""
        if self.path is None:
            return
        data = {
            "pairs": {
                k: {**e, "games": {str(g): r for g, r in sorted(e["games"].items())}}
                for k, e in sorted(self.pairs.items())
            }
        }
        write_text_atomic(self.path, json.dumps(data, indent=1) + "\n")


def chunks(missing: list[int], size: int) -> list[list[int]]:
    """The game numbers still to play in chunks of ``size`` (a chunk is one process's job; a
    chunk ends with a write of the file, so a small one loses little when a run is cut)."""
    return [missing[i : i + size] for i in range(0, len(missing), size)]


def print_ladder(pairs: dict[int, list[float] | None], top: int) -> bool:
    """The ladder's table from each adjacent pair's results (lower level -> the higher level's
    results, ``None``: not measured with today's settings); says and returns whether the whole
    ladder is measured, rises at every step, and every gap is within ``LOW`` to ``HIGH`` and
    separates (its error bar smaller than the gap itself, so the level above is stronger at
    95%)."""
    print("level  Elo (level 1 = 0)  95% error bar   gap to the level below     games  score")
    elo, err = 0.0, 0.0
    print(f"{1:5}  {elo:8.0f}          +/- {err:4.0f}")
    measured = True
    gaps: dict[int, tuple[float, float]] = {}
    for low in range(1, top):
        results = pairs.get(low)
        if not results:
            measured = False
            print(f"{low + 1:5}  {'?':>8}          +/- {'?':>4}        not measured")
            continue
        g, half = gaps[low] = gap(results)
        elo += g
        err = math.sqrt(err**2 + half**2)
        score = 100 * sum(results) / len(results)
        print(
            f"{low + 1:5}  {elo:8.0f}          +/- {err:4.0f}        {g:+5.0f} +/- {half:<4.0f}"
            f"          {len(results):5}  {score:4.0f}%"
        )
    rising = measured and all(g > 0 for g, _ in gaps.values())
    within = measured and all(LOW <= g <= HIGH for g, _ in gaps.values())
    separate = measured and all(g - half > 0 for g, half in gaps.values())
    print(f"every pair measured: {'yes' if measured else 'no'}")
    print(f"rising at every step: {'yes' if rising else 'no'}")
    print(f"every adjacent gap within {LOW} to {HIGH} Elo: {'yes' if within else 'no'}")
    print(f"every level above the one below it at 95%: {'yes' if separate else 'no'}")
    return rising and within and separate
