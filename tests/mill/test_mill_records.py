"""Game records: our form with tags for custom rules and set-up starts; Sanmill and PlayOK imports;
refusals that name the move and the reason."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from morra_suite.core import RecordError
from morra_suite.games import mill

DATA = Path(__file__).parent / "data"

# the game in every sample file: white wins on move 24 (black is down to two pieces)
GAME_TEXT = (
    "g1 e4 g7 f6 g4xe4 e4 c5 d6 a1 b6xc5 d1xe4 c3 f2 e3 c4 d3xf2 d2 a7 g7-d7 a7-a4 d7-g7xa4 "
    "f6-f4 c4-c5 f4-f6xc5 g7-d7 c3-c4 d7-g7xd3 c4-c5 d2-b2 f6-f4 a1-a4 f4-f6xd1 b2-b4 f6-f4 "
    "g7-d7 f4-f6xb4 d7-g7xc5 d6-d7 a4-a7 d7-d6xa7 g1-e5 e3-d3 e5-g1xd3 d6-e3 g1-c4 b6-c5 "
    "c4-g1xe3"
)
GAME = GAME_TEXT.split()


def read(name: str, rules: mill.MillRules | None = None) -> mill.MillRecord:
    return mill.read_record((DATA / name).read_text(encoding="utf-8"), rules)


def check_sample_game(record: mill.MillRecord, skip: int = 0) -> None:
    assert [str(m) for m in record.moves] == GAME[skip:]
    outcome = record.end.outcome()
    assert outcome is not None and outcome.winner == 0
    assert outcome.reason is mill.MillTermination.TWO_PIECES


def test_write_and_read_our_form() -> None:
    state = mill.new_game("nine")
    for text in GAME[:12]:
        state = state.play(text)
    text = mill.write_record(mill.new_game("nine"), GAME[:12], {"White": "Ann", "Event": "Club"})
    assert '[Variant "Nine Men\'s Morris"]' in text and '[White "Ann"]' in text
    assert '[Result "*"]' in text and "[FEN" not in text
    assert "1. g1 e4 2. g7 f6 3. g4xe4 e4" in text
    record = mill.read_record(text)
    assert record.end == state and record.tag("Event") == "Club"
    assert record.rules == mill.MillRules.preset("nine")
    assert record.text() == text


def test_full_game_writes_its_result() -> None:
    text = mill.write_record(mill.new_game(), GAME)
    assert '[Result "1-0"]' in text and text.rstrip().endswith("c4-g1xe3 1-0")
    check_sample_game(mill.read_record(text))


def test_result_tags() -> None:
    resigned = mill.write_record(mill.new_game(), GAME[:10], {"Result": "0-1"})
    assert '[Result "0-1"]' in resigned and resigned.rstrip().endswith("0-1")
    assert mill.read_record(resigned).tag("Result") == "0-1"
    finished = mill.write_record(mill.new_game(), GAME, {"Result": "0-1"})
    assert '[Result "1-0"]' in finished


def test_custom_rules_are_recreated_from_tags() -> None:
    rules = dataclasses.replace(
        mill.MillRules.preset("lasker"), flying=False, removal_per_mill=True, no_removal_limit=40
    )
    text = mill.write_record(mill.new_game(rules), ["d6", "d7", "d6-d5"])
    assert '[Variant "Lasker Morris"]' in text
    assert '[Flying "no"]' in text and '[RemovalPerMill "yes"]' in text
    assert '[NoRemovalLimit "40"]' in text and "[Pieces" not in text
    assert mill.read_record(text).rules == rules


def test_set_up_start_with_black_to_move() -> None:
    start = mill.parse_position("six w:a1,c1 b:b2 hand:4,5 to:b quiet:3")
    text = mill.write_record(start, ["e1", "b4"])
    assert '[SetUp "1"]' in text and f'[FEN "{start.position()}"]' in text
    assert "1... e1 2. b4" in text
    record = mill.read_record(text)
    assert record.start == start and len(record.moves) == 2


def test_rules_come_from_our_fen_when_there_are_no_rules_tags() -> None:
    record = mill.read_record('[FEN "six w:a1,c1 b:b2 hand:4,5 to:b"]\n\n1... e1 2. b4')
    assert record.rules == mill.MillRules.preset("six")
    assert record.end.position() == "six w:a1,b4,c1 b:b2,e1 hand:3,4 to:b quiet:2"


def test_game_record_undo_redo_from_a_read_record() -> None:
    record = mill.read_record(mill.write_record(mill.new_game(), GAME)).game_record()
    end = record.current
    assert mill.write_record(record) == mill.write_record(mill.new_game(), GAME)
    for _ in GAME:
        record.undo()
    assert record.current == mill.new_game()
    for _ in GAME:
        record.redo()
    assert record.current == end


def test_write_refuses_illegal_moves() -> None:
    with pytest.raises(RecordError, match="at move 2"):
        mill.write_record(mill.new_game(), ["d6", "f4", "d6"])


# --- imports -----------------------------------------------------------------------------------


def test_sanmill_record() -> None:
    record = read("sanmill_nine.pgn")
    check_sample_game(record)
    assert record.tag("White") == "Human" and record.rules.preset_name == "nine"


def test_sanmill_record_with_separate_removals_comments_and_variations() -> None:
    check_sample_game(read("sanmill_separate_removals.txt"))


def test_sanmill_set_up_position() -> None:
    record = read("sanmill_setup.pgn")
    start = record.start
    assert start.hands == (0, 0) and start.pieces_on_board(0) == 7 and start.to_move == 0
    assert start.piece_at("g7") == 0 and start.piece_at("a7") == 1 and start.quiet == 2
    check_sample_game(record, skip=18)


def test_sanmill_start_fens() -> None:
    for fen in (
        "********/********/******** w p p 0 9 0 9 0 0 1",
        "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
    ):
        record = mill.read_record(f'[FEN "{fen}"]\n[SetUp "1"]\n\n1. d6 f4')
        assert record.start == mill.new_game("nine") and len(record.moves) == 2
    with pytest.raises(RecordError, match="newer form"):
        mill.read_record('[FEN "O*******/********/******** w p p 0 9 0 9 0 0 -1 0 1 ids:nodes"]')


def test_sanmill_fen_with_a_marked_piece() -> None:
    """Sanmill's X is a piece marked while placing: Da San Qi reads it, other rules refuse it."""
    fen = "X*******/O*******/@******* w p p 1 11 1 10 0 0 1"
    record = mill.read_record(f'[Variant "Da San Qi"]\n[FEN "{fen}"]\n[SetUp "1"]\n\n1. a1')
    assert record.start.marked_points() == (mill.point_index("d5"),)
    assert record.start.piece_at("d6") == 0 and record.start.piece_at("d7") == 1
    with pytest.raises(RecordError, match="not empty"):  # d5 is blocked until placing ends
        mill.read_record(f'[Variant "Da San Qi"]\n[FEN "{fen}"]\n[SetUp "1"]\n\n1. d5')
    with pytest.raises(RecordError, match="mark taken pieces"):
        mill.read_record(f'[FEN "{fen}"]\n[SetUp "1"]')


def test_records_of_the_wider_family_round_trip_with_removal_turns() -> None:
    """A removal owed is written on its own (``xd7``) and read back as its own turn, not as
    part of the move before it; the Variant tag names the preset."""
    state = mill.parse_position(
        "w:a1,a4,b2,b6,c5,d1,d6,e3,f2,f4,g1,g7 b:a7,c3,c4,d2,d3,d5,d7,e4,e5,f6,g4 hand:0,1 to:b",
        mill.MillRules.preset("el_filja"),
    )
    moves = [state.parse_move("b4")]
    after = state.play(moves[0])
    moves.append(after.legal_moves()[0])
    text = mill.write_record(state, moves)
    assert '[Variant "El Filja"]' in text and f" {moves[1]}" in text
    read = mill.read_record(text)
    assert read.moves == tuple(moves) and read.start == state


def test_playok_record() -> None:
    record = read("playok_nine.txt")
    check_sample_game(record)
    assert record.tag("Black") == "bert"


def test_playok_form_is_recognised_without_a_site_tag() -> None:
    text = "1. 24 13 2. 3 6 3. 15 x13 13"
    record = mill.read_record(text)
    assert [str(m) for m in record.moves] == GAME[:6]


# --- refusals ----------------------------------------------------------------------------------


def broken(name: str, old: str, new: str) -> str:
    text = (DATA / name).read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize(
    ("text", "number", "message"),
    [
        (broken("sanmill_nine.pgn", "c4    d3xf2", "c4    d3xg1"), 8, "may not be removed"),
        (broken("sanmill_nine.pgn", "g4xe4", "g4"), 3, "must remove 1 piece"),
        (broken("sanmill_nine.pgn", "a7-a4", "a7-e5"), 10, "not connected"),
        (broken("sanmill_nine.pgn", "c5    d6", "c5    d6-d5"), 4, "pieces are still in hand"),
        (broken("sanmill_nine.pgn", "f2    e3", "f2    zz"), 7, "expected a point"),
        (broken("playok_nine.txt", "7. 21 18", "7. 21 25"), 7, "no point number"),
        (broken("playok_nine.txt", "1. 24 13", "1. 24 24"), 1, "not empty"),
        (mill.write_record(mill.new_game(), GAME).replace(" 1-0", " a1-a4 1-0"), 24, "over"),
    ],
)
def test_broken_records_are_refused_with_the_move_number(
    text: str, number: int, message: str
) -> None:
    with pytest.raises(RecordError, match=message) as info:
        mill.read_record(text)
    assert info.value.move_number == number
    assert f"at move {number}" in str(info.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[Variant "Bao la Kiswahili"]\n\n1. d6', "unknown variant"),
        ('[Pieces "20"]\n\n1. d6', "do not make a game"),
        ('[Flying "perhaps"]\n\n1. d6', "yes or no"),
        ('[FEN "nine w:a1 b:a1 hand:8,8 to:w"]\n\n1. d6', "FEN tag is not a position"),
        ('[FEN "***@@@O*/@@**O**@/*OOOOO*@ w m r 7 0 7 0 1 0 0 0 0 0 0 2 10"]', "removal"),
        ('[Result "0-1"]\n\n1. d6 0-1 f4', "middle"),
        ('[Result "0-1"]\n\n1. d6 f4 1-0', "the Result tag says 0-1"),
    ],
)
def test_bad_tags_are_refused(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        mill.read_record(text)


def test_a_record_of_another_game_is_refused_whatever_its_moves() -> None:
    """A Game tag that names another game makes the text that game's record, although ``b2``
    (Nim's move) reads as a mill placement; a Game tag naming a mill game is fine."""
    nim = '[Game "Nim"]\n[Rules "heaps=3,4,5"]\n[Result "*"]\n\n1. b2\n'
    with pytest.raises(RecordError, match="record of 'Nim', not of a mill game"):
        mill.read_record(nim)
    for name in ("Mill", "Nine Men's Morris", "Mühle", "Morabaraba"):
        record = mill.read_record(nim.replace('"Nim"', f'"{name}"'))
        assert [str(m) for m in record.moves] == ["b2"]


def test_a_result_that_contradicts_the_final_position_is_refused() -> None:
    text = mill.write_record(mill.new_game(), GAME).replace('"1-0"', '"0-1"').replace(" 1-0", "")
    with pytest.raises(RecordError, match="final position is 1-0"):
        mill.read_record(text)
