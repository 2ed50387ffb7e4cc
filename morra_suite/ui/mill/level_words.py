"""The mill computer's levels described in words, for the New Game and Players dialogs.

What each level does, in a sentence a player can choose by (``ai.mill.levels.LEVELS`` holds the
same ladder as numbers; ``benchmarks/bench_mill_ladder.py --elo`` measures it). Translated in the
context "MillLevels".
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

LEVEL_TEXTS: tuple[str, ...] = tuple(
    str(text)
    for text in (
        QT_TRANSLATE_NOOP(
            "MillLevels",
            "Plays half its moves at a glance: closes a mill it sees, but often misses your threats.",  # noqa: E501
        ),
        QT_TRANSLATE_NOOP(
            "MillLevels", "Looks at your reply and never leaves you a mill, but picks loosely."
        ),
        QT_TRANSLATE_NOOP("MillLevels", "Looks at your reply and picks more carefully."),
        QT_TRANSLATE_NOOP("MillLevels", "Looks two moves ahead, with many slips."),
        QT_TRANSLATE_NOOP("MillLevels", "Looks two moves ahead, with fewer slips."),
        QT_TRANSLATE_NOOP("MillLevels", "Looks three moves ahead, with many slips."),
        QT_TRANSLATE_NOOP("MillLevels", "Looks three moves ahead, with few slips."),
        QT_TRANSLATE_NOOP(
            "MillLevels", "Looks three moves ahead without slips; plays solved endgames perfectly."
        ),
        QT_TRANSLATE_NOOP("MillLevels", "Looks four moves ahead."),
        QT_TRANSLATE_NOOP("MillLevels", "Thinks about six moves ahead."),
        QT_TRANSLATE_NOOP("MillLevels", "Thinks about eight moves ahead."),
        QT_TRANSLATE_NOOP("MillLevels", "Thinks about twelve moves ahead."),
        QT_TRANSLATE_NOOP(
            "MillLevels",
            "Thinks as deep as a second allows, on every core; perfect where the game is solved.",
        ),
    )
)


def level_text(level: int, levels: int) -> str:
    """What ``level`` does, in the user's language ("" for a ladder of another size)."""
    if levels != len(LEVEL_TEXTS) or not 1 <= level <= levels:
        return ""
    return QCoreApplication.translate("MillLevels", LEVEL_TEXTS[level - 1])
