"""Settings › Appearance: how the app and its boards look, apart from the rules of any game.

The theme (the system's scheme, light or dark: ``ui.theme``), the language, each game's board
look (``ui.board_looks``, from the kits' ``looks()``) and the kits' other display options
(Morra's animation speed, Myra's colour-blind marks). The theme and the board looks apply at once
while the page is open, so a player sees the choice before keeping it; OK keeps them (the
dialog's owner calls ``store``), Cancel puts back what was stored (``revert``). Game-neutral: the
looks and options are the kits' data, rendered the same way for every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ui.kit_hooks import DisplayOption

Preview = Callable[[str, DisplayOption, Any], None]  # (game key, option, value)


class AppearancePage(QWidget):
    """The page's editors; ``preview(game, option, value)`` shows a board look on the open
    board while the page is open (``None``: nothing to show it on)."""

    def __init__(self, preview: Preview | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preview = preview
        self.setAccessibleName(self.tr("Appearance"))
        layout = QVBoxLayout(self)
        layout.addWidget(self._application_group())
        layout.addWidget(self._boards_group())
        layout.addStretch(1)

    # ------------------------------------------------------------------ the application
    def _application_group(self) -> QGroupBox:
        from morra_suite.ui import i18n, theme

        group = QGroupBox(self.tr("Application"))
        group.setAccessibleName(self.tr("Application"))
        form = QFormLayout(group)
        self.theme_box = QComboBox()
        self.theme_box.setAccessibleName(self.tr("Theme"))
        self.theme_box.setToolTip(
            self.tr("Light or dark chrome around the boards; System follows the desktop.")
        )
        words = {
            theme.SYSTEM: self.tr("System"),
            "light": self.tr("Light"),
            "dark": self.tr("Dark"),
        }
        for name in theme.names():
            self.theme_box.addItem(words.get(name, name), name)
        self.initial_theme = theme.current_choice()
        self.theme_box.setCurrentIndex(max(0, self.theme_box.findData(self.initial_theme)))
        self.theme_box.currentIndexChanged.connect(self._theme_chosen)
        theme_label = QLabel(self.tr("&Theme:"))
        theme_label.setBuddy(self.theme_box)
        form.addRow(theme_label, self.theme_box)
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
        return group

    def _theme_chosen(self, _index: int) -> None:
        from morra_suite.ui import theme

        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply(app, str(self.theme_box.currentData()))

    @property
    def chosen_theme(self) -> str:
        return str(self.theme_box.currentData())

    def chosen_language(self) -> str | None:
        """The language picked here, or ``None`` when it was left as it was."""
        code = self.language_box.currentData()
        return None if code == self.initial_language else str(code)

    # ------------------------------------------------------------------ the boards
    def _boards_group(self) -> QGroupBox:
        """Every kit's board look and display options, a bool as a check box, a choice as a
        combo box, filled from ``QSettings``; the views read them there."""
        from morra_suite.ui.board_looks import look_option
        from morra_suite.ui.kits import available_kits

        group = QGroupBox(self.tr("Boards"))
        group.setAccessibleName(self.tr("Boards"))
        form = QFormLayout(group)
        settings = QSettings()
        self.display_options: dict[str, tuple[str, DisplayOption]] = {}
        self.display_editors: dict[str, QWidget] = {}
        self.look_keys: dict[str, str] = {}  # game key -> its look option's key
        self.initial_values: dict[str, Any] = {}
        for game_key, kit in available_kits().items():
            options = list(kit.display_options())
            table = kit.looks()
            if table:
                label = QCoreApplication.translate("BoardLooks", "%1 board:").replace(
                    "%1", kit.title
                )
                look = look_option(game_key, table, label, lambda view: view.show_look())
                look.accessible = QCoreApplication.translate(
                    "BoardLooks", "Board look of %1"
                ).replace("%1", kit.title)
                self.look_keys[game_key] = look.key
                options.insert(0, look)
            for option in options:
                value = option.read(settings)
                editor = self._display_editor(option, value)
                editor.setAccessibleName(option.accessible)
                editor.setToolTip(option.tooltip)
                if isinstance(editor, QCheckBox):
                    form.addRow(editor)
                else:
                    label_widget = QLabel(option.label)
                    label_widget.setBuddy(editor)
                    form.addRow(label_widget, editor)
                self.display_options[option.key] = (game_key, option)
                self.display_editors[option.key] = editor
                self.initial_values[option.key] = value
        for game_key, key in self.look_keys.items():
            combo = self.display_editors[key]
            assert isinstance(combo, QComboBox)
            combo.currentIndexChanged.connect(
                lambda _=0, g=game_key, k=key: self._show(g, k, self.display_value(k))
            )
        return group

    @staticmethod
    def _display_editor(option: DisplayOption, value: Any) -> QWidget:
        if option.kind == "bool":
            check = QCheckBox(option.label)
            check.setChecked(bool(value))
            return check
        combo = QComboBox()
        for choice, label in option.choices:
            combo.addItem(label, choice)
        index = combo.findData(value)
        combo.setCurrentIndex(index if index >= 0 else combo.findData(option.default))
        return combo

    def _show(self, game_key: str, key: str, value: Any) -> None:
        if self.preview is not None:
            self.preview(game_key, self.display_options[key][1], value)

    def look_editor(self, game_key: str) -> QComboBox:
        """The combo box of game ``game_key``'s board look."""
        editor = self.display_editors[self.look_keys[game_key]]
        assert isinstance(editor, QComboBox)
        return editor

    def display_value(self, key: str) -> Any:
        """The value the page shows for the display option ``key``."""
        editor = self.display_editors[key]
        return editor.isChecked() if isinstance(editor, QCheckBox) else editor.currentData()  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ keeping, or not
    def store(self) -> list[tuple[str, DisplayOption, Any]]:
        """Writes the theme and every display option (on OK); returns (game key, option,
        value) of each option, for the caller to apply to the open board of that game."""
        from morra_suite.ui import theme

        settings = QSettings()
        settings.setValue(theme.SETTING, self.chosen_theme)
        stored = []
        for key, (game_key, option) in self.display_options.items():
            value = self.display_value(key)
            option.write(value, settings)
            stored.append((game_key, option, value))
        return stored

    def revert(self) -> None:
        """Cancelled: the theme and the board looks shown go back to what was stored."""
        from morra_suite.ui import theme

        if self.chosen_theme != self.initial_theme:
            app = QApplication.instance()
            if isinstance(app, QApplication):
                theme.apply(app, self.initial_theme)
        for game_key, key in self.look_keys.items():
            if self.display_value(key) != self.initial_values[key]:
                self._show(game_key, key, self.initial_values[key])
