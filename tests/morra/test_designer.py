"""The board designer's core: edited boards explained when broken, judged when valid."""

from __future__ import annotations

import pytest

from morra_suite.games import morra
from morra_suite.games.morra import designer
from morra_suite.games.morra import solver as solver_module

ONE_BALL = morra.MorraRules(max_hand=1)


@pytest.mark.parametrize("name", morra.layout_names())
def test_figures_are_the_benchmarks_for_the_shipped_boards(name: str) -> None:
    """The designer's figures are what ``bench_morra_solver.py`` prints for the board: the
    limit-free value and the play statistics of a fresh solve, to the last digit."""
    layout = morra.load_layout(name)
    figures = designer.assess(layout.to_data())
    assert figures.valid and figures.layout == layout
    solution = solver_module.solve(layout, morra.MorraRules(), cache=False)
    stats = solution.statistics()
    assert figures.value == solution.start_value
    assert (figures.p_first_wins, figures.p_second_wins) == (stats.p_a_wins, stats.p_b_wins)
    assert figures.expected_rounds == stats.expected_rounds
    assert figures.p_end_within_limit == stats.p_end_within_limit
    # The benchmark's row, as it formats it.
    printed = (
        f"{solution.start_value:+8.4f} {stats.p_a_wins:7.4f} {stats.p_b_wins:7.4f} "
        f"{stats.expected_rounds:9.2f} {stats.p_end_within_limit:9.5f}"
    )
    shown = (
        f"{figures.value:+8.4f} {figures.p_first_wins:7.4f} {figures.p_second_wins:7.4f} "
        f"{figures.expected_rounds:9.2f} {figures.p_end_within_limit:9.5f}"
    )
    assert shown == printed
    assert figures.verdict == "fair"  # the shipped boards were balanced by these figures


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"fields": [12, 1], "dots": []}, "ring 1 has 1 fields"),
        ({"fields": [], "dots": []}, "'fields' must be a non-empty list"),
        ({"fields": [6, 4], "dots": [{"at": [0, 1], "to": [1, 0]}]}, "ring 1 has no white dot"),
        (
            {
                "fields": [6, 4],
                "dots": [{"at": [0, 1], "to": [2, 0]}, {"at": [1, 0], "to": [2, 0]}],
            },
            "points 2 rings inward",
        ),
        (
            {"fields": [6], "dots": [{"at": [0, 1], "to": [1, 0]}, {"at": [0, 1], "to": [1, 0]}]},
            "already has dot 1",
        ),
        ({"fields": [6], "dots": [{"at": [0, 7], "to": [1, 0]}]}, "ring 0 has 6 fields"),
    ],
)
def test_a_broken_board_is_explained_not_solved(data: dict, words: str) -> None:
    assessment = designer.assess(data)
    assert not assessment.valid and assessment.layout is None and assessment.verdict is None
    assert words in assessment.problem  # type: ignore[operator]


def test_verdicts_in_words() -> None:
    favours_second = {"fields": [3], "dots": [{"at": [0, 2], "to": [1, 0]}]}
    a = designer.assess(favours_second)
    assert a.value == pytest.approx(-1 / 11) and a.verdict == "favours the second player"
    favours_first = {"fields": [5], "dots": [{"at": [0, 2], "to": [1, 0]}]}
    assert designer.assess(favours_first).verdict == "favours the first player"
    fair = {"fields": [2], "dots": [{"at": [0, 1], "to": [1, 0]}]}
    assert designer.assess(fair).verdict == "fair"
    # With one ball a hand, b can keep a from the centre for ever but hardly ever wins itself.
    looping = designer.assess(favours_second, ONE_BALL)
    assert looping.verdict == "games may never end" and looping.p_end_within_limit < 0.95
    assert designer.verdict(0.05, 0.95) == "fair"
    assert designer.verdict(0.0501, 1.0) == "favours the first player"
    assert designer.verdict(0.0, 0.949) == "games may never end"
    assert designer.verdict(0.0, 1.0, converged=False) == "games may never end"


def test_a_layout_object_is_assessed_as_its_data() -> None:
    layout = morra.load_layout("quick")
    assert designer.assess(layout) == designer.assess(layout.to_data())
