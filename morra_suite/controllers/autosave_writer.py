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
import weakref
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

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


class _Mailbox:
    """What the GUI thread and the writing thread share: the snapshot waiting and the state of
    the write. A plain object, so that the thread holds no ``QObject``."""

    def __init__(self) -> None:
        self.condition = threading.Condition()
        self.waiting: tuple[Path, Snapshot] | None = None  # the newest one not yet written
        self.writing = False
        self.hurry = 0  # how many wait for the disk now (flush): nothing settles then
        self.thread: threading.Thread | None = None
        self.closed = False  # the writer is gone: the thread ends

    def close(self) -> None:
        with self.condition:
            self.closed = True
            self.condition.notify_all()

    def settles(self) -> bool:
        """Whether the snapshot waiting is a text still to be made and nobody waits for it
        (called with the condition held)."""
        waiting = self.waiting
        return waiting is not None and callable(waiting[1]) and not self.hurry


class _Relay(QObject):
    """Carries the outcome of each write to the GUI thread.

    Why: the writing thread must neither emit a signal of the writer nor hold a reference to
    it. The writer belongs to a window that may be deleted while the thread waits or writes; a
    thread that emits on an object deleted meanwhile, or that drops the last reference to it
    (the object is then destroyed on the wrong thread, while the GUI thread may still be
    delivering its signals), crashes the application. The relay is a child of the application,
    so the thread always emits on a live object, and it hands the outcome to its writer on the
    GUI thread only if that one still exists."""

    carried = Signal(object, str)  # the writer's weak reference, "" or why the write failed

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        self.carried.connect(self._deliver)

    @Slot(object, str)
    def _deliver(self, ref: weakref.ref[AutosaveWriter], problem: str) -> None:
        import shiboken6

        writer = ref()
        if writer is not None and shiboken6.isValid(writer):
            writer.written.emit(problem)


_relay: _Relay | None = None


def _the_relay() -> _Relay:
    """The application's relay, made on the GUI thread with the first writer (a new
    application gets a new one)."""
    import shiboken6

    global _relay
    app = QCoreApplication.instance()
    if _relay is None or not shiboken6.isValid(_relay) or _relay.parent() is not app:
        _relay = _Relay(app)
    return _relay


class AutosaveWriter(QObject):
    """One writing thread, started with the first snapshot, that then waits for the next (and
    ends after ``IDLE_S`` seconds without one, or soon after the writer is gone).

    Why it is kept: ``Thread.start`` waits until the new thread runs, which on a loaded machine
    cost the GUI thread milliseconds at every move (a thread that ended after each write was
    started anew by the next)."""

    # After each write, on the GUI thread: "" when it succeeded, else why it failed.
    written = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mailbox = _Mailbox()
        self._relay = _the_relay()
        self._ref = weakref.ref(self)
        # the writer gone (on the GUI thread), its thread ends instead of waiting for IDLE_S
        weakref.finalize(self, self._mailbox.close)

    @property
    def idle(self) -> bool:
        """Nothing waits to be written and nothing is being written."""
        box = self._mailbox
        with box.condition:
            return box.waiting is None and not box.writing

    def submit(self, path: Path, text: Snapshot) -> None:
        """``text`` (or what ``text()`` makes, on the writing thread) is to be written to
        ``path`` (atomically); returns at once."""
        box = self._mailbox
        with box.condition:
            box.waiting = (path, text)
            box.condition.notify_all()  # the thread waiting for it
            if box.thread is None:
                box.thread = threading.Thread(
                    target=_run,
                    args=(box, self._relay, self._ref),
                    name="autosave writer",
                    daemon=True,
                )
                box.thread.start()

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Blocks until every snapshot handed over is written; ``False`` if that took longer
        than ``timeout`` seconds."""
        box = self._mailbox
        with box.condition:
            box.hurry += 1
            box.condition.notify_all()  # a text settling is made at once
            try:
                return box.condition.wait_for(
                    lambda: box.waiting is None and not box.writing, timeout
                )
            finally:
                box.hurry -= 1

    def drop(self, timeout: float = FLUSH_TIMEOUT_S) -> None:
        """Forgets the snapshot still waiting and waits for a write going on to end (so a file
        deleted next stays deleted)."""
        box = self._mailbox
        with box.condition:
            box.waiting = None
            box.condition.wait_for(lambda: not box.writing, timeout)


def _run(box: _Mailbox, relay: _Relay, ref: weakref.ref[AutosaveWriter]) -> None:
    """The writing thread: it knows the writer only by a weak reference, which it never turns
    into a strong one (see ``_Relay``)."""
    while True:
        with box.condition:
            box.condition.notify_all()  # nothing is being written: a flush may go on
            if not box.condition.wait_for(
                lambda: box.waiting is not None or box.closed, IDLE_S
            ) or (box.closed and box.waiting is None):
                box.thread = None  # long idle, or the writer is gone: the next starts one
                return
            if box.settles():
                box.condition.wait_for(lambda: box.hurry > 0 or box.waiting is None, SETTLE_S)
            waiting = box.waiting
            if waiting is None:  # dropped while it settled
                continue
            path, text = waiting
            box.waiting = None
            box.writing = True
        problem = ""
        try:
            write_text_atomic(path, text if isinstance(text, str) else _made(text))
        except Exception as exc:  # told by signal, never lost in a thread
            problem = str(exc) or type(exc).__name__
        with box.condition:
            box.writing = False
            box.condition.notify_all()
        with contextlib.suppress(RuntimeError):  # the application is gone
            relay.carried.emit(ref, problem)


def _made(make: Callable[[], str]) -> str:
    """``make()``, run in slices with rests between them that leave the interpreter lock to
    the GUI thread."""
    sys.setprofile(polite(lambda: False, WORK_S, REST_S))  # this thread only
    try:
        return make()
    finally:
        sys.setprofile(None)
