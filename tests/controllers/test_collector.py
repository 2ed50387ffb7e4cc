"""Cyclic garbage collection only on the GUI thread (``controllers.collector``).

A cycle holding a QObject made on the GUI thread, dropped while a worker thread allocates far
past the collector's threshold, dies on the GUI thread with the guard running; without it the
worker's allocation sets off the collection and the cycle dies on the worker (the control test
shows the set-up does that). A long record read with the guard running never turns the
automatic collection on and runs no collection while it reads; the guard's timer slows down
when nothing is due; at the application's quit the guard stops after one last collection on the
GUI thread (the real launcher, ``--smoke``, in a process of its own).
"""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
import weakref
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject, Qt

from morra_suite.controllers import collector
from morra_suite.controllers.record_reader import RecordReader, read_any
from tests.app_process import private_env


@pytest.fixture
def guard(qapp) -> Iterator[collector.CollectorGuard]:
    """The application's guard, running for the test; stopped after, and the interpreter's
    automatic collection on again as the other tests have it."""
    running = collector.start()
    try:
        yield running
    finally:
        running.stop()
        gc.enable()


class _Holder(QObject):
    """A QObject on the GUI thread that Python owns, in a reference cycle with itself."""

    def __init__(self) -> None:
        super().__init__()
        self.me = self


def _dropped_cycle(seen: list[str]) -> None:
    """Makes the cycle (its C++ object's ``destroyed`` and its wrapper's finaliser record the
    thread they run on) and drops it: only a cyclic collection can free it now."""
    holder = _Holder()
    holder.destroyed.connect(
        lambda: seen.append("destroyed on " + threading.current_thread().name),
        Qt.ConnectionType.DirectConnection,
    )
    weakref.finalize(holder, lambda: seen.append("freed on " + threading.current_thread().name))


def _allocate_on_a_worker(kept: list[object]) -> str:
    """A worker thread makes 20,000 containers (about 30 times the youngest generation's
    threshold) and keeps them; returns the thread's name once it is done."""
    worker = threading.Thread(
        target=lambda: kept.extend([i] for i in range(20_000)), name="allocating-worker"
    )
    worker.start()
    worker.join()
    return worker.name


def test_without_the_guard_a_workers_allocation_frees_the_cycle_on_the_worker(qapp) -> None:
    """The control: the interpreter's automatic collection runs in the allocating thread, and
    so frees a cycle the GUI thread dropped there (what the guard is for)."""
    assert gc.isenabled()
    seen: list[str] = []
    kept: list[object] = []
    gc.collect()  # the youngest generation's count starts from nothing
    _dropped_cycle(seen)
    worker = _allocate_on_a_worker(kept)
    assert seen and all(line.endswith(" on " + worker) for line in seen), seen


def test_with_the_guard_the_cycle_dies_on_the_gui_thread(qtbot, guard) -> None:
    gui = threading.current_thread().name
    seen: list[str] = []
    kept: list[object] = []
    gc.collect()
    _dropped_cycle(seen)
    _allocate_on_a_worker(kept)
    assert seen == []  # the worker set off no collection
    assert not gc.isenabled()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=10_000)  # the guard's next ticks
    assert sorted(seen) == [f"destroyed on {gui}", f"freed on {gui}"]
    assert guard.last_thread is threading.main_thread()


def test_the_guard_collects_the_generation_due_and_slows_down_when_none_is(guard) -> None:
    gc.collect()
    assert guard.due() is None
    for _ in range(6):
        guard.tick()
    assert guard.interval == collector.IDLE_MS  # idle: under one tick a second
    young = [[i] for i in range(2 * gc.get_threshold()[0])]
    assert guard.due() == 0
    before = list(guard.collections)
    guard.tick()
    assert guard.collections[0] == before[0] + 1
    assert gc.get_count()[0] < gc.get_threshold()[0]
    assert guard.interval == collector.FAST_MS
    del young


def test_a_full_collection_waits_until_a_quarter_more_objects_are_long_lived(guard) -> None:
    """The interpreter's own rule, which keeps full collections linear in the objects alive:
    the oldest generation's count over its threshold is not enough."""
    gc.collect()
    guard.stop()
    guard.start()  # (its measure of the long-lived objects: everything alive now)
    long_lived = len(gc.get_objects(2))
    for _ in range(gc.get_threshold()[2] + 1):
        gc.collect(1)  # the oldest generation's count is over its threshold ...
    young = [[i] for i in range(2 * gc.get_threshold()[0])]
    assert guard.due() == 0  # ... but it did not grow: only the youngest is collected
    grown = [[i] for i in range(long_lived // 4 + 1_000)]
    gc.collect(1)  # they survive into the oldest generation
    young += [[i] for i in range(2 * gc.get_threshold()[0])]
    assert guard.due() == 2
    full = guard.collections[2]
    guard.tick()
    assert guard.collections[2] == full + 1 and gc.get_count()[1:] == (0, 0)
    del young, grown


def test_a_record_read_with_the_guard_keeps_collection_on_the_gui_thread(qtbot, guard) -> None:
    from morra_suite.games.mill import record
    from tests.core.test_reader_bounds import shuffling_game

    start, moves = shuffling_game(3_000)
    text = record.write_record(start, moves)
    reader = RecordReader(guard)  # (kept until its thread's deferred deletion is done)
    during: dict[str, object] = {}

    def at_the_end(_game: object) -> None:  # emitted before the reading's resume
        during.update(held=guard.held, collections=list(guard.collections))

    reader.read.connect(at_the_end)
    seen: list[str] = []
    gc.collect()
    _dropped_cycle(seen)  # garbage made just before: not to be frozen with the game
    with qtbot.waitSignal(reader.read, timeout=120_000) as blocker:
        reader.start(read_any, text, ".pgn")
        before = list(guard.collections)  # (the young generation's, as the reading starts)
        assert guard.held and not gc.isenabled()
        assert len(seen) == 2  # collected as the reading started
    reader.cancel_and_wait()
    reader.deleteLater()
    assert list(blocker.args[0].record.moves) == moves
    assert during == {"held": True, "collections": before}  # none while it was read
    assert not guard.held and guard.running
    assert not gc.isenabled()  # the automatic collection stayed off


def test_without_the_guard_a_read_pauses_the_automatic_collection_and_turns_it_on_again(
    qtbot, qapp
) -> None:
    """Tools and tests that build a window of their own run without the guard: a reading turns
    the automatic collection off and on again, as before."""
    assert not collector.guard().running and gc.isenabled()
    reader = RecordReader(qapp)  # (kept until its thread's deferred deletion is done)
    with qtbot.waitSignal(reader.read, timeout=60_000):
        reader.start(read_any, '[Event "x"]\n\n1. d2 *\n' + " " * 20_000, ".pgn")
        assert not gc.isenabled()
    reader.cancel_and_wait()
    reader.deleteLater()
    assert gc.isenabled()


SMOKE = r"""
import gc, sys, threading, weakref

import morra_suite.app as launcher
from morra_suite.controllers import collector

seen = []
checked = launcher.smoke_check


def smoke_check(window):
    problems = checked(window)

    class Cycle:
        pass

    cycle = Cycle()
    cycle.me = cycle  # dropped just before the quit: the guard's last collection frees it
    weakref.finalize(cycle, lambda: seen.append(threading.current_thread().name))
    print("RUNNING", collector.guard().running, gc.isenabled())
    return problems


launcher.smoke_check = smoke_check
code = launcher.main(["--smoke"])
print("CODE", code)
print("STOPPED", not collector.guard().running, gc.isenabled())
print("SEEN", seen)
"""


def test_the_guard_stops_at_quit_after_a_last_collection_on_the_gui_thread(tmp_path) -> None:
    env = private_env(tmp_path)
    result = subprocess.run(
        [sys.executable, "-c", SMOKE], env=env, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout
    assert "RUNNING True False" in lines, lines  # the guard's timer, no automatic collection
    assert "CODE 0" in lines, lines
    assert "STOPPED True False" in lines, lines
    assert "SEEN ['MainThread']" in lines, lines
