"""The computer survives its worker's death: killed mid-think, its process is started again and
the move asked once more, with a message; before, the computer never moved again.

The window's test kills the child while it surely thinks: the mill's own computer is wrapped in
one that holds its first question until it is killed (a marker file says it has begun). Killing
the real computer as soon as its child existed could come too late on a loaded machine: the
child had already answered, so nothing was restarted (seen in CI)."""

from __future__ import annotations

import os
import signal
import threading
import time

from mill_helpers import click

from morra_suite.ai import players
from morra_suite.controllers.remote_player import RemoteComputer

HANGING_MILL = "tests.ui.test_computer_restart:mill_hanging_once"


def test_a_killed_computer_process_is_restarted_and_the_computer_moves(
    qtbot, main_window, monkeypatch, tmp_path
):
    marker = tmp_path / "thinking"
    monkeypatch.setenv("MORRA_TEST_HANG_MARKER", str(marker))
    real_target = players.computer_target
    monkeypatch.setattr(
        players,
        "computer_target",
        lambda game: HANGING_MILL if game == "mill" else real_target(game),
    )
    main_window.start_game("mill", "nine", players=[("Cpu", True, 6), ("Ann", False, 1)])
    main_window.view.animate = False
    computer = main_window.controller.seats[0].computer
    assert isinstance(computer, RemoteComputer)
    assert computer.factory == HANGING_MILL
    # White's think began with the game, in a child started for it: kill that child mid-think
    qtbot.waitUntil(marker.exists, timeout=30000)
    first = computer._process.pid
    os.kill(first, signal.SIGKILL)
    qtbot.waitUntil(lambda: len(main_window.controller.record.moves) == 1, timeout=60000)
    assert computer._process is not None and computer._process.pid != first
    assert "started again" in main_window.status_text()
    reply = next(
        p for p in ("d2", "d6", "b4", "f4") if p != str(main_window.controller.record.moves[0])
    )
    click(qtbot, main_window.view, reply)  # the game goes on, and the computer answers again
    qtbot.waitUntil(lambda: len(main_window.controller.record.moves) == 3, timeout=60000)


def test_a_hung_child_is_ended_and_asked_again(tmp_path) -> None:
    """A child that answers nothing within ``hang_after`` counts as hung: it is ended, a fresh
    one answers, and a notice says what happened."""
    marker = tmp_path / "hung-once"
    player = RemoteComputer("tests.ui.test_computer_restart:hangs_once", 0, hang_after=3.0)
    os.environ["MORRA_TEST_HANG_MARKER"] = str(marker)
    try:
        began = time.monotonic()
        assert player.choose("state", 0, lambda: False) == "moved"
        assert time.monotonic() - began >= 3.0
        assert "no answer" in (player.take_notice() or "")
        assert player.take_notice() is None
    finally:
        player.close()
        os.environ.pop("MORRA_TEST_HANG_MARKER", None)


def hangs_once(_level: int):
    """The factory of a player that hangs on its first question in the first child it runs in."""
    from pathlib import Path

    marker = Path(os.environ["MORRA_TEST_HANG_MARKER"])

    def player(state, cancelled):
        if not marker.exists():
            marker.write_text("hung")
            threading.Event().wait(600)
        return "moved"

    return player


def mill_hanging_once(level: int):
    """The mill's computer at ``level``, except that the first question asked in the first child
    is held until the child is killed (the marker file says the think has begun)."""
    from pathlib import Path

    from morra_suite.ai.mill.computer import mill_computer

    marker = Path(os.environ["MORRA_TEST_HANG_MARKER"])
    real = mill_computer(level)

    class HangsOnce:
        def choose(self, state, seat, should_stop):
            if not marker.exists():
                marker.write_text("thinking")
                threading.Event().wait(600)
            return real.choose(state, seat, should_stop)

    return HangsOnce()
