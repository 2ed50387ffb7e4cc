"""Myra puzzles proved by exhaustive search: "capture a queen within N plies" (N <= 5).

The player to move (the attacker) must capture an enemy queen at one of their own turns within
``plies`` plies, whatever every other player does; with three players both others defend (a
defender who captures the third queen takes her army over, and the game goes on). The search
uses the rules library only (``legal_moves``, ``play``, ``queen``): at the attacker's turn some
move must succeed, at a defender's turn every move must fail to stop it. A puzzle is proved when
exactly one first move forces the capture in ``plies`` and none does sooner.

The only pruning is sound for any number of players: a defender's turn with one ply left cannot
end in the attacker's capture, and the attacker needs at least two more plies to reach their next
turn, so an attacker's turn with fewer than three plies left looks only at immediate captures.
"""

from __future__ import annotations

from typing import Any

from morra_suite.games.myra import MyraState, PieceMove

MAX_PLIES = 5


def captures_queen(state: MyraState, move: Any) -> bool:
    """Whether ``move`` (legal in ``state``) captures an enemy queen."""
    if not isinstance(move, PieceMove) or not move.capture:
        return False
    piece = state.piece_at(move.to)
    return piece is not None and piece.is_queen


def queen_captures(state: MyraState) -> list[Any]:
    """The legal moves of the player to move that capture a queen."""
    return [m for m in state.legal_moves() if captures_queen(state, m)]


def can_capture_queen_now(state: MyraState) -> bool:
    """Whether the player to move has a move that captures a queen, asked of the rules move by
    move (``is_legal``: each of their pieces onto each enemy queen) instead of generating every
    move, which is most of the search's time."""
    if state.outcome() is not None:
        return False
    me = state.to_move
    queens = [q for p in state.alive_players if p != me and (q := state.queen(p)) is not None]
    for hole, piece in state.pieces.items():
        if piece.player == me:
            for queen in queens:
                if state.is_legal(PieceMove(hole, queen, True)):
                    return True
    return False


Memo = dict[tuple[Any, ...], bool]


def forces_capture(state: MyraState, attacker: int, plies: int, memo: Memo | None = None) -> bool:
    """Whether ``attacker`` captures a queen within ``plies`` plies against every defence."""
    if plies <= 0 or state.outcome() is not None or state.queen(attacker) is None:
        return False
    if state.to_move == attacker:
        if can_capture_queen_now(state):
            return True
        if plies < 3:
            return False
    elif plies < 2:
        return False
    memo = {} if memo is None else memo
    key = (state.cells, state.to_move, state.reserves, attacker, plies)
    found = memo.get(key)
    if found is None:
        children = (state.play(m) for m in state.legal_moves())
        if state.to_move == attacker:
            found = any(forces_capture(c, attacker, plies - 1, memo) for c in children)
        else:
            found = all(forces_capture(c, attacker, plies - 1, memo) for c in children)
        memo[key] = found
    return found


def winning_first_moves(state: MyraState, plies: int, memo: Memo | None = None) -> list[Any]:
    """The first moves that force a queen capture within ``plies`` plies (a capture at once
    counts as one ply)."""
    attacker = state.to_move
    memo = {} if memo is None else memo
    out = []
    for move in state.legal_moves():
        if captures_queen(state, move) or (
            plies >= 3 and forces_capture(state.play(move), attacker, plies - 1, memo)
        ):
            out.append(move)
    return out


def fastest(state: MyraState, most: int = MAX_PLIES, memo: Memo | None = None) -> int | None:
    """The fewest plies (up to ``most``) in which the player to move forces a queen capture."""
    attacker = state.to_move
    step = state.num_players  # plies between two turns of the attacker while all are in
    memo = {} if memo is None else memo
    plies = 1
    while plies <= most:
        if forces_capture(state, attacker, plies, memo):
            return plies
        plies += step
    return None


def main_line(state: MyraState, first: Any, plies: int) -> list[Any]:
    """The first move, then each defender's move that leaves the attacker the fewest queen
    captures, and the attacker's first forcing move, until a queen falls."""
    attacker = state.to_move
    queens = len(state.alive_players)
    line = [first]
    left = plies - 1
    state = state.play(first)
    while len(state.alive_players) == queens and state.outcome() is None and left > 0:
        moves = state.legal_moves()
        if state.to_move == attacker:
            captures = queen_captures(state)
            if captures:
                move = captures[0]
            else:
                move = next(m for m in moves if forces_capture(state.play(m), attacker, left - 1))
        else:

            def leaves(m: Any, before: MyraState = state) -> int:
                child = before.play(m)
                return len(queen_captures(child)) if child.to_move == attacker else 0

            move = min(moves, key=leaves)
        line.append(move)
        state = state.play(move)
        left -= 1
    return line


def prove(state: MyraState, plies: int, solution: list[str]) -> str | None:
    """Why the puzzle is not proved, or ``None`` when it is (see the module's docstring)."""
    if not 1 <= plies <= MAX_PLIES:
        return f"{plies} plies is outside 1..{MAX_PLIES}"
    attacker = state.to_move
    wins = winning_first_moves(state, plies)
    if len(wins) != 1:
        return f"{len(wins)} first moves force the capture in {plies} plies, not exactly one"
    if str(wins[0]) != str(state.parse_move(solution[0])):
        return f"the forcing first move is {wins[0]}, not {solution[0]}"
    memo: Memo = {}
    sooner = [p for p in range(1, plies) if forces_capture(state, attacker, p, memo)]
    if sooner:
        return f"the capture can be forced in {sooner[0]} plies already"
    queens = len(state.alive_players)
    current = state
    for number, text in enumerate(solution, 1):
        before = len(current.alive_players)
        mover = current.to_move
        current = current.play(text)
        took = len(current.alive_players) < before
        if took and (mover != attacker or number != len(solution)):
            return "the main line takes a queen before its end, or not by the attacker"
    if len(current.alive_players) != queens - 1 or len(solution) > plies:
        return "the main line does not end with the attacker's queen capture in time"
    return None
