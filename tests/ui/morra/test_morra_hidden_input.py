"""The secret-choice bookkeeping without Qt: key maps, hidden cursors, who may choose what."""

from __future__ import annotations

import pytest

from morra_suite.controllers.morra_input import (
    Chosen,
    CursorMoved,
    HiddenChoices,
    KeyMap,
    KeyMapError,
    Reason,
    Refused,
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
    assert choices.press("s") == Refused(0, Reason.ALREADY_CHOSEN)
    assert choices.pending == frozenset({1})
    # Player 0 has committed: player 1's card no longer needs hiding from anyone.
    assert not choices.needs_cover(1)
    assert choices.press("j") == Chosen(1, 0)
    assert choices.press("q") is None


def test_keys_beyond_the_hand_size_and_of_other_players_are_refused() -> None:
    choices = HiddenChoices()
    choices.begin("hands", (0, 1), frozenset({0}))
    assert choices.press("d") == Refused(0, Reason.HAND_TOO_LARGE, 1)
    assert choices.press("k") == Refused(1, Reason.NOT_YOUR_TURN)
    assert choices.choose(0, 5) == Refused(0, Reason.NOT_A_CHOICE, 5)
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
    assert choices.press(",") == Refused(1, Reason.SETUP_KEYS)
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
    assert choices.press("l") == Refused(1, Reason.HAND_TOO_LARGE, 1)
    assert choices.choose(1, 3) == Refused(1, Reason.NOT_A_CHOICE, 3)
    choices.begin("setup", {0: (0, 1, 2), 1: ()}, frozenset({0, 1}))
    assert choices.press("a") == CursorMoved(0, 2)
    assert choices.press("k") == Refused(1, Reason.NOT_A_CHOICE)
