"""Every game's kit speaks the language: variants, settings, summaries, side panel, outcomes.

The kits show names that live in the pure-Python rules modules (mill presets, board kinds and
setting labels); they are marked for lupdate in the kit, and this test fails when a rules module
gains a name the kit does not mark.
"""

from __future__ import annotations

import pytest

from morra_suite.games import game_keys

# Names that stay the same in every language (games named after people or places). Morra's
# boards are not among them: "Target" stood untranslated in the German and Danish New Game.
PROPER_NAMES = {
    "Morra",
    "Myra",
    "Morabaraba",
    # the regional mill games keep their own names in every language
    "Dooz",
    "Cheng San Qi",
    "Da San Qi",
    "Zhi Qi",
    "El Filja",
}


def kit_texts(key: str) -> dict[str, list[str]]:
    from morra_suite.ui import kits

    kit = kits.get_kit(key)
    game = kit.game
    variant = game.default_variant()
    rules = game.rules_for(variant)
    count = game.player_counts()[0]
    state = game.new_state(variant, count, rules)
    settings = game.settings()
    return {
        "title": [kit.title, kit.blurb, kit.file_filter],
        "variants": [label for _key, label in kit.variant_labels()],
        "labels": [kit.setting_text(s.name)[0] for s in settings],
        "tooltips": [kit.setting_text(s.name)[1] for s in settings],
        "choices": [
            kit.choice_label(s, v) for s in settings if s.kind == "choice" for v in s.choices
        ],
        "colours": kit.colour_names(count),
        "summary": [kit.describe_rules(rules)],
        "side": [kit.side_info(state, player) for player in range(count)],
    }


@pytest.mark.parametrize("code", ["de", "da"])
@pytest.mark.parametrize("key", game_keys())
def test_kit_texts_are_translated(speaking, key: str, code: str) -> None:
    speaking("en")
    english = kit_texts(key)
    speaking(code)
    translated = kit_texts(key)
    for part, texts in english.items():
        assert len(translated[part]) == len(texts), part
        same = [
            t
            for t, e in zip(translated[part], texts, strict=True)
            if t == e and t not in PROPER_NAMES and t.strip()
        ]
        assert not same, f"{key} {part} untranslated in {code}: {same}"


@pytest.mark.parametrize("code", ["de", "da"])
def test_mill_rules_module_names_are_all_marked(speaking, code: str) -> None:
    from PySide6.QtCore import QCoreApplication

    from morra_suite.games import mill

    speaking(code)
    names = list(mill.PRESET_TITLES.values()) + list(mill.BOARD_TITLES.values())
    for label, tooltip in mill.FIELD_LABELS.values():
        names += [label, tooltip]
    untranslated = [
        n for n in names if QCoreApplication.translate("MillKit", n) == n and n not in PROPER_NAMES
    ]
    assert not untranslated


@pytest.mark.parametrize("code", ["de", "da"])
def test_custom_rules_and_outcomes_are_translated(speaking, code: str) -> None:
    from morra_suite.games import mill
    from morra_suite.ui import kits

    speaking("en")
    kit = kits.get_kit("mill")
    custom = mill.parse_rules_token("nine(flying=no)")
    english_title = kit.game_title("nine", custom)
    outcome = mill.parse_position("nine w:a7,d7,g7 b:g1,e3 hand:0,0 to:b").outcome()
    english_outcome = kit.describe_outcome(outcome, ["Ann", "Bob"])
    speaking(code)
    kit = kits.get_kit("mill")
    assert (
        kit.game_title("nine", custom)
        == {"de": "Mühle (angepasst)", "da": "Mølle (tilpasset)"}[code]
    )
    assert english_title == "Nine Men's Morris (custom)"
    words = kit.describe_outcome(outcome, ["Ann", "Bob"])
    assert words != english_outcome and "Ann" in words
