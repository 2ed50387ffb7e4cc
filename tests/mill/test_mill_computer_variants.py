"""The computer plays every preset at every level: the engines where they know the rules, the
rules library's own search where they do not, and the analysis says which."""

from __future__ import annotations

import dataclasses
import random

import pytest

from morra_suite.ai.analysis import analyse
from morra_suite.ai.mill import LEVELS, MillPlayer
from morra_suite.ai.mill.convert import engine_supports
from morra_suite.games import mill


def _midgame(rules: mill.MillRules, plies: int, seed: str) -> mill.MillState:
    rng = random.Random(seed)
    state = mill.new_game(rules)
    for _ in range(plies):
        if state.outcome() is not None:
            break
        state = state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("preset", mill.PRESETS)
def test_every_level_plays_every_preset(preset: str) -> None:
    rules = mill.MillRules.preset(preset)
    for level in LEVELS:
        for plies in (0, 30):
            state = _midgame(rules, plies, f"{preset}-{level}-{plies}")
            if state.outcome() is not None:
                continue
            player = MillPlayer(level, random.Random(level), time_limit=0.05)
            move = player(state)
            assert move in state.legal_moves()
            source = player.last_info.get("source")
            if len(state.legal_moves()) > 1:
                assert (source == "rules search") is (not engine_supports(rules)), source


def test_only_plain_rules_go_to_the_engines() -> None:
    nine = mill.MillRules.preset("nine")
    assert engine_supports(nine) and engine_supports(mill.MillRules.preset("cheng_san_qi"))
    for name in mill.VARIANT_SETTINGS:
        value = getattr(nine, name)
        if isinstance(value, bool):
            changed = dataclasses.replace(nine, **{name: not value})
        elif name in mill.CHOICES:
            changed = dataclasses.replace(nine, **{name: mill.CHOICES[name][1]})
        else:
            changed = dataclasses.replace(nine, **{name: value + 1})
        assert not engine_supports(changed), name


def test_the_search_takes_a_removal_that_wins() -> None:
    """Russian Mill, Black down to three: a4-a1 closes a1-d1-g1 and takes Black to two, a win;
    the rules search (the engines do not know Russian Mill) finds it."""
    rules = mill.MillRules.preset("russian")
    state = mill.parse_position("w:a4,d1,g1,d2 b:g7,d7,b6 hand:0,0 to:w", rules)
    winning = [m for m in state.legal_moves() if m.removals]
    assert winning
    move = MillPlayer(6, random.Random(0), time_limit=1.0)(state)
    assert move.removals and state.play(move).outcome().winner == 0


def test_analysis_says_it_searched_the_rules() -> None:
    state = _midgame(mill.MillRules.preset("dooz"), 10, "analysis")
    found = analyse(state, 0.3)
    assert found.source == "rules search" and found.best in state.legal_moves()
