"""The Settings dialog: a game's rules on one page, the app's appearance on another, the
computer players' search threads on the third (``ui.dialogs.computer_page``).

Game-neutral: the settings and variants are the game description's (``game.settings()``: a bool
is a check box, an int a spin box with its range, a choice a combo box; ``requires`` disables a
setting with its master) and the words are the kit's. The Appearance page
(``ui.dialogs.appearance_page``: theme, language, board looks and the kits' ``display_options()``)
is apart from the rules. Opened with ``open()`` (window-modal, not blocking), so tests fill it in
and press its buttons like a person would.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from morra_suite.core.game import Setting
from morra_suite.ui import theme
from morra_suite.ui.dialogs.appearance_page import AppearancePage, Preview
from morra_suite.ui.dialogs.computer_page import ComputerPage
from morra_suite.ui.game_kit import GameKit
from morra_suite.ui.kit_hooks import DisplayOption

CUSTOM = "__custom__"  # the preset box's entry for rules that are no named variant


class WholeScroll(QScrollArea):
    """A frameless scroll area that asks for its whole content's size (Qt's asks for at most
    a few dozen lines), so it scrolls only when the dialog is held lower than that."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self._content = content  # widget() may be None to the type checker; this page never is
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:
        inner = self._content.sizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inner.width() + bar, inner.height())

    def minimumSizeHint(self) -> QSize:
        inner = self._content.minimumSizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inner.width() + bar, min(inner.height(), 120))


class SettingsDialog(QDialog):
    """Every rules setting of one game with a plain label and a tooltip; a preset fills them."""

    def __init__(
        self,
        kit: GameKit,
        variant: str,
        rules: Any,
        parent: QWidget | None = None,
        preview: Preview | None = None,
        origin: str = "",
    ) -> None:
        """``origin`` says where the rules shown come from when it is not the stored set
        (New Game's chosen variant): shown above the settings, so nobody edits blind."""
        super().__init__(parent)
        self.kit = kit
        self.game = kit.game
        self.base_variant = variant
        self.rules = rules
        self.setWindowTitle(self.tr("Rules settings: %1").replace("%1", kit.title))
        self.setAccessibleName(self.tr("Rules settings"))
        outer = QVBoxLayout(self)
        self.pages = QTabWidget()
        self.pages.setAccessibleName(self.tr("Settings pages"))
        self.pages.tabBar().setAccessibleName(self.tr("Settings pages"))
        outer.addWidget(self.pages)
        self.rules_page = QWidget()
        layout = QVBoxLayout(self.rules_page)
        self.origin = QLabel(origin)
        self.origin.setAccessibleName(self.tr("Which rules these are"))
        self.origin.setWordWrap(True)
        self.origin.setVisible(bool(origin))
        layout.addWidget(self.origin)
        top = QFormLayout()
        self.preset_box = QComboBox()
        self.preset_box.setAccessibleName(self.tr("Preset"))
        self.preset_box.setToolTip(self.tr("A named variant: choosing one fills in every setting."))
        for key, variant_label in kit.variant_labels():
            self.preset_box.addItem(variant_label, key)
        self.preset_box.addItem(self.tr("Custom"), CUSTOM)
        preset_label = QLabel(self.tr("&Preset:"))
        preset_label.setBuddy(self.preset_box)
        top.addRow(preset_label, self.preset_box)
        layout.addLayout(top)
        group = QGroupBox(self.tr("Settings"))
        group.setAccessibleName(self.tr("Settings"))
        self.form = QFormLayout(group)
        # a choice too long to stand beside its label goes under it (the mill's removals
        # while placing were wider than an 800 px screen beside their label)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
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
        # the rules scroll when the screen is too low for them all (the mill's two dozen on
        # an 800x600 screen put OK and Cancel out of reach)
        self.rules_scroll = WholeScroll(group)
        self.rules_scroll.setAccessibleName(self.tr("Rules settings, scrolled"))
        layout.addWidget(self.rules_scroll, 1)
        self.problem = QLabel()
        self.problem.setAccessibleName(self.tr("Problem with the settings"))
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {theme.warning_colour()};")
        layout.addWidget(self.problem)
        self.pages.addTab(self.rules_page, self.tr("R&ules"))
        self.appearance = AppearancePage(preview, self)
        self.pages.addTab(self.appearance, self.tr("&Appearance"))
        self.computer = ComputerPage(self)
        self.pages.addTab(self.computer, self.tr("&Computer"))
        self.pages.currentChanged.connect(self._page_shown)
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
        outer.addWidget(self.buttons)
        self._filling = False
        self._fill(rules)
        self.preset_box.currentIndexChanged.connect(self._preset_chosen)
        self.resize(self.sizeHint())  # whole; the window fits it to the screen when it opens

    # ------------------------------------------------------------------ the Appearance page
    def show_page(self, name: str) -> None:
        """Turns to the page ``"rules"``, ``"appearance"`` or ``"computer"``."""
        pages = {"appearance": self.appearance, "computer": self.computer}
        self.pages.setCurrentWidget(pages.get(name, self.rules_page))

    def _page_shown(self, _index: int) -> None:
        reset = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        shown = self.pages.currentWidget()
        reset.setVisible(shown is self.rules_page)  # the rules' reset
        if shown is self.appearance:
            self.setWindowTitle(self.tr("Settings: Appearance"))
        elif shown is self.computer:
            self.setWindowTitle(self.tr("Settings: Computer"))
        else:
            self.setWindowTitle(self.tr("Rules settings: %1").replace("%1", self.kit.title))
        self._fit_page()

    def _fit_page(self) -> None:
        """As tall as the page shown needs (the tabs take the tallest page's height: the short
        Appearance page stood over half a page of blank), no taller than the screen."""
        from morra_suite.ui.dialogs.dialog_placement import available_on, centre_on, frame_size

        pages = [
            page for i in range(self.pages.count()) if (page := self.pages.widget(i)) is not None
        ]
        tallest = max(page.sizeHint().height() for page in pages)
        shown = self.pages.currentWidget().sizeHint().height()
        wanted = self.sizeHint().height() - tallest + shown
        frame = frame_size(self).height() - self.height()
        window = self.parentWidget()
        room = available_on(window or self).height() - frame
        self.resize(self.width(), max(self.minimumSizeHint().height(), min(wanted, room)))
        if window is not None and self.isVisible():
            centre_on(self, window.window())  # in the middle again, at its new height

    @property
    def language_box(self) -> QComboBox:
        return self.appearance.language_box

    @property
    def display_editors(self) -> dict[str, QWidget]:
        return self.appearance.display_editors

    @property
    def display_options(self) -> dict[str, tuple[str, DisplayOption]]:
        return self.appearance.display_options

    def display_value(self, key: str) -> Any:
        """The value the dialog shows for the display option ``key``."""
        return self.appearance.display_value(key)

    def store_board_options(self) -> list[tuple[str, DisplayOption, Any]]:
        """Writes the theme and every display option (on OK); returns (game key, option,
        value) of each, for the caller to apply to the open board of that game."""
        return self.appearance.store()

    def chosen_language(self) -> str | None:
        """The language picked here, or ``None`` when it was left as it was."""
        return self.appearance.chosen_language()

    def reject(self) -> None:
        self.appearance.revert()  # the theme and board looks shown while open go back
        super().reject()

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
            from morra_suite.ui.commands.rules_store import same_choice

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
