"""Every word on Morra's cards stays inside the room it is drawn in, at the window's default size
(1180x780) and at 800x600, in English, German and Danish: the last round's sentence ran under
the Replay button ("...follows the black dot to 0.0"), and the computer's card cut its words.

Measured on what a real paint of the view drew: each text the board draws notes whether its
words, laid out in its font, stayed inside its rectangle (``morra.text.draw_text``)."""

from __future__ import annotations

import pytest
from morra_ui_helpers import board_of, click_scene
from PySide6.QtCore import QSize

from tests.ui.legibility import language

SIZES = [QSize(1180, 780), QSize(800, 600)]
CARDS = {"PlayerPanel", "RoundPanel", "LegendItem"}


def _cut_on_cards(view) -> list[str]:
    from tests.ui.legibility import painted_texts

    items = [i for i in view.scene().items() if hasattr(i, "painted_texts") and i.isVisible()]
    painted_texts(view)  # a fresh paint: the notes are the ones of now
    return [
        f"{type(item).__name__}: {t.text!r}"
        for item in items
        if type(item).__name__ in CARDS
        for t in item.painted_texts
        if not t.fits
    ]


def _long_rounds(qtbot, window, view) -> None:
    """Rounds against the computer until one whose sentence is long (a dot followed)."""
    for _ in range(12):
        if len(view.round_text()) > 60:
            return
        state = window.controller.state
        qtbot.waitUntil(lambda: view.choices.pending == frozenset({0}), timeout=15_000)
        click_scene(qtbot, view, view.option_point(0, 3))
        qtbot.waitUntil(lambda s=state: window.controller.state.round > s.round, timeout=15_000)
        qtbot.waitUntil(lambda: not view.animating, timeout=15_000)


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_no_card_text_is_cut_at_either_size(qtbot, main_window, code) -> None:
    problems = []
    with language(code):
        main_window.computer_delay_ms = 0
        main_window.start_game(
            "morra", "target", players=[("Ann", False, 1), ("Computer", True, 1)]
        )
        view = board_of(qtbot, main_window)
        view.ms_per_field = 0
        for size in SIZES:
            main_window.resize(size)
            qtbot.waitUntil(lambda s=size: main_window.size() == s)
            problems += [f"{size.width()}x{size.height()} start: {p}" for p in _cut_on_cards(view)]
        click_scene(qtbot, view, view.field_point((0, 4)))
        qtbot.waitUntil(lambda: main_window.controller.state.phase == "hands", timeout=15_000)
        _long_rounds(qtbot, main_window, view)
        for size in SIZES:
            main_window.resize(size)
            qtbot.waitUntil(lambda s=size: main_window.size() == s)
            problems += [f"{size.width()}x{size.height()} play: {p}" for p in _cut_on_cards(view)]
    assert not problems, "\n".join(problems)
