"""The Myra board read aloud: each hole's name and the troop in it, and the whole position.

The pieces are the state's (the rules' ``pieces``), the hole names the notation's (``NAMES``),
what may be clicked the interpreter's gesture; this module only puts them into words for
``ui.board_access``. The ``view`` is the board view (``MyraBoardView``, which takes its screen
reader methods from ``HolesHeard`` here), typed ``Any`` because it imports this module.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from morra_suite.games.myra.board import NAMES
from morra_suite.games.myra.pieces import Piece
from morra_suite.ui import board_access
from morra_suite.ui.board_access import AccessPoint
from morra_suite.ui.myra.geometry import UNIT

# Each piece by its colour as whole phrases, so each language inflects the colour with its noun
# ("rote Königin", "roter Trupp aus 3"; "rødt" where a Danish noun is neuter): glued as "{colour}
# queen" German read "rot Königin". One row per colour of the kit (``MyraKit.colour_names``), in
# the players' order: queen, fortress, soldier, and the troop (``%1``: how many soldiers).
PIECE_PHRASES = (
    (
        QT_TRANSLATE_NOOP("MyraAccess", "red queen"),
        QT_TRANSLATE_NOOP("MyraAccess", "red fortress of 5"),
        QT_TRANSLATE_NOOP("MyraAccess", "red soldier"),
        QT_TRANSLATE_NOOP("MyraAccess", "red troop of %1"),
    ),
    (
        QT_TRANSLATE_NOOP("MyraAccess", "blue queen"),
        QT_TRANSLATE_NOOP("MyraAccess", "blue fortress of 5"),
        QT_TRANSLATE_NOOP("MyraAccess", "blue soldier"),
        QT_TRANSLATE_NOOP("MyraAccess", "blue troop of %1"),
    ),
    (
        QT_TRANSLATE_NOOP("MyraAccess", "green queen"),
        QT_TRANSLATE_NOOP("MyraAccess", "green fortress of 5"),
        QT_TRANSLATE_NOOP("MyraAccess", "green soldier"),
        QT_TRANSLATE_NOOP("MyraAccess", "green troop of %1"),
    ),
)
# a player beyond the kit's colours (none today) is named by number
NUMBERED = (
    QT_TRANSLATE_NOOP("MyraAccess", "queen of player %2"),
    QT_TRANSLATE_NOOP("MyraAccess", "fortress of 5 of player %2"),
    QT_TRANSLATE_NOOP("MyraAccess", "soldier of player %2"),
    QT_TRANSLATE_NOOP("MyraAccess", "troop of %1 of player %2"),
)


def piece_words(piece: Piece | None) -> str:
    """A hole's content: "red troop of 3", "blue queen", "empty", each a whole phrase of the
    language (the piece's colour, the board's, whatever the players are called)."""
    if piece is None:
        return QCoreApplication.translate("MyraAccess", "empty")
    if piece.is_queen:
        kind = 0
    elif piece.is_fortress:
        kind = 1
    elif piece.size == 1:
        kind = 2
    else:
        kind = 3
    row = PIECE_PHRASES[piece.player] if piece.player < len(PIECE_PHRASES) else NUMBERED
    return (
        QCoreApplication.translate("MyraAccess", str(row[kind]))
        .replace("%1", str(piece.size))
        .replace("%2", str(piece.player + 1))
    )


def access_points(view: Any) -> list[AccessPoint]:
    """Every hole in the notation's order, named with the troop in it."""
    state, scene = view._state, view.myra_scene
    if state is None:
        return []
    gesture = view.gesture
    path = tuple(gesture.path) if gesture is not None else ()
    size = max(8, round(0.8 * UNIT * view.transform().m11()))  # a hole, not its neighbours
    return [
        AccessPoint(
            key=hole,
            name=f"{name}, {piece_words(state.pieces.get(hole))}",
            at=view.mapFromScene(scene.hole_point(hole)),
            size=size,
            selected=hole in path,
            clickable=gesture is not None and view._clickable(gesture, hole),
        )
        for hole, name in enumerate(NAMES)
    ]


def position_words(view: Any) -> str:
    """Each player's pieces by hole, then what to do next."""
    state = view._state
    if state is None:
        return ""
    names = view._colours
    parts = []
    for player in range(len(names)):
        held = [
            f"{NAMES[hole]} {piece_words(piece)}"
            for hole, piece in sorted(state.pieces.items())
            if piece.player == player
        ]
        parts.append(f"{names[player]}: {', '.join(held) or piece_words(None)}")
    return ". ".join([*parts, view.prompt()])


class HolesHeard:
    """The Myra board's screen reader methods (``BoardView.accessible_points`` and its family),
    kept here beside their words; mixed into ``MyraBoardView``, whose state they read."""

    _cursor: int | None
    myra_scene: Any

    def accessible_points(self) -> list[AccessPoint]:
        return access_points(self)

    def accessible_cursor(self) -> int | None:
        return self._cursor

    def activate_point(self, key: int) -> None:
        view: Any = self
        if view._accepts_input():
            self._cursor = key
            view._apply(view._interpreter.click(key))

    def place_cursor(self, key: int) -> None:
        self._cursor = key
        self.myra_scene.set_hover(key)
        board_access.cursor_moved(self)

    def describe_position(self) -> str:
        return position_words(self)
