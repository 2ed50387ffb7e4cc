"""The sounds of a Myra move: its kind as the rules' trace names it (``trace.move_kind``)."""

from __future__ import annotations

from typing import Any

from morra_suite.games.myra.trace import MoveKind, move_kind

_SOUNDS = {
    MoveKind.PRODUCE: ("produce",),
    MoveKind.MOVE: ("slide",),
    MoveKind.BUILD_UP: ("build_up",),
    MoveKind.CAPTURE: ("capture",),
    MoveKind.REDUCE: ("reduce",),
    MoveKind.CHAIN_UP: ("chain",),
    MoveKind.UNCHAIN: ("unchain",),
    MoveKind.PASS: (),  # nothing moves
}


def move_sounds(before: Any, move: Any) -> tuple[str, ...]:
    return _SOUNDS[move_kind(before.cells, move)]
