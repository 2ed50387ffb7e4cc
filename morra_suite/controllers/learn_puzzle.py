"""One puzzle being solved: the learner's moves checked against the proved line, the solver's
replies played, and a wrong move answered with its refutation.

QtCore only. The puzzle page hands this the board's moves as text and draws what it says. A move
that is the line's next one is played with the other side's reply from the line, until the line
ends (solved); any other move fails the puzzle: it is played, and the solver's reply to it and
its true value (``learn.refutation``, which may read the solved tables or search) are worked out
in the thread pool and posted back, so the window keeps painting. The first attempt at a puzzle
moves the learner's rating (``Progress.record_puzzle``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from morra_suite.learn import refutation
from morra_suite.learn.puzzles import Puzzle
from morra_suite.learn.refutation import Refutation

Record = Callable[[Puzzle, bool], Any]  # (puzzle, solved) -> the rating after it


class _Refute(QRunnable):
    """Works out a refutation in the thread pool; posts ``(generation, result)`` back."""

    def __init__(
        self, post: Callable[[int, object], None], generation: int, work: Callable[[], object]
    ):
        super().__init__()
        self._post, self._generation, self._work = post, generation, work

    def run(self) -> None:
        try:
            result: object = self._work()
        except Exception as error:  # a missing table must not take the window down
            result = Refutation("", None, "unknown", {"error": str(error)})
        with contextlib.suppress(RuntimeError):  # the runner deleted (its page closed) meanwhile
            self._post(self._generation, result)


class PuzzleRunner(QObject):
    """The puzzle on the board. Signals: ``position_changed(state, last_move)`` whenever the
    board should redraw; ``progressed()`` after a right move with the line going on;
    ``solved()``; ``failed(move)`` at once for a wrong move, then ``refuted(Refutation)`` (with
    the reply played on the board: ``position_changed`` again); ``rated(rating)`` when the
    attempt moved the rating."""

    position_changed = Signal(object, object)
    # Whether the move of the last ``position_changed`` was played in the position of the one
    # before it (the board may show it moving), or several moves were (the line's replies).
    follows = False
    progressed = Signal()
    solved = Signal()
    failed = Signal(str)
    refuted = Signal(object)
    rated = Signal(object)
    _posted = Signal(int, object)

    def __init__(self, record: Record | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._record = record
        self.puzzle: Puzzle | None = None
        # Any: a state of the puzzle's game (each game has its own type)
        self.state: Any = None
        self.index = 0  # moves of the solution played
        self.over = False
        self.mistake = False
        self.refutation: Refutation | None = None
        self.rated_now = False  # whether this attempt counts for the rating
        self.showing = False  # the moves played now are the solution shown, not the learner's
        self._generation = 0
        # Any: a state of the puzzle's game (each game has its own type)
        self._refuter: Callable[[Any, str, int], Refutation] | None = None
        self._posted.connect(self._refutation_arrived)

    @property
    def learner(self) -> int:
        return self.puzzle.player if self.puzzle is not None else 0

    @property
    def expected(self) -> str | None:
        """The line's next move (the learner's), or ``None`` when the puzzle is over."""
        if self.puzzle is None or self.over or self.index >= len(self.puzzle.solution):
            return None
        return self.puzzle.solution[self.index]

    def start(
        self,
        puzzle: Puzzle,
        rated: bool = True,
        # Any: a state of the puzzle's game (each game has its own type)
        refuter: Callable[[Any, str, int], Refutation] | None = None,
    ) -> None:
        """Sets ``puzzle`` up; ``rated``: a first attempt moves the rating (a retry does not);
        ``refuter(state, move, plies_left)``: who says why a move fails (default: the solvers
        behind ``learn.refutation`` for the shipped goals; a personal puzzle brings its own)."""
        self._generation += 1
        self._refuter = refuter
        self.puzzle, self.state = puzzle, refutation.start_state(puzzle)
        self.index, self.over, self.mistake = 0, False, False
        self.refutation, self.showing = None, False
        self.rated_now = rated
        self.follows = False
        self.position_changed.emit(self.state, None)

    def try_move(self, move: str) -> bool:
        """Judges the learner's move (text); ``True`` when it is the line's."""
        expected = self.expected
        if expected is None or self.puzzle is None:
            return False
        try:
            given = self.state.parse_move(move)
        except ValueError:
            return False  # the board only gives legal moves; a typed one may not be
        self.showing = False
        if str(given) == str(self.state.parse_move(expected)):
            self._play_line()
            return True
        self._fail(move)
        return False

    @property
    def can_show_solution(self) -> bool:
        """Whether Show Solution has something to show: the line goes on, or a wrong move ended
        the attempt (then the solution is played from the puzzle's start)."""
        if self.puzzle is None:
            return False
        return self.expected is not None or (self.over and self.index < len(self.puzzle.solution))

    def show_solution(self) -> None:
        """Plays the solution's next move for the learner (the attempt counts as failed); after
        a wrong move, from the puzzle's start again, the refutation on the board put aside."""
        if self.puzzle is None or not self.can_show_solution:
            return
        if self.expected is None:  # a wrong move ended the attempt: back to the start
            self._generation += 1  # a refutation still being worked out is not shown
            self.state = refutation.start_state(self.puzzle)
            self.index, self.over, self.refutation = 0, False, None
            self.position_changed.emit(self.state, None)
        self.showing = True
        if not self.mistake:
            self.mistake = True
            self._rate(False)
        self._play_line()

    def _play_line(self) -> None:
        assert self.puzzle is not None
        solution = self.puzzle.solution
        last = self.state.parse_move(solution[self.index])
        self.state = self.state.play(last)
        self.index += 1
        self.follows = True
        # the others' replies from the line, until the learner chooses again or the line ends
        while self.index < len(solution) and self.learner not in self.state.choosers():
            last = self.state.parse_move(solution[self.index])
            self.state = self.state.play(last)
            self.index += 1
            self.follows = False  # the board shows where the line got to, not each move
        self.over = self.index >= len(solution)
        self.position_changed.emit(self.state, last)
        if self.over:
            if not self.mistake:
                self._rate(True)
            self.solved.emit()
        else:
            self.progressed.emit()

    def _fail(self, move: str) -> None:
        assert self.puzzle is not None
        puzzle, before = self.puzzle, self.state
        left = puzzle.plies - self.index
        self.over = self.mistake = True
        self.state = before.play(move)
        self.follows = True
        self.position_changed.emit(self.state, before.parse_move(move))
        self._rate(False)
        self.failed.emit(move)
        self._generation += 1
        refuter = self._refuter
        job = _Refute(
            self._posted.emit,
            self._generation,
            (lambda: refuter(before, move, left))
            if refuter is not None
            else (lambda: refutation.refute(puzzle, before, move, left)),
        )
        QThreadPool.globalInstance().start(job)

    def _refutation_arrived(self, generation: int, result: object) -> None:
        if generation != self._generation or not isinstance(result, Refutation):
            return  # a puzzle started since
        self.refutation = result
        if result.reply is not None and result.reply != result.move:
            try:
                reply = self.state.parse_move(result.reply)
            except ValueError:
                reply = None
            if reply is not None:
                self.state = self.state.play(reply)
                self.follows = True
                self.position_changed.emit(self.state, reply)
        self.refuted.emit(result)

    def _rate(self, solved: bool) -> None:
        if self.rated_now and self._record is not None and self.puzzle is not None:
            self.rated_now = False
            self.rated.emit(self._record(self.puzzle, solved))
