"""Hint (toolbar, Ctrl+H): what the computer would do in the person's place.

The game's position is analysed off the GUI thread (``controllers.analyser``). A turn game's
best move is drawn on the board (``BoardView.show_hint``) and named in the status line; for
Morra, whose hands are secret choices, a small window gives each person to choose the optimal
mix (every hand with its probability) and their chance to win. The hint goes when the position
changes (a move, undo, a look at history) or when the next hint is asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from morra_suite.controllers.analyser import Analyser
from morra_suite.ui.panels.analysis_panel import choice_text, percent

if TYPE_CHECKING:
    from morra_suite.ai.analysis import Analysis
    from morra_suite.ui.window.host import Host

HINT_SECONDS = 1.0  # a hint's thinking time (the search's; Morra looks its solution up)


class HintPopup(QDialog):
    """Morra's hint in words: it does not block the game, and closes with the next move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hint"))
        self.setAccessibleName(self.tr("Hint"))
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setAccessibleName(self.tr("Hint"))
        layout.addWidget(self.label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)

    def text(self) -> str:
        return self.label.text()


class Hint(QObject):
    """The window's hint: one per window (``Hint.of(host)``)."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.widget())
        self.host = window = host
        self.analyser = Analyser(self)
        self.analyser.analysed.connect(self._show)
        self.analyser.failed.connect(
            lambda _tag, reason: window.set_status(self.tr("No hint: %1").replace("%1", reason))
        )
        self.popup: HintPopup | None = None
        self.shown: Analysis | None = None
        session = window.session
        session.state_changed.connect(self.clear)
        session.viewing_changed.connect(self.clear)
        session.game_started.connect(self.clear)

    @classmethod
    def of(cls, host: Host) -> Hint:
        """The window's hint, made when first asked for."""
        found = host.widget().findChild(Hint)
        return found if found is not None else cls(host)

    def request(self) -> bool:
        """Starts thinking about the person's move; ``False`` (with a word why) if there is none."""
        window, session = self.host, self.host.session
        self.clear()
        if not session.has_game:
            return False
        session.return_to_game()  # a hint is for the game, not for a position looked back on
        controller = session.controller
        assert controller is not None
        state = controller.state
        if controller.outcome() is not None:  # over on the board, or resigned
            window.set_status(self.tr("The game is over: there is nothing to hint."))
            return False
        if not any(controller.is_human(p) for p in state.choosers()):
            window.set_status(self.tr("The computer is to move: no hint is needed."))
            return False
        window.set_status(self.tr("Looking for a hint…"))
        self.analyser.request(state, HINT_SECONDS, tag=state)
        return True

    def clear(self, *_: Any) -> None:
        """Takes the hint away (and forgets one still being worked out)."""
        self.analyser.cancel()
        self.shown = None
        view = self.host.view
        if view is not None and view.hint is not None:
            view.show_hint(None)
        if self.popup is not None:
            self.popup.close()

    def _show(self, state: Any, analysis: Analysis) -> None:
        window, controller = self.host, self.host.session.controller
        if controller is None or controller.state is not state:
            return  # the game moved on meanwhile
        self.shown = analysis
        if analysis.hand_values is None:  # a turn game: the move on the board
            view = window.view
            if view is not None:
                view.show_hint(analysis.best)
            text = window.session.game.move_text(state, analysis.best)  # type: ignore[union-attr]
            window.set_status(self.tr("Hint: %1").replace("%1", text))
            return
        people = [p for p in state.choosers() if controller.is_human(p)]
        names = controller.names
        chances = analysis.chances or ()
        parts = []
        for player in people:
            mix = ", ".join(
                f"{choice_text(state, choice)}: {percent(chance)}"
                for choice, chance in analysis.best[player].items()
                if chance > 5e-4
            )
            parts.append(
                self.tr("<b>%1</b>: choose %2.<br>Your chance to win: %3.")
                .replace("%1", names[player])
                .replace("%2", mix)
                .replace("%3", percent(chances[player]) if player < len(chances) else "?")
            )
        if self.popup is None:
            self.popup = HintPopup(window.widget())
        self.popup.label.setText("<br><br>".join(parts))
        # the mix in words for a screen reader: the label's name (its title alone hid the
        # words) and an announcement, as a turn game's hint is said in the status line
        spoken = QTextDocumentFragment.fromHtml("<br>".join(parts)).toPlainText()
        spoken = " ".join(spoken.split())
        self.popup.label.setAccessibleName(self.tr("Hint: %1").replace("%1", spoken))
        self.popup.show()
        window.set_status(self.tr("Hint: the optimal mix is shown."))
        from morra_suite.ui.announcer import announce_in

        announce_in(window.widget(), self.tr("Hint: %1").replace("%1", spoken))


def show_hint(host: Host) -> bool:
    """Edit › Hint: starts thinking about the person's move (``Hint.request``)."""
    return Hint.of(host).request()
