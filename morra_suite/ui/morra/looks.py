"""Morra's board looks (``ui.board_looks``): warm paper, light, dark, high contrast.

``look()`` is the one the board is painted in now; the items read the target's paper, its ink
and the players' stones from it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP

from morra_suite.ui.board_looks import BoardLook, PieceColours, current

KEY = "morra"

RED = PieceColours("#e87a6c", "#c23a2b", "#7a1e14", "#7a1e14")
BLUE = PieceColours("#86aee0", "#2d68b0", "#173c6a", "#173c6a")

TABLE: tuple[BoardLook, ...] = (
    BoardLook(
        "wood",
        str(QT_TRANSLATE_NOOP("BoardLooks", "Wood")),
        ground="#5b3c24",  # a dark wooden table
        ground_light="#6d4a2e",
        ground_dark="#47301d",
        board_light="#fbf6e8",  # the target's paper
        board_mid="#f3e9d2",
        board_dark="#eadcbc",
        edge="#7a4e2a",  # its turned wooden rim
        edge_dark="#3e2614",
        lines="#3a2c20",
        label_colour="#3a2c20",
        pieces=(RED, BLUE),
        selection="#e8a530",
        target="#d7a93c",
        warning="#b3261e",
        last_move="#ffeca0",
        mark_edge="#3a2c20",
        hint="#2a6fdb",
        turn="#d7a93c",
        tray_text="#3a2c20",
        marked="#808080",
        ornament="#d7a93c",
    ),
    BoardLook(
        "light",
        str(QT_TRANSLATE_NOOP("BoardLooks", "Light")),
        ground="#e9dfcc",
        ground_light="#f2eadb",
        ground_dark="#d8cab0",
        board_light="#ffffff",
        board_mid="#fbf8f1",
        board_dark="#f2ecdf",
        edge="#b8905e",
        edge_dark="#6e5030",
        lines="#2f2419",
        label_colour="#2f2419",
        pieces=(RED, BLUE),
        selection="#c48a12",
        target="#c48a12",
        warning="#b3261e",
        last_move="#ffe48a",
        mark_edge="#2f2419",
        hint="#1f5fc8",
        turn="#c48a12",
        tray_text="#2f2419",
        marked="#9a9184",
        ornament="#c48a12",
    ),
    BoardLook(
        "dark",
        str(QT_TRANSLATE_NOOP("BoardLooks", "Dark")),
        ground="#1e1916",
        ground_light="#2b241f",
        ground_dark="#120e0c",
        board_light="#3a322c",
        board_mid="#332b26",
        board_dark="#2a2420",
        edge="#4a3a30",
        edge_dark="#0e0b09",
        lines="#f1e8da",
        label_colour="#f1e8da",
        pieces=(
            PieceColours("#ffa08a", "#f06a55", "#8a2a1e", "#8a2a1e"),
            PieceColours("#b0d0ff", "#6aa2f0", "#1e4680", "#1e4680"),
        ),
        selection="#e0a458",
        target="#e0a458",
        warning="#ff8a80",
        last_move="#fff0b0",
        mark_edge="#0e0b09",
        hint="#6fa8ff",
        turn="#e0a458",
        tray_text="#f1e8da",
        marked="#8a8278",
        ornament="#e0a458",
    ),
    BoardLook(
        "contrast",
        str(QT_TRANSLATE_NOOP("BoardLooks", "High contrast")),
        ground="#000000",
        ground_light="#1a1a1a",
        ground_dark="#000000",
        board_light="#ffffff",
        board_mid="#ffffff",
        board_dark="#f2f2f2",
        edge="#303030",
        edge_dark="#000000",
        lines="#000000",
        label_colour="#000000",
        pieces=(  # Okabe and Ito's vermilion and blue
            PieceColours("#ffb080", "#d55e00", "#5a2800", "#000000"),
            PieceColours("#7fc4ff", "#0072b2", "#002a45", "#000000"),
        ),
        selection="#0050ef",
        target="#0050ef",
        warning="#d00000",
        last_move="#ffb000",
        mark_edge="#000000",
        hint="#c21890",
        turn="#0050ef",
        tray_text="#000000",
        marked="#808080",
        ornament="#f0b000",
        grain=False,
    ),
)


#: The look the Morra boards are painted in now: ``look()``. A ``partial`` of ``current``, not a
#: function of its own: every item asks for it at every paint, and this asks no second frame.
look: Callable[[], BoardLook] = partial(current, KEY, TABLE)
