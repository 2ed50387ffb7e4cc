"""The board designer's drawing: the target being designed, drawn by the Morra board's own items,
and the gestures on it (drag from a field to a field, right-click a field).

The scene draws the board it is given and emits what the person did (``dot_drawn(at, to)``,
``dot_removed(at)``); whether a dot may go there is the layout rules' question, asked by the
designer window (``games.morra.designer.add_dot``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QWidget,
)

from morra_suite.ui.morra.geometry import Field, Geometry, TargetShape
from morra_suite.ui.morra.items import HighlightItem, TargetItem
from morra_suite.ui.morra.looks import look
from morra_suite.ui.morra.marks import ArrowLayer, LabelLayer

Dot = tuple[Field, Field]


def rubber_pen() -> QPen:
    """The dot being drawn: in the look's gold (the board's own fittings), seen on its paper."""
    pen = QPen(QColor(look().ornament).darker(125), 3.5)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class DesignerScene(QGraphicsScene):
    """The target of the board being designed; left-drag draws a dot, right-click removes one."""

    dot_drawn = Signal(object, object)  # (ring, field) where the drag began and ended
    dot_removed = Signal(object)  # (ring, field) right-clicked

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.geometry: Geometry | None = None
        self.target: TargetItem | None = None
        self.marks: list[QGraphicsItem] = []  # the target, its arrows and its numbers
        self.highlight = HighlightItem()
        self.addItem(self.highlight)
        self.rubber = QGraphicsPathItem()
        self.rubber.setPen(rubber_pen())
        self.rubber.setZValue(5)
        self.addItem(self.rubber)
        self.drag_from: Field | None = None

    def set_board(
        self, fields: tuple[int, ...], dots: tuple[Dot, ...], white: tuple[bool, ...]
    ) -> None:
        """Draws a board: ring sizes (outermost first), its dots and which of them are white (as
        the rules say: ``designer.is_white``)."""
        shape = TargetShape("designer", tuple(fields), tuple(dots), tuple(white))
        if self.geometry is not None and self.geometry.shape == shape:
            return
        for old in self.marks:
            self.removeItem(old)
        self.geometry = Geometry(shape)
        self.target = TargetItem(self.geometry)
        arrows = ArrowLayer(self.geometry)
        # the numbers are always shown: the message line names fields as 0.5
        self.marks = [self.target, arrows, LabelLayer(self.geometry, arrows)]
        for item in self.marks:
            self.addItem(item)
        reach = self.geometry.outer * 1.12
        self.setSceneRect(QRectF(-reach, -reach, 2 * reach, 2 * reach))
        self._end_drag()

    def field_at(self, point: QPointF) -> Field | None:
        return None if self.geometry is None else self.geometry.field_at(point)

    def field_point(self, field: Field) -> QPointF:
        """The middle of a field in scene coordinates (where a drag starts or ends)."""
        assert self.geometry is not None
        return self.geometry.field_centre(field)

    # ------------------------------------------------------------------ gestures
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        field = self.field_at(event.scenePos())
        if field is None:
            super().mousePressEvent(event)
            return
        event.accept()
        if event.button() == Qt.MouseButton.RightButton:
            self.dot_removed.emit(field)
        elif event.button() == Qt.MouseButton.LeftButton:
            self.drag_from = field
            self._show_drag(event.scenePos())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.drag_from is None:
            super().mouseMoveEvent(event)
            return
        event.accept()
        self._show_drag(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        start = self.drag_from
        if start is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        end = self.field_at(event.scenePos())
        self._end_drag()
        if end is not None and end != start:
            self.dot_drawn.emit(start, end)

    def _show_drag(self, point: QPointF) -> None:
        assert self.geometry is not None and self.drag_from is not None
        g = self.geometry
        over = g.field_at(point)
        if over is not None and over != self.drag_from:
            path = g.arrow_path(self.drag_from, over)
            self.highlight.set_path(g.field_path(over))
        else:
            path = QPainterPath(g.field_centre(self.drag_from))
            path.lineTo(point)
            self.highlight.set_path(g.field_path(self.drag_from))
        path.addEllipse(g.field_centre(self.drag_from), g.dot_radius(), g.dot_radius())
        self.rubber.setPath(path)

    def _end_drag(self) -> None:
        self.drag_from = None
        self.rubber.setPath(QPainterPath())
        self.highlight.set_path(QPainterPath())


class DesignerView(QGraphicsView):
    """The designer's board view: the whole target, scaled to the view."""

    def __init__(self, scene: DesignerScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setMinimumSize(360, 360)
        scene.sceneRectChanged.connect(lambda _rect: self.fit_board())
        self.show_look()

    def show_look(self) -> None:
        """The board in the look and the appearance shown now: the table under it (the look's,
        darkened in dark chrome), the target and the rubber line drawn again."""
        self.setBackgroundBrush(QColor(look().ground))
        self.designer_scene.rubber.setPen(rubber_pen())
        for item in self.designer_scene.items():
            item.update()
        self.resetCachedContent()
        self.viewport().update()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.show_look()  # a theme applied: light or dark chrome

    @property
    def designer_scene(self) -> DesignerScene:
        scene = self.scene()
        assert isinstance(scene, DesignerScene)
        return scene

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_board()

    def fit_board(self) -> None:
        rect = self.sceneRect()
        if rect.isValid():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
