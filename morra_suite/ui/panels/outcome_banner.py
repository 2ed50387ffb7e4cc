"""The end of a game, said on the board itself, the same way in every game.

A win by a mill, a blockade, a resignation, a draw and why, Morra's race won: each ends with a
banner across the top of the board in the window's words for that end (``GameKit.describe_end``),
so a player who looks at the board, not at the status line, sees that the game is over and how.
It floats over the view's viewport (a widget, not a scene item), so every board gets the same
banner without drawing it itself, and it never covers the board's middle. Its colours are the
theme's (its panel, a little see-through, framed in the accent): a dark box over the light
theme's boards and a light one nowhere.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel

GROUND_ALPHA = 235  # the board shows faintly through; the words keep their contrast


def banner_style() -> str:
    """The banner's style sheet in the application's palette now (made from the theme shown,
    ``ui.theme.palette``): its panel (``Base``), its words and its accent (``Highlight``)."""
    shown = QApplication.palette()
    role = QPalette.ColorRole
    ground, words, accent = (shown.color(each) for each in (role.Base, role.Text, role.Highlight))
    return (
        f"QLabel#outcomeBanner {{ background: rgba({ground.red()}, {ground.green()},"
        f" {ground.blue()}, {GROUND_ALPHA}); color: {words.name()};"
        f" border: 2px solid {accent.name()}; border-radius: 8px;"
        " padding: 8px 16px; font-size: 15pt; font-weight: 600; }"
    )


class OutcomeBanner(QLabel):
    """A banner over ``view``'s viewport, hidden until ``show_text`` is given words."""

    MARGIN = 10  # pixels from the viewport's top and sides

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view.viewport())
        self.setObjectName("outcomeBanner")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._restyle()
        # a theme applied (a label with a style sheet of its own hears of no palette change)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.paletteChanged.connect(self._restyle)
        self.setAccessibleName(QCoreApplication.translate("OutcomeBanner", "The game is over"))
        self._view = view
        view.viewport().installEventFilter(self)
        self.hide()

    def _restyle(self) -> None:
        style = banner_style()
        if style != self.styleSheet():  # setting it changes the palette: no loop
            self.setStyleSheet(style)

    def show_text(self, text: str | None) -> None:
        """Shows ``text`` (the end in words) over the board; ``None`` or "" hides the banner."""
        if not text:
            self.hide()
            return
        self.setText(text)
        self.setAccessibleDescription(text)
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        viewport = self._view.viewport()
        width = max(120, viewport.width() - 2 * self.MARGIN)
        self.setFixedWidth(min(width, 640))
        self.adjustSize()
        self.move((viewport.width() - self.width()) // 2, self.MARGIN)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
