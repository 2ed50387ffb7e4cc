"""``analyse``: one analysis for every game, checked against the solver, tables and rules."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from dataclasses import replace

import pytest

from morra_suite.ai import analyse
from morra_suite.ai.mill.tables import flying_table
from morra_suite.ai.morra import solve as solve_morra
from morra_suite.games import mill, morra, myra


@pytest.fixture(autouse=True, scope="module")
def _solver_cache_in_temp(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    old = os.environ.get("MORRA_SUITE_CACHE_DIR")
    os.environ["MORRA_SUITE_CACHE_DIR"] = str(tmp_path_factory.mktemp("morra-cache"))
    yield
    if old is None:
        del os.environ["MORRA_SUITE_CACHE_DIR"]
    else:
        os.environ["MORRA_SUITE_CACHE_DIR"] = old


def replay(state: object, line: tuple[str, ...]) -> object:
    """Plays a line of move texts: every one must be legal in turn."""
    for text in line:
        state = state.play(text)  # type: ignore[attr-defined]
    return state


# --- Morra --------------------------------------------------------------------------------------


def every_position(layout: morra.Layout, rules: morra.MorraRules) -> Iterator[morra.MorraState]:
    """The setup and every placement of both stones in every round the rules allow (round 1:
    both in the outermost ring), finished positions included."""
    yield morra.new_game(layout, rules)
    fields = [*layout.all_fields(), layout.centre]
    for number in range(1, rules.round_limit + 2):
        for a in fields:
            for b in fields:
                if a == b == layout.centre or (number == 1 and (a.ring, b.ring) != (0, 0)):
                    continue
                yield morra.MorraState(layout, rules, (a, b), number)


def test_morra_value_and_mixes_are_the_solvers_on_every_position() -> None:
    layout = morra.load_layout("quick")
    rules = morra.MorraRules(round_limit=4)
    solution = solve_morra(layout, rules)
    count = 0
    for state in every_position(layout, rules):
        a = analyse(state)
        count += 1
        assert a.solved and a.line == () and a.player == state.to_move
        sign = 1.0 if a.player == 0 else -1.0
        assert a.value == sign * solution.value(state), state.position()
        if state.is_over():
            winner = state.outcome().winner  # type: ignore[union-attr]
            assert a.result == (
                "draw" if winner is None else "win" if winner == a.player else "loss"
            )
            assert a.distance == 0 and a.best is None
            continue
        x, y = solution.strategy(state)
        assert a.best == {
            0: dict(zip(state.legal_choices(0), x, strict=True)),
            1: dict(zip(state.legal_choices(1), y, strict=True)),
        }
        p_a, p_b = a.chances  # type: ignore[misc]
        assert min(p_a, p_b) >= 0.0 and p_a + p_b <= 1.0 + 1e-12
        assert p_a - p_b == pytest.approx(solution.value(state), abs=1e-12)
        # No single choice, nor the mix choice by choice, beats the value against best replies.
        for player, mix in a.best.items():
            own = sign * a.value if player == 0 else -sign * a.value
            worth = a.hand_values[player]  # type: ignore[index]
            assert max(worth.values()) <= own + 1e-12
            assert sum(p * worth[c] for c, p in mix.items()) <= own + 1e-12
    ring0, fields = layout.fields[0], len(layout.all_fields()) + 1
    assert count == 1 + ring0 * ring0 + rules.round_limit * (fields * fields - 1)


def test_morra_hand_values_are_the_best_reply_to_each_hand() -> None:
    layout = morra.load_layout("target")
    state = morra.new_game(layout).play_joint(5, 2).play_joint(1, 3)  # b's stone at stake
    a = analyse(state)
    solution = solve_morra(layout, state.rules)
    assert a.player == 1
    hands = state.rules.hands
    after = {(i, j): solution.value(state.play_joint(i, j)) for i in hands for j in hands}
    for i in hands:
        assert a.hand_values[0][i] == pytest.approx(min(after[i, j] for j in hands))  # type: ignore[index]
    for j in hands:
        assert a.hand_values[1][j] == pytest.approx(-max(after[i, j] for i in hands))  # type: ignore[index]
    assert a.value == pytest.approx(-solution.value(state))
    setup = analyse(morra.new_game(layout))
    assert setup.player == 0 and set(setup.best[0]) == set(range(12))
    assert setup.value == pytest.approx(solution.game_value())
    assert sum(setup.chances) <= 1.0  # type: ignore[arg-type]


# --- mill games ---------------------------------------------------------------------------------


def test_three_mens_morris_with_diagonals_is_won_from_b2() -> None:
    state = mill.new_game(replace(mill.MillRules.preset("three"), diagonals=True))
    a = analyse(state, seconds=1.0)
    assert str(a.best) == "b2" and a.best in state.legal_moves()
    assert a.result == "win" and a.distance == 9 and a.solved and a.value == 1.0
    assert a.source == "table" and a.line[0] == "b2" and len(a.line) == 9
    end = replay(state, a.line)
    assert end.outcome().winner == 0  # type: ignore[attr-defined]


def test_three_mens_morris_without_diagonals_is_a_draw() -> None:
    a = analyse(mill.new_game("three"), seconds=1.0)
    assert a.result == "draw" and a.value == 0.0 and a.solved


def test_a_mill_that_can_be_closed_is_the_best_move() -> None:
    # White's last piece closes a1-a4-a7. (Early in the placing, a fork that makes two mills at
    # once can be worth more than one mill now, and the engine finds it: the position is the last
    # placement, where the mill is clearly the best move.)
    state = mill.parse_position(
        "nine w:a1,a4,d2,f4,b6,c3,e5,g1 b:g7,g4,d6,b4,c5,e3,f2,d7 hand:1,1 to:w"
    )
    a = analyse(state, seconds=1.0)
    assert a.best in state.legal_moves()
    assert str(a.best).startswith("a7x")
    assert not a.solved and a.result is None and -1.0 < a.value < 1.0 and a.value > 0
    assert a.line[0] == str(a.best)
    replay(state, a.line)


def test_the_flying_endgame_comes_from_its_table() -> None:
    flying_table(False)  # loaded (or built) here, so the analysis finds it ready
    state = mill.parse_position("nine w:a7,d7,a1 b:b6,f4,d2 hand:0,0 to:b")
    a = analyse(state, seconds=1.0)
    assert a.source == "table" and a.result == "loss" and a.distance == 2 and a.value == -1.0
    end = replay(state, a.line)
    assert end.outcome().winner == 0  # type: ignore[attr-defined]
    won = analyse(mill.parse_position("nine w:a7,d7,f4 b:b6,g4,d2 hand:0,0 to:w"))
    assert won.result == "win" and won.distance == 1 and str(won.best).startswith("f4-g7")


def test_mill_search_gives_a_line_and_stops_when_cancelled() -> None:
    state = mill.new_game("nine")
    a = analyse(state, seconds=0.6)
    assert a.best in state.legal_moves() and a.source == "search" and a.depth >= 1
    # the line is as long as the search went deep (a loaded machine may reach depth 1 only)
    assert len(a.line) >= min(2, a.depth) and replay(state, a.line) is not None
    began = time.thread_time()  # CPU time: the work, which load does not stretch
    quick = analyse(state, seconds=5.0, cancelled=lambda: True)
    assert time.thread_time() - began < 1.0
    assert quick.best in state.legal_moves()


def test_a_finished_mill_game_is_its_result() -> None:
    state = mill.parse_position("three w:a1,b1,c1 b:a3,b3,c2 hand:0,0 to:b")
    a = analyse(state)
    assert a.best is None and a.result == "loss" and a.distance == 0 and a.source == "over"


# --- Myra ---------------------------------------------------------------------------------------


def test_myra_takes_the_queen_and_knows_it_wins() -> None:
    state = myra.parse_position("a1=AQ,e5=A2,e4=B4,f6=BQ A A:25,B:25")
    a = analyse(state, seconds=1.0)
    assert str(a.best) == "e5xf6" and a.result == "win" and a.distance == 1 and a.value == 1.0


def test_myra_search_gives_value_best_and_line() -> None:
    state = myra.new_game()
    a = analyse(state, seconds=0.8)
    assert a.best in state.legal_moves() and -1.0 < a.value < 1.0 and not a.solved
    # the line is as long as the search went deep (a loaded machine may reach depth 1 only)
    assert a.depth >= 1 and a.line[0] == str(a.best) and len(a.line) >= min(2, a.depth)
    replay(state, a.line)
    three = myra.new_game(players=3)
    b = analyse(three, seconds=0.6)
    assert b.best in three.legal_moves() and b.player == three.to_move


def test_analysis_refuses_what_it_cannot_analyse() -> None:
    with pytest.raises(TypeError, match="cannot analyse"):
        analyse("not a state")
    with pytest.raises(ValueError, match="positive"):
        analyse(mill.new_game("nine"), seconds=0)
