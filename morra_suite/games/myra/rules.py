"""Myra's settings: a frozen value that sits inside every state (as ``MillRules`` and
``MorraRules`` do for their games)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["MyraRules"]


@dataclass(frozen=True)
class MyraRules:
    """The draw settings. ``no_capture_limit`` is a number of turns (all players' turns together,
    passes included) without any capture after which the game is drawn; 0 switches it off."""

    repetition_draw: bool = True
    no_capture_limit: int = 200

    def __post_init__(self) -> None:
        if not isinstance(self.no_capture_limit, int) or self.no_capture_limit < 0:
            raise ValueError(
                f"no_capture_limit {self.no_capture_limit!r}: must be a whole number of turns, "
                "0 for no limit"
            )
