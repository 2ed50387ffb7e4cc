"""The user rules text ships with the app, and every ruling in it is pinned by a test."""

from __future__ import annotations

import re
from pathlib import Path

from morra_suite.resources import resource_path

HERE = Path(__file__).parent


def rules_text() -> str:
    return resource_path("rules", "en", "myra.md").read_text(encoding="utf-8")


def test_rules_text_is_found_through_the_package() -> None:
    text = rules_text()
    assert text.startswith("# Myra")
    for heading in ("## The board", "## The start", "## The end", "## Notation", "## Rulings"):
        assert heading in text


def test_every_ruling_is_pinned_by_a_test() -> None:
    rulings = re.findall(r"\*\*(R\d+)\. ", rules_text())
    assert rulings == [f"R{i}" for i in range(1, len(rulings) + 1)], "rulings numbered in order"
    assert len(rulings) >= 15
    pinned: set[str] = set()
    for path in HERE.glob("test_*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# Ruling "):
                pinned.update(re.findall(r"R\d+", line))
    assert set(rulings) == pinned, (
        f"not pinned: {sorted(set(rulings) - pinned)}; unknown: {sorted(pinned - set(rulings))}"
    )


def test_notation_table_matches_the_move_texts() -> None:
    from morra_suite.games.myra.moves import parse_move_text

    rows = re.findall(r"^\| [a-z ]+ \| `([^`]+)` \|", rules_text(), flags=re.MULTILINE)
    assert len(rows) == 7
    for text in rows:
        assert str(parse_move_text(text)) == text
