"""Settings › Appearance through its widgets: the theme and each game's board look apply at once
(the chrome's palette, the board drawn again in the look's colours), Cancel puts them back, OK
keeps them in the settings; the language and the boards' options live there, apart from the
rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from PySide6.QtWidgets import QWidget as QWidgetType

from morra_suite.ui import board_looks, theme
from morra_suite.ui.mill.looks import TABLE as MILL_LOOKS


@pytest.fixture
def palette_kept():
    """The application's palette as it was before the test (a theme is app-wide)."""
    app = QApplication.instance()
    before = app.palette()
    yield app
    theme.apply(app, "light")
    app.setPalette(before)


def _choose(combo, value) -> None:
    """Picks ``value`` in a combo box with the keyboard, as a person would."""
    combo.setFocus()
    while combo.currentData() != value:
        index = combo.currentIndex()
        target = combo.findData(value)
        assert target >= 0, value
        key = Qt.Key.Key_Down if target > index else Qt.Key.Key_Up
        QTest.keyClick(combo, key)


def _wood_pixel(window) -> QColor:
    """The mill plank's colour between its edge and the outer line (wood and grain only)."""
    view = window.view
    view.viewport().repaint()
    picture = view.viewport().grab().toImage()
    at = view.mapFromScene(QPointF(42, 300))
    return picture.pixelColor(at)


def _near(colour: QColor, hex_colours: tuple[str, ...], within: int = 40) -> bool:
    return any(
        max(
            abs(colour.red() - QColor(h).red()),
            abs(colour.green() - QColor(h).green()),
            abs(colour.blue() - QColor(h).blue()),
        )
        <= within
        for h in hex_colours
    )


def _look(key: str):
    return next(look for look in MILL_LOOKS if look.key == key)


def _board_tones(key: str) -> tuple[str, ...]:
    look = _look(key)
    return (look.board_light, look.board_dark, look.board_mid)


def test_the_appearance_page_switches_theme_and_board_look_live(
    qtbot, main_window, palette_kept
) -> None:
    main_window.start_game("mill")
    main_window.view.animate = False
    qtbot.waitUntil(lambda: main_window.menus_built() and main_window.ensure_menus().dressed)
    assert _near(_wood_pixel(main_window), _board_tones("wood"))
    dialog = main_window.appearance_action.trigger() or main_window.dialog
    qtbot.waitExposed(dialog)
    assert dialog.pages.currentWidget() is dialog.appearance
    assert dialog.windowTitle() == "Settings: Appearance"
    reset = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    assert not reset.isVisible()  # the rules' Reset is on the rules' page only
    page = dialog.appearance
    _choose(page.theme_box, "dark")
    QApplication.processEvents()
    assert main_window.palette().color(QPalette.ColorRole.Window).name() == theme.DARK.window
    _choose(page.look_editor("mill"), "dark")
    assert board_looks.current("mill", MILL_LOOKS).key == "dark"
    dark = _wood_pixel(main_window)
    assert _near(dark, _board_tones("dark")) and not _near(dark, _board_tones("wood"))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
    )
    QApplication.processEvents()
    assert main_window.palette().color(QPalette.ColorRole.Window).name() == theme.LIGHT.window
    assert _near(_wood_pixel(main_window), _board_tones("wood"))
    assert QSettings().value(theme.SETTING) is None
    assert QSettings().value(board_looks.setting_key("mill")) is None


def test_the_appearance_is_kept_on_ok_and_read_by_the_next_board(
    qtbot, main_window, palette_kept
) -> None:
    main_window.start_game("mill")
    dialog = main_window.preferences.open_appearance()
    qtbot.waitExposed(dialog)
    _choose(dialog.appearance.theme_box, "light")
    _choose(dialog.appearance.look_editor("mill"), "contrast")
    _choose(dialog.appearance.look_editor("myra"), "dark")  # not shown: stored only
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert QSettings().value(theme.SETTING) == "light"
    assert QSettings().value(board_looks.setting_key("mill")) == "contrast"
    assert _near(_wood_pixel(main_window), _board_tones("contrast"))
    main_window.start_game("myra")
    from morra_suite.ui.myra.looks import TABLE as MYRA_LOOKS

    assert board_looks.current("myra", MYRA_LOOKS).key == "dark"
    again = main_window.preferences.open_appearance()
    assert again.appearance.look_editor("mill").currentData() == "contrast"
    assert again.appearance.look_editor("myra").currentData() == "dark"
    assert again.appearance.theme_box.currentData() == "light"
    again.reject()


def test_the_rules_page_holds_only_the_rules(qtbot, main_window) -> None:
    dialog = main_window.open_settings("mill")
    qtbot.waitExposed(dialog)
    assert dialog.pages.currentWidget() is dialog.rules_page
    rules_words = {child.accessibleName() for child in dialog.rules_page.findChildren(QWidgetType)}
    assert "Language" not in rules_words and "Theme" not in rules_words
    appearance_words = {
        child.accessibleName() for child in dialog.appearance.findChildren(QWidgetType)
    }
    assert {"Language", "Theme", "Board look of Mill games", "Marks on Myra's balls"} <= (
        appearance_words
    )
    dialog.reject()


def test_in_the_dark_theme_a_light_table_turns_dark_and_the_board_keeps_its_look(
    qtbot, main_window, palette_kept
) -> None:
    main_window.start_game("mill")
    scene = main_window.view.mill_scene
    assert scene.backgroundBrush().color().name() == _look("wood").ground
    dialog = main_window.preferences.open_appearance()
    _choose(dialog.appearance.theme_box, "dark")
    QApplication.processEvents()
    assert scene.backgroundBrush().color().name() == board_looks.DARK_GROUND[0]
    assert _near(_wood_pixel(main_window), _board_tones("wood"))  # the board is still wood
    dialog.reject()
    QApplication.processEvents()
    assert scene.backgroundBrush().color().name() == _look("wood").ground


def test_a_theme_changed_alone_says_nothing_of_rules(qtbot, main_window, palette_kept) -> None:
    main_window.start_game("mill")
    dialog = main_window.preferences.open_appearance()
    qtbot.waitExposed(dialog)
    _choose(dialog.appearance.theme_box, "dark")
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert main_window.status_text() == "Settings saved."
    settings = main_window.open_settings("mill")
    settings.editors["pieces"].setValue(8)
    qtbot.mouseClick(
        settings.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert main_window.status_text() == "The new rules apply from the next new game."
