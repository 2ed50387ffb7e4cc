"""The captures without a mill (custodian, intervention, leap), each pinned by a hand-built
position: what each takes, along which lines, in which phase, with how many pieces, how it meets
a mill, and that records, tokens and Sanmill's FEN carry the games that use them."""

from __future__ import annotations

import dataclasses

import pytest

from morra_suite.core import PositionError
from morra_suite.games import mill
from morra_suite.games.mill.game import GAME


def legal(text: str) -> set[str]:
    return {str(m) for m in mill.parse_position(text).legal_moves()}


# White moves g4-g7: g7 ends a7-d7-g7 (a side of the outer square) with Black's d7 in the middle
# and White's a7 at the other end.
CUSTODIAN = "w:a7,g4,a1,b2 b:d7,f2,b6,c4 hand:0,0 to:w"


def test_custodian_takes_the_piece_caught_between_two() -> None:
    assert "g4-g7xd7" in legal(f"nine(custodian=yes) {CUSTODIAN}")
    assert "g4-g7" not in legal(f"nine(custodian=yes) {CUSTODIAN}")  # the capture is not optional
    assert "g4-g7" in legal(f"nine {CUSTODIAN}")  # without the setting, nothing is caught
    after = mill.parse_position(f"nine(custodian=yes) {CUSTODIAN}").play("g4-g7xd7")
    assert after.piece_at("d7") is None and after.quiet == 0


def test_custodian_counts_only_on_its_lines_in_its_phase_and_with_its_count() -> None:
    assert "g4-g7" in legal(f"nine(custodian=yes,custodian_lines=cross) {CUSTODIAN}")
    assert "g4-g7xd7" in legal(f"nine(custodian=yes,custodian_lines=edges_cross) {CUSTODIAN}")
    assert "g4-g7" in legal(f"nine(custodian=yes,custodian_when=placing_only) {CUSTODIAN}")
    assert "g4-g7xd7" in legal(f"nine(custodian=yes,custodian_when=moving_only) {CUSTODIAN}")
    # four white pieces: "only with three" keeps the capture back; with three it counts
    assert "g4-g7" in legal(f"nine(custodian=yes,custodian_three=yes) {CUSTODIAN}")
    three = CUSTODIAN.replace(",b2", "")
    assert "g4-g7xd7" in legal(f"nine(custodian=yes,custodian_three=yes) {three}")


def test_custodian_takes_one_of_several_caught() -> None:
    # White places a7, catching d7 (a7-d7-g7) and a4 (a7-a4-a1): one of them goes
    text = "nine(custodian=yes) w:g7,a1 b:d7,a4,f2 hand:5,5 to:w"
    moves = {m for m in legal(text) if m.startswith("a7")}
    assert moves == {"a7xd7", "a7xa4"}


# White moves d2-d3: d3 is the middle of c3-d3-e3 with Black's pieces on both ends.
INTERVENTION = "w:d2,a7,g1 b:c3,e3,b6,f6 hand:0,0 to:w"


def test_intervention_takes_both_ends() -> None:
    moves = legal(f"nine(intervention=yes) {INTERVENTION}")
    assert "d2-d3xc3xe3" in moves
    assert "d2-d3xc3" not in moves and "d2-d3" not in moves
    after = mill.parse_position(f"nine(intervention=yes) {INTERVENTION}").play("d2-d3xc3xe3")
    assert after.piece_at("c3") is None and after.piece_at("e3") is None
    assert "d2-d3" in legal(f"nine {INTERVENTION}")
    assert "d2-d3" in legal(f"nine(intervention=yes,intervention_lines=diagonal) {INTERVENTION}")


def test_intervention_leaves_a_protected_end() -> None:
    # c3 stands in Black's mill c3-c4-c5 and Black has free pieces: only e3 goes
    text = "nine(intervention=yes) w:d2,a7,g1 b:c3,c4,c5,e3,b6 hand:0,0 to:w"
    moves = legal(text)
    assert "d2-d3xe3" in moves and "d2-d3xc3xe3" not in moves


# White's d1 may jump over Black's d2 to the empty d3 (the cross line d1-d2-d3).
LEAP = "w:d1,a7,g7,a1 b:d2,b6,f6,c5 hand:0,0 to:w"


def test_leap_jumps_over_a_piece_and_takes_it() -> None:
    moves = legal(f"nine(leap=yes) {LEAP}")
    assert "d1-d3xd2" in moves and "d1-d3" not in moves
    assert not any(m.startswith("d1-d3") for m in legal(f"nine {LEAP}"))
    assert not any(m.startswith("d1-d3") for m in legal(f"nine(leap=yes,leap_lines=edges) {LEAP}"))
    after = mill.parse_position(f"nine(leap=yes) {LEAP}").play("d1-d3xd2")
    assert after.piece_at("d3") == 0 and after.piece_at("d2") is None


def test_no_leap_over_a_protected_piece() -> None:
    text = "nine(leap=yes) w:d1,a7,g7,a1 b:b2,d2,f2,c5 hand:0,0 to:w"
    assert not any(m.startswith("d1-d3") for m in legal(text))


def test_a_leap_that_closes_a_mill_takes_only_the_piece_it_jumps() -> None:
    text = "nine(leap=yes,one_time_mills=yes) w:d1,c3,e3,a7 b:d2,b6,f6,g7 hand:0,0 to:w"
    assert {m for m in legal(text) if m.startswith("d1-d3")} == {"d1-d3xd2"}
    after = mill.parse_position(text).play("d1-d3xd2")
    assert after.spent == (0, 0)  # the mill was not used, so its line is not spent


# White places d3: an intervention on c3-d3-e3 and the mill d1-d2-d3 at once.
BOTH = "w:d1,d2,a7 b:c3,e3,b6,f6 hand:5,5 to:w"


def test_a_mill_or_a_capture_is_the_movers_choice() -> None:
    moves = {m for m in legal(f"nine(intervention=yes) {BOTH}") if m.startswith("d3")}
    # the mill's single piece, or the pair; a piece of the pair alone is no move
    assert moves == {"d3xb6", "d3xf6", "d3xc3xe3"}
    per_mill = f"nine(intervention=yes,removal_per_mill=yes) {BOTH}"
    assert {m for m in legal(per_mill) if m.startswith("d3")} == {"d3xc3xe3xb6", "d3xc3xe3xf6"}


def test_a_capture_taken_instead_of_the_mill_spends_no_line() -> None:
    state = mill.parse_position(f"nine(intervention=yes,one_time_mills=yes) {BOTH}")
    assert state.play("d3xc3xe3").spent == (0, 0)
    assert state.play("d3xb6").spent[0] != 0


def test_a_capture_replaces_a_mill_that_takes_from_the_hand() -> None:
    # Dooz: a placing mill takes from Black's hand; the custodian capture of d7 replaces it
    text = "dooz(custodian=yes) w:a7,g4,g1 b:d7,b6,f2 hand:5,5 to:w"
    assert {m for m in legal(text) if m.startswith("g7")} == {"g7xd7"}
    after = mill.parse_position(text).play("g7xd7")
    assert after.hands == (4, 5) and after.piece_at("d7") is None


def test_the_six_point_board_captures_along_its_square_sides() -> None:
    # a1-c1-e1 is a side of the outer square: White's e3-e1 catches Black's c1
    text = "six(custodian=yes) w:a1,e3,b2 b:c1,d4,b4 hand:0,0 to:w"
    assert "e3-e1xc1" in legal(text)


def test_tokens_records_and_old_files() -> None:
    rules = mill.parse_rules_token("nine(leap=yes,leap_lines=cross,leap_three=yes)")
    assert rules.leap and rules.leap_lines == "cross" and rules.leap_three
    assert mill.parse_rules_token(mill.rules_token(rules)) == rules
    assert not mill.parse_rules_token("nine").captures  # an old token plays as before
    state = mill.parse_position(f"nine(leap=yes) {LEAP}")
    record = mill.write_record(state, ["d1-d3xd2"])
    assert mill.read_record(record).end == state.play("d1-d3xd2")
    assert "leap" in mill.read_record(record).rules.captures
    with pytest.raises(ValueError, match="custodian_lines"):
        mill.parse_rules_token("nine(custodian=yes,custodian_lines=around)")


def test_sanmills_fen_holds_a_position_of_captures_but_not_a_capture_waiting() -> None:
    state = mill.parse_position(f"nine(custodian=yes) {CUSTODIAN}")
    fen = mill.sanmill_fen(state)
    assert GAME.read_pasted_position(fen, state.rules) == state
    with pytest.raises(PositionError, match="capture"):
        GAME.read_pasted_position(fen + " c:w-1-31|b-0-", state.rules)


@pytest.mark.parametrize("kind", ["custodian", "intervention", "leap"])
def test_the_engines_leave_captures_to_the_rules_search(kind: str) -> None:
    from morra_suite.ai.mill.convert import engine_supports

    rules = dataclasses.replace(mill.MillRules.preset("nine"), **{kind: True})
    assert not engine_supports(rules)
    assert engine_supports(mill.MillRules.preset("nine"))


@pytest.mark.parametrize("kind", ["custodian", "intervention", "leap"])
def test_the_computer_plays_captures_at_every_level(kind: str) -> None:
    """A short game from a middle game with the capture on, the computer on both sides, at each
    level: every move legal, from the rules search (the engines do not know captures)."""
    import random

    from morra_suite.ai.mill import LEVELS, MillPlayer

    rules = dataclasses.replace(
        mill.MillRules.preset("nine"), **{kind: True}, threefold_repetition=False
    )
    rng = random.Random(kind)
    start = mill.new_game(rules)
    for _ in range(20):  # into the moving phase, where every capture can happen
        start = start.play(rng.choice(start.legal_moves()))
    for level in LEVELS:
        player = MillPlayer(level, random.Random(level), time_limit=0.03)
        state = start
        for _ in range(4):
            if state.outcome() is not None:
                break
            move = player(state)
            assert move in state.legal_moves()
            if len(state.legal_moves()) > 1:
                assert player.last_info.get("source") == "rules search", player.last_info
            state = state.play(move)


def test_the_analysis_of_captures_is_the_rules_search_and_no_table() -> None:
    from morra_suite.ai.analysis import analyse
    from morra_suite.ai.mill.analysis import mill_solving

    rules = dataclasses.replace(mill.MillRules.preset("nine"), leap=True, pieces=3)
    state = mill.parse_position("w:d1,a7,g7 b:d2,b6,f6 hand:0,0 to:w", rules)
    found = analyse(state, 0.3)
    assert found.source == "rules search" and found.best in state.legal_moves()
    assert mill_solving(state) is None  # no endgame table is built (or claimed) for leaps


def test_sanmill_records_carry_captures_with_the_removals_joined_or_apart() -> None:
    start = mill.parse_position("nine(intervention=yes) w:d2,a7,g1 b:c3,e3,b6,f6,a1 hand:0,0 to:w")
    text = mill.write_sanmill_record(start, ["d2-d3xc3xe3"])
    assert '[Intervention "yes"]' in text
    for form in (text, text.replace("d2-d3xc3xe3", "d2-d3 xc3 xe3")):
        read = mill.read_record(form)
        assert read.rules == start.rules and [str(m) for m in read.moves] == ["d2-d3xc3xe3"]


@pytest.mark.parametrize(
    ("kind", "position", "move"),
    [("intervention", INTERVENTION, "d2-d3xc3xe3"), ("leap", LEAP, "d1-d3xd2")],
)
def test_intervention_and_leap_count_only_in_their_phase_and_with_their_count(
    kind: str, position: str, move: str
) -> None:
    """Both captures are made with an empty hand (the moving phase); White has three pieces in
    the intervention's position and four in the leap's."""
    assert move in legal(f"nine({kind}=yes,{kind}_when=moving_only) {position}")
    assert move not in legal(f"nine({kind}=yes,{kind}_when=placing_only) {position}")
    white = mill.parse_position(f"nine {position}").pieces_on_board(0)
    three = legal(f"nine({kind}=yes,{kind}_three=yes) {position}")
    assert (move in three) is (white <= 3)
    if white > 3:  # with one piece fewer the capture counts
        fewer = position.replace(",a7", "")
        assert move in legal(f"nine({kind}=yes,{kind}_three=yes) {fewer}")
