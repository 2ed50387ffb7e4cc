"""The window's first sentence ("Choose a game to begin.") reaches a screen reader once the
window is up: the announcer is made on the window's first turn, not while the window is built
(start-up is measured against a bare window, ``benchmarks/bench_startup.py``)."""

from __future__ import annotations

from morra_suite.ui.window.main_window import MainWindow


def _allow_closing(window: MainWindow) -> None:
    window.unsaved.closing_allowed = True


def test_the_first_sentence_is_announced_once_the_window_is_up(qtbot, isolated_settings) -> None:
    window = MainWindow()
    qtbot.addWidget(window, before_close_func=_allow_closing)
    assert window.status.text() == "Choose a game to begin."  # shown at once
    window.show()
    qtbot.waitUntil(lambda: window.status.announcer.spoken == ["Choose a game to begin."])


def test_a_sentence_before_the_first_turn_comes_after_the_first(qtbot, isolated_settings) -> None:
    window = MainWindow()
    qtbot.addWidget(window, before_close_func=_allow_closing)
    window.show()
    window.start_game("mill", "three")  # before the event loop's first turn
    spoken = window.status.announcer.spoken
    assert spoken[0] == "Choose a game to begin."
    assert spoken[-1] == window.status.text() != "Choose a game to begin."
    qtbot.waitUntil(lambda: window.menuBar().actions() != [])  # the first turn has come
    assert window.status.announcer.spoken == spoken  # nothing said twice
