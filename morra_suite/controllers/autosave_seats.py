"""The seats of an autosaved game as they were: names, computers and their levels.

Apart from the session (which is at its size limit) so that resuming stays one short method
there: the autosave keeps each seat's name, whether a computer played it and at which level of
the ladder of its day (``levels``), which ``computers.level_then`` maps to today's ladder.
"""

from __future__ import annotations

from collections.abc import Callable
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
