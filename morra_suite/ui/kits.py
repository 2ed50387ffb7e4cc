"""The games' UI kits (words and board views), keyed by the keys of ``morra_suite.games``.

The list of games is the game registry's (``morra_suite.games.game_keys``): the chooser, the
dialogs, ``--smoke`` and ``--screenshot`` iterate it, and this module only says where each game's
kit lives. A plug-in registers its game there and its kit here (``register_kit``); a registered
game without a kit is an error that names it, never a game silently left out.

A kit's module is imported on first use; it imports no rules until it needs them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from morra_suite.games import game_keys

if TYPE_CHECKING:
    from morra_suite.ui.game_kit import GameKit


class KitEntry:
    """Where a game's kit lives, and the two lines the chooser shows before any kit is loaded
    (English, translated in the context "GameChooser"; the kit's ``title``/``blurb``).

    A plain class: a dataclass costs a millisecond of start-up to create."""

    __slots__ = ("blurb", "target", "title")

    def __init__(self, target: str, title: str, blurb: str) -> None:
        self.target = target  # "module:Class"
        self.title = title
        self.blurb = blurb


_BUILT_IN: dict[str, KitEntry] = {
    "morra": KitEntry(
        "morra_suite.ui.morra.kit:MorraKit",
        QT_TRANSLATE_NOOP("GameChooser", "Morra"),
        QT_TRANSLATE_NOOP(
            "GameChooser",
            "Piet Hein's race to the centre of a target, moved by hidden hands of balls.",
        ),
    ),
    "mill": KitEntry(
        "morra_suite.ui.mill.kit:MillKit",
        QT_TRANSLATE_NOOP("GameChooser", "Mill games"),
        QT_TRANSLATE_NOOP(
            "GameChooser",
            "Nine Men's Morris and its family: form mills, take pieces, fly with the last three.",
        ),
    ),
    "myra": KitEntry(
        "morra_suite.ui.myra.kit:MyraKit",
        QT_TRANSLATE_NOOP("GameChooser", "Myra"),
        QT_TRANSLATE_NOOP(
            "GameChooser",
            "Troops, queens and fortresses on a 91-hole hexagon, for two or three players.",
        ),
    ),
}
KITS: dict[str, KitEntry] = dict(_BUILT_IN)
_kits: dict[str, GameKit] = {}


class MissingKitError(LookupError):
    """A game is registered, but no UI kit is: it cannot be shown."""


def register_kit(key: str, target: str, title: str, blurb: str = "") -> None:
    """Adds (or replaces) the kit of game ``key``: ``target`` is ``"module:Class"``; ``title``
    and ``blurb`` are the chooser card's lines."""
    if ":" not in target:
        raise ValueError(f"kit of {key!r}: {target!r} is not 'module:Class'")
    KITS[key] = KitEntry(target, title, blurb)
    _kits.pop(key, None)


def unregister_kit(key: str) -> None:
    """Removes a kit added by ``register_kit`` (the built-in ones stay)."""
    if key in _BUILT_IN:
        raise ValueError(f"{key!r} is a built-in game")
    KITS.pop(key, None)
    _kits.pop(key, None)


def title_of(key: str) -> str:
    """A game's name in the user's language, known without loading its kit."""
    entry = KITS.get(key)
    return QCoreApplication.translate("GameChooser", entry.title) if entry else key


def blurb_of(key: str) -> str:
    entry = KITS.get(key)
    return QCoreApplication.translate("GameChooser", entry.blurb) if entry else ""


def kit_keys() -> tuple[str, ...]:
    """Every game the app lists: the game registry's keys, in its order."""
    return game_keys()


def get_kit(key: str) -> GameKit:
    """The one kit of a game. An unknown game raises ``ValueError``; a registered game without a
    kit raises ``MissingKitError`` naming it; a kit module that fails to import raises its error."""
    if key not in game_keys():
        raise ValueError(f"unknown game {key!r}; known games: {', '.join(game_keys())}")
    if key not in KITS:
        raise MissingKitError(
            f"game {key!r} is registered but has no UI kit (morra_suite.ui.kits.register_kit)"
        )
    if key not in _kits:
        module_name, class_name = KITS[key].target.split(":")
        _kits[key] = getattr(importlib.import_module(module_name), class_name)()
    return _kits[key]


def available_kits() -> dict[str, GameKit]:
    """The kits that load, by game key (the New Game and Open dialogs offer these; a broken
    game says so on its chooser card, and fails ``--smoke`` and the tests)."""
    kits = {}
    for key in game_keys():
        try:
            kits[key] = get_kit(key)
        except Exception:
            continue
    return kits


def chooser_cards() -> list[tuple[str, str, str]]:
    """(key, title, blurb) of every registered game, for the chooser: no kit is loaded for it
    (a game without a kit gets its key; its card then says why it cannot be played)."""
    return [(key, title_of(key), blurb_of(key)) for key in game_keys()]


def forget_kits() -> None:
    """Drops the kits made so far: the next ``get_kit`` makes them again, with their texts in the
    language installed now (a running game keeps its kit until a new game starts)."""
    _kits.clear()
