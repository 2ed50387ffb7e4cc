"""Game records: our PGN-style text, and the importers for Sanmill's and PlayOK's records.

We write::

    [Event "?"]
    [Variant "Nine Men's Morris"]
    [Result "*"]

    1. d6 f4 2. b4 d2 3. b6xd2 ...

Settings that differ from the ``Variant`` get one tag each (``[Flying "no"]``), so a custom game
re-creates its rules; a set-up start is ``[SetUp "1"]`` with ``[FEN "<position string>"]``.

Reading accepts the same, Sanmill's records (removals written as their own ``xd7`` token, its
own FEN) and PlayOK's numeric records (points numbered 1-24 row by row from the top left:
``12``, ``12-13``, ``x12``, ``18x21``). Every move is checked; a bad record raises
``RecordError`` with the move number and why.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from morra_suite.core import GameRecord, IllegalMoveError, MoveParseError, PositionError
from morra_suite.core.bounds import (
    MAX_NESTING,
    MAX_PLIES,
    MAX_VARIATIONS,
    check_plies,
    check_record_text,
)
from morra_suite.core.errors import RecordError
from morra_suite.core.game import clock_end
from morra_suite.games.mill.board import point_name
from morra_suite.games.mill.move import MillMove
from morra_suite.games.mill.position import parse_position
from morra_suite.games.mill.rules import PRESETS, SETTINGS, MillRules
from morra_suite.games.mill.rules_words import PRESET_TITLES
from morra_suite.games.mill.sanmill import SANMILL_FEN_RE, from_sanmill_fen, sanmill_fen
from morra_suite.games.mill.state import MillState, new_game
from morra_suite.games.mill.tokens import parse_rules_token, setting_value

STANDARD_TAGS = ("Event", "Site", "Date", "Round", "White", "Black", "Result")


def _tag_name(field_name: str) -> str:
    return "".join(part.capitalize() for part in field_name.split("_"))


# our own tags for settings, e.g. "flying_at" -> "FlyingAt" (the identity is the Variant tag)
SETTING_TAGS: dict[str, str] = {_tag_name(name): name for name in SETTINGS}


@dataclass(frozen=True)
class MillRecord:
    """A read (or written) game: where it started, the moves, and the tags in file order."""

    start: MillState
    moves: tuple[MillMove, ...]
    tags: tuple[tuple[str, str], ...] = ()

    @property
    def rules(self) -> MillRules:
        return self.start.rules

    def tag(self, name: str, default: str | None = None) -> str | None:
        for key, value in self.tags:
            if key == name:
                return value
        return default

    def states(self) -> tuple[MillState, ...]:
        out = [self.start]
        for move in self.moves:
            out.append(out[-1].play(move))
        return tuple(out)

    @property
    def end(self) -> MillState:
        return self.states()[-1]

    def game_record(self) -> GameRecord[MillState]:
        """A core ``GameRecord`` replaying the moves, cursor at the end."""
        record: GameRecord[MillState] = GameRecord(self.start)
        for move in self.moves:
            record.play(move)
        return record

    def text(self) -> str:
        return write_record(self.start, self.moves, dict(self.tags))


def result_text(state: MillState) -> str:
    """PGN's result of a state: ``1-0``, ``0-1``, ``1/2-1/2`` or ``*`` (game goes on)."""
    outcome = state.outcome()
    if outcome is None:
        return "*"
    if outcome.winner is None:
        return "1/2-1/2"
    return "1-0" if outcome.winner == 0 else "0-1"


def _value_text(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def write_record(
    start: MillState | GameRecord[MillState],
    moves: Iterable[MillMove | str] | None = None,
    tags: Mapping[str, str] | None = None,
    states: Sequence[MillState] | None = None,
) -> str:
    """The record text of a game from ``start`` (or a core ``GameRecord``'s moves to its cursor).

    ``tags`` adds or overrides tag pairs (``White``, ``Event``...). ``Result`` is the outcome of
    the final position when the game is over; for an unfinished game a given ``Result`` (a
    resignation, an agreed draw) is kept. Raises ``RecordError`` if a move is not legal.
    ``states`` (the start and the state after each move, as a history that checked them holds)
    spare the replay: writing the autosave of a long game after every move stays quick.
    """
    if isinstance(start, GameRecord):
        moves = start.moves if moves is None else moves
        states = start.states if states is None else states
        start = start.start
    move_list = list(moves or ())
    state = start
    played: list[MillMove] = []
    if (
        states is not None
        and len(states) == len(move_list) + 1
        and states[0] == start
        and all(isinstance(move, MillMove) for move in move_list)
    ):
        state, played = states[-1], [move for move in move_list if isinstance(move, MillMove)]
    for ply, move in enumerate(move_list if not played else ()):
        try:
            move_obj = state.parse_move(move) if isinstance(move, str) else move
            state = state.play(move_obj)
        except ValueError as error:
            raise RecordError(str(error), _move_number(start, ply)) from None
        played.append(move_obj)
    rules = start.rules
    base = rules.base_preset()  # the preset the game was made from, however changed
    out: dict[str, str] = {name: "?" for name in STANDARD_TAGS}
    out["Date"] = "????.??.??"
    out["Result"] = result_text(state)
    ended = clock_end(state, tags or {})  # a fallen flag: the clock's ruling gives the result
    if ended is not None:
        out["Result"] = {None: "1/2-1/2", 0: "1-0", 1: "0-1"}[ended.winner]
    out["Variant"] = PRESET_TITLES[base]
    for name, value in rules.differences(MillRules.preset(base)).items():
        out[_tag_name(name)] = _value_text(value)
    if start != new_game(rules):
        out["SetUp"] = "1"
        out["FEN"] = start.position()
    for key, value in (tags or {}).items():
        if key in SETTING_TAGS or key in ("Variant", "FEN", "SetUp"):
            continue  # the rules and the start come from the game itself
        if key == "Result" and (out["Result"] != "*" or value not in _RESULTS):
            continue  # a finished game's result is its outcome; others may say "0-1" (resigned)
        out[key] = value
    lines = [f'[{key} "{_escape(value)}"]' for key, value in out.items()]
    lines.append("")
    lines.extend(_wrap(_movetext(start, played, out["Result"])))
    return "\n".join(lines) + "\n"


def write_sanmill_record(
    start: MillState | GameRecord[MillState],
    moves: Iterable[MillMove | str] | None = None,
    tags: Mapping[str, str] | None = None,
) -> str:
    """The record as Sanmill writes it: the tags with ``PlyCount``, one numbered line per move
    (``3.    g4xe4    e4``), and a set-up start as Sanmill's FEN instead of our position string.
    The 24-point board only; ``RecordError`` for a start Sanmill's FEN cannot hold (a removal
    owed, spent lines) or a move that is not legal."""
    ours = write_record(start, moves, tags)
    record = read_record(ours)
    if record.rules.board != "twenty-four":
        raise RecordError("Sanmill plays the 24-point board only")
    head, _, body = ours.partition("\n\n")
    lines = [line for line in head.splitlines() if not line.startswith("[FEN ")]
    if record.start != new_game(record.rules):
        try:
            fen = sanmill_fen(record.start)
        except PositionError as error:
            raise RecordError(f"the start is no Sanmill position: {error.reason}") from None
        lines.insert(lines.index('[SetUp "1"]'), f'[FEN "{fen}"]')
    lines.append(f'[PlyCount "{len(record.moves)}"]')
    rows: list[str] = []
    for token in body.split():
        if not rows or token.rstrip(".").isdigit():  # a move number starts its line
            rows.append(token)
        else:
            rows[-1] += "    " + token
    return "\n".join(lines) + "\n\n" + "\n".join(rows) + "\n"


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _move_number(start: MillState, ply: int) -> int:
    """The printed move number of the ply-th move (0-based) from ``start``."""
    return (ply + start.to_move) // 2 + 1


def _movetext(start: MillState, moves: Sequence[MillMove], result: str) -> list[str]:
    tokens = []
    for ply, move in enumerate(moves):
        colour = (start.to_move + ply) % 2
        number = _move_number(start, ply)
        # a number stays on the line of its move
        if colour == 0:
            tokens.append(f"{number}. {move}")
        elif ply == 0:
            tokens.append(f"{number}... {move}")
        else:
            tokens.append(str(move))
    tokens.append(result)
    return tokens


def _wrap(tokens: list[str], width: int = 79) -> list[str]:
    lines: list[str] = []
    line = ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > width:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    if line:
        lines.append(line)
    return lines


# --- reading ------------------------------------------------------------------------------------

_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


# What a ``Game`` tag says in a mill record, where one has it (PGN has no such tag; other games'
# records have one): a word of one of these names, in any case ("Mill", "Nine Men's Morris",
# "Mühle", "Mølle", "Morabaraba"...). A record whose Game tag names anything else is another
# game's, however its moves read ("b2" is a placement here and Nim's move there).
_MILL_GAME_WORDS = ("mill", "morris", "mühle", "muehle", "mølle", "morabaraba", "merels", "molen")


def _check_game_tag(tag_map: Mapping[str, str]) -> None:
    game = tag_map.get("Game")
    if game is not None and not any(word in game.casefold() for word in _MILL_GAME_WORDS):
        raise RecordError(f"it is a record of {game!r}, not of a mill game (its Game tag)")


def read_record(text: str, rules: MillRules | None = None) -> MillRecord:
    """Reads a record in our form, Sanmill's or PlayOK's and replays every move.

    The rules come from ``rules`` if given, else from the tags (``Variant`` and our setting tags;
    Nine Men's Morris when there is none). Raises ``RecordError`` (a ``ValueError``) naming the
    move number and the reason.
    """
    check_record_text(text)
    tags = [(m[1], re.sub(r"\\(.)", r"\1", m[2])) for m in _TAG_RE.finditer(text)]
    tag_map = dict(tags)
    _check_game_tag(tag_map)
    movetext = _strip_annotations(_TAG_RE.sub(" ", text))
    game_rules = rules if rules is not None else _rules_from_tags(tag_map)
    start = _start_from_tags(tag_map, game_rules)
    raw_tokens = _tokens(movetext)
    result_token = None
    if raw_tokens and raw_tokens[-1] in _RESULTS:
        result_token = raw_tokens.pop()
    if any(token in _RESULTS for token in raw_tokens):
        raise RecordError("a result stands in the middle of the moves")
    playok = tag_map.get("Site", "").lower() == "playok" or bool(
        raw_tokens and not re.search(r"[a-g]", " ".join(raw_tokens).replace("pass", ""))
    )
    # removals written on their own (``xd7``) belong to a move: they are no moves of their own
    check_plies(sum(1 for token in raw_tokens if not token.startswith("x")))
    state = start
    moves: list[MillMove] = []
    i = 0
    while i < len(raw_tokens):
        token = raw_tokens[i]
        i += 1
        number = _move_number(start, len(moves))
        colour = ("white", "black")[state.to_move]
        try:
            move_text = _convert(token, state, playok)
            # a removal written on its own (``xd7``, Sanmill's and PlayOK's way) belongs to the
            # move before it, unless the rules owe a removal turn (then it is that turn)
            need = _removals_wanted(state, move_text)
            while need > 0 and i < len(raw_tokens) and raw_tokens[i].startswith("x"):
                extra = _convert(raw_tokens[i], state, playok)
                move_text += extra
                need -= extra.count("x")
                i += 1
        except ValueError as error:
            raise RecordError(f"{colour}'s {token!r}: {error}", number) from None
        if state.outcome() is not None:
            outcome = state.outcome()
            assert outcome is not None
            raise RecordError(
                f"{colour}'s {move_text}: the game was already over ({outcome.reason.value})",
                number,
            )
        try:
            move = state.parse_move(move_text)
        except (MoveParseError, IllegalMoveError) as error:
            raise RecordError(f"{colour}'s {move_text}: {_reason(error)}", number) from None
        state = state._apply(move)
        moves.append(move)
    result = tag_map.get("Result") or result_token
    if result_token and tag_map.get("Result") and result_token != tag_map["Result"]:
        raise RecordError(
            f"the Result tag says {tag_map['Result']} but the moves end with {result_token}"
        )
    reached = result_text(state)
    if reached != "*" and result not in (None, "*", reached):
        raise RecordError(f"the record says {result} but the final position is {reached}")
    return MillRecord(start, tuple(moves), tuple(tags))


def _reason(error: ValueError) -> str:
    return str(getattr(error, "reason", error))


def _strip_annotations(text: str) -> str:
    """Removes comments, variations, NAGs and move-quality marks: only the main line is read.

    Linear in the text, each step one pass in C: a 4 MB hostile record took 0.7 s here when the
    variations were taken off one level a pass and an unclosed comment could be sought again
    from every brace."""
    closed = text.rfind("}") + 1  # a "{" after the last "}" is never closed: it stays text
    text = _COMMENT.sub(" ", text[:closed]) + text[closed:]
    text = _LINE_COMMENT.sub(" ", text)
    if "(" in text or ")" in text:
        text = _strip_variations(text)
    if "$" in text:
        if text.count("$") > MAX_WORDS:
            raise RecordError(f"more than {MAX_WORDS:,} numbered annotations ($1)")
        text = _NAG.sub(" ", text)
    if "!" in text or "?" in text:
        if text.count("!") + text.count("?") > 2 * MAX_WORDS:
            raise RecordError(f"more than {2 * MAX_WORDS:,} move marks (! and ?)")
        text = _MARKS.sub(" ", text)
    return text


def _strip_variations(text: str) -> str:
    """``text`` without its variations, each "(" paired with the nearest ")" after it that no
    other pair took (an unpaired one stays text); ``RecordError`` for more than
    ``MAX_VARIATIONS`` of either or for a nesting deeper than ``MAX_NESTING``."""
    for sign in "()":
        if text.count(sign) > MAX_VARIATIONS:
            raise RecordError(f"more than {MAX_VARIATIONS:,} variations")
    opened: list[tuple[int, int]] = []  # (where, the deepest level inside so far)
    outer: list[tuple[int, int]] = []  # the outermost pairs' spans, in order
    for mark in _PARENTHESIS.finditer(text):
        at = mark.start()
        if mark[0] == "(":
            opened.append((at, 0))
            continue
        if not opened:
            continue  # a ")" nothing opened: it stays
        begin, inside = opened.pop()
        level = inside + 1
        if level > MAX_NESTING:
            raise RecordError(f"variations nested deeper than {MAX_NESTING} levels")
        if opened:
            where, deepest = opened[-1]
            opened[-1] = (where, max(deepest, level))
        else:
            outer.append((begin, at + 1))  # the pairs inside it were never outer ones
    if not outer:
        return text
    parts: list[str] = []
    kept = 0
    for begin, end in outer:
        parts.append(text[kept:begin])
        kept = end
    parts.append(text[kept:])
    return " ".join(parts)


def _tokens(movetext: str) -> list[str]:
    """Splits the move text and drops move numbers (``12.``, ``12...``, ``1.d6``). Stops with
    ``RecordError`` as soon as there are more moves than a record may hold, more words than
    such a record has (move numbers, removals written alone) or a word longer than any move:
    a 3.9 MB record of 364,000 moves took 4 s to split before its refusal, 2 million removals
    or move numbers (no move among them) 1-2 s."""
    out = []
    moves = 0
    # Sanmill writes "-/x" or "/x" for a removal after a move in some versions
    if "/x" in movetext:
        movetext = movetext.replace("-/x", "x").replace("/x", "x")
    words = movetext.split(None, MAX_WORDS)  # in C, and never more than the bound's list
    if len(words) > MAX_WORDS:
        raise RecordError(
            f"more than {MAX_WORDS:,} words among the moves: a record holds at most "
            f"{MAX_PLIES:,} moves"
        )
    for word in words:
        token = word.lower()
        if len(token) > MAX_WORD_CHARS:
            raise RecordError(f"a move of {len(token):,} characters: {token[:20]}...")
        match = _NUMBERED.fullmatch(token)
        if match:
            token = match[2]
            if not token:
                continue
        out.append(token)
        moves += not token.startswith("x")
        if moves > MAX_PLIES + 1:  # one more: the result at the end
            most = f"{MAX_PLIES:,}"
            raise RecordError(f"more than {most} moves: a record holds at most {most}")
    return out


# A record of MAX_PLIES moves has at most this many words: each move, a number before every
# move (some write "12..." before Black's too), removals written alone (three a move at most: a
# point lies on three lines where the diagonals count) and the result; and no word much longer
# than a move with three removals.
MAX_WORDS = 6 * MAX_PLIES + 10
MAX_WORD_CHARS = 64
_COMMENT = re.compile(r"\{[^}]*\}")
_LINE_COMMENT = re.compile(r";[^\n]*")
_PARENTHESIS = re.compile(r"[()]")
_NAG = re.compile(r"\$\d+")
_MARKS = re.compile(r"[!?]+")
_NUMBERED = re.compile(r"(\d+)\.+(.*)")


def _convert(token: str, state: MillState, playok: bool) -> str:
    """A token in our notation: PlayOK's numbers turned into point names."""
    if not playok:
        return token
    if token.startswith("x"):
        return "".join("x" + _playok_name(n, state) for n in re.findall(r"\d+", token))
    return _from_playok(token, state)


def _removals_wanted(state: MillState, text: str) -> int:
    """How many removals the move ``text`` still lacks in ``state`` (removal tokens that follow
    it are its own): a mill-closing move's, or a removal turn's the rules owe."""
    try:
        move = MillMove.from_text(text)
    except MoveParseError:
        return 0
    if move.is_pass:
        return 0
    if move.is_removal_only:
        legal = state.legal_moves()
        if state.removal_due() is None or not legal:
            return 0
        return len(legal[0].removals) - len(move.removals)
    moves = state.find_moves(move.src, move.dst)
    return max((len(m.removals) for m in moves), default=0) - len(move.removals)


def _playok_name(number: str, state: MillState) -> str:
    return point_name(state.topology.point_of_number(int(number)))


def _from_playok(token: str, state: MillState) -> str:
    """``18x21`` -> ``e3xf2``: PlayOK numbers the points row by row from the top left."""
    if token == "pass":
        return token
    match = re.fullmatch(r"(\d+)(?:-(\d+))?((?:x\d+)*)", token)
    if not match:
        raise ValueError("not a PlayOK move (12, 12-13, x12 or 18x21)")
    topo = state.topology

    def name(number: str) -> str:
        return point_name(topo.point_of_number(int(number)))

    first, second, removals = match.groups()
    text = name(first) + (f"-{name(second)}" if second else "")
    return text + "".join("x" + name(n) for n in re.findall(r"\d+", removals or ""))


def _rules_from_tags(tags: Mapping[str, str]) -> MillRules:
    """The Variant and our setting tags; without them, the rules named in our FEN if any."""
    if "Variant" not in tags and not any(tag in SETTING_TAGS for tag in tags):
        first = tags.get("FEN", "").split(" ", 1)[0]
        if first and ":" not in first and "/" not in first:
            try:
                return parse_rules_token(first)
            except ValueError as error:
                raise RecordError(f"the FEN tag names no rules: {error}") from None
    variant = tags.get("Variant", "").strip()
    base = "nine"
    if variant:
        wanted = variant.lower().replace("’", "'")
        for key in PRESETS:
            if wanted in (key, PRESET_TITLES[key].lower()):
                base = key
                break
        else:
            raise RecordError(
                f"unknown variant {variant!r}; known: "
                + ", ".join(PRESET_TITLES[key] for key in PRESETS)
            )
    # Any: each field's own type, for dataclasses.replace
    changes: dict[str, Any] = {}
    for tag, value in tags.items():
        if tag in SETTING_TAGS:
            try:
                changes[SETTING_TAGS[tag]] = setting_value(SETTING_TAGS[tag], value)
            except ValueError as error:
                raise RecordError(f"tag {tag}: {error}") from None
    try:
        return replace(MillRules.preset(base), **changes)
    except ValueError as error:
        raise RecordError(f"the rules tags do not make a game: {error}") from None


def _start_from_tags(tags: Mapping[str, str], rules: MillRules) -> MillState:
    fen = tags.get("FEN", "").strip()
    if not fen:
        return new_game(rules)
    sanmill = SANMILL_FEN_RE.fullmatch(fen)
    try:
        if sanmill:
            return from_sanmill_fen(sanmill, rules, fen)
        return parse_position(fen, rules)
    except PositionError as error:
        raise RecordError(f"the FEN tag is not a position: {error.reason}") from None
