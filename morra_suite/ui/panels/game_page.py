"""The page a game is played on: the board area, and beside it the players, the moves and buttons.

It shows what the session holds (``refresh``): one panel per seat with the kit's line for it, the
move list with the session's cursor or the position being looked at. Its buttons and the move
list only emit; the window wires them.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ui import icons
from morra_suite.ui.dialogs.button_row import ButtonRow
from morra_suite.ui.panels.history_bar import HistoryBar
from morra_suite.ui.panels.move_list_feed import MoveFeed
from morra_suite.ui.panels.side_panel import MoveTable, PlayerPanel

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.game_kit import BoardView, GameKit

# More plies than this to work out for the move list at once (a long record put on) are laid on
# the event loop's next turn: the board is drawn and the window answers in between, so putting on
# a record of thousands of plies is two short waits, not one long one.
BULK_PLIES = 400


class GamePage(QSplitter):
    """Board on the left, side panel on the right."""

    # The move list's row chosen: the position after that many moves.
    ply_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setAccessibleName(self.tr("Game"))
        self.setChildrenCollapsible(False)
        self.view: BoardView | None = None
        self.board_area = QWidget()
        self.board_area.setAccessibleName(self.tr("Board area"))
        # the board, and beside it the analysis's slim bar when it is shown (``place_analysis``)
        self.board_layout = QHBoxLayout(self.board_area)
        self.board_layout.setContentsMargins(0, 0, 0, 0)
        self.board_layout.setSpacing(4)
        self.addWidget(self.board_area)
        self.side = QWidget()
        self.side.setAccessibleName(self.tr("Side panel"))
        self.side.setMaximumWidth(380)
        side = QVBoxLayout(self.side)
        self.game_title = QLabel()
        self.game_title.setAccessibleName(self.tr("Game being played"))
        font = self.game_title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.game_title.setFont(font)
        self.game_title.setWordWrap(True)
        side.addWidget(self.game_title)
        self.players_group = QGroupBox(self.tr("Players"))
        # at least 250 px with the margins, wider when the buttons' words need it (a minimum
        # set on the side itself would squeeze them: "Wiederherstellen" cut in German)
        self.players_group.setMinimumWidth(232)
        self.players_group.setAccessibleName(self.tr("Players"))
        self.players_layout = QVBoxLayout(self.players_group)
        self.players_layout.setContentsMargins(6, 4, 6, 6)  # the height goes to the moves
        self.players_layout.setSpacing(4)
        icons.use_plain_style(self.players_group)  # laid out at every move: no Python style
        self.player_panels: list[PlayerPanel] = []
        side.addWidget(self.players_group)
        self.moves_label = moves_label = QLabel(self.tr("&Moves"))
        side.addWidget(moves_label)
        self.move_list = MoveTable()
        self.move_list.setAccessibleName(self.tr("Moves of the game"))
        self.move_list.setAccessibleDescription(
            self.tr("Choose a move to look at the position after it; the board is then read-only.")
        )
        moves_label.setBuddy(self.move_list)
        self.move_list.ply_chosen.connect(self._row_chosen)
        side.addWidget(self.move_list, 1)
        self.history_bar = HistoryBar()
        side.addWidget(self.history_bar)
        side.addWidget(self.history_bar.continue_button)
        self.analysis_layout = QVBoxLayout()  # the analysis's words, under the moves
        self.analysis_layout.setContentsMargins(0, 0, 0, 0)
        side.addLayout(self.analysis_layout)
        self.back_button = QPushButton(self.tr("&Back to the game"))
        self.back_button.setAccessibleName(self.tr("Back to the game"))
        self.back_button.setVisible(False)
        side.addWidget(self.back_button)
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.setAccessibleName(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back a turn (Ctrl+Z)"))
        self.redo_button = QPushButton(self.tr("Redo"))
        self.redo_button.setAccessibleName(self.tr("Redo"))
        self.redo_button.setToolTip(self.tr("Play a taken-back turn again (Ctrl+Shift+Z)"))
        self.new_button = QPushButton(self.tr("New Game…"))
        self.new_button.setAccessibleName(self.tr("New game"))
        # whole words in every language: the row wraps when they do not fit (German at 800 px)
        self.button_row = ButtonRow((self.undo_button, self.redo_button, self.new_button))
        side.addWidget(self.button_row)
        self.addWidget(self.side)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self._refreshing = False
        self._moves_key: tuple[object, ...] | None = None  # what the move list shows
        # A bulk of plies (``BULK_PLIES``) is laid when this fires: a timer, not a queued call,
        # so that input and the board's paint come first (queued calls all run in one sweep).
        self._fill_timer = QTimer(self)
        self._fill_timer.setSingleShot(True)
        self._fill_timer.setInterval(0)
        self._fill_session: GameSession | None = None
        self._fill_timer.timeout.connect(self._fill_waiting_moves)
        self._move_feed = MoveFeed()  # its plies, worked out again only where they changed

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The page's own words in the language installed now (the window refreshes the
        panels, the move list and the board from the session)."""
        self.setAccessibleName(self.tr("Game"))
        self.board_area.setAccessibleName(self.tr("Board area"))
        self.side.setAccessibleName(self.tr("Side panel"))
        self.game_title.setAccessibleName(self.tr("Game being played"))
        self.players_group.setTitle(self.tr("Players"))
        self.players_group.setAccessibleName(self.tr("Players"))
        self.moves_label.setText(self.tr("&Moves"))
        self.move_list.setAccessibleName(self.tr("Moves of the game"))
        self.move_list.setAccessibleDescription(
            self.tr("Choose a move to look at the position after it; the board is then read-only.")
        )
        self.back_button.setText(self.tr("&Back to the game"))
        self.back_button.setAccessibleName(self.tr("Back to the game"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setAccessibleName(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back a turn (Ctrl+Z)"))
        self.redo_button.setText(self.tr("Redo"))
        self.redo_button.setAccessibleName(self.tr("Redo"))
        self.redo_button.setToolTip(self.tr("Play a taken-back turn again (Ctrl+Shift+Z)"))
        self.new_button.setText(self.tr("New Game…"))
        self.new_button.setAccessibleName(self.tr("New game"))

    def _row_chosen(self, row: int) -> None:
        # a list still waiting for its plies shows the game before: its rows mean nothing now
        if not self._refreshing and not self._fill_timer.isActive() and row >= 0:
            self.ply_chosen.emit(row)

    def set_view(self, view: BoardView, title: str) -> None:
        """Puts a game's board in the board area (the one before it goes)."""
        if self.view is not None:
            self.board_layout.removeWidget(self.view)
            self.view.deleteLater()
        self.view = view
        view.setFrameShape(view.Shape.NoFrame)
        view.setAccessibleName(view.accessibleName() or title)
        if not view.viewport().accessibleName():
            view.viewport().setAccessibleName(view.accessibleName())
        self.board_layout.insertWidget(0, view, 1)

    def place_analysis(self, words: QWidget, gauge: QWidget) -> None:
        """The analysis: its words under the move list, its bar beside the board (at the
        board's right, where the eye passes on its way to the move list)."""
        self.analysis_layout.addWidget(words)
        self.board_layout.addWidget(gauge)
        gauge.setContentsMargins(0, 8, 6, 8)
        self.order_focus()

    def _analysis_widget(self, index: int) -> QWidget | None:
        item = self.analysis_layout.itemAt(index)
        return item.widget() if item is not None else None

    def order_focus(self) -> None:
        """Tab goes down the side panel as it is laid out: the move list, the history buttons,
        the analysis's controls, then the buttons at the bottom (WCAG 2.4.3). The analysis,
        placed after the rest was made, came before the move list."""
        analysis = [
            widget
            for i in range(self.analysis_layout.count())
            if (item := self._analysis_widget(i)) is not None
            for widget in (item, *item.findChildren(QWidget))
            if widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ]
        chain = [
            self.move_list,
            *self.history_bar.buttons.values(),
            self.history_bar.continue_button,
            *analysis,
            self.back_button,
            self.undo_button,
            self.redo_button,
            self.new_button,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def set_player_count(self, count: int) -> None:
        for panel in self.player_panels:
            self.players_layout.removeWidget(panel)
            panel.deleteLater()
        self.player_panels = [PlayerPanel() for _ in range(count)]
        for panel in self.player_panels:
            self.players_layout.addWidget(panel)

    def refresh_players(self, kit: GameKit, session: GameSession) -> None:
        """Every seat's panel: colour, name (and computer level), the kit's line, whose turn."""
        controller = session.controller
        if controller is None or not controller.has_game:
            return
        state = session.shown_state()
        seats = controller.seats
        colours = kit.colour_names(len(seats))
        swatches = kit.side_colours(len(seats))
        over = state.is_game_over()
        if session.viewing is None:  # a secret choice made is no longer awaited
            waiting = set(controller.choosing_players()) - controller.chosen_players()
        else:  # an earlier position: whose turn it was, but no secret round is going on
            choosers = state.choosers()
            waiting = set(choosers) if len(choosers) == 1 else set()
        for i, panel in enumerate(self.player_panels[: len(seats)]):
            seat = seats[i]
            panel.update_player(
                colours[i],
                swatches[i] if i < len(swatches) else "#888888",
                seat.name,
                kit.side_info_while(state, i, i in waiting),
                not over and i in waiting,
                controller.is_thinking and not seat.is_human,
                None if seat.is_human else seat.level,
            )
        self.game_title.setText(kit.game_title(session.variant, session.rules))

    def refresh_moves(self, session: GameSession, *, at_once: bool = False) -> None:
        """The move list: one column per side in a turn game, one column of rounds otherwise.
        More than ``BULK_PLIES`` new plies are laid on the event loop's next turn unless
        ``at_once``."""
        controller, game = session.controller, session.game
        if controller is None or game is None:
            return
        record = controller.record
        count = len(controller.seats)
        joint = count < 2 or any(len(s.choosers()) > 1 for s in (record.start, record.current))
        headers = [self.tr("Moves")] if joint else self._headers(session, count)
        shown = session.viewing if session.viewing is not None else record.cursor
        # A change that leaves the moves as they were (a computer starting to think, a panel
        # shown again) does not lay a list of thousands of moves again. States are values, so
        # the same objects at the ends and the same counts mean the same list; the words of
        # "Start" stand for the language.
        key = (
            id(record),
            id(record.start),
            id(record.state_at(len(record.all_moves))),
            len(record.all_moves),
            record.cursor,
            shown,
            tuple(headers),
            self.tr("Start"),
        )
        if key == self._moves_key:
            return
        feed = self._move_feed
        if not at_once and feed.plies_to_work_out(record, (joint, tuple(headers))) > BULK_PLIES:
            self._fill_session = session
            if not self._fill_timer.isActive():
                self._fill_timer.start()
            return
        self._fill_timer.stop()  # laid now: a fill still waiting would find nothing to do
        self._moves_key = key

        # Where each ply goes and its number are read for the plies that changed only (a few
        # milliseconds for thousands); its words only when its cell is shown (``MoveListModel``).
        def column(before: Any) -> int:
            return 0 if joint or not 0 <= before.to_move < len(headers) else before.to_move

        def number(index: int, before: Any) -> int | None:
            return game.move_number(record.start, index, before)

        kept = feed.update(record, (joint, tuple(headers)), column, number)

        def detail(after: Any) -> str | None:  # the board's words (Morra tells its rounds)
            return self.view.move_detail(after) if self.view is not None else None

        self._refreshing = True
        try:
            self.move_list.set_moves(
                headers,
                feed.columns,
                self.tr("Start"),
                record.cursor,
                shown,
                self.tr("Undone: Redo plays it again"),
                feed.step,
                game.move_text,
                feed.numbers,
                detail,
                record.start,
                kept,
            )
        finally:
            self._refreshing = False

    def _fill_waiting_moves(self) -> None:
        if self._fill_session is not None:
            self.refresh_moves(self._fill_session, at_once=True)

    @property
    def bulk_waiting(self) -> bool:
        """Whether the move list's bulk of plies is laid on the event loop's next turn."""
        return self._fill_timer.isActive()

    @property
    def moves_waiting(self) -> bool:
        """Whether the move list is still to be laid with a bulk of plies (next turn), or its
        rows written (a slice a turn, ``MoveListModel.pending``)."""
        return self.bulk_waiting or self.move_list.moves.pending

    def _headers(self, session: GameSession, count: int) -> list[str]:
        from morra_suite.ui import kits

        assert session.key is not None
        return kits.get_kit(session.key).colour_names(count)

    def set_history_buttons(self, viewing: bool, can_undo: bool, can_redo: bool) -> None:
        self.back_button.setVisible(viewing)
        self.undo_button.setEnabled(can_undo)
        self.redo_button.setEnabled(can_redo)
