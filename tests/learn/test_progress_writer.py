"""The window's progress store writes on a thread of its own (issue 43): a change waited for
the disk on the GUI thread (``fsync``: tens of milliseconds on a busy disk, far more on a slow
one). Written atomically as before, a failure still said, and nothing lost at exit."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from morra_suite.learn import progress as progress_module
from morra_suite.learn.progress import FILE_NAME, Progress


def _saved(folder: Path) -> dict:
    return json.loads((folder / FILE_NAME).read_text(encoding="utf-8"))


def test_the_windows_store_writes_off_the_callers_thread(tmp_path: Path, monkeypatch) -> None:
    written_on: list[threading.Thread] = []
    real_write = progress_module.write_text_atomic

    def spy(path, text, private=False) -> None:
        written_on.append(threading.current_thread())
        real_write(path, text, private)

    monkeypatch.setattr(progress_module, "write_text_atomic", spy)
    monkeypatch.setattr(progress_module, "write_json_atomic", lambda p, v: spy(p, "", True))
    store = Progress.open(tmp_path, background=True)
    for n in range(20):  # a burst: the newest text wins, none is lost
        store.mark_lesson_done("mill", f"lesson-{n}")
    store.record_game("mill", 3, "won")
    store.settle()
    assert written_on and threading.current_thread() not in written_on
    saved = _saved(tmp_path)["games"]["mill"]
    assert saved["lessons_done"] == [f"lesson-{n}" for n in range(20)]
    assert saved["computer"] == {"3": [1, 0, 0]}
    assert (tmp_path / FILE_NAME).stat().st_mode & 0o777 == 0o600
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]  # no temporary left
    assert Progress.open(tmp_path).lessons_done("mill") == {f"lesson-{n}" for n in range(20)}


def test_a_failed_background_write_is_raised_for_the_window_to_say(
    tmp_path: Path, monkeypatch
) -> None:
    """A full disk raised ``OSError`` from the change (the window says it); the change may be
    on its way when the disk refuses, so that change, or else the next one (or ``settle``),
    raises it, once."""
    real_write = progress_module.write_text_atomic

    def full(path, text, private=False) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    monkeypatch.setattr(progress_module, "write_text_atomic", full)
    store = Progress.open(tmp_path, background=True)
    with pytest.raises(OSError, match="No space left"):
        store.mark_lesson_done("mill", "a")  # raises if the write failed already
        store.settle()  # else here
    store.settle()  # said once
    monkeypatch.setattr(progress_module, "write_text_atomic", real_write)
    store.mark_lesson_done("mill", "b")
    store.settle()
    assert _saved(tmp_path)["games"]["mill"]["lessons_done"] == ["a", "b"]  # nothing lost


_QUIT_AT_ONCE = r"""
import sys, time
from morra_suite.learn import progress
from morra_suite.learn.progress import Progress
real = progress.write_text_atomic
def slow_disk(path, text, private=False):
    time.sleep(0.5)  # a slow disk's sync: the process is ending meanwhile
    real(path, text, private)
progress.write_text_atomic = slow_disk
store = Progress.open(sys.argv[1], background=True)
store.mark_lesson_done("mill", "the-last-lesson")
print("changed", flush=True)
"""


def test_a_write_pending_at_quit_is_finished_before_the_process_ends(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _QUIT_AT_ONCE, str(tmp_path)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout == "changed\n"
    assert _saved(tmp_path)["games"]["mill"]["lessons_done"] == ["the-last-lesson"]
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]
