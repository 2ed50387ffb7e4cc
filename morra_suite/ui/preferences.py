"""The application's own settings (not a game's rules): for now the language it speaks.

The choice is stored as ``ui/language`` (``morra_suite.ui.i18n``) and takes effect at the next
start, as the dialog says: the games' kits, boards and open dialogs take their texts when they are
made, and a half-translated window would be worse than a restart.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ui import i18n


class PreferencesDialog(QDialog):
    """Language: the system's (the default) or one of the languages the app ships."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.setAccessibleName(self.tr("Preferences"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language_box = QComboBox()
        self.language_box.setAccessibleName(self.tr("Language"))
        self.language_box.setToolTip(
            self.tr("The language of menus, dialogs, messages and rules texts.")
        )
        system = i18n.resolve_language(i18n.SYSTEM)
        names = {language.code: language.native_name for language in i18n.available_languages()}
        self.language_box.addItem(
            self.tr("System default (%1)").replace("%1", names.get(system, system)), i18n.SYSTEM
        )
        for language in i18n.available_languages():
            self.language_box.addItem(language.native_name, language.code)
        stored = i18n.language_setting()
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(stored)))
        label = QLabel(self.tr("&Language:"))
        label.setBuddy(self.language_box)
        form.addRow(label, self.language_box)
        layout.addLayout(form)
        self.note = QLabel()
        self.note.setAccessibleName(self.tr("When the change takes effect"))
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.setAccessibleName(self.tr("Dialog buttons"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.language_box.currentIndexChanged.connect(self._update_note)
        self._update_note()

    def chosen_language(self) -> str:
        """A language code or ``"system"``."""
        return str(self.language_box.currentData())

    def needs_restart(self) -> bool:
        """True when the chosen language differs from the one the app speaks now."""
        return i18n.resolve_language(self.chosen_language()) != i18n.current_language()

    def _update_note(self, *_: object) -> None:
        if self.needs_restart():
            self.note.setText(self.tr("The language changes the next time Morra Suite starts."))
        else:
            self.note.setText(self.tr("This is the language Morra Suite speaks now."))

    def accept(self) -> None:
        i18n.set_language_setting(self.chosen_language())
        super().accept()
