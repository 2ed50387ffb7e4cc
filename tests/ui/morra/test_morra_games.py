"""Whole Morra games through the real board: two people at the keyboard, one against the computer
by clicks, and a saved game that reopens to the same position."""

from __future__ import annotations

import random

from morra_ui_helpers import click_scene

from morra_suite.controllers.computers import make_computer, max_level
from morra_suite.controllers.game_controller import Seat
from morra_suite.core.game import GameRecordData, SeatInfo
from morra_suite.games import load_game, morra

LEFT, RIGHT = "asdf", "jkl;"


def test_two_people_play_a_whole_game_with_their_keys(qtbot, view, tiny, table_factory) -> None:
    rng = random.Random(7)
    table = table_factory(morra.new_game(tiny), [Seat("Ann"), Seat("Ben")])
    view.set_player_names(["Ann", "Ben"])
    assert view.prompt().startswith("Both players: choose your start field in secret")
    # Start fields: each counts on with the second key and chooses with the fourth.
    for _ in range(2):
        qtbot.keyClick(view, LEFT[1])
    qtbot.keyClick(view, LEFT[3])
    assert table.state.phase == "setup"  # nothing is played before both have chosen
    for _ in range(5):
        qtbot.keyClick(view, RIGHT[1])
    qtbot.keyClick(view, RIGHT[3])
    assert table.state.stones == ((0, 2), (0, 5))
    rounds = 0
    while table.state.outcome() is None:
        a, b = rng.randrange(4), rng.randrange(4)
        before = table.state
        qtbot.keyClick(view, LEFT[a])
        assert table.state is before
        qtbot.keyClick(view, RIGHT[b])
        assert table.state == before.play_joint(a, b)
        assert view.state == table.state  # the board shows what the rules played
        rounds += 1
        assert rounds < 400
    assert table.rejected == []
    outcome = table.state.outcome()
    assert view.prompt() == "The game is over."
    winner = outcome.winner
    assert winner is not None
    assert view.panels[winner].info.status == "Wins!"
    assert table.state.stones[winner] == tiny.centre


def test_a_whole_game_against_the_computer_by_clicks(qtbot, view, tiny, table_factory) -> None:
    computer = make_computer("morra", max_level("morra"))
    table = table_factory(morra.new_game(tiny), [Seat("You"), Seat("Computer", computer, 5)])
    rng = random.Random(3)
    # The start field: a click on the board's outer ring.
    click_scene(qtbot, view, view.field_point((0, 4)))
    qtbot.waitUntil(lambda: table.state.phase != "setup", timeout=10_000)
    assert table.state.stones[0] == (0, 4)
    rounds = 0
    while table.state.outcome() is None:
        before = table.state
        qtbot.waitUntil(lambda: view.choices.pending == frozenset({0}), timeout=10_000)
        click_scene(qtbot, view, view.option_point(0, rng.randrange(4)))
        qtbot.waitUntil(lambda before=before: table.state is not before, timeout=10_000)
        rounds += 1
        assert rounds < 400
    assert table.rejected == []
    assert view.state.outcome() is not None


def test_a_saved_game_reopens_to_the_same_game(qtbot, view, tiny, table_factory) -> None:
    game = load_game("morra")
    state = morra.new_game(tiny)
    moves = [state.joint(1, 4)]
    for a, b in [(2, 1), (0, 3), (3, 3), (1, 0)]:
        state = state.play(moves[-1])
        if state.outcome() is not None:
            break
        moves.append(state.joint(a, b))
    table = table_factory(morra.new_game(tiny), [Seat("Ann"), Seat("Ben")])
    for move in moves:
        table.controller.submit_choice(0, move.a)
        table.controller.submit_choice(1, move.b)
    text = game.write_record(
        GameRecordData(
            table.controller.record.start,
            list(table.controller.record.moves),
            tiny.name,
            table.state.rules,
            [SeatInfo("Ann"), SeatInfo("Ben")],
        )
    )
    assert text == table.session.game_text()  # what the window saves
    loaded = game.read_record(text)
    assert loaded.names == ["Ann", "Ben"]
    assert loaded.variant == tiny.name
    again = table_factory(loaded.start, [Seat("Ann"), Seat("Ben")])
    again.controller.new_game(loaded.start, [Seat("Ann"), Seat("Ben")], moves=loaded.moves)
    assert again.state == table.state
    assert list(again.controller.record.moves) == list(table.controller.record.moves)
    assert view.state == table.state
