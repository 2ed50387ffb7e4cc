"""Events to sounds, in one place: the session's signals in, names of sounds out to the player.

A refused try (``move_rejected``, or a click the board's rules refused, ``try_refused``) is
"illegal". A move's sounds come from its game's kit (``GameKit.move_sounds``, which reads the
rules' account of the move), so nothing here knows a game. The end is "win" when a person at the
table won (or only computers played), "loss" when a computer beat a person, "draw" when nobody
won. Sounds follow the switch and the volume of ``ui.sound.settings``, read at each
event. No widget here: the window makes one ``SoundCues`` per session and the player is shared.

While the window's announcer sends words to a screen reader (its ``spoke`` signal) the sound is
quieter ("ducking", as a car radio dips under the navigator's voice) for as long as the words are
estimated to take: the announcement reaches the reader with no word of when it is done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer

from morra_suite.ui.sound import settings

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.announcer import Announcer
    from morra_suite.ui.game_kit import GameKit


# Orca, NVDA and VoiceOver at their usual rates say about 180 words a minute: some 15 characters
# a second, after a short start. The dip lasts that long (and no longer than SPEECH_MAX_S).
SPEECH_CHARS_PER_S = 15.0
SPEECH_START_S = 0.3
SPEECH_MAX_S = 20.0


class Player(Protocol):
    def play(self, names: Sequence[str], volume: int) -> None: ...

    def duck(self, seconds: float) -> None: ...


def speech_seconds(words: str) -> float:
    """How long a screen reader is estimated to take to say ``words``."""
    return min(SPEECH_MAX_S, SPEECH_START_S + len(words) / SPEECH_CHARS_PER_S)


def end_sound(outcome: Any, humans: Sequence[int]) -> str:
    """The sound of the game's end for the people at the table (``humans``: their seats)."""
    winner = getattr(outcome, "winner", None)
    if winner is None:
        return "draw"
    return "win" if winner in humans or not humans else "loss"


class SoundCues(QObject):
    """Listens to one session and plays the sound of each event. The player is made on the
    event loop's next turn (``player_factory``, by default the app's shared one: its device
    opens on a thread), so a window's first show never waits for the audio library.
    ``announcer`` (``ui.announcer.Announcer``: its ``spoke(str)`` signal) says when a screen
    reader speaks."""

    def __init__(
        self,
        session: GameSession,
        kit_of: Callable[[str], GameKit],
        announcer: Announcer | None = None,
        parent: QObject | None = None,
        player_factory: Callable[[], Player] | None = None,
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
        if announcer is not None:
            announcer.spoke.connect(self.speaking)
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

    def speaking(self, words: str) -> None:
        """A screen reader is saying ``words``: quieter until they are estimated to be said."""
        if self.player is not None:
            self.player.duck(speech_seconds(words))

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
