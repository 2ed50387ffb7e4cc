"""The course and practice files (``learn.course``, ``learn.practice``) with hostile content
(issue 43): a deep nesting or a 5,000-digit number raised ``RecursionError`` or a plain
``ValueError`` out of their ``open`` (every Learn window with them), and what was "set aside"
was lost at the next save, unseen. Now each reader goes on, one bad entry costs only itself,
and the file as it was is kept beside it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from morra_suite.learn import course as course_module
from morra_suite.learn import practice as practice_module
from morra_suite.learn import storage
from morra_suite.learn.course import Course
from morra_suite.learn.practice import PracticeBook

HOSTILE = {
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "5,000-digit number": b'{"format": 1, "version": ' + b"1" * 5000 + b"}",
    "NaN": b'{"format": NaN, "version": Infinity}',
    "garbage": bytes(range(256)) * 40,
    "truncated": b'{"format": "morra-suite-course", "ver',
}


def side_copy(path: Path) -> bytes:
    storage.settle_side_copies()  # written on a thread of their own
    return path.with_name(path.name + ".set-aside").read_bytes()


@pytest.mark.parametrize("kind", sorted(HOSTILE))
@pytest.mark.parametrize("store", [Course, PracticeBook], ids=["course", "practice"])
def test_a_hostile_learner_file_is_kept_aside_and_learning_goes_on(
    tmp_path: Path, kind: str, store
) -> None:
    name = course_module.FILE_NAME if store is Course else practice_module.FILE_NAME
    (tmp_path / name).write_bytes(HOSTILE[kind])
    opened = store.open(tmp_path)
    assert opened.problem is not None and str(tmp_path / name) in opened.problem
    assert side_copy(tmp_path / name) == HOSTILE[kind]  # nothing read is lost unseen


def test_a_long_number_or_nan_costs_only_its_own_entry(tmp_path: Path) -> None:
    marks = '{"mill-mill": 2, "mill-six": ' + "9" * 5000 + ', "mill-nine": NaN}'
    text = f'{{"format": "morra-suite-course", "version": 1, "marks": {{"mill": {marks}}}}}'
    (tmp_path / course_module.FILE_NAME).write_text(text, encoding="utf-8")
    course = Course.open(tmp_path)
    assert course.marks("mill") == {"mill-mill": 2}
    assert course.problem is not None and "kept in course.json.set-aside" in course.problem
    course.record_mark("mill", "mill-six", 3)
    saved = json.loads((tmp_path / course_module.FILE_NAME).read_text(encoding="utf-8"))
    assert saved["marks"]["mill"] == {"mill-mill": 2, "mill-six": 3}
    assert side_copy(tmp_path / course_module.FILE_NAME).decode() == text
