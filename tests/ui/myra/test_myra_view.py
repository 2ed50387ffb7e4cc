"""The Myra board driven through its real widgets: clicks on the viewport, keys, the move field.

The board is wired to the app's own ``GameSession`` by the app's own ``BoardBinding``, the wiring
the main window uses (state and input players in, chosen moves out), so a move only counts when
the rules accepted it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, Qt

from morra_suite.controllers.computers import make_computer
from morra_suite.controllers.game_controller import GameController, Seat
from morra_suite.controllers.session import GameSession
from morra_suite.core.game import GameRecordData, SeatInfo
from morra_suite.games import load_game, myra
from morra_suite.games.myra import Piece
from morra_suite.games.myra.board import hole_index as h
from morra_suite.games.myra.gestures import TargetKind
from morra_suite.games.myra.interpret import Stage
from morra_suite.ui.board_binding import BoardBinding
from morra_suite.ui.myra.geometry import HOLE_POINTS
from morra_suite.ui.myra.kit import MyraKit
from morra_suite.ui.myra.marks import TargetMark
from morra_suite.ui.myra.paint import HOLE_RADIUS
from morra_suite.ui.myra.view import MyraBoardView


@dataclass
class Table:
    kit: MyraKit
    view: MyraBoardView
    session: GameSession
    statuses: list[str]

    @property
    def controller(self) -> GameController:
        assert self.session.controller is not None
        return self.session.controller

    @property
    def state(self) -> myra.MyraState:
        return self.controller.state

    def moves(self) -> list[str]:
        return [str(m) for m in self.controller.record.moves]

    def click(self, qtbot, hole: str, button=Qt.MouseButton.LeftButton) -> None:
        pos = self.view.mapFromScene(HOLE_POINTS[h(hole)])
        qtbot.mouseClick(self.view.viewport(), button, pos=pos)

    def click_choice(self, qtbot, key: str) -> None:
        item = self.view.myra_scene.choice_item
        assert item is not None, "no 'how many soldiers?' question is open"
        pos = self.view.mapFromScene(item.scene_point_of(key))
        qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)

    def key(self, qtbot, key) -> None:
        qtbot.keyClick(self.view, key)

    def type_move(self, qtbot, text: str) -> None:
        field = self.view.move_field
        field.setFocus()
        qtbot.keyClicks(field, text)
        qtbot.keyClick(field, Qt.Key.Key_Return)


def _table(qtbot, start: myra.MyraState, players: int | None = None) -> Table:
    kit = MyraKit()
    view = kit.create_view()
    assert isinstance(view, MyraBoardView)
    view.set_show_coordinates(True)
    session = GameSession(lambda key, count: kit.colour_names(count))
    session.computer_delay_ms = 0
    BoardBinding(view, kit, session)
    statuses: list[str] = []
    view.status_message.connect(statuses.append)
    # as the window does on closing: no computer is left thinking into a board being deleted
    qtbot.addWidget(view, before_close_func=lambda _: session.shutdown())
    view.resize(860, 800)
    view.show()
    qtbot.waitExposed(view)
    n = players or start.num_players
    seats = [Seat(name) for name in kit.colour_names(n)]
    session.install("myra", start, seats, start.rules, "myra")
    return Table(kit, view, session, statuses)


def test_moves_of_every_kind_by_mouse_and_typed_from_the_start(qtbot):
    table = _table(qtbot, myra.new_game(players=2))
    assert "Red" in table.view.prompt()

    # Red reduces: one of the two balls on a4 goes to a5 (the count asked, answered by key).
    table.click(qtbot, "a4")
    assert table.view.gesture.stage is Stage.TARGET
    assert h("a5") in table.view.gesture.targets
    table.click(qtbot, "a5")
    assert table.view.gesture.stage is Stage.CHOOSE
    assert "how many soldiers" in table.statuses[-1]
    table.key(qtbot, Qt.Key.Key_1)
    assert table.moves() == ["1a4-a5"]

    # Blue moves a whole troop, answering the question with the mouse.
    table.click(qtbot, "k8")
    table.click(qtbot, "k7")
    table.click_choice(qtbot, "2")
    assert table.moves()[-1] == "k8-k7"

    # Red unchains the troop of three on c1 along d2, e3.
    table.click(qtbot, "c1")
    table.click(qtbot, "d2")
    table.click_choice(qtbot, "u")
    assert table.view.gesture.stage is Stage.UNCHAIN
    assert table.view.gesture.path == (h("c1"), h("d2"))
    assert h("e3") in table.view.gesture.targets
    table.click(qtbot, "e3")
    assert table.moves()[-1] == "c1~d2~e3"
    assert table.state.piece_at(myra.hole_index("e3")) == myra.Piece(0, 1)

    # Blue types a move.
    table.type_move(qtbot, "j9-i8")
    assert table.moves()[-1] == "j9-i8"

    # Red moves the whole troop of three from b2 (key 3), freeing a hole next to the queen.
    table.click(qtbot, "b2")
    table.click(qtbot, "c3")
    table.key(qtbot, Qt.Key.Key_3)
    assert table.moves()[-1] == "b2-c3"

    table.type_move(qtbot, "k7-k6")

    # Red produces a soldier next to the queen.
    table.click(qtbot, "b2")
    assert table.moves()[-1] == "+b2"
    assert table.state.reserve(0) == 24

    table.type_move(qtbot, "k6-j6")

    # Red chains c1 > d2 and finishes by clicking d2 again (e3 could have continued it).
    table.click(qtbot, "c1")
    table.click(qtbot, "d2")
    assert table.view.gesture.stage is Stage.CHAIN
    assert table.view.gesture.targets == frozenset({h("e3")})
    table.click(qtbot, "d2")
    assert table.moves()[-1] == "c1>d2"
    assert table.state.piece_at(myra.hole_index("d2")) == myra.Piece(0, 2)

    table.type_move(qtbot, "j6-i6")

    # Red builds up a fortress: the single on b2 joins the four on a2.
    table.click(qtbot, "b2")
    table.click(qtbot, "a2")
    assert table.moves()[-1] == "b2-a2"
    assert table.state.piece_at(myra.hole_index("a2")) == myra.Piece(0, 5)
    assert table.controller.outcome() is None


def test_chain_of_three_finished_with_enter_and_capture(qtbot):
    start = myra.parse_position("a1=AQ,c3=A1,c4=A1,d5=A1,e5=A1,e6=B2,k11=BQ A A:25,B:25")
    table = _table(qtbot, start)
    for hole in ("c3", "c4", "d5"):
        table.click(qtbot, hole)
    assert table.view.gesture.stage is Stage.CHAIN  # e5 could lengthen it
    assert table.view.gesture.targets == frozenset({h("e5")})
    assert "c3 > c4 > d5" in table.statuses[-1]
    table.key(qtbot, Qt.Key.Key_Return)
    assert table.moves() == ["c3>c4>d5"]
    table.type_move(qtbot, "k11-k10")
    # The troop of three on d5 captures the two on e6.
    table.click(qtbot, "d5")
    table.click(qtbot, "e6")
    assert table.moves()[-1] == "d5xe6"
    assert table.state.piece_at(myra.hole_index("e6")) == myra.Piece(0, 3)


def test_illegal_clicks_are_refused_with_the_reason(qtbot):
    start = myra.parse_position("a1=AQ,e5=A5,f6=B5,g7=A1,k11=BQ A A:25,B:25")
    table = _table(qtbot, start)
    table.click(qtbot, "k11")
    assert "k11 is not yours" in table.statuses[-1]
    table.click(qtbot, "e4")
    assert "not next to your queen" in table.statuses[-1]
    table.click(qtbot, "g7")
    table.click(qtbot, "f6")
    assert "cannot be captured" in table.statuses[-1]
    assert table.view.gesture.stage is Stage.TARGET  # the selection stays
    table.click(qtbot, "g7", Qt.MouseButton.RightButton)
    assert table.view.gesture.stage is Stage.SELECT
    table.click(qtbot, "e5")
    table.click(qtbot, "f6")
    assert "fortress" in table.statuses[-1]
    assert table.moves() == []
    # Typed text the rules refuse names the reason too.
    table.type_move(qtbot, "2e5xf6")
    assert "never captures" in table.statuses[-1], table.statuses[-4:]
    table.type_move(qtbot, "hello")
    assert "Cannot play" in table.statuses[-1]
    assert table.moves() == []


def test_game_played_to_the_queen_capture_by_clicks(qtbot):
    start = myra.parse_position("a1=AQ,d4=A2,g7=A1,k11=BQ,h8=B1 A A:25,B:25")
    table = _table(qtbot, start)

    def play(frm: str, to: str) -> None:
        table.click(qtbot, frm)
        table.click(qtbot, to)

    play("g7", "h8")  # Red captures Blue's soldier
    assert table.moves() == ["g7xh8"]
    play("k11", "k10")
    play("h8", "i9")
    table.click(qtbot, "a1")  # Red's queen: refused, Blue is to move
    assert "a1 is not yours" in table.statuses[-1]
    play("k10", "k11")
    play("i9", "j10")
    play("k11", "k10")
    play("j10", "k10")  # Red takes the queen
    outcome = table.controller.outcome()
    assert outcome is not None and outcome.winner == 0
    assert outcome.reason is myra.MyraTermination.QUEEN_CAPTURED
    assert table.moves() == ["g7xh8", "k11-k10", "h8-i9", "k10-k11", "i9-j10", "k11-k10", "j10xk10"]
    assert table.view.prompt() == "The game is over."
    assert "Red wins" in table.kit.describe_outcome(outcome, ["Red", "Blue"])
    table.click(qtbot, "a1")  # nothing happens once the game is over
    assert len(table.moves()) == 7


def test_three_players_takeover_skipped_turn_and_the_last_queen(qtbot):
    start = myra.parse_position("a1=AQ,b1=B1,f11=BQ,j6=A1,k6=CQ,k7=C3,g8=C2 A A:25,B:25,C:25")
    table = _table(qtbot, start)
    assert table.state.num_players == 3
    table.click(qtbot, "j6")
    table.click(qtbot, "k6")  # Red takes Green's queen
    assert table.moves() == ["j6xk6"]
    assert table.state.piece_at(myra.hole_index("k7")) == myra.Piece(0, 3)  # now Red's
    assert table.state.piece_at(myra.hole_index("g8")) == myra.Piece(0, 2)
    assert table.state.to_move == 1
    assert "out of the game" in table.kit.side_info(table.state, 2)
    table.click(qtbot, "b1")
    table.click(qtbot, "a1")  # Blue takes Red's queen: Blue's is the last queen
    outcome = table.controller.outcome()
    assert outcome is not None and outcome.winner == 1
    assert outcome.reason is myra.MyraTermination.LAST_QUEEN


def test_three_players_skip_the_captured_player(qtbot):
    start = myra.parse_position("a1=AQ,b1=A1,f11=BQ,j6=A1,k6=CQ,k7=C3 A A:25,B:25,C:25")
    table = _table(qtbot, start)
    table.click(qtbot, "j6")
    table.click(qtbot, "k6")
    assert table.state.to_move == 1
    table.type_move(qtbot, "f11-f10")
    assert table.state.to_move == 0  # Green's turn is skipped
    assert "Red" in table.view.prompt()


def test_pass_by_click_when_nothing_else_is_legal(qtbot):
    start = myra.parse_position("a1=AQ,a2=B5,b1=B5,b2=B5,k11=BQ A A:0,B:0")
    table = _table(qtbot, start)
    assert table.view.gesture.stage is Stage.PASS
    assert "no legal move" in table.view.prompt()
    table.click(qtbot, "f6")
    assert table.moves() == ["pass"]


def test_computer_opponent_answers(qtbot):
    table = _table(qtbot, myra.new_game(players=2))
    seats = [Seat("Ann"), Seat("Computer", make_computer("myra", 1), 1)]
    table.controller.set_seats(seats)
    table.click(qtbot, "a4")
    table.click(qtbot, "a5")
    table.key(qtbot, Qt.Key.Key_2)
    assert table.moves()[0] == "a4-a5"
    qtbot.waitUntil(lambda: len(table.moves()) == 2, timeout=60_000)  # a bound for a hang only
    assert table.state.to_move == 0
    assert "Red" in table.view.prompt()


@pytest.mark.parametrize("players", [2, 3])
def test_save_and_load_round_trip_with_settings(players):
    game = load_game("myra")
    rules = myra.MyraRules(repetition_draw=False, no_capture_limit=50)
    start = game.new_state(players=players, rules=rules)
    moves = []
    state = start
    for _ in range(6):
        move = state.legal_moves()[len(state.legal_moves()) // 2]
        moves.append(move)
        state = state.play(move)
    names = ["Ann", "Bob", "Cy"][:players]
    seats = [SeatInfo(name) for name in names]
    text = game.write_record(GameRecordData(start, moves, "myra", rules, seats))
    loaded = game.read_record(text)
    assert loaded.rules == rules
    assert loaded.names == names
    assert [str(m) for m in loaded.moves] == [str(m) for m in moves]
    assert loaded.start.num_players == players
    with pytest.raises(ValueError):
        game.read_record('[Game "Mill"]\n1. d2')
    with pytest.raises(ValueError):
        game.read_record("")
    with pytest.raises(ValueError, match="empty"):  # and the app says so in words
        GameSession(lambda key, count: []).read_text("", ".myra")


def test_kit_words():
    kit = MyraKit()
    game = kit.game
    assert game.player_counts() == (2, 3)
    from morra_suite.ai.myra import MAX_LEVEL
    from morra_suite.controllers.computers import max_level
    from morra_suite.controllers.remote_player import RemoteComputer

    assert max_level("myra") == MAX_LEVEL
    player = make_computer("myra", MAX_LEVEL)
    assert isinstance(player, RemoteComputer)  # a Python search thinks in a child process
    assert player.level == MAX_LEVEL and "myra" in f"{player.factory} {player.game}"
    assert kit.colour_names(3) == ["Red", "Blue", "Green"]
    assert kit.side_colours(2) == ["#c8322b", "#2c5fb8"]
    state = game.new_state("myra", 2, game.rules_for("myra"))
    assert kit.side_info(state, 0) == "queen on a1 · 25 in reserve\n25 soldiers on the board"
    assert [s.name for s in game.settings()] == ["repetition_draw", "no_capture_limit"]
    assert all(kit.setting_text(s.name)[1] for s in game.settings())
    assert game.variant_of_rules(game.rules_for("myra")) == "myra"
    assert game.variant_of_rules(myra.MyraRules(no_capture_limit=10)) is None
    draw = myra.MyraTermination.REPETITION
    from morra_suite.core.outcome import Outcome

    assert kit.describe_outcome(Outcome(None, draw), ["A", "B"]).startswith("Draw")


def test_hover_rings_only_clickable_holes(qtbot):
    table = _table(qtbot, myra.new_game(players=2))
    view = table.view
    overlay = view.myra_scene._overlay
    qtbot.mouseMove(view.viewport(), view.mapFromScene(HOLE_POINTS[h("a4")]))
    qtbot.waitUntil(lambda: overlay.hover == h("a4"), timeout=5000)
    assert view.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor
    qtbot.mouseMove(view.viewport(), view.mapFromScene(HOLE_POINTS[h("f6")]))
    qtbot.waitUntil(lambda: overlay.hover is None, timeout=5000)
    table.click(qtbot, "a4")
    qtbot.mouseMove(view.viewport(), view.mapFromScene(HOLE_POINTS[h("a5")]))
    qtbot.waitUntil(lambda: overlay.hover == h("a5"), timeout=5000)


def test_a_move_by_keyboard_alone(qtbot):
    table = _table(qtbot, myra.new_game(players=2))
    view = table.view
    view.setFocus()
    table.key(qtbot, Qt.Key.Key_Right)  # the cursor appears on the own queen
    assert view.cursor_hole == h("a1")
    for _ in range(3):
        table.key(qtbot, Qt.Key.Key_Right)
    assert view.cursor_hole == h("a4")
    table.key(qtbot, Qt.Key.Key_Space)
    table.key(qtbot, Qt.Key.Key_Up)
    assert view.cursor_hole == h("b5")
    table.key(qtbot, Qt.Key.Key_Down)
    assert view.cursor_hole == h("a4")
    table.key(qtbot, Qt.Key.Key_Right)
    assert view.cursor_hole == h("a5")
    table.key(qtbot, Qt.Key.Key_Space)
    assert view.gesture.stage is Stage.CHOOSE
    table.key(qtbot, Qt.Key.Key_1)
    assert table.moves() == ["1a4-a5"]


def test_a_played_move_travels_then_the_board_shows_the_position(qtbot):
    start = myra.parse_position("a1=AQ,d4=A4,e6=B1,f6=B1,f7=B2,k11=BQ A A:25,B:25")
    table = _table(qtbot, start)
    scene = table.view.myra_scene
    table.click(qtbot, "d4")
    table.click(qtbot, "f7")  # the capture has to wind around e6 and f6
    assert table.moves() == ["d4xf7"]
    assert scene.is_animating
    assert not scene._pieces[h("f7")].isVisible()  # the winner is not there yet
    qtbot.waitUntil(lambda: not scene.is_animating, timeout=5000)
    assert all(item.isVisible() for item in scene._pieces.values())
    assert scene._pieces[h("f7")].piece == Piece(0, 4)


def _at(scene, fraction: float) -> None:
    """Moves the running travel animation to ``fraction`` of its way."""
    animation = scene._animation
    assert animation is not None
    animation.setCurrentTime(round(animation.duration() * fraction))


def test_the_scene_plays_the_rules_trace(qtbot):
    text = "a1=AQ,d4=A4,e6=B1,f6=B1,f7=B2,b6=A1,b7=A1,c7=A1,k11=BQ A A:25,B:25"
    start = myra.parse_position(text)
    table = _table(qtbot, start)
    scene = table.view.myra_scene
    table.click(qtbot, "d4")
    table.click(qtbot, "f7")
    trace = start.trace("d4xf7")
    assert scene.trace == trace  # the rules' trace, not a path of the scene's own
    names = [myra.hole_name(x) for x in trace.path]
    assert names[0] == "d4" and names[-1] == "f7" and len(names) == 5
    assert scene._before_items[h("f7")].piece == Piece(1, 2)  # the victim stays until reached
    _at(scene, 0.5)
    mover = scene._mover
    assert mover is not None and mover.pos() == HOLE_POINTS[h(names[2])]
    assert h("f7") in scene._before_items
    _at(scene, 1.0)
    qtbot.waitUntil(lambda: not scene.is_animating, timeout=2000)
    assert scene.trace is None and not scene._before_items

    # A chain-up grows as it goes: one ball, then two, collected on c7.
    table.type_move(qtbot, "k11-k10")
    table.click(qtbot, "b6")
    table.click(qtbot, "b7")
    table.click(qtbot, "c7")  # nothing can lengthen it: collected at once
    assert table.moves()[-1] == "b6>b7>c7"
    assert scene.trace is not None and scene._mover is not None
    assert scene._mover.piece == Piece(0, 1)
    assert {h("b7"), h("c7")} <= set(scene._before_items)
    _at(scene, 0.75)
    assert scene._mover.piece == Piece(0, 2)
    assert h("b7") not in scene._before_items and h("c7") in scene._before_items
    _at(scene, 1.0)
    qtbot.waitUntil(lambda: not scene.is_animating, timeout=2000)
    assert scene._pieces[h("c7")].piece == Piece(0, 3)

    # A produced soldier comes from the tray.
    table.type_move(qtbot, "k10-k11")
    table.click(qtbot, "b2")
    assert table.moves()[-1] == "+b2"
    assert scene.trace is not None and scene.trace.from_reserve
    assert scene._mover is not None and scene._mover.pos() == scene._trays[0].pos()
    assert not scene._pieces[h("b2")].isVisible()


def test_capture_from_the_start_by_mouse(qtbot):
    table = _table(qtbot, myra.new_game(players=2))
    table.click(qtbot, "a3")
    table.click(qtbot, "c5")
    assert [c.key for c in table.view.gesture.choices] == ["2", "3"]  # c5 is two steps away
    table.click_choice(qtbot, "3")
    table.type_move(qtbot, "i11-f8")
    table.click(qtbot, "c5")
    assert h("f8") in table.view.gesture.targets
    table.click(qtbot, "f8")
    assert table.moves() == ["a3-c5", "i11-f8", "c5xf8"]
    assert table.state.piece_at(myra.hole_index("f8")) == myra.Piece(0, 3)
    assert table.state.soldiers_on_board(1) == 22
    assert table.view.myra_scene._pieces[h("f8")].toolTip() == "Red troop of 3 on f8"
    assert table.view.myra_scene._pieces[h("k11")].toolTip() == "Blue queen on k11"


def test_the_move_field_offers_the_legal_moves(qtbot):
    table = _table(qtbot, myra.new_game(players=2))
    completer = table.view.move_field.completer()
    completer.setCompletionPrefix("a4")
    offered = {
        completer.completionModel().index(i, 0).data() for i in range(completer.completionCount())
    }
    assert {"a4-a5", "1a4-a5"} <= offered
    assert all("a4" in text for text in offered)
    table.type_move(qtbot, "1a4-a5")
    # the field writes out the moves of the position shown when it is used (asked, focused,
    # typed in), not at every move of the game
    completer = table.view.move_field.completer()
    completer.setCompletionPrefix("k8")
    assert completer.completionCount() > 0  # now Blue's moves


def test_two_computers_answer_in_a_three_player_game(qtbot):
    table = _table(qtbot, myra.new_game(players=3))
    seats = [
        Seat("Ann"),
        Seat("C1", make_computer("myra", 1), 1),
        Seat("C2", make_computer("myra", 2), 2),
    ]
    table.controller.set_seats(seats)
    table.click(qtbot, "a4")
    table.click(qtbot, "a5")
    table.key(qtbot, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: len(table.moves()) == 3, timeout=10000)
    assert table.state.to_move == 0
    assert table.view.gesture.stage is Stage.SELECT


def test_drag_and_drop_a_troop(qtbot):
    table = _table(qtbot, myra.new_game(players=2))
    viewport = table.view.viewport()
    start = table.view.mapFromScene(HOLE_POINTS[h("b2")])
    end = table.view.mapFromScene(HOLE_POINTS[h("c3")])
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, pos=(start + end) / 2)
    qtbot.mouseMove(viewport, pos=end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert table.view.gesture.stage is Stage.CHOOSE  # three balls could go: how many?
    table.click_choice(qtbot, "3")
    assert table.moves() == ["b2-c3"]
    # A click on the selected troop still drops the selection.
    table.click(qtbot, "k8")
    assert table.view.gesture.stage is Stage.TARGET
    table.click(qtbot, "k8")
    assert table.view.gesture.stage is Stage.SELECT


def test_save_and_load_from_a_position_with_custom_rules():
    game = load_game("myra")
    rules = myra.MyraRules(repetition_draw=True, no_capture_limit=30)
    start = myra.parse_position("a1=AQ,b1=B1,f11=BQ,j6=A1,k6=CQ,k7=C3 A A:25,B:25,C:25", rules)
    moves = [start.parse_move("j6xk6")]
    seats = [SeatInfo(name) for name in ["Ann", "Bob", "Cy"]]
    text = game.write_record(GameRecordData(start, moves, "myra", rules, seats))
    loaded = game.read_record(text)
    assert loaded.start == start and loaded.rules == rules
    assert [str(m) for m in loaded.moves] == ["j6xk6"]
    # Rules changed in Settings after the start are the ones saved.
    other = myra.MyraRules(repetition_draw=False, no_capture_limit=0)
    again = game.write_record(GameRecordData(start, moves, "myra", other, []))
    assert game.read_record(again).rules == other


# ----- issue 12: a troop of two unchains, hints that apply, target looks, the queen's hole -------


def test_a_troop_of_two_unchains_by_mouse_and_by_key(qtbot):
    start = myra.parse_position("a1=AQ,e5=A2,k11=BQ,j10=B2 A A:25,B:25")
    table = _table(qtbot, start)
    table.click(qtbot, "e5")
    table.click(qtbot, "d5")
    assert [c.key for c in table.view.gesture.choices] == ["1", "2", "u"]
    assert "U unchains" in table.statuses[-1]
    table.click_choice(qtbot, "u")
    assert table.moves() == ["e5~d5"]
    assert table.state.piece_at(myra.hole_index("e5")) == Piece(0, 1)
    assert table.state.piece_at(myra.hole_index("d5")) == Piece(0, 1)
    # Blue's troop of two, by the U key.
    table.click(qtbot, "j10")
    table.click(qtbot, "i10")
    table.key(qtbot, Qt.Key.Key_U)
    assert table.moves() == ["e5~d5", "j10~i10"]


def test_hints_appear_only_where_they_apply(qtbot):
    start = myra.parse_position("a1=AQ,e5=A3,g7=B2,c3=A1,h3=A1,h4=A1,f8=A5,k11=BQ A A:25,B:25")
    table = _table(qtbot, start)
    # e5 to the empty e6: 1, 2 or 3 balls, or an unchain starting there: the question names U.
    table.click(qtbot, "e5")
    table.click(qtbot, "e6")
    assert table.view.gesture.stage is Stage.CHOOSE
    assert "U unchains" in table.statuses[-1]
    table.key(qtbot, Qt.Key.Key_Escape)
    table.key(qtbot, Qt.Key.Key_Escape)
    # Onto the own single on c3 (two steps): a reduce of 2 or the whole troop, never an unchain.
    table.click(qtbot, "e5")
    table.click(qtbot, "c3")
    assert [c.key for c in table.view.gesture.choices] == ["2", "3"]
    assert "U unchains" not in table.statuses[-1] and "Esc cancels" in table.statuses[-1]
    table.key(qtbot, Qt.Key.Key_U)  # U does nothing where it does not apply
    assert table.view.gesture.stage is Stage.CHOOSE and table.moves() == []
    table.key(qtbot, Qt.Key.Key_Escape)
    table.key(qtbot, Qt.Key.Key_Escape)
    # A single soldier with no single next to it: no word about chaining up.
    table.click(qtbot, "c3")
    assert "chain" not in table.statuses[-1]
    table.key(qtbot, Qt.Key.Key_Escape)
    table.click(qtbot, "h3")  # h4 is a single next to it: chaining up applies
    assert "chain up" in table.statuses[-1]
    table.key(qtbot, Qt.Key.Key_Escape)
    # A fortress never moves as a whole: its hint offers only some of its balls.
    table.click(qtbot, "f8")
    assert "some of the 5 soldiers on f8" in table.statuses[-1]
    assert "all of it" not in table.statuses[-1]


def _pixel(view, point):
    image = view.viewport().grab().toImage()
    return image.pixelColor(view.mapFromScene(point))


def test_capture_targets_are_rings_and_build_ups_are_dots(qtbot):
    start = myra.parse_position("a1=AQ,e5=A3,c3=A2,g7=B2,k11=BQ A A:25,B:25")
    table = _table(qtbot, start)
    overlay = table.view.myra_scene._overlay

    def edge(hole: str) -> QPointF:  # on a ring round the hole, at its upper left
        return HOLE_POINTS[h(hole)] + QPointF(-1, -1) * (HOLE_RADIUS + 2) / 2**0.5

    before = {hole: _pixel(table.view, edge(hole)) for hole in ("g7", "c3")}
    table.click(qtbot, "e5")
    kinds = table.view.gesture.target_kinds
    assert kinds[h("g7")] is TargetKind.CAPTURE and kinds[h("c3")] is TargetKind.BUILD_UP
    assert overlay.mark_of(h("g7")) is TargetMark.RING
    assert overlay.mark_of(h("c3")) is TargetMark.DOT
    assert overlay.mark_of(h("e6")) is TargetMark.DOT
    # On the screen: a bright ring round the enemy troop, none round the own one, whose centre
    # carries the dot instead.
    for hole in ("g7", "c3"):
        brighter = _pixel(table.view, edge(hole)).lightness() - before[hole].lightness()
        assert (brighter > 60) == (hole == "g7"), (hole, brighter)
    centre = _pixel(table.view, HOLE_POINTS[h("c3")])
    assert centre.lightness() > 200


def test_the_queens_start_holes_are_black(qtbot):
    start = myra.parse_position("c3=AQ,i9=BQ A A:25,B:25")  # both queens left their holes
    table = _table(qtbot, start)
    for corner in ("a1", "k11"):
        assert _pixel(table.view, HOLE_POINTS[h(corner)]).lightness() < 40, corner
    for other in ("a6", "f11", "k6", "f1", "f6"):
        assert _pixel(table.view, HOLE_POINTS[h(other)]).lightness() > 40, other
