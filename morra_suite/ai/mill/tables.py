"""Perfect play where it fits on this machine: the one door to every solved mill table.

The solved tables are built and stored by the modules below this one, each with one job:

* ``small``: Three Men's Morris (any settings of the nine-point board), every position reachable
  from the start, solved in well under a second per process;
* ``flying``: the 24-point board's flying endgame of three pieces against three;
* ``endgames``: the 24-point endgames with 3 or 4 pieces a side, solved by the native core;
* ``six``: Six Men's Morris, every position, solved by the native core on first use;
* ``table_files``: their verified files (checksums, versions, rules keys) in ``resources/ai`` and
  the user's cache folder.

This facade is what the players and the analysis ask: ``endgame_tables_if_ready`` and
``endgame_lookup`` answer for the 24-point endgames and Six Men's Morris alike, ``solving`` says
what is being solved in the background. Values are from the side to move: ``+d`` wins in ``d``
plies, ``-d`` loses in ``d`` plies, ``0`` is a draw with best play; the lookups apply the draw
counters.
"""

from __future__ import annotations

from morra_suite.ai.mill import endgames, six
from morra_suite.ai.mill.engine import Config, Pos
from morra_suite.ai.mill.flying import (
    COMBO_INDEX,
    COMBOS,
    N_COMBOS,
    flying_applies,
    flying_lookup,
    flying_table,
    flying_table_if_ready,
)
from morra_suite.ai.mill.small import small_key, solve_small, three_table, three_table_if_ready

__all__ = [
    "COMBOS",
    "COMBO_INDEX",
    "N_COMBOS",
    "endgame_lookup",
    "endgame_tables_if_ready",
    "flying_applies",
    "flying_lookup",
    "flying_table",
    "flying_table_if_ready",
    "small_key",
    "solve_small",
    "solving",
    "three_table",
    "three_table_if_ready",
]


def endgame_tables_if_ready(cfg: Config) -> endgames.EndgameTables | six.Solution | None:
    """The solved tables of these rules if loaded: the 24-point board's 3- and 4-piece endgames,
    or Six Men's Morris's whole game (``six.Solution``); otherwise starts loading (or solving)
    them in the background and returns ``None``."""
    if six.applies(cfg):
        return six.solution_if_ready(cfg)
    return endgames.tables_if_ready(cfg)


def endgame_lookup(
    cfg: Config, tables: endgames.EndgameTables | six.Solution, pos: Pos
) -> tuple[int, int] | None:
    """(value, distance) of a position the tables of ``endgame_tables_if_ready`` hold (a
    moving-phase position with 3 or 4 pieces a side, or any Six Men's Morris position), or
    ``None``."""
    if isinstance(tables, six.Solution):
        return six.lookup(cfg, tables, pos)
    return endgames.lookup(cfg, tables, pos)


def solving(cfg: Config) -> tuple[str, float] | None:
    """What the window shows while tables for these rules are being solved, in any process:
    (``"six"`` for Six Men's Morris's whole game or ``"endgames"`` for the 24-point endgames,
    the part done in [0, 1]), else ``None``."""
    if six.applies(cfg):
        found = six.progress(cfg)
        kind = "six"
    elif endgames.applies(cfg):
        found = endgames.progress(cfg)
        kind = "endgames"
    else:
        return None
    if found is None:
        return None
    done, total, _what = found
    return (kind, min(1.0, done / total) if total else 0.0)
