"""Every word on the mill board can be read in the smallest window (800x600), in English and
German: the coordinates, the trays' names ("Black", "Schwarz") and counts are painted at 9 px or
more on screen. Sizes are the painted ones (``ui.painted_text.NotedTextItem`` notes its font's
pixel size times the painter's scale on every paint).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSize

from morra_suite.ui import i18n

SMALLEST_PX = 9.0
SMALLEST_WINDOW = QSize(800, 600)
NAMES = {"en": {"White", "Black"}, "de": {"Weiß", "Schwarz"}}


def painted_texts(view: Any) -> list[tuple[str, float, Any]]:
    items = [
        item for item in view.scene().items() if hasattr(item, "painted_texts") and item.isVisible()
    ]
    for item in items:
        item.painted_texts = []
        item.update()
    view.viewport().grab()
    return [(t.text, t.screen_px, item) for item in items for t in item.painted_texts]


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_board_text_is_9_px_at_800_by_600(qtbot, qapp, main_window, language) -> None:
    assert i18n.install_translators(qapp, language) == language
    try:
        main_window.resize(SMALLEST_WINDOW)
        assert main_window.start_from_position("mill", "nine w:a7,d7,g4 b:g1,e3 hand:5,6 to:w")
        view = main_window.view
        qtbot.wait(30)
        assert main_window.size() == SMALLEST_WINDOW
        texts = painted_texts(view)
        for text, px, _item in texts:
            assert px >= SMALLEST_PX, f"{text!r}: {px:.1f} px"
        words = {text for text, _px, _item in texts}
        assert NAMES[language] | {"a", "g", "1", "7", "5", "6"} <= words, words
    finally:
        i18n.remove_translators()
