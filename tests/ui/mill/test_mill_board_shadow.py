"""The mill board's shadows are blurred once per size, not at every paint, and never left stale.

Why: the plank and the trays cast a drop shadow, and Qt's effect blurred it again whenever any
part of them was painted; every piece lies on them, so each move and each frame of a piece's
slide blurred the whole board (7 ms of the GUI thread for a repaint of ten pixels, issue 21).
"""

from __future__ import annotations

from mill_helpers import clicks
from PySide6.QtGui import QColor, QGuiApplication
from qt_events import flush_events

from morra_suite.ui.mill.cached_shadow import CachedDropShadow


def shadows(view) -> list[CachedDropShadow]:
    effects = [item.graphicsEffect() for item in view.scene().items()]
    return [effect for effect in effects if effect is not None]


def on_screen(window, view):
    """The board as the window's backing store holds it (the offscreen screen's grab)."""
    shot = QGuiApplication.primaryScreen().grabWindow(window.winId()).toImage()
    viewport = view.viewport()
    corner = viewport.mapTo(window, viewport.rect().topLeft())
    return shot.copy(corner.x(), corner.y(), viewport.width(), viewport.height())


def test_moves_do_not_blur_the_shadows_again(qtbot, main_window) -> None:
    main_window.start_game("mill")
    view = main_window.view
    flush_events()
    found = shadows(view)
    assert len(found) == 5  # the plank, the two trays and the wells of the pieces taken
    assert all(isinstance(effect, CachedDropShadow) for effect in found)
    clicks(qtbot, view, "a1")  # (Qt invalidates the items' pictures once at the first move)
    view.finish_animations()
    flush_events()
    drawn = [effect.picture_key() for effect in found]
    for move in ("d7", "g1", "b2", "f2"):
        clicks(qtbot, view, move)
        view.finish_animations()
        flush_events()
    assert [effect.picture_key() for effect in found] == drawn

    main_window.resize(main_window.width() - 120, main_window.height() - 80)
    flush_events()
    assert all(effect.picture_key() != key for effect, key in zip(found, drawn, strict=True)), (
        "a new size draws the shadows anew"
    )
    shown = on_screen(main_window, view)
    view.viewport().repaint()
    assert on_screen(main_window, view) == shown


def test_a_changed_plank_is_drawn_with_its_shadow_anew(qtbot, main_window) -> None:
    main_window.start_game("mill")
    view = main_window.view
    flush_events()
    plank = next(
        item for item in view.scene().items() if item.zValue() == -10 and item.childItems()
    )
    effect = plank.graphicsEffect()
    before = effect.picture_key()
    plank.setBrush(QColor("#2050c0"))
    flush_events()
    assert effect.picture_key() != before
    middle = view.mapFromScene(plank.boundingRect().center())
    image = on_screen(main_window, view)
    painted = QColor(image.pixel(middle.x() + 3, middle.y() + 3))
    assert painted.blue() > painted.red(), painted.name()


def test_a_record_put_on_does_not_blur_the_shadows_again(qtbot, main_window, tmp_path) -> None:
    """Putting a record on adds its pieces to the scene, and Qt then renders the plank's and
    the trays' pictures anew with the same pixels: the shadows stay as they were drawn (they
    were blurred again, about 45 ms of the first paint after a long record was put on)."""
    from morra_suite.games import load_game
    from tests.ui.long_games import long_record

    main_window.start_game("mill")
    view = main_window.view
    clicks(qtbot, view, "a1")  # (Qt invalidates the items' pictures once at the first move)
    view.finish_animations()
    flush_events()
    found = shadows(view)
    drawn = [effect.picture_key() for effect in found]
    _start, _moves, text = long_record("mill", 40)
    path = tmp_path / f"game{load_game('mill').file_suffix}"
    path.write_text(text, encoding="utf-8")
    assert main_window.open_file(path)
    qtbot.waitUntil(lambda: not main_window.files.reading, timeout=60_000)
    qtbot.waitUntil(lambda: main_window.controller.record.cursor == 40, timeout=10_000)
    flush_events()
    assert main_window.view is view and shadows(view) == found
    assert [effect.picture_key() for effect in found] == drawn
    shown = on_screen(main_window, view)
    view.viewport().repaint()
    assert on_screen(main_window, view) == shown
