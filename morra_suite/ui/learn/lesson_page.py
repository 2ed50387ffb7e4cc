"""A lesson on the real board: the lessons of a game in a list, the step's sentence and task,
what the rules said of the last try, and Previous / Show / Try again / Next.

The runner (``controllers.learn_lesson.LessonRunner``) keeps the step and asks the rules; this
page only shows what it says. A wrong try is played on the board with its reason in words, so the
learner sees what happened; Try again puts the step's position back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from morra_suite.controllers.learn_lesson import LessonRunner
from morra_suite.learn.lessons import Lesson
from morra_suite.ui.learn.training_board import TrainingBoard


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
    ) -> None:
        super().__init__(parent)
        self.kit, self.lessons = kit, lessons
        self._mark_done = mark_done
        self.done = set(done)
        self.runner: LessonRunner | None = None
        self.view = kit.create_view(self)
        self.board = TrainingBoard(self.view)
        self.board.tried.connect(self._tried)

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
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setAccessibleName(self.tr("What the rules say"))
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
        side.addWidget(self.feedback)
        side.addStretch(1)
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
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(panel)
        for lesson in lessons:
            self.list.addItem(QListWidgetItem(self._list_text(lesson)))

    def _list_text(self, lesson: Lesson) -> str:
        return ("✓ " if lesson.id in self.done else "   ") + lesson.title

    # ------------------------------------------------------------------ steps
    def open_lesson(self, row: int) -> None:
        """Starts lesson number ``row`` at its first step."""
        if not 0 <= row < len(self.lessons):
            return
        if self.list.currentRow() != row:
            self.list.setCurrentRow(row)  # comes back here through currentRowChanged
            return
        lesson = self.lessons[row]
        self.runner = LessonRunner(self.kit.key, lesson, self._finished_lesson, self)
        self.runner.step_shown.connect(self._step_shown)
        self.runner.tried.connect(self._verdict)
        self.title.setText(lesson.title)
        self.runner.start()

    def _step_shown(self, index: int) -> None:
        runner = self.runner
        assert runner is not None
        step = runner.step
        self.counter.setText(
            self.tr("Step %1 of %2").replace("%1", str(index + 1)).replace("%2", str(runner.count))
        )
        self.text.setText(step.text)
        self.feedback.setText(self.tr("Your move."))
        self.board.show(step.state(), None, step.player, step.shown)
        self._update_buttons()

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
            if runner.is_last:
                self.feedback.setText(self.tr("Well done: the lesson is done."))
            else:
                self.feedback.setText(self.tr("Well done. On to the next step."))
        else:
            self.feedback.setText(verdict.reason)
            try:
                played = state.parse_move(move)
            except ValueError:
                played = None
            if played is not None:  # the wrong try played out, for the learner to see
                self.board.show(state.play(played), played, step.player, follows=True)
            self.board.set_taking(False)
        self._update_buttons()

    def _finished_lesson(self, game: str, lesson_id: str) -> None:
        self._mark_done(game, lesson_id)
        self.done.add(lesson_id)
        row = next(i for i, lesson in enumerate(self.lessons) if lesson.id == lesson_id)
        item = self.list.item(row)
        if item is not None:
            item.setText(self._list_text(self.lessons[row]))
        self.lesson_finished.emit(lesson_id)

    def _update_buttons(self) -> None:
        runner = self.runner
        on = runner is not None
        self.previous_button.setEnabled(runner is not None and runner.index > 0)
        self.next_button.setEnabled(runner is not None and not runner.is_last and runner.step_done)
        self.show_button.setEnabled(on and self.board.taking)
        self.again_button.setEnabled(on and not self.board.taking)

    def show_step(self) -> None:
        """Plays the step's own move for the learner."""
        if self.runner is not None and self.board.taking:
            self.board.set_taking(False)
            self.runner.show()

    def try_again(self) -> None:
        if self.runner is not None:
            self.runner.go_to(self.runner.index)

    def next_step(self) -> None:
        if self.runner is not None and not self.runner.next_step():
            self._update_buttons()

    def previous_step(self) -> None:
        if self.runner is not None:
            self.runner.previous_step()
