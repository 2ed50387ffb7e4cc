"""Underlined letters for menu items whose words come from elsewhere (a game's title, a kit's
item): each gets the first letter of its words that no other item of its menu uses yet, so every
item is reached from the keyboard with one letter (WCAG 2.1.1)."""

from __future__ import annotations

__all__ = ["with_mnemonic"]


def with_mnemonic(text: str, used: set[str]) -> str:
    """``text`` with an ``&`` before its first letter not in ``used`` (lower case; the letter is
    added to ``used``). Words that have one already are kept as they are; a literal ``&`` is
    doubled. Where every letter is taken, the first letter is marked (Qt then steps between
    the items that share it)."""
    if any(c == "&" and text[i + 1 : i + 2].isalnum() for i, c in enumerate(text)):
        return text
    plain = text.replace("&", "&&")
    letters = [i for i, c in enumerate(plain) if c.isalnum()]
    if not letters:
        return plain
    at = next((i for i in letters if plain[i].lower() not in used), letters[0])
    used.add(plain[at].lower())
    return plain[:at] + "&" + plain[at:]
