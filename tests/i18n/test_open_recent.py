"""Game › Open Recent follows a language switch like the rest of the menus."""

from __future__ import annotations


def test_open_recent_is_translated_after_a_switch(qtbot, speaking) -> None:
    from morra_suite.ui.window.main_window import MainWindow

    speaking("en")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.recent.menu.title() == "Open &Recent"
    speaking("de")
    qtbot.waitUntil(lambda: window.recent.menu.title() == "&Zuletzt geöffnet", timeout=5000)
    speaking("da")
    qtbot.waitUntil(lambda: window.recent.menu.title() == "Åbn s&eneste", timeout=5000)
    window.close()
