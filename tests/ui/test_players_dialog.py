"""A saved game keeps its seats (people, the computer and its level, names, date) and a reopened
game against the computer plays on against it; Game › Players… hands a side to the computer or
takes it back in the middle of a game. Through the real menu, dialog and board."""

from __future__ import annotations

import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from qt_events import open_and_wait

from morra_suite.ui.dialogs.players_dialog import PlayersDialog
from tests.ui.mill_helpers import clicks


def moves_of(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def click_ok(qtbot, dialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_players_hands_a_side_to_the_computer_and_back_mid_game(qtbot, main_window) -> None:
    window = main_window
    window.computer_delay_ms = 0
    window.start_game("mill", "nine")
    clicks(qtbot, window.view, "d6")
    qtbot.waitUntil(lambda: moves_of(window) == ["d6"])
    assert window.players_action.isEnabled()
    window.players_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, PlayersDialog) and len(dialog.rows) == 2
    black = dialog.rows[1]
    black.kind.setCurrentIndex(black.kind.findData(True))
    black.level.setValue(2)
    black.name.setText("Deep Mill")
    click_ok(qtbot, dialog)
    # Black is to move and is now the computer: it thinks at once and answers
    qtbot.waitUntil(lambda: len(moves_of(window)) == 2, timeout=20000)
    seat = window.session.seats[1]
    assert (seat.name, seat.is_human, seat.level) == ("Deep Mill", False, 2)
    assert window.session.seats[0].is_human
    window.players_action.trigger()
    dialog = window.dialog
    assert dialog.rows[1].is_computer and dialog.rows[1].level.value() == 2
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData(False))
    click_ok(qtbot, dialog)
    assert [s.is_human for s in window.session.seats] == [True, True]
    assert moves_of(window)[0] == "d6" and len(moves_of(window)) == 2  # the game went on


def test_a_saved_game_keeps_its_seats_and_the_computer_plays_on(
    qtbot, main_window, tmp_path: Path
) -> None:
    window = main_window
    window.computer_delay_ms = 0
    window.start_game("mill", "nine", players=[("Ann", False, 1), ("Cpu", True, 2)])
    clicks(qtbot, window.view, "d6")
    qtbot.waitUntil(lambda: len(moves_of(window)) == 2, timeout=20000)
    target = tmp_path / "against-the-computer.pgn"
    assert window.save_to(target)
    text = target.read_text(encoding="utf-8")
    assert datetime.date.today().strftime("%Y.%m.%d") in text and "????" not in text
    assert "Ann" in text and "Cpu" in text
    window.start_game("mill", "nine")  # something else meanwhile
    assert open_and_wait(qtbot, window, target)
    seats = [(s.name, s.is_human, s.level) for s in window.session.seats]
    assert seats == [("Ann", True, 0), ("Cpu", False, 2)]
    played = moves_of(window)
    free = next(p for p in ("a1", "g7", "a7", "g1", "b2", "f6") if p not in played)
    clicks(qtbot, window.view, free)
    qtbot.waitUntil(lambda: len(moves_of(window)) == 4, timeout=20000)  # the computer answered
    assert window.session.seats[1].level == 2
