"""Board looks: every game has at least three, each keeps the players' pieces apart for every
kind of colour vision (a measure, checked against known colour pairs), and a look is chosen by
name only."""

from __future__ import annotations

import pytest

from morra_suite.ui import board_looks
from morra_suite.ui.kits import available_kits


def test_the_measure_knows_what_dichromats_confuse() -> None:
    # pure red and pure green are far apart for normal eyes, close for a deuteranope
    red, green = "#d02020", "#3c9a20"
    lab_normal = board_looks.seen(red, "normal"), board_looks.seen(green, "normal")
    normal = sum((a - b) ** 2 for a, b in zip(*lab_normal, strict=True)) ** 0.5
    assert normal > 60
    assert board_looks.distinguishability(red, green) < 25
    # black and white stay apart in every vision
    assert board_looks.distinguishability("#000000", "#ffffff") == pytest.approx(100, abs=0.5)
    assert board_looks.distinguishability("#777777", "#777777") == 0


def test_every_game_has_three_looks_with_distinguishable_pieces() -> None:
    kits = available_kits()
    for key in ("mill", "morra", "myra"):  # the app's games (a test may register a plugin)
        table = kits[key].looks()
        assert len(table) >= 3, key
        assert len({look.key for look in table}) == len(table), key
        for look in table:
            bodies = [piece.body for piece in look.pieces]
            assert len(bodies) >= 2, (key, look.key)
            for i, a in enumerate(bodies):
                for b in bodies[i + 1 :]:
                    apart = board_looks.distinguishability(a, b)
                    assert apart >= board_looks.PIECES_APART, (key, look.key, a, b, apart)


def test_an_unknown_look_is_refused_by_name() -> None:
    table = available_kits()["mill"].looks()
    with pytest.raises(board_looks.UnknownLookError, match="plaid"):
        board_looks.select("mill", "plaid", table)
