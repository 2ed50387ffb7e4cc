"""The set-up models (no Qt): impossible positions refused with their reasons, and every position
reached in seeded random games round-trips through the set-up and through Paste Position."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from morra_suite.core.errors import PositionError
from morra_suite.games import load_game
from morra_suite.games.mill.board import point_index
from morra_suite.games.mill.codes import MillTermination
from morra_suite.games.mill.rules import PRESETS, MillRules
from morra_suite.games.mill.setup import MillSetup, SetupError
from morra_suite.games.mill.tokens import rules_token
from morra_suite.games.morra.layout import Field, layout_names, load_layout
from morra_suite.games.morra.rules import MorraRules
from morra_suite.games.morra.setup import MorraSetup
from morra_suite.games.morra.state import MorraState
from morra_suite.games.myra.board import hole_index
from morra_suite.games.myra.pieces import QUEEN, Piece
from morra_suite.games.myra.setup import MyraSetup
from morra_suite.games.paste import read_pasted_position

P = point_index
H = hole_index


def mill_setup(white: str, black: str, hands: tuple[int, int], to: int, rules: str = "nine"):
    setup = MillSetup.empty(MillRules.preset(rules))
    for names, player in ((white, 0), (black, 1)):
        for name in names.split():
            setup.set_piece(P(name), player)
    setup.set_hand(0, hands[0])
    setup.set_hand(1, hands[1])
    setup.set_to_move(to)
    return setup


# --- mill: refusals ------------------------------------------------------------------------------


def test_mill_too_many_pieces_named_by_the_rules_reader() -> None:
    setup = mill_setup("a1 d1 g1", "a7", (8, 8), 0)
    (reason, *_) = setup.problems()
    assert reason == "white has 11 pieces but the rules give 9"
    with pytest.raises(SetupError) as info:
        setup.state()
    assert "11 pieces" in str(info.value) and info.value.reasons[0] == reason


def test_mill_hands_must_match_the_side_to_move_while_placing() -> None:
    assert mill_setup("a1", "a7", (8, 8), 0).problems() == []
    reasons = mill_setup("a1", "a7", (8, 8), 1).problems()
    assert reasons == [
        "with Black to move Black has one piece more in hand than White (White places first), "
        "not 8 and 8"
    ]
    reasons = mill_setup("a1 a4", "a7", (7, 8), 0).problems()
    assert reasons[0].startswith("with White to move both sides have as many pieces in hand")
    assert mill_setup("a1 a4", "a7", (7, 8), 1).problems() == []
    # Lasker: a move may replace a placement, so the hands say nothing about the turn
    assert mill_setup("a1 a4", "a7", (8, 9), 1, "lasker").problems() == []


def test_mill_removals_need_mills_while_placing() -> None:
    # White placed 3, Black 3; Black has lost 2 (one on the board): White could take only one
    setup = mill_setup("a1 d1 g1", "a7", (6, 6), 0)
    assert setup.problems() == [
        "Black has lost 2 pieces, but White with 3 placed can have taken at most 1"
    ]
    assert mill_setup("a1 d1 g1", "a7 d7", (6, 6), 0).problems() == []
    # where a move closing two mills removes two, the bound doubles
    rules = replace(MillRules(), removal_per_mill=True)
    setup = MillSetup.empty(rules)
    for name in ("a1", "d1", "g1"):
        setup.set_piece(P(name), 0)
    setup.set_piece(P("a7"), 1)
    setup.set_hand(0, 6)
    setup.set_hand(1, 6)
    assert setup.problems() == []


def test_mill_three_mens_morris_never_loses_a_piece() -> None:
    setup = mill_setup("a1 b2", "c1 c3", (0, 0), 0, "three")
    assert setup.problems() == [
        "White has 2 pieces on the board and 0 in hand, but on this board no piece is ever "
        "removed, so the two make 3",
        "Black has 2 pieces on the board and 0 in hand, but on this board no piece is ever "
        "removed, so the two make 3",
    ]
    setup.set_hand(0, 1)
    setup.set_hand(1, 1)
    assert setup.problems() == []
    assert setup.state().hands == (1, 1)


def test_mill_a_finished_game_is_refused() -> None:
    setup = mill_setup("a1 d1", "a7 d7 g7", (0, 0), 0)
    assert setup.problems() == ["the game is over: a side has fewer than three pieces left"]
    setup = mill_setup("a1 b1 c1", "a3 b3", (0, 1), 1, "three")
    assert setup.problems() == ["the game is over: a side has three in a line"]


def test_mill_edits_restart_the_draw_count() -> None:
    start = load_game("mill").parse_position("nine w:a1,d1,g1 b:a7,d7,g7 hand:0,0 to:w quiet:5")
    setup = MillSetup.from_state(start)
    assert setup.state() == start
    setup.cycle(P("d2"))
    assert setup.piece_at(P("d2")) == 0 and setup.state().quiet == 0
    assert setup.cycle(P("d2")) == 1 and setup.cycle(P("d2")) is None


def test_mill_refuses_points_off_the_board() -> None:
    setup = MillSetup.empty(MillRules.preset("six"))
    with pytest.raises(ValueError, match="not a point"):
        setup.set_piece(P("g7"), 0)


# --- Myra: refusals ------------------------------------------------------------------------------


def test_myra_queens_are_required() -> None:
    setup = MyraSetup.empty()
    assert setup.problems() == ["no queen on the board: each player needs one"]
    setup.set_piece(H("a1"), Piece(0, QUEEN))
    setup.set_piece(H("b2"), Piece(1, 3))
    assert setup.problems() == ["B has no queen"]
    setup.set_piece(H("b2"), None)
    assert setup.problems() == ["B has no queen"]
    setup.set_piece(H("k11"), Piece(1, QUEEN))
    assert setup.problems() == []
    # one queen per player: placing it again moves it
    setup.set_piece(H("k10"), Piece(1, QUEEN))
    assert setup.piece_at(H("k11")) is None and setup.state().queen(1) == H("k10")


def test_myra_no_soldier_is_ever_made() -> None:
    setup = MyraSetup.from_state(load_game("myra").new_state())
    assert setup.problems() == []
    setup.set_piece(H("f6"), Piece(0, 5))
    assert setup.problems() == [
        "A has 55 soldiers on the board and in reserve, but a player starts with 25 on the "
        "board and 25 in reserve"
    ]
    setup.set_reserve(0, 20)
    assert setup.problems() == []
    setup.set_reserve(0, 26)
    assert "at most 25" in setup.problems()[0]


def test_myra_the_player_to_move_must_be_in_the_game() -> None:
    setup = MyraSetup.from_state(load_game("myra").new_state(players=3))
    setup.set_piece(H("f11"), None)  # B's queen
    setup.set_to_move(1)
    assert "B has no queen" in setup.problems()[0]


# --- Morra: refusals -----------------------------------------------------------------------------


def test_morra_stones_anywhere_and_the_next_round() -> None:
    layout = load_layout(layout_names()[0])
    setup = MorraSetup(layout, MorraRules())
    setup.set_stone(0, Field(1, 0))
    setup.set_stone(1, Field(0, 2))
    assert setup.problems() == ["before the first round both stones stand in the outermost ring"]
    setup.set_round(4)
    state = setup.state()
    assert state.stones == (Field(1, 0), Field(0, 2)) and state.next_stone == 1
    setup.set_stone(1, layout.centre)
    assert setup.problems() == ["the game is over: stone b is in the centre"]
    setup.set_stone(1, Field(0, 2))
    setup.set_round(201)
    assert setup.problems() == ["the game is over: round 201 is past the limit"]
    setup.set_round(202)
    assert "beyond the round limit" in setup.problems()[0]


# --- round trips over random games ---------------------------------------------------------------


def playout(state, rng: random.Random, plies: int):
    states = [state]
    for _ in range(plies):
        if state.is_game_over():
            break
        state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


MILL_RULES = [MillRules.preset(p) for p in PRESETS] + [
    replace(MillRules(), removal_per_mill=True, remove_from_mills=True),
    replace(MillRules.preset("six"), blocked_passes=True),
]


@pytest.mark.parametrize("rules", MILL_RULES, ids=rules_token)
def test_mill_positions_round_trip(rules: MillRules) -> None:
    rng = random.Random(f"setup-{rules}")
    for _ in range(4):
        for state in playout(load_game("mill").new_state(rules=rules), rng, 160):
            setup = MillSetup.from_state(state)
            outcome = state.outcome()
            if outcome is not None and outcome.reason is not MillTermination.REPETITION:
                assert setup.problems()[0].startswith("the game is over")
                continue
            if outcome is not None:
                continue  # a repetition is the game's history, which no position carries
            assert setup.problems() == [], state.position()
            assert setup.state() == state
            assert read_pasted_position("mill", state.position()) == state


@pytest.mark.parametrize("players", [2, 3])
def test_myra_positions_round_trip(players: int) -> None:
    rng = random.Random(f"setup-myra-{players}")
    for _ in range(2):
        for state in playout(load_game("myra").new_state(players=players), rng, 150):
            setup = MyraSetup.from_state(state)
            if state.is_game_over():
                assert setup.problems()[0].startswith("the game is over")
                continue
            assert setup.problems() == [], state.position()
            assert setup.state() == state
            assert read_pasted_position("myra", state.position()) == state


@pytest.mark.parametrize("name", layout_names())
def test_morra_positions_round_trip(name: str) -> None:
    rng = random.Random(f"setup-morra-{name}")
    game = load_game("morra")
    for _ in range(3):
        state: MorraState = game.new_state(variant=name)
        for _ in range(80):
            setup = MorraSetup.from_state(state)
            if state.is_game_over():
                assert setup.problems()[0].startswith("the game is over")
                break
            assert setup.problems() == []
            assert setup.state() == state
            assert read_pasted_position("morra", state.position()) == state
            choices = {p: rng.choice(state.legal_choices(p)) for p in state.choosers()}
            state = state.play_joint(choices)


# --- paste ---------------------------------------------------------------------------------------


SANMILL = "***@@@O*/@@**O**@/*OOOOO*@ w m s 7 0 7 0 0 0 0 0 0 0 0 2 10"


def test_paste_reads_a_sanmill_fen_and_a_fen_tag() -> None:
    state = read_pasted_position("mill", SANMILL)
    assert state.hands == (0, 0) and state.pieces_on_board(0) == 7 and state.quiet == 2
    assert state.piece_at("g7") == 0 and state.piece_at("a7") == 1
    assert read_pasted_position("mill", f'  [FEN "{SANMILL}"]\n') == state
    flying_off = replace(MillRules(), flying=False)
    assert read_pasted_position("mill", SANMILL, flying_off).rules == flying_off


def test_paste_a_mill_position_without_its_rules_token_takes_the_game_rules() -> None:
    rules = MillRules.preset("lasker")
    state = read_pasted_position("mill", "w:a1 b:a7 hand:9,9 to:w", rules)
    assert state.rules == rules and state.hands == (9, 9)


@pytest.mark.parametrize(
    ("key", "text", "message"),
    [
        ("mill", "", "no text"),
        ("mill", "hello world", "unknown variant"),
        ("mill", "***/***/*** w", "rules"),
        ("mill", "O*******/********/******** w r r 0 9 0 9 0 0 1", "removal"),
        ("myra", "a1=AQ", "expected"),
        ("morra", "nosuchboard a:0.1", "nosuchboard"),
    ],
)
def test_paste_refuses_what_is_no_position(key: str, text: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        read_pasted_position(key, text)


def test_myra_takeover_positions_round_trip() -> None:
    """With three players a captured queen's soldiers change colour: positions after it still
    pass the soldier count (captures of queens are preferred so that the playouts reach one)."""
    game = load_game("myra")
    takeovers = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new_state(players=3)
        for _ in range(400):
            if state.is_game_over():
                break
            moves = state.legal_moves()
            queens = [
                m
                for m in moves
                if getattr(m, "to", None) is not None
                and (target := state.piece_at(m.to)) is not None
                and target.is_queen
                and target.player != state.to_move
            ]
            alive = len(state.alive_players)
            state = state.play(rng.choice(queens or moves))
            takeovers += len(state.alive_players) < alive
            if not state.is_game_over():
                setup = MyraSetup.from_state(state)
                assert setup.problems() == [], state.position()
                assert setup.state() == state
    assert takeovers >= 3


# --- placing from the hand (what the editors' clicks do) ----------------------------------------


def test_mill_a_placed_piece_comes_out_of_its_hand_and_goes_back() -> None:
    setup = MillSetup.empty(MillRules.preset("nine"))
    setup.place(P("a1"), 0)
    assert setup.hands == [8, 9]
    setup.place(P("a1"), 1)  # replaced: White's piece back, Black's out
    assert setup.hands == [9, 8]
    setup.place(P("a1"), None)
    assert setup.hands == [9, 9] and setup.piece_at(P("a1")) is None
    assert setup.cycle(P("d2"), from_hand=True) == 0 and setup.hands == [8, 9]
    # an empty hand stays at 0; a piece taken off never lifts a hand over the rules' count
    setup.set_hand(0, 0)
    setup.place(P("d3"), 0)
    assert setup.hands[0] == 0
    setup.set_hand(0, 7)
    setup.place(P("d3"), None)
    assert setup.hands[0] == 8  # 8 in hand and d2 on the board make the rules' 9
    setup.place(P("d2"), None)
    assert setup.hands[0] == 9


def test_myra_a_troop_placed_comes_out_of_the_reserve_and_goes_back() -> None:
    setup = MyraSetup.empty()
    setup.place(H("a1"), Piece(0, QUEEN))
    assert setup.reserves == [25, 25]  # a queen is no soldier
    setup.place(H("b2"), Piece(0, 4))
    assert setup.reserves == [21, 25]
    setup.place(H("b2"), Piece(1, 3))  # replaced: Red's four back, Blue's three out
    assert setup.reserves == [25, 22]
    setup.place(H("b2"), None)
    assert setup.reserves == [25, 25]
    setup.set_reserve(1, 2)
    setup.place(H("c3"), Piece(1, 5))
    assert setup.reserves[1] == 0
