"""Every kind of Myra move and every ruling, each on a hand-built position.

Rulings where the original text is silent are named as in resources/rules/en/myra.md.
"""

from __future__ import annotations

from collections import Counter

import pytest

from morra_suite.core import IllegalMoveError, MoveParseError, Outcome
from morra_suite.games import myra
from morra_suite.games.myra import MyraTermination as T


def pos(text: str, **kwargs: object) -> myra.MyraState:
    return myra.parse_position(text, **kwargs)  # type: ignore[arg-type]


def texts(state: myra.MyraState) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def h(name: str) -> int:
    return myra.hole_index(name)


def piece(state: myra.MyraState, name: str) -> tuple[int, int] | None:
    p = state.piece_at(h(name))
    return None if p is None else (p.player, p.size)


# Two queens far away from the action, so positions are legal and nothing interferes.
QUEENS = "a1=AQ,k11=BQ"
RES = "A:0,B:0"


# ----- start position ----------------------------------------------------------------------------


def test_start_position_two_players() -> None:
    state = myra.new_game(players=2)
    assert state.num_players == 2
    assert state.to_move == 0
    assert state.alive_players == (0, 1)
    assert state.reserve(0) == state.reserve(1) == 25
    assert state.soldiers_on_board(0) == state.soldiers_on_board(1) == 25
    assert state.queen(0) == h("a1") and state.queen(1) == h("k11")
    kinds = Counter(type(m).__name__ for m in state.legal_moves())
    # 169 = 83 moves of whole troops + 65 reduces + 21 unchains; no produce (the queen's
    # neighbours are full) and no chain-up (no single soldiers yet).
    assert len(state.legal_moves()) == 169
    assert kinds == {"PieceMove": 83, "Reduce": 65, "Unchain": 21}
    assert state.outcome() is None


def test_start_position_three_players() -> None:
    state = myra.new_game(players=3)
    assert state.num_players == 3
    assert [myra.hole_name(state.queen(p)) for p in range(3)] == ["a1", "f11", "k6"]
    assert all(state.soldiers_on_board(p) == 25 and state.reserve(p) == 25 for p in range(3))
    assert len(state.legal_moves()) == 169
    # Every player has the same number of moves at the start (the setup is turned round).
    b_first = myra.parse_position(state.position().replace(" A ", " B "))
    c_first = myra.parse_position(state.position().replace(" A ", " C "))
    assert len(b_first.legal_moves()) == len(c_first.legal_moves()) == 169


def test_players_must_be_two_or_three() -> None:
    with pytest.raises(ValueError, match="2 or 3"):
        myra.new_game(players=4)


# ----- 1. move -----------------------------------------------------------------------------------


# Ruling R1
def test_queen_and_single_soldier_move_one_step() -> None:
    state = pos(f"{QUEENS},e5=A1,f8=AQ A A:0,B:0".replace("a1=AQ,", ""))
    assert {str(m) for m in state.moves_from(h("e5"))} == {
        "e5-d4", "e5-d5", "e5-e4", "e5-e6", "e5-f5", "e5-f6",
    }  # fmt: skip
    assert len(state.moves_from(h("f8"))) == 6
    with pytest.raises(IllegalMoveError, match="e7 is not next to e5"):
        state.play("e5-e7")


# Ruling R2
def test_troop_goes_up_to_n_steps_through_empty_holes() -> None:
    state = pos(f"{QUEENS},e5=A2 A {RES}")
    targets = state.troop_targets(h("e5"))
    assert targets == {i for i in range(91) if 1 <= myra.distance(h("e5"), i) <= 2}
    assert len(targets) == 18
    after = state.play("e5-e7")
    assert piece(after, "e7") == (0, 2) and piece(after, "e5") is None


# Ruling R3
@pytest.mark.parametrize("blocker", ["A1", "B1", "A4", "B3"])
def test_paths_are_blocked_by_any_piece(blocker: str) -> None:
    # The only 2-step path e5 -> e7 runs over e6.
    state = pos(f"{QUEENS},e5=A2,e6={blocker} A {RES}")
    assert h("e7") not in state.troop_targets(h("e5"))
    with pytest.raises(IllegalMoveError, match="no path of at most 2 steps"):
        state.play("e5-e7")


# Ruling R3
@pytest.mark.parametrize("queen", ["AQ", "BQ"])
def test_paths_are_blocked_by_queens_too(queen: str) -> None:
    other = "k11=BQ" if queen == "AQ" else "a1=AQ"
    state = pos(f"{other},e5=A2,e6={queen} A {RES}")
    assert h("e7") not in state.troop_targets(h("e5"))


# Ruling R2
def test_winding_path_counts_and_its_length_is_what_limits() -> None:
    # a2 and b2 block the short ways from a1; b3 is 2 steps away on an empty board but the only
    # free path is a1 b1 c2 c3 b3: 4 steps. A troop of 4 gets there, a troop of 3 does not.
    four = pos("a1=A4,a2=B1,b2=B1,e5=AQ,k11=BQ A A:0,B:0")
    assert h("b3") in four.troop_targets(h("a1"))
    assert str(four.find_move(h("a1"), h("b3"))) == "a1-b3"
    three = pos("a1=A3,a2=B1,b2=B1,e5=AQ,k11=BQ A A:0,B:0")
    assert h("b3") not in three.troop_targets(h("a1"))
    assert h("c3") in three.troop_targets(h("a1"))
    # The hole it left is not a way back: a path uses no hole twice.
    assert h("a1") not in four.troop_targets(h("a1"))


# Ruling R2
def test_one_move_per_target_however_many_paths() -> None:
    state = pos(f"{QUEENS},e5=A4 A {RES}")
    moves = [m for m in state.legal_moves() if isinstance(m, myra.PieceMove) and m.frm == h("e5")]
    assert len(moves) == len({m.to for m in moves})
    # 60 holes lie within 4 steps of e5; a1 is one of them, held by the own queen: no target.
    assert len(moves) == 60 - 1


# Ruling R6
def test_troop_captures_any_enemy_piece_of_any_size_but_not_a_fortress() -> None:
    state = pos(f"{QUEENS},e5=A2,e7=B4,c5=B5,d4=B1 A {RES}")
    assert {"e5xe7", "e5xd4"} <= texts(state)
    assert "e5xc5" not in texts(state)
    after = state.play("e5xe7")
    assert piece(after, "e7") == (0, 2)
    assert after.soldiers_on_board(1) == 6  # the 4 left the game (not to any reserve)
    assert after.reserve(1) == 0
    with pytest.raises(IllegalMoveError, match="fortress on c5 cannot be captured"):
        state.play("e5xc5")


# Ruling R6
def test_single_soldier_captures_a_big_troop() -> None:
    state = pos(f"{QUEENS},e5=A1,e6=B4 A {RES}")
    assert "e5xe6" in texts(state)


def test_capture_must_be_written_with_x_but_minus_is_tolerated_as_text() -> None:
    state = pos(f"{QUEENS},e5=A1,e6=B4 A {RES}")
    assert str(state.parse_move("e5-e6")) == "e5xe6"
    with pytest.raises(IllegalMoveError, match="write e5xe6"):
        state.play(myra.PieceMove(h("e5"), h("e6"), capture=False))
    with pytest.raises(IllegalMoveError, match="no enemy piece"):
        state.play("e5xf5")


# Ruling R5, R6
def test_queen_captures_and_never_joins() -> None:
    state = pos("e5=AQ,e6=B3,f6=A1,k11=BQ A A:0,B:0")
    assert "e5xe6" in texts(state)
    assert "e5-f6" not in texts(state)
    with pytest.raises(IllegalMoveError, match="queen never joins"):
        state.play("e5-f6")


# Ruling R5
def test_soldiers_never_join_the_own_queen() -> None:
    state = pos("e5=AQ,e6=A1,e7=A2,k11=BQ A A:0,B:0")
    assert "e6-e5" not in texts(state)
    assert "e7-e5" not in texts(state)
    with pytest.raises(IllegalMoveError, match="never join the queen"):
        state.play("e6-e5")


# Ruling R14
def test_capture_of_the_queen_by_a_single_soldier_wins_with_two_players() -> None:
    state = pos("a1=AQ,e5=A1,e6=BQ,k11=B3 A A:3,B:7")
    after = state.play("e5xe6")
    assert after.outcome() == Outcome(0, T.QUEEN_CAPTURED)
    assert after.legal_moves() == ()
    assert after.alive_players == (0,)
    assert after.reserve(1) == 0
    assert after.position() == "a1=AQ,e6=A1,k11=B3 A A:3"
    assert myra.parse_position(after.position()) == after
    with pytest.raises(IllegalMoveError, match="game is over"):
        after.play("a1-a2")


# Ruling R6
def test_anything_captures_the_queen_a_troop_too() -> None:
    state = pos("a1=AQ,e5=A3,e8=BQ B A:0,B:0")
    assert "e8-e7" in texts(state)
    state = state.play("e8-e7")
    assert state.play("e5xe7").outcome() == Outcome(0, T.QUEEN_CAPTURED)


# ----- fortress ----------------------------------------------------------------------------------


def test_fortress_cannot_move_as_a_whole() -> None:
    state = pos(f"{QUEENS},e5=A5 A {RES}")
    own = state.moves_from(h("e5"))
    assert not [m for m in own if isinstance(m, myra.PieceMove)]
    assert state.troop_targets(h("e5")) == frozenset()
    assert {type(m) for m in own} == {myra.Reduce, myra.Unchain}
    with pytest.raises(IllegalMoveError, match="fortress cannot move as a whole"):
        state.play("e5-e6")


# Ruling R6
def test_fortress_cannot_be_captured_by_anything() -> None:
    state = pos("e4=AQ,e5=B5,e6=A1,f6=A4,k11=BQ A A:0,B:0")
    assert not [m for m in state.legal_moves() if getattr(m, "capture", False)]
    for text in ("e4xe5", "e6xe5", "f6xe5"):
        with pytest.raises(IllegalMoveError, match="cannot be captured"):
            state.play(text)


# Ruling R7
def test_a_fortress_made_by_build_up_or_chain_up_is_one_at_once() -> None:
    state = pos("a1=AQ,e5=A1,e6=A4,d4=A1,d5=A1,d6=A1,c4=A1,c5=A1,f7=B1,k11=BQ A A:0,B:0")
    built = state.play("e5-e6")
    chained = state.play("c4>c5>d6>d5>d4")
    for after, hole in ((built, "e6"), (chained, "d4")):
        assert piece(after, hole) == (0, 5)
        assert not [m for m in after.legal_moves() if isinstance(m, myra.PieceMove)
                    and h(hole) in (m.frm, m.to)]  # fmt: skip
    built = built.play("f7-f6")
    assert "e6-e7" not in texts(built)
    assert {type(m) for m in built.moves_from(h("e6"))} == {myra.Reduce, myra.Unchain}


# ----- 2. build up -------------------------------------------------------------------------------


def test_build_up_joins_own_troops_up_to_five() -> None:
    state = pos(f"{QUEENS},e5=A2,e6=A3,f6=A3,d4=A1,d5=A4 A {RES}")
    after = state.play("e5-e6")
    assert piece(after, "e6") == (0, 5) and piece(after, "e5") is None
    assert "d4-d5" in texts(state)
    assert piece(state.play("d4-d5"), "d5") == (0, 5)


# Ruling R4
def test_whole_troop_may_not_end_on_an_own_troop_it_would_take_above_five() -> None:
    # Ruling: no partial join, the move is simply illegal.
    state = pos(f"{QUEENS},e5=A3,e6=A3,d5=A5,d4=A1 A {RES}")
    assert "e5-e6" not in texts(state)
    assert "d4-d5" not in texts(state)
    with pytest.raises(IllegalMoveError, match="above five"):
        state.play("e5-e6")


# ----- 3. reduce ---------------------------------------------------------------------------------


# Ruling R8
def test_reduce_takes_k_balls_up_to_k_steps() -> None:
    state = pos(f"{QUEENS},e5=A4 A {RES}")
    ones = state.troop_targets(h("e5"), 1)
    twos = state.troop_targets(h("e5"), 2)
    threes = state.troop_targets(h("e5"), 3)
    assert len(ones) == 6 and len(twos) == 18 and len(threes) == 36
    assert state.troop_targets(h("e5"), 4) == state.troop_targets(h("e5"))  # count 4 is the move
    after = state.play("3e5-e8")
    assert piece(after, "e5") == (0, 1) and piece(after, "e8") == (0, 3)


# Ruling R8
def test_reduce_never_captures() -> None:
    state = pos(f"{QUEENS},e5=A3,e6=B1 A {RES}")
    assert "e5xe6" in texts(state)
    reduces = [m for m in state.legal_moves() if isinstance(m, myra.Reduce)]
    assert h("e6") not in {m.to for m in reduces}
    for text in ("2e5xe6", "1e5-e6"):
        with pytest.raises(IllegalMoveError, match="reduce never captures"):
            state.play(text)


# Ruling R4, R8
def test_reduce_builds_up_on_own_troops_capped_at_five() -> None:
    state = pos(f"{QUEENS},e5=A5,e6=A3 A {RES}")
    assert "2e5-e6" in texts(state)
    assert "3e5-e6" not in texts(state)
    after = state.play("2e5-e6")
    assert piece(after, "e5") == (0, 3) and piece(after, "e6") == (0, 5)
    with pytest.raises(IllegalMoveError, match="above five"):
        state.play("3e5-e6")


# Ruling R8
def test_reduce_counts_are_one_to_n_minus_one() -> None:
    state = pos(f"{QUEENS},e5=A3 A {RES}")
    with pytest.raises(IllegalMoveError, match="1 to 2 balls"):
        state.play("4e5-e6")
    with pytest.raises(IllegalMoveError, match="1 to 2 balls"):
        state.play(myra.Reduce(3, h("e5"), h("e6")))
    with pytest.raises(IllegalMoveError, match="troop of two or more"):
        pos(f"{QUEENS},e5=A1 A {RES}").play(myra.Reduce(1, h("e5"), h("e6")))
    # As text, a count of the whole piece is the piece's move (see below).
    assert str(pos(f"{QUEENS},e5=A1 A {RES}").parse_move("1e5-e6")) == "e5-e6"


# ----- 4. chain up -------------------------------------------------------------------------------


def test_chain_up_of_two() -> None:
    state = pos(f"{QUEENS},e5=A1,e6=A1 A {RES}")
    chains = {str(m) for m in state.legal_moves() if isinstance(m, myra.ChainUp)}
    assert chains == {"e5>e6", "e6>e5"}
    after = state.play("e5>e6")
    assert piece(after, "e6") == (0, 2) and piece(after, "e5") is None


def test_chain_up_of_five_makes_a_fortress_and_six_is_too_many() -> None:
    line = ["e3", "e4", "e5", "e6", "e7", "e8"]
    state = pos(f"{QUEENS}," + ",".join(f"{n}=A1" for n in line) + f" A {RES}")
    after = state.play("e3>e4>e5>e6>e7")
    assert piece(after, "e7") == (0, 5)
    assert all(piece(after, n) is None for n in line[:4])
    chains = [m for m in state.legal_moves() if isinstance(m, myra.ChainUp)]
    assert max(len(m.holes) for m in chains) == 5
    assert "e3>e4>e5>e6>e7" in {str(m) for m in chains}
    with pytest.raises(IllegalMoveError, match="2 to 5 single soldiers"):
        state.play("e3>e4>e5>e6>e7>e8")


# Ruling R9
def test_chain_up_may_bend_and_collects_into_its_last_hole() -> None:
    state = pos(f"{QUEENS},e5=A1,e6=A1,f7=A1 A {RES}")
    after = state.play("e5>e6>f7")
    assert piece(after, "f7") == (0, 3)


# Ruling R9
def test_chain_up_line_is_own_singles_only_queen_and_troops_excluded() -> None:
    # Ruling: the last hole is one of the singles, not a troop the line runs into.
    state = pos(f"e4=AQ,e5=A1,e6=A2,d4=A1,k11=BQ,f6=B1 A {RES}")
    chains = {str(m) for m in state.legal_moves() if isinstance(m, myra.ChainUp)}
    assert chains == {"d4>e5", "e5>d4"}
    with pytest.raises(IllegalMoveError, match="e6 is not a single soldier"):
        state.play("e5>e6")
    with pytest.raises(IllegalMoveError, match="B"):
        state.play("e5>f6")
    with pytest.raises(IllegalMoveError, match="e4 is not a single soldier"):
        state.play("e5>e4")


def test_chain_up_needs_neighbouring_holes() -> None:
    state = pos(f"{QUEENS},e5=A1,e7=A1 A {RES}")
    with pytest.raises(IllegalMoveError, match="not next to each other"):
        state.play("e5>e7")


# Ruling R9
def test_chain_up_orders_giving_the_same_result_are_one_move() -> None:
    # e5, e6, f6 are mutual neighbours: e5>e6>f6 and e6>e5>f6 both collect into f6.
    state = pos(f"{QUEENS},e5=A1,e6=A1,f6=A1 A {RES}")
    into_f6 = [m for m in state.legal_moves() if isinstance(m, myra.ChainUp) and m.to == h("f6")]
    assert [str(m) for m in into_f6 if len(m.holes) == 3] == ["e5>e6>f6"]
    assert str(state.parse_move("e6>e5>f6")) == "e5>e6>f6"
    assert state.play("e6>e5>f6") == state.play("e5>e6>f6")


# ----- 5. unchain --------------------------------------------------------------------------------


def test_unchain_of_a_fortress_in_a_straight_line() -> None:
    state = pos(f"{QUEENS},e5=A5 A {RES}")
    after = state.play("e5~e6~e7~e8~e9")
    assert all(piece(after, n) == (0, 1) for n in ("e5", "e6", "e7", "e8", "e9"))


# Ruling R10
def test_unchain_line_may_bend() -> None:
    state = pos(f"{QUEENS},e5=A5 A {RES}")
    after = state.play("e5~e6~f7~g7~g6")
    assert all(piece(after, n) == (0, 1) for n in ("e5", "e6", "f7", "g7", "g6"))


# Ruling R10
def test_unchain_lays_every_ball_into_empty_holes_never_capturing() -> None:
    state = pos(f"{QUEENS},e5=A3,e7=B1,f6=A1 A {RES}")
    with pytest.raises(IllegalMoveError, match="e7 is not empty"):
        state.play("e5~e6~e7")
    with pytest.raises(IllegalMoveError, match="f6 is not empty"):
        state.play("e5~f6~g7")
    with pytest.raises(IllegalMoveError, match="lays out 2 balls"):
        state.play("e5~e6")
    unchains = {str(m) for m in state.moves_from(h("e5")) if isinstance(m, myra.Unchain)}
    assert "e5~e6~e7" not in unchains
    assert "e5~e6~d6" in unchains


# Ruling R10
def test_unchain_of_two_goes_to_each_empty_neighbour_and_queen_or_single_cannot() -> None:
    state = pos(f"{QUEENS},e5=A2,e6=A1 A {RES}")
    unchains = [m for m in state.legal_moves() if isinstance(m, myra.Unchain)]
    assert sorted(myra.hole_name(m.holes[1]) for m in unchains) == ["d4", "d5", "e4", "f5", "f6"]
    with pytest.raises(IllegalMoveError, match="single soldier cannot unchain"):
        state.play("e6~e7")
    with pytest.raises(IllegalMoveError, match="queen cannot unchain"):
        state.play("a1~a2")


# Ruling R10
def test_unchain_orders_covering_the_same_holes_are_one_move() -> None:
    state = pos(f"{QUEENS},e5=A3 A {RES}")
    unchains = [m for m in state.legal_moves() if isinstance(m, myra.Unchain)]
    sets = [frozenset(m.holes) for m in unchains]
    assert len(sets) == len(set(sets))
    # e5~e6~f6 and e5~f6~e6 lay the same two balls.
    assert str(state.parse_move("e5~f6~e6")) == "e5~e6~f6"


# ----- 6. produce --------------------------------------------------------------------------------


# Ruling R11
def test_produce_only_next_to_the_own_queen_on_empty_holes() -> None:
    state = pos("e5=AQ,e6=B1,d4=A2,k11=BQ A A:2,B:0")
    produces = {str(m) for m in state.legal_moves() if isinstance(m, myra.Produce)}
    assert produces == {"+d5", "+e4", "+f5", "+f6"}
    assert state.produce_targets() == {h("d5"), h("e4"), h("f5"), h("f6")}
    after = state.play("+f5")
    assert piece(after, "f5") == (0, 1)
    assert after.reserve(0) == 1
    with pytest.raises(IllegalMoveError, match="e7 is not next to the own queen"):
        state.play("+e7")
    with pytest.raises(IllegalMoveError, match="e6 is not empty"):
        state.play("+e6")


# Ruling R11
def test_produce_only_while_the_reserve_lasts() -> None:
    state = pos("e5=AQ,k11=BQ A A:1,B:0")
    state = state.play("+e6").play("k11-k10")
    assert state.reserve(0) == 0
    assert not state.produce_targets()
    with pytest.raises(IllegalMoveError, match="reserve is empty"):
        state.play("+e4")


# ----- pass --------------------------------------------------------------------------------------


# Ruling R12
def test_pass_when_no_legal_move_and_only_then() -> None:
    stuck = pos("a1=AQ,a2=B5,b1=B5,b2=B5,k11=BQ A A:0,B:0")
    assert stuck.legal_moves() == (myra.PASS,)
    after = stuck.play("pass")
    assert after.to_move == 1 and after.cells == stuck.cells
    assert after.no_capture == 1
    free = pos("a1=AQ,a2=B5,b1=B5,k11=BQ A A:0,B:0")
    assert "pass" not in texts(free)
    with pytest.raises(IllegalMoveError, match="only when they have no legal move"):
        free.play("pass")


# Ruling R12
def test_stuck_queen_with_reserve_produces_instead_of_passing() -> None:
    state = pos("a1=AQ,a2=B5,b1=B5,k11=BQ A A:1,B:0")
    assert texts(state) == {"+b2", "a1-b2"}


# ----- three players -----------------------------------------------------------------------------


THREE = "a1=AQ,e5=A1,e6=BQ,g8=B3,h8=B5,k6=CQ,j5=C2 A A:4,B:9,C:6"


def test_three_players_turns_go_a_b_c() -> None:
    state = pos(THREE)
    assert state.num_players == 3
    state = state.play("a1-a2")
    assert state.to_move == 1
    state = state.play("g8-g9")
    assert state.to_move == 2
    assert state.play("k6-k7").to_move == 0


# Ruling R13
def test_three_player_takeover_and_skipped_turns() -> None:
    state = pos(THREE)
    after = state.play("e5xe6")
    assert after.outcome() is None
    assert after.alive_players == (0, 2)
    # B's troops change colour where they stand; B's reserve leaves the game.
    # Sizes stay: the fortress on h8 is A's fortress now.
    assert piece(after, "g8") == (0, 3) and piece(after, "h8") == (0, 5)
    assert after.reserve(1) == 0 and after.reserve(0) == 4
    assert after.soldiers_on_board(0) == 9
    assert after.position() == "a1=AQ,e6=A1,g8=A3,h8=A5,j5=C2,k6=CQ C A:4,C:6"
    assert myra.parse_position(after.position()) == after
    # B's turn is skipped from now on: C, A, C, A...
    assert after.to_move == 2
    after = after.play("k6-k7")
    assert after.to_move == 0
    after = after.play("g8-g9")
    assert after.to_move == 2


def test_three_players_game_goes_on_until_one_queen_is_left() -> None:
    state = pos("a1=AQ,b1=C1,e5=A1,e6=BQ,k6=CQ,j5=C2 A A:0,B:0,C:0")
    state = state.play("e5xe6")
    assert state.to_move == 2
    end = state.play("b1xa1")
    assert end.outcome() == Outcome(2, T.LAST_QUEEN)
    assert end.alive_players == (2,)
    assert end.legal_moves() == ()


# Ruling R13
def test_takeover_when_b_takes_c_and_c_is_skipped() -> None:
    state = pos("a1=AQ,e5=B1,e6=CQ,f7=C2,k11=BQ B A:0,B:0,C:0")
    after = state.play("e5xe6")
    assert piece(after, "f7") == (1, 2)
    assert after.to_move == 0
    assert after.play("a1-a2").to_move == 1
    # With C out, the letters alone would read as a two-player game: the position says so.
    assert after.position() == "a1=AQ,e6=B1,f7=B2,k11=BQ A A:0,B:0 players=3"
    assert myra.parse_position(after.position()).num_players == 3
    assert myra.parse_position(after.position()) == after


# ----- draws -------------------------------------------------------------------------------------


SHUFFLE = ("e5-e6", "g7-g8", "e6-e5", "g8-g7")


# Ruling R15
def test_threefold_repetition_with_the_same_player_to_move_draws() -> None:
    state = pos("e5=AQ,g7=BQ A A:0,B:0")
    for _ in range(2):
        for move in SHUFFLE:
            assert state.outcome() is None
            state = state.play(move)
    assert state.outcome() == Outcome(None, T.REPETITION)
    assert state.legal_moves() == ()


def test_repetition_draw_is_a_setting() -> None:
    rules = myra.MyraRules(repetition_draw=False)
    state = myra.parse_position("e5=AQ,g7=BQ A A:0,B:0", rules=rules)
    for _ in range(5):
        for move in SHUFFLE:
            state = state.play(move)
    assert state.outcome() is None


# Ruling R12, R15
def test_repetition_needs_the_same_player_to_move() -> None:
    # A is stuck and passes; B shuffles its queen. The start pieces stand there four times in
    # the first five turns, but only twice with each player to move: no repetition yet.
    state = pos("a1=AQ,a2=B5,b1=B5,b2=B5,k11=BQ A A:0,B:0")
    for move in ("pass", "k11-k10", "pass", "k10-k11", "pass"):
        state = state.play(move)
    assert state.outcome() is None
    state = state.play("k11-k10").play("pass").play("k10-k11")
    assert state.outcome() == Outcome(None, T.REPETITION)


# Ruling R15
def test_produce_and_capture_clear_the_repetition_history() -> None:
    state = pos("e5=AQ,g7=BQ A A:3,B:0")
    for move in SHUFFLE:
        state = state.play(move)
    state = state.play("+e4")
    assert len(state.history) == 1


# Ruling R16
def test_no_capture_limit_draws_after_that_many_turns() -> None:
    rules = myra.MyraRules(no_capture_limit=6, repetition_draw=False)
    state = myra.parse_position("e5=AQ,g7=BQ A A:0,B:0", rules=rules)
    for n, move in enumerate(SHUFFLE + SHUFFLE[:2], 1):
        state = state.play(move)
        assert state.no_capture == n
    assert state.outcome() == Outcome(None, T.NO_CAPTURE_LIMIT)


# Ruling R16
def test_a_capture_resets_the_no_capture_count() -> None:
    rules = myra.MyraRules(no_capture_limit=3)
    state = myra.parse_position("a1=AQ,e5=A1,e7=B1,k11=BQ A A:0,B:0", rules=rules)
    state = state.play("e5-e6").play("k11-k10")
    assert state.no_capture == 2
    state = state.play("e6xe7")
    assert state.no_capture == 0
    assert state.outcome() is None
    # no nocapture=N field after a capture; the position names its draw setting (limit=3)
    assert state.position().split()[2:] == ["A:0,B:0", "limit=3"]


def test_no_capture_count_is_in_the_position_and_the_limit_off_at_zero() -> None:
    state = myra.parse_position("e5=AQ,g7=BQ A A:0,B:0 nocapture=199")
    assert state.play("e5-e6").outcome() == Outcome(None, T.NO_CAPTURE_LIMIT)
    off = myra.parse_position(
        "e5=AQ,g7=BQ A A:0,B:0 nocapture=199",
        rules=myra.MyraRules(no_capture_limit=0, repetition_draw=False),
    )
    assert off.play("e5-e6").outcome() is None
    assert default_rules_are_on()


# Ruling R17
def test_capturing_the_last_queen_wins_even_at_the_no_capture_limit() -> None:
    state = myra.parse_position("a1=AQ,e5=A1,e6=BQ A A:0,B:0 nocapture=199")
    assert state.play("e5xe6").outcome() == Outcome(0, T.QUEEN_CAPTURED)
    assert state.play("e5-e4").outcome() == Outcome(None, T.NO_CAPTURE_LIMIT)


def default_rules_are_on() -> bool:
    rules = myra.MyraRules()
    return rules.repetition_draw and rules.no_capture_limit == 200


def test_rules_reject_a_negative_limit() -> None:
    with pytest.raises(ValueError, match="no_capture_limit"):
        myra.MyraRules(no_capture_limit=-1)


# ----- notation ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["+e5", "a2-c4", "a2xc4", "2a2-c4", "a3>a4>b5", "b5~a4~a3", "pass"],
)
def test_canonical_texts_read_back(text: str) -> None:
    move = myra.moves.parse_move_text(text)
    assert str(move) == text


@pytest.mark.parametrize(
    ("text", "reason"),
    [("", "empty"), ("e5", "not a Myra move"), ("a2-a9", "row a has diagonals"), ("6a2-a3", "not")],
)
def test_bad_move_texts_say_why(text: str, reason: str) -> None:
    state = myra.new_game()
    with pytest.raises(MoveParseError, match=reason):
        state.parse_move(text)


def test_moves_of_the_wrong_player_are_illegal() -> None:
    state = myra.new_game()
    with pytest.raises(IllegalMoveError, match="holds a piece of B"):
        state.play("k10-j8")
    with pytest.raises(IllegalMoveError, match="e5 is empty"):
        state.play("e5-e6")


# ----- what a click interpreter asks --------------------------------------------------------------


def test_moves_from_a_hole_and_targets_for_a_count() -> None:
    state = pos(f"{QUEENS},e5=A3,f6=A1,f7=A1,c3=B2 A {RES}")
    from_e5 = state.moves_from(h("e5"))
    assert {type(m) for m in from_e5} == {myra.PieceMove, myra.Reduce, myra.Unchain}
    assert all(m.frm == h("e5") for m in from_e5)
    assert h("c3") in state.troop_targets(h("e5"))  # capture within 3 steps
    assert h("c3") not in state.troop_targets(h("e5"), 2)  # a reduce never captures
    # One soldier: one step, onto an empty hole or the own single on f6 (making a troop of two).
    assert state.troop_targets(h("e5"), 1) == {h(n) for n in ("d4", "d5", "e4", "e6", "f5", "f6")}
    assert state.troop_targets(h("d9")) == frozenset()  # empty hole
    assert str(state.find_move(h("e5"), h("c3"))) == "e5xc3"
    assert str(state.find_move(h("e5"), h("e7"), 2)) == "2e5-e7"
    assert str(state.find_move(h("e5"), h("e8"), 3)) == "e5-e8"
    with pytest.raises(IllegalMoveError, match="reduce never captures"):
        state.find_move(h("e5"), h("c3"), 2)
    chain_moves = [m for m in state.moves_from(h("f6")) if isinstance(m, myra.ChainUp)]
    assert [str(m) for m in chain_moves] == ["f6>f7"]
    assert state.moves_from(h("f7")) and all(m.frm == h("f7") for m in state.moves_from(h("f7")))


def test_chain_and_unchain_continuations_guide_clicks() -> None:
    state = pos(f"{QUEENS},e5=A3,f6=A1,f7=A1,g7=A1,g8=A2 A {RES}")
    assert state.chain_continuations((h("f6"),)) == {h("f7"), h("g7")}
    assert state.chain_continuations((h("f6"), h("f7"))) == {h("g7")}
    assert state.unchain_continuations((h("e5"),)) == {h(n) for n in ("d4", "d5", "e4", "e6", "f5")}
    assert state.unchain_continuations((h("e5"), h("e6"))) == {h("d5"), h("d6"), h("e7")}
    assert state.unchain_continuations((h("e5"), h("e6"), h("e7"))) == frozenset()
    assert state.unchain_continuations((h("f6"),)) == frozenset()  # a single cannot unchain
    move = state.resolve(myra.ChainUp((h("g7"), h("f6"), h("f7"))))
    assert move == myra.ChainUp((h("f6"), h("g7"), h("f7")))


def test_moves_are_hashable_values_with_their_text() -> None:
    move = myra.PieceMove(h("a2"), h("c4"), capture=True)
    assert str(move) == "a2xc4" and hash(move) == hash(myra.PieceMove(h("a2"), h("c4"), True))
    assert str(myra.Reduce(2, h("a2"), h("c4"))) == "2a2-c4"
    assert str(myra.Produce(h("e5"))) == "+e5"
    assert str(myra.ChainUp((h("a3"), h("a4"), h("b5")))) == "a3>a4>b5"
    assert str(myra.Unchain((h("b5"), h("a4"), h("a3")))) == "b5~a4~a3"
    assert str(myra.PASS) == "pass" and myra.Pass() == myra.PASS


def test_state_follows_the_core_protocol() -> None:
    from morra_suite.core import GameState

    state = myra.new_game(players=3)
    assert isinstance(state, GameState)
    assert state.num_players == 3 and state.to_move == 0
    assert state.legal_moves() == state.legal_moves()  # a fixed order, the same every time
    assert myra.new_game(players=3).legal_moves() == state.legal_moves()


def test_odd_move_objects_are_illegal_with_a_reason() -> None:
    state = pos(f"{QUEENS},e5=A3 A {RES}")
    with pytest.raises(IllegalMoveError, match="names the troop's hole"):
        state.play(myra.Unchain((h("e5"),)))
    with pytest.raises(IllegalMoveError, match="2 to 5 single soldiers"):
        state.play(myra.ChainUp(()))
    with pytest.raises(IllegalMoveError, match="no hole 99"):
        state.play(myra.PieceMove(99, 3))
    with pytest.raises(IllegalMoveError, match="not a Myra move"):
        state.play(42)
    assert not state.is_legal("e5-e9")
    assert not state.is_legal("nonsense")
    assert state.is_legal("e5-e8")


def test_a_count_of_the_whole_troop_reads_as_a_move() -> None:
    state = pos(f"{QUEENS},e5=A3,e7=B2 A {RES}")
    assert str(state.parse_move("3e5-g7")) == "e5-g7"
    assert str(state.parse_move("3e5xe7")) == "e5xe7"
    assert str(state.parse_move("3E5-E7")) == "e5xe7"
    with pytest.raises(IllegalMoveError, match="reduce never captures"):
        state.parse_move("2e5xe7")


def test_states_survive_pickle_and_deepcopy_with_their_caches() -> None:
    import copy
    import pickle

    state = myra.parse_position("e5=AQ,g7=BQ A A:0,B:0")
    for move in ("e5-e6", "g7-g8", "e6-e5", "g8-g7") * 2:
        state.outcome()
        state.legal_moves()
        state = state.play(move)
    assert state.outcome() is not None
    for other in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state)):
        assert other == state
        assert other.outcome() == state.outcome()
        assert other.legal_moves() == ()
