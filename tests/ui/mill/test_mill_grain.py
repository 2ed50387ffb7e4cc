"""The mill plank's grain is copied from a picture drawn in bands before the board's first paint,
and the board looks exactly as when the grain path was drawn (issue 43).

Why: drawing the grain (one antialiased path of 2,809 segments) was 30-37 ms of the board's
first paint, in the same event-loop turn as the rest of it; now the window draws it into a
picture a band a turn while it holds the first paint of a new board (``ui.mill.grain``).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem
from qt_events import flush_events

from morra_suite.ui.mill import grain
from morra_suite.ui.mill.grain import GrainItem, GrainPicture


def on_screen(window: Any, widget: Any) -> QImage:
    """What the window's backing store holds where ``widget`` is (the offscreen screen's grab)."""
    shot = QGuiApplication.primaryScreen().grabWindow(window.winId()).toImage()
    corner = widget.mapTo(window, widget.rect().topLeft())
    return shot.copy(corner.x(), corner.y(), widget.width(), widget.height())


def grain_item(view: Any) -> GrainItem:
    return next(item for item in view.scene().items() if isinstance(item, GrainItem))


def repainted(window: Any, view: Any) -> QImage:
    """The board painted whole again, as the window then shows it."""
    view.resetCachedContent()
    for item in view.scene().items():
        item.update()
    flush_events()
    view.viewport().repaint()
    return on_screen(window, view.viewport())


@pytest.mark.parametrize("size", [(1100, 760), (937, 611)])
def test_the_grain_copied_from_its_picture_is_the_grain_drawn(qtbot, main_window, size):
    """The board with the grain's picture equals the board with the grain drawn as it was:
    a path item of the plank, cached by Qt in device pixels, under the routed edge."""
    window = main_window
    window.resize(*size)
    window.start_game("mill", "nine")
    flush_events()
    view = window.view
    item = grain_item(view)
    pictured = repainted(window, view)

    plank = item.parentItem()
    drawn = QGraphicsPathItem(item.path, plank)  # the grain as it was drawn before
    drawn.setPen(item.pen)
    drawn.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    drawn.stackBefore(item)
    item.setVisible(False)
    assert repainted(window, view) == pictured

    drawn.setVisible(False)  # and the grain is there to be seen
    assert repainted(window, view) != pictured


def test_the_first_paint_copies_a_picture_drawn_in_bands_on_the_turns_before(
    qtbot, main_window, monkeypatch
):
    grain._PICTURES.clear()
    window = main_window
    scale: list[float] = []  # the board's device scale, once it is put on
    bands_at_paint: list[int] = []  # the board's picture's bands left at each paint
    drawn_bands: list[int] = []
    finish = GrainPicture.finish
    draw_band = GrainPicture.draw_band

    def board(picture: GrainPicture) -> bool:  # not a picture of a chooser card's board
        return bool(scale) and picture.transform.m11() == scale[0]

    def finishing(picture: GrainPicture) -> None:
        if board(picture):
            bands_at_paint.append(len(picture.bands))
        finish(picture)

    def drawing(picture: GrainPicture) -> None:
        if board(picture):
            drawn_bands.append(len(picture.bands))
        draw_band(picture)

    monkeypatch.setattr(GrainPicture, "finish", finishing)
    monkeypatch.setattr(GrainPicture, "draw_band", drawing)
    window.start_game("mill", "nine")
    for _ in range(8):
        QCoreApplication.sendPostedEvents()  # the put-on's own turn: no band drawn yet
    view = window.view
    item = grain_item(view)
    scale.append(item.deviceTransform(view.viewportTransform()).m11())
    assert drawn_bands == [] and bands_at_paint == []
    qtbot.waitUntil(lambda: bool(bands_at_paint))  # the first paint
    assert drawn_bands == [4, 3, 2, 1]  # in bands, a turn each, before the paint
    assert bands_at_paint == [0]  # nothing left to draw at the paint: it only copied
