"""The chooser's cards: their titles stand at one height whichever blurb wraps to more lines."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint


@pytest.mark.parametrize("size", [(800, 600), (1100, 760), (1920, 1080)])
def test_the_card_titles_stand_at_one_height(qtbot, main_window, size) -> None:
    main_window.resize(*size)
    qtbot.wait(50)
    chooser = main_window.chooser
    tops = {
        key: card.heading.mapTo(chooser, QPoint(0, 0)).y() for key, card in chooser.cards.items()
    }
    assert len(set(tops.values())) == 1, tops
    for card in chooser.cards.values():  # and no blurb is cut
        line = card.line
        assert line.height() >= line.heightForWidth(line.width()), line.text()
