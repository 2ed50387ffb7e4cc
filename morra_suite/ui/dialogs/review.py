"""Game › Review Game: every move of the game weighed by the analysis, and a chart of it.

Every position of the game (the start and after each move played) is analysed off the GUI
thread, one after the other, with a progress bar and a Cancel button (``controllers.analyser``).
Then each move is marked by how far it let the mover's evaluation fall (``value`` of
``morra_suite.ai.analyse``, in [-1, 1] for the mover; a solved win is 1, a draw 0):

- inaccuracy: a fall of ``INACCURACY`` (0.10) or more,
- mistake: ``MISTAKE`` (0.25) or more,
- blunder: ``BLUNDER`` (0.50) or more (a won position given away to a draw is a fall of 1).

The searches' values are evaluations, not probabilities, and a short search may misjudge a
quiet move; the marks say where to look, not a verdict. With more than two players (Myra) the
next side's value is read as the mover's loss. In Morra a round is two secret choices: each
hand is weighed against the optimal mix, its cost is the value of the position for its player
less what that hand is worth against the other's best reply (0 for a hand that loses nothing),
and the round is marked by the dearer of the two.

The chart draws the first player's value (White's; Morra's player who begins) over the game;
a click on a point shows that position (the session's history browsing), as a click on the
move list does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ai import judgement
from morra_suite.controllers.analyser import Analyser
from morra_suite.ui.numbers import decimal
from morra_suite.ui.panels.analysis_panel import choice_text, signed, value_for_first
from morra_suite.ui.plurals import english

if TYPE_CHECKING:
    from morra_suite.ai.analysis import Analysis
    from morra_suite.ui.window.host import Host

REVIEW_SECONDS = 0.3  # per position (Morra and the solved tables answer at once)
# The marks' thresholds and the costs are ``ai.judgement``'s: one function of the cost for every
# game, and a move equal to the analysis's best move costs nothing.
INACCURACY, MISTAKE, BLUNDER = judgement.INACCURACY, judgement.MISTAKE, judgement.BLUNDER
mark_of = judgement.mark_of
NOTE_COLUMN = 3  # the table's last column: move, mark, loss, note


@dataclass(frozen=True)
class MoveReview:
    """One move of the game weighed: ``drop`` is how much it cost its mover (>= 0 is a loss;
    NaN where no search gave a value to weigh it by)."""

    index: int  # the move's number from 0; the position after it is ``index + 1``
    text: str
    drop: float
    mark: str
    note: str  # what it cost, in words (Morra: each hand); or the better move


def review_moves(
    states: list[Any], moves: list[Any], analyses: list[Analysis], game: Any, colours: list[str]
) -> list[MoveReview]:
    """Each move weighed (``states[i + 1] == states[i].play(moves[i])``, one analysis per state)."""
    found = []
    for i, move in enumerate(moves):
        before, after, state = analyses[i], analyses[i + 1], states[i]
        text = game.move_text(state, move)
        if before.hand_values is not None:  # Morra: both hands of the round against the mix
            costs = {}
            for player, choice in enumerate((move.a, move.b)):
                worth = before.hand_values[player].get(choice)
                value = judgement.value_for(before, player, 2)
                costs[player] = 0.0 if worth is None else judgement.shown(max(0.0, value - worth))
            drop = max(costs.values())
            note = "; ".join(
                QCoreApplication.translate("ReviewDialog", "%1's %2 cost %3")
                .replace("%1", colours[p])
                .replace("%2", choice_text(state, c))
                .replace("%3", decimal(costs[p], 2))
                for p, c in enumerate((move.a, move.b))
            )
            found.append(MoveReview(i, text, drop, mark_of(drop), note))
            continue
        cost = judgement.move_cost(before, after, move, state.to_move, len(colours))
        drop = math.nan if cost is None else cost
        mark = mark_of(cost)
        note = ""
        if mark and before.best is not None and before.best != move:
            note = QCoreApplication.translate("ReviewDialog", "best was %1").replace(
                "%1", game.move_text(state, before.best)
            )
        found.append(MoveReview(i, text, drop, mark, note))
    return found


def move_labels(states: list[Any], reviews: list[MoveReview], game: Any) -> list[str]:
    """Each reviewed move as the move list numbers it ("3. d6", and "3… b4" for the reply that
    shares its number), never the plies counted from 1."""
    labels, last = [], None
    for review in reviews:
        number = game.move_number(states[0], review.index, states[review.index])
        if number is None:
            labels.append(review.text)
        else:
            labels.append(f"{number}{'…' if number == last else '.'} {review.text}")
        last = number
    return labels


def chart_numbers(states: list[Any], reviews: list[MoveReview], game: Any) -> list[str]:
    """The chart's words under each position (the start first): the move number of the move
    that led there, written once where a reply shares it (a mill pair "1. d6 1… b4" is "1"
    under d6 and nothing under b4): "1 1 2 2" read as if each ply were a move of its own."""
    numbers, last = [""], None
    for review in reviews:
        number = game.move_number(states[0], review.index, states[review.index])
        numbers.append(str(number) if number is not None and number != last else "")
        last = number
    return numbers


def move_count(states: list[Any], reviews: list[MoveReview], game: Any) -> int:
    """The moves reviewed as the move list numbers them: a mill pair "1. d6 1… b4" is one move
    of two plies, a Myra turn a move of its own, a Morra round one move (its unnumbered choice
    of start fields none). Plies counted as moves said "24 moves" of a game of 12."""
    numbers = {
        game.move_number(states[0], review.index, states[review.index]) for review in reviews
    }
    numbers.discard(None)
    return len(numbers) if numbers else len(reviews)


def point_words(
    values: list[float],
    labels: list[str],
    reviews: list[MoveReview],
    marks: dict[str, str],
    first: str,
) -> list[str]:
    """Each position of the chart in words, the start first: the move that led there, the
    first player's value, the move's mark ("3… b4: −0.40 for White, mistake")."""
    said = []
    for index, value in enumerate(values):
        where = (
            labels[index - 1] if index else QCoreApplication.translate("ReviewDialog", "the start")
        )
        text = (
            QCoreApplication.translate("ReviewDialog", "%1: %2 for %3")
            .replace("%1", where)
            .replace("%2", signed(value))
            .replace("%3", first)
        )
        mark = reviews[index - 1].mark if 0 < index <= len(reviews) else ""
        said.append(f"{text}, {marks[mark]}" if mark else text)
    return said


class ReviewCounts(QObject):
    """The review's counted words in their plural forms (lupdate reads plural forms from
    ``self.tr`` calls only, so they are methods of a small class)."""

    def summary(self, reviews: list[MoveReview], moves: int | None = None) -> str:
        """ "12 moves (23 plies): 1 inaccuracy, 2 mistakes, 0 blunders.": the moves as the move
        list numbers them (``moves``; every ply a move of its own if not given), and the plies
        weighed when they are more (every mark is a ply's)."""
        plies = len(reviews)
        moves = plies if moves is None else moves
        inaccuracies, mistakes, blunders = (
            sum(r.mark == mark for r in reviews) for mark in ("inaccuracy", "mistake", "blunder")
        )
        counted = english(self.tr("%n move(s)", "", moves), moves)
        if plies != moves:
            plies_words = english(self.tr("%n pl[y|ies]", "", plies), plies)
            counted = f"{counted} ({plies_words})"
        return (
            QCoreApplication.translate("ReviewDialog", "%1: %2, %3, %4.")
            .replace("%1", counted)
            .replace("%2", english(self.tr("%n inaccurac[y|ies]", "", inaccuracies), inaccuracies))
            .replace("%3", english(self.tr("%n mistake(s)", "", mistakes), mistakes))
            .replace("%4", english(self.tr("%n blunder(s)", "", blunders), blunders))
        )


def summary_text(reviews: list[MoveReview], moves: int | None = None) -> str:
    return ReviewCounts().summary(reviews, moves)


class EvalChart(QWidget):
    """The first player's value over the game as a polyline, one point per position, over two
    axes: the value (+1 the first player wins, −1 the other side) and the moves as the move
    list numbers them; a click on a point emits ``position_chosen(index)``."""

    position_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.marks: dict[int, str] = {}  # position index -> mark of the move that led there
        # position index -> the move number written under it: at the position after the first
        # move of that number only (White's move of a mill pair), so no number is written twice
        self.numbers: list[str] = []
        self.current: int | None = None
        self.setMinimumHeight(140)
        self.words: list[str] = []  # each position in words (``set_words``), for the ear
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # reached by Tab: the arrows walk the positions, each said (a screen reader reads the
        # chart's name, which says the position chosen)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._name()

    def set_words(self, words: list[str]) -> None:
        """Each position's value in words ("1. a1: −1.00 for White, blunder"): the chart's
        description reads them all, its name the one chosen."""
        self.words = list(words)
        self.setAccessibleDescription("; ".join(self.words))
        self._name()

    def _name(self) -> None:
        title = QCoreApplication.translate("ReviewDialog", "Evaluation over the game")
        if self.current is not None and self.current < len(self.words):
            title = f"{title}: {self.words[self.current]}"
        self.setAccessibleName(title)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right step through the positions, Home and End go to the first and the
        last; each choice shows the position as a click does."""
        if not self.values:
            super().keyPressEvent(event)
            return
        last = len(self.values) - 1
        now = self.current if self.current is not None else -1
        steps = {
            Qt.Key.Key_Left: max(0, now - 1),
            Qt.Key.Key_Right: min(last, now + 1),
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: last,
        }
        index = steps.get(Qt.Key(event.key()))
        if index is None:
            super().keyPressEvent(event)
            return
        self.choose(index)

    def choose(self, index: int) -> None:
        self.current = index
        self._name()
        self.update()
        self.position_chosen.emit(index)

    def sizeHint(self) -> QSize:
        return QSize(420, 160)

    def set_values(
        self, values: list[float], marks: dict[int, str], numbers: list[str] | None = None
    ) -> None:
        self.values, self.marks = list(values), dict(marks)
        self.numbers = list(numbers) if numbers is not None else []
        self.update()

    def value_labels(self) -> list[str]:
        """The value axis's ticks, top to bottom, as the window's language writes numbers."""
        return [f"+{decimal(1, 0)}", decimal(0, 0), f"−{decimal(1, 0)}"]

    def plot_area(self) -> QRectF:
        """Where the values are drawn: right of the value axis, above the move axis."""
        metrics = self.fontMetrics()
        left = max(metrics.horizontalAdvance(t) for t in self.value_labels()) + 12
        return QRectF(self.rect()).adjusted(left, 10, -10, -(metrics.height() + 8))

    def x_ticks(self) -> list[int]:
        """The positions whose move number is written under the axis: each number once, and
        as many as fit (one is left out where it would touch the one before)."""
        if not self.values:
            return []
        metrics = self.fontMetrics()
        ticks: list[int] = []
        last_right = -math.inf
        for i, number in enumerate(self.numbers[: len(self.values)]):
            if not number:
                continue
            half = metrics.horizontalAdvance(number) / 2
            x = self.point_at(i).x()
            if x - half >= last_right + 6:
                ticks.append(i)
                last_right = x + half
        return ticks

    def point_at(self, index: int) -> QPointF:
        """Where position ``index`` is drawn (also what a click is compared with)."""
        area = self.plot_area()
        step = area.width() / max(1, len(self.values) - 1)
        value = self.values[index]
        value = 0.0 if math.isnan(value) else max(-1.0, min(1.0, value))  # unknown: the middle
        return QPointF(area.left() + index * step, area.center().y() - value * area.height() / 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # in the palette's colours (``ui.theme``): a panel, its text, the border's lines and the
        # accent's curve, in the light and the dark appearance alike
        palette, role = self.palette(), QPalette.ColorRole
        painter.fillRect(self.rect(), palette.color(role.Base))
        area = self.plot_area()
        text_pen = QPen(palette.color(role.Text))
        axis = palette.color(role.Dark)
        accent = palette.color(role.Highlight)
        # the value axis: +1 at the top, 0 (an even game, dashed across), −1 at the foot
        painter.setPen(QPen(axis, 1))
        painter.drawLine(area.topLeft(), area.bottomLeft())
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        metrics = self.fontMetrics()
        for label, y in zip(
            self.value_labels(), (area.top(), area.center().y(), area.bottom()), strict=True
        ):
            painter.setPen(text_pen)
            box = QRectF(0, y - metrics.height() / 2, area.left() - 6, metrics.height())
            painter.drawText(
                box, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label
            )
        painter.setPen(QPen(palette.color(role.Mid), 1, Qt.PenStyle.DashLine))
        middle = area.center().y()
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        if self.values:
            for i in self.x_ticks():
                if i >= len(self.values):
                    break
                x = self.point_at(i).x()
                painter.setPen(QPen(axis, 1))
                painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 3))
                painter.setPen(text_pen)
                box = QRectF(x - 30, area.bottom() + 4, 60, metrics.height())
                painter.drawText(box, int(Qt.AlignmentFlag.AlignHCenter), self.numbers[i])
            points = [self.point_at(i) for i in range(len(self.values))]
            painter.setPen(QPen(accent, 2))
            painter.drawPolyline(QPolygonF(points))
            colours = {"inaccuracy": "#e0b000", "mistake": "#e07000", "blunder": "#c0392b"}
            for i, at in enumerate(points):
                mark = colours.get(self.marks.get(i, ""))
                colour = QColor(mark) if mark is not None else accent
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                radius = 5.0 if i in self.marks else 3.0
                painter.drawEllipse(at, radius, radius)
            if self.current is not None and self.current < len(points):
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(palette.color(role.Text), 2))
                painter.drawEllipse(points[self.current], 7.0, 7.0)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.values:
            return
        x = event.position().x()
        self.choose(min(range(len(self.values)), key=lambda i: abs(self.point_at(i).x() - x)))


class ReviewDialog(QDialog):
    """The review of the game on (non-modal: the board shows the positions chosen)."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.setWindowTitle(QCoreApplication.translate("ReviewDialog", "Review Game"))
        self.setAccessibleName(QCoreApplication.translate("ReviewDialog", "Review Game"))
        self.host = host
        self.reviews: list[MoveReview] = []
        self.analyses: list[Analysis] = []
        self.controller: Any = None  # the game reviewed (``start``)
        self.analyser = Analyser(self)
        self.analyser.progress.connect(self._progress)
        self.analyser.analysed.connect(self._done)
        layout = QVBoxLayout(self)
        self.summary = QLabel(QCoreApplication.translate("ReviewDialog", "Analysing the game…"))
        self.analyser.failed.connect(lambda _t, reason: self.summary.setText(reason))
        self.summary.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(
            QCoreApplication.translate("ReviewDialog", "Progress of the review")
        )
        self.chart = EvalChart()
        self.chart.position_chosen.connect(self.show_position)
        self.table = QTableWidget(0, 4)
        self.table.setAccessibleName(QCoreApplication.translate("ReviewDialog", "Moves weighed"))
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("ReviewDialog", "Move"),
                QCoreApplication.translate("ReviewDialog", "Mark"),
                QCoreApplication.translate("ReviewDialog", "Loss"),
                QCoreApplication.translate("ReviewDialog", "Note"),
            ]
        )
        self.table.horizontalHeader().setStretchLastSection(True)
        # a long note (German, Danish, Morra's two hands) wraps at its words, and the rows grow
        # to hold it whenever the note column's width changes (the dialog resized, a scroll bar
        # shown): rows fitted once, before the scroll bar took its width, cut it with "…"
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the move's own number ("3… c4") is its name: the table's row numbers counted plies
        # beside it, a second numbering
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.cellClicked.connect(lambda row, _c: self.show_position(row + 1))
        self.cancel_button = QPushButton(QCoreApplication.translate("ReviewDialog", "Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.ActionRole)
        for widget in (self.summary, self.progress, self.chart, self.table, buttons):
            layout.addWidget(widget)
        self.resize(560, 520)

    @classmethod
    def open_for(cls, host: Host) -> ReviewDialog | None:
        """Starts reviewing the game on (up to the move played last) and shows the dialog."""
        session = host.session
        if not session.has_game or session.controller is None:
            return None
        from morra_suite.ui.dialogs.dialog_placement import beside

        dialog = cls(host)
        dialog.start()
        board = host.view
        placed = False
        if board is not None and board.isVisible():
            beside(dialog, board, host.widget())  # its clicks change the board: keep it seen
            placed = True
        host.open_dialog(dialog, modal=False, centred=not placed)
        return dialog

    def start(self) -> None:
        self.controller = self.host.session.controller
        record = self.controller.record  # type: ignore[union-attr]
        self.states = [record.state_at(i) for i in range(record.cursor + 1)]
        self.moves = list(record.moves)
        self.progress.setRange(0, len(self.states))
        self.progress.setValue(0)
        self.cancel_button.setEnabled(True)
        self.cancel_button.show()
        self.analyser.request_series(self.states, REVIEW_SECONDS, tag="review")

    def show_position(self, index: int) -> None:
        """The position after ``index`` moves on the board (of the game reviewed only), and
        that move's row chosen and scrolled to in the table (a chart point far down the game
        chose a row out of sight)."""
        session = self.host.session
        if session.controller is self.controller:
            session.view_position(index)
        row = index - 1  # the start has no row: the first move's is shown then
        if self.table.rowCount():
            row = min(max(row, 0), self.table.rowCount() - 1)
            self.table.selectRow(row)
            cell = self.table.model().index(row, 0)
            self.table.scrollTo(cell, QTableWidget.ScrollHint.EnsureVisible)

    def cancel(self) -> None:
        self.analyser.cancel()
        self._finished()
        self.summary.setText(QCoreApplication.translate("ReviewDialog", "Review cancelled."))

    def _finished(self) -> None:
        """Nothing is left to cancel: only Close stays (a disabled Cancel beside it looked as
        if the review still ran, and the theme's disabled words read almost as the others)."""
        self.cancel_button.setEnabled(False)
        self.cancel_button.hide()

    def closeEvent(self, event: Any) -> None:
        self.analyser.shutdown()
        if getattr(self, "mistakes", None) is not None:
            self.mistakes.shutdown()
        super().closeEvent(event)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setValue(done)
        self.summary.setText(
            QCoreApplication.translate("ReviewDialog", "Analysing position %1 of %2…")
            .replace("%1", str(done))
            .replace("%2", str(total))
        )

    def _colours(self) -> list[str]:
        kit, state = self.host.kit, self.states[0]
        count = getattr(state, "num_players", 2)
        return kit.colour_names(count) if kit is not None else [str(i + 1) for i in range(count)]

    def _done(self, _tag: Any, analyses: list[Analysis]) -> None:
        self.analyses = analyses
        self._finished()
        colours = self._colours()
        game = self.host.session.game
        self.reviews = review_moves(self.states, self.moves, analyses, game, colours)
        words = {
            "inaccuracy": QCoreApplication.translate("ReviewDialog", "inaccuracy"),
            "mistake": QCoreApplication.translate("ReviewDialog", "mistake"),
            "blunder": QCoreApplication.translate("ReviewDialog", "blunder"),
            "": "",
        }
        self.table.setRowCount(len(self.reviews))
        labels = move_labels(self.states, self.reviews, game)
        for row, review in enumerate(self.reviews):
            cells = (
                labels[row],
                words[review.mark],
                signed(-review.drop) if review.drop >= 0.005 else "",
                review.note,
            )
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        for column in range(3):  # the move, its mark and its loss whole; the note takes the rest
            self.table.resizeColumnToContents(column)
        values = [value_for_first(a, len(colours)) for a in analyses]
        assert game is not None  # a game was reviewed
        numbers = chart_numbers(self.states, self.reviews, game)
        self.chart.set_values(
            values, {r.index + 1: r.mark for r in self.reviews if r.mark}, numbers
        )
        self.chart.set_words(point_words(values, labels, self.reviews, words, colours[0]))
        self.summary.setText(
            summary_text(self.reviews, move_count(self.states, self.reviews, game))
        )
        self._find_mistakes(analyses)

    def _find_mistakes(self, analyses: list[Analysis]) -> None:
        """The moves that lost the most become puzzles to practise (``learn.mistakes``): the
        review's analyses are the first look, a deeper one confirms (off the GUI thread)."""
        from morra_suite.controllers import course_store
        from morra_suite.controllers.mistake_finder import MistakeFinder

        people = [i for i, seat in enumerate(self.host.session.seats) if seat.is_human]
        self.mistakes = MistakeFinder(course_store.practice, self)
        self.mistakes.found.connect(self._mistakes_found)
        self.mistakes.find(self.states, self.moves, people or None, analyses)

    def _mistakes_found(self, new: list[Any]) -> None:
        if new:
            text = QCoreApplication.translate(
                "ReviewDialog", "%1 of these moves became puzzles to practise: Learn › My Mistakes."
            )
            self.summary.setText(self.summary.text() + "\n" + text.replace("%1", str(len(new))))


def review_game(host: Host) -> ReviewDialog | None:
    """Game › Review Game: the review of the host's game (not blocking); returns the dialog."""
    return ReviewDialog.open_for(host)
