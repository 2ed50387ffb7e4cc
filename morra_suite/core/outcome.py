"""The end of a game: who won (or nobody) and why.

Each game has its own ``Enum`` of reasons (a mill game ends by "two pieces left", Morra by
"reached the centre"); ``Outcome`` only carries it, so the UI can word every reason and the core
stays game-neutral.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Ending(Enum):
    """Ends that no game's rules decide, the same in every game."""

    RESIGNED = "resigned"


@dataclass(frozen=True, slots=True)
class Outcome:
    """``winner`` is a player index (0 moves first), or ``None`` for a draw. ``loser`` names
    the one player who lost a game the others drew (of three, the one whose flag fell: see
    ``core.game_clock.flag_outcome``); ``None`` otherwise."""

    winner: int | None
    reason: Enum
    loser: int | None = None

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def result_for(self, player: int) -> float:
        """1 for a win, 0.5 for a draw, 0 for a loss: the usual scoring for tables and tests."""
        if self.winner is None:
            return 0.0 if player == self.loser else 0.5
        return 1.0 if self.winner == player else 0.0
