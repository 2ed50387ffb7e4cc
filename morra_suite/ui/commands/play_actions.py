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

if TYPE_CHECKING:  # QMessageBox is loaded when first asked (its enums cost start-up time)
    from PySide6.QtWidgets import QMessageBox

    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.window.host import Host


class PlayActions(QObject):
    """``resign_action`` (Game menu) and ``flip_action`` (View menu), with what they do."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = host
        self.question: QMessageBox | None = None
        self.bottom = 0  # the side drawn at the bottom of the board

    @property
    def session(self) -> GameSession:
        return self.host.session

    def game_started(self, view: BoardView | None) -> None:
        """A new game's board: the person's side at the bottom when one person plays the
        computer, else the first side."""
        session = self.session
        humans = [i for i, seat in enumerate(session.seats) if seat.is_human]
        self.bottom = humans[0] if len(humans) == 1 else 0
        if view is not None:
            view.set_orientation(self.bottom)

    # ------------------------------------------------------------------ flip
    def flip(self) -> None:
        """The next side at the bottom (a board that cannot turn ignores it: Morra's)."""
        view, count = self.host.view, len(self.session.seats)
        if view is None or count < 2:
            return
        self.bottom = (self.bottom + 1) % count
        view.set_orientation(self.bottom)

    # ------------------------------------------------------------------ resign
    def ask_to_resign(self) -> QMessageBox | None:
        """Asks (Yes / Cancel) whether the side that would resign really gives up."""
        from PySide6.QtWidgets import QMessageBox

        session = self.session
        player = session.resigner()
        kit = self.host.kit
        if player is None or kit is None:
            return None
        colour = kit.colour_names(2)[player]
        name = session.names[player] if player < len(session.names) else ""
        who = f"{name} ({colour})" if name and name != colour else colour
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("PlayActions", "Resign"),
            QCoreApplication.translate(
                "PlayActions", "Does %1 resign? The other side wins the game."
            ).replace("%1", who),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self.host.widget(),
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAccessibleName(QCoreApplication.translate("PlayActions", "Resign"))
        box.finished.connect(lambda _result: self._answered(box, player))
        self.question = box
        self.host.keep_message(box)
        box.open()
        return box

    def _answered(self, box: QMessageBox, player: int) -> None:
        from PySide6.QtWidgets import QMessageBox

        if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
            self.session.resign(player)
