"""The app for the accessibility-bus test: the real main window with a Three Men's Morris game
between two people, its settings and data in the folder given (never the user's own).

Run by ``atspi_client.py`` with the project's Python: ``atspi_app.py FOLDER``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def main() -> int:
    folder = Path(sys.argv[1])
    os.environ["MORRA_SUITE_DATA_DIR"] = str(folder / "data")
    (folder / "data").mkdir(parents=True, exist_ok=True)
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("MorraSuiteTests")
    QCoreApplication.setApplicationName("morra-suite-atspi")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder / "settings"))
    app = QApplication(sys.argv[:1])
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    window.unsaved.closing_allowed = True
    window.resize(1000, 700)
    window.show()
    window.start_game("mill", "three")
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
