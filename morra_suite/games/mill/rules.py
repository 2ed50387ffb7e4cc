"""Every rule of the mill family as one frozen settings value, and the named presets.

A variant is data, not a subclass: the presets only fill ``MillRules`` differently, and any field
can be changed with ``dataclasses.replace``. A combination that cannot be played raises
``ValueError`` at once, naming the fields, so a bad setting never reaches a game.

Rules also carry the preset they were made from (``variant``), because settings alone cannot name
a game: Morabaraba as its source gives it plays exactly as Nine Men's Morris with flying does, and a
changed Morabaraba must still be called "Morabaraba (custom)", not whichever preset happens to be
closest. ``dataclasses.replace`` keeps the field, so every custom game keeps its identity in its
title, its position token and its record's ``Variant`` tag.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import cached_property

from morra_suite.games.mill.board import BOARD_KINDS, Board, board_topology
from morra_suite.games.mill.capture_settings import (
    CAPTURE_CHOICE_TITLES,
    CAPTURE_CHOICES,
    CAPTURE_KINDS,
    CAPTURE_LABELS,
    CAPTURE_SENTENCES,
    CAPTURE_SETTINGS,
)

PRESETS: tuple[str, ...] = (
    "three",
    "six",
    "nine",
    "twelve",
    "morabaraba",
    "morabaraba12",
    "lasker",
    "dooz",
    "russian",
    "cheng_san_qi",
    "da_san_qi",
    "zhi_qi",
    "el_filja",
)

PRESET_TITLES: dict[str, str] = {
    "three": "Three Men's Morris",
    "six": "Six Men's Morris",
    "nine": "Nine Men's Morris",
    "twelve": "Twelve Men's Morris",
    "morabaraba": "Morabaraba",
    "morabaraba12": "Morabaraba, 12 pieces and diagonals",
    "lasker": "Lasker Morris",
    "dooz": "Dooz",
    "russian": "Russian Mill",
    "cheng_san_qi": "Cheng San Qi",
    "da_san_qi": "Da San Qi",
    "zhi_qi": "Zhi Qi",
    "el_filja": "El Filja",
}

# The values of the "choice" settings, in the order the Settings dialog lists them; the first
# is the default (what the mill games did before the setting existed).
PLACING_MILL_ACTIONS: tuple[str, ...] = ("board", "hand", "hand_again", "own", "mark", "count")
FULL_BOARD_REMOVALS: tuple[str, ...] = (
    "none",
    "first_then_second",
    "second_then_first",
    "side_to_move",
)
BLOCKED_ACTIONS: tuple[str, ...] = (
    "none",
    "remove_then_move",
    "remove_then_pass",
    "both_remove",
    "draw",
)
CHOICES: dict[str, tuple[str, ...]] = {
    "placing_mill": PLACING_MILL_ACTIONS,
    "full_board_removal": FULL_BOARD_REMOVALS,
    "blocked_action": BLOCKED_ACTIONS,
    **CAPTURE_CHOICES,
}

# Plain-language names of the choices' values (the kit translates them).
CHOICE_TITLES: dict[str, str] = {
    "board": "remove a piece from the board",
    "hand": "remove a piece from the opponent's hand, then the opponent moves",
    "hand_again": "remove a piece from the opponent's hand, then move again",
    "own": "the opponent removes one of their own pieces",
    "mark": "mark the piece; marked pieces go when placing ends",
    "count": "nothing now; removals by mills counted when placing ends (El Filja)",
    "none": "no removal",
    "first_then_second": "the first player removes a piece, then the second",
    "second_then_first": "the second player removes a piece, then the first",
    "side_to_move": "the side to move removes a piece",
    "remove_then_move": "removes an opponent's piece, then moves",
    "remove_then_pass": "removes an opponent's piece, then the opponent moves",
    "both_remove": "each player removes one of the other's pieces",
    "draw": "the game is drawn",
    **CAPTURE_CHOICE_TITLES,
}

BOARD_TITLES: dict[str, str] = {
    "three": "3 points a side (9 points)",
    "six": "two squares (16 points)",
    "twenty-four": "three squares (24 points)",
}

# Plain-language labels and explanations of every setting, in the order the Settings dialog
# shows them. The rules text (resources/rules/en/mill.md) says the same at more length.
FIELD_LABELS: dict[str, tuple[str, str]] = {
    "board": ("Board", "Three, six (two squares) or twenty-four points (three squares)."),
    "pieces": ("Pieces per player", "How many pieces each player places (3 to 12)."),
    "diagonals": (
        "Diagonal lines",
        "Adds the corner diagonals as paths and as mills (not on the six-point board).",
    ),
    "flying": (
        "Flying",
        "A player left with few pieces may move a piece to any empty point.",
    ),
    "flying_at": ("Flying starts at", "The number of pieces (3 or 4) at which flying starts."),
    "fly_with_hand": (
        "Fly with pieces in hand",
        "With moving while placing, a player may fly while pieces are still in hand when board "
        "and hand together are down to the flying count (otherwise only with an empty hand).",
    ),
    "lose_below": (
        "A player loses below",
        "A player left with fewer pieces than this (on the board and in hand) loses (3 to 5).",
    ),
    "removal_per_mill": (
        "One removal per mill",
        "A move that closes two mills at once removes two pieces (otherwise one).",
    ),
    "remove_from_mills": (
        "Remove from mills freely",
        "Any opponent piece may be removed; otherwise a piece in a mill only when every "
        "opponent piece stands in one.",
    ),
    "placing_mill": (
        "A mill while placing",
        "What closing a mill by placing a piece does.",
    ),
    "one_time_mills": (
        "Each mill removes once",
        "A line that has given a player a removal never gives that player another.",
    ),
    "restrict_repeated_mills": (
        "No removal for the same mill again",
        "Closing the line of a player's last rewarded mill again gives no removal until the "
        "player has been rewarded for another line.",
    ),
    "move_while_placing": (
        "Move while placing (Lasker)",
        "While you still have pieces in hand you may move a piece instead of placing one.",
    ),
    "stop_placing_two_empty": (
        "Placing stops at two empty points",
        "When a placement leaves two points or fewer empty, the pieces still in hand are out "
        "of the game and moving begins.",
    ),
    "defender_moves_first": (
        "Second player starts moving",
        "When placing ends, the second player makes the first move of the moving phase.",
    ),
    "full_board_first_loses": (
        "Full board: first player loses",
        "When placing fills the board, the first player loses (otherwise the game is a draw).",
    ),
    "full_board_removal": (
        "Full board: removals",
        "When placing fills the board, pieces are removed (and the game goes on) instead of "
        "ending it.",
    ),
    "blocked_passes": (
        "Blocked player passes",
        "A player who cannot move passes (otherwise the blocked player loses).",
    ),
    "blocked_action": (
        "Blocked player",
        "What a player who cannot move does instead of losing or passing.",
    ),
    "threefold_repetition": (
        "Threefold repetition draws",
        "The game is drawn when the same position occurs a third time with the same side to move.",
    ),
    "repetition_counts_first": (
        "Repetition counts the first position",
        "The position right after a placement or removal is the first of the three "
        "occurrences (otherwise only positions reached by moving count).",
    ),
    "no_removal_limit": (
        "Draw after turns without removal",
        "The game is drawn after this many turns in a row (both players' turns counted) "
        "without a removal; 0 turns it off.",
    ),
    "endgame_limit": (
        "Endgame draw limit",
        "Once either player is down to three pieces, the game is drawn after this many turns "
        "without a removal; 0 turns it off.",
    ),
    "count_placements": (
        "Draw limits count placements",
        "The draw limits count every turn since the last removal, placements too (otherwise "
        "only moves of a piece count, and a placement starts the count again).",
    ),
    **CAPTURE_LABELS,
}


@dataclass(frozen=True)
class MillRules:
    """The rules of one mill game. The defaults are Nine Men's Morris as most people play it.

    ``variant`` is not a rule but the identity: the preset these rules were made from (see the
    module docstring). Every other field is a setting (``SETTINGS``).
    """

    variant: str = "nine"
    board: str = "twenty-four"
    pieces: int = 9
    diagonals: bool = False
    flying: bool = True
    flying_at: int = 3
    fly_with_hand: bool = True
    lose_below: int = 3
    removal_per_mill: bool = False
    remove_from_mills: bool = False
    placing_mill: str = "board"
    one_time_mills: bool = False
    restrict_repeated_mills: bool = False
    move_while_placing: bool = False
    stop_placing_two_empty: bool = False
    defender_moves_first: bool = False
    full_board_first_loses: bool = False
    full_board_removal: str = "none"
    blocked_passes: bool = False
    blocked_action: str = "none"
    threefold_repetition: bool = True
    repetition_counts_first: bool = True
    no_removal_limit: int = 100
    endgame_limit: int = 0
    count_placements: bool = True
    # the captures without a mill (capture_settings.py, captures.py)
    custodian: bool = False
    custodian_lines: str = "every_line"
    custodian_when: str = "placing_and_moving"
    custodian_three: bool = False
    intervention: bool = False
    intervention_lines: str = "every_line"
    intervention_when: str = "placing_and_moving"
    intervention_three: bool = False
    leap: bool = False
    leap_lines: str = "every_line"
    leap_when: str = "placing_and_moving"
    leap_three: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            want = bool if f.type in ("bool", bool) else int if f.type in ("int", int) else str
            if not isinstance(value, want) or (want is int and isinstance(value, bool)):
                raise ValueError(f"rules setting {f.name}={value!r} must be a {want.__name__}")
        if self.variant not in PRESETS:
            raise ValueError(
                f"unknown mill variant {self.variant!r}; variants: {', '.join(PRESETS)}"
            )
        if self.board not in BOARD_KINDS:
            raise ValueError(f"unknown board {self.board!r}; boards: {', '.join(BOARD_KINDS)}")
        if not 3 <= self.pieces <= 12:
            raise ValueError(f"pieces={self.pieces}: each player has 3 to 12 pieces")
        points = {"three": 9, "six": 16, "twenty-four": 24}[self.board]
        if 2 * self.pieces > points:
            raise ValueError(
                f"pieces={self.pieces} do not fit: the {self.board}-point board has {points} "
                f"points, so each player has at most {points // 2} pieces"
            )
        if self.diagonals and self.board == "six":
            raise ValueError("diagonals=True: the six-point board has no diagonal lines")
        if self.flying_at not in (3, 4):
            raise ValueError(f"flying_at={self.flying_at}: flying starts at 3 or 4 pieces")
        if self.no_removal_limit < 0 or self.endgame_limit < 0:
            raise ValueError("draw limits are numbers of turns, 0 (off) or more")
        if not 3 <= self.lose_below <= min(5, self.pieces):
            raise ValueError(
                f"lose_below={self.lose_below}: a player loses below 3 to 5 pieces, and no more "
                f"than the {self.pieces} each has"
            )
        for name, choices in CHOICES.items():
            if getattr(self, name) not in choices:
                raise ValueError(f"{name}={getattr(self, name)!r}: one of {', '.join(choices)}")

    # --- presets ------------------------------------------------------------------------------

    @classmethod
    def preset(cls, name: str) -> MillRules:
        """The rules of a named variant (see ``PRESETS``); ``ValueError`` names an unknown one."""
        key = name.strip().lower()
        if key not in _PRESET_RULES:
            raise ValueError(f"unknown mill variant {name!r}; variants: {', '.join(PRESETS)}")
        return _PRESET_RULES[key]

    @property
    def preset_name(self) -> str | None:
        """The preset these rules are unchanged, or ``None`` for custom rules."""
        return self.variant if _PRESET_RULES[self.variant] == self else None

    def base_preset(self) -> str:
        """The preset these rules were made from: their identity, which titles ("Morabaraba
        (custom)"), position tokens and record tags name, however far the settings have moved."""
        return self.variant

    def differences(self, other: MillRules) -> dict[str, object]:
        """The settings (name -> our value) in which these rules differ from ``other``."""
        return {
            name: getattr(self, name)
            for name in SETTINGS
            if getattr(self, name) != getattr(other, name)
        }

    # --- what the rules code asks --------------------------------------------------------------

    @cached_property
    def topology(self) -> Board:
        return board_topology(self.board, self.diagonals)

    @cached_property
    def is_plain(self) -> bool:
        """Whether every setting the older mill programs lacked is at its default: such rules
        need no marks, no removal turns and no spent mills, and the engines play them."""
        return all(getattr(self, name) == getattr(_DEFAULTS, name) for name in VARIANT_SETTINGS)

    @cached_property
    def captures(self) -> tuple[str, ...]:
        """The captures without a mill these rules play (``CAPTURE_KINDS``), none on a board
        without removals."""
        if not self.has_removal:
            return ()
        return tuple(kind for kind in CAPTURE_KINDS if getattr(self, kind))

    @property
    def has_removal(self) -> bool:
        """Whether closing a line removes a piece (all boards but Three Men's Morris's)."""
        return self.board != "three"

    @property
    def title(self) -> str:
        name = self.preset_name
        return PRESET_TITLES[name] if name else f"{PRESET_TITLES[self.base_preset()]} (custom)"

    # --- plain language ---------------------------------------------------------------------

    def labels(self) -> list[tuple[str, str]]:
        """(label, value in words) for every setting, for a settings summary."""
        out = []
        for name in SETTINGS:
            value = getattr(self, name)
            if isinstance(value, bool):
                words = "yes" if value else "no"
            elif name in ("no_removal_limit", "endgame_limit"):
                words = "off" if value == 0 else f"{value} turns"
            elif name == "board":
                words = BOARD_TITLES[value]
            elif name in CHOICES:
                words = CHOICE_TITLES[value]
            else:
                words = str(value)
            out.append((FIELD_LABELS[name][0], words))
        return out

    def describe(self) -> str:
        """The rules in a few plain sentences, as the New Game dialog and the status bar show."""
        board = BOARD_TITLES[self.board]
        lines = [f"{self.title}: {self.pieces} pieces each on the board of {board}"]
        if self.diagonals:
            lines.append("The corner diagonals are lines too.")
        if self.move_while_placing:
            lines.append("While pieces are in hand, a player may move a piece instead of placing.")
        if not self.has_removal:
            lines.append("Three in a line wins the game.")
        else:
            per = "one piece per mill closed" if self.removal_per_mill else "one piece"
            lines.append(f"Closing a mill removes {per} of the opponent's.")
            if self.remove_from_mills:
                lines.append("Any opponent piece may be removed, even one in a mill.")
            else:
                lines.append(
                    "A piece in a mill may be removed only when all the opponent's pieces "
                    "stand in mills."
                )
            if self.lose_below == 3:
                lines.append("A player left with two pieces loses.")
        if self.flying:
            lines.append(f"With {self.flying_at} pieces left a player may fly to any empty point.")
        if 2 * self.pieces == self.topology.size and self.full_board_removal == "none":
            full = "the first player loses" if self.full_board_first_loses else "it is a draw"
            lines.append(f"If placing fills the board, {full}.")
        if self.blocked_action == "none":
            lines.append(
                "A player who cannot move passes."
                if self.blocked_passes
                else "A player who cannot move loses."
            )
        draws = []
        if self.threefold_repetition:
            draws.append("the same position occurs three times")
        if self.no_removal_limit:
            draws.append(f"{self.no_removal_limit} turns pass without a removal")
        if self.endgame_limit:
            draws.append(
                f"{self.endgame_limit} turns pass without a removal once a player is down to "
                "three pieces"
            )
        if draws:
            lines.append("Draw when " + ", or when ".join(draws) + ".")
        lines.extend(self.variant_sentences())
        return "\n".join(lines)

    def variant_sentences(self) -> list[str]:
        """One fixed sentence (from ``VARIANT_SENTENCES``) per setting of the wider variants that
        is not at its default, in the settings' order: the part of ``describe()`` the kit
        translates sentence by sentence."""
        out = []
        for name in VARIANT_SETTINGS:
            value = getattr(self, name)
            if value == getattr(_DEFAULTS, name):
                continue
            if name in CAPTURE_SETTINGS:  # the lines, phase and count are in the summary
                if name in CAPTURE_KINDS:
                    out.append(VARIANT_SENTENCES[name])
            elif name == "lose_below":
                out.append(VARIANT_SENTENCES[f"lose_below={value}"])
            elif name in CHOICES:
                out.append(VARIANT_SENTENCES[f"{name}={value}"])
            elif name == "fly_with_hand" and not (self.flying and self.move_while_placing):
                continue
            else:
                out.append(VARIANT_SENTENCES[name])
        return out


# Every field but the identity: what the Settings dialog, tokens and record tags change.
SETTINGS: tuple[str, ...] = tuple(f.name for f in fields(MillRules) if f.name != "variant")

# The settings of the wider family (Sanmill's options and the readings where the sources differ):
# at their defaults the game is exactly what it was before they existed.
VARIANT_SETTINGS: tuple[str, ...] = (
    "fly_with_hand",
    "lose_below",
    "placing_mill",
    "one_time_mills",
    "restrict_repeated_mills",
    "stop_placing_two_empty",
    "defender_moves_first",
    "full_board_removal",
    "blocked_action",
    "repetition_counts_first",
    "count_placements",
    *CAPTURE_SETTINGS,
)

# The sentence ``describe()`` adds for each of them when it is not at its default.
VARIANT_SENTENCES: dict[str, str] = {
    "fly_with_hand": "A player may not fly while pieces are still in hand.",
    "lose_below=4": "A player left with three pieces loses.",
    "lose_below=5": "A player left with four pieces loses.",
    "placing_mill=hand": (
        "A mill closed by placing takes a piece from the opponent's hand (from the board when "
        "the hand is empty), and the opponent moves."
    ),
    "placing_mill=hand_again": (
        "A mill closed by placing takes a piece from the opponent's hand (from the board when "
        "the hand is empty), and the same player moves again."
    ),
    "placing_mill=own": (
        "A mill closed by placing makes the opponent remove one of their own pieces."
    ),
    "placing_mill=mark": (
        "A piece taken while placing is marked and blocks its point until placing ends."
    ),
    "placing_mill=count": (
        "Mills closed while placing take nothing at once; when placing ends, each player "
        "removes pieces by the count of mills on the board."
    ),
    "one_time_mills": "Each line gives a player a removal only once.",
    "restrict_repeated_mills": "Closing the same line as the last rewarded mill removes nothing.",
    "stop_placing_two_empty": "Placing stops when only two points are empty.",
    "defender_moves_first": "The second player makes the first move once placing ends.",
    "full_board_removal=first_then_second": (
        "If placing fills the board, the first player removes a piece, then the second."
    ),
    "full_board_removal=second_then_first": (
        "If placing fills the board, the second player removes a piece, then the first."
    ),
    "full_board_removal=side_to_move": (
        "If placing fills the board, the player to move removes a piece."
    ),
    "blocked_action=remove_then_move": (
        "A player who cannot move removes an opponent's piece and then moves."
    ),
    "blocked_action=remove_then_pass": (
        "A player who cannot move removes an opponent's piece and the opponent moves."
    ),
    "blocked_action=both_remove": (
        "When a player cannot move, each player removes one of the other's pieces."
    ),
    "blocked_action=draw": "If a player cannot move, the game is drawn.",
    "repetition_counts_first": ("For repetition, only positions reached by moving a piece count."),
    "count_placements": (
        "The draw limits count only moves of a piece since the last placement or removal."
    ),
    **CAPTURE_SENTENCES,
}

_DEFAULTS = MillRules()
_NINE = _DEFAULTS
_PRESET_RULES: dict[str, MillRules] = {
    "three": MillRules(variant="three", board="three", pieces=3, flying=False),
    "six": MillRules(variant="six", board="six", pieces=6, flying=False),
    "nine": _NINE,
    "twelve": replace(_NINE, variant="twelve", pieces=12, diagonals=True),
    # As the Morabaraba source gives it: nine pieces each, no diagonals, flying at three, one
    # removal per move, pieces in mills protected unless all are, blocked or two pieces loses.
    # The source names no draw rule, so the project's (repetition, 100 quiet turns) apply. The
    # settings are Nine Men's Morris's; the identity is what tells the two apart.
    "morabaraba": replace(_NINE, variant="morabaraba"),
    # The form South African tournaments play: twelve pieces, the corner diagonals, and a draw
    # after ten turns without a removal once a player is down to three.
    "morabaraba12": replace(
        _NINE, variant="morabaraba12", pieces=12, diagonals=True, endgame_limit=10
    ),
    "lasker": replace(_NINE, variant="lasker", pieces=10, move_while_placing=True),
    # The presets below are the regional rules as Sanmill plays them (its rule table), with the
    # project's draw rules (threefold repetition, 100 turns without a removal).
    # Dooz (Persian): a mill while placing takes a piece from the opponent's hand.
    "dooz": replace(_NINE, variant="dooz", pieces=12, diagonals=True, placing_mill="hand"),
    # Russian Mill: each line gives a player a removal once.
    "russian": replace(_NINE, variant="russian", one_time_mills=True),
    # Cheng San Qi (Chinese): nine pieces, no flying.
    "cheng_san_qi": replace(_NINE, variant="cheng_san_qi", flying=False),
    # Da San Qi: taken pieces are marked until placing ends, the second player starts moving,
    # mills are no protection, no flying.
    "da_san_qi": replace(
        _NINE,
        variant="da_san_qi",
        pieces=12,
        diagonals=True,
        placing_mill="mark",
        defender_moves_first=True,
        remove_from_mills=True,
        flying=False,
    ),
    # Zhi Qi: a full board makes both remove a piece; a blocked player removes one and moves.
    "zhi_qi": replace(
        _NINE,
        variant="zhi_qi",
        pieces=12,
        diagonals=True,
        full_board_removal="first_then_second",
        blocked_action="remove_then_move",
    ),
    # El Filja (North Africa): mills counted when placing ends decide the removals.
    "el_filja": replace(
        _NINE,
        variant="el_filja",
        pieces=12,
        placing_mill="count",
        remove_from_mills=True,
        full_board_removal="first_then_second",
        flying=False,
    ),
}
