"""A game's registration record: everything the app needs to know to offer one game.

Each game declares one record in its own package (``games/<game>/registration.py``) and the one
registry (``morra_suite.games``) reads it; the kits' registry (``ui.kits``), the computers'
(``ai.players``), the analysis (``ai.analysis``) and the analyser (``controllers.analyser``)
read the same record instead of keeping a table of their own. OpenSpiel registers a game in
the game's own file in the same spirit.

Every part that lives above the rules is named by a ``"module:attribute"`` string, imported
only when first used: the record itself imports nothing, so ``games/`` stays free of Qt and of
the UI, and listing the games at start-up loads none of them.

Pure Python: no Qt.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

__all__ = ["GameRegistration", "check_target", "resolve"]


def check_target(target: str, what: str) -> str:
    """``target`` if it reads ``"module:attribute"``; a ``ValueError`` naming ``what`` if not."""
    module, _, attribute = target.partition(":")
    if not module or not attribute or ":" in attribute:
        raise ValueError(f"{what}: {target!r} is not 'module:attribute'")
    return target


# Any: the object a dotted name imports is whatever that name is (a game, a kit, a hook)
def resolve(target: str) -> Any:
    """The object a ``"module:attribute"`` string names (its module imported now)."""
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


class GameRegistration:
    """One game's record (a plain class with slots: a dataclass costs start-up time to make).

    - ``key``: the game's key everywhere (records, settings, the command line).
    - ``rules``: its description, a ``core.game.Game`` (``"module:GAME"``).
    - ``kit``: its UI kit class (``"module:Class"``, a ``ui.game_kit.GameKit``); ``None`` for a
      game that cannot be shown yet (an error that names it, never a game left out).
    - ``title``, ``blurb``: the chooser card's two lines in English for a game whose words are not
      in the app's catalogue (a plug-in); the built-in games' words are ``ui.kits``' texts.
    - ``computer``: a factory ``(level, **options) -> Computer`` or its ``"module:attribute"``
      (then a child process can build it); ``None``: the random player, level 1 only.
    - ``max_level``: the computer's strongest level, or ``"module:attribute"`` of it.
    - ``saved_level``: ``"module:attribute"`` of ``(level, levels) -> level``, a level saved when
      the computer had ``levels`` levels (``None``: saved before that was recorded) as the level
      of the same strength now, for a game whose ladder was renumbered; ``None``: kept as saved.
    - ``thinks_in_child``: whether a turn game's computer searches in Python (it holds the
      interpreter lock): the window runs it in a child process.
    - ``analyser``: ``"module:attribute"`` of ``(state, seconds, cancelled) -> Analysis``;
      ``None``: the game cannot be analysed (the analysis says so).
    - ``analysis_in_child``: whether the analysis runs in a child process (Python searches), or
      in a worker thread (a solver that lets go of the lock).
    - ``solving``: ``"module:attribute"`` of ``(state) -> (kind, done) | None``, what is being
      solved in the background for that game (``None``: nothing ever is).
    - ``lessons``, ``puzzles``: ``"package:folder"`` of the folder holding the game's lessons
      (``<game>.json`` and ``<language>/<game>.json``) and its puzzles (``<game>.json``), read by
      ``learn.sources``; a game with lessons gets its row in the Learn menu. ``None``: none.
    - ``file_suffix``: the file type its records are saved as (``".pgn"``), the same as its
      description's, given here so that a record's game is found without importing any
      (``core.game_files``); ``None``: read from the description (a plug-in's).
    - ``record_words``: words (in lower case) one of which a ``Game`` tag of its records holds;
      ``record_tags``: tags only its records carry. A record whose tags name a game is given
      to that game's reader alone; one that names none, to every game's in turn.
    """

    __slots__ = (
        "analyser",
        "analysis_in_child",
        "blurb",
        "computer",
        "file_suffix",
        "key",
        "kit",
        "lessons",
        "max_level",
        "puzzles",
        "record_tags",
        "record_words",
        "rules",
        "saved_level",
        "solving",
        "thinks_in_child",
        "title",
    )

    def __init__(
        self,
        key: str,
        rules: str,
        kit: str | None = None,
        *,
        title: str = "",
        blurb: str = "",
        # Any: a game's computer factory takes and gives the game's own types (rules, player)
        computer: Callable[..., Any] | str | None = None,
        max_level: int | str = 1,
        saved_level: str | None = None,
        thinks_in_child: bool = True,
        analyser: str | None = None,
        analysis_in_child: bool = True,
        solving: str | None = None,
        lessons: str | None = None,
        puzzles: str | None = None,
        file_suffix: str | None = None,
        record_words: tuple[str, ...] = (),
        record_tags: tuple[str, ...] = (),
    ) -> None:
        if not key or not isinstance(key, str):
            raise ValueError(f"game key {key!r}: a game needs a non-empty key")
        self.key = key
        self.rules = check_target(rules, f"game {key!r}")
        self.kit = check_target(kit, f"kit of {key!r}") if kit is not None else None
        self.title = title
        self.blurb = blurb
        if isinstance(computer, str):
            check_target(computer, f"computer of {key!r}")
        self.computer = computer
        if isinstance(max_level, str):
            check_target(max_level, f"levels of {key!r}")
        elif isinstance(max_level, bool) or not isinstance(max_level, int) or max_level < 1:
            raise ValueError(f"computer of {key!r}: max_level {max_level!r} must be 1 or more")
        self.max_level = max_level
        self.saved_level = (
            check_target(saved_level, f"saved levels of {key!r}") if saved_level else None
        )
        self.thinks_in_child = thinks_in_child
        self.analyser = check_target(analyser, f"analyser of {key!r}") if analyser else None
        self.analysis_in_child = analysis_in_child
        self.solving = check_target(solving, f"solving of {key!r}") if solving else None
        self.lessons = check_target(lessons, f"lessons of {key!r}") if lessons else None
        self.puzzles = check_target(puzzles, f"puzzles of {key!r}") if puzzles else None
        if file_suffix is not None and not (file_suffix.startswith(".") and len(file_suffix) > 1):
            raise ValueError(f"records of {key!r}: file type {file_suffix!r} is no '.suffix'")
        self.file_suffix = file_suffix.lower() if file_suffix is not None else None
        self.record_words = tuple(word.casefold() for word in record_words)
        self.record_tags = tuple(record_tags)

    # Any: ``dataclasses.replace``'s fields, each of its own type
    def replace(self, **changes: Any) -> GameRegistration:
        """A copy with ``changes`` (``register_kit`` and ``register_computer`` use it)."""
        values = {name: getattr(self, name) for name in self.__slots__}
        values.update(changes)
        key, rules, kit = values.pop("key"), values.pop("rules"), values.pop("kit")
        return GameRegistration(key, rules, kit, **values)

    def top_level(self) -> int:
        """The computer's strongest level (a target is read now)."""
        level = self.max_level
        return int(resolve(level)) if isinstance(level, str) else level

    def __repr__(self) -> str:
        return f"GameRegistration({self.key!r}, {self.rules!r}, {self.kit!r})"
