"""MorraKit and the Morra description: what the window, the dialogs and the controller ask."""

from __future__ import annotations

import pytest

from morra_suite.controllers.computers import make_computer
from morra_suite.controllers.session import GameSession
from morra_suite.core.outcome import Outcome
from morra_suite.games import morra
from morra_suite.ui.kits import get_kit


@pytest.fixture
def kit():
    return get_kit("morra")


def test_variants_are_the_shipped_layouts(kit) -> None:
    assert [key for key, _ in kit.variant_labels()] == list(morra.layout_names())
    assert kit.game.new_state().choosers() == (0, 1)  # both choose at once: the rules say it


def test_rule_fields_edit_the_rules_and_survive_settings(kit) -> None:
    game = kit.game
    names = [s.name for s in game.settings()]
    assert names == ["max_hand", "push", "round_limit"]
    assert all(all(kit.setting_text(name)) for name in names)
    push = next(s for s in game.settings() if s.name == "push")
    assert {kit.choice_label(push, value) for value in push.choices} == {
        "Pushed stone moves one field on",
        "Pushed stone moves one ring outward",
    }
    rules = morra.MorraRules(max_hand=4, push=morra.PushRule.OUTWARD, round_limit=60)
    stored = game.rules_to_dict(rules)
    assert stored == {"max_hand": 4, "push": "outward", "round_limit": 60}
    assert game.rules_from_dict(morra.MorraRules(), stored) == rules
    assert game.variant_of_rules(rules) is None
    with pytest.raises(ValueError, match="max_hand"):
        game.rules_from_dict(morra.MorraRules(), {"max_hand": 9})


def test_side_info_and_outcomes_in_words(kit, tiny) -> None:
    state = morra.new_game(tiny)
    assert kit.side_info(state, 0) == "choosing a start field"
    state = state.play_joint(2, 3).play_joint(0, 0)
    assert kit.side_info(state, 1) == "moves now · 0.3, ring 1 of 2 · 1 round played"
    won = Outcome(1, morra.MorraTermination.REACHED_CENTRE)
    assert (
        kit.describe_outcome(won, ["Ann", "Ben"])
        == "Ben (Blue) wins: the stone reached the centre."
    )
    drawn = Outcome(None, morra.MorraTermination.ROUND_LIMIT)
    assert kit.describe_outcome(drawn, ["Ann", "Ben"]).startswith("Draw")


def test_joint_move_and_positions(kit, tiny) -> None:
    state = morra.new_game(tiny)
    move = state.joint_move({1: 5, 0: 2})  # the one move the controller records
    assert str(move) == "0.2/0.5"
    after = state.play(move)
    assert after == state.play_joint({0: 2, 1: 5})
    assert kit.game.parse_position(after.position()) == after
    assert after.choosers() == (0, 1)


def test_a_broken_file_is_refused_in_words(kit) -> None:
    session = GameSession(lambda key, count: kit.colour_names(count))
    for text in ["", "\x00\x01", '[Game "Morra"]\n[Layout "no-such-layout"]\n']:
        with pytest.raises(ValueError):
            session.read_text(text, ".morra")


def test_computer_chooses_for_its_own_seat(kit, tiny) -> None:
    state = morra.new_game(tiny).play_joint(0, 0)
    computer = make_computer("morra", 5)
    for player in (0, 1):
        choice = computer.choose(state, player, lambda: False)
        assert choice in state.legal_choices(player)
