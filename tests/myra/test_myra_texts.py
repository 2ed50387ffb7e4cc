"""Myra position strings and game records: exact round trips and errors that say what is wrong."""

from __future__ import annotations

import pytest

from morra_suite.core import PositionError, RecordError
from morra_suite.games import myra


def test_issue_example_position_reads_and_writes_back() -> None:
    text = "a1=AQ,a2=A4,k11=BQ A A:25,B:25"
    state = myra.parse_position(text)
    assert state.position() == text
    assert state.num_players == 2
    assert state.pieces[myra.hole_index("a2")] == myra.Piece(0, 4)
    assert state.pieces[myra.hole_index("a1")].is_queen


@pytest.mark.parametrize("players", [2, 3])
def test_start_positions_round_trip(players: int) -> None:
    state = myra.new_game(players=players)
    assert myra.parse_position(state.position()) == state


def test_reading_is_lenient_about_case_and_order() -> None:
    state = myra.parse_position("K11=bq,A1=aq a b:3,a:2")
    assert state.position() == "a1=AQ,k11=BQ A A:2,B:3"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("a1=AQ", "expected '<pieces> <to move> <reserves>'"),
        ("a1=AQ,k11=BQ A A:25,B:25 x=1", "unknown field"),
        ("a1=AQ,a7=A1,k11=BQ A A:25,B:25", "row a has diagonals 1 to 6"),
        ("a1=AQ,a2=A6,k11=BQ A A:25,B:25", "Q \\(queen\\) or a troop of 1 to 5"),
        ("a1=AQ,a2=D1,k11=BQ A A:25,B:25", "players are A, B and C"),
        ("a1=AQ,a1=A1,k11=BQ A A:25,B:25", "a1 is given twice"),
        ("a1=AQ,a2,k11=BQ A A:25,B:25", "write <hole>=<player><Q|1-5>"),
        ("a1=AQ,a2=AQ,k11=BQ A A:25,B:25", "A has two queens"),
        ("a1=AQ,k11=BQ X A:25,B:25", "must be A, B or C"),
        ("a1=AQ,k11=BQ A A25,B:25", "write <player>:<count>"),
        ("a1=AQ,k11=BQ A A:26,B:25", "at most 25"),
        ("a1=AQ,k11=BQ A A:2,A:3,B:25", "reserve of A is given twice"),
        ("a1=AQ,k11=BQ A A:25", "reserve of B is missing"),
        ("a1=AQ,k11=BQ A A:25,B:1,C:4", "C has no queen, so is out"),
        ("a1=A1,k11=B2 A A:2", "no queen on the board"),
        ("a1=AQ,k11=BQ C A:1,B:1", "player to move C has no queen"),
        ("a1=AQ,k11=BQ,k6=C3 A A:1,B:1", "C has pieces but no queen"),
        ("a1=AQ,k11=BQ,k6=CQ A A:1,B:1,C:1 players=2", "players=2, but player C appears"),
    ],
)
def test_bad_positions_name_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(PositionError, match=reason) as info:
        myra.parse_position(text)
    assert text in str(info.value)


def test_finished_game_may_keep_the_losers_pieces() -> None:
    state = myra.parse_position("a1=AQ,k10=B2 A A:3")
    assert state.outcome() is not None and state.outcome().winner == 0


def test_player_count_can_be_given_and_must_agree() -> None:
    state = myra.parse_position("a1=AQ,k11=BQ A A:1,B:1", players=3)
    assert state.num_players == 3
    assert state.position().endswith(" players=3")
    with pytest.raises(PositionError, match="the caller 2"):
        myra.parse_position("a1=AQ,k11=BQ A A:1,B:1 players=3", players=2)


# ----- records -----------------------------------------------------------------------------------


def test_record_text_looks_like_this() -> None:
    start = myra.new_game(players=2)
    text = myra.write_record(start, ["d1-f1", "k8-k6", "1c2-d3"], names=["Ann", 'B "x" b'])
    assert text == (
        '[Game "Myra"]\n'
        '[Players "2"]\n'
        '[RepetitionDraw "yes"]\n'
        '[NoCaptureLimit "200"]\n'
        '[NameA "Ann"]\n'
        '[NameB "B \\"x\\" b"]\n'
        '[Result "*"]\n'
        "\n"
        "1. d1-f1 2. k8-k6 3. 1c2-d3\n"
    )
    game = myra.read_record(text)
    assert game.names == ("Ann", 'B "x" b')
    assert [str(m) for m in game.moves] == ["d1-f1", "k8-k6", "1c2-d3"]
    assert game.end == start.play("d1-f1").play("k8-k6").play("1c2-d3")


def test_record_keeps_settings_and_a_custom_start() -> None:
    rules = myra.MyraRules(repetition_draw=False, no_capture_limit=3)
    position = "a1=AQ,e5=A1,e6=BQ,k11=B1 A A:1,B:2 players=3"
    start = myra.parse_position(position, rules=rules)
    text = myra.write_record(start, ["a1-a2", "k11-k10", "e5xe6"])
    # the Position tag is the start's whole position string, its draw settings included
    assert f'[Position "{position} repetition=no limit=3"]' in text
    assert '[Players "3"]' in text and '[NoCaptureLimit "3"]' in text
    assert '[Result "A"]' in text and '[Termination "last queen"]' in text
    game = myra.read_record(text)
    assert game.start == start
    assert game.start.rules == rules
    assert game.end.outcome() is not None and game.end.outcome().winner == 0


def test_record_of_a_draw_by_repetition_replays_the_draw() -> None:
    start = myra.parse_position("e5=AQ,g7=BQ A A:0,B:0")
    moves = ["e5-e6", "g7-g8", "e6-e5", "g8-g7"] * 2
    text = myra.write_record(start, moves)
    assert '[Result "draw"]' in text and '[Termination "threefold repetition"]' in text
    assert myra.read_record(text).end.outcome().reason == myra.MyraTermination.REPETITION


@pytest.mark.parametrize(
    ("body", "number", "reason"),
    [
        ("1. d1-f1 2. k8-k6 3. f1-a9", 3, "cannot read move 'f1-a9'"),
        ("1. d1-f1 2. f1-f2", 2, "holds a piece of A"),
        ("1. d1-f1 3. k8-k6", 2, "move number 3 where 2 was expected"),
        ("1. a1-a2", 1, "queen never joins"),
    ],
)
def test_bad_records_name_the_move_and_the_reason(body: str, number: int, reason: str) -> None:
    text = '[Game "Myra"]\n[Players "2"]\n\n' + body + "\n"
    with pytest.raises(RecordError, match=reason) as info:
        myra.read_record(text)
    assert info.value.move_number == number
    assert f"at move {number}" in str(info.value)


@pytest.mark.parametrize(
    ("tags", "reason"),
    [
        ('[Game "Mill"]', "not of Myra"),
        ('[Players "4"]', "2 or 3 players"),
        ('[RepetitionDraw "maybe"]', "yes or no"),
        ('[NoCaptureLimit "lots"]', "number of turns"),
        ('[Position "a1=AQ"]', "bad position"),
        ('[Result "A"]', "Result 'A' but its moves end in '\\*'"),
        ("[Broken", "bad tag line"),
    ],
)
def test_bad_record_headers_say_why(tags: str, reason: str) -> None:
    with pytest.raises(RecordError, match=reason):
        myra.read_record(tags + "\n\n1. d1-f1\n")


def test_writing_checks_the_moves_too() -> None:
    with pytest.raises(RecordError, match="at move 2"):
        myra.write_record(myra.new_game(), ["d1-f1", "f1-f2"])


def test_moves_after_the_end_are_rejected() -> None:
    start = myra.parse_position("a1=AQ,e5=A1,e6=BQ A A:0,B:0")
    text = '[Game "Myra"]\n[Position "' + start.position() + '"]\n\n1. e5xe6 2. e6-e7\n'
    with pytest.raises(RecordError, match="game is over") as info:
        myra.read_record(text)
    assert info.value.move_number == 2


def test_names_with_line_breaks_stay_one_tag() -> None:
    text = myra.write_record(myra.new_game(), ["d1-f1"], names=["Ann\nLee", "Bob"])
    assert '[NameA "Ann Lee"]' in text
    assert myra.read_record(text).names == ("Ann Lee", "Bob")
