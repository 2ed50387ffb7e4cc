"""Seeded random Myra games of two and three players, played to an end.

At every step the position string round-trips; on a sample of positions the generator is checked
against a slow reference written straight from the rules text (every simple path enumerated), every
legal move's text reads back to that move, and single-move checking agrees with the move list. At
the end the record round-trips and GameRecord undo/redo restore equal states.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from morra_suite.core import GameRecord, IllegalMoveError
from morra_suite.games import myra

# ----- a slow reference generator, straight from the rules text ----------------------------------


def _path_ends(pieces: dict[int, myra.Piece], start: int, steps: int) -> set[int]:
    """Every hole some path of 1..steps steps can end on: no hole twice, all but the end empty."""
    ends: set[int] = set()

    def walk(path: list[int]) -> None:
        if len(path) - 1 == steps:
            return
        for t in myra.NEIGHBOURS[path[-1]]:
            if t in path:
                continue
            ends.add(t)
            if t not in pieces:
                walk([*path, t])

    walk([start])
    return ends


def _lines(ok: set[int], start: int, length: int) -> list[tuple[int, ...]]:
    """Every line of ``length`` holes from ``start`` through ``ok`` holes, each next to the last."""
    found = []

    def walk(line: tuple[int, ...]) -> None:
        if len(line) == length:
            found.append(line)
            return
        for t in myra.NEIGHBOURS[line[-1]]:
            if t in ok and t not in line:
                walk((*line, t))

    walk((start,))
    return found


def reference_moves(state: myra.MyraState) -> set[tuple[object, ...]]:
    if state.outcome() is not None:
        return set()
    pieces = dict(state.pieces)
    me = state.to_move
    moves: set[tuple[object, ...]] = set()

    def lands(to: int, balls: int, may_capture: bool) -> str | None:
        """'move', 'capture' or None for ``balls`` soldiers (0: the queen) ending on ``to``."""
        target = pieces.get(to)
        if target is None:
            return "move"
        if target.player == me:
            if balls and not target.is_queen and target.size + balls <= 5:
                return "move"
            return None
        if may_capture and not target.is_fortress:
            return "capture"
        return None

    singles = {hole for hole, p in pieces.items() if p.player == me and p.size == 1}
    empty = {hole for hole in range(myra.NUM_HOLES) if hole not in pieces}
    for hole, p in pieces.items():
        if p.player != me:
            continue
        if p.is_queen or p.size == 1:
            for t in myra.NEIGHBOURS[hole]:
                kind = lands(t, 0 if p.is_queen else 1, True)
                if kind:
                    moves.add(("move", hole, t, kind == "capture"))
            if p.is_queen:
                if state.reserve(me) > 0:
                    for t in myra.NEIGHBOURS[hole]:
                        if t not in pieces:
                            moves.add(("produce", t))
                continue
        if 2 <= p.size <= 4:
            for t in _path_ends(pieces, hole, p.size):
                kind = lands(t, p.size, True)
                if kind:
                    moves.add(("move", hole, t, kind == "capture"))
        for count in range(1, p.size):
            for t in _path_ends(pieces, hole, count):
                if lands(t, count, False):
                    moves.add(("reduce", count, hole, t))
        if p.size >= 2:
            for line in _lines(empty, hole, p.size):
                moves.add(("unchain", hole, frozenset(line)))
    for start in singles:
        for length in range(2, 6):
            for line in _lines(singles, start, length):
                moves.add(("chain", frozenset(line), line[-1]))
    if not moves:
        moves.add(("pass",))
    return moves


def as_tuple(move: myra.MyraMove) -> tuple[object, ...]:
    if isinstance(move, myra.PieceMove):
        return ("move", move.frm, move.to, move.capture)
    if isinstance(move, myra.Reduce):
        return ("reduce", move.count, move.frm, move.to)
    if isinstance(move, myra.Unchain):
        return ("unchain", move.frm, frozenset(move.holes))
    if isinstance(move, myra.ChainUp):
        return ("chain", frozenset(move.holes), move.to)
    if isinstance(move, myra.Produce):
        return ("produce", move.to)
    return ("pass",)


def check_generator(state: myra.MyraState) -> None:
    moves = state.legal_moves()
    assert len(moves) == len(set(moves)), "a move is listed twice"
    tuples = [as_tuple(m) for m in moves]
    assert len(tuples) == len(set(tuples)), "two listed moves give the same result"
    assert set(tuples) == reference_moves(state)
    for move in moves:
        assert state.parse_move(str(move)) == move
        if isinstance(move, myra.ChainUp | myra.Unchain):
            # The listed line is the smallest of the lines with the same effect.
            assert state.resolve(move) == move
    # Single-move checking agrees with the list, for every from/to pair of own pieces.
    legal = set(moves)
    me = state.to_move
    for frm, p in state.pieces.items():
        if p.player != me:
            continue
        for to in range(myra.NUM_HOLES):
            target = state.piece_at(to)
            capture = target is not None and target.player != me
            candidates: list[myra.MyraMove] = [myra.PieceMove(frm, to, capture)]
            if not p.is_queen:
                candidates += [myra.Reduce(k, frm, to) for k in range(1, p.size)]
            for move in candidates:
                assert state.is_legal(move) == (move in legal), str(move)


# ----- random games ------------------------------------------------------------------------------


def choose(state: myra.MyraState, rng: random.Random, bias: float = 0.8) -> myra.MyraMove:
    """Random play that always takes a queen and else captures with probability ``bias``, so
    games reach a real end."""
    moves = state.legal_moves()
    captures = [m for m in moves if isinstance(m, myra.PieceMove) and m.capture]
    queens = [m for m in captures if state.piece_at(m.to).is_queen]  # type: ignore[union-attr]
    if queens:
        return queens[0]
    if captures and rng.random() < bias:
        return rng.choice(captures)
    return rng.choice(moves)


def play_game(
    players: int, seed: int, max_plies: int, check_every: int, bias: float = 0.8
) -> tuple[myra.MyraState, list[myra.MyraMove]]:
    rng = random.Random(seed)
    state = myra.new_game(players=players)
    start = state
    moves: list[myra.MyraMove] = []
    while state.outcome() is None and len(moves) < max_plies:
        if len(moves) % check_every == 0:
            check_generator(state)
        move = choose(state, rng, bias)
        by_text = state.play(str(move))
        state = state.play(move)
        assert by_text == state
        moves.append(move)
        # Position strings round-trip at every step (and so does the player count).
        again = myra.parse_position(state.position(), rules=state.rules)
        assert again == state, state.position()
        assert again.position() == state.position()
        assert again.num_players == players
        assert sum(state.reserve(p) for p in range(players)) <= 25 * players
    # Records round-trip and replay to the same end.
    text = myra.write_record(start, moves, names=["Ann", "Bob", "Cy"][:players])
    game = myra.read_record(text)
    assert game.start == start
    assert list(game.moves) == moves
    assert game.end == state
    assert game.end.outcome() == state.outcome()
    assert game.names == ("Ann", "Bob", "Cy")[:players]
    assert myra.write_record(game.start, game.moves, game.names) == text
    return state, moves


@pytest.mark.parametrize("seed", range(6))
def test_random_two_player_games_reach_an_end(seed: int) -> None:
    bias = 0.8 if seed % 2 else 0.0
    end, moves = play_game(players=2, seed=seed, max_plies=1500, check_every=6, bias=bias)
    assert end.outcome() is not None, f"no end after {len(moves)} plies"
    assert end.legal_moves() == ()


@pytest.mark.parametrize("seed", range(6))
def test_random_three_player_games_reach_an_end(seed: int) -> None:
    bias = 0.8 if seed % 2 else 0.0
    end, moves = play_game(players=3, seed=100 + seed, max_plies=1500, check_every=6, bias=bias)
    outcome = end.outcome()
    assert outcome is not None, f"no end after {len(moves)} plies"
    if outcome.winner is not None:
        assert outcome.reason == myra.MyraTermination.LAST_QUEEN
        assert end.alive_players == (outcome.winner,)


def test_some_three_player_game_sees_a_takeover_midway() -> None:
    seen = 0
    for seed in range(100, 104):
        rng = random.Random(seed)
        state = myra.new_game(players=3)
        while state.outcome() is None:
            state = state.play(choose(state, rng))
            if len(state.alive_players) == 2 and state.outcome() is None:
                out = ({0, 1, 2} - set(state.alive_players)).pop()
                assert state.reserve(out) == 0
                assert all(p.player != out for p in state.pieces.values())
                assert state.to_move != out
                seen += 1
                break
    assert seen >= 2


@pytest.mark.parametrize("players", [2, 3])
def test_uniform_random_play_stays_consistent(players: int) -> None:
    rng = random.Random(7 + players)
    state = myra.new_game(players=players)
    for ply in range(160):
        if state.outcome() is not None:
            break
        if ply % 8 == 0:
            check_generator(state)
        state = state.play(rng.choice(state.legal_moves()))
        assert myra.parse_position(state.position()) == state


def test_undo_and_redo_through_game_record_restore_equal_states() -> None:
    rng = random.Random(3)
    record = GameRecord(myra.new_game(players=3))
    states = [record.current]
    for _ in range(40):
        move = choose(record.current, rng)
        states.append(record.play(str(move)))
    assert record.states == tuple(states)
    for i in range(40, 0, -1):
        assert record.undo() == states[i - 1]
    assert record.current == states[0]
    for i in range(1, 41):
        assert record.redo() == states[i]
    assert record.current.history == states[-1].history
    record.goto(10)
    record.play(record.current.legal_moves()[-1])
    assert not record.can_redo and len(record) == 11
    with pytest.raises(IllegalMoveError):
        record.play("pass")


def test_lines_in_the_reference_are_all_paths() -> None:
    # The reference's own helper, checked once so that its sets mean what they say.
    line = _lines({myra.hole_index(n) for n in ("e6", "e7", "f7")}, myra.hole_index("e5"), 3)
    for holes in line:
        assert all(b in myra.NEIGHBOURS[a] for a, b in pairwise(holes))
    assert {tuple(myra.hole_name(h) for h in holes) for holes in line} == {
        ("e5", "e6", "e7"),
        ("e5", "e6", "f7"),
    }


def test_perft_two_from_the_start_agrees_with_the_reference() -> None:
    # The armies start too far apart to touch: B has its 169 start moves after each of A's 169.
    state = myra.new_game(players=2)
    total = 0
    for move in state.legal_moves():
        child = state.play(move)
        assert {as_tuple(m) for m in child.legal_moves()} == reference_moves(child)
        total += len(child.legal_moves())
    assert total == 169 * 169 == 28561


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 101)])
def test_records_round_trip_at_every_step_of_a_game(players: int, seed: int) -> None:
    rng = random.Random(seed)
    start = myra.new_game(players=players)
    state = start
    moves: list[myra.MyraMove] = []
    while state.outcome() is None:
        move = choose(state, rng)
        state = state.play(move)
        moves.append(move)
        game = myra.read_record(myra.write_record(start, moves))
        assert game.end == state
        assert game.end.outcome() == state.outcome()
        assert game.moves == tuple(moves)
    assert len(moves) > 20
