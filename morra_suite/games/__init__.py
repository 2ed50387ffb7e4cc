"""The games and their one registry. Each subpackage is a pure-Python rules library following
``morra_suite.core``; it declares its registration record (``<game>/registration.py``: its
rules, UI kit, computer, analyser, whether they run in a child process) and exports its
description as ``GAME`` from ``<game>/game.py``.

```python
from morra_suite.games import load_game, game_keys, registration
game_keys()                        # ("morra", "mill", "myra")
game = load_game("mill")
state = game.new_state(variant="nine", players=2)
registration("mill").kit           # "morra_suite.ui.mill.kit:MillKit"
```

Game modules are imported on demand so that starting the app, or using one game, does not pay for
the others: the built-in games are a catalogue of where their records live, read when a record is
first asked for. ``register_game`` adds a game from outside the package (a plug-in, or a test's
toy game) with its record; a registered game is listed everywhere the built-in ones are.
``ui.kits`` and ``ai.players`` read the same record.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from morra_suite.core.registration import GameRegistration, resolve

if TYPE_CHECKING:
    from morra_suite.core.game import Game

__all__ = [
    "GameRegistration",
    "game_keys",
    "key_of_state",
    "load_game",
    "register_game",
    "registration",
    "replace_registration",
    "unregister_game",
]

# The catalogue: key -> "module:attribute" of its record; the order is the order games are listed.
_BUILT_IN: dict[str, str] = {
    "morra": "morra_suite.games.morra.registration:REGISTRATION",
    "mill": "morra_suite.games.mill.registration:REGISTRATION",
    "myra": "morra_suite.games.myra.registration:REGISTRATION",
}
_registry: dict[str, GameRegistration | str] = dict(_BUILT_IN)
# Any: games of any kind (Game is invariant in its state and rules types)
_loaded: dict[str, Game[Any, Any]] = {}


def game_keys() -> tuple[str, ...]:
    """Every registered game, built-in ones first, in the order they are listed."""
    return tuple(_registry)


def register_game(game: GameRegistration | str, target: str | None = None) -> None:
    """Adds (or replaces) a game by its record; ``register_game(key, "module:attribute")``
    is short for a record with its rules alone (no kit, the random computer, no analysis)."""
    if isinstance(game, GameRegistration):
        record = game
    else:
        if target is None:
            raise ValueError(f"game {game!r}: give its record or 'module:attribute' of its Game")
        record = GameRegistration(game, target)
    _registry[record.key] = record
    _loaded.pop(record.key, None)


def unregister_game(key: str) -> None:
    """Removes a game added by ``register_game`` (built-in games stay)."""
    if key in _BUILT_IN:
        raise ValueError(f"{key!r} is a built-in game")
    _registry.pop(key, None)
    _loaded.pop(key, None)


def _check_known(key: str) -> None:
    if key not in _registry:
        raise ValueError(f"unknown game {key!r}; known games: {', '.join(_registry)}")


def registration(key: str) -> GameRegistration:
    """The record of game ``key`` (a built-in game's is imported on first use); an unknown key
    is a ``ValueError`` naming the known games."""
    _check_known(key)
    entry = _registry[key]
    if isinstance(entry, str):
        entry = resolve(entry)
        if not isinstance(entry, GameRegistration) or entry.key != key:
            raise TypeError(f"{_BUILT_IN[key]} is not the GameRegistration of {key!r}")
        _registry[key] = entry
    return entry


def registered(key: str) -> GameRegistration | None:
    """The record of ``key`` if it is in memory already (a plug-in's, or one read before),
    without importing anything; ``None`` otherwise."""
    entry = _registry.get(key)
    return entry if isinstance(entry, GameRegistration) else None


def replace_registration(key: str, **changes: object) -> GameRegistration:
    """Changes parts of a game's record (``ui.kits.register_kit``, ``ai.players.
    register_computer``) and returns the new one."""
    record = registration(key).replace(**changes)
    _registry[key] = record
    if "rules" in changes:
        _loaded.pop(key, None)
    return record


def key_of_state(state: object) -> str | None:
    """The key of the game whose package defines ``state``'s type (the longest package that
    holds it; the first registered of equals), or ``None``: the analysis and the analyser find a
    state's record so, without a table of games. Imports nothing."""
    module = type(state).__module__
    found: tuple[str, int] | None = None
    for key, entry in _registry.items():
        target = entry if isinstance(entry, str) else entry.rules
        package = target.split(":")[0].rsplit(".", 1)[0]
        if (module == package or module.startswith(package + ".")) and (
            found is None or len(package) > found[1]
        ):
            found = (key, len(package))
    return found[0] if found else None


def is_built_in(key: str) -> bool:
    return key in _BUILT_IN


# Any: a game of any kind (Game is invariant in its state and rules types)
def load_game(key: str) -> Game[Any, Any]:
    """The description of a game. An unknown key, or a game module that fails to import, raises:
    a broken game is an error, never silently left out of the app."""
    if key not in _loaded:
        _loaded[key] = resolve(registration(key).rules)
    return _loaded[key]
