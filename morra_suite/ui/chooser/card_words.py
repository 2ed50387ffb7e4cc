"""The chooser's two lines per game, known before any game, kit or rules module is loaded.

The built-in games' words are the catalogue below (English, translated in the context
"GameChooser" when shown); a plug-in brings its own in its registration record
(``GameRegistration.title``/``blurb``). Nothing here imports a game: start-up lists the chooser
from the registry's keys and these words alone.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from morra_suite import games

__all__ = ["CARD_WORDS", "blurb_of", "title_of"]

# The built-in games' chooser lines in English: (title, blurb), translated when shown.
CARD_WORDS: dict[str, tuple[str, str]] = {
    "morra": (
        str(QT_TRANSLATE_NOOP("GameChooser", "Morra")),
        str(
            QT_TRANSLATE_NOOP(
                "GameChooser",
                "Piet Hein's race to the centre of a target, moved by hidden hands of balls.",
            )
        ),
    ),
    "mill": (
        str(QT_TRANSLATE_NOOP("GameChooser", "Mill games")),
        str(
            QT_TRANSLATE_NOOP(
                "GameChooser",
                "Nine Men's Morris and its family: form mills, take pieces, fly with the last three.",  # noqa: E501
            )
        ),
    ),
    "myra": (
        str(QT_TRANSLATE_NOOP("GameChooser", "Myra")),
        str(
            QT_TRANSLATE_NOOP(
                "GameChooser",
                "Troops, queens and fortresses on a 91-hole hexagon, for two or three players.",
            )
        ),
    ),
}


def _words(key: str) -> tuple[str, str]:
    """The chooser's (title, blurb) without loading a game: the catalogue's, or the record's of
    a game registered with its words (a plug-in); the key itself for a game without words."""
    record = games.registered(key)
    if record is not None and (record.title or record.blurb):
        return record.title or key, record.blurb
    return CARD_WORDS.get(key, (key, ""))


def title_of(key: str) -> str:
    """A game's name in the user's language, known without loading its kit."""
    return QCoreApplication.translate("GameChooser", _words(key)[0])


def blurb_of(key: str) -> str:
    blurb = _words(key)[1]
    return QCoreApplication.translate("GameChooser", blurb) if blurb else ""
