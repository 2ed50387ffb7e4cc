"""The games and their one registry. Each subpackage is a pure-Python rules library following
``morra_suite.core``, and exports its description as ``GAME`` from ``<game>/game.py``.

```python
from morra_suite.games import load_game, game_keys     # ("morra", "mill", "myra")
game = load_game("mill")
state = game.new_state(variant="nine", players=2)
```

Game modules are imported on demand so that starting the app, or using one game, does not pay for
the others. ``register_game`` adds a game from outside the package (a plug-in, or a test's toy
game); a registered game is listed everywhere the built-in ones are.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from morra_suite.core.game import Game

# key -> "module:attribute" of its description; the order is the order games are listed in.
_BUILT_IN: dict[str, str] = {
    "morra": "morra_suite.games.morra.game:GAME",
    "mill": "morra_suite.games.mill.game:GAME",
    "myra": "morra_suite.games.myra.game:GAME",
}
_registry: dict[str, str] = dict(_BUILT_IN)
_loaded: dict[str, Game] = {}

GAME_NAMES: tuple[str, ...] = tuple(_BUILT_IN)  # the built-in games (kept for old callers)


def game_keys() -> tuple[str, ...]:
    """Every registered game, built-in ones first, in the order they are listed."""
    return tuple(_registry)


def register_game(key: str, target: str) -> None:
    """Adds (or replaces) a game: ``target`` is ``"module:attribute"`` naming its ``Game``."""
    if ":" not in target:
        raise ValueError(f"game {key!r}: {target!r} is not 'module:attribute'")
    _registry[key] = target
    _loaded.pop(key, None)


def unregister_game(key: str) -> None:
    """Removes a game added by ``register_game`` (built-in games stay)."""
    if key in _BUILT_IN:
        raise ValueError(f"{key!r} is a built-in game")
    _registry.pop(key, None)
    _loaded.pop(key, None)


def load_game(key: str) -> Game:
    """The description of a game. An unknown key, or a game module that fails to import, raises:
    a broken game is an error, never silently left out of the app."""
    if key not in _registry:
        raise ValueError(f"unknown game {key!r}; known games: {', '.join(_registry)}")
    if key not in _loaded:
        module_name, attribute = _registry[key].split(":")
        _loaded[key] = getattr(importlib.import_module(module_name), attribute)
    return _loaded[key]


def load(name: str) -> ModuleType:
    """Imports ``morra_suite.games.<name>``; a ``ValueError`` names the unknown game."""
    if name not in GAME_NAMES:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(GAME_NAMES)}")
    return importlib.import_module(f"morra_suite.games.{name}")
