"""Hostile progress files (issue 43): each bad entry is set aside on its own, numbers are bounded
and finite, no count drives memory or time, and the store raises only its own errors."""

from __future__ import annotations

import errno
import json
import math
import os
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from morra_suite.learn import progress as progress_module
from morra_suite.learn.progress import FILE_NAME, Progress, ProgressError


def _write(folder: Path, games: dict[str, Any]) -> None:
    data = {"format": "morra-suite-progress", "version": 1, "games": games}
    (folder / FILE_NAME).write_text(json.dumps(data), encoding="utf-8")


def _aside(folder: Path) -> list[dict[str, Any]]:
    text = (folder / (FILE_NAME + ".set-aside")).read_text(encoding="utf-8")
    return json.loads(text)["set_aside"]


@pytest.mark.parametrize("level", ["²", "9" * 5000, "0", "-3", " 2", "1e3"])
def test_a_level_that_is_no_level_is_set_aside_and_learn_goes_on(tmp_path: Path, level) -> None:
    """A level key such as "²" (``isdigit`` says yes, ``int`` says no) or one of 5,000 digits
    raised a plain ValueError out of ``Progress.open``, for good."""
    _write(tmp_path, {"mill": {"computer": {level: [1, 0, 0], "2": [3, 1, 0]}}})
    store = Progress.open(tmp_path)
    assert store.problem is not None
    assert store.results("mill")[2].won == 3
    assert list(store.results("mill")) == [2]
    assert store.estimated_strength("mill") is not None
    store.record_game("mill", 2, "lost")
    store.record_puzzle("mill", "p1", 1500, True)
    assert len(_aside(tmp_path)) == 1


def test_a_huge_count_neither_takes_the_memory_nor_the_time(tmp_path: Path) -> None:
    """300,000,000 wins against a level built a list of 300 M entries (5.8 GB, then
    MemoryError): a count past ``MAX_COUNT`` is set aside, and counts up to it cost one term."""
    _write(tmp_path, {"mill": {"computer": {"3": [300_000_000, 0, 0]}}})
    store = Progress.open(tmp_path)
    assert store.problem is not None and store.results("mill") == {}
    most = progress_module.MAX_COUNT
    _write(tmp_path, {"mill": {"computer": {str(k): [most, most, most] for k in range(1, 21)}}})
    store = Progress.open(tmp_path)
    assert store.problem is None
    tracemalloc.start()
    try:
        strength = store.estimated_strength("mill")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert strength is not None and math.isfinite(strength.rating)
    assert peak < 1_000_000
    store.record_game("mill", 1, "won")  # a count at the top stays there
    assert store.results("mill")[1].won == most


@pytest.mark.parametrize(
    "rating", ["Infinity", "-Infinity", "NaN", "1e999", "[1500, 0, 0.06]", "[1e300, 50, 0.06]"]
)
def test_an_infinite_rating_is_set_aside(tmp_path: Path, rating: str) -> None:
    """An ``Infinity`` rating was accepted: My Progress raised OverflowError and solving a
    puzzle ZeroDivisionError."""
    text = json.dumps({"format": "morra-suite-progress", "version": 1, "games": {}})
    value = rating if rating.startswith("[") else f"[{rating}, 80, 0.06]"
    text = text.replace('"games": {}', f'"games": {{"mill": {{"rating": {value}}}}}')
    (tmp_path / FILE_NAME).write_text(text, encoding="utf-8")
    store = Progress.open(tmp_path)
    assert store.problem is not None
    assert store.rating("mill").rating == 1500
    after = store.record_puzzle("mill", "p1", 1600, True)
    assert math.isfinite(after.rating) and math.isfinite(after.deviation)


def test_one_bad_game_costs_no_other_game_its_progress(tmp_path: Path) -> None:
    """With a bad mill entry the whole file was set aside: three finished Morra lessons showed
    as none."""
    lessons = ["morra-start", "morra-guess", "morra-rounds"]
    _write(
        tmp_path,
        {
            "mill": {"history": [["2026-01-01", "x", 1]], "lessons_done": ["mill-placing"]},
            "morra": {"lessons_done": lessons},
            "myra": "garbage",
        },
    )
    store = Progress.open(tmp_path)
    assert store.lessons_done("morra") == frozenset(lessons)
    assert store.lessons_done("mill") == {"mill-placing"}  # the good entries of a bad game
    assert store.history("mill") == ()
    assert {item["game"] for item in _aside(tmp_path)} == {"mill", "myra"}


def test_odd_keys_and_ids_are_set_aside_and_the_rest_kept(tmp_path: Path) -> None:
    _write(
        tmp_path,
        {
            "mill": {"lessons_done": ["a", 5, None, "x" * 10_000, "b"], "surprise": [1]},
            "g" * 1000: {},
        },
    )
    store = Progress.open(tmp_path)
    assert store.lessons_done("mill") == {"a", "b"}
    assert len(_aside(tmp_path)) == 5


def test_a_read_only_or_full_disk_still_tells_and_goes_on(tmp_path: Path, monkeypatch) -> None:
    """A folder that cannot be written (read-only, or a full disk: the writer raises as the
    system would) still gives the good part and the message; a change raises ``OSError``, which
    the window says."""
    _write(tmp_path, {"mill": {"computer": {"²": [1, 0, 0]}}, "morra": {"lessons_done": ["x"]}})
    for code in (errno.EACCES, errno.ENOSPC):

        def refuse(path: Path, value: Any, code: int = code) -> None:
            raise OSError(code, os.strerror(code), str(path))

        monkeypatch.setattr(progress_module, "write_json_atomic", refuse)
        store = Progress.open(tmp_path)
        assert store.problem is not None and store.lessons_done("morra") == {"x"}
        with pytest.raises(OSError):
            store.mark_lesson_done("mill", "y")
        assert json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))["games"]["morra"]


def test_the_store_raises_only_its_own_value_errors(tmp_path: Path) -> None:
    store = Progress.open(tmp_path)
    for level in (0, 10**30, True, 2.0):
        with pytest.raises(ProgressError):
            store.record_game("mill", level, "won")  # type: ignore[arg-type]
    with pytest.raises(ProgressError):
        store.record_game("mill", 1, "resigned")


def test_deep_nesting_and_long_numbers_are_a_damaged_file_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert Progress.open(tmp_path).problem is not None
    text = json.dumps({"format": "morra-suite-progress", "version": 1, "games": {}})
    text = text.replace('"version": 1', '"version": ' + "1" * 5000)
    (tmp_path / FILE_NAME).write_text(text, encoding="utf-8")
    assert Progress.open(tmp_path).problem is not None


def test_new_progress_files_are_private(tmp_path: Path) -> None:
    store = Progress.open(tmp_path)
    store.mark_lesson_done("mill", "x")
    assert (tmp_path / FILE_NAME).stat().st_mode & 0o777 == 0o600


def test_the_windows_store_sets_aside_in_the_background_and_loses_no_change(
    tmp_path: Path,
) -> None:
    """The window's store writes the side file and the good part on a thread (each write waits
    for the disk); a change made at once is neither lost nor overwritten by the older copy."""
    _write(tmp_path, {"mill": {"computer": {"²": [1, 0, 0]}}, "morra": {"lessons_done": ["x"]}})
    for _ in range(5):  # the change may come before, during or after the background write
        store = Progress.open(tmp_path, background=True)
        store.mark_lesson_done("mill", f"lesson-{_}")
        store.settle()
        saved = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
        assert f"lesson-{_}" in saved["games"]["mill"]["lessons_done"]
        assert saved["games"]["morra"]["lessons_done"] == ["x"]
        _write(
            tmp_path,
            {**saved["games"], "mill": {**saved["games"]["mill"], "computer": {"²": [1, 0, 0]}}},
        )
    assert len(_aside(tmp_path)) == 5
