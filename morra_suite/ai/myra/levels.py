"""The Myra computer's ladder as numbers: what each level searches, and the six-level ladder's
levels read as today's.

Kept apart from the player (``player.py``, with the search and the native core) so that asking
how many levels there are (the New Game dialog, ``controllers.computers.max_level``, the
registration's ``max_level`` and ``saved_level``) imports nothing but this table; the package's
``__init__`` imports the player only when its names are asked for. What a level's fields do is
the player's business (``player.MyraPlayer``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Level:
    depth: int  # deepest iteration (plies; a three-player round is three)
    seconds: float  # default budget per move
    noise: int  # score margin (a soldier is 100) within which a move is picked at random
    width: tuple[int, ...]  # quiet moves kept at plies 1, 2, 3+ below the root
    native: bool = False  # searched by the native core where it is built (full width)
    nodes: int = 0  # the native core's node budget (0: none): deepen until it is spent


# Where the native core is built every level searches with it, by depth, noise and nodes, never
# by the clock (but the top), so a level plays as strongly on a busy machine as on an idle one:
# the noisy levels score every move exactly at their depth and pick within the noise; the
# others deepen one ply at a time until they have searched their nodes. ``width`` is the
# pure-Python search's (without the core every level thinks by its clock).
LEVELS: dict[int, Level] = {
    1: Level(1, 0.3, 250, (8,), native=True),  # old 1
    2: Level(1, 0.4, 170, (12,), native=True),
    3: Level(1, 0.4, 110, (12,), native=True),  # old 2 (noise 120)
    4: Level(1, 0.5, 60, (16,), native=True),  # old 3 (noise 50)
    5: Level(2, 0.6, 20, (12, 6), native=True),  # old 4
    6: Level(64, 2.0, 0, (16, 8, 5), native=True, nodes=20_000),  # old 5 (depth 3)
    7: Level(64, 2.0, 0, (24, 10, 6), native=True, nodes=60_000),
    8: Level(64, 2.0, 0, (24, 10, 6), native=True, nodes=200_000),
    9: Level(64, 1.0, 0, (24, 10, 6), native=True),  # old 6
}
MAX_LEVEL = max(LEVELS)
#: The six levels before the ladder was made finer, by number, and the level of the same play.
OLD_LEVELS: dict[int, int] = {1: 1, 2: 3, 3: 4, 4: 5, 5: 6, 6: MAX_LEVEL}


def saved_level(level: int, levels: int | None) -> int:
    """The registration's ``saved_level``: a level saved with the six-level ladder (``levels``
    6, or not recorded) as today's level of the same play; any other kept."""
    if levels is None or levels == len(OLD_LEVELS):
        return OLD_LEVELS[max(1, min(len(OLD_LEVELS), level))]
    return max(1, min(MAX_LEVEL, level))
