"""Morra's computer, the factory its registration record names (``games/morra/registration.py``).

Both players choose at once, so this computer answers for one player: it draws that player's
secret start field or hand from the solver's mixed strategy (``player.MorraPlayer``); the app
collects every chooser's part and plays them as one joint move.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from morra_suite.ai.morra.player import MorraPlayer
from morra_suite.ai.players import never_cancelled

__all__ = ["MorraComputer", "morra_computer"]


class MorraComputer:
    """Morra's player as a ``players.Computer``: one player's secret choice."""

    def __init__(self, level: int, rng: random.Random | None = None) -> None:
        self.level = level
        self.player = MorraPlayer(level, rng)

    def choose(
        self,
        # Any: a MorraState; ``Computer.choose`` takes a state of some game, which a MorraState
        # parameter would not match (a parameter's type may only widen)
        state: Any,
        player: int,
        cancelled: Callable[[], bool] = never_cancelled,
    ) -> int:
        if player not in state.choosers():
            raise ValueError(
                f"player {player} has no choice to make now (choosers: {list(state.choosers())})"
            )
        return self.player.choose(state, player)


def morra_computer(level: int, rng: random.Random | None = None) -> MorraComputer:
    """Morra's optimal mixed strategy, blended with uniform play below the top level."""
    return MorraComputer(level, rng)
