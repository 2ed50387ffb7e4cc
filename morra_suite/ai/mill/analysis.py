"""The mill games' analysis, the hooks their registration record names: perfect play from the
solved tables where they cover the position, the strongest player's search elsewhere; and what
the tables solve in the background (``mill_solving``). Rules the engines were not built for (the
wider family's settings, ``convert.engine_supports``) are searched in the rules library, say so
("rules search") and never ask a table.

What this calls in ``ai/mill`` (its public parts, so the native engine can replace the inside):
``MillPlayer`` (and ``last_info["score"]``), ``search.WIN`` and ``search.WIN_BOUND``,
``convert.config_from_rules`` and ``convert.pos_from_state``, and from ``tables``:
``three_table_if_ready``, ``small_key``, ``flying_applies``, ``flying_table_if_ready``,
``flying_lookup``, ``endgame_tables_if_ready``, ``endgame_lookup`` (which cover Six Men's Morris's
solution too), and ``solving``.
"""

from __future__ import annotations

import random
from dataclasses import replace

from morra_suite.ai.analysis import Analysis, Cancelled, Probe, finished, searched, table_analysis
from morra_suite.games.mill.rules import MillRules
from morra_suite.games.mill.state import MillState

__all__ = ["analyse_mill", "mill_solving"]


def analyse_mill(state: MillState, seconds: float, cancelled: Cancelled) -> Analysis:
    """A mill game's analysis: the solved tables where they cover it, else the search."""
    return _mill(state, seconds, cancelled)


def mill_solving(state: MillState) -> tuple[str, float] | None:
    """What the mill tables solve in the background for ``state``'s rules."""
    from morra_suite.ai.mill.convert import config_from_rules, engine_supports
    from morra_suite.ai.mill.tables import solving as endgames_solving

    if not engine_supports(state.rules):
        return None  # no table is built for these rules
    found: tuple[str, float] | None = endgames_solving(config_from_rules(state.rules))
    return found


def _mill(state: MillState, seconds: float, stop: Cancelled) -> Analysis:
    ended = finished(state, state.to_move)
    if ended is not None:
        return ended
    from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
    from morra_suite.ai.mill.convert import engine_supports

    def make(budget: float) -> MillPlayer:
        return MillPlayer(MAX_LEVEL, random.Random(0), time_limit=budget)

    if not engine_supports(state.rules):
        # rules the engines and their tables were not built for: the rules library's search,
        # and the analysis says so (its source), never a table's claim
        from morra_suite.ai.mill import rules_search

        found = searched(state, seconds, stop, make, rules_search.WIN, rules_search.WIN_BOUND)
        return replace(found, source="rules search") if found.source == "search" else found
    solved = table_analysis(state, _mill_probe(state.rules))
    if solved is not None:
        return solved
    from morra_suite.ai.mill.evaluation import WIN, WIN_BOUND

    return searched(state, seconds, stop, make, WIN, WIN_BOUND)


def _mill_probe(rules: MillRules) -> Probe:
    """(sign, distance) of a mill position from the solved tables, for its side to move (the
    draw counters applied: a win that needs more plies than the counter leaves is a draw)."""
    from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
    from morra_suite.ai.mill.tables import (
        endgame_lookup,
        endgame_tables_if_ready,
        flying_applies,
        flying_lookup,
        flying_table_if_ready,
        small_key,
        three_table_if_ready,
    )

    cfg = config_from_rules(rules)
    three = three_table_if_ready(cfg, wait=True) if cfg.board == "three" else None
    flying = flying_table_if_ready(cfg.diagonals) if flying_applies(cfg) else None
    endgames = endgame_tables_if_ready(cfg) if cfg.board != "three" else None

    def probe(state: MillState) -> tuple[int, int] | None:
        ended = state.outcome()
        if ended is not None:
            return (0 if ended.winner is None else 1 if ended.winner == state.to_move else -1, 0)
        pos = pos_from_state(state)
        if three is not None:
            found = three.get(small_key(pos))
            if found is None or not found[0]:
                return found
            limits = [limit - pos.quiet for limit in (cfg.quiet_limit, cfg.endgame_limit) if limit]
            return (0, 0) if limits and found[1] > min(limits) else found
        if flying is not None:
            found = flying_lookup(cfg, flying, pos)
            if found is not None:
                return found
        if endgames is not None:
            return endgame_lookup(cfg, endgames, pos)
        return None

    return probe
