"""The computer spends its time by the game clock: two computers on a tiny clock (2 s + 0.1 s)
play a whole game of Nine Men's Morris and neither flag falls.

Time here is the work done: a fake monotonic source that moves on a millisecond at every reading
by the searches (their ``cancelled`` poll, off the GUI thread). The GUI thread's readings (the
clock's at every change and at its ten ticks a second of wall time) see the time without moving
it: counted, they made a move dearer the slower the machine ran, and a long sudden-death game on
a loaded machine ran a clock down to 0 (seen once in a full run beside two strength matches). So
the test holds on a loaded machine as on a quiet one, and asserts the clock model's readings,
never a wall-clock time. (``benchmarks/bench_clock_computer.py`` plays the same on the real clock.)
"""

from __future__ import annotations

import threading

import pytest

from morra_suite.ai.players import computer_player, max_level
from morra_suite.controllers.clock_runner import ClockRunner
from morra_suite.controllers.game_controller import GameController, Seat
from morra_suite.core.game_clock import ClockEnding, TimeControl
from morra_suite.games import load_game

STEP = 0.001


class WorkTime:
    """A time source that moves on ``STEP`` seconds every time a search reads it (any thread
    but the GUI's)."""

    def __init__(self) -> None:
        self.value = 0.0
        self.reads = 0
        self._lock = threading.Lock()

    def __call__(self) -> float:
        with self._lock:
            if threading.current_thread() is not threading.main_thread():
                self.value += STEP
                self.reads += 1
            return self.value


@pytest.mark.parametrize(
    ("game", "levels", "control"),
    [  # the two strongest levels (0: the top, -1: the one below it)
        ("mill", (-1, 0), TimeControl(2, 0.1)),
        ("mill", (-1, 0), TimeControl(3, 0)),  # sudden death: the time only goes down
        ("myra", (-1, 0), TimeControl(2, 0.1)),
    ],
)
def test_two_computers_keep_within_a_tiny_clock(
    qtbot, game: str, levels: tuple[int, int], control: TimeControl
) -> None:
    controller = GameController()
    runner = ClockRunner()
    runner.now = WorkTime()
    top = max_level(game)
    seats = [Seat(f"cpu{top + d}", computer_player(game, top + d), top + d) for d in levels]
    controller.new_game(load_game(game).new_state(), seats, announce=False)
    runner.attach(controller, control)
    lows: list[float] = []
    controller.move_played.connect(lambda _m: lows.append(min(runner.clock.left)))
    try:
        controller.announce()
        qtbot.waitUntil(lambda: controller.outcome() is not None, timeout=300_000)
    finally:
        runner.detach()
        controller.shutdown()
    outcome = controller.outcome()
    assert outcome.reason not in (ClockEnding.FLAG, ClockEnding.FLAG_NO_WIN), outcome
    assert len(lows) >= 20, "a whole game was played"
    assert min(lows) > 0
    if not control.increment:  # the clock was spent, and spent with care
        assert min(lows) < control.base
