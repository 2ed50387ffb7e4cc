"""A second mill move generator for the conformance test, written from the rules text
(resources/rules/en/mill.md), not from the rules module: its own board (point names, lines and
paths drawn up again here), its own position (a dict of point -> "W"/"B"), its own reading of
every setting of the 24-point board. It shares nothing with ``morra_suite.games.mill`` but the
move notation it prints, so the two can only agree if both read the rules the same way.

The draw rules (repetition, the turn counters) are left out: the test switches them off, as the
perft reference does; they are pinned by hand-built positions elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, pairwise

RINGS = ("a1 d1 g1 g4 g7 d7 a7 a4", "b2 d2 f2 f4 f6 d6 b6 b4", "c3 d3 e3 e4 e5 d5 c5 c4")
CROSS = ("a4 b4 c4", "e4 f4 g4", "d1 d2 d3", "d5 d6 d7")
DIAGONALS = ("a1 b2 c3", "g1 f2 e3", "g7 f6 e5", "a7 b6 c5")


def board(diagonals: bool) -> tuple[list[str], list[tuple[str, ...]], dict[str, set[str]]]:
    """The 24 points, the lines (mills) and who is next to whom on the three-square board."""
    points: list[str] = []
    lines: list[tuple[str, ...]] = []
    for ring in RINGS:
        ps = ring.split()
        points += ps
        for side in range(4):  # a corner, the middle of a side, the next corner
            lines.append((ps[2 * side], ps[2 * side + 1], ps[(2 * side + 2) % 8]))
    lines += [tuple(c.split()) for c in CROSS]
    if diagonals:
        lines += [tuple(d.split()) for d in DIAGONALS]
    adj: dict[str, set[str]] = {p: set() for p in points}
    for line in lines:  # the points of a line are joined one after the other
        for a, b in pairwise(line):
            adj[a].add(b)
            adj[b].add(a)
    return points, lines, adj


def line_kinds(diagonals: bool) -> dict[tuple[str, ...], str]:
    """Each line's kind for the captures without a mill: a side of a square ("edges"), a line
    from square to square ("cross"), a corner diagonal ("diagonal")."""
    _, lines, _ = board(diagonals)
    cross = {tuple(c.split()) for c in CROSS}
    diagonal = {tuple(d.split()) for d in DIAGONALS}
    return {
        line: "cross" if line in cross else "diagonal" if line in diagonal else "edges"
        for line in lines
    }


LINE_CHOICES = {  # the words of the lines settings, as the rules text lists them
    "every_line": {"edges", "cross", "diagonal"},
    "edges": {"edges"},
    "cross": {"cross"},
    "diagonal": {"diagonal"},
    "edges_cross": {"edges", "cross"},
    "edges_diagonal": {"edges", "diagonal"},
    "cross_diagonal": {"cross", "diagonal"},
}


def other(c: str) -> str:
    return "B" if c == "W" else "W"


@dataclass
class Ref:
    rules: object
    board: dict[str, str]
    hands: dict[str, int]
    me: str = "W"
    marked: set[str] = field(default_factory=set)
    duties: list[tuple[str, int, str]] = field(default_factory=list)
    then: str = "W"
    spent: dict[str, set[frozenset[str]]] = field(default_factory=lambda: {"W": set(), "B": set()})


class RefMill:
    def __init__(self, rules) -> None:
        self.r = rules
        self.points, self.lines, self.adj = board(rules.diagonals)
        self.kinds = line_kinds(rules.diagonals)

    def start(self) -> Ref:
        n = self.r.pieces
        return Ref(self.r, {p: "" for p in self.points}, {"W": n, "B": n})

    # ------------------------------------------------------------------ facts
    def left(self, ref: Ref, c: str) -> int:
        return sum(1 for v in ref.board.values() if v == c) + ref.hands[c]

    def in_mill(self, b: dict[str, str], p: str) -> bool:
        return any(p in line and all(b[q] == b[p] for q in line) for line in self.lines)

    def takeable(self, b: dict[str, str], c: str) -> list[str]:
        pieces = [p for p in self.points if b[p] == c]
        if self.r.remove_from_mills:
            return pieces
        free = [p for p in pieces if not self.in_mill(b, p)]
        return free or pieces

    def take_sets(self, b: dict[str, str], c: str, n: int) -> set[frozenset[str]]:
        """Pieces of ``c`` taken one by one, the rule applied again after each (fewer if none
        are left)."""
        if n == 0 or not any(v == c for v in b.values()):
            return {frozenset()}
        out: set[frozenset[str]] = set()
        for p in self.takeable(b, c):
            after = dict(b)
            after[p] = ""
            out |= {rest | {p} for rest in self.take_sets(after, c, n - 1)}
        return out

    def flies(self, ref: Ref, c: str) -> bool:
        r = self.r
        on = sum(1 for v in ref.board.values() if v == c)
        return (
            r.flying and on + ref.hands[c] <= r.flying_at and (r.fly_with_hand or ref.hands[c] == 0)
        )

    def closed(self, b: dict[str, str], c: str, dst: str, spent: set) -> list[frozenset[str]]:
        return [
            frozenset(line)
            for line in self.lines
            if dst in line and all(b[q] == c for q in line) and frozenset(line) not in spent
        ]

    def earned(self, lines: list) -> int:
        return len(lines) if self.r.removal_per_mill else min(1, len(lines))

    # ------------------------------------------------------------------ captures
    def capture_on(self, kind: str, had_hand: bool, on_board: int) -> bool:
        """Whether a capture of ``kind`` counts: on, in this phase, and with few enough pieces."""
        r = self.r
        if not getattr(r, kind):
            return False
        when = getattr(r, kind + "_when")
        if (when == "placing_only" and not had_hand) or (when == "moving_only" and had_hand):
            return False
        return not (getattr(r, kind + "_three") and on_board > 3)

    def capture_lines(self, kind: str) -> list[tuple[str, ...]]:
        wanted = LINE_CHOICES[getattr(self.r, kind + "_lines")]
        return [line for line in self.lines if self.kinds[line] in wanted]

    def leap(self, ref: Ref, src: str | None, dst: str) -> str | None:
        """The piece a move from ``src`` to ``dst`` jumps and takes, if it is a leap."""
        me = ref.me
        mine = sum(1 for v in ref.board.values() if v == me)
        if src is None or not self.capture_on("leap", ref.hands[me] > 0, mine):
            return None
        for a, m, b in self.capture_lines("leap"):
            if {a, b} == {src, dst} and ref.board[m] == other(me):
                return m if m in self.takeable(ref.board, other(me)) else None
        return None

    def leap_ends(self, ref: Ref, src: str) -> list[str]:
        return [
            end
            for a, m, b in self.capture_lines("leap")
            for end in (a, b)
            if src in (a, b) and end != src and not ref.board[end] and end not in ref.marked
            and self.leap(ref, src, end) is not None
        ]  # fmt: skip

    def captured(self, after: dict[str, str], me: str, dst: str, had_hand: bool) -> list:
        """The custodian and intervention captures of the piece arriving on ``dst``: each a
        set of pieces, a choice of its own."""
        opp = other(me)
        mine = sum(1 for v in after.values() if v == me)
        free = set(self.takeable(after, opp))
        out: list[frozenset[str]] = []
        if self.capture_on("custodian", had_hand, mine):
            for a, m, b in self.capture_lines("custodian"):
                far = b if dst == a else a
                if dst in (a, b) and after[m] == opp and m in free and after[far] == me:
                    out.append(frozenset({m}))
        if self.capture_on("intervention", had_hand, mine):
            for a, m, b in self.capture_lines("intervention"):
                if dst == m and after[a] == opp and after[b] == opp:
                    pair = frozenset({a, b} & free)
                    if pair:
                        out.append(pair)
        return out

    @staticmethod
    def largest(options) -> list[frozenset[str]]:
        """The choices without those contained in a larger one."""
        options = set(options)
        return [o for o in options if not any(o < p for p in options)]

    # ------------------------------------------------------------------ moves
    @staticmethod
    def name(removed) -> str:
        return "".join("x" + p for p in sorted(removed, key=lambda n: (n[1], n[0])))

    def ordinary(self, ref: Ref) -> list[str]:
        r, me = self.r, ref.me
        empty = [p for p in self.points if not ref.board[p] and p not in ref.marked]
        mine = [p for p in self.points if ref.board[p] == me]
        pairs: list[tuple[str | None, str]] = []
        if ref.hands[me]:
            pairs += [(None, p) for p in empty]
        if not ref.hands[me] or r.move_while_placing:
            fly = self.flies(ref, me)
            pairs += [(s, d) for s in mine for d in empty if fly or d in self.adj[s]]
            if not fly:
                pairs += [(s, d) for s in mine for d in self.leap_ends(ref, s)]
        out = []
        for src, dst in pairs:
            head = dst if src is None else f"{src}-{dst}"
            out += [head + self.name(removed) for removed in self.takes(ref, src, dst)]
        return out

    def mill_takes(self, ref: Ref, src: str | None, dst: str) -> tuple[int, bool]:
        """How many pieces the mill of this move takes from the board, and whether it counts."""
        r, me = self.r, ref.me
        after = self.after(ref, src, dst)
        lines = self.closed(after, me, dst, ref.spent[me])
        n = self.earned(lines)
        if src is None:  # what a mill closed by placing does
            if r.placing_mill in ("hand", "hand_again"):
                n = max(0, n - ref.hands[other(me)])
            elif r.placing_mill in ("own", "count"):
                n = 0
        return n, bool(lines) and not (src is None and r.placing_mill == "count")

    def after(self, ref: Ref, src: str | None, dst: str) -> dict[str, str]:
        after = dict(ref.board)
        if src:
            after[src] = ""
        after[dst] = ref.me
        return after

    def takes(self, ref: Ref, src: str | None, dst: str) -> list[frozenset[str]]:
        """Every set of pieces the move may take: a leap's piece; else the mill's or a
        capture's (both under one removal per mill)."""
        me = ref.me
        opp = other(me)
        jumped = self.leap(ref, src, dst)
        if jumped is not None:
            return [frozenset({jumped})]
        after = self.after(ref, src, dst)
        n, counts = self.mill_takes(ref, src, dst)
        mill = list(self.take_sets(after, opp, n))
        caps = self.captured(after, me, dst, ref.hands[me] > 0)
        if not caps:
            return mill
        if self.r.removal_per_mill and counts:
            both = []
            for cap in caps:
                rest = {p: ("" if p in cap else v) for p, v in after.items()}
                both += [cap | more for more in self.take_sets(rest, opp, n)]
            return self.largest(both)
        return self.largest(mill + caps)

    def moves(self, ref: Ref) -> list[str]:
        if self.outcome(ref) is not None:
            return []
        if ref.duties:
            who, n, whose = ref.duties[0]
            if who == whose:
                own = [p for p in self.points if ref.board[p] == whose]
                return [self.name(c) for c in combinations(own, min(n, len(own)))]
            return [self.name(s) for s in self.take_sets(ref.board, whose, n) if s]
        out = self.ordinary(ref)
        if out:
            return out
        if self.r.blocked_action in ("remove_then_move", "remove_then_pass", "both_remove"):
            return [self.name(s) for s in self.take_sets(ref.board, other(ref.me), 1) if s]
        return ["pass"]  # only reached when the blocked player passes (outcome says so)

    def outcome(self, ref: Ref) -> tuple[str | None, str] | None:
        r = self.r
        for c in (ref.me, other(ref.me)):
            if self.left(ref, c) < r.lose_below:
                return (other(c), "pieces")
        if ref.duties:
            return None
        if all(ref.board[p] or p in ref.marked for p in self.points):
            return ("B" if r.full_board_first_loses else None, "full")
        if not self.ordinary(ref):
            if r.blocked_action == "draw":
                return (None, "blocked")
            if r.blocked_action == "none" and not r.blocked_passes:
                return (other(ref.me), "blocked")
        return None

    # ------------------------------------------------------------------ playing
    def mills(self, b: dict[str, str], c: str) -> int:
        return sum(1 for line in self.lines if all(b[q] == c for q in line))

    def play(self, ref: Ref, text: str) -> Ref:
        r, me = self.r, ref.me
        opp = other(me)
        b = dict(ref.board)
        hands = dict(ref.hands)
        marked = set(ref.marked)
        spent = {c: set(s) for c, s in ref.spent.items()}
        head, *removed = text.split("x")
        if text == "pass":
            return Ref(r, b, hands, opp, marked, [], "W", spent)
        if not head:  # a turn that only removes
            if ref.duties:  # the pieces named are the owed ones, whoever's they are
                for p in removed:
                    b[p] = ""
                rest = list(ref.duties[1:])
                return Ref(r, b, hands, rest[0][0] if rest else ref.then, marked, rest,
                           ref.then if rest else "W", spent)  # fmt: skip
            for p in removed:
                b[p] = ""
            if r.blocked_action == "remove_then_move":
                return Ref(r, b, hands, me, marked, [], "W", spent)
            if r.blocked_action == "both_remove":
                return Ref(r, b, hands, opp, marked, [(opp, 1, me)], me, spent)
            return Ref(r, b, hands, opp, marked, [], "W", spent)
        placing_before = hands["W"] > 0 or hands["B"] > 0
        if "-" in head:
            src, dst = head.split("-")
            b[src] = ""
            placed = False
        else:
            dst = head
            hands[me] -= 1
            placed = True
        b[dst] = me
        lines = self.closed(b, me, dst, spent[me])
        if lines and self.uses_capture(ref, None if placed else src, dst, set(removed)):
            lines = []  # the capture was taken instead of the mill
        action = r.placing_mill if placed else "board"
        nxt = opp
        owed: list[tuple[str, int, str]] = []
        if lines and action != "count":
            if r.one_time_mills:
                spent[me] |= set(lines)
            elif r.restrict_repeated_mills:
                spent[me] = set(lines)
            n = self.earned(lines)
            if action in ("hand", "hand_again"):
                hands[opp] -= min(n, hands[opp])
                if action == "hand_again":
                    nxt = me
            elif action == "own":
                on = sum(1 for v in b.values() if v == opp)
                if on:
                    owed.append((opp, min(n, on), opp))
        for p in removed:
            b[p] = ""
            if action == "mark":
                marked.add(p)
        free = sum(1 for p in self.points if not b[p] and p not in marked)
        if r.stop_placing_two_empty and placed and (hands["W"] or hands["B"]) and free <= 2:
            hands = {"W": 0, "B": 0}
        if placing_before and not hands["W"] and not hands["B"]:  # placing ends
            marked = set()
            if r.defender_moves_first:
                nxt = "B"
            if r.placing_mill == "count":
                owed += self.count_removals(b)
            elif not owed and r.full_board_removal != "none" and all(b.values()):
                if r.full_board_removal == "first_then_second":
                    owed = [("W", 1, "B"), ("B", 1, "W")]
                elif r.full_board_removal == "second_then_first":
                    owed = [("B", 1, "W"), ("W", 1, "B")]
                else:
                    owed = [(nxt, 1, other(nxt))]
                    nxt = other(nxt)
        if owed:
            return Ref(r, b, hands, owed[0][0], marked, owed, nxt, spent)
        return Ref(r, b, hands, nxt, marked, [], "W", spent)

    def uses_capture(self, ref: Ref, src: str | None, dst: str, removed: set[str]) -> bool:
        """Whether the pieces taken are a leap's or a capture's chosen instead of the mill."""
        if self.leap(ref, src, dst) is not None:
            return True
        if self.r.removal_per_mill or not any(
            getattr(self.r, k) for k in ("custodian", "intervention", "leap")
        ):
            return False
        n, _ = self.mill_takes(ref, src, dst)
        return frozenset(removed) not in self.take_sets(self.after(ref, src, dst), other(ref.me), n)

    def count_removals(self, b: dict[str, str]) -> list[tuple[str, int, str]]:
        """El Filja's count, as the rules text words it."""
        w, k = self.mills(b, "W"), self.mills(b, "B")
        if w == 0 and k == 0:
            return [("W", 1, "W"), ("B", 1, "B")]
        if k == 0:
            nw, nb = 2, 1
        elif w == 0:
            nw, nb = 1, 2
        elif w == k:
            nw, nb = w, k
        elif w > k:
            nw, nb = k + 1, k
        else:
            nw, nb = w, w + 1
        return [("W", nw, "B"), ("B", nb, "W")]
