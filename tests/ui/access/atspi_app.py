"""The app for the accessibility-bus test: the real main window with a game between two people,
its settings and data in the folder given (never the user's own).

Run by ``atspi_client.py`` with the project's Python: ``atspi_app.py FOLDER GAME``. ``GAME`` is
``mill`` (a new Three Men's Morris, with View › Analysis shown), ``myra`` or ``morra``: a
position one move before the end, set up through the window's own ``start_from_position`` (what
Set Up Position and a pasted position use), so that one move on the bus ends the game.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# one move before the end: Red's soldier on j10 takes Blue's queen on k11; Ann holding none
# and Ben one sends Ann's stone from 2.0 along the white dot into the centre
POSITIONS = {
    "myra": "a1=AQ,j10=A1,k11=BQ A A:1,B:1",
    "morra": "quick a:2.0 b:0.3 next:a round:5",
}


def main() -> int:
    folder, game = Path(sys.argv[1]), sys.argv[2]
    os.environ["MORRA_SUITE_DATA_DIR"] = str(folder / "data")
    (folder / "data").mkdir(parents=True, exist_ok=True)
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("MorraSuiteTests")
    QCoreApplication.setApplicationName("morra-suite-atspi")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder / "settings"))
    QSettings().setValue("morra/animation_speed", "instant")
    app = QApplication(sys.argv[:1])
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    window.unsaved.closing_allowed = True
    window.resize(1000, 700)
    window.show()
    if game == "mill":
        window.start_game("mill", "three")
        window.analysis_action.setChecked(True)  # its lines read on the bus too
    else:
        people = [("Ann", False, 1), ("Ben", False, 1)]
        window.start_from_position(game, POSITIONS[game], people)
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
