"""The computer on a game clock in real time: whole games between two computers on a tiny clock.

    .venv/bin/python benchmarks/bench_clock_computer.py [--games 4] [--clock 2+0.1]
        [--game mill] [--levels A B] [--child]   (default: the two strongest levels)

Each game is played by the window's own parts (``GameController`` and ``ClockRunner`` on
``time.monotonic``; with ``--child`` the computers think in child processes as in the app) and
prints its plies, how it ended, each side's least time left after a move and the longest move.
A flag is a failure of the time manager (``ai.time_manager``); the test
``tests/controllers/test_clock_computer.py`` plays the same on a clock of work done instead of
wall-clock time, so that it holds on a loaded machine.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--clock", default="2+0.1")
    parser.add_argument("--game", default="mill")
    parser.add_argument("--levels", type=int, nargs=2, help="default: the two strongest")
    parser.add_argument("--child", action="store_true", help="think in child processes")
    args = parser.parse_args()
    os.environ["MORRA_SUITE_CACHE_DIR"] = tempfile.mkdtemp(prefix="bench-clock-")

    from PySide6.QtCore import QCoreApplication

    from morra_suite.ai.players import computer_player
    from morra_suite.controllers.computers import make_computer
    from morra_suite.controllers.game_controller import Seat
    from morra_suite.core.game_clock import ClockEnding, TimeControl
    from morra_suite.games import load_game

    app = QCoreApplication.instance() or QCoreApplication([])
    control = TimeControl.from_text(args.clock)
    if args.levels is None:
        from morra_suite.ai.players import max_level

        top = max_level(args.game)
        args.levels = (top - 1, top)
    print(
        f"{args.game} levels {args.levels[0]} v {args.levels[1]}, clock {control.text()}, "
        f"{'child processes' if args.child else 'worker threads'}, load {os.getloadavg()[0]:.2f}"
    )
    flags = 0
    for number in range(args.games):
        levels = args.levels if number % 2 == 0 else args.levels[::-1]
        make = make_computer if args.child else computer_player
        seats = [Seat(f"L{level}", make(args.game, level), level) for level in levels]
        plies, reason, least, longest = play_one(load_game(args.game).new_state(), seats, control)
        flagged = reason in (ClockEnding.FLAG, ClockEnding.FLAG_NO_WIN)
        flags += flagged
        print(
            f"game {number + 1}: {plies} plies, {reason.value}, least left "
            f"{least[0]:.2f} s / {least[1]:.2f} s, longest move {longest:.3f} s"
            + ("  FLAG" if flagged else "")
        )
        for seat in seats:
            close = getattr(seat.computer, "close", None)
            if close is not None:
                close()
    print(f"flags: {flags} of {args.games} games")
    del app
    return 1 if flags else 0


def play_one(start: Any, seats: list[Any], control: Any) -> tuple[int, Any, list[float], float]:
    """One game on the real clock: (plies, how it ended, each side's least time left after a
    move, the longest time between two moves)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from morra_suite.controllers.clock_runner import ClockRunner
    from morra_suite.controllers.game_controller import GameController

    controller = GameController()
    runner = ClockRunner()
    controller.new_game(start, seats, announce=False)
    runner.attach(controller, control)
    least = [control.base, control.base]
    longest = [0.0]
    last = [time.monotonic()]

    def moved(_move: object) -> None:
        now = time.monotonic()
        longest[0] = max(longest[0], now - last[0])
        last[0] = now
        assert runner.clock is not None
        for side, left in enumerate(runner.clock.left):
            least[side] = min(least[side], left)

    controller.move_played.connect(moved)
    loop = QEventLoop()
    controller.game_over.connect(lambda _o: QTimer.singleShot(0, loop.quit))
    controller.announce()
    if controller.outcome() is None:
        loop.exec()
    outcome = controller.outcome()
    assert outcome is not None
    plies = len(controller.record.moves)
    runner.detach()
    controller.shutdown()
    return plies, outcome.reason, least, longest[0]


if __name__ == "__main__":
    raise SystemExit(main())
