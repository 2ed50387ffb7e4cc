"""Python's cyclic garbage collection only on the GUI thread.

Why: the cyclic collector runs in whichever thread allocates past its threshold, and a
collection frees every unreachable cycle, whoever made it. The app's worker threads (the record
reader, the analyser's and the Morra solver's threads, the controller's computer thread, the
thread that opens the sound device and imports the audio modules) allocate a lot, so most
automatic collections ran there, and a cycle holding a PySide wrapper of a GUI object (a
QPixmap, a QGraphicsItem Python owns, a QObject living on the GUI thread, a closure over a
widget) had its C++ destructor run on that worker thread, which Qt forbids. The built app
aborted so at exit: a daemon thread's import set off a collection freeing Qt wrappers, and the
interpreter ended the thread inside it.

So, as Qt applications written in Python commonly do, the automatic collection is off and a
timer on the GUI thread collects instead (``CollectorGuard``): it reads the collector's counts
against its thresholds and collects the generation that is due, as the interpreter would have
(with its rule that a full collection waits until a quarter more objects are long-lived).
Worker threads then free only by reference counting, which is how almost everything is freed,
and every cycle dies on the GUI thread.

The timer's cadence: every ``FAST_MS`` while the collector's young generation fills (a tick
costs a few microseconds when nothing is due); each tick that finds nothing due doubles the
wait, up to ``IDLE_MS``, so an idle window wakes for it less than once a second; the first tick
that finds a collection due goes back to ``FAST_MS``. Measured (``benchmarks/bench_collector.py``,
30 s of an idle window, load 10 on 2 cores): the interpreter's own collection 11 ms of CPU and
60 wake-ups of the process's threads, the guard 15 ms and 77, a fixed 100 ms timer 59 ms and 305.

A long record read (``record_reader``) holds the collections (``pause``/``resume``): a full
collection walking the 30,000 states of a long game stills the window for 100-350 ms, so none
runs while it is read, and what the reading made is frozen out of the collector's sight once
the game is on. The guard owns that state, so a reading never turns the automatic collection
back on (``gc.enable`` from any thread turns it on for all of them) while the guard runs.

At the application's quit the timer stops and one last collection runs on the GUI thread,
before the interpreter ends the daemon threads; the automatic collection stays off, so no
thread the interpreter is stopping can be inside one.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: The timer's interval while objects are being made (a collection was due at its last tick).
FAST_MS = 100
#: The longest interval, reached by doubling while nothing is due: an idle app's cadence.
IDLE_MS = 1600


class CollectorGuard(QObject):
    """The application's one collector timer (``guard()``); ``start`` turns it on.

    Also the one keeper of the collection's pauses (``pause``/``resume``), with or without the
    timer running: without it (tests, tools that build a window of their own), a pause turns
    the interpreter's automatic collection off and the last resume turns it on again, as the
    record reader did before the guard."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        # a QTimer's type is Qt's coarse one by default; naming ``Qt`` here would build Qt's
        # 94 enums (22 ms, 1.1 MiB) before the window's first frame, where the theme does later
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.tick)
        self._interval = FAST_MS
        self._running = False
        self._holds = 0
        self._disabled_by_pause = False
        self._quitting_app: QCoreApplication | None = None
        # the interpreter's full-collection rule (CPython's ``long_lived_total``/``pending``):
        # the objects in the oldest generation after the last full collection, and the
        # younger-generation collections count seen at the last look at it
        self._long_lived = 0
        self._looked_at = -1
        self._grew = False  # the answer of that look
        #: Collections run by the guard, per generation (0, 1, 2): for tests and benchmarks.
        self.collections = [0, 0, 0]
        #: The thread of the guard's last collection (only ever the GUI thread).
        self.last_thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._running

    @property
    def interval(self) -> int:
        """The milliseconds until the next tick."""
        return self._interval

    @property
    def held(self) -> bool:
        return self._holds > 0

    def start(self) -> None:
        """Turns the automatic collection off and the GUI thread's timer on (at the quit of the
        application it runs in, the timer stops and one last collection runs: ``stop``)."""
        if self._running:
            return
        gc.disable()
        self._disabled_by_pause = False  # the guard keeps it off from now on
        self._running = True
        self._long_lived = len(gc.get_objects(2))
        self._interval = FAST_MS
        self._timer.start(self._interval)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        self._quitting_app = app

    def stop(self) -> None:
        """Stops the timer and collects once on this (the GUI) thread; the automatic collection
        stays off, so the interpreter's shutdown finds no thread inside a collection."""
        if not self._running:
            return
        self._running = False
        self._timer.stop()
        app, self._quitting_app = self._quitting_app, None
        if app is not None:
            app.aboutToQuit.disconnect(self.stop)
        self._collect(2)

    def pause(self) -> None:
        """No collection until the matching ``resume`` (a long record is being read).

        The young generation is collected first (it holds what was made since the last tick,
        a few thousand objects at most): a cycle that became garbage since (a refused file's
        exception, its traceback holding the file's text) would otherwise wait out the read
        and be frozen with the game put on, never to be freed."""
        if self._running and not self._holds and gc.get_count()[0]:
            self._collect(0)
        self._holds += 1
        if not self._running and gc.isenabled():
            gc.disable()
            self._disabled_by_pause = True

    def resume(self, freeze: bool) -> None:
        """Ends one ``pause``; ``freeze`` moves every object alive out of the collector's sight
        (``gc.freeze``: the game just put on), so later full collections do not walk it."""
        if freeze:
            gc.freeze()
        self._holds = max(0, self._holds - 1)
        if self._holds == 0 and self._disabled_by_pause:
            self._disabled_by_pause = False
            if not self._running:
                gc.enable()

    def tick(self) -> None:
        """Collects the generation due, if any, and sets the next tick's time."""
        generation = None if self._holds else self.due()
        if self._holds:
            self._interval = FAST_MS  # (the reading's objects come in the next ticks)
        elif generation is None:
            self._interval = min(IDLE_MS, self._interval * 2)
        else:
            self._collect(generation)
            self._interval = FAST_MS
        if self._running:
            self._timer.start(self._interval)

    def due(self) -> int | None:
        """The generation the interpreter would collect now, or ``None``: the youngest's count
        is over its threshold (a threshold of 0 turns collection off), then the oldest due."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        if thresholds[0] == 0 or counts[0] <= thresholds[0]:
            return None
        if counts[2] > thresholds[2] and self._long_lived_grew(counts[2]):
            return 2
        return 1 if counts[1] > thresholds[1] else 0

    def _long_lived_grew(self, younger_collections: int) -> bool:
        """Whether the oldest generation grew by a quarter since the last full collection (the
        interpreter's rule: full collections stay linear in the objects alive). Looked at once
        per collection of the middle generation (only those add to it)."""
        if younger_collections != self._looked_at:
            self._looked_at = younger_collections
            size = len(gc.get_objects(2))
            self._long_lived = min(self._long_lived, size)  # frozen or freed since
            self._grew = size - self._long_lived > self._long_lived // 4
        return self._grew

    def _collect(self, generation: int) -> None:
        gc.collect(generation)
        self.collections[generation] += 1
        self.last_thread = threading.current_thread()
        if generation == 2:
            self._long_lived = len(gc.get_objects(2))
            self._looked_at = -1


_guard: CollectorGuard | None = None


def guard() -> CollectorGuard:
    """The application's one guard, made on the first call (on the GUI thread, as a child of
    the application so it lives as long); not running until ``start``."""
    global _guard
    if _guard is None:
        _guard = CollectorGuard(QCoreApplication.instance())
    return _guard


def start() -> CollectorGuard:
    """Collections from now on only on the GUI thread (the launcher calls it once the window
    is up, where the automatic collection came back on before)."""
    the_guard = guard()
    the_guard.start()
    return the_guard
