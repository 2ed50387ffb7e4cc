"""Myra's analysis, the hook its registration record names: the strongest player's search.

With three players ``values`` holds each player's standing (``standing.py``) and ``value`` is
the player to move's: the search is paranoid, so its score (and a loss it finds) is the player's
fate against a coalition, not a standing; a win it finds is real and stays.

What this calls in ``ai/myra``: ``MyraPlayer`` (``last_info["score"]``) and
``evaluate.WIN``/``WIN_BOUND``.
"""

from __future__ import annotations

import random

from morra_suite.ai.analysis import Analysis, Cancelled, finished, searched
from morra_suite.games.myra.state import MyraState

__all__ = ["analyse_myra"]


def analyse_myra(state: MyraState, seconds: float, cancelled: Cancelled) -> Analysis:
    """Myra's analysis: the strongest player's search."""
    return _myra(state, seconds, cancelled)


def _myra(state: MyraState, seconds: float, stop: Cancelled) -> Analysis:
    ended = finished(state, state.to_move)
    if ended is not None:
        return ended
    from morra_suite.ai.myra import MAX_LEVEL, MyraPlayer
    from morra_suite.ai.myra.evaluate import WIN, WIN_BOUND

    def make(budget: float) -> MyraPlayer:
        return MyraPlayer(MAX_LEVEL, random.Random(0), time_limit=budget)

    found = searched(state, seconds, stop, make, WIN, WIN_BOUND)
    if state.num_players < 3:
        return found
    from dataclasses import replace

    from morra_suite.ai.myra.standing import standings

    values = standings(state, found.line)
    if found.result == "win":
        return replace(found, values=values)
    mine = values[state.to_move]
    return replace(found, value=mine, values=values, result=None, distance=None, solved=False)
