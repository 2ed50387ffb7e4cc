"""Conformance of the whole mill family: seeded random games of every 24-point preset and of
random combinations of settings, the legal moves compared at every position with the second,
independent generator of ``reference_mill.py`` (written from the rules text), and positions and
records round-tripped.

The 9- and 16-point boards have their own reference generator in test_mill_perft.py; the draw
rules are switched off here (the reference leaves them out) and pinned by hand-built positions.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from reference_mill import Ref, RefMill

from morra_suite.games import mill

NO_DRAWS = {"threefold_repetition": False, "no_removal_limit": 0, "endgame_limit": 0}
WHO = {0: "W", 1: "B", None: None}


def _combination(rng: random.Random) -> mill.MillRules:
    """Random settings of the 24-point board, every setting of the wider family among them."""
    pieces = rng.choice((9, 10, 11, 12))
    return dataclasses.replace(
        mill.MillRules.preset(rng.choice(("nine", "twelve", "dooz", "zhi_qi"))),
        pieces=pieces,
        diagonals=rng.random() < 0.5,
        flying=rng.random() < 0.6,
        flying_at=rng.choice((3, 4)),
        fly_with_hand=rng.random() < 0.5,
        lose_below=rng.choice((3, 3, 4)),
        removal_per_mill=rng.random() < 0.4,
        remove_from_mills=rng.random() < 0.4,
        placing_mill=rng.choice(mill.CHOICES["placing_mill"]),
        one_time_mills=rng.random() < 0.3,
        restrict_repeated_mills=rng.random() < 0.3,
        move_while_placing=rng.random() < 0.3,
        stop_placing_two_empty=rng.random() < 0.3,
        defender_moves_first=rng.random() < 0.3,
        full_board_first_loses=rng.random() < 0.3,
        full_board_removal=rng.choice(mill.CHOICES["full_board_removal"]),
        blocked_passes=rng.random() < 0.3,
        blocked_action=rng.choice(mill.CHOICES["blocked_action"]),
        **_captures(rng),
        **NO_DRAWS,
    )


def _captures(rng: random.Random) -> dict[str, object]:
    """Random settings of the captures without a mill (each kind on in about half the games)."""
    out: dict[str, object] = {}
    for kind in ("custodian", "intervention", "leap"):
        out[kind] = rng.random() < 0.5
        out[f"{kind}_lines"] = rng.choice(mill.CHOICES[f"{kind}_lines"])
        out[f"{kind}_when"] = rng.choice(mill.CHOICES[f"{kind}_when"])
        out[f"{kind}_three"] = rng.random() < 0.2
    return out


_rng = random.Random(2026)
PRESETS = [
    (name, dataclasses.replace(mill.MillRules.preset(name), **NO_DRAWS))
    for name in mill.PRESETS
    if mill.MillRules.preset(name).board == "twenty-four"
]
COMBINATIONS = [(f"random-{i}", _combination(_rng)) for i in range(24)]
CASES = PRESETS + COMBINATIONS


def _same(ref: Ref, state: mill.MillState) -> None:
    """The two positions describe the same board (a check that the two plays agree too)."""
    for p, colour in ref.board.items():
        assert WHO[state.piece_at(p)] == (colour or None), (p, state.position())
    assert (ref.hands["W"], ref.hands["B"]) == state.hands
    assert ref.me == WHO[state.to_move], state.position()
    assert sorted(ref.marked) == sorted(mill.point_name(p) for p in state.marked_points())


@pytest.mark.parametrize(("key", "rules"), CASES, ids=[k for k, _ in CASES])
def test_legal_moves_agree_with_the_reference_at_every_position(
    key: str, rules: mill.MillRules
) -> None:
    gen = RefMill(rules)
    rng = random.Random(key)
    positions = 0
    kinds: set[str] = set()
    for _game in range(3):
        state, ref = mill.new_game(rules), gen.start()
        moves: list[mill.MillMove] = []
        for _ply in range(160):
            _same(ref, state)
            ours = sorted(str(m) for m in state.legal_moves())
            assert ours == sorted(gen.moves(ref)), state.position()
            outcome, expected = state.outcome(), gen.outcome(ref)
            assert (outcome is None) == (expected is None), state.position()
            if outcome is not None:
                assert WHO[outcome.winner] == expected[0], state.position()
                break
            # the position string and the one-move-at-a-time text both read back
            assert mill.parse_position(state.position()) == state
            positions += 1
            legal = state.legal_moves()
            takes = [m for m in legal if m.removals]
            move = rng.choice(takes if takes and rng.random() < 0.6 else legal)
            kinds.add("removal turn" if move.is_removal_only else "move")
            state, ref = state.play(str(move)), gen.play(ref, str(move))
            moves.append(move)
        record = mill.write_record(mill.new_game(rules), moves)
        read = mill.read_record(record)
        assert read.moves == tuple(moves) and read.end == state and read.rules == rules
    assert positions > 60


def test_the_combinations_reach_every_kind_of_turn() -> None:
    """The random settings are not idle: among the games some owe removals, mark pieces and
    spend lines, and some capture without a mill, leap and take two by intervention (otherwise
    the comparison above would prove little about them)."""
    seen: set[str] = set()
    for key, rules in CASES:
        rng = random.Random(key)
        state = mill.new_game(rules)
        for _ in range(160):
            if state.outcome() is not None:
                break
            seen |= {"duties"} if state.duties else set()
            seen |= {"marked"} if state.marked else set()
            seen |= {"spent"} if any(state.spent) else set()
            legal = state.legal_moves()
            for move in legal:
                if move.removals and move.dst is not None and not state.mills_formed_by(move):
                    seen.add("capture")
                jump = move.src is not None and move.dst not in state.topology.neighbours[move.src]
                if jump and not state.can_fly(state.to_move):
                    seen.add("leap")
                if len(move.removals) == 2 and not state.mills_formed_by(move):
                    seen.add("intervention")
            if legal[0].is_removal_only and not state.duties:
                seen.add("blocked removal")
            takes = [m for m in legal if m.removals]
            state = state.play(rng.choice(takes if takes and rng.random() < 0.6 else legal))
    assert {"duties", "marked", "spent", "capture", "leap", "intervention"} <= seen, seen
