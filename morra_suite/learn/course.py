"""Where the learner is in each game's course and the mark each lesson earned, in a file of its own.

```python
course = Course.open(folder)          # course.json in the learner's folder (a fresh one if absent)
course.place("mill")                  # Place("mill-mill", 2): the lesson and step last shown
course.set_place("mill", "mill-mill", 3)
course.record_mark("mill", "mill-mill", mark_of(wrong_tries=1, shown=False))   # 2 of 3
course.mark("mill", "mill-mill")      # the best mark earned so far (0: not yet done)
```

Why its own file and not the progress store: the progress file (lessons done, puzzle ratings)
has its own reader and checks; a mark or a place is a small extra that must never put that file
at risk. Each entry is checked on its own when read: a bad one is dropped and the rest stays (a
lesson id or a step number read from the file only ever selects among the shipped lessons, and is
bounded). Written atomically, private to the user (0600). Pure Python, no Qt.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from morra_suite.core.files import FileRefused, atomic_writer, read_regular_file
from morra_suite.learn.storage import keep_side_copy, loads_bounded

FILE_NAME = "course.json"
FORMAT = "morra-suite-course"
VERSION = 1
MAX_BYTES = 1_000_000
MAX_GAMES = 64
MAX_LESSONS = 400
MAX_STEP = 50
BEST_MARK = 3
_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")


def mark_of(wrong_tries: int, shown: bool) -> int:
    """The mark a finished lesson earns, as lichess's stages give stars: 3 with no wrong try and
    no step shown, 2 with at most two wrong tries and no step shown, else 1 (done is done)."""
    if wrong_tries < 0:
        raise ValueError(f"wrong tries {wrong_tries}: cannot be negative")
    if shown:
        return 1
    if wrong_tries == 0:
        return BEST_MARK
    return 2 if wrong_tries <= 2 else 1


@dataclass(frozen=True, slots=True)
class Place:
    """A lesson (its id) and a step (from 0) of a game's course."""

    lesson: str
    step: int = 0


class Course:
    """The learner's marks and places; ``problem`` says what was dropped when it was read."""

    def __init__(self, path: Path, marks: dict[str, dict[str, int]], places: dict[str, Place]):
        self.path = path
        self._marks = marks
        self._places = places
        self.problem: str | None = None

    @classmethod
    def open(cls, folder: Path | str) -> Course:
        """The course file of ``folder``; a missing one is an empty course, a damaged one gives
        what could be read of it (``problem`` says what was not)."""
        path = Path(folder) / FILE_NAME
        try:
            raw = read_regular_file(path, MAX_BYTES)
        except FileNotFoundError:
            return cls(path, {}, {})
        except (OSError, FileRefused) as error:
            course = cls(path, {}, {})
            course.problem = f"{path.name}: {error}"
            return course
        marks, places, dropped = _parse(raw)
        course = cls(path, marks, places)
        if dropped:
            side = keep_side_copy(path, raw)
            course.problem = f"{path}: set aside {', '.join(dropped)} (kept in {side.name})"
        return course

    # ------------------------------------------------------------------ reading
    def mark(self, game: str, lesson: str) -> int:
        return self._marks.get(game, {}).get(lesson, 0)

    def marks(self, game: str) -> dict[str, int]:
        return dict(self._marks.get(game, {}))

    def place(self, game: str) -> Place | None:
        return self._places.get(game)

    # ------------------------------------------------------------------ writing
    def set_place(self, game: str, lesson: str, step: int) -> None:
        """Remembers the lesson and step shown (written at once: the app may be closed next)."""
        _check_key(game, "game")
        _check_key(lesson, "lesson")
        if not 0 <= step < MAX_STEP:
            raise ValueError(f"step {step}: expected 0 to {MAX_STEP - 1}")
        if self._places.get(game) == Place(lesson, step):
            return
        self._places[game] = Place(lesson, step)
        self.save()

    def record_mark(self, game: str, lesson: str, mark: int) -> int:
        """Keeps the best of ``mark`` and the mark earned before; returns the one kept."""
        _check_key(game, "game")
        _check_key(lesson, "lesson")
        if not 1 <= mark <= BEST_MARK:
            raise ValueError(f"mark {mark}: expected 1 to {BEST_MARK}")
        best = max(mark, self.mark(game, lesson))
        self._marks.setdefault(game, {})[lesson] = best
        self.save()
        return best

    def save(self) -> None:
        """Writes the file atomically; ``OSError`` says why it could not."""
        data = {
            "format": FORMAT,
            "version": VERSION,
            "marks": self._marks,
            "places": {g: {"lesson": p.lesson, "step": p.step} for g, p in self._places.items()},
        }
        text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        with atomic_writer(self.path, private=True) as handle:
            handle.write(text.encode("utf-8"))


def _check_key(text: str, what: str) -> None:
    if not isinstance(text, str) or not _ID.match(text):
        raise ValueError(f"{what} {text!r}: expected a short id of letters, digits and dashes")


def _parse(raw: bytes) -> tuple[dict[str, dict[str, int]], dict[str, Place], list[str]]:
    """The marks and places of a course file, each entry checked on its own."""
    dropped: list[str] = []
    try:
        data: Any = loads_bounded(raw)
    except ValueError:  # bad UTF-8 or JSON, too deep, too long a number, NaN
        return {}, {}, ["the whole file (not JSON)"]
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        return {}, {}, ["the whole file (not a course file of this version)"]
    marks: dict[str, dict[str, int]] = {}
    raw_marks = data.get("marks", {})
    if isinstance(raw_marks, dict):
        for game, table in list(raw_marks.items())[:MAX_GAMES]:
            if not (isinstance(game, str) and _ID.match(game) and isinstance(table, dict)):
                dropped.append(f"marks of {str(game)[:40]!r}")
                continue
            for lesson, mark in list(table.items())[:MAX_LESSONS]:
                good = isinstance(lesson, str) and _ID.match(lesson)
                if good and type(mark) is int and 1 <= mark <= BEST_MARK:
                    marks.setdefault(game, {})[lesson] = mark
                else:
                    dropped.append(f"a mark in {game}")
    places: dict[str, Place] = {}
    raw_places = data.get("places", {})
    if isinstance(raw_places, dict):
        for game, entry in list(raw_places.items())[:MAX_GAMES]:
            lesson = entry.get("lesson") if isinstance(entry, dict) else None
            step = entry.get("step") if isinstance(entry, dict) else None
            if (
                isinstance(game, str)
                and _ID.match(game)
                and isinstance(lesson, str)
                and _ID.match(lesson)
                and type(step) is int
                and 0 <= step < MAX_STEP
            ):
                places[game] = Place(lesson, step)
            else:
                dropped.append(f"the place in {str(game)[:40]!r}")
    return marks, places, dropped
