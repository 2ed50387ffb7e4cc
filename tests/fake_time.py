"""The game clock's time source in tests: a monotonic clock that only the test moves, so a
clock test never waits for real time (and passes on a loaded machine). Read under a lock because
a computer's search polls it on a worker thread."""

from __future__ import annotations

import threading


class FakeTime:
    """A monotonic time source the test moves on, by ``advance`` or by setting ``value``."""

    def __init__(self, start: float = 1000.0) -> None:
        self._value = start
        self._lock = threading.Lock()

    @property
    def value(self) -> float:
        with self._lock:
            return self._value

    @value.setter
    def value(self, seconds: float) -> None:
        with self._lock:
            self._value = seconds

    def __call__(self) -> float:
        return self.value

    def advance(self, seconds: float) -> None:
        with self._lock:
            self._value += seconds
