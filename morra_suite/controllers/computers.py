"""Computer players for the session: the pure registry's players, searches in a child process.

``morra_suite.ai.players`` makes every game's computer (a plug-in game registers its own there,
or plays against the random player). A turn game's computer searches, in Python, and holds the
interpreter lock while it thinks, so it runs in a child process (``RemoteComputer``, built there
from the registry's ``computer_target``) and the board never stutters. A game whose record says
its computer does not think in Python (Morra draws from a solved strategy at once) runs it in the
controller's worker thread.

The search threads are a setting here (default one per core): a native search (mill, Myra)
thinks on that many threads, a computer without threads ignores it. Settings › Computer keeps the
user's choice in ``QSettings`` (``store_search_threads``); ``set_search_threads`` overrides it for
this run (a benchmark, a test).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the controller is imported when the first game starts, not with the session
    from morra_suite.controllers.game_controller import ComputerPlayer
    from morra_suite.core.game import SeatInfo

MAX_SEARCH_THREADS = 64  # the native cores' limit
THREADS_SETTING = "computer/searchThreads"  # QSettings key of the user's choice
_search_threads: int | None = None  # None: the stored choice, else one per core


def cores() -> int:
    """The machine's cores (``os.cpu_count()``), 1 to ``MAX_SEARCH_THREADS``: the default and
    the most threads the Settings offer."""
    return max(1, min(MAX_SEARCH_THREADS, os.cpu_count() or 1))


def stored_search_threads() -> int | None:
    """The threads chosen in Settings › Computer, ``None`` when none was (or the stored value
    is no whole number from 1 to ``MAX_SEARCH_THREADS``: a hand-edited file is not trusted)."""
    from PySide6.QtCore import QSettings

    value = QSettings().value(THREADS_SETTING)
    try:
        threads = int(str(value))
    except ValueError:
        return None
    return threads if 1 <= threads <= MAX_SEARCH_THREADS else None


def store_search_threads(threads: int) -> None:
    """Keeps ``threads`` as the user's choice (``ValueError`` outside 1 to
    ``MAX_SEARCH_THREADS``); computers made from now on search on that many."""
    from PySide6.QtCore import QSettings

    set_search_threads(threads)  # checks it
    QSettings().setValue(THREADS_SETTING, threads)
    set_search_threads(None)  # read from the settings from now on


def search_threads() -> int:
    """The threads a computer's search uses: this run's override, else the stored choice,
    else one per core of the machine."""
    if _search_threads is not None:
        return _search_threads
    stored = stored_search_threads()
    return stored if stored is not None else cores()


def set_search_threads(threads: int | None) -> None:
    """Sets the search threads for the computers made from now on (``None``: the stored
    choice, else one per core);
    ``ValueError`` outside 1 to ``MAX_SEARCH_THREADS``."""
    global _search_threads
    if threads is not None:
        if isinstance(threads, bool) or not isinstance(threads, int):
            raise ValueError(f"search threads {threads!r}: a whole number")
        if not 1 <= threads <= MAX_SEARCH_THREADS:
            raise ValueError(f"search threads {threads}: 1 to {MAX_SEARCH_THREADS}")
    _search_threads = threads


def make_computer(game_key: str, level: int) -> ComputerPlayer:
    """The computer of ``game_key`` at ``level`` (clamped to the game's levels)."""
    from morra_suite.ai import players

    level = max(1, min(players.max_level(game_key), int(level)))
    target = players.computer_target(game_key)
    if target is not None and players.thinks_in_child(game_key):
        from morra_suite.controllers.remote_player import RemoteComputer

        return RemoteComputer(target, level, game=game_key, options={"threads": search_threads()})
    return players.computer_player(game_key, level)


def max_level(game_key: str) -> int:
    """The strongest level the game's computer offers (the New Game dialog's range)."""
    from morra_suite.ai import players

    return max(1, players.max_level(game_key))


def saved_level(game_key: str, level: int, levels: int | None) -> int:
    """A level the settings kept from a time when the game's computer had ``levels`` levels
    (``None``: not recorded) as today's level of the same strength (``players.saved_level``)."""
    from morra_suite.ai import players

    return players.saved_level(game_key, level, levels)


#: The record tag that says how many levels the game's computer had when the record was written,
#: so a level number read back keeps its meaning after the ladder is renumbered.
LEVELS_TAG = "ComputerLevels"


def ladder_tags(game_key: str, seats: Sequence[SeatInfo]) -> dict[str, str]:
    """The tags a record of ``seats`` carries for its computers' levels: today's number of
    levels (``LEVELS_TAG``) when a computer sits at the game, none otherwise."""
    if not any(seat.is_computer for seat in seats):
        return {}
    return {LEVELS_TAG: str(max_level(game_key))}


def level_then(game_key: str, level: int, levels: object) -> int:
    """A level read from an autosave or a record as today's level of the same strength:
    ``levels`` is the number of levels the computer had when it was written (a number or its
    text; ``None``, or anything that is no count, when it was not written: an older version's
    file), mapped by the game's own hook (``saved_level``); a game whose ladder was never
    renumbered keeps the number as it is (its computer clamps it when it plays)."""
    from morra_suite.games import registration

    if registration(game_key).saved_level is None:
        return level
    count: int | None = None
    if isinstance(levels, int | str) and not isinstance(levels, bool):
        text = str(levels).strip()
        count = int(text) if text.isdecimal() and len(text) <= 3 and int(text) >= 1 else None
    return saved_level(game_key, level, count)
