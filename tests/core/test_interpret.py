"""The shared interpreter shape: refusals carry a code and frozen facts; feedback says when a
gesture is a whole move."""

from enum import Enum

import pytest

from morra_suite.core.interpret import Feedback, Refusal


class Why(Enum):
    OCCUPIED = "occupied"


def test_refusal_facts_are_frozen_and_read_by_name() -> None:
    facts = {"owner": 1}
    refusal = Refusal(Why.OCCUPIED, where=7, facts=facts)
    facts["owner"] = 0  # the caller's dict does not reach into the refusal
    assert refusal.fact("owner") == 1
    assert refusal.fact("missing", "none") == "none"
    with pytest.raises(TypeError):
        refusal.facts["owner"] = 2  # type: ignore[index]


def test_feedback_is_complete_only_with_a_move() -> None:
    assert not Feedback(prompt=Why.OCCUPIED).is_complete
    assert Feedback(move="a1").is_complete
