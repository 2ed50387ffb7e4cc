"""Turns clicks on a mill board into one complete legal move (pure Python, no Qt).

Like python-chess's ``find_move(from, to)``: the interpreter never decides legality itself; it
filters the rules' own ``legal_moves()`` by the clicks so far. A move is read through its canonical
text (``d6``, ``a1-a4``, ``c3xa4``, ``b4xb2xc3``), which is the documented notation, so the
interpreter depends on nothing else of the move objects.

States of the interpretation: nothing chosen -> a piece selected (its targets known) -> a target
chosen, removals pending (one per mill when the rules say so) -> done. Each click returns a
``Feedback``: the move when it is complete, else the next ``Prompt`` or a ``Refusal`` the board
words for the player (wording and translation belong to the UI, not here).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

FILES = "abcdefg"


def point_index(name: str) -> int:
    """Grid number of a point name, as ``morra_suite.games.mill.board`` numbers points."""
    return FILES.index(name[0]) + 7 * (int(name[1]) - 1)


def point_name(index: int) -> str:
    return f"{FILES[index % 7]}{index // 7 + 1}"


@dataclass(frozen=True)
class ParsedMove:
    """A legal move taken apart: ``source`` is None for a placement; ``removals`` in order."""

    move: Any
    source: int | None
    target: int | None
    removals: tuple[int, ...]

    @property
    def is_special(self) -> bool:
        """A move that is no point gesture (a pass, when the rules let a blocked player pass)."""
        return self.target is None


def parse_notation(move: Any) -> ParsedMove:
    """Reads ``str(move)``; anything that is not points (``pass``) becomes a special move."""
    text = str(move).strip().lower()
    head, *removed = text.split("x")
    try:
        if "-" in head:
            a, b = head.split("-")
            source, target = point_index(a), point_index(b)
        else:
            source, target = None, point_index(head)
        removals = tuple(point_index(r) for r in removed)
    except (ValueError, IndexError):
        return ParsedMove(move, None, None, ())
    return ParsedMove(move, source, target, removals)


class Prompt(Enum):
    """What the player to move should do next."""

    PLACE = "place"
    PLACE_OR_MOVE = "place_or_move"  # Lasker: placing or moving while pieces are in hand
    CHOOSE_PIECE = "choose_piece"
    CHOOSE_TARGET = "choose_target"
    REMOVE = "remove"
    PASS = "pass"
    NONE = "none"  # game over, or nothing to do


class Refusal(Enum):
    """Why a click was not taken; ``point`` in the feedback says where."""

    OPPONENT_PIECE = "opponent_piece"  # wanted to move a piece of the other side
    EMPTY_POINT = "empty_point"  # wanted to move, clicked an empty point
    PIECE_CANNOT_MOVE = "piece_cannot_move"
    NOT_A_TARGET = "not_a_target"  # the selected piece cannot go there
    OCCUPIED = "occupied"  # placing on an occupied point
    CANNOT_REMOVE = "cannot_remove"  # protected by a mill (the rules say which may go)
    REMOVE_OWN = "remove_own"
    REMOVE_EMPTY = "remove_empty"
    NOT_ON_BOARD = "not_on_board"
    NO_INPUT = "no_input"  # nobody's input wanted now


@dataclass(frozen=True)
class Feedback:
    move: Any = None
    prompt: Prompt = Prompt.NONE
    refusal: Refusal | None = None
    point: int | None = None


@dataclass
class MillInput:
    """The click interpreter for one position; ``reset`` it for every new state.

    ``owners`` maps occupied points to the player (0 white, 1 black); it only serves to word a
    refusal precisely, never to decide what is legal.
    """

    state: Any = None
    owners: dict[int, int] = field(default_factory=dict)
    points: frozenset[int] = frozenset()
    _moves: list[ParsedMove] = field(default_factory=list)
    selected: int | None = None
    target: int | None = None
    removed: tuple[int, ...] = ()
    placing: bool = False

    def reset(self, state: Any, owners: dict[int, int], points: frozenset[int]) -> None:
        self.state = state
        self.owners = dict(owners)
        self.points = points
        self._moves = [parse_notation(m) for m in state.legal_moves()] if state is not None else []
        self.clear()

    def clear(self) -> None:
        """Forgets the clicks so far (Escape, a refused removal keeps them)."""
        self.selected = None
        self.target = None
        self.removed = ()
        self.placing = False

    @property
    def player(self) -> int:
        return self.state.to_move if self.state is not None else 0

    # -------------------------------------------------------------------- what to show
    def _pending(self) -> list[ParsedMove]:
        """Legal moves consistent with the clicks so far."""
        moves = self._moves
        if self.target is None:
            if self.selected is None:
                return moves
            return [m for m in moves if m.source == self.selected]
        return [
            m
            for m in moves
            if m.target == self.target
            and m.source == (None if self.placing else self.selected)
            and m.removals[: len(self.removed)] == self.removed
        ]

    def prompt(self) -> Prompt:
        moves = [m for m in self._moves if not m.is_special]
        if not self._moves:
            return Prompt.NONE
        if not moves:
            return Prompt.PASS
        if self.target is not None:
            return Prompt.REMOVE
        if self.selected is not None:
            return Prompt.CHOOSE_TARGET
        places = any(m.source is None for m in moves)
        shifts = any(m.source is not None for m in moves)
        if places and shifts:
            return Prompt.PLACE_OR_MOVE
        return Prompt.PLACE if places else Prompt.CHOOSE_PIECE

    def targets(self) -> frozenset[int]:
        """Points to highlight: the selected piece's targets, or the removable pieces."""
        pending = self._pending()
        if self.target is not None:
            n = len(self.removed)
            return frozenset(m.removals[n] for m in pending if len(m.removals) > n)
        if self.selected is not None:
            return frozenset(m.target for m in pending if m.target is not None)
        return frozenset()

    def movable(self) -> frozenset[int]:
        """Pieces that can move now (shown subtly before a selection)."""
        return frozenset(m.source for m in self._moves if m.source is not None)

    def is_flying(self) -> bool:
        """Whether the selected piece may jump beyond its neighbours (said in the prompt)."""
        if self.selected is None:
            return False
        can_fly = getattr(self.state, "can_fly", None)
        if can_fly is not None:
            return bool(can_fly(self.player))
        return len(self.targets()) > 4

    # -------------------------------------------------------------------- clicks
    def special_move(self) -> Any:
        """The pass (or other non-point move) when it is the only thing to do."""
        specials = [m for m in self._moves if m.is_special]
        if specials and len(specials) == len(self._moves):
            return specials[0].move
        return None

    def _finish_or_prompt(self) -> Feedback:
        pending = self._pending()
        done = [m for m in pending if len(m.removals) == len(self.removed)]
        longer = [m for m in pending if len(m.removals) > len(self.removed)]
        if done and not longer:
            move = done[0].move
            self.clear()
            return Feedback(move=move)
        return Feedback(prompt=self.prompt())

    def click(self, point: int) -> Feedback:
        if not self._moves:
            return Feedback(refusal=Refusal.NO_INPUT, point=point)
        special = self.special_move()
        if special is not None:
            return Feedback(move=special)
        if point not in self.points:
            return Feedback(prompt=self.prompt(), refusal=Refusal.NOT_ON_BOARD, point=point)
        if self.target is not None:
            return self._click_removal(point)
        if self.selected is not None:
            if point == self.selected:
                self.clear()
                return Feedback(prompt=self.prompt())
            if any(m.target == point for m in self._pending()):
                self.target = point
                return self._finish_or_prompt()
            if any(m.source == point for m in self._moves):
                self.selected = point
                return Feedback(prompt=self.prompt())
            return Feedback(prompt=self.prompt(), refusal=Refusal.NOT_A_TARGET, point=point)
        if any(m.source is None and m.target == point for m in self._moves):
            self.placing = True
            self.target = point
            return self._finish_or_prompt()
        if any(m.source == point for m in self._moves):
            self.selected = point
            return Feedback(prompt=self.prompt())
        return Feedback(prompt=self.prompt(), refusal=self._why_not(point), point=point)

    def drag(self, source: int, target: int) -> Feedback:
        """A drag from ``source`` to ``target``: the same as two clicks, from a clean start."""
        self.clear()
        first = self.click(source)
        if first.move is not None or first.refusal is not None or self.selected != source:
            return first
        return self.click(target)

    def _click_removal(self, point: int) -> Feedback:
        n = len(self.removed)
        if any(len(m.removals) > n and m.removals[n] == point for m in self._pending()):
            self.removed = (*self.removed, point)
            return self._finish_or_prompt()
        owner = self.owners.get(point)
        if owner is None:
            refusal = Refusal.REMOVE_EMPTY
        elif owner == self.player:
            refusal = Refusal.REMOVE_OWN
        else:
            refusal = Refusal.CANNOT_REMOVE
        return Feedback(prompt=Prompt.REMOVE, refusal=refusal, point=point)

    def _why_not(self, point: int) -> Refusal:
        owner = self.owners.get(point)
        places = any(m.source is None and not m.is_special for m in self._moves)
        if owner is None:
            return Refusal.EMPTY_POINT
        if owner != self.player:
            return Refusal.OCCUPIED if places else Refusal.OPPONENT_PIECE
        return Refusal.OCCUPIED if places and not self.movable() else Refusal.PIECE_CANNOT_MOVE
