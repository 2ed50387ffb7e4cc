"""Every step of every shipped lesson, played through the real lesson window: once by its wrong
try (the message line must say the rules' reason for it) and once by its accepted answer (the
step is done, and the lesson when its last step is).

The moves enter where the board's own gestures leave it (``move_chosen`` for a turn game, the
learner's ``choice_made`` in Morra, with the other player's part fixed by the page): every board's
clicks are tested on their own elsewhere, and clicking 155 steps' moves would only test those
again, slowly. Everything after the board (the training board, the runner, the rules, the page's
message line and buttons) is the real window's."""

from __future__ import annotations

import pytest
from learn_helpers import ready

from morra_suite.learn import joint, lessons
from morra_suite.ui.learn import centre


def play(page, text: str) -> None:
    """``text`` made on the page's board, as its gestures would make it."""
    state = page.board.state
    if len(state.choosers()) >= 2:
        learner = page.board.learner
        own = next(
            c
            for c in state.legal_choices(learner)
            if joint.joint_text(state, learner, c, page.board.fixed) == text
        )
        page.view.choice_made.emit(learner, own)
    else:
        page.view.move_chosen.emit(state.parse_move(text))


@pytest.mark.parametrize("game", ["morra", "mill", "myra"])
def test_every_step_by_its_wrong_try_and_its_answer(qtbot, main_window, game):
    window = centre.open_lessons(main_window, game)
    page = window.page
    ready(qtbot, window)
    course = lessons.load(game)
    assert len(course) >= 10
    for row, lesson in enumerate(course):
        page.open_lesson(row)
        assert page.title.text() == lesson.title
        for number, step in enumerate(lesson.steps):
            where = f"{lesson.id} step {number + 1}"
            if number:
                assert page.next_button.isEnabled(), where
                qtbot.mouseClick(page.next_button, left())
            assert page.runner.index == number and page.text.text() == step.text, where
            play(page, step.wrong)
            reason = lessons.check(step, step.wrong).reason
            assert reason and page.feedback.text().startswith(reason), where
            assert not page.runner.step_done and page.again_button.isEnabled(), where
            qtbot.mouseClick(page.again_button, left())
            assert page.board.taking, where
            play(page, step.shown)
            assert page.runner.step_done, where
            assert page.feedback.text().startswith("Well done"), where
        assert page.runner.finished_lesson and lesson.id in page.done
        assert page.list.item(row).text().startswith("★☆☆")  # a wrong try in every step


def left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton
