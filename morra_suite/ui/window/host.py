"""What the window's helpers may ask of it: a small host protocol, never the whole window.

The KDE games hand a helper an action collection and a small host interface; so does this
window. A helper (files, preferences, hint, analysis panel, review, history, unsaved changes,
recent files, positions, players, menus, New Game, Learn, the game screen) takes a ``Host`` (or
a protocol that adds the one or two things that helper needs) and the ``GameSession`` it reaches
through it, so it can be tested with a fake host and never reaches into the window's
attributes. ``MainWindow`` implements every protocol here.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

    from morra_suite.controllers.autosave import Autosave
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.game_kit import GameKit

__all__ = [
    "FilesHost",
    "Host",
    "MenuHost",
    "NewGameHost",
    "PreferencesHost",
    "RecentHost",
    "UnsavedHost",
]


class Host(Protocol):
    """Show a message, set the status, the current game and view, open a dialog."""

    @property
    def session(self) -> GameSession:
        """The game session (made when first asked for)."""
        ...

    @property
    def kit(self) -> GameKit | None:
        """The kit of the game on the board, if any."""
        ...

    @property
    def view(self) -> BoardView | None:
        """The board view shown, if any."""
        ...

    def widget(self) -> QMainWindow:
        """The window as the parent of a dialog, a dock or a question."""
        ...

    def existing_session(self) -> GameSession | None:
        """The session if one was made (asking for ``session`` makes one)."""
        ...

    def show_message(self, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
        """A message that does not block; the game goes on behind it."""
        ...

    def keep_message(self, box: QMessageBox) -> None:
        """A question a helper asks itself (its own buttons), kept with the window's messages."""
        ...

    def set_status(self, text: str) -> None: ...

    def prompt(self) -> str:
        """What to do now in the game shown (or how it ended)."""
        ...

    def open_dialog(self, dialog: QWidget, modal: bool = True, centred: bool = True) -> None:
        """Keeps ``dialog`` as the window's open dialog and opens it (``modal``: window-modal
        and not blocking, else a window of its own), in the middle of the window unless it was
        placed already (``centred`` false: the Review beside the board)."""
        ...

    def guard_unsaved(self, action: Callable[[], Any]) -> None:
        """Runs ``action`` once the game shown may go (saved, or let go by the user: the
        unsaved-changes question), or at once when there is nothing to lose."""
        ...


class UnsavedHost(Host, Protocol):
    """The unsaved-changes guard also saves and closes."""

    def save(self) -> bool: ...

    def close(self) -> bool: ...


class RecentHost(Host, Protocol):
    """Open Recent opens a file, asking about unsaved changes first."""

    def open_file(self, path: str | os.PathLike[str]) -> bool: ...


class FilesHost(Host, Protocol):
    """Save, Open and Resume also update the title and remember recent files."""

    def update_title(self) -> None: ...

    def remember_file(self, path: os.PathLike[str] | str) -> None:
        """Open Recent lists ``path`` first."""
        ...

    def last_folder(self) -> Path:
        """Where the Open and Save dialogs start."""
        ...

    def available_kits(self) -> dict[str, GameKit]: ...

    @property
    def autosave(self) -> Autosave:
        """The autosave the session writes (or will, once made): the resume offer reads it
        without making a session, whose sound and learning store would load for a start that
        has nothing to resume."""
        ...


class PreferencesHost(Host, Protocol):
    """The settings also tell whether the chooser is shown (a game shows its prompt instead)."""

    def showing_chooser(self) -> bool: ...

    def language_installed(self) -> None:
        """A language was installed: the window speaks it now (or when it is next shown)."""
        ...


class MenuHost(Host, Protocol):
    """The menus (``ui.window.menus.WindowMenus``) connect the table's rows to what their ``slot``
    names (the window's methods and helpers, by name: the table is data) and fill the lists that
    are not rows of the table."""

    def recent_menu(self) -> QMenu:
        """Game › Open Recent."""
        ...

    def fill_language_menu(self, menu: QMenu) -> None: ...

    def game_titles(self) -> list[tuple[str, str]]:
        """(key, title) of every game listed, for Help › Rules."""
        ...

    def available_kits(self) -> dict[str, GameKit]:
        """The kits that load (their ``extra_actions`` join the menus)."""
        ...


class NewGameHost(Host, Protocol):
    """New Game offers the kits that load, opens a game's Settings and starts the game."""

    def available_kits(self) -> dict[str, GameKit]: ...

    def open_settings(
        self, key: str | None = None, after: Any = None, chosen: tuple[str, Any] | None = None
    ) -> Any: ...

    def start_game(
        self,
        key: str,
        variant: str | None = None,
        rules: Any = None,
        players: list[Any] | None = None,
        count: int | None = None,
    ) -> None: ...

    def focus_board(self) -> None:
        """The window active and its board with the keyboard."""
        ...
