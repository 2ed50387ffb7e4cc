"""The weakest computer player: a random legal move.

It exists so that every game can be played against the computer from the first day, and so tests
can play whole games quickly and reproducibly (the generator is seeded).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from morra_suite.core.protocol import SomeMove, SomeState


class RandomPlayer:
    """A ``ComputerPlayer``: called with a state and a cancellation poll, returns a legal move.

    One instance keeps its own ``random.Random``, so a seeded player gives the same game every run
    without touching the global generator other code may rely on.
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def __call__(self, state: SomeState, cancelled: Callable[[], bool] = lambda: False) -> SomeMove:
        """A random move of ``state``; ``None`` when cancelled or when there is no legal move."""
        if cancelled():
            return None
        moves = state.legal_moves()
        if not moves:
            return None
        return self._rng.choice(moves)


def make_player(level: int = 1, seed: int | None = None) -> RandomPlayer:
    """Every level is the same random player; ``level`` is accepted for a uniform factory."""
    if level < 1:
        raise ValueError(f"level {level}: levels start at 1")
    return RandomPlayer(seed)
