"""Game › Players…: hands any side to the computer (at a level) or back to a person, mid-game.

The rows are the New Game dialog's (``PlayerRow``, imported with the first dialog, so the
window's start-up does not load the rows' module); OK gives the session the new seats
(``GameSession.change_seats``), which keeps the game and its history and starts a computer that
is now to move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession, SeatSpec
    from morra_suite.ui.window.host import Host


class PlayersDialog(QDialog):
    """One row per seat of the game on: name, person or computer, the computer's level."""

    def __init__(self, session: GameSession, colours: list[str], parent: QWidget | None = None):
        from morra_suite.controllers.computers import max_level
        from morra_suite.ui.dialogs.player_rows import PlayerRow

        super().__init__(parent)
        assert session.key is not None
        self.session = session
        self.setWindowTitle(self.tr("Players"))
        self.setAccessibleName(self.tr("Players"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Who plays each side from now on:")))
        levels = max_level(session.key)
        self.rows: list[Any] = []  # PlayerRow, the New Game dialog's
        for i, seat in enumerate(session.seats):
            row = PlayerRow(i, colours[i] if i < len(colours) else seat.name, levels)
            row.name.setText(seat.name)
            row.set_computer(not seat.is_human, min(max(1, seat.level), levels))
            layout.addWidget(row)
            self.rows.append(row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        self.accepted.connect(self.apply)

    def players(self) -> list[SeatSpec]:
        return [(row.player_name(), row.is_computer, row.level.value()) for row in self.rows]

    def apply(self) -> None:
        if self.session.has_game:
            self.session.change_seats(self.players())


def open_players(host: Host) -> PlayersDialog | None:
    """Opens Game › Players… for the host's game (not blocking); returns the dialog."""
    session = host.session
    if not session.has_game or session.key is None:
        return None
    names = session.names_for(session.key, len(session.seats))
    dialog = PlayersDialog(session, names, host.widget())
    host.open_dialog(dialog)
    return dialog
