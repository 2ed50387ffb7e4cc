"""A level read back from an autosave or a saved game keeps its strength after the ladder was
renumbered: both now carry the ladder's size (the autosave's seats ``levels``, the record's
``ComputerLevels`` tag), and a level saved without it (an older version's file) is read as a
level of the seven-level ladder, through the game's ``saved_level`` hook."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from morra_suite.ai.mill.player import OLD_LADDERS
from morra_suite.controllers.autosave import Autosave
from morra_suite.controllers.computers import LEVELS_TAG, level_then, max_level
from morra_suite.controllers.session import GameSession
from tests.controllers.toy_games import Fixed

TOP = max_level("mill")


@pytest.fixture
def session(qtbot, tmp_path: Path) -> Iterator[GameSession]:
    made: list[tuple[str, int]] = []

    def computers(key: str, level: int) -> Fixed:
        made.append((key, level))
        return Fixed("a1")

    session = GameSession(
        lambda key, count: ["White", "Black"][:count], Autosave(tmp_path), computers
    )
    session.computer_delay_ms = 0
    session.made = made  # type: ignore[attr-defined]
    yield session
    session.shutdown()


def _start(session: GameSession, level: int) -> None:
    session.start("mill", "nine", None, [("Me", False, 0), ("Computer", True, level)])
    assert session.play_move("d6")  # a move, so that the autosave and the record hold one


def test_the_autosave_keeps_the_ladders_size_and_reads_old_levels_by_strength(
    qtbot, session
) -> None:
    _start(session, 5)
    qtbot.waitUntil(lambda: len(session.controller.record.moves) == 2)
    payload = session.autosave.read()
    assert [s.get("levels") for s in payload["seats"]] == [TOP, TOP]
    assert session.resume(payload)
    assert session.seats[1].level == 5  # today's ladder: kept
    for levels, level in ((None, 7), (7, 7), (7, 1), (14, 12), (14, 3)):
        old = dict(payload, seats=[dict(s) for s in payload["seats"]])
        old["seats"][1]["level"] = level
        if levels is None:
            del old["seats"][1]["levels"]  # written before the size was kept
        else:
            old["seats"][1]["levels"] = levels
        assert session.resume(old)
        expected = OLD_LADDERS[7 if levels is None else levels][level]
        assert session.seats[1].level == expected, (levels, level)
    assert OLD_LADDERS[7][7] == OLD_LADDERS[14][14] == TOP  # the old tops are today's top


def test_a_saved_game_keeps_the_ladders_size_and_an_old_one_reads_by_strength(
    qtbot, session
) -> None:
    _start(session, 4)
    text = session.game_text()
    assert f'[{LEVELS_TAG} "{TOP}"]' in text and '[BlackLevel "4"]' in text
    session.open_text(text, ".pgn")
    assert session.seats[1].level == 4
    old = text.replace(f'[{LEVELS_TAG} "{TOP}"]\n', "").replace(
        '[BlackLevel "4"]', '[BlackLevel "6"]'
    )
    assert LEVELS_TAG not in old
    session.open_text(old, ".pgn")
    assert session.seats[1].level == OLD_LADDERS[7][6]  # the seven-level ladder's level 6


def test_a_count_that_is_no_count_reads_as_unknown() -> None:
    for junk in ("x", "-3", "0", "1e3", True, 3.5, None, "99999"):
        assert level_then("mill", 7, junk) == OLD_LADDERS[7][7]
    assert level_then("mill", 7, str(TOP)) == 7
    assert level_then("mill", 99, TOP) == TOP
