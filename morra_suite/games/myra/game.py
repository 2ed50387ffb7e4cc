"""Myra's description for the registry: one board for two or three players, its draw settings as
data, starts, positions and records."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from morra_suite.core.errors import RecordError
from morra_suite.core.game import (
    Game,
    GameRecordData,
    SeatTags,
    Setting,
    VariantInfo,
    check_players,
    check_record_text,
    date_from_tag,
    seats_from_tags,
    seats_to_tags,
    today,
)
from morra_suite.games.myra.pieces import PLAYER_LETTERS
from morra_suite.games.myra.record import read_record, write_record
from morra_suite.games.myra.rules import MyraRules
from morra_suite.games.myra.state import MyraState, new_game, parse_position

if TYPE_CHECKING:
    from morra_suite.games.myra.setup import MyraSetup

SEAT_TAGS = tuple(
    SeatTags(f"Name{letter}", f"Type{letter}", f"Level{letter}") for letter in PLAYER_LETTERS
)
_STRUCTURE_TAGS = frozenset(
    {"Game", "Players", "RepetitionDraw", "NoCaptureLimit", "Position", "Result", "Termination"}
    | {"Date"}
    | {tag for seat in SEAT_TAGS for tag in seat.all}
)

_DEFAULTS = MyraRules()


class MyraGame(Game[MyraState, MyraRules]):
    key = "myra"
    title = "Myra"
    file_suffix = ".myra"

    def variants(self) -> tuple[VariantInfo, ...]:
        return (VariantInfo("myra", "Myra"),)

    def settings(self) -> tuple[Setting, ...]:
        d = _DEFAULTS
        return (
            Setting("repetition_draw", "bool", d.repetition_draw),
            Setting("no_capture_limit", "int", d.no_capture_limit, minimum=0, maximum=999),
        )

    def player_counts(self) -> tuple[int, ...]:
        return (2, 3)

    def rules_for(self, variant: str) -> MyraRules:
        if variant != "myra":
            raise ValueError(f"unknown Myra variant {variant!r}; Myra has one board, 'myra'")
        return MyraRules()

    def variant_of(self, state: MyraState) -> str:
        return "myra"

    def new_state(
        self, variant: str | None = None, players: int = 2, rules: MyraRules | None = None
    ) -> MyraState:
        check_players(self, players)
        base = self.rules_for(variant or self.default_variant())
        if rules is not None and not isinstance(rules, MyraRules):
            raise ValueError(f"Myra rules must be MyraRules, not {type(rules).__name__}")
        return new_game(players, rules if rules is not None else base)

    def parse_position(self, text: str) -> MyraState:
        return parse_position(text)

    def setup_of(self, state: MyraState) -> MyraSetup:
        from morra_suite.games.myra.setup import MyraSetup

        return MyraSetup.from_state(state)

    def read_record(self, text: str) -> GameRecordData:
        if '[Game "Myra"]' not in check_record_text(text):
            raise RecordError('no Myra game found in it (no [Game "Myra"] tag)')
        record = read_record(text)
        players = record.start.num_players
        try:
            seats = seats_from_tags(record.tags, SEAT_TAGS, players)
        except ValueError as error:
            raise RecordError(str(error)) from None
        return GameRecordData(
            start=record.start,
            moves=list(record.moves),
            variant="myra",
            rules=record.start.rules,
            seats=seats,
            date=date_from_tag(record.tags.get("Date")),
            tags={k: v for k, v in record.tags.items() if k not in _STRUCTURE_TAGS},
        )

    def write_record(self, record: GameRecordData) -> str:
        start = record.start
        if not isinstance(start, MyraState):
            raise ValueError(f"a Myra record starts from a MyraState, not {type(start).__name__}")
        if record.rules is not None and record.rules != start.rules:
            # The draw settings may change during a game; the record keeps the game's settings.
            start = dataclasses.replace(start, rules=record.rules)
        seat_tags = seats_to_tags(record.seats, SEAT_TAGS)
        names = [seat.name for seat in record.seats]
        kinds = {k: v for k, v in seat_tags.items() if not k.startswith("Name")}
        tags = {**record.tags, "Date": record.date or today(), **kinds}
        known = record.known_states
        states = [s for s in known if isinstance(s, MyraState)] if known is not None else None
        return write_record(start, list(record.moves), names, tags, states)


GAME = MyraGame()
