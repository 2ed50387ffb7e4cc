"""Morra's settings: a frozen value, so it can key the solver's cache and sit inside a state."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

__all__ = ["MorraRules", "PushRule", "SettingsError"]


class SettingsError(ValueError):
    """A setting out of its range; the message names the setting, the value and the range."""


class PushRule(Enum):
    """What a push does to the pushed stone."""

    ON = "on"  # one field on, clockwise, in its own ring (the box text)
    OUTWARD = "outward"  # one ring outward (an early description); in the outermost ring: ON

    @property
    def label(self) -> str:
        if self is PushRule.ON:
            return "Pushed stone moves one field on"
        return "Pushed stone moves one ring outward (early rule)"


MAX_HAND_RANGE = (1, 5)
ROUND_LIMIT_RANGE = (1, 10_000)


@dataclass(frozen=True)
class MorraRules:
    """``max_hand``: most balls in a hand (0..max_hand); ``round_limit``: rounds before a draw."""

    max_hand: int = 3
    push: PushRule = PushRule.ON
    round_limit: int = 200

    def __post_init__(self) -> None:
        low, high = MAX_HAND_RANGE
        if not isinstance(self.max_hand, int) or not low <= self.max_hand <= high:
            raise SettingsError(f"max_hand {self.max_hand!r}: must be a whole number {low}..{high}")
        if not isinstance(self.push, PushRule):
            try:
                object.__setattr__(self, "push", PushRule(self.push))
            except ValueError:
                raise SettingsError(
                    f"push {self.push!r}: must be one of {', '.join(p.value for p in PushRule)}"
                ) from None
        low, high = ROUND_LIMIT_RANGE
        if not isinstance(self.round_limit, int) or not low <= self.round_limit <= high:
            raise SettingsError(
                f"round_limit {self.round_limit!r}: must be a whole number {low}..{high}"
            )

    @property
    def hands(self) -> tuple[int, ...]:
        return tuple(range(self.max_hand + 1))

    def tokens(self) -> list[str]:
        """The settings that differ from the defaults, as position-string tokens."""
        out: list[str] = []
        if self.max_hand != 3:
            out.append(f"hand:{self.max_hand}")
        if self.push is not PushRule.ON:
            out.append(f"push:{self.push.value}")
        if self.round_limit != 200:
            out.append(f"limit:{self.round_limit}")
        return out
