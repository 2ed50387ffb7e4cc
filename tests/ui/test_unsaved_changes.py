"""A game in progress is not lost without asking: New Game, Open, Choose a Game, Quit and closing
the window ask Save / Discard / Cancel, for a game going on and for a finished one alike (a win or a
resignation is the record most worth keeping); a saved game goes at once.

Everything goes through the real menu actions, the board's viewport and the real message box.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from morra_suite.ui.dialogs.new_game_dialog import NewGameDialog
from tests.ui.mill_helpers import clicks

Button = QMessageBox.StandardButton


def play(qtbot, window, moves: str) -> None:
    for move in moves.split():
        before = len(window.controller.record.moves)
        clicks(qtbot, window.view, move)
        qtbot.waitUntil(lambda b=before: len(window.controller.record.moves) == b + 1)


@pytest.fixture
def game_on(qtbot, main_window):
    """Three Men's Morris between two people, one move played (so there is something to lose)."""
    main_window.start_game("mill", "three")
    play(qtbot, main_window, "a1")
    return main_window


def the_question(qtbot) -> QMessageBox:
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox))
    box = QApplication.activeModalWidget()
    assert box.standardButtons() == Button.Save | Button.Discard | Button.Cancel
    return box


def answer(qtbot, button: Button) -> None:
    box = the_question(qtbot)
    qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())


def no_question() -> bool:
    return not isinstance(QApplication.activeModalWidget(), QMessageBox)


def test_new_game_asks_cancel_keeps_the_game_discard_goes_on(qtbot, game_on) -> None:
    window = game_on
    window.new_action.trigger()
    answer(qtbot, Button.Cancel)
    assert window.dialog is None and window.pages.currentWidget() is window.game_page
    assert [str(m) for m in window.controller.record.moves] == ["a1"]
    window.new_action.trigger()
    answer(qtbot, Button.Discard)
    assert isinstance(window.dialog, NewGameDialog)


def test_open_asks_and_save_writes_the_file_before_the_open_dialog(
    qtbot, game_on, tmp_path: Path, monkeypatch
) -> None:
    window = game_on
    target = tmp_path / "game.pgn"
    assert window.save_to(target)
    play(qtbot, window, "a3")  # changed since it was saved
    asked: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda *args: asked.append(args[2]) or ("", "")
    )
    window.open_action.trigger()
    assert not asked  # the question comes first
    answer(qtbot, Button.Save)
    assert "a3" in target.read_text(encoding="utf-8")
    assert asked == [str(tmp_path)]  # then the Open dialog, in the folder used last


def test_choose_a_game_asks(qtbot, game_on) -> None:
    window = game_on
    window.chooser_action.trigger()
    answer(qtbot, Button.Cancel)
    assert window.pages.currentWidget() is window.game_page
    window.chooser_action.trigger()
    answer(qtbot, Button.Discard)
    assert window.pages.currentWidget() is window.chooser
    # Discard lets the game go only when another replaces it: choosing nothing yet, the game
    # is as unsaved as before, so asking again is right (tests/ui/test_every_path_asks.py)
    window.chooser_action.trigger()
    answer(qtbot, Button.Cancel)
    assert window.session.needs_saving


def test_quit_with_ctrl_q_asks_and_cancel_keeps_the_window(qtbot, game_on) -> None:
    window = game_on
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    window.quit_action.trigger()
    answer(qtbot, Button.Cancel)
    assert window.isVisible()
    window.quit_action.trigger()
    answer(qtbot, Button.Discard)
    qtbot.waitUntil(lambda: not window.isVisible())
    # the game was let go: the next start does not offer it back
    assert window.session.autosave.read() is None


def test_discard_at_new_game_keeps_the_new_games_autosave_until_a_clean_quit(
    qtbot, game_on
) -> None:
    """Discard at New Game lets the old game go, not the new one: the new game's moves are
    autosaved as they are played. A clean quit (the game saved) leaves nothing to resume."""
    window = game_on
    window.chooser_action.trigger()
    answer(qtbot, Button.Discard)
    window.start_game("mill", "nine")
    play(qtbot, window, "d6")
    assert window.session.autosave.flush()
    payload = window.session.autosave.read()
    assert payload is not None and "d6" in payload["record"]
    window.quit_action.trigger()
    answer(qtbot, Button.Cancel)
    assert window.isVisible()
    window.session.mark_saved()  # as after a save: Quit no longer asks
    window.quit_action.trigger()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert window.session.autosave.read() is None


def test_closing_the_window_asks_and_save_without_a_file_asks_for_one(
    qtbot, game_on, tmp_path: Path, monkeypatch
) -> None:
    window = game_on
    target = tmp_path / "closing.pgn"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    window.close()
    assert window.isVisible()
    answer(qtbot, Button.Save)
    qtbot.waitUntil(lambda: not window.isVisible())
    assert "a1" in target.read_text(encoding="utf-8")


def test_a_cancelled_save_dialog_keeps_the_window_open(qtbot, game_on, monkeypatch) -> None:
    window = game_on
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: ("", ""))
    window.close()
    answer(qtbot, Button.Save)
    assert window.isVisible()


def test_a_finished_game_asks_until_it_is_saved(qtbot, game_on, tmp_path: Path) -> None:
    window = game_on
    play(qtbot, window, "a3 b1 b3 c1")
    assert window.controller.outcome() is not None
    assert window.isWindowModified()  # the title keeps its "*" after the win
    window.new_action.trigger()
    answer(qtbot, Button.Cancel)
    assert window.controller.outcome() is not None and window.dialog is None
    assert window.save_to(tmp_path / "won.pgn")
    assert not window.isWindowModified()
    window.new_action.trigger()
    assert no_question() and isinstance(window.dialog, NewGameDialog)


def test_a_resigned_game_asks_before_quit(qtbot, game_on) -> None:
    window = game_on
    window.resign_action.trigger()
    question = window.play_actions.question
    qtbot.waitUntil(question.isVisible)
    qtbot.mouseClick(question.button(Button.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.outcome() is not None)
    assert window.isWindowModified()
    window.quit_action.trigger()
    answer(qtbot, Button.Cancel)
    assert window.isVisible() and window.controller.outcome() is not None


def test_a_saved_game_does_not_ask(qtbot, game_on, tmp_path: Path) -> None:
    window = game_on
    assert window.save_to(tmp_path / "saved.pgn")
    window.chooser_action.trigger()
    assert no_question() and window.pages.currentWidget() is window.chooser
    window.quit_action.trigger()
    qtbot.waitUntil(lambda: not window.isVisible())
