"""The mill board's looks (``ui.board_looks``): warm wood, pale maple, dark walnut, high contrast.

``look()`` is the one the board is painted in now; the items and the scene read their colours
from it instead of naming them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor

from morra_suite.ui.board_looks import BoardLook, PieceColours, current

KEY = "mill"

IVORY = PieceColours("#fffef9", "#f1eadb", "#b9ad94", "#8f846d")
EBONY = PieceColours("#6b625c", "#2e2926", "#0b0908", "#050404")

TABLE: tuple[BoardLook, ...] = (
    BoardLook(
        "wood",
        str(QT_TRANSLATE_NOOP("BoardLooks", "Wood")),
        ground="#ebe2cf",
        ground_light="#f4ecdc",
        ground_dark="#d9ccb1",
        board_light="#e2b77e",
        board_mid="#b98252",
        board_dark="#c48f55",
        edge="#9a6638",
        edge_dark="#7a4d27",
        lines="#3a2414",
        label_colour="#5a3719",
        pieces=(IVORY, EBONY),
        selection="#fffaf0",
        target="#2f8a57",
        warning="#c0392b",
        last_move="#f2b632",
        mark_edge="#2a1a0c",
        hint="#2a6fdb",
        turn="#f2b632",
        tray_text="#fffaf2",
        marked="#80786c",
        ornament="#f2b632",
    ),
    BoardLook(
        "light",
        str(QT_TRANSLATE_NOOP("BoardLooks", "Light maple")),
        ground="#f4f0e8",
        ground_light="#fbf9f4",
        ground_dark="#e4ddcf",
        board_light="#eed6a6",
        board_mid="#d3b27c",
        board_dark="#dcbd86",
        edge="#b08c5a",
        edge_dark="#8c6b40",
        lines="#4a3423",
        label_colour="#5e4128",
        pieces=(PieceColours("#ffffff", "#fbf8f2", "#cfc6b4", "#7d7361"), EBONY),
        selection="#ffffff",
        target="#23784a",
        warning="#b3261e",
        last_move="#e0a11c",
        mark_edge="#3a2414",
        hint="#1f5fc8",
        turn="#d98e04",
        tray_text="#3a2414",
        marked="#9a9184",
        ornament="#d98e04",
    ),
    BoardLook(
        "dark",
        str(QT_TRANSLATE_NOOP("BoardLooks", "Dark walnut")),
        ground="#1e1916",
        ground_light="#2b241f",
        ground_dark="#120e0c",
        board_light="#8a5f3e",
        board_mid="#5e3e26",
        board_dark="#6e4a2e",
        edge="#4a2f1b",
        edge_dark="#2a1a0e",
        lines="#f1dfbf",
        label_colour="#e8d3ae",
        pieces=(IVORY, PieceColours("#4a433e", "#1c1917", "#050404", "#000000")),
        selection="#fffaf0",
        target="#5fd08e",
        warning="#ff7a6b",
        last_move="#f0b400",
        mark_edge="#000000",
        hint="#6fa8ff",
        turn="#ffc94a",
        tray_text="#f1dfbf",
        marked="#8a8278",
        ornament="#ffc94a",
    ),
    BoardLook(
        "contrast",
        str(QT_TRANSLATE_NOOP("BoardLooks", "High contrast")),
        ground="#ffffff",
        ground_light="#ffffff",
        ground_dark="#e6e6e6",
        board_light="#f0c020",
        board_mid="#c99a00",
        board_dark="#e0b000",
        edge="#000000",
        edge_dark="#000000",
        lines="#000000",
        label_colour="#000000",
        pieces=(
            PieceColours("#ffffff", "#ffffff", "#e8e8e8", "#000000"),
            PieceColours("#3a3a3a", "#000000", "#000000", "#000000"),
        ),
        selection="#ffffff",
        target="#0050ef",
        warning="#d00000",
        last_move="#0050ef",
        mark_edge="#000000",
        hint="#c21890",
        turn="#0050ef",
        tray_text="#ffffff",
        marked="#808080",
        ornament="#0050ef",
        grain=False,
    ),
)


#: The look the mill boards are painted in now: ``look()``. A ``partial`` of ``current``, not a
#: function of its own: every item asks for it at every paint, and this asks no second frame.
look: Callable[[], BoardLook] = partial(current, KEY, TABLE)


def colour(hex_colour: str, alpha: int = 255) -> QColor:
    """A look's colour as a ``QColor``, ``alpha`` of 255 opaque."""
    made = QColor(hex_colour)
    made.setAlpha(alpha)
    return made
