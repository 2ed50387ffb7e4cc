"""The mill top level against other players, both colours, printing every game (default: nine).

    .venv/bin/python benchmarks/bench_mill_match.py --opponent baseline [--games N] [--time T]
    .venv/bin/python benchmarks/bench_mill_match.py --opponent mcts|random|greedy [--games N]
    .venv/bin/python benchmarks/bench_mill_match.py --preset lasker [--opponent ...]
    .venv/bin/python benchmarks/bench_mill_match.py --opponent today --time 0.1 \
        --opponent-time 1.0 --games 20 [--clock cpu] [--jobs 2]

Opponents:
* ``baseline``: the previous release's top level, the pure-Python depth-6 search with the old
  evaluation (``BASELINE_WEIGHTS``, no captures past the horizon), at the same T seconds a move.
* ``mcts``: plain Monte-Carlo tree search (UCT) with random playouts, 1,000 simulations a move
  (``mcts_mill.py``).
* ``random``, ``greedy``: the opponents of ``bench_mill_ai.py``.
* ``today``: the top level of main at commit 4d617a1 (before the opening book and the short-time
  changes; ``TODAY``: the open native think, ``Level(64, T, 0)``, the evaluation's weights of
  then (no cramp term), no reductions, no pruning, the think's old fixed margin, no book), on
  ``--opponent-threads`` threads (default: one per core, as main's top level), at
  ``--opponent-time`` seconds a move (default: T); with ``--time 0.1 --opponent-time 1.0`` it
  asks whether the top level holds at a tenth of the time (goal: at least 50% and no game lost
  in 20).

``--clock cpu``: both sides' budgets count each search thread's own CPU time, not the wall clock
(``MillPlayer``'s ``clock``): on a machine loaded by other programs a 0.1 s side is starved far
more than a 1 s side (the scheduler's slices are of the order of the short budget), so a wall
clock match there measures the load as much as the players; the CPU clock gives each side what it
would have on a quiet machine. Both kinds are worth printing with the load they ran at.
``--no-book`` turns the top level's opening book off, ``--book-plies N`` reads it to ply N at
any budget (``Settings.book_plies``, 10 in the app; ``--book-plies 18`` reads the whole placing
phase, as a top with ``settings.DEEP_BOOK_BELOW`` would below that budget; each game's line
says at which ply, pieces placed before the move, the top first played a move not from the book,
and the end counts the games by that ply); ``--pruning`` and ``--cramp`` turn on its
futility pruning and cramp term, which the app leaves off (``player.Settings``: they lost games
at 1 s that the top without them won); each to measure what it adds. ``--wide-placing`` keeps
the top's reductions out of the placing phase at any budget and ``--no-wide-placing`` keeps them
in at every budget (``Settings.wide_below``: the app's top below ``player.WIDE_BELOW`` s a
move). ``--watch`` has the top watch for blockades at any budget and ``--no-watch`` at none
(``Settings.watch_below``, off in the app's top; the last
placements at the horizon searched on into the moving phase, no reductions where a side of the
moving phase is down to a few steps). ``--short`` plays the top below ``player.SHORT_BELOW`` s
a move with ``player.SHORT`` (the pruning, the cramp and a draw-seeking contempt; the settings a
budget plays with, ``Settings.at``, are printed first). ``--fitted`` plays the top below
``player.FITTED_BELOW`` s a move with the evaluation's weights fitted to game results
(``player.FITTED``: ``FITTED_WEIGHTS``, from ``fit_mill_weights.py``; at 1 s the app's ``TOP``).
``--jobs J`` plays the games in J processes at once (the games are independent; the lines come
in the order the games end).
Games come in pairs from the same opening (one random placement per side), each side playing
white once, so that two deterministic players do not replay one game. Prints the top level's
points (a win 1, a draw 1/2) and the goal: at least 90% against the baseline, no game lost to
the others.
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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_mill_ai import GreedyMillPlayer, RandomMillPlayer
from mcts_mill import MctsMillPlayer

from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
from morra_suite.ai.mill.evaluation import BASELINE_WEIGHTS
from morra_suite.ai.mill.native import CLOCKS, available, default_threads
from morra_suite.ai.mill.player import (
    FITTED,
    SHORT,
    SHORT_BELOW,
    TODAY,
    TOP,
    TOP_WEIGHTS,
    Level,
    Settings,
)
from morra_suite.games import mill


def make_opponent(
    name: str, seconds: float, rng: random.Random, clock: str = "wall", threads: int | None = None
):
    if name == "today":
        return MillPlayer(
            MAX_LEVEL,
            rng,
            seconds,
            spec=Level(64, seconds, 0),
            threads=threads,
            clock=clock,
            settings=TODAY,
        )
    if name == "baseline":
        return MillPlayer(
            MAX_LEVEL,
            rng,
            time_limit=seconds,
            native=False,
            weights=BASELINE_WEIGHTS,
            spec=Level(6, seconds, 0),
        )
    if name == "mcts":
        return MctsMillPlayer(rng, simulations=1000)
    if name == "random":
        return RandomMillPlayer(rng)
    if name == "greedy":
        return GreedyMillPlayer(rng)
    raise ValueError(name)


def play_game(args: argparse.Namespace, g: int) -> tuple[float, str, float, int | None]:
    """Game ``g`` of the match: the top level's points, the line to print, its longest think and
    the ply of its first move not from the book (``None``: none)."""
    rules = mill.MillRules.preset(args.preset)
    rng = random.Random(args.seed * 7919 + g // 2)
    colour = g % 2  # the top level's colour
    state = mill.new_game(rules)
    opening = []
    for _ in range(2):
        move = rng.choice(state.legal_moves())
        opening.append(str(move))
        state = state.play(move)
    top = MillPlayer(
        MAX_LEVEL,
        random.Random(g),
        time_limit=args.time,
        clock=args.clock,
        settings=top_settings(args),
    )
    other_time = args.time if args.opponent_time is None else args.opponent_time
    other = make_opponent(
        args.opponent, other_time, random.Random(g + 10_000), args.clock, args.opponent_threads
    )
    plies = 0
    longest = 0.0
    from_book = 0
    left_book: int | None = None
    moves = []
    while state.outcome() is None:
        if state.to_move == colour:
            t0 = time.perf_counter() if args.clock == "wall" else time.thread_time()
            top.last_info = {}
            move = top(state, lambda: False)
            t1 = time.perf_counter() if args.clock == "wall" else time.thread_time()
            longest = max(longest, t1 - t0)
            from_book += top.last_info.get("source") == "book"
            if left_book is None and top.last_info.get("source") != "book":
                left_book = len(opening) + plies
        else:
            move = other(state, lambda: False)
        moves.append(str(move))
        state = state.play(move)
        plies += 1
    outcome = state.outcome()
    assert outcome is not None
    result = outcome.result_for(colour)
    key = "win" if result == 1 else "draw" if result == 0.5 else "loss"
    line = (
        f"game {g + 1}: top level {'white' if colour == 0 else 'black'} {key} "
        f"({outcome.reason.value}, {plies} plies, {from_book} top moves from the book, "
        f"left it at ply {left_book})"
    )
    if result < 1 and args.show_losses and key == "loss":
        line += "\n    moves (the random opening first): " + " ".join(opening + moves)
    return result, line, longest, left_book


def top_settings(args: argparse.Namespace) -> Settings:
    """The top level's settings at its time a move (``Settings.at``; with ``--short`` below
    ``player.SHORT_BELOW`` s ``player.SHORT``) with the options the command line turned off or
    on."""
    top = replace(TOP, short_below=SHORT_BELOW, short=SHORT) if args.short else TOP
    if args.fitted:
        top = FITTED  # (main() refuses --fitted with --short)
    settings = top.at(args.time)
    if not args.book:
        settings = replace(settings, book=False)
    if args.book_plies is not None:
        settings = replace(settings, book_plies=args.book_plies, deep_book_below=0.0)
    if args.pruning:
        settings = replace(settings, pruning=True)
    if args.cramp:
        settings = replace(settings, clock_weights=TOP_WEIGHTS)
    if args.wide_placing is not None:
        settings = replace(settings, wide_below=math.inf if args.wide_placing else 0.0)
    if args.watch is not None:
        settings = replace(settings, watch_below=math.inf if args.watch else 0.0)
    return settings


def _play(job: tuple[argparse.Namespace, int]) -> tuple[float, str, float, int | None]:
    return play_game(*job)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--opponent",
        default="baseline",
        choices=("baseline", "mcts", "random", "greedy", "today"),
    )
    parser.add_argument("--opponent-time", type=float, default=None)
    parser.add_argument("--opponent-threads", type=int, default=None)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--time", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="nine", choices=mill.PRESETS)
    parser.add_argument("--clock", choices=CLOCKS, default="wall")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--no-book",
        dest="book",
        action="store_false",
        help="the top level without its opening book (to measure what the book adds)",
    )
    parser.add_argument(
        "--book-plies",
        type=int,
        default=None,
        help="the book's last ply the top level reads (Settings.book_plies; 10 in the app)",
    )
    parser.add_argument(
        "--pruning",
        action="store_true",
        help="the top level with futility pruning (Settings.pruning, off in the app)",
    )
    parser.add_argument(
        "--cramp",
        action="store_true",
        help="the top level with the cramp term (player.TOP_WEIGHTS, off in the app)",
    )
    parser.add_argument(
        "--wide-placing",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="the top level without reductions in the placing phase at any budget, or "
        "(--no-wide-placing) with them at every budget (Settings.wide_below; the app's top: "
        "below player.WIDE_BELOW s a move)",
    )
    parser.add_argument(
        "--watch",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="the top level watching for blockades at any budget, or (--no-watch) at none "
        "(Settings.watch_below; off in the app's top)",
    )
    parser.add_argument(
        "--short",
        action="store_true",
        help="below player.SHORT_BELOW s a move the top level with player.SHORT (pruning, cramp, "
        "a draw-seeking contempt; off in the app)",
    )
    parser.add_argument(
        "--fitted",
        action="store_true",
        help="below player.FITTED_BELOW s a move the top level with the weights fitted to game "
        "results (player.FITTED_WEIGHTS, fit_mill_weights.py)",
    )
    parser.add_argument(
        "--first",
        type=int,
        default=0,
        help="play games FIRST+1 to GAMES only (the same games as in the whole match: a long "
        "match split over several runs)",
    )
    parser.add_argument("--show-losses", action="store_true", help="print a lost game's moves")
    args = parser.parse_args()
    if args.fitted and args.short:
        parser.error("--fitted and --short each set the top's short settings: choose one")
    rules = mill.MillRules.preset(args.preset)
    threads = args.opponent_threads or default_threads()
    print(
        f"{rules.title}: level {MAX_LEVEL} ({'native' if available() else 'pure Python'}, "
        f"{default_threads()} threads) vs {args.opponent} ({args.opponent_time or args.time} s a "
        f"move{f', {threads} threads' if args.opponent == 'today' else ''}), {args.time} s a "
        f"move{'' if args.book else ', no book'}"
        f"{f', book to ply {top_settings(args).last_book_ply(args.time)}' if args.book else ''}"
        f"{', short settings' if args.short else ''}"
        f"{', fitted weights' if args.fitted else ''}"
        f"{', pruning' if args.pruning else ''}"
        f"{', cramp' if args.cramp else ''}"
        f"{', wide placing' if args.time < top_settings(args).wide_below else ''}"
        f"{', watching blockades' if args.time < top_settings(args).watch_below else ''}"
        f", {args.clock} clock, {args.games} games"
        f"{f' (games {args.first + 1} to {args.games})' if args.first else ''} in "
        f"{args.jobs} processes "
        f"(load {load()})\n  the top's settings: {top_settings(args)!r}",
        flush=True,
    )
    results: list[float] = []
    started = time.time()
    jobs = [(args, g) for g in range(args.first, args.games)]
    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            done = list(_report(pool.imap_unordered(_play, jobs), results))
    else:
        done = list(_report(map(_play, jobs), results))
    points = sum(results)
    longest = max(d[2] for d in done)
    left: dict[int, int] = {}
    for d in done:
        if d[3] is not None:
            left[d[3]] = left.get(d[3], 0) + 1
    print(f"games by the ply the top left the book at: {dict(sorted(left.items()))}")
    n = len(results)
    kinds = (("win", 1.0), ("draw", 0.5), ("loss", 0.0))
    tally = {key: sum(1 for r in results if r == value) for key, value in kinds}
    share = points / n
    error = 2 * statistics.pstdev(results) / math.sqrt(n) if n > 1 else 0.0
    print(
        f"level {MAX_LEVEL} vs {args.opponent}: {tally['win']} wins, {tally['draw']} draws, "
        f"{tally['loss']} losses of {n}: {100 * share:.1f}% +- {100 * error:.1f}% of the points "
        f"({time.time() - started:.0f} s; longest think {longest:.3f} s {args.clock}, budget "
        f"{args.time} s; load {load()})"
    )


def _report(done, results: list[float]):
    """Prints each game as it ends, with the running score; passes the results on."""
    for result, line, longest, left_book in done:
        results.append(result)
        points = sum(results)
        print(
            f"  {line}; points {points:g}/{len(results)} ({100 * points / len(results):.0f}%)",
            flush=True,
        )
        yield result, line, longest, left_book


def load() -> str:
    """The load averages (1, 5, 15 minutes)."""
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


if __name__ == "__main__":
    main()
