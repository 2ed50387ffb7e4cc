"""The side panel through the real window: a seat on one line ("Black · computer, level 4") and
a move list that stays where it is while the computer's "thinking" badge comes and goes."""

from __future__ import annotations

import threading

from mill_helpers import click
from qt_events import flush_events

from morra_suite.controllers.game_controller import Seat


class HeldComputer:
    """A computer that thinks until released (so the test can look at the panel meanwhile)."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()

    def choose(self, state, player, cancelled):
        self.started.set()
        while not self.release.wait(0.005):
            if cancelled():
                return None
        return state.legal_moves()[0]


def test_a_computer_seat_reads_on_one_line(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine", players=[("", False, 1), ("", True, 4)])
    white, black = main_window.player_panels
    assert black.name.text() == "Black · computer, level 4"
    assert white.name.text() == "White"
    line = black.name.fontMetrics().height()
    assert black.name.height() < 2 * line  # one line, not wrapped
    main_window.start_game("mill", "nine", players=[("Ann", False, 1), ("Deep Blue", True, 7)])
    white, black = main_window.player_panels
    assert white.name.text() == "Ann (White)"
    assert black.name.text() == "Deep Blue (Black) · computer, level 7"


def test_the_move_list_keeps_its_place_while_the_computer_thinks(qtbot, main_window) -> None:
    main_window.computer_delay_ms = 0
    held = HeldComputer()
    main_window.start_game("mill", "nine", players=[Seat("me"), Seat("cpu", held, 4)])
    flush_events()
    before = main_window.move_list.geometry()
    panels = [panel.height() for panel in main_window.player_panels]
    click(qtbot, main_window.view, "d6")
    assert held.started.wait(10)
    qtbot.waitUntil(lambda: main_window.player_panels[1].turn.isVisible())
    flush_events()
    assert main_window.player_panels[1].turn.text() == "thinking…"
    assert main_window.move_list.geometry() == before
    assert [panel.height() for panel in main_window.player_panels] == panels
    held.release.set()
    qtbot.waitUntil(lambda: main_window.player_panels[0].turn.isVisible(), timeout=10000)
    qtbot.waitUntil(lambda: not main_window.controller.is_thinking, timeout=10000)
    flush_events()
    assert main_window.move_list.geometry() == before
