"""Morra by accessible actions alone, asked through Qt's own accessibility API on the real window:
the start fields and the hands as named buttons, pressed as a screen reader presses them; the
secret kept until the reveal; the round heard with both hands and the stone's route."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from morra_suite.ui.board_access import BoardInterface, PointInterface

TWO_PEOPLE = [("Ann", False, 1), ("Ben", False, 1)]


def board_of(window) -> BoardInterface:
    found = QAccessible.queryAccessibleInterface(window.view)
    assert isinstance(found, BoardInterface)
    return found


def names(board: BoardInterface) -> list[str]:
    return [board.child(i).text(QAccessible.Text.Name) for i in range(board.childCount())]


def button(board: BoardInterface, name: str) -> PointInterface:
    for index in range(board.childCount()):
        child = board.child(index)
        if child.text(QAccessible.Text.Name) == name:
            return child
    raise AssertionError(f"no button {name!r} in {names(board)}")


def press(board: BoardInterface, name: str) -> None:
    child = button(board, name)
    assert not child.state().disabled, f"{name} cannot be pressed"
    child.doAction(child.pressAction())


def spoken(window) -> list[str]:
    return window.status.announcer.spoken


def test_a_morra_game_begun_and_a_round_played_by_accessible_actions(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=TWO_PEOPLE)
    main_window.view.ms_per_field = 0
    controller = main_window.controller
    board = board_of(main_window)
    heard = names(board)
    # every start field of each player, then the target's fields
    assert heard[:2] == ["Ann's start: field 0.0", "Ann's start: field 0.1"]
    assert "Ben's start: field 0.7" in heard
    assert (
        sum(name.startswith("field ") for name in heard)
        == len(controller.state.layout.all_fields()) + 1
    )
    press(board, "Ann's start: field 0.2")
    # Ann has chosen: her buttons are all disabled alike, their names unchanged, nothing said of
    # her field; Ben's still wait
    assert names(board) == heard
    anns = [board.child(i) for i in range(8)]
    assert all(child.state().disabled for child in anns)
    assert not any(child.state().selected for child in anns)
    assert not any("0.2" in text for text in spoken(main_window))
    assert not button(board, "Ben's start: field 0.5").state().disabled
    with qtbot.waitSignal(controller.state_changed):
        press(board, "Ben's start: field 0.5")
    assert spoken(main_window)[-1].startswith("the set-up (")
    assert "Start: Ann starts on field 0.2; Ben starts on field 0.5." in spoken(main_window)[-1]
    # the round: hands of 0 to 3 balls, named with their keys
    heard = names(board)
    assert heard[:4] == [
        "Ann's hand: 0 balls",
        "Ann's hand: 1 ball",
        "Ann's hand: 2 balls",
        "Ann's hand: 3 balls",
    ]
    assert button(board, "Ann's hand: 2 balls").text(QAccessible.Text.Description) == "key D"
    assert button(board, "Ben's hand: 1 ball").text(QAccessible.Text.Description) == "key K"
    before = list(spoken(main_window))
    press(board, "Ann's hand: 2 balls")
    assert controller.state.phase != "setup" and controller.record.cursor == 1  # the round waits
    assert names(board) == heard
    said = spoken(main_window)[len(before) :]
    assert said and not any("2" in text or "held" in text for text in said), said
    assert all(board.child(i).state().disabled for i in range(4))
    with qtbot.waitSignal(controller.state_changed):
        press(board, "Ben's hand: 1 ball")
    round_said = spoken(main_window)[-1]
    assert round_said.startswith("round 1 (")
    assert "Round 1: Ann held 2 balls, Ben held 1 ball; Ann's stone moves 3 fields: " in round_said
    assert "field 0.2 to field 0.5" in round_said, round_said


def test_a_morra_game_won_by_accessible_actions(qtbot, main_window) -> None:
    main_window.start_from_position("morra", "quick a:2.0 b:0.3 next:a round:5", TWO_PEOPLE)
    main_window.view.ms_per_field = 0
    board = board_of(main_window)
    press(board, "Ann's hand: 0 balls")
    with qtbot.waitSignal(main_window.controller.game_over):
        press(board, "Ben's hand: 1 ball")
    said = spoken(main_window)[-1]
    assert "Ann held 0 balls, Ben held 1 ball" in said
    assert "follows the white dot into the centre" in said
    assert "Ann wins." in said
    # the end: nothing more to choose, the fields remain
    assert not any(name.startswith(("Ann's", "Ben's")) for name in names(board))


def test_the_focus_follows_a_players_hidden_marker(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=TWO_PEOPLE)
    view = main_window.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    board = board_of(main_window)
    assert board.focusChild() is None
    qtbot.keyClick(view, "s")  # Ann's marker one field on
    focused = board.focusChild()
    assert focused is not None
    assert focused.text(QAccessible.Text.Name) == "Ann's start: field 0.1"
    assert focused.state().focused
    qtbot.keyClick(view, "j")  # Ben's one field back
    assert board.focusChild().text(QAccessible.Text.Name) == "Ben's start: field 0.7"
    # the focus action puts a player's marker there; the player's own key then starts there
    target = button(board, "Ann's start: field 0.4")
    target.doAction(target.setFocusAction())
    assert board.focusChild() is target
    qtbot.keyClick(view, "f")
    qtbot.keyClick(view, ";")
    assert (
        main_window.controller.state.stones[0]
        == main_window.controller.state.layout.start_fields()[4]
    )


def test_a_computers_hand_is_no_button(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Computer", True, 1)])
    board = board_of(main_window)
    heard = names(board)
    assert any(name.startswith("Ann's start") for name in heard)
    assert not any(name.startswith("Computer's") for name in heard)
