"""The launcher: starts and quits by itself, and says something useful without a display."""

from __future__ import annotations

import os
import subprocess
import sys


def test_smoke_start_quits_with_zero() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "morra_suite", "--smoke"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr


def test_no_display_gives_a_plain_message(monkeypatch) -> None:
    if not sys.platform.startswith("linux"):
        return
    env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY"}}
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run(
        [sys.executable, "-m", "morra_suite"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert "no display found" in result.stderr
