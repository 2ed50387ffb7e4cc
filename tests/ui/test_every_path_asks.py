"""Every path that replaces or ends the game asks first, and the answer only takes effect when
the replacement really happens: one table of paths, each driven through the real window with
Save, Discard and Cancel, and each proving that nothing was lost.

The bug this holds down: Ctrl+N, Discard, then Cancel in the New Game dialog left the game on
screen but counted as saved, so the next Open replaced it without a question.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QFileOpenEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox

from tests.ui.mill_helpers import clicks

Button = QMessageBox.StandardButton
OTHER = '[Game "Nine Men\'s Morris"]\n[Variant "nine"]\n\n1. g7 *\n'
MOVES = ["a1", "c3"]  # Three Men's Morris, unsaved


@dataclass(frozen=True)
class Path_:
    name: str
    start: Callable[..., None]  # does what the user does; may answer later dialogs
    replaced: Callable[..., bool]  # whether the game was replaced (or the window closed)
    closes: bool = False


def _played(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves] if window.controller else []


def _file(tmp_path: Path) -> Path:
    other = tmp_path / "other.pgn"
    other.write_text(OTHER, encoding="utf-8")
    return other


def _new_game(qtbot, window, tmp_path, monkeypatch) -> None:
    window.new_action.trigger()


def _new_game_replaced(window) -> bool:
    """The New Game dialog opened; the replacement happens only once it is accepted."""
    dialog = window.dialog
    if dialog is None or not dialog.isVisible():
        return False
    dialog.accept()
    return _played(window) == []


def _open(qtbot, window, tmp_path, monkeypatch) -> None:
    other = _file(tmp_path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(other), ""))
    window.open_action.trigger()


def _open_recent(qtbot, window, tmp_path, monkeypatch) -> None:
    window.recent.open(_file(tmp_path))


def _file_open_event(qtbot, window, tmp_path, monkeypatch) -> None:
    from morra_suite.ui.window.open_requests import OpenRequests

    requests = OpenRequests(window)  # as the app installs it at start
    app = QApplication.instance()
    app.installEventFilter(requests)
    try:
        event = QFileOpenEvent(QUrl.fromLocalFile(str(_file(tmp_path))))
        QApplication.sendEvent(app, event)
    finally:
        app.removeEventFilter(requests)


def _opened(window) -> bool:
    return _played(window) == ["g7"]


def _choose_a_game(qtbot, window, tmp_path, monkeypatch) -> None:
    window.chooser_action.trigger()


def _chooser_then_a_game(window) -> bool:
    if window.pages.currentWidget() is not window.chooser:
        return False
    window.start_game("mill", "nine")
    return _played(window) == []


def _paste(qtbot, window, tmp_path, monkeypatch) -> None:
    QGuiApplication.clipboard().setText("three w:b2 b:- hand:2,3 to:b quiet:1")
    window.paste_action.trigger()


def _pasted(window) -> bool:
    return window.controller.state.position().startswith("three w:b2 b:- ")


def _set_up(qtbot, window, tmp_path, monkeypatch) -> None:
    window.setup_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, QDialog) and dialog.isVisible()
    dialog.accept()  # the set-up as shown: the question comes when it would replace the game


def _set_up_replaced(window) -> bool:
    return _played(window) == []


def _continue_from_here(qtbot, window, tmp_path, monkeypatch) -> None:
    window.view_position(1)
    box = window.history.ask_to_continue()
    assert box is not None
    qtbot.mouseClick(box.button(Button.Yes), Qt.MouseButton.LeftButton)


def _continued(window) -> bool:
    return _played(window) == MOVES[:1]


def _quit(qtbot, window, tmp_path, monkeypatch) -> None:
    window.quit_action.trigger()


def _close(qtbot, window, tmp_path, monkeypatch) -> None:
    window.close()


def _closed(window) -> bool:
    return not window.isVisible()


PATHS = [
    Path_("new game", _new_game, _new_game_replaced),
    Path_("open", _open, _opened),
    Path_("open recent", _open_recent, _opened),
    Path_("file-open event", _file_open_event, _opened),
    Path_("choose a game", _choose_a_game, _chooser_then_a_game),
    Path_("paste position", _paste, _pasted),
    Path_("set up position", _set_up, _set_up_replaced),
    Path_("continue from here", _continue_from_here, _continued),
    Path_("quit", _quit, _closed, closes=True),
    Path_("close the window", _close, _closed, closes=True),
]


def _question(qtbot) -> QMessageBox:
    qtbot.waitUntil(
        lambda: (
            isinstance(QApplication.activeModalWidget(), QMessageBox)
            and QApplication.activeModalWidget().standardButtons()
            == Button.Save | Button.Discard | Button.Cancel
        ),
        timeout=5000,
    )
    return QApplication.activeModalWidget()


@pytest.mark.parametrize("answer", ["save", "discard", "cancel"])
@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
def test_every_path_asks_and_loses_nothing(
    qtbot, main_window, tmp_path: Path, monkeypatch, path: Path_, answer: str
) -> None:
    window = main_window
    window.start_game("mill", "three")
    window.view.animate = False
    for move in MOVES:
        clicks(qtbot, window.view, move)
    assert _played(window) == MOVES and window.session.needs_saving
    saved_to = tmp_path / "kept.pgn"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(saved_to), ""))
    path.start(qtbot, window, tmp_path, monkeypatch)
    box = _question(qtbot)
    button = {"save": Button.Save, "discard": Button.Discard, "cancel": Button.Cancel}[answer]
    qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())
    if answer == "cancel":  # nothing happened: the game and its unsaved moves are there
        assert window.isVisible() and _played(window) == MOVES
        assert window.session.needs_saving
        return
    if answer == "save":
        assert all(m in saved_to.read_text(encoding="utf-8") for m in MOVES)
    assert path.replaced(window), window.status_text()


def test_discard_counts_only_when_the_game_is_replaced(
    qtbot, main_window, tmp_path: Path, monkeypatch
) -> None:
    """Discard, then back out of what came after it (the New Game dialog cancelled, the chooser
    left alone): the game is still unsaved, and Open asks again instead of dropping it."""
    window = main_window
    window.start_game("mill", "three")
    window.view.animate = False
    for move in MOVES:
        clicks(qtbot, window.view, move)
    _new_game(qtbot, window, tmp_path, monkeypatch)
    box = _question(qtbot)
    qtbot.mouseClick(box.button(Button.Discard), Qt.MouseButton.LeftButton)
    window.dialog.reject()  # the New Game dialog cancelled
    assert _played(window) == MOVES and window.session.needs_saving
    _open(qtbot, window, tmp_path, monkeypatch)
    box = _question(qtbot)  # asked again
    qtbot.mouseClick(box.button(Button.Cancel), Qt.MouseButton.LeftButton)
    assert _played(window) == MOVES
