"""Reading a long saved game off the GUI thread.

A record of a few thousand moves is checked move by move by the rules when it is read, which
takes longer than a window may stand still; the reading and the replay run on a worker thread
while the event loop goes on, and the finished game is put on in one quick step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from morra_suite.core.game import GameRecordData
from morra_suite.core.record import GameRecord

#: Texts longer than this are read on a worker thread; shorter ones take a few milliseconds.
BACKGROUND_CHARS = 12_000


@dataclass(frozen=True)
class PreparedGame:
    """A saved game read and replayed: what ``GameSession.open_prepared`` puts on."""

    key: str
    data: GameRecordData
    record: GameRecord[Any]


def prepare(read_text: Callable[[str, str], tuple[str, GameRecordData]], text: str, suffix: str):
    """Reads ``text`` and replays its moves; raises the reader's ``ValueError`` on a bad one."""
    key, data = read_text(text, suffix)
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

    def run(self) -> None:
        try:
            self.result = self.job()
        except Exception as exc:  # a foreign file may upset a reader in any way
            self.problem = exc


class RecordReader(QObject):
    """Reads one record at a time in the background; ``read`` or ``failed`` says how it ended.

    ``cancel`` drops the reading in progress: its result, when it comes, is thrown away.
    """

    read = Signal(object)  # PreparedGame
    failed = Signal(object)  # the exception

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker: _Worker | None = None

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
        worker.start(QThread.Priority.LowPriority)

    def cancel(self) -> None:
        self._worker = None  # a running worker finishes on its own; its result is dropped

    def cancel_and_wait(self) -> None:
        """Drops the reading and waits for its thread, so nothing runs on once its owner goes."""
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.wait()

    def wait(self, msecs: int = 30_000) -> bool:
        """Blocks until the reading in progress is done (for closing the window and tests)."""
        worker = self._worker
        return worker is None or worker.wait(msecs)

    def _done(self, worker: _Worker) -> None:
        worker.deleteLater()
        if worker is not self._worker:
            return
        self._worker = None
        if worker.result is not None:
            self.read.emit(worker.result)
        else:
            self.failed.emit(worker.problem or ValueError("the file could not be read"))
