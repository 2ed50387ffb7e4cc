"""A mill move while it is being made: the value between a person's clicks.

A turn is one move (``d2-d3xd7``), but a person makes it in steps: the piece, its point, then the
piece or pieces the closed mill takes. Between those steps the piece already stands on its new
point, the mill is closed and the tray count has dropped, yet nobody has played anything. That
in-between is a ``PendingMove``: a value of the rules, made by ``begin(state, src, dst)``, that
the board can draw (``board``, ``mills_closed()``) and the input can finish (``removable()``,
``remove(point)``, ``complete(...)``) without knowing a single rule itself.

A click the rules do not take has a reason: a ``MillRefusal``, the ``MillIllegal`` code with the
facts a sentence about it needs (the points, the mover's piece count, the flying threshold, whose
piece stands there). ``start_refusal``, ``target_refusal`` and ``PendingMove.removal_refusal`` give
it; the board only puts it into words, in the player's language.

It is built on the state's own ``legal_moves()`` (the moves with this source and target), so it
can never accept a move that ``play()`` would refuse, nor refuse one ``play()`` would accept.
Points are grid numbers (see ``board.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from morra_suite.core import IllegalMoveError
from morra_suite.games.mill.board import Board, point_index, point_name
from morra_suite.games.mill.codes import MillIllegal
from morra_suite.games.mill.effects import marks_removals
from morra_suite.games.mill.move import MillMove
from morra_suite.games.mill.state import MillState

Mill = tuple[int, int, int]


def mills_closed(state: MillState, src: int | None, dst: int) -> tuple[Mill, ...]:
    """The lines of ``state``'s board that a piece of the side to move closes by arriving on
    ``dst`` (from ``src``, or from the hand): the board table's mills, in its order."""
    if not state.topology.has_point(dst):
        return ()
    own = state.masks[state.to_move]
    if src is not None:
        own &= ~(1 << src)
    return held_mills_through(state.topology, own | 1 << dst, dst)


def held_mills_through(topology: Board, own: int, point: int) -> tuple[Mill, ...]:
    """The mills through ``point`` whose every point is in the bitmask ``own``."""
    return tuple(
        mill
        for mill, mask in zip(topology.mills, topology.mill_masks, strict=True)
        if point in mill and own & mask == mask
    )


@dataclass(frozen=True)
class MillRefusal:
    """Why the rules do not take a click (or a move): the code, and the facts to say it with.

    ``point`` is the point the click was on (where a piece was to go, the piece chosen, the piece
    to remove); ``source`` the piece selected before, for a step. ``pieces`` counts the mover's
    pieces on the board and in hand (what the flying rule counts), ``flying_at`` is the count at
    which the rules let a player fly (``None``: these rules never do), ``owner`` whose piece
    stands on ``point`` (``None``: it is empty).
    """

    code: MillIllegal
    point: int | None
    source: int | None = None
    mover: int = 0
    owner: int | None = None
    pieces: int = 0
    in_hand: int = 0
    flying_at: int | None = None

    @property
    def opponent(self) -> int:
        return 1 - self.mover


def refusal_for(
    state: MillState, code: MillIllegal, point: int | None, source: int | None = None
) -> MillRefusal:
    """``code`` with the facts of ``state`` (its side to move) about ``point`` and ``source``."""
    me = state.to_move
    rules = state.rules
    owner = state.piece_at(point) if point is not None and 0 <= point < 49 else None
    return MillRefusal(
        code,
        point,
        source,
        me,
        owner,
        state.pieces_left(me),
        state.in_hand(me),
        rules.flying_at if rules.flying else None,
    )


def _index(point: int | str) -> int:
    return point_index(point) if isinstance(point, str) else point


def begin(state: MillState, src: int | str | None, dst: int | str | None) -> PendingMove:
    """The move from ``src`` (``None``: from the hand) to ``dst`` as far as it is made: its
    removals still to choose (``removals_left``, ``removable()``, ``complete(...)``), and the
    board with the piece on its new point. ``begin(state, None, None)`` is a turn that only
    removes, where the rules owe one. ``IllegalMoveError`` if no legal move starts so."""
    return PendingMove(
        state, None if src is None else _index(src), None if dst is None else _index(dst)
    )


def mills_closed_by(state: MillState, move: MillMove | str) -> tuple[Mill, ...]:
    """The mills (their points, from the board's tables) that ``move``, played from ``state``,
    closes; empty for a pass or a move that closes none."""
    if isinstance(move, str):
        move = MillMove.from_text(move)
    if move.dst is None:
        return ()
    return mills_closed(state, move.src, move.dst)


def mills_closed_by_last(state: MillState, move: MillMove | None) -> tuple[Mill, ...]:
    """The mills that ``move``, the move that led to ``state``, closed (for marking the last
    move): the lines through its point held by the piece that arrived there."""
    if move is None or move.dst is None:
        return ()
    owner = state.piece_at(move.dst)
    if owner is None:
        return ()
    return held_mills_through(state.topology, state.masks[owner], move.dst)


def explain(state: MillState, move: MillMove | str) -> MillRefusal | None:
    """Why ``move`` (object or text) is refused in ``state``, with the facts a sentence about it
    needs (points, piece counts, the flying threshold); ``None`` for a legal move."""
    if isinstance(move, str):
        move = MillMove.from_text(move)
    if state.is_legal(move):
        return None
    code, _ = state.why_illegal(move)
    point = move.dst if move.dst is not None else move.src
    return refusal_for(state, code, point, move.src)


def start_refusal(state: MillState, point: int | str) -> MillRefusal | None:
    """Why a first click on ``point`` begins nothing: no placement there and no piece of the side
    to move that may go anywhere; ``None`` when it begins a placement or chooses a piece."""
    point = _index(point)
    if state.outcome() is not None:
        return refusal_for(state, MillIllegal.GAME_OVER, point)
    if not state.topology.has_point(point):
        return refusal_for(state, MillIllegal.NOT_A_POINT, point)
    if state.must_pass():
        return refusal_for(state, MillIllegal.MUST_PASS, point)
    if point in state.targets_from(None) or point in state.movable_pieces():
        return None
    me = state.to_move
    owner = state.piece_at(point)
    placing = bool(state.targets_from(None))
    if owner is None:  # an empty point no piece may be placed on: nothing is left in hand
        return explain(state, MillMove(None, point))
    if owner != me:
        code = MillIllegal.OCCUPIED if placing else MillIllegal.NOT_OWN_PIECE
        return refusal_for(state, code, point)
    if state.in_hand(me) and not state.rules.move_while_placing:
        return refusal_for(state, MillIllegal.MUST_PLACE, point)
    return refusal_for(state, MillIllegal.PIECE_BLOCKED, point)


def target_refusal(state: MillState, src: int | str, point: int | str) -> MillRefusal | None:
    """Why the piece on ``src`` cannot go to ``point`` (taken, not next to it and no flying...);
    ``None`` when some legal move goes there."""
    src, point = _index(src), _index(point)
    if point in state.targets_from(src):
        return None
    if not state.topology.has_point(point):
        return refusal_for(state, MillIllegal.NOT_A_POINT, point, src)
    refusal = explain(state, MillMove(src, point))
    assert refusal is not None  # not a target, so no move from src to point is legal
    return refusal


@dataclass(frozen=True)
class PendingMove:
    """A placement (``src`` is ``None``) or a step or flight to ``dst`` whose removals are not all
    chosen yet. ``removed`` holds those chosen so far, in the order they were chosen.

    Make one with ``begin``; the constructor checks that some legal move starts this way
    and raises ``IllegalMoveError`` (a ``ValueError``) naming the move and why not otherwise.
    """

    state: MillState
    src: int | None
    dst: int | None  # None: a turn that only removes
    removed: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self._candidates:
            # the state's own reason ("d6 is not empty", "not connected", ...)
            self.state.check_legal(MillMove(self.src, self.dst, self.removed), str(self))
            raise IllegalMoveError(
                str(self), "not a legal start of a move here", MillIllegal.NOT_LEGAL
            )

    # --- what the rules say about it ----------------------------------------------------------

    @cached_property
    def _candidates(self) -> tuple[MillMove, ...]:
        """The legal moves this half-move may still become."""
        chosen = set(self.removed)
        if len(chosen) != len(self.removed):
            return ()
        return tuple(
            m
            for m in self.state.find_moves(self.src, self.dst)
            if chosen <= set(m.removals) and not m.is_pass
        )

    @property
    def mover(self) -> int:
        """The player making the move (the side to move of ``state``)."""
        return self.state.to_move

    @property
    def removals_left(self) -> int:
        """How many pieces are still to be chosen for removal (0: the move is complete)."""
        # Captures without a mill can offer choices of different sizes (a mill's one piece or an
        # intervention's two); none is part of another, so the fewest still wanted is exact
        # once it reaches 0.
        return min(len(m.removals) for m in self._candidates) - len(self.removed)

    @property
    def is_complete(self) -> bool:
        return self.removals_left == 0

    @cached_property
    def board(self) -> MillState:
        """The board as it stands now: the piece on its new point (out of the hand for a
        placement), the pieces chosen so far gone (or, where the rules mark them, marked on
        their points). A position to draw, not to play from: the mover is still the side to
        move, for this turn is not over."""
        state = self.state
        me = state.to_move
        masks = [state.masks[0], state.masks[1]]
        hands = list(state.hands)
        if self.dst is not None:
            if self.src is None:
                hands[me] -= 1
            else:
                masks[me] &= ~(1 << self.src)
            masks[me] |= 1 << self.dst
        due = state.removal_due() if self.dst is None else None
        victim = due[2] if due is not None else 1 - me
        marked = state.marked
        marking = self.dst is not None and marks_removals(state.rules, self.src is None)
        for point in self.removed:
            masks[victim] &= ~(1 << point)
            if marking:
                marked |= 1 << point
        return MillState(
            state.rules,
            (masks[0], masks[1]),
            (hands[0], hands[1]),
            me,
            state.quiet,
            marked,
            state.duties,
            state.then,
            state.spent,
        )

    def mills_closed(self) -> tuple[Mill, ...]:
        """The points of the mill(s) this move closes (one line, or two at a crossing, or three
        where diagonals cross too), from the board's tables; none for a turn that only removes."""
        if self.dst is None:
            return ()
        return mills_closed(self.state, self.src, self.dst)

    def removable(self) -> tuple[int, ...]:
        """The pieces that may be chosen next, in the board's point order (empty when complete).

        After each removal the choice is worked out again on the board without that piece, as the
        rules do (taking the last free piece can leave only pieces in mills, which then may go).
        """
        if self.is_complete:
            return ()
        chosen = set(self.removed)
        due = self.state.removal_due() if self.dst is None else None
        victim = due[2] if due is not None else 1 - self.mover
        board = self.board
        if self.removes_own or self.state.rules.captures:
            # a capture's pieces were judged on the board before the move: its legal moves say
            allowed = board.points_of(victim)
        else:
            allowed = board.removable(victim)
        return tuple(
            p for p in allowed if any(chosen | {p} <= set(m.removals) for m in self._candidates)
        )

    # --- making it ---------------------------------------------------------------------------

    def remove(self, point: int) -> PendingMove:
        """The half-move with ``point``'s piece chosen for removal; ``IllegalMoveError`` says why
        that piece may not be taken (with the code of ``removal_refusal``)."""
        refusal = self.removal_refusal(point)
        if refusal is not None:
            shown = f"{self}x{point_name(point)}" if 0 <= point < 49 else f"{self}x{point}"
            raise IllegalMoveError(shown, self._why_not_removable(point), refusal.code)
        return PendingMove(self.state, self.src, self.dst, (*self.removed, point))

    def removal_refusal(self, point: int) -> MillRefusal | None:
        """Why the piece on ``point`` may not be chosen next (empty, the mover's own, standing in
        a mill while the opponent has free pieces, or no removal is left); ``None`` if it may.
        The facts are those of the board as it now stands (``board``)."""
        if point in self.removable():
            return None
        board = self.board
        if self.is_complete:
            code = MillIllegal.MUST_REMOVE
        elif not board.topology.has_point(point):
            code = MillIllegal.NOT_A_POINT
        elif board.piece_at(point) is None:
            code = MillIllegal.REMOVE_EMPTY
        elif board.piece_at(point) == self.mover and not self.removes_own:
            code = MillIllegal.REMOVE_OWN
        else:
            code = MillIllegal.PROTECTED_PIECE
        return refusal_for(board, code, point)

    @property
    def removes_own(self) -> bool:
        """Whether the mover takes one of their own pieces (a removal owed under ``own``, or
        El Filja's count on a board without mills)."""
        due = self.state.removal_due() if self.dst is None else None
        return due is not None and due[2] == due[0]

    @property
    def is_owed(self) -> bool:
        """Whether this is a turn that only removes: a removal the rules owe (a full board, a
        blocked player, El Filja's count, ``own``), not the removal of a mill just closed."""
        return self.dst is None

    def _why_not_removable(self, point: int) -> str:
        if self.is_complete:
            return "this move takes no more pieces"
        board = self.board
        if not board.topology.has_point(point):
            return f"{point} is not a point of this board"
        owner = board.piece_at(point)
        name = point_name(point)
        if owner is None:
            return f"{name} is empty"
        if owner == self.mover:
            return f"the piece on {name} is the mover's own"
        return f"the piece on {name} may not be removed (pieces in mills are protected)"

    def complete(self, *removals: int) -> MillMove:
        """The whole move, once ``removals`` (the pieces still to choose, in order) are added;
        ``IllegalMoveError`` if one may not be taken or pieces are still missing."""
        pending = self
        for point in removals:
            pending = pending.remove(point)
        return pending.move

    @property
    def move(self) -> MillMove:
        """The legal move this has become; ``IllegalMoveError`` while removals are missing."""
        left = self.removals_left
        if left:
            names = ", ".join(point_name(p) for p in self.removable())
            raise IllegalMoveError(
                str(self),
                f"the move closes a mill: choose {left} more piece{'s' if left > 1 else ''} to "
                f"remove (removable: {names})",
                MillIllegal.MUST_REMOVE,
            )
        chosen = set(self.removed)
        return next(m for m in self._candidates if set(m.removals) == chosen)

    def __str__(self) -> str:
        head = "" if self.dst is None else point_name(self.dst)
        if self.src is not None:
            head = f"{point_name(self.src)}-{head}"
        return head + "".join("x" + point_name(p) for p in self.removed)
