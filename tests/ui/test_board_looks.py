"""Board looks: every game has at least three, each keeps the players' pieces apart for every
kind of colour vision (a measure, checked against known colour pairs), and a look is chosen by
name only."""

from __future__ import annotations

import pytest

from morra_suite.ui import board_looks
from morra_suite.ui.kits import available_kits


def test_the_measure_knows_what_dichromats_confuse() -> None:
    # pure red and pure green are far apart for normal eyes, close for a deuteranope
    red, green = "#d02020", "#3c9a20"
    lab_normal = board_looks.seen(red, "normal"), board_looks.seen(green, "normal")
    normal = sum((a - b) ** 2 for a, b in zip(*lab_normal, strict=True)) ** 0.5
    assert normal > 60
    assert board_looks.distinguishability(red, green) < 25
    # black and white stay apart in every vision
    assert board_looks.distinguishability("#000000", "#ffffff") == pytest.approx(100, abs=0.5)
    assert board_looks.distinguishability("#777777", "#777777") == 0


def test_every_game_has_three_looks_with_distinguishable_pieces() -> None:
    kits = available_kits()
    for key in ("mill", "morra", "myra"):  # the app's games (a test may register a plugin)
        table = kits[key].looks()
        assert len(table) >= 3, key
        assert len({look.key for look in table}) == len(table), key
        for look in table:
            bodies = [piece.body for piece in look.pieces]
            assert len(bodies) >= 2, (key, look.key)
            for i, a in enumerate(bodies):
                for b in bodies[i + 1 :]:
                    apart = board_looks.distinguishability(a, b)
                    assert apart >= board_looks.PIECES_APART, (key, look.key, a, b, apart)


def test_an_unknown_look_is_refused_by_name() -> None:
    table = available_kits()["mill"].looks()
    with pytest.raises(board_looks.UnknownLookError, match="plaid"):
        board_looks.select("mill", "plaid", table)


def _every_look():
    kits = available_kits()
    for key in ("mill", "morra", "myra"):  # the app's games (a test may register a plugin)
        for look in kits[key].looks():
            yield key, look


def test_every_look_keeps_the_selection_apart_from_the_last_move() -> None:
    """The mill drew both as the same gold ring: now no look lets one be taken for the other,
    in any kind of colour vision."""
    for key, look in _every_look():
        apart = board_looks.distinguishability(look.selection, look.last_move)
        assert apart >= board_looks.MARKS_APART, (key, look.key, apart)


def test_every_look_keeps_the_hint_apart_from_the_marks_it_could_meet() -> None:
    for key, look in _every_look():
        for other in (look.selection, look.last_move, look.warning):
            apart = board_looks.distinguishability(look.hint, other)
            assert apart >= board_looks.MARKS_APART, (key, look.key, look.hint, other, apart)


def test_a_piece_left_marked_is_no_players_colour_in_any_look() -> None:
    for key, look in _every_look():
        for piece in look.pieces:
            apart = board_looks.distinguishability(look.marked, piece.body)
            assert apart >= board_looks.PIECES_APART, (key, look.key, piece.body, apart)


def test_every_look_names_every_colour() -> None:
    """The marks' colours are the look's: each field a colour, none left to the drawing code."""
    import re

    for key, look in _every_look():
        for name in look._fields:
            value = getattr(look, name)
            if name in ("key", "label", "pieces", "grain"):
                continue
            assert re.fullmatch(r"#[0-9a-f]{6}", value), (key, look.key, name, value)


MILL_SLIDING = "nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:b"


@pytest.mark.parametrize("name", ["wood", "light", "dark", "contrast"])
def test_the_mills_marks_take_the_chosen_looks_colours(qtbot, main_window, name) -> None:
    """The selection ring, the last move's trail and the trays' words were drawn in fixed
    colours whatever the look: now each is the look's own."""
    from mill_helpers import click, clicks
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QColor

    from morra_suite.ui.mill.items import ROLE, SELECTED, TRAIL
    from morra_suite.ui.mill.looks import TABLE

    QSettings().setValue(board_looks.setting_key("mill"), name)  # as Appearance keeps it
    main_window.start_from_position("mill", MILL_SLIDING)
    view = main_window.view
    look = board_looks.current("mill", TABLE)
    assert look.key == name
    clicks(qtbot, view, "b6-b4")
    qtbot.waitUntil(lambda: view._animation is None, timeout=10000)
    click(qtbot, view, "c3")

    def role(wanted: str) -> list:
        return [i for i in view.mill_scene.items() if i.data(ROLE) == wanted]

    rgb = {QColor(c).rgb() for c in (look.selection, look.mark_edge)}
    assert {i.pen().color().rgb() for i in role(SELECTED)} == rgb
    trail = {i.pen().color().rgb() for i in role(TRAIL) if i.pen().style().name != "NoPen"}
    assert trail == {QColor(look.last_move).rgb()}
    for player in (0, 1):
        (badge,) = role(f"tray-count-{player}")
        assert badge.brush().color().rgb() == QColor(look.tray_text).rgb()


def test_myras_build_up_mark_is_painted_in_the_looks_colours(
    qtbot, main_window, monkeypatch
) -> None:
    """The dot on a troop to build up was ivory on a fixed brown rim: it is the look's target
    on the look's mark edge (a look with loud colours shows that they are read at paint time)."""
    import math

    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QColor

    from morra_suite.games.myra.board import hole_index
    from morra_suite.ui.myra import looks

    loud = looks.TABLE[0]._replace(target="#20d020", mark_edge="#d020d0")
    monkeypatch.setattr(looks, "look", lambda: loud)
    assert main_window.start_from_position("myra", "a1=AQ,e5=A3,c3=A2,k11=BQ A A:25,B:25")
    view = main_window.view
    view.animate = False
    view.show_look()
    at = view.myra_scene.hole_point(hole_index("e5"))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(at))
    centre = view.myra_scene.hole_point(hole_index("c3"))
    image = view.viewport().grab().toImage()

    def seen(radius: float) -> list[QColor]:
        points = (
            centre + QPointF(math.cos(math.radians(a)), math.sin(math.radians(a))) * radius
            for a in range(0, 360, 30)
        )
        return [image.pixelColor(view.mapFromScene(p)) for p in points]

    def near(colour: QColor, hex_colour: str) -> bool:
        want = QColor(hex_colour)
        return max(abs(colour.red() - want.red()), abs(colour.green() - want.green())) < 60

    assert all(near(c, loud.target) for c in seen(5)), [c.name() for c in seen(5)]
    assert sum(near(c, loud.mark_edge) for c in seen(13)) >= 9, [c.name() for c in seen(13)]


@pytest.mark.parametrize("name", ["wood", "light", "dark", "contrast"])
def test_morras_gold_marks_are_the_looks(qtbot, main_window, monkeypatch, name) -> None:
    """The stone at stake's gold (its glow, and its symbol in the legend, which says "gold")
    was one fixed colour on every look's paper: it is the look's own gold."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    from morra_suite.ui.morra import items, marks
    from morra_suite.ui.morra.looks import TABLE

    chosen = next(look for look in TABLE if look.key == name)
    monkeypatch.setattr(items, "look", lambda: chosen)
    monkeypatch.setattr(marks, "look", lambda: chosen)  # the legend draws beside the marks
    main_window.start_game("morra")
    view = main_window.view
    legend = next(
        legend
        for legend in view.morra_scene.legends
        if any(symbol == "at-stake" for symbol, _words in legend.rows)
    )
    row = [symbol for symbol, _words in legend.rows].index("at-stake")
    rect = legend.boundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    legend.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    centre: QPointF = legend.symbol_centre(row) - rect.topLeft()
    pixel = image.pixelColor(int(centre.x()), int(centre.y()))
    gold = QColor(chosen.ornament)
    apart = sum(abs(a - b) for a, b in zip(pixel.getRgb()[:3], gold.getRgb()[:3], strict=True))
    assert apart < 40, (pixel.name(), gold.name())
