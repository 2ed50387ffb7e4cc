"""Self-play tuning of Myra's evaluation weights by SPSA, the native core against itself.

    .venv/bin/python benchmarks/tune_myra_eval.py [--iterations 30] [--time 0.05]
        [--weights W_CONV,W_NEAR,W_CHASE,W_CAGE,W_THIN,W_ZONE] [--step 0.25] [--gain 0.5]
        [--seed S] [--start W_CHASE=20,...]

Simultaneous perturbation (SPSA): each iteration perturbs every tuned weight at once by a
random sign times ``--step`` of its size (at least 2), plays one pair of two-player games of
the plus vector against the minus vector from the same seeded opening (each plays A once, at
``--time`` seconds a move), and moves the weights by ``--gain`` times the result times the
perturbation. The result of a game: 1 for a win plus up to a half for a quick one (a shorter
win is what the conversion drive is for), 0 for a draw, the negative for a loss. Half the
openings are plain (four random plies), half are won positions (the side to move given a lead
of three soldiers, as in bench_myra_match.py's conversion part), so the weights that finish a
won game are tried too. Prints the weights after each iteration and, at the end, the tuned
vector against the start vector over ``--check`` game pairs (the figure that says whether
the tuning helped). Weights are set in the core for the whole process (``native.set_weights``)
before each side's move; run it under ``nice -n 19``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.myra import MAX_LEVEL, MyraPlayer, native
from morra_suite.games import myra

Weights = dict[str, int]


def opening(seed: int) -> myra.MyraState:
    """A seeded start: four random plies, or (odd seeds) a mid-game with a lead of three."""
    rng = random.Random(seed)
    state = myra.new_game(players=2)
    plies = 4 if seed % 2 == 0 else 20 + seed % 9
    for _ in range(plies):
        quiet = [m for m in state.legal_moves() if not getattr(m, "capture", False)]
        state = state.play(rng.choice(quiet or state.legal_moves()))
    if seed % 2 == 0:
        return state
    other = 1 - state.to_move
    cells = list(state.cells)
    troops = sorted(
        (h for h, c in enumerate(cells) if c and c >> 3 == other and c & 7 != 7),
        key=lambda h: -(cells[h] & 7),
    )
    taken = 0
    for h in troops:
        if taken >= 3:
            break
        taken += cells[h] & 7
        cells[h] = 0
    return myra.MyraState(2, tuple(cells), state.to_move, state.reserves, 0, state.rules)


def game(start: myra.MyraState, a: Weights, b: Weights, seconds: float, cap: int) -> float:
    """The result for the side with weights ``a`` (which moves first from ``start``)."""
    sides = (a, b)
    first = start.to_move
    players = {
        first: MyraPlayer(MAX_LEVEL, random.Random(1), time_limit=seconds),
        1 - first: MyraPlayer(MAX_LEVEL, random.Random(2), time_limit=seconds),
    }
    state, plies = start, 0
    while state.outcome() is None and plies < cap:
        native.set_weights(sides[0 if state.to_move == first else 1])
        state = state.play(players[state.to_move](state, lambda: False))
        plies += 1
    outcome = state.outcome()
    if outcome is None or outcome.winner is None:
        return 0.0
    value = 1.0 + 0.5 * (1 - plies / cap)
    return value if outcome.winner == first else -value


def pair(seed: int, a: Weights, b: Weights, seconds: float, cap: int) -> float:
    """Two games from the same opening, each vector moving first once: ``a``'s mean result."""
    start = opening(seed)
    return (game(start, a, b, seconds, cap) - game(start, b, a, seconds, cap)) / 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--time", type=float, default=0.05, help="seconds a move")
    parser.add_argument("--weights", default="W_CONV,W_NEAR,W_CHASE,W_CAGE,W_THIN,W_ZONE")
    parser.add_argument("--step", type=float, default=0.25, help="perturbation, of each weight")
    parser.add_argument("--gain", type=float, default=0.5, help="step size of an update")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", type=int, default=240, help="plies after which a game is drawn")
    parser.add_argument("--check", type=int, default=6, help="pairs: tuned against the start")
    parser.add_argument("--start", default="", help="NAME=VALUE,... changes to the defaults")
    args = parser.parse_args()
    if not native.available():
        sys.exit("the native Myra core is not built")
    names = args.weights.split(",")
    base = native.weights()
    for change in filter(None, args.start.split(",")):
        name, value = change.split("=")
        base[name] = int(value)
    theta = {n: float(base[n]) for n in names}
    rng = random.Random(args.seed)
    t0 = time.perf_counter()
    for it in range(args.iterations):
        delta = {n: rng.choice((-1, 1)) * max(2.0, abs(theta[n]) * args.step) for n in names}
        plus = base | {n: round(theta[n] + delta[n]) for n in names}
        minus = base | {n: round(theta[n] - delta[n]) for n in names}
        result = pair(args.seed * 1000 + it, plus, minus, args.time, args.cap)
        for n in names:
            theta[n] = max(0.0, theta[n] + args.gain * result * delta[n])
        shown = ", ".join(f"{n}={theta[n]:.0f}" for n in names)
        print(f"iteration {it + 1}: plus-minus {result:+.2f}; {shown}", flush=True)
    tuned = base | {n: round(theta[n]) for n in names}
    total = 0.0
    for k in range(args.check):
        total += pair(args.seed * 1000 + 500 + k, tuned, base, args.time, args.cap)
    print(
        f"tuned {', '.join(f'{n}={tuned[n]}' for n in names)} against the start over "
        f"{args.check} pairs at {args.time:.2f} s: mean result {total / max(1, args.check):+.2f} "
        f"(-1.5..+1.5, 0 is as good); wall {time.perf_counter() - t0:.0f} s",
        flush=True,
    )


if __name__ == "__main__":
    main()
