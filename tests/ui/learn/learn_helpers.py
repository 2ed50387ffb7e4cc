"""Helpers of the Learn tests: real clicks on a training board's viewport, per game's gestures
(a module of its own: test folders here are no packages)."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QPointF, Qt
from qt_events import flush_events


def click_scene(qtbot, view, point: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def ready(qtbot, window) -> Any:
    """The Learn window on screen at its size, its board's animations off."""
    window.resize(1080, 700)
    qtbot.waitExposed(window)
    view = window.page.view
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().width() > 300)
    flush_events()
    if hasattr(view, "ms_per_field"):
        view.ms_per_field = 0
    return view


def click_mill(qtbot, view, move: str) -> None:
    """A mill move's points in order: ``d2-d3xd7`` clicks d2, d3, d7."""
    for name in re.split(r"[-x]", move):
        click_scene(qtbot, view, view.scene_point(name))


def click_myra(qtbot, view, move: str) -> None:
    """A Myra move's holes in order: ``a2-c4``, ``c4xa4``, ``h9>h10>h11``."""
    from morra_suite.games.myra.board import hole_index
    from morra_suite.ui.myra.geometry import HOLE_POINTS

    for name in re.split(r"[-x>~+]", move):
        if name:
            click_scene(qtbot, view, HOLE_POINTS[hole_index(name)])


def click_hand(qtbot, view, player: int, hand: int) -> None:
    """Morra: the hand's button on the player's card."""
    index = view.choices.options_of(player).index(hand)
    click_scene(qtbot, view, view.option_point(player, index))


def click_start_field(qtbot, view, number: int) -> None:
    """Morra's setup: a field of the outer ring."""
    click_scene(qtbot, view, view.field_point((0, number)))
