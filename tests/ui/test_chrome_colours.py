"""The chrome draws in the app's own colours: the widgets that paint themselves (the review's
chart, the bars beside the board, the rating chart) take the theme's palette, so the dark
appearance darkens them too; no stock Qt picture is asked for anywhere but in the one module
that draws the app's own in their place (``ui.icons``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from morra_suite.ui import theme

UI = Path(__file__).resolve().parents[2] / "morra_suite" / "ui"


@pytest.fixture
def light_again(qapp):
    before = qapp.palette()
    yield qapp
    theme.apply(qapp, "light")
    qapp.setPalette(before)


def _near(colour: QColor, hex_colour: str, within: int = 6) -> bool:
    want = QColor(hex_colour)
    return all(
        abs(a - b) <= within for a, b in zip(colour.getRgb()[:3], want.getRgb()[:3], strict=True)
    )


def _painted(widget):
    widget.resize(240, 160)
    return widget.grab().toImage()


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_review_chart_is_a_panel_of_the_theme(qtbot, light_again, name) -> None:
    from morra_suite.ui.review import EvalChart

    theme.apply(light_again, name)
    chart = EvalChart()
    qtbot.addWidget(chart)
    chart.set_values([0.0, 0.3, -0.2, 0.1], {2: "mistake"}, ["1", "", "2", ""])
    image = _painted(chart)
    shown = theme.THEMES[name]
    assert _near(image.pixelColor(2, 2), shown.panel), image.pixelColor(2, 2).name()
    # the curve in the accent: some pixel between the first two points is the accent's
    first, second = chart.point_at(0), chart.point_at(1)
    middle = (first + second) / 2
    ratio = image.width() / chart.width()
    around = [
        image.pixelColor(int((middle.x() + dx) * ratio), int((middle.y() + dy) * ratio))
        for dx in (-1, 0, 1)
        for dy in (-1, 0, 1)
    ]
    assert any(_near(c, shown.accent, 30) for c in around), [c.name() for c in around]


def test_the_bars_beside_the_board_are_framed_in_the_themes_border(qtbot, light_again) -> None:
    """Each bar's frame was one fixed brown: it is the border of the theme shown (over the
    same sides' colours, the light theme's frame is lighter than the dark one's)."""
    from morra_suite.ui.eval_bar import EvalBar
    from morra_suite.ui.standing_bar import StandingBar

    grey = QColor("#808080")
    for make in (EvalBar, StandingBar):
        frames = {}
        for name in ("light", "dark"):
            theme.apply(light_again, name)
            bar = make()
            qtbot.addWidget(bar)
            if isinstance(bar, EvalBar):
                bar.colours = (grey, grey)  # the sides' colours, the same in both themes
            bar.resize(14, 200)
            image = bar.grab().toImage()
            frames[name] = image.pixelColor(image.width() // 2, 1)
        light, dark = frames["light"], frames["dark"]
        assert light.lightness() > dark.lightness() + 20, (make.__name__, light.name(), dark.name())


def test_no_stock_qt_picture_is_asked_for_outside_the_apps_icons() -> None:
    stock = re.compile(r"\bSP_\w+|fromTheme\(|standardIcon\(|standardPixmap\(")
    found = [
        f"{path.relative_to(UI)}: {match.group(0)}"
        for path in UI.rglob("*.py")
        if path.name != "icons.py"
        for match in stock.finditer(path.read_text(encoding="utf-8"))
    ]
    assert not found, found
