"""The game session without a widget: seats, records, autosave and resume, history browsing.

It plays Nim, the plug-in game of ``tests/plugin_game`` registered here, so the session is shown
to know games only through the registry.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from morra_suite.controllers.autosave import Autosave
from morra_suite.controllers.game_controller import Seat
from morra_suite.controllers.session import GameSession
from morra_suite.games import load_game, register_game, unregister_game
from tests.controllers.toy_games import Fixed


@pytest.fixture
def session(qtbot, tmp_path: Path) -> Iterator[GameSession]:
    register_game("nim", "tests.plugin_game.nim:GAME")
    made: list[tuple[str, int]] = []

    def computers(key: str, level: int) -> Fixed:
        made.append((key, level))
        return Fixed("a1")

    session = GameSession(
        lambda key, count: ["First", "Second"][:count], Autosave(tmp_path), computers
    )
    session.computer_delay_ms = 0
    session.made = made  # type: ignore[attr-defined]
    yield session
    session.shutdown()
    unregister_game("nim")


def test_a_new_game_is_announced_and_autosaved(qtbot, session) -> None:
    with qtbot.waitSignals([session.game_started, session.state_changed], timeout=1000):
        session.start("nim", "classic", None)
    assert session.names == ["First", "Second"]
    assert session.controller.state.heaps == (3, 4, 5)
    payload = session.autosave.read()
    assert payload["game"] == "nim" and not payload["finished"]
    with qtbot.waitSignal(session.move_played, timeout=1000):
        assert session.play_move("c5")
    assert "c5" in session.autosave.read()["record"]


def test_the_record_text_round_trips_with_seats_and_date(qtbot, session) -> None:
    session.start("nim", "misere", None, [("Åse", False, 1), ("Cpu", True, 2)])
    assert session.made == [("nim", 2)]
    session.controller.play_move("b2")
    text = session.game_text()
    key, data = session.read_text(text, ".nim")
    assert key == "nim" and [str(m) for m in data.moves] == ["b2"]
    assert [(s.name, s.computer_level) for s in data.seats] == [("Åse", None), ("Cpu", 2)]
    assert data.date == session.date and data.rules.misere
    session.open_text(text, ".nim")  # an opened file keeps its seats: the computer plays on
    assert [(s.name, s.is_human, s.level) for s in session.seats] == [
        ("Åse", True, 0),
        ("Cpu", False, 2),
    ]
    assert session.made == [("nim", 2), ("nim", 2)]
    qtbot.waitUntil(lambda: len(session.controller.record.moves) == 2, timeout=5000)


def test_seats_change_mid_game_and_a_computer_to_move_thinks_at_once(qtbot, session) -> None:
    session.start("nim", "classic", None, [("Ann", False, 1), ("Bob", False, 1)])
    session.play_move("c1")
    with qtbot.waitSignal(session.move_played, timeout=5000):
        session.change_seats([("Ann", False, 1), ("Cpu", True, 4)])
    assert session.made == [("nim", 4)]
    assert [str(m) for m in session.controller.record.moves] == ["c1", "a1"]
    session.change_seats([("Ann", False, 1), ("Cpu", True, 4)])  # same level: same player
    assert session.made == [("nim", 4)]
    session.change_seats([("Ann", False, 1), ("Bob", False, 1)])
    assert [s.is_human for s in session.seats] == [True, True]


def test_a_game_needs_saving_once_moved_until_saved_or_finished(qtbot, session) -> None:
    session.start("nim", "classic", None)
    assert not session.needs_saving  # nothing to lose yet
    session.play_move("c1")
    assert session.needs_saving
    session.mark_saved()
    assert not session.needs_saving
    session.play_move("c2")
    assert session.needs_saving


def test_a_file_with_a_games_suffix_is_that_games_alone(session) -> None:
    with pytest.raises(ValueError, match="Nim"):
        session.read_text('[Variant "Nine Men\'s Morris"]\n\n1. d6 *\n', ".nim")
    key, _ = session.read_text('[Variant "Nine Men\'s Morris"]\n\n1. d6 *\n', ".txt")
    assert key == "mill"
    for text in ("", "\x00\x01"):
        with pytest.raises(ValueError):
            session.read_text(text, ".nim")


def test_a_txt_file_of_another_game_is_not_read_as_a_mill_game(session) -> None:
    """Any game may read a ``.txt`` file, mill first; Nim's record (its move ``b2`` is a mill
    placement too) is Nim's, and without Nim it is refused, saying whose record it is."""
    session.start("nim", "classic", None, [("Ann", False, 1), ("Bob", False, 1)])
    session.play_move("b2")
    text = session.game_text()
    key, data = session.read_text(text, ".txt")
    assert key == "nim" and [str(m) for m in data.moves] == ["b2"]
    with pytest.raises(ValueError, match="record of 'Nim', not of a mill game"):
        load_game("mill").read_record(text)


def test_resume_brings_the_computer_back(qtbot, session) -> None:
    session.start("nim", "classic", None, [("Ann", False, 1), ("Cpu", True, 3)])
    session.play_move("c1")
    qtbot.waitUntil(lambda: len(session.controller.record.moves) == 2, timeout=5000)
    other = GameSession(lambda key, count: ["First", "Second"][:count], session.autosave)
    other.computers = session.computers
    try:
        assert other.resume()
        assert [str(m) for m in other.controller.record.moves] == ["c1", "a1"]
        assert [(s.name, s.is_human, s.level) for s in other.seats] == [
            ("Ann", True, 0),
            ("Cpu", False, 3),
        ]
    finally:
        other.shutdown()


def test_looking_back_is_read_only_until_the_game_is_back(qtbot, session) -> None:
    session.start("nim", "classic", None)
    for move in ("a1", "b1", "c1"):
        session.play_move(move)
    with qtbot.waitSignal(session.viewing_changed, timeout=1000) as looking:
        assert session.view_position(1)
    assert looking.args == [1]
    assert session.shown_state().heaps == (2, 4, 5)
    with qtbot.assertNotEmitted(session.move_played):
        assert not session.play_move("a1")
    with qtbot.waitSignal(session.viewing_changed, timeout=1000) as back:
        assert session.undo()  # undo goes back to the game first
    assert back.args == [None]
    assert session.controller.state.heaps == (2, 3, 5)
    assert session.redo() and session.controller.state.heaps == (2, 3, 4)
    assert not session.view_position(99)


def test_a_seat_change_keeps_the_game(qtbot, session) -> None:
    session.start("nim", "classic", None)
    session.play_move("a3")
    session.set_seats([Seat("Ann"), Seat("Cpu", Fixed("b1"), 1)])
    qtbot.waitUntil(lambda: len(session.controller.record.moves) == 2, timeout=5000)
    assert session.controller.state.heaps == (0, 3, 5)


def test_walking_steps_through_the_game_as_played(qtbot, session) -> None:
    session.start("nim", "classic", None)
    for move in ("a1", "b1", "c1"):
        session.play_move(move)
    assert not session.walk("next")  # the game itself is the last position
    assert session.walk("previous") and session.viewing == 2
    assert session.walk("first") and session.viewing == 0
    assert not session.walk("previous")
    assert session.walk("next") and session.viewing == 1
    with qtbot.waitSignal(session.viewing_changed, timeout=1000) as back:
        assert session.walk("last")
    assert back.args == [None] and session.viewing is None


def test_continuing_from_a_past_position_drops_the_later_moves(qtbot, session) -> None:
    session.start("nim", "classic", None, [("Ann", False, 1), ("Cpu", True, 1)])
    session.play_move("c1")
    qtbot.waitUntil(lambda: session.controller.record.cursor == 2, timeout=5000)
    session.play_move("b2")
    qtbot.waitUntil(lambda: session.controller.record.cursor == 4, timeout=5000)
    assert not session.continue_from_here()  # nothing is being looked at
    session.view_position(1)  # after Ann's c1: the computer's turn
    assert session.moves_dropped_by_continuing() == 3
    assert session.continue_from_here()
    assert session.viewing is None
    # the computer moves again from there: its a1 follows c1, b2 and what came after are gone
    qtbot.waitUntil(lambda: session.controller.record.cursor == 2, timeout=5000)
    assert [str(m) for m in session.controller.record.all_moves] == ["c1", "a1"]
    assert "b2" not in session.autosave.read()["record"]


def test_a_resignation_ends_the_game_and_is_kept_by_the_record(qtbot, session) -> None:
    from morra_suite.core.outcome import Ending

    session.start("nim", "classic", None)
    session.play_move("a1")
    assert session.resigner() == 1  # the person to move
    with qtbot.waitSignal(session.game_over, timeout=1000) as over:
        assert session.resign()
    assert over.args[0].winner == 0 and over.args[0].reason is Ending.RESIGNED
    assert session.resigned == 1 and session.resigner() is None
    with qtbot.assertNotEmitted(session.move_played):
        assert not session.play_move("b1")
    text = session.game_text()
    assert '[Resigned "2"]' in text
    assert session.autosave.read()["finished"]
    session.open_text(text, ".nim")
    assert session.resigned == 1 and session.controller.outcome().reason is Ending.RESIGNED
    assert session.undo() and session.resigned is None  # undo takes the resignation back
    assert [str(m) for m in session.controller.record.moves] == ["a1"]
    assert session.play_move("b1")


def test_against_the_computer_the_person_resigns(qtbot, session) -> None:
    session.start("nim", "classic", None, [("Cpu", True, 1), ("Ann", False, 1)])
    assert session.resigner() == 1  # the computer is to move, the person resigns
    assert session.resign()
    assert not session.controller.is_thinking and session.controller.outcome().winner == 0


def test_the_autosave_text_is_written_out_off_the_gui_thread(qtbot, session, monkeypatch) -> None:
    """A long game's record text takes tens of milliseconds to write out: after a move the GUI
    thread hands over the record's values, the writing thread makes the text, and whether the
    game needs saving is told without making it."""
    import threading

    session.start("nim", "classic", None)
    game = session.game
    threads: list[str] = []
    real = type(game).write_record

    def write_record(self, data):
        threads.append(threading.current_thread().name)
        return real(self, data)

    monkeypatch.setattr(type(game), "write_record", write_record)
    with qtbot.waitSignal(session.move_played, timeout=1000):
        assert session.play_move("c5")
    assert session.needs_saving
    assert session.autosave.flush()
    assert "c5" in session.autosave.read()["record"]
    assert threads and threading.main_thread().name not in threads
