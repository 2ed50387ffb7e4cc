"""The window's menus and toolbar: the layout of the action table (``ui.actions``).

Built once the window is up (on the event loop's first turn, or when first asked for:
``ActionsWindow.ensure_menus``) and again on a language switch, so the words and the shortcuts'
names follow the language. ``build_menus`` makes one ``QAction`` per row of ``ACTIONS``,
connected to the window's method the row names, and lays them out as ``MENUS`` and ``TOOLBAR``
say; the window keeps them (``window.undo_action``…) and re-evaluates each row's ``enabled``
predicate on the session's signals. A game's own items (``GameKit.extra_actions``, Morra's
board designer) go where ``EXTRAS`` stands in their menu, added when the menu first opens
(listing them must not load the games at start-up).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from morra_suite.ui.actions import ACTIONS, ActionSpec

__all__ = ["EXTRAS", "MENUS", "TOOLBAR", "Menus", "build_menus", "make_action"]

SEPARATOR = "-"
RECENT = "@recent"  # Game › Open Recent
EXTRAS = "@extras"  # the games' own items of this menu
LANGUAGE = "@language"  # View › Language
RULES = "@rules"  # Help › Rules, one item per game

# (key, title, items): the menu bar from left to right.
MENUS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "game",
        str(QT_TRANSLATE_NOOP("MainWindow", "&Game")),
        (
            "new",
            "chooser",
            "open",
            RECENT,
            "save",
            "save_as",
            SEPARATOR,
            EXTRAS,
            "settings",
            "review",
            "players",
            "resign",
            SEPARATOR,
            "quit",
        ),
    ),
    (
        "edit",
        str(QT_TRANSLATE_NOOP("MainWindow", "&Edit")),
        ("undo", "redo", "copy", "copy_sanmill", "paste", "setup", "hint", EXTRAS),
    ),
    (
        "view",
        str(QT_TRANSLATE_NOOP("MainWindow", "&View")),
        (
            "coordinates",
            "targets",
            "full_screen",
            "analysis",
            SEPARATOR,
            "flip",
            SEPARATOR,
            "read_position",
            "announce",
            "announce_full",
            EXTRAS,
            LANGUAGE,
            "appearance",
        ),
    ),
    (
        "learn",
        str(QT_TRANSLATE_NOOP("MainWindow", "&Learn")),
        (
            "learn_morra",
            "learn_mill",
            "learn_myra",
            SEPARATOR,
            "puzzles",
            "daily_puzzle",
            "puzzle_rush",
            SEPARATOR,
            "my_progress",
        ),
    ),
    ("help", str(QT_TRANSLATE_NOOP("MainWindow", "&Help")), (RULES, "about")),
)
TOOLBAR: tuple[str, ...] = ("new", "undo", "redo", "hint")


def make_action(
    parent: QMainWindow,
    text: str,
    slot: Callable[..., Any],
    shortcut: str | None = None,
    checked: bool | None = None,
) -> QAction:
    """A menu action; ``checked`` makes it a toggle, set before it is connected (so reading
    the settings does not write them back)."""
    action = QAction(parent)  # not QAction(text, parent): resolving that overload makes QIcon's
    action.setText(text)  # type, and its enum of 151 theme icons, before the window is up
    if shortcut is not None:
        # setShortcuts, not setShortcut: its overloads would create Qt.Key's enum at start-up
        action.setShortcuts([QKeySequence(shortcut)])
    action.setCheckable(checked is not None)
    if checked is not None:
        action.setChecked(checked)
        action.toggled.connect(slot)
    else:
        action.triggered.connect(lambda _=False: slot())
    return action


class Menus:
    """What ``build_menus`` made: the actions by name, the menus by key, Help › Rules' items
    by game, the language menu and the toolbar."""

    def __init__(self) -> None:
        self.actions: dict[str, QAction] = {}
        self.menus: dict[str, QMenu] = {}
        self.rules_actions: dict[str, QAction] = {}
        self.extras_before: dict[str, QAction | None] = {}  # where a menu's game items go
        self.language_menu: QMenu | None = None
        self.rules_menu: QMenu | None = None  # Help › Rules (its icon)
        self.toolbar: QToolBar | None = None


def _action_of(window: QMainWindow, row: ActionSpec) -> QAction:
    text = QCoreApplication.translate(row.context, row.text)
    slot = getattr(window, row.slot)
    checked = bool(getattr(window, row.checked)()) if row.checked is not None else None
    action = make_action(window, text, slot, row.shortcut, checked)
    if row.tooltip:
        action.setToolTip(QCoreApplication.translate(row.context, row.tooltip))
    return action


def build_menus(
    window: QMainWindow,
    recent_menu: QMenu,
    rules: Sequence[tuple[str, str]],
    fill_language_menu: Callable[[QMenu], None],
    toolbar: QToolBar | None = None,
) -> Menus:
    """The menu bar and the toolbar of ``window`` in the language installed now.

    ``rules`` are (game key, title) for Help › Rules; ``toolbar`` is the bar built before (a
    language switch fills the same bar again).
    """
    built = Menus()
    for row in ACTIONS:
        built.actions[row.name] = _action_of(window, row)
    bar = window.menuBar()
    bar.setAccessibleName(QCoreApplication.translate("MainWindow", "Menu bar"))
    for key, title, items in MENUS:
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", title))
        built.menus[key] = menu
        pending_extras = False
        for item in items:
            if item == SEPARATOR:
                added = menu.addSeparator()
            elif item == RECENT:
                menu.addMenu(recent_menu)
                continue
            elif item == EXTRAS:
                pending_extras = True
                continue
            elif item == LANGUAGE:
                language = menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
                language.aboutToShow.connect(lambda m=language: fill_language_menu(m))
                built.language_menu = language
                added = language.menuAction()
            elif item == RULES:
                submenu = menu.addMenu(QCoreApplication.translate("MainWindow", "&Rules"))
                built.rules_menu = submenu
                for game, game_title in rules:
                    action = make_action(
                        window,
                        game_title,
                        lambda k=game, t=game_title: window.show_rules(k, t),  # type: ignore[attr-defined]
                    )
                    submenu.addAction(action)
                    built.rules_actions[game] = action
                continue
            else:
                added = built.actions[item]
                menu.addAction(added)
            if pending_extras:
                built.extras_before[key] = added
                pending_extras = False
        if pending_extras:
            built.extras_before[key] = None  # at the end
    if toolbar is None:
        toolbar = window.addToolBar(QCoreApplication.translate("MainWindow", "Game"))
        toolbar.setObjectName("game_toolbar")
    toolbar.clear()  # built again on a language switch: the same bar, the new actions
    toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Game"))
    for name in TOOLBAR:
        toolbar.addAction(built.actions[name])
    built.toolbar = toolbar
    return built


def add_extra_actions(window: QMainWindow, built: Menus, kits: Sequence[Any], host: Any) -> None:
    """The games' own items (``kit.extra_actions()``), each in its menu where ``EXTRAS``
    stands, kept in ``built.actions`` as ``"<game>.<name>"``; a kit's items are added once."""
    for kit in kits:
        for extra in kit.extra_actions():
            name = f"{kit.key}.{extra.name}"
            if name in built.actions or extra.menu not in built.menus:
                continue
            action = make_action(window, extra.text, lambda e=extra: e.run(host), extra.shortcut)
            menu = built.menus[extra.menu]
            before = built.extras_before.get(extra.menu)
            if before is not None:
                menu.insertAction(before, action)
            else:
                menu.addAction(action)
            built.actions[name] = action
