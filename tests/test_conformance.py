"""One conformance check over every game (after OpenSpiel's): seeded random playouts in which
every legal move plays, every move's text reads back to the same move, a move that is not legal
raises a ``ValueError`` naming it, the position string round-trips, and undo/redo restore equal
states.

Each game's own tests go deep into its rules; this file makes sure all of them keep the shared
protocol that the controller, the records and the computer players rely on.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest

from morra_suite.core import GameRecord, GameState, IllegalMoveError, MoveParseError
from morra_suite.games import load


def mill_starts() -> list[tuple[str, Any, Callable[[str, Any], Any]]]:
    mill = load("mill")
    return [
        (
            f"mill-{name}",
            mill.new_game(mill.MillRules.preset(name)),
            lambda text, state: mill.parse_position(text, state.rules),
        )
        for name in mill.PRESETS
    ]


def morra_starts() -> list[tuple[str, Any, Callable[[str, Any], Any]]]:
    morra = load("morra")
    return [
        (
            f"morra-{name}",
            morra.new_game(morra.load_layout(name), morra.MorraRules()),
            lambda text, state: morra.parse_position(text, state.layout),
        )
        for name in morra.layout_names()
    ]


def myra_starts() -> list[tuple[str, Any, Callable[[str, Any], Any]]]:
    myra = load("myra")
    return [
        (
            f"myra-{players}",
            myra.new_game(players=players),
            lambda text, state: myra.parse_position(text, state.rules),
        )
        for players in (2, 3)
    ]


CASES = [*mill_starts(), *morra_starts(), *myra_starts()]


def an_illegal_move_text(state: Any, legal_texts: set[str], rng: random.Random) -> str | None:
    """A text that is a move somewhere in the game but not here: a legal move of a later
    position that is not legal now (if the playout finds one)."""
    probe = state
    for _ in range(6):
        moves = probe.legal_moves()
        if not moves:
            return None
        probe = probe.play(rng.choice(moves))
        for move in probe.legal_moves():
            if str(move) not in legal_texts:
                return str(move)
    return None


@pytest.mark.parametrize(("name", "start", "reparse"), CASES, ids=[case[0] for case in CASES])
def test_random_playouts_keep_the_protocol(
    name: str, start: Any, reparse: Callable[[str, Any], Any]
) -> None:
    assert isinstance(start, GameState)
    rng = random.Random(f"conformance-{name}")
    for _game in range(3):
        record = GameRecord(start)
        state = start
        for _ply in range(120):
            if state.outcome() is not None:
                assert state.legal_moves() == ()
                break
            moves = state.legal_moves()
            assert moves, f"{name}: no legal move but no outcome at {state.position()}"
            assert moves == state.legal_moves(), "legal_moves must come in a fixed order"
            texts = {str(move) for move in moves}
            assert len(texts) == len(moves), f"{name}: two moves share a text"
            for move in moves:
                assert state.parse_move(str(move)) == move
            again = reparse(state.position(), state)
            assert again.position() == state.position()
            assert {str(move) for move in again.legal_moves()} == texts
            illegal = an_illegal_move_text(state, texts, rng)
            if illegal is not None:
                try:
                    read = state.parse_move(illegal)
                except (IllegalMoveError, MoveParseError) as error:
                    # The message names the move (as typed, or in its canonical form).
                    assert re.findall(r"\w+", illegal)[0] in str(error), str(error)
                else:
                    # A tolerated short form of a legal move (Morra reads "0/3" as "0.0/0.3").
                    assert read in moves, f"{name}: {illegal!r} read as a move that is not legal"
            move = rng.choice(moves)
            state = record.play(str(move))
            assert state == record.current
        for index in range(len(record), 0, -1):
            assert record.undo() == record.state_at(index - 1)
        while record.can_redo:
            record.redo()
        assert record.current == state
