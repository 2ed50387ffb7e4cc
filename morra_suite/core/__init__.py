"""The game-neutral rules core: the state protocol, outcomes, errors and game records.

Pure Python: nothing here (nor in ``games`` or ``ai``) may import Qt.
"""

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
