"""The Morra board designer's core: check an edited board and say what the exact solver sees.

A board being drawn is layout data (``Layout.to_data()``'s shape: ``fields`` per ring and
``dots``). ``assess`` validates it with the same rules and messages as a layout file (a broken
board is explained, never solved), then solves it and returns the figures the shipped boards
were designed by, as ``bench_morra_solver.py`` prints them:

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
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from morra_suite.games.morra.layout import Dot, Field, Layout, LayoutError, layout_from_data
from morra_suite.games.morra.rules import MorraRules

__all__ = [
    "ENDING",
    "FAIR",
    "Assessment",
    "DotRefused",
    "add_dot",
    "assess",
    "board_data",
    "is_white",
    "layout_key",
    "remove_dot",
    "verdict",
    "with_fields",
]

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


def assess(board: Layout | dict[str, Any], rules: MorraRules | None = None) -> Assessment:
    """Validates ``board`` (a ``Layout`` or layout data as the designer edits it) and, when it
    is valid, solves it under ``rules`` (the defaults: hands 0..3, 200 rounds)."""
    from morra_suite.games.morra import solver

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


def figures(board: Layout | dict[str, Any], rules: MorraRules | None = None) -> Assessment:
    """``assess`` under the name the benchmark times (one designer update)."""
    return assess(board, rules)


# --- editing ------------------------------------------------------------------------------------
# The designer edits a board as layout data without a name ({"fields": [...], "dots": [...]});
# these functions return a new board for each edit and leave every judgement of a dot to
# ``layout_from_data``, so the window and a layout file can never disagree about what is valid.


class DotRefused(ValueError):
    """A dot the layout rules do not allow where it was drawn; the message is their reason."""

    def __init__(self, at: tuple[int, int], to: tuple[int, int], problem: str) -> None:
        self.at, self.to, self.problem = at, to, problem
        super().__init__(problem)


def _dot_list(board: dict[str, Any]) -> list[dict[str, list[int]]]:
    return [{"at": list(d["at"]), "to": list(d["to"])} for d in board.get("dots", [])]


def add_dot(board: dict[str, Any], at: tuple[int, int], to: tuple[int, int]) -> dict[str, Any]:
    """``board`` with a dot on ``at`` leading to ``to`` (a field of the next ring in: white; of
    the ring outside: black). ``DotRefused`` gives the layout rules' reason when they refuse it.

    Only the new dot is judged: a board still missing its white dots is being drawn, not wrong.
    """
    dots = _dot_list(board)
    new = {"at": [int(at[0]), int(at[1])], "to": [int(to[0]), int(to[1])]}
    label = f"dot {len(dots) + 1} "
    try:
        layout_from_data({"fields": list(board["fields"]), "dots": [*dots, new]}, "(designer)", "x")
    except LayoutError as error:
        if error.problem.startswith(label):
            reason = error.problem.partition("}: ")[2] or error.problem  # after the dot's JSON
            raise DotRefused(at, to, reason) from None
    return {**board, "dots": [*dots, new]}


def remove_dot(board: dict[str, Any], at: tuple[int, int]) -> dict[str, Any]:
    """``board`` without the dot on field ``at`` (the same board if it has none)."""
    where = [int(at[0]), int(at[1])]
    return {**board, "dots": [d for d in _dot_list(board) if d["at"] != where]}


def with_fields(board: dict[str, Any], fields: list[int] | tuple[int, ...]) -> dict[str, Any]:
    """``board`` with new ring sizes (outermost first). A dot stays while both its ends still
    exist and it still leads one ring in or out; a dot into the centre stays one only if its
    ring is still the innermost. The sizes themselves are judged by ``assess``."""
    old_centre = len(board["fields"])
    centre = len(fields)

    def exists(ring: int, index: int) -> bool:
        return 0 <= ring < centre and 0 <= index < fields[ring]

    kept = []
    for dot in _dot_list(board):
        (ar, ai), (tr, ti) = dot["at"], dot["to"]
        if not exists(ar, ai):
            continue
        if tr == old_centre:
            if ar == centre - 1:
                kept.append({"at": [ar, ai], "to": [centre, 0]})
        elif exists(tr, ti):
            kept.append(dot)
    return {**board, "fields": [int(n) for n in fields], "dots": kept}


def layout_key(title: str) -> str:
    """The layout name (file name, position strings) for a board's title: lower-case letters,
    digits and '-' ("My Board 2" -> "my-board-2"); empty when the title has none of them."""
    plain = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


def board_data(board: dict[str, Any], title: str, description: str = "") -> dict[str, Any]:
    """The layout file of a designed board: its name from ``title`` (``layout_key``)."""
    return {
        "name": layout_key(title),
        "title": title.strip(),
        "description": description,
        "fields": list(board["fields"]),
        "dots": _dot_list(board),
    }


def is_white(at: tuple[int, int], to: tuple[int, int]) -> bool:
    """Whether a dot from ``at`` to ``to`` is white (the rules' ``Dot.is_white``)."""
    return Dot(Field(*at), Field(*to)).is_white
