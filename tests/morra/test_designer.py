"""The board designer's core: edited boards explained when broken, judged when valid."""

from __future__ import annotations

import json
import os

import pytest

from morra_suite.ai.morra import assessment
from morra_suite.ai.morra import solver as solver_module
from morra_suite.games import morra
from morra_suite.games.morra import designer

ONE_BALL = morra.MorraRules(max_hand=1)


@pytest.mark.parametrize("name", morra.layout_names())
def test_figures_are_the_benchmarks_for_the_shipped_boards(name: str) -> None:
    """The designer's figures are what ``bench_morra_solver.py`` prints for the board: the
    limit-free value and the play statistics of a fresh solve, to the last digit."""
    layout = morra.load_layout(name)
    figures = assessment.assess(layout.to_data())
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
    found = assessment.assess(data)
    assert not found.valid and found.layout is None and found.verdict is None
    assert words in found.problem  # type: ignore[operator]


def test_verdicts_in_words() -> None:
    favours_second = {"fields": [3], "dots": [{"at": [0, 2], "to": [1, 0]}]}
    a = assessment.assess(favours_second)
    assert a.value == pytest.approx(-1 / 11) and a.verdict == "favours the second player"
    favours_first = {"fields": [5], "dots": [{"at": [0, 2], "to": [1, 0]}]}
    assert assessment.assess(favours_first).verdict == "favours the first player"
    fair = {"fields": [2], "dots": [{"at": [0, 1], "to": [1, 0]}]}
    assert assessment.assess(fair).verdict == "fair"
    # With one ball a hand, b can keep a from the centre for ever but hardly ever wins itself.
    looping = assessment.assess(favours_second, ONE_BALL)
    assert looping.verdict == "games may never end" and looping.p_end_within_limit < 0.95
    assert assessment.verdict(0.05, 0.95) == "fair"
    assert assessment.verdict(0.0501, 1.0) == "favours the first player"
    assert assessment.verdict(0.0, 0.949) == "games may never end"
    assert assessment.verdict(0.0, 1.0, converged=False) == "games may never end"


def test_a_layout_object_is_assessed_as_its_data() -> None:
    layout = morra.load_layout("quick")
    assert assessment.assess(layout) == assessment.assess(layout.to_data())


# --- editing: every judgement of a dot is the layout rules' -------------------------------------


def test_add_dot_gives_the_layout_rules_reason_when_they_refuse() -> None:
    board = {"fields": [6, 4], "dots": []}
    board = designer.add_dot(board, (0, 1), (1, 0))
    assert board["dots"] == [{"at": [0, 1], "to": [1, 0]}]
    refusals = {
        ((0, 1), (1, 2)): "field 0.1 already has dot 1; a field carries at most one dot",
        ((0, 2), (2, 0)): "points 2 rings inward",
        ((2, 0), (1, 0)): "the centre cannot carry a dot",
        ((0, 2), (0, 3)): "points within its own ring",
        ((1, 1), (0, 6)): "ring 0 has 6 fields (0..5)",
    }
    for (at, to), words in refusals.items():
        with pytest.raises(designer.DotRefused) as refused:
            designer.add_dot(board, at, to)
        assert words in refused.value.problem and isinstance(refused.value, ValueError)
        assert "{" not in refused.value.problem  # the reason, without the dot's JSON
    # Still missing white dots is a board being drawn, not a refused dot.
    black = designer.add_dot(board, (1, 3), (0, 4))
    assert black["dots"][-1] == {"at": [1, 3], "to": [0, 4]}
    assert not designer.is_white((1, 3), (0, 4)) and designer.is_white((0, 1), (1, 0))


def test_remove_dot_and_new_ring_sizes() -> None:
    board = {
        "fields": [6, 4],
        "dots": [
            {"at": [0, 5], "to": [1, 3]},
            {"at": [1, 0], "to": [2, 0]},
            {"at": [1, 2], "to": [0, 1]},
        ],
    }
    assert designer.remove_dot(board, (1, 0))["dots"] == [board["dots"][0], board["dots"][2]]
    assert designer.remove_dot(board, (0, 0)) == board
    # Ring 1 smaller: 1.2 is gone, its dot too; 0.5 -> 1.3 loses its end.
    assert designer.with_fields(board, [6, 2])["dots"] == [{"at": [1, 0], "to": [2, 0]}]
    # A third ring: the dot into the centre no longer reaches it (ring 1 is not innermost).
    grown = designer.with_fields(board, [6, 4, 3])
    assert grown["fields"] == [6, 4, 3]
    assert grown["dots"] == [board["dots"][0], board["dots"][2]]
    # One ring: only ring 0's dots into the centre could stay; there are none.
    assert designer.with_fields(board, [5])["dots"] == []
    inner = {"fields": [6, 4], "dots": [{"at": [1, 0], "to": [2, 0]}]}
    assert designer.with_fields(inner, [6, 5])["dots"] == inner["dots"]


def test_board_names_and_files() -> None:
    assert designer.layout_key("My Board 2") == "my-board-2"
    assert designer.layout_key("  Über — Brett!  ") == "uber-brett"
    assert designer.layout_key("???") == ""
    data = designer.board_data({"fields": [2], "dots": [{"at": [0, 1], "to": [1, 0]}]}, " Duo ")
    layout = morra.layout_from_data(data)
    assert (layout.name, layout.title, layout.fields) == ("duo", "Duo", (2,))


def test_user_layout_folders_offer_their_boards_after_the_shipped_ones(tmp_path) -> None:
    """The app passes its data folder; the library reads it when asked (no paths of its own)."""
    from morra_suite.games.morra import layout as layout_module
    from morra_suite.games.morra.game import GAME

    folder = tmp_path / "layouts"
    board = {"name": "duo", "title": "Duo", "fields": [2], "dots": [{"at": [0, 1], "to": [1, 0]}]}
    morra.add_layout_folder(folder)  # not there yet: no boards, no error
    try:
        assert morra.user_layout_names() == ()
        folder.mkdir()
        (folder / "duo.json").write_text(json.dumps(board), encoding="utf-8")
        (folder / "broken.json").write_text("{", encoding="utf-8")  # left out, hides nothing
        shadow = {**board, "name": "target"}  # a shipped name is never shadowed
        (folder / "target.json").write_text(json.dumps(shadow), encoding="utf-8")
        assert morra.user_layout_names() == ("duo",)
        assert morra.load_layout("duo").fields == (2,)
        assert morra.load_layout("target") == morra.open_layout_file(
            layout_module._layout_dir().joinpath("target.json")
        )
        assert morra.layout_problems() == (
            f"layout {folder / 'broken.json'}: is not JSON: Expecting property name enclosed in "
            "double quotes at line 1, column 2",
        )
        keys = [v.key for v in GAME.variants()]
        assert keys == [*morra.layout_names(), "duo"]
        state = GAME.new_state("duo")
        assert morra.parse_position(state.position()) == state
        # Saved again with another board: read afresh.
        board["fields"] = [3]
        (folder / "duo.json").write_text(json.dumps(board), encoding="utf-8")
        os.utime(folder / "duo.json", ns=(1, 1))  # another stamp even on a coarse clock
        assert morra.load_layout("duo").fields == (3,)
    finally:
        layout_module.remove_layout_folder(folder)
    assert morra.user_layout_names() == ()
    assert [v.key for v in GAME.variants()] == list(morra.layout_names())
