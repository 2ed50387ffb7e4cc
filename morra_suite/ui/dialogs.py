"""The New Game, Settings and Rules dialogs. Game-neutral: the settings, variants and player
counts are the game description's (``game.settings()``: a bool is a check box, an int a spin box
with its range, a choice a combo box; ``requires`` disables a setting with its master), the words
are the kit's, the computer levels the pure computer registry's.

Dialogs are opened with ``open()`` (window-modal, not blocking), so the window keeps painting and
tests can fill them in and press their buttons like a person would.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morra_suite.core.game import Setting
from morra_suite.ui.game_kit import GameKit
from morra_suite.ui.storage import RulesStore

CUSTOM = "__custom__"

# The computer's levels in words, by how many levels a game's computer has: "1 Beginner" ..
# "7 Strongest" (translated in the context "LevelNames"; a count not listed shows numbers only).
LEVEL_NAMES: dict[int, tuple[str, ...]] = {
    2: (QT_TRANSLATE_NOOP("LevelNames", "Beginner"), QT_TRANSLATE_NOOP("LevelNames", "Strongest")),
    3: (
        QT_TRANSLATE_NOOP("LevelNames", "Beginner"),
        QT_TRANSLATE_NOOP("LevelNames", "Good"),
        QT_TRANSLATE_NOOP("LevelNames", "Strongest"),
    ),
    4: (
        QT_TRANSLATE_NOOP("LevelNames", "Beginner"),
        QT_TRANSLATE_NOOP("LevelNames", "Casual"),
        QT_TRANSLATE_NOOP("LevelNames", "Strong"),
        QT_TRANSLATE_NOOP("LevelNames", "Strongest"),
    ),
    5: (
        QT_TRANSLATE_NOOP("LevelNames", "Beginner"),
        QT_TRANSLATE_NOOP("LevelNames", "Casual"),
        QT_TRANSLATE_NOOP("LevelNames", "Good"),
        QT_TRANSLATE_NOOP("LevelNames", "Strong"),
        QT_TRANSLATE_NOOP("LevelNames", "Strongest"),
    ),
    6: (
        QT_TRANSLATE_NOOP("LevelNames", "Beginner"),
        QT_TRANSLATE_NOOP("LevelNames", "Novice"),
        QT_TRANSLATE_NOOP("LevelNames", "Casual"),
        QT_TRANSLATE_NOOP("LevelNames", "Good"),
        QT_TRANSLATE_NOOP("LevelNames", "Strong"),
        QT_TRANSLATE_NOOP("LevelNames", "Strongest"),
    ),
    7: (
        QT_TRANSLATE_NOOP("LevelNames", "Beginner"),
        QT_TRANSLATE_NOOP("LevelNames", "Novice"),
        QT_TRANSLATE_NOOP("LevelNames", "Casual"),
        QT_TRANSLATE_NOOP("LevelNames", "Good"),
        QT_TRANSLATE_NOOP("LevelNames", "Strong"),
        QT_TRANSLATE_NOOP("LevelNames", "Expert"),
        QT_TRANSLATE_NOOP("LevelNames", "Strongest"),
    ),
}


def level_label(level: int, levels: int) -> str:
    """``"4 Strong"``: the level's number and, when the table has words for ``levels``, its word."""
    words = LEVEL_NAMES.get(levels)
    if words is None or not 1 <= level <= len(words):
        return str(level)
    return f"{level} {QCoreApplication.translate('LevelNames', words[level - 1])}"


def fit_height(dialog: QDialog) -> None:
    """Grows ``dialog`` (and its minimum height) to what its layout needs at its width, so a
    word-wrapped text that got longer is never clipped and no row is squashed."""
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
    width = max(dialog.width(), layout.minimumSize().width())
    needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
    needed = max(needed, layout.totalMinimumSize().height())
    dialog.setMinimumHeight(needed)
    if dialog.height() < needed:
        dialog.resize(width, needed)


class SettingsDialog(QDialog):
    """Every rules setting of one game with a plain label and a tooltip; a preset fills them."""

    def __init__(
        self, kit: GameKit, variant: str, rules: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.kit = kit
        self.game = kit.game
        self.base_variant = variant
        self.rules = rules
        self.setWindowTitle(self.tr("Rules settings: %1").replace("%1", kit.title))
        self.setAccessibleName(self.tr("Rules settings"))
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.preset_box = QComboBox()
        self.preset_box.setAccessibleName(self.tr("Preset"))
        self.preset_box.setToolTip(self.tr("A named variant: choosing one fills in every setting."))
        for key, label in kit.variant_labels():
            self.preset_box.addItem(label, key)
        self.preset_box.addItem(self.tr("Custom"), CUSTOM)
        preset_label = QLabel(self.tr("&Preset:"))
        preset_label.setBuddy(self.preset_box)
        top.addRow(preset_label, self.preset_box)
        layout.addLayout(top)
        group = QGroupBox(self.tr("Settings"))
        group.setAccessibleName(self.tr("Settings"))
        self.form = QFormLayout(group)
        self.editors: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.settings = {setting.name: setting for setting in self.game.settings()}
        for setting in self.settings.values():
            text, tooltip = kit.setting_text(setting.name)
            editor = self._editor(setting)
            label = QLabel(text + ":")
            label.setToolTip(tooltip)
            label.setBuddy(editor)
            editor.setToolTip(tooltip)
            editor.setAccessibleName(text)
            editor.setAccessibleDescription(tooltip)
            self.editors[setting.name] = editor
            self.labels[setting.name] = label
            self.form.addRow(label, editor)
        layout.addWidget(group)
        layout.addWidget(self._language_group())
        self.problem = QLabel()
        self.problem.setAccessibleName(self.tr("Problem with the settings"))
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a02818;")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.setAccessibleName(self.tr("Dialog buttons"))
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).setText(
            self.tr("&Reset")
        )
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).setToolTip(
            self.tr("Back to the standard rules of %1").replace(
                "%1", kit.variant_label(self.game.default_variant())
            )
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.reset
        )
        layout.addWidget(self.buttons)
        self._filling = False
        self._fill(rules)
        self.preset_box.currentIndexChanged.connect(self._preset_chosen)

    def _language_group(self) -> QGroupBox:
        """The app's language, beside the rules: the one other setting a player looks for here."""
        from morra_suite.ui import i18n

        group = QGroupBox(self.tr("Application"))
        group.setAccessibleName(self.tr("Application"))
        form = QFormLayout(group)
        self.language_box = QComboBox()
        self.language_box.setAccessibleName(self.tr("Language"))
        self.language_box.setToolTip(self.tr("The language of the menus, dialogs and rules texts."))
        self.language_box.addItem(self.tr("System Language"), i18n.SYSTEM)
        for language in i18n.available_languages():
            self.language_box.addItem(language.native_name, language.code)
        index = self.language_box.findData(i18n.language_setting())
        self.language_box.setCurrentIndex(max(index, 0))
        self.initial_language = self.language_box.currentData()
        label = QLabel(self.tr("&Language:"))
        label.setBuddy(self.language_box)
        form.addRow(label, self.language_box)
        self._board_options(form)
        return group

    def _board_options(self, form: QFormLayout) -> None:
        """How the boards look and move: Morra's animation speed, Myra's colour-blind marks
        (stored in ``QSettings`` under the views' keys; the views read them)."""
        from morra_suite.ui.morra.view import (
            ANIMATION_SPEED_SETTING,
            DEFAULT_ANIMATION_SPEED,
            animation_speed_choices,
        )
        from morra_suite.ui.myra.view import load_show_marks

        settings = QSettings()
        self.speed_box = QComboBox()
        self.speed_box.setAccessibleName(self.tr("Morra animation speed"))
        self.speed_box.setToolTip(self.tr("How fast Morra's stones move after a round."))
        for value, label in animation_speed_choices():
            self.speed_box.addItem(label, value)
        stored = str(settings.value(ANIMATION_SPEED_SETTING, DEFAULT_ANIMATION_SPEED))
        index = self.speed_box.findData(stored)
        self.speed_box.setCurrentIndex(
            index if index >= 0 else self.speed_box.findData(DEFAULT_ANIMATION_SPEED)
        )
        speed_label = QLabel(self.tr("Morra &animation:"))
        speed_label.setBuddy(self.speed_box)
        form.addRow(speed_label, self.speed_box)
        self.marks_check = QCheckBox(self.tr("&Marks on Myra's balls (for colour-blind players)"))
        self.marks_check.setAccessibleName(self.tr("Marks on Myra's balls"))
        self.marks_check.setToolTip(
            self.tr(
                "Every ball carries its player's shape (ring, cross, triangle) besides its colour."
            )
        )
        self.marks_check.setChecked(load_show_marks(settings))
        form.addRow(self.marks_check)

    def store_board_options(self) -> None:
        """Writes the animation speed and the marks (on OK; the caller applies the marks)."""
        from morra_suite.ui.morra.view import ANIMATION_SPEED_SETTING
        from morra_suite.ui.myra.view import MYRA_MARKS_KEY

        settings = QSettings()
        settings.setValue(ANIMATION_SPEED_SETTING, self.speed_box.currentData())
        settings.setValue(MYRA_MARKS_KEY, self.marks_check.isChecked())

    def chosen_language(self) -> str | None:
        """The language picked here, or ``None`` when it was left as it was."""
        code = self.language_box.currentData()
        return None if code == self.initial_language else str(code)

    def _editor(self, setting: Setting) -> QWidget:
        if setting.kind == "bool":
            check = QCheckBox()
            check.toggled.connect(self._changed)
            return check
        if setting.kind == "int":
            spin = QSpinBox()
            spin.setRange(
                setting.minimum if setting.minimum is not None else -(2**31),
                setting.maximum if setting.maximum is not None else 2**31 - 1,
            )
            spin.valueChanged.connect(self._changed)
            return spin
        combo = QComboBox()
        for value in setting.choices:
            combo.addItem(self.kit.choice_label(setting, value), value)
        combo.currentIndexChanged.connect(self._changed)
        return combo

    def _enable_dependents(self) -> None:
        """A setting that ``requires`` another is editable only while its master is on."""
        for name, setting in self.settings.items():
            if setting.requires is not None and setting.requires in self.editors:
                on = setting.applies(self.value_of(setting.requires))
                self.editors[name].setEnabled(on)
                self.labels[name].setEnabled(on)

    def value_of(self, name: str) -> Any:
        editor = self.editors[name]
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, QSpinBox):
            return editor.value()
        assert isinstance(editor, QComboBox)
        return editor.currentData()

    def set_value(self, name: str, value: Any) -> None:
        editor = self.editors[name]
        if isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value))
        elif isinstance(editor, QComboBox):
            from morra_suite.ui.storage import same_choice

            for index in range(editor.count()):
                if same_choice(editor.itemData(index), value):
                    editor.setCurrentIndex(index)
                    break

    def _fill(self, rules: Any) -> None:
        self._filling = True
        try:
            for name, value in self.game.rules_to_dict(rules).items():
                if name in self.editors:
                    self.set_value(name, value)
        finally:
            self._filling = False
        self._changed()

    def _preset_chosen(self, index: int) -> None:
        key = self.preset_box.itemData(index)
        if key == CUSTOM or self._filling:
            return
        self.base_variant = key
        self._fill(self.game.rules_for(key))

    def _changed(self, *_: Any) -> None:
        self._enable_dependents()
        if self._filling:
            return
        values = {name: self.value_of(name) for name in self.editors}
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            rules = self.game.rules_from_dict(self.game.rules_for(self.base_variant), values)
        except (TypeError, ValueError) as exc:
            self.problem.setText(
                self.tr("These settings cannot be played: %1").replace("%1", str(exc))
            )
            ok.setEnabled(False)
            return
        self.problem.setText("")
        ok.setEnabled(True)
        self.rules = rules
        # the chosen variant while its rules are unchanged (several Morra layouts share one set
        # of rules), else the preset these rules are, else "Custom"
        if rules == self.game.rules_for(self.base_variant):
            preset: str | None = self.base_variant
        else:
            preset = self.game.variant_of_rules(rules)
        self._filling = True
        try:
            index = self.preset_box.findData(preset if preset is not None else CUSTOM)
            self.preset_box.setCurrentIndex(index)
        finally:
            self._filling = False
        if preset is not None:
            self.base_variant = preset

    def reset(self) -> None:
        """Back to the game's standard variant (the saved settings are cleared on OK)."""
        self.base_variant = self.game.default_variant()
        self.preset_box.setCurrentIndex(self.preset_box.findData(self.base_variant))
        self._fill(self.game.rules_for(self.base_variant))

    @property
    def is_custom(self) -> bool:
        return self.preset_box.currentData() == CUSTOM


class LevelBox(QSpinBox):
    """The computer's level as a number and a word ("4 Strong"); arrows and the wheel step it."""

    def textFromValue(self, value: int) -> str:
        return level_label(value, self.maximum())

    def valueFromText(self, text: str) -> int:
        digits = "".join(c for c in text.strip().split(" ")[0] if c.isdigit())
        return int(digits) if digits else self.value()


class PlayerRow(QWidget):
    """A player's name, human or computer, and the computer's level."""

    def __init__(
        self, index: int, colour: str, max_level: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.colour = colour
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Name of player %1").replace("%1", str(index + 1)))
        self.name.setPlaceholderText(colour)
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Player %1 is").replace("%1", str(index + 1)))
        self.kind.addItem(self.tr("Human"), False)
        self.kind.addItem(self.tr("Computer"), True)
        self.level = LevelBox()
        self.level.lineEdit().setReadOnly(True)  # a level is chosen, not typed
        self.level.setAccessibleName(self.tr("Level of player %1").replace("%1", str(index + 1)))
        self.level.setToolTip(self.tr("The computer's strength: 1 is a beginner."))
        self.level.setRange(1, max(1, max_level))
        self.level.setPrefix(self.tr("Level "))
        metrics = self.level.fontMetrics()
        widest = max(
            metrics.horizontalAdvance(self.level.prefix() + self.level.textFromValue(level))
            for level in range(1, self.level.maximum() + 1)
        )
        self.level.setMinimumWidth(widest + 44)  # every level's words, the arrows, the frame
        self.kind.currentIndexChanged.connect(lambda _: self.level.setEnabled(self.is_computer))
        self.level.setEnabled(False)
        layout.addWidget(self.name, 3)
        layout.addWidget(self.kind, 2)
        layout.addWidget(self.level, 1)
        # a row is as tall as its editors want, never squashed when three share the group
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    @property
    def is_computer(self) -> bool:
        return bool(self.kind.currentData())

    def set_computer(self, computer: bool, level: int = 1) -> None:
        self.kind.setCurrentIndex(1 if computer else 0)
        self.level.setValue(level)
        self.level.setEnabled(computer)

    def player_name(self) -> str:
        """The name typed; a person without one gets "" (the side's colour, in whatever language
        the window speaks later); a computer without one is "Computer"."""
        text = self.name.text().strip()
        if text:
            return text
        return self.tr("Computer") if self.is_computer else ""


class NewGameDialog(QDialog):
    """Game, variant (with "Custom" from the Settings), players and who plays each side."""

    settings_requested = Signal(str)

    def __init__(
        self, kits: dict[str, GameKit], selected: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.kits = kits
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
            self.variant_box.setCurrentIndex(self.variant_box.count() - 1)
            self.custom_variant = stored_variant
        else:
            preset = (
                stored_variant
                if unchanged
                else game.variant_of_rules(stored_rules) or stored_variant
            )
            last = QSettings().value(f"newgame/{kit.key}/variant") if remembered else None
            if last is not None and self.variant_box.findData(str(last)) >= 0:
                preset = str(last)
            self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(preset)))
        self.variant_box.blockSignals(False)
        self._variant_changed()

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
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        while self.players_layout.count():
            item = self.players_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        from morra_suite.controllers.computers import max_level

        kit = self.kit
        count = self.player_count()
        levels = max_level(kit.key)
        settings = QSettings()
        for i, colour in enumerate(kit.colour_names(count)):
            row = PlayerRow(i, colour, levels)
            name = settings.value(f"players/{kit.key}/{i}/name", "")
            row.name.setText(str(name) if name else "")
            computer = (
                str(settings.value(f"players/{kit.key}/{i}/computer", "false")).lower() == "true"
            )
            try:
                level = int(str(settings.value(f"players/{kit.key}/{i}/level", 1)))
            except (TypeError, ValueError):
                level = 1
            row.set_computer(computer, min(max(1, level), levels))
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

    def players(self) -> list[tuple[str, bool, int]]:
        """(name, is computer, level) per seat, in turn order."""
        return [(row.player_name(), row.is_computer, row.level.value()) for row in self.rows]


def _int_or(value: Any, default: int) -> int:
    try:
        return int(str(value))
    except (TypeError, ValueError):
        return default


class TextDialog(QDialog):
    """A Markdown text in a browser: a game's rules, the About text."""

    def __init__(
        self, title: str, markdown: str | None, missing: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.resize(640, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Text"))
        self.browser.setOpenExternalLinks(True)
        if markdown is None:
            self.browser.setPlainText(missing)
        else:
            self.browser.setMarkdown(markdown)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.setAccessibleName(self.tr("Dialog buttons"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class RulesDialog(TextDialog):
    """A game's rules text (Markdown from ``resources/rules/<language>/<game>.md``)."""

    def __init__(self, key: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(
            self.tr("Rules: %1").replace("%1", title),
            rules_text(key),
            self.tr("The rules text of %1 is not available.").replace("%1", title),
            parent,
        )


class AboutDialog(TextDialog):
    """The About text (``resources/about/<language>.md``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        try:
            from morra_suite.ui.i18n import about_text

            text = about_text()
        except ImportError:
            text = None
        from PySide6.QtCore import QCoreApplication

        super().__init__(
            QCoreApplication.translate("MainWindow", "About Morra Suite"),
            text,
            QCoreApplication.translate(
                "MainWindow",
                "Morra Suite 0.1\n\nMorra (Piet Hein), the mill games and Myra, with exact rules "
                "and computer players.\n\nFree software under the GNU GPL, version 3 or later.",
            ),
            parent,
        )
        self.fit_text()

    def fit_text(self, width: int = 600) -> None:
        """As tall as its text at ``width`` (no scroll bar, no empty half), within the screen."""
        browser = self.browser
        document = browser.document()
        margins = 2 * (browser.frameWidth() + int(document.documentMargin())) + 8
        document.setTextWidth(width - margins)
        text_height = int(document.size().height()) + 2 * browser.frameWidth() + 4
        around = self.sizeHint().height() - browser.sizeHint().height()  # margins, buttons
        browser.setMinimumHeight(min(text_height, 560))
        height = around + text_height
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None:
            height = min(height, screen.height() - 80)
        self.resize(width, height)


def rules_text(key: str, language: str | None = None) -> str | None:
    """The rules text in ``language`` (default: the app's), falling back to English."""
    try:
        from morra_suite.ui import i18n
    except ImportError:
        i18n = None  # type: ignore[assignment]
    if i18n is not None:
        return i18n.rules_text(key, language)
    from morra_suite.resources import resource_path

    language = language or QLocale.system().name().split("_")[0]
    for lang in dict.fromkeys((language, "en")):
        node = resource_path("rules", lang, f"{key}.md")
        try:
            if node.is_file():
                return node.read_text(encoding="utf-8")
        except OSError:
            continue
    return None
