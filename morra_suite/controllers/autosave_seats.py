"""The seats of an autosaved game as they were: names, computers and their levels.

Apart from the session (which is at its size limit) so that resuming stays one short method
there: the autosave keeps each seat's name, whether a computer played it and at which level of
the ladder of its day (``levels``), which ``computers.level_then`` maps to today's ladder.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from morra_suite.controllers import computers as ladder
from morra_suite.core.game import GameRecordData

if TYPE_CHECKING:
    from morra_suite.controllers.game_controller import Seat


def autosaved_seats(
    key: str,
    data: GameRecordData,
    payload: dict[str, Any],  # Any: the autosave's JSON, each value checked here
    names_for: Callable[[str, int], list[str]],
    seat: Callable[[str, str, bool, int], Seat],
) -> list[Seat]:
    """The seats the autosave ``payload`` names (``names_for`` gives the default names,
    ``seat`` makes one); ``[]`` when it names none, so the record's seats are taken."""
    specs = [s for s in payload.get("seats", []) if isinstance(s, dict)]
    count = data.start.num_players
    defaults = names_for(key, count) if specs else []
    return [
        seat(
            key,
            str(spec.get("name", defaults[i] if i < len(defaults) else "")),
            bool(spec.get("computer")),
            ladder.level_then(key, int(spec.get("level", 1)), spec.get("levels")),
        )
        for i, spec in enumerate(specs[:count])
    ]


def autosave_entries(
    key: str, seats: Sequence[Seat]
) -> Callable[[], list[dict[str, Any]]]:  # Any: the autosave's JSON values
    """What makes the autosave's seats of game ``key``: each seat's name, whether a computer
    plays it, its level and the ladder's size (``levels``, so that a renumbered ladder maps the
    level back). The seats' values are taken now; the ladder's size is asked when the entries
    are made, on the autosave's writing thread: asking it imports the game's whole computer
    (the mill's, with its native core), which the first game put on in a window paid on the
    GUI thread (issue 43)."""
    values = [(seat.name, not seat.is_human, seat.level) for seat in seats]

    def entries() -> list[dict[str, Any]]:  # Any: the autosave's JSON values
        levels = ladder.max_level(key)
        return [
            {"name": name, "computer": computer, "level": level, "levels": levels}
            for name, computer, level in values
        ]

    return entries
