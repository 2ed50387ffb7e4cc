"""What the move list is filled with, worked out again only for the plies that changed.

Why: the list needs, for every ply, the state before it, its column and its record number. For a
game of thousands of plies, asking the record and the game for each of them after every move
took milliseconds of the GUI thread, and a reset list was laid again over all plies. A record
only grows at its end or is cut back (undo keeps the moves for redo; a new move after an undo
drops them), and its states are values that stay the same objects, so the plies up to the last
state still the same object are kept; the rest is asked anew, and the list is told how many
plies it keeps (``MoveListModel.set_moves``'s ``kept``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class MoveFeed:
    """The plies of one record as the move list shows them: ``states[i]`` is the state after
    ``i`` moves, ``columns[i]`` and ``numbers[i]`` those of move ``i + 1``."""

    record: Any = None
    key: tuple[Any, ...] = ()  # what the columns were worked out for (the headers, joint)
    states: list[Any] = field(default_factory=list)
    moves: list[Any] = field(default_factory=list)
    columns: list[int] = field(default_factory=list)
    numbers: list[int | None] = field(default_factory=list)

    def update(
        self,
        record: Any,
        key: tuple[Any, ...],
        column: Callable[[Any], int],
        number: Callable[[int, Any], int | None],
    ) -> int:
        """Brings the feed up to ``record`` (``column(before)`` and ``number(index, before)``
        give a move's column and record number); returns how many plies are the same moves from
        the same states as before (0: another record, or the list is laid anew)."""
        moves = record.all_moves
        kept = 0
        if record is self.record and key == self.key and record.start is self.states[0]:
            kept = min(len(self.moves), len(moves))
            # the states are the record's own objects: the last one still the same ends the cut
            while kept and record.state_at(kept) is not self.states[kept]:
                kept -= 1
        else:
            self.record, self.key, self.states = record, key, [record.start]
            self.moves, self.columns, self.numbers = [], [], []
        del self.states[kept + 1 :], self.columns[kept:], self.numbers[kept:]
        self.moves = list(moves)
        for index in range(kept, len(moves)):
            before = self.states[index]
            self.columns.append(column(before))
            self.numbers.append(number(index, before))
            self.states.append(record.state_at(index + 1))
        return kept

    def plies_to_work_out(self, record: Any, key: tuple[Any, ...]) -> int:
        """About how many plies ``update`` would ask anew (the moves added at the end, or all of
        another record's), without walking them."""
        if record is self.record and key == self.key and record.start is self.states[0]:
            return max(0, len(record.all_moves) - len(self.moves))
        return len(record.all_moves)

    def step(self, ply: int) -> tuple[Any, Any, Any]:
        """Ply ``ply`` (from 1): the state before it, its move, the state after it."""
        return self.states[ply - 1], self.moves[ply - 1], self.states[ply]
