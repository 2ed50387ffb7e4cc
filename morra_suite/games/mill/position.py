"""Reading position strings: ``<rules> w:<points> b:<points> hand:<w>,<b> to:<w|b> [quiet:<n>]``
(``MillState.position()`` writes them), and for the rules of the wider family ``marked:<points>``,
``remove:<who><count><whose>,... then:<w|b>`` (removals still owed) and ``spent:<lines>/<lines>``
(lines that earn White / Black no removal, ``a1-a4-a7+d1-d2-d3`` or ``-``). Every part is checked;
a bad text raises ``PositionError`` naming the text and the problem."""

from __future__ import annotations

import re

from morra_suite.core import PositionError
from morra_suite.core.bounds import check_position_text
from morra_suite.games.mill.board import Board, point_index, point_name
from morra_suite.games.mill.codes import COLOUR_LETTERS, MillImpossible
from morra_suite.games.mill.rules import MillRules
from morra_suite.games.mill.state import MillState
from morra_suite.games.mill.tokens import parse_rules_token, rules_token


def parse_position(text: str, rules: MillRules | None = None) -> MillState:
    """Reads ``<rules> w:<points> b:<points> hand:<w>,<b> to:<w|b> [quiet:<n>]``.

    The rules token may be left out when ``rules`` is given; when both are there they must agree.
    Raises ``PositionError`` naming the text and the problem.
    """
    check_position_text(text)
    parts = text.split()
    if not parts:
        raise PositionError(text, "the text is empty")
    text_rules: MillRules | None = None
    if ":" not in parts[0] or "(" in parts[0]:
        try:
            text_rules = parse_rules_token(parts[0])
        except ValueError as error:
            raise PositionError(text, str(error)) from None
        parts = parts[1:]
    if text_rules is None and rules is None:
        raise PositionError(text, "the rules are missing (start with a variant, e.g. nine)")
    if text_rules is not None and rules is not None and text_rules != rules:
        raise PositionError(
            text, f"the text says {rules_token(text_rules)} but the game is {rules_token(rules)}"
        )
    game_rules = text_rules or rules
    assert game_rules is not None
    topo = game_rules.topology
    values: dict[str, str] = {}
    for part in parts:
        key, sep, value = part.partition(":")
        if not sep or key not in _KEYS:
            raise PositionError(
                text,
                f"unknown part {part!r} (expected w:, b:, hand:, to:, quiet:, marked:, remove:, "
                "then:, spent:)",
            )
        if key in values:
            raise PositionError(text, f"{key}: is given twice")
        values[key] = value
    for key in ("w", "b", "hand", "to"):
        if key not in values:
            raise PositionError(text, f"{key}: is missing")
    masks = [_points(text, topo, values[key]) for key in ("w", "b")]
    if masks[0] & masks[1]:
        both = ", ".join(point_name(p) for p in topo.points if masks[0] & masks[1] >> p & 1)
        raise PositionError(text, f"{both} holds both a white and a black piece")
    hand_match = re.fullmatch(r"(\d+),(\d+)", values["hand"])
    if not hand_match:
        raise PositionError(text, f"hand:{values['hand']} should be two numbers, e.g. hand:7,8")
    hands = (int(hand_match[1]), int(hand_match[2]))
    for player, letter in enumerate(COLOUR_LETTERS):
        total = masks[player].bit_count() + hands[player]
        if total > game_rules.pieces:
            raise PositionError(
                text,
                f"{'white' if letter == 'w' else 'black'} has {total} pieces but the rules "
                f"give {game_rules.pieces}",
                MillImpossible.TOO_MANY_PIECES,
                {"player": player, "total": total, "allowed": game_rules.pieces},
            )
    if values["to"] not in COLOUR_LETTERS:
        raise PositionError(text, f"to:{values['to']} should be to:w or to:b")
    to_move = COLOUR_LETTERS.index(values["to"])
    quiet = 0
    if "quiet" in values:
        if not values["quiet"].isdigit():
            raise PositionError(text, f"quiet:{values['quiet']} should be a number of turns")
        quiet = int(values["quiet"])
    marked = _points(text, topo, values.get("marked", "-"))
    if marked & (masks[0] | masks[1]):
        raise PositionError(text, "a marked point also holds a piece")
    duties = _duties(text, values.get("remove"))
    if duties and duties[0][0] != to_move:
        raise PositionError(text, "the first removal owed is not by the side to move")
    if ("then" in values) != bool(duties):
        raise PositionError(text, "remove: and then: go together")
    then = COLOUR_LETTERS.index(values["then"]) if duties and values["then"] in "wb" else 0
    if duties and values["then"] not in COLOUR_LETTERS:
        raise PositionError(text, f"then:{values['then']} should be then:w or then:b")
    spent = _spent(text, topo, values.get("spent"))
    if (marked or duties or any(spent)) and game_rules.is_plain:
        raise PositionError(text, "marks, owed removals and spent mills need rules that have them")
    return MillState(
        game_rules, (masks[0], masks[1]), hands, to_move, quiet, marked, duties, then, spent
    )


_KEYS = ("w", "b", "hand", "to", "quiet", "marked", "remove", "then", "spent")
_MAX_DUTIES = 4


def _points(text: str, topo: Board, value: str) -> int:
    """A comma-separated list of point names (``-``: none) as a bitmask of this board."""
    mask = 0
    if value == "-":
        return 0
    for name in value.split(","):
        try:
            p = point_index(name)
        except ValueError as error:
            raise PositionError(text, str(error)) from None
        if not topo.has_point(p):
            raise PositionError(text, f"{name} is not a point of the {topo.kind} board")
        if mask >> p & 1:
            raise PositionError(text, f"{name} is listed twice")
        mask |= 1 << p
    return mask


def _duties(text: str, value: str | None) -> tuple[tuple[int, int, int], ...]:
    """``w2b,b1w``: White removes two of Black's pieces, then Black one of White's."""
    if value is None:
        return ()
    items = value.split(",")
    if len(items) > _MAX_DUTIES:
        raise PositionError(text, f"remove: lists more than {_MAX_DUTIES} removals")
    out = []
    for item in items:
        match = re.fullmatch(r"([wb])([1-9])([wb])", item)
        if not match:
            raise PositionError(text, f"remove:{item} should read like w1b (who, how many, whose)")
        who, count, whose = match.groups()
        out.append((COLOUR_LETTERS.index(who), int(count), COLOUR_LETTERS.index(whose)))
    return tuple(out)


def _spent(text: str, topo: Board, value: str | None) -> tuple[int, int]:
    """``a1-a4-a7+d1-d2-d3/-``: the spent lines of White, then of Black."""
    if value is None:
        return (0, 0)
    sides = value.split("/")
    if len(sides) != 2:
        raise PositionError(text, "spent: gives White's lines, a slash, then Black's")
    lines = {frozenset(point_name(q) for q in mill): i for i, mill in enumerate(topo.mills)}
    out = []
    for side in sides:
        mask = 0
        if side != "-":
            for line in side.split("+"):
                index = lines.get(frozenset(line.split("-")))
                if index is None:
                    raise PositionError(text, f"{line} is no line of the {topo.kind} board")
                mask |= 1 << index
        out.append(mask)
    return (out[0], out[1])
