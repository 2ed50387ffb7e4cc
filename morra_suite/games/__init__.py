"""The games. Each subpackage is a pure-Python rules library following ``morra_suite.core``.

Game modules are imported on demand (``load``) so that starting the app, or using one game, does
not pay for the others.
"""

from __future__ import annotations

import importlib
from types import ModuleType

GAME_NAMES: tuple[str, ...] = ("morra", "mill", "myra")


def load(name: str) -> ModuleType:
    """Imports ``morra_suite.games.<name>``; a ``ValueError`` names the unknown game."""
    if name not in GAME_NAMES:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(GAME_NAMES)}")
    return importlib.import_module(f"morra_suite.games.{name}")
