"""The learner's progress, kept in one small JSON file in a folder the caller names.

Per game: the lessons done, the puzzles solved (and tried), the puzzle rating (Glicko-2) with its
history, and the results against each computer level, from which an estimated strength follows,
with the last few of them in order (from which My Progress suggests the next level).
The app passes its data folder; tests pass a temporary one.

Every change is written at once and atomically (``core.files``, private), so a crash loses at
most the change being made; the window's store (``background``) hands each change's text to a
writing thread of its own, since a write waits for the disk (``fsync``: 20-100 ms on a busy
machine, far more on a slow one) and the window would stand still meanwhile. A write still
waiting when the app quits is finished first (the thread is not a daemon).

The file is read entry by entry: one bad entry (a level that is no
level, a count past ``MAX_COUNT``, an infinite rating, a game that is not a table) is set aside
on its own, into ``progress.json.set-aside`` beside the file, and the rest stays; a file that
cannot be read at all (not JSON, from a newer version, not ours) is kept as
``progress.json.damaged`` and the store starts afresh. Either way ``problem`` says what, and the
window shows it once. Every number read is bounded and finite, and none drives memory or time:
the strength estimate takes one term per level, whatever the counts.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import math
import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from morra_suite.core.files import write_text_atomic
from morra_suite.learn.glicko import Rating, after_puzzle, update_counted
from morra_suite.learn.storage import json_text, write_json_atomic

FILE_NAME = "progress.json"
DAMAGED_NAME = FILE_NAME + ".damaged"  # a whole file that could not be read
ASIDE_NAME = FILE_NAME + ".set-aside"  # the entries that could not be read, one by one
FORMAT = "morra-suite-progress"
VERSION = 1
MAX_FILE_BYTES = 2_000_000
MAX_ASIDE_BYTES = 1_000_000  # the side file keeps the newest entries set aside up to this
MAX_HISTORY = 1000  # rating points kept per game (the oldest go first)
MAX_RECENT = 10  # the last games against the computer kept in order (``learn.next_level``)
MAX_IDS = 20_000
MAX_ID_CHARS = 200  # a lesson's or a puzzle's id
MAX_GAMES = 64  # games kept in one file (the app has a handful)
MAX_GAME_CHARS = 64  # a game's key
MAX_LEVEL = 20  # computer levels (the games have up to ten)
MAX_COUNT = 1_000_000  # games against one level: more than a lifetime's, and saturated there
RATING_RANGE = (-1000.0, 5000.0)  # a puzzle rating or a point of its history
DEVIATION_RANGE = (1e-6, 1000.0)
VOLATILITY_RANGE = (1e-9, 10.0)
RESULTS = ("won", "drawn", "lost")
# What each computer level is taken to be worth when the learner's strength is estimated:
# a guess, level 1 a beginner, each level two hundred points stronger.
LEVEL_BASE = 800.0
LEVEL_STEP = 200.0

_LEVEL_KEY = re.compile(r"[1-9][0-9]?")  # ASCII only: "²".isdigit() is true


class ProgressError(ValueError):
    """A value the progress store refuses (a result, a level); names what and why."""


class ProgressFileError(ProgressError):
    """A progress file that cannot be read; the message names the file and the reason."""


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """One point of the rating history: when, and the rating with its deviation after it."""

    when: str  # ISO 8601, UTC
    rating: float
    deviation: float


@dataclass(frozen=True, slots=True)
class LevelResults:
    """Games against one computer level: won, drawn, lost (from the learner's side)."""

    won: int = 0
    drawn: int = 0
    lost: int = 0

    @property
    def games(self) -> int:
        return self.won + self.drawn + self.lost


def level_rating(level: int) -> float:
    """The rating a computer level stands for in the strength estimate."""
    return LEVEL_BASE + LEVEL_STEP * (level - 1)


def _now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")


def _empty_game() -> dict[str, Any]:
    rating = Rating()
    return {
        "lessons_done": [],
        "puzzles_solved": [],
        "puzzles_tried": [],
        "rating": [rating.rating, rating.deviation, rating.volatility],
        "history": [],
        "computer": {},
        "recent": [],
    }


def _bounded(rating: Rating) -> Rating:
    """``rating`` held inside the ranges a file may hold (so what is written reads back)."""

    def clamp(value: float, bounds: tuple[float, float]) -> float:
        return min(bounds[1], max(bounds[0], value))

    return Rating(
        clamp(rating.rating, RATING_RANGE),
        clamp(rating.deviation, DEVIATION_RANGE),
        clamp(rating.volatility, VOLATILITY_RANGE),
    )


def _fresh() -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "games": {}}


class Progress:
    """The progress store of one folder. Open it with ``Progress.open(folder)``."""

    def __init__(self, path: Path, data: dict[str, Any], problem: str | None = None) -> None:
        self.path = path
        self._data = data
        self.problem = problem  # what could not be read and where it was kept, or None
        self._lock = threading.Lock()  # one write at a time: the tidying thread's or a change's
        self._saves = 0  # changes saved so far
        self._tidying: threading.Thread | None = None
        self._writer: _Writer | None = None  # the window's store: writes on a thread of its own

    # ---------------------------------------------------------------- opening and saving
    @classmethod
    def open(cls, folder: Path | str, background: bool = False) -> Progress:
        """The store of ``folder``: its file, less what could not be read (see ``problem``).

        What was set aside is written to the side file, and the good part back, so that the
        next start has nothing to say; ``background`` (the window) does those two writes on a
        thread of their own, since each waits for the disk (a sync took 20-100 ms on a busy
        machine) and the window would stand still meanwhile (``settle`` waits for them)."""
        path = Path(folder) / FILE_NAME
        if not path.exists():
            store = cls(path, _fresh())
            store._writer = _Writer(path) if background else None
            return store
        try:
            data, aside = _read(path)
        except ProgressFileError as error:
            with contextlib.suppress(OSError):
                os.replace(path, path.with_name(DAMAGED_NAME))
            return cls(path, _fresh(), f"{error}; starting afresh (kept as {DAMAGED_NAME})")
        if not aside:
            store = cls(path, data)
            store._writer = _Writer(path) if background else None
            return store
        store = cls(path, data, _aside_problem(path, aside))
        good = json.loads(json.dumps(data))  # a copy: a change may follow on the caller's thread
        if background:
            store._writer = _Writer(path)
            store._tidying = threading.Thread(
                target=store._tidy, args=(aside, good), name="progress-tidy", daemon=True
            )
            store._tidying.start()
        else:
            store._tidy(aside, good)
        return store

    def _tidy(self, aside: Aside, good: dict[str, Any]) -> None:
        with contextlib.suppress(OSError):  # a read-only folder: said all the same
            _keep_aside(self.path.with_name(ASIDE_NAME), aside)
        with self._lock:
            if self._saves:  # a change saved since wrote the good part, and newer
                return
            if self._writer is not None:  # in turn with the changes: the newest is written last
                self._writer.put(json_text(good))
                return
            with contextlib.suppress(OSError):
                write_json_atomic(self.path, good)

    def settle(self) -> None:
        """Waits until what ``open`` set going in the background, and every change handed to
        the writing thread, is written; ``OSError`` if the last write failed."""
        if self._tidying is not None:
            self._tidying.join()
        if self._writer is not None:
            self._writer.flush()
            self._writer.raise_failure()

    def save(self) -> None:
        """Writes the store atomically (every change does this itself). The window's store
        hands the text to its writing thread and returns; a write that failed there raises its
        ``OSError`` at the next change (or ``settle``), for the window to say."""
        with self._lock:
            self._saves += 1
            if self._writer is None:
                write_json_atomic(self.path, self._data)
                return
            self._writer.put(json_text(self._data))
        self._writer.raise_failure()

    def _game(self, game: str) -> dict[str, Any]:
        games: dict[str, dict[str, Any]] = self._data["games"]
        return games.setdefault(game, _empty_game())

    # ---------------------------------------------------------------- lessons
    def lessons_done(self, game: str) -> frozenset[str]:
        return frozenset(self._game(game)["lessons_done"])

    def mark_lesson_done(self, game: str, lesson_id: str) -> None:
        done = self._game(game)["lessons_done"]
        if lesson_id not in done:
            done.append(lesson_id)
            self.save()

    # ---------------------------------------------------------------- puzzles
    def puzzles_solved(self, game: str) -> frozenset[str]:
        return frozenset(self._game(game)["puzzles_solved"])

    def puzzles_tried(self, game: str) -> frozenset[str]:
        return frozenset(self._game(game)["puzzles_tried"])

    def rating(self, game: str) -> Rating:
        return Rating(*self._game(game)["rating"])

    def history(self, game: str) -> tuple[RatingPoint, ...]:
        return tuple(RatingPoint(*point) for point in self._game(game)["history"])

    def record_puzzle(
        self, game: str, puzzle_id: str, puzzle_rating: float, solved: bool, when: str = ""
    ) -> Rating:
        """Counts one attempt: a solved or failed puzzle moves the rating. A puzzle counts for
        the rating at its first attempt only (as puzzle sites do), later ones only mark it
        solved. Returns the rating after it."""
        entry = self._game(game)
        first = puzzle_id not in entry["puzzles_tried"]
        if first:
            entry["puzzles_tried"].append(puzzle_id)
            new = _bounded(after_puzzle(self.rating(game), puzzle_rating, solved))
            entry["rating"] = [new.rating, new.deviation, new.volatility]
            entry["history"].append([when or _now(), new.rating, new.deviation])
            del entry["history"][:-MAX_HISTORY]
        if solved and puzzle_id not in entry["puzzles_solved"]:
            entry["puzzles_solved"].append(puzzle_id)
        self.save()
        return self.rating(game)

    # ---------------------------------------------------------------- against the computer
    def record_game(self, game: str, level: int, result: str) -> None:
        """One finished game against computer ``level``: ``result`` is won, drawn or lost.
        ``ProgressError`` for another result or a level that is not 1..``MAX_LEVEL``; a count
        stops at ``MAX_COUNT``."""
        if result not in RESULTS:
            raise ProgressError(f"result {result!r}: expected one of {', '.join(RESULTS)}")
        if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= MAX_LEVEL:
            raise ProgressError(f"computer level {level!r}: expected a whole number 1..{MAX_LEVEL}")
        table = self._game(game)["computer"].setdefault(str(level), [0, 0, 0])
        at = RESULTS.index(result)
        table[at] = min(MAX_COUNT, table[at] + 1)
        recent = self._game(game)["recent"]
        recent.append([level, result])
        del recent[:-MAX_RECENT]
        self.save()

    def recent(self, game: str) -> tuple[tuple[int, str], ...]:
        """The last ``MAX_RECENT`` games against the computer, oldest first: (level, result);
        what My Progress suggests the next level from (``learn.next_level``)."""
        return tuple((level, result) for level, result in self._game(game)["recent"])

    def results(self, game: str) -> dict[int, LevelResults]:
        """Level -> results, for the levels played."""
        table = self._game(game)["computer"]
        return {int(level): LevelResults(*counts) for level, counts in sorted(table.items())}

    def estimated_strength(self, game: str) -> Rating | None:
        """A Glicko-2 rating from all games against the computer, each level counted as a
        player of ``level_rating``; ``None`` before the first game. One term per level and
        result, so the time does not grow with the counts."""
        games = []
        for level, counts in self.results(game).items():
            rating = level_rating(level)
            games += [(rating, 0.0, 1.0, counts.won), (rating, 0.0, 0.5, counts.drawn)]
            games.append((rating, 0.0, 0.0, counts.lost))
        if not any(count for *_, count in games):
            return None
        return update_counted(Rating(), games)


# ---------------------------------------------------------------- reading, entry by entry

Aside = list[dict[str, Any]]  # what was set aside: {"game", "entry", "value", "why"}


class _Writer:
    """Writes the newest text of the progress file on a thread of its own (``Progress.save``).

    A text handed over while one is written replaces any older one still waiting (each is the
    whole file), so a burst of changes writes twice, not once a change. The thread runs while
    there is something to write and is no daemon: a write pending when the app quits is
    finished before the process ends. A failure is kept for the next change to raise; a later
    write that succeeds (it holds every change) forgets it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._condition = threading.Condition()
        self._waiting: str | None = None
        self._thread: threading.Thread | None = None
        self._failure: OSError | None = None

    def put(self, text: str) -> None:
        with self._condition:
            self._waiting = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="progress-writer")
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._condition:
                text, self._waiting = self._waiting, None
                if text is None:
                    self._thread = None
                    self._condition.notify_all()
                    return
            failure: OSError | None = None
            try:
                write_text_atomic(self.path, text, private=True)
            except OSError as error:
                failure = error
            with self._condition:
                self._failure = failure

    def flush(self) -> None:
        """Waits until every text handed over is written (or failed)."""
        with self._condition:
            while self._thread is not None:
                self._condition.wait()

    def raise_failure(self) -> None:
        """Raises the last write's ``OSError`` once, if it failed."""
        with self._condition:
            failure, self._failure = self._failure, None
        if failure is not None:
            raise failure


def _refuse_constant(name: str) -> None:
    """JSON's NaN and Infinity become ``None``, which no check takes: the entry holding one is
    set aside, not the file."""
    return None


def _bounded_int(text: str) -> int | None:
    """A JSON integer of at most 18 digits; a longer one becomes ``None`` (its entry is set
    aside) instead of costing the time of a huge number or failing the whole file."""
    return int(text) if len(text) <= 19 else None


def _read(path: Path) -> tuple[dict[str, Any], Aside]:
    """The good part of a progress file and what was set aside; ``ProgressFileError`` when the
    file as a whole cannot be read."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ProgressFileError(f"{path}: {size} bytes, too large for a progress file")
        with open(path, "rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            raise ProgressFileError(f"{path}: too large for a progress file")
        data = json.loads(
            raw.decode("utf-8"), parse_constant=_refuse_constant, parse_int=_bounded_int
        )
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ProgressFileError(f"{path}: cannot be read ({error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ProgressFileError(f"{path}: not a Morra Suite progress file")
    if data.get("version") != VERSION:
        found = _short(data.get("version"))
        raise ProgressFileError(f"{path}: version {found}, expected {VERSION}")
    games = data.get("games")
    if not isinstance(games, dict):
        raise ProgressFileError(f"{path}: no games")
    aside: Aside = []
    kept: dict[str, Any] = {}
    for game, entry in games.items():
        if len(game) > MAX_GAME_CHARS or len(kept) >= MAX_GAMES:
            aside.append({"game": game[:MAX_GAME_CHARS], "why": "not a game", "value": entry})
        elif not isinstance(entry, dict):
            aside.append({"game": game, "why": "not a table", "value": entry})
        else:
            kept[game] = _clean_game(game, entry, aside)
    return {"format": FORMAT, "version": VERSION, "games": kept}, aside


def _clean_game(game: str, entry: dict[str, Any], aside: Aside) -> dict[str, Any]:
    """The good entries of one game's table; each bad one goes to ``aside`` with the reason."""
    clean = _empty_game()

    def set_aside(key: str, why: str, value: Any) -> None:
        aside.append({"game": game, "entry": key, "why": why, "value": value})

    for key, value in entry.items():
        if key not in clean:
            set_aside(key, "not a part of a game's progress", value)
    for key in ("lessons_done", "puzzles_solved", "puzzles_tried"):
        ids = entry.get(key, [])
        if not isinstance(ids, list):
            set_aside(key, "not a list of ids", ids)
            continue
        for item in ids:
            good = isinstance(item, str) and 0 < len(item) <= MAX_ID_CHARS
            if good and len(clean[key]) < MAX_IDS and item not in clean[key]:
                clean[key].append(item)
            elif not good or len(clean[key]) >= MAX_IDS:
                set_aside(key, "not an id, or one too many", item)
    rating = entry.get("rating", clean["rating"])
    if _is_rating(rating):
        clean["rating"] = [float(x) for x in rating]
    else:
        set_aside("rating", "not a rating, deviation and volatility in range", rating)
    history = entry.get("history", [])
    if not isinstance(history, list):
        set_aside("history", "not a list", history)
        history = []
    for point in history[-MAX_HISTORY:]:
        if _is_point(point):
            clean["history"].append([point[0], float(point[1]), float(point[2])])
        else:
            set_aside("history", "not (time, rating, deviation) in range", point)
    computer = entry.get("computer", {})
    if not isinstance(computer, dict):
        set_aside("computer", "not a table of levels", computer)
        computer = {}
    for level, counts in computer.items():
        if not _LEVEL_KEY.fullmatch(level) or int(level) > MAX_LEVEL:
            set_aside("computer", f"not a level 1..{MAX_LEVEL}", {level[:40]: counts})
        elif not (isinstance(counts, list) and len(counts) == 3 and all(map(_is_count, counts))):
            set_aside("computer", f"not won, drawn, lost counts 0..{MAX_COUNT}", {level: counts})
        else:
            clean["computer"][level] = list(counts)
    recent = entry.get("recent", [])
    if not isinstance(recent, list):
        set_aside("recent", "not a list", recent)
        recent = []
    for game_result in recent[-MAX_RECENT:]:
        if _is_recent(game_result):
            clean["recent"].append(list(game_result))
        else:
            set_aside("recent", f"not (level 1..{MAX_LEVEL}, won/drawn/lost)", game_result)
    return clean


def _is_recent(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and _is_count(value[0])
        and 1 <= value[0] <= MAX_LEVEL
        and value[1] in RESULTS
    )


def _in(value: Any, bounds: tuple[float, float]) -> bool:
    """A finite number (not a truth value) within ``bounds``."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return math.isfinite(value) and bounds[0] <= value <= bounds[1]


def _is_rating(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 3
        and _in(value[0], RATING_RANGE)
        and _in(value[1], DEVIATION_RANGE)
        and _in(value[2], VOLATILITY_RANGE)
    )


def _is_point(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 3
        and isinstance(value[0], str)
        and len(value[0]) <= 40
        and _in(value[1], RATING_RANGE)
        and _in(value[2], DEVIATION_RANGE)
    )


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def _short(value: Any, limit: int = 80) -> str:
    """``repr(value)`` cut to ``limit`` characters (a message never carries a megabyte)."""
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**30 else "a huge number"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _aside_problem(path: Path, aside: Aside) -> str:
    first = aside[0]
    where = " ".join(str(first.get(k, "")) for k in ("game", "entry") if first.get(k))
    more = f" and {len(aside) - 1} more" if len(aside) > 1 else ""
    return (
        f"{path}: {len(aside)} entr{'y' if len(aside) == 1 else 'ies'} could not be read "
        f"({where}: {first['why']}{more}); they were set aside in {ASIDE_NAME}, the rest is kept"
    )


def _keep_aside(side: Path, aside: Aside) -> None:
    """Adds ``aside`` to the side file (its newest ``MAX_ASIDE_BYTES`` kept), for a bug report
    or a hand repair: nothing read is thrown away unseen."""
    kept: list[Any] = []
    with contextlib.suppress(OSError, ValueError, RecursionError):
        if side.stat().st_size <= MAX_ASIDE_BYTES:
            old = json.loads(side.read_text(encoding="utf-8"))
            kept = old.get("set_aside", []) if isinstance(old, dict) else []
            kept = kept if isinstance(kept, list) else []
    when = _now()
    kept += [{"when": when, **item} for item in aside]
    text = json.dumps(kept, default=str)
    while len(text) > MAX_ASIDE_BYTES and len(kept) > 1:
        kept = kept[len(kept) // 2 :]
        text = json.dumps(kept, default=str)
    write_json_atomic(side, {"format": FORMAT + "-set-aside", "set_aside": kept})
