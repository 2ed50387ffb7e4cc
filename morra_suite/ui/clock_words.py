"""The game clock in words: the end a flag gives, the warnings, the times read aloud.

One place for the clock's sentences, so the status line, the end banner, the screen reader and
"Read the Position Aloud" say the same. Every game's kit ends with these words for an end the
clock decided (``GameKit.describe_end``), as it does for a resignation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication

from morra_suite.core.game_clock import ClockEnding, TimeControl, format_time

if TYPE_CHECKING:
    from morra_suite.controllers.clock_runner import ClockRunner


class GameKit(Protocol):
    """What the clock's words ask of a game's kit (``ui.game_kit.GameKit``, which asks these
    words for its ends: a protocol here, so neither module imports the other's)."""

    def colour_names(self, players: int) -> list[str]: ...


def _who(kit: GameKit, names: Sequence[str], player: int) -> str:
    colours = kit.colour_names(max(len(names), player + 1))
    name = names[player] if player < len(names) else ""
    colour = colours[player]
    return f"{name} ({colour})" if name and name != colour else colour


def describe_clock_end(kit: GameKit, outcome: Any, names: Sequence[str]) -> str | None:
    """The end a flag gave, in words (``None`` for any other end)."""
    reason = getattr(outcome, "reason", None)
    if reason is ClockEnding.FLAG_NO_WIN:
        return QCoreApplication.translate(
            "GameClock", "Time ran out, but nobody else could still win: a draw."
        )
    if reason is not ClockEnding.FLAG or outcome.loser is None:
        return None
    loser = _who(kit, names, outcome.loser)
    if outcome.winner is not None:
        return (
            QCoreApplication.translate("GameClock", "%1's time ran out: %2 wins.")
            .replace("%1", loser)
            .replace("%2", _who(kit, names, outcome.winner))
        )
    return QCoreApplication.translate(
        "GameClock", "%1's time ran out: %1 loses, the others draw."
    ).replace("%1", loser)


def control_label(control: TimeControl) -> str:
    """ "5 min + 3 s" or "5 min, 3 s delay": a time control in New Game and the side panel."""
    minutes = f"{control.base / 60:g}"
    seconds = f"{control.increment:g}"
    if control.delay:
        return (
            QCoreApplication.translate("GameClock", "%1 min, %2 s delay")
            .replace("%1", minutes)
            .replace("%2", seconds)
        )
    return (
        QCoreApplication.translate("GameClock", "%1 min + %2 s")
        .replace("%1", minutes)
        .replace("%2", seconds)
    )


def spoken_time(seconds: float) -> str:
    """A time as a screen reader says it: "4 minutes 5 seconds", "9 seconds"."""
    whole = int(seconds)
    minutes, secs = divmod(whole, 60)
    if minutes and secs:
        return (
            QCoreApplication.translate("GameClock", "%1 min %2 s left")
            .replace("%1", str(minutes))
            .replace("%2", str(secs))
        )
    if minutes:
        return QCoreApplication.translate("GameClock", "%1 min left").replace("%1", str(minutes))
    return QCoreApplication.translate("GameClock", "%1 s left").replace(
        "%1", f"{seconds:.0f}" if seconds >= 1 else "0"
    )


def warning(kit: GameKit, names: Sequence[str], player: int, limit: int) -> str:
    """What a screen reader is told as a running clock comes down to ``limit`` seconds."""
    who = _who(kit, names, player)
    if limit >= 60:
        return QCoreApplication.translate("GameClock", "%1: one minute left.").replace("%1", who)
    return (
        QCoreApplication.translate("GameClock", "%1: %2 seconds left.")
        .replace("%1", who)
        .replace("%2", str(limit))
    )


def turn_time(kit: GameKit, names: Sequence[str], player: int, left: float) -> str:
    """A turn's start on the clock, said when the player asked for it ("White: 4 min left")."""
    return (
        QCoreApplication.translate("GameClock", "%1: %2")
        .replace("%1", _who(kit, names, player))
        .replace("%2", spoken_time(left))
    )


def clock_sentence(kit: GameKit, names: Sequence[str], runner: ClockRunner) -> str:
    """Every player's time, as "Read the Position Aloud" ends ("" without a clock)."""
    clock = runner.clock
    if clock is None:
        return ""
    parts = []
    for player in range(clock.players):
        left = runner.time_left(player) or 0.0
        parts.append(
            QCoreApplication.translate("GameClock", "%1: %2")
            .replace("%1", _who(kit, names, player))
            .replace("%2", spoken_time(left))
        )
    return QCoreApplication.translate("GameClock", "Clock: %1.").replace("%1", "; ".join(parts))


def face(seconds: float) -> str:
    """The clock face of a card ("4:05", "9.8")."""
    return format_time(seconds)
