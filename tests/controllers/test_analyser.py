"""The background analyser: answers off the GUI thread, drops stale answers, runs searches in a
child process and Morra in a thread, reports progress over a game and can be cancelled."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from qt_events import flush_events

from morra_suite.ai import analyse
from morra_suite.controllers import analyser as analyser_module
from morra_suite.controllers.analyser import Analyser, runs_in_child
from morra_suite.games import mill, morra


@pytest.fixture(autouse=True)
def _solver_cache_in_temp(tmp_path: Path) -> Iterator[None]:
    old = os.environ.get("MORRA_SUITE_CACHE_DIR")
    os.environ["MORRA_SUITE_CACHE_DIR"] = str(tmp_path / "morra-cache")
    yield
    if old is None:
        del os.environ["MORRA_SUITE_CACHE_DIR"]
    else:
        os.environ["MORRA_SUITE_CACHE_DIR"] = old


@pytest.fixture
def analyser(qtbot) -> Iterator[Analyser]:
    made = Analyser()
    yield made
    made.shutdown()


# White closes a1-a4-a7 by d7-a7 and takes a piece; nothing else comes close.
CLOSE_A_MILL = "nine w:a1,a4,d7,b4,b2,f2 b:g7,g1,f4,d3,c5,e5 hand:0,0 to:w"


def quick_morra() -> morra.MorraState:
    return morra.new_game(morra.load_layout("quick"), morra.MorraRules(round_limit=4))


def test_morra_is_analysed_in_a_thread_and_equals_analyse(qtbot, analyser: Analyser) -> None:
    state = quick_morra()
    assert not runs_in_child(state)
    threads: list[str] = []
    analyser.analysed.connect(lambda *_: threads.append(threading.current_thread().name))
    with qtbot.waitSignal(analyser.analysed, timeout=20000) as blocker:
        analyser.request(state, 0.5, tag="start")
    tag, found = blocker.args
    assert tag == "start"
    expected = analyse(state)
    assert found.best == expected.best and found.value == expected.value
    assert found.chances == expected.chances
    assert threads == [threading.main_thread().name]  # the answer arrives on the GUI thread
    assert not analyser.busy


def test_a_mill_search_runs_in_a_child_and_finds_the_mill(qtbot, analyser: Analyser) -> None:
    state = mill.parse_position(CLOSE_A_MILL)
    assert runs_in_child(state)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    with qtbot.waitSignal(analyser.analysed, timeout=30000) as blocker:
        analyser.request(state, 1.0)
    timer.stop()
    # The GUI thread's event loop kept turning while the child searched (a search holding the
    # interpreter lock in this process would starve it: a handful of ticks, long gaps).
    assert len(ticks) >= 20
    found = blocker.args[1]
    assert str(found.best).startswith("d7-a7x") and found.best in state.legal_moves()
    assert analyser._remotes and all(r._process.is_alive() for r in analyser._remotes.values())


def test_only_the_newest_request_is_answered(qtbot, analyser: Analyser) -> None:
    first = quick_morra()
    second = first.play_joint(0, 1)
    answers: list[object] = []
    analyser.analysed.connect(lambda tag, _a: answers.append(tag))
    handed_on: list[object] = []  # the tags of the answers the worker threads handed on
    relay = analyser_module._the_relay()

    def note(_ref: object, _ident: int, tag: object, *_rest: object) -> None:
        handed_on.append(tag)

    relay.finished.connect(note, Qt.ConnectionType.DirectConnection)
    try:
        analyser.request(first, 0.5, tag="old")
        with qtbot.waitSignal(analyser.analysed, timeout=20000):
            analyser.request(second, 0.5, tag="new")
        qtbot.waitUntil(lambda: "old" in handed_on, timeout=20000)  # the old job has answered
        flush_events()  # and its answer, queued to this thread, is delivered: it was dropped
    finally:
        relay.finished.disconnect(note)
    assert answers == ["new"]


def test_a_series_reports_progress_and_a_cancelled_one_says_nothing(
    qtbot, analyser: Analyser
) -> None:
    state = quick_morra()
    states = [state, state.play_joint(0, 0), state.play_joint(0, 0).play_joint(1, 2)]
    steps: list[tuple[int, int]] = []
    analyser.progress.connect(lambda done, total: steps.append((done, total)))
    with qtbot.waitSignal(analyser.analysed, timeout=20000) as blocker:
        analyser.request_series(states, 0.2, tag="game")
    assert blocker.args[0] == "game" and len(blocker.args[1]) == 3
    assert [a.value for a in blocker.args[1]] == [analyse(s).value for s in states]
    assert steps[-1] == (3, 3)
    analyser.request_series(states, 0.2, tag="again")
    analyser.cancel()
    with qtbot.assertNotEmitted(analyser.analysed, wait=300):
        pass
    assert not analyser.busy


def test_an_analyser_deleted_while_its_thread_searches_is_never_signalled(
    qtbot, monkeypatch
) -> None:
    """A window closes while its analysis still runs: the worker thread answers through the
    application's relay, never through the deleted analyser (emitting a signal of an object
    deleted meanwhile is a crash); the answer is dropped and the thread ends without an error."""
    import shiboken6

    import morra_suite.ai.analysis as analysis_module

    searching, deleted, answered = threading.Event(), threading.Event(), threading.Event()

    def slow_analyse(state, seconds, cancelled):  # still searching when the window goes
        searching.set()
        deleted.wait(10)
        return analyse(state)

    monkeypatch.setattr(analysis_module, "analyse", slow_analyse)
    errors: list[BaseException | None] = []
    old_hook = threading.excepthook
    threading.excepthook = lambda args: errors.append(args.exc_value)
    try:
        made = Analyser(in_process=True)
        answers: list[object] = []
        made.analysed.connect(lambda *args: answers.append(args))
        # the job hands its answer to the application's relay (on the worker thread) last
        relay = analyser_module._the_relay()

        def handed_on(*_args: object) -> None:
            answered.set()

        relay.finished.connect(handed_on, Qt.ConnectionType.DirectConnection)
        made.request(quick_morra(), 0.3, tag="gone")
        assert searching.wait(10)
        shiboken6.delete(made)
        deleted.set()
        assert answered.wait(20)  # the job ended
        flush_events()  # a queued answer would arrive now
        relay.finished.disconnect(handed_on)
    finally:
        threading.excepthook = old_hook
    assert errors == [] and answers == []


def test_a_request_starts_no_thread_the_gui_thread_would_wait_for(
    qtbot, analyser: Analyser, monkeypatch
) -> None:
    """``Thread.start`` waits until the new thread runs (5-20 ms of the GUI thread on a loaded
    machine, at every move the analysis follows): requests go to a thread already waiting."""
    state = quick_morra()
    with qtbot.waitSignal(analyser.analysed, timeout=20000):
        analyser.request(state, 0.5)
    started: list[str] = []
    real_start = threading.Thread.start

    def start(thread: threading.Thread) -> None:
        started.append(thread.name)
        real_start(thread)

    monkeypatch.setattr(threading.Thread, "start", start)
    for seconds in (0.5, 0.6, 0.7):
        with qtbot.waitSignal(analyser.analysed, timeout=20000):
            analyser.request(state, seconds)
        qtbot.waitUntil(lambda: not analyser.busy, timeout=5000)
    assert started == []
