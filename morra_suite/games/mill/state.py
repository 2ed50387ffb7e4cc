"""Mill game states and moves: legal moves, playing, the end of the game, position strings.

A turn is one move: a placement (``d6``), a step or a flight (``a1-a4``), with the removal(s) it
earns appended (``d2-d3xd7``, ``b4xb2xc3``), or ``pass`` for a blocked player where the rules say
so. Because a removal belongs to the move that closed the mill there is no half-finished state,
and ``legal_moves()`` lists every (move, removal) combination.

Points are grid numbers (see ``board.py``) and sets of points are bitmasks, so generating moves is
a few integer operations per point.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, fields, replace
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, Any

from morra_suite.core import IllegalMoveError, MoveParseError, Outcome, PositionError
from morra_suite.core.bounds import check_position_text
from morra_suite.core.protocol import TurnBased
from morra_suite.games.mill.board import Board, point_index, point_name
from morra_suite.games.mill.rules import PRESETS, SETTINGS, MillRules

if TYPE_CHECKING:
    from morra_suite.games.mill.gestures import MillRefusal, PendingMove


class MillPhase(StrEnum):
    """A player's phase. A ``StrEnum``, so it equals the word it was before (``"placing"``) and
    callers that compare or store the words keep working."""

    PLACING = "placing"
    MOVING = "moving"
    FLYING = "flying"


PLACING, MOVING, FLYING = MillPhase.PLACING, MillPhase.MOVING, MillPhase.FLYING
COLOUR_LETTERS = ("w", "b")


class MillTermination(Enum):
    """Why a mill game ended."""

    LINE_FORMED = "line formed"  # Three Men's Morris: three in a line wins
    TWO_PIECES = "two pieces left"
    BLOCKED = "blocked"  # the player to move cannot move (and the rules do not let them pass)
    FULL_BOARD = "full board"
    REPETITION = "threefold repetition"
    NO_REMOVAL_LIMIT = "no removal limit"
    ENDGAME_LIMIT = "endgame limit"


class MillImpossible(Enum):
    """Why a well-written position string is no position of its rules: ``PositionError.code``
    (the facts are in ``PositionError.facts``)."""

    TOO_MANY_PIECES = "too many pieces"  # player, total, allowed: on the board and in hand


class MillIllegal(Enum):
    """Why a mill move is refused: ``IllegalMoveError.code`` (the English text is its
    ``reason``)."""

    GAME_OVER = "game over"
    PASS_NOT_ALLOWED = "pass not allowed"  # a piece can still move
    MUST_PASS = "must pass"  # nothing can move and the rules let the player pass
    NOT_A_POINT = "not a point"  # of this board
    OCCUPIED = "occupied"  # the destination is not empty
    NOTHING_IN_HAND = "nothing in hand"  # a placement with no piece left in hand
    MUST_PLACE = "must place"  # pieces still in hand (and no move while placing)
    NOT_OWN_PIECE = "not own piece"
    NOT_ADJACENT = "not adjacent"  # a step to a point that is not connected, and no flying
    NOT_LEGAL = "not legal"  # any other move that is not among the legal ones
    NO_MILL_CLOSED = "no mill closed"  # a removal written after a move that closes no mill
    MUST_REMOVE = "must remove"  # a mill closed without its removals (or with too many)
    PROTECTED_PIECE = "protected piece"  # the removed piece stands in a mill
    # Refusals of a person's clicks (``start_refusal``, ``PendingMove.remove``), not of a move
    # text: a piece chosen that has nowhere to go, a removal clicked on nothing or on one's own.
    PIECE_BLOCKED = "piece blocked"  # the own piece chosen has no empty point to go to
    REMOVE_EMPTY = "remove empty"  # the point chosen for removal is empty
    REMOVE_OWN = "remove own"  # the piece chosen for removal is the mover's own


@dataclass(frozen=True)
class MillMove:
    """One turn. ``src`` is ``None`` for a placement; ``dst`` is ``None`` only for a pass.

    ``removals`` are the opponent pieces taken, in ascending point order (so equal moves compare
    equal however the removals were written).
    """

    src: int | None
    dst: int | None
    removals: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if len(self.removals) > 1 and list(self.removals) != sorted(self.removals):
            object.__setattr__(self, "removals", tuple(sorted(self.removals)))

    @property
    def is_pass(self) -> bool:
        return self.dst is None

    @property
    def is_placement(self) -> bool:
        return self.src is None and self.dst is not None

    def __str__(self) -> str:
        if self.dst is None:
            return "pass"
        text = (
            point_name(self.dst)
            if self.src is None
            else (f"{point_name(self.src)}-{point_name(self.dst)}")
        )
        return text + "".join("x" + point_name(r) for r in self.removals)

    def __repr__(self) -> str:
        return f"MillMove({self})"

    @classmethod
    def from_text(cls, text: str) -> MillMove:
        """Reads the notation without a position (any board); ``MoveParseError`` if it is none."""
        cleaned = re.sub(r"\s+", "", text).lower().translate(_LOOKALIKES)
        if cleaned in ("pass", "--"):
            return PASS
        match = _MOVE_RE.fullmatch(cleaned)
        if not match:
            raise MoveParseError(
                text, "expected a point (d6), a move (a1-a4), each with optional removals (xd7)"
            )
        first, second, removal_text = match.groups()
        removals = tuple(point_index(r) for r in re.findall(r"[a-g][1-7]", removal_text or ""))
        if len(set(removals)) != len(removals):
            raise MoveParseError(text, "the same piece is removed twice")
        if second is None:
            return cls(None, point_index(first), removals)
        return cls(point_index(first), point_index(second), removals)


# typographic dashes and the multiplication sign, as word processors and web pages write them
_LOOKALIKES = str.maketrans({"\u2013": "-", "\u2014": "-", "\u2212": "-", "\u00d7": "x"})
_MOVE_RE = re.compile(r"([a-g][1-7])(?:[-:]([a-g][1-7]))?((?:x[a-g][1-7])*)")
PASS = MillMove(None, None, ())

_MOVE_CACHE: dict[tuple[int | None, int | None, tuple[int, ...]], MillMove] = {}


def _move(src: int | None, dst: int, removals: tuple[int, ...] = ()) -> MillMove:
    """Shared move objects: generating moves allocates nothing after the first time."""
    key = (src, dst, removals)
    move = _MOVE_CACHE.get(key)
    if move is None:
        move = _MOVE_CACHE[key] = MillMove(src, dst, removals)
    return move


_SIMPLE: dict[int, tuple[dict[int, MillMove], dict[int, dict[int, MillMove]]]] = {}


def _simple_moves(topo: Board) -> tuple[dict[int, MillMove], dict[int, dict[int, MillMove]]]:
    """Every placement and every step or flight without removal of a board, made once."""
    tables = _SIMPLE.get(id(topo))
    if tables is None:
        place = {dst: _move(None, dst) for dst in topo.points}
        step = {src: {dst: _move(src, dst) for dst in topo.points} for src in topo.points}
        tables = _SIMPLE[id(topo)] = (place, step)
    return tables


def _bits(mask: int, points: tuple[int, ...]) -> Iterator[int]:
    for p in points:
        if mask >> p & 1:
            yield p


@dataclass(frozen=True)
class MillState(TurnBased):
    """A position with its rules. ``masks[p]`` is player ``p``'s pieces on the board as a bitmask.

    ``quiet`` counts the turns since the last removal (for the draw limits). ``history`` holds the
    positions (as keys) since the last irreversible turn (a placement or a removal), for threefold
    repetition; it is not part of equality, just as a FEN does not carry it.
    """

    rules: MillRules
    masks: tuple[int, int]
    hands: tuple[int, int]
    to_move: int = 0
    quiet: int = 0
    history: tuple[int, ...] = field(default=(), compare=False, repr=False)

    num_players = 2

    def __post_init__(self) -> None:
        if not self.history:
            object.__setattr__(self, "history", (self.key,))

    # --- facts about the position ------------------------------------------------------------

    @property
    def topology(self) -> Board:
        return self.rules.topology

    @property
    def key(self) -> int:
        """The position for repetition: both boards and the side to move (hands do not change
        within the window the history covers)."""
        return self.masks[0] | self.masks[1] << 49 | self.to_move << 98

    def piece_at(self, point: int | str) -> int | None:
        """0 (white), 1 (black) or ``None`` for an empty point."""
        p = point_index(point) if isinstance(point, str) else point
        if self.masks[0] >> p & 1:
            return 0
        if self.masks[1] >> p & 1:
            return 1
        return None

    @property
    def board(self) -> tuple[int | None, ...]:
        """The content of every point in the board's point order (see ``topology.points``)."""
        return tuple(self.piece_at(p) for p in self.topology.points)

    def points_of(self, player: int) -> tuple[int, ...]:
        return tuple(_bits(self.masks[player], self.topology.points))

    def pieces_on_board(self, player: int) -> int:
        return self.masks[player].bit_count()

    def in_hand(self, player: int) -> int:
        return self.hands[player]

    def pieces_left(self, player: int) -> int:
        """On the board plus in hand: what the two-piece and flying rules count."""
        return self.masks[player].bit_count() + self.hands[player]

    def can_fly(self, player: int) -> bool:
        rules = self.rules
        return rules.flying and self.pieces_left(player) <= rules.flying_at

    def phase_of(self, player: int) -> MillPhase:
        """PLACING while the player has pieces in hand, else FLYING or MOVING."""
        if self.hands[player]:
            return PLACING
        return FLYING if self.can_fly(player) else MOVING

    @property
    def phase(self) -> MillPhase:
        """The phase of the player to move."""
        return self.phase_of(self.to_move)

    def empty_points(self) -> tuple[int, ...]:
        return tuple(_bits(self._empty, self.topology.points))

    @property
    def _empty(self) -> int:
        return self.topology.all_mask & ~(self.masks[0] | self.masks[1])

    def in_mill(self, point: int) -> bool:
        """Whether the piece on ``point`` stands in a mill of its own colour."""
        owner = self.piece_at(point)
        if owner is None:
            return False
        own = self.masks[owner]
        return any(own & m == m for m in self.topology.partner_masks[point])

    def has_line(self, player: int) -> bool:
        own = self.masks[player]
        return any(own & m == m for m in self.topology.mill_masks)

    def removable(self, player: int | None = None) -> tuple[int, ...]:
        """The pieces of ``player`` (default: the opponent of the side to move) a mill may take."""
        if player is None:
            player = 1 - self.to_move
        return tuple(_bits(self._removable_mask(self.masks[player]), self.topology.points))

    def _removable_mask(self, opp: int) -> int:
        if self.rules.remove_from_mills:
            return opp
        in_mills = 0
        for m in self.topology.mill_masks:
            if opp & m == m:
                in_mills |= m
        free = opp & ~in_mills
        return free if free else opp

    def mills_formed_by(self, move: MillMove | str) -> int:
        """How many mills the move's placement or step closes (0 for a pass)."""
        if isinstance(move, str):
            move = MillMove.from_text(move)
        if move.dst is None:
            return 0
        own = self.masks[self.to_move]
        if move.src is not None:
            own &= ~(1 << move.src)
        own |= 1 << move.dst
        return sum(1 for m in self.topology.partner_masks.get(move.dst, ()) if own & m == m)

    # --- moves --------------------------------------------------------------------------------

    def _raw_moves(self) -> tuple[MillMove, ...]:
        """All moves by the movement rules, ignoring whether the game is over; cached."""
        cached = self.__dict__.get("_raw")
        if cached is not None:
            return cached
        rules = self.rules
        topo = rules.topology
        points = topo.points
        me = self.to_move
        own = self.masks[me]
        opp = self.masks[1 - me]
        empty = topo.all_mask & ~(own | opp)
        hand = self.hands[me]
        removal = rules.has_removal and opp != 0
        partner = topo.partner_masks
        moves: list[MillMove] = []
        append = moves.append
        removable_cache: dict[int, int] = {}
        per_mill = rules.removal_per_mill
        place, step = _simple_moves(topo)
        # Empty points that would complete a line of two own pieces: only a move to one of them
        # can close a mill (a move's source leaves ``own``, so it only ever closes fewer).
        closers = 0
        if removal:
            for m in topo.mill_masks:
                third = m & ~own
                if third & empty and third & (third - 1) == 0:
                    closers |= third
        # (src, dst) pairs in the fixed order; the mill test is inlined for speed
        if hand:
            for dst in points:
                if empty >> dst & 1:
                    if closers >> dst & 1:
                        new_own = own | 1 << dst
                        closed = 0
                        for m in partner[dst]:
                            if new_own & m == m:
                                closed += 1
                        if closed:
                            for removals in self._removal_sets(
                                opp, closed if per_mill else 1, removable_cache, points
                            ):
                                append(_move(None, dst, removals))
                            continue
                    append(place[dst])
        if not hand or rules.move_while_placing:
            flying = rules.flying and own.bit_count() + hand <= rules.flying_at
            nmask = topo.neighbour_mask
            neighbours = topo.neighbours
            empties = tuple(p for p in points if empty >> p & 1) if flying else ()
            for src in points:
                if not own >> src & 1:
                    continue
                if flying:
                    targets = empties
                elif nmask[src] & empty:
                    targets = neighbours[src]
                else:
                    continue
                from_src = step[src]
                rest = own & ~(1 << src)
                for dst in targets:
                    if empty >> dst & 1:
                        if closers >> dst & 1:
                            new_own = rest | 1 << dst
                            closed = 0
                            for m in partner[dst]:
                                if new_own & m == m:
                                    closed += 1
                            if closed:
                                for removals in self._removal_sets(
                                    opp, closed if per_mill else 1, removable_cache, points
                                ):
                                    append(_move(src, dst, removals))
                                continue
                        append(from_src[dst])
        result = tuple(moves)
        object.__setattr__(self, "_raw", result)
        return result

    def _removal_sets(
        self, opp: int, count: int, cache: dict[int, int], points: tuple[int, ...]
    ) -> list[tuple[int, ...]]:
        """Every set of ``count`` pieces that may be removed one after another (fewer if the
        opponent runs out); the removable pieces are worked out again after each removal."""
        if count == 0 or opp == 0:
            return [()]
        mask = cache.get(opp)
        if mask is None:
            mask = cache[opp] = self._removable_mask(opp)
        if count == 1:
            return [(p,) for p in points if mask >> p & 1]
        seen: set[tuple[int, ...]] = set()
        out: list[tuple[int, ...]] = []
        for p in points:
            if mask >> p & 1:
                for rest in self._removal_sets(opp & ~(1 << p), count - 1, cache, points):
                    combo = tuple(sorted((p, *rest)))
                    if combo not in seen:
                        seen.add(combo)
                        out.append(combo)
        return out

    def legal_moves(self) -> tuple[MillMove, ...]:
        """Every legal move in a fixed order (placements, then moves from each point in the
        board's point order); ``(PASS,)`` for a blocked player who passes; empty when over."""
        cached = self.__dict__.get("_legal")
        if cached is not None:
            return cached
        if self.outcome() is not None:
            result: tuple[MillMove, ...] = ()
        else:
            result = self._raw_moves() or (PASS,)
        object.__setattr__(self, "_legal", result)
        return result

    def is_legal(self, move: MillMove) -> bool:
        legal = self.__dict__.get("_legal_set")
        if legal is None:
            legal = frozenset(self.legal_moves())
            object.__setattr__(self, "_legal_set", legal)
        return move in legal

    def parse_move(self, text: str) -> MillMove:
        """Reads a move in this position. A mill-closing move written without its removal is
        refused with the pieces that may be taken."""
        move = MillMove.from_text(text)
        self._check(move, text)
        return move

    def _check(self, move: MillMove, shown: Any) -> None:
        if self.is_legal(move):
            return
        code, reason = self._why_illegal(move)
        raise IllegalMoveError(shown, reason, code)

    def _why_illegal(self, move: MillMove) -> tuple[MillIllegal, str]:
        """The reason as a code and in words, for the status bar and for refused records."""
        outcome = self.outcome()
        if outcome is not None:
            return MillIllegal.GAME_OVER, "the game is over"
        me = self.to_move
        topo = self.topology
        legal = self.legal_moves()
        if move.is_pass:
            return MillIllegal.PASS_NOT_ALLOWED, "passing is allowed only when no piece can move"
        if legal == (PASS,):
            return MillIllegal.MUST_PASS, "no piece can move, so the only move is to pass"
        assert move.dst is not None
        for point in (move.src, move.dst, *move.removals):
            if point is not None and not topo.has_point(point):
                return MillIllegal.NOT_A_POINT, f"{point_name(point)} is not a point of this board"
        if self.piece_at(move.dst) is not None:
            return MillIllegal.OCCUPIED, f"{point_name(move.dst)} is not empty"
        if move.src is None:
            if not self.hands[me]:
                return (
                    MillIllegal.NOTHING_IN_HAND,
                    "no pieces are left in hand; move a piece instead",
                )
        else:
            if self.hands[me] and not self.rules.move_while_placing:
                return MillIllegal.MUST_PLACE, "pieces are still in hand; place one"
            if self.piece_at(move.src) != me:
                return (
                    MillIllegal.NOT_OWN_PIECE,
                    f"there is no {('white', 'black')[me]} piece on {point_name(move.src)}",
                )
            if not self.can_fly(me) and move.dst not in topo.neighbours[move.src]:
                return (
                    MillIllegal.NOT_ADJACENT,
                    f"{point_name(move.src)} and {point_name(move.dst)} are not connected",
                )
        same = [m for m in legal if m.src == move.src and m.dst == move.dst]
        if not same:
            return MillIllegal.NOT_LEGAL, "not a legal move here"
        wanted = len(same[0].removals)
        if wanted == 0:
            return MillIllegal.NO_MILL_CLOSED, "this move closes no mill, so it removes nothing"
        if len(move.removals) != wanted:
            names = ", ".join(point_name(p) for p in self.removable())
            return MillIllegal.MUST_REMOVE, (
                f"this move closes a mill and must remove {wanted} piece"
                f"{'s' if wanted > 1 else ''} (removable: {names})"
            )
        return (
            MillIllegal.PROTECTED_PIECE,
            "that piece may not be removed (pieces in mills are protected)",
        )

    def find_moves(self, src: int | str | None, dst: int | str | None) -> tuple[MillMove, ...]:
        """The legal moves a gesture may mean (python-chess's ``find_move``): a click on an empty
        point (``src=None``) or a drag from ``src`` to ``dst``; several when removals differ."""
        s = point_index(src) if isinstance(src, str) else src
        d = point_index(dst) if isinstance(dst, str) else dst
        return tuple(m for m in self.legal_moves() if m.src == s and m.dst == d)

    def movable_pieces(self) -> tuple[int, ...]:
        """Pieces of the side to move that have somewhere to go (for highlighting)."""
        return tuple(sorted({m.src for m in self.legal_moves() if m.src is not None}))

    # --- playing ------------------------------------------------------------------------------

    def play(self, move: MillMove | str) -> MillState:
        """The state after ``move`` (object or text); ``IllegalMoveError`` says why not."""
        if isinstance(move, str):
            move = self.parse_move(move)
        else:
            self._check(move, move)
        return self._apply(move)

    def _apply(self, move: MillMove) -> MillState:
        """Plays a move known to be legal (perft and the replay of checked records use this)."""
        me = self.to_move
        other = 1 - me
        own, opp = self.masks[me], self.masks[other]
        hands = self.hands
        irreversible = False
        if move.dst is not None:
            if move.src is None:
                hands = (hands[0] - 1, hands[1]) if me == 0 else (hands[0], hands[1] - 1)
                irreversible = True
            else:
                own &= ~(1 << move.src)
            own |= 1 << move.dst
        quiet = self.quiet + 1
        if move.removals:
            for r in move.removals:
                opp &= ~(1 << r)
            quiet = 0
            irreversible = True
        masks = (own, opp) if me == 0 else (opp, own)
        key = masks[0] | masks[1] << 49 | other << 98
        history = (key,) if irreversible else (*self.history, key)
        # the fields set directly: the dataclass __init__ costs a third of a perft
        state = object.__new__(MillState)
        state.__dict__.update(
            rules=self.rules, masks=masks, hands=hands, to_move=other, quiet=quiet, history=history
        )
        return state

    # --- the end ------------------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        """``None`` while the game goes on, else the winner (or ``None``, a draw) and why."""
        if "_outcome" in self.__dict__:
            return self.__dict__["_outcome"]
        result = self._compute_outcome()
        object.__setattr__(self, "_outcome", result)
        return result

    def _compute_outcome(self) -> Outcome | None:
        rules = self.rules
        me = self.to_move
        other = 1 - me
        T = MillTermination
        if not rules.has_removal:
            if self.has_line(other):
                return Outcome(other, T.LINE_FORMED)
            if self.has_line(me):
                return Outcome(me, T.LINE_FORMED)
        else:
            if self.pieces_left(me) < 3:
                return Outcome(other, T.TWO_PIECES)
            if self.pieces_left(other) < 3:
                return Outcome(me, T.TWO_PIECES)
        if not self._empty:
            return Outcome(1 if rules.full_board_first_loses else None, T.FULL_BOARD)
        # Both players blocked is impossible with an empty point: the boards are connected, so
        # some piece is next to an empty point. A pass therefore always hands over a real move.
        if not self._raw_moves() and not rules.blocked_passes:
            return Outcome(other, T.BLOCKED)
        if rules.threefold_repetition and self.history.count(self.key) >= 3:
            return Outcome(None, T.REPETITION)
        if rules.no_removal_limit and self.quiet >= rules.no_removal_limit:
            return Outcome(None, T.NO_REMOVAL_LIMIT)
        if (
            rules.endgame_limit
            and self.quiet >= rules.endgame_limit
            and min(self.pieces_left(0), self.pieces_left(1)) <= 3
        ):
            return Outcome(None, T.ENDGAME_LIMIT)
        return None

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    # --- position strings ---------------------------------------------------------------------

    def position(self) -> str:
        """``nine w:a1,d1 b:a7 hand:7,8 to:w [quiet:3]`` (see ``parse_position``)."""
        parts = [rules_token(self.rules)]
        for player, letter in enumerate(COLOUR_LETTERS):
            names = sorted(point_name(p) for p in self.points_of(player))
            parts.append(f"{letter}:{','.join(names) if names else '-'}")
        parts.append(f"hand:{self.hands[0]},{self.hands[1]}")
        parts.append(f"to:{COLOUR_LETTERS[self.to_move]}")
        if self.quiet:
            parts.append(f"quiet:{self.quiet}")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.position()

    def diagram(self) -> str:
        """The board as text (rank 7 at the top): W, B, or . for an empty point."""
        topo = self.topology
        rows = []
        for rank in range(topo.grid - 1, -1, -1):
            cells = []
            for file in range(topo.grid):
                p = file + 7 * rank
                if not topo.has_point(p):
                    cells.append(" ")
                else:
                    owner = self.piece_at(p)
                    cells.append("." if owner is None else "WB"[owner])
            rows.append(f"{rank + 1} " + " ".join(cells))
        rows.append("  " + " ".join("abcdefg"[: topo.grid]))
        return "\n".join(rows)

    # --- gestures: what a board asks while a person makes a move (see gestures.py) -----------
    # Kept apart from the protocol above: every answer is read off ``legal_moves()`` or the
    # board's tables, so the input and the drawing never work a rule out for themselves.

    def begin(self, src: int | str | None, dst: int | str) -> PendingMove:
        """The move from ``src`` (``None``: from the hand) to ``dst`` as far as it is made: its
        removals still to choose (``removals_left``, ``removable()``, ``complete(...)``), and the
        board with the piece on its new point. ``IllegalMoveError`` if no legal move starts so."""
        from morra_suite.games.mill.gestures import PendingMove

        s = point_index(src) if isinstance(src, str) else src
        d = point_index(dst) if isinstance(dst, str) else dst
        return PendingMove(self, s, d)

    def moves_from(self, point: int | str | None) -> tuple[MillMove, ...]:
        """The legal moves of the piece on ``point`` (``None``: the placements), in order."""
        p = point_index(point) if isinstance(point, str) else point
        return tuple(m for m in self.legal_moves() if m.src == p and m.dst is not None)

    def targets_from(self, point: int | str | None) -> tuple[int, ...]:
        """Where the piece on ``point`` may go (``None``: where a piece may be placed), each
        point once, in the order of the legal moves."""
        return tuple(dict.fromkeys(m.dst for m in self.moves_from(point) if m.dst is not None))

    def must_pass(self) -> bool:
        """Whether the side to move is blocked and the rules make it pass."""
        return self.legal_moves() == (PASS,)

    def mills_closed_by(self, move: MillMove | str) -> tuple[tuple[int, int, int], ...]:
        """The mills (their points, from the board's tables) that ``move``, played from this
        position, closes; empty for a pass or a move that closes none."""
        from morra_suite.games.mill.gestures import mills_closed

        if isinstance(move, str):
            move = MillMove.from_text(move)
        if move.dst is None:
            return ()
        return mills_closed(self, move.src, move.dst)

    def mills_closed_by_last(self, move: MillMove | None) -> tuple[tuple[int, int, int], ...]:
        """The mills that ``move``, the move that led to this position, closed (for marking the
        last move): the lines through its point held by the piece that arrived there."""
        if move is None or move.dst is None:
            return ()
        from morra_suite.games.mill.gestures import held_mills_through

        owner = self.piece_at(move.dst)
        if owner is None:
            return ()
        return held_mills_through(self.topology, self.masks[owner], move.dst)

    # --- refusals: why a click or a move is not taken, with the facts to say it (gestures.py) -
    # The board words these (in the player's language); the code and the facts are the rules'.

    def explain(self, move: MillMove | str) -> MillRefusal | None:
        """Why ``move`` (object or text) is refused here, with the facts a sentence about it
        needs (points, piece counts, the flying threshold); ``None`` for a legal move."""
        from morra_suite.games.mill.gestures import refusal_for

        if isinstance(move, str):
            move = MillMove.from_text(move)
        if self.is_legal(move):
            return None
        code, _ = self._why_illegal(move)
        point = move.dst if move.dst is not None else move.src
        return refusal_for(self, code, point, move.src)

    def start_refusal(self, point: int | str) -> MillRefusal | None:
        """Why a first click on ``point`` starts no move (no placement there, no piece of the
        side to move that can go anywhere); ``None`` when it does."""
        from morra_suite.games.mill.gestures import start_refusal

        return start_refusal(self, point_index(point) if isinstance(point, str) else point)

    def target_refusal(self, src: int | str, point: int | str) -> MillRefusal | None:
        """Why the piece on ``src`` cannot go to ``point``; ``None`` when it can."""
        from morra_suite.games.mill.gestures import target_refusal

        s = point_index(src) if isinstance(src, str) else src
        return target_refusal(self, s, point_index(point) if isinstance(point, str) else point)


def new_game(rules: MillRules | str | None = None) -> MillState:
    """The start of a game: an empty board, every piece in hand, white to move."""
    if rules is None:
        rules = MillRules()
    elif isinstance(rules, str):
        rules = MillRules.preset(rules)
    return MillState(rules, (0, 0), (rules.pieces, rules.pieces), 0, 0)


# --- rules tokens -------------------------------------------------------------------------------

_FIELD_TYPES = {f.name: f.type for f in fields(MillRules) if f.name in SETTINGS}


def rules_token(rules: MillRules) -> str:
    """One whitespace-free token naming the rules: the preset (``nine``), or the preset they were
    made from with the settings that differ, e.g. ``morabaraba(flying=no)``."""
    name = rules.preset_name
    if name:
        return name
    base = rules.base_preset()
    diffs = rules.differences(MillRules.preset(base))
    items = []
    for key, value in diffs.items():
        words = ("yes" if value else "no") if isinstance(value, bool) else str(value)
        items.append(f"{key}={words}")
    return f"{base}({','.join(items)})"


def parse_rules_token(token: str) -> MillRules:
    """Reads ``rules_token``'s output; ``ValueError`` names the bad part."""
    match = re.fullmatch(r"([a-z][a-z0-9]*)(?:\((.*)\))?", token.strip().lower())
    if not match:
        raise ValueError(f"{token!r} is no rules name (e.g. nine, or nine(flying=no))")
    base, settings = match.groups()
    if base not in PRESETS:
        raise ValueError(f"unknown variant {base!r}; variants: {', '.join(PRESETS)}")
    changes: dict[str, Any] = {}
    for item in filter(None, (settings or "").split(",")):
        key, sep, value = item.partition("=")
        changes[key] = _setting_value(key, value if sep else "")
    return replace(MillRules.preset(base), **changes)


def _setting_value(key: str, value: str) -> Any:
    """A setting's value from its text, for rules tokens and record tags."""
    if key not in _FIELD_TYPES:
        raise ValueError(f"unknown rules setting {key!r}; settings: {', '.join(_FIELD_TYPES)}")
    kind = _FIELD_TYPES[key]
    text = value.strip().lower()
    if kind in ("bool", bool):
        if text in ("yes", "true", "1", "on"):
            return True
        if text in ("no", "false", "0", "off"):
            return False
        raise ValueError(f"setting {key} wants yes or no, not {value!r}")
    if kind in ("int", int):
        if not text.isdigit():
            raise ValueError(f"setting {key} wants a whole number, not {value!r}")
        return int(text)
    return text


# --- position strings ---------------------------------------------------------------------------


def parse_position(text: str, rules: MillRules | None = None) -> MillState:
    """Reads ``<rules> w:<points> b:<points> hand:<w>,<b> to:<w|b> [quiet:<n>]``.

    The rules token may be left out when ``rules`` is given; when both are there they must agree.
    Raises ``PositionError`` naming the text and the problem.
    """
    check_position_text(text)
    parts = text.split()
    if not parts:
        raise PositionError(text, "the text is empty")
    text_rules: MillRules | None = None
    if ":" not in parts[0] or "(" in parts[0]:
        try:
            text_rules = parse_rules_token(parts[0])
        except ValueError as error:
            raise PositionError(text, str(error)) from None
        parts = parts[1:]
    if text_rules is None and rules is None:
        raise PositionError(text, "the rules are missing (start with a variant, e.g. nine)")
    if text_rules is not None and rules is not None and text_rules != rules:
        raise PositionError(
            text, f"the text says {rules_token(text_rules)} but the game is {rules_token(rules)}"
        )
    game_rules = text_rules or rules
    assert game_rules is not None
    topo = game_rules.topology
    values: dict[str, str] = {}
    for part in parts:
        key, sep, value = part.partition(":")
        if not sep or key not in ("w", "b", "hand", "to", "quiet"):
            raise PositionError(
                text, f"unknown part {part!r} (expected w:, b:, hand:, to:, quiet:)"
            )
        if key in values:
            raise PositionError(text, f"{key}: is given twice")
        values[key] = value
    for key in ("w", "b", "hand", "to"):
        if key not in values:
            raise PositionError(text, f"{key}: is missing")
    masks = []
    for key in ("w", "b"):
        mask = 0
        if values[key] != "-":
            for name in values[key].split(","):
                try:
                    p = point_index(name)
                except ValueError as error:
                    raise PositionError(text, str(error)) from None
                if not topo.has_point(p):
                    raise PositionError(text, f"{name} is not a point of the {topo.kind} board")
                if mask >> p & 1:
                    raise PositionError(text, f"{name} is listed twice")
                mask |= 1 << p
        masks.append(mask)
    if masks[0] & masks[1]:
        both = ", ".join(point_name(p) for p in topo.points if masks[0] & masks[1] >> p & 1)
        raise PositionError(text, f"{both} holds both a white and a black piece")
    hand_match = re.fullmatch(r"(\d+),(\d+)", values["hand"])
    if not hand_match:
        raise PositionError(text, f"hand:{values['hand']} should be two numbers, e.g. hand:7,8")
    hands = (int(hand_match[1]), int(hand_match[2]))
    for player, letter in enumerate(COLOUR_LETTERS):
        total = masks[player].bit_count() + hands[player]
        if total > game_rules.pieces:
            raise PositionError(
                text,
                f"{'white' if letter == 'w' else 'black'} has {total} pieces but the rules "
                f"give {game_rules.pieces}",
                MillImpossible.TOO_MANY_PIECES,
                {"player": player, "total": total, "allowed": game_rules.pieces},
            )
    if values["to"] not in COLOUR_LETTERS:
        raise PositionError(text, f"to:{values['to']} should be to:w or to:b")
    to_move = COLOUR_LETTERS.index(values["to"])
    quiet = 0
    if "quiet" in values:
        if not values["quiet"].isdigit():
            raise PositionError(text, f"quiet:{values['quiet']} should be a number of turns")
        quiet = int(values["quiet"])
    return MillState(game_rules, (masks[0], masks[1]), hands, to_move, quiet)


def perft(state: MillState, depth: int) -> int:
    """The number of move sequences of length ``depth`` from ``state`` (a game that ends early
    ends its sequences there): the standard check of a move generator."""
    moves = state.legal_moves()
    if depth <= 1:
        return len(moves) if depth == 1 else 1
    return sum(perft(state._apply(move), depth - 1) for move in moves)
