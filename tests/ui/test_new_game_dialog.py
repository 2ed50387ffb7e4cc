"""The New Game dialog through its widgets: the rules in short readable and never cut off, the
player rows at full height, the last choices remembered, and "Rules…" showing the rules text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDialogButtonBox
from qt_events import flush_events


def _fully_shown(dialog, widget) -> bool:
    """The widget has the height its text needs at its width, inside the dialog."""
    needed = widget.heightForWidth(widget.width()) if widget.hasHeightForWidth() else -1
    needed = max(needed, widget.minimumSizeHint().height())
    bottom = widget.mapTo(dialog, widget.rect().bottomLeft()).y()
    return widget.height() >= needed and bottom <= dialog.height()


def test_summary_is_in_the_text_colour_and_never_clipped(qtbot, main_window) -> None:
    dialog = main_window.new_game_dialog("morra")
    qtbot.waitExposed(dialog)
    dialog.resize(dialog.minimumWidth(), dialog.minimumSizeHint().height())
    flush_events()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("mill"))  # long summaries
    for variant in ("nine", "twelve", "lasker", "morabaraba12"):
        index = dialog.variant_box.findData(variant)
        if index >= 0:
            dialog.variant_box.setCurrentIndex(index)
            flush_events()
            assert dialog.summary.text().count("\n") >= 3
            assert _fully_shown(dialog, dialog.summary), variant
    summary = dialog.summary
    assert "palette(mid)" not in summary.styleSheet()
    text = summary.palette().color(QPalette.ColorRole.WindowText)
    assert text == dialog.palette().color(QPalette.ColorRole.WindowText)
    dialog.reject()


def test_three_player_rows_are_never_squashed(qtbot, main_window) -> None:
    dialog = main_window.new_game_dialog("morra")
    qtbot.waitExposed(dialog)
    dialog.resize(dialog.minimumWidth(), dialog.minimumSizeHint().height())  # as small as it goes
    flush_events()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("myra"))
    dialog.count_box.setCurrentIndex(dialog.count_box.findData(3))
    flush_events()
    assert len(dialog.rows) == 3
    for row in dialog.rows:
        assert row.height() >= row.sizeHint().height()
        assert row.name.height() >= row.name.minimumSizeHint().height()
        assert _fully_shown(dialog, row)
    assert _fully_shown(dialog, dialog.summary)
    dialog.reject()


def test_last_variant_count_and_seats_are_remembered_per_game(qtbot, main_window) -> None:
    main_window.computer_delay_ms = 0
    dialog = main_window.new_game_dialog("myra")
    dialog.count_box.setCurrentIndex(dialog.count_box.findData(3))
    dialog.rows[2].set_computer(True, 2)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    dialog = main_window.new_game_dialog("mill")
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("twelve"))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    again = main_window.new_game_dialog("mill")
    assert again.variant_box.currentData() == "twelve"
    again.game_box.setCurrentIndex(again.game_box.findData("myra"))
    assert again.player_count() == 3 and len(again.rows) == 3
    assert again.rows[2].is_computer and again.rows[2].level.value() == 2
    again.game_box.setCurrentIndex(again.game_box.findData("mill"))
    assert again.variant_box.currentData() == "twelve"
    again.reject()


def test_rules_button_shows_the_rules_text_and_settings_has_its_own(qtbot, main_window) -> None:
    from morra_suite.ui.dialogs.settings_dialog import SettingsDialog
    from morra_suite.ui.dialogs.text_dialogs import RulesDialog, rules_text

    dialog = main_window.new_game_dialog("myra")
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    shown = dialog.rules_dialog
    assert isinstance(shown, RulesDialog) and shown.isVisible()
    first = rules_text("myra").strip().splitlines()[0].lstrip("# ")
    assert first in shown.browser.toPlainText()
    assert not isinstance(main_window.dialog, SettingsDialog)
    shown.reject()
    qtbot.mouseClick(dialog.settings_button, Qt.MouseButton.LeftButton)
    assert isinstance(main_window.dialog, SettingsDialog)
    main_window.dialog.reject()
    dialog.reject()


def test_levels_have_names(qtbot, main_window) -> None:
    from morra_suite.controllers.computers import max_level

    dialog = main_window.new_game_dialog("mill")
    black = dialog.rows[1]
    black.set_computer(True, 1)
    assert black.level.text() == "Level 1 Beginner"
    black.level.setValue(max_level("mill"))
    assert black.level.text() == f"Level {max_level('mill')} Strongest"
    qtbot.waitExposed(dialog)
    metrics = black.level.fontMetrics()
    for level in range(1, max_level("mill") + 1):  # every level's words fit the box
        black.level.setValue(level)
        assert metrics.horizontalAdvance(black.level.text()) <= black.level.lineEdit().width()
    black.level.setValue(max_level("mill"))
    black.level.stepBy(-3)
    assert black.level.value() == max_level("mill") - 3
    assert black.level.text().startswith(f"Level {max_level('mill') - 3} ")
    dialog.reject()


def test_settings_from_new_game_edit_the_chosen_variant_and_say_so(qtbot, main_window) -> None:
    """Six Men's Morris chosen, Settings… shows Six Men's Morris's rules (not the stored Nine
    Men's Morris set), says where they come from, and OK brings them back as its custom rules."""
    from morra_suite.ui.dialogs.settings_dialog import SettingsDialog

    dialog = main_window.new_game_dialog("mill")
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("six"))
    qtbot.mouseClick(dialog.settings_button, Qt.MouseButton.LeftButton)
    settings = main_window.dialog
    assert isinstance(settings, SettingsDialog)
    qtbot.waitExposed(settings)
    assert settings.preset_box.currentData() == "six"
    assert settings.value_of("pieces") == 6
    assert settings.origin.isVisible() and "Six Men's Morris" in settings.origin.text()
    assert "New Game" in settings.origin.text()
    settings.editors["pieces"].setValue(7)
    qtbot.mouseClick(
        settings.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dialog.variant_box.currentText() == "Custom (Six Men's Morris, changed in Settings)"
    assert dialog.chosen_variant() == "six" and dialog.chosen_rules().pieces == 7
    dialog.reject()
    plain = main_window.open_settings("mill")  # from the menu: the stored rules, no note
    assert not plain.origin.isVisible() and plain.origin.text() == ""
    plain.reject()


def test_fewer_players_leave_no_blank_rows(qtbot, main_window) -> None:
    """From three players to two, the dialog shrinks to what its rows need: no gap where the
    removed row was, and no removed label left over a new one."""
    from PySide6.QtWidgets import QLabel

    dialog = main_window.new_game_dialog("myra")
    qtbot.waitExposed(dialog)
    dialog.count_box.setCurrentIndex(dialog.count_box.findData(3))
    three = dialog.height()
    dialog.count_box.setCurrentIndex(dialog.count_box.findData(2))
    row = dialog.rows[0].height()
    assert dialog.height() <= three - row
    assert dialog.height() == dialog.layout().totalHeightForWidth(dialog.width())
    labels = [w for w in dialog.players_box.findChildren(QLabel) if w.isVisibleTo(dialog)]
    names = [label.text() for label in labels if label.text().endswith(":")]
    assert names == [f"{colour}:" for colour in dialog.kit.colour_names(2)]
    dialog.reject()


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_no_label_or_button_is_cut_in_the_smallest_window(qtbot, main_window, code) -> None:
    """German's "Variante:" was cut to "Varian": the dialog's own minimum width (520) outranked
    its layout's, which the long variant names and the two buttons beside them need."""
    from PySide6.QtWidgets import QLabel, QPushButton

    from tests.ui.legibility import SMALLEST_WINDOW, language

    with language(code):
        main_window.resize(SMALLEST_WINDOW)
        main_window.start_game("mill", "nine")
        for game in ("mill", "morra", "myra"):
            dialog = main_window.new_game_dialog(game)
            qtbot.waitExposed(dialog)
            flush_events()
            assert dialog.width() >= dialog.layout().minimumSize().width(), game
            labels = [w for w in dialog.findChildren(QLabel) if w.buddy() and w.isVisible()]
            assert len(labels) >= 4, game  # game, variant, and a name per seat
            for label in labels:
                words = label.text().replace("&", "")
                width = label.fontMetrics().horizontalAdvance(words)
                assert width <= label.contentsRect().width(), (game, words, label.width())
            for button in dialog.findChildren(QPushButton):
                if button.isVisible():
                    assert button.width() >= button.sizeHint().width(), (game, button.text())
            dialog.reject()


def test_a_level_saved_by_the_seven_level_ladder_keeps_its_meaning(qtbot, main_window) -> None:
    """A mill level stored before the ladder was renumbered (no count stored with it) is
    read as the level that plays the same (old 7, the top, is today's top); OK stores the count
    with the level; the level's tool tip says what it does."""
    from PySide6.QtCore import QSettings

    from morra_suite.ai.mill.player import OLD_LEVELS
    from morra_suite.controllers.computers import max_level

    settings = QSettings()
    settings.setValue("players/mill/1/computer", True)
    settings.setValue("players/mill/1/level", 7)
    settings.remove("players/mill/1/levels")
    settings.setValue("players/mill/0/computer", True)
    settings.setValue("players/mill/0/level", 4)
    settings.setValue("players/mill/0/levels", max_level("mill"))  # saved by today's ladder
    dialog = main_window.new_game_dialog("mill")
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("mill"))
    assert dialog.rows[1].level.value() == OLD_LEVELS[7] == max_level("mill")
    assert dialog.rows[0].level.value() == 4
    dialog.rows[1].level.setValue(1)
    assert "glance" in dialog.rows[1].level.toolTip()
    assert "glance" in dialog.rows[1].level.accessibleDescription()
    dialog.remember_players()
    assert int(settings.value("players/mill/1/levels")) == max_level("mill")
    assert int(settings.value("players/mill/1/level")) == 1
    dialog.reject()


def _custom_morabaraba() -> None:
    """Custom Morabaraba in the Settings, as a user who changed one of its rules leaves it."""
    import dataclasses

    from morra_suite.games import load_game
    from morra_suite.ui.commands.rules_store import RulesStore

    game = load_game("mill")
    rules = dataclasses.replace(game.rules_for("morabaraba"), pieces=10)
    assert game.variant_of_rules(rules) is None
    RulesStore().save(game, "morabaraba", rules)


def test_the_variant_being_played_is_proposed_not_the_settings_custom_one(
    qtbot, main_window
) -> None:
    _custom_morabaraba()
    main_window.start_game("mill", "nine")
    dialog = main_window.new_game_dialog()
    assert dialog.variant_box.currentData() == "nine"
    assert dialog.chosen_rules() == dialog.game.rules_for("nine")
    dialog.reject()
    # the custom rules are still one pick away, and once started they are proposed again
    dialog = main_window.new_game_dialog()
    custom = dialog.variant_box.findText("Custom (Morabaraba, changed in Settings)")
    dialog.variant_box.setCurrentIndex(custom)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert main_window.session.rules.pieces == 10
    again = main_window.new_game_dialog()
    assert again.variant_box.currentIndex() == custom
    again.reject()


def test_the_variant_last_started_is_proposed_from_the_chooser(qtbot, main_window) -> None:
    _custom_morabaraba()
    dialog = main_window.new_game_dialog("mill")
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("lasker"))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    main_window.show_chooser()
    main_window.session.shutdown(keep_autosave=False)
    again = main_window.new_game_dialog("mill")
    assert again.variant_box.currentData() == "lasker"
    again.reject()


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_the_custom_variants_name_is_shown_whole(qtbot, main_window, code) -> None:
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from tests.ui.legibility import language

    _custom_morabaraba()
    with language(code):
        dialog = main_window.new_game_dialog("mill")
        qtbot.waitExposed(dialog)
        box = dialog.variant_box
        box.setCurrentIndex(box.count() - 1)  # the custom entry comes last
        qtbot.waitUntil(lambda: box.width() >= box.sizeHint().width())
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        field = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            box,
        )
        assert box.fontMetrics().horizontalAdvance(box.currentText()) <= field.width(), (
            box.currentText(),
            field.width(),
        )
        dialog.reject()
