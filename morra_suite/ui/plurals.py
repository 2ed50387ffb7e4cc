"""Plural forms: Qt's ``%n`` translations, and the English source read by its number.

Why: "1 mistakes", "1 Runden gespielt". A count goes through ``QCoreApplication.translate(
context, "%n mistake(s)", None, n)``, so each language's catalogue gives its own plural forms
(``numerus`` entries in the .ts); the call is written out at each place so that lupdate finds it.
English is the source language and has no catalogue: its answer still holds the source's
markers, which ``english`` resolves by the number: "(s)" is the plural ending, "[a|b]" the
singular and the plural ("%n inaccurac[y|ies]").
"""

from __future__ import annotations

import re

_BOTH = re.compile(r"\[([^\[\]|]*)\|([^\[\]|]*)\]")


def english(text: str, n: int) -> str:
    """``text`` (a translation's answer for ``n``) with the source's plural markers resolved."""
    one = abs(n) == 1
    text = text.replace("(s)", "" if one else "s")
    return _BOTH.sub(lambda m: m.group(1) if one else m.group(2), text)


__all__ = ["english"]
