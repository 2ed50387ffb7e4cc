"""The Morra target read aloud: each field's name, its dot and the stones on it.

The fields, dots and stones are the layout's and the state's (the rules' answers), the field names
the notation's (``ring.number``, ``c`` for the centre); this module only puts them into words for
``ui.board_access``. ``FieldsHeard`` gives the view (``MorraView``) its screen reader methods; the
hands are chosen on the players' cards by keys, which a screen reader reads as they are.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from morra_suite.ui.board_access import AccessPoint
from morra_suite.ui.morra.geometry import OUTER_RADIUS


def field_words(view: Any, where: Any) -> str:
    """Names a field: "field 1.2, dot to 2.3, stone of Ann", "field c, the centre"."""
    layout, state = view.state.layout, view.state
    parts = [
        QCoreApplication.translate("MorraAccess", "field %1").replace(
            "%1", layout.field_text(where)
        )
    ]
    if where == layout.centre:
        parts.append(QCoreApplication.translate("MorraAccess", "the centre"))
    dot = layout.dot_at(where)
    if dot is not None:
        parts.append(
            QCoreApplication.translate("MorraAccess", "dot to %1").replace(
                "%1", layout.field_text(dot)
            )
        )
    for player, stone in enumerate(state.stones or ()):
        if stone == where:
            parts.append(
                QCoreApplication.translate("MorraAccess", "stone of %1").replace(
                    "%1", view.player_name(player)
                )
            )
    return ", ".join(parts)


def access_points(view: Any) -> list[AccessPoint]:
    """Every field of the target (ring by ring, outermost first, then the centre)."""
    state, scene = view.state, view.morra_scene
    if state is None or scene.geometry is None:
        return []
    fields = [*state.layout.all_fields(), state.layout.centre]
    size = max(8, round(0.15 * OUTER_RADIUS * view.transform().m11()))  # about a field
    return [
        AccessPoint(
            key=index,
            name=field_words(view, where),
            at=view.mapFromScene(view.field_point(where)),
            size=size,
            clickable=view.choices.field_choice(*where)[1] is not None,
        )
        for index, where in enumerate(fields)
    ]


class FieldsHeard:
    """The Morra view's screen reader methods (``BoardView.accessible_points`` and its family)."""

    def accessible_points(self) -> list[AccessPoint]:
        return access_points(self)

    def activate_point(self, key: int) -> None:
        view: Any = self
        if view.state is None:
            return
        fields = [*view.state.layout.all_fields(), view.state.layout.centre]
        if 0 <= key < len(fields):
            view._field_clicked(*fields[key])

    def describe_position(self) -> str:
        view: Any = self
        if view.state is None:
            return ""
        stones = [
            f"{view.player_name(player)}: {view.state.layout.field_text(stone)}"
            for player, stone in enumerate(view.state.stones or ())
        ]
        return ". ".join([*stones, view.round_text(), view.prompt()])
