"""The mill kit's side of the contract, without a window."""

from __future__ import annotations

from morra_suite.games import mill
from morra_suite.ui.mill.kit import RULES_TEXTS, MillKit


def test_every_rules_text_is_marked_for_translation() -> None:
    """The library's names for presets, boards and settings must be in the lupdate table."""
    texts = [mill.PRESET_TITLES[k] for k in mill.PRESETS]
    texts += [mill.BOARD_TITLES[k] for k in mill.BOARD_KINDS]
    for label, tooltip in mill.FIELD_LABELS.values():
        texts += [label, tooltip]
    assert sorted(texts) == sorted(RULES_TEXTS)


def test_rule_fields_cover_every_setting_and_round_trip() -> None:
    kit = MillKit()
    names = [f.name for f in kit.rule_fields()]
    assert names == list(mill.FIELD_LABELS)
    for variant in kit.variants():
        rules = kit.default_rules(variant.key)
        assert kit.preset_of(rules) == variant.key
        rebuilt = kit.rules_from_dict(kit.default_rules("nine"), kit.rules_to_dict(rules))
        # every setting travels; the identity is the base's (the variant the dialog was set to)
        assert rebuilt.differences(rules) == {} and rebuilt.base_preset() == "nine"
        own = kit.default_rules(variant.key)
        assert kit.rules_from_dict(own, kit.rules_to_dict(rules)) == rules


def test_save_and_load_text_keep_custom_rules_and_names() -> None:
    kit = MillKit()
    from dataclasses import replace

    rules = replace(mill.MillRules.preset("nine"), flying=False)
    start = kit.new_state("nine", rules, 2)
    moves = []
    state = start
    for text in ("d6", "f4", "d2"):
        move = state.parse_move(text)
        moves.append(move)
        state = state.play(move)
    text = kit.save_text(start, moves, rules, "nine", ["Åse", "Jürgen"])
    loaded = kit.load_text(text)
    assert loaded.rules == rules and loaded.moves == moves and loaded.names == ["Åse", "Jürgen"]
    assert kit.preset_of(loaded.rules) is None


def test_outcomes_are_worded() -> None:
    kit = MillKit()
    state = mill.new_game(mill.MillRules.preset("three"))
    for text in ("a1", "a2", "b1", "b3", "c1"):
        state = state.play(text)
    words = kit.describe_outcome(state.outcome(), ["Ann", "Bob"])
    assert words == "Ann (White) wins: three in a line."


def test_stored_rules_come_back_with_their_types(qtbot) -> None:
    from dataclasses import replace

    from morra_suite.ui.game_kit import RuleField
    from morra_suite.ui.storage import RulesStore, _typed

    kit = MillKit()
    rules = replace(mill.MillRules.preset("twelve"), flying=False, no_removal_limit=50)
    store = RulesStore()
    store.save(kit, "twelve", rules)
    assert RulesStore().load(kit) == ("twelve", rules)
    numbered = RuleField("size", "Size", "", "choice", [(5, "five"), (7, "seven")])
    assert _typed(numbered, "7") == 7
    store.reset(kit)
    assert RulesStore().load(kit) == ("nine", mill.MillRules.preset("nine"))


def test_rules_summary_says_what_the_library_says() -> None:
    """In English the kit's translatable summary is word for word ``MillRules.describe()``."""
    from dataclasses import replace

    kit = MillKit()
    variants = [mill.MillRules.preset(name) for name in mill.PRESETS]
    nine = mill.MillRules.preset("nine")
    variants += [
        replace(nine, flying=False, removal_per_mill=True, remove_from_mills=True),
        replace(nine, blocked_passes=True, threefold_repetition=False, no_removal_limit=0),
        replace(mill.MillRules.preset("twelve"), full_board_first_loses=True, endgame_limit=7),
        replace(mill.MillRules.preset("six"), flying=True, flying_at=4),
        replace(mill.MillRules.preset("three"), diagonals=True),
    ]
    for rules in variants:
        assert kit.describe_rules(rules) == rules.describe()
    assert kit.game_title("nine", variants[-5]) == "Nine Men's Morris (custom)"


def test_computer_levels_are_the_mill_ai_levels() -> None:
    from morra_suite.ai.mill import MAX_LEVEL
    from morra_suite.controllers.remote_player import RemoteComputer

    kit = MillKit()
    assert kit.max_level == MAX_LEVEL
    player = kit.computer_player(MAX_LEVEL)
    assert isinstance(player, RemoteComputer)
    assert (player.factory, player.level) == ("morra_suite.ai.mill:make_player", MAX_LEVEL)
    state = mill.new_game(mill.MillRules.preset("three"))
    try:
        assert player(state, lambda: False) in state.legal_moves()
    finally:
        player.close()
