"""Waiting for a condition that no Qt signal announces (a thread of the engine, another process),
without a fixed wait: ``wait_until`` polls the condition and returns the moment it holds.

Why: a fixed sleep before an assert passes on a quiet machine and fails on a busy one; a poll ends
on the condition itself, and its bound is only a gross one (a minute) that says what never came.
"""

from __future__ import annotations

import time
from collections.abc import Callable

POLL_S = 0.02


def wait_until(condition: Callable[[], object], what: str, timeout_s: float = 60.0) -> None:
    """Returns once ``condition()`` is true; fails naming ``what`` if it is not after
    ``timeout_s`` (a bound for a hang, far above any honest wait)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, f"{what} did not happen within {timeout_s:.0f} s"
        time.sleep(POLL_S)  # the poll's pace, not a wait to synchronise: it ends on the condition
