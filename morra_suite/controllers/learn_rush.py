"""Puzzle rush: as many puzzles as the learner can solve before the clock runs out.

QtCore only. A ``QTimer`` ticks a few times a second and asks ``clock`` (``time.monotonic`` in
the app, a hand-set clock in the tests, so no test waits three minutes) how much time is left;
the rush ends on the first tick after the time is up, and says how many puzzles were solved and
how many missed.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

RUSH_SECONDS = 180.0
TICK_MS = 200


class RushSession(QObject):
    """``ticked(seconds_left)`` on every tick, ``ended(solved, missed)`` once."""

    ticked = Signal(float)
    ended = Signal(int, int)

    def __init__(
        self,
        seconds: float = RUSH_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.seconds, self.clock = seconds, clock
        self.solved = self.missed = 0
        self.running = False
        self._started = 0.0
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.solved = self.missed = 0
        self._started = self.clock()
        self.running = True
        self.timer.start()
        self.ticked.emit(self.left())

    def left(self) -> float:
        """Seconds left (never below zero)."""
        if not self.running:
            return 0.0
        return max(0.0, self.seconds - (self.clock() - self._started))

    def count(self, solved: bool) -> None:
        """One puzzle of the rush done: solved or missed (nothing counts after the end)."""
        if not self.running:
            return
        if solved:
            self.solved += 1
        else:
            self.missed += 1

    def _tick(self) -> None:
        left = self.left()
        self.ticked.emit(left)
        if left <= 0.0:
            self.stop()

    def stop(self) -> None:
        """Ends the rush now (the time is up, or the learner stopped it)."""
        if not self.running:
            return
        self.running = False
        self.timer.stop()
        self.ended.emit(self.solved, self.missed)
