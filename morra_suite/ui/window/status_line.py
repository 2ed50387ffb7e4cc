"""The status line: what the game asks of the player now, in one sentence.

It says what the board prompts, who is thinking, how the game ended, that an earlier position is
shown read-only, or why a move was refused; the window tells it when something changed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from morra_suite.ui.panels.elided_label import ElidingLabel

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:
    from PySide6.QtWidgets import QProgressBar, QStatusBar

    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.announcer import Announcer
    from morra_suite.ui.game_kit import BoardView, GameKit


class StatusLine(QObject):
    """The status bar's text (``label``) and its busy indicator (``busy``)."""

    def __init__(self, bar: QStatusBar, session_of: Callable[[], GameSession]) -> None:
        super().__init__(bar)
        self._session_of = session_of
        self._bar = bar
        # one line: a long prompt is cut with "…", whole as tooltip (``watch_resizes``)
        self.label = ElidingLabel(hold_later=True)  # held to its line on the window's first turn
        self.label.setAccessibleName(self.tr("Status"))
        bar.addWidget(self.label, 1)
        bar.setAccessibleName(self.tr("Status bar"))
        self._busy: QProgressBar | None = None  # made on the window's first turn (``window_up``)
        # what the line says is announced to a screen reader too (``announcer``), from the
        # window's first turn on (``start_announcing``)
        self._announcer: Announcer | None = None
        self._first: str | None = None  # the window's first sentence, not yet announced
        self._heard: tuple[int, int] | None = None  # (record, moves) last told

    @property
    def busy(self) -> QProgressBar:
        """The busy indicator, hidden until a computer thinks. Made on the window's first turn
        (``window_up``), with the menus and the toolbar, so that the status bar is as tall from
        then on as when a computer thinks; not before the first frame, which start-up is
        measured against (the progress bar's Python type and widget took about 1 ms)."""
        if self._busy is None:
            from PySide6.QtWidgets import QProgressBar

            self._busy = QProgressBar()
            self._busy.setAccessibleName(self.tr("The computer is thinking"))
            self._busy.setRange(0, 0)
            self._busy.setMaximumWidth(120)
            self._busy.setVisible(False)
            self._bar.addPermanentWidget(self._busy)
        return self._busy

    def window_up(self) -> None:
        """The window is up (``MainWindow.first_shown``): the line is held to its width and
        elides on resizes, the busy indicator is made and the announcer says the first
        sentence."""
        self.label.hold_to_line()
        self.watch_resizes()
        _ = self.busy
        self.start_announcing()

    def watch_resizes(self) -> None:
        """From now on (the window is up: ``MainWindow.first_shown``) the text is elided again
        whenever the line gets another width; and fitted to the width of now."""
        from morra_suite.ui.window.window_start import ResizeWatch

        ResizeWatch(self, lambda _label: self.label.elide()).watch(self.label)
        self.label.elide()

    @property
    def announcer(self) -> Announcer:
        """Says the line's sentences to a screen reader (``ui.announcer``). Made on the window's
        first turn (``start_announcing``), with the first sentence after the window's own first
        one, or when first asked for; not while the window is built: its module makes the
        Python types of Qt's accessibility classes with their eight enums before the first
        frame, which start-up is measured against. Made, it says the window's first sentence
        ("Choose a game to begin.", ``first_words``) first, as it would have then."""
        if self._announcer is None:
            from morra_suite.ui.announcer import Announcer

            self._announcer = Announcer(self.label)
            first, self._first = self._first, None
            if first is not None:
                self._announcer.say(first)
        return self._announcer

    def start_announcing(self) -> None:
        """The window is up (``MainWindow.first_shown``): its first sentence is said now, if no
        other came before, and every one from now on."""
        _ = self.announcer

    @property
    def session(self) -> GameSession:
        return self._session_of()

    def first_words(self, text: str) -> None:
        """The window's first sentence, while it is built: shown at once, announced when the
        announcer is made (``announcer``)."""
        self.label.setText(text)
        self.label.setAccessibleDescription(text)
        self._first = text

    def set(self, text: str) -> None:
        self.label.setText(text)
        self.label.setAccessibleDescription(text)
        self.announcer.say(text)

    def text(self) -> str:
        return self.label.text()

    def show_game(self, kit: GameKit, view: BoardView) -> None:
        """The game as it stands: an earlier position, the end, a computer thinking, or the
        board's prompt."""
        session, controller = self.session, self.session.controller
        if controller is None:
            return
        index, outcome = session.viewing, controller.outcome()
        self._note_move(kit, session, view)
        if index == 0:
            self.set(
                self.tr(
                    "Looking at the start position (read-only). Choose “Back to the game” to go on."
                )
            )
        elif index is not None:
            from morra_suite.ui.panels.history_bar import describe_ply

            self.set(
                self.tr(
                    "Looking at the position after %1 (read-only). "
                    "Choose “Back to the game” to go on."
                ).replace("%1", describe_ply(kit, session, index))
            )
        elif outcome is not None:
            self.set(kit.describe_end(outcome, session.names))
        elif controller.is_thinking:
            self.show_thinking()
        else:
            self.set(view.prompt())

    def _note_move(self, kit: GameKit, session: GameSession, view: BoardView) -> None:
        """A move just played on the game shown (one more than last time) is announced with the
        next sentence, in the move list's words, and told whole where the board tells more than
        the notation (Morra's round: the hands shown and the stones' runs)."""
        controller = session.controller
        assert controller is not None
        heard = (id(controller.record), controller.record.cursor)
        last, self._heard = self._heard, heard
        one_more = last is not None and last[0] == heard[0] and heard[1] == last[1] + 1
        if session.viewing is None and one_more:
            from morra_suite.ui.panels.history_bar import describe_ply

            detail = view.spoken_detail(controller.state)
            self.announcer.move_played(describe_ply(kit, session, heard[1]), detail)

    def show_thinking(self) -> None:
        controller = self.session.controller
        assert controller is not None
        names = controller.names
        player = controller.state.to_move if 0 <= controller.state.to_move < len(names) else 0
        # In a joint round (Morra) the one thinking is a computer that still chooses.
        computers = [i for i in controller.choosing_players() if not controller.is_human(i)]
        if computers and computers[0] < len(names):
            player = computers[0]
        self.set(self.tr("%1 is thinking…").replace("%1", names[player] if names else ""))

    def thinking_changed(self, thinking: bool) -> None:
        """The busy indicator; the words ("… is thinking") come with the change they belong to
        (``show_game``, once the board has drawn it)."""
        self.busy.setVisible(thinking)

    def refused(self, reason: str, prompt: str) -> None:
        self.set(self.tr("Not possible: %1. %2").replace("%1", reason).replace("%2", prompt))

    def from_board(self, text: str) -> None:
        """What the board says, unless an old position is shown (then the board is read-only)."""
        if self.session.viewing is not None:
            text = self.tr(
                "This is an earlier position, shown read-only: choose “Back to the game”."
            )
        self.set(text)
