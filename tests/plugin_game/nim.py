"""Nim, a toy fourth game that lives only in the tests: a plug-in registered from outside the
package with ``morra_suite.games.register_game("nim", "tests.plugin_game.nim:GAME")``.

It is a whole game to the app's seam (settings as data, variants, positions, records with seats
and date, reason codes, the state protocol) and nothing of it is known to ``morra_suite``: if it
plays through the conformance and description tests, any game folder can.

Rules: players take turns taking one or more counters from one heap (at most ``max_take`` when
``take_limit`` is on). Who takes the last counter wins, or loses in the misère game.
Moves are written ``b3`` (three counters from heap b).
"""

from __future__ import annotations

import datetime
import functools
import re
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from morra_suite.core import IllegalMoveError, MoveParseError, Outcome, PositionError, RecordError
from morra_suite.core.game import (
    Game,
    GameRecordData,
    SeatTags,
    Setting,
    VariantInfo,
    check_players,
    date_from_tag,
    seats_from_tags,
    seats_to_tags,
)
from morra_suite.core.protocol import TurnBased

HEAP_LETTERS = "abcdefgh"
HEAP_CHOICES = ("3,4,5", "1,3,5,7", "2,2", "5,7,9")


class NimTermination(Enum):
    LAST_TAKEN = "took the last counter"  # the normal game: the last taker wins
    LAST_TAKEN_MISERE = "left the last counter"  # misère: the last taker loses


class NimIllegal(Enum):
    GAME_OVER = "game over"
    NO_SUCH_HEAP = "no such heap"
    TOO_MANY = "too many"  # more than the heap holds
    OVER_LIMIT = "over limit"  # more than max_take
    NOTHING_TAKEN = "nothing taken"
    NOT_A_MOVE = "not a move"


@dataclass(frozen=True)
class NimRules:
    heaps: str = "3,4,5"
    misere: bool = False
    take_limit: bool = False
    max_take: int = 3

    def __post_init__(self) -> None:
        if self.heaps not in HEAP_CHOICES:
            raise ValueError(f"heaps {self.heaps!r}: one of {', '.join(HEAP_CHOICES)}")
        if not 1 <= self.max_take <= 9:
            raise ValueError(f"max_take {self.max_take}: 1 to 9")

    @property
    def start(self) -> tuple[int, ...]:
        return tuple(int(n) for n in self.heaps.split(","))

    def token(self) -> str:
        """``heaps=3,4,5`` with ``misere`` and ``max=N`` when they are on."""
        parts = [f"heaps={self.heaps}"]
        if self.misere:
            parts.append("misere")
        if self.take_limit:
            parts.append(f"max={self.max_take}")
        elif self.max_take != NimRules.max_take:
            parts.append(f"maxoff={self.max_take}")
        return ";".join(parts)

    @classmethod
    def from_token(cls, token: str) -> NimRules:
        values: dict[str, Any] = {}
        for part in token.split(";"):
            key, _, value = part.partition("=")
            if key == "heaps":
                values["heaps"] = value
            elif key == "misere" and not value:
                values["misere"] = True
            elif key in ("max", "maxoff") and value.isdigit():
                values["take_limit"] = key == "max"
                values["max_take"] = int(value)
            else:
                raise ValueError(f"{part!r} is no Nim setting")
        return cls(**values)


@dataclass(frozen=True, slots=True)
class NimMove:
    heap: int
    take: int

    def __str__(self) -> str:
        return f"{HEAP_LETTERS[self.heap]}{self.take}"


@dataclass(frozen=True)
class NimState(TurnBased):
    rules: NimRules
    heaps: tuple[int, ...]
    to_move: int = 0

    num_players = 2

    def outcome(self) -> Outcome | None:
        if any(self.heaps):
            return None
        last_taker = 1 - self.to_move
        if self.rules.misere:
            return Outcome(self.to_move, NimTermination.LAST_TAKEN_MISERE)
        return Outcome(last_taker, NimTermination.LAST_TAKEN)

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    def legal_moves(self) -> tuple[NimMove, ...]:
        if self.is_game_over():
            return ()
        top = self.rules.max_take if self.rules.take_limit else 99
        return tuple(
            NimMove(heap, take)
            for heap, size in enumerate(self.heaps)
            for take in range(1, min(size, top) + 1)
        )

    def _why(self, move: NimMove) -> tuple[NimIllegal, str] | None:
        if self.is_game_over():
            return NimIllegal.GAME_OVER, "the game is over"
        if not 0 <= move.heap < len(self.heaps):
            return NimIllegal.NO_SUCH_HEAP, f"there is no heap number {move.heap + 1}"
        if move.take < 1:
            return NimIllegal.NOTHING_TAKEN, "take at least one counter"
        if move.take > self.heaps[move.heap]:
            return NimIllegal.TOO_MANY, f"heap {HEAP_LETTERS[move.heap]} holds fewer"
        if self.rules.take_limit and move.take > self.rules.max_take:
            return NimIllegal.OVER_LIMIT, f"at most {self.rules.max_take} at a time"
        return None

    def parse_move(self, text: str) -> NimMove:
        match = re.fullmatch(r"\s*([a-h])(\d+)\s*", text.lower())
        if not match:
            raise MoveParseError(text, "write a heap letter and a count, like b3")
        move = NimMove(HEAP_LETTERS.index(match[1]), int(match[2]))
        why = self._why(move)
        if why is not None:
            raise IllegalMoveError(text, why[1], why[0])
        return move

    def play(self, move: NimMove | str) -> NimState:
        if isinstance(move, str):
            move = self.parse_move(move)
        elif not isinstance(move, NimMove):
            raise IllegalMoveError(move, "a Nim move is a NimMove", NimIllegal.NOT_A_MOVE)
        why = self._why(move)
        if why is not None:
            raise IllegalMoveError(move, why[1], why[0])
        heaps = list(self.heaps)
        heaps[move.heap] -= move.take
        return NimState(self.rules, tuple(heaps), 1 - self.to_move)

    def can_still_win(self, player: int) -> bool | None:
        """Whether ``player`` could still win by some series of legal moves (the game clock's
        flag ruling asks it): searched exactly, the heaps are tiny. With one counter left and
        the other to move, the other must take it: in the normal game ``player`` cannot win."""
        return _can_win(self.rules, tuple(sorted(self.heaps)), self.to_move, player)

    def position(self) -> str:
        """``heaps=3,4,5[;misere][;max=N] left:3,0,5 to:1``."""
        left = ",".join(map(str, self.heaps))
        return f"{self.rules.token()} left:{left} to:{self.to_move + 1}"


@functools.cache
def _can_win(rules: NimRules, heaps: tuple[int, ...], to_move: int, player: int) -> bool:
    """Some line of legal moves from ``heaps`` (sorted) with ``to_move`` ends in ``player``'s
    win (both sides' moves chosen for it: a "help-win", as chess's flag ruling asks)."""
    state = NimState(rules, heaps, to_move)
    outcome = state.outcome()
    if outcome is not None:
        return outcome.winner == player
    return any(
        _can_win(rules, tuple(sorted(after.heaps)), after.to_move, player)
        for after in (state.play(move) for move in state.legal_moves())
    )


def parse_position(text: str) -> NimState:
    match = re.fullmatch(r"(\S+) left:([\d,]+) to:([12])", text.strip())
    if not match:
        raise PositionError(text, "write <rules> left:<heaps> to:<1|2>")
    try:
        rules = NimRules.from_token(match[1])
    except ValueError as error:
        raise PositionError(text, str(error)) from None
    heaps = tuple(int(n) for n in match[2].split(","))
    start = rules.start
    if len(heaps) != len(start) or any(h > s for h, s in zip(heaps, start, strict=True)):
        raise PositionError(text, f"the heaps {match[2]} do not fit the start {rules.heaps}")
    return NimState(rules, heaps, int(match[3]) - 1)


SEAT_TAGS = (
    SeatTags("First", "FirstType", "FirstLevel"),
    SeatTags("Second", "SecondType", "SecondLevel"),
)
_OWN_TAGS = {"Game", "Rules", "Position", "Result", "Date", *(t for s in SEAT_TAGS for t in s.all)}
_VARIANTS = {
    "classic": NimRules(),
    "misere": NimRules(misere=True),
    "marienbad": NimRules(heaps="1,3,5,7", misere=True),
}


def _escape(value: str) -> str:
    return " ".join(value.splitlines()).replace("\\", "\\\\").replace('"', '\\"')


class NimGame(Game):
    key = "nim"
    title = "Nim"
    file_suffix = ".nim"

    def variants(self) -> tuple[VariantInfo, ...]:
        titles = {"classic": "Nim", "misere": "Misère Nim", "marienbad": "Marienbad"}
        return tuple(VariantInfo(key, titles[key]) for key in _VARIANTS)

    def settings(self) -> tuple[Setting, ...]:
        d = NimRules()
        return (
            Setting("heaps", "choice", d.heaps, choices=HEAP_CHOICES),
            Setting("misere", "bool", d.misere),
            Setting("take_limit", "bool", d.take_limit),
            Setting("max_take", "int", d.max_take, minimum=1, maximum=9, requires="take_limit"),
        )

    def rules_for(self, variant: str) -> NimRules:
        if variant not in _VARIANTS:
            raise ValueError(f"unknown Nim variant {variant!r}")
        return _VARIANTS[variant]

    def new_state(
        self, variant: str | None = None, players: int = 2, rules: Any = None
    ) -> NimState:
        check_players(self, players)
        base = self.rules_for(variant or self.default_variant())
        rules = rules if rules is not None else base
        return NimState(rules, rules.start)

    def parse_position(self, text: str) -> NimState:
        return parse_position(text)

    def read_pasted_position(self, text: str, rules: Any = None) -> NimState:
        """Also another program's notation, the heap sizes alone (``1-0-5``, the first side to
        move), read with the current game's rules: the paste hook of a plug-in."""
        if re.fullmatch(r"\d+(-\d+)+", text):
            base = rules if isinstance(rules, NimRules) else NimRules()
            left = text.replace("-", ",")
            return parse_position(f"{base.token()} left:{left} to:1")
        return parse_position(" ".join(text.split()))

    def setup_of(self, state: Any) -> Any:
        from tests.plugin_game.setup import NimSetup

        return NimSetup.from_state(state)

    def write_record(self, record: GameRecordData) -> str:
        start: NimState = record.start  # type: ignore[assignment]
        if record.rules is not None and record.rules != start.rules:
            start = replace(start, rules=record.rules)
        state = start
        for number, move in enumerate(record.moves, 1):
            try:
                state = state.play(move)
            except ValueError as error:
                raise RecordError(str(error), number) from None
        outcome = state.outcome()
        result = "*" if outcome is None else ("1-0", "0-1")[outcome.winner or 0]
        tags = {"Game": "Nim", "Rules": start.rules.token()}
        if start != NimState(start.rules, start.rules.start):
            tags["Position"] = start.position()
        tags["Date"] = record.date or datetime.date.today().strftime("%Y.%m.%d")
        tags.update(seats_to_tags(record.seats, SEAT_TAGS))
        tags.update(record.tags)
        tags["Result"] = result
        head = [f'[{key} "{_escape(value)}"]' for key, value in tags.items()]
        body = " ".join(f"{n}. {move}" for n, move in enumerate(record.moves, 1))
        return "\n".join([*head, "", body]) + "\n"

    def read_record(self, text: str) -> GameRecordData:
        found = re.findall(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]$', text, re.MULTILINE)
        tags = {key: re.sub(r"\\(.)", r"\1", value) for key, value in found}
        if tags.get("Game") != "Nim":
            raise RecordError('no [Game "Nim"] tag')
        try:
            rules = NimRules.from_token(tags.get("Rules", "heaps=3,4,5"))
            start = parse_position(tags["Position"]) if "Position" in tags else None
        except ValueError as error:
            raise RecordError(str(error)) from None
        start = start or NimState(rules, rules.start)
        body = "\n".join(line for line in text.splitlines() if not line.startswith("["))
        state, moves = start, []
        for number, token in enumerate(re.sub(r"\d+\.", " ", body).split(), 1):
            if token in ("1-0", "0-1", "*"):
                continue
            try:
                move = state.parse_move(token)
            except ValueError as error:
                raise RecordError(str(error), number) from None
            moves.append(move)
            state = state.play(move)
        try:
            seats = seats_from_tags(tags, SEAT_TAGS, 2)
        except ValueError as error:
            raise RecordError(str(error)) from None
        return GameRecordData(
            start=start,
            moves=moves,
            variant=self.variant_of(start),
            rules=start.rules,
            seats=seats,
            date=date_from_tag(tags.get("Date")),
            tags={k: v for k, v in tags.items() if k not in _OWN_TAGS},
        )


GAME = NimGame()
