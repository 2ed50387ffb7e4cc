"""Myra's computer, the factory its registration record names (``games/myra/registration.py``).

The searcher (``player.make_player``) as a ``players.TurnComputer``.
"""

from __future__ import annotations

import random

from morra_suite.ai.myra.player import make_player
from morra_suite.ai.players import TurnComputer

__all__ = ["myra_computer"]


def myra_computer(
    level: int,
    rng: random.Random | None = None,
    time_limit: float | None = None,
    threads: int | None = None,
) -> TurnComputer:
    """The Myra searcher at ``level`` (``time_limit``: seconds a move; ``threads``: the native
    search's threads, ``None`` one per core)."""
    return TurnComputer(make_player(level, rng, time_limit, threads=threads), level)
