"""The settings file through the app's one writer (issue 43): Qt's own save wrote it with its own
temporaries, its own mode and over links; now every save goes through ``core.files``, a damaged
file is set aside and told once, two running copies keep each other's changes, and a killed
copy's leftovers go at the next start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from morra_suite.controllers import settings_file
from morra_suite.controllers.settings_file import (
    SET_ASIDE_SUFFIX,
    SETTINGS_DAMAGED,
    install_settings_file,
    settings_path,
    uninstall_settings_file,
)
from morra_suite.core import files, notices

POSIX = os.name == "posix"


@pytest.fixture
def real(isolated_settings: Path):
    """The settings file as the app had it before (Qt's INI), and the writer taken away after."""
    path = settings_path()
    yield path
    uninstall_settings_file()


def carried(qtbot, path: Path, text: str) -> None:
    qtbot.waitUntil(lambda: path.exists() and text in path.read_text("utf-8", "replace"))


def test_every_save_goes_through_the_one_writer_and_old_settings_read(
    qtbot, real, monkeypatch
) -> None:
    """Before, ``QSettings`` saved the file itself: its temporaries named by Qt (no start found
    a dead writer's), the mode its own."""
    old = QSettings()
    old.setValue("ui/language", "de")
    old.setValue("window/geometry", QByteArray(b"\x01\x00\xff"))
    old.sync()
    del old
    real.chmod(0o640)
    writes: list[Path] = []
    real_write = files.write_bytes_atomic

    def spy(path, data, private=False) -> None:
        writes.append(Path(path))
        real_write(path, data, private)

    monkeypatch.setattr(files, "write_bytes_atomic", spy)
    store = install_settings_file()
    assert Path(QSettings().fileName()).is_relative_to(store.scratch)  # Qt saves the copy only
    assert QSettings().value("ui/language") == "de"  # the users' settings, read as before
    assert QSettings().value("window/geometry") == QByteArray(b"\x01\x00\xff")
    QSettings().setValue("sound/volume", 35)
    carried(qtbot, real, "volume=35")
    assert real in writes
    assert real.stat().st_mode & 0o777 == 0o640
    assert files.writer_identity() in store.scratch.name
    uninstall_settings_file()
    assert not store.scratch.exists()
    assert [p.name for p in real.parent.iterdir()] == [real.name]
    assert QSettings().fileName() == str(real)  # Qt's own paths are given back
    assert QSettings().value("sound/volume") == 35 or QSettings().value("sound/volume") == "35"


@pytest.mark.skipif(not POSIX, reason="symbolic links need privileges elsewhere")
def test_a_settings_file_that_is_a_link_has_its_target_written(qtbot, real, tmp_path) -> None:
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "morra-suite.ini"
    target.write_bytes(real.read_bytes())
    real.unlink()
    real.symlink_to(target)
    install_settings_file()
    QSettings().setValue("ui/theme", "dark")
    carried(qtbot, target, "theme=dark")
    assert real.is_symlink() and [p.name for p in dotfiles.iterdir()] == ["morra-suite.ini"]


@pytest.mark.parametrize(
    "damage",
    [b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8, b"[General\nx=1\n", b"[a]\nx=1\x00\n"],
    ids=["garbage", "not INI", "a NUL byte"],
)
def test_a_damaged_settings_file_is_set_aside_told_once_and_the_app_goes_on(
    qtbot, real, damage
) -> None:
    real.write_bytes(damage)
    notices.forget()
    store = install_settings_file()
    told = notices.take()
    assert [n.kind for n in told] == [SETTINGS_DAMAGED] and str(real) in told[0].detail
    aside = real.with_name(real.name + SET_ASIDE_SUFFIX)
    assert aside.read_bytes() == damage  # kept whole, for whoever wants to look
    assert store.problem is not None and "kept as" in store.problem
    assert QSettings().allKeys() == []  # the defaults
    QSettings().setValue("ui/language", "da")  # and the app goes on saving
    carried(qtbot, real, "language=da")
    uninstall_settings_file()
    install_settings_file()
    assert notices.take() == []  # told once: the new file reads
    assert QSettings().value("ui/language") == "da"


def test_a_huge_settings_file_is_set_aside_unread(real) -> None:
    with real.open("ab") as handle:
        handle.write(b"; " + b"x" * (settings_file.SETTINGS_FILE_BYTES + 10) + b"\n")
    size = real.stat().st_size
    store = install_settings_file()
    assert store.problem is not None and "larger than" in store.problem
    assert real.with_name(real.name + SET_ASIDE_SUFFIX).stat().st_size == size


def test_a_settings_path_that_is_no_file_is_told_and_left_alone(qtbot, real) -> None:
    real.unlink()
    real.mkdir()  # a folder where the file should be: nothing to read, nothing to replace
    store = install_settings_file()
    assert store.problem is not None and not store.writable
    QSettings().setValue("ui/language", "de")
    store.flush(wait=True)
    assert real.is_dir() and QSettings().value("ui/language") == "de"


_COPY = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QSettings
app = QCoreApplication([])
QCoreApplication.setOrganizationName(sys.argv[1])
QCoreApplication.setApplicationName(sys.argv[2])
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, sys.argv[3])
from morra_suite.controllers.settings_file import install_settings_file, uninstall_settings_file
store = install_settings_file()
QSettings().setValue(sys.argv[4], sys.argv[5])
store.flush(wait=True)
print("flushed", flush=True)
if sys.stdin.readline().strip() == "quit":
    uninstall_settings_file()
    print("done", flush=True)
"""


def _second_copy(real: Path, key: str, value: str) -> subprocess.Popen[str]:
    from PySide6.QtCore import QCoreApplication

    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    child = subprocess.Popen(
        [sys.executable, "-c", _COPY, *names, str(real.parents[1]), key, value],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert child.stdout is not None and child.stdout.readline() == "flushed\n"
    return child


def test_two_running_copies_keep_each_others_changes(qtbot, real) -> None:
    store = install_settings_file()
    QSettings().setValue("first/mine", "1")
    carried(qtbot, real, "mine=1")
    child = _second_copy(real, "second/theirs", "2")
    try:
        assert "theirs=2" in real.read_text("utf-8") and "mine=1" in real.read_text("utf-8")
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write("quit\n")
        child.stdin.flush()
        assert child.stdout.readline() == "done\n"
    finally:
        child.wait()
    QSettings().setValue("first/later", "3")  # laid over the file as the other copy left it
    carried(qtbot, real, "later=3")
    text = real.read_text("utf-8")
    assert "mine=1" in text and "theirs=2" in text
    qtbot.waitUntil(lambda: QSettings().value("second/theirs") == "2")  # seen here too
    store.flush(wait=True)


@pytest.mark.skipif(not POSIX, reason="kill -9")
def test_a_killed_copys_leftovers_go_at_the_next_start_and_a_running_ones_stay(real) -> None:
    def leftovers() -> set[str]:
        return {p.name for p in real.parent.iterdir() if files.is_temporary(p)}

    killed = _second_copy(real, "a/b", "1")
    killed.kill()
    killed.wait()
    (dead,) = leftovers()
    assert str(killed.pid) in dead
    running = _second_copy(real, "c/d", "2")  # a start: the dead copy's folder goes at once
    try:
        (alive,) = leftovers()
        assert str(running.pid) in alive
        store = install_settings_file()  # another start, beside a running copy
        assert store.scratch is not None
        assert leftovers() == {alive, store.scratch.name}
    finally:
        running.kill()
        running.wait()
    assert "d=2" in real.read_text("utf-8")


def test_the_window_says_once_that_the_settings_could_not_be_read(qtbot, real, main_window):
    real.write_bytes(b"\xff\xfe garbage \x00" * 100)
    notices.forget()
    install_settings_file()

    def said() -> list[str]:
        return [box.text() for box in main_window.messages if "settings" in box.text()]

    qtbot.waitUntil(lambda: len(said()) == 1)
    assert str(real) in said()[0] and "default settings" in said()[0]
    main_window.start_game("mill", "nine")  # and the app goes on
    assert main_window.controller is not None and main_window.controller.has_game
    uninstall_settings_file()
    real.write_bytes(b"damaged again")
    install_settings_file()
    assert notices.take() == []  # the same file is not told twice in one run


def test_a_full_disk_is_told_once_and_the_next_save_carries_everything(
    qtbot, real, monkeypatch
) -> None:
    import errno

    store = install_settings_file()
    before = real.read_bytes()
    real_write = files.write_bytes_atomic

    def full(path, data, private=False) -> None:
        if Path(path) == real:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_write(path, data, private)

    monkeypatch.setattr(files, "write_bytes_atomic", full)
    notices.forget()
    for value in ("de", "da"):
        QSettings().setValue("ui/language", value)
        QSettings().sync()
        store.flush(wait=True)
    told = notices.take()
    assert [n.kind for n in told] == [settings_file.SETTINGS_UNSAVED]  # once, not per change
    assert "No space left" in told[0].detail and real.read_bytes() == before
    monkeypatch.setattr(files, "write_bytes_atomic", real_write)
    QSettings().setValue("sound/volume", 20)
    carried(qtbot, real, "volume=20")
    assert "language=da" in real.read_text("utf-8")  # the change the full disk refused too


def test_another_copys_settings_are_merged_on_the_writing_thread(qtbot, real, monkeypatch) -> None:
    """The merge of the keys another running copy wrote meanwhile read and wrote INI texts and
    synced this copy's private file on the GUI thread (each sync tens of milliseconds, more on
    a slow disk); it runs on the writing thread now, and keeps both copies' changes as before."""
    import threading

    merged_on: list[threading.Thread] = []
    real_laid_over = settings_file.laid_over

    def spy(data, changed, removed, folder):
        merged_on.append(threading.current_thread())
        return real_laid_over(data, changed, removed, folder)

    monkeypatch.setattr(settings_file, "laid_over", spy)
    store = install_settings_file()
    QSettings().setValue("first/mine", "1")
    carried(qtbot, real, "mine=1")
    child = _second_copy(real, "second/theirs", "2")
    try:
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write("quit\n")
        child.stdin.flush()
        assert child.stdout.readline() == "done\n"
    finally:
        child.wait()
    QSettings().setValue("first/later", "3")
    carried(qtbot, real, "later=3")
    store.flush(wait=True)
    assert merged_on and threading.main_thread() not in merged_on
    text = real.read_text("utf-8")
    assert "mine=1" in text and "theirs=2" in text and "later=3" in text
    qtbot.waitUntil(lambda: QSettings().value("second/theirs") == "2")  # seen here too


@pytest.fixture
def runtime(tmp_path: Path, monkeypatch) -> Path:
    """A user's runtime folder (``XDG_RUNTIME_DIR``: the user's own, nobody else may enter)."""
    folder = tmp_path / "run"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(folder))
    return folder


@pytest.mark.skipif(not POSIX, reason="XDG_RUNTIME_DIR is a Unix desktop's")
def test_the_private_copy_lives_in_the_users_runtime_folder(qtbot, real, runtime) -> None:
    """Qt saves (and syncs) its file on the GUI thread at every change: on a disk 15 ms a save
    at load 18, in the runtime folder's memory 0.2 ms. The real file is written as before."""
    store = install_settings_file()
    assert store.scratch is not None
    assert store.scratch.parent == runtime / settings_file.RUNTIME_FOLDER
    assert Path(QSettings().fileName()).is_relative_to(store.scratch)
    QSettings().setValue("ui/language", "da")
    carried(qtbot, real, "language=da")
    assert [p.name for p in real.parent.iterdir()] == [real.name]  # nothing beside the file
    uninstall_settings_file()
    assert not store.scratch.exists()
    assert QSettings().value("ui/language") == "da"


@pytest.mark.skipif(not POSIX, reason="kill -9")
def test_a_killed_copys_folder_in_the_runtime_folder_goes_at_the_next_start(real, runtime):
    killed = _second_copy(real, "a/b", "1")
    killed.kill()
    killed.wait()
    home = runtime / settings_file.RUNTIME_FOLDER
    (dead,) = [p.name for p in home.iterdir() if files.is_temporary(p)]
    assert str(killed.pid) in dead
    store = install_settings_file()
    assert store.scratch is not None
    assert [p.name for p in home.iterdir()] == [store.scratch.name]
    assert "b=1" in real.read_text("utf-8")


@pytest.mark.skipif(not POSIX, reason="folder modes")
def test_a_runtime_folder_others_may_enter_is_not_used(real, runtime) -> None:
    runtime.chmod(0o755)
    assert settings_file.scratch_home(real) == real.parent
    runtime.chmod(0o700)
    assert settings_file.scratch_home(real) == runtime / settings_file.RUNTIME_FOLDER


def test_the_launcher_installs_the_writer_on_the_first_turn_and_at_once_on_a_first_start(
    qtbot, real
) -> None:
    """Start-up (``bench_startup.py``): on every start but the first the window reads its
    settings from the real file and the writer comes in on the event loop's first turn, before
    anything writes; a first start carries old settings over, so it installs at once."""
    from morra_suite.ui.app_config import CARRIED_OVER_KEY, carry_over_old_identity

    carry_over_old_identity(install_settings_file, later=True)  # a first start
    first = settings_file.installed_settings_file()
    assert first is not None and first.scratch is not None
    assert Path(QSettings().fileName()).is_relative_to(first.scratch)  # the mark, by the writer
    first.flush(wait=True)
    assert "carried_over" in real.read_text("utf-8")
    uninstall_settings_file()
    assert QSettings().value(CARRIED_OVER_KEY)

    carry_over_old_identity(install_settings_file, later=True)  # the next start
    assert settings_file.installed_settings_file() is None  # not yet: the window reads first
    assert QSettings().fileName() == str(real)
    qtbot.waitUntil(lambda: settings_file.installed_settings_file() is not None)
    store = settings_file.installed_settings_file()
    assert store is not None and store.scratch is not None
    assert Path(QSettings().fileName()).is_relative_to(store.scratch)
    QSettings().setValue("sound/volume", 41)
    carried(qtbot, real, "volume=41")
