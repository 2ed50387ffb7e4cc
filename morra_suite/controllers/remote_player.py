"""Computer players that think in a child process.

A search written in Python holds the interpreter lock while it runs. In a worker thread it still
starves the GUI thread: every paint callback, every signal into Python waits for the lock, so a
board that repaints during a think stutters for hundreds of milliseconds. In its own process the
search competes for nothing but a CPU core, and the window stays as smooth as when nobody thinks.

``RemoteComputer`` is a drop-in ``ComputerPlayer``: the controller calls its ``choose`` from its
worker thread exactly like an in-process player's. The child is started once (``spawn``, which is
safe beside Qt's threads) and kept for the player's lifetime; each request carries an id, and
cancelling writes that id into shared memory, which the child's search polls as its
``should_stop``.
"""

from __future__ import annotations

import importlib
import inspect
import itertools
import multiprocessing
import threading
import time
import weakref
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from morra_suite.core import notices

_CONTEXT = multiprocessing.get_context("spawn")

# How long a cancelled think may take to hand back its best move so far before its process is
# ended and started anew on the next request (a search polls its stop flag every few ms).
CANCEL_GRACE_S = 2.0
# How long a think may go without an answer before its process counts as hung: far beyond any
# level's budget (the slowest, the pure-Python mill search, keeps to 4 s), so only a child that
# stopped answering is restarted.
HANG_AFTER_S = 60.0


class _ChildLost(Exception):
    """The child died or hangs: it is started anew and asked once more."""


# Any: a factory's signature and options are any plug-in's
def accepted_options(make: Callable[..., Any], options: dict[str, Any]) -> dict[str, Any]:
    """The ``options`` that the factory ``make`` takes by name (a plug-in's computer may take
    none of them: the search threads are a setting of the searches that have threads)."""
    try:
        parameters = inspect.signature(make).parameters
    except (TypeError, ValueError):
        return {}
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values()):
        return dict(options)
    return {k: v for k, v in options.items() if k in parameters}


def _serve(
    factory: str,
    # Any: pickled to the child: the factory's arguments, any
    args: tuple[Any, ...],
    conn: Connection,
    # Any: multiprocessing's shared Value (a ctypes value, untyped)
    cancelled_up_to: Any,
    # Any: keyword options of any factory
    options: dict[str, Any] | None = None,
) -> None:
    """The child's loop: build the player once (with the ``options`` its factory takes), answer
    ``(id, state, seat)`` with ``(id, ok, move, notices)``."""
    # Any: whatever the factory makes (a player of any game)
    player: Any = None
    broken = ""
    try:
        module_name, attribute = factory.split(":")
        make = getattr(importlib.import_module(module_name), attribute)
        player = make(*args, **accepted_options(make, options or {}))
    except Exception as exc:  # every request is then answered with the reason
        broken = f"{type(exc).__name__}: {exc}"
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        ident, state, seat = request

        def should_stop(ident: int = ident) -> bool:
            return bool(cancelled_up_to.value >= ident)

        try:
            if broken:
                reply = (ident, False, broken)
            elif hasattr(player, "choose"):
                reply = (ident, True, player.choose(state, seat, should_stop))
            else:
                reply = (ident, True, player(state, should_stop))
        except Exception as exc:  # reported to the parent, which shows it as a failed think
            reply = (ident, False, f"{type(exc).__name__}: {exc}")
        try:  # with what the think found to tell the user (a damaged table it rebuilt)
            conn.send((*reply, notices.take()))
        except (EOFError, OSError):
            return


def _stop_process(process: BaseProcess, conn: Connection) -> None:
    """Ends a child (on garbage collection of its player, or when it hangs after a cancel)."""
    try:
        conn.send(None)
        conn.close()
    except (OSError, ValueError):
        pass
    process.join(0.5)
    if process.is_alive():
        process.terminate()
        process.join(0.5)


class RemoteComputer:
    """A computer player made by ``factory(level)`` (``"package.module:function"``, e.g. the
    registry's ``computer_target(game)``), run in a child process. ``game`` names the game it
    plays (for messages); ``options`` (``threads``) go to the factory where it takes them.
    Calls are serialised: one think at a time per player."""

    def __init__(
        self,
        factory: str,
        level: int,
        game: str | None = None,
        hang_after: float | None = HANG_AFTER_S,
        # Any: keyword options of any factory
        options: dict[str, Any] | None = None,
    ) -> None:
        self.factory = factory
        self.level = level
        self.game = game
        self.hang_after = hang_after  # seconds without an answer that mean the child hangs
        self._notice: str | None = None
        # Any: the factory's arguments, any
        self._args: tuple[Any, ...] = (level,)
        # Any: keyword options of any factory
        self._options: dict[str, Any] = dict(options or {})
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        # Any: the child's Process, or None when closed; ``_ask`` reads it unguarded, as the
        # lock keeps it set while a question is out
        self._process: Any = None
        self._conn: Connection | None = None
        # Any: multiprocessing's shared Value (a ctypes value, untyped)
        self._cancelled_up_to: Any = None
        self._finalizer: weakref.finalize[..., RemoteComputer] | None = None

    def _ensure_process(self) -> Connection:
        if self._process is not None and self._process.is_alive() and self._conn is not None:
            return self._conn
        self.close()
        parent_end, child_end = _CONTEXT.Pipe()
        self._cancelled_up_to = _CONTEXT.Value("q", 0, lock=False)
        self._process = _CONTEXT.Process(
            target=_serve,
            args=(self.factory, self._args, child_end, self._cancelled_up_to, self._options),
            name=f"morra-suite computer ({self.factory} level {self.level})",
            daemon=True,
        )
        self._process.start()
        child_end.close()
        self._conn = parent_end
        self._finalizer = weakref.finalize(self, _stop_process, self._process, parent_end)
        return parent_end

    # Any: a state and a move of whatever game the child plays
    def __call__(self, state: Any, cancelled: Callable[[], bool]) -> Any:
        """The move of the side to move (a turn game's computer)."""
        return self.choose(state, getattr(state, "to_move", 0), cancelled)

    # Any: a state and a choice of whatever game the child plays
    def choose(self, state: Any, player: int, cancelled: Callable[[], bool]) -> Any:
        """The choice of ``player`` in ``state``, thought out in the child.

        A child that dies while it thinks (killed, crashed) or answers nothing within
        ``hang_after`` seconds is ended and started anew, and the question asked once more; the
        restart is left as a notice (``take_notice``) for the window to tell. A second failure
        raises, as a think that failed does."""
        with self._lock:
            try:
                return self._ask(state, player, cancelled)
            except _ChildLost as lost:
                self.close()
                if cancelled():
                    return None
                self._notice = str(lost)
            try:
                return self._ask(state, player, cancelled)
            except _ChildLost as lost:
                self.close()
                raise RuntimeError(str(lost)) from None

    def warm(self) -> None:
        """Starts the child now, so that it has imported its search before its first question
        (a game on a clock: the start-up is not charged to the computer's first move)."""
        with self._lock:
            self._ensure_process()

    def take_notice(self) -> str | None:
        """What happened to the child since the last call (its restart), once."""
        notice, self._notice = self._notice, None
        return notice

    # Any: a state and a choice, pickled through the pipe
    def _ask(self, state: Any, player: int, cancelled: Callable[[], bool]) -> Any:
        conn = self._ensure_process()
        ident = next(self._ids)
        try:
            conn.send((ident, state, player))
        except (OSError, ValueError) as exc:
            raise _ChildLost(f"the computer player's process ended: {exc}") from exc
        asked = time.monotonic()
        cancel_time: float | None = None
        while True:
            if cancel_time is None and cancelled():
                self._cancelled_up_to.value = ident
                cancel_time = time.monotonic()
            try:
                ready = conn.poll(0.005)
                reply = conn.recv() if ready else None
            except (EOFError, OSError) as exc:
                raise _ChildLost(f"the computer player's process ended: {exc}") from exc
            if reply is not None:
                reply_id, ok, payload, told = reply
                for notice in told:  # the window takes them from this process
                    notices.tell(notice)
                if reply_id != ident:
                    continue  # the late answer to a think given up earlier
                if not ok:
                    raise RuntimeError(payload)
                return payload
            if not self._process.is_alive():
                raise _ChildLost("the computer player's process ended unexpectedly")
            if cancel_time is not None and time.monotonic() - cancel_time > CANCEL_GRACE_S:
                self.close()
                return None
            if (
                cancel_time is None
                and self.hang_after is not None
                and time.monotonic() - asked > self.hang_after
            ):
                raise _ChildLost(
                    f"the computer player's process gave no answer in {self.hang_after:.0f} s"
                )

    def close(self) -> None:
        """Ends the child process now (it also ends with the player, or with the app)."""
        if self._finalizer is not None:
            self._finalizer()
            self._finalizer = None
        self._process = None
        self._conn = None
