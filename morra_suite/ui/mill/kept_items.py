"""Which items of a mill picture drawn anew can stay as they are on the board.

Why: the scene builds its whole ``Picture`` at every change (as KDE's Kigo does), but a move
changes a few points and the trays; replacing every piece repainted the whole board and threw
their cached pictures away. A piece or a text that looks exactly as one already shown is kept
instead of its new twin, so the view repaints only where the picture changed.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from morra_suite.ui.mill.items import ROLE, PieceItem
from morra_suite.ui.painted_text import NotedTextItem


def look_key(item: QGraphicsItem) -> tuple[object, ...] | None:
    """Everything a piece or a text item shows, as a value (``None`` for any other item: such
    items are always made anew); two items with the same key draw the same pixels."""
    if type(item) is PieceItem:
        shown: tuple[object, ...] = ("piece", item.player, item.radius)
    elif type(item) is NotedTextItem:
        font, brush = item.font(), item.brush()
        shown = ("text", item.text(), font.key(), brush.style(), brush.color().rgba(), item.scale())
    else:
        return None
    at = item.pos()
    return (
        *shown,
        at.x(),
        at.y(),
        item.zValue(),
        item.opacity(),
        item.isVisible(),
        item.data(ROLE),
        item.toolTip(),
    )


def keep_same(
    scene: QGraphicsScene, shown: list[QGraphicsItem], drawn: list[QGraphicsItem]
) -> list[QGraphicsItem]:
    """The items of ``drawn`` (made but not yet in ``scene``) put on, each of them replaced by an
    item of ``shown`` (in the scene) that has its ``look_key``; the rest of ``shown`` goes."""
    spare: dict[tuple[object, ...], list[QGraphicsItem]] = {}
    for item in shown:
        key = look_key(item)
        if key is None:
            scene.removeItem(item)
        else:
            spare.setdefault(key, []).append(item)
    result = []
    for item in drawn:
        key = look_key(item)
        twins = spare.get(key) if key is not None else None
        if twins:
            result.append(twins.pop())
        else:
            scene.addItem(item)
            result.append(item)
    for twins in spare.values():
        for item in twins:
            scene.removeItem(item)
    return result
