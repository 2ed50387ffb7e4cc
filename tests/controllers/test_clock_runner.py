"""The running game clock on the toy games, without widgets: a fake time source moved by hand."""

from __future__ import annotations

import threading

import pytest

from morra_suite.controllers.clock_runner import ClockRunner
from morra_suite.controllers.game_controller import GameController, Seat
from morra_suite.core.game_clock import ClockEnding, TimeControl
from tests.controllers.toy_games import FirstMove, Pile, Race
from tests.fake_time import FakeTime


class ClockWatcher:
    """A computer that thinks until told to stop (its clock's deadline), then takes 1."""

    def __init__(self) -> None:
        self.stopped = threading.Event()

    def choose(self, state, player, cancelled):
        while not cancelled():
            threading.Event().wait(0.002)  # the search's own pace between polls
        self.stopped.set()
        return state.legal_choices(player)[0]


@pytest.fixture
def setup(qtbot):
    controller = GameController()
    runner = ClockRunner()
    fake = FakeTime()
    runner.now = fake
    yield controller, runner, fake
    runner.detach()
    controller.shutdown()


def _start(controller, runner, state, seats, control) -> None:
    controller.new_game(state, seats, announce=False)
    runner.attach(controller, control)
    controller.announce()


def test_turns_charge_the_mover_and_add_the_increment(setup) -> None:
    controller, runner, fake = setup
    _start(controller, runner, Pile(), [Seat("a"), Seat("b")], TimeControl(60, 2))
    assert runner.is_running(0) and not runner.is_running(1)
    fake.advance(10)
    assert runner.time_left(0) == pytest.approx(50)
    controller.play_move(1)
    assert runner.clock.left == (52.0, 60.0) and runner.is_running(1)
    fake.advance(5)
    controller.play_move(1)
    assert runner.clock.left == (52.0, 57.0)
    assert runner.tags() == {"TimeControl": "60+2", "Clock": "52 57"}


def test_undo_puts_the_clock_back_as_it_stood(setup) -> None:
    controller, runner, fake = setup
    _start(controller, runner, Pile(), [Seat("a"), Seat("b")], TimeControl(60, 0))
    fake.advance(10)
    controller.play_move(1)
    fake.advance(20)
    controller.play_move(1)
    fake.advance(7)
    assert controller.undo()
    assert runner.clock.left == (50.0, 60.0) and runner.is_running(1)
    assert controller.redo()
    assert runner.clock.left == (50.0, 40.0)


def test_joint_round_each_clock_stops_at_its_choice(setup) -> None:
    controller, runner, fake = setup
    _start(controller, runner, Race(), [Seat("a"), Seat("b")], TimeControl(30, 1))
    assert runner.is_running(0) and runner.is_running(1)
    fake.advance(2)
    controller.submit_choice(1, 0)
    assert not runner.is_running(1) and runner.is_running(0)
    fake.advance(3)
    controller.submit_choice(0, 0)  # the round is played; both clocks start again
    assert runner.clock.left == (26.0, 29.0)
    assert runner.is_running(0) and runner.is_running(1)


def test_flag_ends_the_game_through_the_controller(qtbot, setup) -> None:
    controller, runner, fake = setup
    _start(controller, runner, Pile(), [Seat("a"), Seat("b")], TimeControl(5, 0))
    fake.advance(5.01)
    with qtbot.waitSignal(runner.flag_fell, timeout=5000) as fell:
        pass
    assert fell.args == [0]
    outcome = controller.outcome()
    assert (outcome.winner, outcome.reason) == (1, ClockEnding.FLAG)
    assert runner.tags()["Flag"] == "1"
    assert not controller.play_move(1)  # the game is over


def test_a_move_after_the_flag_is_not_played_the_flag_falls_then(setup) -> None:
    """No tick has looked since the time ran out: the move itself finds it gone."""
    controller, runner, fake = setup
    _start(controller, runner, Pile(), [Seat("a"), Seat("b")], TimeControl(5, 2))
    fell: list[int] = []
    runner.flag_fell.connect(fell.append)
    fake.advance(5.01)
    assert not controller.play_move(1)
    assert fell == [0] and controller.record.moves == ()
    outcome = controller.outcome()
    assert (outcome.winner, outcome.reason) == (1, ClockEnding.FLAG)
    assert runner.tags() == {"TimeControl": "5+2", "Clock": "0 5", "Flag": "1"}
    runner.tick()  # the next look finds the game over: no second flag
    assert fell == [0]


def test_a_computer_with_no_time_left_does_not_get_its_move_in(qtbot, setup) -> None:
    controller, runner, _fake = setup
    controller.new_game(Pile(), [Seat("cpu", FirstMove(), 1), Seat("b")], announce=False)
    runner.attach(controller, TimeControl(60, 1), times=(0.0, 60.0))  # a saved game's times
    controller.announce()  # the computer answers at once, before the clock's first look
    qtbot.waitUntil(lambda: not controller.is_thinking)
    assert controller.record.moves == ()
    outcome = controller.outcome()
    assert (outcome.winner, outcome.reason) == (1, ClockEnding.FLAG)


def test_in_a_joint_round_any_clock_run_out_ends_it_at_a_choice(setup) -> None:
    """Both clocks run while both choose: a choice made in time finds the other's time gone,
    and that flag falls; the choice is not kept."""
    controller, runner, fake = setup
    _start(controller, runner, Race(), [Seat("a"), Seat("b")], TimeControl(30, 1))
    controller.submit_choice(0, 0)
    fake.advance(30.5)
    assert not controller.submit_choice(1, 0)
    outcome = controller.outcome()
    assert (outcome.winner, outcome.loser, outcome.reason) == (0, 1, ClockEnding.FLAG)
    assert controller.record.moves == () and controller.chosen_players() == {0}


class SteppingTime:
    """A time source that moves on a hundredth of a second at every reading, as a real one
    moves on between any two."""

    def __init__(self) -> None:
        self.value = 1000.0

    def __call__(self) -> float:
        value = self.value
        self.value += 0.01
        return value


def test_a_move_is_charged_at_the_moment_that_let_it_in(setup) -> None:
    """The gate's reading is the move's: a move let in with 5 ms left gets its increment
    (charged at a later reading, it had run out and lost it), and one 5 ms late is a flag."""
    controller, runner, _fake = setup
    stepping = runner.now = SteppingTime()
    _start(controller, runner, Pile(), [Seat("a"), Seat("b")], TimeControl(5, 1))
    stepping.value = runner.clock.since + 4.995  # the next reading is the gate's
    assert controller.play_move(1)
    assert runner.clock.left[0] == pytest.approx(1.005)
    stepping.value = runner.clock.since + 5.005
    assert not controller.play_move(1)
    assert controller.record.moves == (1,)
    outcome = controller.outcome()
    assert (outcome.winner, outcome.reason) == (0, ClockEnding.FLAG)
    assert runner.clock.left == pytest.approx((1.005, 0.0))


def test_hold_pauses_the_clock(qtbot, setup) -> None:
    controller, runner, fake = setup
    held = [True]
    runner.hold = lambda: held[0]
    _start(controller, runner, Pile(), [Seat("a"), Seat("b")], TimeControl(5, 0))
    fake.advance(100)
    qtbot.waitUntil(lambda: runner.clock.is_paused)
    assert controller.outcome() is None and runner.time_left(0) == 5.0
    held[0] = False
    qtbot.waitUntil(lambda: not runner.clock.is_paused)
    fake.advance(1)
    assert runner.time_left(0) == pytest.approx(4.0)


def test_the_computer_stops_by_its_time_manager(qtbot, setup) -> None:
    controller, runner, fake = setup
    watcher = ClockWatcher()
    _start(controller, runner, Pile(9), [Seat("a"), Seat("cpu", watcher, 1)], TimeControl(60, 1))
    controller.play_move(1)
    assert not watcher.stopped.is_set()
    fake.advance(1.0)  # under its budget (60/30 + 0.8 - 0.05 s): it goes on thinking
    assert not watcher.stopped.is_set()
    fake.advance(2.0)
    qtbot.waitUntil(lambda: controller.state.to_move == 0)
    assert watcher.stopped.is_set()
    assert runner.clock.left[1] == pytest.approx(60 - 3.0 + 1)


class Warmable:
    """A computer that can start its process ahead of its first question."""

    def __init__(self) -> None:
        self.warmed = 0

    def warm(self) -> None:
        self.warmed += 1

    def choose(self, state, player, cancelled):
        return state.legal_choices(player)[0]


def test_a_computers_process_starts_before_its_clock(setup) -> None:
    controller, runner, _fake = setup
    computer = Warmable()
    controller.computer_delay_ms = 350
    _start(controller, runner, Pile(), [Seat("a"), Seat("cpu", computer, 1)], TimeControl(60, 0))
    assert computer.warmed == 1
    assert controller.computer_delay_ms == 0  # no pause for show is charged to its clock


def test_a_records_clock_tags_are_read_with_care(setup) -> None:
    controller, runner, _fake = setup
    controller.new_game(Pile(), [Seat("a"), Seat("b")], announce=False)
    runner.attach_from_tags(controller, {"TimeControl": "60+1", "Clock": "12.5 40"})
    assert runner.clock.left == (12.5, 40.0)
    runner.attach_from_tags(controller, {"TimeControl": "60+1", "Clock": "12.5 nonsense"})
    assert runner.clock.left == (60.0, 60.0)  # the control stays, the times are the base's
    runner.attach_from_tags(controller, {"TimeControl": "0+1", "Clock": "12.5 40"})
    assert runner.clock is None  # no time control that can be: no clock
    runner.attach_from_tags(controller, {})
    assert runner.clock is None and runner.tags() == {}
