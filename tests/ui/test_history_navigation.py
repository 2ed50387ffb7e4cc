"""Walking through a game in the window: one numbering in the move list, the status line, the title
and the saved file; the buttons under the move list and the board's history keys; "Continue from
here" with its question."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from morra_suite.controllers.game_controller import Seat
from tests.ui.mill_helpers import click, clicks

MILL_GAME = ("d6", "f4", "d2", "b4", "g7", "a7", "d7", "g4")  # White's 3rd move is d2, Black's b4


class FirstMove:
    """A computer that plays the first legal move at once."""

    def choose(self, state, player, cancelled):
        return state.legal_moves()[0]


def moves_of(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def click_ply(qtbot, window, ply: int) -> None:
    """Clicks the move list's cell of the position after ``ply`` moves, as a person does."""
    table = window.move_list
    item = table.cell_of(ply)
    assert item is not None
    table.scrollTo(item)
    rect = table.visualRect(item)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def row_label(table, ply: int) -> str:
    item = table.cell_of(ply)
    return table.model().headerData(item.row(), Qt.Orientation.Vertical) or ""


def play_mill(qtbot, window) -> None:
    window.start_game("mill", "nine")
    for move in MILL_GAME:
        clicks(qtbot, window.view, move)
    assert moves_of(window) == list(MILL_GAME)


def test_mill_rows_status_title_and_file_share_one_numbering(qtbot, main_window) -> None:
    play_mill(qtbot, main_window)
    table = main_window.move_list
    # Black's b4 is the 4th ply: move 2 of the record, in the row labelled 2, Black's column
    assert row_label(table, 4) == "2" and table.cell_of(4).column() == 1
    assert row_label(table, 5) == "3" and table.cell_of(5).column() == 0
    click_ply(qtbot, main_window, 4)
    assert main_window.viewing == 4
    status = main_window.status_text()
    assert "after move 2 (Black: b4)" in status, status
    assert "move 4" not in status
    assert "after move 2 (Black: b4)" in main_window.windowTitle()
    assert main_window.view.state == main_window.controller.record.state_at(4)
    # the saved record numbers b4 the same way: "2. d2 b4"
    assert re.search(r"\b2\. d2 b4\b", main_window.session.game_text())
    click_ply(qtbot, main_window, 5)
    assert "after move 3 (White: g7)" in main_window.status_text()
    assert main_window.view.state == main_window.controller.record.state_at(5)


def test_myra_list_numbers_every_turn_as_its_file_does(qtbot, main_window) -> None:
    main_window.start_game("myra", count=2)
    session = main_window.session
    for _ in range(5):
        session.play_move(session.controller.state.legal_moves()[0])
    text = session.game_text()
    table = main_window.move_list
    colours = main_window.kit.colour_names(2)
    for ply, move in enumerate(session.controller.record.moves, start=1):
        cell = table.cell_of(ply).data()
        assert cell == f"{ply}. {move}"
        assert f"{ply}. {move}" in text  # the file writes the same number before the move
        assert row_label(table, ply) == ""  # no second numbering beside the cells
    click_ply(qtbot, main_window, 4)
    move = session.controller.record.moves[3]
    assert f"after move 4 ({colours[1]}: {move})" in main_window.status_text()
    assert session.shown_state() == session.controller.record.state_at(4)


def test_morra_rounds_are_numbered_as_in_its_file(qtbot, main_window) -> None:
    main_window.start_game("morra")
    session = main_window.session
    for _ in range(3):
        session.controller.play_move(session.controller.state.legal_moves()[0])
    table = main_window.move_list
    text = session.game_text()
    assert row_label(table, 1) == ""  # the set-up: "start …" in the file, unnumbered
    assert "start " in text
    assert row_label(table, 2) == "1" and row_label(table, 3) == "2"
    click_ply(qtbot, main_window, 2)
    assert "after round 1 (" in main_window.status_text()
    click_ply(qtbot, main_window, 1)
    assert "after the set-up (" in main_window.status_text()


def test_buttons_under_the_move_list_walk_the_game(qtbot, main_window) -> None:
    play_mill(qtbot, main_window)
    bar = main_window.game_page.history_bar
    record = main_window.controller.record
    assert not bar.buttons["next"].isEnabled() and not bar.buttons["last"].isEnabled()
    qtbot.mouseClick(bar.buttons["previous"], Qt.MouseButton.LeftButton)
    assert main_window.viewing == 7
    assert main_window.view.state == record.state_at(7)
    assert main_window.move_list.currentIndex() == main_window.move_list.cell_of(7)
    qtbot.mouseClick(bar.buttons["first"], Qt.MouseButton.LeftButton)
    assert main_window.viewing == 0 and main_window.view.state == record.start
    assert not bar.buttons["previous"].isEnabled()
    qtbot.mouseClick(bar.buttons["next"], Qt.MouseButton.LeftButton)
    assert main_window.viewing == 1 and "after move 1 (White: d6)" in main_window.status_text()
    qtbot.mouseClick(bar.buttons["last"], Qt.MouseButton.LeftButton)
    assert main_window.viewing is None and main_window.view.state == record.current
    click(qtbot, main_window.view, "a1")  # the game goes on
    assert moves_of(main_window)[-1] == "a1"


def test_history_keys_on_the_mill_board_leave_its_cursor_keys_alone(qtbot, main_window) -> None:
    play_mill(qtbot, main_window)
    view = main_window.view
    view.setFocus()
    # White to move: the plain arrows are the board's keyboard cursor, not the history
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert main_window.viewing is None and view._cursor is not None
    qtbot.keyClick(view, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert main_window.viewing == 7
    # looking back, the board takes no input: the plain arrows walk
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert main_window.viewing == 6 and view.state == main_window.controller.record.state_at(6)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert main_window.viewing == 7
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert main_window.viewing == 0
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert main_window.viewing is None
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert main_window.viewing is None  # nothing after the game


def test_myra_arrows_stay_its_cursor_while_it_is_ones_turn(qtbot, main_window) -> None:
    main_window.start_game("myra", count=2)
    session = main_window.session
    session.play_move(session.controller.state.legal_moves()[0])
    view = main_window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert main_window.viewing is None and view._cursor is not None
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert main_window.viewing == 0
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert main_window.viewing is None  # one step on from the start is the game again


def test_morra_board_walks_with_plain_arrows_and_keeps_its_hand_keys(qtbot, main_window) -> None:
    main_window.start_game("morra")
    session = main_window.session
    for _ in range(2):
        session.controller.play_move(session.controller.state.legal_moves()[0])
    view = main_window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert main_window.viewing == 1
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert main_window.viewing is None
    chosen = []
    view.choice_made.connect(lambda player, choice: chosen.append(player))
    keys = view.choices.keymap
    key = next(k for k in "asdqwe123jkluio789" if keys.lookup(k) is not None)
    qtbot.keyClicks(view, key)
    assert chosen, "a hand key still chooses"


def test_continue_from_here_asks_then_the_computer_plays_on(qtbot, main_window) -> None:
    main_window.computer_delay_ms = 0
    main_window.start_game("mill", "nine", players=[Seat("me"), Seat("cpu", FirstMove(), 1)])
    view = main_window.view
    for point in ("d6", "d2", "g7"):
        click(qtbot, view, point)
        qtbot.waitUntil(lambda: len(moves_of(main_window)) % 2 == 0, timeout=10000)
    assert len(moves_of(main_window)) == 6
    page = main_window.game_page
    assert not page.history_bar.continue_button.isVisible()
    click_ply(qtbot, main_window, 1)  # after my d6: the computer's turn
    button = page.history_bar.continue_button
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    box = main_window.history.question
    assert box is not None and box.isVisible() and "5 later moves" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert len(main_window.controller.record.all_moves) == 6 and main_window.viewing == 1
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    box = main_window.history.question
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    # the game was never saved: the dropped moves would be lost, so Save / Discard / Cancel too
    unsaved = main_window.messages[-1]
    assert unsaved.standardButtons() & QMessageBox.StandardButton.Discard
    qtbot.mouseClick(unsaved.button(QMessageBox.StandardButton.Discard), Qt.MouseButton.LeftButton)
    assert main_window.viewing is None
    qtbot.waitUntil(lambda: len(moves_of(main_window)) == 2, timeout=10000)
    assert moves_of(main_window)[0] == "d6"
    assert len(main_window.controller.record.all_moves) == 2  # the later moves are gone
    assert not main_window.redo_action.isEnabled()
    click(qtbot, view, "a1")
    assert moves_of(main_window)[2] == "a1"
