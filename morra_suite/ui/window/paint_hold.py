"""Holding a window's paint back by one turn of the event loop (``GameScreen._paint_next_turn``).

Qt asks a window to paint by posting it an ``UpdateRequest``. ``PaintHold`` filters the window's
requests out while it holds and posts one again when a zero timer's turn comes and its
``release()`` allows: the work that asked for the paint ends its turn, the event loop serves
what waits (input, timers), and the paint comes in a turn of its own. A timer, not a posted
call: Qt 6 delivers a zero-delay single shot as a posted call, in the same pass as the held
request would have been. Paints forced at once (``repaint``, the window exposed) and pictures
taken of it (``grab``) are not requests: they go on as ever.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget

#: Turns a hold lasts at most, whatever ``release()`` says: a window resized on every turn (its
#: board's pictures to make again each time) is still painted.
MOST_TURNS = 24


class PaintHold(QObject):
    """Holds the paints of ``window`` (its child) while ``holding``."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._held = False
        self._turns = 0
        self._release: Callable[[], bool] = lambda: True
        self._turn = QTimer(self)
        self._turn.setSingleShot(True)
        self._turn.setInterval(0)
        self._turn.timeout.connect(self._next_turn)

    @property
    def holding(self) -> bool:
        return self._turn.isActive()

    def hold(self, release: Callable[[], bool]) -> None:
        """Holds the window's paints until a turn to come where ``release()`` says yes."""
        self._release = release
        if not self.holding:
            self._held = False
            self._turns = 0
            self._window.installEventFilter(self)
            self._turn.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.UpdateRequest:
            self._held = True
            return True
        return False

    def _next_turn(self) -> None:
        self._turns += 1
        if not self._release() and self._turns < MOST_TURNS:
            self._turn.start()  # asked again on the next turn
            return
        self._window.removeEventFilter(self)
        if self._held:
            # low, as Qt posts it: the layouts and other posted events go first
            low = Qt.EventPriority.LowEventPriority.value
            QCoreApplication.postEvent(self._window, QEvent(QEvent.Type.UpdateRequest), low)
