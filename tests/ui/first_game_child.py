"""The app in a fresh interpreter, for ``test_first_game``: which modules its GUI thread imports
while the first game of a new window is put on.

``python first_game_child.py FOLDER open FILE`` opens the record ``FILE`` in a new window;
``python first_game_child.py FOLDER resume`` starts on the autosave in ``FOLDER/data`` and answers
Yes to its offer. Either way it prints one line of JSON: the game shown, its moves, the modules
of the app the GUI thread imported from the open (or the Yes) on, and how many moves the GUI
thread replayed (``GameRecord.play``).
"""

from __future__ import annotations

import json
import os
import sys
import threading
from pathlib import Path


class _Imports:
    """A finder that finds nothing: it notes each module of the app imported on the GUI thread."""

    def __init__(self) -> None:
        self.on = False
        self.seen: list[str] = []

    def find_spec(self, name: str, _path: object = None, _target: object = None) -> None:
        if (
            self.on
            and name.startswith("morra_suite")
            and threading.current_thread() is (threading.main_thread())
        ):
            self.seen.append(name)


def main() -> int:
    folder, mode = Path(sys.argv[1]), sys.argv[2]
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["MORRA_SUITE_DATA_DIR"] = str(folder / "data")
    imports = _Imports()
    sys.meta_path.insert(0, imports)
    from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QApplication([])
    QCoreApplication.setOrganizationName("MorraSuiteTests")
    QCoreApplication.setApplicationName("morra-suite-first-game-test")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QSettings().setValue("sound/on", False)
    from morra_suite.core.record import GameRecord
    from morra_suite.ui.window.main_window import MainWindow

    replayed = [0]
    real_play = GameRecord.play

    def play(record: GameRecord, move: object) -> object:  # type: ignore[type-arg]
        if threading.current_thread() is threading.main_thread():
            replayed[0] += 1
        return real_play(record, move)

    GameRecord.play = play  # type: ignore[method-assign]
    window = MainWindow()
    window.show()
    app.processEvents()
    window.cards.stop()  # the chooser's pictures bring in every game: not in this test

    def wait(done: object, seconds: float = 120.0) -> None:
        """Run the event loop until ``done()`` (asked at every turn of a 5 ms timer, which
        also wakes the loop for a worker's result) or the deadline: no qtbot in a child."""
        loop = QEventLoop()
        ticker = QTimer(interval=5)
        ticker.timeout.connect(lambda: loop.quit() if done() else None)  # type: ignore[operator]
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        ticker.start()
        if not done():  # type: ignore[operator]
            loop.exec()
        ticker.stop()

    if mode == "open":
        path = Path(sys.argv[3])
        imports.on = True
        window.open_file(path)
        wait(lambda: not window.files.reading and window.file_path == path)
    else:
        from morra_suite import app as morra_app

        morra_app.open_at_start(window, None)
        wait(lambda: bool(window.messages))
        box = next(b for b in window.messages if b.windowTitle() == "Resume game")
        imports.on = True
        box.button(QMessageBox.StandardButton.Yes).click()
        wait(lambda: window.controller is not None and window.view is not None)
    app.processEvents()
    imports.on = False
    controller = window.controller
    print(
        json.dumps(
            {
                "game": window.kit.key if window.kit is not None else None,
                "moves": [str(m) for m in controller.record.moves] if controller else [],
                "imported": imports.seen,
                "replayed": replayed[0],
            }
        ),
        flush=True,
    )
    window.unsaved.closing_allowed = True
    window.session.autosave.flush()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
