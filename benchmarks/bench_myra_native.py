"""Myra's native core: nodes per second and the depth reached in a fixed time, 2 and 3 players.

    .venv/bin/python benchmarks/bench_myra_native.py [--time 1.0] [--positions 4] [--fixed]
        [--threads N] [--clock wall|cpu]
    .venv/bin/python benchmarks/bench_myra_native.py --match GAMES [--time T | --times T,T,...] \
        [--threads N] [--clock C] [--odds X] [--seed S] [--until HH:MM]
    .venv/bin/python benchmarks/bench_myra_native.py --depths [--time T] [--threads N] \
        [--positions P] [--repeat R]

Positions come from seeded games of the native core against itself at depth 2 (deterministic):
the opening (ply 6), the mid-game (ply 50) and the endgame (ply 50 with most troops of every
side taken off, queens and a few soldiers left). For each position the top level's search
thinks for ``--time`` seconds; printed per phase: the depth of the last finished iteration
(mean and min) in that much CPU time (what one quiet core reaches) and in that much wall time
(what this machine gave now), and nodes per second of CPU and of wall time. Goals on a quiet
machine: at least 1 M nodes per second, depth 6 or more in two-player mid-games and 4 or more
with three players. Every phase is measured on one thread and on N (``--threads``, default one
per core: the search's Lazy SMP), with the speed-up in nodes per wall-clock second of N threads
over one (goal: at least 1.8 with two threads) and the load average (a loaded machine gives the
threads less than a core each), and the speed-up N free cores would give: N times the ratio of
the nodes per CPU second of N threads and of one (the threads' sharing of the table, the memory
and the caches counted, the other programs' share of the cores not). ``--clock cpu``: the thinks'
budgets count each search thread's own CPU time (the core's CPU clock), so a loaded machine
gives every think what a quiet core would; "wall" figures are then per second of that clock.

With ``--fixed`` each position is searched to a fixed depth per phase instead (``FIXED``), and
the figures are the nodes and the CPU time summed per phase, and a fingerprint of the searches'
node counts, scores and root orders: a speed-up that leaves the search as it was (a refactor)
keeps the fingerprint and the node counts, so it can be measured node for node against the
build before it, in the same minute. The fixed searches and the self-play that makes the
positions run on one thread: only one thread is node for node repeatable.

``--match GAMES``: two-player games of the top level's native search on N threads against it on
one, T seconds a move each (``--odds X``: X times T for the N side; with ``--threads 1 --odds 2``
what twice the time is worth, the most a second thread could give), in pairs from the same
opening (two random plies, each side A once), a game drawn after ``CAP`` plies; prints every
game and the N side's score with its error bar (two standard errors of the mean points a game),
and ends with ``bench_mill_native``'s ``SUMMARY`` line (the goal of 60%, the clock, each helper's
share of the CPU, the load; ``--times``: one match a time and the longest time reaching 60%;
``--until HH:MM``: no new pair of games after that hour, UTC, the summary over the pairs played).

``--depths``: what the helpers add, free of the load and of the games' luck: on two-player
positions from self-play (P games, plies 20, 40 and 60), each searched afresh R times, the depth
reached at T seconds on the CPU clock with 1 and N threads, the main thread's CPU time to finish
the depth one thread reaches in T, and all threads' CPU time to it (geometric means of the
ratios over the positions; ``time_to_depth.py``, measured as ``bench_mill_native.py``'s).
Measured for issue 46 (stop 55): ``--match 200 --threads 2 --clock cpu`` and beside it
``--threads 1 --odds 2`` (twice the time), ``nice -n 5``, on 2 cores shared with two other
engineers' matches (load 3 at 06:36, 12-16 from 06:50 to 07:45, 6 at 07:57); runs were cut by
hand or by ``--until`` at a fixed hour, whatever their score, over whole pairs. Each helper's CPU
was 0.96-0.98x the thinking thread's in every two-thread match: the CPU clock was fair to the
threads at that load.

    time  two threads against one                          one thread, twice the time
    0.01  seed 46: 68.8% +- 14.4% of 40 (27 W 1 D 12 L)     seed 46: 82.5% +- 12.0% of 40
          seed 47: 71.5% +- 10.5% of 72 (51 W 1 D 20 L)     (33 W 0 D 7 L), 938 s, load 14
          both: 70.5% +- 8.5% of 112 (bar 62.0-79.1%)
          (791 s and 832 s, load 15 and 12 -> 6)
    0.02  seed 46: 80.1% +- 9.6% of 68 (54 W 1 D 13 L;      seed 46: 76.2% +- 13.2% of 40
          bar 70.6-89.7%), 30 min, load 3 -> 15            (30 W 1 D 9 L), 29 min
    0.05  seed 46: 59.7% +- 11.4% of 72 (42 W 2 D 28 L)     seed 46: 58.7% +- 14.2% of 46
          seed 47: 56.0% +- 15.1% of 42 (23 W 1 D 18 L)     (26 W 2 D 18 L), 4791 s
          both: 58.3% +- 9.1% of 114 (bar 49.2-67.4%)
          (4863 s and 3070 s, load 3 -> 16 -> 4)

So two threads against one at the same time a move score 60% with the whole bar above it at
0.01 s (both seeds together, and seed 47 alone: its SUMMARY says "goal 60% met (the whole bar)")
and at 0.02 s, the longest time shown; at 0.05 s they score 58%, as much as twice the time
(59%): there more time is worth little in Myra too, and no second thread can reach 60%. At 0.02
and 0.05 s two threads gave what twice the time gave; at 0.01 s less (70.5% against 82.5%, 1.6
standard errors apart: a hint, not a finding). Time to depth (``--depths --positions 6 --repeat
3``, load 4-17) is 1.45-1.62x one thread's at 0.01-0.02 s, with 1.16-1.34x its CPU, against
1.77-1.80x with 1.12-1.17x at 0.05 s: at the shortest times the threads duplicate more of the
shallow iterations. Not the threads' start: a helper is started at each think, yet two threads
searched 1.76x one thread's nodes a think at 0.01 s (1.40x at 0.0005 s) in the same CPU time of
the thinking thread (0.55 against 0.60 ms at 0.0005 s), so a pool kept between thinks would gain
little. A helper behind the main thread's depth (a third of their iterations at 0.02 s began
below it) jumping to that depth changed time to depth within the noise at this load (1.60 and
1.73x against 1.56-1.62x at 0.01 s) and was not kept. Before (stop 54): 52.8% +- 16.2% of 36 at
0.05 s (seed 11), and at 0.1 s 37.5% +- 21.1% of 20 (wall clock) and 60% +- 31% of 10 (CPU clock).
"""

from __future__ import annotations

import argparse
import hashlib
import math
import os
import random
import statistics
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_mill_native
import time_to_depth

from morra_suite.ai.myra import native
from morra_suite.ai.myra.engine import pos_from_state, to_lib
from morra_suite.ai.myra.player import MARGIN, SHARE
from morra_suite.ai.search_threads import CLOCKS, default_threads
from morra_suite.games import myra


def self_play(players: int, seed: int, plies: int) -> myra.MyraState:
    """``plies`` moves of the core against itself at depth 2 (a random first move per seed)."""
    rng = random.Random(seed)
    state = myra.new_game(players=players)
    state = state.play(rng.choice(state.legal_moves()))
    search = native.NativeSearch(tt_bits=16, threads=1)
    for _ in range(plies - 1):
        _, scored = search.think(state, 60.0, 2)
        nxt = state.play(to_lib(pos_from_state(state), scored[0][0]))
        if nxt.outcome() is not None:
            break
        state = nxt
    return state


def endgame(state: myra.MyraState, keep: int = 3) -> myra.MyraState:
    """The position with every side down to its queen and its ``keep`` smallest pieces."""
    cells = list(state.cells)
    for p in state.alive_players:
        mine = sorted(
            (h for h, c in enumerate(cells) if c and c >> 3 == p and c & 7 != 7),
            key=lambda h: (cells[h] & 7, h),
        )
        for h in mine[keep:]:
            cells[h] = 0
    reserves = tuple(min(r, 3) for r in state.reserves)
    return myra.MyraState(state.num_players, tuple(cells), state.to_move, reserves, 0, state.rules)


def measure(
    state: myra.MyraState, seconds: float, threads: int, clock: str = "wall"
) -> tuple[int, int, float, float]:
    """(depth in the wall-clock budget, depth in the same CPU time, nodes/s wall, nodes/s CPU)
    of the top level's think with ``seconds`` (the player keeps a margin for a busy machine).

    The second depth is what one quiet core reaches: the deepest iteration that a search limited
    to that depth (a fresh one each time, so it includes the shallower iterations) finishes in
    the budget's CPU time; on a machine where other jobs take turns on the cores, the wall-clock
    depth is lower."""
    budget = seconds * SHARE - MARGIN
    search = native.NativeSearch(threads=threads, clock=clock)
    # on the CPU clock, "wall" below is the think's own thread's CPU time: the budget's clock
    tick = time.perf_counter if clock == "wall" else time.thread_time
    wall, cpu = tick(), time.process_time()
    search.think(state, budget)
    wall, cpu = max(tick() - wall, 1e-6), max(time.process_time() - cpu, 1e-6)
    depth_wall, nps_wall, nps_cpu = search.depth, search.nodes / wall, search.nodes / cpu
    depth_cpu = 0
    for depth in range(1, 64 if threads == 1 else 1):  # one quiet core: one thread
        fixed = native.NativeSearch(threads=1)
        used = time.process_time()
        fixed.think(state, 600.0, depth)
        if time.process_time() - used > budget:
            break
        depth_cpu = fixed.depth
        if fixed.depth < depth:  # a forced result ended the deepening
            break
    return depth_wall, depth_cpu, nps_wall, nps_cpu


#: The depth of the ``--fixed`` searches per (players, phase): about a second of CPU a phase.
FIXED = {
    (2, "opening"): 6,
    (2, "mid-game"): 6,
    (2, "endgame"): 8,
    (3, "opening"): 5,
    (3, "mid-game"): 5,
    (3, "endgame"): 6,
}


def fixed_depth(players: int, phase: str, states: list[myra.MyraState]) -> str:
    """One line for a phase's fixed-depth searches: nodes, CPU time, nodes/s, fingerprint."""
    nodes, cpu, digest = 0, 0.0, hashlib.sha256()
    for state in states:
        search = native.NativeSearch(threads=1)
        used = time.process_time()
        score, scored = search.think(state, 600.0, FIXED[(players, phase)])
        cpu += time.process_time() - used
        nodes += search.nodes
        digest.update(repr((search.nodes, score, scored)).encode())
    return (
        f"{players} players, {phase:8s}: depth {FIXED[(players, phase)]}, {nodes:,} nodes in "
        f"{cpu:.3f} s CPU, nodes/s CPU {nodes / cpu:,.0f}; fingerprint {digest.hexdigest()[:12]}"
    )


def fresh(state: myra.MyraState, threads: int) -> time_to_depth.Think:
    """A new search on ``threads`` threads and the CPU clock, made ready to think on ``state``
    (``time_to_depth.Fresh``)."""
    search = native.NativeSearch(threads=threads, clock="cpu")

    def think(seconds: float, max_depth: int | None) -> int:
        search.think(state, seconds, 64 if max_depth is None else max_depth)
        return search.depth

    return think


def depths(seconds: float, threads: int, positions: int, repeat: int) -> None:
    """Depth at equal time and time to depth, one thread against ``threads`` (``--depths``), on
    two-player positions from self-play (``positions`` games, plies 20, 40 and 60), CPU clock,
    each think ``repeat`` times on a fresh search (a search on several threads varies from run
    to run): what the helpers add, free of the load and of the games' luck."""
    states = [self_play(2, 300 + k, plies) for k in range(positions) for plies in (20, 40, 60)]
    print(
        f"depth at {seconds:g} s a position (CPU clock) and time to that depth, 1 and {threads} "
        f"threads, {len(states)} positions, {repeat} runs each (load {load()})",
        flush=True,
    )
    races = [
        raced
        for state in states
        if (raced := time_to_depth.race(partial(fresh, state), threads, seconds, repeat, 3))
    ]
    print(time_to_depth.summary(races, seconds, load()))


CAP = 400  # plies after which a match game counts as drawn


class Side:
    """A match player: the native search on ``threads`` threads, ``seconds`` a move on
    ``clock``, every move its best (the top level's think, without the player's margins, which
    at short times would leave it no search). ``cpu``: the CPU seconds its thinks took on the
    thinking thread and on its helpers (``bench_mill_native.share``)."""

    def __init__(self, threads: int, seconds: float, clock: str) -> None:
        self.search = native.NativeSearch(threads=threads, clock=clock)
        self.seconds = seconds
        self.cpu = [0.0, 0.0]

    def __call__(self, state: myra.MyraState) -> object:
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        n = state.num_players
        seen = [native.key((cells, n, to_move, reserves, 0)) for cells, to_move, reserves in
                state.history]  # fmt: skip
        t0, w0 = time.thread_time(), time.process_time()
        _, scored = self.search.think(state, self.seconds, 64, None, seen)
        own = time.thread_time() - t0
        self.cpu[0] += own
        self.cpu[1] += max(time.process_time() - w0 - own, 0.0)
        return to_lib(pos_from_state(state), scored[0][0])


def match(
    games: int,
    seconds: float,
    threads: int,
    clock: str,
    odds: float,
    seed: int,
    until: float | None = None,
) -> bench_mill_native.Verdict:
    """The ``--match``: prints each game and the N-thread side's score; returns its summary
    (``bench_mill_native.verdict``). ``until``: a time (``time.time()``) after which no new pair
    of games starts, so a match cut at a fixed hour still ends with its summary, over whole
    pairs (each opening played from both seats)."""
    print(
        f"Myra, two players: the top's search on {threads} threads ({seconds * odds:g} s a move) "
        f"vs 1 thread ({seconds:g} s a move), {clock} clock, {games} games, seed {seed} "
        f"(load {load()})",
        flush=True,
    )
    results: list[float] = []
    cpu = [0.0, 0.0]
    started = time.time()
    for g in range(games):
        if until is not None and g and g % 2 == 0 and time.time() >= until:
            print(f"  stopped at the --until hour after {g} games", flush=True)
            break
        rng = random.Random(seed * 7919 + g // 2)
        state = myra.new_game(players=2)
        for _ in range(2):
            state = state.play(rng.choice(state.legal_moves()))
        seat = g % 2  # the N-thread side's
        sides = [Side(1, seconds, clock), Side(1, seconds, clock)]
        sides[seat] = Side(threads, seconds * odds, clock)
        plies = 0
        while state.outcome() is None and plies < CAP:
            state = state.play(sides[state.to_move](state))
            plies += 1
        cpu = [a + b for a, b in zip(cpu, sides[seat].cpu, strict=True)]
        outcome = state.outcome()
        winner = None if outcome is None else outcome.winner
        result = 0.5 if winner is None else (1.0 if winner == seat else 0.0)
        results.append(result)
        key = {1.0: "win", 0.5: "draw", 0.0: "loss"}[result]
        print(
            f"  game {g + 1}: {threads} threads {'AB'[seat]} {key} ({plies} plies); "
            f"points {sum(results):g}/{len(results)}",
            flush=True,
        )
    games = len(results)
    share = sum(results) / games
    error = 2 * statistics.pstdev(results) / math.sqrt(games) if games > 1 else 0.0
    wins = results.count(1.0)
    draws = results.count(0.5)
    print(
        f"{threads} threads ({seconds * odds:g} s a move) vs 1 ({seconds:g} s a move): {wins} "
        f"wins, {draws} draws, {games - wins - draws} losses of {games}: {100 * share:.1f}% +- "
        f"{100 * error:.1f}% of the points ({time.time() - started:.0f} s; {clock} clock; "
        f"load {load()})"
    )
    helpers = bench_mill_native.share(cpu[0], cpu[1], threads)
    label = f"Myra, {threads} threads vs 1 (seed {seed})"
    return bench_mill_native.verdict(label, results, seconds, clock, helpers, odds)


def load() -> str:
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def utc_hour(text: str) -> float:
    """``HH:MM`` (UTC) as the next such moment's ``time.time()`` (today's, or tomorrow's when
    it has passed)."""
    try:
        hours, minutes = (int(part) for part in text.split(":"))
    except ValueError:
        raise SystemExit(f"--until {text!r}: an hour as HH:MM (UTC)") from None
    now = time.time()
    moment = now - now % 86400 + hours * 3600 + minutes * 60
    return moment if moment > now else moment + 86400


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time", type=float, default=1.0, help="seconds a position")
    parser.add_argument("--positions", type=int, default=4, help="positions per phase")
    parser.add_argument(
        "--fixed", action="store_true", help="fixed depths per phase (FIXED), node for node"
    )
    parser.add_argument("--threads", type=int, default=default_threads())
    parser.add_argument("--clock", choices=CLOCKS, default="wall", help="the budgets' clock")
    parser.add_argument("--match", type=int, default=0, metavar="GAMES")
    parser.add_argument(
        "--depths", action="store_true", help="depth at --time and time to depth, 1 and N"
    )
    parser.add_argument("--repeat", type=int, default=2, help="--depths: runs a position")
    parser.add_argument(
        "--times", default="", metavar="T,T,...", help="--match: one match a time a move"
    )
    parser.add_argument("--odds", type=float, default=1.0, help="--match: the N side's time x")
    parser.add_argument("--seed", type=int, default=1, help="--match: the openings")
    parser.add_argument(
        "--until", default="", metavar="HH:MM", help="--match: no new pair after this UTC hour"
    )
    args = parser.parse_args()
    if not native.available():
        sys.exit("the native Myra core is not built (pip install -e . with a C compiler)")
    if args.depths:
        depths(args.time, args.threads, args.positions, args.repeat)
        return
    if args.match:
        times = [float(t) for t in args.times.split(",")] if args.times else [args.time]
        until = utc_hour(args.until) if args.until else None
        verdicts = [
            match(args.match, t, args.threads, args.clock, args.odds, args.seed, until)
            for t in times
            if until is None or time.time() < until  # a match cut at the hour has games
        ]
        lines = [v.line for v in verdicts] + [bench_mill_native.longest(verdicts, args.odds)]
        print("\n".join(lines))
        return
    print(f"load average before: {load()}; budgets on the {args.clock} clock", flush=True)
    for players in (2, 3):
        phases = {"opening": [], "mid-game": [], "endgame": []}
        for k in range(args.positions):
            phases["opening"].append(self_play(players, k, 6))
            mid = self_play(players, 100 + k, 50)
            phases["mid-game"].append(mid)
            phases["endgame"].append(endgame(mid))
        for phase, states in phases.items():
            if args.fixed:
                print(fixed_depth(players, phase, states), flush=True)
                continue
            rows = [measure(s, args.time, 1, args.clock) for s in states]
            wall = [r[0] for r in rows]
            cpu = [r[1] for r in rows]
            print(
                f"{players} players, {phase:8s}, 1 thread: depth in {args.time:.2f} s CPU mean "
                f"{statistics.mean(cpu):.1f} min {min(cpu)} (wall clock: mean "
                f"{statistics.mean(wall):.1f} min {min(wall)}); nodes/s CPU "
                f"{statistics.median(r[3] for r in rows):,.0f} (wall "
                f"{statistics.median(r[2] for r in rows):,.0f}); {len(rows)} positions",
                flush=True,
            )
            many = [measure(s, args.time, args.threads, args.clock) for s in states]
            one_rate = statistics.median(r[2] for r in rows)
            many_rate = statistics.median(r[2] for r in many)
            one_cpu = statistics.median(r[3] for r in rows)
            many_cpu = statistics.median(r[3] for r in many)
            print(
                f"{players} players, {phase:8s}, {args.threads} threads: depth (wall clock) "
                f"mean {statistics.mean(r[0] for r in many):.1f} min {min(r[0] for r in many)}; "
                f"nodes/s wall {many_rate:,.0f} = {many_rate / one_rate:.2f}x one thread's; "
                f"on {args.threads} free cores {args.threads * many_cpu / one_cpu:.2f}x "
                f"(from the nodes per CPU second) (load {load()})",
                flush=True,
            )


if __name__ == "__main__":
    main()
