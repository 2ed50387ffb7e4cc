"""The main window: layout, menus and wiring.

A ``GameSession`` (``morra_suite.controllers.session``) owns the game: record, seats, history
browsing, autosave and resume. Each game's ``GameKit`` (``morra_suite.ui.kits``) brings its words
and its ``BoardView``. The window wires the view's intents to the session and redraws from the
session's signals; files (``ui.files``), settings and language (``ui.preferences``), the
chooser's pictures (``ui.card_pictures``) and the game page (``ui.game_page``) live beside it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from morra_suite.controllers.files import Autosave
from morra_suite.ui import kits as kit_registry
from morra_suite.ui import menus, position_actions
from morra_suite.ui.app_config import configure_application
from morra_suite.ui.autosave_banner import AutosaveBanner
from morra_suite.ui.card_pictures import CardPictures, short_error
from morra_suite.ui.chooser import GameChooser
from morra_suite.ui.files import GameFiles
from morra_suite.ui.preferences import Preferences
from morra_suite.ui.recent_files import RecentFiles
from morra_suite.ui.status_line import StatusLine
from morra_suite.ui.unsaved import UnsavedGuard

if TYPE_CHECKING:  # imported when first needed, so the window shows sooner
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from morra_suite.controllers.game_controller import GameController
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.board_binding import BoardBinding
    from morra_suite.ui.game_kit import BoardView, GameKit
    from morra_suite.ui.game_page import GamePage

__all__ = ["MainWindow", "configure_application"]


def _page_part(name: str) -> Any:
    """A widget of the game page, reached as the window's (``window.move_list``)."""
    return property(lambda window: getattr(window._page(), name))


class MainWindow(QMainWindow):
    """The application window. Public methods are what menus, dialogs and tests call."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        configure_application()
        self.setWindowTitle(self.tr("Morra Suite"))
        self.setAccessibleName(self.tr("Morra Suite"))
        self.resize(1180, 780)
        self.kit: GameKit | None = None
        self.messages: list[QMessageBox] = []
        self.dialog: Any = None
        self._session: GameSession | None = None  # made when first needed: start-up is lighter
        self.autosave = Autosave()  # the session writes it (``--smoke`` sets its own first)
        self.preferences = Preferences(self)
        self.files = GameFiles(self)
        self.unsaved, self.recent = UnsavedGuard(self), RecentFiles(self)
        self.game_page: GamePage | None = None
        self.binding: BoardBinding | None = None
        self.pages = QStackedWidget()
        self.pages.setAccessibleName(self.tr("Main area"))
        self.chooser = GameChooser(kit_registry.chooser_cards())
        self.chooser.game_chosen.connect(self.new_game_dialog)
        self.pages.addWidget(self.chooser)
        self.setCentralWidget(self.pages)
        self.cards = CardPictures(
            self.chooser, lambda: self.autosave.folder, self.devicePixelRatioF, self
        )
        self._build_menus()
        self.status = StatusLine(self.statusBar(), lambda: self.session)
        self.autosave_banner = AutosaveBanner()
        self.statusBar().addPermanentWidget(self.autosave_banner)
        self.busy = self.status.busy
        self.set_status(self.tr("Choose a game to begin."))
        self._update_actions()

    # ================================================================== menus
    def _action(
        self, text: str, slot: Any, shortcut: Any = None, checked: bool | None = None
    ) -> QAction:
        return menus.make_action(self, text, slot, shortcut, checked)

    def _build_menus(self) -> None:
        menus.build_menus(self)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._untranslated = not self.isVisible()  # a hidden window catches up when shown
            if not self._untranslated:
                self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """A new language, live: menus (built again), chooser, page and board speak it."""
        self.preferences.retranslate_window()
        self.autosave_banner.retranslate()

    # ================================================================== what the window shows
    @property
    def session(self) -> GameSession:
        """The game session, made (and wired) when first needed."""
        if self._session is None:
            from morra_suite.controllers.session import GameSession

            self._session = GameSession(self._names, self.autosave, parent=self)
            self._connect_session(self._session)
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
    def viewing(self) -> int | None:
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

    def _page(self) -> GamePage:
        if self.game_page is None:
            raise RuntimeError("no game has been started")
        return self.game_page

    def available_kits(self) -> dict[str, GameKit]:
        return kit_registry.available_kits()

    # ================================================================== start-up
    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.cards.start()
        if getattr(self, "_untranslated", False):
            self._untranslated = False
            self.retranslate_ui()

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
        self.set_status(self.tr("Choose a game to begin."))

    def new_game_dialog(self, key: str | None = None) -> Any:
        """Opens the New Game dialog (not blocking); returns it."""
        from PySide6.QtWidgets import QMessageBox

        from morra_suite.ui.dialogs import NewGameDialog

        kits = self.available_kits()
        if not kits:
            self.show_message(
                QMessageBox.Icon.Warning, self.tr("No games"), self.tr("No game can be loaded.")
            )
            return None
        selected = key or (self.kit.key if self.kit else "mill")
        dialog = NewGameDialog(kits, selected, self)
        dialog.settings_requested.connect(
            lambda k: self.open_settings(k, after=dialog.reload_variants)
        )
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        self.dialog = dialog
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
        session.game_started.connect(self._game_started)
        session.state_changed.connect(self._state_changed)
        session.move_rejected.connect(lambda reason: self.status.refused(reason, self.prompt()))
        session.thinking_changed.connect(self.status.thinking_changed)
        session.thinking_changed.connect(lambda _: self._refresh_side())
        session.choices_changed.connect(lambda _: self._refresh_side())
        session.can_undo_changed.connect(lambda _: self._update_actions())
        session.can_redo_changed.connect(lambda _: self._update_actions())
        session.autosave_failed.connect(self._autosave_failed)
        session.computer_notice.connect(self.set_status)
        session.autosave_recovered.connect(self.autosave_banner.recovered)

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
        page.set_player_count(len(self.session.seats))
        self.pages.setCurrentWidget(page)
        page.view.setFocus()  # type: ignore[union-attr]

    def _state_changed(self, state: Any) -> None:
        if self.session.viewing is not None and self.game_page is not None:
            self.game_page.refresh_moves(self.session)  # a computer moved meanwhile

    def _board_shown(self) -> None:
        """The board is redrawn: the side panel, the actions and the status line follow it."""
        if self.session.controller is None or self.kit is None or self.view is None:
            return
        self._refresh_side()
        self._update_actions()
        self.update_title()
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

    # ================================================================== actions
    def _update_actions(self) -> None:
        controller = self.controller
        has_game = controller is not None and controller.has_game
        can_undo = controller is not None and has_game and controller.can_undo
        can_redo = controller is not None and has_game and controller.can_redo
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(can_redo)
        if self.game_page is not None:
            self.game_page.set_history_buttons(self.viewing is not None, can_undo, can_redo)
        for action in (self.save_action, self.save_as_action, self.copy_action, self.hint_action):
            action.setEnabled(has_game)
        for action in (
            self.paste_action,
            self.setup_action,
            self.review_action,
            self.players_action,
        ):
            action.setEnabled(has_game)

    def undo(self) -> None:
        self.session.undo()

    def redo(self) -> None:
        self.session.redo()

    def show_hint(self) -> bool:
        from morra_suite.ui.hint import Hint

        return Hint.of(self).request()

    def show_analysis(self, shown: bool) -> None:
        from morra_suite.ui.analysis_panel import AnalysisPanel

        AnalysisPanel.of(self).setVisible(shown)

    def review_game(self) -> Any:
        from morra_suite.ui.review import ReviewDialog

        self.dialog = ReviewDialog.open_for(self)
        return self.dialog

    def copy_position(self) -> None:
        position_actions.copy_position(self)

    def paste_position(self) -> None:
        position_actions.paste_position(self)

    def set_up_position(self) -> Any:
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
        parts = [self.tr("Morra Suite")]
        if self.kit is not None and self._session is not None and self._session.has_game:
            parts.append(self.kit.game_title(self._session.variant, self._session.rules))
        if self.file_path is not None:
            parts.append(self.file_path.name)
        if self.game_page is not None and (after := self.history.title_part()):
            parts.append(after)
        self.setWindowTitle(" — ".join(parts))

    # ================================================================== files, settings, help
    def save(self) -> bool:
        return self.files.save()

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        return self.files.save_to(path)

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        return self.files.open_file(path)

    def open_settings(self, key: str | None = None, after: Any = None) -> Any:
        """The rules Settings of ``key`` (default: the current game); OK stores them."""
        return self.preferences.open_settings(
            key or (self.kit.key if self.kit is not None else "mill"), after
        )

    def open_designer(self) -> Any:
        """Game › New Morra Board…: the board designer (``ui.morra.designer``), not modal."""
        from morra_suite.ui.morra.designer import BoardDesigner

        self.dialog = BoardDesigner(self)
        self.dialog.show()
        return self.dialog

    def show_rules(self, key: str, title: str) -> Any:
        from morra_suite.ui.dialogs import RulesDialog

        self.dialog = RulesDialog(key, title, self)
        self.dialog.open()
        return self.dialog

    def show_about(self) -> Any:
        """The About text (``resources/about/<language>.md``) in a dialog."""
        from morra_suite.ui.dialogs import AboutDialog

        self.dialog = AboutDialog(self)
        self.dialog.open()
        return self.dialog

    def show_message(self, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
        """A message that does not block (tests read ``messages``); the game goes on behind it."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAccessibleName(title)
        box.setAccessibleDescription(text)
        self.messages.append(box)
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
        self.cards.stop()
        if self._session is not None:
            self._session.shutdown(keep_autosave=not self.unsaved.discarded_at_close)
        QSettings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)


_short = short_error  # the old name, for callers of the window module
