"""Myra game records: header tags with the players and settings, then the numbered moves.

```
[Game "Myra"]
[Players "3"]
[RepetitionDraw "yes"]
[NoCaptureLimit "200"]
[NameA "Ann"]
[Result "A"]
[Termination "last queen"]

1. a2-c4 2. k10-i8 3. +j5 ...
```
Moves are numbered one by one (every player's turn gets a number) because with three players and
skipped turns a "round" has no fixed length. ``[Position "..."]`` is written only when the game did
not start from the usual start. Reading replays every move, so a record that reads is a legal game;
a ``Result`` tag that disagrees with the replay is an error too. A two-player game one side gave
up carries a ``Resigned`` tag (the side's number) and the other side's win: ``[Result "B"]``,
``[Termination "resignation"]``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from morra_suite.core.bounds import check_plies, check_record_text
from morra_suite.core.errors import IllegalMoveError, MoveParseError, PositionError, RecordError
from morra_suite.core.game import clock_end, resigned_side
from morra_suite.games.myra.movegen import canonical_chain, canonical_unchain
from morra_suite.games.myra.moves import ChainUp, MyraMove, Unchain
from morra_suite.games.myra.pieces import PLAYER_LETTERS
from morra_suite.games.myra.rules import MyraRules
from morra_suite.games.myra.state import MyraState, new_game, parse_position

if TYPE_CHECKING:
    from morra_suite.core.outcome import Outcome

_TAG = re.compile(r'\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]')
_NUMBER = re.compile(r"(\d+)\.")


@dataclass(frozen=True)
class MyraGameText:
    """A record as read: the start state, the moves (legal, canonical), the state they end in
    (with its repetition history, so a draw by repetition is seen), names and all tags."""

    start: MyraState
    moves: tuple[MyraMove, ...]
    end: MyraState
    names: tuple[str, ...] = ()
    tags: dict[str, str] = field(default_factory=dict)


def _escape(value: str) -> str:
    """Quotes and backslashes escaped; a line break would end the tag, so it becomes a space."""
    value = " ".join(value.splitlines())
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


RESIGNATION = "resignation"  # the Termination of a two-player game one side gave up


def result_tags(
    state: MyraState, resigned: int | None = None, ended: Outcome | None = None
) -> tuple[str, str]:
    """The Result and Termination tag values for the state a record ends in; a two-player game
    going on that player ``resigned`` gave up is the other player's, and one a flag ``ended``
    (``core.game.clock_end``) is what the clock's ruling gave ("flag": of three, a draw of the
    other two; the ``Flag`` tag names who lost)."""
    outcome = state.outcome()
    if outcome is None:
        if resigned in (0, 1) and state.num_players == 2:
            return PLAYER_LETTERS[1 - resigned], RESIGNATION
        outcome = ended
    if outcome is None:
        return "*", ""
    winner = "draw" if outcome.winner is None else PLAYER_LETTERS[outcome.winner]
    return winner, outcome.reason.value


_OWN_TAGS = frozenset({"Game", "Players", "RepetitionDraw", "NoCaptureLimit", "Position"})
_RESULT_TAGS = frozenset({"Result", "Termination"})


def canonical_form(move: MyraMove) -> MyraMove:
    """A move already played, as the record writes it (a chain's holes in their canonical
    order), without the legality check ``MyraState.resolve`` makes before it canonicalises."""
    if isinstance(move, ChainUp):
        return ChainUp(canonical_chain(move.holes))
    if isinstance(move, Unchain):
        return Unchain(canonical_unchain(move.holes))
    return move


def write_record(
    start: MyraState,
    moves: Sequence[MyraMove | str],
    names: Sequence[str] = (),
    tags: Mapping[str, str] | None = None,
    states: Sequence[MyraState] | None = None,
) -> str:
    """The record text of ``moves`` played from ``start``; checks every move while writing, so a
    record that was written will read back. Texts are turned into canonical moves.

    ``tags`` adds tag pairs (``Date``, ``Event``, the seats' ``TypeA``...); the tags that say the
    game itself (players, settings, start, result) are written from the game and refused here.
    ``states`` (the start and the state after each move, as a history that checked them holds)
    spare the checks and the replay: the autosave of a long game after every move stays quick.
    """
    state = start
    played: list[MyraMove] = []
    if (
        states is not None
        and len(states) == len(moves) + 1
        and states[0] == start
        and all(isinstance(move, MyraMove) for move in moves)
    ):
        played = [canonical_form(move) for move in moves if isinstance(move, MyraMove)]
        state = states[-1]
    for number, move in enumerate(moves if not played else (), 1):
        try:
            canonical = state.resolve(move)
        except (IllegalMoveError, MoveParseError) as error:
            raise RecordError(str(error), number) from None
        played.append(canonical)
        state = state._apply(canonical)
    lines = [
        '[Game "Myra"]',
        f'[Players "{start.num_players}"]',
        f'[RepetitionDraw "{"yes" if start.rules.repetition_draw else "no"}"]',
        f'[NoCaptureLimit "{start.rules.no_capture_limit}"]',
    ]
    for letter, name in zip(PLAYER_LETTERS, names, strict=False):
        if name:
            lines.append(f'[Name{letter} "{_escape(name)}"]')
    for key, value in (tags or {}).items():
        if key in _OWN_TAGS or key in _RESULT_TAGS:
            raise RecordError(f"tag {key} is written from the game itself")
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", key):
            raise RecordError(f"tag name {key!r} must be a word")
        lines.append(f'[{key} "{_escape(value)}"]')
    usual = new_game(start.num_players, start.rules)
    if start != usual:
        lines.append(f'[Position "{start.position()}"]')
    result, termination = result_tags(
        state, resigned_side(tags or {}), clock_end(state, tags or {})
    )
    lines.append(f'[Result "{result}"]')
    if termination:
        lines.append(f'[Termination "{termination}"]')
    lines.append("")
    body: list[str] = []
    line = ""
    for number, move in enumerate(played, 1):
        item = f"{number}. {move}"
        if line and len(line) + 1 + len(item) > 79:
            body.append(line)
            line = item
        else:
            line = f"{line} {item}" if line else item
    if line:
        body.append(line)
    lines.extend(body)
    return "\n".join(lines) + "\n"


def read_record(text: str) -> MyraGameText:
    """Reads and replays a record; ``RecordError`` names the move number and the reason."""
    check_record_text(text)
    tags: dict[str, str] = {}
    rest: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("["):
            match = _TAG.fullmatch(line)
            if not match:
                raise RecordError(f'bad tag line {line!r}; write [Name "value"]')
            tags[match.group(1)] = _unescape(match.group(2))
        else:
            rest.append(line)
    if tags.get("Game", "Myra") != "Myra":
        raise RecordError(f"this is a record of {tags['Game']!r}, not of Myra")
    rules = _rules_from_tags(tags)
    players_text = tags.get("Players", "2")
    if players_text not in ("2", "3"):
        raise RecordError(f"Players {players_text!r}: Myra is played by 2 or 3 players")
    players = int(players_text)
    if "Position" in tags:
        try:
            start = parse_position(tags["Position"], rules, players)
        except PositionError as error:
            raise RecordError(str(error)) from None
    else:
        start = new_game(players, rules)
    names = tuple(tags.get(f"Name{letter}", "") for letter in PLAYER_LETTERS[:players])

    tokens = " ".join(rest).split()
    check_plies(sum(1 for token in tokens if not _NUMBER.fullmatch(token)))
    moves: list[MyraMove] = []
    state = start
    expected = 1
    for token in tokens:
        number = _NUMBER.fullmatch(token)
        if number:
            if int(number.group(1)) != expected:
                raise RecordError(
                    f"move number {number.group(1)} where {expected} was expected", expected
                )
            continue
        if token in ("*", "1-0", "0-1", "1/2-1/2"):
            continue
        try:
            move = state.parse_move(token)
        except (MoveParseError, IllegalMoveError) as error:
            raise RecordError(str(error), expected) from None
        moves.append(move)
        state = state._apply(move)
        expected += 1

    if "Result" in tags:
        result, termination = result_tags(state, resigned_side(tags), clock_end(state, tags))
        if (tags["Result"], tags.get("Termination", "")) == result_tags(state):
            result, termination = result_tags(state)  # resigned, written before it said so: "*"
        if tags["Result"] != result:
            raise RecordError(
                f"the record says Result {tags['Result']!r} but its moves end in {result!r}"
            )
        if "Termination" in tags and tags["Termination"] != termination:
            raise RecordError(
                f"the record says Termination {tags['Termination']!r} but the moves end in "
                f"{termination or 'no end'!r}"
            )
    if all(not name for name in names):
        names = ()
    return MyraGameText(start, tuple(moves), state, names, tags)


# Any: a record's tag values as read (text), checked here
def _rules_from_tags(tags: dict[str, str]) -> MyraRules:
    repetition = tags.get("RepetitionDraw", "yes").lower()
    if repetition not in ("yes", "no"):
        raise RecordError(f"RepetitionDraw {tags['RepetitionDraw']!r}: write yes or no")
    limit = tags.get("NoCaptureLimit", "200")
    if not limit.isdigit():
        raise RecordError(f"NoCaptureLimit {limit!r}: write a number of turns (0 for none)")
    return MyraRules(repetition_draw=repetition == "yes", no_capture_limit=int(limit))
