"""Every game kit the registry can load works with the game-neutral dialogs and storage."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from morra_suite.ui import kits
from morra_suite.ui.storage import RulesStore


def loadable() -> list[str]:
    keys = []
    for key in kits.KIT_CLASSES:
        try:
            kits.get_kit(key)
        except ImportError:
            continue
        keys.append(key)
    return keys


@pytest.mark.parametrize("key", loadable())
def test_settings_dialog_stores_and_restores_every_preset(qtbot, main_window, key) -> None:
    kit = kits.get_kit(key)
    for variant in kit.variants():
        dialog = main_window.open_settings(key)
        dialog.preset_box.setCurrentIndex(dialog.preset_box.findData(variant.key))
        assert dialog.rules == kit.default_rules(variant.key)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.isEnabled(), dialog.problem.text()
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert RulesStore().load(kit) == (variant.key, kit.default_rules(variant.key))
        new_game = main_window.new_game_dialog(key)
        assert new_game.chosen_variant() == variant.key
        new_game.reject()
    assert not [box.text() for box in main_window.messages]


@pytest.mark.parametrize("key", loadable())
def test_new_game_from_the_dialog_starts_every_game(qtbot, main_window, key) -> None:
    dialog = main_window.new_game_dialog(key)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert main_window.kit is kits.get_kit(key)
    assert main_window.controller.state is not None
    assert main_window.status_text()
    assert main_window.move_list.rowCount() == 1


@pytest.mark.parametrize("key", loadable())
def test_every_player_count_a_kit_allows_can_be_started(qtbot, main_window, key) -> None:
    kit = kits.get_kit(key)
    for count in kit.player_counts():
        dialog = main_window.new_game_dialog(key)
        dialog.count_box.setCurrentIndex(dialog.count_box.findData(count))
        assert len(dialog.rows) == count
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
        assert len(main_window.controller.seats) == count
        assert len(main_window.player_panels) == count
        assert main_window.move_list.columnCount() in (1, count)
