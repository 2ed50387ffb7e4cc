"""One running copy owns one autosave; a failed autosave stays visible until one succeeds.

Two copies of the app used to share one autosave: the second offered to "resume" the first's
live game, and declining deleted it, so a crash of the first then lost its game.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from polling import wait_until
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from qt_events import flush_events

from morra_suite.controllers.autosave import Autosave, slot_name
from morra_suite.ui.window.main_window import MainWindow

RECORD = '[Game "Nine Men\'s Morris"]\n[Variant "nine"]\n\n1. d2 d6 2. b4 f4 *\n'


def _window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _close(window: MainWindow) -> None:
    window.unsaved.closing_allowed = True
    window.close()


def _resume_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.messages if box.windowTitle() == "Resume game"]


@contextlib.contextmanager
def _first_copy(folder: Path, game: Path) -> Iterator[subprocess.Popen[bytes]]:
    """The app started as a user would, opening a saved game, in a process of its own."""
    env = {**os.environ, "MORRA_SUITE_DATA_DIR": str(folder), "QT_QPA_PLATFORM": "offscreen"}
    process = subprocess.Popen(
        [sys.executable, "-m", "morra_suite", str(game)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(30)


def test_a_second_copy_keeps_off_the_first_copys_game_and_its_crash_is_recovered(
    qtbot, isolated_settings: Path
) -> None:
    folder = isolated_settings / "data"
    game = isolated_settings / "game.pgn"
    game.write_text(RECORD, encoding="utf-8")
    autosave = folder / slot_name(0)
    with _first_copy(folder, game) as first:

        def written_and_locked() -> bool:
            assert first.poll() is None, "the first copy ended by itself"
            return autosave.exists() and (folder / f"{slot_name(0)}.lock").exists()

        wait_until(written_and_locked, "the first copy's autosave")
        written = autosave.read_text(encoding="utf-8")
        assert "b4 f4" in json.loads(written)["record"]
        # the second copy, on the same data folder: nothing to resume, the first's game untouched
        second = _window(qtbot)
        second.offer_resume()
        assert not _resume_boxes(second)
        assert second.session.autosave.slot != 0
        second.start_game("mill", "three")  # its own game goes to its own slot
        assert second.session.autosave.path != autosave
        _close(second)
        assert autosave.read_text(encoding="utf-8") == written
        first.send_signal(signal.SIGKILL)  # the first copy crashes
        first.wait(30)
    # the next start offers the crashed copy's game, once, and goes on with it
    third = _window(qtbot)
    third.offer_resume()
    (box,) = _resume_boxes(third)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert [str(m) for m in third.controller.record.moves] == ["d2", "d6", "b4", "f4"]
    _close(third)


def test_copies_in_one_folder_claim_different_slots_and_a_free_orphan_first(tmp_path) -> None:
    first, second = Autosave(tmp_path), Autosave(tmp_path)
    first.write("mill", RECORD, [], finished=False)
    assert first.slot == 0
    assert second.slot == 1 and second.read() is None
    second.write("mill", RECORD, [], finished=True)
    second.release()
    first.release()  # as a crash would: the game stays, its lock is free
    third = Autosave(tmp_path)
    assert third.slot == 0 and third.read() is not None  # the unfinished game, offered
    assert Autosave(tmp_path).slot == 1  # a finished game is no orphan: its slot is reused


def test_a_claim_locks_only_the_slots_that_hold_a_game(tmp_path, monkeypatch) -> None:
    """Each lock tried is a file written and synced on the GUI thread (at a game's first move):
    the claim tried all 16 slots to look for a crash's game, in a folder that held none."""
    from PySide6 import QtCore

    tried: list[str] = []
    real_lock = QtCore.QLockFile

    def counted(name: str):
        tried.append(Path(name).name)
        return real_lock(name)

    monkeypatch.setattr(QtCore, "QLockFile", counted)
    assert Autosave(tmp_path).slot == 0 and tried == [f"{slot_name(0)}.lock"]
    orphan = Autosave(tmp_path / "later")
    orphan.write("mill", RECORD, [], finished=False)
    assert orphan.slot == 0
    orphan.release()  # as a crash would: the game stays in slot 0, its lock free
    busy = Autosave(tmp_path / "later")
    busy.claim(take_orphan=False)  # a copy that opens a file leaves the game for later
    tried.clear()
    third = Autosave(tmp_path / "later")
    assert third.slot == 0 and third.read() is not None  # the crash's game is still found
    assert tried == [f"{slot_name(0)}.lock"] and busy.slot == 1


def _freeze(folder: Path) -> bool:
    """Makes ``folder`` refuse new files, even for root (the immutable attribute), else by its
    permissions; whether it worked."""
    chattr = shutil.which("chattr")
    if os.geteuid() == 0 and chattr:
        if subprocess.run([chattr, "+i", str(folder)], capture_output=True).returncode != 0:
            return False
    else:
        folder.chmod(0o500)
    probe = folder / "probe"
    try:
        probe.write_text("x")
    except OSError:
        return True
    probe.unlink()
    return False


def _thaw(folder: Path) -> None:
    chattr = shutil.which("chattr")
    if os.geteuid() == 0 and chattr:
        subprocess.run([chattr, "-i", str(folder)], capture_output=True)
    folder.chmod(0o700)


def test_a_failed_autosave_stays_visible_until_one_succeeds(qtbot, main_window) -> None:
    from mill_helpers import click

    main_window.start_game("mill", "nine")
    main_window.view.animate = False
    folder = main_window.session.autosave.folder
    banner = main_window.autosave_banner
    assert banner.isHidden()
    assert main_window.session.autosave.flush()  # the new game's autosave is on the disk
    main_window.session.autosave.path.unlink()  # the next write must make a new file
    if not _freeze(folder):
        _thaw(folder)
        if os.environ.get("CI"):
            pytest.fail("no way to make a folder refuse writes on this machine")
        pytest.skip("no way to make a folder refuse writes here (not root, no chattr)")
    try:
        click(qtbot, main_window.view, "d2")
        qtbot.waitUntil(banner.isVisible)  # the writing thread's answer comes by signal
        assert str(folder) in banner.toolTip()
        main_window.set_status("Another message")  # the status line moves on; the banner stays
        click(qtbot, main_window.view, "d6")
        assert main_window.session.autosave.flush()
        flush_events()  # the failure, told again by a queued signal: the banner stays
        assert banner.isVisible() and banner.text() == "Not autosaved"
    finally:
        _thaw(folder)
    click(qtbot, main_window.view, "b4")
    qtbot.waitUntil(banner.isHidden)
    assert main_window.session.autosave.flush()
    assert "b4" in json.loads(main_window.session.autosave.path.read_text())["record"]


def test_opening_a_file_at_start_keeps_a_crashed_game_for_the_next_start(
    qtbot, isolated_settings: Path
) -> None:
    from morra_suite.app import open_at_start

    folder = isolated_settings / "data"
    orphan = Autosave(folder)
    orphan.write("mill", RECORD, [], finished=False)
    assert orphan.flush()  # written on a worker thread: on the disk now
    left = orphan.path.read_text(encoding="utf-8")
    orphan.release()  # its copy crashed
    game = isolated_settings / "double-clicked.pgn"
    game.write_text(RECORD.replace("2. b4 f4 ", ""), encoding="utf-8")
    window = _window(qtbot)
    assert open_at_start(window, str(game))
    assert window.session.autosave.slot != 0
    assert (folder / slot_name(0)).read_text(encoding="utf-8") == left
    _close(window)
    assert Autosave(folder).read() is not None  # offered at the next plain start


def test_start_up_removes_what_interrupted_saves_left(isolated_settings: Path, monkeypatch) -> None:
    """Temporary files of saves a kill interrupted were never cleaned up (4 after 40 kills):
    the app removes old ones when it starts, and leaves a write in progress alone."""
    from morra_suite.app import tidy_stale_files

    folder = isolated_settings / "data"
    cache = isolated_settings / "cache"
    (cache / "ai").mkdir(parents=True)
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(cache))
    old = [folder / ".autosave.json.abc123.tmp", cache / "ai" / ".table.i8.xz.x1.tmp"]
    fresh = folder / ".autosave.json.def456.tmp"
    for path in (*old, fresh):
        path.write_text("half a save")
    hour_ago = time.time() - 7200
    for path in old:
        os.utime(path, (hour_ago, hour_ago))
    kept = folder / "autosave.json"
    kept.write_text("{}")
    removed = tidy_stale_files()
    assert sorted(removed) == sorted(old)
    assert fresh.exists() and kept.exists()


def test_closing_the_window_waits_for_the_autosave_of_the_last_move(
    qtbot, main_window, monkeypatch
) -> None:
    """The autosave is written on a worker thread; on a slow disk the last move's write is
    still to come when the window closes, and closing waits for it: nothing is lost."""
    from mill_helpers import click

    from morra_suite.controllers import autosave_writer

    real = autosave_writer.write_text_atomic
    written: list[str] = []

    def slow_write(path: Path, text: str) -> None:
        time.sleep(0.3)  # behaviour under test: a busy disk, slow to write
        real(path, text)
        written.append(text)

    monkeypatch.setattr(autosave_writer, "write_text_atomic", slow_write)
    main_window.start_game("mill", "nine")
    main_window.view.animate = False
    for point in ("d2", "d6", "b4"):
        click(qtbot, main_window.view, point)
    path = main_window.session.autosave.path
    assert not any("b4" in text for text in written)  # the window did not wait for the disk
    _close(main_window)
    assert "b4" in json.loads(path.read_text(encoding="utf-8"))["record"]


def test_a_start_with_no_autosave_looks_without_claiming_a_slot(tmp_path, qtbot) -> None:
    """Issue 47: with no autosave in the folder the offer's machinery is not made, and no slot
    is claimed (no lock written) until the first move; any slot's file, the last one's too,
    makes the start look as before, and the game in it is still offered."""
    empty = Autosave(tmp_path / "empty")
    assert not empty.may_hold_game()
    assert not (tmp_path / "empty").exists() or not list((tmp_path / "empty").iterdir())
    window = MainWindow()
    window.autosave = Autosave(tmp_path / "window")
    qtbot.addWidget(window)
    window.offer_resume()
    assert window._files is None and window.autosave._slot is None  # nothing made, no lock
    for slot in (0, 5, 16):  # 16: the copy that writes beside every owned slot
        folder = tmp_path / f"slot{slot}"
        folder.mkdir()
        (folder / slot_name(slot)).write_text("{}", encoding="utf-8")
        assert Autosave(folder).may_hold_game()
    orphan = Autosave(tmp_path / "crash")
    orphan.write("mill", RECORD, [], finished=False)
    orphan.release()  # as a crash would
    second = MainWindow()
    second.autosave = Autosave(tmp_path / "crash")
    qtbot.addWidget(second, before_close_func=lambda w: setattr(w.unsaved, "closing_allowed", True))
    second.offer_resume()
    assert [b for b in second.messages if b.windowTitle() == "Resume game"]
