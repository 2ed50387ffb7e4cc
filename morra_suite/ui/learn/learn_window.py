"""The Learn window: a game's lessons, or puzzles of a chosen game, beside the main window.

One window of its own (not modal: the game in the main window stays as it is), opened through the
host (``ui.window.host.Host``) by the Learn menu's rows (``ui.learn.centre``). It shows one page at
a time: a ``LessonPage`` or a ``PuzzlePage``, each on a fresh board of the game's kit.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from morra_suite.learn import lessons, puzzles
from morra_suite.ui import kits
from morra_suite.ui.i18n import current_language
from morra_suite.ui.learn.lesson_page import LessonPage
from morra_suite.ui.learn.puzzle_page import PuzzlePage


class LearnWindow(QDialog):
    """Lessons and puzzles; ``page`` is the one shown."""

    def __init__(self, progress: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.progress = progress
        self.page: LessonPage | PuzzlePage | None = None
        self.mode = ""
        self.resize(1080, 700)
        self.heading = QLabel()
        self.games = QComboBox()
        self.games.setAccessibleName(self.tr("Game"))
        for key in kits.kit_keys():
            if has_puzzles(key):
                self.games.addItem(kits.get_kit(key).title, key)
        self.games.activated.connect(lambda _: self._game_chosen())
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.games)
        self.area = QVBoxLayout(self)
        self.area.addLayout(top)

    def _set_page(self, page: LessonPage | PuzzlePage) -> None:
        if self.page is not None:
            self.area.removeWidget(self.page)
            if isinstance(self.page, PuzzlePage):
                self.page.shutdown()
            self.page.hide()
            self.page.deleteLater()
        self.page = page
        self.area.addWidget(page, 1)

    def open_lessons(self, game: str) -> LessonPage:
        """The lessons of ``game`` in the language of the window, open where the learner left
        the course (the first lesson the first time)."""
        from morra_suite.controllers import course_store

        kit = kits.get_kit(game)
        found = lessons.load(game, current_language())
        page = LessonPage(
            kit,
            found,
            self.progress.lessons_done(game),
            self.progress.mark_lesson_done,
            course=course_store.course(),
        )
        self.mode = "lessons"
        self._set_page(page)
        self.games.setVisible(False)
        self.heading.setText(self.tr("Learn %1").replace("%1", kit.title))
        self.setWindowTitle(self.tr("Learn %1").replace("%1", kit.title))
        page.open_where_left()
        return page

    def open_puzzles(self, game: str, mode: str = "practice") -> PuzzlePage:
        """Puzzles of ``game`` in ``mode`` (practice, daily or rush)."""
        kit = kits.get_kit(game)
        page = PuzzlePage(kit, mode, self.progress)
        self.mode = mode
        self._set_page(page)
        self.games.setVisible(True)
        index = self.games.findData(game)
        if index >= 0:
            self.games.setCurrentIndex(index)
        titles = {
            "practice": self.tr("Puzzles"),
            "daily": self.tr("Daily Puzzle"),
            "rush": self.tr("Puzzle Rush"),
            "mine": self.tr("My Mistakes"),
        }
        self.heading.setText(titles[mode])
        self.setWindowTitle(titles[mode])
        return page

    def closeEvent(self, event: Any) -> None:
        if isinstance(self.page, PuzzlePage):
            self.page.shutdown()
        super().closeEvent(event)

    def _game_chosen(self) -> None:
        game = self.games.currentData()
        if game and self.mode in ("practice", "daily", "rush", "mine"):
            self.open_puzzles(str(game), self.mode)


def has_puzzles(game: str) -> bool:
    try:
        return bool(puzzles.load(game))
    except ValueError:
        return False


def has_lessons(game: str) -> bool:
    try:
        return bool(lessons.load(game))
    except ValueError:
        return False
