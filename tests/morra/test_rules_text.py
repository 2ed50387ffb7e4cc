"""The user rules text: its push example and every shipped board's figures match the code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from morra_suite.ai.morra import solve as solve_morra
from morra_suite.games import morra
from morra_suite.games.morra.layout import parse_field
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
    sol = solve_morra(layout)
    stats = sol.statistics()
    assert float(cells[1]) == pytest.approx(sol.start_value, abs=6e-5)
    assert float(cells[2].rstrip(" %")) == pytest.approx(100 * stats.p_a_wins, abs=0.006)
    assert float(cells[4]) == pytest.approx(stats.expected_rounds, abs=0.06)
    assert float(cells[5].rstrip(" %")) == pytest.approx(100 * stats.p_end_within_limit, abs=0.006)
    section = TEXT.split(f"**{layout.title}**", 1)[1].split("\n\n", 2)[1]
    for dot in layout.dots:
        assert f"{layout.field_text(dot.at)}→{layout.field_text(dot.to)}" in section
    assert section.count("→") == len(layout.dots)


# --- the box text and the rulings ------------------------------------------------------------


def test_the_text_keeps_the_box_rules_apart_from_the_rulings() -> None:
    playing = TEXT.split("## Playing", 1)[1].split("## Rulings", 1)[0]
    rulings = TEXT.split("## Rulings", 1)[1].split("\n## ", 1)[0]
    assert "What the box text says" in playing
    assert re.findall(r"^(\d+)\. \*\*", playing, flags=re.MULTILINE) == list("123456")
    # Nothing the box leaves open is stated as the box's rule.
    for ruling_only in ("secret", "at most one dot", "at once", "pushed stone", "200"):
        assert ruling_only not in playing, ruling_only
    numbers = re.findall(r"\*\*(R\d+)\. ", rulings)
    assert numbers == [f"R{i}" for i in range(1, len(numbers) + 1)]


def test_the_outward_push_is_named_as_the_projects_own_option() -> None:
    settings = " ".join(TEXT.split("## Settings", 1)[1].split("\n## ", 1)[0].split())
    assert "Morra Suite's own" in settings and "no historical source is known" in settings
    assert "early description" not in TEXT


def test_every_ruling_is_pinned_by_a_test() -> None:
    rulings = re.findall(r"\*\*(R\d+)\. ", TEXT)
    assert len(rulings) >= 7
    pinned: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# Ruling "):
                pinned.update(re.findall(r"R\d+", line))
    assert set(rulings) == pinned, (
        f"not pinned: {sorted(set(rulings) - pinned)}; unknown: {sorted(pinned - set(rulings))}"
    )


def _steps(position: str, hands: str) -> list[tuple[str, str, str]]:
    state = morra.parse_position(position)
    return [(s.kind, "ab"[s.stone], state.layout.field_text(s.dst)) for s in state.trace(hands)]


# Ruling R1
def test_start_fields_are_one_joint_secret_choice() -> None:
    setup = morra.parse_position("target setup")
    outer = setup.legal_choices(0)
    assert outer == setup.legal_choices(1) and len(outer) == 12
    with pytest.raises(ValueError, match="both choices"):
        setup.play("0.4")  # one player's start alone is no move: both are revealed together
    assert setup.play("0.7/0.7").position() == "target a:0.7 b:0.7 next:a round:1"


# Ruling R2, R4
def test_after_a_push_the_arriving_stone_follows_its_dot_first() -> None:
    assert _steps("target a:0.3 b:0.4 next:a round:5", "1/0") == [
        ("ring", "a", "0.4"),
        ("push", "b", "0.5"),
        ("dot", "a", "1.3"),  # the arriving stone first
        ("dot", "b", "1.3"),
        ("push", "a", "1.4"),  # a has followed a dot: 1.4's black dot does not move it again
    ]


# Ruling R3
def test_a_stone_carried_by_a_dot_onto_the_other_pushes_it() -> None:
    assert _steps("target a:0.3 b:1.3 next:a round:5", "1/0") == [
        ("ring", "a", "0.4"),
        ("dot", "a", "1.3"),
        ("push", "b", "1.4"),
        ("dot", "b", "0.6"),
    ]


# Ruling R5
def test_a_stone_placed_on_a_dotted_start_field_stays_there() -> None:
    layout = morra.load_layout("target")
    for field in ("0.4", "0.5"):
        assert layout.dot_at(parse_field(field, layout)) is not None
    start = morra.parse_position("target setup").play("0.4/0.5")
    assert (start.field_text(0), start.field_text(1)) == ("0.4", "0.5")
    assert _steps(start.position(), "0/0") == [("ring", "a", "0.4"), ("dot", "a", "1.3")]


# Ruling R6
def test_a_pushed_stone_in_the_centre_wins_at_once_in_the_other_stones_round() -> None:
    state = morra.parse_position("target a:3.2 b:3.0 next:a round:5")
    assert _steps(state.position(), "2/0")[-1] == ("dot", "b", "c")
    assert state.play_joint(2, 0).outcome().winner == 1


# Ruling R7
def test_the_round_limit_draws() -> None:
    last = morra.parse_position("target a:0.3 b:0.1 next:b round:200")
    assert last.play_joint(1, 0).outcome().winner is None
    short = morra.parse_position("target a:0.3 b:0.1 next:b round:100 limit:100")
    assert short.play_joint(0, 0).outcome().reason.name == "ROUND_LIMIT"
