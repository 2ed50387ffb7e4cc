"""Computer players of every game by game key: the one registry of the pure layer.

```python
from morra_suite.ai.players import computer_player, max_level
computer = computer_player("mill", 3)             # options: rng=, time_limit= (searches), seed=
choice = computer.choose(state, state.choosers()[0], cancelled=lambda: False)
```

``choose(state, player, cancelled)`` returns that player's choice: the move in a turn game, the
secret start field or hand in Morra (one player's part of the joint choice; the app collects every
chooser's and plays them with ``state.play_joint``). ``cancelled`` is polled by the searches, which
then hand back their best move so far.

The built-in computers are imported when first asked for, so that listing levels or starting the
app does not load the searches. A game registered from outside (``games.register_game``) may
register its own computer with ``register_computer``; without one it is played by the random
player (level 1 only), so every game can be played against the computer from the first day.

Searches written in Python hold the interpreter lock; a GUI runs them in a child process
(``controllers.remote_player``), which builds them from ``computer_target(game_key)``.

Pure Python: no Qt.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

__all__ = [
    "Computer",
    "MorraComputer",
    "TurnComputer",
    "computer_player",
    "computer_target",
    "max_level",
    "register_computer",
    "unregister_computer",
]


def _never() -> bool:
    return False


@runtime_checkable
class Computer(Protocol):
    """What ``computer_player`` returns."""

    level: int

    def choose(self, state: Any, player: int, cancelled: Callable[[], bool] = _never) -> Any:
        """``player``'s choice in ``state`` (a move of a turn game, Morra's field or hand)."""
        ...


class TurnComputer:
    """A turn game's searcher (``search(state, cancelled) -> move``) as a ``Computer``.

    Also callable as ``(state, cancelled)``, which is how the searches were called before, so a
    child process or an older caller can use it unchanged.
    """

    def __init__(self, search: Callable[[Any, Callable[[], bool]], Any], level: int) -> None:
        self.search = search
        self.level = level

    def choose(self, state: Any, player: int, cancelled: Callable[[], bool] = _never) -> Any:
        if player not in state.choosers():
            raise ValueError(
                f"player {player} has no choice to make now (choosers: {list(state.choosers())})"
            )
        return self.search(state, cancelled)

    def __call__(self, state: Any, cancelled: Callable[[], bool] = _never) -> Any:
        return self.search(state, cancelled)


class MorraComputer:
    """Morra's player: draws one player's secret choice from the solver's mixed strategy."""

    def __init__(self, level: int, rng: Any = None) -> None:
        from morra_suite.ai.morra_player import MorraPlayer

        self.level = level
        self.player = MorraPlayer(level, rng)

    def choose(self, state: Any, player: int, cancelled: Callable[[], bool] = _never) -> int:
        if player not in state.choosers():
            raise ValueError(
                f"player {player} has no choice to make now (choosers: {list(state.choosers())})"
            )
        return self.player.choose(state, player)


# ---------------------------------------------------------------------------- built-in computers


def mill_computer(level: int, rng: Any = None, time_limit: float | None = None) -> TurnComputer:
    """The mill searcher and endgame tables (``ai.mill``) at ``level``."""
    from morra_suite.ai.mill import make_player

    return TurnComputer(make_player(level, rng, time_limit), level)


def myra_computer(level: int, rng: Any = None, time_limit: float | None = None) -> TurnComputer:
    """The Myra searcher (``ai.myra``) at ``level``."""
    from morra_suite.ai.myra import make_player

    return TurnComputer(make_player(level, rng, time_limit), level)


def morra_computer(level: int, rng: Any = None) -> MorraComputer:
    """Morra's optimal mixed strategy, blended with uniform play below the top level."""
    return MorraComputer(level, rng)


def random_computer(level: int = 1, seed: int | None = None) -> TurnComputer:
    """A random legal move (any turn game): the computer of a game that brings none."""
    from morra_suite.ai.random_player import make_player

    return TurnComputer(make_player(level, seed), level)


def _max_level_of(target: str) -> Callable[[], int]:
    def read() -> int:
        module, attribute = target.split(":")
        return int(getattr(importlib.import_module(module), attribute))

    return read


@dataclass(frozen=True)
class _Entry:
    factory: Callable[..., Computer] | str  # or "module:attribute", imported when first used
    max_level: int | Callable[[], int]

    def make(self, level: int, **options: Any) -> Computer:
        factory = self.factory
        if isinstance(factory, str):
            module, attribute = factory.split(":")
            factory = getattr(importlib.import_module(module), attribute)
        assert callable(factory)
        computer: Computer = factory(level, **options)
        return computer

    def top(self) -> int:
        return self.max_level if isinstance(self.max_level, int) else self.max_level()


_BUILT_IN: dict[str, _Entry] = {
    "mill": _Entry(
        "morra_suite.ai.players:mill_computer", _max_level_of("morra_suite.ai.mill:MAX_LEVEL")
    ),
    "morra": _Entry(
        "morra_suite.ai.players:morra_computer",
        _max_level_of("morra_suite.ai.morra_player:MAX_LEVEL"),
    ),
    "myra": _Entry(
        "morra_suite.ai.players:myra_computer", _max_level_of("morra_suite.ai.myra:MAX_LEVEL")
    ),
}
_FALLBACK = _Entry("morra_suite.ai.players:random_computer", 1)
_registry: dict[str, _Entry] = dict(_BUILT_IN)


def register_computer(
    game_key: str, factory: Callable[..., Computer] | str, max_level: int
) -> None:
    """Gives a game its computer: ``factory(level, **options)`` returns a ``Computer``;
    ``factory`` may be ``"module:attribute"`` (then a child process can build it too)."""
    if isinstance(factory, str) and ":" not in factory:
        raise ValueError(f"computer of {game_key!r}: {factory!r} is not 'module:attribute'")
    if isinstance(max_level, bool) or not isinstance(max_level, int) or max_level < 1:
        raise ValueError(f"computer of {game_key!r}: max_level {max_level!r} must be 1 or more")
    _registry[game_key] = _Entry(factory, max_level)


def unregister_computer(game_key: str) -> None:
    """Removes a computer added by ``register_computer`` (built-in ones stay)."""
    if game_key in _BUILT_IN:
        raise ValueError(f"{game_key!r} has a built-in computer")
    _registry.pop(game_key, None)


def _entry(game_key: str) -> _Entry:
    if game_key in _registry:
        return _registry[game_key]
    from morra_suite.games import game_keys

    if game_key not in game_keys():
        raise ValueError(f"unknown game {game_key!r}; known games: {', '.join(game_keys())}")
    return _FALLBACK


def max_level(game_key: str) -> int:
    """The strongest level of the game's computer (levels run from 1)."""
    return _entry(game_key).top()


def computer_player(game_key: str, level: int, **options: Any) -> Computer:
    """The game's computer at ``level`` (1 weakest .. ``max_level``); ``options`` go to its
    factory (``rng``, ``time_limit`` for the searches, ``seed`` for the random player).
    A level out of range is a ``ValueError`` naming the range."""
    entry = _entry(game_key)
    top = entry.top()
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= top:
        raise ValueError(f"level {level!r}: the computer of {game_key!r} has levels 1 to {top}")
    return entry.make(level, **options)


def computer_target(game_key: str) -> str | None:
    """``"module:attribute"`` of the game's computer factory, for building it in a child process
    (``None`` for a computer registered as a plain callable)."""
    factory = _entry(game_key).factory
    return factory if isinstance(factory, str) else None
