"""Start-up is not slower for the screen reader's sake: the window shows before Qt's
accessibility types are made (``QAccessible`` and its events, whose enums cost start-up time)
and before the boards' accessible tables are loaded; both come with the first announcement and
the first board once the window is up (``benchmarks/bench_startup.py`` times the start)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import sys
from PySide6 import QtGui
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from morra_suite.ui.app_config import configure_application
configure_application(app, defer_icon=True)
from morra_suite.ui.window.main_window import MainWindow
window = MainWindow()
window.show()
def made():
    return sorted(name for name in vars(QtGui) if name.startswith("QAccessible"))
print("AT SHOW", made(), "morra_suite.ui.board_access" in sys.modules)
def later():
    window.start_game("mill", "three")
    print("LATER", made(), "morra_suite.ui.board_access" in sys.modules)
    print("SPOKEN", window.status.announcer.spoken)
    app.quit()
QTimer.singleShot(0, later)
app.exec()
"""


def test_accessibility_loads_after_the_window_shows(tmp_path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MORRA_SUITE_DATA_DIR=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "AT SHOW [] False" in result.stdout, result.stdout
    later = next(line for line in result.stdout.splitlines() if line.startswith("LATER"))
    assert "'QAccessible'" in later and "'QAccessibleAnnouncementEvent'" in later, later
    assert later.endswith("True"), later
    # the first sentence was kept all the same (the status line's words before the window showed)
    assert "Choose a game to begin." in result.stdout
