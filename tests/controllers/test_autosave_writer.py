"""The autosave is written on a worker thread: the newest snapshot wins, failures come back by
signal, and whoever reads, deletes or gives up the autosave waits for the write first."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest
from qt_events import flush_events

from morra_suite.controllers import autosave_writer
from morra_suite.controllers.autosave import Autosave
from morra_suite.controllers.autosave_writer import AutosaveWriter


class HeldWrites:
    """Stands for a slow disk: each write waits until the test lets it go."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts: list[str] = []
        self.started = threading.Event()
        self.go_on = threading.Event()
        real = autosave_writer.write_text_atomic

        def write(path: Path, text: str) -> None:
            self.texts.append(text)
            self.started.set()
            assert self.go_on.wait(10)
            real(path, text)

        monkeypatch.setattr(autosave_writer, "write_text_atomic", write)


def test_the_newest_snapshot_wins(qtbot, tmp_path: Path, monkeypatch) -> None:
    held = HeldWrites(monkeypatch)
    writer = AutosaveWriter()
    target = tmp_path / "autosave.json"
    writer.submit(target, "one")
    assert held.started.wait(10)  # "one" is being written
    writer.submit(target, "two")
    writer.submit(target, "three")  # replaces "two", which was waiting
    assert not writer.idle
    held.go_on.set()
    assert writer.flush()
    assert writer.idle
    assert held.texts == ["one", "three"]
    assert target.read_text(encoding="utf-8") == "three"


def test_a_failed_write_is_told_by_signal_and_the_next_success_too(qtbot, tmp_path) -> None:
    writer = AutosaveWriter()
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("", encoding="utf-8")
    with qtbot.waitSignal(writer.written, timeout=10_000) as told:
        writer.submit(blocked / "autosave.json", "game")
    assert told.args[0]  # why it failed
    with qtbot.waitSignal(writer.written, timeout=10_000) as told:
        writer.submit(tmp_path / "autosave.json", "game")
    assert told.args == [""]


def test_reading_the_autosave_waits_for_the_write_going_on(qtbot, tmp_path, monkeypatch) -> None:
    held = HeldWrites(monkeypatch)
    autosave = Autosave(tmp_path)
    autosave.write("mill", "1. d6 *", [], finished=False)
    assert held.started.wait(10)
    threading.Timer(0.2, held.go_on.set).start()
    payload = autosave.read()  # blocks until the write is done
    assert payload is not None and payload["record"] == "1. d6 *"
    autosave.release()


def test_a_discarded_autosave_stays_deleted(qtbot, tmp_path, monkeypatch) -> None:
    held = HeldWrites(monkeypatch)
    autosave = Autosave(tmp_path)
    autosave.write("mill", "1. d6 *", [], finished=False)
    assert held.started.wait(10)
    autosave.write("mill", "1. d6 f4 *", [], finished=False)  # waits behind the first
    threading.Timer(0.2, held.go_on.set).start()
    autosave.discard()  # the waiting one is dropped, the one being written waited for
    assert autosave.writer.idle
    assert not autosave.path.exists()
    assert [json.loads(text)["record"] for text in held.texts] == ["1. d6 *"]
    autosave.release()


def test_a_text_made_on_the_writing_thread_is_written_and_its_failure_told(qtbot, tmp_path) -> None:
    writer = AutosaveWriter()
    made_on: list[str] = []

    def make() -> str:
        made_on.append(threading.current_thread().name)
        return "made"

    with qtbot.waitSignal(writer.written, timeout=10_000) as told:
        writer.submit(tmp_path / "autosave.json", make)
    assert told.args == [""]
    assert (tmp_path / "autosave.json").read_text(encoding="utf-8") == "made"
    assert made_on == ["autosave writer"]

    def broken() -> str:
        raise ValueError("the record's rules differ")

    with qtbot.waitSignal(writer.written, timeout=10_000) as told:
        writer.submit(tmp_path / "autosave.json", broken)
    assert told.args == ["the record's rules differ"]
    assert (tmp_path / "autosave.json").read_text(encoding="utf-8") == "made"


def test_the_writing_thread_waits_for_the_next_snapshot(qtbot, tmp_path, monkeypatch) -> None:
    """``Thread.start`` waits until the thread runs (milliseconds of the GUI thread at every
    move on a loaded machine): the thread of the first write takes the next ones."""
    writer = AutosaveWriter()
    target = tmp_path / "autosave.json"
    writer.submit(target, "one")
    assert writer.flush()
    started: list[str] = []
    real_start = threading.Thread.start

    def start(thread: threading.Thread) -> None:
        started.append(thread.name)
        real_start(thread)

    monkeypatch.setattr(threading.Thread, "start", start)
    for text in ("two", "three"):
        writer.submit(target, text)
        assert writer.flush()
        assert target.read_text(encoding="utf-8") == text
    assert started == []


def test_a_text_to_make_waits_until_the_moves_settle(qtbot, tmp_path) -> None:
    """Making a long game's text takes the interpreter lock from the window still drawing the
    move just played: it waits ``SETTLE_S``, and a snapshot handed over meanwhile replaces it."""
    writer = AutosaveWriter()
    made: list[tuple[str, float]] = []

    def making(name: str):
        def make() -> str:
            made.append((name, time.monotonic()))
            return name

        return make

    target = tmp_path / "autosave.json"
    handed = time.monotonic()
    with qtbot.waitSignal(writer.written, timeout=10_000):
        writer.submit(target, making("first move"))
        writer.submit(target, making("second move"))
    assert [name for name, _ in made] == ["second move"]
    assert made[0][1] - handed >= autosave_writer.SETTLE_S
    assert target.read_text(encoding="utf-8") == "second move"


def test_a_flush_does_not_wait_for_the_settling(qtbot, tmp_path, monkeypatch) -> None:
    """Closing the window or reading the autosave back wants the file now."""
    monkeypatch.setattr(autosave_writer, "SETTLE_S", 60.0)
    writer = AutosaveWriter()
    target = tmp_path / "autosave.json"
    writer.submit(target, lambda: "the game so far")
    assert writer.flush(timeout=20.0)
    assert target.read_text(encoding="utf-8") == "the game so far"


def test_a_text_dropped_while_it_settles_is_never_written(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(autosave_writer, "SETTLE_S", 60.0)
    writer = AutosaveWriter()
    target = tmp_path / "autosave.json"
    made: list[str] = []

    def discarded() -> str:
        made.append("discarded game")
        return "discarded game"

    writer.submit(target, discarded)
    writer.drop()
    assert writer.idle
    writer.submit(target, "next game")
    assert writer.flush(timeout=20.0)
    assert target.read_text(encoding="utf-8") == "next game"
    assert made == []


def test_the_writing_thread_never_keeps_the_writer_alive(qtbot, tmp_path) -> None:
    """The window goes: its writer must be destroyed on the GUI thread, by whoever drops it
    there. A thread that held it would destroy it on the wrong thread when it ends (a crash
    while the GUI thread still delivers its signals); the thread ends soon instead."""
    import gc
    import weakref

    before = set(threading.enumerate())
    writer = AutosaveWriter()
    writer.submit(tmp_path / "autosave.json", "game")
    assert writer.flush()
    [thread] = set(threading.enumerate()) - before
    assert thread.is_alive()  # waits for the next snapshot
    gone = weakref.ref(writer)
    del writer
    gc.collect()
    assert gone() is None
    thread.join(10)
    assert not thread.is_alive()


def test_a_write_that_ends_after_its_writer_is_gone_is_dropped_quietly(
    qtbot, tmp_path, monkeypatch
) -> None:
    import gc

    held = HeldWrites(monkeypatch)
    errors: list[BaseException | None] = []
    old_hook = threading.excepthook
    threading.excepthook = lambda args: errors.append(args.exc_value)
    try:
        before = set(threading.enumerate())
        writer = AutosaveWriter()
        told: list[str] = []
        writer.written.connect(told.append)
        target = tmp_path / "autosave.json"
        writer.submit(target, "last move")
        assert held.started.wait(10)
        [thread] = set(threading.enumerate()) - before
        del writer
        gc.collect()
        held.go_on.set()
        thread.join(10)
        flush_events()  # a queued outcome would arrive now
    finally:
        threading.excepthook = old_hook
    assert not thread.is_alive()
    assert errors == [] and told == []
    assert target.read_text(encoding="utf-8") == "last move"  # the game is not lost
