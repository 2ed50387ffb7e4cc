"""What the board needs to know of a mill state, in one small value read once per redraw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class MillFacts:
    owners: dict[int, int]  # point -> 0 (white) or 1 (black)
    hands: tuple[int, int]
    to_move: int

    def on_board(self, player: int) -> int:
        return sum(1 for owner in self.owners.values() if owner == player)


def read_facts(state: Any) -> MillFacts:
    """Occupancy, pieces in hand and side to move of a ``MillState``."""
    owners = {p: player for player in (0, 1) for p in state.points_of(player)}
    return MillFacts(owners, (state.in_hand(0), state.in_hand(1)), state.to_move)
