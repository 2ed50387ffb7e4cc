"""A computer player for the child-process tests that finds something to tell the user."""

from __future__ import annotations

from typing import Any

from morra_suite.core import notices


def make(level: int) -> Any:
    def choose(state: Any, _cancelled: Any) -> Any:
        notices.tell(notices.Notice(notices.DAMAGED_CACHE, f"table-{level}.xz: truncated"))
        return state.legal_moves()[0]

    return choose
