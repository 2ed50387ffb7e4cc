"""What the exact solver sees of a board being designed: its figures and a verdict in words.

``assess`` validates layout data (a ``Layout`` or ``Layout.to_data()``'s shape) with the same
rules and messages as a layout file (a broken board is explained, never solved), refuses a
board too large to solve within a second or two, then solves it and returns the figures the
shipped boards were designed by, as ``bench_morra_solver.py`` prints them:

- ``value``: P(the player who begins wins) - P(the other wins) under optimal play from the
  start (the limit-free solution, the benchmark's "value" column);
- ``p_first_wins`` / ``p_second_wins``, ``expected_rounds`` and ``p_end_within_limit``: a game
  where both play those optimal strategies from the optimal start (the benchmark's "P(a)",
  "P(b)", "E[rounds]" and "P(<=200)");

and a verdict in words, by these thresholds:

- "games may never end" when fewer than ``ENDING`` (95 %) of optimal games end within the round
  limit, or the solver could not settle the values (play that loops);
- else "fair" when |value| <= ``FAIR`` (0.05: the first player's chance is within 2.5 points
  of an even game; the shipped boards are all within it);
- else "favours the first player" or "favours the second player".

No Qt: the window's designer calls ``assess`` off the GUI thread after every edit (about a
quarter of a second for a board like Target: the limit-free solve and the play statistics;
``bench_morra_solver.py`` prints it).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from morra_suite.games.morra.layout import Layout, LayoutError, layout_from_data
from morra_suite.games.morra.rules import MorraRules

__all__ = ["ENDING", "FAIR", "Assessment", "assess", "figures", "verdict"]

FAIR = 0.05
ENDING = 0.95
SOLVE_SECONDS = 3.0  # a board whose values have not settled by then cannot be judged fair


@dataclass(frozen=True)
class Assessment:
    """What the designer shows for one edited board: ``problem`` (why the board is not valid,
    naming the ring or dot) and nothing else, or the figures and the verdict."""

    layout: Layout | None
    problem: str | None = None
    value: float | None = None
    p_first_wins: float | None = None
    p_second_wins: float | None = None
    expected_rounds: float | None = None
    p_end_within_limit: float | None = None
    converged: bool = True
    verdict: str | None = None

    @property
    def valid(self) -> bool:
        return self.problem is None


def verdict(value: float, p_end_within_limit: float, converged: bool = True) -> str:
    """The designer's words for a board's figures (thresholds ``FAIR`` and ``ENDING``)."""
    if not converged or not p_end_within_limit >= ENDING:
        return "games may never end"
    if abs(value) <= FAIR:
        return "fair"
    return "favours the first player" if value > 0 else "favours the second player"


# Any: a board's JSON object (a layout file's values), read by ``layout_from_data``
def assess(board: Layout | dict[str, Any], rules: MorraRules | None = None) -> Assessment:
    """Validates ``board`` (a ``Layout`` or layout data as the designer edits it) and, when it
    is valid, solves it under ``rules`` (the defaults: hands 0..3, 200 rounds)."""
    from morra_suite.ai.morra import solver

    if isinstance(board, Layout):
        layout = board
    else:
        try:
            layout = layout_from_data(board, source="(designer)", default_name="custom")
        except LayoutError as error:
            return Assessment(None, problem=error.problem)
    rules = rules if rules is not None else MorraRules()
    solution = solver.solve(layout, rules, cache=False, time_limit=SOLVE_SECONDS)
    stats = solution.statistics()
    ending = stats.p_end_within_limit if math.isfinite(stats.expected_rounds) else 0.0
    return Assessment(
        layout,
        value=solution.start_value,
        p_first_wins=stats.p_a_wins,
        p_second_wins=stats.p_b_wins,
        expected_rounds=float(stats.expected_rounds),
        p_end_within_limit=stats.p_end_within_limit,
        converged=solution.converged,
        verdict=verdict(solution.start_value, ending, solution.converged),
    )


# Any: a board's JSON object (a layout file's values), read by ``layout_from_data``
def figures(board: Layout | dict[str, Any], rules: MorraRules | None = None) -> Assessment:
    """``assess`` under the name the benchmark times (one designer update)."""
    return assess(board, rules)


# --- editing ------------------------------------------------------------------------------------
# The designer edits a board as layout data without a name ({"fields": [...], "dots": [...]});
# these functions return a new board for each edit and leave every judgement of a dot to
# ``layout_from_data``, so the window and a layout file can never disagree about what is valid.
