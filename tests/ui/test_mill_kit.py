"""The mill kit's words beside the mill description, without a window."""

from __future__ import annotations

from morra_suite.games import mill
from morra_suite.ui.mill.kit import MillKit


def marked_texts() -> set[tuple[str, str]]:
    """(context, text) of every ``QT_TRANSLATE_NOOP`` call with literal arguments in the rules
    library: what lupdate puts into the catalogue (it reads these calls by name)."""
    import ast
    from pathlib import Path

    found: set[tuple[str, str]] = set()
    for path in Path(mill.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "QT_TRANSLATE_NOOP"
                and all(isinstance(a, ast.Constant) for a in node.args)
            ):
                context, text = (a.value for a in node.args)
                found.add((context, text))
    return found


def test_every_rules_text_is_marked_for_translation() -> None:
    """The library's names for presets, boards and settings are marked where they are written,
    as literals lupdate can read (a text put together at run time would never be translated)."""
    texts = [mill.PRESET_TITLES[k] for k in mill.PRESETS]
    texts += [mill.BOARD_TITLES[k] for k in mill.BOARD_KINDS]
    for label, tooltip in mill.FIELD_LABELS.values():
        texts += [label, tooltip]
    texts += list(dict.fromkeys(mill.CHOICE_TITLES.values()))  # the choices' values
    texts += list(mill.VARIANT_SENTENCES.values())  # the wider family's rules sentences
    marked = marked_texts()
    assert [t for t in texts if ("MillKit", t) not in marked] == []
    assert len(texts) > 130  # every table was found


def test_every_sentence_of_the_rules_summary_is_marked() -> None:
    """Each phrase of ``MillRules.description()`` (and each phrase inside it) is a marked text
    in the context it is translated with, for every preset and for the wider family's settings."""
    from dataclasses import replace

    from morra_suite.games.mill.wording import Phrase

    nine = mill.MillRules.preset("nine")
    variants = [mill.MillRules.preset(name) for name in mill.PRESETS]
    variants += [
        replace(nine, removal_per_mill=True, remove_from_mills=True, endgame_limit=5),
        replace(nine, blocked_passes=True, full_board_first_loses=True),
        replace(nine, diagonals=True, move_while_placing=True, lose_below=4, leap=True),
    ]
    marked = marked_texts()
    unmarked = []

    def walk(phrase: Phrase) -> None:
        if (phrase.context, phrase.text) not in marked:
            unmarked.append((phrase.context, phrase.text))
        for value in phrase.values:
            if isinstance(value, Phrase):
                walk(value)

    for rules in variants:
        for phrase in rules.description():
            walk(phrase)
    assert unmarked == []


def test_rule_fields_cover_every_setting_and_round_trip() -> None:
    kit = MillKit()
    game = kit.game
    names = [s.name for s in game.settings()]
    assert names == list(mill.FIELD_LABELS)
    assert [kit.setting_text(name) for name in names] == list(mill.FIELD_LABELS.values())
    for key, label in kit.variant_labels():
        rules = game.rules_for(key)
        assert label == mill.PRESET_TITLES[key]
        assert game.variant_of_rules(rules) == key
        rebuilt = game.rules_from_dict(game.rules_for("nine"), game.rules_to_dict(rules))
        # every setting travels, and the preset the rules were made from with them
        assert rebuilt.differences(rules) == {} and rebuilt.base_preset() == key
        assert rebuilt == rules


def test_save_and_load_text_keep_custom_rules_and_names() -> None:
    from dataclasses import replace

    from morra_suite.core.game import GameRecordData, SeatInfo

    game = MillKit().game
    rules = replace(mill.MillRules.preset("nine"), flying=False)
    start = game.new_state("nine", 2, rules)
    moves = []
    state = start
    for text in ("d6", "f4", "d2"):
        move = state.parse_move(text)
        moves.append(move)
        state = state.play(move)
    seats = [SeatInfo("Åse"), SeatInfo("Jürgen")]
    text = game.write_record(GameRecordData(start, moves, "nine", rules, seats))
    loaded = game.read_record(text)
    assert loaded.rules == rules and loaded.moves == moves and loaded.names == ["Åse", "Jürgen"]
    assert game.variant_of_rules(loaded.rules) is None


def test_outcomes_are_worded() -> None:
    kit = MillKit()
    state = mill.new_game(mill.MillRules.preset("three"))
    for text in ("a1", "a2", "b1", "b3", "c1"):
        state = state.play(text)
    words = kit.describe_outcome(state.outcome(), ["Ann", "Bob"])
    assert words == "Ann (White) wins: three in a line."


def test_stored_rules_come_back_with_their_types(qtbot) -> None:
    from dataclasses import replace

    from morra_suite.core.game import Setting
    from morra_suite.ui.commands.rules_store import RulesStore, _typed

    game = MillKit().game
    rules = replace(mill.MillRules.preset("twelve"), flying=False, no_removal_limit=50)
    store = RulesStore()
    store.save(game, "twelve", rules)
    assert RulesStore().load(game) == ("twelve", rules)
    numbered = Setting("size", "choice", 5, choices=(5, 7))
    assert _typed(numbered, "7") == 7
    store.reset(game)
    assert RulesStore().load(game) == ("nine", mill.MillRules.preset("nine"))


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
    from morra_suite.controllers.computers import make_computer, max_level
    from morra_suite.controllers.remote_player import RemoteComputer

    assert max_level("mill") == MAX_LEVEL
    player = make_computer("mill", MAX_LEVEL)
    assert isinstance(player, RemoteComputer)  # a Python search thinks in a child process
    assert player.level == MAX_LEVEL and "mill" in f"{player.factory} {player.game}"
    state = mill.new_game(mill.MillRules.preset("three"))
    try:
        assert player.choose(state, 0, lambda: False) in state.legal_moves()
    finally:
        player.close()
