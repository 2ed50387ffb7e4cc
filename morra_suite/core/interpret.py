"""The one shape every game's input interpreter takes, and the one refusal type of the rules.

A board turns a click into an index and hands it to its game's interpreter; the interpreter asks
the rules what the clicks so far make and answers with a ``Feedback``: the whole move once it is
complete, else what the player should do next (the game's own prompt enum) or the rules' reason
for not taking the click. Every game answers in this shape, so a fix in how one board speaks to
its interpreter carries over to the others, and a new game's board is wired the same way.

Interpreters are pure Python and live beside their game's gestures (``games/<game>/``): they keep
only the clicks so far and never decide a rule themselves.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any, Generic, Protocol, TypeVar

MoveT = TypeVar("MoveT")
StateT = TypeVar("StateT", contravariant=True)


# Any: a fact is what the rules name for the words (a count, a point, a player)
def _frozen(facts: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return MappingProxyType(dict(facts or {}))


@dataclass(frozen=True)
class Refusal:
    """Why the rules do not take an input: the game's reason ``code`` and the ``facts`` a sentence
    needs (the point or holes it is about, counts, owners). The UI words it in the user's
    language; the pure layers never translate. ``where`` is the board index the refused input
    was on, when there is one."""

    code: Enum
    where: int | None = None
    # Any: see ``_frozen``
    facts: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        object.__setattr__(self, "facts", _frozen(self.facts))

    # Any: a fact's own type, known to the caller that names it
    def fact(self, name: str, default: Any = None) -> Any:
        return self.facts.get(name, default)


@dataclass(frozen=True)
class Feedback(Generic[MoveT]):
    """The interpreter's answer to one input: ``move`` when the gesture made a complete legal
    move, else ``prompt`` (the game's enum of what to do next) and perhaps ``refusal``."""

    move: MoveT | None = None
    prompt: Enum | None = None
    refusal: Refusal | None = None

    @property
    def is_complete(self) -> bool:
        return self.move is not None


class Interpreter(Protocol[StateT, MoveT]):
    """What a board's view needs of its game's interpreter."""

    def reset(self, state: StateT | None) -> None:
        """Starts over on a new position (after every move, undo, or new game)."""
        ...

    def click(self, index: int) -> Feedback[MoveT]:
        """One click on the board index ``index``."""
        ...

    def cancel(self) -> Feedback[MoveT]:
        """Takes the clicks so far back (Escape); nothing was played, so the position stands."""
        ...


__all__ = ["Feedback", "Interpreter", "Refusal"]
