"""Morra in the application's main window: a whole game by key presses, one against the computer
by clicks, and the game saved and opened again."""

from __future__ import annotations

import random

from morra_ui_helpers import board_of, click_scene
from qt_events import flush_events, open_and_wait

from morra_suite.games import morra

LEFT, RIGHT = "asdf", "jkl;"


def test_two_people_play_quick_to_the_end_with_keys(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = board_of(qtbot, main_window)
    controller = main_window.controller
    assert main_window.status_text().startswith("Both players: choose your start field")
    qtbot.keyClick(view, LEFT[1])  # on to 0.1
    qtbot.keyClick(view, LEFT[3])
    assert controller.state.phase == "setup"
    qtbot.keyClick(view, RIGHT[0])  # back to the last field, 0.7
    qtbot.keyClick(view, RIGHT[3])
    assert controller.state.stones == ((0, 1), (0, 7))
    rng = random.Random(11)
    rounds = 0
    while controller.outcome() is None:
        before = controller.state
        a, b = rng.randrange(4), rng.randrange(4)
        qtbot.keyClick(view, RIGHT[b])
        qtbot.keyClick(view, LEFT[a])
        assert controller.state == before.play_joint(a, b)
        rounds += 1
        assert rounds < 300
    assert "wins" in main_window.status_text() or "Draw" in main_window.status_text()
    assert view.state == controller.state


def test_against_the_computer_by_clicks_then_saved_and_opened(qtbot, main_window, tmp_path) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Computer", True, 5)])
    view = board_of(qtbot, main_window)
    controller = main_window.controller
    click_scene(qtbot, view, view.field_point((0, 3)))
    qtbot.waitUntil(lambda: controller.state.phase != "setup", timeout=15_000)
    assert controller.state.stones[0] == (0, 3)
    rng = random.Random(5)
    rounds = 0
    while controller.outcome() is None:
        before = controller.state
        qtbot.waitUntil(lambda: view.choices.pending == frozenset({0}), timeout=15_000)
        click_scene(qtbot, view, view.option_point(0, rng.randrange(4)))
        qtbot.waitUntil(lambda before=before: controller.state is not before, timeout=15_000)
        rounds += 1
        assert rounds < 300
    final = controller.state
    moves = list(controller.record.moves)
    path = tmp_path / "game.morra"
    assert main_window.save_to(path)
    main_window.start_game("morra", "quick")
    assert main_window.controller.state == morra.new_game(morra.load_layout("quick"))
    assert open_and_wait(qtbot, main_window, path)
    assert main_window.controller.state == final
    assert list(main_window.controller.record.moves) == moves
    assert main_window.view.state == final


def test_keys_faster_than_the_animation_leave_board_and_game_agreeing(qtbot, main_window) -> None:
    main_window.start_game("morra", "target", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = board_of(qtbot, main_window)
    controller = main_window.controller
    view.ms_per_field = 60  # animations on, and the players do not wait for them
    for key in "sf" + "k;":
        qtbot.keyClick(view, key)
    for a, b in [(3, 2), (1, 0), (2, 2), (0, 3), (3, 3)]:
        qtbot.keyClick(view, LEFT[a])
        qtbot.keyClick(view, RIGHT[b])
        flush_events()  # the round played and its animation begun: the next keys come during it
    assert controller.record.cursor == 6
    qtbot.waitUntil(lambda: not view.animating, timeout=10_000)
    state = controller.state
    assert view.state == state
    scene = view.morra_scene
    for player in (0, 1):
        assert scene.stones[player].pos() == scene.stone_point(player, state.stones)
    assert view.prompt().startswith("Both players: choose your hand")


def test_undo_takes_back_a_whole_round_and_the_board_follows(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = board_of(qtbot, main_window)
    controller = main_window.controller
    for key in "f;" + "sl":
        qtbot.keyClick(view, key)
    after_one = controller.state
    qtbot.keyClick(view, "d")  # Ann chose, Ben has not: undo drops the pending choice too
    main_window.undo()
    assert controller.state == morra.new_game(morra.load_layout("quick")).play_joint(0, 0)
    assert controller.state != after_one
    assert view.state == controller.state
    assert view.choices.pending == frozenset({0, 1})
    assert not any(panel.info.mode == "chosen" for panel in view.panels)
    main_window.redo()
    assert view.state == after_one


def test_a_computer_in_a_persons_seat_shows_no_keys(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = board_of(qtbot, main_window)
    assert view.panels[1].info.keys_hint  # Ben plays by the keys J K L ;
    main_window.computer_delay_ms = 10**6  # the computer waits: its card is looked at
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Computer", True, 1)])
    view = board_of(qtbot, main_window)
    assert view.panels[0].info.keys_hint
    assert not view.panels[1].info.keys_hint


def test_the_players_panel_says_who_has_chosen_a_start_field(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = board_of(qtbot, main_window)
    panels = main_window.game_page.player_panels
    assert [p.info.text() for p in panels[:2]] == ["choosing a start field"] * 2
    qtbot.keyClick(view, LEFT[3])  # Ann takes the field her marker is on, in secret
    qtbot.waitUntil(lambda: panels[0].info.text() == "start field chosen")
    assert panels[1].info.text() == "choosing a start field"
    assert not panels[0].turn.isVisibleTo(panels[0])  # no "to move" left on Ann's card
    assert main_window.controller.state.phase == "setup"


def test_the_side_panel_and_window_title_name_the_game_and_its_board(qtbot, main_window) -> None:
    main_window.start_game("morra", "target", players=[("Ann", False, 1), ("Ben", False, 1)])
    board_of(qtbot, main_window)
    assert main_window.game_title.text() == "Morra: Target"
    assert main_window.windowTitle().startswith("Morra: Target")
