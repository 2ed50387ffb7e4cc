"""Game › New Morra Board…: the board designer driven through its real widgets.

Dots are drawn by dragging on the viewport, figures come from a computation off the GUI thread,
a saved board is offered by New Game at once and plays, a shared board file opens and is copied
into the user's layouts folder.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from morra_ui_helpers import board_of
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QDialogButtonBox
from qt_events import flush_events

from morra_suite.ai.morra import assessment
from morra_suite.ai.morra import solver as solver_module
from morra_suite.games import morra
from morra_suite.games.morra import designer as design_core
from morra_suite.ui.app_config import withdraw_layout_folder
from morra_suite.ui.morra.designer import BoardDesigner, figure_texts


@pytest.fixture
def board_designer(qtbot, main_window) -> Iterator[BoardDesigner]:
    """The designer as the menu opens it, over the main window."""
    main_window.extra_action("morra", "designer").trigger()
    window = main_window.dialog
    assert isinstance(window, BoardDesigner)
    window.resize(1040, 680)
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 300)
    yield window
    window.close()
    withdraw_layout_folder()  # the next test's boards are its own


def point(window: BoardDesigner, field: tuple[int, int]) -> Any:
    return window.view.mapFromScene(window.scene.field_point(field))


def drag(qtbot, window: BoardDesigner, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A left-button drag on the viewport from one field's middle to another's."""
    viewport = window.view.viewport()
    a, b = point(window, start), point(window, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    middle = (a + b) / 2
    qtbot.mouseMove(viewport, pos=middle)
    qtbot.mouseMove(viewport, pos=b)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def dots_of(window: BoardDesigner) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    return [(tuple(d["at"]), tuple(d["to"])) for d in window.board["dots"]]  # type: ignore[misc]


def wait_figures(qtbot, window: BoardDesigner) -> assessment.Assessment:
    qtbot.waitUntil(lambda: not window.busy, timeout=20_000)
    assert window.assessment is not None
    return window.assessment


def shown(window: BoardDesigner) -> tuple[str, ...]:
    labels = (
        window.value_label,
        window.first_label,
        window.second_label,
        window.rounds_label,
        window.ending_label,
        window.verdict_label,
    )
    return tuple(label.text() for label in labels)


# A small valid board drawn by hand: 6 fields outside, 4 inside, white dots 0.1 -> 1.0 and
# 1.2 -> centre, a black dot 1.0 -> 0.4.
SMALL = [((0, 1), (1, 0)), ((1, 2), (2, 0)), ((1, 0), (0, 4))]


def draw_small_board(qtbot, window: BoardDesigner) -> None:
    window.rings_spin.setValue(2)
    window.fields_spins[0].setValue(6)
    window.fields_spins[1].setValue(4)
    assert window.board["fields"] == [6, 4]
    for start, end in SMALL:
        drag(qtbot, window, start, end)
    assert dots_of(window) == SMALL


@pytest.mark.parametrize("name", morra.layout_names())
def test_a_shipped_board_shows_the_benchmarks_figures(qtbot, board_designer, name) -> None:
    window = board_designer
    window.start_box.setCurrentIndex(window.start_box.findData(name))
    layout = morra.load_layout(name)
    assert window.board == {"fields": list(layout.fields), **{"dots": layout.to_data()["dots"]}}
    figures = wait_figures(qtbot, window)
    expected = assessment.assess(layout.to_data())
    assert replace(figures, layout=None) == replace(expected, layout=None)
    assert figures.layout is not None
    assert (figures.layout.fields, figures.layout.dots) == (layout.fields, layout.dots)
    # The benchmark's own solve (bench_morra_solver.py) gives the same numbers.
    solution = solver_module.solve(layout, morra.MorraRules(), cache=False)
    stats = solution.statistics()
    assert figures.value == solution.start_value
    assert (figures.p_first_wins, figures.p_second_wins) == (stats.p_a_wins, stats.p_b_wins)
    assert figures.expected_rounds == stats.expected_rounds
    assert figures.p_end_within_limit == stats.p_end_within_limit
    assert shown(window) == figure_texts(expected)
    assert shown(window)[0] == f"{solution.start_value:+.4f}"
    assert shown(window)[-1] == "fair"
    # A shipped board's name is taken: Save says so until the board is renamed.
    assert not window.save_button.isEnabled()
    assert "comes with the game" in window.name_note.text()
    window.name_edit.clear()
    qtbot.keyClicks(window.name_edit, f"My {layout.title}")
    assert window.save_button.isEnabled() and not window.name_note.isVisible()


def test_dragging_between_fields_adds_dots_and_a_right_click_removes_one(
    qtbot, board_designer
) -> None:
    window = board_designer
    assert window.board == {"fields": [12, 8, 4], "dots": []}
    drag(qtbot, window, (0, 1), (1, 0))  # one ring in: white
    drag(qtbot, window, (1, 5), (0, 7))  # one ring out: black
    assert dots_of(window) == [((0, 1), (1, 0)), ((1, 5), (0, 7))]
    shape = window.scene.geometry.shape
    assert shape.dots == (((0, 1), (1, 0)), ((1, 5), (0, 7)))
    assert shape.is_white(0) and not shape.is_white(1)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, pos=point(window, (0, 1)))
    assert dots_of(window) == [((1, 5), (0, 7))]
    assert window.scene.geometry.shape.dots == (((1, 5), (0, 7)),)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, pos=point(window, (0, 2)))
    assert "Field 0.2 has no dot" in window.message()
    # Fewer fields in ring 0: the black dot's end 0.7 is gone, so is the dot.
    window.fields_spins[0].setValue(7)
    assert window.board == {"fields": [7, 8, 4], "dots": []}


def test_an_invalid_board_disables_save_and_says_why(qtbot, board_designer) -> None:
    window = board_designer
    qtbot.keyClicks(window.name_edit, "Half done")
    assert not window.save_button.isEnabled()
    assert "ring 0 has no white dot" in window.message()
    assert window.value_label.text() == "—" and not window.busy
    # A dot the layout rules refuse is not drawn, and their reason is shown.
    drag(qtbot, window, (0, 3), (2, 1))
    assert dots_of(window) == []
    assert "No dot from 0.3 to 2.1: points 2 rings inward" in window.message()
    drag(qtbot, window, (0, 3), (1, 2))
    drag(qtbot, window, (0, 3), (1, 3))  # a second dot on 0.3
    assert dots_of(window) == [((0, 3), (1, 2))]
    assert "already has dot 1" in window.message()
    assert "ring 1 has no white dot" in window.problem  # type: ignore[operator]
    drag(qtbot, window, (1, 2), (2, 0))
    assert not window.save_button.isEnabled()
    drag(qtbot, window, (2, 0), (3, 0))  # into the bull: the centre
    assert window.problem is None and window.save_button.isEnabled()
    figures = wait_figures(qtbot, window)
    assert figures == assessment.assess(window.board)
    assert window.verdict_label.text() in {
        "fair",
        "favours the first player",
        "favours the second player",
        "games may never end",
    }
    assert "The verdict" in window.message()
    # The board back to invalid: Save off again, no figures.
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, pos=point(window, (0, 3)))
    assert not window.save_button.isEnabled() and window.value_label.text() == "—"
    assert "ring 0 has no white dot" in window.message()


def test_figures_come_from_another_thread_and_a_newer_edit_wins(
    qtbot, board_designer, monkeypatch
) -> None:
    window = board_designer
    threads: list[str] = []
    real_assess = assessment.assess

    def assess(board: Any, rules: Any = None) -> Any:
        threads.append(threading.current_thread().name)
        return real_assess(board, rules)

    monkeypatch.setattr(assessment, "assess", assess)
    results: list[Any] = []
    window.figures_shown.connect(results.append)
    window.start_box.setCurrentIndex(window.start_box.findData("target"))
    qtbot.waitUntil(lambda: window._running, timeout=5_000)
    # While Target is being solved, an edit: remove the black dot on 1.0.
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, pos=point(window, (1, 0)))
    assert window.busy
    figures = wait_figures(qtbot, window)
    window._pool.waitForDone()  # Target's own solving has ended too
    flush_events()  # and its figures, queued to this thread, delivered
    assert results == [figures]  # Target's own figures were computed but never shown
    assert len(threads) == 2 and threading.main_thread().name not in threads
    assert figures.layout is not None
    assert [list(d.at) for d in figures.layout.dots] == [d["at"] for d in window.board["dots"]]
    assert [1, 0] not in [d["at"] for d in window.board["dots"]]


def test_a_saved_board_is_offered_by_new_game_and_plays(
    qtbot, board_designer, main_window, isolated_settings: Path
) -> None:
    window = board_designer
    draw_small_board(qtbot, window)
    qtbot.keyClicks(window.name_edit, "Test Board")
    figures = wait_figures(qtbot, window)
    assert figures.valid
    qtbot.mouseClick(window.save_button, Qt.MouseButton.LeftButton)
    path = isolated_settings / "data" / "layouts" / "test-board.json"
    assert path.is_file()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["name"] == "test-board" and saved["title"] == "Test Board"
    assert saved["fields"] == [6, 4]
    assert [(tuple(d["at"]), tuple(d["to"])) for d in saved["dots"]] == SMALL
    assert "New Game offers" in window.message()
    window.close()

    dialog = main_window.new_game_dialog("morra")
    index = dialog.variant_box.findData("test-board")
    assert index >= 0 and dialog.variant_box.itemText(index) == "Test Board"
    dialog.variant_box.setCurrentIndex(index)
    dialog.rows[0].kind.setCurrentIndex(dialog.rows[0].kind.findData(False))
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData(False))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    controller = main_window.controller
    assert controller.state.layout == morra.open_layout_file(path)
    view = board_of(qtbot, main_window)
    for key in "sf" + "j;":  # start fields: on to 0.1, back to the last field, 0.5
        qtbot.keyClick(view, key)
    assert controller.state.stones == ((0, 1), (0, 5))
    before = controller.state
    qtbot.keyClick(view, "d")  # hands 2 and 1
    qtbot.keyClick(view, "k")
    assert controller.state == before.play_joint(2, 1)
    assert controller.state.round == before.round + 1


def test_a_shared_board_opens_and_is_copied_to_the_users_boards(
    qtbot, board_designer, main_window, isolated_settings: Path, tmp_path: Path
) -> None:
    window = board_designer
    shared = tmp_path / "from-a-friend" / "gift.json"
    shared.parent.mkdir()
    data = {
        "name": "gift",
        "title": "Gift",
        "fields": [6, 4],
        "dots": [{"at": list(a), "to": list(b)} for a, b in SMALL],
    }
    shared.write_text(json.dumps(data), encoding="utf-8")
    assert window.open_board(shared)
    assert window.board["fields"] == [6, 4] and dots_of(window) == SMALL
    assert window.name_edit.text() == "Gift"
    copy = isolated_settings / "data" / "layouts" / "gift.json"
    assert json.loads(copy.read_text(encoding="utf-8"))["dots"] == data["dots"]
    assert "among your boards" in window.message()
    assert figure_texts(wait_figures(qtbot, window)) == shown(window)
    dialog = main_window.new_game_dialog("morra")
    assert dialog.variant_box.findData("gift") >= 0
    dialog.reject()
    # A broken file is explained and leaves the board as it was.
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"fields": [6, 1], "dots": []}), encoding="utf-8")
    assert not window.open_board(broken)
    assert "ring 1 has 1 fields" in window.message()
    assert dots_of(window) == SMALL


def test_the_drag_shows_its_arrow_while_the_button_is_down(qtbot, board_designer) -> None:
    window = board_designer
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point(window, (0, 5)))
    qtbot.mouseMove(viewport, pos=point(window, (1, 3)))
    assert not window.scene.rubber.path().isEmpty()
    arrow = window.scene.rubber.path().toSubpathPolygons()[0]  # then the dot it would be
    end = arrow.last()
    target = window.scene.field_point((1, 3))
    assert abs(end.x() - target.x()) < 1e-6 and abs(end.y() - target.y()) < 1e-6
    # Released off the target: no dot, and the arrow is gone.
    qtbot.mouseRelease(
        viewport,
        Qt.MouseButton.LeftButton,
        pos=window.view.mapFromScene(
            QPointF(window.scene.sceneRect().left() + 2, window.scene.sceneRect().top() + 2)
        ),
    )
    assert dots_of(window) == [] and window.scene.rubber.path().isEmpty()


def test_the_app_passes_the_users_boards_folder(tmp_path: Path) -> None:
    """The launcher gives Morra's layouts the data folder's ``layouts``: a board saved there is
    a variant the app knows (here ``--screenshot`` pictures it by its name)."""
    import os
    import subprocess
    import sys

    data = tmp_path / "app-data"
    (data / "layouts").mkdir(parents=True)
    board = {"fields": [6, 4], "dots": [{"at": list(a), "to": list(b)} for a, b in SMALL]}
    text = json.dumps(design_core.board_data(board, "Pocket"))
    (data / "layouts" / "pocket.json").write_text(text, encoding="utf-8")
    picture = tmp_path / "pocket.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MORRA_SUITE_DATA_DIR=str(data))
    command = [sys.executable, "-m", "morra_suite", "--screenshot", str(picture)]
    result = subprocess.run(
        [*command, "--game", "pocket", "--size", "320x200", "--board"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_failing_solver_is_reported_not_waited_for(qtbot, board_designer, monkeypatch) -> None:
    def broken(board: Any, rules: Any = None) -> Any:
        raise RuntimeError("boom")

    monkeypatch.setattr(assessment, "assess", broken)
    window = board_designer
    draw_small_board(qtbot, window)
    qtbot.waitUntil(lambda: not window.busy, timeout=10_000)
    assert "The solver failed: boom" in window.message()
    assert window.assessment is None and window.value_label.text() == "—"


def test_a_broken_file_among_the_boards_is_named_once_and_the_others_work(
    qtbot, main_window
) -> None:
    """A file in the user's boards folder that is no board (invalid UTF-8 here) used to make
    New Game for Morra, every Morra game and the designer raise; now it is left out and named
    once in the designer's message line, and every other board still works."""
    from morra_suite.ui.app_config import pass_layout_folder

    folder = pass_layout_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_bytes(b'{"name": "bad\xff"}')
    (folder / "duo.json").write_text(
        json.dumps({"name": "duo", "fields": [2], "dots": [{"at": [0, 1], "to": [1, 0]}]}),
        encoding="utf-8",
    )
    try:
        main_window.extra_action("morra", "designer").trigger()
        window = main_window.dialog
        assert isinstance(window, BoardDesigner)
        qtbot.waitExposed(window)
        assert "broken.json" in window.message() and "not UTF-8" in window.message()
        assert window.start_box.findData("duo") >= 0
        window.close()
        main_window.extra_action("morra", "designer").trigger()  # named once: not again
        again = main_window.dialog
        qtbot.waitExposed(again)
        assert "broken.json" not in again.message()
        again.close()
        main_window.start_game("morra", "target")
        assert main_window.controller.state.layout.name == "target"
        main_window.start_game("morra", "duo")
        assert main_window.controller.state.layout.fields == (2,)
    finally:
        withdraw_layout_folder()


@pytest.mark.parametrize(
    "kind", ["invalid UTF-8", "deep nesting", "5,000-digit integer", "1,000,000 fields", "device"]
)
def test_open_board_refuses_a_hostile_file_at_once_and_copies_nothing(
    qtbot, board_designer, tmp_path, isolated_settings, kind
) -> None:
    """Three kinds of bad file used to raise from Open Board, and a valid board of 1,000,000
    fields froze the window for 124 s before it was copied into the user's boards."""
    import os
    import time

    from tests.morra.test_layout_faults import HOSTILE_FILES

    window = board_designer
    if kind == "device":
        if not os.path.exists("/dev/zero"):
            pytest.skip("no /dev/zero here")
        path = Path("/dev/zero")
    else:
        path = tmp_path / "board.json"
        path.write_bytes(HOSTILE_FILES[kind])
    before = dict(window.board)
    began = time.thread_time()  # CPU time: the work, which load does not stretch
    assert not window.open_board(path)
    assert time.thread_time() - began < 2.0
    assert (
        window.message().startswith("The board could not be opened")
        and str(path) in window.message()
    )
    assert window.board == before
    layouts = isolated_settings / "data" / "layouts"
    assert not layouts.exists() or list(layouts.iterdir()) == []
