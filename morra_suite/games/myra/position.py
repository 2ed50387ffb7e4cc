"""Myra's position text: writing a position's fields and reading them back, checked.

``<pieces> <to move> <reserves> [nocapture=N] [players=N] [repetition=no] [limit=N]``, for
example ``a1=AQ,a2=A4,k11=BQ A A:25,B:25``. ``MyraState.position`` writes through
``write_position``; ``parse_position`` (in ``state``) builds the state from ``read_position``.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, NamedTuple

from morra_suite.core.errors import MoveParseError, PositionError
from morra_suite.games.myra.board import NAMES, NUM_HOLES, hole_index
from morra_suite.games.myra.pieces import PLAYER_LETTERS, RESERVE_AT_START, Q
from morra_suite.games.myra.rules import MyraRules


class MyraImpossible(Enum):
    """Why a well-written position string is no position of its rules: ``PositionError.code``
    (the facts are in ``PositionError.facts``)."""

    RESERVE_TOO_BIG = "reserve too big"  # player, most
    TO_MOVE_IS_OUT = "to move is out"  # player: the player to move has no queen
    PIECES_WITHOUT_QUEEN = "pieces without queen"  # player, while two or more queens are left


class PositionFields(NamedTuple):
    """A position as read from its text: a ``MyraState``'s fields, in its order."""

    num_players: int
    cells: tuple[int, ...]
    to_move: int
    reserves: tuple[int, ...]
    no_capture: int
    rules: MyraRules


def write_position(
    num_players: int,
    cells: tuple[int, ...],
    to_move: int,
    reserves: tuple[int, ...],
    no_capture: int,
    rules: MyraRules,
) -> str:
    """``<pieces> <to move> <reserves>`` plus ``nocapture=N`` when N > 0, ``players=3``
    when three players cannot be told from the letters (C is out), and the settings that
    differ from the defaults (``repetition=no``, ``limit=N``), so the text names its rules."""
    pieces = ",".join(
        f"{NAMES[hole]}={PLAYER_LETTERS[cell >> 3]}{'Q' if cell & 7 == Q else cell & 7}"
        for hole, cell in enumerate(cells)
        if cell
    )
    alive = tuple(sorted({cell >> 3 for cell in cells if cell & 7 == Q}))
    shown = ",".join(f"{PLAYER_LETTERS[p]}:{reserves[p]}" for p in alive)
    fields = [pieces, PLAYER_LETTERS[to_move], shown]
    if no_capture:
        fields.append(f"nocapture={no_capture}")
    if num_players != _players_shown(cells, to_move, alive):
        fields.append(f"players={num_players}")
    return " ".join(fields + rules_fields(rules))


def rules_fields(rules: MyraRules) -> list[str]:
    """The settings that differ from the defaults, as position-string fields."""
    default = MyraRules()
    out = []
    if rules.repetition_draw != default.repetition_draw:
        out.append(f"repetition={'yes' if rules.repetition_draw else 'no'}")
    if rules.no_capture_limit != default.no_capture_limit:
        out.append(f"limit={rules.no_capture_limit}")
    return out


def _players_shown(cells: tuple[int, ...], to_move: int, alive: tuple[int, ...]) -> int:
    highest = max([to_move, *alive, *(cell >> 3 for cell in cells if cell)])
    return max(2, highest + 1)


def read_position(
    text: str, rules: MyraRules | None = None, players: int | None = None
) -> PositionFields:
    """Reads ``<pieces> <to move> <reserves> [nocapture=N] [players=N] [repetition=no]
    [limit=N]`` into a state's fields, or raises ``PositionError`` saying why. The settings are
    ``rules`` if given, else those the text names, else the defaults. The number of players is 3
    when the letter C shows (or ``players=3`` is given, in the text or as argument), else 2. A
    player without a queen is out: their reserve is left off, and they may only have pieces left
    when the game is over.
    """
    fields = text.split()
    if len(fields) < 3:
        raise PositionError(
            text, "expected '<pieces> <to move> <reserves>', e.g. a1=AQ,k11=BQ A A:25,B:25"
        )
    pieces_text, to_move_text, reserves_text, *extra = fields
    no_capture = 0
    stated_players: int | None = None
    # Any: each rules field's own type, for dataclasses.replace
    settings: dict[str, Any] = {}
    for item in extra:
        key, _, value = item.partition("=")
        if key == "nocapture" and value.isdigit():
            no_capture = int(value)
        elif key == "players" and value in ("2", "3"):
            stated_players = int(value)
        elif key == "repetition" and value in ("yes", "no"):
            settings["repetition_draw"] = value == "yes"
        elif key == "limit" and value.isdigit():
            settings["no_capture_limit"] = int(value)
        else:
            raise PositionError(
                text,
                f"unknown field {item!r}; expected nocapture=N, players=2|3, repetition=yes|no "
                "or limit=N",
            )
    if settings and rules is None:
        rules = MyraRules(**settings)

    cells = [0] * NUM_HOLES
    for item in pieces_text.split(","):
        name, eq, code = item.partition("=")
        if not eq or len(code) != 2:
            raise PositionError(text, f"piece {item!r}: write <hole>=<player><Q|1-5>, like a2=A4")
        try:
            hole = hole_index(name)
        except MoveParseError as error:
            raise PositionError(text, f"piece {item!r}: {error.reason}") from None
        letter, size = code[0].upper(), code[1].upper()
        if letter not in PLAYER_LETTERS:
            raise PositionError(text, f"piece {item!r}: players are A, B and C")
        if size != "Q" and size not in "12345":
            raise PositionError(text, f"piece {item!r}: a piece is Q (queen) or a troop of 1 to 5")
        if cells[hole]:
            raise PositionError(text, f"hole {NAMES[hole]} is given twice")
        kind = Q if size == "Q" else int(size)
        cells[hole] = PLAYER_LETTERS.index(letter) * 8 + kind

    letter = to_move_text.upper()
    if letter not in PLAYER_LETTERS or len(letter) != 1:
        raise PositionError(text, f"player to move {to_move_text!r}: must be A, B or C")
    to_move = PLAYER_LETTERS.index(letter)

    reserve_of: dict[int, int] = {}
    for item in reserves_text.split(","):
        who, colon, count = item.partition(":")
        who = who.upper()
        if not colon or who not in PLAYER_LETTERS or len(who) != 1 or not count.isdigit():
            raise PositionError(text, f"reserve {item!r}: write <player>:<count>, like A:25")
        player = PLAYER_LETTERS.index(who)
        if player in reserve_of:
            raise PositionError(text, f"reserve of {who} is given twice")
        if int(count) > RESERVE_AT_START:
            raise PositionError(
                text,
                f"reserve {item!r}: at most {RESERVE_AT_START}",
                MyraImpossible.RESERVE_TOO_BIG,
                {"player": player, "most": RESERVE_AT_START},
            )
        reserve_of[player] = int(count)

    queens: dict[int, int] = {}
    owners = set()
    for hole, cell in enumerate(cells):
        if not cell:
            continue
        owners.add(cell >> 3)
        if cell & 7 == Q:
            if cell >> 3 in queens:
                raise PositionError(text, f"player {PLAYER_LETTERS[cell >> 3]} has two queens")
            queens[cell >> 3] = hole
    shown = max(2, 1 + max([to_move, *owners, *reserve_of]))
    for given in (players, stated_players):
        if given is not None:
            if given not in (2, 3):
                raise PositionError(text, f"players={given}: Myra is played by 2 or 3 players")
            if given < shown:
                raise PositionError(text, f"players={given}, but player C appears")
            shown = given
    if players is not None and stated_players is not None and players != stated_players:
        raise PositionError(text, f"the text says players={stated_players}, the caller {players}")
    num_players = shown

    if not queens:
        raise PositionError(text, "no queen on the board")
    if to_move not in queens:
        raise PositionError(
            text,
            f"player to move {letter} has no queen (is out of the game)",
            MyraImpossible.TO_MOVE_IS_OUT,
            {"player": to_move},
        )
    for player in queens:
        if player not in reserve_of:
            raise PositionError(text, f"reserve of {PLAYER_LETTERS[player]} is missing")
    for player in reserve_of:
        if player not in queens:
            raise PositionError(
                text, f"{PLAYER_LETTERS[player]} has no queen, so is out: leave off their reserve"
            )
    if len(queens) > 1:
        for player in owners:
            if player not in queens:
                raise PositionError(
                    text,
                    f"{PLAYER_LETTERS[player]} has pieces but no queen while the game goes on",
                    MyraImpossible.PIECES_WITHOUT_QUEEN,
                    {"player": player},
                )
    reserves = tuple(reserve_of.get(p, 0) for p in range(num_players))
    return PositionFields(
        num_players, tuple(cells), to_move, reserves, no_capture, rules or MyraRules()
    )
