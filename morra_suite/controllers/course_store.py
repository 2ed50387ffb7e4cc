"""The learner's course file (marks and places, ``learn.course``) and own mistakes to practise
(``learn.practice``) of the app's data folder.

QtCore only, beside ``learn_store`` (the progress file): the same folder, opened once per folder,
so the lesson pages of every Learn window share one ``Course``.
"""

from __future__ import annotations

from pathlib import Path

from morra_suite.controllers.learn_store import learn_folder
from morra_suite.learn.course import Course
from morra_suite.learn.practice import PracticeBook

_courses: dict[Path, Course] = {}
_books: dict[Path, PracticeBook] = {}
_told: set[Path] = set()


def course() -> Course:
    """The course of the data folder in use now (a test's own folder in the tests)."""
    folder = learn_folder()
    found = _courses.get(folder)
    if found is None:
        found = _courses[folder] = Course.open(folder)
    return found


def practice() -> PracticeBook:
    """The learner's own mistakes to practise (``learn.practice``), of the same folder."""
    folder = learn_folder()
    found = _books.get(folder)
    if found is None:
        found = _books[folder] = PracticeBook.open(folder)
    return found


def untold_problems() -> list[str]:
    """What could not be read of the course and the practice files (a copy of each such file
    is kept beside it), each the first time it is asked: for the window to say once."""
    found = []
    for store in (course(), practice()):
        if store.problem is not None and store.path not in _told:
            _told.add(store.path)
            found.append(store.problem)
    return found


def forget() -> None:
    """Drops the files opened so far (the next call reads them again)."""
    _courses.clear()
    _books.clear()
    _told.clear()
