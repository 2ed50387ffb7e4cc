"""One move is one change: the board draws it once, the actions are evaluated once, and each
derived text (Sanmill FEN, title, status, position text) is made once, or not at all when nothing
shows it.

Why: a move used to echo through the window: the mill board was asked for its picture four times,
the actions evaluated three or four times and the Sanmill FEN written six to eight times per move,
with caches added to make the echo cheap (issue 42; ``benchmarks/bench_move_work.py`` gives the
figures). These tests count the work of each kind of move in the real window, so the echo cannot
come back unnoticed. They count calls, never time.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any

import pytest
from mill_helpers import click

#: what each count reads: (module, class, function)
COUNTED = {
    "drawn": (
        ("morra_suite.ui.mill.scene", "MillScene", "show_picture"),
        ("morra_suite.ui.myra.scene", "MyraScene", "show"),
        ("morra_suite.ui.morra.view", "MorraView", "_refresh"),
    ),
    "actions": (("morra_suite.ui.window.menus", "WindowMenus", "update"),),
    "fen": (("morra_suite.games.mill", "sanmill", "sanmill_fen"),),  # the module's function
    "title": (("morra_suite.ui.window.main_window", "MainWindow", "update_title"),),
    "status": (("morra_suite.ui.window.status_line", "StatusLine", "set"),),
    "position": (
        ("morra_suite.games.mill.state", "MillState", "position"),
        ("morra_suite.games.myra.state", "MyraState", "position"),
        ("morra_suite.games.morra.state", "MorraState", "position"),
    ),
}


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts calls of ``COUNTED`` while the test runs (a position text written as part of a
    Sanmill FEN is the FEN's, not counted on its own)."""
    import importlib

    counter: Counter[str] = Counter()
    inside: list[str] = []
    for key, places in COUNTED.items():
        for module, owner_name, name in places:
            owner = getattr(importlib.import_module(module), owner_name)
            original = owner.__dict__[name]

            def wrapper(*args: Any, _key=key, _original=original, **kwargs: Any) -> Any:
                if _key != "position" or "fen" not in inside:
                    counter[_key] += 1
                inside.append(_key)
                try:
                    return _original(*args, **kwargs)
                finally:
                    inside.pop()

            monkeypatch.setattr(owner, name, functools.wraps(original)(wrapper))
    return counter


def started(window: Any, key: str) -> Any:
    window.start_game(key)
    if key == "mill":
        # the mill kit's Copy Position as Sanmill FEN comes into the Edit menu when a menu
        # first opens (until then no FEN is written at all): here as after that first look
        window.extra_action("mill", "copy_sanmill")
    view = window.view
    view.animate = False  # the mill's slide (the other boards ignore it)
    if hasattr(view, "myra_scene"):
        view.myra_scene.step_ms = 0
    if hasattr(view, "ms_per_field"):
        view.ms_per_field = 0
    return view


def once_each(counts: Counter[str], fen: int) -> None:
    """The counts of one change: one picture, one evaluation of the actions, one title, one
    status line, ``fen`` Sanmill FENs (1 in the mill once its FEN item is in the Edit menu, 0
    where the game has none) and no position text (nothing on the window shows one)."""
    assert dict(counts) == {
        "drawn": 1,
        "actions": 1,
        "title": 1,
        "status": 1,
        **({"fen": fen} if fen else {}),
    }


def quiet_move(state: Any) -> Any:
    moves = list(state.legal_moves())
    return next((m for m in moves if not m.removals), moves[0])


def test_a_mill_placement_is_drawn_once(qtbot, main_window, counts) -> None:
    view = started(main_window, "mill")
    counts.clear()
    click(qtbot, view, "a1")
    assert main_window.controller.record.cursor == 1
    once_each(counts, fen=1)


def test_a_mill_slide_is_drawn_once(qtbot, main_window, counts) -> None:
    from morra_suite.games.mill.board import point_name

    view = started(main_window, "mill")
    session = main_window.session
    while session.controller.state.in_hand(0) or session.controller.state.in_hand(1):
        session.play_move(quiet_move(session.controller.state))
    move = quiet_move(session.controller.state)
    click(qtbot, view, point_name(move.src))
    played = main_window.controller.record.cursor
    counts.clear()
    click(qtbot, view, point_name(move.dst))
    assert main_window.controller.record.cursor == played + 1
    once_each(counts, fen=1)


def test_a_mill_removal_is_drawn_once(qtbot, main_window, counts) -> None:
    view = started(main_window, "mill")
    for name in ("a1", "g7", "a4", "g4", "a7"):  # a7 closes a1-a4-a7: a removal is owed
        click(qtbot, view, name)
    counts.clear()
    click(qtbot, view, "g7")
    assert str(main_window.controller.record.moves[-1]) == "a7xg7"
    once_each(counts, fen=1)


def test_a_myra_move_is_drawn_once(qtbot, main_window, counts) -> None:
    view = started(main_window, "myra")
    move = main_window.controller.state.legal_moves()[0]
    counts.clear()
    view.move_chosen.emit(move)  # as the board emits a move made by clicks
    assert main_window.controller.record.cursor == 1
    once_each(counts, fen=0)


def test_a_morra_round_is_drawn_once(qtbot, main_window, counts) -> None:
    view = started(main_window, "morra")
    state = main_window.controller.state
    first, second = state.choosers()
    view.choice_made.emit(first, state.legal_choices(first)[0])
    counts.clear()
    view.choice_made.emit(second, state.legal_choices(second)[0])  # both in: the round is played
    assert main_window.controller.record.cursor == 1
    once_each(counts, fen=0)
