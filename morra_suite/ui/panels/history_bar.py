"""Walking through a game: the buttons under the move list, the board's history keys, "Continue
from here", and the words that name a position the same way everywhere.

One numbering: a move is named by the number its game's record writes before it
(``Game.move_number``: a mill move and its reply share PGN's number, Morra numbers rounds, Myra
every turn), the side that made it and its text: "move 5 (Black: d2-d3)". The move list shows
the same numbers (``MoveTable.set_moves``), the status line and the window title these words.

Keys on the board (an event filter on every game's view, so no board has to know them): Home and
End go to the start and back to the game, Alt+Left and Alt+Right step back and forth. Plain Left
and Right step too, except while a board that moves a keyboard cursor with the arrows
(``BoardView.keyboard_cursor``: the mill and Myra boards) takes the player's input: then the
arrows stay the board's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from morra_suite.ui.plurals import english

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.game_kit import GameKit
    from morra_suite.ui.window.host import Host


def describe_ply(kit: GameKit, session: GameSession, index: int) -> str:
    """The position after ``index`` moves in words: "the start", "move 5 (Black: d2-d3)",
    "round 3 (2/1)", "the set-up (…)"; the number is the record's, as the move list shows it."""
    controller, game = session.controller, session.game
    if index == 0 or controller is None or game is None:
        return QCoreApplication.translate("HistoryBar", "the start")
    record = controller.record
    before, move = record.state_at(index - 1), record.all_moves[index - 1]
    number = game.move_number(record.start, index - 1, before)
    text = game.move_text(before, move)
    if game.simultaneous:
        if number is None:
            return QCoreApplication.translate("HistoryBar", "the set-up (%1)").replace("%1", text)
        return (
            QCoreApplication.translate("HistoryBar", "round %1 (%2)")
            .replace("%1", str(number))
            .replace("%2", text)
        )
    colours = kit.colour_names(len(session.seats))
    side = colours[before.to_move] if 0 <= before.to_move < len(colours) else ""
    return (
        QCoreApplication.translate("HistoryBar", "move %1 (%2: %3)")
        .replace("%1", "" if number is None else str(number))
        .replace("%2", side)
        .replace("%3", text)
    )


class HistoryBar(QWidget):
    """First / previous / next / last under the move list, and "Continue from here"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(QCoreApplication.translate("HistoryBar", "Walk through the game"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QToolButton] = {}
        for where, text, name, tip in (
            (
                "first",
                "|◀",
                QCoreApplication.translate("HistoryBar", "First position"),
                QCoreApplication.translate("HistoryBar", "The start of the game (Home)"),
            ),
            (
                "previous",
                "◀",
                QCoreApplication.translate("HistoryBar", "Previous position"),
                QCoreApplication.translate("HistoryBar", "One move back (Left, Alt+Left)"),
            ),
            (
                "next",
                "▶",
                QCoreApplication.translate("HistoryBar", "Next position"),
                QCoreApplication.translate("HistoryBar", "One move on (Right, Alt+Right)"),
            ),
            (
                "last",
                "▶|",
                QCoreApplication.translate("HistoryBar", "Last position"),
                QCoreApplication.translate("HistoryBar", "Back to the game (End)"),
            ),
        ):
            button = QToolButton()
            button.setText(text)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setAccessibleName(name)
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board keeps the keys
            layout.addWidget(button)
            self.buttons[where] = button
        self.continue_button = QPushButton(
            QCoreApplication.translate("HistoryBar", "Continue from &here")
        )
        self.continue_button.setAccessibleName(
            QCoreApplication.translate("HistoryBar", "Continue from here")
        )
        self.continue_button.setToolTip(
            QCoreApplication.translate(
                "HistoryBar", "Play on from the position shown; the moves after it are dropped"
            )
        )
        self.continue_button.setVisible(False)

    def set_state(self, shown: int, cursor: int, viewing: bool) -> None:
        self.buttons["first"].setEnabled(shown > 0)
        self.buttons["previous"].setEnabled(shown > 0)
        self.buttons["next"].setEnabled(shown < cursor)
        self.buttons["last"].setEnabled(viewing)
        self.continue_button.setVisible(viewing)


class HistoryNavigator(QObject):
    """Wires the bar, the board's keys and "Continue from here" to the window's session."""

    KEYS: ClassVar[dict[Qt.Key, str]] = {
        Qt.Key.Key_Home: "first",
        Qt.Key.Key_End: "last",
        Qt.Key.Key_Left: "previous",
        Qt.Key.Key_Right: "next",
    }

    def __init__(self, host: Host, bar: HistoryBar) -> None:
        super().__init__(host.widget())
        self.host, self.bar = host, bar
        self.question: QMessageBox | None = None
        for where, button in bar.buttons.items():
            button.clicked.connect(lambda _=False, w=where: self.walk(w))
        bar.continue_button.clicked.connect(self.ask_to_continue)
        session = host.session
        for signal in (session.viewing_changed, session.state_changed, session.game_started):
            signal.connect(lambda *_: self.refresh())

    @property
    def session(self) -> GameSession:
        return self.host.session

    def walk(self, where: str) -> bool:
        return self.session.walk(where)

    def refresh(self) -> None:
        session = self.session
        if session.controller is None or not session.has_game:
            return
        cursor = session.controller.record.cursor
        self.bar.set_state(session.shown_index, cursor, session.viewing is not None)

    def title_part(self) -> str | None:
        """The window title's words for an earlier position shown, else ``None``."""
        session, kit = self.session, self.host.kit
        if session.viewing is None or kit is None:
            return None
        return QCoreApplication.translate("HistoryBar", "after %1").replace(
            "%1", describe_ply(kit, session, session.viewing)
        )

    # ------------------------------------------------------------------ the board's keys
    def bind_view(self, view: BoardView) -> None:
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        where = self.KEYS.get(Qt.Key(event.key()))
        if where is None or not self.session.has_game:
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.AltModifier):
            return False
        plain_arrow = where in ("previous", "next") and not modifiers
        if plain_arrow and self._arrows_are_the_boards(watched):
            return False
        self.walk(where)
        return True  # a history key never reaches the board, even at the first or last position

    def _arrows_are_the_boards(self, view: QObject) -> bool:
        """Whether plain arrows move the board's keyboard cursor now: a board that has one,
        while it takes the player's input in the game (not an earlier position)."""
        controller = self.session.controller
        return (
            bool(getattr(view, "keyboard_cursor", False))
            and self.session.viewing is None
            and controller is not None
            and bool(controller.input_players())
        )

    # ------------------------------------------------------------------ continue from here
    def ask_to_continue(self) -> QMessageBox | None:
        """Asks (Yes / Cancel) before the moves after the position shown are dropped."""
        dropped = self.session.moves_dropped_by_continuing()
        if self.session.viewing is None:
            return None
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("HistoryBar", "Continue from here"),
            english(
                self.tr(
                    "Play on from this position? [The later move|The %n later moves] will be "
                    "dropped.",
                    "",
                    dropped,
                ),
                dropped,
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self.host.widget(),
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAccessibleName(QCoreApplication.translate("HistoryBar", "Continue from here"))
        box.finished.connect(lambda _result: self._answered(box))
        self.question = box
        self.host.keep_message(box)
        box.open()
        return box

    def _answered(self, box: QMessageBox) -> None:
        if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
            # the dropped moves are lost unless the game was saved: that question comes too
            self.host.guard_unsaved(self.session.continue_from_here)
        if self.host.view is not None:
            self.host.view.setFocus()
