"""Reading a pasted position: what Copy Position writes, or another program's text a game reads.

``read_pasted_position(game_key, text)`` cleans the text (a record's ``[FEN "..."]`` tag taken
apart, an empty clipboard refused) and asks the game's description to read it
(``Game.read_pasted_position``: its position string by default; the mill games also read a
Sanmill FEN), or raises ``PositionError`` (a ``ValueError``) saying why the text is no position
of that game. The readers are the games' own, so a pasted position means exactly what a saved
game's start means.

Pure Python, no Qt.
"""

from __future__ import annotations

import re

from morra_suite.core.bounds import check_position_text
from morra_suite.core.errors import PositionError
from morra_suite.core.protocol import SomeRules, SomeState
from morra_suite.games import load_game

# A record's FEN tag pasted whole: ``[FEN "..."]`` (records carry set-up starts so).
_FEN_TAG = re.compile(r'\[\s*FEN\s+"(.*)"\s*\]', re.DOTALL)


def read_pasted_position(game_key: str, text: str, rules: SomeRules = None) -> SomeState:
    """The state ``text`` describes in game ``game_key``.

    ``rules`` are the current game's rules, used where the text names none: a Sanmill FEN (which
    describes the 24-point board only) and a mill position string without its rules token. Without
    them such a text is read as the game's standard rules.
    """
    check_position_text(text)
    cleaned = text.strip()
    tag = _FEN_TAG.fullmatch(cleaned)
    if tag:
        cleaned = tag[1].strip()
    if not cleaned:
        raise PositionError(text, "the clipboard holds no text")
    state: SomeState = load_game(game_key).read_pasted_position(cleaned, rules)
    return state


__all__ = ["read_pasted_position"]
