"""A move runs little of the app's own Python: what Qt asks at every paint is answered in C++.

Why: after the echo of redraws was gone (``test_one_render_per_change.py``), a move still ran
about 1,100 to 2,000 calls of the window's, views' and controllers' Python (issue 42;
``benchmarks/bench_move_work.py`` gives the figures): the move list's model answered seven
roles, its flags and its size for every cell at every paint, the app's Python style answered
every scroll bar's and row's questions, the board's pieces gave their bounding rectangle in
Python each time the scene asked, and the layouts a move asked for came after its paint, so the
side panel was painted twice. These tests count calls of those functions, never time.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from mill_helpers import click
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QApplication, QCheckBox, QGraphicsRectItem, QProxyStyle
from qt_events import flush_events
from test_move_list_append import Plies
from test_move_list_per_move import fill, shown_table

from morra_suite.ui import icons
from morra_suite.ui.panels.move_cell_fit import FittingDelegate
from morra_suite.ui.panels.move_list_model import MoveListModel


def counting(monkeypatch: pytest.MonkeyPatch, owner: type, name: str, counts: Counter[str]) -> None:
    """Counts the calls of ``owner.name`` (Qt's calls into the Python override too)."""
    original = owner.__dict__[name]

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        counts[f"{owner.__name__}.{name}"] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, wrapper)


@pytest.fixture
def style_calls(qapp) -> Iterator[Counter[str]]:
    """The app's style for the test, counting Qt's calls of its Python ``styleHint`` and
    ``drawPrimitive`` (a style's overrides are looked up once: they are counted by a style of
    a counting class, not by patching ``IconStyle``). The app's own style comes back after."""
    counts: Counter[str] = Counter()

    class CountingStyle(icons.IconStyle):
        def styleHint(self, *args: Any) -> int:
            counts["styleHint"] += 1
            return super().styleHint(*args)

        def drawPrimitive(self, *args: Any) -> None:
            counts["drawPrimitive"] += 1
            super().drawPrimitive(*args)

    style = qapp.style()
    name = (style.baseStyle() if isinstance(style, QProxyStyle) else style).name()
    qapp.setStyle(CountingStyle(name))
    yield counts
    qapp.setStyle(icons.IconStyle(name))


def test_the_move_lists_model_answers_qt_in_cpp() -> None:
    """Qt's questions of a cell (its roles, flags) and of the table's size go to Qt's own items:
    the model defines none of them in Python."""
    for name in ("data", "headerData", "flags", "rowCount", "columnCount", "index"):
        assert name not in MoveListModel.__dict__, name


def test_painting_the_move_list_asks_no_python_where_the_words_fit(
    qtbot, monkeypatch, style_calls
) -> None:
    table = shown_table(qtbot)
    plies = Plies(2, "rows")
    rng = random.Random(11)
    for _ in range(40):
        plies.play(rng)
    fill(table, plies, 0)
    flush_events()
    counts: Counter[str] = Counter()
    counting(monkeypatch, FittingDelegate, "initStyleOption", counts)
    style_calls.clear()
    table.viewport().repaint()
    table.verticalHeader().viewport().repaint()
    assert not counts, dict(counts)  # some 20 cells painted: no Python asked
    assert not style_calls, dict(style_calls)
    assert table.cell_of(1).data() == plies.moves[0]  # and the words are there

    # a list too narrow for its words still draws them smaller or on two lines (in Python)
    table.resize(110, 400)
    flush_events()
    table.viewport().repaint()
    assert counts["FittingDelegate.initStyleOption"] > 0


def test_the_widgets_a_move_repaints_ask_no_python_style(qtbot, main_window) -> None:
    qtbot.waitUntil(lambda: main_window.menus_built() and main_window.ensure_menus().dressed)
    main_window.start_game("mill")
    flush_events()
    app_style = QApplication.instance().style()
    assert isinstance(app_style, icons.IconStyle)
    table, view = main_window.move_list, main_window.view
    for widget in (table, table.verticalScrollBar(), table.horizontalHeader(), view):
        assert not isinstance(widget.style(), icons.IconStyle), type(widget).__name__
    # a check box anywhere else keeps the app's style: its outline stays legible
    box = QCheckBox("shown", main_window)
    assert box.style() is app_style


def test_a_mill_move_asks_the_apps_python_style_little(qtbot, main_window, style_calls) -> None:
    qtbot.waitUntil(lambda: main_window.menus_built() and main_window.ensure_menus().dressed)
    main_window.start_game("mill")
    main_window.view.animate = False
    click(qtbot, main_window.view, "a1")
    flush_events()
    style_calls.clear()
    click(qtbot, main_window.view, "g7")
    flush_events()
    assert main_window.controller.record.cursor == 2
    # about 70 here (85 to 150 in the benchmark's window) when every widget used the app's
    # Python style; a few are left (the widgets with a style sheet of their own: the cards)
    assert style_calls.total() < 20, dict(style_calls)


RECT_ITEMS = [
    ("morra_suite.ui.mill.items", "PieceItem"),
    ("morra_suite.ui.myra.items", "BoardItem"),
    ("morra_suite.ui.myra.items", "CoordinatesItem"),
    ("morra_suite.ui.myra.items", "PieceItem"),
    ("morra_suite.ui.myra.items", "TrayItem"),
    ("morra_suite.ui.myra.items", "ResultItem"),
    ("morra_suite.ui.myra.marks", "OverlayItem"),
    ("morra_suite.ui.morra.items", "TargetItem"),
    ("morra_suite.ui.morra.items", "TrailItem"),
    ("morra_suite.ui.morra.items", "HighlightItem"),
    ("morra_suite.ui.morra.marks", "ArrowLayer"),
    ("morra_suite.ui.morra.marks", "LabelLayer"),
]


@pytest.mark.parametrize(("module", "name"), RECT_ITEMS)
def test_board_items_of_a_fixed_extent_give_qt_their_bounds(qapp, module, name) -> None:
    """The scene asks an item for its bounding rectangle at every add, index and paint: these
    items answer in C++ (a rectangle item without pen or brush), not in Python."""
    import importlib

    cls = getattr(importlib.import_module(module), name)
    assert issubclass(cls, QGraphicsRectItem)
    assert "boundingRect" not in cls.__dict__


def test_a_pieces_and_a_trails_bounds_are_what_they_draw(qapp) -> None:
    from morra_suite.ui.mill.items import PieceItem
    from morra_suite.ui.morra.items import TrailItem

    piece = PieceItem(0, 20.0)  # the piece and its shadow below it
    assert piece.boundingRect() == QRectF(-27.0, -27.0, 54.0, 58.0)
    trail = TrailItem(piece.pen().color())
    path = QPainterPath(QPointF(0, 0))
    path.lineTo(100, 50)
    trail.set_path(path)  # a new route: a new extent, told to the scene
    assert trail.boundingRect() == QRectF(-6.0, -6.0, 112.0, 62.0)


class EventOrder(QObject):
    """Notes the layouts laid and the window's paints, in the order Qt delivers them."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.LayoutRequest:
            self.seen.append("layout")
        elif kind == QEvent.Type.UpdateRequest:
            self.seen.append("paint")
        return False


def test_a_morra_round_lays_the_side_panel_before_it_paints(qtbot, main_window) -> None:
    """The first round makes a player's card a line taller and the move list shorter: those
    layouts are laid before the window paints the round, so the side panel is not laid and
    painted a second time afterwards."""
    main_window.start_game("morra")
    view = main_window.view
    view.ms_per_field = 0
    state = main_window.controller.state
    first, second = state.choosers()
    view.choice_made.emit(first, state.legal_choices(first)[0])
    flush_events()
    order = EventOrder()
    app = QApplication.instance()
    app.installEventFilter(order)
    try:
        view.choice_made.emit(second, state.legal_choices(second)[0])
        flush_events()
    finally:
        app.removeEventFilter(order)
    assert main_window.controller.record.cursor == 1
    assert "paint" in order.seen
    first_paint = order.seen.index("paint")
    assert "layout" not in order.seen[first_paint:], order.seen
