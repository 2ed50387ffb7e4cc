"""A game's words and its board: what the window shows of a game beyond the rules.

Everything a game *is* comes from its pure description (``morra_suite.games.load_game(key)``:
variants, settings as data, start states, positions, records) and its computers from
``morra_suite.ai.players``. A ``GameKit`` adds only what people see: the game's title and blurb,
the labels of its variants, settings and choices, the sides' names and colours, the side panel's
lines, the outcome in a sentence, and ``create_view``, its ``BoardView`` (``ui.board_view``:
scene, drawing and mouse/keyboard input). Kits are registered in ``morra_suite.ui.kits`` by game
key.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from morra_suite.core.game import Game, Setting
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.kit_hooks import DisplayOption, ExtraAction


def __getattr__(name: str) -> Any:
    """``BoardView`` lives in ``ui.board_view`` (QGraphicsView and its signals cost start-up
    time, and the chooser needs only the kits' words); it is still importable from here."""
    if name == "BoardView":
        from morra_suite.ui.board_view import BoardView

        return BoardView
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class GameKit(ABC):
    """The words and the board of one game (its facts are ``self.game``, the description)."""

    key: str  # the game's key in ``morra_suite.games`` ("mill", "morra", "myra")
    #: The modules ``create_view`` imports (its board's view, scene, items), named so that the
    #: first game of the kind imports them off the GUI thread (``ui.commands.first_game``).
    board_modules: tuple[str, ...] = ()

    @property
    def game(self) -> Game:
        from morra_suite.games import load_game

        return load_game(self.key)

    @property
    def title(self) -> str:
        """The game's name in the user's language (chooser card, dialogs, window title): the
        words it was registered with (``ui.chooser.card_words``), so the chooser needs no kit."""
        from morra_suite.ui.chooser.card_words import title_of

        return title_of(self.key)

    @property
    def blurb(self) -> str:
        """One line for the game chooser's card."""
        from morra_suite.ui.chooser.card_words import blurb_of

        return blurb_of(self.key)

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

    def describe_level(self, level: int, levels: int) -> str:
        """What the computer does at ``level`` of ``levels``, in a sentence for the New Game
        and Players dialogs (default: nothing; the level's name is shown anyway)."""
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

    def side_info_while(self, state: Any, player: int, choosing: bool) -> str:
        """``side_info`` for a game where players choose at once: ``choosing`` tells whether
        this player's choice is still awaited (the state alone cannot tell a choice made in
        secret, not yet revealed, from none). By default the state's line."""
        return self.side_info(state, player)

    @abstractmethod
    def describe_outcome(self, outcome: Any, names: Sequence[str]) -> str:
        """The end of the game in words ("Black wins: White has only two pieces left")."""

    def describe_end(self, outcome: Any, names: Sequence[str]) -> str:
        """The end in words, whatever ended it: a resignation or a flag (the same in every
        game, see ``core.outcome.Ending`` and ``ui.clock_words``) or the game's own rules
        (``describe_outcome``)."""
        from morra_suite.ui.clock_words import describe_clock_end

        return (
            describe_resignation(self, outcome, names)
            or describe_clock_end(self, outcome, names)
            or self.describe_outcome(outcome, names)
        )

    # ------------------------------------------------------------------ the board
    @abstractmethod
    def create_view(self, parent: QWidget | None = None) -> BoardView:
        """A fresh board view for this game."""

    def display_options(self) -> tuple[DisplayOption, ...]:
        """How the board looks or moves, as data the Settings dialog renders (default: none)."""
        return ()

    def looks(self) -> tuple[Any, ...]:
        """The board's looks (``ui.board_looks.BoardLook``, the first the default), offered in
        Settings › Appearance; the board's painting code reads the chosen one (default: none)."""
        return ()

    def move_sounds(self, before: Any, move: Any, after: Any) -> tuple[str, ...]:
        """The sounds of ``move`` played from ``before`` to ``after``, in order: names of
        ``resources/sounds`` ("place", "mill", "removal"...), read from the rules' own account of
        the move (its attributes or trace), never worked out here. Default: one "place"."""
        return ("place",)

    def extra_actions(self) -> tuple[ExtraAction, ...]:
        """Menu items the game brings to the window (default: none)."""
        return ()

    # ------------------------------------------------------------------ setting up positions
    def setup_editor(self, setup: Any, names: Sequence[str], parent: QWidget) -> QWidget:
        """The game's set-up editor (``ui/<game>/setup_editor.py``) over ``setup``, the model
        ``game.setup_of`` made: a widget with a ``changed`` signal, ``setup``, ``load(setup)``,
        ``describe(problem)`` and ``instructions()`` (how to place pieces, in a sentence or two,
        shown above it). A ``ValueError`` for a game without one."""
        raise ValueError(f"{self.title} has no position set-up")

    def setup_mismatch(self, setup: Any, state: Any) -> str:
        """Why a position read into Set Up does not fit the editor open (another board, another
        number of players), in words; ``""`` when it fits (default: always)."""
        return ""


def describe_resignation(kit: GameKit, outcome: Any, names: Sequence[str]) -> str | None:
    """ "White resigned: Black wins." for a resignation (``None`` for any other end)."""
    from morra_suite.core.outcome import Ending

    if getattr(outcome, "reason", None) is not Ending.RESIGNED or outcome.winner is None:
        return None
    colours = kit.colour_names(2)

    def who(player: int) -> str:
        name = names[player] if player < len(names) else ""
        return (
            f"{name} ({colours[player]})" if name and name != colours[player] else colours[player]
        )

    return (
        QCoreApplication.translate("HistoryBar", "%1 resigned: %2 wins.")
        .replace("%1", who(1 - outcome.winner))
        .replace("%2", who(outcome.winner))
    )
