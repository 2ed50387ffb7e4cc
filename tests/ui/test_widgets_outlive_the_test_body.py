"""The suite's own guard against a crash of the test process: a window a test hands to
``qtbot.addWidget`` stays alive until the teardown has closed it (``tests/conftest.py``).

Why it is tested: without it, a window left in a reference cycle when the test body returns was
freed by a garbage collection that ran inside its own paint, and the worker died of a
segmentation fault about one full run in two on a loaded machine. Here the collection is made
to run inside the paint, so the crash, if the guard were gone, comes every time.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

INNER_TEST = textwrap.dedent(
    """
    import gc

    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView


    class CollectingItem(QGraphicsItem):
        def boundingRect(self):
            return QRectF(0, 0, 100, 100)

        def paint(self, painter, option, widget=None):
            gc.collect()  # a collection that happens to run inside the window's paint
            painter.drawRect(self.boundingRect())


    def test_a_window_only_the_collector_would_free(qtbot):
        view = QGraphicsView()
        scene = QGraphicsScene(view)
        scene.addItem(CollectingItem())
        view.setScene(scene)
        view.itself = view  # a reference cycle, as a board and its binding make
        qtbot.addWidget(view)
        view.show()
        qtbot.waitExposed(view)
        view.viewport().update()  # painted after the body returns, by pytest-qt
    """
)


def test_a_window_left_in_a_cycle_is_not_freed_while_it_paints(tmp_path: Path) -> None:
    conftest = Path(__file__).resolve().parents[1] / "conftest.py"
    (tmp_path / "conftest.py").write_text(conftest.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "test_inner.py").write_text(INNER_TEST, encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    plugins_off = ["-p", "no:cacheprovider", "-p", "no:xdist", "-p", "no:randomly"]
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            *plugins_off,
            "--rootdir",
            str(tmp_path),
            str(tmp_path),
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert "1 passed" in run.stdout
