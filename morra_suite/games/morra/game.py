"""Morra's description for the registry: layouts as variants, settings as data, starts, records.

Morra's variants are its board layouts; every layout starts from the same default rules, so the
rules are "custom" exactly when they differ from ``MorraRules()``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

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
from morra_suite.core.protocol import SomeState
from morra_suite.games.morra.layout import layout_names, load_layout, user_layout_names
from morra_suite.games.morra.record import read_record, write_record
from morra_suite.games.morra.rules import MAX_HAND_RANGE, ROUND_LIMIT_RANGE, MorraRules, PushRule
from morra_suite.games.morra.state import MorraState, parse_position

if TYPE_CHECKING:
    from morra_suite.games.morra.setup import MorraSetup

SEAT_TAGS = (
    SeatTags("PlayerA", "PlayerAType", "PlayerALevel"),
    SeatTags("PlayerB", "PlayerBType", "PlayerBLevel"),
)
_STRUCTURE_TAGS = frozenset({"Date"} | {tag for seat in SEAT_TAGS for tag in seat.all})

_DEFAULTS = MorraRules()


def _all_layouts() -> tuple[str, ...]:
    return layout_names() + user_layout_names()


class MorraGame(Game[MorraState, MorraRules]):
    key = "morra"
    title = "Morra"
    file_suffix = ".morra"
    simultaneous = True

    def variants(self) -> tuple[VariantInfo, ...]:
        """The shipped layouts, then the user's boards (``layout.add_layout_folder``)."""
        return tuple(VariantInfo(name, load_layout(name).title) for name in _all_layouts())

    def default_variant(self) -> str:
        names = layout_names()
        return "target" if "target" in names else names[0]

    def settings(self) -> tuple[Setting, ...]:
        d = _DEFAULTS
        return (
            Setting(
                "max_hand", "int", d.max_hand, minimum=MAX_HAND_RANGE[0], maximum=MAX_HAND_RANGE[1]
            ),
            Setting("push", "choice", d.push, choices=tuple(PushRule)),
            Setting(
                "round_limit",
                "int",
                d.round_limit,
                minimum=ROUND_LIMIT_RANGE[0],
                maximum=ROUND_LIMIT_RANGE[1],
            ),
        )

    def rules_for(self, variant: str) -> MorraRules:
        if variant not in _all_layouts():
            raise ValueError(
                f"unknown Morra layout {variant!r}; layouts: {', '.join(_all_layouts())}"
            )
        return MorraRules()

    def variant_of_rules(self, rules: MorraRules) -> str | None:
        return self.default_variant() if rules == _DEFAULTS else None

    def variant_of(self, state: SomeState) -> str:
        """The layout: Morra's variant is its board, whatever the settings."""
        assert isinstance(state, MorraState)
        return state.layout.name

    # Any: JSON-like setting values (bool, int, str), as ``Game.rules_to_dict``
    def rules_to_dict(self, rules: MorraRules) -> dict[str, Any]:
        """Plain values for a settings file: the push rule as its word."""
        values = super().rules_to_dict(rules)
        values["push"] = rules.push.value
        return values

    # Any: JSON-like setting values as read from a file, checked by ``Setting.check``
    def rules_from_dict(self, base: MorraRules, values: Mapping[str, Any]) -> MorraRules:
        """Reads what ``rules_to_dict`` wrote (the push rule as a word or a ``PushRule``)."""
        changed = dict(values)
        if "push" in changed and not isinstance(changed["push"], PushRule):
            try:
                changed["push"] = PushRule(str(changed["push"]))
            except ValueError:
                words = ", ".join(p.value for p in PushRule)
                raise ValueError(
                    f"setting push: {changed['push']!r} is not one of {words}"
                ) from None
        result: MorraRules = super().rules_from_dict(base, changed)
        return result

    def new_state(
        self, variant: str | None = None, players: int = 2, rules: MorraRules | None = None
    ) -> MorraState:
        check_players(self, players)
        name = variant or self.default_variant()
        layout = load_layout(name)
        if rules is None:
            rules = self.rules_for(name) if name in _all_layouts() else MorraRules()
        elif not isinstance(rules, MorraRules):
            raise ValueError(f"Morra rules must be MorraRules, not {type(rules).__name__}")
        return MorraState(layout, rules)

    def parse_position(self, text: str) -> MorraState:
        return parse_position(text)

    def setup_of(self, state: MorraState) -> MorraSetup:
        from morra_suite.games.morra.setup import MorraSetup

        return MorraSetup.from_state(state)

    def setup_start(self, state: MorraState, rules: MorraRules) -> MorraState:
        """Morra's set-up starts from the position it was opened on (the layout and the rules
        of that game: a layout is no rules setting)."""
        return state

    def read_record(self, text: str) -> GameRecordData:
        record = read_record(check_record_text(text))
        try:
            seats = seats_from_tags(record.tags, SEAT_TAGS, 2)
        except ValueError as error:
            raise RecordError(str(error)) from None
        return GameRecordData(
            start=record.start,
            moves=list(record.moves),
            variant=record.start.layout.name,
            rules=record.start.rules,
            seats=seats,
            date=date_from_tag(record.tags.get("Date")),
            tags={k: v for k, v in record.tags.items() if k not in _STRUCTURE_TAGS},
        )

    def move_number(self, start: SomeState, index: int, before: SomeState) -> int | None:
        """The round's number; the set-up's choice of start fields is written unnumbered."""
        assert isinstance(before, MorraState)
        return None if before.stones is None else before.round

    def write_record(self, record: GameRecordData) -> str:
        start = record.start
        if not isinstance(start, MorraState):
            raise ValueError(f"a Morra record starts from a MorraState, not {type(start).__name__}")
        if record.rules is not None and record.rules != start.rules:
            if start.stones is not None:
                raise ValueError("the record's rules differ from the rules of its start position")
            start = dataclasses.replace(start, rules=record.rules)  # a setup: no stone moved yet
        tags = {**record.tags, "Date": record.date or today()}
        tags.update(seats_to_tags(record.seats, SEAT_TAGS))
        known = record.known_states
        states = [s for s in known if isinstance(s, MorraState)] if known is not None else None
        return write_record(start, list(record.moves), tags, states)


GAME = MorraGame()
