"""A long saved game is read off the GUI thread: the window goes on while it is checked.

The longest record the readers allow (3,000 moves) is replayed move by move by the rules; that
runs on a worker thread behind a busy dialog with Cancel, and the finished game is put on in one
step. Its move list fills in a blink (rows of one fixed height: sizing each row to its contents
made a 3,000-ply list take minutes).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton

from morra_suite.controllers.record_reader import BACKGROUND_CHARS
from morra_suite.games.mill import record
from tests.core.test_reader_bounds import shuffling_game

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
    assert table.model().rowCount() == PLIES // 2 + 1  # the start row, then a move and a reply
    assert table.cell_of(PLIES) is not None
    assert "long.pgn" in main_window.status_text()


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
    qtbot.wait(50)
    assert main_window.controller.state == kept
    assert "long.pgn" not in main_window.windowTitle()
