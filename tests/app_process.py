"""The environment of an app started in a child process by a test: Qt offscreen, and the app's
data, cache and settings in the test's own folder, so no child ever reads or writes the user's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def private_env(folder: Path, **extra: str) -> dict[str, str]:
    """This process's environment with the app's folders under ``folder`` (and ``extra``)."""
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MORRA_SUITE_DATA_DIR=str(folder / "data"),
        MORRA_SUITE_CACHE_DIR=str(folder / "cache"),
        XDG_CONFIG_HOME=str(folder / "config"),
        **extra,
    )


def run_script(script: str, folder: Path) -> str:
    """``script`` run by this Python in a child with ``private_env(folder)``: its output, once
    it has ended well (a failure shows the child's own error)."""
    result = subprocess.run(
        [sys.executable, "-c", script],
        env=private_env(folder),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout
