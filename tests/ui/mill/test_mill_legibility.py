"""Every word on the mill board can be read in the smallest window (800x600), in English and
German: the coordinates, the trays' names ("Black", "Schwarz") and counts are painted at 9 px or
more on screen. Sizes are the painted ones (``ui.panels.painted_text.NotedTextItem`` notes its
font's pixel size times the painter's scale on every paint), read through
``tests/ui/legibility.py``.
"""

from __future__ import annotations

import pytest

from tests.ui.legibility import language, painted_texts, smallest_window_with, too_small, words_of

NAMES = {"en": {"White", "Black"}, "de": {"Weiß", "Schwarz"}}


@pytest.mark.parametrize("code", ["en", "de"])
def test_every_board_text_is_9_px_at_800_by_600(qtbot, main_window, code) -> None:
    with language(code):
        position = "nine w:a7,d7,g4 b:g1,e3 hand:5,6 to:w"
        view = smallest_window_with(qtbot, main_window, "mill", position)
        texts = painted_texts(view)
        assert not too_small(texts), too_small(texts)
        assert NAMES[code] | {"a", "g", "1", "7", "5", "6"} <= words_of(texts), words_of(texts)
