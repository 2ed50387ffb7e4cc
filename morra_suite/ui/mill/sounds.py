"""The sounds of a mill move, from the move's own attributes and the board's table of neighbours.

A placement is "place", a step to a neighbour "slide", a move anywhere else "fly" (the rules let
it fly, or it would not have been played); a move that removes closed a mill ("mill", then one
"removal" per piece taken); a turn that only removes is "removal". A pass moves nothing: silent.
"""

from __future__ import annotations

from typing import Any


def move_sounds(before: Any, move: Any) -> tuple[str, ...]:
    if move.is_pass:
        return ()
    if move.is_removal_only:
        return ("removal",) * len(move.removals)
    if move.is_placement:
        first = "place"
    elif move.dst in before.topology.neighbours[move.src]:
        first = "slide"
    else:
        first = "fly"
    if not move.removals:
        return (first,)
    return (first, "mill", *("removal",) * len(move.removals))
