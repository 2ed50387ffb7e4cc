"""The New Game dialog: game, variant (with "Custom" from the Settings), players, who plays.

The variants and player counts are the game description's, the words the kit's, the computer
levels the pure computer registry's. Opened with ``open()`` (not blocking).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ui.commands.rules_store import RulesStore
from morra_suite.ui.dialogs.player_rows import PlayerRow
from morra_suite.ui.dialogs.settings_dialog import CUSTOM
from morra_suite.ui.dialogs.text_dialogs import RulesDialog
from morra_suite.ui.game_kit import GameKit

if TYPE_CHECKING:
    from morra_suite.ui.window.host import NewGameHost


def fit_height(dialog: QDialog) -> None:
    """Makes ``dialog`` (and its minimum height) what its layout needs at its width, so a
    word-wrapped text that got longer is never clipped and no row is squashed, and removed
    rows (fewer players, a shorter summary) leave no blank gap behind; and at least as wide as
    its layout's minimum, so no label or button is cut."""
    from PySide6.QtCore import QEvent

    layout = dialog.layout()
    if layout is None:
        return
    for child in dialog.findChildren(QWidget):  # inner layouts first: their sizes are cached
        inner = child.layout()
        if inner is not None:
            inner.activate()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    layout.activate()
    # never narrower than its layout either: a minimum width set by hand (520) outranks the
    # layout's, and German's "Variante:" was cut to "Varian" beside the long variant names
    least = layout.minimumSize().width()
    dialog.setMinimumWidth(max(dialog.minimumWidth(), least))
    width = max(dialog.width(), least)
    needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
    needed = max(needed, layout.totalMinimumSize().height())
    dialog.setMinimumHeight(needed)
    if (dialog.width(), dialog.height()) != (width, needed):
        dialog.resize(width, needed)


class NewGameDialog(QDialog):
    """Game, variant (with "Custom" from the Settings), players and who plays each side."""

    settings_requested = Signal(str)

    def __init__(
        self,
        kits: dict[str, GameKit],
        selected: str,
        parent: QWidget | None = None,
        playing: tuple[str, str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.kits = kits
        # (game, variant, rules) of the game on the board: its variant is proposed first
        self.playing = playing
        self.store = RulesStore()
        self.custom_rules: Any = None
        self.setWindowTitle(self.tr("New game"))
        self.setAccessibleName(self.tr("New game"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox()
        self.game_box.setAccessibleName(self.tr("Game"))
        for key, kit in kits.items():
            self.game_box.addItem(kit.title, key)
        game_label = QLabel(self.tr("&Game:"))
        game_label.setBuddy(self.game_box)
        form.addRow(game_label, self.game_box)
        self.variant_box = QComboBox()
        self.variant_box.setAccessibleName(self.tr("Variant"))
        # as wide as its longest entry: "Custom (Morabaraba, changed in Settings)" was cut
        self.variant_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        variant_row = QHBoxLayout()
        variant_row.addWidget(self.variant_box, 1)
        self.rules_button = QPushButton(self.tr("&Rules…"))
        self.rules_button.setAccessibleName(self.tr("Read the rules"))
        self.rules_button.clicked.connect(self.show_rules)
        variant_row.addWidget(self.rules_button)
        self.settings_button = QPushButton(self.tr("Se&ttings…"))
        self.settings_button.setAccessibleName(self.tr("Change the rules settings"))
        self.settings_button.clicked.connect(lambda: self.settings_requested.emit(self.kit.key))
        variant_row.addWidget(self.settings_button)
        self.rules_dialog: RulesDialog | None = None
        variant_label = QLabel(self.tr("&Variant:"))
        variant_label.setBuddy(self.variant_box)
        form.addRow(variant_label, variant_row)
        self.count_box = QComboBox()
        self.count_box.setAccessibleName(self.tr("Number of players"))
        self.count_label = QLabel(self.tr("&Players:"))
        self.count_label.setBuddy(self.count_box)
        form.addRow(self.count_label, self.count_box)
        from morra_suite.ui.dialogs.clock_choice import ClockChoice

        self.clock = ClockChoice()  # none, a preset or a custom game clock
        clock_label = QLabel(self.tr("&Clock:"))
        clock_label.setBuddy(self.clock.box)
        form.addRow(clock_label, self.clock)
        layout.addLayout(form)
        self.summary = QLabel()
        self.summary.setAccessibleName(self.tr("The rules in short"))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setContentsMargins(4, 4, 4, 4)  # in the normal text colour
        layout.addWidget(self.summary)
        self.players_box = QGroupBox(self.tr("Who plays"))
        self.players_box.setAccessibleName(self.tr("Who plays"))
        self.players_layout = QGridLayout(self.players_box)
        layout.addWidget(self.players_box)
        self.rows: list[PlayerRow] = []
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.setAccessibleName(self.tr("Dialog buttons"))
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self.count_box.currentIndexChanged.connect(self._rebuild_players)
        index = max(0, self.game_box.findData(selected))
        self.game_box.setCurrentIndex(index)
        self._game_changed()

    @property
    def kit(self) -> GameKit:
        return self.kits[self.game_box.currentData()]

    @property
    def game(self) -> Any:
        return self.kit.game

    def show_rules(self) -> RulesDialog:
        """The chosen game's rules text, over this dialog."""
        self.rules_dialog = RulesDialog(self.kit.key, self.kit.title, self)
        self.rules_dialog.open()
        return self.rules_dialog

    def _game_changed(self, *_: Any) -> None:
        counts = self.game.player_counts()
        self.reload_variants(remembered=True)
        self.count_box.blockSignals(True)
        self.count_box.clear()
        for count in counts:
            self.count_box.addItem(str(count), count)
        remembered_count = QSettings().value(f"newgame/{self.kit.key}/count")
        index = self.count_box.findData(_int_or(remembered_count, counts[0]))
        self.count_box.setCurrentIndex(max(0, index))
        self.count_box.blockSignals(False)
        several = len(counts) > 1
        self.count_box.setVisible(several)
        self.count_label.setVisible(several)
        self._rebuild_players()

    def reload_variants(self, remembered: bool = False) -> None:
        """Refills the variants, with the Settings' custom rules as an entry when there are some;
        ``remembered`` picks the variant last started of this game (else the Settings' one)."""
        kit, game = self.kit, self.game
        try:
            stored_variant, stored_rules = self.store.load(game)
        except ValueError:
            stored_variant = game.default_variant()
            stored_rules = game.rules_for(stored_variant)
        unchanged = stored_rules == game.rules_for(stored_variant)
        custom = not unchanged and game.variant_of_rules(stored_rules) is None
        self.custom_rules = stored_rules if custom else None
        self.variant_box.blockSignals(True)
        self.variant_box.clear()
        for key, label in kit.variant_labels():
            self.variant_box.addItem(label, key)
        if self.custom_rules is not None:
            label = kit.variant_label(stored_variant)
            self.variant_box.addItem(
                self.tr("Custom (%1, changed in Settings)").replace("%1", label), CUSTOM
            )
            self.custom_variant = stored_variant
        settings_choice = (
            CUSTOM
            if self.custom_rules is not None
            else stored_variant
            if unchanged
            else game.variant_of_rules(stored_rules) or stored_variant
        )
        choice = self._proposed(settings_choice) if remembered else settings_choice
        self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(choice)))
        self.variant_box.blockSignals(False)
        self._variant_changed()

    def _proposed(self, settings_choice: str) -> str:
        """The variant to propose: the one being played (custom only when it is the Settings'
        custom rules), else the one last started from this dialog, else the Settings' choice.
        A Nine Men's Morris game used to be followed by the Settings' custom Morabaraba."""
        kit, game = self.kit, self.game
        if self.playing is not None and self.playing[0] == kit.key:
            _, variant, rules = self.playing
            if self.custom_rules is not None and rules == self.custom_rules:
                return CUSTOM
            preset = game.variant_of_rules(rules) or variant
            if self.variant_box.findData(preset) >= 0:
                return str(preset)
        last = QSettings().value(f"newgame/{kit.key}/variant")
        if last is not None and self.variant_box.findData(str(last)) >= 0:
            return str(last)
        return settings_choice

    def _variant_changed(self, *_: Any) -> None:
        self.summary.setText(self.kit.describe_rules(self.chosen_rules()))
        fit_height(self)

    def chosen_variant(self) -> str:
        data = self.variant_box.currentData()
        return self.custom_variant if data == CUSTOM else data

    def chosen_rules(self) -> Any:
        if self.variant_box.currentData() == CUSTOM:
            return self.custom_rules
        return self.game.rules_for(self.variant_box.currentData())

    def player_count(self) -> int:
        return int(self.count_box.currentData() or self.game.player_counts()[0])

    def _rebuild_players(self, *_: Any) -> None:
        for row in self.rows:
            row.hide()
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        while self.players_layout.count():
            item = self.players_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: it takes no room while the dialog is fitted
                widget.deleteLater()
        from morra_suite.controllers.computers import max_level, saved_level

        kit = self.kit
        count = self.player_count()
        levels = max_level(kit.key)
        settings = QSettings()
        for i, colour in enumerate(kit.colour_names(count)):
            row = PlayerRow(i, colour, levels, describe=kit.describe_level)
            name = settings.value(f"players/{kit.key}/{i}/name", "")
            row.name.setText(str(name) if name else "")
            computer = (
                str(settings.value(f"players/{kit.key}/{i}/computer", "false")).lower() == "true"
            )
            try:
                level = int(str(settings.value(f"players/{kit.key}/{i}/level", 1)))
            except (TypeError, ValueError):
                level = 1
            # the number of levels it was saved with: a renumbered ladder maps it to today's
            then = _int_or(settings.value(f"players/{kit.key}/{i}/levels", 0), 0) or None
            row.set_computer(computer, saved_level(kit.key, level, then))
            label = QLabel(colour + ":")
            label.setBuddy(row.name)
            self.players_layout.addWidget(label, i, 0)
            self.players_layout.addWidget(row, i, 1)
            label.show()  # at once (Qt would show them on the next event-loop turn, after
            row.show()  # the dialog was fitted to the rows it had)
            self.rows.append(row)
        fit_height(self)

    def remember_players(self) -> None:
        """The variant, the number of players and every seat, for this game's next New Game."""
        settings = QSettings()
        settings.setValue(f"newgame/{self.kit.key}/variant", self.variant_box.currentData())
        settings.setValue(f"newgame/{self.kit.key}/count", self.player_count())
        for i, row in enumerate(self.rows):
            settings.setValue(f"players/{self.kit.key}/{i}/name", row.name.text().strip())
            settings.setValue(f"players/{self.kit.key}/{i}/computer", row.is_computer)
            settings.setValue(f"players/{self.kit.key}/{i}/level", row.level.value())
            settings.setValue(f"players/{self.kit.key}/{i}/levels", row.level.maximum())

    def players(self) -> list[tuple[str, bool, int]]:
        """(name, is computer, level) per seat, in turn order."""
        return [(row.player_name(), row.is_computer, row.level.value()) for row in self.rows]


def _int_or(value: Any, default: int) -> int:
    try:
        return int(str(value))
    except (TypeError, ValueError):
        return default


def open_new_game(host: NewGameHost, key: str | None = None) -> NewGameDialog | None:
    """Game › New…: the dialog for ``key`` (default: the game on the board, else the mill
    games), not blocking; OK starts the game it describes. Returns the dialog."""
    from PySide6.QtWidgets import QMessageBox

    kits = host.available_kits()
    if not kits:
        host.show_message(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("MainWindow", "No games"),
            QCoreApplication.translate("MainWindow", "No game can be loaded."),
        )
        return None
    selected = key or (host.kit.key if host.kit else "mill")
    session = host.existing_session()
    playing = (
        (session.key, session.variant, session.rules)
        if session is not None and session.has_game and session.key is not None
        else None
    )
    dialog = NewGameDialog(kits, selected, host.widget(), playing)
    dialog.settings_requested.connect(
        lambda k: host.open_settings(
            k,
            after=dialog.reload_variants,
            chosen=(dialog.chosen_variant(), dialog.chosen_rules()),
        )
    )
    dialog.accepted.connect(lambda: _start_from(host, dialog))
    host.open_dialog(dialog)
    return dialog


def _start_from(host: NewGameHost, dialog: NewGameDialog) -> None:
    dialog.remember_players()
    dialog.clock.remember()
    host.session.clock.next_control = dialog.clock.time_control()  # the game starts with it
    host.start_game(
        dialog.kit.key,
        dialog.chosen_variant(),
        dialog.chosen_rules(),
        dialog.players(),
        dialog.player_count(),
    )
    # the dialog is going: the window is the active one again and its board takes the keys
    # at once (Morra's hidden hands are played by keys: no click on the board first)
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, host.widget(), host.focus_board)
