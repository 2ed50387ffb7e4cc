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

Where the answers come from, and what they mean per game:

- **Morra** (always solved): the exact solution the computer plays (``ai.morra.solve``, the game
  with its round limit). ``player`` is ``state.to_move``, the player whose stone is at stake
  (player 0, who begins, in the setup), and ``value`` is P(that player wins) - P(the other
  wins). Both players choose at once, so ``best`` holds both optimal mixes over
  ``state.legal_choices(player)`` (start fields in the setup, hands in a round);
  ``hand_values[p][c]`` is what choice ``c`` is worth to player ``p`` (from p's side) against
  the other's best reply; ``chances`` is each player's chance to win under optimal play (a
  draw at the round limit is the rest). Morra is a game of chance: ``result`` is given only
  where it is certain (a finished game, or a value of exactly +-1), and there is no ``line``.
- **Mill games**: perfect play from the solved tables where they cover the position (Three
  Men's Morris on any settings, Six Men's Morris whole from the first placement once its
  solution is built or loaded (``ai/mill/six.py``), the 3-against-3 flying endgame of the
  24-point board once its table is loaded, its moving and flying endgames with 3 or 4 pieces a
  side once those are):
  ``result`` and ``distance`` (with best play: the winner wins as fast as it
  can, the loser holds out as long as it can), ``line`` to the end. Elsewhere the strongest
  computer player's search: ``value`` is its score squashed into (-1, 1) (``tanh(score /
  SCALE)``, a piece is 100: an evaluation, not a probability), exact +-1 with ``result`` and
  ``distance`` where the search proves a forced win or loss.
- **Myra**: the strongest computer player's search, as for the mill games (a soldier is 100).
  With three players ``values`` holds each player's standing (``ai/myra/standing.py``) and
  ``value`` is the player to move's: the search is paranoid, so its score (and a loss it finds)
  is the player's fate against a coalition, not a standing; a win it finds is real and stays.

The searches run for about ``seconds`` in all (``ROOT_SHARE`` for the best move, the rest for
the line), and ``cancelled()`` stops them early with what they have, as it stops a computer
player. A Morra board is solved on its first analysis (well under a second for the shipped
boards; cached after that). Mill tables that are not there yet are solved in the background
(the analysis searches meanwhile); ``solving(state)`` says how far that has come, in whichever
process it runs, so the window can show it.

What this module calls in ``ai/mill`` (its public parts, so the native engine can replace the
inside): ``MillPlayer`` (and ``last_info["score"]``), ``search.WIN`` and ``search.WIN_BOUND``,
``convert.config_from_rules`` and ``convert.pos_from_state``, and from ``tables``:
``three_table_if_ready``, ``small_key``, ``flying_applies``, ``flying_table_if_ready``,
``flying_lookup``, ``endgame_tables_if_ready``, ``endgame_lookup`` (which cover Six Men's Morris's
solution too), and ``solving``. In ``ai/myra``: ``MyraPlayer``
(``last_info["score"]``) and ``evaluate.WIN``/``WIN_BOUND``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from morra_suite.core.registration import resolve

if TYPE_CHECKING:
    from morra_suite.core.registration import GameRegistration

__all__ = [
    "LINE_PLIES",
    "ROOT_SHARE",
    "SCALE",
    "Analysis",
    "analyse",
    "analyse_mill",
    "analyse_morra",
    "analyse_myra",
    "mill_solving",
    "solving",
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

    best: Any
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


def analyse(state: Any, seconds: float = 1.0, cancelled: Cancelled | None = None) -> Analysis:
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


def _analyse_here(state: Any, seconds: float, stop: Cancelled) -> Analysis:
    """The analysis of a position where the side to move has a real choice (or none at all)."""
    return _analyser_of(state)(state, seconds, stop)


FORCED_CHAIN_CAP = 40  # forced moves followed in a row before the search takes over anyway


def _through_forced_moves(state: Any, seconds: float, stop: Cancelled) -> Analysis | None:
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


def _lifted(state: Any, forced: list[Any], here: Any, after: Analysis) -> Analysis:
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


def solving(state: Any) -> tuple[str, float] | None:
    """What is being solved in the background for ``state``'s game (by this process or another:
    the analysis and the computer players think in child processes), as (kind, part done in
    [0, 1]): ``"six"`` for Six Men's Morris's whole game, ``"endgames"`` for the 24-point
    endgames; ``None`` when nothing is. Cheap (a small file is read), so a widget may poll it."""
    record = _record_of(state)
    if record is None or record.solving is None:
        return None
    found: tuple[str, float] | None = resolve(record.solving)(state)
    return found


def _record_of(state: Any) -> GameRegistration | None:
    from morra_suite.games import key_of_state, registration

    key = key_of_state(state)
    return registration(key) if key is not None else None


def _analyser_of(state: Any) -> Callable[[Any, float, Cancelled], Analysis]:
    """The analysis of ``state``'s game, the hook its registration record names."""
    record = _record_of(state)
    if record is None or record.analyser is None:
        what = "no registered game's state" if record is None else f"{record.key} has no analyser"
        raise TypeError(f"cannot analyse a {type(state).__name__}: {what}")
    hook: Callable[[Any, float, Cancelled], Analysis] = resolve(record.analyser)
    return hook


# --- the built-in games' hooks (their registration records name them) -------------------------


def analyse_morra(state: Any, seconds: float, cancelled: Cancelled) -> Analysis:
    """Morra's analysis: the exact solution (``seconds`` and ``cancelled`` do not matter)."""
    return _morra(state)


def analyse_mill(state: Any, seconds: float, cancelled: Cancelled) -> Analysis:
    """A mill game's analysis: the solved tables where they cover it, else the search."""
    return _mill(state, seconds, cancelled)


def analyse_myra(state: Any, seconds: float, cancelled: Cancelled) -> Analysis:
    """Myra's analysis: the strongest player's search."""
    return _myra(state, seconds, cancelled)


def mill_solving(state: Any) -> tuple[str, float] | None:
    """What the mill tables solve in the background for ``state``'s rules."""
    from morra_suite.ai.mill.convert import config_from_rules, engine_supports
    from morra_suite.ai.mill.tables import solving as endgames_solving

    if not engine_supports(state.rules):
        return None  # no table is built for these rules
    found: tuple[str, float] | None = endgames_solving(config_from_rules(state.rules))
    return found


def _with_seconds(a: Analysis, seconds: float) -> Analysis:
    return Analysis(**{**a.__dict__, "seconds": seconds})


def _word(sign: int) -> str:
    return "win" if sign > 0 else "loss" if sign < 0 else "draw"


def _finished(state: Any, player: int) -> Analysis | None:
    """The analysis of an ended game (for ``player``), or ``None`` while it goes on."""
    outcome = state.outcome()
    if outcome is None:
        return None
    sign = 0 if outcome.winner is None else (1 if outcome.winner == player else -1)
    return Analysis(None, float(sign), player, _word(sign), 0, (), True, "over")


# --- Morra ------------------------------------------------------------------------------------


def _morra(state: Any) -> Analysis:
    from morra_suite.ai.morra import solve as solve_morra

    player = state.to_move
    ended = _finished(state, player)
    if ended is not None:
        return ended
    solution = solve_morra(state.layout, state.rules)
    a_value = solution.value(state)
    mixes = solution.strategy(state)
    best = {p: dict(zip(state.legal_choices(p), map(float, mixes[p]), strict=True)) for p in (0, 1)}
    # The matrix of the values (for a) after each pair of choices: the game this round is.
    games = [
        [_after(solution, state, a, b) for b in state.legal_choices(1)]
        for a in state.legal_choices(0)
    ]
    columns = list(zip(*games, strict=True))
    hand_values = {
        0: {a: min(row) for a, row in zip(state.legal_choices(0), games, strict=True)},
        1: {b: -max(col) for b, col in zip(state.legal_choices(1), columns, strict=True)},
    }
    value = a_value if player == 0 else -a_value
    result = distance = None
    if abs(abs(value) - 1.0) < 1e-12:  # a certain result (a game of chance rarely has one)
        result = _word(round(value))
    return Analysis(
        best,
        float(value),
        player,
        result,
        distance,
        (),
        True,
        "solver",
        hand_values=hand_values,
        chances=solution.chances(state),
    )


def _after(solution: Any, state: Any, a: int, b: int) -> float:
    """The value for player 0 once both have chosen: the start game's entry in the setup (the
    stones' first round, ``value`` of that state), a round's outcome otherwise."""
    return float(solution.value(state.play_joint(a, b)))


# --- turn games: tables and searches ----------------------------------------------------------


Probe = Callable[[Any], tuple[int, int] | None]


def _pick(state: Any, probe: Probe) -> tuple[Any, int, int] | None:
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


def _solved(state: Any, probe: Probe) -> Analysis | None:
    """The table's analysis of ``state``, its line to the end, or ``None`` if not covered."""
    first = _pick(state, probe)
    if first is None:
        return None
    move, sign, dist = first
    line = [str(move)]
    here = state.play(move)
    while here.outcome() is None and len(line) < TABLE_LINE_CAP:
        step = _pick(here, probe)
        if step is None:
            break
        line.append(str(step[0]))
        here = here.play(step[0])
    return Analysis(move, float(sign), state.to_move, _word(sign), dist, tuple(line), True, "table")


def _searched(
    state: Any,
    seconds: float,
    stop: Cancelled,
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
        return Analysis(move, float(sign), state.to_move, _word(sign), 1, tuple(line), True)
    if not isinstance(score, int):  # the player's short-cut (a queen taken at once): no score
        left = max(0.05, deadline - time.perf_counter())
        return _lifted(state, [move], after, _analyse_here(after, left, stop))
    depth = int(info.get("depth") or 0)
    if abs(score) >= win_bound:
        sign = 1 if score > 0 else -1
        return Analysis(
            move, float(sign), state.to_move, _word(sign), win - abs(score), tuple(line), True,
            "search", depth,
        )  # fmt: skip
    value = math.tanh(score / SCALE)
    return Analysis(move, value, state.to_move, None, None, tuple(line), False, "search", depth)


def _mill(state: Any, seconds: float, stop: Cancelled) -> Analysis:
    ended = _finished(state, state.to_move)
    if ended is not None:
        return ended
    from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
    from morra_suite.ai.mill.convert import engine_supports

    def make(budget: float) -> Any:
        return MillPlayer(MAX_LEVEL, random.Random(0), time_limit=budget)

    if not engine_supports(state.rules):
        # rules the engines and their tables were not built for: the rules library's search,
        # and the analysis says so (its source), never a table's claim
        from morra_suite.ai.mill import rules_search

        found = _searched(state, seconds, stop, make, rules_search.WIN, rules_search.WIN_BOUND)
        return replace(found, source="rules search") if found.source == "search" else found
    solved = _solved(state, _mill_probe(state.rules))
    if solved is not None:
        return solved
    from morra_suite.ai.mill.search import WIN, WIN_BOUND

    return _searched(state, seconds, stop, make, WIN, WIN_BOUND)


def _mill_probe(rules: Any) -> Probe:
    """(sign, distance) of a mill position from the solved tables, for its side to move (the
    draw counters applied: a win that needs more plies than the counter leaves is a draw)."""
    from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
    from morra_suite.ai.mill.tables import (
        endgame_lookup,
        endgame_tables_if_ready,
        flying_applies,
        flying_lookup,
        flying_table_if_ready,
        small_key,
        three_table_if_ready,
    )

    cfg = config_from_rules(rules)
    three = three_table_if_ready(cfg, wait=True) if cfg.board == "three" else None
    flying = flying_table_if_ready(cfg.diagonals) if flying_applies(cfg) else None
    endgames = endgame_tables_if_ready(cfg) if cfg.board != "three" else None

    def probe(state: Any) -> tuple[int, int] | None:
        ended = state.outcome()
        if ended is not None:
            return (0 if ended.winner is None else 1 if ended.winner == state.to_move else -1, 0)
        pos = pos_from_state(state)
        if three is not None:
            found = three.get(small_key(pos))
            if found is None or not found[0]:
                return found
            limits = [limit - pos.quiet for limit in (cfg.quiet_limit, cfg.endgame_limit) if limit]
            return (0, 0) if limits and found[1] > min(limits) else found
        if flying is not None:
            found = flying_lookup(cfg, flying, pos)
            if found is not None:
                return found
        if endgames is not None:
            return endgame_lookup(cfg, endgames, pos)
        return None

    return probe


def _myra(state: Any, seconds: float, stop: Cancelled) -> Analysis:
    ended = _finished(state, state.to_move)
    if ended is not None:
        return ended
    from morra_suite.ai.myra import MAX_LEVEL, MyraPlayer
    from morra_suite.ai.myra.evaluate import WIN, WIN_BOUND

    def make(budget: float) -> Any:
        return MyraPlayer(MAX_LEVEL, random.Random(0), time_limit=budget)

    found = _searched(state, seconds, stop, make, WIN, WIN_BOUND)
    if state.num_players < 3:
        return found
    from dataclasses import replace

    from morra_suite.ai.myra.standing import standings

    values = standings(state, found.line)
    if found.result == "win":
        return replace(found, values=values)
    mine = values[state.to_move]
    return replace(found, value=mine, values=values, result=None, distance=None, solved=False)
