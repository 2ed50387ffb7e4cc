"""Computer players and solvers. Pure Python, working on the rules API only (no Qt)."""

from morra_suite.ai.analysis import Analysis, analyse  # noqa: F401  (the one analysis API)
from morra_suite.ai.players import computer_player, max_level, register_computer  # noqa: F401
