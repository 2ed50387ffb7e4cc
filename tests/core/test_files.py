"""``core.files``: atomic writes, the cache folder and the temporaries a crash leaves behind."""

from __future__ import annotations

import os
import time

import pytest

from morra_suite.core import files


def test_an_atomic_write_replaces_whole_or_not_at_all(tmp_path) -> None:
    target = tmp_path / "sub" / "file.txt"
    files.write_text_atomic(target, "first\n")
    assert target.read_text(encoding="utf-8") == "first\n"

    def fail(handle) -> None:
        handle.write(b"half")
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        files.write_with(target, fail)
    assert target.read_text(encoding="utf-8") == "first\n"  # the old file, never half
    assert [p.name for p in target.parent.iterdir()] == ["file.txt"]  # no temporary left


def test_stale_temporaries_are_cleaned_and_fresh_ones_left_alone(tmp_path) -> None:
    stale = tmp_path / ".table.i8.xz.abc123.tmp"
    fresh = tmp_path / ".autosave.json.def456.tmp"
    kept = [tmp_path / "table.i8.xz", tmp_path / "notes.tmp", tmp_path / ".hidden"]
    for path in (stale, fresh, *kept):
        path.write_bytes(b"x")
    old = time.time() - 2 * files.STALE_AFTER_S
    os.utime(stale, (old, old))
    assert files.clean_stale_temporaries(tmp_path) == [stale]
    assert not stale.exists() and fresh.exists() and all(p.exists() for p in kept)
    assert files.clean_stale_temporaries(tmp_path, older_than=0) == [fresh]
    assert files.clean_stale_temporaries(tmp_path / "missing") == []


def test_the_cache_folder_follows_the_override_and_the_platform(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(tmp_path))
    assert files.cache_dir("ai") == tmp_path / "ai"
    assert files.cache_folders() == [tmp_path, tmp_path / "ai", tmp_path / "morra"]
    monkeypatch.delenv("MORRA_SUITE_CACHE_DIR")
    monkeypatch.setattr(files.sys, "platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert files.cache_dir("morra") == tmp_path / "xdg" / "morra-suite" / "morra"


def test_reading_a_chosen_file_is_bounded(tmp_path) -> None:
    path = tmp_path / "game.mill"
    path.write_bytes(b"x" * 100)
    assert files.read_regular_file(path, 100) == b"x" * 100
    with pytest.raises(files.FileRefused, match="larger than 99 bytes"):
        files.read_regular_file(path, 99)
    with pytest.raises(files.FileRefused, match="not a regular file"):
        files.read_regular_file(tmp_path, 100)
    if os.path.exists("/dev/zero"):
        with pytest.raises(files.FileRefused, match="not a regular file"):
            files.read_regular_file("/dev/zero", 100)
