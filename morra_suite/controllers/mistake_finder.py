"""Your mistakes found off the GUI thread, after a finished game and from the review, and kept to
practise (``learn.mistakes``, ``learn.practice``).

QtCore only. A ``MistakeFinder`` runs ``learn.mistakes`` in its three parts through an
``Analyser`` (the game's own analyser, in a child process where it is a Python search): the first
look at every position (skipped when the review hands in its analyses), then the deeper second
look at the candidates' positions only, then the confirmation; the confirmed puzzles are added to
the learner's practice book and ``found(puzzles)`` says which were new. A ``MistakeWatch`` queues
each game played by at least one person (against the computer or at one screen) when it ends,
with the people's seats, for My Mistakes to look at; the review hands in its own analyses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from morra_suite.learn import mistakes

if TYPE_CHECKING:
    from morra_suite.ai.analysis import Analysis
    from morra_suite.controllers.session import GameSession
    from morra_suite.learn.practice import PracticeBook

FIRST_SECONDS = 0.3  # the review's own budget per position
DEEP_SECONDS = 1.5  # the second look, per position of a candidate


class MistakeFinder(QObject):
    """``find(states, moves, players)``; ``found(list of PersonalPuzzle)`` with the new ones,
    ``failed(reason)`` when an analysis could not be made."""

    found = Signal(list)
    failed = Signal(str)

    def __init__(
        self,
        book: Callable[[], PracticeBook],
        parent: QObject | None = None,
        in_process: bool = False,
        seconds: float = FIRST_SECONDS,
        deep_seconds: float = DEEP_SECONDS,
    ) -> None:
        super().__init__(parent)
        from morra_suite.controllers.analyser import Analyser

        self._book = book
        self.seconds, self.deep_seconds = seconds, deep_seconds
        self.analyser = Analyser(self, in_process=in_process)
        self.analyser.analysed.connect(self._analysed)
        self.analyser.failed.connect(lambda _tag, reason: self.failed.emit(reason))
        # Any: the job's parts: states, moves and seats of whatever game
        self._job: dict[str, Any] = {}
        self.last: list[mistakes.PersonalPuzzle] = []

    @property
    def busy(self) -> bool:
        return bool(self._job)

    def find(
        self,
        # Any: states of whatever game is reviewed
        states: Sequence[Any],
        # Any: moves of whatever game is reviewed
        moves: Sequence[Any],
        players: Sequence[int] | None = None,
        analyses: Sequence[Analysis] | None = None,
    ) -> None:
        """Looks for the mistakes of ``players`` in the game (a new call replaces one running)."""
        states = list(states)[: mistakes.MAX_POSITIONS]
        self._job = {"states": states, "moves": list(moves), "players": players}
        if len(states) < 2:
            self._finish([])
            return
        if analyses is not None and len(analyses) >= len(states):
            self._first(list(analyses)[: len(states)])
        else:
            self.analyser.request_series(states, self.seconds, tag="first")

    def shutdown(self) -> None:
        self._job = {}
        self.analyser.shutdown()

    # Any: the Analyser's signal values (a tag and an Analysis or a list)
    def _analysed(self, tag: Any, result: Any) -> None:
        if not self._job:
            return
        if tag == "first":
            self._first(list(result))
        elif tag == "deep":
            self._deep(list(result))

    def _first(self, analyses: list[Analysis]) -> None:
        job = self._job
        try:
            found = mistakes.candidates(job["states"], analyses, job["players"], moves=job["moves"])
        except ValueError as error:
            self._job = {}
            self.failed.emit(str(error))
            return
        wanted = mistakes.second_look(job["states"], found)
        job["candidates"], job["wanted"] = found, wanted
        if not wanted:
            self._finish([])
            return
        self.analyser.request_series(wanted, self.deep_seconds, tag="deep")

    def _deep(self, analyses: list[Analysis]) -> None:
        job = self._job
        puzzles = mistakes.confirm(job["states"], job["candidates"], job["wanted"], analyses)
        self._finish(puzzles)

    def _finish(self, puzzles: list[mistakes.PersonalPuzzle]) -> None:
        self._job = {}
        book = self._book()
        new = [p for p in puzzles if book.entry(p.id) is None]
        try:
            book.add(puzzles)
        except OSError as error:
            self.failed.emit(str(error))
            return
        self.last = puzzles
        self.found.emit(new)


class MistakeWatch(QObject):
    """Queues the game in the practice book when a game played by at least one person ends
    (not a finished game only opened: it must have been played on since it was started); My
    Mistakes looks at it (``MistakeFinder``) when opened."""

    def __init__(self, session: GameSession, book: Callable[[], PracticeBook]) -> None:
        super().__init__(session)
        self.session, self._book = session, book
        self.problem: str | None = None
        self._counts = False
        session.game_started.connect(self._game_started)
        session.game_over.connect(self._game_over)

    def _game_started(self) -> None:
        controller = self.session.controller
        self._counts = controller is not None and controller.outcome() is None

    # Any: the controller's Outcome, unused
    def _game_over(self, _outcome: Any) -> None:
        controller = self.session.controller
        if not self._counts or controller is None:
            return
        people = [i for i, seat in enumerate(self.session.seats) if seat.is_human]
        if not people:
            return
        self._counts = False
        record = controller.record
        key = self.session.key
        if key is None or not record.moves:
            return
        try:
            self._book().queue_game(
                key, record.state_at(0).position(), [str(m) for m in record.moves], people
            )
        except (OSError, ValueError) as error:
            self.problem = str(error)
