"""Lessons on the real boards, opened from the Learn menu, played by clicks on the viewport."""

from __future__ import annotations

from learn_helpers import click_hand, click_mill, click_scene, click_start_field, ready

from morra_suite.controllers import course_store, learn_store
from morra_suite.learn import lessons
from morra_suite.ui.learn import centre, training_board


def test_the_learn_menu_lists_the_games_lessons_puzzles_and_progress(main_window):
    menu = main_window.ensure_menus().menus["learn"]
    menu.aboutToShow.emit()  # opened: its game rows come then (their records are read)
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
    assert f"Step 1 of {len(first.steps)}" in page.counter.text()
    click_start_field(qtbot, view, 3)
    assert page.runner.step_done
    # the board shows the round played: the learner's stone on the field chosen
    assert view.state.field_text(0) == "0.3"
    with qtbot.waitSignal(page.lesson_finished) as done:
        for step in first.steps[1:]:
            qtbot.mouseClick(page.next_button, qtbot_left())
            assert page.text.text() == step.text
            own = step.state().parse_move(step.shown).of(step.player)
            click_hand(qtbot, view, step.player, own)
            assert page.runner.step_done, step.text
    assert done.args == [first.id]
    assert "lesson is done" in page.feedback.text()
    assert page.list.item(0).text().startswith("★★★")  # no wrong try, nothing shown
    assert first.id in learn_store.progress().lessons_done("morra")
    assert course_store.course().mark("morra", first.id) == 3


def test_a_wrong_try_says_why_then_try_again_and_show_do_the_step(qtbot, main_window):
    window = centre.open_lessons(main_window, "mill")
    page = window.page
    view = ready(qtbot, window)
    page.list.setCurrentRow(1)  # a lesson about closing a mill
    step = page.runner.step
    assert step.goal == "close-mill"
    state = step.state()
    click_mill(qtbot, view, step.wrong)
    assert page.feedback.text().startswith(lessons.check(step, step.wrong).reason)
    assert not page.next_button.isEnabled() and page.again_button.isEnabled()
    assert page.show_button.isEnabled()  # Show is there after a wrong try
    qtbot.mouseClick(page.again_button, qtbot_left())
    assert view.state == state
    qtbot.mouseClick(page.show_button, qtbot_left())
    assert page.runner.step_done
    assert view.state == state.play(step.shown)


def test_a_click_the_board_refuses_is_answered_on_the_message_line(qtbot, main_window):
    window = centre.open_lessons(main_window, "mill")
    page = window.page
    view = ready(qtbot, window)
    page.list.setCurrentRow(2)  # pieces in a mill are protected
    step = page.runner.step
    assert "b6" in step.accepts[0] and "d1" in step.position
    for name in ("a4", "d1"):  # close the mill, then try to take a protected piece
        click_scene(qtbot, view, view.scene_point(name))
    assert "d1" in page.feedback.text() and "mill" in page.feedback.text()
    assert not page.runner.step_done


def test_next_leads_to_the_next_lesson_and_the_course_remembers_the_place(qtbot, main_window):
    window = centre.open_lessons(main_window, "myra")
    page = window.page
    ready(qtbot, window)
    course = lessons.load("myra")
    first, second = course[0], course[1]
    for number in range(len(first.steps)):
        if number:
            qtbot.mouseClick(page.next_button, qtbot_left())
        qtbot.mouseClick(page.show_button, qtbot_left())
    assert page.runner.finished_lesson and page.next_button.isEnabled()
    assert page.next_button.text().replace("&", "") == "Next Lesson"
    assert page.list.item(0).text().startswith("★☆☆")  # shown, so the least mark
    qtbot.mouseClick(page.next_button, qtbot_left())
    assert page.title.text() == second.title and page.list.currentRow() == 1
    qtbot.mouseClick(page.show_button, qtbot_left())
    qtbot.mouseClick(page.next_button, qtbot_left())  # step 2 of the second lesson
    window.close()
    course_store.forget()  # read from the file again, as the next start does
    again = centre.open_lessons(main_window, "myra")
    assert again.page.title.text() == second.title
    assert again.page.runner.index == 1
    assert again.page.text.text() == second.steps[1].text


def test_coordinates_are_on_and_switch_with_the_window_setting(qtbot, main_window):
    window = centre.open_lessons(main_window, "mill")
    page = window.page
    ready(qtbot, window)
    scene = page.view.mill_scene
    assert page.coordinates.isChecked() and scene.show_coordinates
    page.coordinates.setChecked(False)
    assert not scene.show_coordinates
    assert training_board.coordinates_shown() is False
    page.coordinates.setChecked(True)
    assert scene.show_coordinates and training_board.coordinates_shown()


def test_the_points_a_step_speaks_of_are_marked(qtbot, main_window):
    window = centre.open_lessons(main_window, "mill")
    page = window.page
    ready(qtbot, window)
    step = page.runner.step
    assert step.marks == ("a7", "g7", "a1", "g1")
    rings = [i for i in page.view.scene().items() if str(i.data(0)).startswith("mark:")]
    assert sorted(str(r.data(0)) for r in rings) == sorted(f"mark:{n}" for n in step.marks)
    for ring in rings:
        name = str(ring.data(0))[5:]
        assert ring.sceneBoundingRect().contains(page.view.scene_point(name))


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
