"""Settings › Computer through the real Settings dialog: the search threads from one to the
machine's cores, every core by default, the choice kept on OK and given to the next computer
(in its child process), Cancel keeping nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from morra_suite.controllers import computers
from morra_suite.controllers.remote_player import RemoteComputer


@pytest.fixture
def threads_kept():
    """The run's override and the stored choice as they were before the test."""
    saved = computers._search_threads
    computers.set_search_threads(None)
    yield
    computers._search_threads = saved
    QSettings().remove(computers.THREADS_SETTING)


def _open_computer_page(qtbot, main_window):
    dialog = main_window.preferences.open_appearance()
    qtbot.waitExposed(dialog)
    bar = dialog.pages.tabBar()
    index = dialog.pages.indexOf(dialog.computer)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert dialog.pages.currentWidget() is dialog.computer
    return dialog


def test_the_threads_row_offers_one_to_every_core_and_starts_at_every_core(
    qtbot, main_window, threads_kept
) -> None:
    main_window.start_game("mill")
    dialog = _open_computer_page(qtbot, main_window)
    box = dialog.computer.threads_box
    assert (box.minimum(), box.maximum()) == (1, computers.cores())
    assert box.value() == computers.cores() == computers.search_threads()
    assert dialog.windowTitle() == "Settings: Computer"
    reset = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    assert not reset.isVisible()  # the rules' Reset belongs to the rules' page
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_PageDown)  # ten steps down: the lowest, one thread
    assert box.value() == 1
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
    )
    assert QSettings().value(computers.THREADS_SETTING) is None
    assert computers.search_threads() == computers.cores()


def test_the_threads_chosen_are_kept_and_reach_the_next_computer(
    qtbot, main_window, threads_kept
) -> None:
    main_window.start_game("mill")
    dialog = _open_computer_page(qtbot, main_window)
    box = dialog.computer.threads_box
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_PageDown)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert int(QSettings().value(computers.THREADS_SETTING)) == 1
    assert computers.search_threads() == 1
    if computers.cores() > 1:
        assert main_window.status_text() == "Search threads: 1, from the next game."
    main_window.start_game("mill", players=[("Me", False, 0), ("Computer", True, 5)])
    qtbot.waitUntil(lambda: main_window.session.has_game)
    computer = main_window.session.seats[1].computer
    assert isinstance(computer, RemoteComputer)
    assert computer._options == {"threads": 1}
    again = _open_computer_page(qtbot, main_window)
    assert again.computer.threads_box.value() == 1  # read back from the settings
    again.reject()


def test_a_stored_value_out_of_range_is_not_trusted(threads_kept) -> None:
    for bad in ("0", "65", "many", "-3"):
        QSettings().setValue(computers.THREADS_SETTING, bad)
        assert computers.stored_search_threads() is None
        assert computers.search_threads() == computers.cores()
    QSettings().setValue(computers.THREADS_SETTING, "1")
    assert computers.search_threads() == 1
