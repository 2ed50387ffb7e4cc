"""The level My Progress suggests next: two wins in a row at a level suggest the next one, two
losses in a row the one below, anything else the same again; the games are kept in order by the
progress store, bounded, and a bad entry is set aside on its own."""

from __future__ import annotations

import json
from pathlib import Path

from morra_suite.learn.next_level import NextLevel, suggest
from morra_suite.learn.progress import FILE_NAME, MAX_RECENT, LevelResults, Progress


def test_two_wins_in_a_row_suggest_the_next_level() -> None:
    assert suggest([(4, "won"), (4, "won")], {}, 13) == NextLevel(5, "up", 4)
    # the wins must be the last two, at the level played last
    assert suggest([(4, "won"), (4, "lost"), (4, "won")], {}, 13) == NextLevel(4, "again", 4)
    assert suggest([(3, "won"), (4, "won")], {}, 13) == NextLevel(4, "again", 4)
    assert suggest([(4, "won"), (4, "drawn")], {}, 13) == NextLevel(4, "again", 4)


def test_two_losses_in_a_row_suggest_one_lower() -> None:
    assert suggest([(6, "won"), (6, "lost"), (6, "lost")], {}, 13) == NextLevel(5, "down", 6)
    assert suggest([(1, "lost"), (1, "lost")], {}, 13) == NextLevel(1, "again", 1)  # no lower


def test_the_top_and_a_level_from_a_longer_ladder() -> None:
    assert suggest([(13, "won"), (13, "won")], {}, 13) == NextLevel(13, "top", 13)
    assert suggest([(20, "lost"), (13, "lost")], {}, 13) == NextLevel(12, "down", 13)


def test_without_games_in_order_the_counts_decide() -> None:
    assert suggest([], {}, 13) == NextLevel(1, "start")
    assert suggest([], {2: LevelResults(9, 0, 0), 5: LevelResults(3, 1, 1)}, 13).level == 6
    assert suggest([], {5: LevelResults(0, 0, 2)}, 13) == NextLevel(4, "down", 5)
    assert suggest([], {5: LevelResults(1, 0, 1)}, 13) == NextLevel(5, "again", 5)


def test_the_store_keeps_the_last_games_in_order(tmp_path: Path) -> None:
    store = Progress.open(tmp_path)
    for n in range(MAX_RECENT + 3):
        store.record_game("mill", 1 + n % 3, "won" if n % 2 else "lost")
    recent = Progress.open(tmp_path).recent("mill")
    assert len(recent) == MAX_RECENT
    assert recent[-1] == (1 + (MAX_RECENT + 2) % 3, "lost" if (MAX_RECENT + 2) % 2 == 0 else "won")
    assert store.recent("myra") == ()


def test_a_bad_game_in_order_is_set_aside_alone(tmp_path: Path) -> None:
    content = {
        "format": "morra-suite-progress",
        "version": 1,
        "games": {"mill": {"recent": [[3, "won"], [0, "won"], [3, "resigned"], [3, "won"]]}},
    }
    (tmp_path / FILE_NAME).write_text(json.dumps(content), encoding="utf-8")
    store = Progress.open(tmp_path)
    assert store.problem is not None
    assert store.recent("mill") == ((3, "won"), (3, "won"))
    assert suggest(store.recent("mill"), store.results("mill"), 13).level == 4
