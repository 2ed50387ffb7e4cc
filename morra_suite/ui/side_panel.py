"""The side panel's pieces, imported when the first game starts (not needed to show the window)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget


class PlayerPanel(QFrame):
    """One player in the side panel: colour, name, what they have, and whether it is their turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("PlayerPanel")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.swatch = QLabel()
        self.swatch.setFixedSize(26, 26)
        self.name = QLabel()
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.name.setWordWrap(True)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setStyleSheet("color: #6b5e4e;")
        self.turn = QLabel()
        self.turn.setStyleSheet(
            "background: #e0a526; color: white; border-radius: 8px; padding: 1px 8px;"
            "font-weight: bold;"
        )
        self.turn.setVisible(False)
        head = QHBoxLayout()
        head.setSpacing(6)
        head.addWidget(self.name, 1)
        head.addWidget(self.turn, 0, Qt.AlignmentFlag.AlignTop)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addLayout(head)
        text.addWidget(self.info)
        layout.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(text, 1)

    def update_player(
        self, colour_name: str, colour: str, name: str, info: str, to_move: bool, thinking: bool
    ) -> None:
        pixmap = QPixmap(26, 26)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(colour))
        painter.setPen(QPen(QColor("#6b5a45"), 1.5))
        painter.drawEllipse(2, 2, 22, 22)
        painter.end()
        self.swatch.setPixmap(pixmap)
        self.name.setText(f"{name}" if name == colour_name else f"{name} ({colour_name})")
        self.info.setText(info)
        if to_move:
            self.turn.setText(self.tr("thinking…") if thinking else self.tr("to move"))
            self.turn.setVisible(True)
            self.setStyleSheet(
                "#PlayerPanel { background: #fbeec8; border: 2px solid #e0a526;"
                " border-radius: 6px; }"
            )
        else:
            self.turn.setText("")
            self.turn.setVisible(False)
            self.setStyleSheet("#PlayerPanel { border: 1px solid #d5cbb8; border-radius: 6px; }")
        self.setAccessibleName(
            self.tr("%1: %2. %3")
            .replace("%1", self.name.text())
            .replace("%2", info)
            .replace("%3", self.turn.text())
        )
