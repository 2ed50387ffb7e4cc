"""A long saved game is read off the GUI thread: the window goes on while it is checked.

The longest record the readers allow (3,000 moves) is replayed move by move by the rules; that
runs on a worker thread behind a busy dialog with Cancel, and the finished game is put on in one
step. Its move list fills in a blink: a view of a model whose cells are made when shown (a
table widget made 6,000 cells at once; sizing each row to its contents made it take minutes).
Python's garbage collector stays off while a record is read and is on again afterwards, however
the reading ends.
"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton
from qt_events import flush_events

from morra_suite.controllers.record_reader import BACKGROUND_CHARS
from morra_suite.games import load_game
from morra_suite.games.mill import record
from tests.core.test_reader_bounds import shuffling_game
from tests.ui.long_games import long_record

PLIES = 3_000


@pytest.fixture(scope="module")
def long_game() -> tuple[object, list[object], str]:
    start, moves = shuffling_game(PLIES)
    return start, moves, record.write_record(start, moves)


def _ticking(qtbot) -> list[int]:
    """A timer on the GUI thread: its ticks prove the event loop turned while reading."""
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    _ticking.timer = timer  # type: ignore[attr-defined]  # kept alive while the test runs
    return ticks


def test_a_long_record_is_read_while_the_window_goes_on(qtbot, main_window, tmp_path, long_game):
    start, moves, text = long_game
    assert len(text) > BACKGROUND_CHARS
    path = tmp_path / "long.pgn"
    path.write_text(text, encoding="utf-8")
    main_window.start_game("mill", "three")

    assert main_window.open_file(path)  # the reading began
    assert main_window.files.reading
    ticks = _ticking(qtbot)
    qtbot.waitUntil(lambda: not main_window.files.reading, timeout=60_000)
    qtbot.waitUntil(lambda: main_window.controller.record.cursor == PLIES, timeout=5_000)

    assert ticks, "the event loop did not run while the record was read"
    assert list(main_window.controller.record.moves) == moves
    assert main_window.controller.record.start == start
    assert "long.pgn" in main_window.windowTitle()
    assert not main_window.session.needs_saving
    table = main_window.move_list
    wait_for_the_move_list(qtbot, main_window)
    assert table.model().rowCount() == PLIES // 2 + 1  # the start row, then a move and a reply
    assert table.cell_of(PLIES) is not None
    assert "long.pgn" in main_window.status_text()
    assert_last_ply_shown(qtbot, main_window, PLIES)
    assert gc.isenabled()


def wait_for_the_move_list(qtbot, window) -> None:
    """A long record's plies are laid in the list on the event loop's turn after the board."""
    qtbot.waitUntil(lambda: not window.game_page.moves_waiting, timeout=5_000)


def test_the_board_is_drawn_before_a_long_move_list_is_laid(
    qtbot, main_window, tmp_path, long_game
) -> None:
    """Putting on a record of thousands of plies is two short waits of the event loop, not one
    long one: the board and the players first, the move list's plies on the next turn (until
    then a click on the list, which still shows the game before, chooses nothing)."""
    _start, _moves, text = long_game
    path = tmp_path / "long.pgn"
    path.write_text(text, encoding="utf-8")
    main_window.start_game("mill", "three")
    for _ in range(2):  # the game before has moves: its start row is not the current one
        main_window.session.play_move(main_window.controller.state.legal_moves()[0])
    table = main_window.move_list
    rows_before = table.model().rowCount()
    session = main_window.session
    put_on = session.open_prepared
    seen: dict[str, object] = {}

    def putting_on(prepared: object) -> None:
        put_on(prepared)  # type: ignore[arg-type]
        seen["rows"] = table.model().rowCount()
        seen["board"] = main_window.view.state  # type: ignore[union-attr]
        start_cell = table.model().index(0, 0)
        qtbot.mouseClick(
            table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(start_cell).center()
        )
        seen["viewing"] = session.viewing

    session.open_prepared = putting_on  # type: ignore[method-assign]
    assert main_window.open_file(path)
    qtbot.waitUntil(lambda: "rows" in seen, timeout=60_000)

    assert seen["board"] == main_window.controller.record.state_at(PLIES)
    assert seen["rows"] == rows_before, "the move list was laid in the same step as the board"
    assert seen["viewing"] is None, "a click on the list not yet laid chose a position"
    wait_for_the_move_list(qtbot, main_window)
    assert table.model().rowCount() == PLIES // 2 + 1
    assert_last_ply_shown(qtbot, main_window, PLIES)


def assert_last_ply_shown(qtbot, window, plies: int) -> None:
    """The move list's current cell is the last ply, in sight, with the move's words."""
    wait_for_the_move_list(qtbot, window)
    table = window.move_list
    last = table.cell_of(plies)
    assert last is not None and table.currentIndex() == last
    assert table.cell_of(plies + 1) is None
    record_ = window.controller.record
    words = window.session.game.move_text(record_.state_at(plies - 1), record_.moves[-1])
    assert words in last.data()
    qtbot.waitUntil(lambda: table.viewport().rect().contains(table.visualRect(last)), timeout=5_000)


@pytest.mark.parametrize("key", ["morra", "myra"])
def test_a_long_morra_or_myra_record_opens_whole_with_its_last_move_shown(
    qtbot, main_window, tmp_path, key
) -> None:
    start, moves, text = long_record(key, PLIES)
    assert len(text) > BACKGROUND_CHARS
    path = tmp_path / f"long{load_game(key).file_suffix}"
    path.write_text(text, encoding="utf-8")
    main_window.start_game(key)

    assert main_window.open_file(path)
    qtbot.waitUntil(lambda: not main_window.files.reading, timeout=120_000)
    qtbot.waitUntil(lambda: main_window.controller.record.cursor == PLIES, timeout=5_000)

    assert main_window.session.key == key
    assert main_window.controller.record.start == start
    assert list(main_window.controller.record.moves) == moves
    assert main_window.controller.outcome() is None  # the game goes on from its last move
    assert_last_ply_shown(qtbot, main_window, PLIES)
    assert gc.isenabled()


def test_a_long_record_with_a_bad_late_move_is_refused_and_the_game_kept(
    qtbot, main_window, tmp_path, long_game
):
    _start, _moves, text = long_game
    broken = text.replace(" *\n", " a1-a1 *\n") if text.rstrip().endswith("*") else text + " zz\n"
    path = tmp_path / "broken.pgn"
    path.write_text(broken, encoding="utf-8")
    main_window.start_game("mill", "three")
    kept = main_window.controller.state

    assert main_window.open_file(path)
    qtbot.waitUntil(lambda: not main_window.files.reading, timeout=60_000)
    qtbot.waitUntil(
        lambda: any("could not be opened" in box.text() for box in main_window.messages),
        timeout=5_000,
    )
    assert main_window.controller.state == kept
    assert "broken.pgn" not in main_window.windowTitle()
    assert gc.isenabled()


def test_cancel_keeps_the_game_and_drops_the_reading(qtbot, main_window, tmp_path, long_game):
    _start, _moves, text = long_game
    path = tmp_path / "long.pgn"
    path.write_text(text, encoding="utf-8")
    main_window.start_game("mill", "three")
    kept = main_window.controller.state

    assert main_window.open_file(path)
    dialog: list[QProgressDialog] = []
    qtbot.waitUntil(
        lambda: bool(dialog.extend(main_window.findChildren(QProgressDialog)) or dialog),
        timeout=5_000,
    )
    cancel = dialog[0].findChild(QPushButton)
    assert cancel.text() == "Cancel"
    cancel.click()  # as the user's click on the dialog's button
    assert "cancelled" in main_window.status_text()
    main_window.files.wait_for_reading()
    QApplication.processEvents()
    flush_events()
    assert main_window.controller.state == kept
    assert "long.pgn" not in main_window.windowTitle()
    assert gc.isenabled()
