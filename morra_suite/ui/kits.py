"""The registry of game kits. A kit's module (and its rules) is imported on first use only.

Even ``game_kit`` (QGraphicsView and friends) waits until a kit is asked for: the window shows
its game chooser without it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from morra_suite.ui.game_kit import GameKit

# key -> "module:class"; the order is the order of the game chooser's cards.
KIT_CLASSES: dict[str, str] = {
    "morra": "morra_suite.ui.morra.kit:MorraKit",
    "mill": "morra_suite.ui.mill.kit:MillKit",
    "myra": "morra_suite.ui.myra.kit:MyraKit",
}

_kits: dict[str, GameKit] = {}


def get_kit(key: str) -> GameKit:
    """The one kit of a game; ``ValueError`` names an unknown game."""
    if key not in KIT_CLASSES:
        raise ValueError(f"unknown game {key!r}; known games: {', '.join(KIT_CLASSES)}")
    if key not in _kits:
        module_name, class_name = KIT_CLASSES[key].split(":")
        _kits[key] = getattr(importlib.import_module(module_name), class_name)()
    return _kits[key]


def forget_kits() -> None:
    """Drops the kits made so far: the next ``get_kit`` makes them again, with their texts in the
    language installed now (a running game keeps its kit until a new game starts)."""
    _kits.clear()
