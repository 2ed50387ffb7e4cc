"""Puzzles of one game on its real board: practice near the learner's rating, the daily puzzle,
or a rush against the clock.

The runner (``controllers.learn_puzzle.PuzzleRunner``) checks the moves against the proved line
and plays the solver's replies; this page shows the goal, what happened and the rating. A rush
(``controllers.learn_rush.RushSession``) goes from puzzle to puzzle, a little harder after each
solved one, until its clock runs out; ``clock`` is the rush's time source (tests set their own).

The words say what the board shows: the solution (Show Solution plays it, after a wrong move too,
from the start) and the refutation (the solver's answer to a wrong move) are named as such, on a
message line under the board, which also carries the board's own words for a refused click.
"""

from __future__ import annotations

import contextlib
import datetime
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from morra_suite.controllers.learn_puzzle import PuzzleRunner
from morra_suite.controllers.learn_rush import RUSH_SECONDS, RushSession
from morra_suite.learn import puzzles
from morra_suite.learn.puzzles import Puzzle
from morra_suite.ui.learn import words
from morra_suite.ui.learn.message_line import MessageLine
from morra_suite.ui.learn.training_board import TrainingBoard, coordinates_shown

MODES = ("practice", "daily", "rush", "mine")  # mine: your own mistakes (``learn.practice``)
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
        self.puzzle: Puzzle | None = None
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
        self.feedback = MessageLine()
        self.feedback.setAccessibleName(self.tr("What the solver says"))
        self.view.status_message.connect(self._board_said)
        self.coordinates = QCheckBox(self.tr("&Coordinates"))
        self.coordinates.setChecked(coordinates_shown())
        self.coordinates.toggled.connect(self.board.set_show_coordinates)
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
        for widget in (self.title, self.goal, self.rating_label):
            side.addWidget(widget)
        side.addWidget(self.clock_label)
        side.addWidget(self.score_label)
        side.addStretch(1)
        side.addWidget(self.coordinates)
        buttons = QHBoxLayout()
        for button in (self.solution_button, self.again_button, self.next_button):
            buttons.addWidget(button)
        side.addLayout(buttons)
        side.addWidget(self.rush_button)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMinimumWidth(300)
        panel.setMaximumWidth(380)
        board_side = QVBoxLayout()
        board_side.addWidget(self.view, 1)
        board_side.addWidget(self.feedback)
        layout = QHBoxLayout(self)
        layout.addLayout(board_side, 1)
        layout.addWidget(panel)
        rush = mode == "rush"
        self.rush_button.setVisible(rush)
        self.clock_label.setVisible(rush)
        self.score_label.setVisible(rush)
        self.next_button.setVisible(mode in ("practice", "mine"))
        self._mine_told = False  # whether this attempt at a mistake of yours was recorded
        self.finder: Any = None
        self._pending: list[Any] = []
        if mode == "mine":
            self.rating_label.setVisible(False)
            self.look_at_pending()
        elif rush:
            self.title.setText(self.tr("Puzzle Rush"))
            self.goal.setText(self.tr("Solve as many puzzles as you can in three minutes."))
            self.clock_label.setText(words.clock_text(RUSH_SECONDS))
            self.score_label.setText(
                self.tr("Solved %1 · missed %2").replace("%1", "0").replace("%2", "0")
            )
            self.feedback.setText(
                self.tr(
                    "Press Start Rush: the clock starts with the first puzzle, and each one "
                    "solved makes the next a little harder."
                )
            )
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

    def practice_book(self) -> Any:
        from morra_suite.controllers import course_store

        return course_store.practice()

    def next_mine(self) -> None:
        """The next of your mistakes that is due, or a word that none is."""
        due = self.practice_book().due(self.game)
        if not due:
            self.puzzle = None
            self.title.setText(self.tr("My Mistakes"))
            counts = self.practice_book().counts(self.game)
            self.goal.setText(
                self.tr(
                    "None of your mistakes is due now (%1 waiting, %2 learnt). They come from "
                    "your finished games and from Review, and come back until solved twice."
                )
                .replace("%1", str(counts.waiting))
                .replace("%2", str(counts.learnt))
            )
            self.feedback.setText("")
            self.board.set_taking(False)
            self.runner.puzzle = None
            self._update_buttons()
            return
        mine = due[0]
        self._mine = mine
        self.start(mine.as_puzzle(), rated=False)

    def look_at_pending(self) -> None:
        """Looks at the finished games waiting in the practice book (off the GUI thread), then
        offers the mistakes due; at once when no game waits."""
        with contextlib.suppress(OSError):
            self._pending += self.practice_book().take_pending()
        games = [g for g in self._pending if g.game == self.game]
        self._pending = [g for g in self._pending if g.game != self.game]
        with contextlib.suppress(OSError):  # the other games' wait for their own page
            for other in self._pending:
                self.practice_book().queue_game(other.game, other.start, other.moves, other.players)
        self._pending = games
        self._look_at_next()

    def _look_at_next(self, _found: Any = None) -> None:
        if not self._pending:
            self.next_mine()
            return
        if self.finder is None:
            from morra_suite.controllers.mistake_finder import MistakeFinder

            self.finder = MistakeFinder(self.practice_book, self)
            self.finder.found.connect(self._look_at_next)
            self.finder.failed.connect(self._look_at_next)
        game = self._pending.pop(0)
        self.title.setText(self.tr("My Mistakes"))
        self.feedback.setText(
            self.tr("Looking for your mistakes in your last games (%1 more)…").replace(
                "%1", str(len(self._pending) + 1)
            )
        )
        self.board.set_taking(False)
        try:
            states = game.states()
        except ValueError:
            self._look_at_next()
            return
        self.finder.find(states, game.moves, game.players)

    def shutdown(self) -> None:
        """Stops a search for mistakes still running (the page is closed)."""
        if self.finder is not None:
            self.finder.shutdown()

    def _tell_mine(self, solved: bool) -> None:
        if self.mode == "mine" and not self._mine_told and self.runner.puzzle is not None:
            self._mine_told = True
            with contextlib.suppress(OSError, KeyError):
                self.practice_book().record(self.runner.puzzle.id, solved)

    def daily(self) -> Puzzle:
        """Today's puzzle: the same all day (``puzzles.daily`` by the date)."""
        return puzzles.daily(self.game, self.today().toordinal())

    def start(self, puzzle: Puzzle, rated: bool = True) -> None:
        if self.mode in ("rush", "mine"):
            rated = False  # a rush is for speed, your mistakes are yours: no rating moves
        if self.runner.puzzle is None or self.runner.puzzle.id != puzzle.id:
            self._mine_told = False  # a retry of the same puzzle is not a new attempt
        self.puzzle = puzzle
        if self.mode == "mine":
            self.title.setText(self.tr("My Mistakes"))
        else:
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
        mine = getattr(self, "_mine", None)
        refuter = mine.refute if self.mode == "mine" and mine is not None else None
        self.runner.start(puzzle, rated, refuter)
        self._update_buttons()

    def _record(self, puzzle: Puzzle, solved: bool) -> Any:
        return self.progress.record_puzzle(self.game, puzzle.id, puzzle.rating, solved)

    # ------------------------------------------------------------------ the runner says
    def _position_changed(self, state: Any, last: Any) -> None:
        expected = self.runner.expected
        follows = self.runner.follows
        self.board.show(state, last, self.runner.learner, expected or "", follows=follows)
        self.board.set_taking(expected is not None)

    def _board_said(self, text: str) -> None:
        """The board's own words on a click it refused, while it takes the learner's move."""
        if self.board.taking and text:
            self.feedback.setText(text)

    def _progressed(self) -> None:
        if self.runner.showing:
            self.feedback.setText(
                self.tr("The solution goes on like this. Show Solution plays its next move.")
            )
        else:
            self.feedback.setText(self.tr("Right. Go on."))

    def _solved(self) -> None:
        self._tell_mine(not self.runner.mistake)
        if self.runner.mistake:
            self.feedback.setText(self.tr("That is the solution."))
        else:
            self.feedback.setText(self.tr("Solved!"))
        self._update_buttons()
        if self.rush is not None and self.rush.running:
            self.rush.count(not self.runner.mistake)
            self._next_in_rush()

    def _failed(self, move: str) -> None:
        self._tell_mine(False)
        self.feedback.setText(
            self.tr("Not %1. The solver looks for its refutation…").replace("%1", move)
        )
        self._update_buttons()
        if self.rush is not None and self.rush.running:
            self.rush.count(False)
            self._next_in_rush()

    def _refuted(self, refutation: Any) -> None:
        text = self.tr("Not %1.").replace("%1", refutation.move)
        more = self.tr("Show Solution plays the solution from the start.")
        if self.mode == "rush":
            more = ""
        self.feedback.setText(f"{text} {words.refutation_text(refutation)} {more}".strip())
        self._update_buttons()

    def _update_buttons(self) -> None:
        on = self.runner.puzzle is not None
        rush = self.rush is not None and self.rush.running
        # in a running rush a wrong move moves on to the next puzzle: no solution to go back to
        shown = self.runner.can_show_solution and not (rush and self.runner.over)
        self.solution_button.setEnabled(on and shown)
        self.again_button.setEnabled(on and self.runner.over and self.mode != "rush")
        self.next_button.setEnabled(on)
        self.rush_button.setEnabled(self.rush is None or not self.rush.running)

    def try_again(self) -> None:
        """The same puzzle from its start (it no longer moves the rating)."""
        if self.runner.puzzle is not None:
            self.start(self.runner.puzzle, rated=False)

    def next_puzzle(self) -> None:
        if self.mode == "mine":
            self.next_mine()
            return
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
