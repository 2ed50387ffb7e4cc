"""The window's menus and toolbar: which actions there are, their words, keys and order.

Built once at start and again on a language switch (``Preferences.retranslate_window``), so the
words and the shortcuts' names follow the language; the window keeps the actions as attributes
(``window.undo_action``…) for enabling them and for tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from morra_suite.ui.play_actions import PlayActions

if TYPE_CHECKING:
    from morra_suite.ui.main_window import MainWindow


def _open_players(window: MainWindow) -> Any:
    """Game › Players…; its dialog module is loaded on first use (start-up is benchmarked)."""
    from morra_suite.ui.players_dialog import open_players

    return open_players(window)


def make_action(
    window: MainWindow, text: str, slot: Any, shortcut: Any = None, checked: bool | None = None
) -> QAction:
    """A menu action; ``checked`` makes it a toggle, set before it is connected (so reading
    the settings does not write them back)."""
    action = QAction(window)  # not QAction(text, window): resolving that overload makes QIcon's
    action.setText(text)  # type, and its enum of 151 theme icons, before the window is up
    if shortcut is not None:
        # setShortcuts, not setShortcut: its overloads would create Qt.Key's enum at start-up
        action.setShortcuts([QKeySequence(shortcut)])
    action.setCheckable(checked is not None)
    if checked is not None:
        action.setChecked(checked)
        action.toggled.connect(slot)
    else:
        action.triggered.connect(lambda _=False: slot())
    return action


def build_menus(window: MainWindow) -> None:
    """The menu bar and the toolbar of ``window`` in the language installed now."""
    bar = window.menuBar()
    bar.setAccessibleName(QCoreApplication.translate("MainWindow", "Menu bar"))
    game = bar.addMenu(QCoreApplication.translate("MainWindow", "&Game"))
    window.new_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "&New…"),
        window.unsaved.guarded(window.new_game_dialog),
        "Ctrl+N",
    )
    window.open_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "&Open…"),
        window.unsaved.guarded(window.files.open_dialog),
        "Ctrl+O",
    )
    window.save_action = make_action(
        window, QCoreApplication.translate("MainWindow", "&Save"), window.save, "Ctrl+S"
    )
    window.save_as_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "Save &As…"),
        window.files.save_as_dialog,
        "Ctrl+Shift+S",
    )
    window.chooser_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "&Choose a Game"),
        window.unsaved.guarded(window.show_chooser),
        "Ctrl+Shift+N",
    )
    window.settings_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "&Rules Settings…"),
        window.open_settings,
        "Ctrl+,",
    )
    window.quit_action = make_action(
        window, QCoreApplication.translate("MainWindow", "&Quit"), window.close, "Ctrl+Q"
    )
    for action in (
        window.new_action,
        window.chooser_action,
        window.open_action,
        window.save_action,
    ):
        game.addAction(action)
    game.insertMenu(window.save_action, window.recent.menu)
    game.addAction(window.save_as_action)
    game.addSeparator()
    window.designer_action = make_action(
        window, QCoreApplication.translate("MainWindow", "New &Morra Board…"), window.open_designer
    )
    game.addAction(window.designer_action)
    game.addAction(window.settings_action)
    window.review_action = make_action(
        window, QCoreApplication.translate("MainWindow", "Re&view Game"), window.review_game
    )
    game.addAction(window.review_action)
    window.players_action = make_action(
        window, QCoreApplication.translate("MainWindow", "&Players…"), lambda: _open_players(window)
    )
    game.addAction(window.players_action)
    game.addSeparator()
    game.addAction(window.quit_action)
    edit = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
    window.undo_action = make_action(
        window, QCoreApplication.translate("MainWindow", "&Undo"), window.undo, "Ctrl+Z"
    )
    window.redo_action = make_action(
        window, QCoreApplication.translate("MainWindow", "&Redo"), window.redo, "Ctrl+Shift+Z"
    )
    window.copy_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "&Copy Position"),
        window.copy_position,
        "Ctrl+Shift+C",
    )
    window.paste_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "&Paste Position"),
        window.paste_position,
        "Ctrl+Shift+V",
    )
    window.setup_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "&Set Up Position…"),
        window.set_up_position,
    )
    window.hint_action = make_action(
        window, QCoreApplication.translate("MainWindow", "&Hint"), window.show_hint, "Ctrl+H"
    )
    for action in (window.undo_action, window.redo_action, window.copy_action, window.paste_action):
        edit.addAction(action)
    edit.addAction(window.setup_action)
    edit.addAction(window.hint_action)
    toolbar = getattr(window, "toolbar", None)
    if toolbar is None:
        toolbar = window.toolbar = window.addToolBar(
            QCoreApplication.translate("MainWindow", "Game")
        )
        toolbar.setObjectName("game_toolbar")
    toolbar.clear()  # built again on a language switch: the same bar, the new actions
    toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Game"))
    for action in (window.new_action, window.undo_action, window.redo_action, window.hint_action):
        toolbar.addAction(action)
    view = bar.addMenu(QCoreApplication.translate("MainWindow", "&View"))
    prefs = window.preferences
    window.coordinates_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "Show &Coordinates"),
        prefs.set_show_coordinates,
        "Ctrl+K",
        prefs.show_coordinates,
    )
    window.targets_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "Show Legal &Targets"),
        prefs.set_show_targets,
        "Ctrl+T",
        prefs.show_targets,
    )
    window.full_screen_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "&Full Screen"),
        window.set_full_screen,
        "F11",
        False,
    )
    window.analysis_action = make_action(
        window,
        QCoreApplication.translate("MainWindow", "&Analysis"),
        window.show_analysis,
        None,
        _analysis_shown(window),
    )
    for action in (window.coordinates_action, window.targets_action, window.full_screen_action):
        view.addAction(action)
    view.addAction(window.analysis_action)
    view.addSeparator()
    window.play_actions = PlayActions(window, game, view)  # Game › Resign, View › Flip Board
    window.language_menu = view.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
    window.language_menu.aboutToShow.connect(prefs.fill_language_menu)
    help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    rules = help_menu.addMenu(QCoreApplication.translate("MainWindow", "&Rules"))
    window.rules_actions: dict[str, QAction] = {}
    for key, card in window.chooser.cards.items():
        action = make_action(
            window, card.title, lambda k=key, t=card.title: window.show_rules(k, t)
        )
        rules.addAction(action)
        window.rules_actions[key] = action
    window.about_action = make_action(
        window, QCoreApplication.translate("MainWindow", "&About Morra Suite"), window.show_about
    )
    help_menu.addAction(window.about_action)


def _analysis_shown(window: MainWindow) -> bool:
    """Whether the analysis dock is open, so a menu built again keeps its tick right."""
    from PySide6.QtWidgets import QDockWidget

    dock = window.findChild(QDockWidget)
    return dock is not None and dock.isVisible()
