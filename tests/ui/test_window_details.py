"""The window's details through the real widgets: its title (the game, the file, Qt's unsaved
mark; the application's name left to the desktop), the side panel never cutting a name, the
status line cutting a long sentence without widening the window, and the board taking the keys
as soon as a game starts from New Game."""

from __future__ import annotations

import pytest
from mill_helpers import click
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QSizePolicy
from qt_events import flush_events


def test_the_title_names_the_game_and_its_file_and_marks_unsaved_changes(
    qtbot, main_window, tmp_path
) -> None:
    app_name = QGuiApplication.applicationDisplayName()
    assert main_window.windowTitle() == app_name  # the chooser: the desktop shows it once
    main_window.start_game("mill", "nine")
    title = main_window.windowTitle()
    assert app_name not in title  # the desktop adds it: not twice
    assert title.startswith("Nine Men's Morris") and title.endswith("[*]")
    assert not main_window.isWindowModified()
    click(qtbot, main_window.view, "d6")
    qtbot.waitUntil(main_window.isWindowModified)
    path = tmp_path / "game.pgn"
    assert main_window.save_to(path)
    assert "game.pgn" in main_window.windowTitle() and not main_window.isWindowModified()
    main_window.start_game("mill", "six")  # a new game: the last file's name goes at once
    assert "game.pgn" not in main_window.windowTitle()
    assert main_window.windowTitle().startswith("Six Men's Morris")
    main_window.show_chooser()
    assert main_window.windowTitle() == app_name and not main_window.isWindowModified()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_the_side_panel_cuts_no_name(qtbot, main_window, size) -> None:
    main_window.start_game("mill", "nine", players=[("Anna Karenina", False, 1), ("", True, 4)])
    main_window.resize(*size)
    flush_events()
    white, black = main_window.player_panels
    assert black.name.text() == "Black · computer, level 4"
    for panel in (white, black):
        assert not panel.is_elided()
        for label in (panel.name, panel.info):
            assert label.height() >= label.heightForWidth(label.width()), label.text()
    assert main_window.width() == size[0]


def test_the_board_takes_the_keys_when_a_game_starts_from_new_game(qtbot, main_window) -> None:
    dialog = main_window.new_game_dialog("morra")
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: main_window.view is not None and main_window.view.hasFocus())
    # both players' start keys, without a click on the board first
    qtbot.keyClick(QApplication.focusWidget(), "f")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Semicolon)
    qtbot.waitUntil(lambda: main_window.controller.state.phase == "hands", timeout=5000)


def test_a_long_status_sentence_is_cut_and_never_widens_the_window(qtbot, main_window) -> None:
    """The status line is held to the window's width from the window's first turn on (its size
    policy is set then, not before the first frame: ``ElidingLabel.hold_to_line``): a sentence
    longer than the window is cut with "…", whole in the tooltip, and the window keeps its
    width."""
    label = main_window.status.label
    ignored = QSizePolicy.Policy.Ignored
    qtbot.waitUntil(lambda: label.sizePolicy().horizontalPolicy() == ignored)
    assert label.sizePolicy().verticalPolicy() == QSizePolicy.Policy.Fixed
    width, height = main_window.width(), label.height()
    sentence = "A sentence far too long for any status line. " * 40
    main_window.set_status(sentence)
    qtbot.waitUntil(label.is_elided)
    assert main_window.status_text() == sentence and label.toolTip() == sentence
    flush_events()
    assert main_window.width() == width
    assert label.height() == height  # one line
