"""Every word on the Myra board can be read in the smallest window (800x600), in English and
German: the coordinates, the troops' count badges, the trays' names, counts and "in reserve"
caption are painted at 9 px or more on screen, and the caption stays clear of the reserve's
balls and the coordinates clear of the badges; in every board look the coordinates stand out on
the wood; the result's ribbon reads whole in English, German and Danish.

Sizes are the ones painted: the board's items note every text as they draw it (font pixel size
times the painter's scale, ``ui.myra.text``); a real paint of the viewport fills those notes.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QColor
from qt_events import flush_events

from morra_suite.games.myra.board import hole_index
from morra_suite.ui import board_looks
from morra_suite.ui.myra import looks, paint
from morra_suite.ui.myra.items import CoordinatesItem, PieceItem, ResultItem, TrayItem
from tests.ui.legibility import (
    SMALLEST_PX,
    SMALLEST_WINDOW,
    language,
    painted_texts,
    smallest_window_with,
    too_small,
    words_of,
)

POSITION = "a1=AQ,b1=B1,f11=BQ,j6=A1,k6=CQ,k7=C3,e5=A4,g7=B2,k10=A2 A A:25,B:25,C:25"
CAPTION = {"en": "in reserve", "de": "im Vorrat"}


@pytest.mark.parametrize("code", ["en", "de"])
def test_every_board_text_is_9_px_at_800_by_600(qtbot, main_window, code) -> None:
    with language(code):
        view = smallest_window_with(qtbot, main_window, "myra", POSITION)
        main_window.preferences.set_show_coordinates(True)
        # the board is drawn so small here that its 20 px scene fonts would show at 6-7 px
        assert view.transform().m11() * 20 < SMALLEST_PX
        texts = painted_texts(view)
        assert not too_small(texts), too_small(texts)
        kinds = {type(item) for _text, _px, item in texts}
        assert {CoordinatesItem, PieceItem, TrayItem} <= kinds
        words = words_of(texts)
        assert {"a", "k", "1", "11", "2", "3", "4", "25"} <= words, words
        assert CAPTION[code] in words  # whole, never elided
        coordinates = next(i for i in view.scene().items() if isinstance(i, CoordinatesItem))
        badges = [
            i.badge_rect()
            for i in view.scene().items()
            if isinstance(i, PieceItem) and i.badge_rect() is not None
        ]
        assert len(badges) == 4
        for text, rect in coordinates.label_rects():
            assert not any(rect.intersects(b) for b in badges), text


def test_the_reserve_caption_clears_the_heap_in_a_small_window(qtbot, main_window) -> None:
    """The caption, on two lines when it must, stays in the dish's right half: the heap of
    balls on the left is never covered, in the smallest window as at the default size."""
    for size in (SMALLEST_WINDOW, QSize(1280, 800)):
        main_window.resize(size)
        assert main_window.start_from_position("myra", POSITION)
        view = main_window.view
        flush_events()
        painted_texts(view)
        trays = [i for i in view.scene().items() if isinstance(i, TrayItem)]
        assert len(trays) == 3
        for tray in trays:
            assert not tray.heap_rect.isEmpty() and not tray.caption_rect.isEmpty()
            assert not tray.caption_rect.intersects(tray.heap_rect), size
            inside = tray.boundingRect()
            assert inside.contains(tray.caption_rect), size


@pytest.mark.parametrize("name", [look.key for look in looks.TABLE])
def test_the_coordinates_stand_out_on_the_board_in_every_look(qtbot, main_window, name) -> None:
    """The letters and numbers were a fixed dark brown, lost on the dark walnut board: now
    each look's ink is the one of its dark and light tones that stands out on its top. Seen on
    the screen: in every label, its strongest pixel against the wood round it (the label box's
    median) has a contrast of 3 or more (WCAG's for bold and large words; the fixed brown gave
    1.8-2.6 on walnut, 2.5-3 for the wood look's numbers), and the ink itself 4.5 or more on
    the top's middle tone."""
    QSettings().setValue(board_looks.setting_key(looks.KEY), name)  # as Appearance keeps it
    main_window.resize(QSize(1280, 800))
    assert main_window.start_from_position("myra", POSITION)
    main_window.preferences.set_show_coordinates(True)
    view = main_window.view
    flush_events()
    shown = looks.look()
    assert shown.key == name
    ink, _edge = paint.coordinate_colours(shown)
    assert paint.contrast(ink, QColor(shown.board_mid)) >= 4.5, name
    image = view.viewport().grab().toImage()
    ratio = image.width() / view.viewport().width()
    coordinates = next(i for i in view.scene().items() if isinstance(i, CoordinatesItem))
    weak = []
    for text, rect in coordinates.label_rects():
        box = view.mapFromScene(rect).boundingRect()
        pixels = [
            image.pixelColor(round(x * ratio), round(y * ratio))
            for x in range(box.left(), box.right() + 1)
            for y in range(box.top(), box.bottom() + 1)
        ]
        pixels.sort(key=lambda c: c.lightnessF())
        wood = pixels[len(pixels) // 2]
        best = max(paint.contrast(c, wood) for c in pixels)
        if best < 3.0:
            weak.append((text, round(best, 1)))
    assert not weak, (name, weak)


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_the_result_ribbon_reads_whole_in_the_smallest_window(qtbot, main_window, code) -> None:
    """The ribbon shrank a long sentence to the board's top edge: German showed at 8 px."""
    with language(code):
        view = smallest_window_with(qtbot, main_window, "myra", "a1=AQ,j10=A1,k11=BQ A A:1,B:1")
        view.animate = False
        for hole in ("j10", "k11"):  # Red takes Blue's queen
            at = view.mapFromScene(view.myra_scene.hole_point(hole_index(hole)))
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
        (ribbon,) = [i for i in view.scene().items() if isinstance(i, ResultItem)]
        texts = painted_texts(view)
        (text,) = [t for t in texts if t[2] is ribbon]
        assert text[0] == ribbon.text and text[1] >= SMALLEST_PX, (code, text[1])
        assert all(box.fits() for box in ribbon.text_boxes), ribbon.text_boxes
        on_screen = view.mapFromScene(ribbon.sceneBoundingRect()).boundingRect()
        assert view.viewport().rect().contains(on_screen), code


LONG_NAME = "Maximiliane Oberhuber-Schmidt"  # 29 characters, as a user may type


@pytest.mark.parametrize("code", ["en", "de", "da"])
@pytest.mark.parametrize("count", [2, 3])
def test_long_player_names_are_never_cut_unseen(qtbot, main_window, code, count) -> None:
    """Player names of 30 characters and a computer ("Computer, level 6" in the side panel) in
    the smallest window: the trays' names end in an ellipsis when they must, and then the
    tray's tooltip holds the whole name; the result's ribbon names the winner whole, at 9 px or
    more, inside the window."""
    position = {
        2: "a1=AQ,j10=A1,k11=BQ A A:1,B:1",
        3: "a1=AQ,j10=A1,k11=BQ A A:1,B:1 players=3",  # Green is out already
    }[count]
    seats = [(LONG_NAME, False, 1), ("Computer", True, 6), (LONG_NAME[::-1].title(), False, 1)]
    with language(code):
        main_window.resize(SMALLEST_WINDOW)
        assert main_window.start_from_position("myra", position, players=seats[:count])
        view = main_window.view
        view.animate = False
        flush_events()
        texts = painted_texts(view)
        assert not too_small(texts), too_small(texts)
        trays = [i for i in view.scene().items() if isinstance(i, TrayItem)]
        assert len(trays) == count
        for tray in trays:
            (name,) = [t for t, _px, item in texts if item is tray and t.startswith(tray.name[:3])]
            if name != tray.name:  # cut: an ellipsis says so, the tooltip says the rest
                assert name.endswith("…"), name
            assert tray.name in tray.toolTip(), (tray.name, tray.toolTip())
        for hole in ("j10", "k11"):  # Red takes Blue's queen
            at = view.mapFromScene(view.myra_scene.hole_point(hole_index(hole)))
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
        (ribbon,) = [i for i in view.scene().items() if isinstance(i, ResultItem)]
        assert LONG_NAME in ribbon.text
        texts = painted_texts(view)
        ((words, px),) = [(t, px) for t, px, item in texts if item is ribbon]
        assert words.replace("\n", " ") == ribbon.text  # whole, on two lines here
        assert px >= SMALLEST_PX, (code, words, px)
        assert all(box.fits() for box in ribbon.text_boxes), ribbon.text_boxes
        on_screen = view.mapFromScene(ribbon.sceneBoundingRect()).boundingRect()
        assert view.viewport().rect().contains(on_screen), code
