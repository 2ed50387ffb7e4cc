"""The base class of every game's board: a view over the game's own scene.

Imported when a board is first made (``GameKit.create_view``), not at start-up.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QFocusEvent,
    QHideEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget


@dataclass(frozen=True)
class BoardUpdate:
    """Everything a board shows of one change of the game, handed over at once
    (``BoardView.show_update``), so that the board draws it once.

    ``state`` and ``last_move`` are the position and the move that led to it; ``follows`` says
    that the board showed the position before ``last_move`` and the move was just played (so it
    may be shown moving): the record knows it, no view plays the move again to find out.
    ``players`` are whose input the board takes, ``outcome`` the end in words (``None`` while
    the game goes on) and ``chosen`` who has chosen in a simultaneous round."""

    state: Any
    last_move: Any = None
    players: frozenset[int] = frozenset()
    outcome: str | None = None
    chosen: frozenset[int] = frozenset()
    follows: bool = False


class BoardView(QGraphicsView):
    """Base class of every game's board: a view over the game's own scene.

    It redraws from the state it is given (no second copy of the truth) and never decides legality:
    input is turned into a move by the game's pure input interpreter and checked by the rules, and
    only a complete legal move leaves the view, through ``move_chosen``. Games with simultaneous
    secret choices (Morra) emit ``choice_made(player, choice)`` per player instead.
    """

    move_chosen = Signal(object)
    choice_made = Signal(int, object)
    status_message = Signal(str)
    try_refused = Signal()  # the rules refused a click or key (the reason is in status_message)
    # The move ``show_hint`` marks now (``None``: no hint shown).
    hint: Any = None
    # Whether plain arrow keys move a keyboard cursor over the board while it takes input (then
    # the history keys leave them to the board: ``ui.panels.history_bar``).
    keyboard_cursor = False
    # What the board was last fitted to (``fit_board``): ``None`` until it is fitted.
    _fitted: tuple[object, ...] | None = None

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        from PySide6.QtCore import Qt  # here, not at the top: creating Qt's enums takes time

        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(240, 240)
        from morra_suite.ui import board_access

        board_access.install()  # its points as accessible children (``ui.board_access``)
        from morra_suite.ui import icons

        icons.use_plain_style(self)  # painted at every move: Qt's style, asked no Python

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self.scene() is not None:
            self.show_look()  # light or dark chrome: the table under the board follows

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_board()

    # The focus mark: a board drawn without a frame showed nothing when Tab reached it, so a
    # keyboard player could not tell where the keys went (WCAG 2.4.7). A line of the palette's
    # highlight colour runs round the board while it has the focus.
    FOCUS_MARK_WIDTH = 3

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():
            self._paint_focus_mark()

    def _paint_focus_mark(self) -> None:
        painter = QPainter(self.viewport())
        width = self.FOCUS_MARK_WIDTH
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), width))
        half = width // 2 + 1
        painter.drawRect(self.viewport().rect().adjusted(half, half, -half, -half))
        painter.end()

    # A board nobody sees does not animate. Hidden or closed, it ends a move being shown moving
    # at once (everything where the position says), so no animation step of its own runs Python
    # on it afterwards. That matters beyond the wasted frames: a board dropped by its owner is
    # deleted when Python collects it, which can be in the middle of such a step, and then the
    # animation would be deleted inside its own signal (a crash in the event loop, seen in the
    # tests about once in eight full runs).
    def finish_animations(self) -> None:
        """Ends any animation of the board at once, drawing the position as it is (a board
        without animations has nothing to do)."""

    def hideEvent(self, event: QHideEvent) -> None:
        self.finish_animations()
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.finish_animations()
        super().closeEvent(event)

    def fit_board(self) -> None:
        """Scales the whole board into the view, keeping its aspect (vector items stay sharp).

        A fit that would change nothing is not done: ``fitInView`` sets the view's transform
        anew even when it is the same, and a new transform repaints the whole board, which
        made every move (each one fits the board) repaint all of it."""
        from PySide6.QtCore import Qt

        rect = self.sceneRect()
        if not rect.isValid() or self._fitted == self._fit_key():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted = self._fit_key()

    def _fit_key(self) -> tuple[object, ...]:
        """Everything ``fitInView`` depends on and changes: the viewport's size, the scene's
        rectangle, the transform and the scroll position."""
        rect, shown, size = self.sceneRect(), self.transform(), self.viewport().size()
        return (
            size.width(),
            size.height(),
            rect.x(),
            rect.y(),
            rect.width(),
            rect.height(),
            shown.m11(),
            shown.m12(),
            shown.m21(),
            shown.m22(),
            shown.dx(),
            shown.dy(),
            self.horizontalScrollBar().value(),
            self.verticalScrollBar().value(),
        )

    # The board's first paint made ready in strips of the viewport (``prepare_paint``).
    PREPARE_STRIPS = 3
    _prepared: tuple[tuple[object, ...], int] | None = None  # (for what, pieces done)

    def prepare_paint(self) -> bool:
        """Does a piece of the work the board's next paint would do, so that the paint only
        copies what was made: whether it did some (it is asked again on the next turn),
        ``False`` once nothing is left.

        The window asks it on the turns between putting a game on a new board and the board's
        first paint (``GameScreen._paint_next_turn``), so that no turn does all of it (issue
        43). The base paints the board offscreen where the screen's paint will draw it (the
        same transform, on a picture of the viewport's size), a piece a turn: one pixel first,
        for which Qt draws the view's whole background into its cache (``CacheBackground``),
        then the viewport in ``PREPARE_STRIPS`` strips, for which the items draw their cached
        pictures (``DeviceCoordinateCache``, the boards' own). The paint then copies them. A
        board overrides it to make pictures of its own first."""
        from PySide6.QtCore import QPoint
        from PySide6.QtGui import QImage, QRegion

        viewport = self.viewport()
        size, ratio = viewport.size(), viewport.devicePixelRatioF()
        key = (size.width(), size.height(), ratio, *self._fit_key())
        done = self._prepared[1] if self._prepared is not None and self._prepared[0] == key else 0
        if done > self.PREPARE_STRIPS or size.isEmpty():
            return False
        if done == 0:
            piece = QRegion(0, 0, 1, 1)  # the background, drawn whole, and what is at a corner
        else:
            top = size.height() * (done - 1) // self.PREPARE_STRIPS
            bottom = size.height() * done // self.PREPARE_STRIPS
            piece = QRegion(0, top, size.width(), bottom - top)
        scratch = QImage(size * ratio, QImage.Format.Format_ARGB32_Premultiplied)
        scratch.setDevicePixelRatio(ratio)
        corner = piece.boundingRect().topLeft()
        viewport.render(scratch, QPoint(corner), piece)  # at the screen's place: its transform
        self._prepared = (key, done + 1)
        return True

    @abstractmethod
    def show_state(self, state: Any, last_move: Any | None = None, follows: bool = False) -> None:
        """Redraws everything from ``state``; ``last_move`` is marked, and shown moving when
        ``follows`` (the board showed the position before it: see ``BoardUpdate``)."""

    def show_update(self, update: BoardUpdate) -> None:
        """Shows one change of the game (``BoardUpdate``), drawn once.

        This base hands the parts over one by one (a board that redraws for each draws several
        times); the game boards override it to draw once."""
        self.show_state(update.state, update.last_move)
        self.set_input_players(update.players)
        self.set_chosen_players(update.chosen)
        self.show_outcome(update.outcome)

    @abstractmethod
    def set_input_players(self, players: frozenset[int]) -> None:
        """Whose input the board takes now: the humans to move; empty while the computer thinks or
        while an old position is being looked at."""

    @abstractmethod
    def prompt(self) -> str:
        """What the human should do next, in words ("White: choose a piece to remove")."""

    def set_player_names(self, names: Sequence[str]) -> None:
        """The players' names in turn order, for cards, trays and prompts (called for every new
        game before its first ``show_state``); a board that shows no names ignores them."""

    def set_chosen_players(self, players: frozenset[int]) -> None:
        """Simultaneous games: who has chosen this round, never what (``choices_changed``)."""

    def show_look(self) -> None:
        """Paints the board again in the look chosen now (``ui.board_looks``): the cached
        background and every item's cached picture are dropped, so colours read at paint time
        change at once. A board that builds items in its look's colours builds them again."""
        self.resetCachedContent()
        scene = self.scene()
        for item in scene.items():
            item.update()
        scene.update()
        self.viewport().update()

    def click_points(self, names: Sequence[str]) -> None:
        """Clicks the board's points named (in the game's notation) one after the other, as the
        mouse would: a move being made, for a picture (``--screenshot --clicks``). A name the
        board does not know raises a ``ValueError`` naming it; a board that cannot be clicked
        by names raises ``NotImplementedError``."""
        raise NotImplementedError("this board cannot be clicked by point names")

    def set_show_coordinates(self, show: bool) -> None:
        """Draws point names (a1..g7, a1..k11) beside the board."""

    def point_position(self, name: str) -> Any:
        """Where the point, hole or field ``name`` (in the game's notation) is in scene
        coordinates (a ``QPointF``), so a lesson can mark the points its sentence speaks of;
        ``None`` for a name the board does not know or a board that cannot say (the default)."""
        return None

    def set_show_targets(self, show: bool) -> None:
        """Highlights the legal targets after a selection."""

    def set_orientation(self, bottom_player: int) -> None:
        """Turns the board so ``bottom_player``'s side is at the bottom (0: as printed); a
        board that looks the same from every side (Morra's) ignores it."""

    def show_outcome(self, text: str | None) -> None:
        """The end of the game in words on a banner over the board (``None`` clears it): every
        ending, a resignation and a draw too (``ui.panels.outcome_banner``). A board that draws the
        end in its own scene may override it; the window also says it in the status line."""
        banner = getattr(self, "_outcome_banner", None)
        if banner is None:
            if not text:
                return
            from morra_suite.ui.panels.outcome_banner import OutcomeBanner

            banner = self._outcome_banner = OutcomeBanner(self)
        banner.show_text(text)

    @property
    def outcome_text(self) -> str | None:
        """The words of the banner shown now, if any (for tests and tools)."""
        banner = getattr(self, "_outcome_banner", None)
        return banner.text() if banner is not None and not banner.isHidden() else None

    def move_detail(self, state: Any) -> str | None:
        """The move that led to ``state`` told in words for the move list (its tooltip), or
        ``None`` where the notation says it all (Morra tells the whole round)."""
        return None

    def spoken_detail(self, state: Any) -> str | None:
        """The move that led to ``state`` told for a screen reader's announcement: the move
        list's ``move_detail`` unless the board tells it better for the ear (Morra's round:
        who held what and the stone's route by the fields' names)."""
        return self.move_detail(state)

    def show_hint(self, move: Any | None) -> None:
        """Marks ``move`` (a legal move of the shown position, the analysis's best) on the board
        until the next call; ``None`` clears it. The window clears it when the position changes.

        Optional: a board that cannot draw a move (Morra's hands are a choice, not a move)
        ignores it, and the hint is given in words instead.
        """

    # ------------------------------------------------------------------ screen readers
    def accessible_points(self) -> Sequence[Any]:
        """The board's points, holes or fields as a screen reader hears them
        (``ui.board_access.AccessPoint``), in reading order; a board without them gives none."""
        return ()

    def accessible_cursor(self) -> int | None:
        """The point the keyboard cursor is on (its ``AccessPoint.key``), if any."""
        return None

    def activate_point(self, key: int) -> None:
        """A screen reader's press on a point: the same as a click on it."""

    def place_cursor(self, key: int) -> None:
        """Puts the keyboard cursor on a point (a screen reader's focus action)."""

    def describe_position(self) -> str:
        """The whole position in words (the key that reads the board aloud)."""
        return self.prompt()
