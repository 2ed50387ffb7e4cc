"""Morra on a game clock in the window: in a joint round each player's clock runs until that
player's own choice (start field or hand) is made, by keys on the real board."""

from __future__ import annotations

from morra_ui_helpers import board_of

from morra_suite.core.game_clock import TimeControl

LEFT, RIGHT = "asdf", "jkl;"


class FakeTime:
    """The clock's time source, moved on by the test (no waiting)."""

    def __init__(self) -> None:
        self.value = 50.0

    def __call__(self) -> float:
        return self.value


def faces(window) -> list[str]:
    return [panel.clock_face.text() for panel in window.player_panels]


def test_each_clock_runs_until_its_players_choice(qtbot, main_window) -> None:
    fake = FakeTime()
    runner = main_window.session.clock
    runner.now = fake
    runner.next_control = TimeControl(60, 2)
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = board_of(qtbot, main_window)
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
