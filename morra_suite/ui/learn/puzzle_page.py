"""Puzzles of one game on its real board: practice near the learner's rating, the daily puzzle,
or a rush against the clock.

The runner (``controllers.learn_puzzle.PuzzleRunner``) checks the moves against the proved line
and plays the solver's replies; this page shows the goal, what happened and the rating. A rush
(``controllers.learn_rush.RushSession``) goes from puzzle to puzzle, a little harder after each
solved one, until its clock runs out; ``clock`` is the rush's time source (tests set their own).
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from morra_suite.controllers.learn_puzzle import PuzzleRunner
from morra_suite.controllers.learn_rush import RushSession
from morra_suite.learn import puzzles
from morra_suite.learn.puzzles import Puzzle
from morra_suite.ui.learn import words
from morra_suite.ui.learn.training_board import TrainingBoard

MODES = ("practice", "daily", "rush")
RUSH_START_BELOW = 300  # a rush starts this far under the learner's rating
RUSH_STEP = 40  # and each solved puzzle raises the next one's rating by this


class PuzzlePage(QWidget):
    """The puzzles of ``kit``'s game in ``mode``; ``progress`` is the learner's store."""

    rush_ended = Signal(int, int)

    def __init__(self, kit: Any, mode: str, progress: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if mode not in MODES:
            raise ValueError(f"puzzle mode {mode!r}: expected one of {', '.join(MODES)}")
        self.kit, self.mode, self.progress = kit, mode, progress
        self.game = kit.key
        self.clock: Callable[[], float] = time.monotonic
        self.today: Callable[[], datetime.date] = datetime.date.today
        self.rush: RushSession | None = None
        self._rush_seen: set[str] = set()
        self.view = kit.create_view(self)
        self.board = TrainingBoard(self.view)
        self.runner = PuzzleRunner(self._record, self)
        self.board.tried.connect(self.runner.try_move)
        self.runner.position_changed.connect(self._position_changed)
        self.runner.progressed.connect(self._progressed)
        self.runner.solved.connect(self._solved)
        self.runner.failed.connect(self._failed)
        self.runner.refuted.connect(self._refuted)
        self.runner.rated.connect(self._rated)

        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setAccessibleName(self.tr("What the solver says"))
        self.rating_label = QLabel(words.rating_text(progress.rating(self.game)))
        self.clock_label = QLabel()
        self.score_label = QLabel()
        self.solution_button = QPushButton(self.tr("Show &Solution"))
        self.again_button = QPushButton(self.tr("&Try Again"))
        self.next_button = QPushButton(self.tr("&Next Puzzle"))
        self.rush_button = QPushButton(self.tr("&Start Rush"))
        self.solution_button.clicked.connect(self.runner.show_solution)
        self.again_button.clicked.connect(self.try_again)
        self.next_button.clicked.connect(self.next_puzzle)
        self.rush_button.clicked.connect(self.start_rush)

        side = QVBoxLayout()
        for widget in (self.title, self.goal, self.feedback, self.rating_label):
            side.addWidget(widget)
        side.addWidget(self.clock_label)
        side.addWidget(self.score_label)
        side.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.solution_button, self.again_button, self.next_button):
            buttons.addWidget(button)
        side.addLayout(buttons)
        side.addWidget(self.rush_button)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMinimumWidth(300)
        panel.setMaximumWidth(380)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(panel)
        rush = mode == "rush"
        self.rush_button.setVisible(rush)
        self.clock_label.setVisible(rush)
        self.score_label.setVisible(rush)
        self.next_button.setVisible(mode == "practice")
        if rush:
            self.goal.setText(self.tr("Solve as many puzzles as you can in three minutes."))
            self.board.set_taking(False)
            self._update_buttons()
        else:
            self.start(self.daily() if mode == "daily" else self.choose())

    # ------------------------------------------------------------------ choosing puzzles

    def _rated(self, rating: object) -> None:
        self.rating_label.setText(words.rating_text(rating))

    def choose(self) -> Puzzle:
        """The next practice puzzle: the untried one nearest the learner's rating (then the
        unsolved, then any)."""
        rating = self.progress.rating(self.game).rating
        for exclude in (
            self.progress.puzzles_tried(self.game),
            self.progress.puzzles_solved(self.game),
        ):
            found = puzzles.near(self.game, rating, 1, frozenset(exclude))
            if found:
                return found[0]
        return puzzles.near(self.game, rating, 1)[0]

    def daily(self) -> Puzzle:
        """Today's puzzle: the same all day (``puzzles.daily`` by the date)."""
        return puzzles.daily(self.game, self.today().toordinal())

    def start(self, puzzle: Puzzle, rated: bool = True) -> None:
        if self.mode == "rush":
            rated = False  # a rush is for speed; its puzzles do not move the rating
        self.puzzle = puzzle
        heading = self.tr("Daily Puzzle") if self.mode == "daily" else self.tr("Puzzle")
        self.title.setText(
            self.tr("%1 · %2 · rated %3")
            .replace("%1", heading)
            .replace("%2", self.kit.variant_label(puzzle.variant))
            .replace("%3", str(puzzle.rating))
        )
        names = self.kit.colour_names(puzzle.players)
        self.goal.setText(words.goal_text(puzzle, names))
        self.feedback.setText(self.tr("Your move."))
        self.runner.start(puzzle, rated)
        self._update_buttons()

    def _record(self, puzzle: Puzzle, solved: bool) -> Any:
        return self.progress.record_puzzle(self.game, puzzle.id, puzzle.rating, solved)

    # ------------------------------------------------------------------ the runner says
    def _position_changed(self, state: Any, last: Any) -> None:
        expected = self.runner.expected
        follows = self.runner.follows
        self.board.show(state, last, self.runner.learner, expected or "", follows=follows)
        self.board.set_taking(expected is not None)

    def _progressed(self) -> None:
        self.feedback.setText(self.tr("Right. Go on."))

    def _solved(self) -> None:
        if self.runner.mistake:
            self.feedback.setText(self.tr("That is the solution."))
        else:
            self.feedback.setText(self.tr("Solved!"))
        self._update_buttons()
        if self.rush is not None and self.rush.running:
            self.rush.count(not self.runner.mistake)
            self._next_in_rush()

    def _failed(self, move: str) -> None:
        self.feedback.setText(self.tr("Not %1. The solver answers…").replace("%1", move))
        self._update_buttons()
        if self.rush is not None and self.rush.running:
            self.rush.count(False)
            self._next_in_rush()

    def _refuted(self, refutation: Any) -> None:
        text = self.tr("Not %1.").replace("%1", refutation.move)
        self.feedback.setText(text + " " + words.refutation_text(refutation))
        self._update_buttons()

    def _update_buttons(self) -> None:
        on = self.runner.puzzle is not None
        self.solution_button.setEnabled(on and not self.runner.over)
        self.again_button.setEnabled(on and self.runner.over and self.mode != "rush")
        self.next_button.setEnabled(on)
        self.rush_button.setEnabled(self.rush is None or not self.rush.running)

    def try_again(self) -> None:
        """The same puzzle from its start (it no longer moves the rating)."""
        if self.runner.puzzle is not None:
            self.start(self.runner.puzzle, rated=False)

    def next_puzzle(self) -> None:
        self.start(self.choose())

    # ------------------------------------------------------------------ the rush
    def start_rush(self) -> None:
        """Three minutes on the clock from now; the first puzzle at once."""
        if self.rush is not None:
            self.rush.stop()
            self.rush.deleteLater()
        self.rush = RushSession(clock=self.clock, parent=self)
        self.rush.ticked.connect(lambda left: self.clock_label.setText(words.clock_text(left)))
        self.rush.ended.connect(self._rush_over)
        self._rush_seen = set()
        self.rush.start()
        self._show_score()
        self._next_in_rush()

    def _next_in_rush(self) -> None:
        assert self.rush is not None
        self._show_score()
        base = self.progress.rating(self.game).rating - RUSH_START_BELOW
        found = puzzles.near(
            self.game, base + RUSH_STEP * self.rush.solved, 1, frozenset(self._rush_seen)
        ) or puzzles.near(self.game, base, 1)
        puzzle = found[0]
        self._rush_seen.add(puzzle.id)
        self.start(puzzle)

    def _show_score(self) -> None:
        if self.rush is not None:
            self.score_label.setText(
                self.tr("Solved %1 · missed %2")
                .replace("%1", str(self.rush.solved))
                .replace("%2", str(self.rush.missed))
            )

    def _rush_over(self, solved: int, missed: int) -> None:
        self._show_score()
        self.board.set_taking(False)
        self.runner.over = True
        self.feedback.setText(
            self.tr("Time is up: %1 solved, %2 missed.")
            .replace("%1", str(solved))
            .replace("%2", str(missed))
        )
        self._update_buttons()
        self.rush_ended.emit(solved, missed)
