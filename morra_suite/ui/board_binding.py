"""The wiring of a board view to a game session: the one the window uses, and the tests too.

The view's intents (``move_chosen``, ``choice_made``) go to the session; the session's state,
input players, secret-choice marks and history browsing come back to the view. After every
redraw ``shown`` is emitted, so the window can update its status line from a board that is
already up to date.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.game_kit import BoardView, GameKit


class BoardBinding(QObject):
    """Connects ``view`` and ``session`` for as long as the view lives (it is the parent)."""

    shown = Signal()

    def __init__(self, view: BoardView, kit: GameKit, session: GameSession) -> None:
        super().__init__(view)
        self.view, self.kit, self.session = view, kit, session
        self._connections = [
            (view.move_chosen, session.play_move),
            (view.choice_made, session.submit_choice),
            (view.try_refused, session.try_refused),
            (session.state_changed, self.show),
            (session.viewing_changed, self.show),
            (session.input_players_changed, self.set_input_players),
            (session.choices_changed, view.set_chosen_players),
            (session.game_started, self.set_names),
        ]
        for signal, slot in self._connections:
            signal.connect(slot)
        if session.has_game:
            self.set_names()

    def unbind(self) -> None:
        """Cuts every connection at once: the board of the previous game hears nothing more
        (it is only deleted later, after the new game's first signals)."""
        for signal, slot in self._connections:
            signal.disconnect(slot)
        self._connections = []

    def set_names(self) -> None:
        self.view.set_player_names(self.session.names)

    def show(self, *_: Any) -> None:
        """Redraws the board: the game's position, or the earlier one being looked at."""
        controller, view = self.session.controller, self.view
        if controller is None:
            return
        record = controller.record
        index = self.session.viewing
        if index is not None:
            view.show_state(record.state_at(index), record.all_moves[index - 1] if index else None)
            view.set_input_players(frozenset())
            view.show_outcome(None)
        else:
            view.show_state(record.current, record.moves[-1] if record.cursor else None)
            view.set_input_players(controller.input_players())
            outcome = controller.outcome()
            view.show_outcome(
                None if outcome is None else self.kit.describe_end(outcome, controller.names)
            )
        self.shown.emit()

    def set_input_players(self, players: Any) -> None:
        """Whose input the board takes: nobody's while an earlier position is shown."""
        if self.session.viewing is None:
            self.view.set_input_players(players)
            self.shown.emit()
