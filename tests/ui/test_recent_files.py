"""Game › Open Recent (ten files, newest first, gone files dropped with a word, Clear), the
folder the Open and Save dialogs start in, and the Open dialog's filters, read from the game
registry. Through the real menu and actions; the file dialogs' static calls are replaced to see
what they were asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QFileDialog, QMessageBox

from morra_suite.games import register_game, unregister_game


def shown_entries(qtbot, window) -> list:
    """Opens Game › Open Recent as a user does and returns its actions."""
    menu = window.recent.menu
    menu.popup(QPoint(0, 0))
    qtbot.waitUntil(menu.isVisible)
    actions = list(menu.actions())
    menu.hide()
    return actions


def file_entries(actions) -> list[str]:
    return [a.toolTip() for a in actions if a.toolTip() and a.isEnabled() and a.text() != "&Clear"]


def test_the_ten_newest_games_newest_first_and_one_opens(qtbot, main_window, tmp_path) -> None:
    window = main_window
    window.start_game("mill", "three")
    paths = [tmp_path / f"game{i:02}.pgn" for i in range(12)]
    for path in paths:
        assert window.save_to(path)
    entries = file_entries(shown_entries(qtbot, window))
    assert entries == [str(p) for p in reversed(paths)][:10]
    window.start_game("mill", "nine")
    (opener,) = [a for a in shown_entries(qtbot, window) if a.toolTip() == str(paths[3])]
    opener.trigger()
    assert window.file_path == paths[3] and window.session.variant == "three"
    assert file_entries(shown_entries(qtbot, window))[0] == str(paths[3])


def test_gone_files_are_dropped_with_a_word_and_clear_empties_the_list(
    qtbot, main_window, tmp_path
) -> None:
    window = main_window
    window.start_game("mill", "three")
    kept, gone = tmp_path / "kept.pgn", tmp_path / "gone.pgn"
    assert window.save_to(kept) and window.save_to(gone)
    gone.unlink()
    entries = file_entries(shown_entries(qtbot, window))
    assert entries == [str(kept)]
    assert "gone.pgn" in window.status_text()
    # a file that goes while the menu is open: a message, and it leaves the list
    actions = shown_entries(qtbot, window)
    kept.unlink()
    next(a for a in actions if a.toolTip() == str(kept)).trigger()
    assert window.messages[-1].icon() == QMessageBox.Icon.Warning
    assert str(kept) in window.messages[-1].text()
    assert window.recent.paths() == []
    assert window.save_to(kept)
    actions = shown_entries(qtbot, window)
    next(a for a in actions if a.text() == "&Clear").trigger()
    assert file_entries(shown_entries(qtbot, window)) == []


@pytest.fixture
def nim_registered():
    register_game("nim", "tests.plugin_game.nim:GAME")
    yield
    unregister_game("nim")


def test_open_starts_in_the_last_folder_with_every_games_records_first(
    qtbot, main_window, tmp_path, monkeypatch, nim_registered
) -> None:
    window = main_window
    asked: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda *a: asked.append((a[2], a[3])) or ("", "")
    )
    window.start_game("myra")
    folder = tmp_path / "games"
    assert window.save_to(folder / "one.myra")
    window.open_action.trigger()
    start, filters = asked[-1]
    assert start == str(folder)
    first, second, *rest = filters.split(";;")
    assert first.startswith("All game records (")
    patterns = first[first.index("(") + 1 : -1].split()
    assert {"*.pgn", "*.morra", "*.myra", "*.nim"} <= set(patterns)  # from the registry
    assert second == window.kit.file_filter and "*.myra" in second  # the current game's next
    assert rest[-1].endswith("(*)")


def test_save_as_starts_in_the_last_folder(qtbot, main_window, tmp_path, monkeypatch) -> None:
    window = main_window
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: asked.append(a[2]) or ("", ""))
    window.start_game("mill", "nine")
    folder = tmp_path / "elsewhere"
    assert window.save_to(folder / "first.pgn")
    window.start_game("mill", "three")  # a new game: no file yet
    window.save_as_action.trigger()
    assert Path(asked[-1]).parent == folder
