"""Myra's board looks (``ui.board_looks``): warm wood, light, dark, high contrast.

``look()`` is the one the board is painted in now; the painting code (``paint``, ``items``)
reads its colours from it. Every look's three glasses stay apart for colour-blind eyes
(besides the marks each ball carries).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP

from morra_suite.ui.board_looks import BoardLook, PieceColours, current

KEY = "myra"

RED = PieceColours("#ff8a72", "#c8322b", "#5e0f0c", "#5e0f0c")
BLUE = PieceColours("#8fb8ff", "#2c5fb8", "#0e2356", "#0e2356")
# a lighter green than the first boards' (#25925a): red and it were too close for a deuteranope
GREEN = PieceColours("#90e8b0", "#2fb56d", "#0c4a2a", "#0c4a2a")

TABLE: tuple[BoardLook, ...] = (
    BoardLook(
        "wood",
        str(QT_TRANSLATE_NOOP("BoardLooks", "Wood")),
        ground="#2f2722",  # a dark felt table
        ground_light="#4a3c32",
        ground_dark="#1e1916",
        board_light="#e2b77e",
        board_mid="#cf9b5c",
        board_dark="#a8733d",
        edge="#8a5630",
        edge_dark="#4f2c14",
        lines="#d8a93c",
        label_colour="#fff4dc",
        pieces=(RED, BLUE, GREEN),
        selection="#fff6d6",
        target="#fffbe8",
        warning="#c0392b",
        last_move="#ffc83a",
        mark_edge="#3a2208",
        hint="#1f1d1c",
        turn="#d8a93c",
        tray_text="#fff4dc",
        marked="#5a5650",
        ornament="#d8a93c",
    ),
    BoardLook(
        "light",
        str(QT_TRANSLATE_NOOP("BoardLooks", "Light maple")),
        ground="#f4f0e8",
        ground_light="#fbf9f4",
        ground_dark="#e0d8c6",
        board_light="#f1dcb2",
        board_mid="#e2c593",
        board_dark="#c9a56e",
        edge="#b08c5a",
        edge_dark="#7a5a34",
        lines="#b8892a",
        label_colour="#fff8ea",
        pieces=(RED, BLUE, GREEN),
        selection="#fffaf0",
        target="#fffdf4",
        warning="#b3261e",
        last_move="#f0b400",
        mark_edge="#3a2208",
        hint="#1f1d1c",
        turn="#b8892a",
        tray_text="#fff8ea",
        marked="#5a5650",
        ornament="#b8892a",
    ),
    BoardLook(
        "dark",
        str(QT_TRANSLATE_NOOP("BoardLooks", "Dark walnut")),
        ground="#1e1916",
        ground_light="#2b241f",
        ground_dark="#120e0c",
        board_light="#7a5236",
        board_mid="#62402a",
        board_dark="#48301f",
        edge="#3a2415",
        edge_dark="#1c1009",
        lines="#e0b455",
        label_colour="#fff0d6",
        pieces=(
            PieceColours("#ffa08a", "#e0503f", "#6e1510", "#6e1510"),
            PieceColours("#a0c0ff", "#3f74d0", "#12306e", "#12306e"),
            PieceColours("#a0ecc0", "#3cc080", "#12502f", "#12502f"),
        ),
        selection="#fff6d6",
        target="#fffbe8",
        warning="#ff7a6b",
        last_move="#ffc030",
        mark_edge="#1c1009",
        hint="#1f1d1c",
        turn="#e0b455",
        tray_text="#fff0d6",
        marked="#5a5650",
        ornament="#e0b455",
    ),
    BoardLook(
        "contrast",
        str(QT_TRANSLATE_NOOP("BoardLooks", "High contrast")),
        ground="#ffffff",
        ground_light="#ffffff",
        ground_dark="#e6e6e6",
        board_light="#d9d9d9",
        board_mid="#cccccc",
        board_dark="#bdbdbd",
        edge="#000000",
        edge_dark="#000000",
        lines="#000000",
        label_colour="#ffffff",
        pieces=(  # Okabe and Ito's colour-blind-safe vermilion and blue, a light bluish green
            PieceColours("#ffb080", "#d55e00", "#5a2800", "#000000"),
            PieceColours("#7fc4ff", "#0072b2", "#002a45", "#000000"),
            PieceColours("#b0f0d8", "#5fd0a0", "#0e5a40", "#000000"),
        ),
        selection="#ffffff",
        target="#ffffff",
        warning="#d00000",
        last_move="#000000",
        mark_edge="#000000",
        hint="#c21890",
        turn="#000000",
        tray_text="#ffffff",
        marked="#5a5650",
        ornament="#000000",
        grain=False,
    ),
)


#: The look the Myra boards are painted in now: ``look()``. A ``partial`` of ``current``, not a
#: function of its own: every item asks for it at every paint, and this asks no second frame.
look: Callable[[], BoardLook] = partial(current, KEY, TABLE)
