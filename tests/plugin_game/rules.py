"""Three in a row on a 3×3 grid: the pure part of the plug-in game (no Qt).

Interim until the ``seam-pure`` branch brings its own toy game; it follows ``core.game.Game`` and
the state protocol exactly as the built-in games do, and nothing outside ``tests/`` names it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from morra_suite.core import IllegalMoveError, MoveParseError, Outcome, PositionError, RecordError
from morra_suite.core.game import Game, GameRecordData, SeatInfo, Setting, VariantInfo
from morra_suite.core.protocol import TurnBased

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
NAMES = ("a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1")  # top row first


class Reason(Enum):
    LINE = "three in a row"
    FULL = "the grid is full"


@dataclass(frozen=True, slots=True)
class ToyRules:
    misere: bool = False  # three in a row loses instead of winning


@dataclass(frozen=True, slots=True)
class ToyState(TurnBased):
    cells: tuple[int | None, ...] = (None,) * 9
    to_move: int = 0
    rules: ToyRules = ToyRules()

    @property
    def num_players(self) -> int:
        return 2

    def legal_moves(self) -> tuple[int, ...]:
        if self.outcome() is not None:
            return ()
        return tuple(i for i, cell in enumerate(self.cells) if cell is None)

    def parse_move(self, text: str) -> int:
        if text not in NAMES:
            raise MoveParseError(text, "not a cell a1..c3")
        return NAMES.index(text)

    def play(self, move: Any) -> ToyState:
        index = self.parse_move(move) if isinstance(move, str) else move
        if index not in self.legal_moves():
            raise IllegalMoveError(move, "that cell is taken or the game is over")
        cells = list(self.cells)
        cells[index] = self.to_move
        return replace(self, cells=tuple(cells), to_move=1 - self.to_move)

    def outcome(self) -> Outcome | None:
        for a, b, c in LINES:
            owner = self.cells[a]
            if owner is not None and owner == self.cells[b] == self.cells[c]:
                return Outcome(1 - owner if self.rules.misere else owner, Reason.LINE)
        if all(cell is not None for cell in self.cells):
            return Outcome(None, Reason.FULL)
        return None

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    def position(self) -> str:
        grid = "".join("." if c is None else "XO"[c] for c in self.cells)
        return f"{grid} {'XO'[self.to_move]}{' misere' if self.rules.misere else ''}"


class ToyGame(Game):
    key = "toy"
    title = "Three in a row"
    file_suffix = ".toy"

    def variants(self) -> tuple[VariantInfo, ...]:
        return (VariantInfo("classic", "Classic"), VariantInfo("misere", "Misère"))

    def settings(self) -> tuple[Setting, ...]:
        return (Setting("misere", "bool", False),)

    def rules_for(self, variant: str) -> ToyRules:
        if variant not in ("classic", "misere"):
            raise ValueError(f"unknown variant {variant!r}")
        return ToyRules(misere=variant == "misere")

    def new_state(
        self, variant: str | None = None, players: int = 2, rules: Any = None
    ) -> ToyState:
        return ToyState(rules=rules or self.rules_for(variant or self.default_variant()))

    def parse_position(self, text: str) -> ToyState:
        parts = text.split()
        if len(parts) not in (2, 3) or len(parts[0]) != 9 or parts[1] not in ("X", "O"):
            raise PositionError(text, "expected nine cells and X or O")
        try:
            cells = tuple(None if ch == "." else "XO".index(ch) for ch in parts[0])
        except ValueError:
            raise PositionError(text, "cells are X, O or .") from None
        return ToyState(cells, "XO".index(parts[1]), ToyRules(len(parts) == 3))

    def read_record(self, text: str) -> GameRecordData:
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        if not lines or lines[0] != "[Game toy]":
            raise RecordError("no toy game found (no [Game toy] line)")
        tags = dict(line[1:-1].split(" ", 1) for line in lines if line.startswith("["))
        start = self.parse_position(tags.get("Position", ToyState().position()))
        moves, state = [], start
        for number, text_move in enumerate(" ".join(lines[len(tags) :]).split(), 1):
            try:
                move = state.parse_move(text_move)
                state = state.play(move)
            except ValueError as exc:
                raise RecordError(str(exc), number) from None
            moves.append(move)
        written = (tags[f"Seat{i}"].rsplit(" ", 1) for i in (1, 2) if f"Seat{i}" in tags)
        seats = [SeatInfo(name, int(level) if level != "-" else None) for name, level in written]
        return GameRecordData(
            start, moves, self.variant_of(start), start.rules, seats, tags.get("Date")
        )

    def write_record(self, record: GameRecordData) -> str:
        lines = ["[Game toy]", f"[Position {record.start.position()}]"]
        for i, seat in enumerate(record.seats, 1):
            level = "-" if seat.computer_level is None else str(seat.computer_level)
            lines.append(f"[Seat{i} {seat.name or '?'} {level}]")
        if record.date:
            lines.append(f"[Date {record.date}]")
        lines.append(" ".join(NAMES[m] for m in record.moves))
        return "\n".join(lines) + "\n"

    def move_text(self, state: Any, move: Any) -> str:
        return NAMES[move]


GAME = ToyGame()
