"""Pictures the Analysis panel (View › Analysis) beside a game in the real window, in a real X
server: a Nine Men's Morris in mid-game, and a Morra game in its first rounds.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/analysis-screenshot.py \
        docs/screenshots/analysis-panel.png docs/screenshots/analysis-panel-morra.png

Settings, autosave and Morra's solver cache go to a temporary folder, so the user's own are
neither read nor written.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

# Fourteen placements of a Nine Men's Morris (no mill yet), White to place.
MILL_MOVES = ["a4", "f6", "g4", "b4", "e4", "d1", "g7", "g1", "a7", "b2", "d3", "d2", "b6", "c5"]
MORRA_ROUNDS = ((1, 5), (2, 3), (0, 1))  # start fields, then hands


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mill_output", type=Path, help="the PNG of the mill game")
    parser.add_argument("morra_output", type=Path, help="the PNG of the Morra game")
    parser.add_argument("--size", default="1280x760", help="the window size (default 1280x760)")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        sys.stderr.write("analysis-screenshot: no X display (run it under xvfb-run)\n")
        return 2
    os.environ["QT_QPA_PLATFORM"] = "xcb"  # the real X server, not offscreen
    scratch = tempfile.mkdtemp(prefix="analysis-shot-")
    os.environ["MORRA_SUITE_DATA_DIR"] = scratch
    os.environ["MORRA_SUITE_CACHE_DIR"] = str(Path(scratch) / "cache")

    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("MorraSuiteScreenshots")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)

    from morra_suite.ui.panels.analysis_panel import AnalysisPanel
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    width, height = (int(n) for n in args.size.split("x"))
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    QTest.qWaitForWindowExposed(window)

    def settle(panel: AnalysisPanel) -> None:
        for _ in range(900):  # up to 90 s for the answer (a cold Morra solve)
            if panel.shown is not None and panel._shown_state is window.session.shown_state():
                break
            QTest.qWait(100)
        QTest.qWait(600)

    def grab(output: Path) -> bool:
        picture = window.screen().grabWindow(window.winId())
        output.parent.mkdir(parents=True, exist_ok=True)
        if not picture.save(str(output), "PNG"):
            sys.stderr.write(f"analysis-screenshot: could not write {output}\n")
            return False
        print(f"{output}: {picture.width()}x{picture.height()}")
        return True

    window.start_game("mill", "nine")
    window.view.animate = False
    for text in MILL_MOVES:
        window.session.play_move(window.controller.state.parse_move(text))
    window.analysis_action.setChecked(True)
    panel = AnalysisPanel.of(window)
    settle(panel)
    print("mill:", panel.headline.text(), "|", panel.line.text().replace("\n", " | "))
    if not grab(args.mill_output):
        return 1

    window.start_game("morra", "target", players=[("Ann", False, 1), ("Ben", False, 1)])
    controller = window.controller
    for a, b in MORRA_ROUNDS:
        if controller.state.is_game_over():
            break
        controller.submit_choice(0, a)
        controller.submit_choice(1, b)
    settle(panel)
    print("morra:", panel.headline.text(), "|", panel.line.text())
    if not grab(args.morra_output):
        return 1
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
