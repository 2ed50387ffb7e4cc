"""Computer players and solvers. Pure Python, working on the rules API only (no Qt)."""
