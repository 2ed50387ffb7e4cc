"""``morra-suite FILE`` (and ``python -m morra_suite FILE``, ``./run.sh FILE``) opens a saved
game: the launcher's own ``main`` is run with the file, the window it shows is looked at."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from morra_suite import app as launcher
from morra_suite.games import load_game
from tests.identity_helpers import own_folders  # noqa: F401  (a fixture)

RECORD = '[Variant "Nine Men\'s Morris"]\n\n1. d6 d2 *\n'


def start_with(qtbot, argv: list[str]) -> dict:
    """What the launcher does with its command line once the window is up: ``main`` parses
    ``argv`` and hands the file to ``open_at_start`` (run here on a shown window, as ``main``
    does from its event loop; ``main`` itself is run by the subprocess test below)."""
    from morra_suite.ui.window.main_window import MainWindow

    args = launcher.build_parser().parse_args(argv)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    opened = launcher.open_at_start(window, args.file)
    # the first record of its game in a process is read (and its game imported) on the reading
    # thread and put on when that is done (issue 43): what the window shows is looked at then
    qtbot.waitUntil(lambda: not window.files.reading, timeout=60_000)
    return {
        "opened": opened,
        "page": window.pages.currentWidget(),
        "chooser": window.chooser,
        "messages": [(box.windowTitle(), box.text()) for box in window.messages],
        "moves": [str(m) for m in window.controller.record.moves] if window.controller else None,
        "file": window.file_path,
    }


def test_the_parser_takes_a_file() -> None:
    assert launcher.build_parser().parse_args(["game.pgn"]).file == "game.pgn"
    assert launcher.build_parser().parse_args([]).file is None


def test_a_saved_game_given_on_the_command_line_is_opened(qtbot, own_folders) -> None:  # noqa: F811
    path = own_folders / "two moves.pgn"
    path.write_text(RECORD, encoding="utf-8")
    seen = start_with(qtbot, [str(path)])
    assert seen["opened"]
    assert seen["moves"] == ["d6", "d2"] and seen["file"] == path
    assert seen["page"] is not seen["chooser"] and seen["messages"] == []


def test_a_bad_file_gives_a_message_and_the_chooser(qtbot, own_folders) -> None:  # noqa: F811
    path = own_folders / "broken.morra"
    path.write_text("this is no game\n", encoding="utf-8")
    seen = start_with(qtbot, [str(path)])
    assert not seen["opened"]
    assert seen["page"] is seen["chooser"] and seen["moves"] is None
    ((title, text),) = seen["messages"]
    assert title == "Could not open" and str(path) in text


@pytest.mark.parametrize("kind", ["device", "too large", "not UTF-8"])
def test_only_a_regular_text_file_of_bounded_size_is_opened(qtbot, own_folders, kind) -> None:  # noqa: F811
    """``/dev/zero`` froze the window and filled the memory; a file over 4 MB or not UTF-8 is
    refused at once with a message, and the chooser stays."""
    from morra_suite.core.bounds import RECORD_FILE_BYTES

    if kind == "device":
        if not os.path.exists("/dev/zero"):
            pytest.skip("no /dev/zero here")
        path = Path("/dev/zero")
    else:
        path = own_folders / "big.pgn"
        path.write_bytes(b"\xff\xfe[" if kind == "not UTF-8" else b" " * (RECORD_FILE_BYTES + 1))
    began = time.thread_time()  # CPU time: the work, which load does not stretch
    seen = start_with(qtbot, [str(path)])
    assert time.thread_time() - began < 2.0
    assert not seen["opened"] and seen["page"] is seen["chooser"]
    ((title, text),) = seen["messages"]
    assert title == "Could not open" and str(path) in text


def test_python_dash_m_and_run_sh_accept_a_file(tmp_path: Path) -> None:
    """Not "unrecognized arguments": the real entry points parse it (and come up)."""
    path = tmp_path / "game.pgn"
    path.write_text(RECORD, encoding="utf-8")
    root = Path(__file__).resolve().parents[1]
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MORRA_SUITE_STARTUP_PROBE="1",  # quits once the event loop runs
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    for command in ([sys.executable, "-m", "morra_suite"], [str(root / "run.sh")]):
        result = subprocess.run(
            [*command, str(path)], env=env, capture_output=True, text=True, timeout=120
        )
        assert result.returncode == 0, result.stderr
        assert "unrecognized" not in result.stderr and "UP " in result.stdout


def test_every_games_suffix_is_known_to_the_launcher_help() -> None:
    help_text = launcher.build_parser().format_help()
    assert "FILE" in help_text
    for key in ("mill", "morra", "myra"):
        assert load_game(key).file_suffix in help_text


def test_a_file_open_event_opens_the_game(qtbot, qapp, own_folders) -> None:  # noqa: F811
    """macOS hands a double-clicked saved game to the running app as a QFileOpenEvent."""
    from PySide6.QtGui import QFileOpenEvent

    from morra_suite.ui.window.main_window import MainWindow
    from morra_suite.ui.window.open_requests import OpenRequests

    path = own_folders / "double-clicked.pgn"
    path.write_text(RECORD, encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    opener = OpenRequests(window)
    qapp.installEventFilter(opener)
    try:
        QApplication.sendEvent(qapp, QFileOpenEvent(str(path)))
        assert window.file_path == path
        assert [str(m) for m in window.controller.record.moves] == ["d6", "d2"]
    finally:
        qapp.removeEventFilter(opener)
