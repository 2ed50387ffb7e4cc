"""Morra game records: the layout, the settings, the start choices and both hands of every round.

The format follows the PGN habit of the mill programs (tag lines, then numbered moves)::

    [Game "Morra"]
    [Layout "target"]
    [MaxHand "3"]
    [Push "on"]
    [RoundLimit "200"]
    [Result "1-0"]

    start 0.5/0.3
    1. 2/3 2. 0/1 3. 3/3

A record that starts from a position other than the setup carries it in a ``[Position "..."]``
tag instead of the start line. ``read_record`` replays every move through the rules, so a record
that reads is a game that happened; ``Result`` must agree with the replay, or, for a game one side
gave up (a ``Resigned`` tag with the side's number), with the resignation: the other side won.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from morra_suite.core.bounds import check_plies, check_record_text
from morra_suite.core.errors import RecordError
from morra_suite.core.game import clock_end, resigned_side
from morra_suite.games.morra.layout import Layout, load_layout
from morra_suite.games.morra.rules import MorraRules, PushRule
from morra_suite.games.morra.state import JointChoice, MorraState, parse_position

if TYPE_CHECKING:
    from morra_suite.core.outcome import Outcome

__all__ = ["MorraRecord", "read_record", "result_text", "write_record"]

_STANDARD_TAGS = ("Game", "Layout", "MaxHand", "Push", "RoundLimit", "Position", "Result")


@dataclass(frozen=True)
class MorraRecord:
    """A replayed record: the start state, the moves, every state, and the other tags."""

    start: MorraState
    moves: tuple[JointChoice, ...]
    states: tuple[MorraState, ...]
    tags: dict[str, str] = field(default_factory=dict)

    @property
    def final(self) -> MorraState:
        return self.states[-1]


def result_text(
    state: MorraState, resigned: int | None = None, ended: Outcome | None = None
) -> str:
    """``1-0`` (a won), ``0-1`` (b won), ``1/2-1/2`` or ``*`` (going on) for a record ending in
    ``state``; a game going on that side ``resigned`` (0 or 1) gave up is the other side's, and
    one a flag ``ended`` (``core.game.clock_end``) is what the clock's ruling gave."""
    outcome = state.outcome()
    if outcome is None:
        if resigned in (0, 1):
            return "0-1" if resigned == 0 else "1-0"
        outcome = ended
    if outcome is None:
        return "*"
    if outcome.winner is None:
        return "1/2-1/2"
    return "1-0" if outcome.winner == 0 else "0-1"


def _quote(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def write_record(
    start: MorraState,
    moves: Sequence[JointChoice | str],
    tags: Mapping[str, str] | None = None,
    states: Sequence[MorraState] | None = None,
) -> str:
    """The record of the game from ``start`` through ``moves`` (replayed, so it is checked).

    ``states`` (the start and the state after each move, as a history that checked them holds)
    spare the replay: the autosave and the unsaved check of a long game after every move stay
    quick (a replay of 3,000 rounds takes half a second)."""
    known = (
        states is not None
        and len(states) == len(moves) + 1
        and states[0] == start
        and not any(isinstance(move, str) for move in moves)
    )
    state = start
    body: list[str] = []
    line: list[str] = []
    for number, move in enumerate(moves, start=1):
        try:
            choice = state.parse_move(move) if isinstance(move, str) else move
            next_state = states[number] if known and states else state.play(choice)
        except ValueError as error:
            raise RecordError(str(error), number) from None
        if choice.start:
            body.append(f"start {choice}")
        else:
            line.append(f"{state.round}. {choice}")
            if len(line) == 8:
                body.append(" ".join(line))
                line = []
        state = next_state
    if line:
        body.append(" ".join(line))
    rules = start.rules
    head = {
        "Game": "Morra",
        "Layout": start.layout.name,
        "MaxHand": str(rules.max_hand),
        "Push": rules.push.value,
        "RoundLimit": str(rules.round_limit),
    }
    if start.stones is not None:
        head["Position"] = start.position()
    head["Result"] = result_text(state, resigned_side(tags or {}), clock_end(state, tags or {}))
    for key, value in (tags or {}).items():
        if key in _STANDARD_TAGS:
            raise RecordError(f"tag {key} is written from the game itself")
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", key):
            raise RecordError(f"tag name {key!r} must be a word")
        head[key] = value
    lines = [f'[{key} "{_quote(value)}"]' for key, value in head.items()]
    return "\n".join([*lines, "", *body]) + "\n"


_TAG = re.compile(r'^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]$')


def read_record(text: str, layout: Layout | None = None) -> MorraRecord:
    """Reads and replays a record; ``RecordError`` says what is wrong and at which move."""
    check_record_text(text)
    tags: dict[str, str] = {}
    moves_text: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("["):
            match = _TAG.match(line)
            if not match:
                raise RecordError(f"cannot read the tag line {line!r}")
            if moves_text:
                raise RecordError(f"tag line {line!r} after the moves")
            tags[match.group(1)] = re.sub(r"\\(.)", r"\1", match.group(2))
        else:
            moves_text.append(line)
    if tags.get("Game", "Morra") != "Morra":
        raise RecordError(f"this is a record of {tags['Game']!r}, not of Morra")
    if "Layout" not in tags:
        raise RecordError("the Layout tag is missing")
    name = tags["Layout"]
    if layout is None:
        try:
            layout = load_layout(name)
        except ValueError as error:
            raise RecordError(str(error)) from None
    elif layout.name != name:
        raise RecordError(f"the record is for layout {name!r}, not {layout.name!r}")
    try:
        rules = MorraRules(
            max_hand=int(tags.get("MaxHand", "3")),
            push=PushRule(tags.get("Push", "on")),
            round_limit=int(tags.get("RoundLimit", "200")),
        )
    except ValueError as error:
        raise RecordError(f"bad setting: {error}") from None
    if "Position" in tags:
        try:
            start = parse_position(tags["Position"], layout)
        except ValueError as error:
            raise RecordError(str(error)) from None
        if start.rules != rules:
            raise RecordError("the Position tag's settings differ from the setting tags")
    else:
        start = MorraState(layout, rules)
    tokens = " ".join(moves_text).split()
    check_plies(len(tokens) // 2)  # a round is its number and the hands
    state = start
    states = [start]
    moves: list[JointChoice] = []
    position = 0
    while position < len(tokens):
        token = tokens[position]
        number = len(moves) + 1
        if token == "start":
            if state.phase != "setup":
                raise RecordError("a start choice where the game is not in its setup", number)
            if position + 1 >= len(tokens):
                raise RecordError("the start choice is missing after 'start'", number)
            move_text = tokens[position + 1]
            position += 2
        elif token.endswith("."):
            if not token[:-1].isdigit() or int(token[:-1]) != state.round:
                raise RecordError(f"{token!r} where round {state.round}. was expected", number)
            if state.phase == "setup":
                raise RecordError("a round before the start choice", number)
            if position + 1 >= len(tokens):
                raise RecordError(f"the hands of round {token[:-1]} are missing", number)
            move_text = tokens[position + 1]
            position += 2
        elif token in {"1-0", "0-1", "1/2-1/2", "*"} and position == len(tokens) - 1:
            position += 1
            continue
        else:
            raise RecordError(
                f"cannot read {token!r}: expected 'start', a round number or hands", number
            )
        try:
            choice = state.parse_move(move_text)
            state = state.play(choice)
        except ValueError as error:
            raise RecordError(str(error), number) from None
        moves.append(choice)
        states.append(state)
    # a resigned game's result is the resignation's (records written before it said so: "*")
    expected = result_text(state, resigned_side(tags), clock_end(state, tags))
    if "Result" in tags and tags["Result"] not in (expected, result_text(state)):
        raise RecordError(f"the Result tag says {tags['Result']} but the moves give {expected}")
    extra = {k: v for k, v in tags.items() if k not in _STANDARD_TAGS}
    return MorraRecord(start, tuple(moves), tuple(states), extra)
