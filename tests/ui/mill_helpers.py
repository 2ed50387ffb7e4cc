"""Clicking and dragging on the mill board the way a person does: on the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt


def point_pos(view, name: str) -> QPoint:
    return view.mapFromScene(view.scene_point(name))


def click(qtbot, view, name: str) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_pos(view, name))


def clicks(qtbot, view, text: str) -> None:
    """Clicks the points of a move's notation in order: ``d2-d3xd7`` clicks d2, d3, d7."""
    for name in text.replace("-", " ").replace("x", " ").split():
        click(qtbot, view, name)


def drag(qtbot, view, source: QPoint, target: QPoint) -> None:
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=source)
    steps = 6
    for i in range(1, steps + 1):
        x = source.x() + (target.x() - source.x()) * i // steps
        y = source.y() + (target.y() - source.y()) * i // steps
        qtbot.mouseMove(viewport, QPoint(x, y))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
