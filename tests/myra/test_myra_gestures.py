"""What a board asks the Myra rules while a player points at holes, on hand-built positions:
targets and what they do, the "how many balls?" options, chain-up and unchain lines, refusals
with their reasons, and the hole-by-hole trace of every kind of move."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from morra_suite.core import IllegalMoveError
from morra_suite.core.interpret import Refusal
from morra_suite.games import myra
from morra_suite.games.myra import gestures
from morra_suite.games.myra.gestures import RefusalCode, TargetKind
from morra_suite.games.myra.pieces import Piece
from morra_suite.games.myra.trace import HoleChange, MoveKind


def pos(text: str) -> myra.MyraState:
    return myra.parse_position(text)


def h(name: str) -> int:
    return myra.hole_index(name)


def hs(*names: str) -> set[int]:
    return {h(n) for n in names}


def names(holes) -> list[str]:
    return [myra.hole_name(x) for x in holes]


QUEENS = "a1=AQ,k11=BQ"
RES = "A:25,B:25"


# ----- kinds and targets --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "holes"),
    [
        ("+b2", MoveKind.PRODUCE, ("b2",)),
        ("e5-e7", MoveKind.MOVE, ("e5", "e7")),
        ("e5xg7", MoveKind.CAPTURE, ("e5", "g7")),
        ("e5-c3", MoveKind.BUILD_UP, ("e5", "c3")),
        ("2e5-e7", MoveKind.REDUCE, ("e5", "e7")),
        ("c4>c5>d6", MoveKind.CHAIN_UP, ("c4", "c5", "d6")),
        ("e5~e6~e7", MoveKind.UNCHAIN, ("e5", "e6", "e7")),
    ],
)
def test_every_kind_of_move_is_named_with_its_holes(text, kind, holes):
    state = pos(f"{QUEENS},e5=A3,c3=A2,g7=B2,c4=A1,c5=A1,d6=A1 A {RES}")
    move = state.parse_move(text)
    assert gestures.kind_of(state, move) is kind
    assert tuple(names(move.holes)) == holes
    assert gestures.kind_of(state, text) is kind  # text is read too


def test_pass_is_a_kind_too():
    state = pos("a1=AQ,a2=B5,b1=B5,b2=B5,k11=BQ A A:0,B:0")
    assert gestures.kind_of(state, "pass") is MoveKind.PASS
    assert state.trace("pass").steps == ()


def test_targets_say_what_ending_there_does():
    state = pos(f"{QUEENS},e5=A3,c3=A2,g7=B2,e7=A3,f5=A1,f4=A1,d4=B5 A {RES}")
    targets = gestures.targets(state, h("e5"))
    assert targets[h("g7")] is TargetKind.CAPTURE
    assert targets[h("c3")] is TargetKind.BUILD_UP
    assert targets[h("e7")] is TargetKind.BUILD_UP  # 3 + 2 balls of a reduce stay within five
    assert targets[h("f5")] is TargetKind.BUILD_UP
    assert targets[h("e6")] is TargetKind.MOVE
    assert h("d4") not in targets  # an enemy fortress is never a target
    assert h("e5") not in targets
    # A single soldier: its step targets and the single next to it that a chain-up collects.
    single = gestures.targets(state, h("f5"))
    assert single[h("f4")] is TargetKind.BUILD_UP
    assert set(single) == hs("e4", "e5", "f4", "f6", "g5", "g6")
    assert gestures.targets(state, h("d9")) == {}  # an empty hole starts no gesture


def test_gesture_starts_are_movable_pieces_and_produce_holes():
    state = pos("a1=AQ,a2=A5,b1=A5,b2=A5,e5=A1,k11=BQ A A:3,B:25")
    assert gestures.gesture_starts(state) == hs("a2", "b1", "b2", "e5")  # the queen is walled in
    free = pos("a1=AQ,e5=A1,k11=BQ A A:3,B:25")
    assert hs("a2", "b1", "b2", "e5", "a1") == set(gestures.gesture_starts(free))


def test_target_options_by_count_then_unchain():
    state = pos(f"{QUEENS},e5=A4 A {RES}")
    options = gestures.target_options(state, h("e5"), h("f6"))
    assert [(o.count, o.kind) for o in options] == [
        (1, MoveKind.REDUCE),
        (2, MoveKind.REDUCE),
        (3, MoveKind.REDUCE),
        (4, MoveKind.MOVE),
        (4, MoveKind.UNCHAIN),
    ]
    assert [str(o.move) for o in options[:4]] == ["1e5-f6", "2e5-f6", "3e5-f6", "e5-f6"]
    assert options[-1].move is None  # a troop of four needs more holes for its unchain
    far = gestures.target_options(state, h("e5"), h("e7"))  # two steps: two balls at least
    assert [o.count for o in far] == [2, 3, 4]
    assert gestures.target_options(state, h("e5"), h("e10")) == ()  # five steps: out of reach
    assert gestures.target_options(state, h("d9"), h("e5")) == ()


def test_a_troop_of_two_unchains_onto_one_hole():
    state = pos(f"{QUEENS},e5=A2,e6=A2 A {RES}")
    options = gestures.target_options(state, h("e5"), h("d5"))
    assert [(o.count, o.kind) for o in options] == [
        (1, MoveKind.REDUCE),
        (2, MoveKind.MOVE),
        (2, MoveKind.UNCHAIN),
    ]
    unchain = options[-1].move
    assert unchain == myra.Unchain((h("e5"), h("d5")))
    assert state.is_legal(unchain)
    # Onto the own troop: a build-up of 1 or 2, but never an unchain (it lays balls on empty holes).
    onto = gestures.target_options(state, h("e5"), h("e6"))
    assert [(o.count, o.kind) for o in onto] == [(1, MoveKind.REDUCE), (2, MoveKind.BUILD_UP)]


def test_capture_options_have_no_reduce():
    state = pos(f"{QUEENS},e5=A3,g7=B2 A {RES}")
    options = gestures.target_options(state, h("e5"), h("g7"))
    assert [(o.count, o.kind, str(o.move)) for o in options] == [(3, MoveKind.CAPTURE, "e5xg7")]


# ----- chain-up and unchain lines -----------------------------------------------------------------


def test_unchain_continuations_never_lead_into_a_dead_end():
    # The troop of three on a6 (a corner): b6's other free neighbours are all taken.
    state = pos(f"{QUEENS},a6=A3,a5=B1,b5=B1,b7=B1,c6=B1,c7=B1 A {RES}")
    assert h("b6") not in state.unchain_continuations((h("a6"),))
    assert h("b6") in gestures.targets(state, h("a6"))  # a reduce may still go there
    assert all(
        o.kind is not MoveKind.UNCHAIN for o in gestures.target_options(state, h("a6"), h("b6"))
    )
    refusal = gestures.unchain_refusal(state, (h("a6"),), h("b6"))
    assert refusal == Refusal(RefusalCode.NOT_IN_UNCHAIN, h("b6"), {"holes": (h("b6"), h("a6"))})


def test_unchain_lines_of_a_fortress_in_any_order():
    state = pos(f"{QUEENS},f6=A5 A {RES}")
    line = (h("f6"), h("g6"))
    assert h("h7") in state.unchain_continuations(line)
    assert gestures.unchain_refusal(state, line, h("a1")) is not None
    line = (*line, h("h7"), h("h8"))
    assert state.unchain_continuations(line) == hs("g7", "g8", "h9", "i8", "i9")
    full = (*line, h("g8"))
    assert state.unchain_continuations(full) == frozenset()
    after = state.play(myra.Unchain(full))
    for name in ("f6", "g6", "h7", "h8", "g8"):
        assert after.piece_at(h(name)) == Piece(0, 1)


def test_chain_lines_refusals_and_finishing():
    state = pos(f"{QUEENS},c3=A1,c4=A1,d5=A1,e5=A1,e6=A1 A {RES}")
    assert gestures.chain_refusal(state, (h("c4"), h("d5")), h("e5")) is None
    refusal = gestures.chain_refusal(state, (h("c4"), h("d5")), h("a1"))
    assert refusal == Refusal(RefusalCode.NOT_IN_CHAIN, h("a1"), {"holes": (h("a1"), h("d5"))})
    too_short = gestures.finish_chain(state, (h("c4"),))
    assert too_short == Refusal(RefusalCode.CHAIN_TOO_SHORT, h("c4"), {"holes": (h("c4"),)})
    # Clicked from e6 down to c3: the rules' canonical line collecting on c3.
    move = gestures.finish_chain(state, tuple(h(n) for n in ("e6", "e5", "d5", "c4", "c3")))
    assert isinstance(move, myra.ChainUp) and move.to == h("c3") and state.is_legal(move)


# ----- refusals -----------------------------------------------------------------------------------


def test_first_click_refusals():
    state = pos("a1=AQ,e5=A1,g7=A5,f7=B1,f6=B1,g6=B1,h7=B1,h8=B1,g8=B1,k11=BQ A A:25,B:25")
    assert gestures.start_refusal(state, h("e5")) is None
    assert gestures.start_refusal(state, h("b2")) is None  # a produce

    def R(code, holes):  # a first click's refusal is about the hole clicked, named first
        return Refusal(code, holes[0], {"holes": holes})

    assert gestures.start_refusal(state, h("e7")) == R(
        RefusalCode.NOT_NEXT_TO_QUEEN, (h("e7"), h("a1"))
    )
    assert gestures.start_refusal(state, h("k11")) == R(RefusalCode.ENEMY_PIECE, (h("k11"),))
    assert gestures.start_refusal(state, h("g7")) == R(
        RefusalCode.CANNOT_MOVE, (h("g7"),)
    )  # walled in
    empty = pos("a1=AQ,e5=A1,k11=BQ A A:0,B:25")
    assert gestures.start_refusal(empty, h("b2")) == R(RefusalCode.NO_RESERVE, (h("b2"),))


def test_target_refusals_name_the_rule():
    state = pos("a1=AQ,b2=A1,e5=A5,f6=B5,g7=A1,c3=A4,c4=A2,d4=A1,k11=BQ A A:25,B:25")
    C = RefusalCode

    def R(code, holes):  # a target's refusal is about the hole clicked, the target
        return Refusal(code, holes[1], {"holes": holes})

    assert gestures.target_refusal(state, h("g7"), h("f6")) == R(
        C.FORTRESS_IMMUNE, (h("g7"), h("f6"))
    )
    assert gestures.target_refusal(state, h("e5"), h("f6")) == R(
        C.FORTRESS_CANNOT_CAPTURE, (h("e5"), h("f6"))
    )
    assert gestures.target_refusal(state, h("a1"), h("b2")) == R(
        C.QUEEN_NEVER_JOINS, (h("a1"), h("b2"))
    )
    assert gestures.target_refusal(state, h("b2"), h("a1")) == R(
        C.QUEEN_NEVER_JOINS, (h("b2"), h("a1"))
    )
    assert state.chain_continuations((h("a1"),)) == frozenset()  # the queen never chains up
    assert gestures.target_refusal(state, h("d4"), h("e5")) == R(C.OVER_FIVE, (h("d4"), h("e5")))
    assert gestures.target_refusal(state, h("c4"), h("c3")) is None  # 1 of 2 onto the 4 makes five
    assert gestures.target_refusal(state, h("g7"), h("g9")) == R(C.OUT_OF_REACH, (h("g7"), h("g9")))
    assert gestures.target_refusal(state, h("c3"), h("e4")) is None


# ----- traces -------------------------------------------------------------------------------------


def test_a_capture_winds_around_pieces_and_changes_its_target_on_arrival():
    state = pos("a1=AQ,d4=A4,e6=B1,f6=B1,f7=B2,k11=BQ A A:25,B:25")
    trace = state.trace("d4xf7")
    assert trace.kind is MoveKind.CAPTURE and trace.player == 0
    path = trace.path
    assert path[0] == h("d4") and path[-1] == h("f7") and len(path) == 5
    assert all(state.piece_at(x) is None for x in path[1:-1])
    assert all(b in myra.NEIGHBOURS[a] for a, b in pairwise(path))
    assert [s.carried for s in trace.steps] == [Piece(0, 4)] * 4 + [None]
    assert trace.steps[0].changes == (HoleChange(h("d4"), Piece(0, 4), None),)
    assert all(not s.changes for s in trace.steps[1:-1])
    assert trace.steps[-1].changes == (HoleChange(h("f7"), Piece(1, 2), Piece(0, 4)),)


def test_the_queen_steps_one_hole():
    state = pos("a1=AQ,k11=BQ A A:25,B:25")
    trace = state.trace("a1-b2")
    assert trace.path == (h("a1"), h("b2"))
    assert trace.steps[0].carried == Piece(0, myra.QUEEN)


def test_build_up_reduce_chain_up_unchain_and_produce_traces():
    state = pos(f"{QUEENS},e5=A4,c3=A1,c4=A1,d5=A1,b2=A1,a2=A4 A {RES}")
    build = state.trace("b2-a2")
    assert build.kind is MoveKind.BUILD_UP
    assert build.steps[-1].changes == (HoleChange(h("a2"), Piece(0, 4), Piece(0, 5)),)
    reduce = state.trace("2e5-e7")
    assert reduce.path == (h("e5"), h("e6"), h("e7"))
    assert [s.carried for s in reduce.steps] == [Piece(0, 2), Piece(0, 2), None]
    assert reduce.steps[0].changes == (HoleChange(h("e5"), Piece(0, 4), Piece(0, 2)),)
    assert reduce.steps[-1].changes == (HoleChange(h("e7"), None, Piece(0, 2)),)
    chain = state.trace("c3>c4>d5")
    assert chain.path == (h("c3"), h("c4"), h("d5"))
    assert [s.carried for s in chain.steps] == [Piece(0, 1), Piece(0, 2), None]
    assert [c.after for s in chain.steps for c in s.changes] == [None, None, Piece(0, 3)]
    unchain = pos(f"{QUEENS},f6=A5 A {RES}").trace("f6~g6~h7~h8~g8")
    assert [s.carried.size if s.carried else 0 for s in unchain.steps] == [4, 3, 2, 1, 0]
    assert [c.after for s in unchain.steps for c in s.changes] == [Piece(0, 1)] * 5
    produce = state.trace("+b1")
    assert produce.from_reserve and produce.path == (h("b1"),)
    assert produce.steps[0].carried == Piece(0, 1)
    assert produce.steps[-1].changes == (HoleChange(h("b1"), None, Piece(0, 1)),)


def test_a_queen_capture_with_three_players_turns_the_soldiers_on_arrival():
    state = pos("a1=AQ,b1=B1,f11=BQ,j6=A1,k6=CQ,k7=C3 A A:25,B:25,C:25")
    trace = state.trace("j6xk6")
    last = {c.hole: (c.before, c.after) for c in trace.steps[-1].changes}
    assert last[h("k6")] == (Piece(2, myra.QUEEN), Piece(0, 1))
    assert last[h("k7")] == (Piece(2, 3), Piece(0, 3))


def test_an_illegal_move_has_no_trace():
    with pytest.raises(IllegalMoveError):
        pos(f"{QUEENS},e5=A1 A {RES}").trace("e5-e7")


@pytest.mark.parametrize("players", [2, 3])
def test_every_trace_of_random_games_replays_the_move(players):
    """Applying a trace's changes gives the position ``play`` gives, its path is a walk over
    neighbours through empty holes no longer than the piece may go, and it names every change."""
    rng = random.Random(players)
    state = myra.new_game(players)
    for _ in range(80):
        if state.is_game_over():
            break
        for move in state.legal_moves():
            trace = state.trace(move)
            after = state.play(move)
            cells = dict(state.pieces)
            for change in trace.changes:
                assert cells.get(change.hole) == change.before
                if change.after is None:
                    cells.pop(change.hole, None)
                else:
                    cells[change.hole] = change.after
            assert cells == dict(after.pieces), str(move)
            assert len({c.hole for c in trace.changes}) == len(trace.changes)
            path = trace.path
            assert all(b in myra.NEIGHBOURS[a] for a, b in pairwise(path))
            if isinstance(move, myra.PieceMove | myra.Reduce):
                assert all(state.piece_at(x) is None for x in path[1:-1])
                carried = trace.steps[0].carried
                assert carried is not None
                assert len(path) - 1 <= max(1, carried.size)
            assert trace.steps[-1].carried is None if trace.steps else move == myra.PASS
        state = state.play(rng.choice(state.legal_moves()))
