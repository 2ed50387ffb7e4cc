"""The main window: layout, menus and wiring, one class with a declared interface.

A ``GameSession`` (``morra_suite.controllers.session``) owns the game: record, seats, history
browsing, autosave and resume; the game screen (``ui.window.game_screen``) shows it on the game
page, and each change of the game reaches the window once, after the board drew it. The actions
are one table (``ui.window.actions``), laid out by ``ui.window.menus.WindowMenus``. The helpers
(files, preferences, hint, analysis, review, history, unsaved changes, recent files, positions,
players, menus, the game screen) get the window as a small host protocol (``ui.window.host``) and
never import this module; those it keeps are made on first use by its base ``WindowHelpers``
(``ui.window.window_helpers``).

Start-up is measured (``benchmarks/bench_startup.py``): what the chooser does not need comes on
first use or the loop's first turn (helpers, menus, the game screen, the resume offer...).
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from morra_suite.ui import kits as kit_registry
from morra_suite.ui.app_config import app_settings, configure_application, stored_geometry
from morra_suite.ui.chooser.chooser import GameChooser
from morra_suite.ui.window.status_line import StatusLine
from morra_suite.ui.window.window_helpers import WindowHelpers
from morra_suite.ui.window.window_start import WindowWatch

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:  # imported when first needed, so the window shows sooner
    import os  # (named by no import before the map: see ``morra_suite.app``'s docstring)
    from pathlib import Path
    from typing import Any

    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QMenu, QMenuBar, QMessageBox, QToolBar, QWidget

    from morra_suite.controllers.game_controller import GameController
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.game_kit import BoardView, GameKit
    from morra_suite.ui.panels.game_page import GamePage
    from morra_suite.ui.panels.history_bar import HistoryNavigator
    from morra_suite.ui.window.game_screen import ScreenHost
    from morra_suite.ui.window.host import FilesHost, Host, PreferencesHost, RecentHost, UnsavedHost
    from morra_suite.ui.window.menus import WindowMenus

__all__ = ["MainWindow", "configure_application"]


def _page_part(name: str) -> Any:
    """A widget of the game page, reached as the window's (``window.move_list``)."""

    def part(window: MainWindow) -> Any:
        if window.game_page is None:
            raise RuntimeError("no game has been started")
        return getattr(window.game_page, name)

    return property(part)


class MainWindow(WindowHelpers, QMainWindow):
    """The application window, host of its helpers (every protocol of ``ui.window.host``); the
    table's actions are ``action(name)`` or ``<name>_action`` (``undo_action``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        configure_application()
        self.setAccessibleName(self.tr("Morra Suite"))
        self.resize(1180, 780)
        self.messages: list[QMessageBox] = []
        self.dialog: Any = None
        self._session: GameSession | None = None  # made when first needed: start-up is lighter
        # the menus and the helpers (``WindowHelpers``), made when first asked for
        self._menus: WindowMenus | None = None
        self.pages = QStackedWidget()
        self.pages.setAccessibleName(self.tr("Main area"))
        self.chooser = GameChooser(kit_registry.chooser_cards(), stack=self.pages)  # laid out once
        self.chooser.game_chosen.connect(self.new_game_dialog)
        self.setCentralWidget(self.pages)
        self.status = StatusLine(self.statusBar(), lambda: self.session)
        self.status.first_words(self.tr("Choose a game to begin."))  # announced once up
        self.update_title()  # the menus and the toolbar come on the first turn (``first_shown``)
        self.watch = WindowWatch(self, self)  # first show and language changes, from the loop

    def language_installed(self) -> None:
        self.watch.catch_up()

    def palette_changed(self) -> None:
        """Another theme (``ui.window.window_start``): the chooser's cards take its colours."""
        self.chooser.restyle()

    def first_shown(self) -> None:
        """The window's first turn shown (``window_start``): menus, pictures, busy bar, notices."""
        menus = self.ensure_menus()
        self.chooser.window_up()
        self.status.window_up()
        self.cards.start()
        self._watch_notices()
        if not menus.dressed:
            menus.dress()

    def retranslate_ui(self) -> None:
        """The window in the new language (``LanguageChange``): menus built again, rest follows."""
        menus = self._menus
        if menus is not None:
            menus.drop()
        self.chooser.retranslate_ui()  # before the menus: Help › Rules uses its titles
        if self._recent is not None:
            self._recent.retranslate()
        if menus is not None:
            menus.build()
        self.setAccessibleName(self.tr("Morra Suite"))
        self.pages.setAccessibleName(self.tr("Main area"))
        self.update_actions()
        self.update_title()
        if self._cards is not None and self._cards.started:
            self._cards.load_cached()  # pictures in the new language (cached per language)
        if self._game_screen is not None:
            self._game_screen.retranslate()
        if self.showing_chooser():
            self.set_status(self.tr("Choose a game to begin."))
        if self._autosave_banner is not None:
            self._autosave_banner.retranslate()

    # ================================================================== what the window shows
    @property
    def session(self) -> GameSession:
        """The game session, made (and wired) when first needed."""
        if self._session is None:
            from morra_suite.controllers.session import GameSession

            self._session = GameSession(self._names, self.autosave, parent=self)
            self._connect_session(self._session)
            self._watch_notices()  # a session's searches may have news
        return self._session

    def _names(self, key: str, count: int) -> list[str]:
        return kit_registry.get_kit(key).colour_names(count)

    @property
    def controller(self) -> GameController | None:
        return self._session.controller if self._session is not None else None

    # the game shown (``ui.window.game_screen``), as the helpers and tests reach it
    @property
    def kit(self) -> GameKit | None:
        return self.game_screen.kit

    @property
    def game_page(self) -> GamePage | None:
        return self.game_screen.page

    @property
    def history(self) -> HistoryNavigator | None:
        return self.game_screen.history

    @property
    def view(self) -> BoardView | None:
        return self.game_screen.view

    def prompt(self) -> str:
        return self.game_screen.prompt()

    @property
    def viewing(self) -> int | None:
        """The ply of the earlier position shown read-only, if one is."""
        return self._session.viewing if self._session is not None else None

    @property
    def file_path(self) -> Path | None:
        return self._session.file_path if self._session is not None else None

    @property
    def computer_delay_ms(self) -> int:
        return self.session.computer_delay_ms

    @computer_delay_ms.setter
    def computer_delay_ms(self, delay: int) -> None:
        self.session.computer_delay_ms = delay

    # the game page's parts, as menus and tests reach them
    move_list = _page_part("move_list")
    player_panels = _page_part("player_panels")
    back_button = _page_part("back_button")
    undo_button = _page_part("undo_button")
    redo_button = _page_part("redo_button")
    game_title = _page_part("game_title")

    # ================================================================== the actions and menus
    def ensure_menus(self) -> WindowMenus:
        """The menus and the toolbar (``ui.window.menus``), built now if not yet (after the map)."""
        if self._menus is None:
            from morra_suite.ui.window.menus import WindowMenus

            self._menus = WindowMenus(self)
            self._menus.build()
            self.update_actions()
            if self.isVisible():  # shown at once, not on the next turn (as Qt shows new children)
                QMainWindow.menuBar(self).show()
                self.toolbar.show()
        return self._menus

    def menus_built(self) -> bool:
        return self._menus is not None

    def action(self, name: str) -> QAction:
        """The table's action ``name`` (``"undo"``), or a game's (``"learn.<game>"``)."""
        return self.ensure_menus().action(name)

    if not TYPE_CHECKING:  # for the type checker the actions are ``action(name)``

        def __getattr__(self, name: str) -> Any:
            """``window.undo_action``: the table's action (the menus built now if need be)."""
            from morra_suite.ui.window.actions import action_names  # (after the first frame)

            if name.endswith("_action") and name[: -len("_action")] in action_names():
                return self.action(name[: -len("_action")])
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    @property
    def toolbar(self) -> QToolBar:
        toolbar = self.ensure_menus().toolbar
        assert toolbar is not None
        return toolbar

    def menuBar(self) -> QMenuBar:
        """The menu bar with its menus (built now if they were not yet)."""
        self.ensure_menus()
        return super().menuBar()

    def extra_action(self, key: str, name: str) -> QAction:
        """The menu item ``name`` that game ``key``'s kit brings (Morra's ``"designer"``)."""
        return self.ensure_menus().extra_action(key, name)

    def update_actions(self) -> None:
        """Every action's ``enabled`` predicate evaluated again (if menus or a game page are)."""
        if self._menus is None and self.game_page is None:
            return
        menus = self.ensure_menus()
        menus.update(self._session)
        if self.game_page is not None:
            self.game_page.set_history_buttons(
                self.viewing is not None,
                menus.actions["undo"].isEnabled(),
                menus.actions["redo"].isEnabled(),
            )

    # the menus' host (``ui.window.host.MenuHost``)
    def recent_menu(self) -> QMenu:
        return self.recent.menu

    def fill_language_menu(self, menu: QMenu) -> None:
        self.preferences.fill_language_menu(menu)

    def game_titles(self) -> list[tuple[str, str]]:
        return [(key, card.title) for key, card in self.chooser.cards.items()]

    def available_kits(self) -> dict[str, GameKit]:
        return kit_registry.available_kits()

    # ================================================================== start-up
    def render_cards(self) -> None:
        self.cards.render_all()

    def render_card(self, key: str) -> None:
        self.cards.render_card(key)

    def offer_resume(self) -> None:
        """Offers a crash's autosave if one may be there (``may_hold_game``); bad settings said."""
        self.preferences.check_settings()
        if self.autosave.may_hold_game():
            self.files.offer_resume()

    # ================================================================== starting games
    def show_chooser(self) -> None:
        self.session.return_to_game()
        self.pages.setCurrentWidget(self.chooser)
        self.update_title()
        self.set_status(self.tr("Choose a game to begin."))

    def new_game_dialog(self, key: str | None = None) -> Any:
        """Opens the New Game dialog (not blocking); returns it."""
        from morra_suite.ui.dialogs.new_game_dialog import open_new_game

        return open_new_game(self, key)

    def focus_board(self) -> None:
        """Activates the window and gives its board the keyboard."""
        if self.view is not None and self.view.isVisible():
            self.activateWindow()
            self.view.setFocus()

    def start_game(
        self,
        key: str,
        variant: str | None = None,
        rules: Any = None,
        players: list[Any] | None = None,
        count: int | None = None,
    ) -> None:
        """A new game of ``key`` (rules from the Settings unless given); ``players``: ``Seat``s or
        ``(name, is_computer, level)``, else people with the colours' names."""
        game = kit_registry.get_kit(key).game
        variant, rules = self.preferences.rules_to_start(game, variant, rules)
        self.session.start(key, variant, rules, players or [], count)

    def start_from_position(self, key: str, text: str, players: list[Any] | None = None) -> bool:
        """Starts a game of ``key`` from a position string; bad text gives a message."""
        from PySide6.QtWidgets import QMessageBox

        kit_registry.get_kit(key)  # a game without a kit cannot be shown
        try:
            self.session.start_from_position(key, text, players or [])
        except ValueError as exc:
            self.show_message(
                QMessageBox.Icon.Warning,
                self.tr("Bad position"),
                self.tr("The position could not be read: %1").replace("%1", str(exc)),
            )
            return False
        return True

    # ================================================================== session -> window
    def _connect_session(self, session: GameSession) -> None:
        # a change of the game reaches the window once, after its board drew it (the game
        # screen's ``_board_shown``): the actions are evaluated there, once per change
        self.game_screen.follow(session)
        session.autosave_failed.connect(self._autosave_failed)
        session.computer_notice.connect(self.set_status)
        session.autosave_recovered.connect(self.autosave_banner.recovered)
        from morra_suite.controllers import learn_store
        from morra_suite.controllers.learn_results import GameResultRecorder
        from morra_suite.ui.sound.cues import SoundCues  # the session's events heard

        self._results = GameResultRecorder(session, learn_store.progress)  # for My Progress
        self.sound_cues = SoundCues(session, kit_registry.get_kit, self.status.announcer, self)

    def sound_on(self) -> bool:  # View › Sound's first state
        from morra_suite.ui.sound import settings as sound_settings  # (after the first frame)

        return sound_settings.is_on()

    def _autosave_failed(self, error: str) -> None:
        """A warning that stays (the banner) and the reason now (the status line)."""
        self.autosave_banner.failed(self.session.autosave.folder, error)
        self.set_status(self.tr("Autosave failed: %1").replace("%1", error))

    # the game screen's host (``ui.window.game_screen.ScreenHost``)
    def game_on(self, view: BoardView | None) -> None:
        self.play_actions.game_started(view)
        self.update_actions()

    # ================================================================== history
    def view_position(self, index: int) -> None:
        """Shows the position after ``index`` moves read-only, until ``return_to_game``."""
        self.session.view_position(index)

    def return_to_game(self) -> None:
        self.session.return_to_game()

    # ================================================================== what the actions do
    def undo(self) -> None:
        self.session.undo()

    def redo(self) -> None:
        self.session.redo()

    # the table's slots that guard the game shown, or hand the work to a helper
    def new_game_guarded(self) -> None:
        self.unsaved.guard(self.new_game_dialog)

    def chooser_guarded(self) -> None:
        self.unsaved.guard(self.show_chooser)

    def open_guarded(self) -> None:
        self.unsaved.guard(self.files.open_dialog)

    def set_full_screen(self, full: bool) -> None:
        if full:
            self.showFullScreen()
        else:
            self.showNormal()

    def set_status(self, text: str) -> None:
        self.status.set(text)

    def status_text(self) -> str:
        return self.status.text()

    def update_title(self) -> None:
        """ "Nine Men's Morris — game.pgn*" (``GameScreen.title``) with Qt's unsaved mark; the
        desktop adds the app's display name, which alone is the chooser's title."""
        from PySide6.QtGui import QGuiApplication

        title = None if self.showing_chooser() else self.game_screen.title(self._session)
        self.setWindowTitle(title + "[*]" if title else QGuiApplication.applicationDisplayName())
        self.setWindowModified(
            bool(title) and self._session is not None and self._session.needs_saving
        )

    # ================================================================== files, settings, help
    def save(self) -> bool:
        return self.files.save()

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        return self.files.save_to(path)

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        return self.files.open_file(path)

    def open_settings(
        self, key: str | None = None, after: Any = None, chosen: tuple[str, Any] | None = None
    ) -> Any:
        """The rules Settings of ``key`` (default: the game shown), editing ``chosen`` if given."""
        return self.preferences.open_settings(
            key or (self.kit.key if self.kit is not None else "mill"), after, chosen
        )

    # ================================================================== the helpers' host
    def widget(self) -> QMainWindow:
        return self

    def existing_session(self) -> GameSession | None:
        return self._session

    def keep_message(self, box: QMessageBox) -> None:
        self.messages.append(box)
        self.centre_dialog(box)  # the helpers' questions open next, in the middle too

    def centre_dialog(self, dialog: QWidget) -> None:
        from morra_suite.ui.dialogs.dialog_placement import centre_on

        centre_on(dialog, self)

    def open_dialog(self, dialog: QWidget, modal: bool = True, centred: bool = True) -> None:
        self.dialog = dialog
        if centred:
            self.centre_dialog(dialog)
        if modal and hasattr(dialog, "open"):
            dialog.open()
        else:
            dialog.show()

    def remember_file(self, path: os.PathLike[str] | str) -> None:
        self.recent.add(path)

    def last_folder(self) -> Path:
        return self.recent.last_folder()

    def guard_unsaved(self, action: Any) -> None:
        self.unsaved.guard(action)

    def showing_chooser(self) -> bool:
        return self.pages.currentWidget() is self.chooser

    def show_message(self, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
        """A message that does not block (tests read ``messages``); the game goes on behind it."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAccessibleName(title)
        box.setAccessibleDescription(text)
        self.keep_message(box)
        box.open()
        return box

    # ================================================================== closing
    def restore_geometry(self, early: dict[str, object] | None = None) -> None:
        """The last size and place (``stored_geometry``: the launcher's, read before the map
        without ``QSettings``); a stale one goes once the settings writer is in."""
        geometry = stored_geometry(early)
        if geometry is not None and not self.restoreGeometry(geometry):
            QTimer.singleShot(0, lambda: app_settings().remove("window/geometry"))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.unsaved.may_close(event):
            return  # asked whether to save first; closes once answered
        if self._cards is not None:
            self._cards.stop()
        if self._files is not None:
            self._files.stop_reading()
        if self._session is not None:
            # a clean quit leaves nothing to resume: the game was saved, let go, or had nothing
            # to lose; only a close forced past the question keeps it for the next start
            keep = self._session.needs_saving and not self.unsaved.discarded_at_close
            self._session.shutdown(keep_autosave=keep)
        app_settings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)


if TYPE_CHECKING:  # the window is each helper's host: ``WindowHelpers`` hands it on as ``Any``

    def _hosts(window: MainWindow) -> tuple[Host, FilesHost, RecentHost, UnsavedHost]:
        return window, window, window, window

    def _more_hosts(window: MainWindow) -> tuple[PreferencesHost, ScreenHost]:
        return window, window
