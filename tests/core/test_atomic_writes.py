"""The one atomic writer (issue 43): a saved file keeps its mode, a link is written through, a
temporary names its writer so that a start removes a killed writer's at once and leaves a
running copy's alone, and a full disk leaves the old file."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from morra_suite.core import files

POSIX = os.name == "posix"

_CHILD = r"""
import os, sys
from pathlib import Path
kind, folder = sys.argv[1], Path(sys.argv[2])

real_fsync = os.fsync

def stall(fd):  # the write is under way: the data is in the temporary, not yet renamed
    os.fsync = real_fsync
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    sys.stdin.readline()
    real_fsync(fd)

os.fsync = stall
if kind == "text":  # saved games, the autosave, boards, the endgames' notes
    from morra_suite.core.files import write_text_atomic
    write_text_atomic(folder / "autosave.json", "{}" * 1000)
elif kind == "progress":
    from morra_suite.learn.progress import Progress
    Progress.open(folder / "learn").mark_lesson_done("mill", "mill-placing")
elif kind == "table":
    from morra_suite.ai.mill.table_files import TableId, save_table
    save_table(bytes(64), folder / "ai" / "t.i8.xz", TableId(1, "rules", 64), preset=0)
elif kind == "with":  # the Morra solutions (numpy.savez into a handle)
    from morra_suite.core.files import write_with
    write_with(folder / "morra" / "s.npz", lambda handle: handle.write(b"x" * 4096))
print("done", flush=True)
"""

KINDS = ("text", "progress", "table", "with")


def _start_writer(kind: str, folder: Path) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-c", _CHILD, kind, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline() == "ready\n"  # waits for the child, no fixed time
    return child


def _temporaries(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if ".tmp" in p.name)


@pytest.mark.skipif(not POSIX, reason="kill -9 and process probes are POSIX's")
def test_after_kills_during_every_kind_of_write_a_start_leaves_no_temporary(tmp_path) -> None:
    """A kill -9 in the middle of each kind of write, then a start: before, 12 autosave
    temporaries stayed (only hour-old ones went) and 6 in ``learn``, a folder no one cleaned."""
    for kind in KINDS:
        for _ in range(2):
            child = _start_writer(kind, tmp_path)
            child.kill()
            child.wait()
    assert len(_temporaries(tmp_path)) == 2 * len(KINDS)
    removed = files.tidy_tree(tmp_path)
    assert len(removed) == 2 * len(KINDS)
    assert _temporaries(tmp_path) == []


@pytest.mark.skipif(not POSIX, reason="process probes are POSIX's")
def test_a_running_copys_write_is_left_alone(tmp_path) -> None:
    """Two running copies: the second's start must not take the first's write from under it."""
    child = _start_writer("text", tmp_path)
    try:
        assert files.tidy_tree(tmp_path) == []
        assert len(_temporaries(tmp_path)) == 1
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write("\n")
        child.stdin.flush()
        assert child.stdout.readline() == "done\n"
    finally:
        child.kill()
        child.wait()
    assert _temporaries(tmp_path) == []
    assert (tmp_path / "autosave.json").read_text(encoding="utf-8") == "{}" * 1000


def test_a_temporary_names_this_writer(tmp_path) -> None:
    seen: list[str] = []

    def look(handle) -> None:
        seen.extend(p.name for p in tmp_path.iterdir())

    files.write_with(tmp_path / "game.pgn", look)
    assert len(seen) == 1 and files.writer_identity() in seen[0]
    assert files.clean_dead_temporaries(tmp_path) == []


@pytest.mark.skipif(not POSIX, reason="permission bits are POSIX's")
def test_a_replaced_file_keeps_its_mode_and_a_new_one_follows_the_umask(tmp_path) -> None:
    """Save set 0644 whatever was there: a 0600 game became readable by all, and under umask
    077 new saves and the autosave were 0644."""
    game = tmp_path / "game.pgn"
    game.write_text("old")
    game.chmod(0o600)
    files.write_text_atomic(game, "new")
    assert game.stat().st_mode & 0o777 == 0o600
    old_mask = os.umask(0o077)
    try:
        files.write_text_atomic(tmp_path / "new.pgn", "x")
    finally:
        os.umask(old_mask)
    assert (tmp_path / "new.pgn").stat().st_mode & 0o777 == 0o600
    old_mask = os.umask(0o022)
    try:
        files.write_text_atomic(tmp_path / "open.pgn", "x")
        files.write_text_atomic(tmp_path / "private.json", "x", private=True)
    finally:
        os.umask(old_mask)
    assert (tmp_path / "open.pgn").stat().st_mode & 0o777 == 0o644
    assert (tmp_path / "private.json").stat().st_mode & 0o777 == 0o600


@pytest.mark.skipif(not POSIX, reason="symbolic links need privileges elsewhere")
def test_saving_to_a_symlink_writes_its_target(tmp_path) -> None:
    """``os.replace`` put a plain file where the link was; the file it pointed to kept the old
    game while the status line said it was saved."""
    (tmp_path / "games").mkdir()
    target = tmp_path / "games" / "real.pgn"
    target.write_text("old")
    link = tmp_path / "link.pgn"
    link.symlink_to(target)
    files.write_text_atomic(link, "new")
    assert link.is_symlink()
    assert target.read_text() == "new"
    assert [p.name for p in (tmp_path / "games").iterdir()] == ["real.pgn"]


@pytest.mark.skipif(not POSIX, reason="hard links")
def test_a_hard_link_is_not_split_without_a_word(tmp_path) -> None:
    first = tmp_path / "a.pgn"
    first.write_text("old")
    os.link(first, tmp_path / "b.pgn")
    with pytest.raises(files.LinkedFileError, match="hard links"):
        files.write_text_atomic(first, "new")
    assert (tmp_path / "b.pgn").read_text() == "old" == first.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pgn", "b.pgn"]


def test_a_full_disk_leaves_the_old_file_and_no_temporary(tmp_path) -> None:
    target = tmp_path / "autosave.json"
    files.write_text_atomic(target, "old")

    def full(handle) -> None:
        handle.write(b"half")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with pytest.raises(OSError) as caught:
        files.write_with(target, full)
    assert caught.value.errno == errno.ENOSPC
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def test_a_recycled_process_id_is_a_dead_writer(tmp_path) -> None:
    """The start time tells a reused process id from the writer that had it."""
    pid = os.getpid()
    mine = tmp_path / f".x.{files.writer_identity()}.0123456789ab.tmp"
    other = tmp_path / f".x.{pid}-1.0123456789ab.tmp"
    gone = tmp_path / ".x.4000000000-5.0123456789ab.tmp"
    for path in (mine, other, gone):
        path.write_bytes(b"")
    removed = files.clean_dead_temporaries(tmp_path)
    expected = {gone} if files.writer_identity().endswith("-0") else {gone, other}
    assert set(removed) == expected and mine.exists()


def test_a_writers_fate_is_decided_alike_on_every_system() -> None:
    """The one decision behind both probes (Linux's ``/proc``, Windows' Win32 API): before,
    Windows kept every temporary for an hour, whatever became of its writer."""
    alive = files.writer_alive
    assert not alive(5, (files.GONE, None))
    assert not alive(0, (files.GONE, None))
    assert alive(5, (files.RUNNING, 5))
    assert not alive(5, (files.RUNNING, 6))  # the id went to another process
    assert alive(5, (files.RUNNING, None))  # a start that cannot be read: keep it
    assert alive(0, (files.RUNNING, 6))  # a name without a start: keep it
    assert alive(5, (files.UNKNOWN, None))  # another user's, or an error: keep it


class _Kernel32:
    """Answers as Windows' kernel32 does for the processes it is given: ``{pid: (exit code,
    creation time)}``; any other id has no process; ``denied`` ids refuse to be opened."""

    def __init__(self, processes: dict[int, tuple[int, int]], denied: set[int]) -> None:
        self.processes = processes
        self.denied = denied
        self.open_handles: set[int] = set()
        self.error = 0

    def OpenProcess(self, access: int, inherit: bool, pid: int) -> int:
        assert access == 0x1000 and not inherit
        if pid in self.denied:
            self.error = 5  # ERROR_ACCESS_DENIED
            return 0
        if pid not in self.processes:
            self.error = 87  # ERROR_INVALID_PARAMETER
            return 0
        self.open_handles.add(pid + 1000)
        return pid + 1000

    def GetExitCodeProcess(self, handle: int, code: object) -> int:
        code._obj.value = self.processes[handle - 1000][0]  # type: ignore[attr-defined]
        return 1

    def GetProcessTimes(self, handle: int, *times: object) -> int:
        created = self.processes[handle - 1000][1]
        creation = times[0]._obj  # type: ignore[attr-defined]
        creation.low, creation.high = created & 0xFFFFFFFF, created >> 32
        return 1

    def CloseHandle(self, handle: int) -> int:
        self.open_handles.remove(handle)
        return 1


def test_the_windows_probe_reads_the_win32_answers() -> None:
    created = 133_500_000_000_000_000  # a FILETIME of 2024: more than 32 bits
    kernel32 = _Kernel32({10: (259, created), 11: (0, created)}, denied={12})

    def probe(pid: int) -> files.Probe:
        return files._windows_probe(pid, kernel32, lambda: kernel32.error)

    assert probe(10) == (files.RUNNING, created)
    assert probe(11) == (files.GONE, None)  # exited; someone still holds a handle
    assert probe(12) == (files.UNKNOWN, None)
    assert probe(13) == (files.GONE, None)
    assert probe(0) == probe(-1) == probe(1 << 40) == (files.GONE, None)
    assert kernel32.open_handles == set()  # every handle opened was closed
    assert files.writer_alive(created, probe(10))
    assert not files.writer_alive(created + 1, probe(10))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's /proc")
def test_the_linux_probe_tells_a_running_writer_from_a_dead_one(tmp_path) -> None:
    child = _start_writer("text", tmp_path)
    try:
        (temporary,) = _temporaries(tmp_path)
        pid, start = (int(part) for part in temporary.name.split(".")[-3].split("-"))
        assert pid == child.pid and start > 0
        assert files._posix_probe(pid) == (files.RUNNING, start)
        assert files._alive(pid, start) and not files._alive(pid, start + 1)
    finally:
        child.kill()
        child.wait()
    assert files._posix_probe(pid) == (files.GONE, None)
    assert not files._alive(pid, start)


_SAVE_CHILD = r"""
import os, sys
from pathlib import Path
from morra_suite.core import files
files.keep_journal(Path(sys.argv[1]) / "written-folders.txt")
real_fsync = os.fsync
def stall(fd):  # the game's own write under way (the journal's came first)
    if "game.pgn" in os.readlink(f"/proc/self/fd/{fd}"):
        print("ready", flush=True)
        sys.stdin.readline()
    real_fsync(fd)
os.fsync = stall
files.write_text_atomic(Path(sys.argv[2]) / "game.pgn", "1. d6")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="kill -9, /proc")
def test_a_kill_while_saving_in_the_users_folder_is_tidied_at_the_next_start(
    tmp_path, monkeypatch
) -> None:
    """The user's own folder (where a game is saved) was no folder a start looked at: a kill
    during Save left its temporary there for good. The writer lists the folder first."""
    from morra_suite.app import tidy_stale_files

    data, games = tmp_path / "data", tmp_path / "Documents" / "games"
    games.mkdir(parents=True)
    monkeypatch.setenv("MORRA_SUITE_DATA_DIR", str(data))
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(tmp_path / "cache"))
    child = subprocess.Popen(
        [sys.executable, "-c", _SAVE_CHILD, str(data), str(games)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None and child.stdout.readline() == "ready\n"
    child.kill()
    child.wait()
    assert len(_temporaries(games)) == 1
    assert files.journal_folders(data / "written-folders.txt") == [games]
    removed = tidy_stale_files()
    assert _temporaries(games) == [] and len(removed) == 1


def test_the_journal_lists_each_outside_folder_once_newest_first(tmp_path) -> None:
    journal = tmp_path / "data" / "written-folders.txt"
    files.keep_journal(journal)
    try:
        for name in ("a", "b", "a", "c"):
            files.write_text_atomic(tmp_path / name / "x.pgn", "x")
        files.write_text_atomic(tmp_path / "data" / "inside.json", "x")  # the app's own
        assert files.journal_folders(journal) == [tmp_path / n for n in ("c", "b", "a")]
        files.keep_journal(None)
        journal.write_bytes(b"\xff\n" * 50_000)  # a damaged journal is read as far as it goes
        assert len(files.journal_folders(journal)) <= files.MAX_JOURNAL_FOLDERS
    finally:
        files.keep_journal(None)
