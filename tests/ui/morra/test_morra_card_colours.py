"""Every word on a Morra card keeps 4.5:1 on the ground it is painted on, in every board look and
in both appearances: the ink and the secondary ink (a little faded) on the paper, the buttons,
the plate of a card face down and the last-round strip, hovered or not. The cards were cream in
every look; they are the look's paper now (``ui.morra.card_colours``), so each pair is measured
(tests/ui/test_chrome_colours.py measures the painted cards in the real window)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from morra_suite.ui import board_looks
from morra_suite.ui.morra.card_colours import card_colours
from morra_suite.ui.morra.looks import KEY, TABLE
from morra_suite.ui.theme import contrast


def _over(colour: QColor, ground: QColor) -> QColor:
    """``colour`` painted over ``ground`` (its alpha mixed in)."""
    a = colour.alphaF()
    return QColor(
        *(
            round(c * a + g * (1 - a))
            for c, g in (
                (colour.red(), ground.red()),
                (colour.green(), ground.green()),
                (colour.blue(), ground.blue()),
            )
        )
    )


@pytest.fixture
def kept():
    with board_looks.choices_kept():
        dark = board_looks.chrome_is_dark()
        yield
        board_looks.set_dark_chrome(dark)


@pytest.mark.parametrize("look", [look.key for look in TABLE])
@pytest.mark.parametrize("dark_chrome", [False, True])
def test_every_word_on_a_card_keeps_its_contrast(qapp, kept, look, dark_chrome) -> None:
    board_looks.set_dark_chrome(dark_chrome)
    board_looks.select(KEY, look, TABLE)
    tone = card_colours()
    grounds = {
        "paper top": tone.paper_top,
        "paper bottom": tone.paper_bottom,
        "button": tone.button_bottom,
        "button hovered": tone.button_hover_bottom,
        "plate": tone.plate,
        "plate hovered": tone.plate_hover,
        "last round": _over(tone.last_strip, tone.paper_top),
    }
    for where, ground in grounds.items():
        for ink in (tone.ink, tone.soft_ink):
            seen = _over(ink, ground).name()
            assert contrast(seen, ground.name()) >= 4.5, (look, dark_chrome, where, seen)
    if dark_chrome:  # no light box in dark chrome
        assert tone.paper_top.lightnessF() < 0.5, (look, tone.paper_top.name())
