"""The level ladder of the mill computer player: each level against the one or two below it.

    .venv/bin/python benchmarks/bench_mill_ladder.py [--games N] [--scale S] [--preset nine]
    .venv/bin/python benchmarks/bench_mill_ladder.py --elo [--games N] [--top-games M]
        [--budget-games B] [--levels 1,2,... | --pairs 12:13,...] [--scale S] [--threads T]
        [--clock cpu] [--jobs J] [--results FILE [--also FILE2 ...] [--first G] [--table]]

For every level L from 3 up, N games of L against L-2 (colours alternate); each game starts
after one random placement per side, so that two deterministic levels do not replay one game.
``--scale`` multiplies every level's time budget (0.25 runs four times faster; the levels with a
depth or node budget lose nothing). Prints wins/draws/losses and the share of games won by the
higher level; the target is at least 70%.

``--elo`` calibrates the ladder: N games of every level L against L + 1 (B for the pairs whose
upper level has a node budget, M for the pair whose upper level thinks by the clock, the top:
the slow ones), then each level's Elo, level 1 at 0, with its 95% error bar (``ladder_elo``).
The goal: rising at every step, adjacent gaps from 100 to 250 Elo, each gap larger than its
error bar. ``--levels`` names the lower levels of the adjacent pairs to play, ``--pairs`` any
pairs (default: every adjacent pair). ``--jobs`` plays that many chunks of games at once (one
process each; a pair's games are split into chunks, so one slow pair uses every job).

``--results FILE`` keeps every game's result in a small JSON file (``ladder_elo.Store``), by
what the pair's games depend on: both levels' settings (the top's with its ``Settings``), the
clock, the threads, the time scale, the rules and the seed, not the level numbers. A run plays
only the games not stored yet and prints the whole table from the stored and the new games,
so the ladder is calibrated in parts, a pair whose levels kept their settings keeps its games
when the ladder is renumbered, and a run cut short loses only the games under way. ``--first G``
numbers a run's games from G (a second run beside a first, on other games, in another file);
``--also FILE2`` reads another run's file in (and writes it into FILE); ``--table`` plays
nothing and prints the table. Delete the file after a change to the search itself.

``--clock cpu``: every budget counts each search thread's own CPU time (``MillPlayer``'s
``clock``), so the top level thinks its second as on a quiet machine however loaded this one
is (the levels below search to a depth or a node budget and play the same by either clock; the
clock only caps them). Every level searches on ``--threads`` threads (default 1: node for node
repeatable; the app's top level uses every core). The load average is printed with every
chunk: with the CPU clock it changes how long a run takes, not its games.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ladder_elo import Store, chunks, load, pair_line, print_ladder

from morra_suite.ai.mill import LEVELS, MAX_LEVEL, MillPlayer
from morra_suite.ai.mill.native import CLOCKS
from morra_suite.ai.mill.player import TOP
from morra_suite.games import mill


def play(rules, players, rng: random.Random) -> mill.MillState:
    state = mill.new_game(rules)
    for _ in range(2):  # one random placement each: a different game every time
        state = state.play(rng.choice(state.legal_moves()))
    while state.outcome() is None:
        state = state.play(players[state.to_move](state, lambda: False))
    return state


def pair(
    rules,
    low: int,
    high: int,
    games: list[int],
    scale: float,
    seed: int,
    threads: int = 1,
    clock: str = "wall",
) -> dict[int, float]:
    """The higher level's result (1, 1/2, 0) against the lower one of each game numbered in
    ``games``: game g opens from opening g // 2 (one random placement each, the same for every
    pair), the higher level playing white in the even games, so each opening is played from
    both sides."""
    results = {}
    for g in games:
        colour = g % 2
        opening = random.Random(f"{seed}:{g // 2}")
        # the levels' own budgets, as the app gives them (scaled: a time given, not stretched)
        hp = MillPlayer(high, random.Random(g), _seconds(high, scale), threads=threads, clock=clock)
        lp = MillPlayer(
            low, random.Random(g + 5000), _seconds(low, scale), threads=threads, clock=clock
        )
        players = (hp, lp) if colour == 0 else (lp, hp)
        outcome = play(rules, players, opening).outcome()
        assert outcome is not None
        results[g] = outcome.result_for(colour)
    return results


def _seconds(level: int, scale: float) -> float | None:
    return None if scale == 1 else LEVELS[level].seconds * scale


def by_clock(level: int) -> bool:
    """Whether the level thinks by the clock (the top: no node budget, no depth it reaches)."""
    return LEVELS[level].by_clock


def games_of(args, high: int) -> int:
    """The games of the pair whose upper level is ``high``: fewer for the slow ones."""
    if by_clock(high):
        return args.top_games
    return args.budget_games if LEVELS[high].nodes and args.budget_games else args.games


def level_key(level: int, scale: float = 1.0) -> str:
    """What decides a level's play: its settings, and the top's (the level on the clock, which
    alone reads the opening book and the reductions of ``TOP``) its ``Settings`` too, those it
    plays with at its time a move (``Settings.at``: at 1 s the same key as before the short
    settings)."""
    spec = repr(LEVELS[level])
    if level != MAX_LEVEL:
        return spec
    return f"{spec} {TOP.at(LEVELS[level].seconds * scale)!r}"


def pair_key(args, low: int, high: int) -> str:
    """A pair's key in the results file: everything its games depend on but the level numbers
    (so a renumbered ladder finds the games of the pairs whose levels kept their settings). The
    search itself is not in it: a file made before a change to the search is to be deleted."""
    return (
        f"{args.preset} | {level_key(low, args.scale)} | {level_key(high, args.scale)} | "
        f"{args.clock} clock | "
        f"{args.threads} thread(s) | time x{args.scale} | seed {args.seed}"
    )


def _play_chunk(job: tuple) -> tuple[str, int, int, dict[int, float], float, float]:
    key, preset, low, high, games, scale, seed, threads, clock = job
    started, cpu = time.time(), time.process_time()
    rules = mill.MillRules.preset(preset)
    results = pair(rules, low, high, games, scale, seed, threads, clock)
    return key, low, high, results, time.time() - started, time.process_time() - cpu


def pairs_asked(args) -> list[tuple[int, int]]:
    """The pairs to play: ``--pairs low:high,...``, else ``--levels`` (the lower levels of
    adjacent pairs), else every adjacent pair."""
    if args.pairs:
        asked = [tuple(int(x) for x in p.split(":")) for p in args.pairs.split(",")]
        for p in asked:
            if len(p) != 2 or not 1 <= p[0] < p[1] <= MAX_LEVEL:
                raise SystemExit(
                    f"--pairs {args.pairs!r}: low:high with 1 <= low < high <= {MAX_LEVEL}"
                )
        return [(p[0], p[1]) for p in asked]
    lows = [int(x) for x in args.levels.split(",")] if args.levels else range(1, MAX_LEVEL)
    return [(low, low + 1) for low in lows]


def calibrate(args, rules) -> None:
    store = Store(args.results)
    for extra in args.also:
        store.merge(Store(extra))
    if args.also:
        for low in range(1, MAX_LEVEL):  # today's numbers on today's pairs
            entry = store.pairs.get(pair_key(args, low, low + 1))
            if entry is not None:
                entry.update(low=low, high=low + 1)
        store.save()  # one file with every run's games
    if args.table:
        print_ladder(ladder_games(args, store), MAX_LEVEL)
        return
    pairs = pairs_asked(args)
    print(
        f"{rules.title}: Elo of the levels by matches of pairs of levels ({args.games} games, "
        f"{args.budget_games or args.games} where the upper level has a node budget, "
        f"{args.top_games} against the top), time x{args.scale}, {args.clock} clock, "
        f"{args.threads} search thread(s) each, {args.jobs} process(es), load {load()}"
        + (f", results in {args.results}" if args.results else ""),
        flush=True,
    )
    queues = []
    for low, high in sorted(pairs, key=lambda p: -LEVELS[p[1]].depth):  # the slow pairs first
        key = pair_key(args, low, high)
        stored = store.games(key)
        wanted = range(args.first, args.first + games_of(args, high))
        missing = [g for g in wanted if g not in stored]
        # a slow pair writes its games more often
        size = args.chunk or (2 if by_clock(high) else 10)
        queue = [
            (key, args.preset, low, high, part, args.scale, args.seed, args.threads, args.clock)
            for part in chunks(missing, size)
        ]
        queues.append(queue)
        if stored:
            print(f"level {high} vs {low}: {len(stored)} game(s) stored, {len(missing)} to play")
    # the pairs' chunks in turn, so that every pair's score takes shape at once
    jobs = [q[i] for i in range(max(map(len, queues), default=0)) for q in queues if i < len(q)]
    left = {pair_key(args, low, high): 0 for low, high in pairs}
    for job in jobs:
        left[job[0]] += 1
    if jobs:
        with multiprocessing.Pool(min(args.jobs, len(jobs))) as pool:
            for key, low, high, results, seconds, cpu in pool.imap_unordered(_play_chunk, jobs):
                about = {
                    "low": low,
                    "high": high,
                    "clock": args.clock,
                    "loads": [*store.pairs.get(key, {}).get("loads", []), load().split(",")[0]],
                }
                store.add(key, about, results)
                left[key] -= 1
                games = store.games(key)
                scores = [games[g] for g in sorted(games)]
                print(
                    f"  level {high} vs {low}: games {min(results)}-{max(results)} "
                    f"{sorted(results.values())} in {seconds:.0f} s ({cpu:.0f} s CPU), "
                    f"load {load()}",
                    flush=True,
                )
                if not left[key]:
                    print(pair_line(high, low, scores, seconds), flush=True)
    ladder = ladder_games(args, store)
    if all(ladder.values()) or args.results:
        print_ladder(ladder, MAX_LEVEL)


def ladder_games(args, store: Store) -> dict[int, list[float] | None]:
    """Each adjacent pair of today's ladder (by its lower level) and its stored games' results
    (``None``: none stored for the levels' settings of today)."""
    ladder: dict[int, list[float] | None] = {}
    for low in range(1, MAX_LEVEL):
        games = store.games(pair_key(args, low, low + 1))
        ladder[low] = [games[g] for g in sorted(games)] or None
    return ladder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--preset", default="nine")
    parser.add_argument("--levels", default=None, help="comma-separated higher levels to test")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--elo", action="store_true", help="calibrate the ladder in Elo")
    parser.add_argument("--top-games", type=int, default=8)
    parser.add_argument(
        "--budget-games", type=int, default=0, help="games of the node-budget pairs (0: --games)"
    )
    parser.add_argument("--threads", type=int, default=1, help="search threads of each level")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing at once")
    parser.add_argument("--clock", choices=CLOCKS, default="wall", help="what budgets count")
    parser.add_argument("--results", default=None, help="a JSON file keeping every pair's games")
    parser.add_argument("--pairs", default=None, help="pairs to play, low:high,... (--elo)")
    parser.add_argument("--first", type=int, default=0, help="the first game's number (--elo)")
    parser.add_argument(
        "--also", action="append", default=[], help="another results file to read (--elo)"
    )
    parser.add_argument("--table", action="store_true", help="print the stored ladder only")
    parser.add_argument(
        "--chunk", type=int, default=0, help="games a process plays at a time (0: 2 or 10)"
    )
    args = parser.parse_args()
    rules = mill.MillRules.preset(args.preset)
    if args.elo:
        calibrate(args, rules)
        return
    levels = [int(x) for x in args.levels.split(",")] if args.levels else range(3, MAX_LEVEL + 1)
    print(f"{args.preset}: level L against level L-2, {args.games} games each, time x{args.scale}")
    for high in levels:
        low = high - 2
        w = d = lo = 0
        started = time.time()
        for g in range(args.games):
            colour = g % 2
            rng = random.Random(args.seed * 1000 + high * 100 + g)
            hp = MillPlayer(high, random.Random(rng.random()), LEVELS[high].seconds * args.scale)
            lp = MillPlayer(low, random.Random(rng.random()), LEVELS[low].seconds * args.scale)
            players = (hp, lp) if colour == 0 else (lp, hp)
            result = play(rules, players, rng).outcome().result_for(colour)
            w += result == 1
            d += result == 0.5
            lo += result == 0
        print(
            f"level {high} vs level {low}: {w} wins, {d} draws, {lo} losses "
            f"-> wins {100 * w / args.games:.0f}%, score {100 * (w + d / 2) / args.games:.0f}% "
            f"({time.time() - started:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
