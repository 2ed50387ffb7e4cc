"""Edit › Set Up Position… and Edit › Paste Position in the real window: the game goes on from
the position set up or pasted, with the same players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from qt_events import flush_events

from morra_suite.games import load_game
from morra_suite.games.mill.board import point_index
from morra_suite.ui.commands import position_actions

SANMILL = "***@@@O*/@@**O**@/*OOOOO*@ w m s 7 0 7 0 0 0 0 0 0 0 0 2 10"


def test_the_edit_menu_offers_set_up_and_paste_once_a_game_is_on(main_window) -> None:
    assert not main_window.setup_action.isEnabled()
    assert not main_window.paste_action.isEnabled()
    main_window.start_game("mill", "nine")
    assert main_window.setup_action.isEnabled() and main_window.paste_action.isEnabled()
    assert main_window.paste_action.shortcut().toString() == "Ctrl+Shift+V"


def test_paste_position_plays_on_from_a_sanmill_fen(main_window) -> None:
    main_window.start_game("mill", "nine", players=[("Ann", False, 1), ("Bo", False, 1)])
    QGuiApplication.clipboard().setText(SANMILL)
    main_window.paste_action.trigger()
    state = main_window.controller.state
    assert state.pieces_on_board(0) == 7 and state.piece_at("a7") == 1 and state.quiet == 2
    assert [seat.name for seat in main_window.controller.seats] == ["Ann", "Bo"]
    # a copied position comes back as it was copied
    text = load_game("mill").new_state("nine").play("d6").play("f4").position()
    QGuiApplication.clipboard().setText(text)
    main_window.paste_action.trigger()
    assert main_window.controller.state.position() == text


def test_paste_of_no_position_says_why_and_keeps_the_game(main_window) -> None:
    main_window.start_game("myra")
    before = main_window.controller.state
    QGuiApplication.clipboard().setText("a1=AQ")
    main_window.paste_action.trigger()
    assert main_window.controller.state is before
    assert main_window.status_text().startswith("The clipboard holds no position: expected")


def test_set_up_position_by_clicks_and_play_on(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    main_window.setup_action.trigger()
    dialog = main_window.dialog
    qtbot.waitExposed(dialog)
    view = dialog.editor.view
    for name in ("a1", "d1", "g1"):
        point = view.mapFromScene(view.scene_point(point_index(name)))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    # the 3 placed came out of White's hand: 6 and 9 in hand, and White to move
    assert dialog.editor.hand_boxes[0].value() == 6 and not dialog.ok_button.isEnabled()
    dialog.editor.hand_boxes[1].setValue(6)
    assert "Black has lost 3 pieces" in dialog.problems_label.text()
    dialog.editor.hand_boxes[1].setValue(9)
    for name in ("a7", "d7", "g7"):
        point = view.mapFromScene(view.scene_point(point_index(name)))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert dialog.ok_button.isEnabled(), dialog.problems_label.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    state = main_window.controller.state
    assert state.position() == "nine w:a1,d1,g1 b:a7,d7,g7 hand:6,6 to:w"
    # and the game goes on from there through the board
    board = main_window.view
    point = board.mapFromScene(board.scene_point(point_index("d2")))
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert main_window.controller.state.piece_at("d2") == 0


@pytest.mark.parametrize(("key", "count"), [("mill", None), ("morra", None), ("myra", 3)])
@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_set_up_fits_a_small_screen_with_nothing_squeezed(qtbot, main_window, key, count, code):
    """On an 800x600 screen the dialog was pressed under its layout: the instructions' wrapped
    lines were not counted, the board kept its height, and the palette ("Figur:", the side and
    troop buttons) slid under the board. Now the dialog is as tall as its words need, no taller
    than such a screen, and the board gives way."""
    from PySide6.QtWidgets import QAbstractButton, QGraphicsView, QLabel, QWidget

    from morra_suite.ui.dialogs.dialog_placement import BORDER, TITLE_BAR
    from tests.ui.legibility import SMALLEST_WINDOW, language

    with language(code):
        main_window.start_game(key, count=count)
        dialog = position_actions.set_up_position(main_window)
        qtbot.waitExposed(dialog)
        flush_events()
        editor = dialog.editor
        assert editor.height() >= editor.minimumSizeHint().height(), (editor.height(), code)
        assert dialog.height() + TITLE_BAR + BORDER <= SMALLEST_WINDOW.height()
        (board,) = editor.findChildren(QGraphicsView)
        around = board.geometry()
        palette = [
            w
            for w in editor.findChildren(QWidget)
            if isinstance(w, QLabel | QAbstractButton) and w.isVisible() and w.text()
        ]
        assert palette, key
        for widget in palette:
            assert not widget.geometry().intersects(around), (key, widget.text())
        dialog.reject()


def test_morra_set_up_labels_the_stones_as_the_board_does(qtbot, main_window) -> None:
    """The set-up's stones read "A" and "B" (the position's letters) where the board beside
    it reads "R" and "B", the colours' initials."""
    main_window.start_game("morra")
    board = [stone.letter for stone in main_window.view.morra_scene.stones]
    assert board == ["R", "B"]
    dialog = position_actions.set_up_position(main_window)
    qtbot.waitExposed(dialog)
    assert [stone.letter for stone in dialog.editor.view.board_scene.stones] == board
    dialog.reject()
