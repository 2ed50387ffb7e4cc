"""How many threads a native search uses: one per core by default, a setting from 1 to 64; and
the clock its budgets run on.

The mill and Myra cores search on several threads (Lazy SMP, their ``native_core/smp.c``); both
read their thread count through here, so the default and the range are one rule. The pure-Python
searches hold the interpreter lock and always search on one thread.
"""

from __future__ import annotations

import os

#: The most threads a think may use (the cores' MAX_THREADS, ``native_core/threads.h``).
MAX_THREADS = 64


def default_threads() -> int:
    """One search thread per core of the machine (``os.cpu_count()``), at most ``MAX_THREADS``."""
    return max(1, min(MAX_THREADS, os.cpu_count() or 1))


def check_threads(threads: int) -> int:
    """``threads`` if it is a whole number from 1 to ``MAX_THREADS``, else a ``ValueError``."""
    if isinstance(threads, bool) or not isinstance(threads, int):
        raise ValueError(f"threads {threads!r}: a whole number of search threads")
    if not 1 <= threads <= MAX_THREADS:
        raise ValueError(f"threads {threads}: 1 to {MAX_THREADS} search threads")
    return threads


#: The clocks a native search's budget can run on: ``"wall"`` (what a player waits: the default)
#: or ``"cpu"`` (each search thread's own CPU time: benchmarks on a loaded machine, where a thread
#: waiting for a core would otherwise lose its budget to other programs). The cores' set_clock
#: takes the index.
CLOCKS = ("wall", "cpu")


def check_clock(clock: str) -> str:
    """``clock`` if it is one of ``CLOCKS``, else a ``ValueError``."""
    if clock not in CLOCKS:
        raise ValueError(f"clock {clock!r}: one of {', '.join(CLOCKS)}")
    return clock
