"""The ``morra-suite`` launcher: parses the command line and starts the Qt application.

Qt is imported only inside ``main`` so ``import morra_suite.app`` stays cheap and testable.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="morra-suite", description="Morra, the mill games and Myra."
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the main window, load every game's resources, and quit with status 0",
    )
    return parser


def has_display() -> bool:
    """False when Qt would abort for want of a screen (Linux without X11/Wayland, no offscreen)."""
    if not sys.platform.startswith("linux"):
        return True
    if os.environ.get("QT_QPA_PLATFORM", "").split(":")[0] in {"offscreen", "minimal", "vnc"}:
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


NO_DISPLAY_MESSAGE = (
    "morra-suite: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
    "Start it from a desktop session, or without a screen run it as\n"
    "  QT_QPA_PLATFORM=offscreen morra-suite --smoke\n"
    "or under a virtual X server: xvfb-run morra-suite\n"
)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    if not has_display():
        sys.stderr.write(NO_DISPLAY_MESSAGE)
        return 2

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = QMainWindow()
    window.setWindowTitle("Morra Suite")
    window.setCentralWidget(QLabel("Morra Suite"))
    window.resize(800, 600)
    window.show()
    if args.smoke:
        QTimer.singleShot(0, app.quit)
    return app.exec()
