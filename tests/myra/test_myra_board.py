"""The Myra board tables: 91 holes, Abalone names, neighbours, drawing coordinates, start setup."""

from __future__ import annotations

import math

import pytest

from morra_suite.core.errors import MoveParseError
from morra_suite.games import myra
from morra_suite.games.myra.board import start_troops


def test_91_holes_named_like_abalone_and_round_tripping() -> None:
    assert myra.NUM_HOLES == 91
    assert myra.hole_name(0) == "a1"
    assert myra.hole_name(90) == "k11"
    for i in range(myra.NUM_HOLES):
        assert myra.hole_index(myra.hole_name(i)) == i
    names = set(myra.NAMES)
    assert {"a1", "a6", "f1", "f11", "k6", "k11", "f6"} <= names
    assert not {"a7", "k5", "f12", "b8", "l1"} & names
    assert myra.hole_index(" E5 ") == myra.hole_index("e5")


@pytest.mark.parametrize(
    ("name", "reason"),
    [("a7", "row a has diagonals 1 to 6"), ("e12", "diagonals run from 1 to 11"), ("zz", "a hole")],
)
def test_bad_hole_names_say_why(name: str, reason: str) -> None:
    with pytest.raises(MoveParseError, match=reason):
        myra.hole_index(name)


def test_hole_name_rejects_indexes_off_the_board() -> None:
    with pytest.raises(IndexError):
        myra.hole_name(91)


def test_neighbours_follow_the_issue_formula_and_are_symmetric() -> None:
    for i, (row, diag) in enumerate(myra.ROW_DIAG):
        expected = set()
        for dr, dd in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)):
            r, d = row + dr, diag + dd
            if 1 <= r <= 11 and 1 <= d <= 11 and abs(r - d) <= 5:
                expected.add(myra.ROW_DIAG.index((r, d)))
        assert set(myra.NEIGHBOURS[i]) == expected
        assert list(myra.NEIGHBOURS[i]) == sorted(expected)
        for j in myra.NEIGHBOURS[i]:
            assert i in myra.NEIGHBOURS[j]
    counts = sorted(len(n) for n in myra.NEIGHBOURS)
    assert counts.count(3) == 6  # corners
    assert counts.count(4) == 24  # the other edge holes
    assert counts.count(6) == 61


def test_step_table_agrees_with_neighbours() -> None:
    for i in range(myra.NUM_HOLES):
        assert {t for t in myra.STEP[i] if t >= 0} == set(myra.NEIGHBOURS[i])


def test_drawing_points_put_neighbours_one_apart_and_row_a_at_the_bottom() -> None:
    for i in range(myra.NUM_HOLES):
        for j in myra.NEIGHBOURS[i]:
            (x1, y1), (x2, y2) = myra.POINTS[i], myra.POINTS[j]
            assert math.isclose(math.hypot(x1 - x2, y1 - y2), 1.0)
        assert sum(myra.CUBE[i]) == 0
    assert myra.POINTS[myra.hole_index("f6")] == (0.0, 0.0)
    a1, k6 = myra.POINTS[myra.hole_index("a1")], myra.POINTS[myra.hole_index("k6")]
    assert a1[1] > 0 > k6[1]  # y grows downwards: row a is drawn at the bottom
    for i in range(myra.NUM_HOLES):
        for j in range(myra.NUM_HOLES):
            if myra.distance(i, j) == 1:
                assert j in myra.NEIGHBOURS[i]


def test_start_troops_of_a1_are_those_of_the_issue() -> None:
    troops = {myra.hole_name(h): size for h, size in start_troops(myra.hole_index("a1"))}
    assert troops == {
        "a2": 4, "b1": 4, "a3": 3, "b2": 3, "c1": 3, "a4": 2, "b3": 2, "c2": 2, "d1": 2,
    }  # fmt: skip


def _rotate(hole: int) -> int:
    """The hole 60 degrees further round the centre (cube coordinates rotate)."""
    x, y, z = myra.CUBE[hole]
    return myra.CUBE.index((-z, -x, -y))


def test_every_corner_gets_the_setup_of_a1_turned_round_the_centre() -> None:
    a1_setup = start_troops(myra.hole_index("a1"))
    corners = {myra.hole_index("a1")}
    setup = a1_setup
    corner = myra.hole_index("a1")
    for _ in range(5):
        setup = tuple(sorted((_rotate(h), size) for h, size in setup))
        corner = _rotate(corner)
        corners.add(corner)
        assert corner in myra.CORNERS
        assert start_troops(corner) == setup
        assert sum(size for _, size in setup) == 25
    assert corners == set(myra.CORNERS)
