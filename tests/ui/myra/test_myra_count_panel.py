"""Myra's "how many soldiers?" panel and the numbers along a path being clicked, in a real
window: in English, German and Danish, at 800x600, 1280x800 and 1920x1080, every word of them is
painted at 9 px or more on screen and whole inside its box, the panel lies inside the view, clear
of the troop it asks about, and still answers clicks and keys; its colours are the board look's.

The board is drawn in scene units scaled to the window, so in a small window the panel (title
7.4 px, counts 6.3, "unchain" 4.8, key letters 4.4) and the step numbers (6.3 px) were too small
to read. Sizes are the ones painted: the items note each text as they draw it (``ui.myra.text``).
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, QSize, Qt
from PySide6.QtGui import QColor
from qt_events import flush_events

from morra_suite.games.myra.board import hole_index as h
from morra_suite.games.myra.interpret import Stage
from morra_suite.ui import board_looks, i18n
from morra_suite.ui.myra import looks
from morra_suite.ui.myra.items import PieceItem
from morra_suite.ui.myra.marks import OverlayItem

SMALLEST_PX = 9.0
SIZES = (QSize(800, 600), QSize(1280, 800), QSize(1920, 1080))
# a troop of five (four counts and "unchain") and one of three (its "all 3") in the open
POSITION = "a1=AQ,e5=A5,c3=A3,k11=BQ A A:25,B:25"
WORDS = {
    "en": ("How many soldiers?", "unchain", "all 3"),
    "de": ("Wie viele Soldaten?", "abketten", "alle 3"),
    "da": ("Hvor mange soldater?", "kæd ud", "alle 3"),
}


def _start(main_window, size: QSize | None = None) -> Any:
    main_window.resize(size or SIZES[1])
    assert main_window.start_from_position("myra", POSITION)
    view = main_window.view
    view.animate = False
    return view


def _click(qtbot, view, hole: str) -> None:
    at = view.myra_scene.hole_point(h(hole))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(at))


def _click_answer(qtbot, view, key: str) -> None:
    at = view.myra_scene.choice_item.scene_point_of(key)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(at))


def _ask(qtbot, view, troop: str, target: str) -> Any:
    """Opens the question by clicks on the troop and its target; the panel."""
    _click(qtbot, view, troop)
    _click(qtbot, view, target)
    assert view.gesture is not None and view.gesture.stage is Stage.CHOOSE, (troop, target)
    panel = view.myra_scene.choice_item
    assert panel is not None
    return panel


def _painted(view, item) -> tuple[list, list]:
    """What ``item`` drew in a fresh paint of the viewport: its texts and their boxes."""
    item.painted_texts, item.text_boxes = [], []
    item.update()
    view.viewport().grab()
    return item.painted_texts, item.text_boxes


def _readable_and_whole(texts: list, boxes: list, where: str) -> None:
    assert texts, where
    for text in texts:
        assert text.screen_px >= SMALLEST_PX, f"{text.text!r} ({where}): {text.screen_px:.1f} px"
    for box in boxes:
        assert box.fits(), f"{box.text!r} ({where}) needs {box.needed} in {box.box}"


def _troop(view, hole: str) -> PieceItem:
    at = view.myra_scene.hole_point(h(hole))
    (item,) = [
        i
        for i in view.myra_scene.items()
        if isinstance(i, PieceItem) and math.dist((i.x(), i.y()), (at.x(), at.y())) < 1
    ]
    return item


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width()}x{s.height()}")
@pytest.mark.parametrize("language", ["en", "de", "da"])
def test_the_panel_and_the_step_numbers_read_whole_inside_the_view(
    qtbot, qapp, main_window, language, size
) -> None:
    assert i18n.install_translators(qapp, language) == language
    try:
        view = _start(main_window, size)
        flush_events()
        assert main_window.size() == size
        title, unchain, all_three = WORDS[language]
        for troop, target, words in (("e5", "e6", {unchain}), ("c3", "c4", {all_three})):
            panel = _ask(qtbot, view, troop, target)
            where = f"{troop}-{target} {language} {size.width()}x{size.height()}"
            texts, boxes = _painted(view, panel)
            seen = {text.text for text in texts}
            keys = {choice.key.upper() for choice in panel.choices}
            assert {title, *words, *keys} <= seen, (where, seen)
            _readable_and_whole(texts, boxes, where)
            on_screen = view.mapFromScene(panel.panel_rect()).boundingRect()
            assert view.viewport().rect().contains(on_screen), (where, on_screen)
            assert not panel.panel_rect().intersects(_troop(view, troop).sceneBoundingRect()), where
            covered = [  # a side clear of every piece is found, the panel large as it is
                item.piece
                for item in view.myra_scene.items()
                if isinstance(item, PieceItem)
                and item.sceneBoundingRect().intersects(panel.panel_rect())
            ]
            assert not covered, (where, covered)
            qtbot.keyClick(view, Qt.Key.Key_Escape)
            qtbot.keyClick(view, Qt.Key.Key_Escape)
            assert view.myra_scene.choice_item is None
        # the numbers along an unchain being clicked: e5's five laid along e6, e7
        _ask(qtbot, view, "e5", "e6")
        _click_answer(qtbot, view, "u")
        _click(qtbot, view, "e7")
        assert view.gesture.stage is Stage.UNCHAIN and len(view.gesture.path) == 3
        (overlay,) = [
            i for i in view.myra_scene.items() if isinstance(i, OverlayItem) and not i.last_only
        ]
        texts, boxes = _painted(view, overlay)
        # the step numbers, then the troop's count drawn again over the path's glow (hidden
        # under it before)
        assert [text.text for text in texts] == ["1", "2", "3", "5"]
        _readable_and_whole(texts, boxes, f"step numbers {language} {size.width()}")
    finally:
        i18n.remove_translators()


def test_in_the_smallest_window_the_panel_answers_clicks_and_keys(qtbot, main_window) -> None:
    """Its buttons are large enough on screen to hit (a click 14 px right of a button's centre
    is on it), and the keys answer it as before."""
    view = _start(main_window, QSize(800, 600))
    flush_events()

    def moves() -> list[str]:
        return [str(m) for m in main_window.controller.record.moves]

    panel = _ask(qtbot, view, "c3", "c4")
    centre = view.mapFromScene(panel.scene_point_of("3"))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre + QPoint(14, 0))
    assert moves() == ["c3-c4"]  # "all 3": the whole troop went
    _click(qtbot, view, "k10")  # Blue produces a soldier beside its queen
    assert len(moves()) == 2
    _ask(qtbot, view, "e5", "e6")
    qtbot.keyClick(view, Qt.Key.Key_2)
    assert moves()[-1] == "2e5-e6"
    _click(qtbot, view, "j11")
    assert len(moves()) == 4
    _ask(qtbot, view, "e5", "e4")
    qtbot.keyClick(view, Qt.Key.Key_U)
    assert view.gesture.stage is Stage.UNCHAIN
    assert view.gesture.path == (h("e5"), h("e4"))


def _contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""

    def luminance(c: QColor) -> float:
        def linear(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF())

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _distance(a: QColor, b: QColor) -> float:
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))


@pytest.mark.parametrize("dark", [False, True], ids=["light chrome", "dark chrome"])
@pytest.mark.parametrize("name", [look.key for look in looks.TABLE])
def test_the_panel_is_painted_in_the_boards_look(qtbot, main_window, name, dark) -> None:
    """The panel was dark walnut with cream words in every look: now its face is the look's
    dark rim wood, its words the look's tray words, plain to read on the face and the buttons
    in every look, in the light and the dark appearance."""
    QSettings().setValue(board_looks.setting_key(looks.KEY), name)  # as Appearance keeps it
    board_looks.set_dark_chrome(dark)
    try:
        view = _start(main_window)
        shown = looks.look()
        assert shown.key == name
        panel = _ask(qtbot, view, "e5", "e6")
        image = view.viewport().grab().toImage()
        ratio = image.width() / view.viewport().width()

        def seen(scene_point: QPointF) -> QColor:
            at = view.mapFromScene(scene_point)
            return image.pixelColor(round(at.x() * ratio), round(at.y() * ratio))

        rect = panel.panel_rect()  # its face: left of the buttons, halfway down
        face = seen(QPointF(rect.left() + 0.1 * rect.height(), rect.center().y()))
        assert _distance(face, QColor(shown.edge_dark)) < 24, (name, face.name())
        words = QColor(shown.tray_text)
        assert _contrast(words, face) >= 4.5, (name, face.name())
        for choice in panel.choices:
            button_rect = panel.button_rect(choice.key)  # inside its rim, left of its words
            at = QPointF(button_rect.left() + 0.12 * button_rect.height(), button_rect.center().y())
            button = seen(at)
            assert _contrast(words, button) >= 4.5, (name, choice.key, button.name())
            assert _distance(button, face) > 12 or shown.edge == shown.edge_dark, name
    finally:
        board_looks.set_dark_chrome(False)


def test_a_picture_clicks_the_holes_named_as_the_mouse_does(qtbot, main_window) -> None:
    """``--screenshot --clicks "e5 e6"`` opens the question for a reviewer's picture, "u" and
    "e7" then answer it and go on along the unchain; a name that is no hole is refused by name."""
    from PySide6.QtWidgets import QApplication

    from morra_suite.ui.window import window_picture

    view = _start(main_window, QSize(800, 600))
    app = QApplication.instance()
    window_picture.click_points(app, main_window, ["e5", "e6"])
    assert view.myra_scene.choice_item is not None
    assert view.myra_scene.choice_item.choices == view.gesture.choices
    window_picture.click_points(app, main_window, ["u", "e7"])
    assert view.gesture.stage is Stage.UNCHAIN
    assert view.gesture.path == (h("e5"), h("e6"), h("e7"))
    with pytest.raises(window_picture.PictureError, match="z9"):
        window_picture.click_points(app, main_window, ["z9"])
    assert not main_window.controller.record.moves  # a picture plays no move by itself


def test_a_troops_count_stays_above_the_rings_round_it(qtbot, main_window) -> None:
    """The glow of a path being clicked, a capture's ring and the hover ring were painted over
    the troops' count badges (the five of an unchain's first hole hid under its ring): the
    overlay draws the count of every troop it rings again, above its rings."""
    main_window.resize(SIZES[0])
    assert main_window.start_from_position("myra", "a1=AQ,e5=A3,e6=B2,k11=BQ A A:25,B:25")
    view = main_window.view
    view.animate = False
    flush_events()
    (overlay,) = [
        i for i in view.myra_scene.items() if isinstance(i, OverlayItem) and not i.last_only
    ]
    _click(qtbot, view, "e5")  # Red's three chosen: Blue's two on e6 is a capture, ringed
    assert h("e5") in overlay.ringed() and h("e6") in overlay.ringed()
    texts, boxes = _painted(view, overlay)
    assert sorted(text.text for text in texts) == ["2", "3"], [t.text for t in texts]
    _readable_and_whole(texts, boxes, "counts over the rings")
