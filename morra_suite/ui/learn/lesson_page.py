"""A lesson on the real board: the game's course in a list, the step's sentence and task, a message
line under the board, and Previous / Show / Try Again / Next.

The runner (``controllers.learn_lesson.LessonRunner``) keeps the step and asks the rules; this
page only shows what it says. The message line answers every try in words: a wrong move with the
rules' reason for the step (played on the board, so the learner sees what happened), a click the
board refused with the board's own reason. Try Again puts the step's position back; Show plays
the step (after a wrong try too). A finished lesson earns a mark (one to three stars, kept in
the learner's course file, ``learn.course``) and Next leads on to the next lesson; the course
remembers the lesson and step shown, and opens there next time.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from morra_suite.controllers.learn_lesson import LessonRunner
from morra_suite.learn.course import BEST_MARK, Course
from morra_suite.learn.lessons import Lesson
from morra_suite.ui.learn.message_line import MessageLine
from morra_suite.ui.learn.training_board import TrainingBoard, coordinates_shown


def stars(mark: int) -> str:
    """A lesson's mark as stars ("★★☆"); blank room for a lesson not yet done."""
    if mark <= 0:
        return "   "
    return "★" * mark + "☆" * (BEST_MARK - mark)


class LessonPage(QWidget):
    """The lessons of one game; ``lesson_finished(lesson_id)`` when one is done."""

    lesson_finished = Signal(str)

    def __init__(
        self,
        kit: Any,
        lessons: tuple[Lesson, ...],
        done: frozenset[str],
        mark_done: Callable[[str, str], None],
        parent: QWidget | None = None,
        course: Course | None = None,
    ) -> None:
        super().__init__(parent)
        self.kit, self.lessons = kit, lessons
        self._mark_done = mark_done
        self.course = course
        self.done = set(done)
        self.runner: LessonRunner | None = None
        self._pending_step = 0  # the step to open at when the list's row change opens a lesson
        self.view = kit.create_view(self)
        self.board = TrainingBoard(self.view)
        self.board.tried.connect(self._tried)
        self.view.status_message.connect(self._board_said)

        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Lessons"))
        self.list.currentRowChanged.connect(self.open_lesson)
        self.title = QLabel()
        self.title.setObjectName("lesson_title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.counter = QLabel()
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.feedback = MessageLine()
        self.coordinates = QCheckBox(self.tr("&Coordinates"))
        self.coordinates.setChecked(coordinates_shown())
        self.coordinates.toggled.connect(self.board.set_show_coordinates)
        self.previous_button = QPushButton(self.tr("&Previous"))
        self.show_button = QPushButton(self.tr("S&how"))
        self.again_button = QPushButton(self.tr("&Try Again"))
        self.next_button = QPushButton(self.tr("&Next"))
        self.previous_button.clicked.connect(self.previous_step)
        self.show_button.clicked.connect(self.show_step)
        self.again_button.clicked.connect(self.try_again)
        self.next_button.clicked.connect(self.next_step)

        side = QVBoxLayout()
        side.addWidget(self.list, 2)
        side.addWidget(self.title)
        side.addWidget(self.counter)
        side.addWidget(self.text)
        side.addStretch(1)
        side.addWidget(self.coordinates)
        buttons = QHBoxLayout()
        for button in (
            self.previous_button,
            self.show_button,
            self.again_button,
            self.next_button,
        ):
            buttons.addWidget(button)
        side.addLayout(buttons)
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
        for lesson in lessons:
            self.list.addItem(QListWidgetItem(self._list_text(lesson)))

    def _list_text(self, lesson: Lesson) -> str:
        mark = self.course.mark(self.kit.key, lesson.id) if self.course is not None else 0
        if mark == 0 and lesson.id in self.done:
            return "✓  " + lesson.title
        return f"{stars(mark)}  {lesson.title}"

    # ------------------------------------------------------------------ steps
    def open_lesson(self, row: int, step: int = 0) -> None:
        """Starts lesson number ``row`` at ``step`` (its first by default)."""
        if not 0 <= row < len(self.lessons):
            return
        if self.list.currentRow() != row:
            self._pending_step = step
            self.list.setCurrentRow(row)  # comes back here through currentRowChanged
            return
        step, self._pending_step = self._pending_step or step, 0
        lesson = self.lessons[row]
        self.runner = LessonRunner(self.kit.key, lesson, self._finished_lesson, self)
        self.runner.step_shown.connect(self._step_shown)
        self.runner.tried.connect(self._verdict)
        self.title.setText(lesson.title)
        self.runner.go_to(min(step, self.runner.count - 1))

    def open_where_left(self) -> None:
        """Opens the lesson and step the course remembers (the first lesson when none)."""
        place = self.course.place(self.kit.key) if self.course is not None else None
        rows = [i for i, lesson in enumerate(self.lessons) if place and lesson.id == place.lesson]
        if place is not None and rows:
            self.open_lesson(rows[0], place.step)
        else:
            self.open_lesson(0)

    def _step_shown(self, index: int) -> None:
        runner = self.runner
        assert runner is not None
        step = runner.step
        self.counter.setText(
            self.tr("Step %1 of %2").replace("%1", str(index + 1)).replace("%2", str(runner.count))
        )
        self.text.setText(step.text)
        self.board.mark(step.marks)
        self.board.show(step.state(), None, step.player, step.shown)
        self.feedback.setText(self.tr("Your move."))
        if self.course is not None:
            # the place is a convenience: a full disk must not stop the lesson
            with contextlib.suppress(OSError):
                self.course.set_place(self.kit.key, runner.lesson.id, index)
        self._update_buttons()

    def _board_said(self, text: str) -> None:
        """The board's own words on a click (a refusal, what to click next) while it takes the
        learner's input; after a try, the try's verdict stays on the line."""
        if self.board.taking and text:
            self.feedback.setText(text)

    def _tried(self, move: str) -> None:
        if self.runner is not None:
            self.runner.try_move(move)

    def _verdict(self, move: str, verdict: Any, after: Any) -> None:
        runner = self.runner
        assert runner is not None
        step = runner.step
        state = step.state()
        if verdict.accepted:
            self.board.show(after, state.parse_move(move), step.player, follows=True)
            self.board.set_taking(False)
            if runner.finished_lesson and runner.is_last:
                message = self.tr("Well done: the lesson is done.")
                if self._next_lesson_row() is not None:
                    message += " " + self.tr("Next leads to the next lesson.")
                self.feedback.setText(message)
            else:
                self.feedback.setText(self.tr("Well done. On to the next step."))
        else:
            try:
                played = state.parse_move(move)
            except ValueError:
                played = None
            if played is not None:  # the wrong try played out, for the learner to see
                self.board.show(state.play(played), played, step.player, follows=True)
            self.board.set_taking(False)
            self.feedback.setText(
                verdict.reason + " " + self.tr("Try again, or Show to see it done.")
            )
        self._update_buttons()

    def _finished_lesson(self, game: str, lesson_id: str) -> None:
        self._mark_done(game, lesson_id)
        self.done.add(lesson_id)
        runner = self.runner
        if self.course is not None and runner is not None and runner.mark:
            # a mark is not worth a lost lesson: the progress file has it done
            with contextlib.suppress(OSError):
                self.course.record_mark(game, lesson_id, runner.mark)
        row = next(i for i, lesson in enumerate(self.lessons) if lesson.id == lesson_id)
        item = self.list.item(row)
        if item is not None:
            item.setText(self._list_text(self.lessons[row]))
        self.lesson_finished.emit(lesson_id)

    def _next_lesson_row(self) -> int | None:
        row = self.list.currentRow() + 1
        return row if row < len(self.lessons) else None

    def _update_buttons(self) -> None:
        runner = self.runner
        on = runner is not None
        self.previous_button.setEnabled(runner is not None and runner.index > 0)
        if runner is not None and runner.is_last and runner.step_done:
            self.next_button.setText(self.tr("&Next Lesson"))
            self.next_button.setEnabled(self._next_lesson_row() is not None)
        else:
            self.next_button.setText(self.tr("&Next"))
            self.next_button.setEnabled(runner is not None and runner.step_done)
        self.show_button.setEnabled(on and runner is not None and not runner.step_done)
        self.again_button.setEnabled(on and not self.board.taking)

    def show_step(self) -> None:
        """Plays the step's own move for the learner, from the step's position (a wrong try
        on the board is taken back first)."""
        runner = self.runner
        if runner is None or runner.step_done:
            return
        step = runner.step
        self.board.show(step.state(), None, step.player, step.shown)
        self.board.set_taking(False)
        runner.show()

    def try_again(self) -> None:
        if self.runner is not None:
            self.runner.go_to(self.runner.index)

    def next_step(self) -> None:
        """The next step, or the next lesson once the last step is done."""
        runner = self.runner
        if runner is None:
            return
        if runner.is_last and runner.step_done:
            row = self._next_lesson_row()
            if row is not None:
                self.open_lesson(row)
            return
        if not runner.next_step():
            self._update_buttons()

    def previous_step(self) -> None:
        if self.runner is not None:
            self.runner.previous_step()
