"""The wiring of a board view to a game session: the one the window uses, and the tests too.

The view's intents (``move_chosen``, ``choice_made``) go to the session; each change of the game
(``GameSession.changed``) and of the history browsing comes back to the view as one
``BoardUpdate``: the board draws it once. After it ``shown`` is emitted (once per change), so
the window can update its actions, title and status line from a board that is already up to
date.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from morra_suite.ui.board_view import BoardUpdate

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.game_kit import BoardView, GameKit


# what a change must have touched for the board to draw it (``GameController.changed``)
DRAWN = frozenset(("state", "move", "input", "outcome", "choices"))


class BoardBinding(QObject):
    """Connects ``view`` and ``session`` for as long as the view lives (it is the parent)."""

    # After each change, drawn or not: what changed (``GameController.changed``'s names;
    # ``DRAWN`` for a position looked at or drawn again)
    shown = Signal(object)

    def __init__(self, view: BoardView, kit: GameKit, session: GameSession) -> None:
        super().__init__(view)
        self.view, self.kit, self.session = view, kit, session
        # the record and the move count of the position drawn last
        self._shown_at: tuple[object, int] | None = None
        self._connections = [
            (view.move_chosen, session.play_move),
            (view.choice_made, session.submit_choice),
            (session.changed, self.changed),
            (session.viewing_changed, self.show),
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
        self._shown_at = None  # a new game: nothing of it is drawn yet

    def changed(self, what: frozenset[str]) -> None:
        """One change of the game (``GameSession.changed``): the board draws it once, unless it
        shows an earlier position (which did not change) or nothing it draws changed; the
        window follows (``shown``) either way."""
        if what & DRAWN and self.session.viewing is None:
            self.show(follows=True, what=what)
        else:
            self.shown.emit(what)

    def show(self, *_: Any, follows: bool = False, what: frozenset[str] = DRAWN) -> None:
        """Draws the board once: the game's position, or the earlier one being looked at.
        ``follows``: the game changed (not the position looked at); its last move is shown
        moving if the board showed the position before it (a move played, or redone; not an
        undo, a jump in the history or a new game). ``what`` changed, as ``shown`` tells it."""
        controller, view = self.session.controller, self.view
        if controller is None:
            return
        record = controller.record
        index = self.session.viewing
        if index is not None:
            update = BoardUpdate(
                record.state_at(index), record.all_moves[index - 1] if index else None
            )
        else:
            index = record.cursor
            outcome = controller.outcome()
            update = BoardUpdate(
                record.current,
                record.moves[-1] if index else None,
                controller.input_players(),
                None if outcome is None else self.kit.describe_end(outcome, controller.names),
                controller.chosen_players(),
                follows and self._showed(record, index - 1),
            )
        self._shown_at = (record, index)
        view.show_update(update)
        self.shown.emit(what)

    def _showed(self, record: object, index: int) -> bool:
        """Whether the board drew last the position after ``index`` moves of ``record``."""
        return self._shown_at is not None and (
            self._shown_at[0] is record and self._shown_at[1] == index
        )
