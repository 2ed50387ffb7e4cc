"""What putting a game on brings in: imported on the record reader's thread, not the GUI thread.

Why: the first game put on in a window imported the game's rules, the session and its controller,
the learner's stores, the sound cues, the game page and the board's modules, all on the GUI
thread and in one turn of its event loop: the window stood still for 190 ms at load 15 (issue 43).
Reading a record already runs on a worker thread (``controllers.record_reader``), which rests
between slices so the window keeps drawing; when a game's modules are not all in yet, the record
is read there, and these modules are imported there too, so that the GUI thread only builds the
objects. A game whose modules are in (the second game, or any game of a kind played before)
opens at once, as ever.

The list names the app's own modules that the window's game screen and session import when a
game is put on; the game's own ones come from its registration record (rules, kit) and its kit
(``GameKit.board_modules``). ``tests/ui/test_first_game.py`` opens the first game of a fresh
window and checks which modules its GUI thread imported, so this list cannot fall behind.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

from morra_suite.core.game import GameRecordData

#: The modules every game's put-on imports (the session and what the window hangs on it).
SHARED_MODULES = (
    "morra_suite.controllers.session",
    "morra_suite.controllers.game_controller",
    "morra_suite.controllers.computer_thinking",
    "morra_suite.controllers.autosave_writer",
    "morra_suite.controllers.learn_results",
    "morra_suite.controllers.learn_store",
    "morra_suite.controllers.course_store",
    "morra_suite.controllers.mistake_finder",
    "morra_suite.ui.sound.cues",
    "morra_suite.ui.board_binding",
    "morra_suite.ui.commands.play_actions",
    "morra_suite.ui.panels.game_page",
    "morra_suite.ui.panels.history_bar",
    "morra_suite.ui.panels.clock_display",
    "morra_suite.ui.window.autosave_banner",
    "morra_suite.ui.window.paint_hold",
)


def _module(target: str | None) -> str | None:
    return target.partition(":")[0] if target else None


def game_modules(key: str) -> list[str]:
    """The modules game ``key``'s put-on imports that are its own: its rules, its kit and the
    modules its kit's board is made of (known once the kit's module is in)."""
    from morra_suite.games import registration

    entry = registration(key)
    found = [m for m in (_module(entry.rules), _module(entry.kit)) if m is not None]
    kit_module = sys.modules.get(_module(entry.kit) or "")
    if entry.kit is not None and kit_module is not None:
        kit_class = getattr(kit_module, entry.kit.partition(":")[2], None)
        found += list(getattr(kit_class, "board_modules", ()))
    return found


def is_ready(keys: list[str]) -> bool:
    """Whether putting on a game of any of ``keys`` would import none of the modules above on
    the GUI thread (nothing is imported to find out)."""
    wanted = [*SHARED_MODULES, *(m for key in keys for m in game_modules(key))]
    return all(name in sys.modules for name in wanted)


def games_of(text: str, suffix: str) -> list[str]:
    """The games whose readers a record ``text`` of a file ending in ``suffix`` goes to
    (``core.game_files``), found without importing any game."""
    from morra_suite.core.game_files import games_to_ask
    from morra_suite.games import game_keys, load_game, registration

    entries = [registration(key) for key in game_keys()]
    return games_to_ask(
        text, suffix, entries, lambda entry: entry.file_suffix or load_game(entry.key).file_suffix
    )


def bring_in(key: str) -> None:
    """Imports everything game ``key``'s put-on imports (on the reading thread)."""
    for name in (*SHARED_MODULES, *game_modules(key)):
        importlib.import_module(name)
    for name in game_modules(key):  # the kit's board modules, now that the kit is in
        importlib.import_module(name)


def read_and_bring_in(text: str, suffix: str) -> tuple[str, GameRecordData]:
    """``record_reader.read_any``, then the game's modules brought in: the reading job of a
    game opened while its modules are not all in yet."""
    from morra_suite.controllers.record_reader import read_any

    key, data = read_any(text, suffix)
    bring_in(key)
    return key, data


def reading_bringing_in(key: str) -> Any:  # Any: the reader's (text, suffix) -> (key, data)
    """The reading job of an autosave of game ``key``: its description's reader, then the
    game's modules brought in, so that Yes puts the game on without importing them."""
    from morra_suite.games import load_game

    def read(text: str, _suffix: str) -> tuple[str, GameRecordData]:
        data = load_game(key).read_record(text)
        bring_in(key)
        return key, data

    return read
