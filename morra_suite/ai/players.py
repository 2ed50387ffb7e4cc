"""Computer players of every game by game key, read from the games' registration records.

```python
from morra_suite.ai.players import computer_player, max_level
computer = computer_player("mill", 3)             # options: rng=, time_limit= (searches), seed=
choice = computer.choose(state, state.choosers()[0], cancelled=lambda: False)
```

``choose(state, player, cancelled)`` returns that player's choice: the move in a turn game, the
secret start field or hand in Morra (one player's part of the joint choice; the app collects every
chooser's and plays them with ``state.play_joint``). ``cancelled`` is polled by the searches, which
then hand back their best move so far.

Each game's record (``games.registration(key)``: ``computer``, ``max_level``,
``thinks_in_child``) names its computer, which lives in the game's own package
(``ai/<game>/computer.py``); it is imported when first asked for, so that listing
levels or starting the app does not load the searches. A game registered from outside
(``games.register_game``) brings its computer in its record, or gives it later with
``register_computer``; without one it is played by the random player (level 1 only), so every
game can be played against the computer from the first day.

Searches written in Python hold the interpreter lock; a GUI runs them in a child process
(``controllers.remote_player``), which builds them from ``computer_target(game_key)``.

Pure Python: no Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from morra_suite.core.protocol import SomeMove, SomeState
from morra_suite.core.registration import GameRegistration, check_target, resolve

__all__ = [
    "Computer",
    "TurnComputer",
    "computer_player",
    "computer_target",
    "max_level",
    "never_cancelled",
    "random_computer",
    "register_computer",
    "saved_level",
    "thinks_in_child",
    "unregister_computer",
]


def never_cancelled() -> bool:
    """The ``cancelled`` poll of a caller that never cancels."""
    return False


@runtime_checkable
class Computer(Protocol):
    """What ``computer_player`` returns."""

    level: int

    def choose(
        self, state: SomeState, player: int, cancelled: Callable[[], bool] = never_cancelled
    ) -> SomeMove:
        """``player``'s choice in ``state`` (a move of a turn game, Morra's field or hand)."""
        ...


class TurnComputer:
    """A turn game's searcher (``search(state, cancelled) -> move``) as a ``Computer``.

    Also callable as ``(state, cancelled)``, which is how the searches were called before, so a
    child process or an older caller can use it unchanged.
    """

    # Any: a search takes its own game's state (a MillState, a MyraState), which a parameter
    # for a state of some game cannot name: callables are contravariant in what they take
    def __init__(self, search: Callable[[Any, Callable[[], bool]], SomeMove], level: int) -> None:
        self.search = search
        self.level = level

    def choose(
        self, state: SomeState, player: int, cancelled: Callable[[], bool] = never_cancelled
    ) -> SomeMove:
        if player not in state.choosers():
            raise ValueError(
                f"player {player} has no choice to make now (choosers: {list(state.choosers())})"
            )
        return self.search(state, cancelled)

    def __call__(
        self, state: SomeState, cancelled: Callable[[], bool] = never_cancelled
    ) -> SomeMove:
        return self.search(state, cancelled)


# ---------------------------------------------------------------------------- shared computers
# Each game's own factory lives in its package (``ai/<game>/computer.py``) and its record names it.


def random_computer(level: int = 1, seed: int | None = None) -> TurnComputer:
    """A random legal move (any turn game): the computer of a game that brings none."""
    from morra_suite.ai.random_player import make_player

    return TurnComputer(make_player(level, seed), level)


def _factory(record: GameRegistration) -> Callable[..., Computer] | str:
    """The record's computer factory; the random player's for a game that brings none."""
    return record.computer if record.computer is not None else _RANDOM


_RANDOM = "morra_suite.ai.players:random_computer"


def _record(game_key: str) -> GameRegistration:
    from morra_suite.games import registration

    return registration(game_key)  # an unknown game: ValueError naming the known ones


def register_computer(
    game_key: str, factory: Callable[..., Computer] | str, max_level: int
) -> None:
    """Gives a game its computer in its record: ``factory(level, **options)`` returns a
    ``Computer``; ``factory`` may be ``"module:attribute"`` (then a child process can build it
    too)."""
    from morra_suite.games import replace_registration

    if isinstance(factory, str):
        check_target(factory, f"computer of {game_key!r}")
    if isinstance(max_level, bool) or not isinstance(max_level, int) or max_level < 1:
        raise ValueError(f"computer of {game_key!r}: max_level {max_level!r} must be 1 or more")
    replace_registration(game_key, computer=factory, max_level=max_level)


def unregister_computer(game_key: str) -> None:
    """Takes the computer out of a plug-in's record (built-in ones stay): the random player
    plays it again."""
    from morra_suite.games import game_keys, is_built_in, replace_registration

    if is_built_in(game_key):
        raise ValueError(f"{game_key!r} has a built-in computer")
    if game_key in game_keys():
        replace_registration(game_key, computer=None, max_level=1)


def max_level(game_key: str) -> int:
    """The strongest level of the game's computer (levels run from 1)."""
    record = _record(game_key)
    return record.top_level() if record.computer is not None else 1


def saved_level(game_key: str, level: int, levels: int | None) -> int:
    """A level saved (settings, a New Game dialog) when the game's computer had ``levels``
    levels (``None``: not recorded, saved by an older version) as the level of the same
    strength now: the game's own mapping when its ladder was renumbered (its record's
    ``saved_level``), then clamped to today's levels."""
    record = _record(game_key)
    if record.computer is not None and record.saved_level is not None:
        level = int(resolve(record.saved_level)(level, levels))
    return max(1, min(max_level(game_key), level))


# Any: keyword options of whatever factory the game names (``rng``, ``time_limit``, ``seed``)
def computer_player(game_key: str, level: int, **options: Any) -> Computer:
    """The game's computer at ``level`` (1 weakest .. ``max_level``); ``options`` go to its
    factory (``rng``, ``time_limit`` for the searches, ``seed`` for the random player).
    A level out of range is a ``ValueError`` naming the range."""
    factory = _factory(_record(game_key))
    top = max_level(game_key)
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= top:
        raise ValueError(f"level {level!r}: the computer of {game_key!r} has levels 1 to {top}")
    make = resolve(factory) if isinstance(factory, str) else factory
    computer: Computer = make(level, **options)
    return computer


def computer_target(game_key: str) -> str | None:
    """``"module:attribute"`` of the game's computer factory, for building it in a child process
    (``None`` for a computer registered as a plain callable)."""
    factory = _factory(_record(game_key))
    return factory if isinstance(factory, str) else None


def thinks_in_child(game_key: str) -> bool:
    """Whether the game's computer searches in Python (so a GUI runs it in a child process):
    the record says so for its own computer; the random player does in a turn game (a child
    keeps a window painting whatever a plug-in's state costs)."""
    record = _record(game_key)
    if record.computer is not None:
        return record.thinks_in_child
    from morra_suite.games import load_game

    return not load_game(game_key).simultaneous
