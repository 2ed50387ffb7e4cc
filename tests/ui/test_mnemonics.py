"""Underlined letters for menu items named by a game (``ui.mnemonics``)."""

from __future__ import annotations

from morra_suite.ui.mnemonics import with_mnemonic


def test_each_item_gets_a_letter_no_other_item_has() -> None:
    used: set[str] = set()
    texts = [with_mnemonic(t, used) for t in ("Morra", "Mill Games", "Myra", "Nim")]
    assert texts == ["&Morra", "M&ill Games", "M&yra", "&Nim"]


def test_words_with_a_letter_keep_it_and_an_ampersand_is_shown_as_one() -> None:
    used: set[str] = set()
    assert with_mnemonic("Sa&ve", used) == "Sa&ve"
    assert with_mnemonic("R & D", used) == "&R && D"
    assert with_mnemonic("Rr", {"r"}) == "&Rr"  # every letter taken: Qt steps between them
    assert with_mnemonic("…", used) == "…"
