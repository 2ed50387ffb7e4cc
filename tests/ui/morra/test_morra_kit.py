"""MorraKit: what the window, the dialogs and the controller ask of Morra."""

from __future__ import annotations

import pytest

from morra_suite.core.outcome import Outcome
from morra_suite.games import morra
from morra_suite.ui.kits import get_kit


@pytest.fixture
def kit():
    return get_kit("morra")


def test_variants_are_the_shipped_layouts(kit) -> None:
    assert [v.key for v in kit.variants()] == list(morra.layout_names())
    assert kit.simultaneous


def test_rule_fields_edit_the_rules_and_survive_settings(kit) -> None:
    names = [f.name for f in kit.rule_fields()]
    assert names == ["max_hand", "push", "round_limit"]
    assert all(f.label and f.tooltip for f in kit.rule_fields())
    rules = morra.MorraRules(max_hand=4, push=morra.PushRule.OUTWARD, round_limit=60)
    stored = kit.rules_to_dict(rules)
    assert stored == {"max_hand": 4, "push": "outward", "round_limit": 60}
    assert kit.rules_from_dict(morra.MorraRules(), stored) == rules
    assert kit.preset_of(rules) is None
    with pytest.raises(ValueError, match="max_hand"):
        kit.rules_from_dict(morra.MorraRules(), {"max_hand": 9})


def test_side_info_and_outcomes_in_words(kit, tiny) -> None:
    state = morra.new_game(tiny)
    assert kit.side_info(state, 0) == "choosing a start field"
    state = state.play_joint(2, 3).play_joint(0, 0)
    assert kit.side_info(state, 1) == "moves now · 0.3, ring 1 of 2 · 1 rounds played"
    won = Outcome(1, morra.MorraTermination.REACHED_CENTRE)
    assert (
        kit.describe_outcome(won, ["Ann", "Ben"])
        == "Ben (Blue) wins: the stone reached the centre."
    )
    drawn = Outcome(None, morra.MorraTermination.ROUND_LIMIT)
    assert kit.describe_outcome(drawn, ["Ann", "Ben"]).startswith("Draw")


def test_joint_move_and_positions(kit, tiny) -> None:
    state = morra.new_game(tiny)
    move = kit.joint_move(state, {1: 5, 0: 2})
    assert str(move) == "0.2/0.5"
    after = state.play(move)
    assert kit.parse_position(kit.position_text(after), after.rules) == after
    assert kit.choosing_players(after) == (0, 1)


def test_a_broken_file_is_refused_in_words(kit) -> None:
    for text in ["", "\x00\x01", '[Game "Morra"]\n[Layout "no-such-layout"]\n']:
        with pytest.raises(ValueError):
            kit.load_text(text)


def test_computer_chooses_for_its_own_seat(kit, tiny) -> None:
    state = morra.new_game(tiny).play_joint(0, 0)
    computer = kit.computer_player(5)
    for player in (0, 1):
        choice = kit.computer_choice(computer, state, player, lambda: False)
        assert choice in state.legal_choices(player)
