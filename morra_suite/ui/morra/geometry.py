"""Where things are on the drawn target: rings, fields, dots and stones in scene coordinates.

The drawing is computed from the layout's data alone (ring sizes and dots), so a layout a user adds
as a JSON file is drawn as well as the shipped ones. Scene units: the target's outer radius is
``OUTER_RADIUS`` around the origin; angles are degrees clockwise from 12 o'clock, the way the
layout numbers its fields.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

OUTER_RADIUS = 300.0
# Radius of the bull (the centre) as a share of the outer radius.
BULL_SHARE = 0.17

Field = tuple[int, int]  # (ring, field); the centre is (len(fields), 0)


@dataclass(frozen=True)
class TargetShape:
    """The drawable part of a layout: its name, ring sizes (outermost first), dots, and for each
    dot whether the rules call it white (its arrow leads one ring inward) or black."""

    name: str
    fields: tuple[int, ...]
    dots: tuple[tuple[Field, Field], ...]
    white: tuple[bool, ...] = ()

    @cached_property
    def rings(self) -> int:
        """The rings' count (kept: every point drawn asks for it)."""
        return len(self.fields)

    @property
    def centre(self) -> Field:
        return (len(self.fields), 0)

    def is_white(self, index: int) -> bool:
        """Whether dot ``index`` is white, as the layout said."""
        return index < len(self.white) and self.white[index]

    @classmethod
    def from_layout(cls, layout: Any) -> TargetShape:
        """Reads the rules library's layout: name, fields per ring, and its ``Dot`` values
        (``at``, ``to`` and the rules' ``is_white``)."""
        dots = []
        white = []
        for dot in layout.dots:
            dots.append(((int(dot.at[0]), int(dot.at[1])), (int(dot.to[0]), int(dot.to[1]))))
            white.append(bool(dot.is_white))
        return cls(
            str(layout.name), tuple(int(n) for n in layout.fields), tuple(dots), tuple(white)
        )


@dataclass(frozen=True)
class Geometry:
    """Radii and angles of one shape; every point the scene draws or animates comes from here."""

    shape: TargetShape
    outer: float = OUTER_RADIUS

    @cached_property
    def bull_radius(self) -> float:
        return self.outer * BULL_SHARE

    @cached_property
    def band(self) -> float:
        """Width of one ring."""
        return (self.outer - self.bull_radius) / max(1, self.shape.rings)

    def ring_outer(self, ring: int) -> float:
        return self.outer - ring * self.band

    def ring_inner(self, ring: int) -> float:
        return self.outer - (ring + 1) * self.band

    def ring_mid(self, ring: int) -> float:
        if ring >= self.shape.rings:
            return 0.0
        return self.outer - (ring + 0.5) * self.band

    def field_angle(self, ring: int, field: float) -> float:
        """The angle of a field's middle; fractional fields lie between neighbours (animation).

        Field ``i`` is the sector that starts ``i`` sectors clockwise from 12 o'clock, as the
        rules library reads it (its outward push takes the field "straight outward" that way).
        """
        if ring >= self.shape.rings:
            return 0.0
        return 360.0 * (field + 0.5) / self.shape.fields[ring]

    def separator_angles(self, ring: int) -> list[float]:
        """Angles of the lines between fields; field 0 starts at 12 o'clock."""
        n = self.shape.fields[ring]
        return [360.0 * i / n for i in range(n)]

    def field_centre(self, field: Field) -> QPointF:
        ring, index = field
        if ring >= self.shape.rings:
            return QPointF(0.0, 0.0)
        return polar(self.ring_mid(ring), self.field_angle(ring, index))

    def stone_radius(self) -> float:
        """One size for both stones: fits the narrowest field and the ring band."""
        return self._stone_radius

    @cached_property
    def _stone_radius(self) -> float:
        """``stone_radius``, worked out once per shape (every stone's place asks for it)."""
        narrowest = min(2 * math.pi * self.ring_mid(r) / n for r, n in enumerate(self.shape.fields))
        return max(7.0, min(self.band * 0.32, narrowest * 0.36))

    def dot_radius(self) -> float:
        return max(4.0, self.stone_radius() * 0.42)

    def field_path(self, field: Field) -> QPainterPath:
        """The outline of a field (a ring sector), or of the bull for the centre."""
        ring, index = field
        path = QPainterPath()
        if ring >= self.shape.rings:
            path.addEllipse(QPointF(0, 0), self.bull_radius, self.bull_radius)
            return path
        n = self.shape.fields[ring]
        start = 360.0 * index / n
        span = 360.0 / n
        ro, ri = self.ring_outer(ring), self.ring_inner(ring)
        outer_rect = QRectF(-ro, -ro, 2 * ro, 2 * ro)
        inner_rect = QRectF(-ri, -ri, 2 * ri, 2 * ri)
        # Qt's arcs run counter-clockwise from 3 o'clock; ours clockwise from 12.
        path.arcMoveTo(outer_rect, 90.0 - start)
        path.arcTo(outer_rect, 90.0 - start, -span)
        path.arcTo(inner_rect, 90.0 - start - span, span)
        path.closeSubpath()
        return path

    def field_at(self, point: QPointF) -> Field | None:
        """The field under a scene point (the centre for the bull), or ``None`` off the target."""
        radius = math.hypot(point.x(), point.y())
        if radius <= self.bull_radius:
            return self.shape.centre
        if radius > self.outer:
            return None
        ring = min(self.shape.rings - 1, int((self.outer - radius) / self.band))
        n = self.shape.fields[ring]
        angle = math.degrees(math.atan2(point.x(), -point.y())) % 360.0
        return (ring, int(angle * n / 360.0) % n)

    def arrow_path(self, start: Field, end: Field) -> QPainterPath:
        """The curve a dot's arrow follows: a spiral from one field's middle to the other's.

        Interpolating radius and angle together makes the arrow hug the rings, so it reads as
        "this field sends you there" even when the two fields are far apart around the target.
        """
        a = self.field_centre(start)
        b = self.field_centre(end)
        path = QPainterPath(a)
        if end[0] >= self.shape.rings or start[0] >= self.shape.rings:
            path.lineTo(b)
            return path
        a_angle = self.field_angle(*start)
        b_angle = self.field_angle(*end)
        turn = (b_angle - a_angle + 180.0) % 360.0 - 180.0
        mid = polar((self.ring_mid(start[0]) + self.ring_mid(end[0])) / 2, a_angle + turn / 2)
        # The quadratic's control point that makes it pass through ``mid``.
        control = QPointF(2 * mid.x() - (a.x() + b.x()) / 2, 2 * mid.y() - (a.y() + b.y()) / 2)
        path.quadTo(control, b)
        return path

    def ring_path(self, ring: int, start: float, end: float) -> list[QPointF]:
        """Sampled points along ring ``ring`` from field ``start`` clockwise to ``end``."""
        steps = max(2, int(abs(end - start) * 8))
        return [
            polar(self.ring_mid(ring), self.field_angle(ring, start + (end - start) * k / steps))
            for k in range(steps + 1)
        ]

    def scene_rect(self, side_panels: float) -> QRectF:
        """The board and the cards beside it, about as wide as a window's board area (16:10),
        so the scene fills the view without bands of plain colour."""
        margin = self.outer * 0.1
        half_w = self.outer + margin + side_panels
        half_h = max(self.outer + margin, half_w / 1.58)
        return QRectF(-half_w, -half_h, 2 * half_w, 2 * half_h)


def polar(radius: float, angle: float) -> QPointF:
    """A scene point from a radius and an angle in degrees clockwise from 12 o'clock."""
    rad = math.radians(angle)
    return QPointF(radius * math.sin(rad), -radius * math.cos(rad))
