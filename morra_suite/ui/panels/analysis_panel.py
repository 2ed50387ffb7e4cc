"""View › Analysis: what the computer sees in the position on the board, kept up to date.

A compact block under the move list and a slim bar beside the board. After every move, undo
or look back in the move list, the shown position is analysed off the GUI thread
(``controllers.analyser``; a position the board has left is never shown: the analyser drops
stale answers). What it says, per game (the figures
are ``morra_suite.ai.analyse``'s, see its docstring):

- mill games: "White wins in 4 moves (7 plies)" (with best play, moves counted as the move list
  numbers them) or "Draw" where the position is solved; else the evaluation in pieces ahead
  ("+0.9 pieces for White"), a bar (White's side at the foot; its ends only for a decided game)
  and the best line in notation; a position with one legal move is valued as the one after it,
  and a value no search produced says "no score", never an even game;
- Myra: the evaluation bar, the best move and the line; with three players a bar of three
  segments in the players' colours instead (``ui/panels/standing_bar.py``: each player's standing);
- Morra: each player's chance to win under optimal play, both optimal mixes, and what each
  hand (or start field) is worth against the other's best reply.

While the tables of the game on the board are being solved in the background (Six Men's
Morris's whole game, or the 24-point endgames of rules that ship none; the computer players and
the analysis solve them in their child processes), a line above the verdict says how far that
has come ("Solving Six Men's Morris… 40 %"), polled twice a second from ``ai.analysis.solving``;
when it is done, the position is analysed again, now from the tables.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ai.judgement import pieces
from morra_suite.controllers.analyser import Analyser
from morra_suite.ui import numbers
from morra_suite.ui.panels.eval_bar import EvalBar
from morra_suite.ui.panels.standing_bar import StandingBar
from morra_suite.ui.plurals import english

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QHideEvent, QShowEvent

    from morra_suite.ai.analysis import Analysis
    from morra_suite.ui.window.host import Host

PANEL_SECONDS = 1.0  # the panel's thinking time per position
SOLVING_POLL_MS = 500  # how often the panel asks how far a background solve has come
RELOAD_MS = 3000  # after a solve, when the panel asks once more if the answer is still searched


def solving_text(kind: str, part: float) -> str:
    """The progress line of a background solve (``ai.analysis.solving``'s kind and part)."""
    if kind == "six":
        text = QCoreApplication.translate("AnalysisPanel", "Solving Six Men's Morris… %1 %")
    else:
        text = QCoreApplication.translate("AnalysisPanel", "Solving the endgames… %1 %")
    return text.replace("%1", str(int(100 * part)))


def percent(probability: float) -> str:
    """A probability in per cent, as the window's language writes numbers ("12,5 %")."""
    return numbers.percent(probability, 1)


def signed(value: float) -> str:
    """A signed number with two decimals in the window's language; never "-0.00" (a rounded
    zero is even, not behind)."""
    if math.isnan(value):
        return "–"
    shown = round(value, 2) + 0.0  # + 0.0 turns -0.0 into 0.0
    return numbers.signed_decimal(shown, 2) if shown else numbers.decimal(0.0, 2)


def pieces_text(value: float) -> str:
    """A search's evaluation in its unit, pieces ahead ("+0.9 pieces"); "no score" where no
    search produced one."""
    if math.isnan(value):
        return QCoreApplication.translate("AnalysisPanel", "no score")
    amount = round(pieces(value), 1) + 0.0
    number = numbers.signed_decimal(amount, 1) if amount else numbers.decimal(0.0, 1)
    if abs(amount) == 1.0:
        return QCoreApplication.translate("AnalysisPanel", "%1 piece").replace("%1", number)
    return QCoreApplication.translate("AnalysisPanel", "%1 pieces").replace("%1", number)


class AnalysisCounts(QObject):
    """The analysis's counted words, each in its language's plural form (lupdate reads plural
    forms from ``self.tr`` calls only, so they are methods of a small class)."""

    def moves(self, n: int) -> str:
        return english(self.tr("%n move(s)", "", n), n)

    def plies(self, n: int) -> str:
        return english(self.tr("%n pl[y|ies]", "", n), n)


def plies_text(plies: int, per_move: int) -> str:
    """A distance as the move list counts it, with the plies it is: "4 moves (7 plies)"."""
    moves = max(1, math.ceil(plies / max(1, per_move)))
    counts = AnalysisCounts()
    moves_words = counts.moves(moves)
    if per_move <= 1:  # every turn is a numbered move: the plies are the moves
        return moves_words
    plies_words = counts.plies(plies)
    return f"{moves_words} ({plies_words})"


def evaluation_tip() -> str:
    """What the evaluation's unit means (the verdict's and the bar's tooltip)."""
    return QCoreApplication.translate(
        "AnalysisPanel",
        "The computer's evaluation in pieces: +1.0 means the side named is about one piece "
        "ahead by its judgement (a mill man or a Myra soldier). Where a position is solved or a "
        "win is proved, the result is given instead, in moves as the move list counts them.",
    )


def choice_text(state: Any, choice: Any) -> str:
    """A Morra choice in words: a start field in the setup, a hand in a round."""
    if getattr(state, "phase", None) == "setup":
        return QCoreApplication.translate("AnalysisPanel", "field 0.%1").replace("%1", str(choice))
    return QCoreApplication.translate("AnalysisPanel", "hand %1").replace("%1", str(choice))


WORD_JOINER = "\u2060"


def unbroken(move: str) -> str:
    """A move's text that a wrapped line never breaks inside: Qt breaks after a hyphen, and the
    line read "d7-" at one line's end and "g7" at the next's. A word joiner (invisible, read
    by nobody) after each hyphen keeps the move whole; lines still break between moves."""
    return move.replace("-", "-" + WORD_JOINER)


def value_for_first(analysis: Analysis, players: int) -> float:
    """The value from the first player's side (White's), for the bar of a two-player game; with
    more players the value stays the side to move's."""
    if players == 2 and analysis.player == 1:
        return -analysis.value
    return analysis.value


def verdict(analysis: Analysis, colours: list[str], per_move: int = 1) -> str:
    """The headline: a result where it is known, else the evaluation for the side to move.
    ``per_move`` is how many plies one numbered move of the move list holds (2 for the mill
    games' PGN numbering), so a distance reads as the move list counts."""
    me = colours[analysis.player] if analysis.player < len(colours) else "?"
    plies = "" if not analysis.distance else plies_text(analysis.distance, per_move)
    if analysis.result == "draw":
        return QCoreApplication.translate("AnalysisPanel", "Draw")
    if analysis.result in ("win", "loss"):
        winning = analysis.result == "win"
        if analysis.source == "over":
            if winning or len(colours) == 2:
                winner = me if winning else colours[1 - analysis.player]
                return QCoreApplication.translate("AnalysisPanel", "%1 has won").replace(
                    "%1", winner
                )
            return QCoreApplication.translate("AnalysisPanel", "%1 has lost").replace("%1", me)
        if not winning and len(colours) == 2:
            me, winning = colours[1 - analysis.player], True
        if winning:
            text = (
                QCoreApplication.translate("AnalysisPanel", "%1 wins in %2")
                if plies
                else QCoreApplication.translate("AnalysisPanel", "%1 wins")
            )
        else:
            text = (
                QCoreApplication.translate("AnalysisPanel", "%1 loses in %2")
                if plies
                else QCoreApplication.translate("AnalysisPanel", "%1 loses")
            )
        return text.replace("%1", me).replace("%2", plies)
    if analysis.hand_values is not None:  # Morra: the exact difference of the win chances
        value = signed(analysis.value)
    else:
        value = pieces_text(analysis.value)
    return (
        QCoreApplication.translate("AnalysisPanel", "%1 for %2")
        .replace("%1", value)
        .replace("%2", me)
    )


def mixes_words(state: Any, analysis: Analysis, colours: list[str]) -> str:
    """Both optimal mixes in sentences, for the ear (the panel shows them as a table): "Red:
    hand 0 25 %, worth +0.10; hand 1 …"."""
    if not isinstance(analysis.best, dict) or analysis.hand_values is None:
        return ""
    players = []
    for player, mix in analysis.best.items():
        choices = "; ".join(
            QCoreApplication.translate("AnalysisPanel", "%1 %2, worth %3")
            .replace("%1", choice_text(state, choice))
            .replace("%2", percent(chance))
            .replace("%3", signed(analysis.hand_values[player][choice]))
            for choice, chance in mix.items()
        )
        players.append(f"{colours[player]}: {choices}")
    return ". ".join(players)


class ReadLabel(QLabel):
    """A line of the panel that a screen reader reads whole: its accessible name is its title and
    its words ("Verdict: White wins in 4 moves"). A title alone hid the words: Qt gives a label's
    accessible name instead of its text, so Orca said "Verdict" and nothing more. ``spoken`` is
    what a rich text (Morra's table of mixes) says in plain sentences."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.spoken: str | None = None

    def set_title(self, title: str) -> None:
        self.title = title
        self._name()

    def setText(self, text: str, spoken: str | None = None) -> None:
        super().setText(text)
        self.spoken = spoken
        self._name()

    def clear(self) -> None:
        self.setText("")

    def words(self) -> str:
        """What the line says, for the ear (a move's joiners and the line breaks left out)."""
        if self.spoken is not None:
            return self.spoken
        return "; ".join(line for line in self.text().replace(WORD_JOINER, "").split("\n") if line)

    def _name(self) -> None:
        words = self.words()
        self.setAccessibleName(f"{self.title}: {words}" if words else self.title)


class AnalysisPanel(QFrame):
    """The analysis (one per window: ``AnalysisPanel.of(host)``), following the host's session.

    The words are a compact block under the move list; the bar (``gauge``: the evaluation bar,
    or the standing of three players) stands beside the board. The window places both
    (``GamePage.place_analysis``); showing or hiding the panel shows or hides the gauge with it.
    Its close button (or ``close()``) emits ``closed``, so View › Analysis loses its tick."""

    closed = Signal()

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.setObjectName("analysisPanel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        # as tall as its lines: where the side panel is short, the move list gives way
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.host = host
        self.analyser = Analyser(self)
        self.analyser.analysed.connect(self._show)
        self.shown: Analysis | None = None
        self._shown_state: Any = None  # the position ``shown`` is the analysis of
        self._told_best = ""  # the best move last announced (``_tell_best``)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(2)
        head = QHBoxLayout()
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        head.addWidget(self.title, 1)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.close)
        head.addWidget(self.close_button)
        layout.addLayout(head)
        self.solving = ReadLabel()
        self.solving.setWordWrap(True)
        self.solving.hide()
        layout.addWidget(self.solving)
        self._solving_timer = QTimer(self)
        self._solving_timer.setInterval(SOLVING_POLL_MS)
        self._solving_timer.timeout.connect(self._poll_solving)
        self.headline = ReadLabel()
        font = self.headline.font()
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        self.analyser.failed.connect(
            lambda _tag, reason: self.headline.setText(
                QCoreApplication.translate("AnalysisPanel", "No analysis: %1").replace("%1", reason)
            )
        )
        self.line = ReadLabel()
        self.line.setWordWrap(True)
        self.line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = ReadLabel()
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setWordWrap(True)
        for widget in (self.solving, self.headline, self.line, self.details):
            # never squeezed under its lines by the move list above (it gives way instead)
            policy = widget.sizePolicy()
            policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)
            widget.setSizePolicy(policy)
        # Morra's table of both mixes is long: folded away under a button, so the words stay
        # a few lines under the moves
        self.details_button = QToolButton()
        self.details_button.setCheckable(True)
        self.details_button.setAutoRaise(True)
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.setArrowType(Qt.ArrowType.RightArrow)
        self.details_button.toggled.connect(self._fold_details)
        self.details_button.hide()
        self.details.hide()
        words: tuple[QWidget, ...] = (self.headline, self.line, self.details_button, self.details)
        for part in words:
            layout.addWidget(part)
        # beside the board: the slim bar (two players) or the three-segment standing
        self.gauge = QWidget()
        gauge = QVBoxLayout(self.gauge)
        gauge.setContentsMargins(0, 0, 0, 0)
        self.bar = EvalBar(vertical=True)
        self.standing = StandingBar(vertical=True)
        self.standing.hide()
        gauge.addWidget(self.bar)
        gauge.addWidget(self.standing)
        self.gauge.hide()
        self.retranslate_ui()
        session = host.session
        for signal in (session.state_changed, session.viewing_changed, session.game_started):
            signal.connect(self.refresh)

    @classmethod
    def of(cls, host: Host) -> AnalysisPanel:
        found = host.widget().findChild(AnalysisPanel)
        return found if found is not None else cls(host)

    def retranslate_ui(self) -> None:
        """Its words in the language installed now, the figures shown too (decimals as the
        language writes them)."""
        self.setAccessibleName(QCoreApplication.translate("AnalysisPanel", "Analysis"))
        self.title.setText(QCoreApplication.translate("AnalysisPanel", "Analysis"))
        self.close_button.setToolTip(
            QCoreApplication.translate("AnalysisPanel", "Hide the analysis")
        )
        self.close_button.setAccessibleName(
            QCoreApplication.translate("AnalysisPanel", "Hide the analysis")
        )
        self.solving.set_title(QCoreApplication.translate("AnalysisPanel", "Solving"))
        self.headline.set_title(QCoreApplication.translate("AnalysisPanel", "Verdict"))
        self.line.set_title(QCoreApplication.translate("AnalysisPanel", "Best line"))
        self.details.set_title(QCoreApplication.translate("AnalysisPanel", "Optimal mixes"))
        self.details_button.setText(QCoreApplication.translate("AnalysisPanel", "Optimal mixes"))
        self.details_button.setToolTip(
            QCoreApplication.translate(
                "AnalysisPanel", "Both optimal mixes and what each choice is worth"
            )
        )
        self.bar.retranslate_ui()
        self.standing.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self.shown is not None and self._shown_state is not None:
                self._show(self._shown_state, self.shown)
            else:
                self.shown, self._shown_state = None, None
                self.refresh()

    def _set_details(self, text: str, spoken: str | None = None) -> None:
        self.details.setText(text, spoken)
        self.details_button.setVisible(bool(text))
        self.details.setVisible(bool(text) and self.details_button.isChecked())

    def _fold_details(self, unfolded: bool) -> None:
        self.details_button.setArrowType(
            Qt.ArrowType.DownArrow if unfolded else Qt.ArrowType.RightArrow
        )
        self.details.setVisible(unfolded and bool(self.details.text()))

    def setVisible(self, visible: bool) -> None:
        super().setVisible(visible)
        self.gauge.setVisible(visible)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._solving_timer.start()
        self.refresh()

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden (closed, or its page left for the chooser): nothing is analysed meanwhile."""
        super().hideEvent(event)
        self._solving_timer.stop()
        self.analyser.cancel()

    def refresh(self, *_: Any) -> None:
        """Analyses the position on the board (only while the panel is shown)."""
        session = self.host.session
        if not self.isVisible() or not session.has_game:
            self.analyser.cancel()
            return
        state = session.shown_state()
        self._poll_solving()
        if self._says_the_end(session, state):
            return
        if self.shown is not None and self._shown_state is state:
            return
        self.shown, self._shown_state = None, None
        self.headline.setText(QCoreApplication.translate("AnalysisPanel", "Analysing…"))
        self.bar.set_value(None)
        self.standing.set_standing(None)
        self.line.clear()
        self._set_details("")
        self.analyser.request(state, PANEL_SECONDS, tag=state)

    def _says_the_end(self, session: Any, state: Any) -> bool:
        """A game ended by a resignation (its position goes on): the panel says the result, as
        the board does, instead of offering a best move."""
        controller = session.controller
        kit = self.host.kit
        if session.viewing is not None or controller is None or kit is None:
            return False
        outcome = controller.outcome()
        if outcome is None or state.outcome() is not None:
            return False  # going on, or an end the analysis itself reports
        self.analyser.cancel()
        self.shown, self._shown_state = None, state
        self.headline.setText(kit.describe_end(outcome, controller.names))
        self.bar.set_value(None)
        self.standing.set_standing(None)
        self.line.clear()
        self._set_details("")
        return True

    def _poll_solving(self) -> None:
        """Shows how far a background solve for the shown game has come; once it is over, the
        position is analysed again (now from the tables)."""
        from morra_suite.ai.analysis import solving

        session = self.host.session
        found = solving(session.shown_state()) if session.has_game else None
        was_solving = not self.solving.isHidden()
        if found is None:
            self.solving.hide()
            if was_solving:
                self._reanalyse()
                # a process that waited for the solver's file needs a moment to load it
                QTimer.singleShot(RELOAD_MS, self, self._reanalyse_unless_solved)
            return
        self.solving.setText(solving_text(*found))
        self.solving.show()

    def _reanalyse(self) -> None:
        if self.shown is not None:
            self.shown, self._shown_state = None, None
            self.refresh()

    def _reanalyse_unless_solved(self) -> None:
        if self.shown is not None and not self.shown.solved:
            self._reanalyse()

    def _colours(self, state: Any) -> list[str]:
        kit = self.host.kit
        count = state.num_players if hasattr(state, "num_players") else 2
        return kit.colour_names(count) if kit is not None else [str(i + 1) for i in range(count)]

    def _show(self, state: Any, analysis: Analysis) -> None:
        session = self.host.session
        if not session.has_game or session.shown_state() is not state:
            return  # the board has moved on
        self.shown, self._shown_state = analysis, state
        colours = self._colours(state)
        game = session.game
        per_move = game.plies_per_move if game is not None else 1
        self.headline.setText(verdict(analysis, colours, per_move))
        self.headline.setToolTip(evaluation_tip())
        first = value_for_first(analysis, len(colours))
        kit = self.host.kit
        swatches = kit.side_colours(len(colours)) if kit is not None else []
        if len(colours) == 2 and len(swatches) >= 2:  # the bar in the sides' own colours
            self.bar.colours = (QColor(swatches[0]), QColor(swatches[1]))
        side = colours[0] if len(colours) == 2 else colours[analysis.player]
        three = analysis.values is not None and len(analysis.values) == len(colours) > 2
        self.bar.setVisible(not three)
        self.standing.setVisible(three)
        self.standing.set_standing(analysis.values if three else None, swatches, colours)
        shown = signed(first) if analysis.hand_values is not None else pieces_text(first)
        self.bar.set_value(
            first,
            QCoreApplication.translate("AnalysisPanel", "%1 for %2")
            .replace("%1", shown)
            .replace("%2", side)
            + "\n"
            + evaluation_tip(),
            decided=analysis.result is not None,
        )
        if analysis.hand_values is not None:
            self.line.setText(self._chances(analysis, colours))
            self._set_details(
                self._mixes(state, analysis, colours), mixes_words(state, analysis, colours)
            )
            return
        self._set_details("")
        if analysis.best is None:
            self.line.clear()
            return
        assert game is not None
        best = unbroken(game.move_text(state, analysis.best))
        line = " ".join(unbroken(move) for move in analysis.line)
        self.line.setText(
            QCoreApplication.translate("AnalysisPanel", "Best move: %1\nLine: %2")
            .replace("%1", best)
            .replace("%2", line or best)
        )
        self._tell_best(best)

    def _tell_best(self, best: str) -> None:
        """A screen reader hears when the best move changes (with the verdict), not only
        those who look at the panel."""
        if best == self._told_best:
            return
        self._told_best = best
        from morra_suite.ui.announcer import announce_in

        announce_in(
            self,
            QCoreApplication.translate("AnalysisPanel", "Analysis: best move %1. %2")
            .replace("%1", best.replace(WORD_JOINER, ""))
            .replace("%2", self.headline.words()),
        )

    @staticmethod
    def _chances(analysis: Analysis, colours: list[str]) -> str:
        chances = analysis.chances or ()
        parts = [
            QCoreApplication.translate("AnalysisPanel", "%1 wins: %2")
            .replace("%1", colours[p])
            .replace("%2", percent(chance))
            for p, chance in enumerate(chances)
        ]
        parts.append(
            QCoreApplication.translate("AnalysisPanel", "no winner: %1").replace(
                "%1", percent(max(0.0, 1.0 - sum(chances)))
            )
        )
        return " · ".join(parts)

    @staticmethod
    def _mixes(state: Any, analysis: Analysis, colours: list[str]) -> str:
        """Both optimal mixes and each choice's worth against the best reply, as a table."""
        if not isinstance(analysis.best, dict) or analysis.hand_values is None:
            return ""
        mix = QCoreApplication.translate("AnalysisPanel", "optimal mix")
        worth_word = QCoreApplication.translate("AnalysisPanel", "worth against the best reply")
        head = f"<tr><th></th><th align='right'>{mix}</th><th align='right'>{worth_word}</th></tr>"
        rows = []
        for player, mix in analysis.best.items():
            rows.append(f"<tr><td colspan='3'><b>{colours[player]}</b></td></tr>")
            for choice, chance in mix.items():
                worth = analysis.hand_values[player][choice]
                rows.append(
                    f"<tr><td>{choice_text(state, choice)}</td>"
                    f"<td align='right'>{percent(chance)}</td>"
                    f"<td align='right'>{signed(worth)}</td></tr>"
                )
        return f"<table cellspacing='2' cellpadding='3'>{head}{''.join(rows)}</table>"
