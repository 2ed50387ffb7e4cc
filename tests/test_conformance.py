"""One conformance check over every registered game (after OpenSpiel's): seeded random playouts
of every variant and player count in which every legal move plays, every move's text reads back
to the same move, a move that is not legal raises ``IllegalMoveError`` naming it (with a reason
code), the position string and the record round-trip through the game's description at every
step, joint rounds go through ``choosers()``/``legal_choices()``/``play_joint()``, and undo/redo
over ``core.GameRecord`` restore equal states.

Only ``load_game(key)`` and the state protocol are used: no per-game adapter. Each game's own
tests go deep into its rules; this file makes sure all of them keep the shared protocol that the
controller, the records and the computer players rely on. ``tests/plugin_game`` runs the same
checks over a game registered from outside the package.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from morra_suite.core import GameRecord, GameState, IllegalMoveError, MoveParseError
from morra_suite.core.game import Game, GameRecordData, SeatInfo
from morra_suite.games import game_keys, load_game

PLAYOUTS = 3
PLIES = 120


def cases(keys: tuple[str, ...]) -> list[tuple[str, str, int]]:
    """(game key, variant, players) for every variant and player count of the games."""
    out = []
    for key in keys:
        game = load_game(key)
        for info in game.variants():
            for players in game.player_counts():
                out.append((key, info.key, players))
    return out


CASES = cases(game_keys())


def case_id(case: tuple[str, str, int]) -> str:
    key, variant, players = case
    return f"{key}-{variant}-{players}"


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


def check_state(game: Game, state: Any, rng: random.Random, name: str) -> tuple[Any, ...]:
    """Every check one position must pass; returns its legal moves."""
    assert isinstance(state, GameState)
    if state.outcome() is not None:
        assert state.is_game_over()
        assert state.legal_moves() == ()
        assert state.choosers() == ()
        assert all(state.legal_choices(p) == () for p in range(state.num_players))
        return ()
    assert not state.is_game_over()
    moves = state.legal_moves()
    assert moves, f"{name}: no legal move but no outcome at {state.position()}"
    assert moves == state.legal_moves(), "legal_moves must come in a fixed order"
    texts = {str(move) for move in moves}
    assert len(texts) == len(moves), f"{name}: two moves share a text"
    for move in moves:
        assert state.parse_move(str(move)) == move
        state.play(move)  # every legal move plays
    # The position string round-trips through the game's description alone.
    again = game.parse_position(state.position())
    assert again == state
    assert again.position() == state.position()
    assert {str(move) for move in again.legal_moves()} == texts
    check_choices(state, moves)
    illegal = an_illegal_move_text(state, texts, rng)
    if illegal is not None:
        try:
            read = state.parse_move(illegal)
        except IllegalMoveError as error:
            # The message names the move (as typed, or in its canonical form) and has a code.
            assert re.findall(r"\w+", illegal)[0] in str(error), str(error)
            assert error.code is not None, f"{name}: {error} has no reason code"
        except MoveParseError as error:
            assert re.findall(r"\w+", illegal)[0] in str(error), str(error)
        else:
            # A tolerated short form of a legal move (Morra reads "0/3" as "0.0/0.3").
            assert read in moves, f"{name}: {illegal!r} read as a move that is not legal"
    return moves


def check_choices(state: Any, moves: tuple[Any, ...]) -> None:
    """The choosers' choices make exactly the legal moves; a non-chooser has none."""
    choosers = state.choosers()
    assert choosers and len(set(choosers)) == len(choosers)
    assert all(0 <= p < state.num_players for p in choosers)
    for player in range(state.num_players):
        if player not in choosers:
            assert state.legal_choices(player) == ()
    options = [state.legal_choices(p) for p in choosers]
    assert all(options)
    joint: list[dict[int, Any]] = [{}]
    for player, choices in zip(choosers, options, strict=True):
        joint = [{**partial, player: choice} for partial in joint for choice in choices]
    made = [state.joint_move(choices) for choices in joint]
    assert sorted(map(str, made)) == sorted(map(str, moves))
    if len(choosers) == 1:
        assert options[0] == moves
    # Leaving out a chooser, or adding a player who does not choose now, is refused.
    with pytest.raises(IllegalMoveError):
        state.play_joint({p: c for p, c in joint[0].items() if p != choosers[0]})
    others = [p for p in range(state.num_players) if p not in choosers]
    if others:
        with pytest.raises(IllegalMoveError):
            state.play_joint({**joint[0], others[0]: options[0][0]})


def check_record(game: Game, record: GameRecord[Any], players: int) -> None:
    """The game so far is written and read back to an equal record, seats and date included."""
    seats = [SeatInfo(f"Seat {i}", None if i % 2 == 0 else i + 1) for i in range(players)]
    data = GameRecordData(
        start=record.start,
        moves=list(record.moves),
        variant=game.variant_of(record.start),
        rules=game.rules_of(record.start),
        seats=seats,
        date="2026.12.01",
        tags={"Event": "conformance"},
    )
    back = game.read_record(game.write_record(data))
    assert back == data
    assert back.states()[-1] == record.current


def play_one_step(state: Any, record: GameRecord[Any], rng: random.Random, joint: bool) -> Any:
    """One step of a playout: the choosers' choices played jointly, or a move by its text."""
    if joint:
        choices = {p: rng.choice(state.legal_choices(p)) for p in state.choosers()}
        move = state.joint_move(choices)
        after = state.play_joint(choices)
        assert after == state.play(move)
        assert record.play(move) == after
        return after
    move = rng.choice(state.legal_moves())
    return record.play(str(move))


def check_playouts(key: str, variant: str, players: int, playouts: int = PLAYOUTS) -> None:
    """Seeded random playouts of one variant and player count, checked at every step."""
    game = load_game(key)
    name = f"{key}-{variant}-{players}"
    start = game.new_state(variant=variant, players=players)
    assert game.new_state(variant=variant, players=players) == start
    rng = random.Random(f"conformance-{name}")
    for _game in range(playouts):
        record: GameRecord[Any] = GameRecord(start)
        state = start
        for ply in range(PLIES):
            moves = check_state(game, state, rng, name)
            check_record(game, record, players)
            if not moves:
                break
            state = play_one_step(state, record, rng, joint=ply % 2 == 1)
            assert state == record.current
        check_record(game, record, players)
        for index in range(len(record), 0, -1):
            assert record.undo() == record.state_at(index - 1)
        assert record.current == start
        while record.can_redo:
            record.redo()
        assert record.current == state


@pytest.mark.parametrize(("key", "variant", "players"), CASES, ids=map(case_id, CASES))
def test_random_playouts_keep_the_protocol(key: str, variant: str, players: int) -> None:
    check_playouts(key, variant, players)


def test_every_built_in_game_and_variant_is_covered() -> None:
    keys = {key for key, _, _ in CASES}
    assert {"mill", "morra", "myra"} <= keys
    assert ("myra", "myra", 3) in CASES
    assert len([case for case in CASES if case[0] == "mill"]) == len(load_game("mill").variants())
