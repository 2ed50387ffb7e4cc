"""The Myra computer player: queen tactics, time limit, cancellation and legal play."""

from __future__ import annotations

import random
import time

import pytest

from morra_suite.ai.myra import LEVELS, MAX_LEVEL, make_player
from morra_suite.ai.myra.engine import pos_from_state
from morra_suite.ai.myra.evaluate import analyse, attackers
from morra_suite.games import myra

# A's troop of 2 on e5 stands next to B's queen on f6; a fatter capture (B's 4 on e4) tempts.
QUEEN_IN_ONE = "a1=AQ,e5=A2,e4=B4,f6=BQ A A:25,B:25"
# B's troop of 3 on d4 reaches A's queen through c3 and b2 next turn; A's troop on h8 could take
# B's troop of 2 on h6 instead of answering the threat.
QUEEN_THREAT = "a1=AQ,h8=A2,h6=B2,d4=B3,k11=BQ A A:25,B:25"


def _queen_takeable(state: myra.MyraState) -> bool:
    """Whether the player to move can capture some queen."""
    for m in state.legal_moves():
        if isinstance(m, myra.PieceMove) and m.capture:
            piece = state.piece_at(m.to)
            if piece is not None and piece.is_queen:
                return True
    return False


def _midgame(players: int, seed: int, plies: int = 40) -> myra.MyraState:
    rng = random.Random(seed)
    state = myra.new_game(players=players)
    for _ in range(plies):
        moves = state.legal_moves()
        quiet = [m for m in moves if not (isinstance(m, myra.PieceMove) and m.capture)]
        nxt = state.play(rng.choice(quiet or moves))
        if nxt.outcome() is not None:
            break
        state = nxt
    return state


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_takes_a_queen_in_one(level: int) -> None:
    state = myra.parse_position(QUEEN_IN_ONE)
    move = make_player(level, random.Random(1), time_limit=0.5)(state, lambda: False)
    assert str(move) == "e5xf6"
    outcome = state.play(move).outcome()
    assert outcome is not None and outcome.winner == 0


def test_takes_a_queen_in_three_player_game() -> None:
    state = myra.parse_position("a1=AQ,c3=A4,f11=BQ,k6=CQ,f9=C2,e9=C3 C A:25,B:25,C:25")
    move = make_player(MAX_LEVEL, random.Random(1), time_limit=0.5)(state, lambda: False)
    assert isinstance(move, myra.PieceMove) and move.capture and myra.NAMES[move.to] == "f11"


def test_three_players_queen_taken_by_the_piece_that_keeps_the_own_queen_safe() -> None:
    # A's queen (e5) and A's single (f7) can both take B's queen on e6; C's troop of 2 on c6
    # would then take A's queen on e6 (via d6), but cannot reach e5.
    state = myra.parse_position("e5=AQ,f7=A1,e6=BQ,k11=B2,c6=C2,a1=CQ A A:25,B:25,C:25")
    assert _queen_takeable(state.play("e5xe6")), "taking with the queen really loses it"
    move = make_player(MAX_LEVEL, random.Random(1), time_limit=0.5)(state, lambda: False)
    assert str(move) == "f7xe6"


@pytest.mark.parametrize("level", [3, MAX_LEVEL])
def test_parries_a_one_move_queen_threat(level: int) -> None:
    state = myra.parse_position(QUEEN_THREAT)
    assert _queen_takeable(state.play("h8xh6")), "the threat is real"
    move = make_player(level, random.Random(2), time_limit=0.5)(state, lambda: False)
    assert not _queen_takeable(state.play(move)), f"{move} leaves the queen to be taken"


def test_honours_the_time_limit() -> None:
    state = _midgame(2, 7)
    player = make_player(MAX_LEVEL, random.Random(3), time_limit=0.3)
    # The player thinks on this thread: its CPU time stays within the budget however long a
    # loaded machine keeps it off a core; the wall clock bounds a gross overrun only (10x).
    start, cpu = time.perf_counter(), time.thread_time()
    move = player(state, lambda: False)
    assert time.thread_time() - cpu < 0.6
    assert time.perf_counter() - start < 10 * 0.3
    assert move in state.legal_moves()


def test_cancellation_returns_quickly_with_a_legal_move() -> None:
    state = _midgame(3, 8)
    player = make_player(MAX_LEVEL, random.Random(4), time_limit=30.0)
    start, cpu = time.perf_counter(), time.thread_time()
    move = player(state, lambda: time.perf_counter() - start > 0.05)
    assert time.thread_time() - cpu < 0.5  # the work done: a loaded machine does not stretch it
    assert time.perf_counter() - start < 10 * 0.5  # a gross overrun only
    assert move in state.legal_moves()


@pytest.mark.parametrize("players", [2, 3])
def test_plays_legal_moves_from_random_positions(players: int) -> None:
    for seed in range(3):
        state = _midgame(players, 100 + seed, plies=20 + 15 * seed)
        for level in (1, MAX_LEVEL):
            player = make_player(level, random.Random(seed), time_limit=0.1)
            for _ in range(3):
                if state.outcome() is not None:
                    break
                move = player(state, lambda: False)
                assert move in state.legal_moves()
                state = state.play(move)


def test_bad_level_and_time_limit_are_refused() -> None:
    with pytest.raises(ValueError, match="level 0"):
        make_player(0)
    with pytest.raises(ValueError, match="level"):
        make_player(MAX_LEVEL + 1)
    with pytest.raises(ValueError, match="time_limit"):
        make_player(1, time_limit=0)


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12)])
def test_attack_detection_agrees_with_the_library(players: int, seed: int) -> None:
    """What the evaluation calls "queen attacked" is what the rules let the mover capture."""
    rng = random.Random(seed)
    state = myra.new_game(players=players)
    for _ in range(150):
        if state.outcome() is not None:
            break
        pos = pos_from_state(state)
        a = analyse(pos)
        me = state.to_move
        lib_targets = {
            m.to for m in state.legal_moves() if isinstance(m, myra.PieceMove) and m.capture
        }
        assert {m[2] for _, m in a.captures[me]} == lib_targets
        for p in state.alive_players:
            q = state.queen(p)
            assert q is not None
            assert (attackers(pos.cells, q) > 0) == (a.check[p] > 0)
            if p != me:
                assert (q in lib_targets) == any(m[2] == q for _, m in a.captures[me])
        moves = state.legal_moves()
        caps = [m for m in moves if isinstance(m, myra.PieceMove) and m.capture]
        state = state.play(rng.choice(caps) if caps and rng.random() < 0.4 else rng.choice(moves))


def test_the_weakest_level_varies_its_play() -> None:
    """Noise: a beginner's opponent does not always answer the same way."""
    state = myra.new_game(players=2)
    moves = {
        str(make_player(1, random.Random(seed), time_limit=0.3)(state, lambda: False))
        for seed in range(6)
    }
    assert len(moves) > 1
