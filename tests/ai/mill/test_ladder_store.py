"""The ladder benchmarks' results file (``benchmarks/ladder_elo.py``): every game kept by its
pair's key, written whole or not at all, read back, merged with another run's, and a damaged
file named and set aside rather than mixed in. The table says whether the ladder is met."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.ai.mill.benchmark_scripts import load_benchmark

ladder_elo = load_benchmark("ladder_elo")


def test_games_are_kept_by_pair_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "ladder.json"
    store = ladder_elo.Store(str(path))
    store.add("a | b", {"low": 1, "high": 2}, {0: 1.0, 1: 0.5})
    store.add("a | b", {"low": 1, "high": 2}, {2: 0.0})
    store.add("b | c", {"low": 2, "high": 3}, {0: 1.0})
    again = ladder_elo.Store(str(path))
    assert again.games("a | b") == {0: 1.0, 1: 0.5, 2: 0.0}
    assert again.games("b | c") == {0: 1.0}
    assert again.games("c | d") == {}
    assert [p.name for p in tmp_path.iterdir()] == ["ladder.json"]  # no temporary left


def test_another_runs_games_merge_in(tmp_path: Path) -> None:
    first = ladder_elo.Store(str(tmp_path / "first.json"))
    first.add("pair", {"low": 1, "high": 2}, {0: 1.0, 1: 1.0})
    second = ladder_elo.Store(str(tmp_path / "second.json"))
    second.add("pair", {"low": 1, "high": 2}, {1: 0.0, 40: 0.5})
    second.add("other", {"low": 2, "high": 3}, {0: 0.0})
    first.merge(second)
    assert first.games("pair") == {0: 1.0, 1: 1.0, 40: 0.5}  # a game in both keeps its own
    assert first.games("other") == {0: 0.0}


@pytest.mark.parametrize(
    "text",
    ["{not json", '{"pairs": []}', '{"pairs": {"k": {"games": {"0": 0.7}}}}', "[1, 2]"],
)
def test_a_damaged_file_is_named_and_set_aside(tmp_path: Path, capsys, text: str) -> None:
    path = tmp_path / "ladder.json"
    path.write_text(text, encoding="utf-8")
    store = ladder_elo.Store(str(path))
    assert store.pairs == {}
    assert str(path) in capsys.readouterr().err
    store.add("k", {}, {0: 1.0})
    assert path.read_text(encoding="utf-8") == text  # the damaged file is left as it was
    assert json.loads((tmp_path / "ladder.json.new").read_text())["pairs"]["k"]["games"] == {
        "0": 1.0
    }


def test_the_table_says_whether_the_ladder_is_met(capsys) -> None:
    # 3 levels: 60 games of 80% (+241) and of 70% (+147): within 100 to 250 and separate
    good = {1: [1.0] * 48 + [0.0] * 12, 2: [1.0] * 42 + [0.0] * 18}
    assert ladder_elo.print_ladder(good, 3)
    assert "within 100 to 250 Elo: yes" in capsys.readouterr().out
    too_wide = {1: [1.0] * 57 + [0.0] * 3, 2: good[2]}  # 95%: over 250
    assert not ladder_elo.print_ladder(too_wide, 3)
    missing = {1: good[1], 2: None}
    assert not ladder_elo.print_ladder(missing, 3)
    assert "every pair measured: no" in capsys.readouterr().out


def test_a_gap_always_has_an_error_bar() -> None:
    """A clean sweep has a finite gap, a pair that drew every game an error bar above nought."""
    sweep, sweep_bar = ladder_elo.gap([1.0] * 10)
    assert 0 < sweep < 1000 and sweep_bar > 0
    even, even_bar = ladder_elo.gap([0.5] * 10)
    assert even == 0 and even_bar > 50
