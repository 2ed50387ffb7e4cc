"""The games' UI kits (words and board views), read from the games' registration records.

The list of games is the game registry's (``morra_suite.games.game_keys``): the chooser, the
dialogs, ``--smoke`` and ``--screenshot`` iterate it, and a game's record says where its kit
lives (``GameRegistration.kit``). The chooser's words, shown before any game is loaded, are
``ui.chooser.card_words``' (a plug-in brings its own in its record). A registered game without a kit
is an error that names it, never a game silently left out.

A kit's module is imported on first use; it imports no rules until it needs them.
"""

from __future__ import annotations

from morra_suite import games
from morra_suite.core.registration import check_target, resolve
from morra_suite.games import game_keys
from morra_suite.ui.chooser.card_words import blurb_of, title_of

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:
    from morra_suite.ui.game_kit import GameKit

_kits: dict[str, GameKit] = {}


class MissingKitError(LookupError):
    """A game is registered, but no UI kit is: it cannot be shown."""


def register_kit(key: str, target: str, title: str = "", blurb: str = "") -> None:
    """Gives game ``key`` its kit in its record: ``target`` is ``"module:Class"``; ``title``
    and ``blurb`` are the chooser card's lines (short for ``games.register_game`` with them)."""
    check_target(target, f"kit of {key!r}")
    games.replace_registration(key, kit=target, title=title, blurb=blurb)
    _kits.pop(key, None)


def unregister_kit(key: str) -> None:
    """Takes the kit out of a plug-in's record (the built-in ones stay)."""
    if games.is_built_in(key):
        raise ValueError(f"{key!r} is a built-in game")
    if key in game_keys():
        games.replace_registration(key, kit=None)
    _kits.pop(key, None)


def kit_target(key: str) -> str | None:
    """``"module:Class"`` of the game's kit, or ``None`` (a game that cannot be shown)."""
    return games.registration(key).kit


def kit_package(key: str) -> str:
    """The package whose sources draw the game's board, found without importing a game: its
    kit's for a plug-in (its record is in memory), the whole UI's for a built-in game (its
    record is not read for it: the chooser's cached pictures must not load the rules)."""
    record = None if games.is_built_in(key) else games.registered(key)
    if record is not None and record.kit is not None:
        return record.kit.split(":")[0].rsplit(".", 1)[0]
    return __name__.rsplit(".", 1)[0]


def kit_keys() -> tuple[str, ...]:
    """Every game the app lists: the game registry's keys, in its order."""
    return game_keys()


def get_kit(key: str) -> GameKit:
    """The one kit of a game. An unknown game raises ``ValueError``; a registered game without a
    kit raises ``MissingKitError`` naming it; a kit module that fails to import raises its error."""
    if key not in _kits:
        target = kit_target(key)  # an unknown game: ValueError
        if target is None:
            raise MissingKitError(
                f"game {key!r} is registered but has no UI kit (morra_suite.ui.kits.register_kit)"
            )
        kit: GameKit = resolve(target)()
        _kits[key] = kit
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


def lesson_games() -> list[tuple[str, str]]:
    """(key, title) of every game whose registration names lessons (``learn.sources``), in the
    registry's order: the Learn menu's rows. No kit and no lesson is loaded for it."""
    return [(key, title_of(key)) for key in game_keys() if games.registration(key).lessons]


def forget_kits() -> None:
    """Drops the kits made so far: the next ``get_kit`` makes them again, with their texts in the
    language installed now (a running game keeps its kit until a new game starts)."""
    _kits.clear()
