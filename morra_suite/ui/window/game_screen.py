"""The game on the window: its page (made with the first game), the board of the game's kit bound
to the session, the side panel, the move list, the history bar and the analysis.

``GameScreen`` follows the session's signals onto the page and tells its host (``ScreenHost``, the
main window) when a game is on and when the board has drawn a change, so that the window's
actions, title and Resign/Flip follow. It never imports the window; the window keeps the session,
the menus and the helpers, and reaches the page through it (``window.game_page``, ``window.view``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from morra_suite.ui import kits as kit_registry

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QStackedWidget

    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.board_binding import BoardBinding
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.commands.preferences import Preferences
    from morra_suite.ui.game_kit import GameKit
    from morra_suite.ui.panels.clock_display import ClockDisplay
    from morra_suite.ui.panels.game_page import GamePage
    from morra_suite.ui.panels.history_bar import HistoryNavigator
    from morra_suite.ui.window.host import Host
    from morra_suite.ui.window.paint_hold import PaintHold
    from morra_suite.ui.window.status_line import StatusLine

    class ScreenHost(Host, Protocol):
        """What the game screen asks of the window beside the ``Host`` it hands its helpers."""

        def game_on(self, view: BoardView | None) -> None:
            """A game's board is shown (a new game): Resign and Flip follow it."""
            ...

        def update_actions(self) -> None:
            """The actions' predicates evaluated again (and the history buttons with them)."""
            ...

        def update_title(self) -> None: ...

        def new_game_guarded(self) -> None:
            """The page's New button: New Game, once the game shown may go."""
            ...

        def action(self, name: str) -> QAction: ...


#: How many levels of layouts a change may ask to be laid again (``_board_shown``).
LAYOUT_LEVELS = 6
#: A turn of the board's preparation for its first paint goes on to a next piece while it has
#: lasted less than this (``_paint_next_turn``): a piece is 5-25 ms of the GUI thread.
PREPARE_MS = 10


class GameScreen:
    """The game page and its board, kept in step with the session."""

    def __init__(
        self, host: ScreenHost, pages: QStackedWidget, status: StatusLine, preferences: Preferences
    ) -> None:
        self.host = host
        self.pages = pages
        self.status = status
        self.preferences = preferences
        self.kit: GameKit | None = None
        self.page: GamePage | None = None
        self.binding: BoardBinding | None = None
        self.history: HistoryNavigator | None = None  # made with the page
        self.analysis_wanted = False  # View › Analysis ticked (shown on the game page)
        self.clock: ClockDisplay  # made with the page
        self._paint_hold: PaintHold | None = None  # made with the first new board

    @property
    def session(self) -> GameSession:
        return self.host.session

    @property
    def view(self) -> BoardView | None:
        return self.page.view if self.page is not None else None

    def follow(self, session: GameSession) -> None:
        """The session's signals that reach the page (the window connects its own)."""
        # a change of the game reaches the page once, after its board drew it (``_board_shown``)
        session.game_started.connect(self._game_started)
        session.move_rejected.connect(lambda reason: self.status.refused(reason, self.prompt()))
        session.thinking_changed.connect(self.status.thinking_changed)

    def _build_page(self) -> GamePage:
        from morra_suite.ui.panels.game_page import GamePage
        from morra_suite.ui.panels.history_bar import HistoryNavigator

        page = GamePage()
        session = self.session
        page.ply_chosen.connect(self._move_row_chosen)
        page.back_button.clicked.connect(session.return_to_game)
        page.undo_button.clicked.connect(session.undo)
        page.redo_button.clicked.connect(session.redo)
        page.new_button.clicked.connect(self.host.new_game_guarded)
        self.history = HistoryNavigator(self.host, page.history_bar)  # buttons, keys, continuing
        self.pages.addWidget(page)
        from morra_suite.ui.panels.clock_display import ClockDisplay

        # the game clock's faces on the cards, its pause and its announcements
        self.clock = ClockDisplay(session, page, lambda: self.kit, self.status.announcer)
        return page

    def _game_started(self) -> None:
        """A new game is on: its board (a new one for another game), panels, page."""
        from morra_suite.ui.board_binding import BoardBinding

        assert self.session.key is not None
        kit = kit_registry.get_kit(self.session.key)
        if self.kit is not kit or self.page is None or self.page.view is None:
            self._paint_next_turn()  # before the page and the board are made (see there)
        page = self.page = self.page or self._build_page()
        assert self.history is not None
        if self.kit is not kit or page.view is None:
            if self.binding is not None:
                self.binding.unbind()
            view = kit.create_view(page.board_area)
            page.set_view(view, kit.title)
            self.binding = BoardBinding(view, kit, self.session)
            self.binding.shown.connect(self._board_shown)
            view.status_message.connect(self.status.from_board)
            view.set_show_coordinates(self.preferences.show_coordinates)
            view.set_show_targets(self.preferences.show_targets)
            self.history.bind_view(view)
        self.kit = kit
        self.host.game_on(page.view)
        page.set_player_count(len(self.session.seats))
        self.clock.show()
        self.pages.setCurrentWidget(page)
        if self.analysis_wanted:
            self.show_analysis(True)
        page.view.setFocus()  # type: ignore[union-attr]

    @property
    def paint_held(self) -> bool:
        """Whether the window's paint is held for a new board's first paint (for benchmarks)."""
        return self._paint_hold is not None and self._paint_hold.holding

    def _paint_next_turn(self) -> None:
        """The window is painted on a later turn of the event loop, not in the turn that puts
        a game on a new board.

        Why: putting a game on a new board (the window's first game, or a game of another kind)
        builds the page, the board and its scene (20-35 ms of the GUI thread), and the board's
        first paint draws everything once (40-45 ms); Qt painted it in the same pass of its
        posted events (the layouts laid at once, ``_board_shown``, deliver the paint's request
        with them), so the window stood still for both at once, over 100 ms on a loaded
        machine (issue 43). Now the window's request to paint is held (``PaintHold``) until a
        zero timer: the put-on ends its turn, the event loop serves what waits (input, timers),
        the move list's bulk and the board's preparation (``release``) take turns of their own,
        and then the window paints what the put-on left, the same pixels, a few turns later.
        Nothing else waits: the page is current, laid out and fitted at once, and a picture
        taken of it (``grab``) is painted whole."""
        if self._paint_hold is None:
            from morra_suite.ui.window.paint_hold import PaintHold

            self._paint_hold = PaintHold(self.pages.window())

        def release() -> bool:
            """Whether the paint may come now: not while the move list's bulk of a long
            record is to be laid in this turn (the paint waits for the next, and shows the
            list laid, not an empty list painted again a turn later), nor while the board
            prepares its paint (``BoardView.prepare_paint``): pieces of it, one a turn, more
            while the turn is under ``PREPARE_MS`` (fewer turns before the game is seen)."""
            import time

            if self.page is not None and self.page.bulk_waiting:
                return False
            view, began = self.view, time.perf_counter()
            while view is not None and view.prepare_paint():
                if (time.perf_counter() - began) * 1000 >= PREPARE_MS:
                    return False
            return True

        self._paint_hold.hold(release)

    def _board_shown(self, what: frozenset[str]) -> None:
        """The board has drawn a change (once per change, ``BoardBinding.shown``): the side
        panel, the actions and the title follow it, once each, and the status line when the
        position or the turn changed (a computer's failure stays said)."""
        from morra_suite.ui.board_binding import DRAWN

        if self.session.controller is None or self.kit is None or self.view is None:
            return
        self._refresh_side()
        self.host.update_actions()
        self.host.update_title()
        if what & DRAWN:
            self.status.show_game(self.kit, self.view)
        # The layouts this change asked for (a player's card one line taller, the move list
        # shorter) are laid now, before the window paints: left to the event loop they came
        # after the paint of the change and made a second paint of the side panel and the
        # status bar (issue 42: one paint per change).
        # A layout laid asks its parent's (the card, the players' group, the side, the page,
        # the window), and Qt keeps what is posted while it delivers for its next call: a call
        # per level of that chain.
        from PySide6.QtCore import QCoreApplication, QEvent

        for _level in range(LAYOUT_LEVELS):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def _refresh_side(self) -> None:
        if self.page is not None and self.kit is not None:
            self.page.refresh_players(self.kit, self.session)
            self.page.refresh_moves(self.session)

    def prompt(self) -> str:
        """What to do now; once the game is over (a resignation too), how it ended."""
        controller = self.session.controller
        outcome = controller.outcome() if controller is not None else None
        if outcome is not None and self.kit is not None:
            return self.kit.describe_end(outcome, self.session.names)
        return self.view.prompt() if self.view is not None else ""

    def _move_row_chosen(self, row: int) -> None:
        controller = self.session.controller
        if controller is not None and row == controller.record.cursor:
            self.session.return_to_game()
        else:
            self.session.view_position(row)

    def show_analysis(self, shown: bool) -> None:
        """View › Analysis: the words under the move list and the bar beside the board, on the
        game page (asked for on the chooser, they come with the next game)."""
        from morra_suite.ui.panels.analysis_panel import AnalysisPanel

        self.analysis_wanted = shown
        if self.page is None:
            return
        panel = self.host.widget().findChild(AnalysisPanel)
        if panel is None:
            panel = AnalysisPanel.of(self.host)
            self.page.place_analysis(panel, panel.gauge)
            panel.closed.connect(lambda: self.host.action("analysis").setChecked(False))
        panel.setVisible(shown)

    def retranslate(self) -> None:
        """The board's names and prompt in the language installed now (the page retranslates
        its own words)."""
        if self.page is not None and self.binding is not None and self.kit is not None:
            self.binding.set_names()
            self.binding.show()  # redraws board and side panel, and asks for the prompt

    def title(self, session: GameSession | None) -> str | None:
        """The window's title while a game is on: the game, its file, the position looked at
        ("Nine Men's Morris — game.pgn — after 12. d2-d3"); ``None`` without a game."""
        if self.kit is None or session is None or not session.has_game:
            return None
        parts = [self.kit.game_title(session.variant, session.rules)]
        if session.file_path is not None:
            parts.append(session.file_path.name)
        if self.history is not None and (after := self.history.title_part()):
            parts.append(after)
        return " — ".join(parts)
