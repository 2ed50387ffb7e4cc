"""The Qt binding we install must not corrupt the interpreter.

PySide6 6.12.0 under Python 3.11 released a reference to ``None`` on every ``void`` Qt call (and
to ``True`` on a ``Signal(bool)`` emit): the boards make thousands of such calls a second and the
process aborted with "none_dealloc". pyproject.toml keeps that release out; this test keeps it out
for good, in a child process so a regression fails the test instead of killing the run.
"""

from __future__ import annotations

import os
import subprocess
import sys

CHECK = """
import sys
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QWidget

class Emitter(QObject):
    flag = Signal(bool)

app = QApplication([])
widget, emitter = QWidget(), Emitter()
emitter.flag.connect(lambda value: None)
before_none, before_true = sys.getrefcount(None), sys.getrefcount(True)
for _ in range(20000):
    widget.setToolTip("x")
    emitter.flag.emit(True)
print(sys.getrefcount(None) - before_none, sys.getrefcount(True) - before_true)
"""


def test_void_qt_calls_keep_reference_counts() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", CHECK], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-2000:]
    lost_none, lost_true = (int(part) for part in result.stdout.split())
    assert lost_none > -100, f"{-lost_none} references to None lost in 20000 void calls"
    assert lost_true > -100, f"{-lost_true} references to True lost in 20000 emits"
