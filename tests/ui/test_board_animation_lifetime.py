"""A board nobody sees does not animate: hidden or closed, each game's board ends the move being
shown moving at once, with everything where the position says.

Why it matters beyond wasted frames: a board its owner drops is deleted when Python's garbage
collector finds it, which may be in the middle of one of its own animation steps; the animation
was then deleted inside its own signal, and the event loop crashed (about once in eight full test
runs, near ``test_capture_from_the_start_by_mouse``, whose last move leaves a capture travelling).
The last test forces that collection inside every animation step, in a child process.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from morra_suite.games import mill, morra, myra
from morra_suite.games.myra.board import hole_index as h
from morra_suite.ui.mill.kit import MillKit
from morra_suite.ui.morra.kit import MorraKit
from morra_suite.ui.myra.geometry import HOLE_POINTS
from morra_suite.ui.myra.kit import MyraKit


def _shown(qtbot, view):
    qtbot.addWidget(view)
    view.resize(700, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def _myra_moving(qtbot):
    view = _shown(qtbot, MyraKit().create_view())
    start = myra.new_game(players=2)
    move = start.parse_move("a3-c5")
    view.show_state(start)
    view.show_state(start.play(move), move, follows=True)
    assert view.myra_scene.is_animating
    return view, lambda: view.myra_scene.is_animating


def _mill_moving(qtbot):
    view = _shown(qtbot, MillKit().create_view())
    view.animation_ms = 2000
    start = mill.new_game("nine")
    move = start.parse_move("d6")
    view.show_state(start)
    view.show_state(start.play(move), move, follows=True)
    assert view._animation is not None
    return view, lambda: view._animation is not None


def _morra_moving(qtbot):
    view = _shown(qtbot, MorraKit().create_view())
    state = morra.new_game("target").play_joint(0, 3)
    move = state.joint(3, 2)
    view.show_state(state)
    view.ms_per_field = 400
    view.show_state(state.play(move), move, follows=True)
    assert view.animating
    return view, lambda: view.animating


@pytest.mark.parametrize("how", ["close", "hide"])
def test_a_myra_board_put_away_mid_move_ends_the_move(qtbot, how: str) -> None:
    view, moving = _myra_moving(qtbot)
    getattr(view, how)()
    assert not moving()
    scene = view.myra_scene
    assert scene.trace is None and scene._mover is None
    assert (
        scene._pieces[h("c5")].isVisible() and scene._pieces[h("c5")].pos() == HOLE_POINTS[h("c5")]
    )


@pytest.mark.parametrize("how", ["close", "hide"])
def test_a_mill_board_put_away_mid_move_ends_the_move(qtbot, how: str) -> None:
    view, moving = _mill_moving(qtbot)
    getattr(view, how)()
    assert not moving()
    assert view._animation_items == [] and view._animated_point is None


@pytest.mark.parametrize("how", ["close", "hide"])
def test_a_morra_board_put_away_mid_round_ends_the_round(qtbot, how: str) -> None:
    view, moving = _morra_moving(qtbot)
    end = view.state
    getattr(view, how)()
    assert not moving()
    scene = view.morra_scene
    for player in (0, 1):  # the stones stand where the round ended, as if it had played out
        assert scene.stones[player].pos() == scene.stone_point(player, end.stones)


DROP_MID_MOVE = textwrap.dedent(
    """
    import gc, sys
    from PySide6.QtCore import QEventLoop, QTimer, QVariantAnimation
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv)
    from morra_suite.controllers.session import GameSession
    from morra_suite.games import mill, morra, myra
    from morra_suite.ui.board_binding import BoardBinding
    from morra_suite.ui.mill.kit import MillKit
    from morra_suite.ui.morra.kit import MorraKit
    from morra_suite.ui.myra.kit import MyraKit

    steps = []

    def collect(*_):  # a garbage collection that happens to run inside an animation step
        steps.append(1)
        gc.collect()

    def moving(kit, start, move, animations):
        view = kit.create_view()
        view.resize(600, 600)
        view.show()
        view.show_state(start)
        view.show_state(start.play(move), move, follows=True)
        for animation in animations(view):
            animation.valueChanged.connect(collect)
        # bound as the window binds it: the board and its binding now form a reference cycle,
        # so only the garbage collector deletes the board once the last name is dropped
        BoardBinding(view, kit, GameSession(lambda key, count: kit.colour_names(count)))
        view.close()

    def morra_steps(view):
        group = view.morra_scene._group
        return [group.animationAt(i) for i in range(group.animationCount())
                if isinstance(group.animationAt(i), QVariantAnimation)]

    state = myra.new_game(players=2)
    moving(MyraKit(), state, state.parse_move("a3-c5"), lambda v: [v.myra_scene._animation])
    state = mill.new_game("nine")
    moving(MillKit(), state, state.parse_move("d6"), lambda v: [v._animation])
    state = morra.new_game("target").play_joint(0, 3)
    moving(MorraKit(), state, state.joint(3, 2), morra_steps)
    loop = QEventLoop()
    QTimer.singleShot(1500, loop.quit)
    loop.exec()
    print("steps after closing:", len(steps))
    """
)


def test_boards_dropped_mid_move_are_deleted_cleanly() -> None:
    """Each board is closed mid-move and dropped in a reference cycle; a collection is forced in
    every animation step that still runs. Freed memory is filled with junk (glibc's
    ``MALLOC_PERTURB_``), so a step of a deleted animation crashes rather than passing by luck."""
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONMALLOC="malloc")
    env["MALLOC_PERTURB_"] = "165"
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-c", DROP_MID_MOVE],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "steps after closing: 0" in done.stdout, done.stdout + done.stderr[-3000:]
