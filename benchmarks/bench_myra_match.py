"""Myra: the top level (native core) against the top level as it was (the pure-Python search).

    .venv/bin/python benchmarks/bench_myra_match.py [--games 40] [--three 12] [--time 1.0]
                                                    [--convert 12] [--seed S] [--cap PLIES]
                                                    [--no-convert-old]

Three parts, each printing its figures:

- ``--games`` two-player games, seats alternating (the new level takes A in even games);
- ``--three`` three-player games, the new level against two old ones, its seat rotating;
- ``--convert`` won positions: seeded mid-games where the side to move is given a lead of five
  soldiers or more (the opponent's biggest troops taken off), played out by the new level and,
  for comparison, by the old one, both against the old level; the median plies to the win.

Points: a win 1, a draw 1/2 (two players) or 1/3 (three), a loss 0; the goal is at least 90 %
of the points in both matches. The longest think of the new level over everything it played
must stay within 1.05 times the budget. ``--cap`` ends a game as a draw after that many plies
(the rules' own draws, repetition and 200 turns without a capture, apply before).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.myra import MAX_LEVEL, MyraPlayer, native
from morra_suite.games import myra

Player = Callable[[myra.MyraState, Callable[[], bool]], myra.MyraMove]


class Timed:
    """A player whose thinks are timed (the longest is what the budget promises)."""

    def __init__(self, player: MyraPlayer) -> None:
        self.player = player
        self.thinks: list[float] = []
        self.depths: list[int] = []

    def __call__(self, state: myra.MyraState, cancelled: Callable[[], bool]) -> myra.MyraMove:
        start = time.perf_counter()
        move = self.player(state, cancelled)
        self.thinks.append(time.perf_counter() - start)
        depth = self.player.last_info.get("depth")
        if isinstance(depth, int) and self.player.last_info.get("source") != "queen capture":
            self.depths.append(depth)
        return move


def new_level(seed: int, seconds: float) -> MyraPlayer:
    return MyraPlayer(MAX_LEVEL, random.Random(seed), time_limit=seconds)


def old_level(seed: int, seconds: float) -> MyraPlayer:
    return MyraPlayer(MAX_LEVEL, random.Random(seed), time_limit=seconds, native_core=False)


def play_out(state: myra.MyraState, seats: list[Player], cap: int) -> tuple[int | None, int]:
    """(winner or None, plies played) from ``state``."""
    plies = 0
    while state.outcome() is None and plies < cap:
        state = state.play(seats[state.to_move](state, lambda: False))
        plies += 1
    outcome = state.outcome()
    return (outcome.winner if outcome else None), plies


def match(players: int, games: int, args: argparse.Namespace, timed: list[Timed]) -> float:
    points = 0.0
    wins = draws = losses = 0
    lengths = []
    for g in range(games):
        seat = g % players
        new = Timed(new_level(args.seed + g, args.time))
        timed.append(new)
        seats: list[Player] = [old_level(args.seed + 100 * g + i, args.time) for i in range(3)]
        seats = seats[:players]
        seats[seat] = new
        winner, plies = play_out(myra.new_game(players=players), seats, args.cap)
        lengths.append(plies)
        if winner == seat:
            wins += 1
            points += 1
        elif winner is None:
            draws += 1
            points += 1 / players
        else:
            losses += 1
        word = "win" if winner == seat else "draw" if winner is None else "loss"
        print(f"  {players}p game {g + 1}: new level {'ABC'[seat]}, {word} in {plies}", flush=True)
    if games:
        print(
            f"{players} players, {games} games at {args.time:.2f} s: new level wins {wins}, "
            f"draws {draws}, losses {losses}: {100 * points / games:.1f} % of the points; "
            f"plies per game median {statistics.median(lengths):.0f}",
            flush=True,
        )
    return points / games if games else 0.0


def won_position(seed: int) -> myra.MyraState:
    """A seeded two-player mid-game where the side to move leads by five soldiers or more."""
    rng = random.Random(seed)
    state = myra.new_game(players=2)
    for _ in range(24 + seed % 12):
        quiet = [m for m in state.legal_moves() if not getattr(m, "capture", False)]
        state = state.play(rng.choice(quiet))
    me, other = state.to_move, 1 - state.to_move
    cells = list(state.cells)
    troops = sorted(
        (h for h, c in enumerate(cells) if c and c >> 3 == other and c & 7 != 7),
        key=lambda h: -(cells[h] & 7),
    )
    taken = 0
    for h in troops:
        if taken >= 5:
            break
        taken += cells[h] & 7
        cells[h] = 0
    return myra.MyraState(2, tuple(cells), me, state.reserves, 0, state.rules)


def convert(args: argparse.Namespace, timed: list[Timed]) -> None:
    sides = (("new level", new_level), ("old level", old_level))
    for name, make in sides if args.convert_old else sides[:1]:
        plies_to_win = []
        results = []
        for k in range(args.convert):
            state = won_position(args.seed + k)
            me = state.to_move
            strong = make(args.seed + k, args.time)
            if make is new_level:
                wrapped = Timed(strong)
                timed.append(wrapped)
                strong_seat: Player = wrapped
            else:
                strong_seat = strong
            seats: list[Player] = [strong_seat, old_level(args.seed + 50 + k, args.time)]
            if me == 1:
                seats.reverse()
            winner, plies = play_out(state, seats, args.cap)
            results.append("win" if winner == me else "draw" if winner is None else "loss")
            if winner == me:
                plies_to_win.append(plies)
            print(f"  convert {k + 1} by the {name}: {results[-1]} in {plies}", flush=True)
        median = statistics.median(plies_to_win) if plies_to_win else float("nan")
        print(
            f"converting a lead of five soldiers, {name} against the old level: "
            f"{results.count('win')} of {len(results)} won, median {median:.0f} plies to the win",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="two-player games")
    parser.add_argument("--three", type=int, default=12, help="three-player games")
    parser.add_argument("--convert", type=int, default=12, help="won positions to convert")
    parser.add_argument("--time", type=float, default=1.0, help="seconds a move, both sides")
    parser.add_argument(
        "--no-convert-old",
        dest="convert_old",
        action="store_false",
        help="convert with the new level only (the old level's figure is known from a run)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", type=int, default=400, help="plies after which a game is drawn")
    args = parser.parse_args()
    if not native.available():
        print("the native Myra core is not built: the new level is the old one", flush=True)
    timed: list[Timed] = []
    t0 = time.perf_counter()
    match(2, args.games, args, timed)
    match(3, args.three, args, timed)
    if args.convert:
        convert(args, timed)
    thinks = [t for p in timed for t in p.thinks]
    depths = [d for p in timed for d in p.depths]
    if thinks:
        print(
            f"new level: {len(thinks)} thinks, longest {max(thinks):.3f} s "
            f"({max(thinks) / args.time:.2f} x the budget; goal at most 1.05), "
            f"mean depth {statistics.mean(depths) if depths else 0:.1f}"
        )
    print(f"wall time {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
