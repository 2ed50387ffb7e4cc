"""Nodes per second and depth reached by the mill search in the placing, moving and flying phases.

    .venv/bin/python benchmarks/bench_mill_native.py [--time T] [--threads N] [--clock C] [--pure]
    .venv/bin/python benchmarks/bench_mill_native.py --match GAMES [--time T | --times T,T,...] \
        [--threads N] [--clock C] [--jobs J] [--odds X] [--preset P] [--seed S]
    .venv/bin/python benchmarks/bench_mill_native.py --depths [--time T] [--threads N] \
        [--repeat R] [--preset P]

Searches fixed Nine Men's Morris positions of each phase for T seconds each (default 1) with the
native core on one thread and on N (default: one per core, ``os.cpu_count()``), and prints nodes
per second, the depth of the last finished iteration and the speed-up of N threads over one
(``--pure``: the pure-Python search as well, for comparison). Goals: at least 2 M nodes a second
on one core, depth 12 or more in the moving phase, N = 2 at least 1.8 times one thread's nodes.
The machine's load matters: nodes per wall-clock second fall when other programs share the
cores, so the rate per CPU second (all threads) and the load average are printed too, and the
speed-up N free cores would give: N times the ratio of the rates per CPU second (what is left
when the threads' sharing of the table, the memory and the caches is counted and the other
programs' share of the cores is not).

``--clock cpu``: every budget counts each search thread's own CPU time instead of the wall clock
(``NativeSearcher``'s ``clock``), so a think searches as long as on a quiet machine however busy
this one is; the rates are then per second of the think's own thread. ``--clock wall`` (the
default) is what a player sees now, on this machine, at this load.

``--match GAMES``: the top level on N threads against the top level on one, T seconds a move
each, GAMES games in pairs from the same opening (one random placement a side, each side white
once); prints every game, the N-thread side's score with its error bar (two standard errors of
the mean points a game) and the Elo difference it means (goal: at least 60%). Both sides play
the top level without its floor of nodes (``Level.floor``: with its own budget the top thinks on
past its second, up to ten times, until it has searched that many nodes; with a time a move
given it cannot think on, and a think short of the floor had its move replaced by a shallower
search's, which at 0.05 s hit one thread in most moves and two threads, whose nodes count
together, in few: a handicap of the one thread, not a measure of the threads); ``--floor`` keeps
it. ``--odds X`` gives the N-thread side X times the time (with ``--threads 1 --odds 2``: what
twice the time is worth to one thread, about the most a second thread could give). A match ends
with a ``SUMMARY`` line, the answer to issue 46's goal in one line: the score, its bar, the Elo,
whether 60% is met by the whole bar, by the score only or not, the clock, each helper's CPU time
over the thinking thread's (about 1: the helpers had their share of the cores; on the CPU clock
a helper that waited for a core while the thinking thread's budget ran would show below 1, and
the match would understate the threads) and the load. ``--times T,T,...``: one match a time,
then their summaries and the longest of the times at which the threads reach 60%.

``--depths``: how much of the second thread's work counts, on the 9 positions above and 24 from
games (``GAME_POSITIONS``), each searched afresh: the depth reached at T seconds a move on the CPU
clock with 1 and N threads, and the time to depth, the main thread's CPU seconds to finish the
depth one thread reaches in T (a helper that only repeats the main thread's work saves nothing
there), and the CPU time of all threads to that depth over one thread's (the search's overhead:
N free cores would be N over it faster; on a loaded machine a helper waits for a core while the
main thread's clock runs, so this is the figure the load does not skew). Both as geometric means
of the ratio over the positions (``time_to_depth.py``, measured as ``bench_myra_native.py``'s).

``--preset P`` (``--match``, ``--depths``): the rules (default ``nine``); ``--depths`` takes the
positions of another preset from play (``played_positions``). Where more time tells: twice the
time for one thread (``--threads 1 --odds 2``, CPU clock) scored 47.5-55% in Nine Men's Morris
at 0.005-0.05 s a move and 62.5% with four times the time at 0.01 s, 55-61% in Twelve Men's
Morris and about 62% in Lasker Morris at 0.005-0.01 s (see the report of issue 46); in Myra
(``bench_myra_native.py --match``) it won 4 games of 4 at 0.02 s. Two threads against one on the
wall clock at 0.01 s a move (a quiet machine, load 0.5-2.4 with the match's own threads, seed 7):
Lasker Morris 62.0% +- 6.1% of 200 games, Twelve Men's Morris 56.2% +- 6.6%, Nine Men's Morris
49.5% +- 6.9% of 100 (mostly draws: between equal engines more time barely tells there).
Lasker Morris on the CPU clock (seed 11, one match process each, load 2.6 rising to 12-18 as
other work came; the runs at 0.02 and 0.05 s were stopped at a fixed hour, 05:20, whatever their
score): two threads against one at 0.01 s 59.3% +- 5.0% of 300 games (146 won, 64 drawn, 90
lost), the same as the quiet wall clock's 62.0% +- 6.1% (both together: 60.4% of 500); at 0.02 s
52.5% +- 5.3% of 264 and at 0.05 s 53.0% +- 6.7% of 168; one thread with twice the time at
0.05 s 57.7% +- 7.6% of 123. So 60% is held at 0.01 s only, and at 0.05 s even twice the time
falls short of it: past 0.01 s a second thread cannot reach it however well it helps. Time to
depth there (``--depths --time 0.05 --repeat 2 --preset lasker``, load 11): two threads reach one
thread's depth 1.77x faster with 1.12x its CPU time, 0.63 plies deeper on average. The helper
threads are started afresh at each think, which costs little: on three positions (moving and
placing, CPU clock, load 10) two threads searched 2.18x one thread's nodes a think at 0.01 s,
1.95x at 0.002 s and 2.0x at 0.0005 s, where starting and joining the helper added 0.19 ms to
the thinking thread's CPU (0.88 against 0.69 ms a think: 2% of a 0.01 s think), so a pool of
threads kept between thinks would gain little. Myra, far less drawish, shows the goal
(``bench_myra_native.py``).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import time_to_depth

from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Config, Pos
from morra_suite.ai.mill.native import CLOCKS, NativeSearcher, available, default_threads
from morra_suite.ai.mill.player import LEVELS, TOP
from morra_suite.ai.mill.search import Searcher
from morra_suite.games import mill

POSITIONS = {
    "placing": [
        "nine w:d6 b:- hand:8,9 to:b",
        "nine w:a7,d6,f4 b:g7,d2,b4 hand:6,6 to:w",
        "nine w:a7,d6,f4,c3,e5 b:g7,d2,b4,a1,g1 hand:4,4 to:w",
    ],
    "moving": [
        "nine w:a7,d7,b6,f4,d2,c3,e4 b:g7,g1,a1,b4,d6,f2,d5 hand:0,0 to:w",
        "nine w:a7,g4,b6,f4,d2,c3,e4,c5 b:g7,g1,a1,b4,d6,f2,d5,e3 hand:0,0 to:b",
        "nine w:d7,a4,b6,f6,d2,c4,e3 b:g7,a1,b4,d6,f2,d5,e5,d1 hand:0,0 to:w",
    ],
    "flying": [
        "nine w:a7,d7,g4 b:g7,g1,a1,b4,d6,f2 hand:0,0 to:w",
        "nine w:a7,d7,g4 b:g7,g1,a1,b4,d6,f2 hand:0,0 to:b",
        "nine w:a7,d6,e4,c3 b:g7,g1,d5 hand:0,0 to:b",
    ],
}


# Positions from games of level 11 against itself (two random placements, then every eighth ply
# or so), to time the search on what it meets in play rather than on chosen positions.
GAME_POSITIONS = [
    "nine w:a1,a4,d1,g1,g4 b:b4,d2,g7 hand:4,5 to:b",
    "nine w:a1,a4,b6,c5,d1,d7,g1,g4 b:a7,b2,b4,d2,f2,f4,g7 hand:0,1 to:b quiet:3",
    "nine w:a4,c4,d1,d6,d7,g1,g4 b:a7,b2,b4,d2,d3,f4,f6,g7 hand:0,0 to:b quiet:3",
    "nine w:a4,c5,d2,d7,g1 b:a7,b2,b4,d3,d6,f2,f4,g7 hand:0,0 to:b quiet:3",
    "nine w:d1,d3,d6,d7,e5 b:a1,a7,g1,g7 hand:4,5 to:b quiet:9",
    "nine w:a4,d1,d2,d3,d6,d7,e4,e5 b:a1,a7,c4,d5,g1,g4,g7 hand:0,1 to:b quiet:6",
    "nine w:a4,d1,d2,d5,d6,d7,e3,e4 b:a1,a7,f4,g1 hand:0,0 to:b",
    "nine w:c4,d3,d5,d6,g1 b:c3,c5,d7,e5 hand:4,5 to:b quiet:9",
    "nine w:a4,c4,d1,d2,d3,d5,d6,g1 b:a1,c3,c5,d7,e3,e4,e5 hand:0,1 to:b quiet:2",
    "nine w:b2,b4,b6,c4,d1,d3,d5 b:a1,c3,c5,d7,e3,e5,g4 hand:0,0 to:b",
    "nine w:b2,b4,b6,c4,d1,d3,d5 b:c3,c5,e5,g7 hand:0,0 to:b",
    "nine w:b4,c3,c5,d2,d6 b:b2,c4,f4,f6 hand:4,5 to:b quiet:9",
    "nine w:b4,c3,c5,d2,d6,e3,f2,g4,g7 b:b2,c4,d1,d3,d5,e4,f4,f6 hand:0,1 to:b quiet:17",
    "nine w:b4,c3,c5,d2,d6,d7,e3,f4,g4 b:a7,b2,c4,d1,d3,d5,e4,f6,g7 hand:0,0 to:b quiet:25",
    "nine w:a4,b6,c3,c5,d1,d7,e3,f2,g4 b:a7,b4,d2,d3,d5,e4,f4,g1,g7 hand:0,0 to:b quiet:33",
    "nine w:a4,c3,d1,d2,d5,d7,e3,f6,g4 b:a7,b4,c4,d3,d6,e4,f4,g1,g7 hand:0,0 to:b quiet:45",
    "nine w:a7,c4,d6,d7,g7 b:a4,b4,d2 hand:4,5 to:b",
    "nine w:a7,b6,c3,c4,c5,d6,d7,f2,g7 b:a4,b4,d2,d5,e5,g4 hand:0,1 to:b",
    "nine w:a7,b6,c5,d7,f2,f6,g7 b:a4,b4,d2,d5,e4,f4,g4 hand:0,0 to:b quiet:1",
    "nine w:b4,b6,d6,e5,f6 b:b2,d5,f4 hand:4,5 to:b",
    "nine w:a1,b4,b6,d2,d6,e5,f6,g4 b:a7,b2,d3,d5,d7,f4,g7 hand:0,1 to:b quiet:3",
    "nine w:a4,b6,c4,d6,e4,f2,f6,g4 b:a7,b4,c5,d1,d7,e3,f4,g7 hand:0,0 to:b quiet:11",
    "nine w:a4,b6,c4,d6,e4,f2,f6,g4 b:a7,b4,c3,d2,d5,d7,f4,g7 hand:0,0 to:b quiet:19",
    "nine w:a4,b6,d3,d6,e4,f2,f6,g4 b:a7,b4,d2,d5,d7,e3,f4,g7 hand:0,0 to:b quiet:31",
]


#: issue 46's Done-when: two threads against one at the same time a move score at least this
GOAL = 0.6


def load() -> str:
    """The load averages (1, 5, 15 minutes), as ``uptime`` prints them."""
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def score_line(points: float, games: int, results: list[float]) -> str:
    """The share of the points, two standard errors either side, and the Elo difference."""
    share = points / games
    spread = statistics.pstdev(results) if len(results) > 1 else 0.0
    error = 2 * spread / math.sqrt(games)
    clamped = min(max(share, 0.5 / games), 1 - 0.5 / games)
    elo = -400 * math.log10(1 / clamped - 1)
    return f"{100 * share:.1f}% +- {100 * error:.1f}% of the points (about {elo:+.0f} Elo)"


def run(
    kind: str, seconds: float, threads: int = 1, clock: str = "wall"
) -> dict[str, tuple[float, float]]:
    """Prints each phase's rate and depths; returns each phase's mean nodes per second (of the
    budget's clock) and per CPU second of all threads."""
    out = {}
    for phase, texts in POSITIONS.items():
        rates = []
        cpu_rates = []
        depths = []
        for text in texts:
            state = mill.parse_position(text)
            cfg = config_from_rules(state.rules)
            if kind == "native":
                searcher: NativeSearcher | Searcher = NativeSearcher(
                    cfg, threads=threads, clock=clock
                )
            else:
                searcher = Searcher(cfg)
            t0 = time.perf_counter() if clock == "wall" else time.thread_time()
            c0 = time.process_time()
            searcher.think(pos_from_state(state), seconds)
            took = (time.perf_counter() if clock == "wall" else time.thread_time()) - t0
            took = max(took, 1e-6)
            cpu = max(time.process_time() - c0, 1e-6)
            rates.append(searcher.nodes / took)
            cpu_rates.append(searcher.nodes / cpu)
            depths.append(searcher.depth_reached)
        out[phase] = (statistics.mean(rates), statistics.mean(cpu_rates))
        label = f"{kind} x{threads}" if kind == "native" else kind
        print(
            f"{label:10} {phase:8}: {statistics.mean(rates) / 1e6:6.2f} M nodes/s {clock} "
            f"({statistics.mean(cpu_rates) / 1e6:.2f} M per CPU second), depth "
            f"{', '.join(map(str, depths))} (mean {statistics.mean(depths):.1f}) at {seconds} s",
            flush=True,
        )
    return out


def top_searcher(cfg: Config, threads: int) -> NativeSearcher:
    """The top level's native search (late move reductions on), on the CPU clock, fresh."""
    searcher = NativeSearcher(cfg, contempt=TOP.contempt, threads=threads, clock="cpu")
    searcher.set_reductions(TOP.reductions)
    return searcher


def played_positions(preset: str, games: int, seed: int) -> list[str]:
    """Positions of ``preset`` met in play: ``games`` games of the top level's search at a fixed
    depth of 6 (one thread: the same positions every run) from two random plies, every fifth ply
    from the fourth."""
    rules = mill.MillRules.preset(preset)
    spec = replace(LEVELS[MAX_LEVEL], floor=0, depth=6)
    texts: list[str] = []
    for g in range(games):
        rng = random.Random(seed * 7919 + g)
        state = mill.new_game(rules)
        for _ in range(2):
            state = state.play(rng.choice(state.legal_moves()))
        player = MillPlayer(MAX_LEVEL, random.Random(g), 60.0, spec=spec, threads=1, clock="cpu")
        ply = 2
        while state.outcome() is None and ply < 120:
            if ply % 5 == 4:
                texts.append(state.position())
            state = state.play(player(state, lambda: False))
            ply += 1
    return texts


def cleared(searchers: dict[int, NativeSearcher], pos: Pos, threads: int) -> time_to_depth.Think:
    """The searcher on ``threads`` threads with its table cleared, made ready to think on
    ``pos`` (``time_to_depth.Fresh``)."""
    searcher = searchers[threads]
    searcher.engine.clear()

    def think(seconds: float, max_depth: int | None) -> int:
        searcher.think(pos, seconds, max_depth=64 if max_depth is None else max_depth)
        return searcher.depth_reached

    return think


def depths(seconds: float, threads: int, repeat: int, preset: str = "nine") -> None:
    """Depth at equal time and time to depth, 1 thread against ``threads`` (``--depths``), each
    measured ``repeat`` times a position (a search on several threads varies from run to run).
    ``preset``: other rules than Nine Men's Morris are timed on positions from play."""
    if preset == "nine":
        texts = [t for group in POSITIONS.values() for t in group] + GAME_POSITIONS
    else:
        texts = played_positions(preset, 4, 1)
    print(
        f"depth at {seconds} s a position and time to that depth, 1 and {threads} threads, "
        f"{len(texts)} positions (those one thread searches under 6 plies left out), "
        f"{repeat} runs each, CPU clock (load {load()})",
        flush=True,
    )
    races: list[time_to_depth.Race] = []
    # one searcher per thread count, its table cleared before each think: a fresh one's table
    # is mapped page by page as the search first touches it, which at 0.01 s costs about as
    # much as the search (a player's searcher lives from move to move and pays it once)
    searchers: dict[int, NativeSearcher] = {}
    for text in texts:
        state = mill.parse_position(text)
        cfg = config_from_rules(state.rules)
        pos = pos_from_state(state)
        for n in (1, threads):
            if n not in searchers or searchers[n].cfg != cfg:
                searchers[n] = top_searcher(cfg, n)
        fresh = partial(cleared, searchers, pos)
        raced = time_to_depth.race(fresh, threads, seconds, repeat, shallowest=6)
        if raced is not None:
            races.append(raced)
            print(f"  {text}: {raced.line()}", flush=True)
    print(time_to_depth.summary(races, seconds, load()))


def match_game(
    g: int,
    seconds: float,
    threads: int,
    seed: int,
    clock: str,
    odds: float = 1.0,
    floor: bool = False,
    preset: str = "nine",
) -> tuple[float, str, float, float]:
    """Game ``g`` of the match: the points of the side on ``threads`` threads (``odds`` times
    the time of the other), its line, and that side's CPU seconds on the thinking thread and on
    its helpers (``share``). ``floor``: keep the top level's floor of nodes (see the module's
    docstring)."""
    rules = mill.MillRules.preset(preset)
    rng = random.Random(seed * 7919 + g // 2)
    colour = g % 2  # the side on several threads
    state = mill.new_game(rules)
    for _ in range(2):
        state = state.play(rng.choice(state.legal_moves()))
    spec = None if floor else replace(LEVELS[MAX_LEVEL], floor=0)
    many = MillPlayer(
        MAX_LEVEL, random.Random(g), seconds * odds, spec=spec, threads=threads, clock=clock
    )
    one = MillPlayer(
        MAX_LEVEL, random.Random(g + 10_000), seconds, spec=spec, threads=1, clock=clock
    )
    # each side's CPU seconds on the thinking thread and on the process's other threads (the
    # helpers, and the background builds of the flying and endgame tables: the one-thread side's
    # count is those builds' alone)
    cpu = {colour: [0.0, 0.0], 1 - colour: [0.0, 0.0]}
    while state.outcome() is None:
        player = many if state.to_move == colour else one
        t0, w0 = time.thread_time(), time.process_time()
        move = player(state, lambda: False)
        own = time.thread_time() - t0
        cpu[state.to_move][0] += own
        cpu[state.to_move][1] += max(time.process_time() - w0 - own, 0.0)
        state = state.play(move)
    outcome = state.outcome()
    assert outcome is not None
    result = outcome.result_for(colour)
    key = "win" if result == 1 else "draw" if result == 0.5 else "loss"
    side = "white" if colour == 0 else "black"
    line = f"game {g + 1}: {threads} threads {side} {key} ({outcome.reason.value})"
    return result, line, *cpu[colour], *cpu[1 - colour]


def _match_game(
    job: tuple[int, float, int, int, str, float, bool, str],
) -> tuple[float, str, float, float, float, float]:
    return match_game(*job)


def share(main_cpu: float, helper_cpu: float, threads: int, background: float = 0.0) -> str:
    """The CPU time the helpers of the side on ``threads`` threads got, per helper, over its
    thinking thread's: about 1 when every helper had a core of its own all along (a quiet
    machine, or the CPU clock); below 1 a helper waited for a core while the thinking thread's
    budget ran, and the threads counted for less than they would on free cores. ``background``:
    the CPU of the process's other threads per CPU second of thinking without helpers (the
    tables built in the background), taken off."""
    if threads < 2 or main_cpu <= 0:
        return "no helpers"
    each = (helper_cpu / main_cpu - background) / (threads - 1)
    return f"each helper's CPU {each:.2f}x the thinking thread's"


class Verdict(NamedTuple):
    """A match's summary: its line (``verdict``), the time a move, the score and the bar's low
    end (shares of the points)."""

    line: str
    seconds: float
    score: float
    low: float


def verdict(
    label: str, results: list[float], seconds: float, clock: str, helpers: str, odds: float = 1.0
) -> Verdict:
    """The summary line of a match (issue 46's Done-when: two threads against one at the same
    time a move score at least 60%): the score, its bar (two standard errors), the Elo, whether
    the goal is met by the bar's low end, by the score only or not, the clock, the helpers'
    share of the CPU and the load. A match with odds (``--odds``) is an upper bound, not the
    goal: it says so."""
    games = len(results)
    points = sum(results)
    mean = points / games
    error = 2 * statistics.pstdev(results) / math.sqrt(games) if games > 1 else 0.0
    clamped = min(max(mean, 0.5 / games), 1 - 0.5 / games)
    elo = -400 * math.log10(1 / clamped - 1)
    if odds != 1.0:
        goal = f"{odds:g}x the time: not the goal's match (an upper bound)"
    elif mean - error >= GOAL:
        goal = f"goal {100 * GOAL:.0f}% met (the whole bar)"
    elif mean >= GOAL:
        goal = f"goal {100 * GOAL:.0f}% met by the score, not by the bar"
    else:
        goal = f"goal {100 * GOAL:.0f}% not met"
    wins, draws = results.count(1.0), results.count(0.5)
    line = (
        f"SUMMARY {label} at {seconds:g} s a move: {100 * mean:.1f}% +- {100 * error:.1f}% "
        f"(bar {100 * (mean - error):.1f}-{100 * (mean + error):.1f}%), {elo:+.0f} Elo, "
        f"{games} games ({wins} won, {draws} drawn, {games - wins - draws} lost); {goal}; "
        f"{clock} clock; {helpers}; load {load()}"
    )
    return Verdict(line, seconds, mean, mean - error)


def longest(verdicts: list[Verdict], odds: float) -> str:
    """The last line of a ``--times`` run: the longest time a move at which the threads reach
    the goal, by the score and by the bar's low end (matches with odds are no goal's)."""
    if odds != 1.0:
        return "SUMMARY with odds: an upper bound at each time, no goal"
    by_score = [v.seconds for v in verdicts if v.score >= GOAL]
    by_bar = [v.seconds for v in verdicts if v.low >= GOAL]
    return (
        f"SUMMARY the longest time a move at which the threads score {100 * GOAL:.0f}%: "
        f"{f'{max(by_score):g} s' if by_score else 'none'} by the score, "
        f"{f'{max(by_bar):g} s' if by_bar else 'none'} by the whole bar "
        f"(of {', '.join(f'{v.seconds:g}' for v in verdicts)} s)"
    )


def match(
    games: int,
    seconds: float,
    threads: int,
    seed: int,
    clock: str,
    jobs: int,
    odds: float = 1.0,
    floor: bool = False,
    preset: str = "nine",
) -> Verdict:
    """The top level on ``threads`` threads against itself on one, at the same time a move
    (``odds`` times it for the side on ``threads``); the games in ``jobs`` processes at once
    (they are independent). Returns its summary (``verdict``)."""
    print(
        f"{preset}: level {MAX_LEVEL} on {threads} threads ({seconds * odds:g} s a move) vs 1 "
        f"thread ({seconds:g} s a move), {clock} clock, the floor of nodes "
        f"{'on' if floor else 'off'}, {games} games in {jobs} processes, seed {seed} "
        f"(load {load()})",
        flush=True,
    )
    results: list[float] = []
    cpu = [0.0, 0.0, 0.0, 0.0]  # thinking and other threads, the N side's, then the other's
    started = time.time()
    work = [(g, seconds, threads, seed, clock, odds, floor, preset) for g in range(games)]

    def record(result: float, line: str, *seconds: float) -> None:
        results.append(result)
        for k, x in enumerate(seconds):
            cpu[k] += x
        print(f"  {line}; points {sum(results):g}/{len(results)}", flush=True)

    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for outcome in pool.imap_unordered(_match_game, work):
                record(*outcome)
    else:
        for job in work:
            record(*_match_game(job))
    tally = {k: sum(1 for r in results if r == v) for k, v in (("win", 1), ("draw", 0.5))}
    print(
        f"{preset}, {threads} threads ({seconds * odds:g} s a move) vs 1 ({seconds:g} s a move): "
        f"{tally['win']} wins, {tally['draw']} draws, "
        f"{games - tally['win'] - tally['draw']} losses of {games}: "
        f"{score_line(sum(results), games, results)} "
        f"({time.time() - started:.0f} s; {clock} clock; load {load()})"
    )
    label = f"{preset}, {threads} threads vs 1 (seed {seed})"
    background = cpu[3] / cpu[2] if cpu[2] > 0 else 0.0
    helpers = share(cpu[0], cpu[1], threads, background)
    return verdict(label, results, seconds, clock, helpers, odds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time", type=float, default=1.0)
    parser.add_argument("--threads", type=int, default=default_threads())
    parser.add_argument("--pure", action="store_true", help="also time the pure-Python search")
    parser.add_argument("--match", type=int, default=0, metavar="GAMES")
    parser.add_argument(
        "--times", default="", metavar="T,T,...", help="--match: one match a time a move"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clock", choices=CLOCKS, default="wall")
    parser.add_argument("--jobs", type=int, default=1, help="--match: games at once")
    parser.add_argument("--odds", type=float, default=1.0, help="--match: the N side's time x")
    parser.add_argument("--depths", action="store_true", help="depth and time to depth")
    parser.add_argument("--repeat", type=int, default=3, help="--depths: runs a position")
    parser.add_argument("--floor", action="store_true", help="--match: the top's node floor on")
    parser.add_argument(
        "--preset", default="nine", choices=mill.PRESETS, help="--match, --depths: rules"
    )
    args = parser.parse_args()
    if args.match:
        times = [float(t) for t in args.times.split(",")] if args.times else [args.time]
        verdicts = [
            match(
                args.match,
                seconds,
                args.threads,
                args.seed,
                args.clock,
                args.jobs,
                args.odds,
                args.floor,
                args.preset,
            )
            for seconds in times
        ]
        print("\n".join([v.line for v in verdicts] + [longest(verdicts, args.odds)]))
        return
    if args.depths:
        depths(args.time, args.threads, args.repeat, args.preset)
        return
    if available():
        print(f"load average before: {load()}; budgets on the {args.clock} clock")
        one = run("native", args.time, 1, args.clock)
        many = run("native", args.time, args.threads, args.clock)
        for phase in one:
            free = args.threads * many[phase][1] / one[phase][1]
            print(
                f"{args.threads} threads over 1, {phase}: {many[phase][0] / one[phase][0]:.2f}x "
                f"the nodes per second ({args.clock} clock); on {args.threads} free cores "
                f"{free:.2f}x (from the rates per CPU second)"
            )
        print(f"load average after: {load()}")
    else:
        print("native core not built: pure Python only")
    if args.pure or not available():
        run("pure", args.time)


if __name__ == "__main__":
    main()
