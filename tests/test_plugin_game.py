"""Proof that the game seam is real: a fourth game, written as a plug-in in ``tests/plugin_game``
and registered from this test alone, runs through the whole app.

It appears in the chooser, the New Game dialog starts it, a whole game is played by clicks on the
real board's viewport, save and open round-trip, undo and redo work, the Settings dialog is built
from its settings, and no file of the app names it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox

from morra_suite.games import game_keys, register_game, unregister_game
from morra_suite.ui import kits
from tests.ui.conftest import isolated_settings, main_window  # noqa: F401  (fixtures)

GAME_TARGET = "tests.plugin_game.rules:GAME"
KIT_TARGET = "tests.plugin_game.kit:ToyKit"


@pytest.fixture
def plugin() -> Iterator[str]:
    register_game("toy", GAME_TARGET)
    kits.register_kit("toy", KIT_TARGET)
    yield "toy"
    kits.unregister_kit("toy")
    unregister_game("toy")


@pytest.fixture
def window(plugin, main_window):  # noqa: F811  (the plug-in is registered before the window)
    main_window.computer_delay_ms = 0
    return main_window


def click_cell(qtbot, window, index: int) -> None:
    view = window.view
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(view.cell_centre(index))
    )


def start_from_the_chooser(qtbot, window) -> None:
    card = window.chooser.cards["toy"]
    assert card.title == "Three in a row" and card.isEnabled()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    dialog = window.dialog
    assert dialog.game_box.currentData() == "toy"
    assert [dialog.variant_box.itemData(i) for i in range(dialog.variant_box.count())] == [
        "classic",
        "misere",
    ]
    assert len(dialog.rows) == 2
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert window.kit.key == "toy"
    qtbot.waitExposed(window.view)


def test_the_plugin_is_listed_everywhere_the_built_in_games_are(qtbot, window) -> None:
    assert game_keys()[-1] == "toy"
    assert list(window.chooser.cards) == list(game_keys())
    assert "toy" in window.rules_actions
    window.render_card("toy")
    assert window.chooser.cards["toy"].available
    assert not window.chooser.cards["toy"].picture.pixmap().isNull()
    dialog = window.new_game_dialog()
    assert dialog.game_box.findData("toy") >= 0
    dialog.reject()


def test_a_whole_game_by_clicks_then_undo_redo_save_and_open(qtbot, window, tmp_path) -> None:
    start_from_the_chooser(qtbot, window)
    controller = window.controller
    assert window.move_list.rowCount() == 1
    for index in (0, 3, 1):  # X a3, O a2, X b3
        click_cell(qtbot, window, index)
    assert controller.state.cells[:4] == (0, 0, None, 1)
    click_cell(qtbot, window, 0)  # taken: the rules refuse it, the board did not decide
    assert "Not possible" in window.status_text()
    assert len(controller.record.moves) == 3
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert controller.state.cells[1] is None and controller.state.to_move == 0
    qtbot.mouseClick(window.redo_button, Qt.MouseButton.LeftButton)
    assert controller.state.cells[1] == 0
    click_cell(qtbot, window, 4)  # O b2
    click_cell(qtbot, window, 2)  # X c3: three in a row
    assert controller.outcome().winner == 0
    assert window.status_text() == "X wins: three in a row."
    assert window.view.input_players == frozenset()
    moves = list(controller.record.moves)
    path = tmp_path / "game.toy"
    assert window.save_to(path)
    assert Path(path).read_text(encoding="utf-8").startswith("[Game toy]")
    window.start_game("toy")
    assert window.controller.state.cells == (None,) * 9
    assert window.open_file(path)
    assert list(window.controller.record.moves) == moves
    assert window.controller.outcome().winner == 0
    assert window.session.names == ["X", "O"]
    assert not [box.text() for box in window.messages]


def test_history_browsing_shows_an_earlier_position_read_only(qtbot, window) -> None:
    window.start_game("toy")
    for index in (4, 0, 8):
        click_cell(qtbot, window, index)
    window.view_position(1)
    assert window.view.state.cells.count(None) == 8
    assert window.view.input_players == frozenset()
    click_cell(qtbot, window, 2)  # the board is read-only: nothing is played
    assert len(window.controller.record.moves) == 3
    qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    assert window.view.state == window.controller.state


def test_the_settings_dialog_is_built_from_the_games_settings(qtbot, window) -> None:
    dialog = window.open_settings("toy")
    editor = dialog.editors["misere"]
    assert isinstance(editor, QCheckBox) and editor.accessibleName() == "Misère"
    editor.setChecked(True)
    assert dialog.preset_box.currentData() == "misere"
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    window.start_game("toy")
    assert window.controller.state.rules.misere
    assert window.kit.game_title(window.session.variant, window.session.rules) == "Misère"


def test_no_file_of_the_app_names_the_plugin() -> None:
    package = Path(__file__).resolve().parents[1] / "morra_suite"
    for source in package.rglob("*.py"):
        assert "plugin_game" not in source.read_text(encoding="utf-8"), source


def test_a_game_without_a_kit_is_an_error_that_names_it(plugin) -> None:
    kits.unregister_kit("toy")
    try:
        with pytest.raises(kits.MissingKitError, match="'toy'"):
            kits.get_kit("toy")
    finally:
        kits.register_kit("toy", KIT_TARGET)
