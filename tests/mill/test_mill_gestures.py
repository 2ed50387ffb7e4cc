"""The gesture helpers and the move in progress (``PendingMove``) on every board.

A pending move is what the board shows between a person's clicks: the piece on its new point, the
mill it closed, the pieces that may go. These tests hold it to the rules: it starts only where a
legal move starts, ends only in a legal move, and reaches every legal move.
"""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from morra_suite.core import IllegalMoveError
from morra_suite.games import mill
from morra_suite.games.mill import gestures

P = mill.point_index


def names(points) -> list[str]:
    return [mill.point_name(p) for p in points]


def lines(mills) -> list[str]:
    return ["-".join(names(m)) for m in mills]


def rules(preset: str, **changes) -> mill.MillRules:
    return dataclasses.replace(mill.MillRules.preset(preset), **changes)


def removal_order(state: mill.MillState, move: mill.MillMove) -> tuple[int, ...]:
    """An order in which a person may click ``move``'s removals (taking the last free piece can
    be what makes a piece in a mill removable, so the sorted order is not always one)."""
    assert move.dst is not None
    for order in itertools.permutations(move.removals):
        pending = gestures.begin(state, move.src, move.dst)
        try:
            for point in order:
                pending = pending.remove(point)
        except IllegalMoveError:
            continue
        return order
    raise AssertionError(f"no click order reaches {move}")


# --- one board at a time ------------------------------------------------------------------------


def test_three_mens_morris_line_needs_no_removal() -> None:
    state = mill.parse_position("three w:a1,b1 b:a2,b3 hand:1,1 to:w")
    pending = gestures.begin(state, None, "c1")
    assert lines(pending.mills_closed()) == ["a1-b1-c1"]
    assert pending.removals_left == 0 and pending.is_complete
    assert pending.removable() == ()
    assert pending.move == mill.MillMove(None, P("c1")) == pending.complete()
    assert pending.board.piece_at("c1") == 0 and pending.board.hands == (0, 1)
    assert lines(gestures.mills_closed_by(state, "c1")) == ["a1-b1-c1"]
    after = state.play("c1")
    assert lines(gestures.mills_closed_by_last(after, pending.move)) == ["a1-b1-c1"]


def test_three_mens_morris_diagonal_is_a_line_when_the_rules_say_so() -> None:
    plain = mill.parse_position("three w:a1,b2 b:a2,b3 hand:1,1 to:w")
    assert gestures.mills_closed_by(plain, "c3") == ()
    diagonal = mill.parse_position("w:a1,b2 b:a2,b3 hand:1,1 to:w", rules("three", diagonals=True))
    assert lines(gestures.begin(diagonal, None, "c3").mills_closed()) == ["a1-b2-c3"]


def test_six_mens_morris_corner_closes_two_mills_and_takes_two() -> None:
    state = mill.parse_position("six(removal_per_mill=yes) w:c1,e1,a3,a5 b:b2,d4,c5 hand:2,3 to:w")
    pending = gestures.begin(state, None, "a1")
    assert lines(pending.mills_closed()) == ["a1-c1-e1", "a5-a3-a1"]
    assert pending.removals_left == 2
    assert names(pending.removable()) == ["c5", "b2", "d4"]
    first = pending.remove(P("d4"))
    assert first.removals_left == 1 and not first.is_complete
    assert first.board.piece_at("d4") is None and first.board.pieces_on_board(1) == 2
    assert names(first.removable()) == ["c5", "b2"]
    move = first.complete(P("b2"))
    assert str(move) == "a1xb2xd4"
    assert move in state.legal_moves()
    # without the setting the same placement closes both mills but takes one piece
    one = gestures.begin(
        mill.parse_position("six w:c1,e1,a3,a5 b:b2,d4,c5 hand:2,3 to:w"), None, "a1"
    )
    assert len(one.mills_closed()) == 2 and one.removals_left == 1


def test_nine_mens_morris_slide_closes_a_mill() -> None:
    state = mill.parse_position("nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w")
    assert names(state.targets_from("g4")) == ["g7", "g1", "f4"]
    assert [str(m) for m in state.moves_from("g4")][:2] == ["g4-g7", "g4-g1xa7"]
    pending = gestures.begin(state, "g4", "g1")
    assert str(pending) == "g4-g1" and pending.mover == 0
    assert lines(pending.mills_closed()) == ["g1-d1-a1"]
    assert names(pending.removable()) == ["a7", "d7", "b6", "f6"]
    board = pending.board
    assert board.piece_at("g4") is None and board.piece_at("g1") == 0
    assert board.to_move == 0 and board.hands == (0, 0)
    assert state.piece_at("g4") == 0 and state.piece_at("g1") is None  # the state is untouched
    assert str(pending.complete(P("d7"))) == "g4-g1xd7"


def test_nine_mens_morris_double_mill_by_placement() -> None:
    text = "w:a7,g7,d6,d5 b:a1,g1,b4 hand:5,6 to:w"
    one = gestures.begin(mill.parse_position(text, mill.MillRules.preset("nine")), None, "d7")
    assert lines(one.mills_closed()) == ["a7-d7-g7", "d7-d6-d5"]
    assert one.removals_left == 1
    two = gestures.begin(
        mill.parse_position(text, rules("nine", removal_per_mill=True)), None, "d7"
    )
    assert two.removals_left == 2
    assert str(two.complete(P("a1"), P("g1"))) == "d7xa1xg1"
    assert two.board.hands == (4, 6)


def test_twelve_mens_morris_diagonal_crossing_closes_three_mills() -> None:
    text = "w:d7,g7,a4,a1,b6,c5 b:g1,f2,e4,d2 hand:6,8 to:w"
    state = mill.parse_position(text, rules("twelve", removal_per_mill=True))
    pending = gestures.begin(state, None, "a7")
    assert lines(pending.mills_closed()) == ["a7-d7-g7", "a1-a4-a7", "a7-b6-c5"]
    assert pending.removals_left == 3
    move = pending.complete(P("g1"), P("f2"), P("e4"))
    assert move in state.legal_moves() and len(move.removals) == 3
    preset = gestures.begin(mill.parse_position(text, mill.MillRules.preset("twelve")), None, "a7")
    assert len(preset.mills_closed()) == 3 and preset.removals_left == 1
    # a step along a diagonal into a crossing closes two mills at once
    step = gestures.begin(
        mill.parse_position(
            "w:a7,d6,f6,b2,b4 b:g1,f2,e4 hand:0,0 to:w", rules("twelve", removal_per_mill=True)
        ),
        "a7",
        "b6",
    )
    assert lines(step.mills_closed()) == ["b6-d6-f6", "b2-b4-b6"]
    assert step.removals_left == 2 and step.board.piece_at("a7") is None


def test_lasker_moves_and_places_while_pieces_are_in_hand() -> None:
    state = mill.parse_position("lasker w:a1,d1,g4 b:a7,d7,b6 hand:7,7 to:w")
    slide = gestures.begin(state, "g4", "g1")
    assert lines(slide.mills_closed()) == ["g1-d1-a1"]
    assert slide.board.hands == (7, 7) and slide.board.piece_at("g4") is None
    place = gestures.begin(state, None, "g1")
    assert lines(place.mills_closed()) == ["g1-d1-a1"]
    assert place.board.hands == (6, 7) and place.board.piece_at("g4") == 0
    assert state.movable_pieces() and state.targets_from(None)
    per_mill = mill.parse_position(
        "w:a7,g7,d6,d5,a1 b:g1,b4,f2 hand:5,7 to:w", rules("lasker", removal_per_mill=True)
    )
    double = gestures.begin(per_mill, None, "d7")
    assert lines(double.mills_closed()) == ["a7-d7-g7", "d7-d6-d5"]
    assert double.removals_left == 2
    assert str(double.complete(P("g1"), P("f2"))) == "d7xg1xf2"


def test_the_removable_pieces_are_worked_out_again_after_each_removal() -> None:
    # Black's b2-b4-b6 is a mill and g7 is free: g7 must go first, then the mill may be broken.
    state = mill.parse_position(
        "w:g1,a1,d2,d3 b:b2,b4,b6,g7 hand:5,5 to:w", rules("nine", removal_per_mill=True)
    )
    pending = gestures.begin(state, None, "d1")
    assert lines(pending.mills_closed()) == ["g1-d1-a1", "d1-d2-d3"]
    assert names(pending.removable()) == ["g7"]
    with pytest.raises(IllegalMoveError, match="protected"):
        pending.remove(P("b4"))
    after_free = pending.remove(P("g7"))
    assert names(after_free.removable()) == ["b6", "b2", "b4"]
    assert str(after_free.complete(P("b4"))) == "d1xb4xg7"
    with pytest.raises(IllegalMoveError):
        pending.complete(P("b4"), P("g7"))


def test_refusals_name_the_move_and_the_reason() -> None:
    state = mill.parse_position("nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w")
    with pytest.raises(IllegalMoveError, match=r"a1-g7.*not connected"):
        gestures.begin(state, "a1", "g7")
    with pytest.raises(IllegalMoveError, match="d1 is not empty"):
        gestures.begin(state, "a1", "d1")
    with pytest.raises(ValueError, match="no white piece on e5"):
        gestures.begin(state, "e5", "e4")
    pending = gestures.begin(state, "g4", "g1")
    with pytest.raises(IllegalMoveError, match=r"g4-g1xc5.*c5 is empty"):
        pending.remove(P("c5"))
    with pytest.raises(IllegalMoveError, match="c3 is the mover's own"):
        pending.remove(P("c3"))
    with pytest.raises(IllegalMoveError, match=r"choose 1 more piece.*a7, d7, b6, f6"):
        pending.move  # noqa: B018 - the property is what raises
    done = pending.remove(P("b6"))
    with pytest.raises(IllegalMoveError, match="no more pieces"):
        done.remove(P("a7"))
    quiet = gestures.begin(state, "a1", "a4")
    assert quiet.is_complete and quiet.mills_closed() == ()
    assert str(quiet.move) == "a1-a4"


def test_every_gesture_refusal_carries_its_code() -> None:
    """What a board words comes from the rules: each refused gesture raises with its code, and
    the same reason with its facts is there to ask for without an exception."""
    M = mill.MillIllegal
    state = mill.parse_position("nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w")
    pending = gestures.begin(state, "g4", "g1")
    for point, code in (("c5", M.REMOVE_EMPTY), ("c3", M.REMOVE_OWN)):
        with pytest.raises(IllegalMoveError) as refused:
            pending.remove(P(point))
        assert refused.value.code is code
        assert pending.removal_refusal(P(point)).code is code
        assert pending.removal_refusal(P(point)).point == P(point)
    assert pending.removal_refusal(P("a7")) is None
    with pytest.raises(IllegalMoveError) as missing:
        pending.move  # noqa: B018 - the property is what raises
    assert missing.value.code is M.MUST_REMOVE
    with pytest.raises(IllegalMoveError) as too_many:
        pending.remove(P("b6")).remove(P("a7"))
    assert too_many.value.code is M.MUST_REMOVE
    with pytest.raises(IllegalMoveError) as far:
        gestures.begin(state, "a1", "g7")
    assert far.value.code is M.NOT_ADJACENT
    # a piece in a mill while the opponent has a free one: protected, and the facts say whose
    guarded = gestures.begin(
        mill.parse_position("nine w:a1,a4 b:g7,g4,g1,b6 hand:5,5 to:w"), None, "a7"
    )
    refusal = guarded.removal_refusal(P("g4"))
    assert (refusal.code, refusal.owner, refusal.mover) == (M.PROTECTED_PIECE, 1, 0)
    with pytest.raises(IllegalMoveError) as protected:
        guarded.remove(P("g4"))
    assert protected.value.code is M.PROTECTED_PIECE


def test_a_game_over_begins_nothing() -> None:
    won = mill.new_game("three").play("a1").play("a2").play("b1").play("b3").play("c1")
    assert won.outcome() is not None
    with pytest.raises(IllegalMoveError, match="game is over"):
        gestures.begin(won, None, "c3")
    assert won.moves_from(None) == () and won.targets_from(None) == ()


def test_a_blocked_player_must_pass() -> None:
    blocked = mill.parse_position(
        "w:a1,g1,g7 b:d1,a4,g4,d7 hand:0,0 to:w",
        rules("nine", flying=False, blocked_passes=True),
    )
    assert blocked.must_pass() and blocked.movable_pieces() == ()
    assert not mill.new_game("nine").must_pass()


# --- every preset: the gestures reach exactly the legal moves ----------------------------------

RULE_SETS = {name: mill.MillRules.preset(name) for name in mill.PRESETS}
RULE_SETS["nine-per-mill"] = rules("nine", removal_per_mill=True)
RULE_SETS["twelve-per-mill"] = rules("twelve", removal_per_mill=True, remove_from_mills=True)
RULE_SETS["six-per-mill-lasker"] = rules("six", removal_per_mill=True, move_while_placing=True)
for _preset in ("dooz", "russian", "da_san_qi", "zhi_qi", "el_filja"):
    RULE_SETS[_preset] = mill.MillRules.preset(_preset)
RULE_SETS["nine-own-blocked-both"] = rules(
    "nine", placing_mill="own", blocked_action="both_remove", flying=False
)


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_random_games_every_legal_move_is_a_gesture(name: str) -> None:
    rng = random.Random(name)
    state = mill.new_game(RULE_SETS[name])
    for _ in range(120):
        legal = state.legal_moves()
        if not legal:
            break
        made = [m for p in (None, *state.movable_pieces()) for m in state.moves_from(p)]
        assert sorted(made, key=str) == sorted(
            (m for m in legal if not m.is_pass and not m.is_removal_only), key=str
        )
        for move in legal:
            if move.is_pass:
                assert state.must_pass()
                continue
            if move.is_removal_only:  # a removal the rules owe: its clicks choose the pieces
                assert state.removal_due() is not None
                pending = gestures.begin(state, None, None)
                assert pending.mills_closed() == ()
                left = set(move.removals)
                while left:
                    point = next(p for p in pending.removable() if p in left)
                    pending = pending.remove(point)
                    left.discard(point)
                assert pending.move == move
                assert pending.board.masks == state.play(move).masks
                continue
            assert move.dst in state.targets_from(move.src)
            closed = gestures.mills_closed_by(state, move)
            assert len(closed) == state.mills_formed_by(move)
            assert all(move.dst in m and m in state.topology.mills for m in closed)
            order = removal_order(state, move)
            pending = gestures.begin(state, move.src, move.dst)
            assert pending.mills_closed() == closed
            assert pending.removals_left == len(move.removals)
            for point in order:
                assert point in pending.removable()
                pending = pending.remove(point)
            assert pending.move == move
            after = state.play(move)
            if state.rules.is_plain:
                assert (pending.board.masks, pending.board.hands) == (after.masks, after.hands)
            elif state.rules.placing_mill != "own":
                # marks and owed removals come with the turn; the pieces left are the same
                assert pending.board.masks == after.masks
            assert gestures.mills_closed_by_last(after, move) == closed
        state = state.play(rng.choice(legal))
