"""Your mistakes as puzzles through the real window: a game with a known blunder, played by
clicks at one screen, is kept when it ends; its review turns the blunder into a personal puzzle
with the solved tables' answer; My Mistakes looks at the kept game, offers the puzzle, and a
solve by click moves it along its schedule; My Progress counts it."""

from __future__ import annotations

from pathlib import Path

import pytest
from learn_helpers import click_mill, ready
from mill_helpers import clicks

from morra_suite.controllers import course_store
from morra_suite.learn import mill_proof
from morra_suite.ui.learn import centre

START = "three w:a1,a2 b:b2,c3 hand:1,1 to:w"  # White wins at once with a3
GAME = ["b1", "c1", "a2-a3", "b2-c2"]  # b1 throws it away; Black's refutation wins


@pytest.fixture(autouse=True)
def solver_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "solver-cache"
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(folder))
    return folder


def _play_the_blunder(qtbot, main_window) -> None:
    main_window.start_from_position("mill", START)
    view = main_window.view
    view.animate = False
    for move in GAME:
        clicks(qtbot, view, move)
    qtbot.waitUntil(lambda: main_window.session.controller.outcome() is not None)


def _tables_best() -> str:
    from morra_suite.games import load_game

    state = load_game("mill").parse_position(START)
    values = mill_proof.move_values(state, mill_proof.lookup_for("three"))
    wins = [v for v in values if v.sign > 0]
    return str(min(wins, key=lambda v: v.plies).move)


def test_a_reviewed_blunder_becomes_the_puzzle_the_tables_solve(qtbot, main_window) -> None:
    _play_the_blunder(qtbot, main_window)
    book = course_store.practice()
    assert [(g.start, g.moves) for g in book.pending] == [(START, tuple(GAME))]  # kept at the end
    main_window.review_action.trigger()
    dialog = main_window.dialog
    qtbot.waitUntil(lambda: bool(dialog.reviews), timeout=60_000)
    with qtbot.waitSignal(dialog.mistakes.found, timeout=120_000) as found:
        pass
    new = found.args[0]
    assert [(p.played, p.best, p.proof) for p in new] == [("b1", _tables_best(), "solved")]
    assert new[0].refutation[0] == "c1"  # Black's answer, as played
    assert "My Mistakes" in dialog.summary.text()
    assert [p.id for p in book.due("mill")] == [new[0].id]


def test_my_mistakes_looks_at_the_kept_game_and_a_solve_moves_the_puzzle_on(
    qtbot, main_window
) -> None:
    _play_the_blunder(qtbot, main_window)
    book = course_store.practice()
    window = centre.open_puzzles(main_window, "mine")  # the game on the board: the mill games
    page = window.page
    assert page.game == "mill" and page.mode == "mine"
    qtbot.waitUntil(lambda: page.runner.puzzle is not None, timeout=120_000)
    assert book.pending == []  # looked at
    view = ready(qtbot, window)
    assert "From your game" in page.goal.text()
    puzzle = page.runner.puzzle
    assert puzzle.position == START and puzzle.solution == (_tables_best(),)
    with qtbot.waitSignal(page.runner.refuted, timeout=30_000):
        click_mill(qtbot, view, "b1")  # the move played in the game: answered by its refutation
    assert "you played in your game" in page.feedback.text() and "c1" in page.feedback.text()
    assert book.entry(puzzle.id).solves == 0
    page.try_again()
    with qtbot.waitSignal(page.runner.solved):
        click_mill(qtbot, view, _tables_best())
    # the attempt was the failed one: a retry after the refutation is no new solve
    assert book.entry(puzzle.id).solves == 0
    page.next_puzzle()
    assert page.runner.puzzle is None  # not due again yet
    assert "None of your mistakes is due now" in page.goal.text()
    progress = centre.open_progress(main_window)
    assert "1 waiting" in progress.pages["mill"].mistakes_label.text()
