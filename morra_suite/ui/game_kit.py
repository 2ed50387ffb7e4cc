"""A game's words and its board: what the window shows of a game beyond the rules.

Everything a game *is* comes from its pure description (``morra_suite.games.load_game(key)``:
variants, settings as data, start states, positions, records) and its computers from
``morra_suite.ai.players``. A ``GameKit`` adds only what people see: the game's title and blurb,
the labels of its variants, settings and choices, the sides' names and colours, the side panel's
lines, the outcome in a sentence, and ``create_view``, its ``BoardView`` (scene, drawing and
mouse/keyboard input). Kits are registered in ``morra_suite.ui.kits`` by game key.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

if TYPE_CHECKING:
    from morra_suite.core.game import Game, Setting


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

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        from PySide6.QtCore import Qt  # here, not at the top: creating Qt's enums takes time

        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setMinimumSize(240, 240)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_board()

    def fit_board(self) -> None:
        """Scales the whole board into the view, keeping its aspect (vector items stay sharp)."""
        from PySide6.QtCore import Qt

        rect = self.sceneRect()
        if rect.isValid():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    @abstractmethod
    def show_state(self, state: Any, last_move: Any | None = None) -> None:
        """Redraws everything from ``state``; ``last_move`` is marked (and may be animated)."""

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

    def set_show_coordinates(self, show: bool) -> None:
        """Draws point names (a1..g7, a1..k11) beside the board."""

    def set_show_targets(self, show: bool) -> None:
        """Highlights the legal targets after a selection."""

    def show_outcome(self, text: str | None) -> None:
        """The end of the game in words, for a board that shows it (``None`` clears it).

        Optional (the window also says it in the status line); added for the mill board.
        """


class GameKit(ABC):
    """The words and the board of one game (its facts are ``self.game``, the description)."""

    key: str  # the game's key in ``morra_suite.games`` ("mill", "morra", "myra")

    @property
    def game(self) -> Game:
        from morra_suite.games import load_game

        return load_game(self.key)

    @property
    @abstractmethod
    def title(self) -> str:
        """The game's name in the user's language (chooser card, dialogs, window title)."""

    @property
    @abstractmethod
    def blurb(self) -> str:
        """One line for the game chooser's card."""

    @property
    def file_filter(self) -> str:
        """The Open/Save dialogs' filter for the game's records."""
        suffix = self.game.file_suffix
        return (
            QCoreApplication.translate("GameKit", "%1 records (*%2 *.txt)")
            .replace("%1", self.title)
            .replace("%2", suffix)
        )

    # ------------------------------------------------------------------ variants and settings
    def variant_label(self, variant: str) -> str:
        """A variant's name as dialogs show it (default: the description's English title)."""
        return next((v.title for v in self.game.variants() if v.key == variant), variant)

    def variant_labels(self) -> list[tuple[str, str]]:
        """(key, label) of every variant, in the description's order."""
        return [(v.key, self.variant_label(v.key)) for v in self.game.variants()]

    def setting_text(self, name: str) -> tuple[str, str]:
        """(label, tooltip) of the setting ``name`` (a ``Setting.name`` of the description)."""
        return name, ""

    def choice_label(self, setting: Setting, value: Any) -> str:
        """How a "choice" setting's value is shown (default: the value's own words)."""
        return str(getattr(value, "value", value))

    def describe_rules(self, rules: Any) -> str:
        """The rules in a few plain sentences for the New Game dialog (default: nothing)."""
        return ""

    def game_title(self, variant: str, rules: Any) -> str:
        """The name of the game being played, for the window title and the side panel."""
        label = self.variant_label(variant) if variant else self.title
        if self.game.variant_of_rules(rules) is None:
            return QCoreApplication.translate("GameKit", "%1 (custom)").replace("%1", label)
        return label

    # ------------------------------------------------------------------ sides and outcomes
    @abstractmethod
    def colour_names(self, players: int) -> list[str]:
        """Names of the sides in turn order ("White", "Black")."""

    def side_colours(self, players: int) -> list[str]:
        """Colours (``#rrggbb``) of the sides' swatches in the side panel, in turn order."""
        return ["#f4efe4", "#1f1c1a", "#b5472f"][:players]

    @abstractmethod
    def side_info(self, state: Any, player: int) -> str:
        """The side panel's line for a player: pieces in hand, on board, reserve, stone's field."""

    @abstractmethod
    def describe_outcome(self, outcome: Any, names: Sequence[str]) -> str:
        """The end of the game in words ("Black wins: White has only two pieces left")."""

    # ------------------------------------------------------------------ the board
    @abstractmethod
    def create_view(self, parent: QWidget | None = None) -> BoardView:
        """A fresh board view for this game."""
