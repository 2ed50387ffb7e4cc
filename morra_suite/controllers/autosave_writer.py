"""Writing the autosave on a worker thread: the GUI thread hands over a snapshot and goes on.

Why: the autosave is written after every move, and a write waits for the disk (``fsync``), which
on a busy disk takes tens or hundreds of milliseconds; the window must not stand still for it.
The snapshot is the finished file text, or a function that makes it from values taken on the
GUI thread (the record's immutable states and moves, never the live game), so the thread never
reads the game while it changes. Making the text of a long game (a few thousand moves) is
Python work that holds the interpreter lock for tens of milliseconds; the thread does it in
slices with rests between them (``record_reader.polite``), so the window, busy with the move
just played, is not made to wait for the lock. The newest snapshot wins: one handed over while a
write is going on replaces any older one still waiting, so a burst of moves writes twice, not once
a move. ``flush`` waits until the newest snapshot is on the disk (closing the window, reading the
autosave back); ``drop`` forgets a waiting one (the game is discarded).
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from morra_suite.controllers.record_reader import polite
from morra_suite.core.files import write_text_atomic

FLUSH_TIMEOUT_S = 30.0  # a write that takes longer is given up by whoever waits for it
#: The writing thread waits this long for the next snapshot, then ends (a move comes sooner).
IDLE_S = 120.0
#: The writing thread makes a text this long at a time, then rests this long (lock free).
WORK_S = 0.002
REST_S = 0.002
#: A text to be made waits this long after it was handed over (unless someone waits for it).
SETTLE_S = 0.3

#: A snapshot: the text, or what makes it (called on the writing thread).
Snapshot = str | Callable[[], str]


class AutosaveWriter(QObject):
    """One writing thread, started with the first snapshot, that then waits for the next (and
    ends after ``IDLE_S`` seconds without one).

    Why it is kept: ``Thread.start`` waits until the new thread runs, which on a loaded machine
    cost the GUI thread milliseconds at every move (a thread that ended after each write was
    started anew by the next)."""

    # After each write, on the GUI thread: "" when it succeeded, else why it failed.
    written = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._condition = threading.Condition()
        self._waiting: tuple[Path, Snapshot] | None = None  # the newest one not yet written
        self._writing = False
        self._hurry = 0  # how many wait for the disk now (flush): nothing settles then
        self._thread: threading.Thread | None = None

    @property
    def idle(self) -> bool:
        """Nothing waits to be written and nothing is being written."""
        with self._condition:
            return self._waiting is None and not self._writing

    def submit(self, path: Path, text: Snapshot) -> None:
        """``text`` (or what ``text()`` makes, on the writing thread) is to be written to
        ``path`` (atomically); returns at once."""
        with self._condition:
            self._waiting = (path, text)
            self._condition.notify_all()  # the thread waiting for it
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="autosave writer", daemon=True
                )
                self._thread.start()

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Blocks until every snapshot handed over is written; ``False`` if that took longer
        than ``timeout`` seconds."""
        with self._condition:
            self._hurry += 1
            self._condition.notify_all()  # a text settling is made at once
            try:
                return self._condition.wait_for(
                    lambda: self._waiting is None and not self._writing, timeout
                )
            finally:
                self._hurry -= 1

    def drop(self, timeout: float = FLUSH_TIMEOUT_S) -> None:
        """Forgets the snapshot still waiting and waits for a write going on to end (so a file
        deleted next stays deleted)."""
        with self._condition:
            self._waiting = None
            self._condition.wait_for(lambda: not self._writing, timeout)

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.notify_all()  # nothing is being written: a flush may go on
                if not self._condition.wait_for(lambda: self._waiting is not None, IDLE_S):
                    self._thread = None  # long idle (the window is gone?): the next starts one
                    return
                if callable(self._waiting[1]) and not self._hurry:
                    self._condition.wait_for(
                        lambda: self._hurry > 0 or self._waiting is None, SETTLE_S
                    )
                if self._waiting is None:  # dropped while it settled
                    continue
                path, text = self._waiting
                self._waiting = None
                self._writing = True
            problem = ""
            try:
                write_text_atomic(path, text if isinstance(text, str) else _made(text))
            except Exception as exc:  # told by signal, never lost in a thread
                problem = str(exc) or type(exc).__name__
            with self._condition:
                self._writing = False
                self._condition.notify_all()
            with contextlib.suppress(RuntimeError):  # the window (and this object) is gone
                self.written.emit(problem)


def _made(make: Callable[[], str]) -> str:
    """``make()``, run in slices with rests between them that leave the interpreter lock to
    the GUI thread."""
    sys.setprofile(polite(lambda: False, WORK_S, REST_S))  # this thread only
    try:
        return make()
    finally:
        sys.setprofile(None)
