"""Each player's standing in a Myra position, for the analysis of a three-player game.

Why not the search's score: with three players the search is paranoid (the two others play as
one side against the player to think), so its score says how the player to move fares against a
coalition; from the first move on that reads as lost, which tells a player nothing. A standing is
instead each player's own evaluation (material on the board and in reserve, fortresses, mobility,
attackers near the enemy queens, the own queen's safety: ``reference.scores``, computed by the
native core where it is built) against the others', read at the end of the expected line so that
exchanges under way are counted, and squashed into (-1, 1) like the analysis's other values.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from morra_suite.ai.myra import native, reference
from morra_suite.ai.myra.engine import pos_from_state
from morra_suite.core.errors import IllegalMoveError
from morra_suite.games.myra import MyraState

SCALE = 300.0  # as ``ai.analysis.SCALE``: three soldiers ahead of the others is tanh(1)


def _scores(state: MyraState) -> tuple[int, ...]:
    if native.available():
        return tuple(native.scores(native.state_tuple(state)))
    return tuple(reference.scores(pos_from_state(state)))


def standings(state: MyraState, line: Iterable[str] = ()) -> tuple[float, ...]:
    """One value per player in [-1, 1]: 1 for the winner and -1 for a player who is out once the
    game is over or the line ends it, else the player's score against the mean of the others
    still in the game (-1 for a player already out)."""
    here = state
    for text in line:
        if here.outcome() is not None:
            break
        try:
            here = here.play(text)
        except IllegalMoveError:
            break
    outcome = here.outcome()
    if outcome is not None and outcome.winner is not None:
        return tuple(1.0 if p == outcome.winner else -1.0 for p in range(state.num_players))
    scores = _scores(here)
    alive = here.alive_players
    out = []
    for p in range(state.num_players):
        if p not in alive:
            out.append(-1.0)
            continue
        others = [scores[q] for q in alive if q != p]
        lead = scores[p] - sum(others) / len(others) if others else 0.0
        out.append(math.tanh(lead / SCALE))
    return tuple(out)


__all__ = ["SCALE", "standings"]
