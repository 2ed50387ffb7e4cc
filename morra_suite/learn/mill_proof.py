"""Mill puzzles proved by the solved tables: Three Men's Morris whole, the moving endgames of
Six Men's Morris (3 or 4 pieces a side) and the 24-point endgames (3 or 4 pieces a side).

A table value is (sign, plies to the end) for the side to move. A first move's value follows
from the position it leads to, through the *rules library's* moves and outcomes: the tables are
only asked about positions the rules reach, so a puzzle stands on both. A puzzle is proved when
exactly one first move wins in ``plies`` and every other one draws, loses or wins slower (a win
is an odd number of plies for the winner, so slower means at least two plies slower), and its
main line, played by the rules, ends in the solver's win after exactly ``plies`` plies.

Ruling: the tables ignore the draw counters (endless best play is a draw); the puzzles' wins are
far shorter than the counters allow, and a shortest forced win never repeats a position, so the
counters and repetition change none of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache

from morra_suite.games.mill import MillMove, MillRules, MillState

Value = tuple[int, int]  # (+1 win / 0 draw / -1 loss for the side to move, plies to the end)
Lookup = Callable[[MillState], Value | None]

SIX_MOVING_PIECES = 4  # Six Men's Morris puzzles have at most this many pieces a side
VARIANTS = ("three", "six", "nine")


class TablesUnavailable(RuntimeError):
    """The tables a variant needs cannot be had here (no native core to solve them)."""


def _timeless(rules: MillRules) -> MillRules:
    return replace(rules, threefold_repetition=False, no_removal_limit=0, endgame_limit=0)


@cache
def lookup_for(variant: str) -> Lookup:
    """The solved value of a position of ``variant`` (the preset's rules), or ``None`` outside
    what is solved. Three: the whole game (a fraction of a second to solve); six: the moving
    phase with up to four pieces a side (solved here by the native core, about a second);
    nine: the shipped 24-point endgame tables."""
    from morra_suite.ai.mill.convert import config_from_rules, pos_from_state

    rules = MillRules.preset(variant)
    if variant == "three":
        from morra_suite.ai.mill.tables import small_key, three_table

        table = three_table(config_from_rules(_timeless(rules)))

        def three(state: MillState) -> Value | None:
            return table.get(small_key(pos_from_state(state)))

        return three
    from morra_suite.ai.mill import endgames

    cfg = config_from_rules(_timeless(rules))
    if variant == "six":
        tables = _six_moving_tables()
        points = 16
    elif variant == "nine":
        found = endgames.load_or_build(cfg, build=False)
        if found is None:
            raise TablesUnavailable("the shipped 24-point endgame tables are missing")
        tables, points = found, 24
    else:
        raise ValueError(f"variant {variant!r}: mill puzzles come from {', '.join(VARIANTS)}")

    def moving(state: MillState) -> Value | None:
        pos = pos_from_state(state)
        return endgames.value_of(cfg, endgames.raw_value(tables, pos, points), pos)

    return moving


@cache
def _six_moving_tables() -> dict[tuple[int, int], memoryview]:
    """``T(a, b)`` of the 16-point board for 3 <= a, b <= 4, solved by the native core in the
    order a removal leads (3-v-3 first). A moving-phase table does not depend on the pieces the
    game started with (nothing is in hand any more), so these are Six Men's Morris's own."""
    from morra_suite.ai.mill import endgames, native
    from morra_suite.ai.mill.convert import config_from_rules

    if not native.available():
        raise TablesUnavailable("the native mill core is not built, so Six Men's Morris is not")
    rules = replace(MillRules.preset("six"), pieces=SIX_MOVING_PIECES)
    engine = native.new_engine(config_from_rules(_timeless(rules)), tt_bits=4)
    tables: dict[tuple[int, int], memoryview] = {}
    for a, b in ((3, 3), (3, 4), (4, 4)):
        raw, _stats = engine.solve_endgame(a, b)
        for ab, view in endgames._split(a, b, raw, 16).items():
            engine.set_endgame(*ab, view)
            tables[ab] = view
    return tables


@dataclass(frozen=True, slots=True)
class MoveValue:
    """A first move and what it gives the player who makes it."""

    move: MillMove
    sign: int  # +1 win, 0 draw, -1 loss
    plies: int  # to the end of the game, this move included


def move_values(state: MillState, lookup: Lookup) -> list[MoveValue] | None:
    """Every legal move's value for the player to move; ``None`` if a child is not solved."""
    mover = state.to_move
    out = []
    for move in state.legal_moves():
        child = state.play(move)
        end = child.outcome()
        if end is not None:
            sign = 0 if end.winner is None else (1 if end.winner == mover else -1)
            out.append(MoveValue(move, sign, 1 if sign else 0))
            continue
        value = lookup(child)
        if value is None:
            return None
        out.append(MoveValue(move, -value[0], value[1] + 1 if value[0] else 0))
    return out


def unique_win(values: list[MoveValue]) -> MoveValue | None:
    """The one fastest winning move, if exactly one move wins fastest."""
    wins = [v for v in values if v.sign > 0]
    if not wins:
        return None
    fastest = min(v.plies for v in wins)
    best = [v for v in wins if v.plies == fastest]
    return best[0] if len(best) == 1 else None


def main_line(state: MillState, first: MillMove, lookup: Lookup) -> list[MillMove]:
    """The first move, then best play: the winner hurries (its first fastest win in the rules'
    move order), the loser holds out longest."""
    line = [first]
    state = state.play(first)
    while state.outcome() is None:
        values = move_values(state, lookup)
        if values is None:
            raise ValueError(f"{state.position()}: a position of the line is not solved")
        wins = [v for v in values if v.sign > 0]
        if wins:
            pick = min(wins, key=lambda v: v.plies)
        else:
            pick = max(values, key=lambda v: (v.sign, v.plies))
        line.append(pick.move)
        state = state.play(pick.move)
    return line


def prove(state: MillState, plies: int, solution: list[str], lookup: Lookup) -> str | None:
    """Why the puzzle is not proved, or ``None`` when it is (see the module's docstring)."""
    values = move_values(state, lookup)
    if values is None:
        return "a first move leads outside the solved tables"
    best = unique_win(values)
    if best is None:
        return "no single fastest winning first move"
    if best.plies != plies:
        return f"the fastest win takes {best.plies} plies, not {plies}"
    if not solution or str(best.move) != str(state.parse_move(solution[0])):
        return f"the winning first move is {best.move}, not {solution[:1]}"
    for other in values:
        if other is not best and other.sign > 0 and other.plies < plies + 2:
            return f"{other.move} also wins in {other.plies}"
    mover = state.to_move
    current = state
    for text in solution:
        if current.outcome() is not None:
            return "the solution goes on after the end of the game"
        current = current.play(text)
    end = current.outcome()
    if end is None or end.winner != mover or len(solution) != plies:
        return "the solution does not end in the solver's win after the stated plies"
    return None


def plausible_failures(values: list[MoveValue], best: MoveValue, state: MillState) -> int:
    """First moves a player is drawn to that miss the fastest win: mill-closing moves and
    slower wins (the grade counts them)."""
    return sum(
        1 for v in values if v is not best and (v.sign > 0 or state.mills_formed_by(v.move) > 0)
    )
