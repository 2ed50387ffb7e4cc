"""What the mill board's cached shadows save: a small repaint of the board with them, and with
Qt's own drop shadow effect (which blurs again at every paint) in their place.

Why: ``ui.mill.cached_shadow`` is the one cache of the board kept after the redraw echo was
removed (issue 42): a move now repaints the board once, but every paint that touches the plank
or a tray (each move, each frame of a slide) would blur their shadows again. This prints the
time of repainting a few pixels in the middle of the board, both ways, in the real window
(offscreen Qt).

    .venv/bin/python benchmarks/bench_mill_shadow.py [--paints 200]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def repaint_ms(app, view, paints: int) -> float:
    """The median time of repainting a 10 x 10 pixel square in the middle of the board."""
    from PySide6.QtCore import QRect

    viewport = view.viewport()
    middle = viewport.rect().center()
    square = QRect(middle.x() - 5, middle.y() - 5, 10, 10)
    times = []
    for _ in range(paints):
        start = time.perf_counter()
        viewport.repaint(square)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--paints", type=int, default=200)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="bench-mill-shadow-")
    os.environ["MORRA_SUITE_DATA_DIR"] = os.path.join(folder, "data")
    os.environ["MORRA_SUITE_CACHE_DIR"] = os.path.join(folder, "cache")
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication, QGraphicsDropShadowEffect

    app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("MorraSuiteBench")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.path.join(folder, "settings")
    )
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    window.resize(1100, 760)
    window.show()
    window.start_game("mill")
    for _ in range(20):
        app.processEvents()
    view = window.view
    cached = repaint_ms(app, view, args.paints)
    for item in view.scene().items():
        effect = item.graphicsEffect()
        if effect is not None:
            plain = QGraphicsDropShadowEffect()
            plain.setBlurRadius(effect.blurRadius())
            plain.setOffset(effect.offset())
            plain.setColor(effect.color())
            item.setGraphicsEffect(plain)
    for _ in range(20):
        app.processEvents()
    uncached = repaint_ms(app, view, args.paints)
    print(f"repaint of 10 x 10 px in the board's middle, median of {args.paints}:")
    print(f"  cached shadows (ui.mill.cached_shadow)  {cached:7.2f} ms")
    print(f"  Qt's drop shadow effect                 {uncached:7.2f} ms")
    print(f"  load average {os.getloadavg()[0]:.1f}")
    window.unsaved.closing_allowed = True
    window.close()


if __name__ == "__main__":
    main()
