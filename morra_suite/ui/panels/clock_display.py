"""The game clock on the window: the faces on the player cards, the pause, what is announced.

The game screen makes one ``ClockDisplay`` with the game page; it follows the session's
``ClockRunner`` (``controllers.clock_runner``):

- every tick, each card's face shows that player's time ("4:05", "9.8" under ten seconds), in the
  theme's warning colour under ``LOW_SECONDS``;
- the runner's ``hold`` is "a modal dialog is open (a question, Settings, New Game over the
  board), or the game page is not shown (the chooser)": the clocks stop meanwhile;
- a running clock coming down to one minute or ten seconds, and the flag, are announced to a
  screen reader (the announcer's public ``announce``); a turn's start says the time too when the
  player asked for it (``SPEAK_TURNS_KEY``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from morra_suite.ui import clock_words
from morra_suite.ui.announcer import SPEAK_TURNS_KEY, speak_turns

if TYPE_CHECKING:
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.announcer import Announcer
    from morra_suite.ui.game_kit import GameKit
    from morra_suite.ui.panels.game_page import GamePage

__all__ = ["LOW_SECONDS", "SPEAK_TURNS_KEY", "ClockDisplay", "modal_open", "speak_turns"]

#: Under this many seconds a face is drawn in the warning colour.
LOW_SECONDS = 30.0


def modal_open() -> bool:
    """Whether a modal dialog (application- or window-modal) is open now."""
    return QApplication.activeModalWidget() is not None


class ClockDisplay(QObject):
    """Keeps the cards' clock faces and the screen reader in step with the session's clock."""

    def __init__(
        self,
        session: GameSession,
        page: GamePage,
        kit: Callable[[], GameKit | None],
        announcer: Announcer,
    ) -> None:
        super().__init__(page)
        self.session = session
        self.page = page
        self.kit = kit
        self.announcer = announcer
        runner = session.clock
        # stopped while a modal dialog is open, or the game is not shown (the chooser)
        runner.hold = lambda: modal_open() or not page.isVisible()
        runner.ticked.connect(self.show)
        runner.warned.connect(self._warned)
        runner.turn_started.connect(self._turn_started)

    def show(self) -> None:
        """Each card's face as the clock stands now (hidden without a clock)."""
        runner = self.session.clock
        clock = runner.clock
        for player, panel in enumerate(self.page.player_panels):
            if clock is None or player >= clock.players:
                panel.set_clock(None)
                continue
            left = runner.time_left(player) or 0.0
            panel.set_clock(
                clock_words.face(left), left < LOW_SECONDS, clock_words.spoken_time(left)
            )

    def _warned(self, player: int, limit: int) -> None:
        kit = self.kit()
        if kit is not None:
            self.announcer.announce(clock_words.warning(kit, self.session.names, player, limit))

    def _turn_started(self, player: int) -> None:
        kit = self.kit()
        if kit is None or not speak_turns():
            return
        left = self.session.clock.time_left(player)
        if left is not None:
            self.announcer.announce(clock_words.turn_time(kit, self.session.names, player, left))
