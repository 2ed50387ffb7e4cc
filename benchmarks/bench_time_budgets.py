"""The computer players' time budgets and cancels: how long each took, on the wall and on the CPU.

    .venv/bin/python benchmarks/bench_time_budgets.py [--repeat N]

The tests check the work (this thread's CPU time, which a loaded machine does not stretch) and
bound the wall clock only for a gross overrun (10x); the budgets themselves are these figures.
Printed per case: the budget or the cancel's moment, the worst wall time and CPU time of
``--repeat`` runs, and the machine's load (wall-clock figures grow with it; CPU figures do not).

Cases: the mill and Myra top levels with a 0.3 s budget; each cancelled 50-200 ms into a long
think, and cancelled from the start; the native cores' bare searches with 0.05 s budgets and
cancels (where they are built); a cancelled analysis; the strong mill player in its child
process, cancelled 0.3 s into its think. Targets: a budget's wall time within 0.3 s of it on a
quiet machine, a cancel's answer within 0.3 s of the cancel.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.analysis import analyse
from morra_suite.games import mill, myra

MIDDLE = "nine w:a7,d7,b6,f4,d2,c3,e4 b:g7,g1,a1,b4,d6,f2,d5 hand:0,0 to:w"


def after(seconds: float) -> Callable[[], bool]:
    """A cancel flag that says stop ``seconds`` after it is made."""
    stop = threading.Event()
    timer = threading.Timer(seconds, stop.set)
    timer.daemon = True
    timer.start()
    return stop.is_set


def measure(name: str, target: str, run: Callable[[], object], repeat: int) -> None:
    walls, cpus = [], []
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.thread_time()
        run()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.thread_time() - cpu)
    print(f"{name:<52} {target:<18} wall {max(walls):6.3f} s  cpu {max(cpus):6.3f} s")


def cases() -> list[tuple[str, str, Callable[[], object]]]:
    from morra_suite.ai.mill import MAX_LEVEL as MILL_TOP
    from morra_suite.ai.mill import make_player as mill_player
    from morra_suite.ai.mill import native as mill_native
    from morra_suite.ai.myra import MAX_LEVEL as MYRA_TOP
    from morra_suite.ai.myra import make_player as myra_player
    from morra_suite.ai.myra import native as myra_native

    middle = mill.parse_position(MIDDLE)
    midgame = myra.new_game()
    rng = random.Random(7)
    for _ in range(30):
        midgame = midgame.play(rng.choice(midgame.legal_moves()))
    found: list[tuple[str, str, Callable[[], object]]] = [
        (
            "mill top level, 0.3 s budget",
            "<= 0.3 s",
            lambda: mill_player(MILL_TOP, random.Random(1), time_limit=0.3)(middle, lambda: False),
        ),
        (
            "mill top level, 60 s think cancelled at 0.2 s",
            "cancel + <= 0.3 s",
            lambda: mill_player(MILL_TOP, random.Random(1), time_limit=60.0)(middle, after(0.2)),
        ),
        (
            "Myra top level, 0.3 s budget",
            "<= 0.3 s",
            lambda: myra_player(MYRA_TOP, random.Random(3), time_limit=0.3)(midgame, lambda: False),
        ),
        (
            "Myra top level, 30 s think cancelled at 0.05 s",
            "cancel + <= 0.3 s",
            lambda: myra_player(MYRA_TOP, random.Random(4), time_limit=30.0)(midgame, after(0.05)),
        ),
        (
            "mill analysis, 5 s, cancelled from the start",
            "<= 0.3 s",
            lambda: analyse(mill.new_game("nine"), seconds=5.0, cancelled=lambda: True),
        ),
    ]
    if mill_native.available():
        from morra_suite.ai.mill.convert import config_from_rules, pos_from_state

        cfg = config_from_rules(middle.rules)
        pos = pos_from_state(middle)
        found.append(
            (
                "mill native search, 0.3 s budget",
                "<= 0.3 s",
                lambda: mill_native.NativeSearcher(cfg).think(pos, 0.3),
            )
        )
    if myra_native.available():
        found += [
            (
                "Myra native search, 0.05 s budget, depth 64",
                "<= 0.3 s",
                lambda: myra_native.NativeSearch(tt_bits=16).think(midgame, 0.05, max_depth=64),
            ),
            (
                "Myra native search, 30 s cancelled at 0.05 s",
                "cancel + <= 0.3 s",
                lambda: myra_native.NativeSearch(tt_bits=16).think(
                    midgame, 30.0, cancel=after(0.05)
                ),
            ),
        ]
    return found


def remote_cancel(repeat: int) -> None:
    """The strong mill player in its child process, cancelled 0.3 s into a think."""
    from morra_suite.ai.mill import MAX_LEVEL
    from morra_suite.controllers.remote_player import RemoteComputer

    player = RemoteComputer("morra_suite.ai.mill:make_player", MAX_LEVEL)
    state = mill.new_game(mill.MillRules.preset("nine"))
    try:
        player(state, lambda: False)  # starts the process and loads the player
        measure(
            "mill top level in its child, cancelled at 0.3 s",
            "cancel + <= 0.3 s",
            lambda: player(state.play("d6"), after(0.3)),
            repeat,
        )
    finally:
        player.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} cores; worst of {args.repeat}")
    for name, target, run in cases():
        measure(name, target, run, args.repeat)
    remote_cancel(args.repeat)


if __name__ == "__main__":
    main()
