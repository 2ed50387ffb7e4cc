"""Dialogs open in the middle of the window (the New Game, Settings, About dialogs, the rules and
the message boxes), wherever the window stands."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from morra_suite.ui.dialogs.text_dialogs import show_about, show_rules


def _centred(window, dialog) -> bool:
    here, there = dialog.frameGeometry().center(), window.frameGeometry().center()
    return abs(here.x() - there.x()) <= 2 and abs(here.y() - there.y()) <= 2


def test_dialogs_open_centred_on_the_window(qtbot, main_window) -> None:
    # the window off the screen's corner, within the screen (the tests' offscreen screen is
    # 800x800), its middle the screen's: a dialog is kept on the screen (a wide one, the mill's
    # Settings, would be moved off centre by the screen's edge next to a window off centre)
    main_window.resize(760, 600)
    main_window.move(20, 100)
    dialog = main_window.new_game_dialog("mill")
    qtbot.waitExposed(dialog)
    assert _centred(main_window, dialog)
    dialog.reject()
    for opened in (
        main_window.open_settings("myra"),
        main_window.preferences.open_appearance(),
        show_about(main_window),
        show_rules(main_window, "mill", "Mill games"),
        main_window.show_message(QMessageBox.Icon.Information, "Note", "Something to say."),
    ):
        qtbot.waitExposed(opened)
        assert _centred(main_window, opened), type(opened).__name__
        opened.reject() if hasattr(opened, "reject") else opened.close()
