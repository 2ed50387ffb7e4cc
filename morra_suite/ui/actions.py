"""The window's actions as data: one table of name, words, shortcut, slot and when each is enabled.

Qt's own examples build their actions from a table; so does this window. ``ACTIONS`` lists every
action once: ``name`` (the window keeps it as ``<name>_action``), ``text`` (English, translated
in the context "MainWindow" when the menus are built, so a language switch rebuilds them),
``slot`` (the name of the window's method it calls; a toggle's gets the new state),
``shortcut``, ``enabled`` (a predicate on the session, ``None`` for always; the window
re-evaluates every predicate on the session's signals) and ``checked`` (a toggle's first state:
the name of a window method that reads it). ``ui.menus`` lays the table out in menus and the
toolbar; a game's own items come from its kit (``GameKit.extra_actions``).

No widget is made here: the table is read when the menus are built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession

__all__ = ["ACTIONS", "ActionSpec", "can_redo", "can_resign", "can_undo", "has_game"]

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


def _can_copy_sanmill_fen(session: GameSession | None) -> bool:
    from morra_suite.ui.position_actions import can_copy_sanmill_fen

    return can_copy_sanmill_fen(session)


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
        self.checked = checked  # a toggle: the window's method that gives its first state
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
        "save_as",
        "Ctrl+Shift+S",
        has_game,
    ),
    ActionSpec(
        "settings", QT_TRANSLATE_NOOP("MainWindow", "&Rules Settings…"), "open_settings", "Ctrl+,"
    ),
    ActionSpec(
        "review", QT_TRANSLATE_NOOP("MainWindow", "Re&view Game"), "review_game", None, has_game
    ),
    ActionSpec(
        "players", QT_TRANSLATE_NOOP("MainWindow", "&Players…"), "open_players", None, has_game
    ),
    ActionSpec(
        "resign",
        QT_TRANSLATE_NOOP("PlayActions", "Resi&gn…"),
        "resign",
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
        "copy_position",
        "Ctrl+Shift+C",
        has_game,
    ),
    ActionSpec(
        "copy_sanmill",
        QT_TRANSLATE_NOOP("MainWindow", "Copy Position as Sanmill &FEN"),
        "copy_sanmill_fen",
        None,
        _can_copy_sanmill_fen,
    ),
    ActionSpec(
        "paste",
        QT_TRANSLATE_NOOP("MainWindow", "&Paste Position"),
        "paste_position",
        "Ctrl+Shift+V",
        has_game,
    ),
    ActionSpec(
        "setup",
        QT_TRANSLATE_NOOP("MainWindow", "&Set Up Position…"),
        "set_up_position",
        None,
        has_game,
    ),
    ActionSpec("hint", QT_TRANSLATE_NOOP("MainWindow", "&Hint"), "show_hint", "Ctrl+H", has_game),
    # View
    ActionSpec(
        "coordinates",
        QT_TRANSLATE_NOOP("MainWindow", "Show &Coordinates"),
        "set_show_coordinates",
        "Ctrl+K",
        checked="coordinates_shown",
    ),
    ActionSpec(
        "targets",
        QT_TRANSLATE_NOOP("MainWindow", "Show Legal &Targets"),
        "set_show_targets",
        "Ctrl+T",
        checked="targets_shown",
    ),
    ActionSpec(
        "read_position",
        QT_TRANSLATE_NOOP("MainWindow", "&Read the Position Aloud"),
        "read_position",
        "Ctrl+Shift+P",
        has_game,
    ),
    ActionSpec(
        "announce",
        QT_TRANSLATE_NOOP("MainWindow", "Announce &Events to a Screen Reader"),
        "set_announcements",
        None,
        checked="announcements_shown",
    ),
    ActionSpec(
        "announce_full",
        QT_TRANSLATE_NOOP("MainWindow", "F&ull Announcements"),
        "set_full_announcements",
        None,
        checked="full_announcements_shown",
    ),
    ActionSpec(
        "full_screen",
        QT_TRANSLATE_NOOP("MainWindow", "&Full Screen"),
        "set_full_screen",
        "F11",
        checked="is_full_screen",
    ),
    ActionSpec(
        "analysis",
        QT_TRANSLATE_NOOP("MainWindow", "&Analysis"),
        "show_analysis",
        checked="analysis_shown",
    ),
    ActionSpec(
        "flip",
        QT_TRANSLATE_NOOP("PlayActions", "Flip &Board"),
        "flip_board",
        "Ctrl+Shift+F",
        has_game,
        tooltip=QT_TRANSLATE_NOOP(
            "PlayActions", "Turn the board so the next side is at the bottom"
        ),
        context="PlayActions",
    ),
    ActionSpec(
        "appearance",
        QT_TRANSLATE_NOOP("MainWindow", "A&ppearance…"),
        "open_appearance",
        tooltip=QT_TRANSLATE_NOOP(
            "MainWindow", "Theme, language and the look of every game's board"
        ),
    ),
    # Learn (``ui.learn``: lessons and puzzles load when first opened)
    ActionSpec("learn_morra", QT_TRANSLATE_NOOP("MainWindow", "&Morra"), "learn_morra"),
    ActionSpec("learn_mill", QT_TRANSLATE_NOOP("MainWindow", "M&ill Games"), "learn_mill"),
    ActionSpec("learn_myra", QT_TRANSLATE_NOOP("MainWindow", "M&yra"), "learn_myra"),
    ActionSpec("puzzles", QT_TRANSLATE_NOOP("MainWindow", "&Puzzles"), "open_puzzles"),
    ActionSpec("daily_puzzle", QT_TRANSLATE_NOOP("MainWindow", "&Daily Puzzle"), "daily_puzzle"),
    ActionSpec("puzzle_rush", QT_TRANSLATE_NOOP("MainWindow", "Puzzle &Rush"), "puzzle_rush"),
    ActionSpec("my_progress", QT_TRANSLATE_NOOP("MainWindow", "My Pro&gress"), "my_progress"),
    # Help
    ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About Morra Suite"), "show_about"),
)


def spec(name: str) -> ActionSpec:
    """The row called ``name`` (``KeyError`` names an unknown one)."""
    for row in ACTIONS:
        if row.name == name:
            return row
    raise KeyError(f"no action {name!r}")
