"""Morra's exact game theory: the solver of any board, its matrix games and the designer's figures.

Kept out of the rules (``games.morra``), which stay pure Python without numpy: ``solve`` imports
the solver (numpy) only when a solution is asked for, so playing a game does not load it::

    from morra_suite.ai.morra import solve
    sol = solve(layout, state.rules)
    sol.value(state), sol.strategy(state)

Modules: ``matrix_game`` (the round's matrix games, solved exactly), ``game_arrays`` (the game
as arrays and its round-limited values), ``iteration`` (value iteration), ``solution`` (what a
solution answers), ``cache`` (verified files on disk), ``solver`` (``solve``, memory and disk
caches), ``assessment`` (the board designer's figures and verdict).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from morra_suite.ai.morra.solution import MorraSolution
    from morra_suite.games.morra.layout import Layout
    from morra_suite.games.morra.rules import MorraRules


# Any: ``solver.solve``'s keyword options (a flag, a folder, seconds), passed on as they are
def solve(layout: Layout, rules: MorraRules | None = None, **options: Any) -> MorraSolution:
    """Values and optimal strategies of every position (see ``solver.solve``)."""
    from morra_suite.ai.morra.solver import solve as _solve

    return _solve(layout, rules, **options)


__all__ = ["solve"]
