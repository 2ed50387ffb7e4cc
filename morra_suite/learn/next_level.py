"""The computer level to play next, from the player's last results against the computer.

A ladder is climbed a rung at a time: two wins in a row at a level suggest the next one, two
losses in a row the one below (a player who keeps losing learns less than one who wins half the
time), anything else the same level again. Without games in order (a store written before they
were kept) the counts of the highest level played decide the same way. My Progress shows the
suggestion (``ui.learn.progress_dialog``). Pure Python.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

__all__ = ["NextLevel", "suggest"]

IN_A_ROW = 2  # wins (or losses) in a row at one level that move the suggestion a rung


class Counts(Protocol):
    """A level's results (``learn.progress.LevelResults``)."""

    @property
    def won(self) -> int: ...

    @property
    def lost(self) -> int: ...


@dataclass(frozen=True, slots=True)
class NextLevel:
    """The level to play next and why: ``"start"`` (no game yet), ``"up"`` (won at ``at``
    twice in a row), ``"down"`` (lost there twice in a row), ``"again"`` (neither yet) or
    ``"top"`` (won twice in a row at the strongest level: nowhere higher to go)."""

    level: int
    why: str
    at: int = 0  # the level the results were played at (0: none)


def suggest(
    recent: Sequence[tuple[int, str]], results: Mapping[int, Counts], top: int
) -> NextLevel:
    """The level to play next from the last games (``recent``: (level, result), oldest first)
    or, without them, from the results by level; ``top``: the strongest level (a level played
    above it, from a longer ladder, counts as the top)."""
    top = max(1, top)
    if recent:
        at = min(top, recent[-1][0])
        run = []
        for level, result in reversed(recent):
            if min(top, level) != at:
                break
            run.append(result)
        last = run[:IN_A_ROW]
        won = len(last) == IN_A_ROW and all(r == "won" for r in last)
        lost = len(last) == IN_A_ROW and all(r == "lost" for r in last)
    elif results:
        at = min(top, max(results))
        counts = results[max(results)]
        won = counts.won >= IN_A_ROW and counts.won > counts.lost
        lost = counts.lost >= IN_A_ROW and counts.lost > counts.won
    else:
        return NextLevel(1, "start")
    if won:
        return NextLevel(at + 1, "up", at) if at < top else NextLevel(top, "top", at)
    if lost and at > 1:
        return NextLevel(at - 1, "down", at)
    return NextLevel(at, "again", at)
