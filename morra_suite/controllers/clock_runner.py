"""The game clock while a game is played: whose time runs, the increment, the flag, undo.

QtCore only. A ``ClockRunner`` belongs to the session and follows the game controller's one
``changed`` signal: after every change it stops the clocks of the players who are no longer
awaited (a move made, or a secret choice in a joint Morra round: each player's clock runs until
their own hand is chosen) and starts those of the players now awaited. The clock itself is an
immutable ``core.game_clock.GameClock``; the runner only holds the current one.

- **Time source**: ``now`` (``time.monotonic`` by default) is read here and nowhere else; a test
  gives a function of its own and moves time on without waiting.
- **Undo**: the clock's times at each position are kept by the record's index (``readings``);
  undo and redo put the clock back as it stood at the position they go to.
- **Flag**: a timer looks ten times a second; a player whose time is gone ends the game by the
  flag ruling (``core.game_clock.flag_outcome``), through the controller's normal end. A move
  (or a secret choice) that comes between two looks asks first (``admit``, the controller's
  ``admits``): if a clock has run out by then, the flag falls at that moment, the same way,
  and the move is never played. An admitted move is charged at the reading that admitted it.
- **Pause**: ``hold`` (the window's: "a modal dialog is open") stops every clock while it says so.
- **The computer**: ``deadline(seat)`` is the computer's stop by its time manager
  (``ai.time_manager``), polled by the search beside its ``cancelled``.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from morra_suite.core import game
from morra_suite.core.game_clock import (
    ClockError,
    GameClock,
    TimeControl,
    flag_outcome,
    times_from_text,
    times_text,
)

if TYPE_CHECKING:
    from morra_suite.controllers.game_controller import GameController

#: The record's tags: the time control, the times left, and the side whose flag fell.
CONTROL_TAG = "TimeControl"
TIMES_TAG = "Clock"
FLAG_TAG = game.FLAG_TAG
#: Times left at which the player whose clock runs is told (seconds).
WARNINGS = (60, 10)
TICK_MS = 100


class ClockRunner(QObject):
    """The running clock of the session's game (none: ``clock is None``)."""

    # The times shown changed (every tick while a clock runs, and after every change).
    ticked = Signal()
    # A player's flag fell (the game has ended by the ruling already).
    flag_fell = Signal(int)
    # A running player's time came down to one of ``WARNINGS`` (player, seconds).
    warned = Signal(int, int)
    # A player's turn began on the clock (player): the window may say their time.
    turn_started = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.now: Callable[[], float] = time.monotonic
        self.hold: Callable[[], bool] = lambda: False
        # what the next new game is played with (New Game sets it; ``None``: no clock)
        self.next_control: TimeControl | None = None
        self.clock: GameClock | None = None
        self.readings: list[tuple[float, ...] | None] = []
        self._controller: GameController | None = None
        # Any: a GameRecord of whatever game is on (generic in its state type)
        self._record: Any = None
        self._cursor = 0
        # the reading at which ``admit`` let the move now being played in (its charge's moment)
        self._admitted: float | None = None
        self._warned: set[tuple[int, int]] = set()
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)

    @property
    def control(self) -> TimeControl | None:
        return self.clock.control if self.clock is not None else None

    # ------------------------------------------------------------------ a game on
    def attach(
        self,
        controller: GameController,
        control: TimeControl | None,
        times: Sequence[float] | None = None,
    ) -> None:
        """Follows ``controller``'s game with ``control`` (``None``: no clock), from ``times``
        (a saved game's) or the control's base time each. Call before the game is announced."""
        self.detach()
        self._controller = controller
        controller.deadline = self.deadline
        controller.admits = self.admit
        if control is None:
            return
        players = controller.state.num_players
        clock = GameClock.new(control, players)
        if times is not None:
            clock = GameClock.with_times(control, times)
        self.clock = clock
        record = controller.record
        self._record = record
        self._cursor = record.cursor
        self.readings = [None] * (len(record.all_moves) + 1)
        self.readings[record.cursor] = clock.left
        controller.computer_delay_ms = 0  # the computer's clock runs: no pause for show
        for seat in controller.seats:  # a computer's child process starts before its clock
            warm = getattr(seat.computer, "warm", None)
            if callable(warm):
                warm()
        # on the move itself too: whatever the move sets off (the autosave) sees the clock
        # with its increment; ``changed`` then finds the move done
        controller.move_played.connect(self._moved)
        controller.changed.connect(self._changed)

    def detach(self) -> None:
        if self._controller is not None:
            self._controller.deadline = None
            self._controller.admits = None
            if self.clock is not None:
                with contextlib.suppress(RuntimeError):  # a controller deleted meanwhile
                    self._controller.changed.disconnect(self._changed)
                    self._controller.move_played.disconnect(self._moved)
        self._controller = None
        self.clock = None
        self.readings = []
        self._admitted = None
        self._warned = set()
        self._timer.stop()

    def attach_from_tags(self, controller: GameController, tags: dict[str, str] | None) -> None:
        """``attach`` with a record's clock tags (a record without them: no clock; broken
        tags are read as none, the game itself is fine); ``None`` (a new game): the clock
        New Game chose, ``next_control``."""
        if tags is None:
            self.attach(controller, self.next_control)
            return
        control: TimeControl | None = None
        times: tuple[float, ...] | None = None
        with contextlib.suppress(ClockError):
            control = TimeControl.from_text(tags[CONTROL_TAG]) if CONTROL_TAG in tags else None
        with contextlib.suppress(ClockError):  # times that do not fit: the base time each
            players = controller.state.num_players
            times = times_from_text(tags[TIMES_TAG], players) if TIMES_TAG in tags else None
        self.attach(controller, control, times)

    def flag_from_tags(self, tags: dict[str, str]) -> None:
        """A record whose flag fell ends the same way again."""
        side = tags.get(FLAG_TAG, "").strip()
        controller, clock = self._controller, self.clock
        if controller is None or clock is None or not side.isdigit():
            return
        player = int(side) - 1
        if 0 <= player < clock.players and controller.outcome() is None:
            self._flag(player, self.now())

    def tags(self) -> dict[str, str]:
        """The record's clock tags (none without a clock): the times as they stand now."""
        if self.clock is None:
            return {}
        out = {
            CONTROL_TAG: self.clock.control.text(),
            TIMES_TAG: times_text(self.clock.times(self.now())),
        }
        if self.clock.flagged is not None:
            out[FLAG_TAG] = str(self.clock.flagged + 1)
        return out

    # ------------------------------------------------------------------ following the game
    def _moved(self, _move: object) -> None:
        self._changed(frozenset({"move"}))

    def _changed(self, what: frozenset[str]) -> None:
        controller, clock = self._controller, self.clock
        if controller is None or clock is None or not controller.has_game:
            return
        # a move is charged at the reading that admitted it (the gate and the charge agree)
        admitted, self._admitted = self._admitted, None
        now = admitted if admitted is not None and "move" in what else self.now()
        record = controller.record
        if record is not self._record:  # the same game from a position (continue from here)
            self._record = record
            self.readings = self.readings[: len(record.all_moves) + 1]
            self.readings += [None] * (len(record.all_moves) + 1 - len(self.readings))
            self._cursor = -1
        cursor = record.cursor
        if cursor != self._cursor:
            if cursor == self._cursor + 1 and "move" in what:
                clock = clock.stop_all(now)  # the move's increment
                del self.readings[cursor:]
                self.readings.append(clock.left)
            else:  # undo, redo, a jump: the clock as it stood there
                clock = clock.stop_all(now, moved=False)
                reading = self.readings[cursor] if cursor < len(self.readings) else None
                if reading is not None:
                    clock = GameClock.with_times(clock.control, reading)
                elif clock.flagged is not None:
                    clock = GameClock.with_times(clock.control, clock.left)
                self._warned = set()
            self._cursor = cursor
        if controller.outcome() is not None:
            self.clock = clock if clock.flagged is not None else clock.stop_all(now, False)
            self._timer.stop()
            self.ticked.emit()
            return
        waiting = set(controller.choosing_players()) - controller.chosen_players()
        for player in sorted(clock.running - waiting):
            clock = clock.stop(player, now)  # a secret choice made: that clock stops
        starting = sorted(waiting - clock.running)
        clock = clock.start(starting, now)
        if self.hold():
            clock = clock.pause(now)
        self.clock = clock
        if not self._timer.isActive():
            self._timer.start()
        for player in starting:
            self.turn_started.emit(player)
        self.ticked.emit()

    def tick(self) -> None:
        """Ten times a second: the pause, the flag, the warnings, the times shown."""
        controller, clock = self._controller, self.clock
        if controller is None or clock is None or not controller.has_game:
            self._timer.stop()
            return
        now = self.now()
        held = self.hold()
        if held and not clock.is_paused:
            clock = clock.pause(now)
        elif not held and clock.is_paused:
            clock = clock.resume(now)
        self.clock = clock
        if controller.outcome() is None:
            gone = clock.out_of_time(now)
            if gone:
                self._flag(gone[0], now)
                return
            for player in sorted(clock.running):
                self._warn(player, clock.time_left(player, now))
        self.ticked.emit()

    def admit(self) -> bool:
        """The controller asks before a move or a secret choice enters the game: true while
        every running clock has time left. A clock run out by now (the timer has not looked
        since) ends the game at this moment by the flag, as at a tick, and the move is not
        played: by the ruling a move made after the time ran out does not count."""
        controller, clock = self._controller, self.clock
        if controller is None or clock is None or not controller.has_game:
            return True
        if controller.outcome() is not None:
            return True  # the controller refuses a move after the end itself
        now = self.now()
        gone = clock.out_of_time(now)
        if gone:
            self._flag(gone[0], now)
            return False
        self._admitted = now
        return True

    def _warn(self, player: int, left: float) -> None:
        assert self.clock is not None
        for limit in WARNINGS:
            key = (player, limit)
            if left <= limit and key not in self._warned and self.clock.control.base > limit:
                self._warned.add(key)
                if left > limit - 1:  # said as it comes, not long after (a resumed game)
                    self.warned.emit(player, limit)
            elif left > limit + 1:
                self._warned.discard(key)  # the increment took it back above

    def _flag(self, player: int, now: float) -> None:
        """``player``'s time is gone: the game ends by the flag ruling, as a resignation does."""
        controller, clock = self._controller, self.clock
        assert controller is not None and clock is not None
        self.clock = clock.flag(player, now)
        self._timer.stop()
        controller.cancel_thinking()
        controller.ended = flag_outcome(controller.state, player)
        controller.announce()
        self.flag_fell.emit(player)
        self.ticked.emit()

    # ------------------------------------------------------------------ the computer
    def deadline(self, seat: int) -> Callable[[], bool] | None:
        """The computer's stop on ``seat``'s clock (polled on the search's thread: it reads
        the immutable clock of the moment): true once the move's budget is spent."""
        if self.clock is None:
            return None
        from morra_suite.ai.time_manager import move_budget

        def spent() -> bool:
            clock = self.clock
            if clock is None or seat not in clock.running:
                return False
            return clock.spent(seat, self.now()) >= move_budget(clock.left[seat], clock.control)

        return spent

    def time_left(self, player: int) -> float | None:
        """``player``'s time now (``None`` without a clock)."""
        clock = self.clock
        if clock is None or not 0 <= player < clock.players:
            return None
        return clock.time_left(player, self.now())

    def is_running(self, player: int) -> bool:
        clock = self.clock
        return clock is not None and player in clock.running and clock.since is not None
