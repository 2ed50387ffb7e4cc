"""The main window: layout, menus and wiring, with a declared interface.

A ``GameSession`` (``morra_suite.controllers.session``) owns the game: record, seats, history
browsing, autosave and resume. Each game's ``GameKit`` (``morra_suite.ui.kits``) brings its words
and its ``BoardView``. The window wires the view's intents to the session, and each change of the
game reaches it once, after the board drew it (``_board_shown``). Its actions are one table
(``ui.actions``: name, words, shortcut, slot, enabled-when on the session), laid out by
``ui.menus`` and kept as the attributes declared below; the predicates are evaluated again once
per change. Its helpers (files, preferences,
hint, analysis panel, review, history, unsaved changes, recent files, positions, players) get
the window as a small host protocol (``ui.host``) and never import this module.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QStackedWidget

from morra_suite.ui import kits as kit_registry
from morra_suite.ui.app_config import configure_application
from morra_suite.ui.chooser import GameChooser
from morra_suite.ui.preferences import Preferences
from morra_suite.ui.status_line import StatusLine
from morra_suite.ui.window_actions import ActionsWindow
from morra_suite.ui.window_helpers import LazyHelpers
from morra_suite.ui.window_start import WindowWatch

if TYPE_CHECKING:  # imported when first needed, so the window shows sooner
    from pathlib import Path

    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

    from morra_suite.controllers.game_controller import GameController
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.board_binding import BoardBinding
    from morra_suite.ui.game_kit import BoardView, GameKit
    from morra_suite.ui.game_page import GamePage

__all__ = ["MainWindow", "configure_application"]


def _page_part(name: str) -> Any:
    """A widget of the game page, reached as the window's (``window.move_list``)."""
    return property(lambda window: getattr(window._page(), name))


class MainWindow(LazyHelpers, ActionsWindow):
    """The application window. Public methods are what menus, dialogs and tests call; it is the
    ``Host`` of its helpers (``ui.host``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        configure_application()
        self.setAccessibleName(self.tr("Morra Suite"))
        self.resize(1180, 780)
        self.kit: GameKit | None = None
        self.messages: list[QMessageBox] = []
        self.dialog: Any = None
        self._session: GameSession | None = None  # made when first needed: start-up is lighter
        self.preferences = Preferences(self)
        self._menus = None
        self.analysis_wanted = False  # View › Analysis ticked (shown on the game page)
        self.game_page: GamePage | None = None
        self.binding: BoardBinding | None = None
        self.pages = QStackedWidget()
        self.pages.setAccessibleName(self.tr("Main area"))
        self.chooser = GameChooser(kit_registry.chooser_cards())
        self.chooser.game_chosen.connect(self.new_game_dialog)
        self.pages.addWidget(self.chooser)
        self.setCentralWidget(self.pages)
        self.status = StatusLine(self.statusBar(), lambda: self.session)
        self.set_status(self.tr("Choose a game to begin."))
        self.update_title()  # the menus and the toolbar come on the first turn (``first_shown``)
        self.watch = WindowWatch(self, self)  # first show and language changes, from the loop

    def language_installed(self) -> None:
        self.watch.catch_up()

    def palette_changed(self) -> None:
        """Another theme (``ui.window_start``): the chooser's cards take its colours."""
        self.chooser.restyle()

    def first_shown(self) -> None:
        """The first turn with the window shown (``ui.window_start``): the icons, the chooser's
        pictures, the chooser's watch of its resizes and the notices come now, after the menus
        and the toolbar (``ui.window_actions``)."""
        self.ensure_menus()
        self.chooser.watch_resizes()
        self.status.watch_resizes()
        self.cards.start()
        self.notice_watch  # noqa: B018  (made and looking)
        if not getattr(self, "_dressed", False):
            self.dress_actions()

    def retranslate_ui(self) -> None:
        """The window in the language installed now (on ``QEvent.LanguageChange``): the menus
        are built again in it (their shortcuts' names too), the chooser's pictures, the side
        panel, the board and the status line follow; nothing is restarted. The game page
        retranslates its own words (its ``changeEvent``), the chooser is told here. Menus not
        built yet are built in the language of then."""
        rebuild = self.menus_built()
        if rebuild:
            self._drop_menus()
        self.chooser.retranslate_ui()  # before the menus: Help › Rules uses its titles
        if self.made("recent"):
            self.recent.retranslate()
        if rebuild:
            self._build_menus()
        self.setAccessibleName(self.tr("Morra Suite"))
        self.pages.setAccessibleName(self.tr("Main area"))
        self._update_actions()
        self.update_title()
        if self.made("cards") and self.cards.started:
            self.cards.load_cached()  # pictures in the new language (cached per language)
        if self.game_page is not None and self.binding is not None and self.kit is not None:
            self.binding.set_names()
            self.binding.show()  # redraws board and side panel, and asks for the prompt
        if self.showing_chooser():
            self.set_status(self.tr("Choose a game to begin."))
        if self.made("autosave_banner"):
            self.autosave_banner.retranslate()

    # ================================================================== what the window shows
    @property
    def session(self) -> GameSession:
        """The game session, made (and wired) when first needed."""
        if self._session is None:
            from morra_suite.controllers.session import GameSession

            self._session = GameSession(self._names, self.autosave, parent=self)
            self._connect_session(self._session)
            self.notice_watch  # noqa: B018  (made: a session's searches may have news)
        return self._session

    def _names(self, key: str, count: int) -> list[str]:
        return kit_registry.get_kit(key).colour_names(count)

    @property
    def controller(self) -> GameController | None:
        return self._session.controller if self._session is not None else None

    @property
    def view(self) -> BoardView | None:
        return self.game_page.view if self.game_page is not None else None

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

    def _page(self) -> GamePage:
        if self.game_page is None:
            raise RuntimeError("no game has been started")
        return self.game_page

    # ================================================================== start-up
    def render_cards(self) -> None:
        self.cards.render_all()

    def render_card(self, key: str) -> None:
        self.cards.render_card(key)

    def offer_resume(self) -> None:
        """After a crash or kill: offers the autosaved game (and reports unreadable settings)."""
        self.preferences.check_settings()
        self.files.offer_resume()

    def resume_autosave(self, payload: dict[str, Any] | None = None) -> bool:
        return self.files.resume(payload)

    # ================================================================== starting games
    def show_chooser(self) -> None:
        self.session.return_to_game()
        self.pages.setCurrentWidget(self.chooser)
        self.update_title()
        self.set_status(self.tr("Choose a game to begin."))

    def new_game_dialog(self, key: str | None = None) -> Any:
        """Opens the New Game dialog (not blocking); returns it."""
        from PySide6.QtWidgets import QMessageBox

        from morra_suite.ui.new_game_dialog import NewGameDialog

        kits = self.available_kits()
        if not kits:
            self.show_message(
                QMessageBox.Icon.Warning, self.tr("No games"), self.tr("No game can be loaded.")
            )
            return None
        selected = key or (self.kit.key if self.kit else "mill")
        session = self._session
        playing = (
            (session.key, session.variant, session.rules)
            if session is not None and session.has_game and session.key is not None
            else None
        )
        dialog = NewGameDialog(kits, selected, self, playing)
        dialog.settings_requested.connect(
            lambda k: self.open_settings(
                k,
                after=dialog.reload_variants,
                chosen=(dialog.chosen_variant(), dialog.chosen_rules()),
            )
        )
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        self.dialog = dialog
        self.centre_dialog(dialog)
        dialog.open()
        return dialog

    def _start_from_dialog(self, dialog: Any) -> None:
        dialog.remember_players()
        self.start_game(
            dialog.kit.key,
            dialog.chosen_variant(),
            dialog.chosen_rules(),
            dialog.players(),
            dialog.player_count(),
        )
        # the dialog is going: the window is the active one again and its board takes the keys
        # at once (Morra's hidden hands are played by keys: no click on the board first)
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self, self.focus_board)

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
        """Starts a new game of ``key``: rules from the Settings unless given; ``players`` are
        ``Seat``s or ``(name, is_computer, level)``; default: people with the colours' names."""
        game = kit_registry.get_kit(key).game
        if rules is None:
            stored_variant, stored_rules = self.preferences.stored_rules(game)
            variant = variant or stored_variant
            rules = stored_rules if variant == stored_variant else game.rules_for(variant)
        variant = variant or game.default_variant()
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
        # a change of the game reaches the window once, after its board drew it (``_board_shown``)
        session.game_started.connect(self._game_started)
        session.move_rejected.connect(lambda reason: self.status.refused(reason, self.prompt()))
        session.thinking_changed.connect(self.status.thinking_changed)
        session.autosave_failed.connect(self._autosave_failed)
        session.computer_notice.connect(self.set_status)
        session.autosave_recovered.connect(self.autosave_banner.recovered)
        self._results = _result_recorder(session)  # games against the computer, for My Progress

    def _autosave_failed(self, error: str) -> None:
        """A warning that stays (the banner) and the reason now (the status line)."""
        self.autosave_banner.failed(self.session.autosave.folder, error)
        self.set_status(self.tr("Autosave failed: %1").replace("%1", error))

    def _build_game_page(self) -> GamePage:
        from morra_suite.ui.game_page import GamePage
        from morra_suite.ui.history_bar import HistoryNavigator

        page = GamePage()
        page.ply_chosen.connect(self._move_row_chosen)
        page.back_button.clicked.connect(self.return_to_game)
        page.undo_button.clicked.connect(self.undo)
        page.redo_button.clicked.connect(self.redo)
        page.new_button.clicked.connect(self.unsaved.guarded(self.new_game_dialog))
        self.history = HistoryNavigator(self, page.history_bar)  # buttons, keys, continuing
        self.pages.addWidget(page)
        return page

    def _game_started(self) -> None:
        """A new game is on: its board (a new one for another game), panels, page."""
        from morra_suite.ui.board_binding import BoardBinding

        page = self.game_page = self.game_page or self._build_game_page()
        assert self.session.key is not None
        kit = kit_registry.get_kit(self.session.key)
        if self.kit is not kit or page.view is None:
            if self.binding is not None:
                self.binding.unbind()
            view = kit.create_view(page.board_area)
            page.set_view(view, kit.title)
            self.binding = BoardBinding(view, kit, self.session)
            self.binding.shown.connect(self._board_shown)
            view.status_message.connect(self.status.from_board)
            view.set_show_coordinates(self.preferences.show_coordinates)
            view.set_show_targets(self.preferences.show_targets)
            self.history.bind_view(view)
        self.kit = kit
        self.play_actions.game_started(page.view)
        self._update_actions()
        page.set_player_count(len(self.session.seats))
        self.pages.setCurrentWidget(page)
        if self.analysis_wanted:
            self.show_analysis(True)
        page.view.setFocus()  # type: ignore[union-attr]

    def _board_shown(self, what: frozenset[str]) -> None:
        """The board has drawn a change (once per change, ``BoardBinding.shown``): the side
        panel, the actions and the title follow it, once each, and the status line when the
        position or the turn changed (a computer's failure stays said)."""
        from morra_suite.ui.board_binding import DRAWN

        if self.session.controller is None or self.kit is None or self.view is None:
            return
        self._refresh_side()
        self._update_actions()
        self.update_title()
        if what & DRAWN:
            self.status.show_game(self.kit, self.view)

    def _refresh_side(self) -> None:
        if self.game_page is not None and self.kit is not None:
            self.game_page.refresh_players(self.kit, self.session)
            self.game_page.refresh_moves(self.session)

    def prompt(self) -> str:
        """What to do now; once the game is over (a resignation too), how it ended."""
        outcome = self.controller.outcome() if self.controller is not None else None
        if outcome is not None and self.kit is not None:
            return self.kit.describe_end(outcome, self.session.names)
        return self.view.prompt() if self.view is not None else ""

    # ================================================================== history
    def _move_row_chosen(self, row: int) -> None:
        if self.controller is not None and row == self.controller.record.cursor:
            self.return_to_game()
        else:
            self.view_position(row)

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

    def show_hint(self) -> bool:
        from morra_suite.ui.hint import Hint

        return Hint.of(self).request()

    def show_analysis(self, shown: bool) -> None:
        """View › Analysis: the words under the move list and the bar beside the board, on the
        game page (asked for on the chooser, they come with the next game)."""
        from morra_suite.ui.analysis_panel import AnalysisPanel

        self.analysis_wanted = shown
        if self.game_page is None:
            return
        panel = self.findChild(AnalysisPanel)
        if panel is None:
            panel = AnalysisPanel.of(self)
            self.game_page.place_analysis(panel, panel.gauge)
            panel.closed.connect(lambda: self.analysis_action.setChecked(False))
        panel.setVisible(shown)

    def open_players(self) -> Any:
        from morra_suite.ui.players_dialog import open_players

        return open_players(self)

    def review_game(self) -> Any:
        from morra_suite.ui.review import ReviewDialog

        self.dialog = ReviewDialog.open_for(self)
        return self.dialog

    def copy_position(self) -> None:
        from morra_suite.ui import position_actions

        position_actions.copy_position(self)

    def paste_position(self) -> None:
        from morra_suite.ui import position_actions

        position_actions.paste_position(self)

    def set_up_position(self) -> Any:
        from morra_suite.ui import position_actions

        return position_actions.set_up_position(self)

    def set_show_coordinates(self, show: bool) -> None:
        self.preferences.set_show_coordinates(show)

    def set_show_targets(self, show: bool) -> None:
        self.preferences.set_show_targets(show)

    def set_language(self, choice: str) -> None:
        self.preferences.set_language(choice)

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
        """ "Nine Men's Morris — game.pgn*": the game, its file, the position looked at, and
        Qt's unsaved mark (``[*]``). The application's name is not written: the desktop adds
        the display name itself (``QGuiApplication.applicationDisplayName``), which alone is
        the chooser's title."""
        from PySide6.QtGui import QGuiApplication

        session = self._session
        playing = self.kit is not None and session is not None and session.has_game
        if not playing or self.showing_chooser():
            self.setWindowModified(False)
            self.setWindowTitle(QGuiApplication.applicationDisplayName())
            return
        assert self.kit is not None and session is not None
        parts = [self.kit.game_title(session.variant, session.rules)]
        if self.file_path is not None:
            parts.append(self.file_path.name)
        if self.game_page is not None and (after := self.history.title_part()):
            parts.append(after)
        self.setWindowTitle(" — ".join(parts) + "[*]")
        self.setWindowModified(session.needs_saving)

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
        """The rules Settings of ``key`` (default: the current game); OK stores them.
        ``chosen``: the (variant, rules) New Game has chosen, which the dialog then edits."""
        return self.preferences.open_settings(
            key or (self.kit.key if self.kit is not None else "mill"), after, chosen
        )

    def show_rules(self, key: str, title: str) -> Any:
        from morra_suite.ui.text_dialogs import RulesDialog

        self.dialog = RulesDialog(key, title, self)
        self.centre_dialog(self.dialog)
        self.dialog.open()
        return self.dialog

    def show_about(self) -> Any:
        """The About text (``resources/about/<language>.md``) in a dialog."""
        from morra_suite.ui.text_dialogs import AboutDialog

        self.dialog = AboutDialog(self)
        self.centre_dialog(self.dialog)
        self.dialog.open()
        return self.dialog

    # ================================================================== the helpers' host
    def widget(self) -> QMainWindow:
        return self

    def existing_session(self) -> GameSession | None:
        return self._session

    def keep_message(self, box: QMessageBox) -> None:
        self.messages.append(box)
        self.centre_dialog(box)  # the helpers' questions open next, in the middle too

    def centre_dialog(self, dialog: QWidget) -> None:
        from morra_suite.ui.dialog_placement import centre_on

        centre_on(dialog, self)

    def open_dialog(self, dialog: QWidget, modal: bool = True) -> None:
        self.dialog = dialog
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
        self.messages.append(box)
        self.centre_dialog(box)
        box.open()
        return box

    # ================================================================== closing
    def restore_geometry(self) -> None:
        """Where and how big the window was last time (the launcher calls it before showing)."""
        geometry = QSettings().value("window/geometry")
        if geometry is not None and not self.restoreGeometry(geometry):
            QSettings().remove("window/geometry")

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.unsaved.may_close(event):
            return  # asked whether to save first; closes once answered
        if self.made("cards"):
            self.cards.stop()
        if self.made("files"):
            self.files.stop_reading()
        if self._session is not None:
            # a clean quit leaves nothing to resume: the game was saved, let go, or had nothing
            # to lose; only a close forced past the question keeps it for the next start
            keep = self._session.needs_saving and not self.unsaved.discarded_at_close
            self._session.shutdown(keep_autosave=keep)
        QSettings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)


def _result_recorder(session: GameSession) -> Any:
    """The hook that records finished games against the computer in the learner's progress."""
    from morra_suite.controllers import learn_store
    from morra_suite.controllers.learn_results import GameResultRecorder

    return GameResultRecorder(session, learn_store.progress)
