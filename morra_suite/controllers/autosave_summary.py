"""What an autosaved game is, told before it is resumed.

The offer to go on with a game left by a crash used to say only "a game was not finished": the
player could not tell a long game against the computer from a test with one move, and was
offered a game with no move at all. The summary names the game, its players and its moves; a
game with no move is not worth an offer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from morra_suite.core.game import GameRecordData
from morra_suite.games import load_game


@dataclass(frozen=True)
class AutosaveSummary:
    """An autosaved game as the resume offer names it. A name is ``""`` where the side is
    called by its colour."""

    key: str
    variant: str
    rules: Any  # the game's own rules value (each game has its own type)
    names: tuple[str, ...]
    moves: int


def autosave_summary(
    # Any: the autosave file's JSON values
    payload: dict[str, Any],
    names_for: Callable[[str, int], list[str]],
) -> AutosaveSummary | None:
    """The summary of an autosave's payload, or ``None`` for a game with no move. A broken
    record raises ``ValueError``, as resuming it would."""
    key = str(payload["game"])
    return summary_of(key, load_game(key).read_record(str(payload["record"])), payload, names_for)


def summary_of(
    key: str,
    data: GameRecordData,
    # Any: the autosave file's JSON values
    payload: dict[str, Any],
    names_for: Callable[[str, int], list[str]],
) -> AutosaveSummary | None:
    """The summary of an autosaved game whose record was read already (on a worker thread,
    for a long one); ``None`` for a game with no move."""
    if not data.moves:
        return None
    count = data.start.num_players
    specs = [spec for spec in payload.get("seats", []) if isinstance(spec, dict)]
    names = [str(spec.get("name", "")) for spec in specs] or [
        info.name or "" for info in data.seats
    ]
    colours = set(names_for(key, count))
    shown = tuple("" if name in colours else name for name in names[:count])
    return AutosaveSummary(key, data.variant, data.rules, shown, len(data.moves))
