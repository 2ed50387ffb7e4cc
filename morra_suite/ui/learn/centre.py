"""What the Learn menu's rows do: open the Learn window or My Progress through the host.

The action table's rows (``ui.window.actions``) and the Learn menu's game rows (``ui.window.menus``)
run these with the window's host (``ui.window.host.Host``); nothing here reaches into the window.
The learner's store is the app's data folder's (``controllers.learn_store``); a damaged file is said
once, in a message, and learning starts afresh.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from morra_suite.controllers import learn_store

if TYPE_CHECKING:
    from morra_suite.ui.learn.learn_window import LearnWindow
    from morra_suite.ui.learn.progress_dialog import ProgressDialog
    from morra_suite.ui.window.host import Host

DEFAULT_GAME = "mill"


def _store(host: Host):
    from morra_suite.controllers import course_store

    store = learn_store.progress()
    said = [learn_store.untold_problem(), *course_store.untold_problems()]
    problems = [problem for problem in said if problem is not None]
    if problems:
        from PySide6.QtWidgets import QMessageBox

        host.show_message(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("Learn", "My Progress"),
            QCoreApplication.translate(
                "Learn",
                "Some of your progress could not be read; what could not be read was set "
                "aside beside it (progress.json.damaged for a whole file, "
                "progress.json.set-aside for single entries), and the rest is kept.\n\n%1",
            ).replace("%1", "\n\n".join(problems)),
        )
    return store


def learn_window(host: Host) -> LearnWindow:
    """The host's Learn window (made when first asked for), shown."""
    from morra_suite.ui.learn.learn_window import LearnWindow

    parent = host.widget()
    window = parent.findChild(LearnWindow)
    store = _store(host)
    if window is None or window.progress is not store:
        if window is not None:
            window.deleteLater()
        window = LearnWindow(store, parent)
        window.setObjectName("learn_window")
    host.open_dialog(window, modal=False)
    window.raise_()
    return window


def open_lessons(host: Host, game: str) -> LearnWindow:
    window = learn_window(host)
    window.open_lessons(game)
    return window


def puzzle_game(host: Host) -> str:
    """The game on the board if it has puzzles, else the mill games."""
    from morra_suite.ui.learn.learn_window import has_puzzles

    kit = host.kit
    return kit.key if kit is not None and has_puzzles(kit.key) else DEFAULT_GAME


def open_puzzles(host: Host, mode: str = "practice") -> LearnWindow:
    window = learn_window(host)
    window.open_puzzles(puzzle_game(host), mode)
    return window


def daily_puzzle(host: Host) -> LearnWindow:
    return open_puzzles(host, "daily")


def puzzle_rush(host: Host) -> LearnWindow:
    return open_puzzles(host, "rush")


def open_progress(host: Host) -> ProgressDialog:
    """My Progress, on the tab of the game on the board."""
    from morra_suite.learn import puzzles
    from morra_suite.ui import kits
    from morra_suite.ui.learn.learn_window import has_lessons, has_puzzles
    from morra_suite.ui.learn.progress_dialog import ProgressDialog

    store = _store(host)
    games = []
    for key in kits.kit_keys():
        if has_lessons(key) or has_puzzles(key):
            from morra_suite.learn import lessons

            count = len(lessons.load(key)) if has_lessons(key) else 0
            total = len(puzzles.load(key)) if has_puzzles(key) else 0
            games.append((key, kits.get_kit(key).title, count, total))
    dialog = ProgressDialog(store, games, host.widget())
    dialog.setObjectName("progress_dialog")
    dialog.practise.connect(lambda game: learn_window(host).open_puzzles(game, "mine"))
    if host.kit is not None:
        dialog.show_game(host.kit.key)
    host.open_dialog(dialog, modal=False)
    return dialog
