"""The tests keep out of the user's own folders (the house rule): an app a test starts with the
test's environment keeps its settings and data in the run's temporary home, not in
``~/.config/MorraSuite`` and ``~/.local/share`` (``tests/conftest.py``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = r"""
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from morra_suite.ui.app_config import configure_application
app = QCoreApplication([])
configure_application(app)
print(QSettings().fileName())
print(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
"""


def test_an_app_started_with_the_tests_environment_writes_in_the_runs_home() -> None:
    real_home = Path.home().resolve()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("MORRA_SUITE_DATA_DIR", None)
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    settings, data = (Path(line).resolve() for line in done.stdout.split())
    home = Path(os.environ["XDG_CONFIG_HOME"]).resolve().parent
    for path in (settings, data):
        assert path.is_relative_to(home), path
        assert not path.is_relative_to(real_home / ".config"), path
        assert not path.is_relative_to(real_home / ".local"), path
