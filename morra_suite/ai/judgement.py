"""How a move is judged from two analyses, the same way in every game and every window part.

The review, the hint and the analysis panel all read ``ai.analysis.Analysis``; this module holds
the few numbers made from it that they must agree on:

- ``move_cost``: how much a move let its mover's value fall. A move that is the analysis's own
  best move costs nothing by definition: the hint that recommended it and the review that weighs
  it then cannot disagree, whatever a second search of the position after it says. A value no
  search produced (``Analysis.known`` false) gives no cost at all, never an invented one.
- ``mark_of``: the mark of a cost, judged on the cost as it is shown (two decimals), so that a
  row reading "-0.10" is an inaccuracy in every row and every game.
- ``pieces``: a search value in the unit the text shows, pieces ahead (the searches score a
  piece, or a Myra soldier, as 100, and ``analysis.SCALE`` squashed the score into (-1, 1)).
- ``bar_share``: where an evaluation bar stands; it reaches its ends only when the game is
  decided, so a big lead never looks like a win.
"""

from __future__ import annotations

import math

from morra_suite.ai.analysis import SCALE, Analysis
from morra_suite.core.protocol import SomeMove

INACCURACY, MISTAKE, BLUNDER = 0.10, 0.25, 0.50
PIECE = 100.0  # a search's score of one piece (a mill man, a Myra soldier)
OPEN_BAR = 0.9  # the largest share of the bar's half an undecided position takes


def value_for(analysis: Analysis, player: int, players: int) -> float:
    """``analysis``'s value from ``player``'s side: its own where it is that player's, a
    standing per player where the analysis has one, else (two players) the other's negated.
    With more players and no standing, the next side's value is read as the mover's loss."""
    if analysis.values is not None and player < len(analysis.values):
        return analysis.values[player]
    if analysis.player == player:
        return analysis.value
    return -analysis.value


def move_cost(
    before: Analysis, after: Analysis, move: SomeMove, mover: int, players: int
) -> float | None:
    """How much ``move`` (played in the position ``before`` analyses, leading to the one
    ``after`` analyses) cost ``mover``: >= 0, rounded as shown; ``None`` where either value is
    unknown."""
    if before.best is not None and before.best == move:
        return 0.0
    start = value_for(before, mover, players)
    end = value_for(after, mover, players)
    if math.isnan(start) or math.isnan(end):
        return None
    return shown(max(0.0, start - end))


def shown(cost: float) -> float:
    """A cost as the review prints it (two decimals), and judges it."""
    return round(cost + 0.0, 2) + 0.0


def mark_of(cost: float | None) -> str:
    """The mark of a cost: "" (fine or unknown), inaccuracy, mistake or blunder."""
    if cost is None or math.isnan(cost):
        return ""
    cost = shown(cost)
    if cost >= BLUNDER:
        return "blunder"
    if cost >= MISTAKE:
        return "mistake"
    if cost >= INACCURACY:
        return "inaccuracy"
    return ""


def pieces(value: float) -> float:
    """A search value in pieces ahead (the inverse of the analysis's squashing)."""
    clipped = max(-0.999999, min(0.999999, value))
    return math.atanh(clipped) * SCALE / PIECE


def bar_share(value: float, decided: bool) -> float | None:
    """Where the bar's first part ends, in [0, 1]: ``None`` for an unknown value; the ends only
    for a decided game (a solved or proved result), an undecided lead at most ``OPEN_BAR`` of the
    way."""
    if math.isnan(value):
        return None
    value = max(-1.0, min(1.0, value))
    if not decided:
        value *= OPEN_BAR
    return (1.0 + value) / 2.0


def moves_for(plies: int, players: int) -> int:
    """Plies counted as the move list counts them: one move is every player's turn once."""
    return max(1, math.ceil(plies / max(1, players)))


__all__ = [
    "BLUNDER",
    "INACCURACY",
    "MISTAKE",
    "bar_share",
    "mark_of",
    "move_cost",
    "moves_for",
    "pieces",
    "shown",
    "value_for",
]
