"""The learner's course file: marks (best kept), places, each entry checked on its own."""

from __future__ import annotations

import json
import os
import stat

import pytest

from morra_suite.learn.course import FILE_NAME, Course, Place, mark_of


def test_marks_follow_wrong_tries_and_a_shown_step() -> None:
    assert mark_of(0, shown=False) == 3
    assert mark_of(2, shown=False) == 2
    assert mark_of(3, shown=False) == 1
    assert mark_of(0, shown=True) == 1
    with pytest.raises(ValueError, match="negative"):
        mark_of(-1, shown=False)


def test_marks_and_places_survive_a_new_start_and_the_best_mark_stays(tmp_path) -> None:
    course = Course.open(tmp_path)
    assert course.place("mill") is None and course.mark("mill", "mill-mill") == 0
    course.set_place("mill", "mill-mill", 3)
    assert course.record_mark("mill", "mill-mill", 3) == 3
    assert course.record_mark("mill", "mill-mill", 1) == 3
    again = Course.open(tmp_path)
    assert again.problem is None
    assert again.place("mill") == Place("mill-mill", 3)
    assert again.marks("mill") == {"mill-mill": 3}
    assert stat.S_IMODE(os.stat(tmp_path / FILE_NAME).st_mode) == 0o600


def test_bad_values_are_refused_before_anything_is_written(tmp_path) -> None:
    course = Course.open(tmp_path)
    with pytest.raises(ValueError, match="mark 4"):
        course.record_mark("mill", "mill-mill", 4)
    with pytest.raises(ValueError, match="lesson"):
        course.set_place("mill", "../../etc", 0)
    with pytest.raises(ValueError, match="step 99"):
        course.set_place("mill", "mill-mill", 99)
    assert not (tmp_path / FILE_NAME).exists()


def test_a_damaged_entry_is_set_aside_and_the_others_kept(tmp_path) -> None:
    data = {
        "format": "morra-suite-course",
        "version": 1,
        "marks": {"mill": {"mill-mill": 2, "mill-six": 9, "Bad Id": 1}, "myra": "nonsense"},
        "places": {"mill": {"lesson": "mill-six", "step": 2}, "morra": {"step": 10**9}},
    }
    (tmp_path / FILE_NAME).write_text(json.dumps(data), encoding="utf-8")
    course = Course.open(tmp_path)
    assert course.marks("mill") == {"mill-mill": 2}
    assert course.place("mill") == Place("mill-six", 2) and course.place("morra") is None
    assert course.problem is not None and "set aside" in course.problem


@pytest.mark.parametrize("content", [b"{not json", b'{"format": "other"}', b"\xff\xfe"])
def test_a_file_that_is_no_course_file_starts_afresh_with_a_message(tmp_path, content) -> None:
    (tmp_path / FILE_NAME).write_bytes(content)
    course = Course.open(tmp_path)
    assert course.marks("mill") == {} and course.problem
    course.record_mark("mill", "mill-mill", 2)  # and it is written anew
    assert Course.open(tmp_path).mark("mill", "mill-mill") == 2
