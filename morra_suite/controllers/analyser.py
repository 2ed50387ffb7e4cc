"""``analyse`` off the GUI thread, for the hint, the analysis panel and the game review.

An ``Analyser`` runs one job at a time: a single position (``request``) or a whole game
(``request_series``). A new job cancels the one before, and only the newest job's answer is
emitted (``analysed``), so a result for a position the board no longer shows is dropped.

Where the work runs, as for the computer players (``controllers/computers.py``), is the game's
registration record's ``analysis_in_child``: Morra's exact solution is numpy (it lets go of the
interpreter lock) and runs in a worker thread; the mill and Myra searches are Python that holds
the lock, so they run in a child process (``RemoteComputer``
with ``remote_analysis`` as its factory) and the window keeps painting. The worker thread then
only waits on the child's pipe.

QtCore only: ``analysed(tag, result)`` carries an ``Analysis`` for ``request`` and a list of
them (one per state) for ``request_series``; ``progress(done, total)`` follows a series;
``failed(tag, reason)`` says why a job could not finish.
"""

from __future__ import annotations

import contextlib
import itertools
import queue
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from morra_suite.core.protocol import SomeState
from morra_suite.core.registration import GameRegistration

if TYPE_CHECKING:
    from morra_suite.ai.analysis import Analysis
    from morra_suite.controllers.remote_player import RemoteComputer

__all__ = ["Analyser", "ForeignState", "RemoteAnalysis", "remote_analysis", "runs_in_child"]

FACTORY = "morra_suite.controllers.analyser:remote_analysis"
MEMO_SIZE = 4096  # positions whose analysis is remembered (a few hundred bytes each)


class _Memo:
    """One evaluation per position for the whole application: the hint, the panel and the
    review all read what was found first for a position at a budget at least as large as theirs
    (a larger budget replaces a smaller one). So a move played because the hint called it best
    is weighed by the review against that very analysis, and the panel agrees with both."""

    def __init__(self, size: int = MEMO_SIZE) -> None:
        self._found: OrderedDict[Hashable, tuple[float, Analysis]] = OrderedDict()
        self._lock = threading.Lock()
        self._size = size

    @staticmethod
    def _key(state: object) -> Hashable | None:
        try:
            key = (type(state).__module__, type(state).__qualname__, state)
            hash(key)
        except TypeError:  # a state that is no value (a test's toy): not remembered
            return None
        return key

    def get(self, state: object, seconds: float) -> Analysis | None:
        key = self._key(state)
        if key is None:
            return None
        with self._lock:
            found = self._found.get(key)
            if found is None or found[0] < seconds:
                return None
            self._found.move_to_end(key)
            return found[1]

    def put(self, state: object, seconds: float, analysis: Analysis) -> None:
        key = self._key(state)
        if key is None:
            return
        with self._lock:
            old = self._found.get(key)
            if old is not None and old[0] > seconds:
                return
            self._found[key] = (seconds, analysis)
            self._found.move_to_end(key)
            while len(self._found) > self._size:
                self._found.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._found.clear()


MEMO = _Memo()


class RemoteAnalysis:
    """What the child process runs: ``analyse`` with a fixed budget, called as a player is."""

    def __init__(self, milliseconds: int) -> None:
        self.seconds = max(1, int(milliseconds)) / 1000.0

    # Any: a game's state, or a ForeignState wrapping one (the child's pipe gives no type)
    def __call__(self, state: Any, cancelled: Callable[[], bool]) -> Analysis:
        from morra_suite.ai.analysis import analyse

        if isinstance(state, ForeignState):  # a game registered in the parent only
            state = state.unpack()
        return analyse(state, self.seconds, cancelled)


class ForeignState:
    """A state of a game the child process does not know (registered at run time in the
    parent: a plug-in), sent with the part of its record the analysis needs, so the child
    registers it before it analyses. The built-in games' states go as they are."""

    __slots__ = ("analyser", "key", "rules", "solving", "state")

    def __init__(self, state: SomeState, record: GameRegistration) -> None:
        self.state = state
        self.key, self.rules = record.key, record.rules
        self.analyser, self.solving = record.analyser, record.solving

    def unpack(self) -> SomeState:
        from morra_suite import games

        if games.registered(self.key) is None and self.key not in games.game_keys():
            games.register_game(
                GameRegistration(self.key, self.rules, analyser=self.analyser, solving=self.solving)
            )
        return self.state

    def __getstate__(self) -> tuple[object, ...]:
        return (self.state, self.key, self.rules, self.analyser, self.solving)

    # Any: pickle hands back what __getstate__ gave, untyped (a state, strings, import paths)
    def __setstate__(self, values: tuple[Any, ...]) -> None:
        self.state, self.key, self.rules, self.analyser, self.solving = values


def remote_analysis(milliseconds: int) -> RemoteAnalysis:
    """The child's factory (``RemoteComputer`` calls it with its ``level``: here the budget)."""
    return RemoteAnalysis(milliseconds)


def runs_in_child(state: SomeState) -> bool:
    """Whether ``state``'s analysis searches in Python (its game's record says so: the mill
    games, Myra): then it runs in a child. A state of no registered game runs in the thread,
    where ``analyse`` says why it cannot be analysed."""
    from morra_suite.games import key_of_state, registration

    key = key_of_state(state)
    return key is not None and registration(key).analysis_in_child


def _for_the_child(state: SomeState) -> SomeState | ForeignState:
    """``state`` as the child receives it: wrapped with its record when its game is not one the
    child knows by itself (not built in)."""
    from morra_suite import games

    key = games.key_of_state(state)
    if key is None or games.is_built_in(key):
        return state
    return ForeignState(state, games.registration(key))


class _Relay(QObject):
    """Carries the worker threads' answers to the GUI thread.

    A worker thread must not emit a signal of an ``Analyser``: the analyser is a child of a
    window or a panel that may be deleted while the thread still searches, and a signal of an
    object deleted meanwhile (or while the emit runs) is a crash. The relay lives as long as the
    application (a child of it), so the thread always emits on a live object, and the relay hands
    the answer to its analyser on the GUI thread only if that one still exists.
    """

    finished = Signal(object, int, object, object, str)  # analyser ref, job id, tag, result, error
    stepped = Signal(object, int, int, int)  # analyser ref, job id, done, total

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.finished.connect(self._deliver_finished)
        self.stepped.connect(self._deliver_stepped)

    @staticmethod
    def _alive(ref: weakref.ref[Analyser]) -> Analyser | None:
        import shiboken6

        analyser = ref()
        return analyser if analyser is not None and shiboken6.isValid(analyser) else None

    @Slot(object, int, object, object, str)
    def _deliver_finished(
        self, ref: weakref.ref[Analyser], ident: int, tag: object, result: object, error: str
    ) -> None:
        analyser = self._alive(ref)
        if analyser is not None:
            analyser._on_finished(ident, tag, result, error)

    @Slot(object, int, int, int)
    def _deliver_stepped(
        self, ref: weakref.ref[Analyser], ident: int, done: int, total: int
    ) -> None:
        analyser = self._alive(ref)
        if analyser is not None:
            analyser._on_stepped(ident, done, total)


_relay: _Relay | None = None


def _the_relay() -> _Relay:
    """The application's relay, made on first use (on the GUI thread, with the first analyser)."""
    global _relay
    app = QCoreApplication.instance()
    if _relay is None or not _alive_object(_relay) or _relay.parent() is not app:
        assert app is not None, "an Analyser needs a QCoreApplication"
        _relay = _Relay(app)
    return _relay


def _alive_object(obj: QObject) -> bool:
    import shiboken6

    return bool(shiboken6.isValid(obj))


class _Workers:
    """Daemon threads that wait for jobs, kept for the application's life.

    Why not a thread per job: ``Thread.start`` waits until the new thread runs, and on a loaded
    machine that is 5-20 ms of the GUI thread at every move the analysis follows. A job handed
    to a waiting thread costs a queue's put. A thread is started only when none waits (the
    first job, or jobs overlapping while a cancelled one winds down); one that finished waits
    for the next."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[Callable[[], Callable[[], None]]] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._idle = 0  # threads waiting for a job and not yet promised one
        self._started = 0

    def run(self, job: Callable[[], Callable[[], None]]) -> None:
        """Runs ``job`` on a worker thread, then what it returns (its answer's delivery), once
        the thread counts as waiting again: a request made on that answer finds it waiting.
        Returns at once when a thread is waiting."""
        with self._lock:
            start = self._idle == 0
            if not start:
                self._idle -= 1
        self._jobs.put(job)
        if start:
            self._start()

    def keep_one_waiting(self) -> None:
        """Starts a thread now (off any move) if none waits, so the next job finds one."""
        with self._lock:
            if self._idle:
                return
            self._idle += 1
        self._start()

    def _start(self) -> None:
        with self._lock:
            self._started += 1
            name = f"analysis worker {self._started}"
        threading.Thread(target=self._serve, name=name, daemon=True).start()

    def _serve(self) -> None:
        while True:
            job = self._jobs.get()
            deliver = job()  # never raises: the job reports its own failure
            with self._lock:
                self._idle += 1
            deliver()


_WORKERS = _Workers()


class Analyser(QObject):
    """Analyses positions in the background; the newest job's answer alone is emitted.

    ``in_process=True`` runs every analysis in the worker thread (no child process): for tools
    and tests that do not mind the interpreter lock.
    """

    analysed = Signal(object, object)  # tag, Analysis (or a list of them for a series)
    progress = Signal(int, int)  # done, total (a series)
    failed = Signal(object, str)  # tag, reason
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None, in_process: bool = False) -> None:
        super().__init__(parent)
        self.in_process = in_process
        self._ids = itertools.count(1)
        self._current = 0
        self._remotes: dict[int, RemoteComputer] = {}
        self._lock = threading.Lock()
        # the worker threads answer through the application's relay, never through this object
        self._relay = _the_relay()
        self._ref = weakref.ref(self)
        _WORKERS.keep_one_waiting()  # the first request starts no thread

    # ------------------------------------------------------------------ asking
    @property
    def busy(self) -> bool:
        return self._current != 0

    def request(self, state: SomeState, seconds: float, tag: object = None) -> int:
        """Analyses ``state`` within about ``seconds``; ``analysed(tag, Analysis)`` follows unless
        another job starts first. Returns the job's id."""
        return self._start(lambda ident: self._one(ident, state, seconds), tag)

    def request_series(
        self, states: Sequence[SomeState], seconds: float, tag: object = None
    ) -> int:
        """Analyses every state in turn (``seconds`` each), with ``progress``; then
        ``analysed(tag, [Analysis, ...])``. A cancelled series emits nothing."""
        states = list(states)
        relay, ref = self._relay, self._ref

        def work(ident: int) -> list[Analysis]:
            found = []
            for done, state in enumerate(states):
                if self._stale(ident):
                    break
                found.append(self._one(ident, state, seconds))
                relay.stepped.emit(ref, ident, done + 1, len(states))
            return found

        return self._start(work, tag)

    def cancel(self) -> None:
        """Gives up the job that runs (its answer is dropped; the search stops soon)."""
        if self._current:
            self._current = 0
            self.busy_changed.emit(False)

    def shutdown(self) -> None:
        """Cancels and ends the child processes (the window is closing)."""
        self.cancel()
        with self._lock:
            remotes, self._remotes = list(self._remotes.values()), {}
        for remote in remotes:
            remote.close()

    # ------------------------------------------------------------------ the worker
    def _stale(self, ident: int) -> bool:
        return ident != self._current

    def _start(self, work: Callable[[int], object], tag: object) -> int:
        was_busy = self.busy
        ident = self._current = next(self._ids)
        relay, ref = self._relay, self._ref

        def run() -> Callable[[], None]:
            try:
                answer = (ref, ident, tag, work(ident), "")
            except Exception as exc:  # reported, never lost in a thread
                answer = (ref, ident, tag, None, f"{type(exc).__name__}: {exc}")

            def deliver() -> None:
                with contextlib.suppress(RuntimeError):  # the application is gone
                    relay.finished.emit(*answer)

            return deliver

        _WORKERS.run(run)  # a waiting thread takes it: the GUI thread waits for no thread
        if not was_busy:
            self.busy_changed.emit(True)
        return ident

    def _one(self, ident: int, state: SomeState, seconds: float) -> Analysis:
        def cancelled() -> bool:
            return self._stale(ident)

        remembered = MEMO.get(state, seconds)
        if remembered is not None:
            return remembered
        if self.in_process or not runs_in_child(state):
            from morra_suite.ai.analysis import analyse

            result = analyse(state, seconds, cancelled)
        else:
            sent = _for_the_child(state)
            result = self._remote(seconds).choose(sent, getattr(state, "to_move", 0), cancelled)
            if result is None:  # the child was ended after a cancel that took too long
                raise RuntimeError("the analysis was cancelled")
        if not cancelled():  # a search cut short is no evaluation to hand on
            MEMO.put(state, seconds, result)
        return result

    def _remote(self, seconds: float) -> RemoteComputer:
        """The child for this budget (one per budget, started once and kept)."""
        from morra_suite.controllers.remote_player import RemoteComputer

        milliseconds = max(1, round(seconds * 1000))
        with self._lock:
            remote = self._remotes.get(milliseconds)
            if remote is None:
                remote = self._remotes[milliseconds] = RemoteComputer(FACTORY, milliseconds)
            return remote

    # ------------------------------------------------------------------ back on this thread
    def _on_stepped(self, ident: int, done: int, total: int) -> None:
        if not self._stale(ident):
            self.progress.emit(done, total)

    def _on_finished(self, ident: int, tag: object, result: object, error: str) -> None:
        if self._stale(ident):
            return  # a position no longer shown, or a job given up
        self._current = 0
        self.busy_changed.emit(False)
        if error:
            self.failed.emit(tag, error)
        else:
            self.analysed.emit(tag, result)
