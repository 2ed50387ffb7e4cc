"""The mill computer's ladder as numbers: what each level searches, and the older ladders' levels
read as today's.

Kept apart from the player (``player.py``, with the search and the native core) so that asking
how many levels there are (the New Game dialog, ``controllers.computers.max_level``, the
registration's ``max_level`` and ``saved_level``) imports nothing but this table. The package's
``__init__`` imports the player only when its names are asked for.

A level is a search depth, a time budget, an amount of noise and a share of careless moves (see
``player``). The ladder has thirteen levels, a hundred to two hundred and fifty Elo apart
(``benchmarks/bench_mill_ladder.py --elo`` measures them): all but the top search to a depth or
a node budget, so a level's strength does not change with the machine's load. It was seven
levels, then fourteen for a while: ``OLD_LADDERS`` maps an old level number to the level of the same
strength now, so a level saved in the settings, an autosave or a record keeps its meaning
(``saved_level``, ``upgrade_level``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Level:
    depth: int
    seconds: float
    noise: int  # score margin (a piece is 100) within which a move is picked at random
    blind: float = 0.0  # the share of moves chosen at a glance (no look at the reply)
    nodes: int = 0  # a node budget: deepen until the search has visited this many (0: none)
    floor: int = 0  # the top's: a busy machine thinks on past its seconds to this many nodes

    @property
    def by_clock(self) -> bool:
        """Whether the level thinks as deep as its time allows (the top), not to a budget."""
        return not self.nodes and not self.noise and not self.blind and self.depth > 8


# Every level but the top searches to a depth or a node budget, on one thread, so that it plays
# as strongly on a busy machine as on an idle one, and as the ladder benchmark measured it. The
# low levels pick within a margin of the best score at a depth of one to three plies (the
# beginner glances at half its moves); the middle ones search to a depth; the upper ones
# deepen until they have searched a number of nodes (each level three to twenty times the one
# below: a hundred to two hundred Elo a step). ``seconds`` only caps a think on a very slow
# machine (or without the compiled core, where every level is a hundred times slower).
# Measured on the CPU clock, one thread (bench_mill_ladder.py --elo --clock cpu --results
# benchmarks/ladder_results.json, which keeps every game; 300 games a pair up to level 11, 150
# for 12, 40 for the top; load 2-33), Elo over level 1 with the gap below: 2 196 (+196 +/- 41),
# 3 373 (+177 +/- 39), 4 583 (+210 +/- 43), 5 772 (+189 +/- 42), 6 977 (+205 +/- 43), 7 1179
# (+202 +/- 42), 8 1312 (+134 +/- 40), 9 1532 (+220 +/- 40), 10 1634 (+101 +/- 33), 11 1786
# (+153 +/- 36), 12 2006 (+220 +/- 49), 13 2143 (+137 +/- 90: 20 won, 15 drawn, 5 lost, the
# top as the app plays it, without the pruning and the cramp term of ``player.Settings``).
LEVELS: dict[int, Level] = {
    1: Level(1, 0.3, 120, blind=0.5),  # the beginner: half its moves at a glance
    2: Level(1, 0.3, 150),  # old 1
    3: Level(1, 0.3, 75),  # noise 60 was +254 over level 2
    4: Level(2, 0.5, 120),
    5: Level(2, 0.5, 70),
    6: Level(3, 0.6, 60),  # old 4
    7: Level(3, 0.6, 30),
    8: Level(3, 1.0, 0),  # old 5
    9: Level(64, 2.0, 0, nodes=1_500),  # old 6 (depth 4: +56 over depth 3, too close)
    10: Level(64, 2.0, 0, nodes=6_000),
    11: Level(64, 3.0, 0, nodes=20_000),
    # 400,000 nodes, not the 100,000 of before: on the CPU clock (its second as on a quiet
    # machine, 4-8 M nodes a move on one thread, reductions, the book) the top won its first 4
    # games against 100,000 nodes, far over 250 Elo; 800,000 took most of that step (+215 over
    # 100,000 in 20 games, the top 7 of 12 against it, +58); 400,000 played 100,000 about
    # even (9.5 of 20) but the top only 75% (12 of 16): a level between 20,000 and the top
    12: Level(64, 6.0, 0, nodes=400_000),
    # The top searches as deep as its second allows in the native core (12-16 plies in the
    # moving phase on an idle machine) on every core, and on a busy machine thinks on (up to
    # the player's FLOOR_STRETCH times its second) until it has searched three times the nodes
    # of the level below, so that it stays above it. Without the compiled core it plays
    # ``PURE_TOP`` instead.
    13: Level(64, 1.0, 0, floor=1_200_000),  # old 7
}
#: The top without the compiled core: the pure-Python depth-6 search with four seconds to
#: finish it (an open one-second think there reaches only 4-5 plies).
PURE_TOP = Level(6, 4.0, 0)
MAX_LEVEL = max(LEVELS)
TABLE_LEVEL = 8  # old 5: from here solved positions are played from the tables
#: The ladders before this one (by their number of levels): each old level and the level of
#: today's ladder that plays as it did (the same settings where they were kept, else the level
#: nearest in strength by the Elo the ladder benchmark measured for both). The thirteen-level
#: ladder before this one had today's count and the same levels but for 12, 100,000 nodes,
#: which played today's 12 about even: a level saved with it is read as it is.
OLD_LADDERS: dict[int, dict[int, int]] = {
    7: {1: 2, 2: 3, 3: 5, 4: 6, 5: 8, 6: 9, 7: MAX_LEVEL},
    # a development ladder of fourteen, levels 10-13 depth 6 with noise, 6, 8 and 0.3 seconds
    14: dict(zip(range(1, 15), (1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 10, 11, 12, MAX_LEVEL), strict=True)),
}
#: The seven-level ladder of the first releases (the settings and files that saved no count).
OLD_LEVELS: dict[int, int] = OLD_LADDERS[7]


def upgrade_level(old: int) -> int:
    """The level of today's ladder that plays as level ``old`` of the seven-level ladder did
    (a number outside it is clamped to it first)."""
    return OLD_LEVELS[max(1, min(len(OLD_LEVELS), old))]


def saved_level(level: int, levels: int | None) -> int:
    """The registration's ``saved_level``: a level saved with an older ladder (``levels``: its
    number of levels; ``None``, not recorded: the seven-level ladder, the only one that saved no
    count) as today's level of the same strength; a level of today's ladder (or of one unknown)
    is kept, clamped to it."""
    ladder = OLD_LADDERS.get(len(OLD_LEVELS) if levels is None else levels)
    if ladder is not None and levels != MAX_LEVEL:
        return ladder[max(1, min(len(ladder), level))]
    return max(1, min(MAX_LEVEL, level))
