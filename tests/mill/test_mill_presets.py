"""The presets as their sources give them, and the identity a changed preset keeps.

Morabaraba's source (shared/sources/003_*) plays with nine pieces each and no diagonals, flies at
three, removes one piece per move and protects pieces in mills unless all stand in one; a player
who cannot move or is down to two pieces loses. Those are Nine Men's Morris's settings, so only
the identity a rules value carries tells the two games apart: a game made from Morabaraba and
changed is "Morabaraba (custom)" in its title, its position token and its record's Variant tag.
"""

from __future__ import annotations

import dataclasses

import pytest

from morra_suite.games import mill
from morra_suite.games.mill.record import SETTING_TAGS, read_record, write_record

R = mill.MillRules.preset


def test_morabaraba_is_the_game_its_source_describes() -> None:
    m = R("morabaraba")
    assert (m.board, m.pieces, m.diagonals) == ("twenty-four", 9, False)
    assert (m.flying, m.flying_at) == (True, 3)
    assert not m.removal_per_mill and not m.remove_from_mills  # one piece; mills protected
    assert not m.move_while_placing  # moving starts once all eighteen are placed
    assert not m.blocked_passes  # a player who cannot move loses
    assert m.has_removal  # and a player left with two pieces loses
    # The source names no draw rule: the project's own draws, as in every preset.
    assert (m.threefold_repetition, m.no_removal_limit, m.endgame_limit) == (True, 100, 0)
    assert m.differences(R("nine")) == {}
    assert m != R("nine") and m.title == "Morabaraba" and mill.rules_token(m) == "morabaraba"


def test_the_tournament_form_keeps_twelve_pieces_and_diagonals() -> None:
    m = R("morabaraba12")
    assert m.title == mill.PRESET_TITLES["morabaraba12"] == "Morabaraba, 12 pieces and diagonals"
    assert m.differences(R("nine")) == {"pieces": 12, "diagonals": True, "endgame_limit": 10}
    assert mill.parse_rules_token("morabaraba12") == m


def test_flying_stays_on_in_nine_mens_morris() -> None:
    assert R("nine").flying and R("nine").flying_at == 3 and R("nine") == mill.MillRules()


def test_the_sources_game_changed_by_hand_stays_morabaraba() -> None:
    """The case the issue names: set up by hand, it used to read as Nine Men's Morris."""
    rules = dataclasses.replace(R("morabaraba"), endgame_limit=10)
    assert rules.preset_name is None and rules.base_preset() == "morabaraba"
    assert rules.title == "Morabaraba (custom)"
    assert rules.describe().startswith("Morabaraba (custom): 9 pieces each")
    assert mill.rules_token(rules) == "morabaraba(endgame_limit=10)"
    record = write_record(mill.new_game(rules))
    assert '[Variant "Morabaraba"]' in record and '[EndgameLimit "10"]' in record
    assert read_record(record).rules == rules


def test_an_unchanged_preset_is_no_custom_game_whatever_it_equals() -> None:
    for name in mill.PRESETS:
        assert R(name).preset_name == name == R(name).base_preset()
    assert dataclasses.replace(R("morabaraba"), flying=False, flying_at=3).preset_name is None
    twelve_by_hand = dataclasses.replace(R("nine"), pieces=12, diagonals=True)
    assert twelve_by_hand.title == "Nine Men's Morris (custom)"  # made from nine, not twelve


def _changed(rules: mill.MillRules, setting: str) -> mill.MillRules:
    """``rules`` with ``setting`` given another value, plus what that value needs to be legal."""
    value = getattr(rules, setting)
    if setting == "board":
        board = {"three": "six", "six": "twenty-four", "twenty-four": "six"}[value]
        pieces = {"six": min(rules.pieces, 8), "twenty-four": rules.pieces}[board]
        return dataclasses.replace(rules, board=board, pieces=pieces, diagonals=False)
    if setting == "pieces":
        points = rules.topology.size
        return dataclasses.replace(rules, pieces=value + 1 if 2 * (value + 1) <= points else 3)
    if setting == "diagonals" and rules.board == "six":
        return dataclasses.replace(rules, board="twenty-four", diagonals=True)
    if isinstance(value, bool):
        return dataclasses.replace(rules, **{setting: not value})
    if setting == "flying_at":
        return dataclasses.replace(rules, flying_at=7 - value)
    if setting in mill.CHOICES:  # the next choice
        choices = mill.CHOICES[setting]
        return dataclasses.replace(
            rules, **{setting: choices[(choices.index(value) + 1) % len(choices)]}
        )
    if setting == "lose_below":
        if value > 3:
            return dataclasses.replace(rules, lose_below=3)
        return dataclasses.replace(rules, pieces=max(4, rules.pieces), lose_below=4)
    return dataclasses.replace(rules, **{setting: value + 5})


CASES = [(name, setting) for name in mill.PRESETS for setting in mill.SETTINGS]


@pytest.mark.parametrize(("preset", "setting"), CASES, ids=[f"{p}-{s}" for p, s in CASES])
def test_a_changed_preset_keeps_its_identity(preset: str, setting: str) -> None:
    rules = _changed(R(preset), setting)
    assert getattr(rules, setting) != getattr(R(preset), setting)
    title = mill.PRESET_TITLES[preset]
    # title
    assert rules.preset_name is None and rules.base_preset() == preset
    assert rules.title == f"{title} (custom)"
    # position token, and the position string it starts
    token = mill.rules_token(rules)
    assert token.startswith(f"{preset}(") and f"{setting}=" in token
    assert mill.parse_rules_token(token) == rules
    assert mill.parse_rules_token(token).base_preset() == preset
    start = mill.new_game(rules)
    assert mill.parse_position(start.position()).rules == rules
    # record tags
    record = write_record(start)
    assert f'[Variant "{title}"]' in record
    tag = next(t for t, name in SETTING_TAGS.items() if name == setting)
    assert f"[{tag} " in record
    back = read_record(record).rules
    assert back == rules and back.base_preset() == preset


@pytest.mark.parametrize("preset", mill.PRESETS)
def test_every_preset_round_trips_unchanged(preset: str) -> None:
    rules = R(preset)
    record = write_record(mill.new_game(rules))
    assert f'[Variant "{mill.PRESET_TITLES[preset]}"]' in record
    assert not any(f"[{tag} " in record for tag in SETTING_TAGS)
    assert read_record(record).rules == rules
    assert mill.parse_rules_token(mill.rules_token(rules)) == rules


def test_the_identity_is_not_a_setting() -> None:
    assert "variant" not in mill.SETTINGS and "Variant" not in SETTING_TAGS
    with pytest.raises(ValueError, match="unknown rules setting 'variant'"):
        mill.parse_rules_token("nine(variant=morabaraba)")
    with pytest.raises(ValueError, match="unknown mill variant 'ten'"):
        mill.MillRules(variant="ten")
    assert "variant" not in dict(R("morabaraba").differences(R("nine")))


def test_the_readme_lists_every_preset_with_its_settings() -> None:
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")
    rows = {line.split("(`")[1].split("`)")[0]: line for line in readme.splitlines()
            if line.startswith("| ") and "(`" in line}  # fmt: skip
    nine = R("nine")
    for name in mill.PRESETS:
        row = rows[name]
        assert mill.PRESET_TITLES[name] in row
        assert f"| {R(name).pieces} |" in row
        for setting in R(name).differences(nine):
            if setting != "pieces":
                assert f"`{setting}=" in row, (name, setting)
