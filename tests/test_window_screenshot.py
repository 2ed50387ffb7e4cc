"""``--screenshot FILE --game KEY [--variant V] [--theme NAME] [--look NAME] [--language CODE]
[--size WxH]``: the whole window with a game in mid-position, for a reviewer's pictures; the
user's settings are neither read nor written; a bad choice is refused by name."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def _run(tmp_path: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # the user's settings: a folder of the test's, which the picture must leave alone
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["MORRA_SUITE_DATA_DIR"] = str(tmp_path / "data")
    return subprocess.run(
        [sys.executable, "-m", "morra_suite", *arguments],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )


def _image(path: Path):
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull()
    return image


def _dark(colour) -> bool:
    return colour.lightness() < 80


def test_every_flag_pictures_the_window_in_its_theme_look_and_language(tmp_path) -> None:
    from morra_suite.ui import theme
    from morra_suite.ui.mill.looks import TABLE

    picture = tmp_path / "mill-dark.png"
    result = _run(
        tmp_path,
        "--screenshot",
        str(picture),
        "--game",
        "mill",
        "--variant",
        "lasker",
        "--theme",
        "dark",
        "--look",
        "contrast",
        "--language",
        "de",
        "--size",
        "900x640",
    )
    assert result.returncode == 0, result.stderr
    image = _image(picture)
    assert (image.width(), image.height()) == (900, 640)
    # the chrome is the dark theme's: the status line's ground at the bottom left
    ground = image.pixelColor(3, image.height() - 3)
    assert _dark(ground), ground.name()
    assert ground.name() == theme.DARK.window
    # the board is the high-contrast look's: its yellow somewhere in the middle of the picture
    contrast = next(look for look in TABLE if look.key == "contrast")
    wanted = {contrast.board_light, contrast.board_dark}
    from PySide6.QtGui import QColor

    seen = {image.pixelColor(x, y).name() for x in range(100, 700, 4) for y in range(100, 600, 4)}
    near = [
        c
        for c in seen
        if any(
            max(
                abs(QColor(c).red() - QColor(w).red()),
                abs(QColor(c).green() - QColor(w).green()),
                abs(QColor(c).blue() - QColor(w).blue()),
            )
            < 24
            for w in wanted
        )
    ]
    assert near, "no high-contrast board in the picture"
    # nothing of the user's was written
    assert not (tmp_path / "config").exists() or not any((tmp_path / "config").rglob("*.conf"))


def test_the_default_picture_is_a_light_window_in_mid_game(tmp_path) -> None:
    from morra_suite.ui import theme

    picture = tmp_path / "myra.png"
    result = _run(tmp_path, "--screenshot", str(picture), "--game", "myra", "--size", "800x600")
    assert result.returncode == 0, result.stderr
    image = _image(picture)
    assert (image.width(), image.height()) == (800, 600)
    assert image.pixelColor(3, image.height() - 3).name() == theme.LIGHT.window


def test_the_mid_game_is_reached_by_legal_moves_that_do_not_end_it() -> None:
    from morra_suite.games import load_game
    from morra_suite.ui.window.window_picture import MID_GAME_PLIES, mid_game_moves

    for key in ("mill", "morra", "myra"):
        game = load_game(key)
        state = game.new_state(variant=game.default_variant(), players=game.player_counts()[0])
        moves = mid_game_moves(state)
        assert len(moves) == MID_GAME_PLIES, key
        for move in moves:
            state = state.play(move)
        assert state.outcome() is None
        assert mid_game_moves(game.new_state(variant=game.default_variant())) == moves  # seeded


@pytest.mark.parametrize(
    ("flag", "value", "named"),
    [
        ("--theme", "sepia", "sepia"),
        ("--look", "plaid", "plaid"),
        ("--language", "xx", "xx"),
        ("--variant", "fourteen", "fourteen"),
        ("--size", "12x9000", "12x9000"),
    ],
)
def test_a_bad_choice_is_refused_by_name(tmp_path, flag, value, named) -> None:
    picture = tmp_path / "x.png"
    result = _run(tmp_path, "--screenshot", str(picture), "--game", "mill", flag, value)
    assert result.returncode == 2
    assert named in result.stderr and "Traceback" not in result.stderr
    assert not picture.exists()


@pytest.mark.parametrize(
    ("flags", "named"),
    [
        (("--page", "lobby"), "lobby"),
        (("--dialog", "printer"), "printer"),
        (("--players", "5"), "--players 5"),
    ],
)
def test_a_bad_page_dialog_or_player_count_is_refused_by_name(tmp_path, flags, named) -> None:
    picture = tmp_path / "x.png"
    result = _run(tmp_path, "--screenshot", str(picture), "--game", "myra", *flags)
    assert result.returncode == 2
    assert named in result.stderr and "Traceback" not in result.stderr
    assert not picture.exists()


def test_a_dialog_is_pictured_over_the_dimmed_window(tmp_path) -> None:
    plain, over = tmp_path / "plain.png", tmp_path / "over.png"
    common = ("--game", "mill", "--size", "1000x700")
    assert _run(tmp_path, "--screenshot", str(plain), *common).returncode == 0
    result = _run(tmp_path, "--screenshot", str(over), *common, "--dialog", "new-game")
    assert result.returncode == 0, result.stderr
    before, after = _image(plain), _image(over)
    assert (after.width(), after.height()) == (1000, 700)
    # a corner far from the dialog is the window's, dimmed
    corner_before, corner_after = before.pixelColor(3, 690), after.pixelColor(3, 690)
    assert corner_after.lightness() < corner_before.lightness() - 10
    # the middle is the dialog's own ground, not dimmed
    middle = after.pixelColor(500, 350)
    assert middle.lightness() > corner_after.lightness() + 10, middle.name()


def test_the_chooser_page_is_the_first_page_in_its_theme(tmp_path) -> None:
    from morra_suite.ui import theme

    picture = tmp_path / "chooser.png"
    result = _run(tmp_path, "--screenshot", str(picture), "--page", "chooser", "--theme", "dark")
    assert result.returncode == 0, result.stderr
    image = _image(picture)
    assert image.pixelColor(3, image.height() - 3).name() == theme.DARK.window


def test_the_learn_pictures_show_a_lesson_and_a_mistake_and_keep_to_their_folder(tmp_path) -> None:
    lesson, mine = tmp_path / "lesson.png", tmp_path / "mine.png"
    result = _run(tmp_path, "--screenshot", str(lesson), "--game", "mill", "--dialog", "lesson")
    assert result.returncode == 0, result.stderr
    result = _run(
        tmp_path,
        "--screenshot",
        str(mine),
        "--game",
        "three",
        "--position",
        "three w:a1,a2 b:b2,c3 hand:1,1 to:w",
        "--moves",
        "b1 c1",
        "--dialog",
        "my-mistakes",
    )
    assert result.returncode == 0, result.stderr
    assert _image(lesson).width() == 1200 and _image(mine).width() == 1200
    # the learner's own files are neither read nor written: the picture's are its own
    assert not (tmp_path / "data" / "learn").exists()


def test_a_game_without_a_mistake_to_show_is_said_so(tmp_path) -> None:
    picture = tmp_path / "none.png"
    result = _run(
        tmp_path,
        "--screenshot",
        str(picture),
        "--game",
        "three",
        "--position",
        "three w:a1,a2 b:b2,c3 hand:1,1 to:w",
        "--moves",
        "a3",
        "--dialog",
        "my-mistakes",
    )
    assert result.returncode != 0 and "no mistake" in result.stderr
    assert "Traceback" not in result.stderr and not picture.exists()
