"""The progress store: what it keeps, that it writes atomically into the folder it is given, and
that a damaged file gives a message and a fresh start, never a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from morra_suite.learn.progress import FILE_NAME, Progress


def test_fresh_store_is_empty(tmp_path: Path) -> None:
    store = Progress.open(tmp_path)
    assert store.problem is None
    assert store.lessons_done("mill") == frozenset()
    assert store.rating("mill").rating == 1500
    assert store.results("mill") == {}
    assert store.estimated_strength("mill") is None
    assert not (tmp_path / FILE_NAME).exists()  # nothing written before a change


def test_everything_kept_across_opening_again(tmp_path: Path) -> None:
    store = Progress.open(tmp_path)
    store.mark_lesson_done("morra", "morra-start")
    store.mark_lesson_done("morra", "morra-start")
    after = store.record_puzzle("mill", "mill-nine-001", 1300, True, when="2026-12-01T10:00:00")
    store.record_puzzle("mill", "mill-nine-002", 1600, False)
    store.record_game("myra", 2, "won")
    store.record_game("myra", 2, "drawn")
    store.record_game("myra", 4, "lost")
    again = Progress.open(tmp_path)
    assert again.problem is None
    assert again.lessons_done("morra") == {"morra-start"}
    assert again.puzzles_solved("mill") == {"mill-nine-001"}
    assert again.puzzles_tried("mill") == {"mill-nine-001", "mill-nine-002"}
    history = again.history("mill")
    assert len(history) == 2 and history[0].when == "2026-12-01T10:00:00"
    assert history[0].rating == pytest.approx(after.rating)
    assert again.rating("mill").rating < after.rating  # the failure came second
    results = again.results("myra")
    assert (results[2].won, results[2].drawn, results[2].lost) == (1, 1, 0)
    assert results[4].lost == 1 and results[4].games == 1
    strength = again.estimated_strength("myra")
    assert strength is not None and strength.deviation < 350
    # only the store's file is in the folder: no temporary file left behind
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]


def test_a_puzzle_counts_for_the_rating_once(tmp_path: Path) -> None:
    store = Progress.open(tmp_path)
    first = store.record_puzzle("mill", "p1", 1500, False)
    second = store.record_puzzle("mill", "p1", 1500, True)
    assert second == first
    assert store.puzzles_solved("mill") == {"p1"}


def test_winning_more_estimates_stronger(tmp_path: Path) -> None:
    weak, strong = Progress.open(tmp_path / "a"), Progress.open(tmp_path / "b")
    for _ in range(5):
        weak.record_game("mill", 3, "lost")
        strong.record_game("mill", 3, "won")
    assert strong.estimated_strength("mill").rating > weak.estimated_strength("mill").rating


@pytest.mark.parametrize(
    "content",
    [
        "{ not json",
        "[1, 2, 3]",
        json.dumps({"format": "something else"}),
        json.dumps({"format": "morra-suite-progress", "version": 99, "games": {}}),
    ],
)
def test_a_damaged_file_gives_a_message_and_a_fresh_start(tmp_path: Path, content: str) -> None:
    (tmp_path / FILE_NAME).write_text(content, encoding="utf-8")
    store = Progress.open(tmp_path)
    assert store.problem is not None and FILE_NAME in store.problem
    assert store.lessons_done("mill") == frozenset()
    assert (tmp_path / (FILE_NAME + ".damaged")).read_text(encoding="utf-8") == content
    store.mark_lesson_done("mill", "mill-placing")  # and it goes on working
    assert Progress.open(tmp_path).lessons_done("mill") == {"mill-placing"}


@pytest.mark.parametrize(
    "game",
    [5, {"rating": ["x", 1, 1]}, {"computer": {"2": [1, -1, 0]}}],
    ids=["not-a-table", "rating-not-numbers", "negative-count"],
)
def test_a_damaged_entry_gives_a_message_and_is_set_aside(tmp_path: Path, game) -> None:
    """Once the whole file went for one bad entry; now the entry goes aside on its own (kept in
    the side file) and the rest of the file stays."""
    content = {
        "format": "morra-suite-progress",
        "version": 1,
        "games": {"mill": game, "morra": {"lessons_done": ["morra-start"]}},
    }
    (tmp_path / FILE_NAME).write_text(json.dumps(content), encoding="utf-8")
    store = Progress.open(tmp_path)
    assert store.problem is not None and FILE_NAME in store.problem
    assert store.lessons_done("morra") == {"morra-start"}
    aside = json.loads((tmp_path / (FILE_NAME + ".set-aside")).read_text(encoding="utf-8"))
    assert len(aside["set_aside"]) == 1 and aside["set_aside"][0]["game"] == "mill"
    store.mark_lesson_done("mill", "mill-placing")  # and it goes on working
    again = Progress.open(tmp_path)
    assert again.problem is None  # said once: the good part was written back
    assert again.lessons_done("mill") == {"mill-placing"}


def test_binary_garbage_is_a_damaged_file(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"\xff\xfe\x00garbage")
    assert Progress.open(tmp_path).problem is not None


def test_bad_results_are_refused(tmp_path: Path) -> None:
    store = Progress.open(tmp_path)
    with pytest.raises(ValueError, match="result"):
        store.record_game("mill", 1, "resigned")
    with pytest.raises(ValueError, match="level"):
        store.record_game("mill", 0, "won")
