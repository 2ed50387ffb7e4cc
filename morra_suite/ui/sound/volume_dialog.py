"""View › Sound Volume: a slider from 0 to 100, kept in ``QSettings`` as it moves, and a short
"place" sound at the new volume so the player hears what was chosen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QSlider, QVBoxLayout, QWidget

from morra_suite.ui.sound import settings


class VolumeDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sound Volume"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 100)
        self.slider.setPageStep(10)
        self.slider.setValue(settings.volume())
        self.slider.setAccessibleName(self.tr("Volume"))
        label = QLabel(self.tr("&Volume:"))
        label.setBuddy(self.slider)
        self.value_label = QLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.slider)
        layout.addWidget(self.value_label)
        layout.addWidget(buttons)
        self.slider.valueChanged.connect(self._changed)
        self._show_value(self.slider.value())

    def _show_value(self, value: int) -> None:
        self.value_label.setText(self.tr("%1%").replace("%1", str(value)))

    def _changed(self, value: int) -> None:
        settings.set_volume(value)
        self._show_value(value)
        if settings.is_on() and not self.slider.isSliderDown():
            from morra_suite.ui.sound.player import shared_player

            shared_player().play(("place",), value)


def open_volume(parent: QWidget) -> VolumeDialog:
    """Opens the dialog (not modal: the game goes on behind it) and gives it back."""
    dialog = VolumeDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
