"""Game › Resign and View › Flip Board: two actions of the window that only ask the session
(who may resign, who resigned) and the board (``BoardView.set_orientation``).

Resigning asks first (Yes / Cancel); the person to move resigns (against the computer: the one
person playing), the other side wins, and the record keeps it (``GameSession.resign``). Turning the
board puts the next side at the bottom (the mill: Black; Myra: the next player's queen corner);
against the computer at one screen a new game starts with the person's side at the bottom.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:  # QMessageBox is loaded when first asked (its enums cost start-up time)
    from PySide6.QtWidgets import QMessageBox

    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.main_window import MainWindow


class PlayActions(QObject):
    """``resign_action`` (Game menu) and ``flip_action`` (View menu), with what they do."""

    def __init__(self, window: MainWindow, game_menu: QMenu, view_menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.question: QMessageBox | None = None
        self.bottom = 0  # the side drawn at the bottom of the board
        self._connected = False
        # QAction(parent) and setText: QAction(text, parent) would make QIcon's type and its
        # 151-member enum before the window is up (start-up is benchmarked)
        self.resign_action = QAction(window)
        self.resign_action.setText(QCoreApplication.translate("PlayActions", "Resi&gn…"))
        self.resign_action.setEnabled(False)
        self.resign_action.triggered.connect(lambda _=False: self.ask_to_resign())
        separators = [action for action in game_menu.actions() if action.isSeparator()]
        if separators:  # the last section before Quit
            game_menu.insertAction(separators[-1], self.resign_action)
        else:
            game_menu.addAction(self.resign_action)
        self.flip_action = QAction(window)
        self.flip_action.setText(QCoreApplication.translate("PlayActions", "Flip &Board"))
        self.flip_action.setShortcuts([QKeySequence("Ctrl+Shift+F")])
        self.flip_action.setToolTip(
            QCoreApplication.translate(
                "PlayActions", "Turn the board so the next side is at the bottom"
            )
        )
        self.flip_action.setEnabled(False)
        self.flip_action.triggered.connect(lambda _=False: self.flip())
        view_menu.addAction(self.flip_action)

    @property
    def session(self) -> GameSession:
        return self.window.session

    def game_started(self, view: BoardView | None) -> None:
        """A new game's board: the person's side at the bottom when one person plays the
        computer, else the first side."""
        session = self.session
        if not self._connected:
            self._connected = True
            session.state_changed.connect(lambda _: self.refresh())
            session.thinking_changed.connect(lambda _: self.refresh())
        humans = [i for i, seat in enumerate(session.seats) if seat.is_human]
        self.bottom = humans[0] if len(humans) == 1 else 0
        if view is not None:
            view.set_orientation(self.bottom)
        self.refresh()

    def refresh(self) -> None:
        session = self.session
        self.resign_action.setEnabled(session.has_game and session.resigner() is not None)
        self.flip_action.setEnabled(session.has_game)

    # ------------------------------------------------------------------ flip
    def flip(self) -> None:
        """The next side at the bottom (a board that cannot turn ignores it: Morra's)."""
        view, count = self.window.view, len(self.session.seats)
        if view is None or count < 2:
            return
        self.bottom = (self.bottom + 1) % count
        view.set_orientation(self.bottom)

    # ------------------------------------------------------------------ resign
    def ask_to_resign(self) -> QMessageBox | None:
        """Asks (Yes / Cancel) whether the side that would resign really gives up."""
        session = self.session
        player = session.resigner()
        kit = self.window.kit
        if player is None or kit is None:
            return None
        colour = kit.colour_names(2)[player]
        name = session.names[player] if player < len(session.names) else ""
        who = f"{name} ({colour})" if name and name != colour else colour
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("PlayActions", "Resign"),
            QCoreApplication.translate(
                "PlayActions", "Does %1 resign? The other side wins the game."
            ).replace("%1", who),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self.window,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAccessibleName(QCoreApplication.translate("PlayActions", "Resign"))
        box.finished.connect(lambda _result: self._answered(box, player))
        self.question = box
        self.window.messages.append(box)
        box.open()
        return box

    def _answered(self, box: QMessageBox, player: int) -> None:
        from PySide6.QtWidgets import QMessageBox

        if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
            self.session.resign(player)
