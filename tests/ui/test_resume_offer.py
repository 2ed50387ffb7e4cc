"""The offer to resume a game left by a crash says which game it is, and is made only when there
is something to go on with: never for a game with no move, never after a clean quit.

A crash is played as in ``test_mill_window.py``: the first window never closes, and the lock by
which it owned its autosave is let go as the dead process's would be.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from mill_helpers import click
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from morra_suite.ui.window.main_window import MainWindow


def _next_start(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window, before_close_func=_allow_closing)
    window.show()
    qtbot.waitExposed(window)
    window.offer_resume()
    return window


def _allow_closing(window: MainWindow) -> None:
    window.unsaved.closing_allowed = True


def _resume_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.messages if box.windowTitle() == "Resume game"]


def _crash(window: MainWindow) -> None:
    assert window.autosave.flush()
    window.autosave.release()


def test_the_offer_names_the_game_its_players_and_its_moves(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine", players=[("Ann", False, 1), ("Bob", False, 1)])
    for name in ("a7", "g1", "d7"):
        click(qtbot, main_window.view, name)
    _crash(main_window)
    second = _next_start(qtbot)
    (box,) = _resume_boxes(second)
    assert box.text() == (
        "Nine Men's Morris was not finished last time: Ann (White) against Bob (Black), "
        "3 moves played. Go on with it?"
    )
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert [str(m) for m in second.controller.record.moves] == ["a7", "g1", "d7"]


def test_sides_named_by_nobody_are_named_by_their_colours(qtbot, main_window) -> None:
    main_window.start_game("mill", "three")
    click(qtbot, main_window.view, "b2")
    _crash(main_window)
    (box,) = _resume_boxes(_next_start(qtbot))
    assert "White against Black, 1 move played." in box.text()


def test_a_game_with_no_move_is_not_offered(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    main_window.session.write_autosave()  # a game was started and autosaved, nothing played
    _crash(main_window)
    assert main_window.autosave.path.exists()
    second = _next_start(qtbot)
    assert not _resume_boxes(second)
    assert second.session.autosave.read() is None  # nothing left to offer next time either


def test_a_clean_quit_leaves_nothing_to_offer(qtbot, main_window, tmp_path: Path) -> None:
    main_window.start_game("mill", "nine")
    for name in ("a7", "g1"):
        click(qtbot, main_window.view, name)
    assert main_window.save_to(tmp_path / "kept.pgn")
    main_window.quit_action.trigger()  # saved: Quit does not ask
    qtbot.waitUntil(lambda: not main_window.isVisible())
    assert not _resume_boxes(_next_start(qtbot))


def test_a_long_autosaved_game_is_read_off_the_window_and_offered(qtbot, main_window) -> None:
    """A game of 2,000 moves left by a crash was read on the GUI thread at the next start: the
    new window stood still for over a second. It is read on the record reader's thread now,
    and the offer comes when it is read."""
    import json

    from core.test_reader_bounds import shuffling_game

    from morra_suite.games.mill import record

    main_window.start_game("mill", "nine")
    click(qtbot, main_window.view, "a7")
    path = main_window.autosave.path  # (asked after the crash, it would claim the slot again)
    _crash(main_window)
    start, moves = shuffling_game(2000)
    payload = json.loads(path.read_text(encoding="utf-8"))
    payload["record"] = record.write_record(start, moves)
    path.write_text(json.dumps(payload), encoding="utf-8")
    second = _next_start(qtbot)
    assert second.files._summarising is not None  # being read on its thread
    qtbot.waitUntil(lambda: bool(_resume_boxes(second)), timeout=60_000)
    (box,) = _resume_boxes(second)
    assert "2,000 moves played" in box.text() or "2000 moves played" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.controller is not None, timeout=60_000)
    assert len(second.controller.record.moves) == 2000


def _shown_state(window: MainWindow):
    """The position the board draws (each game's view keeps the one it was given)."""
    view = window.view
    return view.state if hasattr(view, "state") else view._state


@pytest.mark.parametrize("key", ["mill", "morra", "myra"])
def test_yes_puts_a_long_autosaved_game_on_without_replaying_it_here(
    qtbot, main_window, monkeypatch, key: str
) -> None:
    """Answering Yes replayed a long autosaved game move by move on the GUI thread (a game of
    3,000 moves kept the window still for a second). The game the reader's thread replayed for
    the offer is put on as it is: no move is played on the GUI thread, and the board shows the
    game's last position."""
    import json
    import threading

    from long_games import long_record

    from morra_suite.core.record import GameRecord

    main_window.start_game("mill", "nine")
    click(qtbot, main_window.view, "a7")
    path = main_window.autosave.path
    _crash(main_window)
    start, moves, text = long_record(key, 2000)
    last = start
    for move in moves:
        last = last.play(move)
    payload = {"format": 1, "game": key, "record": text, "seats": []}
    path.write_text(json.dumps(payload), encoding="utf-8")
    played_here: list[object] = []
    play = GameRecord.play

    def spy(record, move):
        if threading.current_thread() is threading.main_thread():
            played_here.append(move)
        return play(record, move)

    monkeypatch.setattr(GameRecord, "play", spy)
    second = _next_start(qtbot)
    qtbot.waitUntil(lambda: bool(_resume_boxes(second)), timeout=60_000)
    (box,) = _resume_boxes(second)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.controller is not None, timeout=60_000)
    assert len(second.controller.record.moves) == 2000
    assert played_here == []
    assert second.controller.state == last
    assert _shown_state(second) == last
