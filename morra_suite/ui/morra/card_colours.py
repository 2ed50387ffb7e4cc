"""The colours of the cards beside the Morra target (the players' hands, the round strip, the
legends), made from the board look and the chrome's appearance.

The cards were cream paper in every look: on the dark look's dark target, and in the dark
appearance, they were the only light boxes on the screen. A card is now paper of the look's own
target (its surface and its ink), and in the dark appearance a look whose paper is light lays its
cards out in the dark theme's colours instead, so no light box glares in dark chrome. The players'
colours, the ivory balls and the gold of the stake stay what they are on the board.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtGui import QColor

from morra_suite.ui.board_looks import BoardLook, chrome_is_dark
from morra_suite.ui.morra.looks import look
from morra_suite.ui.theme import DARK

SOFT_ALPHA = 215  # the secondary words: the ink, a little faded (still 4.5:1 on the paper)


def faded(colour: QColor | str, alpha: int) -> QColor:
    made = QColor(colour)
    made.setAlpha(alpha)
    return made


def mixed(colour: str, other: str, share: float) -> QColor:
    """``colour`` with ``share`` of ``other`` mixed in."""
    a, b = QColor(colour), QColor(other)
    return QColor(
        round(a.red() + (b.red() - a.red()) * share),
        round(a.green() + (b.green() - a.green()) * share),
        round(a.blue() + (b.blue() - a.blue()) * share),
    )


def is_dark(colour: str) -> bool:
    return QColor(colour).lightnessF() < 0.5


@dataclass(frozen=True)
class CardColours:
    """Every colour a card is painted in."""

    paper_top: QColor
    paper_bottom: QColor
    line: QColor  # the card's outline
    rule: QColor  # the thin line under the header, the last-round strip's outline
    ink: QColor  # words
    soft_ink: QColor  # secondary words (subtitle, captions, key hints)
    last_strip: QColor  # the faint fill of "Last round: held 2"
    button_top: QColor
    button_bottom: QColor
    button_hover_top: QColor
    button_hover_bottom: QColor
    button_line: QColor
    button_hover_line: QColor
    button_off_top: QColor
    button_off_bottom: QColor
    button_off_line: QColor
    button_off_ink: QColor
    key_chip: QColor
    key_chip_line: QColor
    empty_ball: QColor  # the dashed ring of "no balls"
    plate: QColor  # the words' plate on a card lying face down
    plate_hover: QColor
    chosen: QColor  # the tick of "has chosen"
    chosen_fill: QColor
    stake_frame: QColor  # the gold frame round the card whose stone is at stake
    legend_paper: QColor  # the legends' paper (a little see-through over the table)


def paper_of(shown: BoardLook, dark_chrome: bool) -> tuple[str, str, str]:
    """The cards' paper (top, bottom) and ink for ``shown``: the look's target, or the dark
    theme's panel where the chrome is dark and the look's paper light."""
    if dark_chrome and not is_dark(shown.board_light):
        return DARK.button, DARK.panel, DARK.text
    return shown.board_light, shown.board_dark, shown.label_colour


@cache
def _colours(shown: BoardLook, dark_chrome: bool) -> CardColours:
    top, bottom, ink = paper_of(shown, dark_chrome)
    dark = is_dark(top)
    lift = shown.selection  # hovered buttons and plates lean to the look's "a click here" colour
    button_line = mixed(bottom, ink, 0.45)
    chosen = QColor("#4d7a3a").lighter(175) if dark else QColor("#4d7a3a")
    return CardColours(
        paper_top=QColor(top),
        paper_bottom=QColor(bottom),
        line=mixed(bottom, ink, 0.32),
        rule=faded(mixed(bottom, ink, 0.4), 150),
        ink=QColor(ink),
        soft_ink=faded(ink, SOFT_ALPHA),
        last_strip=faded(ink, 22),
        button_top=mixed(top, bottom, 0.1),
        button_bottom=mixed(bottom, ink, 0.04),
        button_hover_top=mixed(top, lift, 0.12),
        button_hover_bottom=mixed(bottom, lift, 0.2),
        button_line=button_line,
        button_hover_line=mixed(bottom, ink, 0.65),
        button_off_top=mixed(top, bottom, 0.5),
        button_off_bottom=QColor(bottom),
        button_off_line=faded(button_line, 110),
        button_off_ink=faded(ink, 110),
        key_chip=faded(ink, 30),
        key_chip_line=faded(ink, 120),
        empty_ball=faded(ink, 120),
        plate=mixed(top, bottom, 0.3),
        plate_hover=mixed(top, lift, 0.15),
        chosen=chosen,
        chosen_fill=faded(chosen, 40),
        stake_frame=faded(shown.ornament, 230),
        legend_paper=faded(top, 232),
    )


def card_colours() -> CardColours:
    """The colours of the cards in the look and the appearance shown now."""
    return _colours(look(), chrome_is_dark())
