"""What a game is, as the rest of the app sees it: the description every game folder exports.

Modelled on OpenSpiel's ``load_game``: ``morra_suite.games.load_game(key)`` returns one ``Game``
object; every list of games in the app (chooser, dialogs, ``--smoke``, the conformance test) reads
the registry, so adding a game is a folder, not a hunt through the code.

The description holds facts only (variants, settings, start states, positions, records). Words
for players (titles in other languages, setting labels, outcome sentences) live in the UI layer;
the English ``title`` here is what records, tests and the command line use.

Pure Python: no Qt, ever.
"""

from __future__ import annotations

import dataclasses
import datetime
import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar, cast

from morra_suite.core.protocol import SomeState

SettingKind = Literal["bool", "int", "choice"]
ValueT = TypeVar("ValueT")  # a setting's value, given back as it came once checked


@dataclass(frozen=True, slots=True)
class Setting:
    """One rules setting as data: a field of the game's frozen rules value.

    ``name`` is the attribute of the rules value; ``kind`` is "bool", "int" or "choice". For
    "int", ``minimum`` and ``maximum`` bound it; for "choice", ``choices`` lists the values
    (labels are the UI's). ``requires`` names a bool setting that must be on for this one to
    matter (flying starts at … needs flying), so a dialog can disable it with its master;
    ``when`` lists the master's values for which it matters instead, for a master that is a
    choice (a full board's first-player-loses reading only while no removal is chosen).
    """

    name: str
    kind: SettingKind
    # Any: a rules field's value: bool, int or one of the game's own choices (str, enum)
    default: Any
    minimum: int | None = None
    maximum: int | None = None
    # Any: the game's own choice values (see ``default``)
    choices: tuple[Any, ...] = ()
    requires: str | None = None
    # Any: values of the master setting (see ``default``)
    when: tuple[Any, ...] = ()

    def applies(self, master: object) -> bool:
        """Whether this setting matters while its ``requires`` master has the value ``master``."""
        return master in self.when if self.when else bool(master)

    def check(self, value: ValueT) -> ValueT:
        """The value if it fits this setting; a ``ValueError`` that names the setting if not."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"setting {self.name}: {value!r} is not true or false")
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"setting {self.name}: {value!r} is not a whole number")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"setting {self.name}: {value} is below {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"setting {self.name}: {value} is above {self.maximum}")
        elif value not in self.choices:
            known = ", ".join(map(str, self.choices))
            raise ValueError(f"setting {self.name}: {value!r} is not one of {known}")
        return value


@dataclass(frozen=True, slots=True)
class VariantInfo:
    """A named starting point: a mill preset, a Morra layout, Myra's one board."""

    key: str
    title: str  # English; the UI translates it


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who sat at one side of a recorded game: a person, or the computer at a level."""

    name: str = ""
    computer_level: int | None = None  # None: a person

    @property
    def is_computer(self) -> bool:
        return self.computer_level is not None


@dataclass
class GameRecordData:
    """A whole game as a file holds it: where it started, the moves, the rules and the people.

    ``read_record`` gives one and ``write_record`` takes one, for every game alike; ``moves`` are
    move values of the game (``start.play(moves[0])`` …), ``variant`` the preset or layout the
    rules were made from (a custom variant keeps it), ``date`` is ``YYYY.MM.DD`` or ``None``.

    ``read_record`` always gives one seat per player (a record written before seats were kept
    reads as people with the names it has, ``""`` where it has none) and ``date=None`` when the
    record says none; ``write_record`` writes today's date when ``date`` is ``None``, so a saved
    game always carries one. ``tags`` are the record's other tags (``Event``, ``Site``…): those
    the game writes itself (rules, start, result, seats, date) are fields, not tags. A game
    resigned before its end keeps the ``Resigned`` tag (``RESIGNED_TAG``), and every game
    writes its result from it; a mill record keeps a ``Result`` tag only when it differs from
    what the final position and the resignation say (a game agreed drawn before its end).
    """

    start: SomeState
    # Any: moves of ``start``'s game (a state's move type is not named: ``SomeState``)
    moves: list[Any]
    variant: str
    # Any: the game's own frozen rules value (``Game``'s ``RulesT``; a record is read before
    # its game's types are known)
    rules: Any
    seats: list[SeatInfo] = field(default_factory=list)
    date: str | None = None
    tags: dict[str, str] = field(default_factory=dict)
    #: The start and the state after each move, when the caller holds them already (a game's
    #: history does): a writer may use them instead of replaying a long game move by move.
    known_states: Sequence[SomeState] | None = None

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def states(self) -> list[SomeState]:
        """The start and the state after each move (replays the moves unless they are known)."""
        if self.known_states is not None and len(self.known_states) == len(self.moves) + 1:
            return list(self.known_states)
        states = [self.start]
        for move in self.moves:
            states.append(states[-1].play(move))
        return states


# A game's state and rules types: ``Game[MyraState, MyraRules]`` gives its states and takes its
# rules; a plain ``Game`` (what the registry hands out) is a game of any kind.
StateT = TypeVar("StateT", bound=SomeState)
RulesT = TypeVar("RulesT")


class Game(ABC, Generic[StateT, RulesT]):
    """The description of one game (``morra_suite.games.load_game(key)`` gives it).

    Subclasses set ``key``, ``title`` and ``file_suffix`` and implement the abstract methods; the
    rest has defaults that fit games whose rules value is a frozen dataclass. Generic in the
    game's state and rules types (a subclass names them: ``Game[MorraState, MorraRules]``).
    """

    key: str  # "mill", "morra", "myra"
    title: str  # English name ("Mill games")
    file_suffix: str = ".txt"  # what its records are saved as
    simultaneous: bool = False  # True where players choose at once (Morra's hands)

    # ------------------------------------------------------------------ variants and settings
    @abstractmethod
    def variants(self) -> tuple[VariantInfo, ...]:
        """Presets, layouts or the one board, in the order a dialog lists them."""

    def default_variant(self) -> str:
        """What a first game starts with."""
        return self.variants()[0].key

    @abstractmethod
    def settings(self) -> tuple[Setting, ...]:
        """Every rules setting a player may change, in the order a dialog shows them."""

    def player_counts(self) -> tuple[int, ...]:
        return (2,)

    @abstractmethod
    def rules_for(self, variant: str) -> RulesT:
        """The frozen rules value of a variant; ``ValueError`` names an unknown one."""

    def variant_of_rules(self, rules: RulesT) -> str | None:
        """The variant whose rules equal ``rules`` exactly, or ``None`` (a custom variant)."""
        for info in self.variants():
            if self.rules_for(info.key) == rules:
                return info.key
        return None

    def rules_of(self, state: StateT) -> RulesT:
        """The rules value a state is played under (default: its ``rules`` attribute)."""
        rules: RulesT = cast("RulesT", getattr(state, "rules", None))
        return rules

    def variant_of(self, state: StateT) -> str:
        """The variant a state belongs to; a custom variant names the one it was made from."""
        return self.variant_of_rules(self.rules_of(state)) or self.default_variant()

    # Any: JSON-like setting values (bool, int, str)
    def rules_to_dict(self, rules: RulesT) -> dict[str, Any]:
        """The rules as plain values (settings files)."""
        return {s.name: getattr(rules, s.name) for s in self.settings()}

    # Any: JSON-like setting values as read from a file, checked by ``Setting.check``
    def rules_from_dict(self, base: RulesT, values: Mapping[str, Any]) -> RulesT:
        """``base`` with the named settings changed; a ``ValueError`` names a bad value."""
        known = {s.name: s for s in self.settings()}
        changes = {k: known[k].check(v) for k, v in values.items() if k in known}
        frozen: Any = base  # the default is for rules that are dataclasses (a subclass may differ)
        changed: RulesT = dataclasses.replace(frozen, **changes)
        return changed

    # ------------------------------------------------------------------ states
    @abstractmethod
    def new_state(
        self, variant: str | None = None, players: int = 2, rules: RulesT | None = None
    ) -> StateT:
        """The start of a game; ``rules`` (a custom variant) overrides the variant's rules."""

    @abstractmethod
    def parse_position(self, text: str) -> StateT:
        """Reads what ``state.position()`` wrote; the text names its variant and settings.

        Raises ``PositionError`` (a ``ValueError``) naming what is wrong.
        """

    # ------------------------------------------------------------------ pasting and setting up
    def read_pasted_position(self, text: str, rules: RulesT | None = None) -> StateT:
        """The state a pasted ``text`` describes (``games.paste`` has stripped it and taken a
        record's ``[FEN "..."]`` tag apart); ``rules`` are the current game's, for a text that
        names none. Default: the game's own position string. A game that reads other programs'
        texts too (the mill games: a Sanmill FEN) overrides it. ``PositionError`` says why not."""
        return self.parse_position(" ".join(text.split()))

    # Any: the game's own set-up value, which only its editor reads
    def setup_of(self, state: StateT) -> Any:
        """The game's set-up model (``games/<game>/setup.py``: a value that edits a position
        piece by piece, lists its ``findings()``, writes ``position()`` and gives ``state()``),
        filled from ``state``. A ``ValueError`` for a game without one."""
        raise ValueError(f"{self.title} has no position set-up")

    def setup_start(self, state: StateT, rules: RulesT) -> StateT:
        """Set Up's "Start Position": the start of a game with ``state``'s players under
        ``rules`` (default: a new game of the variant ``state`` belongs to)."""
        players = getattr(state, "num_players", 2)
        return self.new_state(variant=self.variant_of(state), players=players, rules=rules)

    # ------------------------------------------------------------------ records
    @abstractmethod
    def read_record(self, text: str) -> GameRecordData:
        """Reads a saved game; ``RecordError`` (a ``ValueError``) names the problem and move."""

    @abstractmethod
    def write_record(self, record: GameRecordData) -> str:
        """The text of a saved game that ``read_record`` reads back to an equal record."""

    # Any: a move of ``state``'s game (``StateT`` does not name its move type)
    def move_text(self, state: StateT, move: Any) -> str:
        """A move as a move list shows it (default: its canonical notation)."""
        return str(move)

    # How many plies one numbered move of the record (and the move list) holds: 1 where every
    # turn is numbered on its own; the mill games' PGN numbering pairs a move with its reply.
    # The analysis counts a "wins in N" in these moves, so it reads as the move list does.
    plies_per_move: int = 1

    def move_number(self, start: StateT, index: int, before: StateT) -> int | None:
        """The number the game's record writes before its ``index``-th move (0-based), played
        from ``before`` in a game from ``start``; ``None`` for a move the record leaves
        unnumbered. The move list and the status line show this number, so they agree with
        the file. Default: every turn is numbered on its own (Myra's records)."""
        return index + 1


# A game given up before its end: a record's ``Resigned`` tag holds the number (1, 2) of the side
# that resigned, the same in every game's records. The positions do not say it, so the tag does,
# and every game writes the result the resignation gives (the other side wins) and reads it back.
RESIGNED_TAG = "Resigned"


def resigned_side(tags: Mapping[str, str]) -> int | None:
    """The side (0 or 1) a record's ``Resigned`` tag names; ``None`` without one (or for a tag
    that says neither 1 nor 2)."""
    text = tags.get(RESIGNED_TAG, "").strip()
    return int(text) - 1 if text in ("1", "2") else None


def check_record_text(text: str) -> str:
    """``text`` if it can be a record at all; ``RecordError`` for an empty or a binary file, so
    every game refuses them alike before its own reader looks at the contents."""
    from morra_suite.core.errors import RecordError

    if not text.strip():
        raise RecordError("the file is empty")
    if "\x00" in text:
        raise RecordError("this is not a text file")
    return text


def today() -> str:
    """Today's date as records write it (``YYYY.MM.DD``, PGN's form)."""
    return datetime.date.today().strftime("%Y.%m.%d")


def date_from_tag(value: str | None) -> str | None:
    """A record's date tag as ``GameRecordData.date``: ``None`` when unknown (``????.??.??``)."""
    if value is None:
        return None
    value = value.strip()
    if not value or not re.search(r"\d", value):
        return None
    return value


@dataclass(frozen=True, slots=True)
class SeatTags:
    """The tag names one seat is written with: its name, "human"/"program" and the level.

    PGN's ``WhiteType`` tag says "human" or "program"; every game uses the same two words, with
    tag names that fit its own record format (``White``/``WhiteType``/``WhiteLevel`` in mill
    records, ``NameA``/``TypeA``/``LevelA`` in Myra's).
    """

    name: str
    kind: str
    level: str

    @property
    def all(self) -> tuple[str, str, str]:
        return (self.name, self.kind, self.level)


def seats_to_tags(seats: Sequence[SeatInfo], tags: Sequence[SeatTags]) -> dict[str, str]:
    """The tags that write ``seats``; a seat without a name writes no name tag."""
    out: dict[str, str] = {}
    for seat, names in zip(seats, tags, strict=False):
        if seat.name:
            out[names.name] = seat.name
        out[names.kind] = "program" if seat.is_computer else "human"
        if seat.computer_level is not None:
            out[names.level] = str(seat.computer_level)
    return out


def seats_from_tags(
    tags: Mapping[str, str], seat_tags: Sequence[SeatTags], players: int, unknown: str = ""
) -> list[SeatInfo]:
    """One ``SeatInfo`` per player from a record's tags.

    A record without seat tags (written before they existed, or by another program) reads as
    people with the names it has; a name equal to ``unknown`` (PGN's "?") reads as no name.
    ``ValueError`` names a level that is no number.
    """
    seats = []
    for names in seat_tags[:players]:
        name = tags.get(names.name, "")
        if name == unknown:
            name = ""
        level: int | None = None
        if tags.get(names.kind, "human").strip().lower() == "program":
            text = tags.get(names.level, "1").strip()
            if not text.isdigit():
                raise ValueError(f"tag {names.level} {text!r} is not a level (a whole number)")
            level = int(text)
        seats.append(SeatInfo(name, level))
    return seats


# Any: a game of any kind (``Game`` is invariant in its state and rules types)
def check_players(game: Game[Any, Any], players: int) -> int:
    """``players`` if the game is played by that many; a ``ValueError`` otherwise."""
    if players not in game.player_counts():
        counts = " or ".join(map(str, game.player_counts()))
        raise ValueError(f"{game.title} is played by {counts} players, not {players}")
    return players
