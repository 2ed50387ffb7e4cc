"""The game clock as a value: a time control, each player's time left, whose clock runs.

Pure Python, no Qt, and it never reads a clock itself: every change takes ``now``, a reading of
a monotonic time source the caller owns (``time.monotonic`` in the app, a number a test moves
on). So a test plays a whole game on the clock without waiting, and the same reading taken
twice gives the same answer.

Two kinds of time control:

- **Increment** (Fischer): ``base`` seconds each, and ``increment`` seconds are added to a
  player's time after each of their moves.
- **Delay** (simple or US delay, not Bronstein): ``base`` seconds each; on each turn a player's
  time starts to run only after the first ``increment`` seconds (the delay); unused delay is
  lost, so the time left never grows. Bronstein's delay gives back the time used up to the
  delay, which for a player who moves within the delay is the same; for one who does not, the
  simple delay is the easier to announce ("the clock is not running yet").

A ``GameClock`` is immutable: ``start``, ``stop``, ``pause`` and ``resume`` return a new value.
Its text forms go into a record's tags (``TimeControl`` "300+3" or "300d3", ``Clock`` with the
seconds left per player) and are read back by ``TimeControl.from_text`` and ``times_from_text``.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from morra_suite.core.outcome import Outcome

__all__ = [
    "PRESETS",
    "ClockEnding",
    "ClockError",
    "GameClock",
    "TimeControl",
    "flag_outcome",
    "format_time",
    "times_from_text",
    "times_text",
]

#: The longest base time a control may have (ten hours) and the longest increment or delay
#: (ten minutes): a record read from a file names no time beyond them.
MAX_BASE = 36_000.0
MAX_INCREMENT = 600.0
#: The clock shows tenths of a second and writes them to records; no finer.
RESOLUTION = 0.1


class ClockError(ValueError):
    """A time control or a clock text that cannot be: says which and why."""


class ClockEnding(Enum):
    """Ends of a game that the clock decides, the same in every game (``Outcome.reason``)."""

    FLAG = "flag"  # a player's time ran out and they lost (or, of three, were out)
    FLAG_NO_WIN = "flag, no win"  # time ran out, but nobody else could still win: a draw


@dataclass(frozen=True, slots=True)
class TimeControl:
    """``base`` seconds per player; after each move ``increment`` seconds more (``delay``
    false), or each turn's first ``increment`` seconds free (``delay`` true)."""

    base: float
    increment: float = 0.0
    delay: bool = False

    def __post_init__(self) -> None:
        for name, value, top in (
            ("base time", self.base, MAX_BASE),
            ("increment", self.increment, MAX_INCREMENT),
        ):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ClockError(f"{name} {value!r}: not a number of seconds")
            if not math.isfinite(value) or value < 0 or value > top:
                raise ClockError(f"{name} {value!r}: must be 0 to {top:g} seconds")
        if self.base <= 0:
            raise ClockError(f"base time {self.base!r}: a clock needs some time")

    def text(self) -> str:
        """The record's form: seconds, ``+`` and the increment, or ``d`` and the delay
        (PGN's ``TimeControl`` writes "300+3"; "300d3" is the project's own for a delay)."""
        return f"{_seconds(self.base)}{'d' if self.delay else '+'}{_seconds(self.increment)}"

    @classmethod
    def from_text(cls, text: str) -> TimeControl:
        """Reads ``text()``'s form; ``ClockError`` says what is wrong."""
        match = re.fullmatch(
            r"\s*(\d{1,6}(?:\.\d{1,3})?)\s*([+d])\s*(\d{1,4}(?:\.\d{1,3})?)\s*", text
        )
        if match is None:
            raise ClockError(f"time control {text[:40]!r}: expected seconds+increment, e.g. 300+3")
        return cls(float(match[1]), float(match[3]), match[2] == "d")

    @property
    def minutes(self) -> float:
        return self.base / 60


def _seconds(value: float) -> str:
    """``value`` seconds as a record writes it: whole seconds without a point, else tenths."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


#: New Game's presets: 3+2, 5+3, 10+5, 15+10 (minutes + seconds of increment).
PRESETS: tuple[TimeControl, ...] = (
    TimeControl(180, 2),
    TimeControl(300, 3),
    TimeControl(600, 5),
    TimeControl(900, 10),
)


@dataclass(frozen=True, slots=True)
class GameClock:
    """Each player's time and whose clocks run, at the reading ``since`` of the time source.

    ``left`` holds every player's time as it stood when their clock last stopped (or at the
    start); ``used`` what each running (or paused) player has spent on this turn so far, up to
    ``since``. A clock is stopped for good once a flag is noted (``flagged``).
    """

    control: TimeControl
    left: tuple[float, ...]
    running: frozenset[int] = frozenset()
    used: tuple[float, ...] = ()
    since: float | None = None  # None: no clock runs now (paused or between turns)
    flagged: int | None = None

    @classmethod
    def new(cls, control: TimeControl, players: int) -> GameClock:
        if players < 1:
            raise ClockError(f"a clock for {players} players")
        return cls(control, (float(control.base),) * players, used=(0.0,) * players)

    @classmethod
    def with_times(cls, control: TimeControl, left: Sequence[float]) -> GameClock:
        """A clock with ``left`` seconds per player (a saved game's), none running."""
        clock = cls.new(control, len(left))
        for value in left:
            if not math.isfinite(value) or not 0 <= value <= MAX_BASE + 1000 * MAX_INCREMENT:
                raise ClockError(f"time left {value!r}: out of range")
        return clock._replace(left=tuple(float(v) for v in left))

    # Any: each field's own type, for dataclasses.replace
    def _replace(self, **changes: Any) -> GameClock:
        return dataclasses.replace(self, **changes)

    # ------------------------------------------------------------------ reading it
    @property
    def players(self) -> int:
        return len(self.left)

    def spent(self, player: int, now: float) -> float:
        """What ``player`` has spent on this turn by ``now`` (0 when their clock is stopped)."""
        if player not in self.running:
            return 0.0
        run = now - self.since if self.since is not None else 0.0
        return self.used[player] + max(0.0, run)

    def _charge(self, spent: float) -> float:
        """What ``spent`` seconds of a turn cost: all of it, or what passed the delay."""
        return max(0.0, spent - self.control.increment) if self.control.delay else spent

    def time_left(self, player: int, now: float) -> float:
        """``player``'s time at ``now`` (never below 0)."""
        return max(0.0, self.left[player] - self._charge(self.spent(player, now)))

    def delay_left(self, player: int, now: float) -> float:
        """What is left of ``player``'s delay on this turn (0 without a delay or a turn)."""
        if not self.control.delay or player not in self.running:
            return 0.0
        return max(0.0, self.control.increment - self.spent(player, now))

    def out_of_time(self, now: float) -> tuple[int, ...]:
        """The running players whose time is gone at ``now``, soonest gone first."""
        gone = [p for p in self.running if self.left[p] - self._charge(self.spent(p, now)) <= 0]
        return tuple(sorted(gone, key=lambda p: (self.left[p], p)))

    def next_flag_in(self, now: float) -> float | None:
        """Seconds from ``now`` until the first running flag would fall (``None``: none runs)."""
        if self.since is None or not self.running:
            return None
        waits = []
        for p in self.running:
            wait = self.left[p] - self._charge(self.spent(p, now))
            if self.control.delay:
                wait += self.delay_left(p, now)
            waits.append(max(0.0, wait))
        return min(waits)

    # ------------------------------------------------------------------ changing it
    def settle(self, now: float) -> GameClock:
        """The same clock with the time run since ``since`` written into ``used``."""
        if self.since is None:
            return self
        run = max(0.0, now - self.since)
        used = tuple(u + run if p in self.running else u for p, u in enumerate(self.used))
        return self._replace(used=used, since=now)

    def start(self, players: Sequence[int], now: float) -> GameClock:
        """``players``' clocks run from ``now`` (their turn begins; one already running goes
        on). Nothing runs once a flag has fallen."""
        if self.flagged is not None:
            return self
        for p in players:
            if not 0 <= p < self.players:
                raise ClockError(f"player {p}: the clock has {self.players} players")
        settled = self.settle(now)
        return settled._replace(
            running=settled.running | frozenset(players),
            since=now if settled.since is None else settled.since,
        )

    def stop(self, player: int, now: float, moved: bool = True) -> GameClock:
        """``player``'s turn ends at ``now``: the turn's time is charged, and with ``moved``
        the increment added (a move made; a turn taken back by undo gives none)."""
        if player not in self.running:
            return self
        settled = self.settle(now)
        cost = self._charge(settled.used[player])
        time = max(0.0, settled.left[player] - cost)
        if moved and not self.control.delay and time > 0:
            time += self.control.increment
        left = tuple(time if p == player else v for p, v in enumerate(settled.left))
        used = tuple(0.0 if p == player else u for p, u in enumerate(settled.used))
        running = settled.running - {player}
        return settled._replace(
            left=left,
            used=used,
            running=running,
            since=settled.since if running else None,
        )

    def stop_all(self, now: float, moved: bool = True) -> GameClock:
        clock = self
        for p in sorted(self.running):
            clock = clock.stop(p, now, moved)
        return clock

    def pause(self, now: float) -> GameClock:
        """Every running clock stops at ``now`` without ending the turn (a dialog is open)."""
        return self.settle(now)._replace(since=None)

    def resume(self, now: float) -> GameClock:
        """The paused turn goes on from ``now``."""
        if self.since is not None or not self.running or self.flagged is not None:
            return self
        return self._replace(since=now)

    @property
    def is_paused(self) -> bool:
        return bool(self.running) and self.since is None

    def flag(self, player: int, now: float) -> GameClock:
        """``player``'s flag has fallen at ``now``: their time is 0 and every clock stops."""
        settled = self.stop_all(now, moved=False)
        left = tuple(0.0 if p == player else v for p, v in enumerate(settled.left))
        return settled._replace(left=left, flagged=player, running=frozenset(), since=None)

    def times(self, now: float) -> tuple[float, ...]:
        """Every player's time at ``now``, rounded to the clock's tenths."""
        return tuple(_tenths(self.time_left(p, now)) for p in range(self.players))


def _tenths(value: float) -> float:
    return math.floor(value / RESOLUTION + 1e-9) * RESOLUTION


def times_text(times: Sequence[float]) -> str:
    """The ``Clock`` tag's form: seconds left per player, in turn order ("287.4 301")."""
    return " ".join(_seconds(round(t, 1)) for t in times)


def times_from_text(text: str, players: int) -> tuple[float, ...]:
    """Reads ``times_text``'s form for ``players`` players; ``ClockError`` says why not."""
    parts = text.split()
    if len(parts) != players or len(text) > 200:
        raise ClockError(f"clock {text[:40]!r}: expected {players} times")
    try:
        values = tuple(float(part) for part in parts)
    except ValueError:
        raise ClockError(f"clock {text[:40]!r}: a time is no number of seconds") from None
    if not all(math.isfinite(v) and 0 <= v <= MAX_BASE * 2 for v in values):
        raise ClockError(f"clock {text[:40]!r}: a time is out of range")
    return values


def format_time(seconds: float) -> str:
    """``seconds`` as a clock face shows it: "4:05", "1:02:03", or "9.8" under ten seconds."""
    if seconds < 10:
        return f"{_tenths(max(0.0, seconds)):.1f}"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def flag_outcome(state: object, flagged: int) -> Outcome:
    """The end of a game in ``state`` whose player ``flagged`` ran out of time, by the
    project's ruling (written in each game's rules text).

    As in chess, a player who could no longer win by any series of legal moves does not win on
    time: the game asks its state ``can_still_win(player)``, which answers ``True``, ``False``
    or ``None`` (cannot be decided cheaply: counted as able to win, so the flag loses). Of two
    players, the other wins unless they cannot win (then a draw). Of three, the flagged player
    loses; if exactly one other can still win, that one wins; if both can, the two draw (the
    flagged player alone lost, ``Outcome.loser``); if neither can, all draw.
    """
    from morra_suite.core.outcome import Outcome

    players = int(getattr(state, "num_players", 2))
    ask = getattr(state, "can_still_win", None)
    alive = getattr(state, "alive_players", None)
    others = [p for p in range(players) if p != flagged and (alive is None or p in alive)]
    able = [p for p in others if not callable(ask) or ask(p) is not False]
    if not able:
        return Outcome(None, ClockEnding.FLAG_NO_WIN)
    if len(able) == 1:
        return Outcome(able[0], ClockEnding.FLAG, loser=flagged)
    return Outcome(None, ClockEnding.FLAG, loser=flagged)
