"""Every shipped puzzle proved by the solvers: its position parses, its solution plays legally,
its first move reaches the goal in ``plies`` and no other first move does (mill: against the
solved tables; Myra: exhaustive search; Morra: the exact solver).

All mill and Morra puzzles are proved here; Myra's exhaustive search costs about a second a
puzzle, so these tests prove a fixed sample of every kind (two and three players, each
distance), and ``python scripts/build_learn_data.py --prove`` proves every one (the figures are
in the report of the branch that made them)."""

from __future__ import annotations

import datetime
import subprocess
import sys
from collections import Counter

import pytest

from morra_suite.games import load_game
from morra_suite.learn import myra_proof, proofs, puzzles

MYRA_SAMPLE_PER_KIND = 3


def _native() -> bool:
    from morra_suite.ai.mill import native

    return native.available()


def test_enough_puzzles_of_every_kind() -> None:
    mill = puzzles.load("mill")
    assert len(mill) >= 300
    assert {p.variant for p in mill} == {"three", "six", "nine"}
    myra = puzzles.load("myra")
    assert len(myra) >= 150
    assert {p.players for p in myra} == {2, 3}
    assert all(p.plies <= myra_proof.MAX_PLIES for p in myra)
    assert len(puzzles.load("morra")) >= 40
    for game in ("mill", "myra", "morra"):
        grades = Counter(p.grade for p in puzzles.load(game))
        assert grades["easy"] and grades["medium"], (game, grades)


@pytest.mark.parametrize("game", ["mill", "myra", "morra"])
def test_every_position_parses_and_every_solution_is_legal(game: str) -> None:
    description = load_game(game)
    for puzzle in puzzles.load(game):
        state = description.parse_position(puzzle.position)
        assert state.position() == puzzle.position
        for move in puzzle.solution:
            state = state.play(move)
        if puzzle.goal == "win":  # the solver's side has won
            assert len(puzzle.solution) == puzzle.plies
            assert state.outcome().winner == puzzle.player
        elif puzzle.goal == "capture-queen":  # a queen has fallen
            assert len(puzzle.solution) == puzzle.plies
            assert len(state.alive_players) == puzzle.players - 1


@pytest.mark.parametrize("variant", ["three", "six", "nine"])
def test_mill_puzzles_proved_by_the_tables(variant: str) -> None:
    if variant == "six" and not _native():
        pytest.skip("Six Men's Morris's tables need the native core")
    found = [p for p in puzzles.load("mill") if p.variant == variant]
    assert found
    for puzzle in found:
        assert proofs.prove(puzzle) is None, puzzle.id


def test_mill_tables_agree_with_a_plain_search_on_short_wins() -> None:
    """The hidden check: a depth-limited search over the rules library alone (no table, no
    engine) finds the same wins in one and three, and no win one ply shorter."""
    from morra_suite.ai.mill.verify import forward_value, timeless
    from morra_suite.games.mill import MillState

    short = [p for p in puzzles.load("mill") if p.plies <= 3][:25]
    assert short
    for puzzle in short:
        state = load_game("mill").parse_position(puzzle.position)
        plain = MillState(timeless(state.rules), state.masks, state.hands, state.to_move)
        assert forward_value(plain, puzzle.plies) == 1, puzzle.id
        assert puzzle.plies == 1 or forward_value(plain, puzzle.plies - 2) != 1, puzzle.id
        after = plain.play(puzzle.answer)
        assert after.outcome() is not None or forward_value(after, puzzle.plies - 1) == -1


def _myra_sample() -> list[puzzles.Puzzle]:
    by_kind: dict[tuple[int, int], list[puzzles.Puzzle]] = {}
    for puzzle in puzzles.load("myra"):
        by_kind.setdefault((puzzle.players, puzzle.plies), []).append(puzzle)
    sample = []
    for kind in sorted(by_kind):
        items = by_kind[kind]
        step = max(1, len(items) // MYRA_SAMPLE_PER_KIND)
        sample += items[::step][:MYRA_SAMPLE_PER_KIND]
    return sample


@pytest.mark.parametrize("puzzle", _myra_sample(), ids=lambda p: p.id)
def test_myra_puzzles_proved_by_exhaustive_search(puzzle: puzzles.Puzzle) -> None:
    assert proofs.prove(puzzle) is None


def test_myra_capture_in_one_is_unique_everywhere() -> None:
    """The cheap part of the proof for every capture-in-one puzzle."""
    for puzzle in puzzles.load("myra"):
        if puzzle.plies == 1:
            state = load_game("myra").parse_position(puzzle.position)
            assert [str(m) for m in myra_proof.queen_captures(state)] == [puzzle.answer]


def test_morra_puzzles_proved_by_the_exact_solver() -> None:
    for puzzle in puzzles.load("morra"):
        assert proofs.prove(puzzle) is None, puzzle.id


def test_a_wrong_puzzle_is_not_proved() -> None:
    """The provers can fail: a puzzle with another first move, or a changed chance, is refused."""
    from dataclasses import replace

    mill = next(p for p in puzzles.load("mill") if p.variant == "three" and p.plies >= 3)
    state = load_game("mill").parse_position(mill.position)
    other = next(str(m) for m in state.legal_moves() if str(m) != mill.answer)
    assert proofs.prove(replace(mill, solution=(other, *mill.solution[1:]))) is not None
    assert proofs.prove(replace(mill, plies=mill.plies + 2)) is not None
    myra = next(p for p in puzzles.load("myra") if p.plies == 1)
    assert proofs.prove(replace(myra, plies=3)) is not None
    morra = puzzles.load("morra")[0]
    shifted = tuple(c + 0.01 for c in morra.chances)
    assert proofs.prove(replace(morra, chances=shifted)) is not None


def test_answers_daily_and_near() -> None:
    puzzle = puzzles.load("mill")[0]
    assert puzzles.check_answer(puzzle, puzzle.answer.upper())
    assert not puzzles.check_answer(puzzle, "not a move")
    today = datetime.date(2026, 12, 1).toordinal()
    assert puzzles.daily("myra", today) == puzzles.daily("myra", today)
    assert puzzles.daily("myra", today) != puzzles.daily("myra", today + 1)
    chosen = puzzles.near("morra", 1000, count=5)
    assert len(chosen) == 5
    assert all(abs(p.rating - 1000) <= abs(q.rating - 1000) for p in chosen for q in
               puzzles.load("morra") if q not in chosen)  # fmt: skip
    assert puzzles.near("morra", 1000, exclude=frozenset(p.id for p in chosen))[0] not in chosen


def test_learn_loads_no_qt() -> None:
    code = (
        "import sys; from morra_suite.learn import lessons, puzzles, progress, proofs; "
        "lessons.load('mill'); puzzles.load('morra'); "
        "assert not [m for m in sys.modules if m.startswith('PySide6')]"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
