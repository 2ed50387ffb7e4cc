"""Lessons on the real boards, opened from the Learn menu, played by clicks on the viewport."""

from __future__ import annotations

from learn_helpers import click_mill, click_start_field, ready

from morra_suite.controllers import learn_store
from morra_suite.learn import lessons
from morra_suite.ui.learn import centre


def test_the_learn_menu_lists_the_games_lessons_puzzles_and_progress(main_window):
    menu = main_window.ensure_menus().menus["learn"]
    texts = [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]
    assert texts == [
        "Morra",
        "Mill games",  # the game's title, as Help › Rules and the chooser name it
        "Myra",
        "Puzzles",
        "Daily Puzzle",
        "Puzzle Rush",
        "My Progress",
    ]


def test_the_first_morra_lesson_is_played_to_its_end_by_clicks(qtbot, main_window):
    main_window.ensure_menus().learn_actions["morra"].trigger()
    window = main_window.findChild(type(main_window.dialog))
    assert window is main_window.dialog and window.isVisible()
    page = window.page
    view = ready(qtbot, window)
    first = lessons.load("morra")[0]
    assert page.title.text() == first.title
    assert page.text.text() == first.steps[0].text
    assert "Step 1 of 1" in page.counter.text()
    with qtbot.waitSignal(page.lesson_finished) as done:
        click_start_field(qtbot, view, 3)
    assert done.args == [first.id]
    assert "lesson is done" in page.feedback.text()
    assert page.list.item(0).text().startswith("✓")
    assert first.id in learn_store.progress().lessons_done("morra")
    # the board shows the round played: the learner's stone on the field chosen
    assert view.state.field_text(0) == "0.3"


def test_a_wrong_try_says_why_then_try_again_and_show_do_the_step(qtbot, main_window):
    window = centre.open_lessons(main_window, "mill")
    page = window.page
    view = ready(qtbot, window)
    page.list.setCurrentRow(1)  # a lesson about closing a mill
    step = page.runner.step
    assert step.goal == "close-mill"
    state = step.state()
    wrong = next(str(m) for m in state.legal_moves() if not lessons.check(step, str(m)).accepted)
    click_mill(qtbot, view, wrong)
    assert page.feedback.text() == lessons.check(step, wrong).reason
    assert not page.next_button.isEnabled() and page.again_button.isEnabled()
    qtbot.mouseClick(page.again_button, qtbot_left())
    assert view.state == state
    qtbot.mouseClick(page.show_button, qtbot_left())
    assert page.runner.step_done
    assert view.state == state.play(step.shown)


def test_lessons_speak_the_language_of_the_window(qtbot, main_window):
    from morra_suite.ui.i18n import install_translators

    install_translators(language="de")
    try:
        window = centre.open_lessons(main_window, "myra")
        first = lessons.load("myra", "de")[0]
        assert window.page.title.text() == first.title
        assert window.page.text.text() == first.steps[0].text
        assert first.steps[0].text != lessons.load("myra", "en")[0].steps[0].text
    finally:
        install_translators(language="en")


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton
