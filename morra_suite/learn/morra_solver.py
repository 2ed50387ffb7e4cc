"""Where this package gets Morra's exact solver: the one import of it, so that moving the solver
to another package changes one line here."""

from __future__ import annotations

from morra_suite.ai.morra.solver import MorraSolution, solve

__all__ = ["MorraSolution", "solve"]
