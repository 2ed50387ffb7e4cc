"""The game clock as a value: time controls, increments, the delay, pauses, flags, the ruling.

No Qt and no waiting: every reading of time is a number passed in.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from morra_suite.ai.time_manager import HARD_SHARE, move_budget
from morra_suite.core.game_clock import (
    PRESETS,
    ClockEnding,
    ClockError,
    GameClock,
    TimeControl,
    flag_outcome,
    format_time,
    times_from_text,
    times_text,
)


def test_presets_are_new_games_offer() -> None:
    assert [(c.minutes, c.increment) for c in PRESETS] == [(3, 2), (5, 3), (10, 5), (15, 10)]


@pytest.mark.parametrize(
    "control", [TimeControl(300, 3), TimeControl(2, 0.1), TimeControl(600, 5, delay=True)]
)
def test_time_control_text_round_trips(control: TimeControl) -> None:
    assert TimeControl.from_text(control.text()) == control


@pytest.mark.parametrize("text", ["", "300", "abc+3", "-5+3", "300+3+1", "9" * 30 + "+1", "0+3"])
def test_bad_time_control_texts_are_refused(text: str) -> None:
    with pytest.raises(ClockError):
        TimeControl.from_text(text)


def test_bounds_of_a_control() -> None:
    with pytest.raises(ClockError, match="increment"):
        TimeControl(300, 601)
    with pytest.raises(ClockError, match="base"):
        TimeControl(float("nan"))


def test_increment_is_added_after_a_move_and_not_after_undo() -> None:
    clock = GameClock.new(TimeControl(60, 2), 2).start([0], 100.0)
    assert clock.time_left(0, 110.0) == pytest.approx(50.0)
    assert clock.time_left(1, 110.0) == 60.0  # only the mover's clock runs
    moved = clock.stop(0, 110.0)
    assert moved.left == (52.0, 60.0) and moved.running == frozenset()
    taken_back = clock.stop(0, 110.0, moved=False)
    assert taken_back.left == (50.0, 60.0)


def test_simple_delay_costs_nothing_within_it_and_never_adds() -> None:
    clock = GameClock.new(TimeControl(60, 5, delay=True), 2).start([1], 0.0)
    assert clock.time_left(1, 4.0) == 60.0 and clock.delay_left(1, 4.0) == pytest.approx(1.0)
    assert clock.stop(1, 4.0).left == (60.0, 60.0)  # moved within the delay: no cost, no gain
    assert clock.stop(1, 8.0).left == (60.0, 57.0)


def test_joint_round_runs_both_until_each_has_chosen() -> None:
    clock = GameClock.new(TimeControl(30, 0), 2).start([0, 1], 0.0)
    clock = clock.stop(0, 3.0)  # player 0's hand is chosen
    assert clock.time_left(0, 10.0) == 27.0 and clock.time_left(1, 10.0) == 20.0


def test_pause_stops_every_running_clock_until_resumed() -> None:
    clock = GameClock.new(TimeControl(30, 0), 2).start([0], 0.0).pause(5.0)
    assert clock.is_paused and clock.time_left(0, 500.0) == 25.0
    clock = clock.resume(500.0)
    assert clock.time_left(0, 502.0) == 23.0


def test_flag_falls_at_zero_and_stops_everything() -> None:
    clock = GameClock.new(TimeControl(10, 0), 2).start([1], 0.0)
    assert clock.out_of_time(9.9) == ()
    assert clock.next_flag_in(4.0) == pytest.approx(6.0)
    assert clock.out_of_time(10.0) == (1,)
    fallen = clock.flag(1, 10.0)
    assert fallen.flagged == 1 and fallen.left == (10.0, 0.0) and not fallen.running
    assert fallen.start([0], 11.0) == fallen  # nothing runs after a flag


def test_times_text_round_trips_and_refuses_nonsense() -> None:
    assert times_text((287.44, 301.0)) == "287.4 301"
    assert times_from_text("287.4 301", 2) == (287.4, 301.0)
    for bad in ("1 2 3", "a b", "1e99 1", "-1 3"):
        with pytest.raises(ClockError):
            times_from_text(bad, 2)


def test_a_clock_face() -> None:
    assert [format_time(t) for t in (3725, 245, 9.87, 0)] == ["1:02:05", "4:05", "9.8", "0.0"]


@dataclass(frozen=True)
class _Toy:
    """A state that says who can still win (the per-game hook of the flag ruling)."""

    num_players: int
    able: tuple[bool | None, ...]

    def can_still_win(self, player: int) -> bool | None:
        return self.able[player]


def test_flag_ruling_of_two_players() -> None:
    lost = flag_outcome(_Toy(2, (True, None)), 0)
    assert (lost.winner, lost.reason, lost.loser) == (1, ClockEnding.FLAG, 0)
    drawn = flag_outcome(_Toy(2, (True, False)), 0)
    assert (drawn.winner, drawn.reason) == (None, ClockEnding.FLAG_NO_WIN)
    assert drawn.result_for(0) == 0.5


def test_flag_ruling_of_three_players() -> None:
    both = flag_outcome(_Toy(3, (None, None, None)), 1)
    assert both.winner is None and both.loser == 1
    assert [both.result_for(p) for p in range(3)] == [0.5, 0.0, 0.5]
    one = flag_outcome(_Toy(3, (None, None, False)), 1)
    assert one.winner == 0


def test_the_games_answer_the_ruling() -> None:
    from morra_suite.games import load_game

    mill = load_game("mill").new_state()
    assert flag_outcome(mill, 0).winner == 1  # three or more pieces: the flag loses
    myra = load_game("myra").new_state(players=3)
    assert myra.can_still_win(2) is None
    morra = load_game("morra").new_state()
    assert flag_outcome(morra, 1).winner == 0


@pytest.mark.parametrize("left", [0.5, 2.0, 60.0, 900.0])
def test_time_manager_keeps_well_inside_the_time_left(left: float) -> None:
    control = TimeControl(left, 2)
    budget = move_budget(left, control)
    assert 0 <= budget <= HARD_SHARE * left
    assert move_budget(0.0, control) == 0.0


def test_a_mill_side_that_cannot_close_a_mill_nor_block_cannot_win() -> None:
    """The mill games' clock ruling: fewer than three pieces, no capture without a mill, and an
    opponent who flies (a blocked one would not be blocked) is a side that cannot win."""
    from morra_suite.games import load_game

    game = load_game("mill")
    flies = game.parse_position("nine w:a1,d1 b:a7,g7,d7 hand:0,0 to:b")
    assert flies.can_still_win(0) is False
    assert flag_outcome(flies, 1).reason is ClockEnding.FLAG_NO_WIN
    walks = game.parse_position("nine(flying=no) w:a1,d1 b:a7,g7,d7 hand:0,0 to:b")
    assert walks.can_still_win(0) is None  # it might still shut the other in


@pytest.mark.parametrize(
    ("key", "players", "words"),
    [
        ("mill", 2, ('[Result "0-1"]', '[Flag "1"]')),
        ("morra", 2, ('[Result "0-1"]', '[Flag "1"]')),
        ("myra", 2, ('[Result "B"]', '[Termination "flag"]', '[Flag "1"]')),
        ("myra", 3, ('[Result "draw"]', '[Termination "flag"]', '[Flag "1"]')),
    ],
)
def test_a_record_writes_the_flags_result_and_reads_it_back(key, players, words) -> None:
    """Every game's record writes the result a fallen flag gave (the ruling on its final
    position) and reads it back; the clock's tags come back as they were."""
    from morra_suite.core.game import GameRecordData, clock_end
    from morra_suite.games import load_game

    game = load_game(key)
    start = game.new_state(players=players)
    tags = {"TimeControl": "300+3", "Clock": times_text((0,) + (288.5,) * (players - 1))}
    tags["Flag"] = "1"
    data = GameRecordData(start, [], game.default_variant(), game.rules_of(start), tags=tags)
    text = game.write_record(data)
    for word in words:
        assert word in text, (word, text)
    back = game.read_record(text)
    assert {k: back.tags[k] for k in tags} == tags
    assert clock_end(back.start, back.tags).loser == 0
