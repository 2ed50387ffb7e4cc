"""Things the user should hear about once that happen deep below the window.

A damaged table or solution is deleted and rebuilt where it is found: in a search, often in a
computer player's child process, far from any window. The finder tells it here; the window takes
what was told and shows it, once per file, in the user's language (``kind`` picks the sentence,
``detail`` fills it). A computer player's child hands its notices to the parent with each answer.
"""

from __future__ import annotations

import threading
from typing import NamedTuple

#: A cache file (endgame table, Six Men's Morris solution, Morra solution) failed its check: it
#: was deleted and is built again while the search plays.
DAMAGED_CACHE = "damaged-cache"
#: The settings file could not be read (``detail``: the file and why); the defaults are used.
SETTINGS_DAMAGED = "settings-damaged"
#: A change of the settings could not be written (``detail``: the file and why).
SETTINGS_UNSAVED = "settings-unsaved"


class Notice(NamedTuple):
    """One thing to tell (immutable, and pickled from a computer player's child process). A
    named tuple, not a dataclass: this module is imported before the window's first frame (the
    settings file's writer tells through it), and ``dataclasses`` with ``copy`` cost start-up
    time the bare window does not pay (``benchmarks/bench_startup.py``)."""

    kind: str
    detail: str
    key: str = ""  # what makes two notices the same (a file's path); ``detail`` when empty


_lock = threading.Lock()
_told: set[tuple[str, str]] = set()
_pending: list[Notice] = []


def tell(notice: Notice) -> bool:
    """Queues ``notice`` for the window unless the same one was told before in this process;
    ``True`` when queued."""
    same = (notice.kind, notice.key or notice.detail)
    with _lock:
        if same in _told:
            return False
        _told.add(same)
        _pending.append(notice)
    return True


def take() -> list[Notice]:
    """The notices told since the last call, oldest first."""
    with _lock:
        taken = list(_pending)
        _pending.clear()
    return taken


def forget() -> None:
    """Clears what was told (a test starts afresh)."""
    with _lock:
        _told.clear()
        _pending.clear()
