"""A move that comes after the mover's time has run out is not played: the flag falls at that
moment, by the clock ruling, as it does at the clock's next look (ten times a second). Through
the real window: a click, a key, a computer's answer, three players of Myra (Morra's secret
hands: ``tests/ui/morra/test_morra_clock.py``); the record, the file and the resume after a
crash then tell the same end.

Time is a fake monotonic source the test moves on (``session.clock.now``). Between moving it on
and the late move no event is handled, so the clock's timer has had no chance to look: only the
move itself can find the time gone (before, it was played and the game went on).
"""

from __future__ import annotations

import pytest
from clock_helpers import FakeTime, faces, start_with_clock, wait_faces
from mill_helpers import click
from PySide6.QtCore import Qt
from qt_events import open_and_wait

from morra_suite.controllers.game_controller import Seat
from morra_suite.core.game_clock import ClockEnding, TimeControl
from morra_suite.games import mill
from morra_suite.games.myra.board import hole_index
from morra_suite.ui.myra.geometry import HOLE_POINTS
from morra_suite.ui.window.main_window import MainWindow


def moves_of(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def ended_by_flag(window) -> tuple[int | None, int | None]:
    """The game's winner and loser, once it has ended by the flag (it must have)."""
    outcome = window.controller.outcome()
    assert outcome is not None, "the late move was played and the game went on"
    assert outcome.reason == ClockEnding.FLAG, outcome
    return outcome.winner, outcome.loser


def test_a_click_after_the_time_is_gone_ends_the_game_and_is_not_played(
    qtbot, main_window, tmp_path
) -> None:
    fake = start_with_clock(qtbot, main_window, "mill", "180+2")
    fake.advance(10)
    click(qtbot, main_window.view, "a7")  # in time: 180 - 10 + 2
    fake.advance(180.5)  # Black's time ran out half a second ago; no tick has looked since
    click(qtbot, main_window.view, "g7")
    assert ended_by_flag(main_window) == (0, 1)
    assert moves_of(main_window) == ["a7"]
    qtbot.waitUntil(lambda: "Black's time ran out: White wins." in main_window.status_text())
    view = main_window.view
    assert view.picture.facts.owners == {mill.point_index("a7"): 0}  # g7 stays empty
    assert main_window.move_list.cell_of(1) is not None
    assert main_window.move_list.cell_of(2) is None  # the move list has no second move
    assert faces(main_window) == ["2:52", "0.0"]
    # the record: the moves before the flag, the flag and the times, as after a flag at a tick
    path = tmp_path / "flagged.pgn"
    assert main_window.save_to(path)
    text = path.read_text()
    assert '[Result "1-0"]' in text and '[Flag "2"]' in text and '[Clock "172 0"]' in text
    assert "g7" not in text.split("]")[-1]
    # a crash now: the autosave holds the game as the file does, finished, so a new start
    # offers nothing to go on with; the file opened there ends the same way again
    assert main_window.autosave.flush()
    payload = main_window.autosave.read()
    assert payload["finished"] and '[Flag "2"]' in payload["record"]
    assert "g7" not in payload["record"].split("]")[-1]
    main_window.autosave.release()
    second = MainWindow()
    qtbot.addWidget(second, before_close_func=lambda w: setattr(w.unsaved, "closing_allowed", True))
    second.show()
    qtbot.waitExposed(second)
    second.session.clock.now = FakeTime(5000.0)
    second.offer_resume()
    assert not second.messages
    assert open_and_wait(qtbot, second, path)
    assert ended_by_flag(second) == (0, 1)
    assert moves_of(second) == ["a7"]
    wait_faces(qtbot, second, ["2:52", "0.0"])
    assert "Black's time ran out: White wins." in second.status_text()
    second.unsaved.closing_allowed = True
    second.close()


class OverrunningComputer:
    """A computer whose think runs past its whole time (its search overshot, its process hung)
    and then answers with its first legal move."""

    def __init__(self, fake: FakeTime, seconds: float) -> None:
        self.fake, self.seconds = fake, seconds

    def choose(self, state, player, cancelled):
        self.fake.advance(self.seconds)
        return state.legal_choices(player)[0]


def test_a_computer_whose_time_is_gone_does_not_get_its_move_in(qtbot, main_window) -> None:
    fake = FakeTime(5000.0)
    runner = main_window.session.clock
    runner.now = fake
    runner.next_control = TimeControl(60, 1)
    computer = OverrunningComputer(fake, 61)
    main_window.start_game("mill", "nine", players=[Seat("Ann"), Seat("cpu", computer, 1)])
    qtbot.waitUntil(lambda: runner.is_running(0))
    click(qtbot, main_window.view, "a7")  # the computer thinks, 61 s on its 60 s clock
    qtbot.waitUntil(lambda: not main_window.controller.is_thinking)
    assert ended_by_flag(main_window) == (0, 1)
    assert moves_of(main_window) == ["a7"]
    assert '[Flag "2"]' in main_window.session.game_text()
    wait_faces(qtbot, main_window, ["1:01", "0.0"])


def test_of_three_players_a_late_move_is_a_flag_and_the_others_draw(qtbot, main_window) -> None:
    fake = start_with_clock(qtbot, main_window, "myra", "300+3", count=3)
    fake.advance(300.2)
    view = main_window.view
    for hole in ("a4", "a5"):
        point = view.mapFromScene(HOLE_POINTS[hole_index(hole)])
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.keyClick(view, Qt.Key.Key_1)  # the move is whole: one soldier of the troop goes
    assert ended_by_flag(main_window) == (None, 0)  # the ruling: the two others draw
    assert moves_of(main_window) == []
    assert main_window.controller.state.to_move == 0  # the position is the start's
    qtbot.waitUntil(lambda: "time ran out" in main_window.status_text())
    assert faces(main_window) == ["0.0", "5:00", "5:00"]


def test_with_an_increment_a_move_in_time_gains_it_and_a_late_one_is_a_flag(
    qtbot, main_window
) -> None:
    fake = start_with_clock(qtbot, main_window, "mill", "180+2")
    fake.advance(179.95)  # 0.05 s left: the move counts and the increment comes
    click(qtbot, main_window.view, "a7")
    assert moves_of(main_window) == ["a7"]
    assert main_window.session.clock.time_left(0) == pytest.approx(2.05)
    fake.advance(180.05)  # Black moves 0.05 s after his time ran out: no increment, a flag
    click(qtbot, main_window.view, "g7")
    assert ended_by_flag(main_window) == (0, 1)
    assert moves_of(main_window) == ["a7"]
    assert main_window.session.clock.time_left(1) == 0.0
    assert '[Clock "2 0"]' in main_window.session.game_text()
    wait_faces(qtbot, main_window, ["2.0", "0.0"])
