"""The mill rules' words, written once in English where the rules define them and marked there
for translation, so the library and the window cannot say different things.

The library is pure Python (no Qt), yet Qt's ``lupdate`` reads it (``scripts/
update-translations.sh`` hands it ``morra_suite/games/mill``): it finds a text by the name of the
call that marks it, ``QT_TRANSLATE_NOOP(context, text)``, which here is a plain function that
returns the text. The window translates the marked text where it shows it, with the context given.

A sentence with values in it is a ``Phrase``: a marked text with ``%1``, ``%2`` ... and the values
(numbers, or phrases themselves), so a translation may put them in its own order. ``words()``
gives the English, ``words(translate)`` the user's language: one description, two readers.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

# The catalogue context of the mill rules' words (the UI kit's, which translates them).
CONTEXT = "MillKit"

Translate = Callable[[str, str], str]  # (context, English text) -> the text in the user's language


# Named as Qt names it because that name is what lupdate looks for.
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the translation catalogue under ``context`` and returns it unchanged."""
    return text


def _english(context: str, text: str) -> str:
    return text


_MARKER = re.compile(r"%(\d)")


@dataclass(frozen=True)
class Phrase:
    """A marked text and the values of its ``%1``, ``%2`` ... (strings, or phrases in turn).

    ``joined`` makes the text a separator instead: the values are listed with it between them
    (", or when " between the draw conditions).
    """

    text: str
    values: tuple[Phrase | str, ...] = ()
    context: str = CONTEXT
    joined: bool = False

    def words(self, translate: Translate = _english) -> str:
        """The phrase in English, or through ``translate`` (e.g. ``QCoreApplication.translate``)."""
        said = translate(self.context, self.text)
        values = [v if isinstance(v, str) else v.words(translate) for v in self.values]
        if self.joined:
            return said.join(values)

        def value(match: re.Match[str]) -> str:
            number = int(match.group(1))
            return values[number - 1] if 0 < number <= len(values) else match.group(0)

        return _MARKER.sub(value, said)  # one pass: a value holding "%2" stays as it is
