"""A language switch changes the whole window at once, through the real widgets: menus and the
names of their shortcuts, the chooser (words and pictures), the game page, the side panel and
the board's prompt; default player names are stored empty and shown in the language spoken."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialogButtonBox
from qt_events import flush_events


def open_window(qtbot):
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    return window


def choose_language(window, code: str) -> None:
    """As a person does: View › Language › the language."""
    window.ensure_menus().language_menu.aboutToShow.emit()
    action = next(a for a in window.ensure_menus().language_menu.actions() if a.data() == code)
    action.trigger()


def start_from_dialog(qtbot, window, key: str) -> None:
    dialog = window.new_game_dialog(key)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def test_menus_shortcuts_chooser_and_pictures_change_at_once(qtbot, speaking) -> None:
    speaking("en")
    window = open_window(qtbot)
    window.render_cards()
    english_picture = window.chooser.cards["myra"].picture.pixmap().toImage()
    assert window.new_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) == "Ctrl+N"
    choose_language(window, "de")
    assert [a.text() for a in window.menuBar().actions()] == [
        "&Spiel",
        "&Bearbeiten",
        "&Ansicht",
        "&Lernen",
        "&Hilfe",
    ]
    assert window.new_action.text() == "&Neu…"
    native = window.new_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert native == "Strg+N"
    assert window.status_text() == "Die Sprache ist geändert."
    assert window.chooser.heading.text() == "Welches Spiel spielen wir?"
    assert window.chooser.cards["mill"].heading.text() == "Mühlespiele"
    assert window.ensure_menus().rules_actions["mill"].text() == "Mühlespiele"
    # the pictures are drawn again in the language (Myra's trays carry the sides' names)
    assert "-de-" in window.cards.cache_path("myra").name  # named after the language too
    qtbot.waitUntil(lambda: window.cards.cache_path("myra").exists(), timeout=10000)
    qtbot.waitUntil(
        lambda: window.chooser.cards["myra"].picture.pixmap().toImage() != english_picture,
        timeout=10000,
    )
    window.close()


def test_the_game_page_panels_and_default_names_follow_the_language(qtbot, speaking) -> None:
    speaking("da")
    window = open_window(qtbot)
    start_from_dialog(qtbot, window, "mill")  # nobody named: the sides' colours
    assert [seat.name for seat in window.controller.seats] == ["", ""]
    assert window.autosave.flush()  # written on a worker thread: on the disk now
    saved = json.loads(window.autosave.path.read_text())
    assert [seat["name"] for seat in saved["seats"]] == ["", ""]
    assert [p.name.text() for p in window.player_panels] == ["Hvid", "Sort"]
    assert window.undo_button.text() == "Fortryd"
    choose_language(window, "en")
    assert [p.name.text() for p in window.player_panels] == ["White", "Black"]
    assert window.controller.names == ["White", "Black"]
    assert window.undo_button.text() == "Undo"
    assert window.game_page.players_group.title() == "Players"
    assert window.game_title.text() == "Nine Men's Morris"
    assert "White" in window.status_text()  # the board's prompt, asked again
    assert [a.text() for a in window.menuBar().actions()] == [
        "&Game",
        "&Edit",
        "&View",
        "&Learn",
        "&Help",
    ]
    choose_language(window, "de")
    assert [p.name.text() for p in window.player_panels] == ["Weiß", "Schwarz"]
    assert "Weiß" in window.status_text()
    window.close()


def test_a_named_player_keeps_the_name_in_every_language(qtbot, speaking) -> None:
    speaking("da")
    window = open_window(qtbot)
    dialog = window.new_game_dialog("mill")
    dialog.rows[0].name.setText("Åse")
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert window.player_panels[0].name.text() == "Åse (Hvid)"
    choose_language(window, "de")
    assert window.player_panels[0].name.text() == "Åse (Weiß)"
    assert window.player_panels[1].name.text() == "Schwarz"
    assert QCoreApplication.translate("MillKit", "White") == "Weiß"
    window.close()


def test_a_hidden_window_catches_up_when_shown(qtbot, speaking) -> None:
    speaking("en")
    window = open_window(qtbot)
    window.hide()
    speaking("de")
    flush_events()  # Qt posts the LanguageChange: deliver it
    window.show()
    qtbot.waitExposed(window)
    assert window.new_action.text() == "&Neu…"
    window.close()


def test_the_toolbar_is_built_again_not_twice(qtbot, speaking) -> None:
    """The menus are built again on a switch; the toolbar is the same bar with the new actions,
    and the Analysis item keeps its tick while the panel is open."""
    from PySide6.QtWidgets import QToolBar

    speaking("en")
    window = open_window(qtbot)
    start_from_dialog(qtbot, window, "mill")
    window.analysis_action.trigger()
    qtbot.waitUntil(lambda: window.analysis_action.isChecked())
    choose_language(window, "de")
    bars = window.findChildren(QToolBar)
    assert len(bars) == 1
    assert [a.text() for a in bars[0].actions()] == [
        window.new_action.text(),
        window.undo_action.text(),
        window.redo_action.text(),
        window.hint_action.text(),
    ]
    assert window.new_action.text() == "&Neu…"
    assert window.analysis_action.isChecked()
