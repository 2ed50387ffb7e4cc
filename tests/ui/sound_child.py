"""The app in a process of its own for the sound-output test: the real window plays a mill move
that closes a mill and ends the game, through whatever sound server ``PULSE_SERVER`` names.

``python sound_child.py FOLDER on|muted``. Muted, it plays the move silenced, then turns sound on
and makes a refused try, whose "illegal" sound marks the end of the run in the recording. It
prints ``PLAYED`` when done and stays (its stream open) until its standard input closes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def main() -> int:
    folder, mode = Path(sys.argv[1]), sys.argv[2]
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["MORRA_SUITE_DATA_DIR"] = str(folder / "data")
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    QCoreApplication.setOrganizationName("MorraSuiteTests")
    QCoreApplication.setApplicationName("morra-suite-sound-test")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    from morra_suite.ui.sound import settings
    from morra_suite.ui.sound.player import shared_player
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    window.show()
    app.processEvents()
    settings.set_on(mode != "muted")
    window.start_from_position("mill", "nine w:a7,d7,g4,a1 b:g1,e3,c5 hand:0,0 to:w")
    player = shared_player()
    if not player.ready.wait(30):
        print("NO DEVICE (timeout)", flush=True)
        return 1
    print("BACKEND", player.backend or "none", flush=True)
    window.controller.play_move("g4-g7xe3")  # slide, mill, removal; the game is won
    app.processEvents()
    if mode == "muted":
        settings.set_on(True)
        window.controller.play_move("a1")  # the game is over: refused
        app.processEvents()
    print("PLAYED", flush=True)
    sys.stdin.read()  # the parent closes it once it has heard enough
    window.unsaved.closing_allowed = True
    window.close()
    player.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
