"""Morra on a game clock in the window: in a joint round each player's clock runs until that
player's own choice (start field or hand) is made, by keys on the real board; a choice made
after the player's time ran out is not taken: the flag falls then."""

from __future__ import annotations

from morra_ui_helpers import board_of

from morra_suite.controllers.clock_runner import ClockRunner
from morra_suite.core.game_clock import ClockEnding, TimeControl
from tests.fake_time import FakeTime

LEFT, RIGHT = "asdf", "jkl;"


def faces(window) -> list[str]:
    return [panel.clock_face.text() for panel in window.player_panels]


def start_two_players(qtbot, window) -> tuple[FakeTime, ClockRunner, object]:
    """Ann and Ben at one keyboard on a 60+2 clock that only the test's time moves: the fake
    time, the window's clock and the board's view."""
    fake = FakeTime(50.0)
    runner = window.session.clock
    runner.now = fake
    runner.next_control = TimeControl(60, 2)
    window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    return fake, runner, board_of(qtbot, window)


def test_each_clock_runs_until_its_players_choice(qtbot, main_window) -> None:
    fake, runner, view = start_two_players(qtbot, main_window)
    assert runner.is_running(0) and runner.is_running(1)  # both choose a start field at once
    fake.value += 3
    qtbot.keyClick(view, LEFT[1])
    qtbot.keyClick(view, LEFT[3])  # Ann's start field is chosen: her clock stops
    assert not runner.is_running(0) and runner.is_running(1)
    fake.value += 4
    qtbot.keyClick(view, RIGHT[0])
    qtbot.keyClick(view, RIGHT[3])  # Ben's too: the round is played, both clocks run again
    assert main_window.controller.state.stones == ((0, 1), (0, 7))
    qtbot.waitUntil(lambda: faces(main_window) == ["0:59", "0:55"])
    assert runner.is_running(0) and runner.is_running(1)
    fake.value += 5
    qtbot.keyClick(view, RIGHT[2])  # Ben shows his hand first
    assert runner.is_running(0) and not runner.is_running(1)
    fake.value += 1
    qtbot.keyClick(view, LEFT[1])
    assert len(main_window.controller.record.moves) == 2
    qtbot.waitUntil(lambda: faces(main_window) == ["0:55", "0:52"])


def test_a_hand_chosen_after_the_time_ran_out_is_a_flag(qtbot, main_window) -> None:
    """No event is handled between moving the time on and Ann's key, so the clock's timer has
    not looked: her choice itself finds her time gone (before, it was taken and played)."""
    fake, _runner, view = start_two_players(qtbot, main_window)
    fake.value += 3
    for key in (LEFT[1], LEFT[3], RIGHT[0], RIGHT[3]):  # both start fields, in time: 59 s each
        qtbot.keyClick(view, key)
    assert len(main_window.controller.record.moves) == 1
    fake.value += 5
    qtbot.keyClick(view, RIGHT[2])  # Ben shows his hand in time: his clock stops at 56 s
    fake.value += 54.1  # Ann's 59 s are gone
    qtbot.keyClick(view, LEFT[1])
    outcome = main_window.controller.outcome()
    assert outcome is not None, "Ann's late hand was taken and the game went on"
    assert (outcome.winner, outcome.reason) == (1, ClockEnding.FLAG)
    assert len(main_window.controller.record.moves) == 1  # the round of hands was not played
    assert main_window.controller.chosen_players() == {1}
    assert '[Flag "1"]' in main_window.session.game_text()
    qtbot.waitUntil(lambda: faces(main_window) == ["0.0", "0:56"])
