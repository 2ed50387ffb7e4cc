"""Check boxes and radio buttons stay legible in every theme (WCAG 1.4.11: a control's outline at
3:1 or more against what is behind it). In the dark theme Qt's own unchecked box was a dark grey
square on a dark brown window, close to invisible in the Settings dialog.

Two measures: the colours the style draws with, computed from the theme's palette, and the real
pixels of a check box and a radio button painted on the window's ground."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QCheckBox, QRadioButton, QWidget

from morra_suite.ui import icons, theme

ROLE = QPalette.ColorRole


def _hex(colour: QColor) -> str:
    return colour.name()


@pytest.fixture
def themed(qapp):
    before = qapp.palette()
    icons.install_dialog_icons(qapp)  # the app's own style, as the app starts with
    yield qapp
    theme.apply(qapp, "light")
    qapp.setPalette(before)


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_indicator_colours_contrast_with_the_window_and_the_fields(themed, name) -> None:
    shown = theme.apply(themed, name)
    palette = themed.palette()
    outline = _hex(icons.indicator_outline(palette))
    for ground in (palette.color(ROLE.Window), palette.color(ROLE.Base)):
        assert theme.contrast(outline, _hex(ground)) >= 3, (name, outline, _hex(ground))
    assert theme.contrast(shown.text, shown.window) >= 4.5  # the label beside it
    checked = _hex(palette.color(ROLE.Highlight))
    assert theme.contrast(checked, _hex(palette.color(ROLE.Window))) >= 3


def _darkest_contrast_in(widget: QWidget, ground: str) -> float:
    """The strongest contrast of any pixel of the widget's indicator area against ``ground``."""
    image = widget.grab().toImage()
    side = min(image.height(), 24)  # the indicator sits at the left, within the first pixels
    best = 1.0
    for x in range(side):
        for y in range(image.height()):
            best = max(best, theme.contrast(QColor(image.pixel(x, y)).name(), ground))
    return best


@pytest.mark.parametrize("name", ["light", "dark"])
@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
def test_an_unchecked_box_is_drawn_visibly_on_the_window(qtbot, themed, name, kind) -> None:
    shown = theme.apply(themed, name)
    holder = QWidget()
    holder.setAutoFillBackground(True)
    qtbot.addWidget(holder)
    box = kind("", holder)  # no label: only the indicator is drawn
    box.resize(24, 24)
    holder.resize(30, 30)
    holder.show()
    qtbot.waitExposed(holder)
    assert _darkest_contrast_in(box, shown.window) >= 3, (name, kind.__name__)
