"""The words of the captures without a mill (games/mill/capture_settings.py), marked for lupdate:
the rules library is pure Python and cannot mark them; the kit translates them with its ``_tr``
(context "MillKit") where they are shown, and tests/ui/test_mill_kit.py holds the two together."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

CAPTURE_TEXTS = (
    QT_TRANSLATE_NOOP("MillKit", "Custodian capture"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A piece that arrives at the end of a line whose middle holds an opponent's piece and whose other end holds one's own takes the middle piece (one piece a move).",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP("MillKit", "Custodian capture: lines"),
    QT_TRANSLATE_NOOP("MillKit", "The lines along which a custodian capture counts."),
    QT_TRANSLATE_NOOP("MillKit", "Custodian capture: when"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Whether a custodian capture counts while placing, while moving, or both.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Custodian capture: only with three pieces"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A custodian capture counts only for a player with three pieces or fewer on the board.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Intervention capture"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A piece that arrives in the middle of a line whose two ends hold opponent's pieces takes both of them.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP("MillKit", "Intervention capture: lines"),
    QT_TRANSLATE_NOOP("MillKit", "The lines along which an intervention capture counts."),
    QT_TRANSLATE_NOOP("MillKit", "Intervention capture: when"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Whether an intervention capture counts while placing, while moving, or both.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Intervention capture: only with three pieces"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "An intervention capture counts only for a player with three pieces or fewer on the board.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Leap capture"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A piece may jump along a line over an opponent's piece to the empty point behind it, taking the piece it jumps.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP("MillKit", "Leap capture: lines"),
    QT_TRANSLATE_NOOP("MillKit", "The lines along which a leap capture counts."),
    QT_TRANSLATE_NOOP("MillKit", "Leap capture: when"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Whether a leap capture counts while placing, while moving, or both.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Leap capture: only with three pieces"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A leap capture counts only for a player with three pieces or fewer on the board.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "every line (square sides, cross lines, diagonals)"),
    QT_TRANSLATE_NOOP("MillKit", "the sides of the squares"),
    QT_TRANSLATE_NOOP("MillKit", "the cross lines"),
    QT_TRANSLATE_NOOP("MillKit", "the diagonals"),
    QT_TRANSLATE_NOOP("MillKit", "square sides and cross lines"),
    QT_TRANSLATE_NOOP("MillKit", "square sides and diagonals"),
    QT_TRANSLATE_NOOP("MillKit", "cross lines and diagonals"),
    QT_TRANSLATE_NOOP("MillKit", "while placing and while moving"),
    QT_TRANSLATE_NOOP("MillKit", "only while placing (pieces still in hand)"),
    QT_TRANSLATE_NOOP("MillKit", "only while moving (no piece left in hand)"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Custodian capture: a piece arriving at the end of a line takes an opponent's piece caught between it and one's own.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Intervention capture: a piece arriving between two opponent's pieces on a line takes both.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Leap capture: a piece may jump along a line over an opponent's piece to the empty point behind it and takes it.",  # noqa: E501
    ),
)
