"""The computer's time manager keeps back a margin in proportion to a short move's share (a
fixed 50 ms took all of it) and never lets a move take more than its hard share of the clock."""

from __future__ import annotations

import pytest

from morra_suite.ai.time_manager import HARD_SHARE, MOVES_TO_GO, OVERHEAD, move_budget
from morra_suite.core.game_clock import TimeControl


@pytest.mark.parametrize("left", [0.2, 1.0, 1.5, 3.0])
def test_a_short_share_keeps_most_of_its_time(left: float) -> None:
    """A second or two left without increment: the old fixed margin left nothing to think."""
    control = TimeControl(left, 0)
    share = left / MOVES_TO_GO
    budget = move_budget(left, control)
    assert 0.85 * share <= budget < share


@pytest.mark.parametrize(("left", "increment"), [(60.0, 0), (300.0, 2), (900.0, 10)])
def test_a_long_share_keeps_back_the_fixed_overhead(left: float, increment: int) -> None:
    control = TimeControl(left, increment)
    share = min(left / MOVES_TO_GO + 0.8 * increment, HARD_SHARE * left)
    assert move_budget(left, control) == pytest.approx(share - OVERHEAD)


@pytest.mark.parametrize("left", [0.0, 1e-6, 0.01, 0.5, 2.0, 60.0, 900.0])
@pytest.mark.parametrize("increment", [0, 1, 5])
def test_a_move_never_takes_more_than_its_hard_share(left: float, increment: int) -> None:
    control = TimeControl(max(left, 1.0), increment)
    budget = move_budget(left, control)
    assert 0.0 <= budget <= HARD_SHARE * left
