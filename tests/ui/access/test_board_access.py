"""The board's accessible tree and the announcements, asked through Qt's own accessibility API on
the real window (offscreen): what a screen reader reads, presses and hears."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from morra_suite.ui import announcer
from morra_suite.ui.board_access import BoardInterface, PointInterface


def board_of(window) -> BoardInterface:
    found = QAccessible.queryAccessibleInterface(window.view)
    assert isinstance(found, BoardInterface)
    return found


def point(board: BoardInterface, name: str) -> PointInterface:
    for index in range(board.childCount()):
        child = board.child(index)
        if child.text(QAccessible.Text.Name).split(",")[0] == name:
            assert board.indexOfChild(child) == index
            return child
    raise AssertionError(f"no point {name}")


def press(board: BoardInterface, name: str) -> None:
    child = point(board, name)
    assert child.actionNames()[0] == child.pressAction()
    child.doAction(child.pressAction())


def spoken(window) -> list[str]:
    return window.status.announcer.spoken


def test_points_are_named_children_with_press_actions(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    board = board_of(main_window)
    assert board.role() == QAccessible.Role.Table
    assert board.text(QAccessible.Text.Name) == "Mill board"
    assert board.childCount() == 24
    names = [board.child(i).text(QAccessible.Text.Name) for i in range(24)]
    assert "d6, empty" in names and "a1, empty" in names
    d6 = point(board, "d6")
    assert d6.role() == QAccessible.Role.Button
    assert d6.parent() is board
    assert d6.state().focusable and not d6.state().disabled  # a placement may go there
    assert d6.rect().contains(
        main_window.view.viewport().mapToGlobal(
            main_window.view.mapFromScene(main_window.view.scene_point("d6"))
        )
    )
    with qtbot.waitSignal(main_window.controller.state_changed):
        press(board, "d6")
    assert [str(m) for m in main_window.controller.record.moves] == ["d6"]
    assert point(board, "d6").text(QAccessible.Text.Name) == "d6, white piece"
    assert spoken(main_window)[-1] == "move 1 (White: d6). Black: place a piece"
    press(board, "d6")  # taken: the refusal and its reason are heard
    assert "d6" in spoken(main_window)[-1] and "Black: place a piece" in spoken(main_window)[-1]
    assert len(main_window.controller.record.moves) == 1


def test_a_whole_game_by_actions_and_its_end_heard(qtbot, main_window) -> None:
    main_window.start_game("mill", "three")
    board = board_of(main_window)
    for name in ("a1", "a2", "b1", "b3"):
        press(board, name)
    with qtbot.waitSignal(main_window.controller.game_over):
        press(board, "c1")
    assert spoken(main_window)[-1] == "move 3 (White: c1). White wins: three in a line."
    assert [s.split(".")[0] for s in spoken(main_window) if s.startswith("move")][:4] == [
        "move 1 (White: a1)",
        "move 1 (Black: a2)",
        "move 2 (White: b1)",
        "move 2 (Black: b3)",
    ]


def test_a_mill_and_what_it_may_take_is_heard(qtbot, main_window) -> None:
    main_window.start_from_position("mill", "nine w:a7,d7,g4,a1 b:g1,e3,c5 hand:0,0 to:w")
    board = board_of(main_window)
    press(board, "g4")
    press(board, "g7")
    assert "White: choose a piece to remove" in spoken(main_window)[-1]
    assert point(board, "g7").text(QAccessible.Text.Name) == "g7, white piece"
    assert not point(board, "e3").state().disabled  # a piece that may be taken
    with qtbot.waitSignal(main_window.controller.game_over):
        press(board, "e3")
    assert spoken(main_window)[-1].startswith("move 1 (White: g4-g7xe3)")
    assert "only two pieces" in spoken(main_window)[-1]


def test_focus_follows_the_keyboard_cursor(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    view = main_window.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    board = board_of(main_window)
    assert board.focusChild() is None
    qtbot.keyClick(view, Qt.Key.Key_Right)
    cursor = board.focusChild()
    assert cursor is not None
    assert cursor.state().focused
    assert cursor.text(QAccessible.Text.Name).endswith(", empty")
    qtbot.keyClick(view, Qt.Key.Key_Right)
    moved = board.focusChild()
    assert moved is not cursor and moved.state().focused and not cursor.state().focused
    # the focus action puts the cursor on a point, the press plays there
    d6 = point(board, "d6")
    d6.doAction(d6.setFocusAction())
    assert board.focusChild() is d6
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert [str(m) for m in main_window.controller.record.moves] == ["d6"]


def test_settings_silence_or_shorten_the_announcements(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    board = board_of(main_window)
    main_window.announce_action.trigger()  # off
    assert not announcer.announcements_on()
    before = list(spoken(main_window))
    press(board, "d6")
    assert spoken(main_window) == before
    main_window.announce_action.trigger()  # on again
    main_window.announce_full_action.trigger()  # short
    assert not announcer.full_announcements()
    press(board, "d2")
    assert spoken(main_window)[-1] == "move 1 (Black: d2)"


def test_a_key_reads_the_whole_position(qtbot, main_window) -> None:
    main_window.start_from_position("mill", "nine w:a7,d7,g4,a1 b:g1,e3,c5 hand:0,0 to:w")
    main_window.announce_action.trigger()  # announcements off: a position asked for is read
    qtbot.keyClick(
        main_window,
        Qt.Key.Key_P,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    heard = spoken(main_window)[-1]
    assert heard.startswith("White: a1, a7, d7, g4; 0 in hand. Black: c5, e3, g1; 0 in hand.")
    assert heard.endswith("White: choose a piece to move")


def test_myra_holes_are_named_and_pressed(qtbot, main_window) -> None:
    main_window.start_game("myra", count=2)
    board = board_of(main_window)
    assert board.text(QAccessible.Text.Name) == "Myra board"
    names = [board.child(i).text(QAccessible.Text.Name) for i in range(board.childCount())]
    assert len(names) == len(set(names)) > 60
    a4 = point(board, "a4")
    assert a4.text(QAccessible.Text.Name).startswith("a4, ")
    assert a4.text(QAccessible.Text.Name) != "a4, empty"  # a starting troop
    press(board, "a4")
    assert point(board, "a4").state().selected
    press(board, "a5")
    qtbot.keyClick(main_window.view, Qt.Key.Key_1)  # how many soldiers go: one
    assert [str(m) for m in main_window.controller.record.moves] == ["1a4-a5"]
    assert point(board, "a5").text(QAccessible.Text.Name).endswith("soldier")
    assert any(text.startswith("move 1 (") and "1a4-a5" in text for text in spoken(main_window))
    main_window.announce_action.trigger()
    main_window.read_position_action.trigger()
    assert "a5 " in spoken(main_window)[-1] and spoken(main_window)[-1].count(":") >= 2


def test_morra_rounds_are_heard_with_the_hands_shown(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = main_window.view
    view.setFocus()
    for key in ("s", "f", "j", ";"):  # the start fields, as tests/ui/morra play them
        qtbot.keyClick(view, key)
    assert main_window.controller.state.phase != "setup"
    qtbot.keyClick(view, "k")
    with qtbot.waitSignal(main_window.controller.state_changed):
        qtbot.keyClick(view, "d")
    heard = [text for text in spoken(main_window) if text.startswith("round 1 (")]
    assert heard, spoken(main_window)
    # the round told for the ear: both hands and the stone's route by the fields' names
    detail = view.spoken_detail(main_window.controller.state)
    assert detail and detail.rstrip(".") in heard[-1]
    assert "held 2 balls" in detail and "field 0.1 to field 0.4" in detail


def test_morra_fields_are_named_with_their_dots_and_stones(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = main_window.view
    board = board_of(main_window)
    layout = main_window.controller.state.layout
    names = [board.child(i).text(QAccessible.Text.Name) for i in range(board.childCount())]
    # the fields after both players' start choices (tests/ui/access/test_morra_access.py)
    names = [name for name in names if name.startswith("field ")]
    assert len(names) == len(layout.all_fields()) + 1
    assert names[-1] == "field c, the centre"
    dotted = layout.dots[0]
    assert any(
        name.startswith(f"field {layout.field_text(dotted.at)},")
        and f"dot to {layout.field_text(dotted.to)}" in name
        for name in names
    )
    view.setFocus()
    for key in ("s", "f", "j", ";"):
        qtbot.keyClick(view, key)
    names = [board.child(i).text(QAccessible.Text.Name) for i in range(board.childCount())]
    assert sum("stone of Ann" in name for name in names) == 1
    assert sum("stone of Ben" in name for name in names) == 1
    main_window.read_position_action.trigger()
    assert spoken(main_window)[-1].startswith("Ann: 0.")
