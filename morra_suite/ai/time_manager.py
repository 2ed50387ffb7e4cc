"""How long the computer may think on one move when a game clock runs: its time manager.

The computer plays by the same clock as a person (``core.game_clock``): each move it takes
about ``1 / MOVES_TO_GO`` of what it has left plus most of the increment (or of the delay,
which costs nothing), and never more than ``HARD_SHARE`` of what is left, so a long game or a
slow move at the end cannot run its time out. A margin is kept back for what happens around the
search (handing the position over, playing the move): the clock runs during it too. The margin
is in proportion to the move's share (``OVERHEAD_SHARE``) up to ``OVERHEAD``: a fixed 50 ms took
all of a short move's share (a second left without increment gave the computer no time at all)
and half of a 0.1 s one, while the work around a search is a few milliseconds.

The budget becomes the search's deadline through its ``cancelled`` poll (every search polls it
and then returns its best move so far), so no search needs to know about clocks.

Pure Python: no Qt.
"""

from __future__ import annotations

from morra_suite.core.game_clock import TimeControl

#: The moves a game is assumed still to last, whatever has been played (a mill game may go on
#: for a hundred turns after the placing; a share of what is left never runs out).
MOVES_TO_GO = 30
#: The share of the increment (or the delay) a move may spend beside its share of the time.
INCREMENT_SHARE = 0.8
#: One move never takes more than this share of the time left.
HARD_SHARE = 0.25
#: Seconds kept back at most on a move for the work around the search.
OVERHEAD = 0.05
#: The share of a move's time kept back for that work when the share is short.
OVERHEAD_SHARE = 0.1


def move_budget(left: float, control: TimeControl) -> float:
    """The seconds a move may take with ``left`` seconds on the clock under ``control`` (the
    delay, when the control has one, is counted in: it costs nothing of ``left``)."""
    if left <= 0:
        return 0.0
    free = control.increment if control.delay else 0.0
    share = left / MOVES_TO_GO + INCREMENT_SHARE * control.increment
    budget = min(share, HARD_SHARE * left + free)
    return max(0.0, budget - min(OVERHEAD, OVERHEAD_SHARE * budget))
