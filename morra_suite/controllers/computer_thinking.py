"""The computers' thinking for the game controller: worker threads, cancelling, late answers.

Why a part of its own: running a computer player is mechanics that the game's rounds need not
see. Each think runs in a thread pool (a search must not stop the window painting); one
*generation* number stands for the thinks started together, so a think cancelled meanwhile (an
undo, a new game, a person's move) that answers anyway is dropped; the answer crosses back to the
GUI thread by a queued signal, so the rules state is only ever touched there; the least delay a
computer move takes to appear (so people can follow a computer game) is kept from the think's
start; and a game clock's deadline is polled beside ``cancelled``. ``GameController`` decides
whose choice is wanted and what an answer does to the game (a move played, a secret hand noted,
a failure told); this part runs the thinks and hands back each answer still wanted, on the GUI
thread, through the one callback it was given. QtCore only, and it knows no controller.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from morra_suite.core.protocol import SomeChoice, SomeState

#: What a worker runs for one seat: its choice, given the poll that says it was cancelled.
Task = Callable[[Callable[[], bool]], SomeChoice]


class ComputerPlayer(Protocol):
    """A computer side (``morra_suite.ai.players.computer_player`` makes them): the choice of
    ``player`` in ``state`` (its move on its turn, its secret choice in a joint round).

    Called in a worker thread: it must only read the immutable state and poll ``cancelled``.
    """

    def choose(
        self, state: SomeState, player: int, cancelled: Callable[[], bool]
    ) -> SomeChoice: ...


@dataclass(frozen=True)
class ComputerFailure:
    """The answer of a computer player whose ``choose`` raised: the error, to be told."""

    error: BaseException


class _Think(QRunnable):
    """One computer decision in the thread pool; posts ``(generation, seat, result)`` back.

    The result goes through a signal of ``ComputerThinking``, which Qt queues to the GUI thread,
    so the rules state is only ever touched there. Errors are posted back as the result
    (``ComputerFailure``), never raised here.
    """

    def __init__(
        self,
        post: Callable[[int, int, object], None],
        generation: int,
        seat: int,
        task: Task,
        cancel: threading.Event,
    ) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self._post = post
        self._generation = generation
        self._seat = seat
        self._task = task
        self._cancel = cancel

    def run(self) -> None:
        try:
            result: object = self._task(self._cancel.is_set)
        except Exception as exc:  # a broken computer player must not take the window down
            result = ComputerFailure(exc)
        if not self._cancel.is_set():
            self._post(self._generation, self._seat, result)


def _task(
    computer: ComputerPlayer,
    state: SomeState,
    seat: int,
    deadline: Callable[[int], Callable[[], bool] | None] | None,
) -> Task:
    """What the worker runs for one seat: its choice (its move, on its turn), stopped by
    its clock's deadline too when a game clock runs (the search then plays its best)."""
    stop = deadline(seat) if deadline is not None else None
    if stop is None:
        return lambda cancelled: computer.choose(state, seat, cancelled)
    return lambda cancelled: computer.choose(state, seat, lambda: cancelled() or stop())


class ComputerThinking(QObject):
    """The thinks of one controller's computers: started together for the seats a round waits
    for, cancelled together, and each answer still wanted handed to ``answered(seat, result)``
    on the GUI thread (``result``: the choice, ``None`` when the computer found none, or a
    ``ComputerFailure``), no sooner than ``delay_ms()`` after the start."""

    _posted = Signal(int, int, object)

    def __init__(
        self,
        answered: Callable[[int, object], None],
        delay_ms: Callable[[], int],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(4)
        self._answered = answered
        self._delay_ms = delay_ms
        self._generation = 0
        self._cancel = threading.Event()
        self._jobs: set[_Think] = set()  # the running thinks (the pool does not own them)
        self._started = 0.0
        self._posted.connect(self._on_posted)

    def start(
        self,
        state: SomeState,
        computers: Iterable[tuple[int, ComputerPlayer]],
        deadline: Callable[[int], Callable[[], bool] | None] | None,
    ) -> None:
        """Starts a think for each ``(seat, computer)`` on ``state``, as one generation: an
        answer of a think started before is dropped from now on. ``deadline(seat)`` gives a
        seat's stop beside ``cancelled`` (its clock's time spent) or ``None``."""
        self._generation += 1
        generation = self._generation
        cancel = self._cancel
        for seat, computer in computers:
            task = _task(computer, state, seat, deadline)
            job = _Think(self._post, generation, seat, task, cancel)
            self._jobs.add(job)
            self.pool.start(job)
        self._started = time.monotonic()

    def cancel(self) -> None:
        """Stops every think at once: the flag tells the players, the generation drops their
        answers should they still arrive."""
        self._generation += 1
        self._cancel.set()
        self._cancel = threading.Event()

    def wait(self, timeout_ms: int) -> None:
        """Waits (bounded) for the workers to end, so the window can close mid-thought."""
        self.pool.waitForDone(timeout_ms)
        self._jobs.clear()

    def _post(self, generation: int, seat: int, result: object) -> None:
        # Runs in the worker thread: emitting queues the call to this object's (GUI) thread.
        with contextlib.suppress(RuntimeError):  # the controller was deleted meanwhile
            self._posted.emit(generation, seat, result)

    @Slot(int, int, object)
    def _on_posted(self, generation: int, seat: int, result: object) -> None:
        self._jobs = {job for job in self._jobs if job._generation >= self._generation}
        if generation != self._generation:
            return  # a think that was cancelled (undo, new game) but finished anyway
        remaining = self._delay_ms() - int((time.monotonic() - self._started) * 1000)
        if remaining > 0:
            QTimer.singleShot(remaining, self, lambda: self._hand_over(generation, seat, result))
        else:
            self._hand_over(generation, seat, result)

    def _hand_over(self, generation: int, seat: int, result: object) -> None:
        if generation == self._generation:  # not cancelled while the delay ran
            self._answered(seat, result)
