"""My Progress: per game the lessons done, the puzzles solved, the puzzle rating with its history
as a chart, and the results against each computer level with an estimated strength and the
level to play next (``learn.next_level``), described in the kit's words.

It reads the learner's store (``learn.progress.Progress``) and the own mistakes kept to practise
(``learn.practice``), and writes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ui.learn import words
from morra_suite.ui.learn.rating_chart import RatingChart


class GameProgress(QWidget):
    """One game's tab."""

    def __init__(self, game: str, progress: Any, lesson_count: int, puzzle_count: int) -> None:
        super().__init__()
        self.game = game
        layout = QVBoxLayout(self)
        done = len(progress.lessons_done(game))
        self.lessons_label = QLabel(
            self.tr("Lessons done: %1 of %2")
            .replace("%1", str(done))
            .replace("%2", str(lesson_count))
        )
        solved = len(progress.puzzles_solved(game))
        self.puzzles_label = QLabel(
            self.tr("Puzzles solved: %1 of %2")
            .replace("%1", str(solved))
            .replace("%2", str(puzzle_count))
        )
        self.rating_label = QLabel(words.rating_text(progress.rating(game)))
        self.chart = RatingChart()
        self.chart.set_points(progress.history(game))
        for widget in (self.lessons_label, self.puzzles_label, self.rating_label, self.chart):
            layout.addWidget(widget)
        self.mistakes_label = QLabel(_mistakes_text(game))
        self.mistakes_label.setWordWrap(True)
        self.practise_button = QPushButton(self.tr("Practise My &Mistakes"))
        layout.addWidget(self.mistakes_label)
        layout.addWidget(self.practise_button)
        results = progress.results(game)
        self.table = QTableWidget(len(results), 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Computer level"), self.tr("Won"), self.tr("Drawn"), self.tr("Lost")]
        )
        self.table.verticalHeader().setVisible(False)
        for row, (level, counts) in enumerate(results.items()):
            for column, value in enumerate((level, counts.won, counts.drawn, counts.lost)):
                self.table.setItem(row, column, QTableWidgetItem(str(value)))
        self.table.setMaximumHeight(40 + 26 * max(1, len(results)))
        layout.addWidget(QLabel(self.tr("Against the computer")))
        if results:
            layout.addWidget(self.table)
        strength = progress.estimated_strength(game)
        if strength is None:
            text = self.tr("No finished game against the computer yet.")
        else:
            text = (
                self.tr("Estimated strength: %1 ± %2")
                .replace("%1", str(round(strength.rating)))
                .replace("%2", str(round(2 * strength.deviation)))
            )
        self.strength_label = QLabel(text)
        layout.addWidget(self.strength_label)
        self.next_label = QLabel(_next_text(game, progress))
        self.next_label.setWordWrap(True)
        self.next_label.setAccessibleName(self.tr("Level to play next"))
        layout.addWidget(self.next_label)
        layout.addStretch(1)


def _next_text(game: str, progress: Any) -> str:
    """The level to play next (``learn.next_level``) and why, with what that level does."""
    from PySide6.QtCore import QCoreApplication

    from morra_suite.controllers.computers import max_level
    from morra_suite.learn.next_level import suggest
    from morra_suite.ui import kits

    top = max_level(game)
    advice = suggest(progress.recent(game), progress.results(game), top)

    why = {
        "start": QCoreApplication.translate(
            "GameProgress",
            "Start with the computer at level %1 and climb: two wins in a row there suggest "
            "the next level.",
        ),
        "up": QCoreApplication.translate(
            "GameProgress", "You won your last two games at level %2: try level %1 next."
        ),
        "down": QCoreApplication.translate(
            "GameProgress",
            "You lost your last two games at level %2: try level %1, then climb again.",
        ),
        "again": QCoreApplication.translate(
            "GameProgress", "Play level %1 again: two wins in a row there suggest the next level."
        ),
        "top": QCoreApplication.translate(
            "GameProgress", "You won your last two games at level %1, the strongest: well played!"
        ),
    }[advice.why]
    text = why.replace("%1", str(advice.level)).replace("%2", str(advice.at))
    words = kits.get_kit(game).describe_level(advice.level, top)
    if words:
        level = QCoreApplication.translate("GameProgress", "Level %1: %2")
        text += "\n" + level.replace("%1", str(advice.level)).replace("%2", words)
    return text


def _mistakes_text(game: str) -> str:
    """Your own mistakes to practise (``learn.practice``): due, waiting, learnt."""
    from PySide6.QtCore import QCoreApplication

    from morra_suite.controllers import course_store

    book = course_store.practice()
    counts = book.counts(game)
    waiting = sum(1 for g in book.pending if g.game == game)
    return (
        QCoreApplication.translate(
            "GameProgress",
            "Your mistakes as puzzles: %1 due now, %2 waiting, %3 learnt (solved twice); "
            "%4 finished games still to look at.",
        )
        .replace("%1", str(counts.due))
        .replace("%2", str(counts.waiting))
        .replace("%3", str(counts.learnt))
        .replace("%4", str(waiting))
    )


class ProgressDialog(QDialog):
    """The tabs of every game that has lessons or puzzles (``games``: (key, title, lessons,
    puzzles) counts); ``practise(game)`` when Practise My Mistakes is pressed."""

    practise = Signal(str)

    def __init__(
        self,
        progress: Any,
        games: Sequence[tuple[str, str, int, int]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("My Progress"))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.pages: dict[str, GameProgress] = {}
        for key, title, lesson_count, puzzle_count in games:
            page = GameProgress(key, progress, lesson_count, puzzle_count)
            page.practise_button.clicked.connect(lambda _=False, k=key: self.practise.emit(k))
            self.pages[key] = page
            self.tabs.addTab(page, title)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def show_game(self, key: str) -> None:
        if key in self.pages:
            self.tabs.setCurrentWidget(self.pages[key])
