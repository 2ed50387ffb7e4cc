"""Events to sounds, in one place: the session's signals in, names of sounds out to the player.

A refused try (``move_rejected``, or a click the board's rules refused, ``try_refused``) is
"illegal". A move's sounds come from its game's kit (``GameKit.move_sounds``, which reads the
rules' account of the move), so nothing here knows a game. The end is "win" when a person at the
table won (or only computers played), "loss" when a computer beat a person, "draw" when nobody
won. Sounds follow the switch and the volume of ``ui.sound.settings``, read at each
event. No widget here: the window makes one ``SoundCues`` per session and the player is shared.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer

from morra_suite.ui.sound import settings

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.game_kit import GameKit


class Player(Protocol):
    def play(self, names: Sequence[str], volume: int) -> None: ...


def end_sound(outcome: Any, humans: Sequence[int]) -> str:
    """The sound of the game's end for the people at the table (``humans``: their seats)."""
    winner = getattr(outcome, "winner", None)
    if winner is None:
        return "draw"
    return "win" if winner in humans or not humans else "loss"


class SoundCues(QObject):
    """Listens to one session and plays the sound of each event. The player is made on the
    event loop's next turn (``player_factory``, by default the app's shared one: its device
    opens on a thread), so a window's first show never waits for the audio library."""

    def __init__(
        self,
        session: GameSession,
        kit_of: Callable[[str], GameKit],
        player_factory: Callable[[], Player] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._kit_of = kit_of
        self._factory = player_factory or _shared
        self.player: Player | None = None
        session.move_played.connect(self._move_played)
        session.move_rejected.connect(lambda _reason: self.cue(("illegal",)))
        session.try_refused.connect(lambda: self.cue(("illegal",)))
        session.game_over.connect(self._game_over)
        QTimer.singleShot(0, self, self._load)

    def _load(self) -> None:
        if self.player is None and settings.is_on():
            self.player = self._factory()

    def cue(self, names: Sequence[str]) -> None:
        """Plays ``names`` one after another, unless sound is off."""
        if not names or not settings.is_on():
            return
        if self.player is None:
            self.player = self._factory()
        self.player.play(tuple(names), settings.volume())

    def _move_played(self, move: Any) -> None:
        controller = self._session.controller
        if controller is None or self._session.key is None:
            return
        record = controller.record
        if record.cursor < 1:
            return
        before, after = record.state_at(record.cursor - 1), record.current
        self.cue(self._kit_of(self._session.key).move_sounds(before, move, after))

    def _game_over(self, outcome: Any) -> None:
        controller = self._session.controller
        seats = controller.seats if controller is not None else ()
        humans = [index for index, seat in enumerate(seats) if seat.is_human]
        self.cue((end_sound(outcome, humans),))


def _shared() -> Player:
    from morra_suite.ui.sound.player import shared_player

    return shared_player()
