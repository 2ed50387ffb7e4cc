"""Depth at equal time and time to depth, one thread against N: the ``--depths`` measure that
``bench_mill_native.py`` and ``bench_myra_native.py`` share.

Each benchmark brings its own positions and its own searches (``Fresh``); this module thinks on
one position with 1 and N threads (``race``) and sums the positions up in one line
(``summary``), so that the two games' figures are measured and told alike. Times are the CPU
time of the thinking thread (what the budget of a search on the CPU clock counts) and of all
the process's threads (what the helpers cost), so the load of the machine does not change them.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: A search of one position made ready to think: ``(seconds, max_depth)`` -> the depth of its
#: last finished iteration (``max_depth`` ``None``: as deep as the time lets it).
Think = Callable[[float, int | None], int]

#: A search of the position on so many threads with an empty table. It is made before the
#: clock starts: clearing or mapping a table is not the search's time.
Fresh = Callable[[int], Think]


@dataclass(frozen=True)
class Race:
    """One position's figures, one thread (first) against ``threads`` (second): the mean depth
    reached in the time, and to ``target`` (the depth one thread reaches in the time) the
    thinking thread's CPU seconds (``took``) and all threads' (``work``)."""

    threads: int
    target: int
    reached: tuple[float, float]
    took: tuple[float, float]
    work: tuple[float, float]

    def line(self) -> str:
        """The position's figures in one line (without the position)."""
        return (
            f"depth {self.reached[0]:.1f} / {self.reached[1]:.1f}, to depth {self.target} "
            f"{self.took[0]:.4f} s / {self.took[1]:.4f} s ({self.took[0] / self.took[1]:.2f}x; "
            f"all threads' CPU {self.work[1] / self.work[0]:.2f}x one thread's)"
        )


def race(fresh: Fresh, threads: int, seconds: float, repeat: int, shallowest: int) -> Race | None:
    """Thinks ``repeat`` times for ``seconds`` on 1 and on ``threads`` threads (a search on
    several threads varies from run to run), then ``repeat`` times to the depth one thread
    reached (its runs' mean, rounded), timing each on the CPU clocks. ``None`` where that depth
    is under ``shallowest``: a search that shallow is over before its threads have started."""
    counts = (1, threads)
    reached = [0.0, 0.0]
    for k, n in enumerate(counts):
        for _ in range(repeat):
            reached[k] += fresh(n)(seconds, None) / repeat
    target = round(reached[0])
    if target < shallowest:
        return None
    took = [0.0, 0.0]
    work = [0.0, 0.0]
    for k, n in enumerate(counts):
        for _ in range(repeat):
            think = fresh(n)
            t0, w0 = time.thread_time(), time.process_time()
            think(600.0, target)
            took[k] += max(time.thread_time() - t0, 1e-6) / repeat
            work[k] += max(time.process_time() - w0, 1e-6) / repeat
    return Race(threads, target, (reached[0], reached[1]), (took[0], took[1]), (work[0], work[1]))


def geometric_mean(values: Sequence[float]) -> float:
    return math.exp(statistics.mean(math.log(x) for x in values))


def summary(races: Sequence[Race], seconds: float, load: str) -> str:
    """The line that ends a ``--depths`` run: how much deeper N threads go in the time, how much
    sooner they reach one thread's depth (geometric mean over the positions, and in all), and
    what all their CPU costs, with what N free cores would make of that."""
    if not races:
        return f"no position searched to {seconds:g} s deep enough to time (load {load})"
    threads = races[0].threads
    deeper = [r.reached[1] - r.reached[0] for r in races]
    speedup = geometric_mean([r.took[0] / r.took[1] for r in races])
    overhead = geometric_mean([r.work[1] / r.work[0] for r in races])
    one, many = sum(r.took[0] for r in races), sum(r.took[1] for r in races)
    return (
        f"{threads} threads over 1: depth at {seconds:g} s {statistics.mean(deeper):+.2f} plies "
        f"on average ({sum(1 for d in deeper if d > 0)} deeper, {sum(1 for d in deeper if d < 0)} "
        f"shallower of {len(deeper)}); time to depth {speedup:.2f}x faster (geometric mean), "
        f"{one / many:.2f}x in all ({one:.2f} s / {many:.2f} s of the main thread's CPU time); "
        f"all threads' CPU time to depth {overhead:.2f}x one thread's (geometric mean: on "
        f"{threads} free cores about {threads / overhead:.2f}x faster, however the load shares "
        f"the cores out; load {load})"
    )
