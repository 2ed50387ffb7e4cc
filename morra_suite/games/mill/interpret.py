"""Turns clicks on a mill board into one complete legal move (pure Python, no Qt).

A thin interpreter in the shape of ``core.interpret``, like a GUI around python-chess's
``find_move(from, to)``: it keeps only the clicks so far (a selected piece, or the move in
progress) and asks the rules everything else: where a piece may go (``targets_from``), what a
placement or step starts (a ``PendingMove``, with the board as it now stands and the pieces it
may take), which piece may go (``removable``), and when the move is whole. It has no board and no
rule of its own.

States of the interpretation: nothing chosen -> a piece selected -> a move in progress, its
removals pending -> done. Each click returns a ``core.interpret.Feedback``: the move when it is
complete, else the next ``MillPrompt`` and perhaps the rules' ``Refusal`` (their ``MillIllegal``
code, the point as ``where`` and the facts a sentence needs), which the board words for the
player (wording and translation belong to the UI, not here). ``cancel`` takes the clicks back
(Escape): the move in progress is dropped and the position is as it was, since nothing was played.
"""

from __future__ import annotations

from enum import Enum

from morra_suite.core.interpret import Feedback, Refusal
from morra_suite.games.mill.codes import MillIllegal
from morra_suite.games.mill.gestures import (
    MillRefusal,
    PendingMove,
    begin,
    refusal_for,
    start_refusal,
    target_refusal,
)
from morra_suite.games.mill.move import PASS, MillMove
from morra_suite.games.mill.state import MillState

__all__ = ["MillFeedback", "MillInterpreter", "MillPrompt", "as_refusal", "removal_prompt"]

MillFeedback = Feedback[MillMove]


class MillPrompt(Enum):
    """What the player to move should do next."""

    PLACE = "place"
    PLACE_OR_MOVE = "place_or_move"  # Lasker: placing or moving while pieces are in hand
    CHOOSE_PIECE = "choose_piece"
    CHOOSE_TARGET = "choose_target"
    REMOVE = "remove"  # the piece(s) the mill just closed takes
    REMOVE_OWED = "remove_owed"  # a turn that only removes one of the opponent's pieces
    REMOVE_OWN = "remove_own"  # a turn that only removes one of the mover's own pieces
    PASS = "pass"
    NONE = "none"  # game over, or nothing to do


def removal_prompt(pending: PendingMove) -> MillPrompt:
    """What choosing ``pending``'s pieces asks for: a mill's removal (which Esc takes back with
    the move), or a removal the rules owe, of the opponent's pieces or of the mover's own."""
    if not pending.is_owed:
        return MillPrompt.REMOVE
    return MillPrompt.REMOVE_OWN if pending.removes_own else MillPrompt.REMOVE_OWED


def as_refusal(refusal: MillRefusal | None) -> Refusal | None:
    """The rules' ``MillRefusal`` in the one shape of every game: the code, the point the click
    was on as ``where``, and the other facts (``source``, ``mover``, ``owner``, ``pieces``,
    ``in_hand``, ``flying_at``) by name."""
    if refusal is None:
        return None
    return Refusal(
        refusal.code,
        refusal.point,
        {
            "source": refusal.source,
            "mover": refusal.mover,
            "owner": refusal.owner,
            "pieces": refusal.pieces,
            "in_hand": refusal.in_hand,
            "flying_at": refusal.flying_at,
        },
    )


class MillInterpreter:
    """The click interpreter for one position; ``reset`` it for every new state.

    Implements ``core.interpret.Interpreter[MillState, MillMove]``, with the two gestures a mill
    board has besides clicks (``drag`` from a point, ``place`` from the tray) and the queries the
    board draws from (``prompt``, ``targets``, ``movable``, ``placements``)."""

    def __init__(self) -> None:
        self.state: MillState | None = None
        self.selected: int | None = None  # a piece chosen to move
        self.pending: PendingMove | None = None  # a move made but for its removals

    def reset(self, state: MillState | None) -> None:
        self.state = state
        self._forget()

    def cancel(self) -> MillFeedback:
        """Forgets the clicks so far: the selection, and the move in progress with it."""
        self._forget()
        return Feedback(prompt=self.prompt())

    def _forget(self) -> None:
        """Drops the selection and the move in progress. A turn that only removes (a removal
        the rules owe) starts as a move in progress: its clicks choose the pieces."""
        self.selected = None
        self.pending = None
        state = self.state
        if state is not None and state.outcome() is None and state.removal_due() is not None:
            self.pending = begin(state, None, None)

    @property
    def player(self) -> int:
        return self.state.to_move if self.state is not None else 0

    @property
    def board(self) -> MillState | None:
        """The position to draw: the state, or the board of the move in progress."""
        return self.pending.board if self.pending is not None else self.state

    # -------------------------------------------------------------------- what to show
    def _active(self) -> bool:
        return self.state is not None and bool(self.state.legal_moves())

    def prompt(self) -> MillPrompt:
        state = self.state
        if state is None or not self._active():
            return MillPrompt.NONE
        if state.must_pass():
            return MillPrompt.PASS
        if self.pending is not None:
            return removal_prompt(self.pending)
        if self.selected is not None:
            return MillPrompt.CHOOSE_TARGET
        places = bool(state.targets_from(None))
        if places and state.movable_pieces():
            return MillPrompt.PLACE_OR_MOVE
        return MillPrompt.PLACE if places else MillPrompt.CHOOSE_PIECE

    def targets(self) -> frozenset[int]:
        """Points to highlight: the selected piece's targets, or the removable pieces."""
        if self.pending is not None:
            return frozenset(self.pending.removable())
        if self.selected is not None and self.state is not None:
            return frozenset(self.state.targets_from(self.selected))
        return frozenset()

    def movable(self) -> frozenset[int]:
        """Pieces that can move now (shown subtly before a selection)."""
        if self.state is None or self.pending is not None:
            return frozenset()
        return frozenset(self.state.movable_pieces())

    def placements(self) -> frozenset[int]:
        """Points a click may place a piece on now (none once a piece is selected or a move is
        in progress)."""
        if self.state is None or self.pending is not None or self.selected is not None:
            return frozenset()
        return frozenset(self.state.targets_from(None))

    def can_place(self) -> bool:
        """Whether a click on an empty point (or a drag from the tray) may place a piece."""
        return (
            self.state is not None and self.pending is None and bool(self.state.targets_from(None))
        )

    def is_flying(self) -> bool:
        """Whether the selected piece may jump beyond its neighbours (said in the prompt)."""
        return (
            self.selected is not None and self.state is not None and self.state.can_fly(self.player)
        )

    # -------------------------------------------------------------------- clicks
    def special_move(self) -> MillMove | None:
        """The pass, when the rules leave the player nothing else."""
        return (
            PASS if self.state is not None and self._active() and self.state.must_pass() else None
        )

    def _refused(self, refusal: MillRefusal | None) -> MillFeedback:
        return Feedback(prompt=self.prompt(), refusal=as_refusal(refusal))

    def click(self, index: int) -> MillFeedback:
        point = index
        state = self.state
        if state is None:
            return Feedback(prompt=MillPrompt.NONE)
        if not self._active():
            return self._refused(refusal_for(state, MillIllegal.GAME_OVER, point))
        special = self.special_move()
        if special is not None:
            return Feedback(move=special)
        if not state.topology.has_point(point):
            return self._refused(refusal_for(state, MillIllegal.NOT_A_POINT, point))
        if self.pending is not None:
            return self._click_removal(self.pending, point)
        if self.selected is not None:
            if point == self.selected:
                return self.cancel()
            if point in state.targets_from(self.selected):
                return self._begin(self.selected, point)
            if point in state.movable_pieces():
                self.selected = point
                return Feedback(prompt=self.prompt())
            return self._refused(target_refusal(state, self.selected, point))
        if point in state.targets_from(None):
            return self._begin(None, point)
        if point in state.movable_pieces():
            self.selected = point
            return Feedback(prompt=self.prompt())
        return self._refused(start_refusal(state, point))

    def drag(self, source: int, target: int) -> MillFeedback:
        """A drag from ``source`` to ``target``: the same as two clicks, from a clean start."""
        self._forget()
        first = self.click(source)
        if first.move is not None or first.refusal is not None or self.selected != source:
            return first
        return self.click(target)

    def place(self, target: int) -> MillFeedback:
        """A piece dragged from the tray to ``target``: a click there, from a clean start."""
        self._forget()
        return self.click(target)

    def _begin(self, src: int | None, dst: int) -> MillFeedback:
        assert self.state is not None
        return self._advance(begin(self.state, src, dst))

    def _advance(self, pending: PendingMove) -> MillFeedback:
        if pending.is_complete:
            self._forget()
            return Feedback(move=pending.move)
        self.selected = None
        self.pending = pending
        return Feedback(prompt=removal_prompt(pending))

    def _click_removal(self, pending: PendingMove, point: int) -> MillFeedback:
        refusal = pending.removal_refusal(point)
        if refusal is None:
            return self._advance(pending.remove(point))
        return Feedback(prompt=removal_prompt(pending), refusal=as_refusal(refusal))
