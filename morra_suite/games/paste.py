"""Reading a pasted position: what Copy Position writes, and for the mill games a Sanmill FEN.

``read_pasted_position(game_key, text)`` recognises the text for one game and returns its state,
or raises ``PositionError`` (a ``ValueError``) saying why the text is no position of that game.
The readers are the games' own (``Game.parse_position``, the mill record's Sanmill FEN import),
so a pasted position means exactly what a saved game's start means.

Pure Python, no Qt.
"""

from __future__ import annotations

import re
from typing import Any

from morra_suite.core.bounds import check_position_text
from morra_suite.core.errors import PositionError
from morra_suite.core.protocol import GameState
from morra_suite.games import load_game

# A record's FEN tag pasted whole: ``[FEN "..."]`` (records carry set-up starts so).
_FEN_TAG = re.compile(r'\[\s*FEN\s+"(.*)"\s*\]', re.DOTALL)


def read_pasted_position(game_key: str, text: str, rules: Any = None) -> GameState:
    """The state ``text`` describes in game ``game_key``.

    ``rules`` are the current game's rules, used where the text names none: a Sanmill FEN (which
    describes the 24-point board only) and a mill position string without its rules token. Without
    them such a text is read as Nine Men's Morris.
    """
    check_position_text(text)
    cleaned = text.strip()
    tag = _FEN_TAG.fullmatch(cleaned)
    if tag:
        cleaned = tag[1].strip()
    if not cleaned:
        raise PositionError(text, "the clipboard holds no text")
    if game_key == "mill":
        return _read_mill(cleaned, rules)
    return load_game(game_key).parse_position(" ".join(cleaned.split()))


def _read_mill(text: str, rules: Any) -> GameState:
    from morra_suite.games.mill.record import _SANMILL_FEN_RE, _from_sanmill_fen
    from morra_suite.games.mill.rules import MillRules
    from morra_suite.games.mill.state import parse_position

    game_rules = rules if rules is not None else MillRules()
    sanmill = _SANMILL_FEN_RE.fullmatch(text)
    if sanmill:
        return _from_sanmill_fen(sanmill, game_rules, text)
    first = text.split(None, 1)[0]
    if ":" in first and "(" not in first:  # no rules token: the current game's rules
        return parse_position(text, game_rules)
    return parse_position(text)


__all__ = ["read_pasted_position"]
