"""GameRecord: undo/redo as a cursor over immutable states, redo branch dropped by a new move."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from morra_suite.core import GameRecord, IllegalMoveError, MoveParseError


@dataclass(frozen=True)
class Counter:
    """A tiny game: add 1 or 2 to a total; the text of a move is its number."""

    total: int = 0

    to_move = 0
    num_players = 1

    def legal_moves(self) -> tuple[int, ...]:
        return (1, 2)

    def parse_move(self, text: str) -> int:
        if not text.isdigit():
            raise MoveParseError(text, "not a number")
        return int(text)

    def play(self, move: int | str) -> Counter:
        if isinstance(move, str):
            move = self.parse_move(move)
        if move not in self.legal_moves():
            raise IllegalMoveError(move, "only 1 or 2 may be added")
        return Counter(self.total + move)

    def outcome(self) -> None:
        return None

    def position(self) -> str:
        return str(self.total)


def test_play_undo_redo_and_branch_drop() -> None:
    record = GameRecord(Counter())
    record.play(1)
    record.play("2")
    assert record.current.total == 3
    assert record.moves == (1, 2)
    assert record.undo().total == 1
    assert record.can_redo
    assert record.redo().total == 3
    record.undo()
    record.play(1)
    assert record.current.total == 2
    assert not record.can_redo
    assert record.all_moves == (1, 1)


def test_undo_at_start_and_redo_at_end_raise() -> None:
    record = GameRecord(Counter())
    with pytest.raises(IndexError):
        record.undo()
    with pytest.raises(IndexError):
        record.redo()


def test_illegal_move_leaves_the_record_unchanged() -> None:
    record = GameRecord(Counter())
    record.play(2)
    with pytest.raises(IllegalMoveError, match="illegal move 3"):
        record.play(3)
    with pytest.raises(MoveParseError, match="'x'"):
        record.play("x")
    assert record.current.total == 2
    assert len(record) == 1


def test_goto_keeps_history() -> None:
    record = GameRecord(Counter())
    for _ in range(3):
        record.play(1)
    assert record.goto(1).total == 1
    assert record.can_redo
    assert record.state_at(3).total == 3
    with pytest.raises(IndexError):
        record.goto(4)
