"""A click the rules refuse is explained on the board's status line, in words a player knows:
the rules give the reason (``MillIllegal``) and its facts, the board words it (in German too)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from mill_helpers import click

from morra_suite.games import mill
from morra_suite.ui.mill.view import MillBoardView

MOVING = "nine w:a1,a4,d2,f4 b:g7,g4,d6,b6 hand:0,0 to:w"


@pytest.fixture
def board(qtbot) -> Iterator[tuple[MillBoardView, list[str]]]:
    """A mill board taking both sides' clicks, and what its status line said, in order."""
    view = MillBoardView()
    view.animate = False
    qtbot.addWidget(view)
    view.resize(700, 520)
    said: list[str] = []
    view.status_message.connect(said.append)
    view.show()
    qtbot.waitExposed(view)
    yield view, said


def start(view: MillBoardView, position: str) -> None:
    view.show_state(mill.parse_position(position))
    view.set_input_players(frozenset({0, 1}))


def test_a_step_to_a_point_not_next_to_the_piece_says_why(qtbot, board) -> None:
    view, said = board
    start(view, MOVING)
    click(qtbot, view, "d2")
    click(qtbot, view, "b4")
    assert said[-1].startswith(
        "b4 is not next to d2; with 4 pieces you cannot fly yet (only with 3)."
    )
    assert "White: choose where d2 goes" in said[-1]  # the prompt still follows
    click(qtbot, view, "g4")
    assert said[-1].startswith("g4 is taken.")
    assert view.input.selected == mill.point_index("d2")  # the selection stays


def test_refusals_in_every_phase(qtbot, board) -> None:
    view, said = board
    start(view, MOVING)
    click(qtbot, view, "g7")
    assert said[-1].startswith("g7 is a piece of Black's: choose one of your own.")
    start(view, "nine w:a1,a4 b:g7,g4 hand:7,7 to:w")
    click(qtbot, view, "a1")
    assert said[-1].startswith("You still have pieces to place")
    click(qtbot, view, "g7")
    assert said[-1].startswith("g7 is taken.")
    start(view, "nine w:a1,c3,e3,c5 b:d1,a4,g4,f2 hand:0,0 to:w")
    click(qtbot, view, "a1")
    assert said[-1].startswith("The piece on a1 cannot move: every point next to it is taken.")
    # never flying (Six Men's Morris): the sentence says so instead of a threshold
    start(view, "six w:a1,e5,b2 b:c5,d3,b4 hand:0,0 to:w")
    click(qtbot, view, "a1")
    click(qtbot, view, "e1")
    assert said[-1].startswith("e1 is not next to a1, and pieces do not fly in this game.")


def test_a_protected_piece_says_when_it_may_go(qtbot, board) -> None:
    view, said = board
    start(view, "nine w:a1,a4 b:g7,g4,g1,b6 hand:5,5 to:w")
    click(qtbot, view, "a7")  # closes a1-a4-a7
    click(qtbot, view, "g4")
    assert said[-1].startswith(
        "g4 stands in a mill; you may take it only when every piece of Black's stands in one."
    )
    click(qtbot, view, "a4")
    assert said[-1].startswith("a4 is your own piece: remove one of Black's.")
    click(qtbot, view, "c3")
    assert said[-1].startswith("c3 is empty: choose a piece of Black's.")
    assert view.input.pending is not None  # the move in progress waits for a removal


def test_the_sentence_is_german_in_a_german_window(qtbot, qapp) -> None:
    from morra_suite.ui import i18n

    assert i18n.install_translators(qapp, "de") == "de"
    try:
        view = MillBoardView()
        view.animate = False
        qtbot.addWidget(view)
        view.resize(700, 520)
        said: list[str] = []
        view.status_message.connect(said.append)
        view.show()
        qtbot.waitExposed(view)
        start(view, MOVING)
        click(qtbot, view, "d2")
        click(qtbot, view, "b4")
        assert said[-1].startswith(
            "b4 liegt nicht neben d2; mit 4 Steinen kannst du noch nicht springen (erst mit 3)."
        )
    finally:
        i18n.remove_translators(qapp)
