"""The window's actions as data: one table of name, words, shortcut, slot and when each is enabled.

Qt's own examples build their actions from a table; so does this window. ``ACTIONS`` lists every
action once: ``name`` (the window keeps it as ``<name>_action``), ``text`` (English, translated
in the context "MainWindow" when the menus are built, so a language switch rebuilds them),
``slot`` (what it runs: the name of the window's method, ``"helper.method"`` of one of its
helpers, or ``"module:function"`` of a function given the window's host, ``ui.window.host.Host``; a
helper or a module is found when the action first runs; a toggle's slot gets the new state),
``shortcut``, ``enabled`` (a predicate on the session, ``None`` for always; the window
re-evaluates every predicate on the session's signals) and ``checked`` (a toggle's first state:
the name of the window's, or ``"helper.name"`` of a helper's, method or attribute that gives
it). ``ui.window.menus`` lays the table out in menus and the toolbar; a game's own items come from
its kit (``GameKit.extra_actions``) and its Learn row from its registration, so no row here names a
game.

No widget is made here: the table is read when the menus are built.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession

__all__ = [
    "ACTIONS",
    "ActionSpec",
    "action_names",
    "can_redo",
    "can_resign",
    "can_undo",
    "has_game",
]

Enabled = Callable[["GameSession | None"], bool]


def has_game(session: GameSession | None) -> bool:
    """A game is on (saving, copying, hints, set-up, review, players)."""
    return session is not None and session.has_game


def can_undo(session: GameSession | None) -> bool:
    controller = session.controller if session is not None else None
    return controller is not None and controller.has_game and controller.can_undo


def can_redo(session: GameSession | None) -> bool:
    controller = session.controller if session is not None else None
    return controller is not None and controller.has_game and controller.can_redo


def can_resign(session: GameSession | None) -> bool:
    """A person may give the game up now (``GameSession.resigner``)."""
    return has_game(session) and session is not None and session.resigner() is not None


class ActionSpec:
    """One row of the table (a plain class: a dataclass costs start-up time to make)."""

    __slots__ = ("checked", "context", "enabled", "name", "shortcut", "slot", "text", "tooltip")

    def __init__(
        self,
        name: str,
        text: object,
        slot: str,
        shortcut: str | None = None,
        enabled: Enabled | None = None,
        checked: str | None = None,
        tooltip: object = "",
        context: str = "MainWindow",
    ) -> None:
        self.name = name
        self.text = str(text)
        self.slot = slot
        self.shortcut = shortcut
        self.enabled = enabled
        self.checked = checked  # a toggle: what gives its first state
        self.tooltip = str(tooltip)
        self.context = context  # where lupdate filed the words

    @property
    def attribute(self) -> str:
        """The window's attribute that holds the action (``undo_action``)."""
        return f"{self.name}_action"


ACTIONS: tuple[ActionSpec, ...] = (
    # Game
    ActionSpec("new", QT_TRANSLATE_NOOP("MainWindow", "&New…"), "new_game_guarded", "Ctrl+N"),
    ActionSpec(
        "chooser",
        QT_TRANSLATE_NOOP("MainWindow", "&Choose a Game"),
        "chooser_guarded",
        "Ctrl+Shift+N",
    ),
    ActionSpec("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), "open_guarded", "Ctrl+O"),
    ActionSpec("save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), "save", "Ctrl+S", has_game),
    ActionSpec(
        "save_as",
        QT_TRANSLATE_NOOP("MainWindow", "Save &As…"),
        "files.save_as_dialog",
        "Ctrl+Shift+S",
        has_game,
    ),
    ActionSpec(
        "settings", QT_TRANSLATE_NOOP("MainWindow", "Rules Se&ttings…"), "open_settings", "Ctrl+,"
    ),
    ActionSpec(
        "review",
        QT_TRANSLATE_NOOP("MainWindow", "Re&view Game"),
        "morra_suite.ui.dialogs.review:review_game",
        None,
        has_game,
    ),
    ActionSpec(
        "players",
        QT_TRANSLATE_NOOP("MainWindow", "&Players…"),
        "morra_suite.ui.dialogs.players_dialog:open_players",
        None,
        has_game,
    ),
    ActionSpec(
        "resign",
        QT_TRANSLATE_NOOP("PlayActions", "Resi&gn…"),
        "play_actions.ask_to_resign",
        None,
        can_resign,
        context="PlayActions",
    ),
    ActionSpec("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "close", "Ctrl+Q"),
    # Edit
    ActionSpec("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "undo", "Ctrl+Z", can_undo),
    ActionSpec("redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), "redo", "Ctrl+Shift+Z", can_redo),
    ActionSpec(
        "copy",
        QT_TRANSLATE_NOOP("MainWindow", "&Copy Position"),
        "morra_suite.ui.commands.position_actions:copy_position",
        "Ctrl+Shift+C",
        has_game,
    ),
    ActionSpec(
        "paste",
        QT_TRANSLATE_NOOP("MainWindow", "&Paste Position"),
        "morra_suite.ui.commands.position_actions:paste_position",
        "Ctrl+Shift+V",
        has_game,
    ),
    ActionSpec(
        "setup",
        QT_TRANSLATE_NOOP("MainWindow", "&Set Up Position…"),
        "morra_suite.ui.commands.position_actions:set_up_position",
        None,
        has_game,
    ),
    ActionSpec(
        "hint",
        QT_TRANSLATE_NOOP("MainWindow", "&Hint"),
        "morra_suite.ui.commands.hint:show_hint",
        "Ctrl+H",
        has_game,
    ),
    # View
    ActionSpec(
        "coordinates",
        QT_TRANSLATE_NOOP("MainWindow", "Show &Coordinates"),
        "preferences.set_show_coordinates",
        "Ctrl+K",
        checked="preferences.show_coordinates",
    ),
    ActionSpec(
        "targets",
        QT_TRANSLATE_NOOP("MainWindow", "Show Legal &Targets"),
        "preferences.set_show_targets",
        "Ctrl+T",
        checked="preferences.show_targets",
    ),
    ActionSpec(
        "read_position",
        QT_TRANSLATE_NOOP("MainWindow", "&Read the Position Aloud"),
        "morra_suite.ui.announcer:read_position",
        "Ctrl+Shift+P",
        has_game,
    ),
    ActionSpec(
        "announce",
        QT_TRANSLATE_NOOP("MainWindow", "Announce &Events to a Screen Reader"),
        "preferences.set_announcements",
        None,
        checked="preferences.announcements",
    ),
    ActionSpec(
        "announce_clock",
        QT_TRANSLATE_NOOP("MainWindow", "Announce the Cloc&k at Each Turn"),
        "preferences.set_clock_turns",
        None,
        checked="preferences.clock_turns",
    ),
    ActionSpec(
        "announce_full",
        QT_TRANSLATE_NOOP("MainWindow", "F&ull Announcements"),
        "preferences.set_full_announcements",
        None,
        checked="preferences.full_announcements",
    ),
    ActionSpec(
        "full_screen",
        QT_TRANSLATE_NOOP("MainWindow", "&Full Screen"),
        "set_full_screen",
        "F11",
        checked="isFullScreen",
    ),
    ActionSpec(
        "analysis",
        QT_TRANSLATE_NOOP("MainWindow", "&Analysis"),
        "game_screen.show_analysis",
        checked="game_screen.analysis_wanted",
    ),
    ActionSpec(
        "flip",
        QT_TRANSLATE_NOOP("PlayActions", "Flip &Board"),
        "play_actions.flip",
        "Ctrl+Shift+F",
        has_game,
        tooltip=QT_TRANSLATE_NOOP(
            "PlayActions", "Turn the board so the next side is at the bottom"
        ),
        context="PlayActions",
    ),
    ActionSpec(
        "sound",
        QT_TRANSLATE_NOOP("MainWindow", "&Sound"),
        "morra_suite.ui.sound.controls:set_sound_on",
        "Ctrl+M",
        checked="sound_on",
        tooltip=QT_TRANSLATE_NOOP(
            "MainWindow", "Sounds for moves, mills, refused tries and the end"
        ),
    ),
    ActionSpec(
        "sound_volume",
        QT_TRANSLATE_NOOP("MainWindow", "Sound &Volume…"),
        "morra_suite.ui.sound.controls:open_volume",
    ),
    ActionSpec(
        "appearance",
        QT_TRANSLATE_NOOP("MainWindow", "A&ppearance…"),
        "preferences.open_appearance",
        tooltip=QT_TRANSLATE_NOOP(
            "MainWindow", "Theme, language and the look of every game's board"
        ),
    ),
    # Learn (``ui.learn``: lessons and puzzles load when first opened); a game's own row comes
    # from its registration (``ui.window.menus.LEARN``)
    ActionSpec(
        "puzzles",
        QT_TRANSLATE_NOOP("MainWindow", "&Puzzles"),
        "morra_suite.ui.learn.centre:open_puzzles",
    ),
    ActionSpec(
        "daily_puzzle",
        QT_TRANSLATE_NOOP("MainWindow", "&Daily Puzzle"),
        "morra_suite.ui.learn.centre:daily_puzzle",
    ),
    ActionSpec(
        "puzzle_rush",
        QT_TRANSLATE_NOOP("MainWindow", "Puzzle &Rush"),
        "morra_suite.ui.learn.centre:puzzle_rush",
    ),
    ActionSpec(
        "my_progress",
        QT_TRANSLATE_NOOP("MainWindow", "My Pro&gress"),
        "morra_suite.ui.learn.centre:open_progress",
    ),
    # Help
    ActionSpec(
        "about",
        QT_TRANSLATE_NOOP("MainWindow", "&About Morra Suite"),
        "morra_suite.ui.dialogs.text_dialogs:show_about",
    ),
)


def spec(name: str) -> ActionSpec:
    """The row called ``name`` (``KeyError`` names an unknown one)."""
    for row in ACTIONS:
        if row.name == name:
            return row
    raise KeyError(f"no action {name!r}")


@functools.cache
def action_names() -> frozenset[str]:
    """The table's names: the window's ``<name>_action`` attributes (``MainWindow.__getattr__``,
    which imports this module only then, not before the first frame)."""
    return frozenset(row.name for row in ACTIONS)
