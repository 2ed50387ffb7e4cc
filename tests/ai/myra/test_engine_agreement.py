"""The search's own move generator agrees with the rules library on random positions."""

from __future__ import annotations

import random

import pytest

from morra_suite.ai.myra.engine import captures, from_lib, generate, play, pos_from_state, to_lib
from morra_suite.games import myra


def _random_positions(players: int, seed: int, plies: int = 120):
    rng = random.Random(seed)
    state = myra.new_game(players=players)
    for _ in range(plies):
        if state.outcome() is not None:
            return
        yield state
        moves = state.legal_moves()
        caps = [m for m in moves if isinstance(m, myra.PieceMove) and m.capture]
        state = state.play(rng.choice(caps) if caps and rng.random() < 0.5 else rng.choice(moves))


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (3, 3), (3, 4)])
def test_moves_and_play_agree_with_the_library(players: int, seed: int) -> None:
    checked = 0
    for state in _random_positions(players, seed):
        pos = pos_from_state(state)
        ours = generate(pos)
        lib = state.legal_moves()
        assert sorted(str(to_lib(pos, m)) for m in ours) == sorted(str(m) for m in lib)
        assert {str(to_lib(pos, m)) for m in captures(pos)} == {
            str(m) for m in lib if isinstance(m, myra.PieceMove) and m.capture
        }
        for move in lib[:: max(1, len(lib) // 15)]:
            after = play(pos, from_lib(move))
            expected = state.play(move)
            assert after.cells == list(expected.cells)
            assert after.to_move == expected.to_move
            assert after.reserves == list(expected.reserves)
            assert after.queens == [
                expected.queen(p) if expected.queen(p) is not None else -1 for p in range(players)
            ]
        checked += 1
    assert checked > 20


@pytest.mark.parametrize(
    "text",
    [
        # Fortresses (immobile, immune), joins capped at five, chains of singles, reserve empty.
        "a1=AQ,a2=A5,b2=A4,c3=A1,c4=A1,d4=A1,d5=A1,e5=A1,e6=B5,f6=B2,f7=B1,k11=BQ A A:0,B:3",
        # Three players, the mover next to two enemies, troops winding round them.
        "a1=AQ,f6=A4,f7=B1,g7=C3,e5=C5,f11=BQ,k6=CQ,e6=B2,g6=A3 A A:25,B:25,C:25",
        "a1=AQ,f6=A4,f7=B1,g7=C3,e5=C5,f11=BQ,k6=CQ,e6=B2,g6=A3 C A:2,B:0,C:1",
    ],
)
def test_hand_built_positions_agree(text: str) -> None:
    state = myra.parse_position(text)
    pos = pos_from_state(state)
    assert sorted(str(to_lib(pos, m)) for m in generate(pos)) == sorted(
        str(m) for m in state.legal_moves()
    )
