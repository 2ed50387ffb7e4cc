"""Positions taken from a seeded random game, for the tests that score Myra positions.

Why a random game: the tests compare evaluations and searches across many ordinary positions
no one picked by hand; a seed makes them the same in every run."""

from __future__ import annotations

import random
from collections.abc import Callable

from morra_suite.ai.myra.engine import Pos, pos_from_state
from morra_suite.games import myra


def random_game_positions(
    seed: int,
    count: int,
    keep: Callable[[int, Pos], bool],
    players: int = 3,
    plies: int = 400,
) -> list[Pos]:
    """Up to ``count`` positions of a game of random legal moves (``seed``) for which
    ``keep(ply, position)`` holds, from its first ``plies`` plies or until it ends."""
    rng = random.Random(seed)
    state = myra.new_game(players=players)
    found: list[Pos] = []
    for ply in range(plies):
        if state.outcome() is not None or len(found) >= count:
            break
        state = state.play(rng.choice(state.legal_moves()))
        pos = pos_from_state(state)
        if keep(ply, pos):
            found.append(pos)
    return found
