"""The Set Up Position dialog through its real widgets: clicks on the board's viewport, the palette,
spin boxes, the position line and the clipboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from morra_suite.games import load_game
from morra_suite.games.mill.board import point_index
from morra_suite.games.morra.layout import Field
from morra_suite.games.myra.board import hole_index
from morra_suite.games.myra.pieces import QUEEN, Piece
from morra_suite.ui.dialogs.setup_dialog import SetupDialog, pasted_position
from morra_suite.ui.mill.items import PIECE

SANMILL = "***@@@O*/@@**O**@/*OOOOO*@ w m s 7 0 7 0 0 0 0 0 0 0 0 2 10"


def open_dialog(qtbot, key: str, state) -> SetupDialog:
    dialog = SetupDialog(key, state)
    qtbot.addWidget(dialog)
    dialog.resize(640, 760)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click_at(qtbot, view, scene_point, button=Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(view.viewport(), button, pos=view.mapFromScene(scene_point))


def board_pieces(dialog: SetupDialog) -> list:
    """The pieces on the set-up board's points (not those in its trays)."""
    return [i for i in dialog.editor.view.board_scene.items() if i.data(0) == PIECE]


def mill_click(qtbot, dialog: SetupDialog, name: str, button=Qt.MouseButton.LeftButton) -> None:
    view = dialog.editor.view
    click_at(qtbot, view, view.scene_point(point_index(name)), button)


def test_mill_position_set_up_by_clicks_refused_then_fixed(qtbot) -> None:
    dialog = open_dialog(qtbot, "mill", load_game("mill").new_state("nine"))
    editor = dialog.editor
    assert dialog.ok_button.isEnabled()  # the start is a position
    for name in ("a1", "d1", "g1", "d7"):
        mill_click(qtbot, dialog, name)  # White
    mill_click(qtbot, dialog, "d7")  # White, then Black
    for name in ("a7", "g7"):
        mill_click(qtbot, dialog, name)
        mill_click(qtbot, dialog, name)
    mill_click(qtbot, dialog, "g4")
    mill_click(qtbot, dialog, "g4", Qt.MouseButton.RightButton)  # cleared again
    assert len(board_pieces(dialog)) == 6
    # 3 white and 3 black on the board: each placed piece came out of its hand
    assert [box.value() for box in editor.hand_boxes] == [6, 6]
    assert dialog.ok_button.isEnabled(), dialog.problems_label.text()
    editor.hand_boxes[0].setValue(9)  # a hand typed back up: too many
    assert not dialog.ok_button.isEnabled()
    text = dialog.problems_label.text()
    assert "cannot be played" in text and "White has 12 pieces but the rules give 9" in text
    editor.hand_boxes[0].setValue(5)
    editor.hand_boxes[1].setValue(6)
    assert "Black to move Black has one piece more" not in dialog.problems_label.text()
    assert "White to move both sides have as many pieces in hand" in dialog.problems_label.text()
    qtbot.mouseClick(editor.to_move_buttons[1], Qt.MouseButton.LeftButton)
    assert dialog.ok_button.isEnabled(), dialog.problems_label.text()
    assert dialog.problems_label.text() == "The position can be played."
    assert dialog.position_edit.text() == "nine w:a1,d1,g1 b:a7,d7,g7 hand:5,6 to:b"
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    state = dialog.result_state()
    assert state is not None and dialog.result() == SetupDialog.DialogCode.Accepted
    assert state == load_game("mill").parse_position("nine w:a1,d1,g1 b:a7,d7,g7 hand:5,6 to:b")
    assert state.legal_moves()  # a game goes on from here


def board_hands(dialog: SetupDialog) -> list[str]:
    """The counts the set-up board's trays show, White's then Black's."""
    scene = dialog.editor.view.board_scene
    counts = {str(i.data(0)): i.text() for i in scene.items() if str(i.data(0)).startswith("tray")}
    return [counts["tray-count-0"], counts["tray-count-1"]]


def test_mill_hands_drop_per_piece_placed_and_a_full_set_up_is_accepted(qtbot) -> None:
    dialog = open_dialog(qtbot, "mill", load_game("mill").new_state("nine"))
    editor = dialog.editor
    hands = editor.hand_boxes
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert [box.value() for box in hands] == [9, 9]
    mill_click(qtbot, dialog, "a1")  # White's piece comes out of White's hand
    assert [box.value() for box in hands] == [8, 9]
    assert board_hands(dialog) == ["8", "9"]  # the board's trays say it too
    mill_click(qtbot, dialog, "a1")  # now Black's: White's goes back, Black's comes out
    assert [box.value() for box in hands] == [9, 8]
    mill_click(qtbot, dialog, "a1", Qt.MouseButton.RightButton)  # taken off: back in the hand
    assert [box.value() for box in hands] == [9, 9]
    white = ("a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3")
    black = ("a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5")
    for count, (w, b) in enumerate(zip(white, black, strict=True), start=1):
        mill_click(qtbot, dialog, w)
        mill_click(qtbot, dialog, b)
        mill_click(qtbot, dialog, b)
        assert [box.value() for box in hands] == [9 - count, 9 - count]
        assert dialog.ok_button.isEnabled(), (count, dialog.problems_label.text())
    # every piece placed: the hands are empty and the position is no "10 of 9"
    assert [box.value() for box in hands] == [0, 0] and board_hands(dialog) == ["0", "0"]
    mill_click(qtbot, dialog, "a4")  # a tenth White piece: the hand stays at 0, and says why
    assert hands[0].value() == 0 and not dialog.ok_button.isEnabled()
    assert "White has 10 pieces but the rules give 9" in dialog.problems_label.text()
    mill_click(qtbot, dialog, "a4", Qt.MouseButton.RightButton)
    assert hands[0].value() == 0 and dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    state = dialog.result_state()
    assert state is not None and state.hands == (0, 0)
    assert len(state.points_of(0)) == len(state.points_of(1)) == 9


def test_enter_in_the_position_line_reads_it_and_keeps_the_dialog_open(qtbot) -> None:
    dialog = open_dialog(qtbot, "mill", load_game("mill").new_state("nine"))
    dialog.position_edit.setFocus()
    dialog.position_edit.setText("nine w:a1 b:d7 hand:8,8 to:w")
    qtbot.keyClick(dialog.position_edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result_state() is None
    assert dialog.editor.setup.hands == [8, 8]  # the line was read into the editor
    qtbot.keyClick(dialog.position_edit, Qt.Key.Key_Enter)  # the keypad's Enter too
    assert dialog.isVisible() and dialog.result_state() is None
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # the button still closes it
    assert not dialog.isVisible() and dialog.result_state() is not None


def test_every_editor_says_how_to_place_its_pieces(qtbot) -> None:
    for key in ("mill", "myra", "morra"):
        dialog = open_dialog(qtbot, key, load_game(key).new_state())
        label = dialog.instructions_label
        assert label.isVisible() and label.text() == dialog.editor.instructions()
        assert "click" in label.text().lower(), (key, label.text())
        dialog.reject()


def test_mill_cancel_gives_no_state(qtbot) -> None:
    dialog = open_dialog(qtbot, "mill", load_game("mill").new_state("six"))
    mill_click(qtbot, dialog, "a1")
    dialog.reject()
    assert dialog.result_state() is None


def test_myra_position_set_up_with_the_palette(qtbot) -> None:
    dialog = open_dialog(qtbot, "myra", load_game("myra").new_state(players=2))
    editor = dialog.editor
    view = editor.view
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    # empty the board hole by hole with right-clicks
    for hole in list(editor.setup.pieces):
        click_at(qtbot, view, view.scene_point(hole), Qt.MouseButton.RightButton)
    assert not view.pieces and "no queen on the board" in dialog.problems_label.text()
    # Red's queen in e5, a troop of three beside her
    qtbot.mouseClick(editor.side_buttons[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.size_buttons[QUEEN], Qt.MouseButton.LeftButton)
    click_at(qtbot, view, view.scene_point("e5"))
    qtbot.mouseClick(editor.size_buttons[3], Qt.MouseButton.LeftButton)
    click_at(qtbot, view, view.scene_point("e6"))
    assert set(view.pieces) == {"e5", "e6"}
    assert editor.reserve_boxes[0].value() == 22  # the troop's soldiers left Red's reserve
    assert not dialog.ok_button.isEnabled()
    assert "Blue has no queen" in dialog.problems_label.text()
    # Blue's queen: placed twice, she moves
    qtbot.mouseClick(editor.side_buttons[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.size_buttons[QUEEN], Qt.MouseButton.LeftButton)
    click_at(qtbot, view, view.scene_point("h8"))
    click_at(qtbot, view, view.scene_point("h9"))
    assert set(view.pieces) == {"e5", "e6", "h9"}
    assert dialog.ok_button.isEnabled(), dialog.problems_label.text()
    editor.reserve_boxes[1].setValue(7)
    editor.to_move_box.setCurrentIndex(1)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    state = dialog.result_state()
    assert state is not None
    assert state.to_move == 1 and state.reserves == (22, 7)
    assert dict(state.pieces) == {
        hole_index("e5"): Piece(0, QUEEN),
        hole_index("e6"): Piece(0, 3),
        hole_index("h9"): Piece(1, QUEEN),
    }


def test_myra_too_many_soldiers_refused(qtbot) -> None:
    dialog = open_dialog(qtbot, "myra", load_game("myra").new_state(players=2))
    editor = dialog.editor
    editor.choose(0, 5)
    click_at(qtbot, editor.view, editor.view.scene_point("f6"))
    # the five soldiers came out of Red's reserve: still 50 in all
    assert editor.reserve_boxes[0].value() == 20 and dialog.ok_button.isEnabled()
    editor.reserve_boxes[0].setValue(25)  # a reserve typed back up: soldiers made from nothing
    assert not dialog.ok_button.isEnabled()
    assert "Red has 55 soldiers" in dialog.problems_label.text()
    editor.reserve_boxes[0].setValue(20)
    assert dialog.ok_button.isEnabled()
    click_at(qtbot, editor.view, editor.view.scene_point("f6"), Qt.MouseButton.RightButton)
    assert editor.reserve_boxes[0].value() == 25  # taken off: back in the reserve


def test_morra_stones_and_round(qtbot) -> None:
    start = load_game("morra").new_state()
    dialog = open_dialog(qtbot, "morra", start)
    editor = dialog.editor
    layout = start.layout
    editor.field_boxes[0].setCurrentIndex(editor.fields.index(Field(1, 0)))
    assert not dialog.ok_button.isEnabled()
    assert "outermost ring" in dialog.problems_label.text()
    editor.round_box.setValue(6)
    assert dialog.ok_button.isEnabled()
    assert editor.stake_label.text() == "Blue's stone"
    # clicks on the target put the chosen stone
    qtbot.mouseClick(editor.stone_buttons[1], Qt.MouseButton.LeftButton)
    click_at(qtbot, editor.view, editor.view.scene_point(layout.centre))
    assert editor.field_boxes[1].currentText() == "Centre"
    assert "Blue's stone is in the centre" in dialog.problems_label.text()
    assert not dialog.ok_button.isEnabled()
    click_at(qtbot, editor.view, editor.view.scene_point(Field(0, 2)))
    assert editor.field_boxes[1].currentText() == "Ring 1, field 3 (0.2)"
    stone = editor.view.board_scene.stones[1]
    assert editor.view.board_scene.field_at(stone.pos()) == (0, 2)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    state = dialog.result_state()
    assert state.stones == (Field(1, 0), Field(0, 2)) and state.round == 6
    assert state.next_stone == 1 and state.choosers() == (0, 1)


def test_paste_a_sanmill_fen_and_a_copied_position(qtbot) -> None:
    dialog = open_dialog(qtbot, "mill", load_game("mill").new_state("nine"))
    QGuiApplication.clipboard().setText(SANMILL)
    qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)
    assert len(board_pieces(dialog)) == 14
    assert dialog.editor.to_move_buttons[0].isChecked()
    assert dialog.ok_button.isEnabled()
    expected = pasted_position("mill", SANMILL, load_game("mill").new_state("nine"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result_state() == expected
    # what Copy Position writes, for each game, comes back equal
    for key, state in (
        ("mill", load_game("mill").new_state("twelve").play("d6").play("f4")),
        ("myra", load_game("myra").new_state(players=3)),
        ("morra", load_game("morra").new_state().play_joint({0: 1, 1: 3})),
    ):
        dialog = open_dialog(qtbot, key, load_game(key).new_state(players=state.num_players))
        QGuiApplication.clipboard().setText(state.position())
        qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)
        assert dialog.ok_button.isEnabled(), dialog.problems_label.text()
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        assert dialog.result_state() == state


def test_a_text_that_is_no_position_is_explained(qtbot) -> None:
    dialog = open_dialog(qtbot, "mill", load_game("mill").new_state("nine"))
    dialog.position_edit.setText("nine w:a1 b:a1 hand:8,8 to:w")
    qtbot.keyClick(dialog.position_edit, Qt.Key.Key_Return)
    assert dialog.problems_label.text() == (
        "This text is no position: a1 holds both a white and a black piece"
    )
    # the board is unchanged and a click brings back the position's own words
    mill_click(qtbot, dialog, "a1")  # White's piece, out of White's hand
    assert dialog.problems_label.text() == (
        "This position cannot be played: with White to move both sides have as many pieces in "
        "hand (White places first), not 8 and 9"
    )
    assert dialog.position_edit.text() == "nine w:a1 b:- hand:8,9 to:w"


def test_set_up_position_opens_the_dialog_and_returns_the_state(qtbot) -> None:
    """The one call the window makes: modal, returns the state accepted (or None)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from morra_suite.ui.dialogs.setup_dialog import set_up_position

    start = load_game("mill").new_state("nine")
    seen: list[SetupDialog] = []

    def play_d6() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SetupDialog)
        seen.append(dialog)
        dialog.position_edit.setText("nine w:d6 b:- hand:8,9 to:b")
        qtbot.keyClick(dialog.position_edit, Qt.Key.Key_Return)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, play_d6)
    expected = load_game("mill").parse_position("nine w:d6 b:- hand:8,9 to:b")
    assert set_up_position("mill", start) == expected
    assert seen

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SetupDialog)
        dialog.reject()

    QTimer.singleShot(0, cancel)
    assert set_up_position("mill", start) is None
