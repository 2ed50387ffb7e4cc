"""The game controller on toy games: signals, undo/redo by turns, computer players in a worker."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from morra_suite.controllers.game_controller import GameController, Seat
from tests.controllers.toy_games import Broken, Fixed, Pile, Race, SlowPlayer, first_move


@pytest.fixture
def controller(qtbot):
    ctl = GameController()
    yield ctl
    ctl.shutdown()


def humans(n: int = 2) -> list[Seat]:
    return [Seat(f"P{i + 1}") for i in range(n)]


def test_human_moves_emit_state_and_move(qtbot, controller) -> None:
    controller.new_game(Pile(), humans())
    with qtbot.waitSignals([controller.move_played, controller.state_changed], timeout=1000):
        assert controller.play_move(2)
    assert controller.state == Pile(5, 1)
    assert controller.input_players() == frozenset({1})


def test_illegal_move_is_rejected_with_reason(qtbot, controller) -> None:
    controller.new_game(Pile(), humans())
    with (
        qtbot.waitSignal(controller.move_rejected, timeout=1000) as blocker,
        qtbot.assertNotEmitted(controller.move_played),
    ):
        assert not controller.play_move(3)
    assert "take 1 or 2" in blocker.args[0]
    assert controller.state == Pile()


def test_game_over_is_signalled(qtbot, controller) -> None:
    controller.new_game(Pile(2), humans())
    with qtbot.waitSignal(controller.game_over, timeout=1000) as blocker:
        controller.play_move(2)
    assert blocker.args[0].winner == 0
    assert controller.input_players() == frozenset()
    assert not controller.play_move(1)


def test_undo_redo_and_their_signals(qtbot, controller) -> None:
    controller.new_game(Pile(), humans())
    with qtbot.waitSignal(controller.can_undo_changed, timeout=1000) as blocker:
        controller.play_move(1)
    assert blocker.args == [True]
    controller.play_move(2)
    with qtbot.waitSignal(controller.can_redo_changed, timeout=1000) as blocker:
        assert controller.undo()
    assert blocker.args == [True]
    assert controller.state == Pile(6, 1)
    assert controller.redo()
    assert controller.state == Pile(4, 0)
    assert not controller.can_redo
    controller.undo()
    controller.play_move(1)  # a new move drops the redo branch
    assert not controller.can_redo


def test_computer_answers_from_worker_and_undo_returns_to_human(qtbot, controller) -> None:
    controller.new_game(Pile(), [Seat("me"), Seat("cpu", first_move, 1)])
    with qtbot.waitSignal(controller.thinking_changed, timeout=1000) as started:
        controller.play_move(2)
    assert started.args == [True]
    assert controller.input_players() == frozenset()
    qtbot.waitUntil(lambda: controller.state == Pile(4, 0), timeout=10000)
    assert not controller.is_thinking
    assert controller.input_players() == frozenset({0})
    with qtbot.assertNotEmitted(controller.thinking_changed, wait=50):
        assert controller.undo()  # back over the computer's move to the human's turn
    assert controller.state == Pile(7, 0)
    assert controller.redo()
    assert controller.state == Pile(4, 0)


def test_human_input_refused_while_computer_thinks(qtbot, controller) -> None:
    slow = SlowPlayer()
    controller.new_game(Pile(), [Seat("me"), Seat("cpu", slow, 1)])
    controller.play_move(1)
    assert slow.started.wait(10)
    with qtbot.waitSignal(controller.move_rejected, timeout=1000):
        controller.play_move(1)
    slow.release.set()
    qtbot.waitUntil(lambda: controller.state == Pile(5, 0), timeout=10000)


def test_undo_cancels_the_think_and_drops_its_result(qtbot, controller) -> None:
    slow = SlowPlayer()
    controller.new_game(Pile(), [Seat("me"), Seat("cpu", slow, 1)])
    controller.play_move(1)
    assert slow.started.wait(10)
    with qtbot.waitSignal(controller.thinking_changed, timeout=1000) as stopped:
        assert controller.undo()
    assert stopped.args == [False]
    assert slow.saw_cancel.wait(10)
    with qtbot.assertNotEmitted(controller.move_played, wait=100):
        pass
    assert controller.state == Pile(7, 0)


def test_stale_result_after_new_game_is_dropped(qtbot, controller) -> None:
    """Even a player that ignores the flag cannot play into the next game."""
    stubborn = SlowPlayer(move=1)

    class Deaf:  # never looks at the cancellation flag
        def choose(self, state, player, cancelled):
            return stubborn.choose(state, player, lambda: False)

    controller.new_game(Pile(), [Seat("me"), Seat("cpu", Deaf())])
    controller.play_move(1)
    assert stubborn.started.wait(10)
    controller.new_game(Pile(), humans())
    stubborn.release.set()
    with qtbot.assertNotEmitted(controller.move_played, wait=200):
        pass
    assert controller.state == Pile()


def test_window_events_keep_flowing_while_computer_thinks(qtbot, controller) -> None:
    slow = SlowPlayer()
    controller.new_game(Pile(), [Seat("me"), Seat("cpu", slow, 1)])
    controller.play_move(1)
    ticks = []
    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=10000)
    assert controller.is_thinking
    slow.release.set()
    qtbot.waitUntil(lambda: not controller.is_thinking, timeout=10000)
    timer.stop()


def test_broken_computer_reports_instead_of_crashing(qtbot, controller) -> None:
    with qtbot.waitSignal(controller.move_rejected, timeout=10000) as blocker:
        controller.new_game(Pile(), [Seat("cpu", Broken(), 1), Seat("me")])
    assert "boom" in blocker.args[0]


def test_computer_vs_computer_plays_to_the_end(qtbot, controller) -> None:
    with qtbot.waitSignal(controller.game_over, timeout=10000):
        controller.new_game(Pile(9), [Seat("a", first_move, 1), Seat("b", first_move, 1)])
    assert controller.state.stones == 0


def test_simultaneous_choices_are_collected_then_played(qtbot) -> None:
    ctl = GameController()
    try:
        ctl.new_game(Race(), humans())
        with (
            qtbot.assertNotEmitted(ctl.move_played),
            qtbot.waitSignal(ctl.choices_changed, timeout=1000) as chosen,
        ):
            assert ctl.submit_choice(1, 0)
        assert chosen.args[0] == frozenset({1})
        assert ctl.input_players() == frozenset({0})
        assert not ctl.submit_choice(1, 1)  # already chosen
        with qtbot.waitSignal(ctl.move_played, timeout=1000) as played:
            ctl.submit_choice(0, 0)
        assert played.args[0] == (0, 0)
        assert ctl.state.steps == (1, 0)
        assert ctl.input_players() == frozenset({0, 1})
    finally:
        ctl.shutdown()


def test_simultaneous_against_computer(qtbot) -> None:
    ctl = GameController()
    try:
        ctl.new_game(Race(), [Seat("me"), Seat("cpu", Fixed(1), 1)])
        qtbot.waitUntil(lambda: not ctl.is_thinking, timeout=10000)
        assert ctl.input_players() == frozenset({0})
        with qtbot.waitSignal(ctl.move_played, timeout=1000) as played:
            ctl.submit_choice(0, 1)
        assert played.args[0] == (1, 1)
        QCoreApplication.processEvents()
    finally:
        ctl.shutdown()


def test_a_turn_move_may_come_as_the_movers_choice(qtbot, controller) -> None:
    """One path for every game: on a turn the mover is the one chooser of the round."""
    controller.new_game(Pile(), humans())
    with qtbot.waitSignal(controller.move_played, timeout=1000) as played:
        assert controller.submit_choice(0, 2)
    assert played.args[0] == 2
    assert controller.state == Pile(5, 1)
    assert not controller.submit_choice(0, 1)  # not player 0's turn now
    with qtbot.waitSignal(controller.move_rejected, timeout=1000):
        controller.submit_choice(1, 5)  # not a legal number of stones
    assert controller.state == Pile(5, 1)
    assert controller.input_players() == frozenset({1})  # asked again


def test_the_controller_imports_no_ui() -> None:
    """The controllers layer knows games through core/games only (the seam of issue 11)."""
    from pathlib import Path

    import morra_suite.controllers as package

    for source in Path(package.__file__).parent.glob("*.py"):
        text = source.read_text(encoding="utf-8")
        assert "from morra_suite.ui" not in text, source.name
        assert "import morra_suite.ui" not in text, source.name
