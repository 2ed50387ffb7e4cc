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


# ---------------------------------------------------------------- the game found before its import
def _imported_after(code: str) -> dict[str, object]:
    """Runs ``code`` (which sets ``result``) in a fresh interpreter: ``result`` and the games
    whose rules were imported (their ``rules`` module)."""
    import json
    import subprocess
    import sys

    program = (
        "import json, sys\n"
        "from morra_suite.controllers.record_reader import read_any\n"
        f"{code}\n"
        "rules = sorted(k for k in ('mill', 'morra', 'myra')\n"
        "               if f'morra_suite.games.{k}.rules' in sys.modules)\n"
        "print(json.dumps({'result': result, 'rules': rules}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=120, check=True
    )
    return json.loads(done.stdout.splitlines()[-1])


def test_a_games_own_file_imports_that_game_alone() -> None:
    """The first open of a ``.pgn`` imported all three rules packages, to ask each for its file
    type (issue 43: the first game opened in a window stood still for 190 ms)."""
    found = _imported_after(
        "result = read_any('[Variant \"nine\"]\\n1. d6 d2 2. f4 b4\\n', '.pgn')[0]"
    )
    assert found == {"result": "mill", "rules": ["mill"]}


@pytest.mark.parametrize("key", ["morra", "myra", "mill"])
def test_a_text_file_goes_to_the_game_its_tags_name(key: str) -> None:
    from tests.ui.long_games import long_record

    _start, _moves, text = long_record(key, 6)
    found = _imported_after(f"result = read_any({text!r}, '.txt')[0]")
    assert found == {"result": key, "rules": [key]}


def test_a_text_whose_tags_name_no_game_is_offered_to_every_game() -> None:
    """PlayOK's records carry no tags of ours: every reader is asked, as before, and the mill
    reader takes it (Morra's, first in the registry, was asked before it; Myra's comes after);
    a Game tag that no game claims is refused by the first reader's words."""
    found = _imported_after("result = read_any('1. d6 d2 2. f4 b4\\n', '.txt')[0]")
    assert found == {"result": "mill", "rules": ["mill", "morra"]}
    with pytest.raises(ValueError, match="not of Morra"):
        read_any('[Game "Chess"]\n1. e4 e5\n', ".txt")


def test_a_text_named_for_one_game_is_read_by_that_game_alone(checks: list[str]) -> None:
    with pytest.raises(ValueError) as refused:
        read_any('[Game "Myra"]\n1. d6 d2\n', ".txt")
    assert checks == ["myra"]  # only Myra's reader was asked (and said why it cannot read it)
    assert "Morra" not in str(refused.value)


def test_each_games_record_says_what_its_description_and_reader_say() -> None:
    """The registration's file type is the description's, and the mill reader's Game words
    are the registration's (the data that finds a record's game without importing it)."""
    from morra_suite.games import game_keys, load_game, registration

    for key in game_keys():
        assert registration(key).file_suffix == load_game(key).file_suffix
    assert registration("mill").record_words == mill_record._MILL_GAME_WORDS
