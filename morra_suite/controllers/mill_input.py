"""Turns clicks on a mill board into one complete legal move (pure Python, no Qt).

A thin interpreter, like a GUI around python-chess's ``find_move(from, to)``: it keeps only the
clicks so far (a selected piece, or the move in progress) and asks the rules everything else:
where a piece may go (``targets_from``), what a placement or step starts (``begin``, a
``PendingMove`` with the board as it now stands and the pieces it may take), which piece may go
(``removable``), and when the move is whole. It has no board and no rule of its own.

States of the interpretation: nothing chosen -> a piece selected -> a move in progress, its
removals pending -> done. Each click returns a ``Feedback``: the move when it is complete, else the
next ``Prompt`` or the rules' ``MillRefusal`` (their code and the facts), which the board words for
the player (wording and translation belong to the UI, not here). ``clear`` takes the clicks back
(Escape): the move in progress is dropped and the position is as it was, since nothing was played.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

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


class Prompt(Enum):
    """What the player to move should do next."""

    PLACE = "place"
    PLACE_OR_MOVE = "place_or_move"  # Lasker: placing or moving while pieces are in hand
    CHOOSE_PIECE = "choose_piece"
    CHOOSE_TARGET = "choose_target"
    REMOVE = "remove"
    PASS = "pass"
    NONE = "none"  # game over, or nothing to do


@dataclass(frozen=True)
class Feedback:
    move: MillMove | None = None
    prompt: Prompt = Prompt.NONE
    refusal: MillRefusal | None = None  # why the click was not taken: the rules' answer

    @property
    def point(self) -> int | None:
        """The point a refused click was on."""
        return self.refusal.point if self.refusal is not None else None


class MillInput:
    """The click interpreter for one position; ``reset`` it for every new state."""

    def __init__(self) -> None:
        self.state: MillState | None = None
        self.selected: int | None = None  # a piece chosen to move
        self.pending: PendingMove | None = None  # a move made but for its removals

    def reset(self, state: MillState | None) -> None:
        self.state = state
        self.clear()

    def clear(self) -> None:
        """Forgets the clicks so far: the selection, and the move in progress with it. A turn
        that only removes (a removal the rules owe) starts as a move in progress: its clicks
        choose the pieces."""
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

    def prompt(self) -> Prompt:
        state = self.state
        if state is None or not self._active():
            return Prompt.NONE
        if state.must_pass():
            return Prompt.PASS
        if self.pending is not None:
            return Prompt.REMOVE
        if self.selected is not None:
            return Prompt.CHOOSE_TARGET
        places = bool(state.targets_from(None))
        if places and state.movable_pieces():
            return Prompt.PLACE_OR_MOVE
        return Prompt.PLACE if places else Prompt.CHOOSE_PIECE

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

    def click(self, point: int) -> Feedback:
        state = self.state
        if state is None:
            return Feedback()
        if not self._active():
            return Feedback(refusal=refusal_for(state, MillIllegal.GAME_OVER, point))
        special = self.special_move()
        if special is not None:
            return Feedback(move=special)
        if not state.topology.has_point(point):
            return Feedback(
                prompt=self.prompt(), refusal=refusal_for(state, MillIllegal.NOT_A_POINT, point)
            )
        if self.pending is not None:
            return self._click_removal(self.pending, point)
        if self.selected is not None:
            if point == self.selected:
                self.clear()
                return Feedback(prompt=self.prompt())
            if point in state.targets_from(self.selected):
                return self._begin(self.selected, point)
            if point in state.movable_pieces():
                self.selected = point
                return Feedback(prompt=self.prompt())
            return Feedback(
                prompt=self.prompt(), refusal=target_refusal(state, self.selected, point)
            )
        if point in state.targets_from(None):
            return self._begin(None, point)
        if point in state.movable_pieces():
            self.selected = point
            return Feedback(prompt=self.prompt())
        return Feedback(prompt=self.prompt(), refusal=start_refusal(state, point))

    def drag(self, source: int, target: int) -> Feedback:
        """A drag from ``source`` to ``target``: the same as two clicks, from a clean start."""
        self.clear()
        first = self.click(source)
        if first.move is not None or first.refusal is not None or self.selected != source:
            return first
        return self.click(target)

    def place(self, target: int) -> Feedback:
        """A piece dragged from the tray to ``target``: a click there, from a clean start."""
        self.clear()
        return self.click(target)

    def _begin(self, src: int | None, dst: int) -> Feedback:
        assert self.state is not None
        return self._advance(begin(self.state, src, dst))

    def _advance(self, pending: PendingMove) -> Feedback:
        if pending.is_complete:
            self.clear()
            return Feedback(move=pending.move)
        self.selected = None
        self.pending = pending
        return Feedback(prompt=Prompt.REMOVE)

    def _click_removal(self, pending: PendingMove, point: int) -> Feedback:
        refusal = pending.removal_refusal(point)
        if refusal is None:
            return self._advance(pending.remove(point))
        return Feedback(prompt=Prompt.REMOVE, refusal=refusal)
