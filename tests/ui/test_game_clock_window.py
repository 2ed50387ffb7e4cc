"""The game clock through the real window: New Game's choice, the faces on the player cards, the
increment, the flag and its words, three players, undo, save and open, the autosave after a crash,
the pause under a modal dialog and what a screen reader hears.

Time is a fake monotonic source the test moves on (``session.clock.now``): nothing waits for the
clock, and nothing asserts a wall-clock time.
"""

from __future__ import annotations

import pytest
from clock_helpers import FakeTime, faces, start_with_clock, wait_faces
from mill_helpers import click
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from qt_events import open_and_wait

from morra_suite.core.game_clock import ClockEnding, TimeControl
from morra_suite.games.myra.board import hole_index
from morra_suite.ui.myra.geometry import HOLE_POINTS
from morra_suite.ui.window.main_window import MainWindow


def test_increment_faces_warnings_and_the_flag(qtbot, main_window) -> None:
    fake = start_with_clock(qtbot, main_window, "mill", "180+2")
    assert all(panel.clock_face.isVisible() for panel in main_window.player_panels)
    wait_faces(qtbot, main_window, ["3:00", "3:00"])
    fake.advance(10)
    wait_faces(qtbot, main_window, ["2:50", "3:00"])
    click(qtbot, main_window.view, "a7")  # White places: 180 - 10 + 2
    assert [str(m) for m in main_window.controller.record.moves] == ["a7"]
    wait_faces(qtbot, main_window, ["2:52", "3:00"])
    fake.advance(120.5)  # Black's clock comes down to 59.5 s
    spoken = main_window.status.announcer.spoken
    qtbot.waitUntil(lambda: any("Black: one minute left." in words for words in spoken))
    fake.advance(39.6)  # 19.9 s: the face turns to the warning colour
    qtbot.waitUntil(lambda: bool(main_window.player_panels[1].clock_face.property("low")))
    assert not main_window.player_panels[0].clock_face.property("low")
    fake.advance(10)
    qtbot.waitUntil(lambda: any("Black: 10 seconds left." in words for words in spoken))
    fake.advance(10)
    qtbot.waitUntil(lambda: main_window.controller.outcome() is not None)
    outcome = main_window.controller.outcome()
    assert (outcome.winner, outcome.reason) == (0, ClockEnding.FLAG)
    assert "Black's time ran out: White wins." in main_window.status_text()
    assert main_window.view._picture().ribbon == main_window.status_text()  # the end's ribbon
    assert any("Black's time ran out: White wins." in words for words in spoken)
    assert faces(main_window) == ["2:52", "0.0"]
    text = main_window.session.game_text()  # the record says how it ended, and why
    assert '[Result "1-0"]' in text and '[Flag "2"]' in text and '[Clock "172 0"]' in text
    click(qtbot, main_window.view, "a1")  # the board takes no more moves
    assert len(main_window.controller.record.moves) == 1


def test_undo_puts_both_clocks_back(qtbot, main_window) -> None:
    fake = start_with_clock(qtbot, main_window, "mill", "300+3")
    fake.advance(20)
    click(qtbot, main_window.view, "a7")
    fake.advance(40)
    click(qtbot, main_window.view, "g7")
    fake.advance(15)
    wait_faces(qtbot, main_window, ["4:28", "4:23"])
    main_window.undo()
    wait_faces(qtbot, main_window, ["4:43", "5:00"])  # Black to move again, its full time
    assert main_window.session.clock.is_running(1)
    fake.advance(30)
    wait_faces(qtbot, main_window, ["4:43", "4:30"])
    main_window.redo()
    wait_faces(qtbot, main_window, ["4:43", "4:23"])


def test_a_flag_after_undo_can_be_taken_back(qtbot, main_window) -> None:
    fake = start_with_clock(qtbot, main_window, "mill", "180+2")
    click(qtbot, main_window.view, "a7")
    fake.advance(200)
    qtbot.waitUntil(lambda: main_window.controller.outcome() is not None)
    main_window.undo()  # White's move taken back: White to move, the clock as it stood
    assert main_window.controller.outcome() is None
    wait_faces(qtbot, main_window, ["3:00", "3:00"])


def test_three_players_each_have_a_clock(qtbot, main_window) -> None:
    fake = start_with_clock(qtbot, main_window, "myra", "300+3", count=3)
    assert len(main_window.player_panels) == 3
    wait_faces(qtbot, main_window, ["5:00", "5:00", "5:00"])
    fake.advance(5)
    wait_faces(qtbot, main_window, ["4:55", "5:00", "5:00"])
    view = main_window.view
    for hole in ("a4", "a5"):
        point = view.mapFromScene(HOLE_POINTS[hole_index(hole)])
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.keyClick(view, Qt.Key.Key_1)  # one soldier of the troop of two goes
    assert [str(m) for m in main_window.controller.record.moves] == ["1a4-a5"]
    fake.advance(7)
    wait_faces(qtbot, main_window, ["4:58", "4:53", "5:00"])
    fake.advance(300)
    qtbot.waitUntil(lambda: main_window.controller.outcome() is not None)
    outcome = main_window.controller.outcome()
    # of three, the one whose flag fell loses and the two others draw (the ruling)
    assert (outcome.winner, outcome.loser, outcome.reason) == (None, 1, ClockEnding.FLAG)
    assert "time ran out" in main_window.status_text()


def test_the_clock_is_saved_opened_and_resumed_after_a_crash(qtbot, main_window, tmp_path) -> None:
    fake = start_with_clock(qtbot, main_window, "mill", "600+5")
    fake.advance(30)
    click(qtbot, main_window.view, "a7")
    fake.advance(12)
    path = tmp_path / "timed.pgn"
    assert main_window.save_to(path)
    text = path.read_text()
    assert '[TimeControl "600+5"]' in text and '[Clock "575 588"]' in text
    assert main_window.autosave.flush()
    main_window.autosave.release()  # a crash: the lock is free for the next start
    second = MainWindow()
    qtbot.addWidget(second, before_close_func=lambda w: setattr(w.unsaved, "closing_allowed", True))
    second.show()
    qtbot.waitExposed(second)
    later = FakeTime(5000.0)
    second.session.clock.now = later
    second.offer_resume()
    box = second.messages[-1]
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    # the autosave was written when White moved: Black's time as it was then
    wait_faces(qtbot, second, ["9:35", "10:00"])
    later.advance(4)
    wait_faces(qtbot, second, ["9:35", "9:56"])
    assert open_and_wait(qtbot, second, path)
    wait_faces(qtbot, second, ["9:35", "9:48"])  # the file's times: Black had spent 12 s
    later.advance(8)
    wait_faces(qtbot, second, ["9:35", "9:40"])
    second.unsaved.closing_allowed = True
    second.close()


def test_a_modal_dialog_stops_the_clock(qtbot, main_window) -> None:
    fake = start_with_clock(qtbot, main_window, "mill", "300+3")
    dialog = main_window.new_game_dialog("mill")  # opened over the game: modal
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: main_window.session.clock.clock.is_paused)
    fake.advance(100)
    assert main_window.session.clock.time_left(0) == 300
    dialog.reject()
    qtbot.waitUntil(lambda: not main_window.session.clock.clock.is_paused)
    fake.advance(10)
    wait_faces(qtbot, main_window, ["4:50", "5:00"])


def test_read_the_position_aloud_says_the_times(qtbot, main_window) -> None:
    fake = start_with_clock(qtbot, main_window, "mill", "300+3")
    fake.advance(65)
    main_window.action("read_position").trigger()
    said = main_window.status.announcer.spoken[-1]
    assert "Clock: White: 3 min 55 s left; Black: 5 min left." in said


def test_no_clock_is_the_default_and_shows_no_face(qtbot, main_window) -> None:
    dialog = main_window.new_game_dialog("mill")
    assert dialog.clock.time_control() is None
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: main_window.controller is not None)
    assert main_window.session.clock.clock is None
    assert not any(panel.clock_face.isVisible() for panel in main_window.player_panels)
    assert "TimeControl" not in main_window.session.game_text()


def test_custom_clock_with_a_delay_is_remembered(qtbot, main_window) -> None:
    dialog = main_window.new_game_dialog("mill")
    dialog.clock.box.setCurrentIndex(dialog.clock.box.findData("custom"))
    assert dialog.clock.custom.isVisible()
    dialog.clock.minutes.setValue(7)
    dialog.clock.seconds.setValue(4)
    dialog.clock.kind.setCurrentIndex(1)
    assert dialog.clock.time_control() == TimeControl(420, 4, delay=True)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: main_window.session.clock.clock is not None)
    assert main_window.session.clock.control == TimeControl(420, 4, delay=True)
    again = main_window.new_game_dialog("mill")
    assert again.clock.time_control() == TimeControl(420, 4, delay=True)
    again.reject()


def _strongest_contrast(widget, ground: str) -> float:
    from PySide6.QtGui import QColor

    from morra_suite.ui import theme

    image = widget.grab().toImage()
    return max(
        theme.contrast(QColor(image.pixel(x, y)).name(), ground)
        for x in range(image.width())
        for y in range(image.height())
    )


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_faces_are_large_and_legible_in_every_look(qtbot, main_window, name) -> None:
    """The clock's digits keep a contrast of 4.5 with the card they stand on, on the card of the
    side to move and the other, in the normal and the low-time colour, in every theme."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    from morra_suite.ui import theme

    app = QApplication.instance()
    theme.apply(app, name)
    try:
        fake = start_with_clock(qtbot, main_window, "mill", "180+2")
        fake.advance(170)  # White's face comes down to 10 s: the low colour; Black's is not low
        qtbot.waitUntil(lambda: bool(main_window.player_panels[0].clock_face.property("low")))
        for panel in main_window.player_panels:
            face = panel.clock_face
            assert face.font().pointSizeF() >= 1.7 * panel.name.font().pointSizeF()
            image = panel.grab().toImage()
            ground = QColor.fromRgb(image.pixel(4, image.height() // 2)).name()
            text = face.palette().color(QPalette.ColorRole.WindowText).name()
            assert theme.contrast(text, ground) >= 4.5, (name, face.text(), text, ground)
            assert _strongest_contrast(face, ground) >= 4.5, (name, face.text())
        low = main_window.player_panels[0].clock_face.palette().color(QPalette.ColorRole.WindowText)
        assert low.name() == theme.shown().warning
    finally:
        theme.apply(app, "light")


def test_each_turn_says_the_time_when_asked(qtbot, main_window) -> None:
    action = main_window.action("announce_clock")
    assert action.isCheckable() and not action.isChecked()
    action.trigger()  # View › Announce the Clock at Each Turn
    fake = start_with_clock(qtbot, main_window, "mill", "300+3")
    fake.advance(61)
    click(qtbot, main_window.view, "a7")
    spoken = main_window.status.announcer.spoken
    assert "Black: 5 min left" in spoken
    action.trigger()
    fake.advance(2)
    click(qtbot, main_window.view, "g7")
    assert not any("White: 4 min" in words for words in spoken)


def test_the_clock_stops_while_the_chooser_is_shown(qtbot, main_window) -> None:
    fake = start_with_clock(qtbot, main_window, "mill", "300+3")
    main_window.show_chooser()
    qtbot.waitUntil(lambda: main_window.session.clock.clock.is_paused)
    fake.advance(50)
    assert main_window.session.clock.time_left(0) == 300
    main_window.pages.setCurrentWidget(main_window.game_page)  # back to the game
    qtbot.waitUntil(lambda: not main_window.session.clock.clock.is_paused)
    fake.advance(5)
    wait_faces(qtbot, main_window, ["4:55", "5:00"])
