"""My Progress through the real window: the rating after a solve, the chart, the results
against the computer recorded when a game ends, and a damaged file."""

from __future__ import annotations

from learn_helpers import click_mill, ready

from morra_suite.controllers import learn_store
from morra_suite.learn import puzzles
from morra_suite.learn.progress import FILE_NAME
from morra_suite.ui.learn import centre


def test_the_progress_dialog_shows_the_rating_after_a_solve(qtbot, main_window):
    window = centre.open_puzzles(main_window)
    page = window.page
    view = ready(qtbot, window)
    puzzle = next(p for p in puzzles.load("mill") if p.id == "mill-three-001")
    page.start(puzzle)
    ready(qtbot, window)
    with qtbot.waitSignal(page.runner.solved):
        click_mill(qtbot, view, "a3")
    rating = learn_store.progress().rating("mill")
    assert rating.rating != 1500
    main_window.my_progress_action.trigger()
    dialog = main_window.dialog
    qtbot.waitExposed(dialog)
    tab = dialog.pages["mill"]
    assert f"Puzzle rating: {round(rating.rating)} ±" in tab.rating_label.text()
    assert tab.puzzles_label.text().startswith("Puzzles solved: 1 of ")
    assert len(tab.chart.points) == 1
    assert tab.chart.bounds()[0] <= rating.rating <= tab.chart.bounds()[1]
    picture = tab.chart.grab().toImage()
    assert picture.width() >= 320  # painted: the axes and the line in the widget's picture
    colours = {
        picture.pixel(x, y)
        for x in range(0, picture.width(), 7)
        for y in range(0, picture.height(), 7)
    }
    assert len(colours) > 3
    assert "Lessons done: 0 of " in dialog.pages["morra"].lessons_label.text()


def test_a_finished_game_against_the_computer_is_recorded_by_level(qtbot, main_window):
    main_window.start_game("mill", players=[("Me", False, 0), ("Computer", True, 3)])
    qtbot.waitUntil(lambda: main_window.session.has_game)
    assert main_window.session.resign(0)
    results = learn_store.progress().results("mill")
    assert results[3].lost == 1 and results[3].games == 1
    main_window.undo()  # takes the resignation back; resigning again is the same game
    main_window.session.resign(0)
    assert learn_store.progress().results("mill")[3].games == 1
    dialog = centre.open_progress(main_window)
    tab = dialog.pages["mill"]
    assert tab.table.item(0, 0).text() == "3" and tab.table.item(0, 3).text() == "1"
    assert tab.strength_label.text().startswith("Estimated strength: ")


def test_a_game_between_people_is_not_recorded(qtbot, main_window):
    main_window.start_game("mill")
    main_window.session.resign(0)
    assert learn_store.progress().results("mill") == {}


def test_a_damaged_progress_file_gives_a_message_and_a_fresh_start(qtbot, main_window):
    learn_store.forget()
    folder = learn_store.learn_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / FILE_NAME).write_text("{ not json", encoding="utf-8")
    dialog = centre.open_progress(main_window)
    assert any("could not be read" in box.text() for box in main_window.messages)
    assert (folder / (FILE_NAME + ".damaged")).exists()
    assert dialog.pages["mill"].puzzles_label.text().startswith("Puzzles solved: 0 of ")
    count = len(main_window.messages)
    centre.open_progress(main_window)
    assert len(main_window.messages) == count  # said once
    learn_store.progress().mark_lesson_done("mill", "x")
    learn_store.progress().settle()  # the window's store writes on a thread of its own
    assert (folder / FILE_NAME).exists()  # the fresh store writes a good file


def test_my_progress_suggests_the_next_level_from_the_results(qtbot, main_window):
    """Two games lost at level 3 (resigned through the window) suggest level 2; two won there
    then suggest level 3 again, each with what the level does in words."""
    from morra_suite.controllers.computers import max_level
    from morra_suite.ui import kits

    dialog = centre.open_progress(main_window)
    assert dialog.pages["mill"].next_label.text().startswith("Start with the computer at level 1")
    dialog.reject()
    for _ in range(2):
        main_window.start_game("mill", players=[("Me", False, 0), ("Computer", True, 3)])
        qtbot.waitUntil(lambda: main_window.session.has_game)
        assert main_window.session.resign(0)
    dialog = centre.open_progress(main_window)
    text = dialog.pages["mill"].next_label.text()
    assert text.startswith("You lost your last two games at level 3: try level 2")
    words = kits.get_kit("mill").describe_level(2, max_level("mill"))
    assert words and f"Level 2: {words}" in text
    dialog.reject()
    store = learn_store.progress()
    store.record_game("mill", 2, "won")
    store.record_game("mill", 2, "won")
    dialog = centre.open_progress(main_window)
    assert (
        dialog.pages["mill"]
        .next_label.text()
        .startswith("You won your last two games at level 2: try level 3 next.")
    )
