"""The window's declared interface: the action table, its menus, and helpers on a fake host.

The actions are one table (``ui.window.actions``); every row becomes the declared attribute, sits in
a menu exactly once, calls a method the window has, and is enabled as its predicate on the
session says, evaluated again on the session's signals. The helpers take a ``Host``
(``ui.window.host``), so they run here on a fake one: a plain ``QMainWindow`` with a real session
and no ``MainWindow`` at all.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from morra_suite.controllers.autosave import Autosave
from morra_suite.controllers.session import GameSession
from morra_suite.core.registration import resolve
from morra_suite.ui.window import menus
from morra_suite.ui.window.actions import ACTIONS
from morra_suite.ui.window.host import RecentHost, UnsavedHost


def _what_runs(window: Any, slot: str) -> Any:
    """What a row's ``slot`` names, found now (the menus find it when the action runs)."""
    if ":" in slot:
        return resolve(slot)
    helper, _, method = slot.rpartition(".")
    return getattr(getattr(window, helper) if helper else window, method)


def test_every_row_of_the_table_is_an_action_in_one_menu(main_window) -> None:
    names = {row.name for row in ACTIONS}
    laid_out = [item for _, _, items in menus.MENUS for item in items if item in names]
    assert sorted(laid_out) == sorted(row.name for row in ACTIONS)  # each once
    for row in ACTIONS:
        action = getattr(main_window, row.attribute)
        assert isinstance(action, QAction)
        assert action is main_window.action(row.name)
        assert callable(_what_runs(main_window, row.slot)), row.slot
        if row.checked is not None:
            assert action.isChecked() == bool(main_window.ensure_menus().read(row.checked))
        menu_actions = [
            a for menu in main_window.ensure_menus().menus.values() for a in menu.actions()
        ]
        assert action in menu_actions, row.name
    assert [a.text() for a in main_window.toolbar.actions()] == [
        main_window.new_action.text(),
        main_window.undo_action.text(),
        main_window.redo_action.text(),
        main_window.hint_action.text(),
        main_window.sound_action.text(),
    ]


def test_the_predicates_follow_the_session(qtbot, main_window) -> None:
    def enabled() -> dict[str, bool]:
        return {row.name: getattr(main_window, row.attribute).isEnabled() for row in ACTIONS}

    at_start = enabled()
    assert not any(at_start[name] for name in ("save", "copy", "hint", "undo", "resign", "flip"))
    assert at_start["new"] and at_start["open"] and at_start["quit"]
    main_window.computer_delay_ms = 0
    main_window.start_game("mill", "nine")
    playing = enabled()
    assert playing["save"] and playing["copy"] and playing["setup"] and playing["flip"]
    assert playing["resign"] and not playing["undo"] and not playing["redo"]
    assert main_window.session.play_move("d2")  # no click: the session's signal alone
    assert main_window.undo_action.isEnabled() and not main_window.redo_action.isEnabled()
    main_window.undo_action.trigger()
    assert not main_window.undo_action.isEnabled() and main_window.redo_action.isEnabled()


def test_a_games_own_item_is_added_to_its_menu_when_the_menu_opens(main_window) -> None:
    game_menu = main_window.ensure_menus().menus["game"]
    texts = [a.text() for a in game_menu.actions()]
    assert "New &Morra Board…" not in texts  # the kits are not loaded for the menu bar
    game_menu.aboutToShow.emit()
    texts = [a.text() for a in game_menu.actions()]
    assert texts.index("New &Morra Board…") == texts.index(main_window.settings_action.text()) - 1
    assert main_window.extra_action("morra", "designer").text() == "New &Morra Board…"
    edit = [a.text() for a in main_window.ensure_menus().menus["edit"].actions()]  # the mill's
    assert edit.index("Copy Position as Sanmill &FEN") == edit.index("&Copy Position") + 1


def test_the_learn_menu_has_a_row_per_game_whose_registration_ships_lessons(main_window) -> None:
    from morra_suite.games import game_keys, registration

    menus_built = main_window.ensure_menus()
    learn_menu = menus_built.menus["learn"]
    assert "&Morra" not in [a.text() for a in learn_menu.actions()]  # no record read for the bar
    learn_menu.aboutToShow.emit()  # the rows come when the menu first opens
    learn = [a.text() for a in learn_menu.actions()]
    games = [key for key in game_keys() if registration(key).lessons]
    assert list(menus_built.learn_actions) == games == ["morra", "mill", "myra"]
    assert learn[:3] == ["&Morra", "M&ill games", "M&yra"]  # each its own key letter
    assert [menus.with_mnemonic(t, set()) for t in ("Nim", "&Nim")] == ["&Nim", "&Nim"]
    taken = {"n"}
    assert menus.with_mnemonic("Nim", taken) == "N&im" and taken == {"n", "i"}


class FakeHost:
    """A host without the main window: a bare window, a real session, what was said."""

    def __init__(self, session: GameSession) -> None:
        self._session = session
        self.window = QMainWindow()
        self.statuses: list[str] = []
        self.messages: list[QMessageBox] = []
        self.dialogs: list[QWidget] = []

    @property
    def session(self) -> GameSession:
        return self._session

    @property
    def kit(self) -> Any:
        from morra_suite.ui.kits import get_kit

        return get_kit(self._session.key) if self._session.key else None

    @property
    def view(self) -> Any:
        return None

    def widget(self) -> QMainWindow:
        return self.window

    def existing_session(self) -> GameSession | None:
        return self._session

    def show_message(self, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
        box = QMessageBox(icon, title, text)
        self.messages.append(box)
        return box

    def keep_message(self, box: QMessageBox) -> None:
        self.messages.append(box)

    def set_status(self, text: str) -> None:
        self.statuses.append(text)

    def prompt(self) -> str:
        return ""

    def open_dialog(self, dialog: QWidget, modal: bool = True, centred: bool = True) -> None:
        self.dialogs.append(dialog)

    def guard_unsaved(self, action: Any) -> None:
        action()  # this fake has nothing to lose


class FakeUnsavedHost(FakeHost):
    """The guard's host also saves (here: says it did) and closes."""

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.saved = 0

    def save(self) -> bool:
        self.saved += 1
        return True

    def close(self) -> bool:
        return self.window.close()


@pytest.fixture
def host(qtbot, isolated_settings, tmp_path: Path) -> Iterator[FakeHost]:
    session = GameSession(lambda key, count: ["White", "Black"][:count], Autosave(tmp_path))
    fake = FakeUnsavedHost(session)
    checked: UnsavedHost = fake  # mypy: the fake is a host  # noqa: F841
    yield fake
    session.shutdown()
    fake.window.close()


def test_positions_are_copied_and_pasted_through_a_fake_host(qtbot, host) -> None:
    from morra_suite.ui.commands import position_actions

    host.session.start("mill", "nine", None)
    host.session.play_move("d2")
    position_actions.copy_position(host)
    text = QGuiApplication.clipboard().text()
    assert host.statuses[-1] == f"Position copied: {text}"
    host.session.play_move("d6")
    QGuiApplication.clipboard().setText(text)
    position_actions.paste_position(host)
    assert host.session.controller.state.position() == text
    QGuiApplication.clipboard().setText("nonsense")
    position_actions.paste_position(host)
    assert host.statuses[-1].startswith("The clipboard holds no position")


def test_set_up_and_players_open_their_dialogs_on_a_fake_host(qtbot, host) -> None:
    from morra_suite.ui.commands import position_actions
    from morra_suite.ui.dialogs.players_dialog import PlayersDialog, open_players
    from morra_suite.ui.dialogs.setup_dialog import SetupDialog

    host.session.start("myra", None, None)
    dialog = position_actions.set_up_position(host)
    assert isinstance(dialog, SetupDialog) and host.dialogs == [dialog]
    assert isinstance(open_players(host), PlayersDialog)


def test_the_unsaved_guard_asks_a_fake_host(qtbot, host) -> None:
    from morra_suite.ui.commands.unsaved import UnsavedGuard

    guard = UnsavedGuard(host)
    host.session.start("mill", "nine", None)
    host.session.play_move("d2")
    went_on: list[bool] = []
    guard.guard(lambda: went_on.append(True))
    assert not went_on and len(host.messages) == 1
    box = host.messages[0]
    box.button(QMessageBox.StandardButton.Save).click()
    assert host.saved == 1 and went_on == [True]


class FakeRecentHost(FakeUnsavedHost):
    """A host that opens files (here: notes which) behind a guard that asks first (here: notes
    that it was asked, then lets the action run or not)."""

    def __init__(self, session: GameSession, let_go: bool) -> None:
        super().__init__(session)
        self.let_go = let_go
        self.guarded = 0
        self.opened: list[str] = []

    def guard_unsaved(self, action: Any) -> None:
        self.guarded += 1
        if self.let_go:
            action()

    def open_file(self, path: Any) -> bool:
        self.opened.append(str(path))
        return True


@pytest.mark.parametrize("let_go", [True, False])
def test_a_file_open_event_asks_then_opens_through_a_fake_host(
    qtbot, qapp, host, tmp_path: Path, let_go: bool
) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QFileOpenEvent

    from morra_suite.ui.window.open_requests import OpenRequests

    fake = FakeRecentHost(host.session, let_go)
    checked: RecentHost = fake  # mypy: the fake is a host  # noqa: F841
    requests = OpenRequests(fake)
    assert requests.parent() is fake.window
    path = tmp_path / "double-clicked.pgn"
    qapp.installEventFilter(requests)
    try:
        QGuiApplication.sendEvent(qapp, QFileOpenEvent(QUrl.fromLocalFile(str(path))))
    finally:
        qapp.removeEventFilter(requests)
    assert fake.guarded == 1
    assert fake.opened == ([str(path)] if let_go else [])
    fake.window.close()
