"""A move updates the players' cards in place: the turn passes by the card's own look, not by a
style sheet set anew on the card and every label on it, and what did not change is not made
again.

Why: every move updated every card twice, and each update drew the swatch, measured the badge,
set the words and set the card a new style sheet (parsed, and every label restyled): about
2.5 ms a card even when nothing changed, 10 ms of a move's 100 ms budget (issue 21).
"""

from __future__ import annotations

from mill_helpers import click
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel
from qt_events import flush_events

from morra_suite.ui import theme
from morra_suite.ui.panels.player_card_style import card_colours

RESTYLED = (QEvent.Type.StyleChange, QEvent.Type.PaletteChange, QEvent.Type.FontChange)


class StyleWatch(QObject):
    """Counts the style, palette and font changes of every label on the cards."""

    def __init__(self, panels) -> None:
        super().__init__()
        self.count = 0
        for panel in panels:
            for label in panel.findChildren(QLabel):
                label.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in RESTYLED:
            self.count += 1
        return False


def ground_of(panel) -> QColor:
    """The card's ground as painted, inside its frame at the left middle (beside the swatch)."""
    image = panel.grab().toImage()
    return QColor.fromRgb(image.pixel(4, image.height() // 2))


def test_a_move_passes_the_turn_without_restyling_the_cards_labels(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    white, black = main_window.player_panels
    view = main_window.view
    click(qtbot, view, "a1")
    flush_events()
    swatches = [panel.swatch.pixmap().cacheKey() for panel in (white, black)]
    watch = StyleWatch((white, black))

    click(qtbot, view, "d7")  # Black's move: the turn passes back to White
    flush_events()
    assert watch.count == 0, "a label on a card was restyled"
    assert [panel.swatch.pixmap().cacheKey() for panel in (white, black)] == swatches
    assert white.turn.isVisible() and white.turn.text() == "to move"
    assert not black.turn.isVisible()
    assert black.info.text().startswith("8 in hand")

    # the card of the side to move is drawn in its own look: tinted with the accent
    shown = theme.shown()
    turn, plain = card_colours(shown, True), card_colours(shown, False)
    assert ground_of(white).name() == QColor(turn.ground).name()
    assert ground_of(black).name() != QColor(turn.ground).name()
    assert plain.ground == "" or ground_of(black).name() == QColor(plain.ground).name()


def test_an_update_that_changes_nothing_leaves_the_card_alone(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    white = main_window.player_panels[0]
    flush_events()
    args = ("White", "#ffffff", "", white.info.text(), True, False, None)
    white.update_player(*args)
    watch = StyleWatch((white,))
    swatch = white.swatch.pixmap().cacheKey()
    sheet = white.styleSheet()
    for _ in range(3):
        white.update_player(*args)
    flush_events()
    assert watch.count == 0
    assert white.swatch.pixmap().cacheKey() == swatch
    assert white.styleSheet() == sheet
