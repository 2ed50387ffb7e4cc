"""The Learn windows answer their keys as soon as they open (issue 44): the board has the focus,
so a lesson or a puzzle is played by keys with no click first (before, J K L ; and the arrows
did nothing until the board was clicked)."""

from __future__ import annotations

from learn_helpers import ready
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from morra_suite.learn import lessons, puzzles
from morra_suite.ui.learn import centre


def press(
    qtbot, key: Qt.Key | str, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    qtbot.keyClick(widget, key, modifier)


def test_the_first_morra_lesson_is_played_by_keys_as_it_opens(qtbot, main_window):
    """Its first step as the window opens, and every later one after Tab on to Next and
    Space, which hands the keys back to the board."""
    main_window.ensure_menus().learn_actions["morra"].trigger()
    window = main_window.dialog
    page = window.page
    view = ready(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    first = lessons.load("morra")[0]
    keys = "asdf" if page.board.learner == 0 else "jkl;"
    for _ in range(3):
        press(qtbot, keys[1])  # the hidden marker on to the next start field
    press(qtbot, keys[3])  # and chosen
    assert page.runner.step_done
    assert view.state.field_text(0) == "0.3"
    with qtbot.waitSignal(page.lesson_finished) as done:
        for step in first.steps[1:]:
            for _ in range(20):  # Tab on to Next, and Space presses it
                if QApplication.focusWidget() is page.next_button:
                    break
                press(qtbot, Qt.Key.Key_Tab)
            press(qtbot, Qt.Key.Key_Space)
            assert page.text.text() == step.text
            assert QApplication.focusWidget() is view
            own = step.state().parse_move(step.shown).of(step.player)
            press(qtbot, ("asdf", "jkl;")[step.player][own])
            assert page.runner.step_done, step.text
    assert done.args == [first.id]


def test_a_morra_puzzle_is_solved_by_its_printed_key_as_it_opens(qtbot, main_window):
    window = centre.open_puzzles(main_window, "practice")
    if window.page.game != "morra":
        window.games.setCurrentIndex(window.games.findData("morra"))
        window.games.activated.emit(window.games.currentIndex())
    page = window.page
    page.start(next(p for p in puzzles.load("morra") if p.id == "morra-quick-008"))
    view = ready(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    assert "Which hand is best for Blue" in page.goal.text()
    with qtbot.waitSignal(page.runner.solved):
        press(qtbot, "k")  # Blue's keys are J K L ;: K shows one ball
    assert page.feedback.text() == "Solved!"


def test_a_mill_puzzle_takes_the_arrows_and_space_as_it_opens(qtbot, main_window):
    window = centre.open_puzzles(main_window, "practice")
    if window.page.game != "mill":
        window.games.setCurrentIndex(window.games.findData("mill"))
        window.games.activated.emit(window.games.currentIndex())
    page = window.page
    page.start(next(p for p in puzzles.load("mill") if p.id == "mill-three-001"))
    view = ready(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    said: list[str] = []
    view.status_message.connect(said.append)
    press(qtbot, Qt.Key.Key_Right)
    assert said and said[-1].startswith("Cursor on")


def test_escape_closes_the_learn_window_when_the_board_has_nothing_to_take_back(qtbot, main_window):
    window = centre.open_lessons(main_window, "mill")
    view = ready(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    press(qtbot, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_escape_on_a_myra_lesson_first_drops_the_selection_then_closes(qtbot, main_window):
    window = centre.open_lessons(main_window, "myra")
    view = ready(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    said: list[str] = []
    view.status_message.connect(said.append)
    press(qtbot, Qt.Key.Key_Right)  # the cursor on the learner's queen
    press(qtbot, Qt.Key.Key_Space)  # chosen
    selected = said[-1]
    press(qtbot, Qt.Key.Key_Escape)
    assert window.isVisible() and said[-1] != selected  # the selection went, the window stays
    press(qtbot, Qt.Key.Key_Escape)
    assert not window.isVisible()
