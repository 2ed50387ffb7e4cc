"""Proof that the game seam is real: a fourth game, written as a plug-in in ``tests/plugin_game``
and registered from this test alone (its one registration record), runs through the whole app.

It appears in the chooser, the New Game dialog starts it, a whole game is played by clicks on the
real board's viewport, save and open round-trip, undo and redo work, the Settings dialog is built
from its settings and shows its display option, Set Up Position edits its positions with its own
editor, Paste Position reads its texts (another program's notation too), the analysis panel and
the hint analyse it, its own lesson is in the Learn menu and is played on its board, and no
shared file of the app names it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QMessageBox
from qt_events import open_and_wait

from morra_suite.games import game_keys, register_game, unregister_game
from morra_suite.ui import kits
from tests.fake_time import FakeTime
from tests.plugin_game.kit import LETTERS_KEY
from tests.plugin_game.registration import BLURB, REGISTRATION
from tests.ui.conftest import isolate_settings, main_window, silent  # noqa: F401  (fixtures)

KIT_TARGET = "tests.plugin_game.kit:NimKit"


@pytest.fixture
def plugin() -> Iterator[str]:
    register_game(REGISTRATION)
    yield "nim"
    unregister_game("nim")


@pytest.fixture
def window(plugin, main_window):  # noqa: F811  (the plug-in is registered before the window)
    main_window.computer_delay_ms = 0
    return main_window


def take(qtbot, window, heap: str, count: int) -> None:
    """Clicks the counter that takes ``count`` from ``heap`` (it and every one above it)."""
    view = window.view
    number = "abcd".index(heap)
    index = window.controller.state.heaps[number] - count
    point = view.mapFromScene(view.counter_centre(number, index))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def start_from_the_chooser(qtbot, window, computer: bool = False) -> None:
    card = window.chooser.cards["nim"]
    assert card.title == "Nim" and card.isEnabled()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    dialog = window.dialog
    assert dialog.game_box.currentData() == "nim"
    assert [dialog.variant_box.itemData(i) for i in range(dialog.variant_box.count())] == [
        "classic",
        "misere",
        "marienbad",
    ]
    assert len(dialog.rows) == 2
    if computer:
        dialog.rows[1].set_computer(True, 1)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert window.kit.key == "nim"
    qtbot.waitExposed(window.view)


def test_the_plugin_is_listed_everywhere_the_built_in_games_are(qtbot, window) -> None:
    assert game_keys()[-1] == "nim"
    assert list(window.chooser.cards) == list(game_keys())
    assert "nim" in window.ensure_menus().rules_actions
    window.render_card("nim")
    assert window.chooser.cards["nim"].available
    assert not window.chooser.cards["nim"].picture.pixmap().isNull()
    dialog = window.new_game_dialog()
    assert dialog.game_box.findData("nim") >= 0
    dialog.reject()


def test_the_plugin_passes_the_conformance_test(plugin) -> None:
    import tests.test_conformance as conformance

    cases = conformance.cases((plugin,))
    assert cases
    for key, variant, players in cases:
        conformance.check_playouts(key, variant, players)


def test_a_whole_game_by_clicks_then_undo_redo_save_and_open(qtbot, window, tmp_path) -> None:
    start_from_the_chooser(qtbot, window)
    controller = window.controller
    assert window.move_list.model().rowCount() == 1
    assert controller.state.heaps == (3, 4, 5)
    take(qtbot, window, "a", 2)  # First
    take(qtbot, window, "b", 4)  # Second
    assert controller.state.heaps == (1, 0, 5)
    assert [str(m) for m in controller.record.moves] == ["a2", "b4"]
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert controller.state.heaps == (1, 4, 5) and controller.state.to_move == 1
    qtbot.mouseClick(window.redo_button, Qt.MouseButton.LeftButton)
    assert controller.state.heaps == (1, 0, 5)
    take(qtbot, window, "c", 5)  # First
    take(qtbot, window, "a", 1)  # Second takes the last counter
    assert controller.outcome().winner == 1
    assert window.status_text() == "Second wins: took the last counter."
    assert window.view.input_players == frozenset()
    moves = list(controller.record.moves)
    path = tmp_path / "game.nim"
    assert window.save_to(path)
    assert '[Game "Nim"]' in Path(path).read_text(encoding="utf-8")
    window.start_game("nim")
    assert window.controller.state.heaps == (3, 4, 5)
    assert open_and_wait(qtbot, window, path)
    assert list(window.controller.record.moves) == moves
    assert window.controller.outcome().winner == 1
    assert window.session.names == ["First", "Second"]
    assert not [box.text() for box in window.messages]


def test_a_game_against_the_registrys_computer(qtbot, window) -> None:
    """The plug-in brings no computer: the registry's random player answers (in a child)."""
    start_from_the_chooser(qtbot, window, computer=True)
    controller = window.controller
    assert not controller.seats[1].is_human
    take(qtbot, window, "c", 1)
    qtbot.waitUntil(lambda: len(controller.record.moves) == 2, timeout=30_000)
    assert sum(controller.state.heaps) < 11
    assert controller.state.to_move == 0


def test_history_browsing_shows_an_earlier_position_read_only(qtbot, window) -> None:
    window.start_game("nim")
    for heap in "abc":
        take(qtbot, window, heap, 1)
    window.view_position(1)
    assert window.view.state.heaps == (2, 4, 5)
    assert window.view.input_players == frozenset()
    assert "read-only" in window.status_text()
    take(qtbot, window, "c", 1)  # the board is read-only: nothing is played
    assert len(window.controller.record.moves) == 3
    qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    assert window.view.state == window.controller.state


def test_the_settings_dialog_is_built_from_the_games_settings(qtbot, window) -> None:
    dialog = window.open_settings("nim")
    editor = dialog.editors["misere"]
    assert isinstance(editor, QCheckBox) and editor.accessibleName() == "Misère"
    editor.setChecked(True)
    assert dialog.preset_box.currentData() == "misere"
    limit, most = dialog.editors["take_limit"], dialog.editors["max_take"]
    assert not most.isEnabled()  # it requires the take limit
    limit.setChecked(True)
    assert most.isEnabled() and (most.minimum(), most.maximum()) == (1, 9)
    most.setValue(2)
    assert dialog.preset_box.currentData() == "__custom__"
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    window.start_game("nim")
    rules = window.controller.state.rules
    assert rules.misere and rules.take_limit and rules.max_take == 2
    assert window.game_title.text() == "Misère Nim (custom)"
    take(qtbot, window, "c", 3)  # over the limit: the rules refuse it, the board did not decide
    assert "Not possible" in window.status_text() and "at most 2" in window.status_text()
    assert window.controller.state.heaps == (3, 4, 5)


def test_no_file_of_the_app_names_the_plugin() -> None:
    """No module of the app names the plug-in's package; no shared module (outside a built-in
    game's own folders) even says "nim": Set Up, Paste, Analysis and the display option all
    reached it through its record and its hooks."""
    package = Path(__file__).resolve().parents[1] / "morra_suite"
    own_folders = {
        (layer, key) for layer in ("games", "ui", "ai") for key in ("mill", "morra", "myra")
    }
    for source in package.rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        assert "plugin_game" not in text, source
        parts = source.relative_to(package).parts
        if tuple(parts[:2]) not in own_folders:
            assert not re.search(r"\bnim\b", text, re.IGNORECASE), source


def test_a_game_without_a_kit_is_an_error_that_names_it(plugin) -> None:
    kits.unregister_kit("nim")
    try:
        with pytest.raises(kits.MissingKitError, match="'nim'"):
            kits.get_kit("nim")
    finally:
        kits.register_kit("nim", KIT_TARGET, "Nim", BLURB)


def _ok(qtbot, dialog) -> None:
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def test_set_up_position_edits_the_plugins_position_with_its_own_editor(qtbot, window) -> None:
    from morra_suite.ui.dialogs.setup_dialog import SetupDialog

    window.start_game("nim")
    take(qtbot, window, "a", 1)
    window.setup_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, SetupDialog)
    editor = dialog.editor
    assert [box.value() for box in editor.heap_boxes] == [2, 4, 5]
    # how to set up is the plugin editor's own sentence
    assert dialog.instructions_label.text() == editor.instructions() != ""
    assert dialog.position_edit.text() == "heaps=3,4,5 left:2,4,5 to:2"
    editor.heap_boxes[2].setValue(7)  # more than heap c starts with: the set-up says why not
    assert not dialog.ok_button.isEnabled()
    assert "heap c holds 7, at most 5" in dialog.problems_label.text()
    editor.heap_boxes[2].setValue(1)
    editor.to_move_box.setCurrentIndex(0)
    assert dialog.ok_button.isEnabled()
    dialog.position_edit.setText("0-3-3")  # another program's notation: the game's paste hook
    qtbot.keyClick(dialog.position_edit, Qt.Key.Key_Return)
    assert [box.value() for box in editor.heap_boxes] == [0, 3, 3]
    assert dialog.isVisible()  # Enter read the line; it did not close the dialog
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    question = window.messages[-1]  # the game it replaces was not saved: asked first
    question.button(QMessageBox.StandardButton.Discard).click()
    state = window.controller.state
    assert state.heaps == (0, 3, 3) and state.to_move == 0
    assert window.session.names == ["First", "Second"]
    take(qtbot, window, "b", 3)  # play goes on from the set-up on the real board
    assert window.controller.state.heaps == (0, 0, 3)


def test_paste_position_reads_the_plugins_texts(qtbot, window) -> None:
    window.start_game("nim")
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("heaps=3,4,5 left:1,2,3 to:2")  # what Copy Position writes
    window.paste_action.trigger()
    assert window.controller.state.heaps == (1, 2, 3) and window.controller.state.to_move == 1
    window.copy_action.trigger()
    assert clipboard.text() == "heaps=3,4,5 left:1,2,3 to:2"
    clipboard.setText("  2-0-4 ")  # the plug-in's own extra reader (its paste hook)
    window.paste_action.trigger()
    assert window.controller.state.heaps == (2, 0, 4)
    clipboard.setText("no heaps here")
    window.paste_action.trigger()
    assert "The clipboard holds no position" in window.status_text()
    assert window.controller.state.heaps == (2, 0, 4)


def test_the_analysis_panel_and_the_hint_analyse_the_plugin(qtbot, window) -> None:
    from morra_suite.controllers.analyser import runs_in_child
    from morra_suite.ui.panels.analysis_panel import AnalysisPanel

    window.start_game("nim")
    # its record says a child process: the child learns the record with the state it is sent
    assert runs_in_child(window.controller.state)
    window.analysis_action.trigger()
    panel = window.findChild(AnalysisPanel)
    assert panel is not None and panel.isVisible()
    qtbot.waitUntil(lambda: panel.shown is not None, timeout=20_000)
    analysis = panel.shown
    # 3 ^ 4 ^ 5 = 2: taking 2 from heap a leaves a nim-sum of 0, the one winning move
    assert str(analysis.best) == "a2" and analysis.result == "win" and analysis.solved
    assert "First" in panel.headline.text()
    take(qtbot, window, "a", 2)
    qtbot.waitUntil(
        lambda: panel.shown is not None and panel.shown.result == "loss", timeout=20_000
    )
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window.status_text().startswith("Hint:"), timeout=20_000)
    hinted = window.status_text().removeprefix("Hint:").strip()
    assert hinted in [str(move) for move in window.controller.state.legal_moves()]
    window.analysis_action.trigger()
    assert not panel.isVisible()


def test_the_plugins_display_option_is_in_settings_and_the_open_board_follows(
    qtbot, window
) -> None:
    window.start_game("nim")
    view = window.view
    assert view.show_letters and len(view.letter_items()) == 3
    dialog = window.open_settings("nim")
    dialog.show_page("appearance")  # the board options are on the Appearance page
    check = dialog.display_editors[LETTERS_KEY]
    assert isinstance(check, QCheckBox) and check.accessibleName() == "Heap letters"
    assert check.isChecked()
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=check.rect().center())
    _ok(qtbot, dialog)  # the other games' options (Myra's marks) are not applied to this board
    assert QSettings().value(LETTERS_KEY) in (False, "false")
    assert not view.show_letters and view.letter_items() == []
    again = window.open_settings("nim")
    assert not again.display_editors[LETTERS_KEY].isChecked()
    again.reject()


def test_the_plugins_lesson_is_in_the_learn_menu_and_is_played_by_clicks(qtbot, window) -> None:
    """The plug-in ships a lesson beside its code (its record names the folder): Learn gets a
    row for it, named by its title, and the lesson is played by a click on its own board."""
    from morra_suite.controllers import learn_store
    from morra_suite.learn import lessons
    from morra_suite.ui.learn.learn_window import LearnWindow, has_puzzles

    menus = window.ensure_menus()
    menus.menus["learn"].aboutToShow.emit()  # opened: its game rows come then
    rows = [a.text() for a in menus.menus["learn"].actions() if not a.isSeparator()]
    assert rows[:4] == ["&Morra", "M&ill games", "M&yra", "&Nim"]
    assert not has_puzzles("nim")  # lessons only: Puzzles does not offer it
    menus.learn_actions["nim"].trigger()
    learn = window.findChild(LearnWindow)
    assert learn is not None and learn is window.dialog
    qtbot.waitExposed(learn)
    page = learn.page
    (lesson,) = lessons.load("nim")
    assert page.title.text() == lesson.title == "The last counter"
    assert page.text.text() == lesson.steps[0].text
    view = page.view
    assert view.state.heaps == (0, 0, 3)
    point = view.mapFromScene(view.counter_centre(2, 0))  # the lowest counter: all three
    with qtbot.waitSignal(page.lesson_finished) as done:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert done.args == ["nim-last-counter"]
    assert "lesson is done" in page.feedback.text()
    assert "nim-last-counter" in learn_store.progress().lessons_done("nim")


@pytest.mark.parametrize(
    ("position", "winner", "reason"),
    [
        ("left:1,0,0 to:2", None, "FLAG_NO_WIN"),  # First can no longer win: a draw
        ("left:2,0,0 to:2", 0, "FLAG"),  # First could still take the last counter
    ],
)
def test_the_flag_asks_the_plug_in_who_can_still_win(
    qtbot, window, position: str, winner: int | None, reason: str
) -> None:
    """The game clock's ruling reaches a plug-in through its state's ``can_still_win``: a
    player who could no longer win by any series of legal moves does not win on time."""
    from morra_suite.core.game_clock import ClockEnding, TimeControl

    fake = FakeTime(100.0)
    window.session.clock.now = fake
    window.session.clock.next_control = TimeControl(60, 0)
    assert window.start_from_position("nim", f"heaps=3,4,5 {position}")
    qtbot.waitUntil(lambda: window.session.clock.is_running(1))
    fake.value += 61
    qtbot.waitUntil(lambda: window.controller.outcome() is not None)
    outcome = window.controller.outcome()
    assert (outcome.winner, outcome.reason) == (winner, ClockEnding[reason])
    words = "nobody else could still win" if winner is None else "First wins"
    assert words in window.status_text()
    assert '[Flag "2"]' in window.session.game_text()
