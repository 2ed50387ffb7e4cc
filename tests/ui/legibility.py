"""What the boards' legibility tests share: the smallest window, the least size one reads on
screen, the texts a real paint drew, and a language installed for the length of a test.

Every board notes each text as it paints it (``ui.panels.painted_text``: the font's pixel size times
the painter's scale), so a test reads what was drawn after a fresh paint of the viewport,
not what a constant promises. The mill, Morra and Myra legibility tests measure alike through
these few functions instead of three copies of them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication
from qt_events import flush_events

from morra_suite.ui import i18n

SMALLEST_PX = 9.0
SMALLEST_WINDOW = QSize(800, 600)

#: One painted text: its words, its size on screen in pixels, and the item that drew it.
Painted = tuple[str, float, Any]


def painted_texts(view: Any) -> list[Painted]:
    """Every text the board's visible items drew in a fresh paint of the viewport, with its size
    on screen and the item that drew it."""
    items = [
        item for item in view.scene().items() if hasattr(item, "painted_texts") and item.isVisible()
    ]
    for item in items:
        item.painted_texts = []
        item.update()
    view.viewport().grab()
    return [(t.text, t.screen_px, item) for item in items for t in item.painted_texts]


def too_small(texts: list[Painted], least: float = SMALLEST_PX) -> list[str]:
    """The texts painted under ``least`` pixels, each with its item and size (empty: none)."""
    return [
        f"{text!r} in {type(item).__name__}: {px:.1f} px < {least} px"
        for text, px, item in texts
        if px < least
    ]


def words_of(texts: list[Painted]) -> set[str]:
    """The words painted, whatever drew them."""
    return {text for text, _px, _item in texts}


@contextmanager
def language(code: str) -> Iterator[None]:
    """The app's catalogues for ``code`` installed while the block runs, English again after."""
    app = QApplication.instance()
    assert i18n.install_translators(app, code) == code
    try:
        yield
    finally:
        i18n.remove_translators()


def smallest_window_with(qtbot: Any, main_window: Any, key: str, position: str) -> Any:
    """The window at its smallest size showing ``position`` of the game ``key``; its board."""
    main_window.resize(SMALLEST_WINDOW)
    assert main_window.start_from_position(key, position)
    flush_events()
    assert main_window.size() == SMALLEST_WINDOW  # the board lets the window be this small
    return main_window.view
