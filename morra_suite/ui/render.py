"""Boards rendered into images without a window: for ``--screenshot`` and the chooser's cards."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from morra_suite.ui.game_kit import BoardView


def render_view(view: BoardView, width: int, height: int, device_ratio: float = 1.0) -> QImage:
    """Paints the view's whole scene into a ``width`` x ``height`` image, aspect kept, centred."""
    scene = view.scene()
    image = QImage(
        int(width * device_ratio),
        int(height * device_ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(device_ratio)
    background = (
        scene.backgroundBrush().color() if scene.backgroundBrush().style() else QColor("white")
    )
    image.fill(background)
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    source = scene.sceneRect()
    # centre the board: QGraphicsScene.render keeps the aspect but aligns to the top left
    scale = min(width / source.width(), height / source.height())
    target = QRectF(0, 0, source.width() * scale, source.height() * scale)
    target.moveCenter(QRectF(0, 0, width, height).center())
    # the margins get the scene's own background (drawn for the area around the board)
    extra_w, extra_h = (width - target.width()) / scale, (height - target.height()) / scale
    full = source.adjusted(-extra_w / 2, -extra_h / 2, extra_w / 2, extra_h / 2)
    scene.render(painter, QRectF(0, 0, width, height), full, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return image


def render_state(
    kit: Any, state: Any, width: int, height: int, last_move: Any = None, device_ratio: float = 1.0
) -> QImage:
    """A fresh board of ``kit`` showing ``state``, as an image."""
    view = kit.create_view()
    try:
        view.set_show_coordinates(True)
        view.show_state(state, last_move)
        view.set_input_players(frozenset())
        outcome = state.outcome()
        if outcome is not None:
            players = getattr(state, "num_players", 2)
            view.show_outcome(kit.describe_outcome(outcome, kit.colour_names(players)))
        return render_view(view, width, height, device_ratio)
    finally:
        view.deleteLater()
