"""The secret-choice bookkeeping without Qt: key maps, hidden cursors, who may choose what."""

from __future__ import annotations

import pytest

from morra_suite.core.interpret import Refusal
from morra_suite.games.morra.interpret import (
    ChoiceRefusal,
    Chosen,
    CursorMoved,
    HiddenChoices,
    KeyMap,
    KeyMapError,
    refused,
)


def test_default_keys_are_the_home_rows() -> None:
    keymap = KeyMap()
    assert keymap.hand_keys(0, 4) == ("a", "s", "d", "f")
    assert keymap.hand_keys(1, 4) == ("j", "k", "l", ";")
    assert keymap.lookup("F") == (0, 3)
    assert keymap.lookup(";") == (1, 3)
    assert keymap.lookup("q") is None
    # Hands of five balls take two more keys each, below the home row.
    assert keymap.hand_keys(0, 6) == ("a", "s", "d", "f", "z", "x")
    assert keymap.hand_keys(1, 6) == ("j", "k", "l", ";", "m", ",")


def test_key_maps_that_cannot_work_are_refused() -> None:
    with pytest.raises(KeyMapError, match="given to player 1 and player 2"):
        KeyMap.from_strings(["asdf", "jkla"])
    with pytest.raises(KeyMapError, match="at least 4"):
        KeyMap.from_strings(["asd", "jkl;"])
    assert KeyMap.from_strings(["Q W E R", "u i o p"]).to_strings() == ["qwer", "uiop"]


def test_hand_keys_choose_and_a_second_choice_is_refused() -> None:
    choices = HiddenChoices()
    choices.begin("hands", (0, 1, 2, 3), frozenset({0, 1}))
    assert choices.needs_cover(0) and choices.needs_cover(1)
    assert choices.press("d") == Chosen(0, 2)
    assert choices.press("s") == refused(0, ChoiceRefusal.ALREADY_CHOSEN)
    assert choices.pending == frozenset({1})
    # Player 0 has committed: player 1's card no longer needs hiding from anyone.
    assert not choices.needs_cover(1)
    assert choices.press("j") == Chosen(1, 0)
    assert choices.press("q") is None


def test_keys_beyond_the_hand_size_and_of_other_players_are_refused() -> None:
    choices = HiddenChoices()
    choices.begin("hands", (0, 1), frozenset({0}))
    assert choices.press("d") == refused(0, ChoiceRefusal.HAND_TOO_LARGE, most=1)
    assert choices.press("k") == refused(1, ChoiceRefusal.NOT_YOUR_TURN)
    assert choices.choose(0, 5) == refused(0, ChoiceRefusal.NOT_A_CHOICE, choice=5)
    assert not choices.needs_cover(0)  # alone against the computer: nothing to hide


def test_start_field_cursor_counts_clockwise_and_wraps() -> None:
    choices = HiddenChoices()
    choices.begin("setup", tuple(range(6)), frozenset({0, 1}))
    assert choices.press("a") == CursorMoved(0, 5)  # one back from 0.0 wraps to 0.5
    assert choices.press("s") == CursorMoved(0, 0)
    for _ in range(3):
        choices.press("s")
    assert choices.press("f") == Chosen(0, 3)
    choices.press("k")
    choices.press("k")
    assert choices.press("l") == CursorMoved(1, 0)  # back to 12 o'clock
    assert choices.press("k") == CursorMoved(1, 1)
    assert choices.press(",") == refused(1, ChoiceRefusal.SETUP_KEYS)
    assert choices.press(";") == Chosen(1, 1)


def test_a_new_round_forgets_choices_and_cursors() -> None:
    choices = HiddenChoices()
    choices.begin("setup", tuple(range(6)), frozenset({0, 1}))
    choices.press("s")
    choices.press("f")
    choices.begin("hands", (0, 1, 2, 3), frozenset({0, 1}))
    assert choices.chosen == set()
    assert choices.cursor(0) == 0
    assert choices.press("a") == Chosen(0, 0)


def test_a_player_the_controller_waits_for_again_may_choose_again() -> None:
    choices = HiddenChoices()
    choices.begin("hands", (0, 1, 2, 3), frozenset({0, 1}))
    assert choices.press("s") == Chosen(0, 1)
    choices.set_humans(frozenset({1}))  # the controller took the choice
    assert choices.chosen == {0}
    choices.set_humans(frozenset({0, 1}))  # ... and dropped it again
    assert choices.press("d") == Chosen(0, 2)


def test_each_player_chooses_from_what_the_rules_gave_that_player() -> None:
    choices = HiddenChoices()
    choices.begin("hands", {0: (0, 1, 2, 3), 1: (0, 1)}, frozenset({0, 1}))
    assert choices.options_of(0) == (0, 1, 2, 3)
    assert choices.press("k") == Chosen(1, 1)
    assert choices.press("f") == Chosen(0, 3)
    choices.begin("hands", {0: (0, 1, 2, 3), 1: (0, 1)}, frozenset({0, 1}))
    assert choices.press("l") == refused(1, ChoiceRefusal.HAND_TOO_LARGE, most=1)
    assert choices.choose(1, 3) == refused(1, ChoiceRefusal.NOT_A_CHOICE, choice=3)
    choices.begin("setup", {0: (0, 1, 2), 1: ()}, frozenset({0, 1}))
    assert choices.press("a") == CursorMoved(0, 2)
    assert choices.press("k") == refused(1, ChoiceRefusal.NOT_A_CHOICE)


def test_a_round_starts_from_what_the_rules_say_of_the_state() -> None:
    from morra_suite.games import morra

    choices = HiddenChoices()
    choices.set_humans(frozenset({0, 1}))
    start = morra.new_game("target")
    choices.reset(start)
    assert choices.phase == "setup" and choices.pending == frozenset({0, 1})
    assert choices.options_of(1) == start.legal_choices(1)
    state = start.play_joint(0, 3)
    choices.press("s")
    choices.reset(state)  # a new round forgets who had chosen, keeps whose input counts
    assert choices.phase == "hands" and choices.chosen == set()
    assert choices.humans == frozenset({0, 1})
    assert choices.options_of(0) == state.rules.hands
    over = morra.parse_position("target a:c b:0.1 next:b round:4")
    assert over.choosers() == ()
    choices.reset(over)
    assert choices.pending == frozenset({0, 1}) and choices.options_of(0) == ()
    assert choices.press("a") == refused(0, ChoiceRefusal.HAND_TOO_LARGE, most=0)


def test_a_start_field_is_clicked_on_the_board_only_with_nobody_to_hide_from() -> None:
    from morra_suite.games import morra

    start = morra.new_game("target")
    choices = HiddenChoices()
    choices.set_humans(frozenset({0, 1}))
    choices.reset(start)
    assert choices.direct_chooser() is None
    assert choices.field_choice(0, 2) == (None, 2)  # a start field, but both would see it
    assert choices.click_field(0, 2) == Refusal(ChoiceRefusal.MUST_USE_CARD, None, {"player": None})
    assert choices.click_field(1, 0) is None  # not the outer ring: no choice at all
    alone = HiddenChoices()
    alone.set_humans(frozenset({1}))
    alone.reset(start)
    assert alone.direct_chooser() == 1
    assert alone.click_field(0, 4) == Chosen(1, 4)
    assert alone.click_field(0, 5) is None  # chosen: the board makes no more choices
    alone.reset(start.play_joint(0, 3))
    assert alone.click_field(0, 1) is None  # hands are never clicked on the board
