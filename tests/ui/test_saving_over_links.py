"""Saving over a linked file through the real window (issue 43): a hard link is refused with a
message that says why, and nothing is lost (neither name's content, nor the game on the board);
a symbolic link is written through to its target."""

from __future__ import annotations

import os

import pytest

from tests.ui.mill_helpers import clicks

pytestmark = pytest.mark.skipif(os.name != "posix", reason="links need privileges elsewhere")


def play(qtbot, window, moves: str) -> None:
    for move in moves.split():
        before = len(window.controller.record.moves)
        clicks(qtbot, window.view, move)
        qtbot.waitUntil(lambda b=before: len(window.controller.record.moves) == b + 1)


def test_saving_over_a_hard_linked_game_says_why_and_loses_nothing(
    qtbot, main_window, tmp_path
) -> None:
    main_window.start_game("mill", "nine")
    play(qtbot, main_window, "d6")
    folder = tmp_path / "games"
    folder.mkdir()
    game = folder / "game.pgn"
    assert main_window.save_to(game)
    os.link(game, folder / "copy.pgn")
    saved = game.read_bytes()
    play(qtbot, main_window, "d2")
    main_window.action("save").trigger()  # Game › Save, as the user does: Ctrl+S
    qtbot.waitUntil(lambda: any("hard links" in box.text() for box in main_window.messages))
    (box,) = [box for box in main_window.messages if "hard links" in box.text()]
    assert box.isVisible() and "game.pgn" in box.text() and "another name" in box.text()
    assert game.read_bytes() == saved == (folder / "copy.pgn").read_bytes()
    assert sorted(p.name for p in folder.iterdir()) == ["copy.pgn", "game.pgn"]
    assert main_window.isWindowModified()  # the game is still unsaved, and still there
    assert [str(m) for m in main_window.controller.record.moves] == ["d6", "d2"]
    assert "Saved" not in main_window.statusBar().currentMessage()


def test_saving_to_a_symbolic_link_writes_the_game_it_points_to(
    qtbot, main_window, tmp_path
) -> None:
    main_window.start_game("mill", "nine")
    play(qtbot, main_window, "d6")
    (tmp_path / "games").mkdir()
    real = tmp_path / "games" / "real.pgn"
    real.write_text("old", encoding="utf-8")
    real.chmod(0o600)
    link = tmp_path / "link.pgn"
    link.symlink_to(real)
    assert main_window.save_to(link)
    assert link.is_symlink() and "d6" in real.read_text(encoding="utf-8")
    assert real.stat().st_mode & 0o777 == 0o600
    assert [p.name for p in (tmp_path / "games").iterdir()] == ["real.pgn"]
