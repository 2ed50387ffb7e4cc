"""Hostile board files and layout names: refused with ``LayoutError``, never fatal for Morra.

Before: a ``*.json`` in the user's boards folder with invalid UTF-8, deeply nested JSON or a
5,000-digit integer made New Game for Morra, starting any Morra game and opening the designer
raise; a record, a position or a pasted text naming ``/dev/zero`` was read as a file (22 s,
2.7 GB, then ``MemoryError``) and ``/dev/stdin`` blocked for ever; a valid board of 1,000,000
fields took 124 s to solve in the designer.
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest

from morra_suite.ai.morra import assessment
from morra_suite.core import PositionError, RecordError
from morra_suite.games import load_game, morra
from morra_suite.games.morra import LayoutError
from morra_suite.games.morra.layout import remove_layout_folder
from morra_suite.games.paste import read_pasted_position

GOOD = {
    "name": "mine",
    "fields": [6, 4],
    "dots": [{"at": [0, 1], "to": [1, 1]}, {"at": [1, 0], "to": [2, 0]}],
}

HOSTILE_FILES: dict[str, bytes] = {
    "invalid UTF-8": b'{"name": "bad\xff", "fields": [6]}',
    "UTF-16": json.dumps(GOOD).encode("utf-16"),
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "5,000-digit integer": b'{"name": "big", "fields": [' + b"9" * 5000 + b'], "dots": []}',
    "10 MB": b'{"name": "huge", "description": "' + b"x" * 10_000_000 + b'"}',
    "1,000,000 fields": json.dumps(
        {"name": "vast", "fields": [1_000_000], "dots": [{"at": [0, 0], "to": [1, 0]}]}
    ).encode(),
    "one ring of 37 fields": json.dumps(
        {"name": "wide", "fields": [37], "dots": [{"at": [0, 0], "to": [1, 0]}]}
    ).encode(),
    "a dot label of half a megabyte": json.dumps(
        {"name": "dots", "fields": [6], "dots": [{"at": ["x" * 500_000], "to": [1, 0]}]}
    ).encode(),
}


@pytest.mark.parametrize("kind", sorted(HOSTILE_FILES))
def test_a_hostile_board_file_is_refused_quickly(tmp_path, kind) -> None:
    path = tmp_path / "board.json"
    path.write_bytes(HOSTILE_FILES[kind])
    began = time.thread_time()  # CPU time: the work, which load does not stretch
    with pytest.raises(LayoutError) as caught:
        morra.open_layout_file(path)
    assert time.thread_time() - began < 2.0
    assert str(path) in str(caught.value) and len(str(caught.value)) < 400


def test_a_board_the_solver_cannot_judge_quickly_is_refused_before_it_is_solved() -> None:
    rings = [20, 16, 16, 13]  # 65 fields
    dots = [{"at": [r, 0], "to": [r + 1, 0]} for r in range(len(rings))]
    found = assessment.assess({"name": "x", "fields": rings, "dots": dots})
    assert not found.valid and "at most 64" in (found.problem or "")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/stdin", "/dev/null"])
def test_open_refuses_anything_but_a_regular_file(device) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    with pytest.raises(LayoutError, match=r"not a regular file|cannot be read"):
        morra.open_layout_file(device)


def test_a_pipe_is_refused_without_blocking(tmp_path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    pipe = tmp_path / "board.json"
    os.mkfifo(pipe)
    done: list[BaseException] = []

    def read() -> None:
        try:
            morra.open_layout_file(pipe)
        except LayoutError as error:
            done.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(2.0)
    assert done and "not a regular file" in str(done[0])


@pytest.mark.parametrize("name", ["/dev/zero", "/dev/stdin", "../boards/mine.json", "C:\\x.json"])
def test_a_text_never_names_a_file(name) -> None:
    """A record's Layout tag, a position and a pasted text name layouts; paths are refused."""
    with pytest.raises(LayoutError, match="is a path"):
        morra.load_layout(name)
    with pytest.raises(RecordError, match="is a path"):
        load_game("morra").read_record(f'[Game "Morra"]\n[Layout "{name}"]\n')
    with pytest.raises(PositionError, match="is a path"):
        morra.parse_position(f"{name} a:0.1 b:0.2 next:a round:2")
    with pytest.raises(PositionError):
        read_pasted_position("morra", f"{name} a:0.1 b:0.2 next:a round:2")


def test_a_broken_file_in_the_boards_folder_is_skipped_and_named(tmp_path) -> None:
    folder = tmp_path / "boards"
    folder.mkdir()
    (folder / "mine.json").write_text(json.dumps(GOOD), encoding="utf-8")
    for number, kind in enumerate(sorted(HOSTILE_FILES)):
        (folder / f"bad{number}.json").write_bytes(HOSTILE_FILES[kind])
    morra.add_layout_folder(folder)
    try:
        began = time.thread_time()  # CPU time: the work, which load does not stretch
        assert morra.user_layout_names() == ("mine",)
        assert time.thread_time() - began < 2.0
        problems = morra.layout_problems()
        assert len(problems) == len(HOSTILE_FILES)
        assert all(str(folder) in problem for problem in problems)
        game = load_game("morra")  # New Game, any Morra game, the designer's list all work
        assert [v.key for v in game.variants()][-1] == "mine"
        assert game.new_state("target").layout.name == "target"
        assert game.new_state("mine").layout.fields == (6, 4)
    finally:
        remove_layout_folder(folder)


def test_the_size_limit_of_a_board_file(tmp_path) -> None:
    from morra_suite.games.morra.layout import FILE_LIMIT

    path = tmp_path / "padded.json"
    text = json.dumps(GOOD)
    path.write_text(text[:-1] + " " * (FILE_LIMIT - len(text)) + "}", encoding="utf-8")
    assert morra.open_layout_file(path).fields == (6, 4)
    path.write_text(text[:-1] + " " * (FILE_LIMIT + 1 - len(text)) + "}", encoding="utf-8")
    with pytest.raises(LayoutError, match="larger than"):
        morra.open_layout_file(path)


def test_a_board_file_with_a_byte_order_mark_reads(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD).encode())
    assert morra.open_layout_file(path).name == "mine"
