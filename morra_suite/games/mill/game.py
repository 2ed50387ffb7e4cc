"""The mill games' description for the registry: presets, settings as data, starts, records.

What the UI kit used to know about the rules (presets, setting ranges, reading and writing files)
lives here, so the window, the dialogs and the conformance test ask one place.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
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
    clock_end,
    date_from_tag,
    resigned_side,
    seats_from_tags,
    seats_to_tags,
    today,
)
from morra_suite.core.protocol import SomeState
from morra_suite.games.mill.board import BOARD_KINDS
from morra_suite.games.mill.capture_settings import CAPTURE_KINDS
from morra_suite.games.mill.position import parse_position
from morra_suite.games.mill.record import (
    SETTING_TAGS,
    _move_number,
    read_record,
    result_text,
    write_record,
)
from morra_suite.games.mill.rules import (
    BLOCKED_ACTIONS,
    CHOICES,
    FULL_BOARD_REMOVALS,
    PLACING_MILL_ACTIONS,
    PRESETS,
    MillRules,
)
from morra_suite.games.mill.rules_words import PRESET_TITLES
from morra_suite.games.mill.state import MillState, new_game

if TYPE_CHECKING:
    from morra_suite.games.mill.setup import MillSetup

# White and Black as PGN writes them (``WhiteType`` is PGN's "human" or "program").
SEAT_TAGS = (
    SeatTags("White", "WhiteType", "WhiteLevel"),
    SeatTags("Black", "BlackType", "BlackLevel"),
)
# Tags the record itself is made of (rules, start, result, date, seats): not kept as extra tags.
_STRUCTURE_TAGS = frozenset(
    {"Variant", "FEN", "SetUp", "Result", "Date", *SETTING_TAGS}
    | {tag for seat in SEAT_TAGS for tag in seat.all}
)

_DEFAULTS = MillRules()


class MillGame(Game[MillState, MillRules]):
    key = "mill"
    title = "Mill games"
    file_suffix = ".pgn"

    def variants(self) -> tuple[VariantInfo, ...]:
        return tuple(VariantInfo(key, PRESET_TITLES[key]) for key in PRESETS)

    def default_variant(self) -> str:
        return "nine"

    def settings(self) -> tuple[Setting, ...]:
        d = _DEFAULTS
        return (
            Setting("board", "choice", d.board, choices=BOARD_KINDS),
            Setting("pieces", "int", d.pieces, minimum=3, maximum=12),
            Setting("diagonals", "bool", d.diagonals),
            Setting("flying", "bool", d.flying),
            Setting("flying_at", "int", d.flying_at, minimum=3, maximum=4, requires="flying"),
            Setting("fly_with_hand", "bool", d.fly_with_hand, requires="move_while_placing"),
            Setting("lose_below", "int", d.lose_below, minimum=3, maximum=5),
            Setting("removal_per_mill", "bool", d.removal_per_mill),
            Setting("remove_from_mills", "bool", d.remove_from_mills),
            Setting("placing_mill", "choice", d.placing_mill, choices=PLACING_MILL_ACTIONS),
            Setting("one_time_mills", "bool", d.one_time_mills),
            Setting("restrict_repeated_mills", "bool", d.restrict_repeated_mills),
            Setting("move_while_placing", "bool", d.move_while_placing),
            Setting("stop_placing_two_empty", "bool", d.stop_placing_two_empty),
            Setting("defender_moves_first", "bool", d.defender_moves_first),
            Setting(
                "full_board_first_loses",
                "bool",
                d.full_board_first_loses,
                requires="full_board_removal",
                when=("none",),
            ),
            Setting(
                "full_board_removal", "choice", d.full_board_removal, choices=FULL_BOARD_REMOVALS
            ),
            Setting(
                "blocked_passes",
                "bool",
                d.blocked_passes,
                requires="blocked_action",
                when=("none",),
            ),
            Setting("blocked_action", "choice", d.blocked_action, choices=BLOCKED_ACTIONS),
            Setting("threefold_repetition", "bool", d.threefold_repetition),
            Setting(
                "repetition_counts_first",
                "bool",
                d.repetition_counts_first,
                requires="threefold_repetition",
            ),
            Setting("no_removal_limit", "int", d.no_removal_limit, minimum=0, maximum=999),
            Setting("endgame_limit", "int", d.endgame_limit, minimum=0, maximum=999),
            Setting("count_placements", "bool", d.count_placements),
            *_capture_settings(),
        )

    def rules_for(self, variant: str) -> MillRules:
        return MillRules.preset(variant)

    def variant_of_rules(self, rules: MillRules) -> str | None:
        return rules.preset_name if isinstance(rules, MillRules) else None

    def variant_of(self, state: MillState) -> str:
        """The preset the rules were made from: a changed Morabaraba stays Morabaraba."""
        rules: MillRules = self.rules_of(state)
        return rules.base_preset()

    # Any: JSON-like setting values (bool, int, str), as ``Game.rules_to_dict``
    def rules_to_dict(self, rules: MillRules) -> dict[str, Any]:
        """The settings and the preset they were made from, so a settings file keeps both."""
        return {"variant": rules.variant, **super().rules_to_dict(rules)}

    # Any: JSON-like setting values as read from a file, checked by ``Setting.check``
    def rules_from_dict(self, base: MillRules, values: Mapping[str, Any]) -> MillRules:
        if "variant" in values:
            variant = values["variant"]
            if variant not in PRESETS:
                raise ValueError(f"setting variant: {variant!r} is not one of {', '.join(PRESETS)}")
            base = replace(base, variant=variant)
        return super().rules_from_dict(base, values)

    def new_state(
        self, variant: str | None = None, players: int = 2, rules: MillRules | None = None
    ) -> MillState:
        check_players(self, players)
        if rules is None:
            rules = self.rules_for(variant or self.default_variant())
        elif not isinstance(rules, MillRules):
            raise ValueError(f"mill rules must be MillRules, not {type(rules).__name__}")
        return new_game(rules)

    def parse_position(self, text: str) -> MillState:
        return parse_position(text)

    def read_pasted_position(self, text: str, rules: MillRules | None = None) -> MillState:
        """A mill position string, or a Sanmill FEN (the 24-point board only): both read with
        ``rules`` (the current game's; Nine Men's Morris without) where the text names none."""
        from morra_suite.games.mill.sanmill import SANMILL_FEN_RE, from_sanmill_fen

        game_rules = rules if rules is not None else MillRules()
        sanmill = SANMILL_FEN_RE.fullmatch(text)
        if sanmill:
            start: MillState = from_sanmill_fen(sanmill, game_rules, text)
            return start
        first = text.split(None, 1)[0]
        if ":" in first and "(" not in first:  # no rules token: the current game's rules
            return parse_position(text, game_rules)
        return parse_position(text)

    def sanmill_fen(self, state: SomeState) -> str:
        """``state`` as Sanmill's FEN (Edit › Copy Position as Sanmill FEN); ``PositionError``
        says what that FEN cannot hold (another board, a removal owed, spent lines)."""
        from morra_suite.games.mill.sanmill import sanmill_fen

        if not isinstance(state, MillState):
            raise ValueError(f"a Sanmill FEN is written of a MillState, not {type(state).__name__}")
        return sanmill_fen(state)

    def setup_of(self, state: SomeState) -> MillSetup:
        from morra_suite.games.mill.setup import MillSetup

        return MillSetup.from_state(state)  # type: ignore[arg-type]

    def read_record(self, text: str) -> GameRecordData:
        record = read_record(check_record_text(text))
        tags = dict(record.tags)
        if not record.moves and "Variant" not in tags:
            raise RecordError("no mill game found in it (no Variant tag and no moves)")
        try:
            seats = seats_from_tags(tags, SEAT_TAGS, 2, unknown="?")
        except ValueError as error:
            raise RecordError(str(error)) from None
        extra = {k: v for k, v in tags.items() if k not in _STRUCTURE_TAGS and v != "?"}
        result = tags.get("Result")
        given = (
            None if record.end.outcome() is not None else _resignation_result(resigned_side(tags))
        )
        ended = clock_end(record.end, tags)  # a fallen flag's result is the clock's ruling's
        if given is None and ended is not None:
            given = {None: "1/2-1/2", 0: "1-0", 1: "0-1"}[ended.winner]
        if given is not None and result not in (None, "*", given):
            raise RecordError(f"the Result tag says {result} but the record says {given}")
        if result not in (None, "*", result_text(record.end), given):
            extra["Result"] = result  # an unfinished game that was agreed drawn
        return GameRecordData(
            start=record.start,
            moves=list(record.moves),
            variant=self.variant_of(record.start),
            rules=record.rules,
            seats=seats,
            date=date_from_tag(tags.get("Date")),
            tags=extra,
        )

    plies_per_move = 2  # PGN numbering: White's move and Black's reply share a number

    def move_number(self, start: SomeState, index: int, before: SomeState) -> int | None:
        """PGN's full-move number (as the record writes it): White's move and Black's reply
        share one."""
        assert isinstance(start, MillState)
        return _move_number(start, index)

    def write_record(self, record: GameRecordData) -> str:
        start = record.start
        if not isinstance(start, MillState):
            raise ValueError(f"a mill record starts from a MillState, not {type(start).__name__}")
        if record.rules is not None and record.rules != start.rules:
            raise ValueError("the record's rules differ from the rules of its start position")
        tags = {**record.tags, "Date": record.date or today()}
        tags.update(seats_to_tags(record.seats, SEAT_TAGS))
        given = _resignation_result(resigned_side(record.tags))
        if given is not None:
            tags["Result"] = given  # kept by the writer only while the moves leave it open
        known = record.known_states
        states = [s for s in known if isinstance(s, MillState)] if known is not None else None
        return write_record(start, list(record.moves), tags, states=states)


def _capture_settings() -> tuple[Setting, ...]:
    """Each capture without a mill: on/off, then its lines, phase and piece count, which apply
    only while it is on."""
    out: list[Setting] = []
    for kind in CAPTURE_KINDS:
        out.append(Setting(kind, "bool", False))
        for suffix in ("_lines", "_when"):
            name = kind + suffix
            out.append(
                Setting(name, "choice", CHOICES[name][0], choices=CHOICES[name], requires=kind)
            )
        out.append(Setting(f"{kind}_three", "bool", False, requires=kind))
    return tuple(out)


def _resignation_result(resigned: int | None) -> str | None:
    """PGN's result of a game that side ``resigned`` (0 White, 1 Black) gave up: the other
    side's win; ``None`` when nobody resigned."""
    if resigned is None:
        return None
    return "0-1" if resigned == 0 else "1-0"


GAME = MillGame()
