"""Every game of the registry works with the game-neutral dialogs and storage.

The list is the game registry's (``morra_suite.games.game_keys``): a game whose module or kit
fails to load fails here, it is never skipped.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QSpinBox

from morra_suite.games import game_keys, load_game
from morra_suite.ui import kits
from morra_suite.ui.commands.rules_store import RulesStore


@pytest.mark.parametrize("key", game_keys())
def test_every_registered_game_has_a_description_and_a_kit(key) -> None:
    kit = kits.get_kit(key)
    assert kit.game is load_game(key)
    assert kit.title and kit.blurb
    for setting in kit.game.settings():
        label, tooltip = kit.setting_text(setting.name)
        assert label != setting.name and tooltip, f"{key}: no words for {setting.name}"


@pytest.mark.parametrize("key", game_keys())
def test_settings_dialog_stores_and_restores_every_preset(qtbot, main_window, key) -> None:
    game = kits.get_kit(key).game
    for variant in game.variants():
        dialog = main_window.open_settings(key)
        dialog.preset_box.setCurrentIndex(dialog.preset_box.findData(variant.key))
        assert dialog.rules == game.rules_for(variant.key)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.isEnabled(), dialog.problem.text()
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert RulesStore().load(game) == (variant.key, game.rules_for(variant.key))
        new_game = main_window.new_game_dialog(key)
        assert new_game.chosen_variant() == variant.key
        new_game.reject()
    assert not [box.text() for box in main_window.messages]


@pytest.mark.parametrize("key", game_keys())
def test_settings_dialog_editors_follow_the_settings_data(qtbot, main_window, key) -> None:
    """bool → check box, int → spin box with its range, choice → combo box of its values; a
    setting that ``requires`` another is disabled with its master (off, or for a choice master
    a value the setting does not apply ``when``)."""
    game = kits.get_kit(key).game
    dialog = main_window.open_settings(key)
    kinds = {"bool": QCheckBox, "int": QSpinBox, "choice": QComboBox}
    for setting in game.settings():
        editor = dialog.editors[setting.name]
        assert isinstance(editor, kinds[setting.kind])
        if setting.kind == "int":
            assert (editor.minimum(), editor.maximum()) == (setting.minimum, setting.maximum)
        if setting.kind == "choice":
            assert [editor.itemData(i) for i in range(editor.count())] == list(setting.choices)
        if setting.requires is not None:
            master = dialog.editors[setting.requires]
            if isinstance(master, QComboBox):  # a choice master: the setting applies ``when``
                values = [master.itemData(i) for i in range(master.count())]
                off = next(v for v in values if not setting.applies(v))
                master.setCurrentIndex(values.index(off))
                assert not editor.isEnabled()
                master.setCurrentIndex(values.index(setting.when[0]))
                assert editor.isEnabled()
                continue
            master.setChecked(False)
            assert not editor.isEnabled()
            master.setChecked(True)
            assert editor.isEnabled()
    dialog.reject()


@pytest.mark.parametrize("key", game_keys())
def test_new_game_from_the_dialog_starts_every_game(qtbot, main_window, key) -> None:
    dialog = main_window.new_game_dialog(key)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert main_window.kit is kits.get_kit(key)
    assert main_window.controller.state is not None
    assert main_window.status_text()
    assert main_window.move_list.model().rowCount() == 1


@pytest.mark.parametrize("key", game_keys())
def test_every_player_count_a_game_allows_can_be_started(qtbot, main_window, key) -> None:
    game = kits.get_kit(key).game
    for count in game.player_counts():
        dialog = main_window.new_game_dialog(key)
        dialog.count_box.setCurrentIndex(dialog.count_box.findData(count))
        assert len(dialog.rows) == count
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
        assert len(main_window.controller.seats) == count
        assert len(main_window.player_panels) == count
        assert main_window.move_list.model().columnCount() in (1, count)
