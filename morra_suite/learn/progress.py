"""The learner's progress, kept in one small JSON file in a folder the caller names.

Per game: the lessons done, the puzzles solved (and tried), the puzzle rating (Glicko-2) with its
history, and the results against each computer level, from which an estimated strength follows.
The app passes its data folder; tests pass a temporary one.

Every change is written at once and atomically, so a crash loses at most the change being made.
A file that cannot be read (damaged, from a newer version, not ours) never stops the app: the
store starts afresh, keeps the bad file beside it as ``progress.json.damaged`` and says why in
``problem``, which the window shows once.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from morra_suite.learn.glicko import Rating, after_puzzle, update
from morra_suite.learn.storage import write_json_atomic

FILE_NAME = "progress.json"
FORMAT = "morra-suite-progress"
VERSION = 1
MAX_FILE_BYTES = 2_000_000
MAX_HISTORY = 1000  # rating points kept per game (the oldest go first)
MAX_IDS = 20_000
RESULTS = ("won", "drawn", "lost")
# What each computer level is taken to be worth when the learner's strength is estimated:
# a guess, level 1 a beginner, each level two hundred points stronger.
LEVEL_BASE = 800.0
LEVEL_STEP = 200.0


class ProgressFileError(ValueError):
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
    }


class Progress:
    """The progress store of one folder. Open it with ``Progress.open(folder)``."""

    def __init__(self, path: Path, data: dict[str, Any], problem: str | None = None) -> None:
        self.path = path
        self._data = data
        self.problem = problem  # why an old file could not be read, or None

    # ---------------------------------------------------------------- opening and saving
    @classmethod
    def open(cls, folder: Path | str) -> Progress:
        """The store of ``folder``: its file if readable, else a fresh start (see ``problem``)."""
        path = Path(folder) / FILE_NAME
        if not path.exists():
            return cls(path, {"format": FORMAT, "version": VERSION, "games": {}})
        try:
            data = _read(path)
        except ProgressFileError as error:
            with contextlib.suppress(OSError):
                os.replace(path, path.with_name(FILE_NAME + ".damaged"))
            fresh = {"format": FORMAT, "version": VERSION, "games": {}}
            return cls(path, fresh, f"{error}; starting afresh")
        return cls(path, data)

    def save(self) -> None:
        """Writes the store atomically (every change does this itself)."""
        write_json_atomic(self.path, self._data)

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
            new = after_puzzle(self.rating(game), puzzle_rating, solved)
            entry["rating"] = [new.rating, new.deviation, new.volatility]
            entry["history"].append([when or _now(), new.rating, new.deviation])
            del entry["history"][:-MAX_HISTORY]
        if solved and puzzle_id not in entry["puzzles_solved"]:
            entry["puzzles_solved"].append(puzzle_id)
        self.save()
        return self.rating(game)

    # ---------------------------------------------------------------- against the computer
    def record_game(self, game: str, level: int, result: str) -> None:
        """One finished game against computer ``level``: ``result`` is won, drawn or lost."""
        if result not in RESULTS:
            raise ValueError(f"result {result!r}: expected one of {', '.join(RESULTS)}")
        if isinstance(level, bool) or not isinstance(level, int) or level < 1:
            raise ValueError(f"computer level {level!r}: expected a whole number from 1")
        table = self._game(game)["computer"].setdefault(str(level), [0, 0, 0])
        table[RESULTS.index(result)] += 1
        self.save()

    def results(self, game: str) -> dict[int, LevelResults]:
        """Level -> results, for the levels played."""
        table = self._game(game)["computer"]
        return {int(level): LevelResults(*counts) for level, counts in sorted(table.items())}

    def estimated_strength(self, game: str) -> Rating | None:
        """A Glicko-2 rating from all games against the computer, each level counted as a
        player of ``level_rating``; ``None`` before the first game."""
        games = []
        for level, counts in self.results(game).items():
            rating = level_rating(level)
            games += [(rating, 0.0, 1.0)] * counts.won
            games += [(rating, 0.0, 0.5)] * counts.drawn
            games += [(rating, 0.0, 0.0)] * counts.lost
        return update(Rating(), games) if games else None


def _read(path: Path) -> dict[str, Any]:
    """The checked contents of a progress file; ``ProgressFileError`` says what is wrong."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ProgressFileError(f"{path}: {size} bytes, too large for a progress file")
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ProgressFileError(f"{path}: cannot be read ({error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ProgressFileError(f"{path}: not a Morra Suite progress file")
    if data.get("version") != VERSION:
        raise ProgressFileError(f"{path}: version {data.get('version')!r}, expected {VERSION}")
    games = data.get("games")
    if not isinstance(games, dict):
        raise ProgressFileError(f"{path}: no games")
    for game, entry in games.items():
        _check_game(path, str(game), entry)
    return data


def _check_game(path: Path, game: str, entry: Any) -> None:
    def bad(what: str) -> ProgressFileError:
        return ProgressFileError(f"{path}: game {game!r}: {what}")

    if not isinstance(entry, dict):
        raise bad("not a table")
    fresh = _empty_game()
    for key, default in fresh.items():
        entry.setdefault(key, default)
    for key in ("lessons_done", "puzzles_solved", "puzzles_tried"):
        ids = entry[key]
        if not isinstance(ids, list) or len(ids) > MAX_IDS:
            raise bad(f"{key} is not a list of ids")
        if not all(isinstance(i, str) for i in ids):
            raise bad(f"{key} holds something that is no id")
    rating = entry["rating"]
    if not (isinstance(rating, list) and len(rating) == 3 and all(_number(x) for x in rating)):
        raise bad("the rating is not three numbers")
    if rating[1] <= 0 or rating[2] <= 0:
        raise bad("the rating's deviation and volatility must be above zero")
    history = entry["history"]
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        raise bad("the rating history is not a list")
    for point in history:
        shape = isinstance(point, list) and len(point) == 3 and isinstance(point[0], str)
        if not shape or not _number(point[1]) or not _number(point[2]):
            raise bad("a rating history point is not (time, rating, deviation)")
    computer = entry["computer"]
    if not isinstance(computer, Mapping):
        raise bad("the results against the computer are not a table")
    for level, counts in computer.items():
        if not str(level).isdigit() or int(level) < 1:
            raise bad(f"computer level {level!r} is not a level")
        if not (isinstance(counts, list) and len(counts) == 3):
            raise bad(f"the results against level {level} are not won, drawn, lost")
        if not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in counts):
            raise bad(f"the results against level {level} are not counts")


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and value == value
