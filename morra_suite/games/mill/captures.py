"""The captures without a mill: custodian (sandwich), intervention (between two) and leap (a jump).

Each is a rules setting (``capture_settings.py``); every sentence below is one of the rules text
(resources/rules/en/mill.md, "Captures without a mill"). They work on the bare facts (bitmasks of
the board's grid numbers, see ``board.py``), like ``movegen.py``, which calls them for the rules
that are not plain.

- A capture looks along the board's lines of three points: the sides of the squares (``edges``),
  the lines crossing from square to square (``cross``) and the corner diagonals (``diagonal``,
  where the board has them); each setting names the kinds it uses.
- Custodian: the piece that arrives on one end of a line whose middle holds an opponent's piece and
  whose other end one's own takes that middle piece; where it catches several, one of them.
- Intervention: the piece that arrives on the middle of a line whose two ends hold opponent's
  pieces takes both; where several lines qualify, the mover chooses one.
- Leap: a piece on one end of a line jumps over an opponent's piece in the middle to the empty
  other end and takes the piece it jumped. A leap is a move of its own (the two ends are not
  connected); a flight from end to end over an opponent's piece is a leap too.
- Only pieces a mill could take may be captured (``remove_from_mills`` and the protection of
  pieces in mills); a line whose pieces are all protected captures nothing, and there is no leap
  over a protected piece.
"""

from __future__ import annotations

from functools import cache

from morra_suite.games.mill.board import Board
from morra_suite.games.mill.capture_settings import LINE_KINDS_OF
from morra_suite.games.mill.rules import MillRules

Line = tuple[int, int, int]  # (end, middle, end)


def line_kind(topo: Board, line: Line) -> str:
    """``edges`` (a side of a square), ``cross`` (from square to square) or ``diagonal``."""
    centre = topo.grid // 2
    files = {p % 7 for p in line}
    ranks = {p // 7 for p in line}
    if len(files) > 1 and len(ranks) > 1:
        return "diagonal"
    rings = {max(abs(p % 7 - centre), abs(p // 7 - centre)) for p in line}
    return "edges" if len(rings) == 1 else "cross"


@cache
def capture_tables(
    topo: Board, lines_choice: str
) -> tuple[dict[int, tuple[tuple[int, int], ...]], dict[int, tuple[tuple[int, int], ...]]]:
    """For the lines ``lines_choice`` names: per point, the (middle, far end) of each line it
    ends, and the (end, end) of each line it is the middle of."""
    kinds = LINE_KINDS_OF[lines_choice]
    ends: dict[int, list[tuple[int, int]]] = {p: [] for p in topo.points}
    middles: dict[int, list[tuple[int, int]]] = {p: [] for p in topo.points}
    for line in topo.mills:
        if line_kind(topo, line) not in kinds:
            continue
        a, m, b = line
        ends[a].append((m, b))
        ends[b].append((m, a))
        middles[m].append((a, b))
    return (
        {p: tuple(v) for p, v in ends.items()},
        {p: tuple(v) for p, v in middles.items()},
    )


def applies(rules: MillRules, kind: str, hand_before: int, on_board_after: int) -> bool:
    """Whether capture ``kind`` counts for this move: switched on, the move's phase allowed (a
    move made with pieces still in hand is "placing"), and, where the rules say so, the mover has
    three pieces or fewer on the board after it."""
    if kind not in rules.captures:
        return False
    when = getattr(rules, f"{kind}_when")
    if when == "placing_only" and not hand_before:
        return False
    if when == "moving_only" and hand_before:
        return False
    return not (getattr(rules, f"{kind}_three") and on_board_after > 3)


def capture_options(
    rules: MillRules, own: int, opp: int, dst: int, hand_before: int, allowed: int
) -> list[tuple[int, ...]]:
    """The sets of pieces the custodian and intervention captures of a piece arriving on ``dst``
    may take (``own``: the mover's pieces after the move; ``allowed``: the opponent's pieces a
    mill could take), each a choice of its own, in a fixed order."""
    topo = rules.topology
    count = own.bit_count()
    out: list[tuple[int, ...]] = []
    if applies(rules, "custodian", hand_before, count):
        ends, _ = capture_tables(topo, rules.custodian_lines)
        for mid, far in ends[dst]:
            if allowed >> mid & 1 and own >> far & 1 and (mid,) not in out:
                out.append((mid,))
    if applies(rules, "intervention", hand_before, count):
        _, middles = capture_tables(topo, rules.intervention_lines)
        for a, b in middles[dst]:
            if opp >> a & 1 and opp >> b & 1:
                pair = tuple(sorted(p for p in (a, b) if allowed >> p & 1))
                if pair and pair not in out:
                    out.append(pair)
    return out


def leap_over(
    rules: MillRules, own: int, src: int, dst: int, hand_before: int, allowed: int
) -> int | None:
    """The piece a move from ``src`` to ``dst`` leaps over and takes, or ``None`` for no leap
    (``own``: the mover's pieces before the move)."""
    if not applies(rules, "leap", hand_before, own.bit_count()):
        return None
    ends, _ = capture_tables(rules.topology, rules.leap_lines)
    for mid, far in ends[src]:
        if far == dst:
            return mid if allowed >> mid & 1 else None
    return None


def leap_targets(
    rules: MillRules, own: int, src: int, empty: int, hand_before: int, allowed: int
) -> tuple[int, ...]:
    """The empty points the piece on ``src`` may leap to (over a piece it may take)."""
    if not applies(rules, "leap", hand_before, own.bit_count()):
        return ()
    ends, _ = capture_tables(rules.topology, rules.leap_lines)
    return tuple(far for mid, far in ends[src] if empty >> far & 1 and allowed >> mid & 1)


def without_parts(sets: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The choices, each once, without those that are part of a larger one (a capture that takes
    more supersedes the removal it contains), shortest first."""
    unique = sorted(set(sets), key=lambda s: (len(s), s))
    as_sets = [frozenset(s) for s in unique]
    return [
        s for s, f in zip(unique, as_sets, strict=True) if not any(f < other for other in as_sets)
    ]
