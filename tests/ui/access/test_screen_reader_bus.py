"""Every board as a screen reader meets it: on a real AT-SPI bus under Xvfb.

A private D-Bus session (``dbus-run-session``) starts the accessibility bus and its registry
(at-spi2-core) on demand; the app runs under Xvfb with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; the
client (``atspi_client.py``) is the system Python with pyatspi, the library Orca uses. For each
game it finds the board's points, holes or fields by role and name, plays through their press
actions alone and reads the announcements of each move and of the end: a whole Three Men's
Morris (with the analysis's verdict read as a label), and Myra and Morra from a position one
move before the end, set up through the window's own ``start_from_position`` (a whole game is
long by accessible presses). Outside CI a missing tool skips with the reason; under CI=true
(``.ci/run`` installs them) it fails.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.x_server import private_x_server

HERE = Path(__file__).parent
SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")


def _skip_or_fail(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason} (CI=true: .ci/run should have installed it)")
    pytest.skip(reason)


def _require_bus_tools() -> None:
    missing = [tool for tool in ("Xvfb", "dbus-run-session") if shutil.which(tool) is None]
    if missing:
        _skip_or_fail(f"{', '.join(missing)} not installed (Debian: xvfb dbus-daemon)")
    if not any(Path(path).exists() for path in LAUNCHERS):
        _skip_or_fail("the AT-SPI bus launcher is not installed (Debian: at-spi2-core)")
    found = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, text=True, check=False
    )
    if found.returncode != 0:
        _skip_or_fail("the system Python has no pyatspi (Debian: python3-pyatspi gir1.2-atspi-2.0)")


# the Debian packages the messages above name: .ci/run must install each (under CI=true a
# missing one fails the bus tests instead of skipping them)
BUS_PACKAGES = ("xvfb", "dbus-daemon", "at-spi2-core", "python3-pyatspi", "gir1.2-atspi-2.0")


def test_ci_installs_what_the_bus_needs() -> None:
    run = (HERE.parents[2] / ".ci" / "run").read_text(encoding="utf-8")
    listed = run[run.index("packages=(") : run.index(")", run.index("packages=("))].split()
    assert not [package for package in BUS_PACKAGES if package not in listed]
    assert "export CI=true" in run


def play_on_the_bus(
    tmp_path: Path, game: str, board: str, steps: list, read: tuple | list = ()
) -> dict:
    """Runs the client and the app (``game``) on a private bus under Xvfb; the client's report."""
    _require_bus_tools()
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the app runs on Xvfb's X server, not offscreen
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)  # never the desktop's own bus
    env.pop("AT_SPI_BUS_ADDRESS", None)
    env.update(QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb", NO_AT_BRIDGE="0")
    plan = json.dumps({"board": board, "steps": steps, "read": list(read)})
    command = [
        "dbus-run-session",
        "--",
        SYSTEM_PYTHON,
        str(HERE / "atspi_client.py"),
        sys.executable,
        str(HERE / "atspi_app.py"),
        str(tmp_path),
        game,
        plan,
    ]
    with private_x_server() as display:
        env["DISPLAY"] = display
        run = subprocess.run(
            command, capture_output=True, text=True, env=env, timeout=240, check=False
        )
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the client said nothing: {run.stdout}\n{run.stderr}"
    result = json.loads(lines[-1])
    assert "error" not in result, f"{result}\n{run.stderr}"
    return result


def test_mill_game_played_and_heard_through_the_accessibility_bus(tmp_path: Path) -> None:
    steps = [
        ["a1", "move 1 (White: a1)", "a1, white piece"],
        ["a2", "move 1 (Black: a2)"],
        ["b1", "move 2 (White: b1)"],
        ["b3", "move 2 (Black: b3)"],
        ["c1", "White wins"],
    ]
    result = play_on_the_bus(tmp_path, "mill", "Mill board", steps, ["Verdict: White has won"])
    # the nine points by role and name, in the user's words
    assert len(result["points"]) == 9
    assert ["push button", "a1, empty"] in result["points"]
    assert {role for role, _name in result["points"]} == {"push button"}
    assert ["a1, white piece", False] in result["seen"][1]  # taken: no more a place to press
    # the analysis, shown beside: its verdict read as a label, its best moves heard
    assert result["read"] == ["Verdict: White has won"]
    analysis = [text for text in result["heard"] if text.startswith("Analysis: best move")]
    assert analysis, result["heard"]
    heard = [text for text in result["heard"] if text not in analysis]
    assert heard[0] == "move 1 (White: a1). Black: place a piece"
    assert any(text.startswith("move 2 (Black: b3)") for text in heard)
    assert heard[-1] == "move 3 (White: c1). White wins: three in a line."


def test_myra_move_played_and_heard_through_the_accessibility_bus(tmp_path: Path) -> None:
    """A position one move from the end (set up as Set Up Position does): Red's soldier on j10
    takes Blue's queen on k11."""
    steps = [["j10", "Ann", "j10, red soldier"], ["k11", "wins", "k11, red soldier"]]
    result = play_on_the_bus(tmp_path, "myra", "Myra board", steps)
    holes = result["points"]
    assert len(holes) > 60 and {role for role, _name in holes} == {"push button"}
    assert ["push button", "k11, blue queen"] in holes
    assert ["push button", "a1, red queen"] in holes
    heard = result["heard"]
    assert any(text.startswith("move ") and "j10xk11" in text for text in heard), heard
    assert "wins" in heard[-1] and "Ann" in heard[-1], heard


def test_morra_round_played_and_heard_through_the_accessibility_bus(tmp_path: Path) -> None:
    """A position one round from the end: each player's hand pressed as a button; the first
    hand stays secret until the second is chosen, then the round is heard whole."""
    steps = [["Ann's hand: 0 balls", "Ann has chosen"], ["Ben's hand: 1 ball", "Ann wins"]]
    result = play_on_the_bus(tmp_path, "morra", "Morra board", steps)
    names = [name for _role, name in result["points"]]
    assert names[:8] == [
        "Ann's hand: 0 balls",
        "Ann's hand: 1 ball",
        "Ann's hand: 2 balls",
        "Ann's hand: 3 balls",
        "Ben's hand: 0 balls",
        "Ben's hand: 1 ball",
        "Ben's hand: 2 balls",
        "Ben's hand: 3 balls",
    ]
    assert "field 2.0, dot to 1.0, stone of Ann" in names
    assert "field c, the centre" in names
    # after Ann's press: her buttons named as before and all alike not pressable, Ben's pressable
    after_ann = dict((name, sensitive) for name, sensitive in result["seen"][1])
    assert [after_ann[name] for name in names[:4]] == [False] * 4
    assert [after_ann[name] for name in names[4:8]] == [True] * 4
    heard = result["heard"]
    secret = heard[: next(i for i, text in enumerate(heard) if "Ann held" in text)]
    assert not any("0 balls" in text or "held" in text for text in secret), heard
    said = heard[-1]
    assert said.startswith("round 5 (0/1). Round 5: Ann held 0 balls, Ben held 1 ball;"), said
    assert "Ann follows the white dot into the centre" in said and "Ann wins" in said, said
