"""A learner's own part of a move in a game of simultaneous choices, and the parts fixed for them.

A Morra lesson or puzzle fixes what the other player chooses; the learner chooses only their own
hand or field on the board, and the joint move is made of both. Everything here goes through the
protocol's simultaneous-choice part (``choosers``, ``legal_choices``, ``joint_move``), so a turn
game (one chooser) needs nothing fixed and the board's move is the move.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def learner_of(state: Any, player: int) -> int:
    """Whose input the board takes: ``player`` where it chooses now, else the one to move."""
    choosers = state.choosers()
    if player in choosers or not choosers:
        return player
    return choosers[0]


def fixed_choices(state: Any, player: int, move_text: str) -> dict[int, Any]:
    """The other choosers' parts of the move ``move_text`` (empty in a turn game): what stays
    fixed while ``player`` chooses. ``ValueError`` when ``move_text`` is no joint move here."""
    choosers = state.choosers()
    if len(choosers) < 2:
        return {}
    wanted = str(state.parse_move(move_text))
    others = [c for c in choosers if c != player]
    for own in state.legal_choices(player):
        for combo in _combos(state, others):
            choices = {player: own, **combo}
            if str(state.joint_move(choices)) == wanted:
                return combo
    raise ValueError(f"move {move_text!r}: not a joint move with player {player} choosing")


def _combos(state: Any, players: list[int]) -> list[dict[int, Any]]:
    out: list[dict[int, Any]] = [{}]
    for p in players:
        out = [{**done, p: c} for done in out for c in state.legal_choices(p)]
    return out


def joint_text(state: Any, player: int, choice: Any, fixed: Mapping[int, Any]) -> str:
    """The text of the move ``player``'s ``choice`` makes with the ``fixed`` parts."""
    return str(state.joint_move({**fixed, player: choice}))
