"""One lesson being played: which step is on, what the rules said of the last try, when it is done.

QtCore only. The lesson page (``ui.learn.lesson_page``) shows what this says and hands it the
board's moves as text; the rules judge them (``learn.lessons.check``), so nothing here or in the
page decides what a task accepts. A finished lesson is recorded in the learner's progress, and
earns a mark (``learn.course.mark_of``: fewer wrong tries, a better mark; a step shown, the least).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from morra_suite.learn import lessons
from morra_suite.learn.course import mark_of
from morra_suite.learn.lessons import Lesson, Step, Verdict


class LessonRunner(QObject):
    """Steps through ``lesson``: ``try_move`` judges a move, ``show`` plays the step's own
    move, ``next_step`` and ``previous_step`` go on and back. ``step_shown(index)`` after every
    change of step; ``tried(move, verdict, state_after)`` after a try (the state after the move
    when it was accepted, else ``None``); ``finished()`` once the last step is done."""

    step_shown = Signal(int)
    tried = Signal(str, object, object)
    finished = Signal()

    def __init__(
        self,
        game: str,
        lesson: Lesson,
        mark_done: Callable[[str, str], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game, self.lesson = game, lesson
        self._mark_done = mark_done
        self.index = 0
        self.done: set[int] = set()  # steps whose task was done
        self.last: Verdict | None = None
        self.wrong_tries = 0
        self.shown_steps: set[int] = set()  # steps the learner asked to see done

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def count(self) -> int:
        return len(self.lesson.steps)

    @property
    def finished_lesson(self) -> bool:
        return len(self.done) == self.count

    @property
    def mark(self) -> int:
        """The mark the lesson earns as it went (0 until it is done)."""
        if not self.finished_lesson:
            return 0
        return mark_of(self.wrong_tries, bool(self.shown_steps))

    @property
    def is_last(self) -> bool:
        return self.index == self.count - 1

    @property
    def step_done(self) -> bool:
        return self.index in self.done

    def start(self) -> None:
        self.go_to(0)

    def go_to(self, index: int) -> None:
        if not 0 <= index < self.count:
            raise ValueError(f"step {index}: the lesson has steps 0 to {self.count - 1}")
        self.index = index
        self.last = None
        self.step_shown.emit(index)

    def next_step(self) -> bool:
        if self.is_last:
            return False
        self.go_to(self.index + 1)
        return True

    def previous_step(self) -> bool:
        if self.index == 0:
            return False
        self.go_to(self.index - 1)
        return True

    def try_move(self, move: str) -> Verdict:
        """The rules' verdict on ``move``; an accepted one completes the step."""
        verdict = lessons.check(self.step, move)
        self.last = verdict
        # Any: the state after the move, of whatever game the lesson teaches
        after: Any = None
        new = self.index not in self.done
        if verdict.accepted:
            after = self.step.state().play(move)
            self.done.add(self.index)
        elif new:
            self.wrong_tries += 1
        self.tried.emit(move, verdict, after)
        if verdict.accepted and new and self.finished_lesson:  # once, when the last one is done
            if self._mark_done is not None:
                self._mark_done(self.game, self.lesson.id)
            self.finished.emit()
        return verdict

    def show(self) -> Verdict:
        """Plays the step's own move (the learner asked to see it done)."""
        if self.index not in self.done:
            self.shown_steps.add(self.index)
        return self.try_move(self.step.shown)
