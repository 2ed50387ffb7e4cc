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


def _ruling(number: str) -> str:
    text = " ".join(rules_text().split())
    return text.split(f"**{number}. ", 1)[1].split(" - **R", 1)[0]


# Ruling R18
def test_the_start_shape_is_a_ruling_rows_across_the_corner() -> None:
    from morra_suite.games import myra
    from morra_suite.games.myra.board import start_troops

    assert "rows across the corner" in _ruling("R18")
    assert "(ruling R18)" in rules_text().split("## The start", 1)[1].split("\n## ", 1)[0]
    # At a1 a row across the corner is a line of holes whose row letter and diagonal number add
    # up to the same amount (a2 and b1; a3, b2 and c1; ...); every other corner is a1 turned round
    # the centre (tests/myra/test_myra_board.py).
    rows: dict[int, list[int]] = {}
    for hole, size in start_troops(myra.hole_index("a1")):
        name = myra.hole_name(hole)
        rows.setdefault(ord(name[0]) - ord("a") + int(name[1:]), []).append(size)
    assert rows == {2: [4, 4], 3: [3, 3, 3], 4: [2, 2, 2, 2]}


# Ruling R10
def test_unchain_keeps_one_ball_in_the_troops_own_hole_and_reverses_a_chain_up() -> None:
    from morra_suite.games import myra

    text = _ruling("R10")
    assert "own hole keeps one soldier" in text
    assert "exact reverse of chain-up" in text
    assert "Read literally" in text and "empty" in text
    troop = myra.parse_position("a1=AQ,k11=BQ,e5=A4 A A:0,B:0")
    line = myra.parse_position("a1=AQ,k11=BQ,e5=A1,e6=A1,e7=A1,e8=A1 A A:0,B:0")
    unchained = troop.play("e5~e6~e7~e8")
    assert unchained.position().split()[0] == line.position().split()[0]  # e5 keeps one
    chained = line.play("e8>e7>e6>e5")  # the same line gathered into the troop's hole
    assert chained.position().split()[0] == troop.position().split()[0]
