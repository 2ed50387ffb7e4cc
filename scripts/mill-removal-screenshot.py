"""Pictures a mill half made: the real window in a real X server, a mill closed by clicks on the
board, the piece to remove not yet chosen (docs/screenshots/mill-removal.png).

``--screenshot`` renders a finished position without a window; a move in progress exists only
between a person's clicks, so this script makes the clicks, as the tests do, and grabs the screen:

    xvfb-run -a -s "-screen 0 1280x900x24" .venv/bin/python scripts/mill-removal-screenshot.py \
        docs/screenshots/mill-removal.png

Settings and autosave go to a temporary folder, so the user's own are neither read nor written.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

# Nine Men's Morris in the placing phase: White places on g7 and closes a7-d7-g7.
POSITION = "nine w:a7,d7,b4,f4,e3 b:g4,d6,b2,f2,c5 hand:4,4 to:w"
CLICKS = ("g7",)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", type=Path, help="the PNG to write")
    parser.add_argument("--position", default=POSITION, help="the mill position to start from")
    parser.add_argument("--clicks", default=" ".join(CLICKS), help="points to click, in order")
    parser.add_argument("--size", default="1100x720", help="the window size (default 1100x720)")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        sys.stderr.write("mill-removal-screenshot: no X display (run it under xvfb-run)\n")
        return 2
    os.environ["QT_QPA_PLATFORM"] = "xcb"  # the real X server, not offscreen
    scratch = tempfile.mkdtemp(prefix="mill-shot-")
    os.environ["MORRA_SUITE_DATA_DIR"] = scratch

    from PySide6.QtCore import QCoreApplication, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("MorraSuiteScreenshots")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)

    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    width, height = (int(n) for n in args.size.split("x"))
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    QTest.qWaitForWindowExposed(window)
    if not window.start_from_position("mill", args.position):
        sys.stderr.write(f"mill-removal-screenshot: the position was refused: {args.position}\n")
        return 1
    view = window.view
    QTest.qWait(300)
    for name in args.clicks.split():
        at = view.mapFromScene(view.scene_point(name))
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
        QTest.qWait(150)
    QTest.qWait(900)  # any slide has arrived
    picture = window.screen().grabWindow(window.winId())
    args.output.parent.mkdir(parents=True, exist_ok=True)
    if not picture.save(str(args.output), "PNG"):
        sys.stderr.write(f"mill-removal-screenshot: could not write {args.output}\n")
        return 1
    print(f"{args.output}: {picture.width()}x{picture.height()}; status: {window.status_text()}")
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
