"""The mill board as a screen reader meets it: on a real AT-SPI bus under Xvfb.

A private D-Bus session (``dbus-run-session``) starts the accessibility bus and its registry
(at-spi2-core) on demand; the app runs under Xvfb with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; the
client (``atspi_client.py``) is the system Python with pyatspi, the library Orca uses. It finds the
board's points by role and name, plays a whole Three Men's Morris through their press actions and
reads the announcements of each move and of the end. Outside CI a missing tool skips with the
reason; under CI=true (``.ci/run`` installs them) it fails.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")


def _skip_or_fail(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason} (CI=true: .ci/run should have installed it)")
    pytest.skip(reason)


def _require_bus_tools() -> None:
    missing = [tool for tool in ("xvfb-run", "dbus-run-session") if shutil.which(tool) is None]
    if missing:
        _skip_or_fail(f"{', '.join(missing)} not installed (Debian: xvfb dbus-daemon)")
    if not any(Path(path).exists() for path in LAUNCHERS):
        _skip_or_fail("the AT-SPI bus launcher is not installed (Debian: at-spi2-core)")
    found = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, text=True, check=False
    )
    if found.returncode != 0:
        _skip_or_fail("the system Python has no pyatspi (Debian: python3-pyatspi gir1.2-atspi-2.0)")


def test_mill_game_played_and_heard_through_the_accessibility_bus(tmp_path: Path) -> None:
    _require_bus_tools()
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the app runs on Xvfb's X server, not offscreen
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)  # never the desktop's own bus
    env.pop("AT_SPI_BUS_ADDRESS", None)
    env.update(QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb", NO_AT_BRIDGE="0")
    command = [
        "dbus-run-session",
        "--",
        "xvfb-run",
        "-a",
        SYSTEM_PYTHON,
        str(HERE / "atspi_client.py"),
        sys.executable,
        str(HERE / "atspi_app.py"),
        str(tmp_path),
    ]
    run = subprocess.run(command, capture_output=True, text=True, env=env, timeout=240, check=False)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the client said nothing: {run.stdout}\n{run.stderr}"
    result = json.loads(lines[-1])
    assert "error" not in result, f"{result}\n{run.stderr}"
    # the nine points by role and name, in the user's words
    assert len(result["points"]) == 9
    assert ["push button", "a1, empty"] in result["points"]
    assert {role for role, _name in result["points"]} == {"push button"}
    assert result["a1_before"] == "a1, empty"
    assert result["a1_after"] == "a1, white piece"
    heard = result["heard"]
    assert heard[0] == "move 1 (White: a1). Black: place a piece"
    assert any(text.startswith("move 2 (Black: b3)") for text in heard)
    assert heard[-1] == "move 3 (White: c1). White wins: three in a line."
