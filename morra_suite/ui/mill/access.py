"""The mill board read aloud: each point's name and what stands on it, and the whole position.

The facts are the board's (``MillFacts``: the rules' pieces and hands, with a move in progress),
the point names the rules' notation (``point_name``); this module only puts them into words for
``ui.board_access``. The ``view`` is the board view (``MillBoardView``), typed ``Any`` because it
imports this module.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from morra_suite.games.mill.board import point_name
from morra_suite.ui.board_access import AccessPoint
from morra_suite.ui.mill import words


def point_words(point: int, owner: int | None) -> str:
    """Names a point: "d6, white piece", "a1, empty"."""
    if owner is None:
        what = QCoreApplication.translate("MillBoardView", "empty")
    elif owner == 0:
        what = QCoreApplication.translate("MillBoardView", "white piece")
    else:
        what = QCoreApplication.translate("MillBoardView", "black piece")
    return f"{point_name(point)}, {what}"


def access_points(view: Any) -> list[AccessPoint]:
    """Every point of the board in the rules' order, named with what stands on it."""
    facts, scene = view.facts, view.mill_scene
    if facts is None or not scene.points:
        return []
    picture = view.picture
    clickable = picture.clickable if picture is not None else frozenset()
    selected = picture.selected if picture is not None else None
    size = max(8, round(scene.radius * 2 * view.transform().m11()))
    return [
        AccessPoint(
            key=point,
            name=point_words(point, facts.owners.get(point)),
            at=view.mapFromScene(at),
            size=size,
            selected=point == selected,
            clickable=point in clickable,
        )
        for point, at in sorted(scene.points.items())
    ]


def position_words(view: Any) -> str:
    """The whole position: each side's pieces by point, what is still in hand, and the prompt."""
    facts = view.facts
    if facts is None:
        return ""
    parts = []
    for player in (0, 1):
        # in the order of the notation (a1, a7, d7), easiest to follow by ear
        points = sorted(point_name(p) for p, owner in facts.owners.items() if owner == player)
        names = ", ".join(points) or QCoreApplication.translate(
            "MillBoardView", "no pieces on the board"
        )
        parts.append(
            QCoreApplication.translate("MillBoardView", "%1: %2; %3 in hand")
            .replace("%1", words.colour(player))
            .replace("%2", names)
            .replace("%3", str(facts.hands[player]))
        )
    return ". ".join([*parts, view.prompt()])
