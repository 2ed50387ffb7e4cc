"""The mill games' computer, the factory their registration record names.

The searcher with its endgame tables (``player.make_player``) as a ``players.TurnComputer``.
"""

from __future__ import annotations

import random

from morra_suite.ai.mill.player import make_player
from morra_suite.ai.players import TurnComputer

__all__ = ["mill_computer"]


def mill_computer(
    level: int,
    rng: random.Random | None = None,
    time_limit: float | None = None,
    threads: int | None = None,
) -> TurnComputer:
    """The mill searcher and endgame tables at ``level`` (``time_limit``: seconds a move;
    ``threads``: the native search's threads, ``None`` one per core)."""
    return TurnComputer(make_player(level, rng, time_limit, threads), level)
