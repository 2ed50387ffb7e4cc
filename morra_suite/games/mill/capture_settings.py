"""The settings of the captures without a mill (custodian, intervention, leap) as data: their names,
the values of their choices, their labels and the sentences that describe them.

Kept apart from ``rules.py`` so that module stays readable; ``rules.py`` merges these tables into
its own (``FIELD_LABELS``, ``CHOICES``, ``CHOICE_TITLES``, ``VARIANT_SENTENCES``). What the
captures do is ``captures.py``'s job and, in words, resources/rules/en/mill.md's.
"""

from __future__ import annotations

from morra_suite.games.mill.wording import QT_TRANSLATE_NOOP

CAPTURE_KINDS: tuple[str, ...] = ("custodian", "intervention", "leap")

# Which lines of the board a capture looks along: the sides of the squares ("edges"), the lines
# that cross from one square to the next ("cross") and the corner diagonals where the board has
# them ("diagonal"). The first value is the default.
CAPTURE_LINES: tuple[str, ...] = (
    "every_line",
    "edges",
    "cross",
    "diagonal",
    "edges_cross",
    "edges_diagonal",
    "cross_diagonal",
)
LINE_KINDS_OF: dict[str, frozenset[str]] = {
    "every_line": frozenset({"edges", "cross", "diagonal"}),
    "edges": frozenset({"edges"}),
    "cross": frozenset({"cross"}),
    "diagonal": frozenset({"diagonal"}),
    "edges_cross": frozenset({"edges", "cross"}),
    "edges_diagonal": frozenset({"edges", "diagonal"}),
    "cross_diagonal": frozenset({"cross", "diagonal"}),
}
# When a capture applies: a move made while the mover still has pieces in hand is "placing", one
# made with an empty hand is "moving".
CAPTURE_WHEN: tuple[str, ...] = ("placing_and_moving", "placing_only", "moving_only")

# The four settings of each kind, in the Settings dialog's order: on/off, the lines, the phase,
# and "only with three pieces".
CAPTURE_SETTINGS: tuple[str, ...] = tuple(
    f"{kind}{suffix}" for kind in CAPTURE_KINDS for suffix in ("", "_lines", "_when", "_three")
)

CAPTURE_CHOICES: dict[str, tuple[str, ...]] = {
    **{f"{kind}_lines": CAPTURE_LINES for kind in CAPTURE_KINDS},
    **{f"{kind}_when": CAPTURE_WHEN for kind in CAPTURE_KINDS},
}

CAPTURE_CHOICE_TITLES: dict[str, str] = {
    "every_line": QT_TRANSLATE_NOOP("MillKit", "every line (square sides, cross lines, diagonals)"),
    "edges": QT_TRANSLATE_NOOP("MillKit", "the sides of the squares"),
    "cross": QT_TRANSLATE_NOOP("MillKit", "the cross lines"),
    "diagonal": QT_TRANSLATE_NOOP("MillKit", "the diagonals"),
    "edges_cross": QT_TRANSLATE_NOOP("MillKit", "square sides and cross lines"),
    "edges_diagonal": QT_TRANSLATE_NOOP("MillKit", "square sides and diagonals"),
    "cross_diagonal": QT_TRANSLATE_NOOP("MillKit", "cross lines and diagonals"),
    "placing_and_moving": QT_TRANSLATE_NOOP("MillKit", "while placing and while moving"),
    "placing_only": QT_TRANSLATE_NOOP("MillKit", "only while placing (pieces still in hand)"),
    "moving_only": QT_TRANSLATE_NOOP("MillKit", "only while moving (no piece left in hand)"),
}

# The label and the explanation of each setting, as the Settings dialog shows them.
CAPTURE_LABELS: dict[str, tuple[str, str]] = {
    "custodian": (
        QT_TRANSLATE_NOOP("MillKit", "Custodian capture"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A piece that arrives at the end of a line whose middle holds an opponent's piece and "
            "whose other end holds one's own takes the middle piece (one piece a move).",
        ),
    ),
    "custodian_lines": (
        QT_TRANSLATE_NOOP("MillKit", "Custodian capture: lines"),
        QT_TRANSLATE_NOOP("MillKit", "The lines along which a custodian capture counts."),
    ),
    "custodian_when": (
        QT_TRANSLATE_NOOP("MillKit", "Custodian capture: when"),
        QT_TRANSLATE_NOOP(
            "MillKit", "Whether a custodian capture counts while placing, while moving, or both."
        ),
    ),
    "custodian_three": (
        QT_TRANSLATE_NOOP("MillKit", "Custodian capture: only with three pieces"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A custodian capture counts only for a player with three pieces or fewer on the board.",
        ),
    ),
    "intervention": (
        QT_TRANSLATE_NOOP("MillKit", "Intervention capture"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A piece that arrives in the middle of a line whose two ends hold opponent's pieces "
            "takes both of them.",
        ),
    ),
    "intervention_lines": (
        QT_TRANSLATE_NOOP("MillKit", "Intervention capture: lines"),
        QT_TRANSLATE_NOOP("MillKit", "The lines along which an intervention capture counts."),
    ),
    "intervention_when": (
        QT_TRANSLATE_NOOP("MillKit", "Intervention capture: when"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "Whether an intervention capture counts while placing, while moving, or both.",
        ),
    ),
    "intervention_three": (
        QT_TRANSLATE_NOOP("MillKit", "Intervention capture: only with three pieces"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "An intervention capture counts only for a player with three pieces or fewer on the "
            "board.",
        ),
    ),
    "leap": (
        QT_TRANSLATE_NOOP("MillKit", "Leap capture"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A piece may jump along a line over an opponent's piece to the empty point behind it, "
            "taking the piece it jumps.",
        ),
    ),
    "leap_lines": (
        QT_TRANSLATE_NOOP("MillKit", "Leap capture: lines"),
        QT_TRANSLATE_NOOP("MillKit", "The lines along which a leap capture counts."),
    ),
    "leap_when": (
        QT_TRANSLATE_NOOP("MillKit", "Leap capture: when"),
        QT_TRANSLATE_NOOP(
            "MillKit", "Whether a leap capture counts while placing, while moving, or both."
        ),
    ),
    "leap_three": (
        QT_TRANSLATE_NOOP("MillKit", "Leap capture: only with three pieces"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A leap capture counts only for a player with three pieces or fewer on the board.",
        ),
    ),
}

# The sentence ``MillRules.describe()`` adds when a capture is switched on (its lines, phase and
# piece count are in the settings summary).
CAPTURE_SENTENCES: dict[str, str] = {
    "custodian": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "Custodian capture: a piece arriving at the end of a line takes an opponent's piece "
            "caught between it and one's own.",
        )
    ),
    "intervention": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "Intervention capture: a piece arriving between two opponent's pieces on a line takes "
            "both.",
        )
    ),
    "leap": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "Leap capture: a piece may jump along a line over an opponent's piece to the empty "
            "point behind it and takes it.",
        )
    ),
}

CAPTURE_DEFAULTS: dict[str, object] = {}
for _kind in CAPTURE_KINDS:
    CAPTURE_DEFAULTS.update(
        {
            _kind: False,
            f"{_kind}_lines": CAPTURE_LINES[0],
            f"{_kind}_when": CAPTURE_WHEN[0],
            f"{_kind}_three": False,
        }
    )
