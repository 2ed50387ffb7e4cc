"""The chrome draws in the app's own colours: the widgets that paint themselves (the review's
chart, the bars beside the board, the rating chart) take the theme's palette, so the dark
appearance darkens them too; no stock Qt picture is asked for anywhere but in the one module
that draws the app's own in their place (``ui.icons``). The boxes that were fixed cream or dark red
(the side panel's card to move, Morra's cards, the mill's result ribbon, the banners, the Morra
board designer's table) take the theme's or the board look's colours, their words legible."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from qt_events import flush_events

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
    from morra_suite.ui.dialogs.review import EvalChart

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
    from morra_suite.ui.panels.eval_bar import EvalBar
    from morra_suite.ui.panels.standing_bar import StandingBar

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


# ---------------------------------------------------------------- the boxes that painted cream
# Each was a fixed colour that suited the light theme (or the wood look) alone: the side panel's
# card of the side to move, Morra's cards beside the target, the mill's result ribbon, the
# autosave and the outcome banners, the Morra board designer's table.


@pytest.fixture
def looks_kept(light_again):
    from morra_suite.ui import board_looks

    with board_looks.choices_kept():
        yield light_again


def _ground(image: QImage) -> QColor:
    """The most common colour of a picture (a box's ground under its words)."""
    counts: dict[int, int] = {}
    for y in range(image.height()):
        for x in range(image.width()):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    return QColor.fromRgb(max(counts, key=counts.__getitem__))


def _ink_contrast(image: QImage) -> float:
    """The contrast between a picture of words' ground and the colour farthest from it."""
    ground = _ground(image).name()
    return max(
        theme.contrast(QColor.fromRgb(image.pixel(x, y)).name(), ground)
        for y in range(image.height())
        for x in range(image.width())
    )


def _is_light(colour: QColor) -> bool:
    return colour.lightnessF() > 0.5


@pytest.mark.parametrize(("first", "then"), [("dark", "light"), ("light", "dark")])
def test_the_card_of_the_side_to_move_is_in_the_theme(
    qtbot, main_window, light_again, first, then
) -> None:
    """The card to move was a cream box with dark words in the dark theme too: it is the
    theme's panel tinted with its accent, its words and badge legible, and it follows a theme
    applied while the game is on."""
    for name in (first, then):
        theme.apply(light_again, name)
        if name == first:
            main_window.start_game("mill", "nine")
        flush_events()
        card = main_window.player_panels[0]
        assert card.turn.isVisible()
        ground = _ground(card.grab().toImage())
        assert _is_light(ground) == (name == "light"), (name, ground.name())
        for label in (card.name, card.info, card.turn):
            picture = card.grab(label.geometry()).toImage()
            assert _ink_contrast(picture) >= 4.5, (name, label.text(), _ground(picture).name())


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_autosave_banner_is_the_themes_warning(qtbot, light_again, name, tmp_path) -> None:
    from morra_suite.ui.window.autosave_banner import AutosaveBanner

    theme.apply(light_again, name)
    banner = AutosaveBanner()
    qtbot.addWidget(banner)
    banner.failed(tmp_path, "disk full")
    banner.resize(banner.sizeHint())
    picture = banner.grab().toImage()
    assert _near(_ground(picture), theme.THEMES[name].warning), _ground(picture).name()
    assert _ink_contrast(picture) >= 4.5


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_outcome_banner_is_a_panel_of_the_theme(qtbot, main_window, light_again, name) -> None:
    """A dark box over the light theme's board before: the theme's panel now, its words
    legible on it."""
    theme.apply(light_again, name)
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = main_window.view
    view.show_outcome("Ann wins: her stone reached the centre")
    banner = view._outcome_banner
    qtbot.waitUntil(banner.isVisible)
    picture = view.viewport().grab(banner.geometry().adjusted(4, 4, -4, -4)).toImage()
    ground = _ground(picture)
    assert _near(ground, theme.THEMES[name].panel, 24), ground.name()
    assert _ink_contrast(picture) >= 4.5


def _resigned_mill(qtbot, main_window):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    main_window.start_game("mill", "nine")
    main_window.resign_action.trigger()
    box = main_window.play_actions.question
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    return main_window.view


def test_the_mill_result_ribbon_is_in_the_board_look(qtbot, main_window, looks_kept) -> None:
    """The ribbon was one dark red in every look: it is the look's own dark rim, its words
    legible on it, in every look and both themes."""
    from morra_suite.ui import board_looks
    from morra_suite.ui.mill.looks import KEY, TABLE
    from morra_suite.ui.panels.painted_text import NotedTextItem

    view = _resigned_mill(qtbot, main_window)
    said = main_window.status_text()
    grounds = {}
    for name in ("light", "dark"):
        theme.apply(looks_kept, name)
        for look in TABLE:
            board_looks.select(KEY, look.key, TABLE)
            view.show_look()
            flush_events()
            label = next(
                item
                for item in view.scene().items()
                if isinstance(item, NotedTextItem) and item.text() == said
            )
            box = view.mapFromScene(label.sceneBoundingRect()).boundingRect()
            picture = view.viewport().grab(box).toImage()
            assert _ink_contrast(picture) >= 4.5, (name, look.key)
            grounds[(name, look.key)] = _ground(picture).name()
    assert grounds[("light", "light")] != grounds[("light", "dark")], grounds
    assert grounds[("light", "wood")] != grounds[("light", "contrast")], grounds


def _card_picture(view, item, rect) -> QImage:
    """What the viewport shows of ``rect`` (item coordinates) of a Morra board item."""
    box = view.mapFromScene(item.mapRectToScene(rect)).boundingRect()
    return view.viewport().grab(box).toImage()


@pytest.mark.parametrize(
    ("name", "look", "light_cards"),
    [("light", "wood", True), ("light", "dark", False), ("dark", "wood", False)],
)
def test_morras_cards_follow_the_look_and_the_theme(
    qtbot, main_window, looks_kept, name, look, light_cards
) -> None:
    """The hand cards, the round strip and the legends were cream paper on the dark look's
    dark target and in the dark theme: they are the look's paper (the dark theme's panel in
    dark chrome), their words legible."""
    from PySide6.QtCore import QRectF

    from morra_suite.ui import board_looks
    from morra_suite.ui.morra.looks import KEY, TABLE
    from morra_suite.ui.morra.pickers import PANEL_HEIGHT, PANEL_WIDTH

    theme.apply(looks_kept, name)
    main_window.start_game("morra", "target", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = main_window.view
    board_looks.select(KEY, look, TABLE)
    view.show_look()
    flush_events()
    scene = view.morra_scene
    for card in view.panels:
        whole = _card_picture(view, card, QRectF(0, 0, PANEL_WIDTH, PANEL_HEIGHT))
        assert _is_light(_ground(whole)) == light_cards, (card.player, _ground(whole).name())
        header = _card_picture(view, card, QRectF(42, 6, PANEL_WIDTH - 52, 28))  # the name
        assert _ink_contrast(header) >= 4.5, card.player
    strip = scene.round_panel
    whole = _card_picture(view, strip, QRectF(0, 0, strip.width, 60))
    assert _is_light(_ground(whole)) == light_cards, _ground(whole).name()
    for legend in scene.legends:
        whole = _card_picture(view, legend, QRectF(0, 0, legend.width, legend.height()))
        assert _is_light(_ground(whole)) == light_cards, _ground(whole).name()


@pytest.mark.parametrize(("name", "look"), [("light", "light"), ("dark", "light")])
def test_the_board_designer_lies_on_the_looks_table(
    qtbot, main_window, looks_kept, name, look
) -> None:
    """The designer's table was the wood look's brown in every look and theme."""
    from morra_suite.ui import board_looks
    from morra_suite.ui.morra.designer import BoardDesigner
    from morra_suite.ui.morra.looks import KEY, TABLE
    from morra_suite.ui.morra.looks import look as morra_look

    theme.apply(looks_kept, name)
    board_looks.select(KEY, look, TABLE)
    main_window.extra_action("morra", "designer").trigger()
    window = main_window.dialog
    assert isinstance(window, BoardDesigner)
    window.resize(1040, 680)
    qtbot.waitExposed(window)
    try:
        image = window.view.viewport().grab().toImage()
        corner = image.pixelColor(3, 3)
        assert _near(corner, morra_look().ground, 8), (corner.name(), morra_look().ground)
        window.name_note.setText("A board needs a name")
        picture = window.name_note.grab().toImage()
        assert _ink_contrast(picture) >= 4.5
    finally:
        window.close()


def test_morras_cards_turn_dark_with_the_theme_during_a_game(
    qtbot, main_window, looks_kept
) -> None:
    from PySide6.QtCore import QRectF

    from morra_suite.ui.morra.pickers import PANEL_HEIGHT, PANEL_WIDTH

    theme.apply(looks_kept, "light")
    main_window.start_game("morra", "target", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = main_window.view
    flush_events()
    card = view.panels[0]
    rect = QRectF(0, 0, PANEL_WIDTH, PANEL_HEIGHT)
    assert _is_light(_ground(_card_picture(view, card, rect)))
    theme.apply(looks_kept, "dark")  # Settings › Appearance, the game going on
    flush_events()
    assert not _is_light(_ground(_card_picture(view, card, rect)))
