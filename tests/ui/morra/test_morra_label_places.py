"""The places of Morra's field numbers are worked out on a turn between the put-on and the
board's first paint, not while the game is put on (issue 43: 15 ms of the put-on's turn)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from morra_suite.ui.morra import marks


class Painted(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_the_numbers_places_are_worked_out_after_the_put_on_and_before_the_paint(
    qtbot, main_window, monkeypatch
):
    painted = Painted()
    worked_out: list[tuple[object, int]] = []  # each working out: for what, paints so far
    original = marks.label_places

    def places(geometry, obstacles):
        worked_out.append((geometry, painted.count))
        return original(geometry, obstacles)

    monkeypatch.setattr(marks, "label_places", places)
    window = main_window
    assert window.preferences.show_coordinates  # the numbers are shown
    window.start_game("morra")
    view = window.view
    scene = view.morra_scene
    view.viewport().installEventFilter(painted)

    def for_the_board() -> list[int]:  # not for a chooser card's picture of a board
        return [paints for geometry, paints in worked_out if geometry is scene.geometry]

    for _ in range(8):
        QCoreApplication.sendPostedEvents()  # the put-on's own turn
    assert for_the_board() == [] and painted.count == 0
    qtbot.waitUntil(lambda: painted.count > 0)
    assert for_the_board() == [0]  # once, on a turn before any paint of the board
    assert scene.labels.places == original(scene.geometry, scene.arrows.outlines())
