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
    CAPTURE_CHOICES,
    CAPTURE_KINDS,
    CAPTURE_SETTINGS,
)
from morra_suite.games.mill.rules_words import (
    BOARD_TITLES,
    CHOICE_TITLES,
    FIELD_LABELS,
    PRESET_TITLES,
    VARIANT_SENTENCES,
)
from morra_suite.games.mill.wording import QT_TRANSLATE_NOOP, Phrase

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
        """The game's name in English: the preset's, or "<preset> (custom)" (``title_phrase``)."""
        return self.title_phrase().words()

    def title_phrase(self) -> Phrase:
        """The game's name as a phrase the window translates: the preset's title, or the title of
        the preset the rules were made from with "(custom)"."""
        name = self.preset_name
        if name:
            return Phrase(PRESET_TITLES[name])
        custom = QT_TRANSLATE_NOOP("GameKit", "%1 (custom)")
        return Phrase(custom, (Phrase(PRESET_TITLES[self.base_preset()]),), context="GameKit")

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
        """The rules in a few plain English sentences (``description``, one a line)."""
        return "\n".join(phrase.words() for phrase in self.description())

    def description(self) -> list[Phrase]:
        """The rules in a few plain sentences, as the New Game dialog and the status bar show
        them: each a marked phrase that the window translates (``Phrase.words``)."""
        said: list[Phrase] = [
            Phrase(
                QT_TRANSLATE_NOOP("MillKit", "%1: %2 pieces each on the board of %3"),
                (self.title_phrase(), str(self.pieces), Phrase(BOARD_TITLES[self.board])),
            )
        ]

        def say(text: str, *values: str) -> None:
            said.append(Phrase(text, values))

        if self.diagonals:
            say(QT_TRANSLATE_NOOP("MillKit", "The corner diagonals are lines too."))
        if self.move_while_placing:
            say(
                QT_TRANSLATE_NOOP(
                    "MillKit",
                    "While pieces are in hand, a player may move a piece instead of placing.",
                )
            )
        if not self.has_removal:
            say(QT_TRANSLATE_NOOP("MillKit", "Three in a line wins the game."))
        else:
            if self.removal_per_mill:
                say(
                    QT_TRANSLATE_NOOP(
                        "MillKit",
                        "Closing a mill removes one piece per mill closed of the opponent's.",
                    )
                )
            else:
                say(
                    QT_TRANSLATE_NOOP(
                        "MillKit", "Closing a mill removes one piece of the opponent's."
                    )
                )
            if self.remove_from_mills:
                say(
                    QT_TRANSLATE_NOOP(
                        "MillKit", "Any opponent piece may be removed, even one in a mill."
                    )
                )
            else:
                say(
                    QT_TRANSLATE_NOOP(
                        "MillKit",
                        "A piece in a mill may be removed only when all the opponent's pieces "
                        "stand in mills.",
                    )
                )
            if self.lose_below == 3:
                say(QT_TRANSLATE_NOOP("MillKit", "A player left with two pieces loses."))
        if self.flying:
            say(
                QT_TRANSLATE_NOOP(
                    "MillKit", "With %1 pieces left a player may fly to any empty point."
                ),
                str(self.flying_at),
            )
        if 2 * self.pieces == self.topology.size and self.full_board_removal == "none":
            if self.full_board_first_loses:
                say(
                    QT_TRANSLATE_NOOP(
                        "MillKit", "If placing fills the board, the first player loses."
                    )
                )
            else:
                say(QT_TRANSLATE_NOOP("MillKit", "If placing fills the board, it is a draw."))
        if self.blocked_action == "none":  # otherwise a sentence of ``variant_sentences`` says it
            if self.blocked_passes:
                say(QT_TRANSLATE_NOOP("MillKit", "A player who cannot move passes."))
            else:
                say(QT_TRANSLATE_NOOP("MillKit", "A player who cannot move loses."))
        draws: list[Phrase | str] = []
        if self.threefold_repetition:
            draws.append(
                Phrase(QT_TRANSLATE_NOOP("MillKit", "the same position occurs three times"))
            )
        if self.no_removal_limit:
            draws.append(
                Phrase(
                    QT_TRANSLATE_NOOP("MillKit", "%1 turns pass without a removal"),
                    (str(self.no_removal_limit),),
                )
            )
        if self.endgame_limit:
            draws.append(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "MillKit",
                        "%1 turns pass without a removal once a player is down to three pieces",
                    ),
                    (str(self.endgame_limit),),
                )
            )
        if draws:
            either = Phrase(QT_TRANSLATE_NOOP("MillKit", ", or when "), tuple(draws), joined=True)
            said.append(Phrase(QT_TRANSLATE_NOOP("MillKit", "Draw when %1."), (either,)))
        said.extend(Phrase(sentence) for sentence in self.variant_sentences())
        return said

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
