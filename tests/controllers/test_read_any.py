"""A text offered to every game (a ``.txt`` file) is bounded once, not once per game (issue 43):
each reader checks the same bounds first, and on a 4 MB hostile text each check was 20-60 ms of
C work on the reading thread, which holds the interpreter lock through it."""

from __future__ import annotations

import pytest

from morra_suite.controllers.record_reader import read_any
from morra_suite.games.mill import record as mill_record
from morra_suite.games.morra import record as morra_record
from morra_suite.games.myra import record as myra_record


@pytest.fixture
def checks(monkeypatch) -> list[str]:
    """The games' readers that ran the bounds check themselves."""
    ran: list[str] = []
    for name, module in (("mill", mill_record), ("morra", morra_record), ("myra", myra_record)):
        real = module.check_record_text

        def counted(text: str, real=real, name: str = name) -> None:
            ran.append(name)
            real(text)

        monkeypatch.setattr(module, "check_record_text", counted)
    return ran


def test_a_hostile_text_for_every_game_is_refused_by_one_check(checks: list[str]) -> None:
    with pytest.raises(ValueError, match="a tag line longer than") as refused:
        read_any('[Event "' + "x" * 3_900_000 + '"]\n', ".txt")
    assert type(refused.value) is ValueError  # as the readers' refusal was said before
    assert checks == []  # no game's reader ran: the one check refused it


def test_a_good_text_for_every_game_is_still_read(checks: list[str]) -> None:
    key, data = read_any('[Variant "nine"]\n1. d6 d2 2. f4 b4\n', ".txt")
    assert key == "mill" and len(data.moves) == 4
    with pytest.raises(ValueError, match="a tag line longer than"):
        read_any('[Event "' + "x" * 20_000 + '"]\n', ".pgn")  # a game's own file: its reader
    assert "mill" in checks
