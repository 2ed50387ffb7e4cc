"""The window's menus and toolbar: the layout of the action table (``ui.window.actions``).

Built once the window is up (on the event loop's first turn, or when first asked for:
``MainWindow.ensure_menus``) and again on a language switch, so the words and the shortcuts'
names follow the language. ``WindowMenus`` (for the window, its ``MenuHost``) makes one
``QAction`` per row of ``ACTIONS``, connected to what the row's slot names, lays them out as
``MENUS`` and ``TOOLBAR`` say, drops and dresses them, re-evaluates each row's ``enabled``
predicate on the session's signals, and adds the games' own items: a kit's ``extra_actions``
(Morra's board designer, the mill's Sanmill FEN) go where ``EXTRAS`` stands in their menu, added
when the menu first opens (listing them must not load the games at start-up), and Learn gets one
row per game whose registration ships lessons (``LEARN``), each named by the game's title: no
game is named here. Those rows too come when the Learn menu first opens, or when one is asked
for (``learn_actions``, ``action("learn.<game>")``): whether a game ships lessons is in its
registration record, whose import brings the game's whole rules package (about 3 MiB for the
three games, ``benchmarks/bench_startup.py``), which a window showing the chooser does not need.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from morra_suite.core.registration import resolve
from morra_suite.ui import kits
from morra_suite.ui.window.actions import ACTIONS, ActionSpec

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.kit_hooks import ExtraAction
    from morra_suite.ui.window.host import MenuHost

__all__ = ["EXTRAS", "LEARN", "MENUS", "TOOLBAR", "WindowMenus", "make_action", "with_mnemonic"]

SEPARATOR = "-"
RECENT = "@recent"  # Game › Open Recent
EXTRAS = "@extras"  # the games' own items of this menu
LANGUAGE = "@language"  # View › Language
RULES = "@rules"  # Help › Rules, one item per game
LEARN = "@learn"  # Learn › one item per game that ships lessons

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
        ("undo", "redo", "copy", EXTRAS, "paste", "setup", "hint"),
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
            "sound",
            "sound_volume",
            LANGUAGE,
            "appearance",
        ),
    ),
    (
        "learn",
        str(QT_TRANSLATE_NOOP("MainWindow", "&Learn")),
        (
            LEARN,
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
TOOLBAR: tuple[str, ...] = ("new", "undo", "redo", "hint", "sound")


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


def with_mnemonic(text: str, taken: set[str]) -> str:
    """``text`` with ``&`` before its first letter no other item of the menu uses (``taken``,
    lower case, gets it), so a row made from a game's title is reached by a key like the
    table's rows; ``text`` as it is when it has one already or every letter is taken."""
    if "&" in text:
        mark = text.index("&") + 1
        if mark < len(text):
            taken.add(text[mark].lower())
        return text
    for index, letter in enumerate(text):
        if letter.isalnum() and letter.lower() not in taken:
            taken.add(letter.lower())
            return f"{text[:index]}&{text[index:]}"
    return text


def _mnemonics(items: tuple[str, ...], actions: dict[str, QAction]) -> set[str]:
    """The letters the table's rows of a menu use already."""
    taken: set[str] = set()
    for item in items:
        if item in actions:
            with_mnemonic(actions[item].text(), taken)
    return taken


class WindowMenus:
    """The window's menus and toolbar, built from the table for its ``MenuHost``: the actions
    by name (the table's rows, then ``"learn.<game>"`` and the kits' ``"<game>.<name>"``), the
    menus by key, Help › Rules' items by game, the language menu and the toolbar."""

    def __init__(self, host: MenuHost) -> None:
        self.host = host
        self.actions: dict[str, QAction] = {}
        self.menus: dict[str, QMenu] = {}
        self.rules_actions: dict[str, QAction] = {}
        self._learn_actions: dict[str, QAction] = {}
        # the Learn menu, the letters its rows may not take and the item they go before, until
        # its game rows are added (``add_learn_rows``)
        self._learn_place: tuple[QMenu, set[str], QAction | None] | None = None
        self.extras: dict[str, tuple[ExtraAction, QAction]] = {}  # the kits' items added
        self.extras_before: dict[str, QAction | None] = {}  # where a menu's game items go
        self.language_menu: QMenu | None = None
        self.rules_menu: QMenu | None = None  # Help › Rules (its icon)
        self.toolbar: QToolBar | None = None
        self.dressed = False  # the icons are on (``dress``): menus built again get them too

    # ------------------------------------------------------------------ building
    def slot(self, name: str) -> Callable[..., Any]:
        """What a row's ``slot`` names (``ui.window.actions``): a function of the host
        (``"module:function"``) or a helper's method (``"helper.method"``), found when the action
        runs (their modules are not start-up work), or the window's own method."""
        host = self.host
        if ":" in name:
            return lambda *args: resolve(name)(host, *args)
        helper, _, method = name.rpartition(".")
        if helper:
            return lambda *args: getattr(getattr(host, helper), method)(*args)
        own: Callable[..., Any] = getattr(host, name)
        return own

    def read(self, name: str) -> bool:
        """A toggle's first state: what a row's ``checked`` names (the window's or a helper's
        method, called, or attribute)."""
        helper, _, attribute = name.rpartition(".")
        value = getattr(getattr(self.host, helper) if helper else self.host, attribute)
        return bool(value() if callable(value) else value)

    def _action_of(self, row: ActionSpec) -> QAction:
        text = QCoreApplication.translate(row.context, row.text)
        slot = self.slot(row.slot)
        checked = self.read(row.checked) if row.checked is not None else None
        action = make_action(self.host.widget(), text, slot, row.shortcut, checked)
        if row.tooltip:
            action.setToolTip(QCoreApplication.translate(row.context, row.tooltip))
        return action

    def build(self) -> None:
        """The menu bar and the toolbar in the language installed now (a language switch
        fills the toolbar built before again)."""
        window = self.host.widget()
        self.actions, self.menus, self.rules_actions, self._learn_actions = {}, {}, {}, {}
        self.extras, self.extras_before = {}, {}
        self._learn_place = None
        for row in ACTIONS:
            self.actions[row.name] = self._action_of(row)
        bar = QMainWindow.menuBar(window)  # the bar itself: the window's asks for the menus
        bar.setAccessibleName(QCoreApplication.translate("MainWindow", "Menu bar"))
        for key, title, items in MENUS:
            menu = bar.addMenu(QCoreApplication.translate("MainWindow", title))
            self.menus[key] = menu
            pending_extras = pending_learn = False
            for item in items:
                if item == SEPARATOR:
                    added = menu.addSeparator()
                elif item == RECENT:
                    menu.addMenu(self.host.recent_menu())
                    continue
                elif item == EXTRAS:
                    pending_extras = True
                    continue
                elif item == LANGUAGE:
                    added = self._language_menu(menu)
                elif item == RULES:
                    self._rules_menu(menu)
                    continue
                elif item == LEARN:
                    self._learn_place = (menu, _mnemonics(items, self.actions), None)
                    pending_learn = True
                    menu.aboutToShow.connect(self.add_learn_rows)
                    continue
                else:
                    added = self.actions[item]
                    menu.addAction(added)
                if pending_extras:
                    self.extras_before[key] = added
                    pending_extras = False
                if pending_learn and self._learn_place is not None:
                    self._learn_place = (*self._learn_place[:2], added)
                    pending_learn = False
            if pending_extras:
                self.extras_before[key] = None  # at the end
            menu.aboutToShow.connect(self.add_extras)
        if self.toolbar is None:
            self.toolbar = window.addToolBar(QCoreApplication.translate("MainWindow", "Game"))
            self.toolbar.setObjectName("game_toolbar")
        self.toolbar.clear()  # built again on a language switch: the same bar, the new actions
        self.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Game"))
        for name in TOOLBAR:
            self.toolbar.addAction(self.actions[name])
        if self.dressed:  # a language switch: the new actions too
            self.dress()

    def _language_menu(self, menu: QMenu) -> QAction:
        language = menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
        language.aboutToShow.connect(lambda m=language: self.host.fill_language_menu(m))
        self.language_menu = language
        return language.menuAction()

    def _rules_menu(self, menu: QMenu) -> None:
        submenu = menu.addMenu(QCoreApplication.translate("MainWindow", "&Rules"))
        self.rules_menu = submenu
        letters: set[str] = set()  # each game's title gets a letter of its own
        for game, title in self.host.game_titles():
            action = make_action(
                self.host.widget(),
                with_mnemonic(title, letters),
                lambda k=game, t=title: self._show_rules(k, t),
            )
            submenu.addAction(action)
            self.rules_actions[game] = action

    def _show_rules(self, key: str, title: str) -> Any:
        from morra_suite.ui.dialogs.text_dialogs import show_rules

        return show_rules(self.host, key, title)

    @property
    def learn_actions(self) -> dict[str, QAction]:
        """Learn's row of each game that ships lessons, by game (added now if they were not)."""
        self.add_learn_rows()
        return self._learn_actions

    def action(self, name: str) -> QAction:
        """The action ``name``: a row of the table, ``"learn.<game>"`` (the Learn rows added now
        if they were not yet) or a kit's item added already."""
        if name not in self.actions and name.startswith("learn."):
            self.add_learn_rows()
        return self.actions[name]

    def add_learn_rows(self) -> None:
        """One row per game whose registration ships lessons, named by the game's title, where
        ``LEARN`` stands; once per build (when the Learn menu first opens, or a row is asked
        for: the records are read then, not at start-up)."""
        place, self._learn_place = self._learn_place, None
        if place is None:
            return
        menu, taken, before = place
        for game, title in kits.lesson_games():
            text = with_mnemonic(title, taken)
            action = make_action(self.host.widget(), text, lambda k=game: self._learn(k))
            if before is not None:
                menu.insertAction(before, action)
            else:
                menu.addAction(action)
            self._learn_actions[game] = action
            self.actions[f"learn.{game}"] = action
        if self.dressed:
            self.dress()

    def _learn(self, key: str) -> Any:
        from morra_suite.ui.learn import centre  # Learn loads when first opened

        return centre.open_lessons(self.host, key)

    def drop(self) -> None:
        """The menus and their actions go (to be built again, in another language)."""
        window = self.host.widget()
        bar = QMainWindow.menuBar(window)
        old = [m for action in bar.actions() if isinstance(m := action.menu(), QMenu)]
        bar.clear()
        for menu in old:
            for action in menu.findChildren(QAction) + menu.actions():
                if action.parent() is window:
                    action.deleteLater()
            menu.deleteLater()

    def dress(self) -> None:
        """The app's icons (``ui.icons``) on the actions, the toolbar (text beside each icon) and
        every dialog's standard buttons. Done once the window is up (making ``QIcon``'s type
        and a style is not start-up work), and again whenever the menus are built anew."""
        from PySide6.QtWidgets import QApplication

        from morra_suite.ui import icons

        self.dressed = True
        app = QApplication.instance()
        if isinstance(app, QApplication):
            icons.install_dialog_icons(app)
        drawings = dict(icons.ACTION_ICONS)
        actions = {name: a for name, a in self.actions.items() if name in drawings}
        if self.language_menu is not None:
            actions["language"] = self.language_menu.menuAction()
        if self.rules_menu is not None:
            actions["rules"] = self.rules_menu.menuAction()
        for game, action in self._learn_actions.items():
            drawings[f"learn.{game}"] = icons.learn_icon(game)
            actions[f"learn.{game}"] = action
        for name, (extra, action) in self.extras.items():
            if extra.icon:
                drawings[name] = extra.icon
                actions[name] = action
        icons.decorate(actions, drawings, self.toolbar)

    # ------------------------------------------------------------------ the games' own items
    def add_extras(self) -> None:
        """The games' own items (``kit.extra_actions()``), each in its menu where ``EXTRAS``
        stands, kept in ``actions`` as ``"<game>.<name>"``; a kit's items are added once.
        Added when a menu first opens: they come from the kits, which start-up does not load."""
        added = False
        for kit in self.host.available_kits().values():
            for extra in kit.extra_actions():
                name = f"{kit.key}.{extra.name}"
                if name in self.actions or extra.menu not in self.menus:
                    continue
                action = make_action(
                    self.host.widget(),
                    extra.text,
                    lambda e=extra: e.run(self.host),
                    extra.shortcut,
                )
                menu = self.menus[extra.menu]
                before = self.extras_before.get(extra.menu)
                if before is not None:
                    menu.insertAction(before, action)
                else:
                    menu.addAction(action)
                self.actions[name] = action
                self.extras[name] = (extra, action)
                added = True
        if added:
            self.update(self.host.existing_session())
            if self.dressed:
                self.dress()

    def extra_action(self, key: str, name: str) -> QAction:
        """The menu item ``name`` that game ``key``'s kit brings (Morra's ``"designer"``)."""
        self.add_extras()
        return self.actions[f"{key}.{name}"]

    # ------------------------------------------------------------------ keeping them right
    def update(self, session: GameSession | None) -> None:
        """Every row's ``enabled`` predicate on the session, evaluated again, and every game
        item's ``status`` (whether it may run, and its tip saying what it does or why not)."""
        for row in ACTIONS:
            if row.enabled is not None:
                self.actions[row.name].setEnabled(row.enabled(session))
        for extra, action in self.extras.values():
            if extra.status is not None:
                enabled, tip = extra.status(session)
                action.setEnabled(enabled)
                action.setStatusTip(tip)
