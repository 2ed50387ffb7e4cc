"""Records each finished game against the computer in the learner's progress (and has each game
a person played kept for My Mistakes: ``controllers.mistake_finder.MistakeWatch``).

QtCore only: a small hook on the session's signals (``game_started``, ``game_over``), never on
the window. A game counts when one person played one or more computers, it was not already over
when it was started (an opened or resumed finished game is not played again) and only once per
game, whatever undo and redo do after its end. The level counted is the strongest computer's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.learn.progress import Progress


# Any: an Outcome of whatever game is on (its winner and reason)
def result_word(outcome: Any, player: int) -> str:
    """``won``, ``drawn`` or ``lost`` for ``player``."""
    if outcome.winner is None:
        return "drawn"
    return "won" if outcome.winner == player else "lost"


class GameResultRecorder(QObject):
    """Listens to ``session`` and writes results to the store ``store()`` gives (opened only
    when a result is to be written)."""

    def __init__(
        self, session: GameSession, store: Callable[[], Progress], parent: QObject | None = None
    ) -> None:
        super().__init__(parent or session)
        self.session, self._store = session, store
        self._counts = False  # whether the game on now may still be counted
        self.problem: str | None = None  # the last write that failed, in words
        session.game_started.connect(self._game_started)
        session.game_over.connect(self._game_over)
        # and the same finished games, for My Mistakes (the watch lives as the session's child)
        from morra_suite.controllers import course_store
        from morra_suite.controllers.mistake_finder import MistakeWatch

        self.mistakes = MistakeWatch(session, course_store.practice)

    def _game_started(self) -> None:
        controller = self.session.controller
        self._counts = controller is not None and controller.outcome() is None

    # Any: an Outcome of whatever game is on, as the signal carries it
    def _game_over(self, outcome: Any) -> None:
        if not self._counts or self.session.key is None:
            return
        seats = self.session.seats
        people = [i for i, seat in enumerate(seats) if seat.is_human]
        levels = [seat.level for seat in seats if not seat.is_human]
        if len(people) != 1 or not levels:
            return
        self._counts = False
        try:
            self._store().record_game(
                self.session.key, max(1, max(levels)), result_word(outcome, people[0])
            )
        except OSError as error:
            self.problem = str(error)
