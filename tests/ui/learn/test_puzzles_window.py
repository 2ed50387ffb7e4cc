"""Puzzles on the real boards: solved by clicks, a wrong move refuted, the daily puzzle, the
rush against an injected clock, and the rating moved in My Progress."""

from __future__ import annotations

import datetime

from learn_helpers import click_hand, click_mill, click_myra, ready
from PySide6.QtCore import Qt

from morra_suite.controllers import learn_store
from morra_suite.learn import puzzles, refutation
from morra_suite.ui.learn import centre


def _puzzle(game: str, pid: str) -> puzzles.Puzzle:
    return next(p for p in puzzles.load(game) if p.id == pid)


def _open(qtbot, main_window, game: str, mode: str = "practice"):
    window = centre.open_puzzles(main_window, mode)
    if window.page.game != game:
        window.games.setCurrentIndex(window.games.findData(game))
        window.games.activated.emit(window.games.currentIndex())
    view = ready(qtbot, window)
    assert window.page.game == game
    return window, window.page, view


def test_a_mill_puzzle_is_solved_by_clicks_with_the_solvers_reply_played(qtbot, main_window):
    window, page, view = _open(qtbot, main_window, "mill")
    puzzle = _puzzle("mill", "mill-six-012")  # a1-c1, e3-e5, c1-c2xe1
    page.start(puzzle)
    ready(qtbot, window)
    assert "wins in 3 plies" in page.goal.text()
    click_mill(qtbot, view, "a1-c1")
    assert "Go on" in page.feedback.text()
    # the board shows the solver's reply from the line, and waits for the learner's next move
    assert page.runner.index == 2
    assert view.state == refutation.start_state(puzzle).play("a1-c1").play("e3-e5")
    assert page.board.taking
    with qtbot.waitSignal(page.runner.solved):
        click_mill(qtbot, view, "c1-c2xe1")
    assert page.feedback.text() == "Solved!"
    assert puzzle.id in learn_store.progress().puzzles_solved("mill")
    assert learn_store.progress().rating("mill").rating > 1500 - 700


def test_a_myra_puzzle_is_solved_by_clicks(qtbot, main_window):
    window, page, view = _open(qtbot, main_window, "myra")
    page.start(_puzzle("myra", "myra-2p-3-052"))  # a2-c4, b5-a4, c4xa4
    ready(qtbot, window)
    click_myra(qtbot, view, "a2-c4")
    assert [str(m) for m in page.runner.puzzle.solution][: page.runner.index] == [
        "a2-c4",
        "b5-a4",
    ]
    with qtbot.waitSignal(page.runner.solved):
        click_myra(qtbot, view, "c4xa4")
    assert page.feedback.text() == "Solved!"


def test_a_morra_puzzle_is_solved_by_a_click_on_the_hand(qtbot, main_window):
    window, page, view = _open(qtbot, main_window, "morra")
    puzzle = _puzzle("morra", "morra-quick-008")  # Blue shows 1 against Red's 1
    page.start(puzzle)
    ready(qtbot, window)
    assert "Which hand is best for Blue" in page.goal.text()
    with qtbot.waitSignal(page.runner.solved):
        click_hand(qtbot, view, 1, 1)
    assert page.feedback.text() == "Solved!"


def test_a_wrong_move_shows_the_refutation_and_the_true_value(qtbot, main_window):
    window, page, view = _open(qtbot, main_window, "mill")
    puzzle = _puzzle("mill", "mill-three-001")  # a3 wins at once
    page.start(puzzle)
    ready(qtbot, window)
    assert page.goal.text() == "White to move: find the move that wins at once."
    before = learn_store.progress().rating("mill")
    with qtbot.waitSignal(page.runner.refuted, timeout=60_000) as refuted:
        click_mill(qtbot, view, "b1")
    said = refuted.args[0]
    assert said.code == "loses" and said.reply == "c2"
    assert "you lose with best play" in page.feedback.text()
    # the solver's answer is named as what it is: the refutation of the move played
    assert "The refutation: c2." in page.feedback.text()
    assert "The answer" not in page.feedback.text()
    # the board shows the wrong move and the solver's answer to it, and takes no more moves
    assert view.state == refutation.start_state(puzzle).play("b1").play("c2")
    assert not page.board.taking
    after = learn_store.progress().rating("mill")
    assert after.rating < before.rating  # a failed first attempt lowers the rating
    assert page.again_button.isEnabled()
    qtbot.mouseClick(page.again_button, Qt.MouseButton.LeftButton)
    assert page.runner.index == 0 and not page.runner.over


def test_show_solution_after_a_wrong_move_plays_the_solution_from_the_start(qtbot, main_window):
    window, page, view = _open(qtbot, main_window, "mill")
    puzzle = _puzzle("mill", "mill-six-012")  # a1-c1, e3-e5, c1-c2xe1
    page.start(puzzle)
    ready(qtbot, window)
    start = refutation.start_state(puzzle)
    wrong = next(str(m) for m in start.legal_moves() if str(m) != "a1-c1")
    with qtbot.waitSignal(page.runner.refuted, timeout=60_000):
        click_mill(qtbot, view, wrong)
    assert "Show Solution plays the solution" in page.feedback.text()
    assert page.solution_button.isEnabled()  # not grey until Try Again
    qtbot.mouseClick(page.solution_button, Qt.MouseButton.LeftButton)
    assert view.state == start.play("a1-c1").play("e3-e5")
    assert "solution" in page.feedback.text() and "Go on" not in page.feedback.text()
    with qtbot.waitSignal(page.runner.solved):
        qtbot.mouseClick(page.solution_button, Qt.MouseButton.LeftButton)
    assert page.feedback.text() == "That is the solution."
    assert view.state == start.play("a1-c1").play("e3-e5").play("c1-c2xe1")
    assert not page.solution_button.isEnabled()


def test_a_myra_solution_shown_is_not_praised_as_the_learners_move(qtbot, main_window):
    window, page, _view = _open(qtbot, main_window, "myra")
    page.start(_puzzle("myra", "myra-2p-3-052"))  # a2-c4, b5-a4, c4xa4
    ready(qtbot, window)
    qtbot.mouseClick(page.solution_button, Qt.MouseButton.LeftButton)
    assert page.runner.index == 2
    assert "Go on" not in page.feedback.text() and "solution" in page.feedback.text()


def test_a_wrong_hand_is_told_with_the_win_chances(qtbot, main_window):
    window, page, view = _open(qtbot, main_window, "morra")
    page.start(_puzzle("morra", "morra-quick-008"))
    ready(qtbot, window)
    with qtbot.waitSignal(page.runner.refuted, timeout=20_000):
        click_hand(qtbot, view, 1, 0)
    assert "With a hand of 0 your chance to win is 30%; with 1 it is 67%." in (page.feedback.text())


def test_the_daily_puzzle_is_chosen_by_the_date(qtbot, main_window):
    _window, page, _view = _open(qtbot, main_window, "mill", "daily")
    today = datetime.date.today().toordinal()
    assert page.puzzle == puzzles.daily("mill", today)
    page.today = lambda: datetime.date.today() + datetime.timedelta(days=1)
    assert page.daily() == puzzles.daily("mill", today + 1) != page.puzzle


def test_practice_offers_the_untried_puzzle_nearest_the_rating(qtbot, main_window):
    _window, page, _view = _open(qtbot, main_window, "mill")
    rating = learn_store.progress().rating("mill").rating
    assert page.puzzle == puzzles.near("mill", rating, 1)[0]
    qtbot.mouseClick(page.solution_button, Qt.MouseButton.LeftButton)  # gives the puzzle up
    qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    tried = learn_store.progress().puzzles_tried("mill")
    new_rating = learn_store.progress().rating("mill").rating
    assert page.puzzle.id not in tried
    assert page.puzzle == puzzles.near("mill", new_rating, 1, frozenset(tried))[0]


def test_the_rush_ends_when_its_clock_runs_out_and_counts(qtbot, main_window):
    _window, page, view = _open(qtbot, main_window, "myra", "rush")
    now = [1000.0]
    page.clock = lambda: now[0]
    assert not page.board.taking  # nothing before the start, but every panel says something
    assert "Start Rush" in page.feedback.text()
    assert page.clock_label.text() and page.score_label.text() and page.title.text()
    qtbot.mouseClick(page.rush_button, Qt.MouseButton.LeftButton)
    assert page.rush.running and "3:00" in page.clock_label.text()
    first = page.puzzle
    with qtbot.waitSignal(page.runner.solved):
        while page.puzzle is first:  # the line's moves, as clicks would give them
            page.runner.try_move(page.runner.expected)
    assert page.rush.solved == 1 and page.puzzle != first  # on to the next one at once
    click_myra(qtbot, view, _a_wrong_move(page))
    assert page.rush.missed == 1
    now[0] += 100
    qtbot.waitUntil(lambda: "1:20" in page.clock_label.text())
    now[0] += 81
    with qtbot.waitSignal(page.rush_ended, timeout=3000) as ended:
        pass
    assert ended.args == [1, 1]
    assert "Time is up: 1 solved, 1 missed." in page.feedback.text()
    assert not page.board.taking
    page.runner.try_move(page.runner.puzzle.answer)
    assert page.rush.solved == 1  # nothing counts after the end
    assert learn_store.progress().puzzles_tried("myra") == frozenset()  # a rush is unrated


def _a_wrong_move(page) -> str:
    state = page.runner.state
    answer = str(state.parse_move(page.runner.expected))
    return next(
        str(m)
        for m in state.legal_moves()
        if str(m) != answer and "x" not in str(m) and ">" not in str(m) and "+" not in str(m)
    )


def _coordinates_on(scene) -> bool:
    if hasattr(scene, "show_coordinates"):
        return bool(scene.show_coordinates)
    return scene._coordinates.isVisible()  # Myra's scene keeps them as one item group


def test_puzzle_boards_show_coordinates_as_the_game_boards_do(qtbot, main_window):
    for game in ("mill", "myra", "morra"):
        _window, page, view = _open(qtbot, main_window, game)
        assert page.coordinates.isChecked() and _coordinates_on(view.scene()), game
        page.coordinates.setChecked(False)
        assert not _coordinates_on(view.scene()), game
        page.coordinates.setChecked(True)
        assert _coordinates_on(view.scene()), game
