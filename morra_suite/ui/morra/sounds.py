"""The sounds of a Morra round: the hands revealed, then the stone's run if the round's trace
(``state.last_round``, what ``resolve_round`` did) moved a stone."""

from __future__ import annotations

from typing import Any


def move_sounds(after: Any) -> tuple[str, ...]:
    summary = getattr(after, "last_round", None)
    return ("hands", "run") if summary is not None and summary.steps else ("hands",)
