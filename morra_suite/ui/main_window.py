"""The main window: game chooser, board, side panel, move list, status line, menus and files.

Game-neutral: a game is a ``GameKit`` from ``morra_suite.ui.kits`` (loaded on first use) with its
``BoardView``; a ``GameController`` owns the game. The window wires the view's intents to the
controller and redraws everything from the controller's state on ``state_changed``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSettings, QSize, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QIcon, QKeySequence, QPixmap
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QWidget

from morra_suite import __version__
from morra_suite.resources import resource_path
from morra_suite.ui import kits as kit_registry
from morra_suite.ui.chooser import GameChooser
from morra_suite.ui.storage import Autosave, RulesStore, write_atomic

if TYPE_CHECKING:  # imported when first needed, so the window shows sooner
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from morra_suite.controllers.game_controller import GameController, Seat
    from morra_suite.ui.game_kit import BoardView, GameKit

ORGANIZATION = "MorraSuite"
APPLICATION = "morra-suite"
DESKTOP_FILE_NAME = "io.github.morrasuite.MorraSuite"


def configure_application(app: QCoreApplication | None = None) -> None:
    """Names used by ``QSettings`` and ``QStandardPaths`` (the settings file, the data folder)."""
    if not QCoreApplication.organizationName():
        QCoreApplication.setOrganizationName(ORGANIZATION)
    if not QCoreApplication.applicationName() or QCoreApplication.applicationName() == "python":
        QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    app = app or QCoreApplication.instance()
    if isinstance(app, QGuiApplication):
        # The Wayland app id and the X11 window class, so the desktop matches the window to
        # io.github.morrasuite.MorraSuite.desktop (its icon, its name in the task switcher).
        QGuiApplication.setDesktopFileName(DESKTOP_FILE_NAME)
        app.setWindowIcon(application_icon())


def application_icon() -> QIcon:
    """The app icon in every rendered size; files are read only when a size is first drawn."""
    icon = QIcon()
    hicolor = resource_path("icons", "hicolor")
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        png = hicolor.joinpath(f"{size}x{size}", "apps", "morra-suite.png")
        if png.is_file():
            icon.addFile(str(png), QSize(size, size))
    return icon


class MainWindow(QMainWindow):
    """The application window. Public methods are what menus, dialogs and tests call."""

    def __init__(self, parent: QWidget | None = None) -> None:

        super().__init__(parent)
        configure_application()
        self.setWindowTitle(self.tr("Morra Suite"))
        self.setAccessibleName(self.tr("Morra Suite"))
        self.resize(1180, 780)
        self.kit: GameKit | None = None
        self.view: BoardView | None = None
        self.controller: GameController | None = None
        self.file_path: Path | None = None
        self.autosave = Autosave()
        self.viewing: int | None = None  # a past position shown read-only
        self.messages: list[QMessageBox] = []
        self.dialog: Any = None
        self.computer_delay_ms = 350
        self._cards_rendered = False
        self._refreshing = False
        self.show_targets = True
        self.show_coordinates = True
        self._build_pages()
        self._build_menus()
        self._build_status()
        self._read_view_settings()
        self._update_actions()

    # ================================================================== building
    def _build_pages(self) -> None:
        self.pages = QStackedWidget()
        self.pages.setAccessibleName(self.tr("Main area"))
        self.chooser = GameChooser(list(kit_registry.KIT_CLASSES))
        self.chooser.game_chosen.connect(self.choose_game)
        self.pages.addWidget(self.chooser)
        self.game_page: QWidget | None = None
        self.setCentralWidget(self.pages)

    def _build_game_page(self) -> None:
        """The board area and the side panel, built when the first game starts."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import (
            QGroupBox,
            QProgressBar,
            QPushButton,
            QSplitter,
            QVBoxLayout,
        )

        from morra_suite.ui.side_panel import MoveTable, PlayerPanel

        self.game_page = QSplitter(Qt.Orientation.Horizontal)
        self.game_page.setAccessibleName(self.tr("Game"))
        self.game_page.setChildrenCollapsible(False)
        self.board_area = QWidget()
        self.board_area.setAccessibleName(self.tr("Board area"))
        self.board_layout = QVBoxLayout(self.board_area)
        self.board_layout.setContentsMargins(0, 0, 0, 0)
        self.game_page.addWidget(self.board_area)
        self.side = QWidget()
        self.side.setAccessibleName(self.tr("Side panel"))
        self.side.setMinimumWidth(250)
        self.side.setMaximumWidth(380)
        side = QVBoxLayout(self.side)
        self.game_title = QLabel()
        self.game_title.setAccessibleName(self.tr("Game being played"))
        font = self.game_title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.game_title.setFont(font)
        self.game_title.setWordWrap(True)
        side.addWidget(self.game_title)
        self.players_group = QGroupBox(self.tr("Players"))
        self.players_group.setAccessibleName(self.tr("Players"))
        self.players_layout = QVBoxLayout(self.players_group)
        self.player_panels: list[PlayerPanel] = []
        side.addWidget(self.players_group)
        moves_label = QLabel(self.tr("&Moves"))
        side.addWidget(moves_label)
        self.move_list = MoveTable()
        self.move_list.setAccessibleName(self.tr("Moves of the game"))
        self.move_list.setAccessibleDescription(
            self.tr("Choose a move to look at the position after it; the board is then read-only.")
        )
        moves_label.setBuddy(self.move_list)
        self.move_list.ply_chosen.connect(self._move_row_changed)
        side.addWidget(self.move_list, 1)
        self.back_button = QPushButton(self.tr("&Back to the game"))
        self.back_button.setAccessibleName(self.tr("Back to the game"))
        self.back_button.clicked.connect(self.return_to_game)
        self.back_button.setVisible(False)
        side.addWidget(self.back_button)
        from PySide6.QtWidgets import QHBoxLayout

        buttons = QHBoxLayout()
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.setAccessibleName(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back a turn (Ctrl+Z)"))
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QPushButton(self.tr("Redo"))
        self.redo_button.setAccessibleName(self.tr("Redo"))
        self.redo_button.setToolTip(self.tr("Play a taken-back turn again (Ctrl+Shift+Z)"))
        self.redo_button.clicked.connect(self.redo)
        self.new_button = QPushButton(self.tr("New Game…"))
        self.new_button.setAccessibleName(self.tr("New game"))
        self.new_button.clicked.connect(lambda: self.new_game_dialog())
        for button in (self.undo_button, self.redo_button, self.new_button):
            buttons.addWidget(button)
        side.addLayout(buttons)
        self.game_page.addWidget(self.side)
        self.game_page.setStretchFactor(0, 1)
        self.game_page.setStretchFactor(1, 0)
        self.pages.addWidget(self.game_page)
        self.busy = QProgressBar()
        self.busy.setAccessibleName(self.tr("The computer is thinking"))
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(120)
        self.busy.setVisible(False)
        self.statusBar().addPermanentWidget(self.busy)

    def _action(
        self, text: str, slot: Any, shortcut: Any = None, checkable: bool = False
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            # setShortcuts, not setShortcut: its overloads would create Qt.Key's enum at start-up
            action.setShortcuts([QKeySequence(shortcut)])
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _=False: slot())
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.setAccessibleName(self.tr("Menu bar"))
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(self.tr("&New…"), self.new_game_dialog, "Ctrl+N")
        self.open_action = self._action(self.tr("&Open…"), self.open_dialog, "Ctrl+O")
        self.save_action = self._action(self.tr("&Save"), self.save, "Ctrl+S")
        self.save_as_action = self._action(
            self.tr("Save &As…"), self.save_as_dialog, "Ctrl+Shift+S"
        )
        self.chooser_action = self._action(
            self.tr("&Choose a Game"), self.show_chooser, "Ctrl+Shift+N"
        )
        self.settings_action = self._action(
            self.tr("&Rules Settings…"), self.open_settings, "Ctrl+,"
        )
        self.quit_action = self._action(self.tr("&Quit"), self.close, "Ctrl+Q")
        for action in (self.new_action, self.chooser_action, self.open_action, self.save_action):
            game.addAction(action)
        game.addAction(self.save_as_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(self.tr("&Undo"), self.undo, "Ctrl+Z")
        self.redo_action = self._action(self.tr("&Redo"), self.redo, "Ctrl+Shift+Z")
        self.copy_action = self._action(
            self.tr("&Copy Position"), self.copy_position, "Ctrl+Shift+C"
        )
        for action in (self.undo_action, self.redo_action, self.copy_action):
            edit.addAction(action)
        view = bar.addMenu(self.tr("&View"))
        self.coordinates_action = self._action(
            self.tr("Show &Coordinates"), self.set_show_coordinates, "Ctrl+K", checkable=True
        )
        self.targets_action = self._action(
            self.tr("Show Legal &Targets"), self.set_show_targets, "Ctrl+T", checkable=True
        )
        self.full_screen_action = self._action(
            self.tr("&Full Screen"), self.set_full_screen, "F11", True
        )
        for action in (self.coordinates_action, self.targets_action, self.full_screen_action):
            view.addAction(action)
        view.addSeparator()
        self.language_menu = view.addMenu(self.tr("&Language"))
        self.language_menu.aboutToShow.connect(self._fill_language_menu)
        help_menu = bar.addMenu(self.tr("&Help"))
        rules = help_menu.addMenu(self.tr("&Rules"))
        from morra_suite.ui.chooser import game_title

        self.rules_actions: dict[str, QAction] = {}
        for key in kit_registry.KIT_CLASSES:
            title = game_title(key)
            action = self._action(title, lambda k=key, t=title: self.show_rules(k, t))
            rules.addAction(action)
            self.rules_actions[key] = action
        self.about_action = self._action(self.tr("&About Morra Suite"), self.show_about)
        help_menu.addAction(self.about_action)

    def _build_status(self) -> None:
        self.status = QLabel(self.tr("Choose a game to begin."))
        self.status.setAccessibleName(self.tr("Status"))
        self.statusBar().addWidget(self.status, 1)
        self.statusBar().setAccessibleName(self.tr("Status bar"))

    def _read_view_settings(self) -> None:
        settings = QSettings()
        self.show_coordinates = str(settings.value("view/coordinates", "true")).lower() == "true"
        self.show_targets = str(settings.value("view/targets", "true")).lower() == "true"
        for action, value in (
            (self.coordinates_action, self.show_coordinates),
            (self.targets_action, self.show_targets),
        ):
            action.blockSignals(True)  # reading the settings must not write them back
            action.setChecked(value)
            action.blockSignals(False)

    # ================================================================== start-up
    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._cards_rendered:
            self._cards_rendered = True
            QTimer.singleShot(0, self, self._load_card_pictures)

    def _load_card_pictures(self) -> None:
        """Cached pictures at once; the others are rendered one per event-loop turn, after the
        window is up, so starting never waits for a rules module or a scene."""
        self._pending_cards = []
        for key in kit_registry.KIT_CLASSES:
            cached = self._card_cache_path(key)
            pixmap = QPixmap(str(cached)) if cached is not None and cached.exists() else QPixmap()
            if pixmap.isNull():
                self._pending_cards.append(key)
            else:
                pixmap.setDevicePixelRatio(self.devicePixelRatioF())
                self.chooser.set_picture(key, pixmap)
        if self._pending_cards:
            QTimer.singleShot(30, self, self._render_next_card)

    def _render_next_card(self) -> None:
        if not self._pending_cards:
            return
        self.render_card(self._pending_cards.pop(0))
        if self._pending_cards:
            QTimer.singleShot(0, self, self._render_next_card)

    def _card_cache_path(self, key: str) -> Path | None:
        """Where a card's picture is cached: named after the sources that draw it, so a new
        version of a board draws a new picture (a frozen app, without sources, goes by its
        executable)."""
        import importlib.util
        import sys

        target = kit_registry.KIT_CLASSES[key].split(":")[0]
        try:
            spec = importlib.util.find_spec(target.rsplit(".", 1)[0])
        except (ImportError, ValueError):
            return None
        if spec is None or not spec.submodule_search_locations:
            return None
        newest, total = 0, 0
        render_file = Path(__file__).with_name("render.py")
        try:
            sources = [render_file]
            for folder in spec.submodule_search_locations:
                sources.extend(Path(folder).glob("*.py"))
            for source in sources:
                stat = source.stat()
                newest, total = max(newest, stat.st_mtime_ns), total + stat.st_size
        except OSError:
            try:
                stat = Path(sys.executable).stat()
            except OSError:
                return None
            newest, total = stat.st_mtime_ns, stat.st_size
        from morra_suite.ui.chooser import CARD_PICTURE

        ratio = round(self.devicePixelRatioF() * 100)
        size = f"{CARD_PICTURE.width()}x{CARD_PICTURE.height()}"
        name = f"card-{key}-{newest:x}-{total:x}-{size}-{ratio}.png"
        return self.autosave.folder / "cache" / name

    def render_cards(self) -> None:
        """Renders every card's picture now (tests, and after a kit was fixed)."""
        for key in kit_registry.KIT_CLASSES:
            self.render_card(key)

    def render_card(self, key: str) -> None:
        """A picture for a chooser card; a game whose kit cannot load says so on its card."""
        from morra_suite.ui.chooser import CARD_PICTURE
        from morra_suite.ui.render import render_state

        try:
            kit = kit_registry.get_kit(key)
            variant = kit.start_variant()
            state = kit.new_state(variant, kit.default_rules(variant), kit.player_counts()[0])
            image = render_state(
                kit,
                state,
                CARD_PICTURE.width(),
                CARD_PICTURE.height(),
                device_ratio=self.devicePixelRatioF(),
            )
        except Exception as exc:  # a game still being written must not stop the others
            self.chooser.set_unavailable(key, _short(exc))
            return
        self.chooser.set_picture(key, QPixmap.fromImage(image))
        cached = self._card_cache_path(key)
        if cached is not None:
            try:
                cached.parent.mkdir(parents=True, exist_ok=True)
                temp = cached.with_suffix(".tmp.png")
                if image.save(str(temp), "PNG"):  # type: ignore[call-overload]
                    os.replace(temp, cached)
            except OSError:
                pass  # a cache that cannot be written only costs time

    def kit_max_level(self, key: str) -> int:
        """The strongest computer level a game offers (the New Game dialog's range)."""
        return max(1, kit_registry.get_kit(key).max_level)

    def available_kits(self) -> dict[str, GameKit]:
        kits = {}
        for key in kit_registry.KIT_CLASSES:
            try:
                kits[key] = kit_registry.get_kit(key)
            except Exception:
                continue
        return kits

    def check_settings(self) -> bool:
        """Says so when the settings file cannot be read (the defaults are used, nothing stops)."""
        from PySide6.QtWidgets import QMessageBox

        settings = QSettings()
        if settings.status() == QSettings.Status.NoError:
            return True
        self.show_message(
            QMessageBox.Icon.Warning,
            self.tr("Settings unreadable"),
            self.tr(
                "The settings file %1 could not be read; the standard settings are used."
            ).replace("%1", settings.fileName()),
        )
        return False

    def offer_resume(self) -> None:
        """After a crash or kill: offers to go on with the autosaved game (and reports a settings
        file that cannot be read)."""
        self.check_settings()
        from PySide6.QtWidgets import QMessageBox

        try:
            payload = self.autosave.read()
        except ValueError as exc:
            moved = self.autosave.set_aside()
            self.show_message(
                QMessageBox.Icon.Warning,
                self.tr("Autosave unreadable"),
                self.tr("The autosaved game %1 could not be read (%2). It was set aside as %3.")
                .replace("%1", str(self.autosave.path))
                .replace("%2", str(exc))
                .replace("%3", str(moved)),
            )
            return
        if payload is None or payload.get("finished"):
            return
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Resume game"))
        box.setText(self.tr("A game was not finished last time. Go on with it?"))
        box.setAccessibleName(self.tr("Resume game"))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.finished.connect(
            lambda result: (
                self.resume_autosave(payload)
                if result == QMessageBox.StandardButton.Yes
                else self.autosave.discard()
            )
        )
        self.messages.append(box)
        box.open()

    def resume_autosave(self, payload: dict[str, Any] | None = None) -> bool:
        from PySide6.QtWidgets import QMessageBox

        try:
            payload = payload or self.autosave.read()
            if payload is None:
                return False
            kit = kit_registry.get_kit(payload["game"])
            loaded = kit.load_text(payload["record"])
            seats = self._seats_from_specs(kit, payload.get("seats", []), loaded.names)
            self._install_game(kit, loaded.start, seats, loaded.rules, loaded.variant, loaded.moves)
        except Exception as exc:
            moved = self.autosave.set_aside()
            self.show_message(
                QMessageBox.Icon.Warning,
                self.tr("Autosave unreadable"),
                self.tr("The autosaved game %1 could not be resumed (%2). It was set aside as %3.")
                .replace("%1", str(self.autosave.path))
                .replace("%2", _short(exc))
                .replace("%3", str(moved)),
            )
            return False
        self.file_path = None
        self.set_status(self.tr("Resumed the unfinished game. %1").replace("%1", self._prompt()))
        return True

    # ================================================================== starting games
    def show_chooser(self) -> None:
        self.return_to_game()
        self.pages.setCurrentWidget(self.chooser)
        self.set_status(self.tr("Choose a game to begin."))

    def choose_game(self, key: str) -> None:
        self.new_game_dialog(key)

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
            [(name, computer, level) for name, computer, level in dialog.players()],
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
        from morra_suite.controllers.game_controller import Seat

        kit = kit_registry.get_kit(key)
        if rules is None:
            stored_variant, stored_rules = self.stored_rules(kit)
            variant = variant or stored_variant
            rules = stored_rules if variant == stored_variant else kit.default_rules(variant)
        variant = variant or kit.start_variant()
        count = count or (len(players) if players else kit.player_counts()[0])
        colours = kit.colour_names(count)
        specs = players or [(colour, False, 1) for colour in colours]
        seats = [spec if isinstance(spec, Seat) else self._seat(kit, *spec) for spec in specs]
        start = kit.new_state(variant, rules, count)
        self.file_path = None
        self._install_game(kit, start, seats, rules, variant)

    def start_from_position(self, key: str, text: str, players: list[Any] | None = None) -> bool:
        """Starts a game of ``key`` from a position string; bad text gives a message."""
        from PySide6.QtWidgets import QMessageBox

        from morra_suite.controllers.game_controller import Seat

        kit = kit_registry.get_kit(key)
        try:
            try:
                start = kit.parse_position(text, None)
            except (ValueError, TypeError):
                start = kit.parse_position(text, self.stored_rules(kit)[1])
        except ValueError as exc:
            self.show_message(
                QMessageBox.Icon.Warning,
                self.tr("Bad position"),
                self.tr("The position could not be read: %1").replace("%1", str(exc)),
            )
            return False
        rules = kit.rules_of(start)
        variant = kit.variant_of(start)
        count = getattr(start, "num_players", 2)
        specs = players or [(colour, False, 1) for colour in kit.colour_names(count)]
        seats = [spec if isinstance(spec, Seat) else self._seat(kit, *spec) for spec in specs]
        self.file_path = None
        self._install_game(kit, start, seats, rules, variant)
        return True

    def stored_rules(self, kit: GameKit) -> tuple[str, Any]:
        """The rules last set in Settings; broken stored values give a message and the defaults."""
        from PySide6.QtWidgets import QMessageBox

        try:
            return RulesStore().load(kit)
        except ValueError as exc:
            RulesStore().reset(kit)
            self.show_message(
                QMessageBox.Icon.Warning,
                self.tr("Settings reset"),
                self.tr(
                    "The saved rules settings of %1 could not be used (%2); "
                    "the standard rules apply."
                )
                .replace("%1", kit.title)
                .replace("%2", str(exc)),
            )
            variant = kit.start_variant()
            return variant, kit.default_rules(variant)

    def _seat(self, kit: GameKit, name: str, computer: bool, level: int) -> Seat:
        from morra_suite.controllers.game_controller import Seat

        if computer:
            return Seat(name, kit.computer_player(level), level)
        return Seat(name)

    def _seats_from_specs(self, kit: GameKit, specs: list[Any], names: list[str]) -> list[Seat]:
        seats = []
        for i, name in enumerate(names):
            spec = specs[i] if i < len(specs) and isinstance(specs[i], dict) else {}
            seats.append(
                self._seat(
                    kit,
                    str(spec.get("name", name)),
                    bool(spec.get("computer")),
                    int(spec.get("level", 1)),
                )
            )
        return seats

    def _install_game(
        self, kit: GameKit, start: Any, seats: list[Seat], rules: Any, variant: str, moves: Any = ()
    ) -> None:
        """Puts a game on the board. Replays ``moves`` first, so a bad file changes nothing."""
        from morra_suite.controllers.game_controller import GameController

        if self.game_page is None:
            self._build_game_page()
        controller = GameController(kit, self)
        controller.computer_delay_ms = self.computer_delay_ms
        try:
            controller.new_game(start, seats, rules, variant, moves, announce=False)
        except ValueError:
            controller.deleteLater()
            raise
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        if self.kit is not kit or self.view is None:
            if self.view is not None:
                self.board_layout.removeWidget(self.view)
                self.view.deleteLater()
            self.view = kit.create_view(self.board_area)
            self.view.setFrameShape(self.view.Shape.NoFrame)
            self.view.setAccessibleName(self.view.accessibleName() or kit.title)
            if not self.view.viewport().accessibleName():
                self.view.viewport().setAccessibleName(self.view.accessibleName())
            self.board_layout.addWidget(self.view)
            self.view.move_chosen.connect(self._move_chosen)
            self.view.choice_made.connect(self._choice_made)
            self.view.status_message.connect(self._view_status)
            self.view.set_show_coordinates(self.show_coordinates)
            self.view.set_show_targets(self.show_targets)
        self.kit = kit
        self.controller = controller
        self.viewing = None
        self.back_button.setVisible(False)
        controller.state_changed.connect(self._state_changed)
        controller.move_played.connect(self._move_played)
        controller.move_rejected.connect(self._move_rejected)
        controller.game_over.connect(self._game_over)
        controller.thinking_changed.connect(self._thinking_changed)
        controller.input_players_changed.connect(self._input_players_changed)
        controller.choices_changed.connect(lambda _: self._refresh_side())
        controller.choices_changed.connect(self.view.set_chosen_players)
        self.view.set_player_names(controller.names)
        controller.can_undo_changed.connect(lambda _: self._update_actions())
        controller.can_redo_changed.connect(lambda _: self._update_actions())
        self._rebuild_player_panels(len(seats))
        assert self.game_page is not None
        self.pages.setCurrentWidget(self.game_page)
        controller.announce()  # redraws, and starts the computer if it is to move
        self.view.setFocus()
        self.write_autosave()

    # ================================================================== controller -> window
    def _state_changed(self, state: Any) -> None:
        if self.viewing is not None:
            self._refresh_moves()
            return
        self._show_current()

    def _show_current(self) -> None:
        if self.controller is None or self.view is None:
            return
        record = self.controller.record
        last = record.moves[-1] if record.cursor else None
        self.view.show_state(record.current, last)
        self.view.set_input_players(self.controller.input_players())
        self._refresh_side()
        self._refresh_moves()
        self._update_actions()
        outcome = self.controller.outcome()
        if outcome is not None and self.kit is not None:
            words = self.kit.describe_outcome(outcome, self.controller.names)
            self.view.show_outcome(words)
            self.set_status(words)
            return
        self.view.show_outcome(None)
        if self.controller.is_thinking:
            self.set_status(self._thinking_text())
        else:
            self.set_status(self._prompt())
        self._update_title()

    def _prompt(self) -> str:
        return self.view.prompt() if self.view is not None else ""

    def _thinking_text(self) -> str:
        assert self.controller is not None
        state = self.controller.state
        names = self.controller.names
        player = state.to_move if 0 <= state.to_move < len(names) else 0
        # In a simultaneous game (Morra) the one thinking is a computer that still chooses.
        computers = [
            i for i in self.controller.choosing_players() if not self.controller.is_human(i)
        ]
        if computers and computers[0] < len(names):
            player = computers[0]
        return self.tr("%1 is thinking…").replace("%1", names[player] if names else "")

    def _move_played(self, move: Any) -> None:
        self.write_autosave()

    def _move_rejected(self, reason: str) -> None:
        self.set_status(
            self.tr("Not possible: %1. %2").replace("%1", reason).replace("%2", self._prompt())
        )

    def _game_over(self, outcome: Any) -> None:
        if self.controller is not None and self.kit is not None:
            self.set_status(self.kit.describe_outcome(outcome, self.controller.names))
        self.write_autosave()

    def _thinking_changed(self, thinking: bool) -> None:
        self.busy.setVisible(thinking)
        self._refresh_side()
        if thinking and self.viewing is None:
            self.set_status(self._thinking_text())

    def _input_players_changed(self, players: Any) -> None:
        if self.view is not None and self.viewing is None:
            self.view.set_input_players(players)
            controller = self.controller
            if (
                controller is not None
                and controller.outcome() is None
                and not controller.is_thinking
            ):
                self.set_status(self._prompt())

    def _move_chosen(self, move: Any) -> None:
        if self.controller is not None and self.viewing is None:
            self.controller.play_move(move)

    def _choice_made(self, player: int, choice: Any) -> None:
        if self.controller is not None and self.viewing is None:
            self.controller.submit_choice(player, choice)

    # ================================================================== side panel
    def _rebuild_player_panels(self, count: int) -> None:
        from morra_suite.ui.side_panel import PlayerPanel

        for panel in self.player_panels:
            self.players_layout.removeWidget(panel)
            panel.deleteLater()
        self.player_panels = [PlayerPanel() for _ in range(count)]
        for panel in self.player_panels:
            self.players_layout.addWidget(panel)

    def _refresh_side(self) -> None:
        if self.controller is None or self.kit is None or not self.controller.has_game:
            return
        state = self._shown_state()
        seats = self.controller.seats
        colours = self.kit.colour_names(len(seats))
        swatches = self.kit.side_colours(len(seats))
        over = state.outcome() is not None
        waiting = set(self.controller.choosing_players()) if self.viewing is None else set()
        for i, panel in enumerate(self.player_panels):
            if i >= len(seats):
                break
            seat = seats[i]
            name = seat.name
            if not seat.is_human:
                name = (
                    self.tr("%1 (computer, level %2)")
                    .replace("%1", name)
                    .replace("%2", str(seat.level))
                )
            to_move = not over and (i in waiting if self.kit.simultaneous else state.to_move == i)
            panel.update_player(
                colours[i],
                swatches[i] if i < len(swatches) else "#888888",
                name,
                self.kit.side_info(state, i),
                to_move,
                self.controller.is_thinking and not seat.is_human,
            )
        self.game_title.setText(self.kit.game_title(self.controller.variant, self.controller.rules))

    def _shown_state(self) -> Any:
        assert self.controller is not None
        if self.viewing is not None:
            return self.controller.record.state_at(self.viewing)
        return self.controller.state

    def _refresh_moves(self) -> None:
        if self.controller is None or self.kit is None:
            return
        record = self.controller.record
        count = len(self.controller.seats)
        if self.kit.simultaneous or count < 2:
            headers = [self.tr("Moves")]
            movers = [0] * len(record.all_moves)
        else:
            headers = self.kit.colour_names(count)
            movers = [record.state_at(i).to_move for i in range(len(record.all_moves))]
        moves = [
            (mover if 0 <= mover < len(headers) else 0, self.kit.move_text(move))
            for mover, move in zip(movers, record.all_moves, strict=True)
        ]
        shown = self.viewing if self.viewing is not None else record.cursor
        self._refreshing = True
        try:
            self.move_list.set_moves(
                headers,
                moves,
                self.tr("Start"),
                record.cursor,
                shown,
                self.tr("Undone: Redo plays it again"),
            )
        finally:
            self._refreshing = False

    def _move_row_changed(self, row: int) -> None:
        if self._refreshing or row < 0 or self.controller is None:
            return
        if row == self.controller.record.cursor:
            self.return_to_game()
        else:
            self.view_position(row)

    def view_position(self, index: int) -> None:
        """Shows the position after ``index`` moves read-only, until ``return_to_game``."""
        if self.controller is None or self.view is None:
            return
        record = self.controller.record
        if not 0 <= index <= len(record.all_moves):
            return
        if index == record.cursor:
            self.return_to_game()
            return
        self.viewing = index
        state = record.state_at(index)
        last = record.all_moves[index - 1] if index else None
        self.view.show_state(state, last)
        self.view.set_input_players(frozenset())
        self.view.show_outcome(None)
        self.back_button.setVisible(True)
        self._refresh_side()
        self._update_actions()
        self.set_status(
            self.tr(
                "Looking at the position after move %1 (read-only). "
                "Choose “Back to the game” to go on."
            ).replace("%1", str(index))
            if index
            else self.tr(
                "Looking at the start position (read-only). Choose “Back to the game” to go on."
            )
        )

    def return_to_game(self) -> None:
        if self.viewing is None:
            return
        self.viewing = None
        self.back_button.setVisible(False)
        self._show_current()

    # ================================================================== actions
    def _update_actions(self) -> None:
        controller = self.controller
        has_game = controller is not None and controller.has_game
        can_undo = controller is not None and has_game and controller.can_undo
        can_redo = controller is not None and has_game and controller.can_redo
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(can_redo)
        if self.game_page is not None:
            self.undo_button.setEnabled(can_undo)
            self.redo_button.setEnabled(can_redo)
        self.save_action.setEnabled(has_game)
        self.save_as_action.setEnabled(has_game)
        self.copy_action.setEnabled(has_game)

    def undo(self) -> None:
        if self.controller is None:
            return
        self.return_to_game()
        if self.controller.undo():
            self.write_autosave()

    def redo(self) -> None:
        if self.controller is None:
            return
        self.return_to_game()
        if self.controller.redo():
            self.write_autosave()

    def copy_position(self) -> None:
        from PySide6.QtGui import QGuiApplication

        if self.controller is None or self.kit is None:
            return
        text = self.kit.position_text(self._shown_state())
        QGuiApplication.clipboard().setText(text)
        self.set_status(self.tr("Position copied: %1").replace("%1", text))

    def set_show_coordinates(self, show: bool) -> None:
        self.show_coordinates = show
        QSettings().setValue("view/coordinates", show)
        if self.view is not None:
            self.view.set_show_coordinates(show)

    def set_show_targets(self, show: bool) -> None:
        self.show_targets = show
        QSettings().setValue("view/targets", show)
        if self.view is not None:
            self.view.set_show_targets(show)

    def _fill_language_menu(self) -> None:
        """Filled when opened: looking for installed catalogues is not start-up work."""
        from PySide6.QtGui import QActionGroup

        from morra_suite.ui import i18n

        self.language_menu.clear()
        group = QActionGroup(self.language_menu)
        current = i18n.language_setting()
        choices = [(i18n.SYSTEM, self.tr("System Language"))] + [
            (language.code, language.native_name) for language in i18n.available_languages()
        ]
        for code, label in choices:
            action = self.language_menu.addAction(label)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))

    def set_language(self, choice: str) -> None:
        """Stores the language (a code or "system") and installs it; menus and dialogs opened
        from now on speak it, the whole window after a restart."""
        from morra_suite.ui import i18n

        i18n.set_language_setting(choice)
        i18n.install_translators(QCoreApplication.instance())
        kit_registry.forget_kits()  # new games and dialogs speak the new language
        self.set_status(
            self.tr(
                "The language is changed: dialogs and new games use it now; restart to see it "
                "everywhere."
            )
        )

    def set_full_screen(self, full: bool) -> None:
        if full:
            self.showFullScreen()
        else:
            self.showNormal()

    def _view_status(self, text: str) -> None:
        """What the board says, unless an old position is shown (then the board is read-only)."""
        if self.viewing is not None:
            self.set_status(
                self.tr("This is an earlier position, shown read-only: choose “Back to the game”.")
            )
            return
        self.set_status(text)

    def set_status(self, text: str) -> None:
        self.status.setText(text)
        self.status.setAccessibleDescription(text)

    def status_text(self) -> str:
        return self.status.text()

    # ================================================================== settings, help
    def open_settings(self, key: str | None = None, after: Any = None) -> Any:
        """The rules Settings of ``key`` (default: the current game); OK stores them."""
        from PySide6.QtWidgets import QMessageBox

        from morra_suite.ui.dialogs import SettingsDialog

        key = key or (self.kit.key if self.kit is not None else "mill")
        try:
            kit = kit_registry.get_kit(key)
        except Exception as exc:
            self.show_message(QMessageBox.Icon.Warning, self.tr("Settings"), _short(exc))
            return None
        variant, rules = self.stored_rules(kit)
        dialog = SettingsDialog(kit, variant, rules, self)

        def accepted() -> None:
            RulesStore().save(kit, dialog.base_variant, dialog.rules)
            self.set_status(self.tr("The new rules apply from the next new game."))
            language = dialog.chosen_language()
            if language is not None:
                self.set_language(language)  # says in the status line when it takes effect
            if after is not None:
                after()

        dialog.accepted.connect(accepted)
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_rules(self, key: str, title: str) -> Any:
        from morra_suite.ui.dialogs import RulesDialog

        dialog = RulesDialog(key, title, self)
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_about(self) -> Any:
        """The About text (``resources/about/<language>.md``) in a dialog."""
        from morra_suite.ui.dialogs import TextDialog

        try:
            from morra_suite.ui.i18n import about_text

            text = about_text()
        except ImportError:
            text = None
        dialog = TextDialog(
            self.tr("About Morra Suite"),
            text,
            self.tr(
                "Morra Suite 0.1\n\nMorra (Piet Hein), the mill games and Myra, with exact rules "
                "and computer players.\n\nFree software under the GNU GPL, version 3 or later."
            ),
            self,
        )
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_message(self, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
        """A message that does not block (tests read ``messages``); the game goes on behind it."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAccessibleName(title)
        box.setAccessibleDescription(text)
        self.messages.append(box)
        box.open()
        return box

    # ================================================================== files
    def _update_title(self) -> None:
        parts = [self.tr("Morra Suite")]
        if self.kit is not None and self.controller is not None:
            parts.append(self.kit.game_title(self.controller.variant, self.controller.rules))
        if self.file_path is not None:
            parts.append(self.file_path.name)
        self.setWindowTitle(" — ".join(parts))

    def _game_text(self) -> str:
        assert self.controller is not None and self.kit is not None
        record = self.controller.record
        return self.kit.save_text(
            record.start,
            list(record.moves),
            self.controller.rules,
            self.controller.variant,
            self.controller.names,
        )

    def write_autosave(self) -> None:
        if self.controller is None or self.kit is None or not self.controller.has_game:
            return
        try:
            seats = [
                {"name": s.name, "computer": not s.is_human, "level": s.level}
                for s in self.controller.seats
            ]
            self.autosave.write(
                self.kit.key, self._game_text(), seats, self.controller.outcome() is not None
            )
        except (OSError, ValueError) as exc:
            self.set_status(self.tr("Autosave failed: %1").replace("%1", str(exc)))

    def save(self) -> bool:
        if self.file_path is None:
            return self.save_as_dialog()
        return self.save_to(self.file_path)

    def save_as_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if self.controller is None or self.kit is None:
            return False
        suggested = str(Path.home() / f"{self.kit.key}-game{self.kit.file_suffix}")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game"), str(self.file_path or suggested), self.kit.file_filter
        )
        if not path:
            return False
        return self.save_to(path)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        """Writes the game atomically to ``path``; a failure gives a message naming the file."""
        from PySide6.QtWidgets import QMessageBox

        if self.controller is None or self.kit is None:
            return False
        target = Path(path)
        try:
            write_atomic(target, self._game_text())
        except (OSError, ValueError) as exc:
            self.show_message(
                QMessageBox.Icon.Critical,
                self.tr("Could not save"),
                self.tr("The game could not be saved to %1: %2")
                .replace("%1", str(target))
                .replace("%2", str(exc)),
            )
            return False
        self.file_path = target
        self._update_title()
        self.set_status(self.tr("Saved to %1").replace("%1", str(target)))
        return True

    def open_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        kits = self.available_kits()
        filters = [kit.file_filter for kit in kits.values()] + [self.tr("All files (*)")]
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open game"), str(Path.home()), ";;".join(filters)
        )
        if not path:
            return False
        return self.open_file(path)

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Reads a saved game; a broken or foreign file gives a message and the game is kept."""
        from morra_suite.controllers.game_controller import Seat

        source = Path(path)
        try:
            raw = source.read_bytes()
            text = raw.decode("utf-8-sig")
        except OSError as exc:
            return self._refuse_file(source, exc.strerror or str(exc))
        except UnicodeDecodeError:
            return self._refuse_file(source, self.tr("this is not a text file of a game"))
        kits = self.available_kits()
        ordered = sorted(kits.values(), key=lambda k: k.file_suffix != source.suffix.lower())
        problem = self.tr("no game can read it")
        for kit in ordered:
            try:
                loaded = kit.load_text(text)
                seats = [Seat(name) for name in loaded.names] or [
                    Seat(c) for c in kit.colour_names(kit.player_counts()[0])
                ]
                self._install_game(
                    kit, loaded.start, seats, loaded.rules, loaded.variant, loaded.moves
                )
            except Exception as exc:  # a foreign file may upset a reader in any way
                if kit is ordered[0]:
                    problem = _short(exc)
                continue
            self.file_path = source
            self._update_title()
            self.set_status(
                self.tr("Opened %1. %2").replace("%1", source.name).replace("%2", self._prompt())
            )
            return True
        return self._refuse_file(source, problem)

    def _refuse_file(self, source: Path, problem: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        self.show_message(
            QMessageBox.Icon.Warning,
            self.tr("Could not open"),
            self.tr("%1 could not be opened: %2. The current game goes on.")
            .replace("%1", str(source))
            .replace("%2", problem),
        )
        return False

    # ================================================================== closing
    def restore_geometry(self) -> None:
        """Where and how big the window was last time (the launcher calls it before showing)."""
        geometry = QSettings().value("window/geometry")
        if geometry is not None and not self.restoreGeometry(geometry):
            QSettings().remove("window/geometry")

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.controller is not None:
            self.controller.shutdown()
            self.write_autosave()
        QSettings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) < 300 else text[:297] + "…"
