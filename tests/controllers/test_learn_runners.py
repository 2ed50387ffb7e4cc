"""The Learn controllers without widgets: the lesson runner, the puzzle runner and the rush."""

from __future__ import annotations

from morra_suite.controllers.learn_lesson import LessonRunner
from morra_suite.controllers.learn_puzzle import PuzzleRunner
from morra_suite.controllers.learn_rush import RushSession
from morra_suite.learn import lessons, puzzles


def _puzzle(game: str, pid: str) -> puzzles.Puzzle:
    return next(p for p in puzzles.load(game) if p.id == pid)


def test_a_lesson_is_done_when_its_last_step_is(qtbot):
    lesson = lessons.load("mill")[1]
    marked = []
    runner = LessonRunner("mill", lesson, lambda game, lid: marked.append((game, lid)))
    runner.start()
    wrong = next(
        str(m)
        for m in runner.step.state().legal_moves()
        if not lessons.check(runner.step, str(m)).accepted
    )
    with qtbot.assertNotEmitted(runner.finished):
        assert not runner.try_move(wrong).accepted
    assert marked == [] and not runner.step_done
    with qtbot.waitSignal(runner.finished):
        for index in range(runner.count):
            runner.go_to(index)
            assert runner.show().accepted
    assert marked == [("mill", lesson.id)]


def test_the_line_is_played_with_the_replies_and_rated_once(qtbot):
    rated = []
    runner = PuzzleRunner(lambda p, solved: rated.append(solved) or solved)
    puzzle = _puzzle("mill", "mill-six-012")
    runner.start(puzzle)
    with qtbot.assertNotEmitted(runner.solved):
        assert runner.try_move("a1-c1")
    assert runner.index == 2 and runner.expected == "c1-c2xe1"
    with qtbot.waitSignal(runner.solved):
        assert runner.try_move("c1-c2xe1")
    assert rated == [True]
    runner.start(puzzle, rated=False)  # a retry does not count again
    runner.try_move("a1-c1")
    runner.try_move("c1-c2xe1")
    assert rated == [True]


def test_a_wrong_move_fails_at_once_and_the_refutation_follows(qtbot):
    rated = []
    runner = PuzzleRunner(lambda p, solved: rated.append(solved))
    runner.start(_puzzle("myra", "myra-2p-3-052"))
    wrong = next(str(m) for m in runner.state.legal_moves() if str(m) != "a2-c4")
    with (
        qtbot.waitSignal(runner.refuted, timeout=30_000) as said,
        qtbot.waitSignal(runner.failed),
    ):
        assert not runner.try_move(wrong)
    assert rated == [False] and runner.over and runner.expected is None
    assert said.args[0].code == "no-capture" and said.args[0].move == wrong
    assert not runner.try_move("a2-c4")  # the puzzle is over


def test_a_refutation_of_an_earlier_puzzle_is_dropped(qtbot):
    runner = PuzzleRunner()
    runner.start(_puzzle("mill", "mill-three-001"))
    runner.try_move("b1")
    runner.start(_puzzle("mill", "mill-six-012"))
    with qtbot.assertNotEmitted(runner.refuted, wait=1500):
        pass
    assert runner.refutation is None and runner.index == 0


def test_the_rush_ends_on_the_first_tick_after_its_time(qtbot):
    now = [0.0]
    rush = RushSession(seconds=180, clock=lambda: now[0])
    rush.start()
    rush.count(True)
    rush.count(False)
    rush.count(True)
    now[0] = 179.5
    with qtbot.waitSignal(rush.ticked) as tick:
        pass
    assert 0 < tick.args[0] <= 0.5 and rush.running
    now[0] = 180.0
    with qtbot.waitSignal(rush.ended) as ended:
        pass
    assert ended.args == [2, 1] and not rush.running
    rush.count(True)
    assert rush.solved == 2


def test_a_refutation_finished_after_its_runner_was_deleted_is_dropped_quietly() -> None:
    """The puzzle page closed while the thread pool refuted a wrong move: the job's post to the
    deleted runner raised in the pool thread ("Signal source has been deleted")."""
    import shiboken6

    from morra_suite.controllers.learn_puzzle import _Refute
    from morra_suite.learn.refutation import Refutation

    runner = PuzzleRunner()
    job = _Refute(runner._posted.emit, 1, lambda: Refutation("", None, "unknown", {}))
    shiboken6.delete(runner)
    job.run()  # must not raise
