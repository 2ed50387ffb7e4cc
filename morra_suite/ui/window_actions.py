"""The window's actions: the attributes the action table declares, and what keeps them right.

``ActionsWindow`` is the part of the main window that holds its actions: one ``QAction`` per
row of ``ui.actions.ACTIONS`` (``window.undo_action``…), built by ``ui.menus`` from the table,
with every row's ``enabled`` predicate evaluated again on the session's signals
(``_update_actions``), the games' own menu items (``GameKit.extra_actions``) and the slots the
table names that only hand the work on. ``MainWindow`` (``ui.main_window``) is this plus the
layout and the wiring; nothing here imports it.

The menus and the toolbar are built on the event loop's first turn with the window shown
(``MainWindow.first_shown``), not before the window is: 33 actions with their shortcuts took
about 11 ms, and start-up is measured to the window's appearing (``benchmarks/bench_startup.py``).
Whatever asks for them sooner gets them built at once (``ensure_menus``): an action attribute,
the toolbar, the language menu, ``menuBar()``, a game started (its history buttons follow the
actions).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMainWindow

from morra_suite.ui.actions import ACTIONS

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QMenuBar, QToolBar

    from morra_suite.controllers.session import GameSession
    from morra_suite.ui import menus
    from morra_suite.ui.chooser import GameChooser
    from morra_suite.ui.files import GameFiles
    from morra_suite.ui.game_kit import GameKit
    from morra_suite.ui.game_page import GamePage
    from morra_suite.ui.play_actions import PlayActions
    from morra_suite.ui.preferences import Preferences
    from morra_suite.ui.recent_files import RecentFiles
    from morra_suite.ui.unsaved import UnsavedGuard

__all__ = ["MADE_WITH_THE_MENUS", "ActionsWindow"]

# the window's attributes that building the menus makes (``ActionsWindow.ensure_menus``)
MADE_WITH_THE_MENUS = frozenset(
    (*(row.attribute for row in ACTIONS), "rules_actions", "language_menu", "toolbar")
)


class ActionsWindow(QMainWindow):
    """The actions of the window, declared (see the module's docstring)."""

    # the actions of ``ui.actions.ACTIONS``, one attribute each (``<name>_action``)
    new_action: QAction
    chooser_action: QAction
    open_action: QAction
    save_action: QAction
    save_as_action: QAction
    settings_action: QAction
    review_action: QAction
    players_action: QAction
    resign_action: QAction
    quit_action: QAction
    undo_action: QAction
    redo_action: QAction
    copy_action: QAction
    copy_sanmill_action: QAction
    paste_action: QAction
    setup_action: QAction
    hint_action: QAction
    coordinates_action: QAction
    targets_action: QAction
    full_screen_action: QAction
    read_position_action: QAction
    announce_action: QAction
    announce_full_action: QAction
    analysis_action: QAction
    flip_action: QAction
    learn_morra_action: QAction
    learn_mill_action: QAction
    learn_myra_action: QAction
    puzzles_action: QAction
    daily_puzzle_action: QAction
    puzzle_rush_action: QAction
    my_progress_action: QAction
    about_action: QAction
    appearance_action: QAction
    rules_actions: dict[str, QAction]  # Help › Rules, by game
    language_menu: QMenu
    toolbar: QToolBar

    # what the window beside this part gives it
    chooser: GameChooser
    game_page: GamePage | None
    preferences: Preferences
    _session: GameSession | None
    if TYPE_CHECKING:  # helpers the window makes on first use (read-only attributes there)

        @property
        def files(self) -> GameFiles: ...
        @property
        def play_actions(self) -> PlayActions: ...
        @property
        def unsaved(self) -> UnsavedGuard: ...
        @property
        def recent(self) -> RecentFiles: ...

    _menus: menus.Menus | None = None  # built on the first turn, or when first asked for
    _building_menus = False
    # the window's own (``MainWindow``): the New Game dialog, and back to the game chooser
    new_game_dialog: Callable[..., Any]
    show_chooser: Callable[[], None]

    @property
    def viewing(self) -> int | None:
        return self._session.viewing if self._session is not None else None

    def available_kits(self) -> dict[str, GameKit]:
        from morra_suite.ui import kits

        return kits.available_kits()

    # ================================================================== menus
    if not TYPE_CHECKING:  # for the type checker the attributes are the ones declared above

        def __getattr__(self, name: str) -> Any:
            """An action, the toolbar or the language menu asked for before the menus were
            built: they are built now."""
            if name in MADE_WITH_THE_MENUS and self._menus is None and not self._building_menus:
                self.ensure_menus()
                return getattr(self, name)
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def menuBar(self) -> QMenuBar:
        """The menu bar with its menus (built now if they were not yet)."""
        if self._menus is None and not self._building_menus:
            self.ensure_menus()
        return super().menuBar()

    def menus_built(self) -> bool:
        """Whether the menus and the toolbar have been built (``ensure_menus``)."""
        return self._menus is not None

    def ensure_menus(self) -> menus.Menus:
        """The menus and the toolbar, built now if they were not yet, with every action's
        ``enabled`` predicate evaluated."""
        if self._menus is None:
            self._build_menus()
            self._update_actions()
            assert self._menus is not None and self._menus.toolbar is not None
            if self.isVisible():  # shown at once, not on the next turn (as Qt shows new children)
                super().menuBar().show()
                self._menus.toolbar.show()
        assert self._menus is not None
        return self._menus

    def _build_menus(self) -> None:
        """The menus and the toolbar from the action table, in the language installed now."""
        from morra_suite.ui import menus

        self._building_menus = True
        try:
            built = menus.build_menus(
                self,
                self.recent.menu,
                [(key, card.title) for key, card in self.chooser.cards.items()],
                self.preferences.fill_language_menu,
                self._menus.toolbar if self._menus is not None else None,
            )
        finally:
            self._building_menus = False
        self._menus = built
        for row in ACTIONS:
            setattr(self, row.attribute, built.actions[row.name])
        self.rules_actions = built.rules_actions
        assert built.language_menu is not None and built.toolbar is not None
        self.language_menu, self.toolbar = built.language_menu, built.toolbar
        for menu in built.menus.values():
            menu.aboutToShow.connect(self._add_extra_actions)
        if getattr(self, "_dressed", False):  # a language switch: the new actions too
            self.dress_actions()

    def _drop_menus(self) -> None:
        """The menus and their actions go (to be built again, in another language)."""
        from PySide6.QtGui import QAction
        from PySide6.QtWidgets import QMenu

        old = [m for action in self.menuBar().actions() if isinstance(m := action.menu(), QMenu)]
        self.menuBar().clear()
        for menu in old:
            for action in menu.findChildren(QAction) + menu.actions():
                if action.parent() is self:
                    action.deleteLater()
            menu.deleteLater()

    def dress_actions(self) -> None:
        """The app's icons (``ui.icons``) on the actions, the toolbar (text beside each icon) and
        every dialog's standard buttons. Done once the window is up (making ``QIcon``'s type
        and a style is not start-up work), and again whenever the menus are built anew."""
        from PySide6.QtWidgets import QApplication

        from morra_suite.ui import icons

        self._dressed = True
        app = QApplication.instance()
        if isinstance(app, QApplication):
            icons.install_dialog_icons(app)
        self.ensure_menus()
        assert self._menus is not None
        actions = dict(self._menus.actions)
        if self._menus.language_menu is not None:
            actions["language"] = self._menus.language_menu.menuAction()
        if self._menus.rules_menu is not None:
            actions["rules"] = self._menus.rules_menu.menuAction()
        icons.decorate(actions, self.toolbar)

    def _add_extra_actions(self) -> None:
        """The games' own menu items (``GameKit.extra_actions``), added when a menu first opens:
        they come from the kits, which start-up does not load."""
        if self._menus is not None:
            from morra_suite.ui import menus

            menus.add_extra_actions(self, self._menus, list(self.available_kits().values()), self)
            if getattr(self, "_dressed", False):
                from morra_suite.ui import icons

                icons.decorate(self._menus.actions)

    def extra_action(self, key: str, name: str) -> QAction:
        """The menu item ``name`` that game ``key``'s kit brings (Morra's ``"designer"``)."""
        self.ensure_menus()
        self._add_extra_actions()
        assert self._menus is not None
        return self._menus.actions[f"{key}.{name}"]

    def _update_actions(self) -> None:
        """Every action's ``enabled`` predicate on the session, evaluated again (when the
        menus are built, unless a game page's history buttons follow them now)."""
        if self._menus is None and self.game_page is None:
            return
        session = self._session
        for row in ACTIONS:
            if row.enabled is not None:
                getattr(self, row.attribute).setEnabled(row.enabled(session))
        from morra_suite.ui import position_actions

        self.copy_sanmill_action.setStatusTip(position_actions.sanmill_fen_tip(session))
        if self.game_page is not None:
            self.game_page.set_history_buttons(
                self.viewing is not None,
                self.undo_action.isEnabled(),
                self.redo_action.isEnabled(),
            )

    # the table's slots that guard the game shown, or hand the work to a helper
    def copy_sanmill_fen(self) -> None:
        from morra_suite.ui import position_actions

        position_actions.copy_sanmill_fen(self)  # type: ignore[arg-type]

    def new_game_guarded(self) -> None:
        self.unsaved.guard(self.new_game_dialog)

    def chooser_guarded(self) -> None:
        self.unsaved.guard(self.show_chooser)

    def open_guarded(self) -> None:
        self.unsaved.guard(self.files.open_dialog)

    def save_as(self) -> bool:
        return self.files.save_as_dialog()

    def resign(self) -> Any:
        return self.play_actions.ask_to_resign()

    def open_appearance(self) -> Any:
        """Settings on its Appearance page (theme, language, board looks), for the game shown."""
        dialog = self.open_settings()  # type: ignore[attr-defined]
        if dialog is not None:
            dialog.show_page("appearance")
        return dialog

    def flip_board(self) -> None:
        self.play_actions.flip()

    # Learn: the lessons, the puzzles and the progress (``ui.learn.centre``, loaded on first use)
    def learn_morra(self) -> Any:
        return self._learn("morra")

    def learn_mill(self) -> Any:
        return self._learn("mill")

    def learn_myra(self) -> Any:
        return self._learn("myra")

    def _learn(self, game: str) -> Any:
        from morra_suite.ui.learn import centre

        return centre.open_lessons(self, game)  # type: ignore[arg-type]

    def open_puzzles(self, mode: str = "practice") -> Any:
        from morra_suite.ui.learn import centre

        return centre.open_puzzles(self, mode)  # type: ignore[arg-type]

    def daily_puzzle(self) -> Any:
        return self.open_puzzles("daily")

    def puzzle_rush(self) -> Any:
        return self.open_puzzles("rush")

    def my_progress(self) -> Any:
        from morra_suite.ui.learn import centre

        return centre.open_progress(self)  # type: ignore[arg-type]

    # the toggles' first states
    def coordinates_shown(self) -> bool:
        return self.preferences.show_coordinates

    def targets_shown(self) -> bool:
        return self.preferences.show_targets

    def is_full_screen(self) -> bool:
        return False  # the window starts as it was; F11 toggles

    # screen readers (``ui.announcer``)
    def announcements_shown(self) -> bool:
        from morra_suite.ui.announcer import announcements_on

        return announcements_on()

    def full_announcements_shown(self) -> bool:
        from morra_suite.ui.announcer import full_announcements

        return full_announcements()

    def set_announcements(self, on: bool) -> None:
        from morra_suite.ui.announcer import set_announcements_on

        set_announcements_on(on)

    def set_full_announcements(self, full: bool) -> None:
        from morra_suite.ui.announcer import set_full_announcements

        set_full_announcements(full)

    def read_position(self) -> None:
        """Says the whole position aloud (asked for: said even with announcements off)."""
        view = getattr(self, "view", None)
        status = getattr(self, "status", None)
        if view is not None and status is not None:
            status.announcer.announce(view.describe_position(), asked=True)

    def analysis_shown(self) -> bool:
        """Whether the analysis is asked for, so a menu built again keeps its tick right."""
        return bool(getattr(self, "analysis_wanted", False))
