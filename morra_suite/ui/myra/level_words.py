"""Myra's computer levels described in words, for the New Game and Players dialogs.

What each level does, in a sentence a player can choose by (``ai.myra.levels.LEVELS`` holds the
same ladder as numbers; ``benchmarks/bench_myra_ladder.py --elo`` measures it). Translated in the
context "MyraLevels".
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

LEVEL_TEXTS: tuple[str, ...] = tuple(
    str(text)
    for text in (
        QT_TRANSLATE_NOOP(
            "MyraLevels",
            "Takes a queen it can take, otherwise plays loosely and often misses your threats.",
        ),
        QT_TRANSLATE_NOOP("MyraLevels", "Looks one move ahead and picks loosely."),
        QT_TRANSLATE_NOOP("MyraLevels", "Looks one move ahead and picks a little more carefully."),
        QT_TRANSLATE_NOOP("MyraLevels", "Looks one move ahead and picks carefully."),
        QT_TRANSLATE_NOOP("MyraLevels", "Looks at your reply too, with a few slips."),
        QT_TRANSLATE_NOOP("MyraLevels", "Thinks a few moves ahead."),
        QT_TRANSLATE_NOOP("MyraLevels", "Thinks several moves ahead."),
        QT_TRANSLATE_NOOP("MyraLevels", "Thinks deeply."),
        QT_TRANSLATE_NOOP("MyraLevels", "Thinks as deep as a second allows, on every core."),
    )
)


def level_text(level: int, levels: int) -> str:
    """What ``level`` does, in the user's language ("" for a ladder of another size)."""
    if levels != len(LEVEL_TEXTS) or not 1 <= level <= levels:
        return ""
    return QCoreApplication.translate("MyraLevels", LEVEL_TEXTS[level - 1])
