"""Reading a long saved game off the GUI thread.

A record of a few thousand moves is checked move by move by the rules when it is read, which
takes longer than a window may stand still; the reading and the replay run on a worker thread
while the event loop goes on, and the finished game is put on in one quick step.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from morra_suite.controllers import collector
from morra_suite.core.game import GameRecordData
from morra_suite.core.record import GameRecord
from morra_suite.core.registration import GameRegistration

#: Texts longer than this are read on a worker thread; shorter ones take a few milliseconds.
BACKGROUND_CHARS = 12_000
#: The reading thread works this long, then rests this long, so the window keeps drawing.
WORK_S = 0.010
REST_S = 0.010


@dataclass(frozen=True)
class PreparedGame:
    """A saved game read and replayed: what ``GameSession.open_prepared`` puts on."""

    key: str
    data: GameRecordData
    # Any: a record of whatever game was read (generic in its state type)
    record: GameRecord[Any]


def prepare(
    read_text: Callable[[str, str], tuple[str, GameRecordData]], text: str, suffix: str
) -> PreparedGame:
    """Reads ``text`` and replays its moves; raises the reader's ``ValueError`` on a bad one."""
    key, data = read_text(text, suffix)
    # Any: a record of whatever game was read
    record: GameRecord[Any] = GameRecord(data.start)
    for move in data.moves:
        record.play(move)
    return PreparedGame(key, data, record)


class _Worker(QThread):
    def __init__(self, job: Callable[[], PreparedGame], parent: QObject | None) -> None:
        super().__init__(parent)
        self.job = job
        self.result: PreparedGame | None = None
        self.problem: Exception | None = None
        self.stopped = False  # set from the GUI thread: the reading ends at its next rest

    def run(self) -> None:
        sys.setprofile(polite(lambda: self.stopped))  # this thread only
        try:
            self.result = self.job()
        except _Stopped:
            pass  # cancelled: nobody waits for a result
        except Exception as exc:  # a foreign file may upset a reader in any way
            self.problem = exc
        finally:
            sys.setprofile(None)


class _Stopped(BaseException):
    """The reading was cancelled: raised inside it at a rest (a ``BaseException``, so that no
    reader's ``except Exception`` takes it for a reason to try the next game)."""


def polite(
    stopped: Callable[[], bool], work_s: float = WORK_S, rest_s: float = REST_S
) -> Callable[..., None]:
    """A profile hook that makes the reading thread rest ``rest_s`` after each ``work_s``.

    Why: the window's painting calls into Python for every item it draws, and each call must win
    the interpreter lock from a thread that never waits; with dozens of calls a frame, a busy
    reader stalls the window for seconds. Resting in ``time.sleep`` leaves the lock free, so the
    window draws its frames between the reader's slices."""
    clock = time.perf_counter
    calls = 0
    since = clock()

    # Any: sys.settrace's frame and argument, typeshed's own Any
    def hook(_frame: Any, _event: str, _arg: Any) -> None:
        nonlocal calls, since
        calls += 1
        if calls < 500:
            return
        calls = 0
        if clock() - since >= work_s:
            time.sleep(rest_s)
            since = clock()
            if stopped():
                raise _Stopped

    return hook


class _CollectorPause:
    """Keeps Python's cyclic garbage collector from walking a long game on either thread.

    Why: a full collection walks every tracked object (about 2 µs each on a loaded machine) while
    it holds the interpreter lock, so whichever thread sets it off, the window stands still:
    with the app's 40,000 objects and the 30,000 states and moves of a 3,000-ply game, one took
    100-350 ms, during the reading and again after the game was put on. So no collection runs
    while a record is read (what the reading drops is freed by reference counting, as almost
    everything is), and once the game is on, every object alive is moved out of the collector's
    sight (``gc.freeze``): the later collections walk only what is made after. Frozen objects
    are still freed when nothing refers to them (a game replaced by the next); only a reference
    cycle that was garbage at that moment stays.

    The pause is the collector guard's (``controllers.collector``), which owns the collection's
    state: with the guard running, a pause holds its timer and a resume never turns the
    automatic collection back on (that would let the worker threads collect again)."""

    def __init__(self) -> None:
        self._paused = False

    def pause(self) -> None:
        if not self._paused:
            collector.guard().pause()
            self._paused = True

    def resume(self, freeze: bool) -> None:
        if self._paused:
            self._paused = False
            collector.guard().resume(freeze)
        elif freeze:
            gc.freeze()


class RecordReader(QObject):
    """Reads one record at a time in the background; ``read`` or ``failed`` says how it ended.

    ``cancel`` drops the reading in progress: its result, when it comes, is thrown away.
    """

    read = Signal(object)  # PreparedGame
    failed = Signal(object)  # the exception

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker: _Worker | None = None
        self._running: set[_Worker] = set()  # a cancelled one runs to its end, unseen
        self._collector = _CollectorPause()

    @property
    def busy(self) -> bool:
        return self._worker is not None

    def start(
        self,
        read_text: Callable[[str, str], tuple[str, GameRecordData]],
        text: str,
        suffix: str,
    ) -> None:
        self.cancel()
        worker = _Worker(lambda: prepare(read_text, text, suffix), self)
        worker.finished.connect(lambda: self._done(worker))
        self._worker = worker
        self._running.add(worker)
        self._collector.pause()
        worker.start(QThread.Priority.LowPriority)

    def cancel(self) -> None:
        """The reading stops at its next rest; whatever it gave is dropped."""
        for worker in self._running:
            worker.stopped = True
        self._worker = None

    def cancel_and_wait(self) -> None:
        """Drops the reading and waits for every thread, so none runs on once its owner goes."""
        self.cancel()
        for worker in list(self._running):
            worker.wait()
        self._collector.resume(freeze=False)

    def wait(self, msecs: int = 30_000) -> bool:
        """Blocks until every reading, cancelled ones too, is done (closing, tests)."""
        return all(worker.wait(msecs) for worker in list(self._running))

    def _done(self, worker: _Worker) -> None:
        self._running.discard(worker)
        worker.deleteLater()
        if worker is not self._worker:
            if self._worker is None and not self._running:
                self._collector.resume(freeze=False)  # cancelled, and nothing reads now
            return
        self._worker = None
        if worker.result is not None:
            self.read.emit(worker.result)  # the game is put on (or refused) here
            self._collector.resume(freeze=not self._running)
        else:
            self._collector.resume(freeze=False)
            self.failed.emit(worker.problem or ValueError("the file could not be read"))


def read_any(text: str, suffix: str = "") -> tuple[str, GameRecordData]:
    """(game key, record) of a saved game. A file ending in a game's own suffix is that game's
    alone (a broken ``.morra`` file is a broken Morra game, never an empty game of another);
    any other file goes to the games its tags name, and to every game in turn when they name
    none (``core.game_files``): only the games asked are imported. A ``ValueError`` says why
    the first reader could not read it. (The session's ``read_text``; its words keep its
    context.)"""
    from PySide6.QtCore import QCoreApplication

    from morra_suite.core.game_files import games_to_ask
    from morra_suite.games import game_keys, load_game, registration

    if not text.strip():
        raise ValueError(QCoreApplication.translate("GameSession", "the file is empty"))
    if "\x00" in text:
        raise ValueError(QCoreApplication.translate("GameSession", "this is not a text file"))
    entries = [registration(key) for key in game_keys()]

    def suffix_of(entry: GameRegistration) -> str:
        return entry.file_suffix or load_game(entry.key).file_suffix

    if not any(suffix_of(entry) == suffix.lower() for entry in entries):
        # offered to the games its tags name, or to every game: the bounds every reader
        # checks first, checked once (and before the tags are looked for)
        from morra_suite.core.bounds import check_record_text

        try:  # a 4 MB hostile text took 20-60 ms of C work per reader, three times over
            check_record_text(text)
        except ValueError as exc:  # as the first reader would have said it
            raise ValueError(str(exc)) from None
    keys = games_to_ask(text, suffix, entries, suffix_of)
    problem: Exception | None = None
    for key in keys:
        try:
            return key, load_game(key).read_record(text)
        except Exception as exc:  # a foreign file may upset a reader in any way
            problem = problem or exc
    raise ValueError(
        str(problem) or QCoreApplication.translate("GameSession", "no game can read it")
    )
