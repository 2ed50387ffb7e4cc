"""The Myra click interpreter alone (pure Python): gestures, questions and refusals.

The interpreter takes board indices; these tests name the holes (``h("e5")``) for reading."""

from __future__ import annotations

import pytest

from morra_suite.core import PositionError
from morra_suite.core.interpret import Interpreter
from morra_suite.games import myra
from morra_suite.games.myra import gestures
from morra_suite.games.myra.board import NAMES, NEIGHBOURS
from morra_suite.games.myra.gestures import RefusalCode, TargetKind
from morra_suite.games.myra.interpret import MyraInterpreter, Stage
from morra_suite.games.myra.trace import MoveKind

HOLES = NAMES


def h(name: str) -> int:
    return myra.hole_index(name)


def hs(*names: str) -> frozenset[int]:
    return frozenset(h(n) for n in names)


def _input(text: str) -> MyraInterpreter:
    return MyraInterpreter(myra.parse_position(text))


def code(feedback) -> RefusalCode | None:
    """The rules' reason a click was refused (``None``: it was taken)."""
    return feedback.refusal.code if feedback.refusal is not None else None


def test_the_interpreter_has_the_core_shape():
    ui: Interpreter = _input("a1=AQ,e5=A1,k11=BQ A A:25,B:25")
    assert ui.click(h("e5")).prompt is Stage.TARGET
    assert ui.cancel().prompt is Stage.SELECT
    ui.reset(myra.parse_position("a1=AQ,e5=A1,k11=BQ B A:25,B:25"))
    fb = ui.click(h("k10"))
    assert fb.is_complete and str(fb.move) == "+k10"
    refused = MyraInterpreter(myra.new_game()).click(h("k11"))
    assert refused.refusal is not None and refused.refusal.where == h("k11")
    assert refused.refusal.fact("holes") == (h("k11"),)
    assert MyraInterpreter(None).click(h("a1")).prompt is Stage.OVER
    assert MyraInterpreter(myra.new_game()).click(99).prompt is Stage.SELECT  # no hole: nothing


def test_topology_and_position_come_from_the_rules():
    assert len(HOLES) == 91
    assert {NAMES[n] for n in NEIGHBOURS[h("a1")]} == {"a2", "b1", "b2"}
    assert len(NEIGHBOURS[h("f6")]) == 6
    ui = _input("a1=AQ,a2=A4,k11=BQ B A:25,B:3 nocapture=4")
    gesture = ui.gesture()
    assert gesture.player == 1
    assert gesture.producible == hs("j10", "j11", "k10")  # Blue's reserve of 3, by Blue's queen
    assert code(ui.click(h("a2"))) is RefusalCode.ENEMY_PIECE
    assert code(ui.click(h("a1"))) is RefusalCode.ENEMY_PIECE
    assert str(ui.click(h("k10")).move) == "+k10"
    with pytest.raises(PositionError):
        _input("a1=AX A A:1")


@pytest.mark.parametrize(
    ("position", "text", "kind", "path"),
    [
        ("a1=AQ,k11=BQ A A:25,B:25", "+b2", MoveKind.PRODUCE, ("b2",)),
        ("a1=AQ,a2=A3,k11=BQ A A:25,B:25", "a2-c4", MoveKind.MOVE, ("a2", "c4")),
        ("a1=AQ,a2=A3,c4=B1,k11=BQ A A:25,B:25", "a2xc4", MoveKind.CAPTURE, ("a2", "c4")),
        ("a1=AQ,a2=A3,c4=A1,k11=BQ A A:25,B:25", "a2-c4", MoveKind.BUILD_UP, ("a2", "c4")),
        ("a1=AQ,a2=A3,k11=BQ A A:25,B:25", "2a2-c4", MoveKind.REDUCE, ("a2", "c4")),
        ("a1=AQ,a3=A1,a4=A1,b5=A1,k11=BQ A A:25,B:25", "a3>a4>b5", MoveKind.CHAIN_UP, None),
        ("a1=AQ,b5=A3,k11=BQ A A:25,B:25", "b5~a4~a3", MoveKind.UNCHAIN, None),
        ("a1=AQ,a2=B5,b1=B5,b2=B5,k11=BQ A A:0,B:0", "pass", MoveKind.PASS, ()),
    ],
)
def test_every_notation_reads_as_a_path(position, text, kind, path):
    state = myra.parse_position(position)
    move = state.parse_move(text)
    assert gestures.kind_of(state, move) is kind
    if path is None:  # chain-ups and unchains: the rules' canonical order of the same holes
        clicked = tuple(text.replace(">", " ").replace("~", " ").split())
        assert sorted(NAMES[x] for x in move.holes) == sorted(clicked)
        if kind is MoveKind.CHAIN_UP:
            assert NAMES[move.to] == clicked[-1]  # collected into the last hole
        assert NAMES[move.frm] == clicked[0]
    else:
        assert tuple(NAMES[x] for x in move.holes) == path


def test_every_legal_move_of_random_games_is_read():
    import random

    rng = random.Random(3)
    for players in (2, 3):
        state = myra.new_game(players)
        for _ in range(60):
            moves = state.legal_moves()
            if not moves:
                break
            for move in moves:
                assert gestures.kind_of(state, move) in MoveKind
                assert state.trace(move).path[-1:] == move.holes[-1:]
            state = state.play(rng.choice(moves))


def test_produce_is_one_click_and_refusals_name_the_reason():
    ui = _input("a1=AQ,e5=A1,k11=BQ A A:25,B:25")
    fb = ui.click(h("e7"))
    assert (code(fb), fb.refusal.fact("holes")) == (
        RefusalCode.NOT_NEXT_TO_QUEEN,
        (h("e7"), h("a1")),
    )
    fb = ui.click(h("k11"))
    assert code(fb) is RefusalCode.ENEMY_PIECE
    fb = ui.click(h("b2"))
    assert fb.prompt is Stage.DONE and str(fb.move) == "+b2"
    empty = _input("a1=AQ,e5=A1,k11=BQ A A:0,B:25")
    assert code(empty.click(h("b2"))) is RefusalCode.NO_RESERVE


def test_another_own_piece_reselects_and_cancel_drops():
    ui = _input("a1=AQ,e5=A2,c3=A4,k11=BQ A A:25,B:25")  # 2 + 4 > 5: no build-up there
    assert ui.click(h("e5")).prompt is Stage.TARGET
    fb = ui.click(h("c3"))
    assert fb.prompt is Stage.TARGET and ui.gesture().path == (h("c3"),)
    assert ui.cancel().prompt is Stage.SELECT
    ui.click(h("c3"))
    assert ui.click(h("c3")).prompt is Stage.SELECT  # a second click on it drops it too


def test_count_question_offers_each_count_and_unchain():
    ui = _input("a1=AQ,e5=A4,k11=BQ A A:25,B:25")
    ui.click(h("e5"))
    assert h("f6") in ui.gesture().targets
    fb = ui.click(h("f6"))
    assert fb.prompt is Stage.CHOOSE
    assert [(c.key, c.kind) for c in ui.gesture().choices] == [
        ("1", MoveKind.REDUCE),
        ("2", MoveKind.REDUCE),
        ("3", MoveKind.REDUCE),
        ("4", MoveKind.MOVE),
        ("u", MoveKind.UNCHAIN),
    ]
    assert ui.choose("9").prompt is Stage.CHOOSE  # an unknown key changes nothing
    assert ui.cancel().prompt is Stage.TARGET
    ui.click(h("f6"))
    fb = ui.choose("3")
    assert str(fb.move) == "3e5-f6"


def test_far_target_or_capture_needs_no_question():
    ui = _input("a1=AQ,e5=A3,g7=B2,k11=BQ A A:25,B:25")
    ui.click(h("e5"))
    assert str(ui.click(h("h7")).move) == "e5-h7"  # three steps: only the whole troop gets there
    ui = _input("a1=AQ,e5=A3,g7=B2,k11=BQ A A:25,B:25")
    ui.click(h("e5"))
    assert str(ui.click(h("g7")).move) == "e5xg7"


def test_unchain_offers_only_holes_that_can_finish_the_line():
    # The troop of three on a6 (a corner): b6 is a dead end when all its other neighbours are taken.
    ui = _input("a1=AQ,a6=A3,a5=B1,b5=B1,b7=B1,c6=B1,c7=B1,k11=BQ A A:25,B:25")
    fb = ui.click(h("a6"))
    assert fb.prompt is Stage.TARGET
    assert h("b6") in ui.gesture().targets  # a reduce may still go there
    ui.click(h("b6"))
    assert all(c.kind is not MoveKind.UNCHAIN for c in ui.gesture().choices)


def test_unchain_of_a_fortress_clicked_in_any_order():
    ui = _input("a1=AQ,f6=A5,k11=BQ A A:25,B:25")
    ui.click(h("f6"))
    ui.click(h("g6"))
    fb = ui.choose("u")
    assert fb.prompt is Stage.UNCHAIN and ui.gesture().remaining == 3
    assert code(ui.click(h("a1"))) is RefusalCode.NOT_IN_UNCHAIN
    for hole in ("h7", "h8"):
        fb = ui.click(h(hole))
    assert fb.prompt is Stage.UNCHAIN and ui.gesture().remaining == 1
    fb = ui.click(h("g8"))
    assert fb.prompt is Stage.DONE
    after = myra.parse_position("a1=AQ,f6=A5,k11=BQ A A:25,B:25").play(fb.move)
    for hole in ("f6", "g6", "h7", "h8", "g8"):
        assert after.piece_at(h(hole)) == myra.Piece(0, 1)


def test_chain_of_five_finishes_by_itself_and_any_order_is_accepted():
    ui = _input("a1=AQ,c3=A1,c4=A1,d5=A1,e5=A1,e6=A1,k11=BQ A A:25,B:25")
    assert ui.click(h("e6")).prompt is Stage.TARGET
    for hole in ("e5", "d5", "c4"):
        fb = ui.click(h(hole))
        assert fb.prompt is Stage.CHAIN
    fb = ui.click(h("c3"))
    assert fb.prompt is Stage.DONE and fb.move.to == h("c3")
    ui = _input("a1=AQ,c3=A1,c4=A1,d5=A1,e5=A1,e6=A1,k11=BQ A A:25,B:25")
    ui.click(h("c4"))
    ui.click(h("d5"))
    assert code(ui.click(h("a1"))) is RefusalCode.NOT_IN_CHAIN
    fb = ui.finish()
    assert fb.prompt is Stage.DONE and str(fb.move) == "c4>d5"


def test_pass_and_game_over():
    ui = _input("a1=AQ,a2=B5,b1=B5,b2=B5,k11=BQ A A:0,B:0")
    assert ui.gesture().stage is Stage.PASS
    assert str(ui.finish().move) == "pass"
    ongoing = MyraInterpreter(
        myra.parse_position("a1=AQ,b2=A1,k11=BQ,j11=B1 A A:1,B:1").play("b2-c3")
    )
    assert ongoing.gesture().stage is Stage.SELECT and ongoing.player == 1
    won = myra.parse_position("a1=AQ,j10=A1,k11=BQ A A:1,B:1").play("j10xk11")
    ui = MyraInterpreter(won)
    assert ui.gesture().stage is Stage.OVER
    assert ui.click(h("a1")).prompt is Stage.OVER


def test_random_input_never_raises_and_only_makes_legal_moves():
    import random

    rng = random.Random(11)
    made = 0
    for players in (2, 3):
        state = myra.new_game(players)
        ui = MyraInterpreter()
        for _turn in range(70):
            if state.outcome() is not None:
                break
            legal = {str(m) for m in state.legal_moves()}
            ui.reset(state)
            for _ in range(40):
                action = rng.random()
                if action < 0.7:
                    # Mostly holes the interpreter offers, sometimes any hole.
                    offered = ui.gesture().targets
                    pool = sorted(offered) if offered and rng.random() < 0.8 else range(len(HOLES))
                    fb = ui.click(rng.choice(pool))
                elif action < 0.85:
                    fb = ui.choose(rng.choice("12345u"))
                elif action < 0.95:
                    fb = ui.finish()
                else:
                    fb = ui.cancel()
                if fb.prompt is Stage.DONE:
                    assert fb.is_complete and str(fb.move) in legal
                    made += 1
                    break
                assert fb.move is None
            state = state.play(rng.choice(state.legal_moves()))
    assert made > 40


def test_a_troop_of_two_unchains_by_its_key():
    ui = _input("a1=AQ,e5=A2,k11=BQ A A:25,B:25")
    ui.click(h("e5"))
    ui.click(h("d5"))
    assert [(c.key, c.kind) for c in ui.gesture().choices] == [
        ("1", MoveKind.REDUCE),
        ("2", MoveKind.MOVE),
        ("u", MoveKind.UNCHAIN),
    ]
    fb = ui.choose("u")
    assert fb.prompt is Stage.DONE and str(fb.move) == "e5~d5"


def test_targets_carry_what_ending_there_does():
    ui = _input("a1=AQ,e5=A3,c3=A2,g7=B2,k11=BQ A A:25,B:25")
    ui.click(h("e5"))
    gesture = ui.gesture()
    assert gesture.target_kinds[h("g7")] is TargetKind.CAPTURE
    assert gesture.target_kinds[h("c3")] is TargetKind.BUILD_UP
    assert gesture.target_kinds[h("e6")] is TargetKind.MOVE
    assert set(gesture.target_kinds) == gesture.targets
    assert gesture.can_move_whole and not gesture.can_chain


def test_hints_know_what_applies():
    ui = _input("a1=AQ,e5=A1,e6=A1,g7=A5,c3=A1,k11=BQ A A:25,B:25")
    ui.click(h("e5"))
    assert ui.gesture().can_chain
    ui.cancel()
    ui.click(h("c3"))
    assert not ui.gesture().can_chain  # no single next to it
    ui.cancel()
    fb = ui.click(h("g7"))
    assert fb.prompt is Stage.TARGET and not ui.gesture().can_move_whole  # a fortress never moves
