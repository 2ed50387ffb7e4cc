"""One analysis for every game: the best move, an evaluation, the result where solved, the line.

```python
from morra_suite.ai import analyse
a = analyse(state, seconds=1.0, cancelled=None)   # any game, any position; from a worker thread
a.best      # a legal move (turn games); Morra: {player: {choice: probability}} for both players
a.value     # for ``a.player`` (the player to move), in [-1, 1]; exact where ``a.solved``
a.result    # "win" / "draw" / "loss" for ``a.player`` with ``a.distance`` plies, where known
a.line      # the expected continuation as move texts, ``a.best`` first (turn games)
a.solved    # True where the value is exact
a.values    # three-player games: one value per player (else None)
```

Each game's analysis lives in its own package and its registration record names it
(``GameRegistration.analyser``); this module is the machinery they share: the ``Analysis``
value, the walk through forced moves, the table walk (``table_analysis`` over a ``Probe``), the
search with its line (``searched``) and ``solving``. What the answers mean per game:

- **Morra** (``ai/morra/analysis.py``, always solved): the exact solution the computer plays;
  ``best`` holds both players' optimal mixes, ``hand_values`` and ``chances`` what each choice
  and each player stands at, ``result`` only where certain, no ``line``.
- **Mill games** (``ai/mill/analysis.py``): perfect play from the solved tables where they cover
  the position (Three Men's Morris on any settings, Six Men's Morris whole from the first
  placement once its solution is built or loaded, the 24-point board's endgames once their
  tables are): ``result`` and ``distance`` with best play (the winner wins as fast as it can, the
  loser holds out as long as it can), ``line`` to the end. Elsewhere the strongest computer
  player's search: ``value`` is its score squashed into (-1, 1) (``tanh(score / SCALE)``, a
  piece is 100: an evaluation, not a probability), exact +-1 with ``result`` and ``distance``
  where the search proves a forced win or loss.
- **Myra** (``ai/myra/analysis.py``): the strongest player's search, as for the mill games (a
  soldier is 100); with three players ``values`` holds each player's standing.

The searches run for about ``seconds`` in all (``ROOT_SHARE`` for the best move, the rest for
the line), and ``cancelled()`` stops them early with what they have, as it stops a computer
player. A Morra board is solved on its first analysis (well under a second for the shipped
boards; cached after that). Mill tables that are not there yet are solved in the background
(the analysis searches meanwhile); ``solving(state)`` says how far that has come, in whichever
process it runs, so the window can show it.

Pure Python: no Qt. This module imports no game's analysis (the records name them as strings).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from morra_suite.core.protocol import SomeMove, SomeState
from morra_suite.core.registration import resolve

if TYPE_CHECKING:
    from morra_suite.core.registration import GameRegistration

__all__ = [
    "LINE_PLIES",
    "ROOT_SHARE",
    "SCALE",
    "Analysis",
    "Cancelled",
    "Probe",
    "analyse",
    "finished",
    "result_word",
    "searched",
    "solving",
    "table_analysis",
    "table_pick",
]

ROOT_SHARE = 0.6  # of ``seconds`` for the best move; the rest goes to the line
LINE_PLIES = 6  # searched continuation after the best move (tables: to the end, at most 60)
TABLE_LINE_CAP = 60
SCALE = 300.0  # a search score of 300 (three pieces or soldiers) is a value of tanh(1) = 0.76

Cancelled = Callable[[], bool]


@dataclass(frozen=True)
class Analysis:
    """What the computer sees in one position (see the module's docstring per game).

    ``player``: whom ``value``, ``result`` and ``distance`` are for (the player to move; in
    Morra the player whose stone is at stake). ``source``: ``"solver"`` (Morra), ``"table"``,
    ``"search"`` or ``"over"`` (the game has ended). ``depth``: the search's depth, else 0.
    """

    best: SomeMove  # None for an ended game
    value: float
    player: int
    result: str | None = None
    distance: int | None = None
    line: tuple[str, ...] = ()
    solved: bool = False
    source: str = "search"
    depth: int = 0
    seconds: float = 0.0
    hand_values: dict[int, dict[int, float]] | None = None
    chances: tuple[float, ...] | None = None
    values: tuple[float, ...] | None = None  # each player's standing, where more than two play
    forced: int = 0  # how many forced moves (one legal move each) lead to what was analysed

    @property
    def known(self) -> bool:
        """Whether ``value`` says anything: ``False`` where no search produced a score (never
        shown as an even game)."""
        return not math.isnan(self.value)


def analyse(state: SomeState, seconds: float = 1.0, cancelled: Cancelled | None = None) -> Analysis:
    """The analysis of ``state`` within about ``seconds``: the hook its game's registration
    record names (``GameRegistration.analyser``; a ``TypeError`` for a game without one).

    Call it off the GUI thread: it searches (or solves a Morra board) for up to ``seconds``.
    ``cancelled`` is polled as a computer player polls it; a cancelled analysis returns what it
    has found so far (a best move is always legal).
    """
    if seconds <= 0:
        raise ValueError(f"seconds={seconds!r}: an analysis needs a positive time budget")
    began = time.perf_counter()
    stop = cancelled or (lambda: False)
    forced = _through_forced_moves(state, seconds, stop)
    if forced is not None:
        return _with_seconds(forced, time.perf_counter() - began)
    return _with_seconds(_analyse_here(state, seconds, stop), time.perf_counter() - began)


def _analyse_here(state: SomeState, seconds: float, stop: Cancelled) -> Analysis:
    """The analysis of a position where the side to move has a real choice (or none at all)."""
    return _analyser_of(state)(state, seconds, stop)


FORCED_CHAIN_CAP = 40  # forced moves followed in a row before the search takes over anyway


def _through_forced_moves(state: SomeState, seconds: float, stop: Cancelled) -> Analysis | None:
    """The analysis of a position whose side to move has exactly one legal move: the value (and
    the "wins in N", one ply longer) of the position after it, seen from this side.

    A search has nothing to compare with one move and so gives no score; reporting that as an
    even game (0.0) made the panel say "+0.00" between two "Black wins" and the review mark the
    forced reply a blunder. ``None`` where the side to move has a choice (or the game is over),
    and for simultaneous choices, which the Morra solver values exactly anyway.
    """
    if not hasattr(state, "choosers"):
        return None  # no game state: the dispatch below says so
    line: list[Any] = []
    here = state
    while len(line) < FORCED_CHAIN_CAP and here.outcome() is None and len(here.choosers()) == 1:
        moves = here.legal_moves()
        if len(moves) != 1:
            break
        line.append(moves[0])
        here = here.play(moves[0])
    if not line:
        return None
    after = _analyse_here(here, seconds, stop)
    return _lifted(state, line, here, after)


def _lifted(state: SomeState, forced: list[SomeMove], here: SomeState, after: Analysis) -> Analysis:
    """``after`` (the analysis of ``here``, reached from ``state`` by the ``forced`` moves) seen
    by ``state``'s side to move, with those moves in front of its line."""
    player = state.to_move
    plies = len(forced)
    values = after.values
    if values is not None:
        value = values[player]
    elif after.player == player:
        value = after.value
    elif state.num_players == 2:
        value = -after.value
    else:  # another player's standing says nothing certain about this one's
        value = float("nan")
    result = after.result
    if result is not None and after.player != player:
        if state.num_players == 2:
            result = {"win": "loss", "loss": "win"}.get(result, result)
        elif result != "win":  # another player's loss or draw leaves this one's open
            result = None
        else:
            result = "loss"
    distance = None if after.distance is None or result is None else after.distance + plies
    return Analysis(
        forced[0],
        value,
        player,
        result,
        distance,
        tuple(str(m) for m in forced) + after.line,
        after.solved and not math.isnan(value),
        after.source,
        after.depth,
        values=values,
        forced=plies + after.forced,
    )


def solving(state: SomeState) -> tuple[str, float] | None:
    """What is being solved in the background for ``state``'s game (by this process or another:
    the analysis and the computer players think in child processes), as (kind, part done in
    [0, 1]): ``"six"`` for Six Men's Morris's whole game, ``"endgames"`` for the 24-point
    endgames; ``None`` when nothing is. Cheap (a small file is read), so a widget may poll it."""
    record = _record_of(state)
    if record is None or record.solving is None:
        return None
    found: tuple[str, float] | None = resolve(record.solving)(state)
    return found


def _record_of(state: SomeState) -> GameRegistration | None:
    from morra_suite.games import key_of_state, registration

    key = key_of_state(state)
    return registration(key) if key is not None else None


def _analyser_of(state: SomeState) -> Callable[[SomeState, float, Cancelled], Analysis]:
    """The analysis of ``state``'s game, the hook its registration record names."""
    record = _record_of(state)
    if record is None or record.analyser is None:
        what = "no registered game's state" if record is None else f"{record.key} has no analyser"
        raise TypeError(f"cannot analyse a {type(state).__name__}: {what}")
    hook: Callable[[SomeState, float, Cancelled], Analysis] = resolve(record.analyser)
    return hook


def _with_seconds(a: Analysis, seconds: float) -> Analysis:
    return Analysis(**{**a.__dict__, "seconds": seconds})


def result_word(sign: int) -> str:
    """``Analysis.result`` for a sign from the analysed player's side."""
    return "win" if sign > 0 else "loss" if sign < 0 else "draw"


def finished(state: SomeState, player: int) -> Analysis | None:
    """The analysis of an ended game (for ``player``), or ``None`` while it goes on."""
    outcome = state.outcome()
    if outcome is None:
        return None
    sign = 0 if outcome.winner is None else (1 if outcome.winner == player else -1)
    return Analysis(None, float(sign), player, result_word(sign), 0, (), True, "over")


# --- turn games: tables and searches ----------------------------------------------------------


# Any: a probe takes its own game's state (a MillState), which a parameter for a state of some
# game cannot name: callables are contravariant in what they take
Probe = Callable[[Any], tuple[int, int] | None]


def table_pick(state: SomeState, probe: Probe) -> tuple[SomeMove, int, int] | None:
    """Best move by the solved values of the children: win fastest, else draw, else lose as
    late as possible (the first such in ``legal_moves`` order). ``probe`` gives (sign,
    distance) from the side to move of a position. ``None`` if a child is unsolved."""
    best = None
    best_key: tuple[int, int] | None = None
    for move in state.legal_moves():
        child = state.play(move)
        found = probe(child)
        if found is None:
            return None
        sign, dist = -found[0], found[1] + 1
        key = (2, -dist) if sign > 0 else (1, 0) if sign == 0 else (0, dist)
        if best_key is None or key > best_key:
            best, best_key = (move, sign, dist if sign else 0), key
    return best


def table_analysis(state: SomeState, probe: Probe) -> Analysis | None:
    """The table's analysis of ``state``, its line to the end, or ``None`` if not covered."""
    first = table_pick(state, probe)
    if first is None:
        return None
    move, sign, dist = first
    line = [str(move)]
    here = state.play(move)
    while here.outcome() is None and len(line) < TABLE_LINE_CAP:
        step = table_pick(here, probe)
        if step is None:
            break
        line.append(str(step[0]))
        here = here.play(step[0])
    return Analysis(
        move, float(sign), state.to_move, result_word(sign), dist, tuple(line), True, "table"
    )


def searched(
    state: SomeState,
    seconds: float,
    stop: Cancelled,
    # Any: a game's player (called on its own state, with ``last_info``), which a callable for
    # a state of some game cannot name
    make: Callable[[float], Any],
    win: int,
    win_bound: int,
) -> Analysis:
    """The strongest player's move and score, then its line with the time left."""
    deadline = time.perf_counter() + seconds
    player = make(max(0.05, seconds * ROOT_SHARE))
    move = player(state, stop)
    info = getattr(player, "last_info", {}) or {}
    score = info.get("score")
    after = state.play(move)
    line = [str(move)]
    follower = None
    here = after
    for _ in range(LINE_PLIES):
        left = deadline - time.perf_counter()
        if here.outcome() is not None or stop() or left < 0.02:
            break
        if follower is None:
            follower = make(max(0.02, 0.9 * left / LINE_PLIES))
        reply = follower(here, stop)
        line.append(str(reply))
        here = here.play(reply)
    ended = after.outcome()
    if ended is not None:  # the best move ends the game
        sign = 0 if ended.winner is None else (1 if ended.winner == state.to_move else -1)
        return Analysis(move, float(sign), state.to_move, result_word(sign), 1, tuple(line), True)
    if not isinstance(score, int):  # the player's short-cut (a queen taken at once): no score
        left = max(0.05, deadline - time.perf_counter())
        return _lifted(state, [move], after, _analyse_here(after, left, stop))
    depth = int(info.get("depth") or 0)
    if abs(score) >= win_bound:
        sign = 1 if score > 0 else -1
        return Analysis(
            move, float(sign), state.to_move, result_word(sign), win - abs(score), tuple(line),
            True, "search", depth,
        )  # fmt: skip
    value = math.tanh(score / SCALE)
    return Analysis(move, value, state.to_move, None, None, tuple(line), False, "search", depth)
