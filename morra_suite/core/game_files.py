"""Which game a saved record belongs to, read from its file type and its tags, before any game is
imported.

Why: a record offered to every game's reader in turn imported all three rules packages to open
one short game (the first open in a window stood still about 190 ms, issue 43). Each game's
registration record says, as data, the file type its records are saved as, the words a ``Game``
tag of its records holds and the tags only its records carry; this module matches a text's tags
against them, so that only the game the record names is imported and asked. It narrows, never
decides: the game's own reader still reads and checks the whole text, and a text whose tags
name no game (or name one no game claims) is offered to every game as before.

Pure Python: no Qt, no game imported.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from morra_suite.core.registration import GameRegistration

#: Only the head of a text is looked at for tags: they come before the moves (PGN's rule), and a
#: 4 MB text is bounded by the reader, not here.
HEAD_CHARS = 64_000
#: A tag line as every game's reader takes it: ``[Name "value"]`` (quotes escaped by ``\``).
_TAG = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\\n]|\\.){0,10000})"\s*\]')


def head_tags(text: str) -> dict[str, str]:
    """The tags of the text's head (the first ``HEAD_CHARS`` characters), name to value; a name
    given twice keeps its first value, as the readers do not agree on which wins."""
    tags: dict[str, str] = {}
    for match in _TAG.finditer(text, 0, HEAD_CHARS):
        tags.setdefault(match.group(1), re.sub(r"\\(.)", r"\1", match.group(2)))
    return tags


def claims(entry: GameRegistration, tags: dict[str, str]) -> bool:
    """Whether ``tags`` name ``entry``'s game: its ``Game`` tag holds one of the game's words,
    or (without a ``Game`` tag) one of the tags only the game's records carry is there."""
    game = tags.get("Game")
    if game is not None:
        said = game.casefold()
        return any(word in said for word in entry.record_words)
    return any(tag in tags for tag in entry.record_tags)


def games_to_ask(
    text: str,
    suffix: str,
    entries: Iterable[GameRegistration],
    suffix_of: Callable[[GameRegistration], str],
) -> list[str]:
    """The keys of the games whose readers may read ``text`` (of a file ending in ``suffix``),
    in the registry's order: the games whose own file type it is; else the games its tags
    name; else every game (tags that name nothing, or name a game nobody registered).

    ``suffix_of(entry)`` is the file type of a game's records: its record's ``file_suffix``
    (data, nothing imported), or for a game whose record gives none (a plug-in's) its
    description's, which the caller reads."""
    listed = list(entries)
    own = [entry.key for entry in listed if suffix_of(entry) == suffix.lower()]
    if own:
        return own
    tags = head_tags(text)
    named = [entry.key for entry in listed if claims(entry, tags)]
    return named or [entry.key for entry in listed]
