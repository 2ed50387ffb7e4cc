"""The game-neutral rules core: the state protocol, outcomes, errors and game records.

Pure Python: nothing here (nor in ``games`` or ``ai``) may import Qt.

The names below are imported from their modules when first asked for (``from morra_suite.core
import GameRecord`` works as ever): the window's start-up needs ``core.registration`` and
``core.files``, and importing a submodule runs this file first, so it must not load the rules'
types (their dataclasses and enums cost start-up time, which is benchmarked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morra_suite.core.lazy_names import lazy_names

if TYPE_CHECKING:
    from morra_suite.core.errors import (
        IllegalMoveError,
        JointIllegal,
        MoveParseError,
        PositionError,
        RecordError,
        SetupError,
        SetupProblem,
    )
    from morra_suite.core.outcome import Outcome
    from morra_suite.core.protocol import GameState, Move
    from morra_suite.core.record import GameRecord

__all__ = [
    "GameRecord",
    "GameState",
    "IllegalMoveError",
    "JointIllegal",
    "Move",
    "MoveParseError",
    "Outcome",
    "PositionError",
    "RecordError",
    "SetupError",
    "SetupProblem",
]

# where each name lives
_HOMES = {
    "GameRecord": "record",
    "GameState": "protocol",
    "IllegalMoveError": "errors",
    "JointIllegal": "errors",
    "Move": "protocol",
    "MoveParseError": "errors",
    "Outcome": "outcome",
    "PositionError": "errors",
    "RecordError": "errors",
    "SetupError": "errors",
    "SetupProblem": "errors",
}


__getattr__, __dir__ = lazy_names(__name__, _HOMES)
