"""What a wrong first move of a puzzle gives away: the solver's reply and the true value.

A puzzle has one answer; any other first move fails, and the learner is shown why: the reply
the solver makes to it and what the move is really worth, as a code with its facts (the window
words them). Each goal has its own way to know, as ``proofs`` has one prover per goal: the solved
mill tables, the exhaustive Myra search, the Morra win chances the puzzle carries.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from morra_suite.games import load_game
from morra_suite.learn.puzzles import Puzzle


@dataclass(frozen=True, slots=True)
class Refutation:
    """``reply``: the solver's answer to the wrong move (move text, ``None`` when the game ends
    with it or nothing is known); ``code`` what the move is worth: ``"draws"``, ``"loses"``,
    ``"wins-slower"``, ``"no-capture"``, ``"worse-hand"``, ``"unknown"``; ``facts`` its numbers."""

    move: str
    reply: str | None
    code: str
    facts: Mapping[str, Any] = field(default_factory=dict)


def _win(puzzle: Puzzle, state: Any, move: Any, left: int) -> Refutation:
    from morra_suite.learn import mill_proof

    lookup = mill_proof.lookup_for(puzzle.variant)
    values = mill_proof.move_values(state, lookup)
    mine = next((v for v in values or () if str(v.move) == str(move)), None)
    if mine is None:
        return Refutation(str(move), None, "unknown")
    code = {1: "wins-slower", 0: "draws", -1: "loses"}[mine.sign]
    reply = None
    child = state.play(move)
    if child.outcome() is None:
        line = mill_proof.main_line(child, _best_first(child, lookup), lookup)
        reply = str(line[0])
    return Refutation(str(move), reply, code, {"plies": mine.plies, "want": left})


def _best_first(state: Any, lookup: Any) -> Any:
    """The side to move's best move: its fastest win, else its longest resistance."""
    from morra_suite.learn import mill_proof

    values = mill_proof.move_values(state, lookup) or []
    wins = [v for v in values if v.sign > 0]
    if wins:
        return min(wins, key=lambda v: v.plies).move
    return max(values, key=lambda v: (v.sign, v.plies)).move


def _capture_queen(puzzle: Puzzle, state: Any, move: Any, plies: int) -> Refutation:
    from morra_suite.learn import myra_proof

    attacker = state.to_move
    child = state.play(move)
    left = plies - 1
    facts = {"plies": plies}
    if child.outcome() is not None:
        return Refutation(str(move), None, "no-capture", facts)
    memo: myra_proof.Memo = {}
    replies = child.legal_moves()
    # the reply after which no capture can be forced in the plies left; else the first one
    reply = next(
        (
            r
            for r in replies
            if not myra_proof.forces_capture(child.play(r), attacker, left - 1, memo)
        ),
        replies[0] if replies else None,
    )
    return Refutation(str(move), None if reply is None else str(reply), "no-capture", facts)


def _best_hand(puzzle: Puzzle, state: Any, move: Any, plies: int) -> Refutation:
    player = puzzle.player
    hand = move.of(player)
    best = state.parse_move(puzzle.answer).of(player)
    chances = puzzle.chances
    facts = {
        "hand": hand,
        "chance": chances[hand] if hand < len(chances) else 0.0,
        "best": best,
        "best_chance": chances[best] if best < len(chances) else 0.0,
    }
    return Refutation(str(move), str(move), "worse-hand", facts)


REFUTERS: dict[str, Callable[[Puzzle, Any, Any, int], Refutation]] = {
    "win": _win,
    "capture-queen": _capture_queen,
    "best-hand": _best_hand,
}


def refute(puzzle: Puzzle, state: Any, move: str, plies_left: int | None = None) -> Refutation:
    """Why ``move`` (text, legal in ``state``, not the answer) fails at ``state``: the puzzle's
    position, or a later one of its line with ``plies_left`` plies to the goal (default: all)."""
    legal = state.parse_move(move)
    left = puzzle.plies if plies_left is None else plies_left
    return REFUTERS[puzzle.goal](puzzle, state, legal, left)


def start_state(puzzle: Puzzle) -> Any:
    """The puzzle's position as a state of its game."""
    return load_game(puzzle.game).parse_position(puzzle.position)
