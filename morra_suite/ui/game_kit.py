"""What the main window needs to know about one game: the contract between window and game.

The window, the dialogs and the controller are game-neutral; each game brings a ``GameKit`` (its
presets and settings, how to start, save and load a game, what to show in the side panel, which
computer players exist) and a ``BoardView`` (its scene, drawing and mouse/keyboard input). Kits are
registered in ``morra_suite.ui.kits`` and created lazily, so starting the app loads no rules module.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget


@dataclass(frozen=True)
class RuleField:
    """One rules setting as the Settings dialog shows it.

    ``name`` is the attribute of the game's frozen rules value; ``kind`` is "bool", "int" or
    "choice"; for "int" ``choices`` is ``(minimum, maximum)``, for "choice" a sequence of
    ``(value, label)`` pairs. ``label`` and ``tooltip`` are plain language for players.
    """

    name: str
    label: str
    tooltip: str
    kind: str
    choices: Sequence[Any] = ()


@dataclass(frozen=True)
class Variant:
    """A named starting point the New Game dialog offers: a preset (mill), a layout (Morra)..."""

    key: str
    label: str


@dataclass
class LoadedGame:
    """A game read from a file: where it started, the moves, the rules and the players' names."""

    start: Any
    moves: list[Any]
    rules: Any
    variant: str
    names: list[str] = field(default_factory=list)


# A computer player: given a state (and a flag to poll for cancellation), returns its move.
# It runs in a worker thread, so it must only read the immutable state it is given.
ComputerPlayer = Callable[[Any, Callable[[], bool]], Any]


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
    """Everything game-specific the window, the dialogs and the controller ask of a game."""

    key: str  # "mill", "morra", "myra"
    title: str  # "Mill games"
    blurb: str  # one line for the game chooser card
    simultaneous: bool = False  # True for Morra: choices are collected, then played jointly

    @abstractmethod
    def variants(self) -> list[Variant]:
        """Presets (mill), layouts (Morra), or a single entry (Myra)."""

    def player_counts(self) -> tuple[int, ...]:
        return (2,)

    @abstractmethod
    def default_rules(self, variant: str) -> Any:
        """The frozen rules value of a preset or layout."""

    @abstractmethod
    def rule_fields(self) -> list[RuleField]:
        """The settings the Settings dialog shows, in order."""

    def preset_of(self, rules: Any) -> str | None:
        """The preset whose rules equal ``rules``, or ``None`` ("Custom")."""
        for variant in self.variants():
            if self.default_rules(variant.key) == rules:
                return variant.key
        return None

    @abstractmethod
    def new_state(self, variant: str, rules: Any, players: int) -> Any:
        """The start state of a new game."""

    @abstractmethod
    def colour_names(self, players: int) -> list[str]:
        """Names of the sides in turn order ("White", "Black")."""

    @abstractmethod
    def side_info(self, state: Any, player: int) -> str:
        """The side panel's line for a player: pieces in hand, on board, reserve, stone's field."""

    @abstractmethod
    def describe_outcome(self, outcome: Any, names: Sequence[str]) -> str:
        """The end of the game in words ("Black wins: White has only two pieces left")."""

    @abstractmethod
    def create_view(self, parent: QWidget | None = None) -> BoardView:
        """A fresh board view for this game."""

    @abstractmethod
    def computer_player(self, level: int) -> ComputerPlayer:
        """The computer at ``level`` (1 = beginner .. ``max_level``)."""

    max_level: int = 1

    def joint_move(self, state: Any, choices: dict[int, Any]) -> Any:
        """For a simultaneous game: the one move made of every player's choice."""
        raise NotImplementedError(f"{self.key} has no simultaneous choices")

    def choosing_players(self, state: Any) -> tuple[int, ...]:
        """For a simultaneous game: whose choices the state waits for (default: every player).

        Added for the controller; a kit overrides it when only some players choose (a Morra start
        field chosen by one side, say).
        """
        return tuple(range(state.num_players))

    def computer_choice(
        self, computer: ComputerPlayer, state: Any, player: int, cancelled: Callable[[], bool]
    ) -> Any:
        """For a simultaneous game: the choice of seat ``player`` made by ``computer``.

        Runs in the worker thread. The default hands the state to the computer and takes what it
        returns as the choice; a kit whose computer players need to know their seat overrides it.
        """
        return computer(state, cancelled)

    def rules_of(self, state: Any) -> Any:
        """The rules value a state is played under (used to save a game and to redraw a board)."""
        return getattr(state, "rules", None)

    def rules_to_dict(self, rules: Any) -> dict[str, Any]:
        """The rules as plain values, for ``QSettings``; the default reads the fields
        ``rule_fields()`` names."""
        return {f.name: getattr(rules, f.name) for f in self.rule_fields()}

    def rules_from_dict(self, base: Any, values: dict[str, Any]) -> Any:
        """``base`` with the values of ``values`` that name rule fields; a ``ValueError`` names a
        bad value. The default uses ``dataclasses.replace`` on the frozen rules value."""
        import dataclasses

        known = {f.name for f in self.rule_fields()}
        return dataclasses.replace(base, **{k: v for k, v in values.items() if k in known})

    default_variant: str | None = None  # what a first game starts with (None: the first variant)

    def variant_of(self, state: Any) -> str:
        """The variant a state belongs to (a game started from a position string): by default the
        preset of its rules, else the start variant; a game whose variants are not rule presets
        (Morra's layouts) reads it from the state."""
        return self.preset_of(self.rules_of(state)) or self.start_variant()

    def start_variant(self) -> str:
        """The variant a first game and "Reset" in the Settings dialog use."""
        return self.default_variant or self.variants()[0].key

    def side_colours(self, players: int) -> list[str]:
        """Colours (``#rrggbb``) of the sides' swatches in the side panel, in turn order."""
        return ["#f4efe4", "#1f1c1a", "#b5472f"][:players]

    def game_title(self, variant: str, rules: Any) -> str:
        """The name of the game being played, for the window title and the side panel."""
        if self.preset_of(rules) is None:
            from PySide6.QtCore import QCoreApplication

            label = next((v.label for v in self.variants() if v.key == variant), self.title)
            return QCoreApplication.translate("GameKit", "%1 (custom)").replace("%1", label)
        return next((v.label for v in self.variants() if v.key == variant), self.title)

    def describe_rules(self, rules: Any) -> str:
        """The rules in a few plain sentences for the New Game dialog (default: nothing)."""
        return ""

    def position_text(self, state: Any) -> str:
        """The position string (Copy position, ``--screenshot --position``)."""
        return state.position()

    def parse_position(self, text: str, rules: Any) -> Any:
        """Reads a position string into a state; ``ValueError`` for bad text."""
        raise NotImplementedError(f"{self.key} reads no position strings")

    def move_text(self, move: Any) -> str:
        """A move as the move list shows it (default: its canonical notation)."""
        return str(move)

    @abstractmethod
    def save_text(
        self, start: Any, moves: Sequence[Any], rules: Any, variant: str, names: Sequence[str]
    ) -> str:
        """The game as a save file's text (a record that replays exactly, with its settings)."""

    @abstractmethod
    def load_text(self, text: str) -> LoadedGame:
        """Reads a save file; raises ``ValueError`` with the problem in words for a bad file."""

    file_suffix: str = ".txt"
    file_filter: str = "Text files (*.txt)"
