"""The learner's course file (marks and places, ``learn.course``) of the app's data folder.

QtCore only, beside ``learn_store`` (the progress file): the same folder, opened once per folder,
so the lesson pages of every Learn window share one ``Course``.
"""

from __future__ import annotations

from pathlib import Path

from morra_suite.controllers.learn_store import learn_folder
from morra_suite.learn.course import Course

_courses: dict[Path, Course] = {}


def course() -> Course:
    """The course of the data folder in use now (a test's own folder in the tests)."""
    folder = learn_folder()
    found = _courses.get(folder)
    if found is None:
        found = _courses[folder] = Course.open(folder)
    return found


def forget() -> None:
    """Drops the courses opened so far (the next ``course()`` reads the file again)."""
    _courses.clear()
