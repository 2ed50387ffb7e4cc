"""The Morra scene: the target between the two players' cards, the stones, and their animation.

The scene draws what it is told: a layout's shape, where the stones stand, and (for the round just
played) the rules library's own step trace, which it animates step by step, so the animation can
never show something the rules did not do.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPauseAnimation,
    QPointF,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from morra_suite.ui.morra.geometry import Field, Geometry, TargetShape, polar
from morra_suite.ui.morra.items import (
    HighlightItem,
    StoneItem,
    TargetItem,
    TrailItem,
)
from morra_suite.ui.morra.looks import look
from morra_suite.ui.morra.marks import ArrowLayer, LabelLayer, LegendItem
from morra_suite.ui.morra.pickers import PANEL_HEIGHT, PANEL_WIDTH, STONE_CENTRE, PlayerPanel
from morra_suite.ui.morra.round_panel import RoundPanel

# The target fills the board's height; beside it one column holds, top to bottom, the two
# players' cards, the round strip and the legends (scene units; the target's radius is 300).
TARGET_REACH = 1.06  # the rim's edge, as a share of the target's outer radius
COLUMN_GAP = 16.0
STACK_GAP = 6.0
MARGIN = 5.0


class MorraScene(QGraphicsScene):
    """Target, stones, trails, the two player cards, the round strip and the legends.

    ``step_started(index)`` says which step of the trace the stones are making now, so the
    view can tell the round as it happens; ``animation_finished`` follows the last step. A click
    on a field of the target (not on a card over it) leaves as ``field_clicked(ring, number)``,
    the field under the pointer as ``field_hovered`` (``(ring, number)`` or ``None``); what a
    click there means is the view's and the interpreter's to say.
    """

    animation_finished = Signal()
    step_started = Signal(int)
    field_clicked = Signal(int, int)
    field_hovered = Signal(object)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.geometry: Geometry | None = None
        self.target: TargetItem | None = None
        self.arrows: ArrowLayer | None = None
        self.labels: LabelLayer | None = None
        self.stones: list[StoneItem] = []
        self.trails: list[TrailItem] = []
        self.highlight = HighlightItem()
        self.addItem(self.highlight)
        self.panels = [PlayerPanel(0), PlayerPanel(1)]
        for panel in self.panels:
            self.addItem(panel)
        self.round_panel = RoundPanel()
        self.round_panel.resized.connect(self.arrange)
        self.addItem(self.round_panel)
        self.legends = [LegendItem(PANEL_WIDTH), LegendItem(PANEL_WIDTH)]
        for legend in self.legends:
            self.addItem(legend)
        self._positions: tuple[Field, Field] | None = None
        self._group: QSequentialAnimationGroup | None = None
        # what the running animation ends with (``_finish``'s arguments), for finish_animation
        self._ending: (
            tuple[tuple[Field, Field], int | None, int | None, list[QPainterPath]] | None
        ) = None
        self.show_coordinates = False
        self.stone_letters = ["A", "B"]
        self.column_scale = 1.0

    # ------------------------------------------------------------------ building
    def set_shape(self, shape: TargetShape) -> None:
        """Draws a (new) layout; keeps the cards, replaces the target and the stones."""
        if self.geometry is not None and self.geometry.shape == shape:
            return
        self.stop_animation()
        old_items: list[QGraphicsItem | None] = [
            self.target,
            self.arrows,
            self.labels,
            *self.stones,
            *self.trails,
        ]
        for old in old_items:
            if old is not None:
                self.removeItem(old)
        self.geometry = Geometry(shape)
        self.target = TargetItem(self.geometry)
        self.addItem(self.target)
        self.arrows = ArrowLayer(self.geometry)
        self.addItem(self.arrows)
        self.labels = LabelLayer(self.geometry, self.arrows)
        self.labels.setVisible(self.show_coordinates)
        self.addItem(self.labels)
        radius = self.geometry.stone_radius()
        self.stones = [StoneItem(0, radius), StoneItem(1, radius)]
        for stone, letter in zip(self.stones, self.stone_letters, strict=True):
            stone.set_letter(letter)
        self.trails = [TrailItem(stone.colour) for stone in self.stones]
        new_items: list[QGraphicsItem] = [*self.trails, *self.stones]
        for item in new_items:
            self.addItem(item)
            item.setVisible(False)
        self._positions = None
        self.arrange()

    def arrange(self) -> None:
        """Puts the column beside the target (cards, strip, legends as tall as their words) and
        makes the scene just hold target and column, so the view gives the target all it can.
        The column is drawn ``column_scale`` times its own size (``set_column_scale``)."""
        if self.geometry is None:
            return
        scale = self.column_scale
        reach = self.geometry.outer * TARGET_REACH
        left = reach + COLUMN_GAP
        parts = [self.panels[0], self.panels[1], self.round_panel, *self.legends]
        heights = self._column_heights()
        column = (sum(heights) + STACK_GAP * (len(parts) - 1)) * scale
        half = max(reach, column / 2) + MARGIN
        top = -column / 2
        for part, height in zip(parts, heights, strict=True):
            part.setScale(scale)
            part.setPos(left, top)
            top += (height + STACK_GAP) * scale
        self.round_panel.set_width(PANEL_WIDTH)
        width = reach + left + PANEL_WIDTH * scale + 2 * MARGIN
        rect = QRectF(-reach - MARGIN, -half, width, 2 * half)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    def _column_heights(self) -> list[float]:
        return [
            PANEL_HEIGHT,
            PANEL_HEIGHT,
            self.round_panel.height(),
            *(legend.height() for legend in self.legends),
        ]

    def column_size(self) -> tuple[float, float]:
        """The column's width and height at its own size (a ``column_scale`` of 1), with the
        scene's margins above and below it (as ``target_size`` has them)."""
        heights = self._column_heights()
        return PANEL_WIDTH, sum(heights) + STACK_GAP * (len(heights) - 1) + 2 * MARGIN

    def target_size(self) -> tuple[float, float]:
        """The scene's width and height without the column: the target, its rim and the gap."""
        assert self.geometry is not None
        reach = self.geometry.outer * TARGET_REACH
        return 2 * reach + COLUMN_GAP + 2 * MARGIN, 2 * (reach + MARGIN)

    def set_column_scale(self, scale: float) -> None:
        """Draws the cards, the strip and the legends ``scale`` times their size: a small window
        shrinks the target, not the cards' words below what one reads (``MorraView``)."""
        if scale != self.column_scale:
            self.column_scale = scale
            self.arrange()

    def set_stone_letters(self, letters: Sequence[str]) -> None:
        """The labels of the two stones (kept for the stones of a new layout too)."""
        self.stone_letters = list(letters)
        for stone, letter in zip(self.stones, self.stone_letters, strict=False):
            stone.set_letter(letter)

    def set_show_coordinates(self, show: bool) -> None:
        self.show_coordinates = show
        if self.labels is not None:
            self.labels.setVisible(show)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """A dark wooden table with a faint grain, under the whole view (also its margins)."""
        rect = QRectF(rect)
        wood = QLinearGradient(QPointF(0, rect.top()), QPointF(0, rect.bottom()))
        scene = self.sceneRect()
        wood.setStart(QPointF(scene.left(), scene.top()))
        wood.setFinalStop(QPointF(scene.right(), scene.bottom()))
        shown = look()
        wood.setColorAt(0.0, QColor(shown.ground_light))
        wood.setColorAt(0.5, QColor(shown.ground))
        wood.setColorAt(1.0, QColor(shown.ground_dark))
        painter.fillRect(rect, wood)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = max(scene.height(), rect.height())
        top = min(scene.top(), rect.top())
        bottom = max(scene.bottom(), rect.bottom())
        lines = 34
        for k in range(lines):
            y = top + (bottom - top) * (k + 0.5) / lines
            path = QPainterPath(QPointF(rect.left(), y))
            phase = (k * 37) % 11
            amplitude = 3.0 + (k * 13) % 7
            x = rect.left()
            step = max(40.0, height / 8)
            while x < rect.right():
                x2 = x + step
                wave = amplitude if int((x - rect.left()) / step + phase) % 2 else -amplitude
                path.quadTo(QPointF(x + step / 2, y + wave), QPointF(x2, y))
                x = x2
            alpha = 16 + (k * 7) % 14
            painter.setPen(QPen(QColor(30, 18, 8, alpha), 1.0 + (k % 3) * 0.6))
            painter.drawPath(path)

    # ------------------------------------------------------------------ stones
    def stone_point(self, player: int, stones: tuple[Field, Field]) -> QPointF:
        """Where a stone is drawn: its field's middle, side by side when both share a field."""
        assert self.geometry is not None
        g = self.geometry
        where = stones[player]
        point = g.field_centre(where)
        if stones[0] == stones[1] and where[0] < g.shape.rings:
            ring, index = where
            offset = g.stone_radius() * 0.92
            # Side by side along the ring, the one further clockwise being player 1.
            sign = -1 if player == 0 else 1
            angle = g.field_angle(ring, index)
            tangent = polar(1.0, angle + 90.0)
            point = QPointF(
                point.x() + sign * offset * tangent.x(), point.y() + sign * offset * tangent.y()
            )
        return point

    def home_point(self, player: int) -> QPointF:
        """Where a stone waits before the start: on its player's card."""
        return self.panels[player].mapToScene(STONE_CENTRE)

    def place_stones(
        self, stones: tuple[Field, Field] | None, at_stake: int | None, winner: int | None
    ) -> None:
        """Puts both stones where the state has them, at once (no animation); the rules say
        whose stone is at stake and who has won."""
        self.stop_animation()
        self._positions = stones
        for player, stone in enumerate(self.stones):
            stone.set_at_stake(at_stake == player)
            if stones is None:
                stone.setVisible(False)
            else:
                stone.setVisible(True)
                stone.setPos(self.stone_point(player, stones))
            stone.set_winner(winner == player)

    def clear_trails(self) -> None:
        for trail in self.trails:
            trail.set_path(QPainterPath())
            trail.setVisible(False)

    def show_trails(self, steps: Sequence[Any]) -> None:
        """Draws the route of a round at once (no animation): a round shown after the fact."""
        for player, path in enumerate(self.trail_paths(steps)):
            self.trails[player].set_path(path)
            self.trails[player].setVisible(not path.isEmpty())

    def step_path(self, step: Any) -> QPainterPath:
        """The route of one elementary step of the rules' trace, in scene coordinates."""
        assert self.geometry is not None
        g = self.geometry
        dst = (int(step.dst[0]), int(step.dst[1]))
        if step.kind == "start":
            angle = g.field_angle(*dst)
            path = QPainterPath(polar(g.outer * 1.2, angle))
            path.lineTo(g.field_centre(dst))
            return path
        src = (int(step.src[0]), int(step.src[1]))
        if step.kind == "dot":
            return g.arrow_path(src, dst)
        if step.distance > 0 and src[0] == dst[0]:
            points = g.ring_path(src[0], src[1], src[1] + step.distance)
            path = QPainterPath(points[0])
            for point in points[1:]:
                path.lineTo(point)
            return path
        path = QPainterPath(g.field_centre(src))
        path.lineTo(g.field_centre(dst))
        return path

    def trail_paths(self, steps: Sequence[Any]) -> list[QPainterPath]:
        paths = [QPainterPath(), QPainterPath()]
        for step in steps:
            if step.kind == "start" or (step.kind == "ring" and step.distance == 0):
                continue
            paths[step.stone].addPath(self.step_path(step))
        return paths

    def animate(
        self,
        steps: Sequence[Any],
        stones: tuple[Field, Field],
        at_stake: int | None,
        winner: int | None,
        ms_per_field: int,
        start_positions: tuple[Field, Field] | None,
    ) -> None:
        """Plays the round's steps one after the other from ``start_positions`` (``None``: the
        stones come from the cards); ends with the stones where ``stones`` says.

        With ``ms_per_field`` 0 (animations off) it only places the stones. A new call, or
        ``place_stones``, stops a running animation and draws the newest truth.
        """
        self.stop_animation()
        self.clear_trails()
        self._positions = stones
        for player, stone in enumerate(self.stones):
            stone.set_at_stake(False)
            stone.set_winner(False)
            stone.setVisible(start_positions is not None or any(s.stone == player for s in steps))
            if start_positions is not None:
                stone.setPos(self.stone_point(player, start_positions))
            else:
                stone.setPos(self.home_point(player))  # the start: it comes from the card
        trails = self.trail_paths(steps)
        if ms_per_field <= 0 or not steps:
            self._finish(stones, at_stake, winner, trails)
            return
        group = QSequentialAnimationGroup(self)
        for index, step in enumerate(steps):
            path = self.step_path(step)
            stone = self.stones[step.stone]
            if step.kind == "start":
                assert self.geometry is not None
                path = QPainterPath(self.home_point(step.stone))
                path.lineTo(self.geometry.field_centre((int(step.dst[0]), int(step.dst[1]))))
                duration = ms_per_field * 3
            elif step.kind == "ring":
                duration = ms_per_field * max(1, min(step.distance, 12))
            else:
                duration = int(ms_per_field * 1.6)
            animation = QVariantAnimation(group)
            animation.setStartValue(0.0)
            animation.setEndValue(1.0)
            animation.setDuration(max(1, duration))
            curve = (
                QEasingCurve.Type.InOutSine if step.kind != "push" else QEasingCurve.Type.OutBack
            )
            animation.setEasingCurve(curve)

            def move(value: float, stone: StoneItem = stone, path: QPainterPath = path) -> None:
                stone.setVisible(True)
                stone.setZValue(30)  # above the cards: a start stone leaves its card
                stone.setPos(path.pointAtPercent(max(0.0, min(1.0, float(value)))))

            animation.valueChanged.connect(move)

            def started(
                new: QAbstractAnimation.State, old: QAbstractAnimation.State, index: int = index
            ) -> None:
                if new == QAbstractAnimation.State.Running:
                    self.step_started.emit(index)

            animation.stateChanged.connect(started)
            group.addAnimation(animation)
            group.addAnimation(QPauseAnimation(max(1, ms_per_field // 2), group))
        self._ending = (stones, at_stake, winner, trails)
        group.finished.connect(self.finish_animation)
        self._group = group
        group.start()

    def _finish(
        self,
        stones: tuple[Field, Field],
        at_stake: int | None,
        winner: int | None,
        trails: list[QPainterPath],
    ) -> None:
        if self._group is not None:
            self._group.deleteLater()
        self._group = None
        for player, stone in enumerate(self.stones):
            stone.setZValue(10 + player)
            stone.setVisible(True)
            stone.setPos(self.stone_point(player, stones))
            stone.set_at_stake(at_stake == player)
            stone.set_winner(winner == player)
            self.trails[player].set_path(trails[player])
            self.trails[player].setVisible(not trails[player].isEmpty())
        self.animation_finished.emit()

    @property
    def animating(self) -> bool:
        return self._group is not None and self._group.state() == QAbstractAnimation.State.Running

    def finish_animation(self) -> None:
        """Ends a running animation at once, with its end drawn (as if it had played out)."""
        ending, self._ending = self._ending, None
        self.stop_animation()
        if ending is not None:
            self._finish(*ending)

    def stop_animation(self) -> None:
        """Drops a running animation without its end (the caller draws the newest state)."""
        group = self._group
        self._group = None
        self._ending = None
        if group is not None:
            group.finished.disconnect()
            group.stop()
            group.deleteLater()
            for player, stone in enumerate(self.stones):
                stone.setZValue(10 + player)

    # ------------------------------------------------------------------ highlights
    def set_highlight(self, field: Field | None) -> None:
        if field is None or self.geometry is None:
            self.highlight.set_path(QPainterPath())
        else:
            self.highlight.set_path(self.geometry.field_path(field))

    def field_at(self, point: QPointF) -> Field | None:
        return None if self.geometry is None else self.geometry.field_at(point)

    # ------------------------------------------------------------------ hit-test and gestures
    def free_field_at(self, point: QPointF) -> Field | None:
        """The field at ``point`` when no player's card lies over it there."""
        top = next(iter(self.items(point)), None)
        while top is not None:
            if isinstance(top, PlayerPanel):
                return None
            top = top.parentItem()
        return self.field_at(point)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            field = self.free_field_at(event.scenePos())
            if field is not None:
                self.field_clicked.emit(field[0], field[1])
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        self.field_hovered.emit(self.free_field_at(event.scenePos()))
