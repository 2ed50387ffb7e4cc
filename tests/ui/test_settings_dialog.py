"""The Rules Settings dialog through its widgets: the rules of the game being played, settings
that depend on another disabled with it, and the board options (Morra's animation speed, Myra's
colour-blind marks) stored and applied."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QStyle, QStyleOptionButton


def _indicator(check) -> QPoint:
    """Where a person clicks a check box: on its box (a box without text is wide)."""
    option = QStyleOptionButton()
    check.initStyleOption(option)
    style = check.style()
    return style.subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, check).center()


def _ok(qtbot, dialog) -> None:
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def test_settings_show_the_rules_of_the_game_being_played(qtbot, main_window) -> None:
    main_window.start_game("mill", "lasker")
    dialog = main_window.open_settings()
    assert dialog.preset_box.currentData() == "lasker"
    assert dialog.value_of("move_while_placing") is True
    assert dialog.value_of("pieces") == 10
    dialog.reject()
    main_window.start_game("mill", "three")
    dialog = main_window.open_settings()
    assert dialog.preset_box.currentData() == "three"
    dialog.reject()


def test_flying_starts_at_is_disabled_while_flying_is_off(qtbot, main_window) -> None:
    dialog = main_window.open_settings("mill")
    qtbot.waitExposed(dialog)
    flying, flying_at = dialog.editors["flying"], dialog.editors["flying_at"]
    assert flying.isChecked() and flying_at.isEnabled()
    qtbot.mouseClick(flying, Qt.MouseButton.LeftButton, pos=_indicator(flying))
    assert not flying.isChecked()
    assert not flying_at.isEnabled() and not dialog.labels["flying_at"].isEnabled()
    qtbot.mouseClick(flying, Qt.MouseButton.LeftButton, pos=_indicator(flying))
    assert flying_at.isEnabled() and dialog.labels["flying_at"].isEnabled()
    dialog.reject()


def test_morra_animation_speed_is_chosen_in_settings(qtbot, main_window) -> None:
    from morra_suite.ui.morra.view import ANIMATION_SPEED_SETTING, ANIMATION_SPEEDS

    main_window.start_game("morra")
    view = main_window.view
    assert view.ms_per_field == ANIMATION_SPEEDS["normal"]
    dialog = main_window.open_settings()
    labels = [
        dialog.display_editors[ANIMATION_SPEED_SETTING].itemText(i)
        for i in range(dialog.display_editors[ANIMATION_SPEED_SETTING].count())
    ]
    assert labels == ["Slow", "Normal", "Fast", "Instant (no animation)"]
    assert dialog.display_editors[ANIMATION_SPEED_SETTING].currentData() == "normal"
    dialog.display_editors[ANIMATION_SPEED_SETTING].setCurrentIndex(
        dialog.display_editors[ANIMATION_SPEED_SETTING].findData("instant")
    )
    _ok(qtbot, dialog)
    assert QSettings().value(ANIMATION_SPEED_SETTING) == "instant"
    assert view.ms_per_field == 0  # read at the next round
    again = main_window.open_settings()
    assert again.display_editors[ANIMATION_SPEED_SETTING].currentData() == "instant"
    again.reject()


def test_myra_marks_are_switched_in_settings_and_the_open_board_follows(qtbot, main_window) -> None:
    from morra_suite.ui.myra.view import MYRA_MARKS_KEY, load_show_marks

    main_window.start_game("myra")
    scene = main_window.view.myra_scene
    assert scene.show_marks
    dialog = main_window.open_settings()
    dialog.show_page("appearance")  # the board options are on the Appearance page
    assert dialog.display_editors[MYRA_MARKS_KEY].isChecked()
    qtbot.mouseClick(
        dialog.display_editors[MYRA_MARKS_KEY],
        Qt.MouseButton.LeftButton,
        pos=dialog.display_editors[MYRA_MARKS_KEY].rect().center(),
    )
    dialog.reject()  # cancelled: nothing changes
    assert scene.show_marks and load_show_marks()
    dialog = main_window.open_settings()
    dialog.show_page("appearance")
    qtbot.mouseClick(
        dialog.display_editors[MYRA_MARKS_KEY],
        Qt.MouseButton.LeftButton,
        pos=dialog.display_editors[MYRA_MARKS_KEY].rect().center(),
    )
    _ok(qtbot, dialog)
    assert not load_show_marks()
    assert not scene.show_marks  # the open board at once
    again = main_window.open_settings()
    assert not again.display_editors[MYRA_MARKS_KEY].isChecked()
    again.reject()
