"""The user rules text: its push example and every shipped board's figures match the code."""

from __future__ import annotations

import re

import pytest

from morra_suite.games import morra
from morra_suite.resources import resource_path

TEXT = resource_path("rules", "en", "morra.md").read_text(encoding="utf-8")


def test_the_push_example_is_what_the_rules_do() -> None:
    """Each row of the diagram is where the stones stand after that step of ``trace``."""
    state = morra.parse_position("target a:0.3 b:0.4 next:a round:5")
    lines = TEXT.split("### A push, step by step", 1)[1].split("```")[1].splitlines()
    header = next(line for line in lines if "0.3" in line and "1.4" in line)
    columns = {name: header.index(name) + 1 for name in header.split()}
    rows = [line for line in lines if line.startswith(("before", "("))]

    def stands(row: str) -> dict[str, str]:
        return {
            name: "".join(c for c in row[centre - 1 : centre + 2] if c in "ab")
            for name, centre in columns.items()
        }

    where = {0: "0.3", 1: "0.4"}
    expected = [dict(where)]
    steps = state.trace("1/0")
    for step in steps:
        where[step.stone] = state.layout.field_text(step.dst)
        expected.append(dict(where))
    assert len(rows) == len(steps) + 1
    for row, stones in zip(rows, expected, strict=True):
        want = {name: "" for name in columns}
        for stone, name in stones.items():
            want[name] += "ab"[stone]
        assert stands(row) == want, row
    for row, step in zip(rows[1:], steps, strict=True):
        assert row.split()[1] == step.kind
    after = state.play_joint(1, 0)
    assert f"after the round: {after.position()}" in TEXT
    outward = morra.parse_position("target a:0.3 b:0.4 next:a round:5 push:outward")
    assert outward.play_joint(1, 0).field_text(0) == "0.5"
    assert "a ends on 0.5" in TEXT


@pytest.mark.parametrize("name", morra.layout_names())
def test_every_shipped_board_has_its_figures_and_dots_in_the_text(name: str) -> None:
    layout = morra.load_layout(name)
    row = re.search(rf"^\| {layout.title} \|(.+)\|$", TEXT, re.MULTILINE)
    assert row, f"no figures for {layout.title}"
    cells = [c.strip() for c in row.group(1).split("|")]
    assert cells[0] == ", ".join(map(str, layout.fields))
    sol = morra.solve(layout)
    stats = sol.statistics()
    assert float(cells[1]) == pytest.approx(sol.start_value, abs=6e-5)
    assert float(cells[2].rstrip(" %")) == pytest.approx(100 * stats.p_a_wins, abs=0.006)
    assert float(cells[4]) == pytest.approx(stats.expected_rounds, abs=0.06)
    assert float(cells[5].rstrip(" %")) == pytest.approx(100 * stats.p_end_within_limit, abs=0.006)
    section = TEXT.split(f"**{layout.title}**", 1)[1].split("\n\n", 2)[1]
    for dot in layout.dots:
        assert f"{layout.field_text(dot.at)}→{layout.field_text(dot.to)}" in section
    assert section.count("→") == len(layout.dots)
