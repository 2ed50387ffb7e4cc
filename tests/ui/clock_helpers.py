"""The game clock's test helpers for the window: a fake time source the test moves on, a game
started from New Game with a clock by clicks, and the clock faces on the player cards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.fake_time import FakeTime


def start_with_clock(qtbot, window, key: str, clock: str, count: int | None = None) -> FakeTime:
    """Starts a game of ``key`` from New Game with the clock ``clock`` ("300+3"), by clicks."""
    fake = FakeTime(5000.0)
    window.session.clock.now = fake
    dialog = window.new_game_dialog(key)
    qtbot.waitExposed(dialog)
    if count is not None:
        dialog.count_box.setCurrentIndex(dialog.count_box.findData(count))
    for row in dialog.rows:
        row.set_computer(False, 1)
    box = dialog.clock.box
    box.setCurrentIndex(box.findData(clock))
    assert box.currentIndex() >= 0
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: window.session.clock.clock is not None)
    qtbot.waitUntil(lambda: window.session.clock.is_running(0))  # the dialog is gone: no pause
    return fake


def faces(window) -> list[str]:
    return [panel.clock_face.text() for panel in window.player_panels]


def wait_faces(qtbot, window, expected: list[str]) -> None:
    qtbot.waitUntil(lambda: faces(window) == expected)
