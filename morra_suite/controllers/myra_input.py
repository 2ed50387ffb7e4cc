"""Turns clicks on the Myra board into one legal move. Pure Python: no Qt, so it is tested alone.

The interpreter never decides legality itself. It reads the position string and the canonical
text of every legal move (the public surface of the rules library): a move is the sequence of holes
its notation names, produce ``+e5`` is (e5), a troop move ``a2-c4`` and a reduce ``2a2-c4`` are
(a2, c4), and clicks are matched against those paths. Chain-ups and unchains are listed by the
rules once per set of holes in one canonical order, while a player may click them in any order:
they are followed hole by hole on the board (own singles next to the last; empty holes from which
the rest can still be laid out) and the finished line goes to the rules' ``parse_move``, which
accepts every order and returns the legal move.

Gestures (chosen so that the common moves take two clicks and nothing needs a modifier key):

- click an empty hole next to the own queen: produce there;
- click a troop, then its target: a move, capture or build-up; when the target could take a
  different number of balls (reduce) or could start an unchain, the player is offered a choice
  (``Stage.CHOOSE``: counts 1..n and "unchain"), answered with ``choose(key)``;
- chain-up: click the single soldiers in order; finish by clicking the last one again (or Enter,
  ``finish()``); a chain that can grow no further finishes by itself;
- unchain: click the troop, then the first empty hole, choose "unchain", then click the further
  empty holes in order; it completes when every ball is laid out;
- pass: when passing is the only legal move, any click (or Enter) passes.

The view turns a ``Feedback`` into words (translated) and highlights; this module has no strings
for users, only the ``Stage`` and ``Problem`` values that say what to tell them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType
from typing import Any

from morra_suite.games.myra import board

# --- the board's topology, by hole name (the rules library's tables) ------------------------------

HOLES: tuple[str, ...] = board.NAMES
_HOLE_SET = frozenset(HOLES)
NEIGHBOURS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {board.NAMES[i]: tuple(board.NAMES[n] for n in ns) for i, ns in enumerate(board.NEIGHBOURS)}
)

PLAYER_LETTERS = "ABC"


# --- the position as the board shows it -----------------------------------------------------------


@dataclass(frozen=True)
class Piece:
    """What stands in one hole: a queen, or a troop of ``size`` soldiers (5 is a fortress)."""

    player: int
    size: int
    is_queen: bool = False

    @property
    def is_fortress(self) -> bool:
        return not self.is_queen and self.size == 5

    @property
    def is_single(self) -> bool:
        return not self.is_queen and self.size == 1


@dataclass(frozen=True)
class BoardPicture:
    """A position read from its string: enough to draw it and to explain a refused click."""

    pieces: Mapping[str, Piece]
    to_move: int
    reserves: Mapping[int, int]

    def queen_of(self, player: int) -> str | None:
        for hole, piece in self.pieces.items():
            if piece.is_queen and piece.player == player:
                return hole
        return None


def read_position(text: str) -> BoardPicture:
    """Reads ``<pieces> <to move> <reserves>`` (issue 4's format) without judging legality.

    ``ValueError`` for text it cannot read; the rules' ``parse_position`` is the strict reader.
    """
    parts = text.split()
    if len(parts) < 2:
        raise ValueError(f"position {text!r}: expected '<pieces> <to move> <reserves>'")
    pieces: dict[str, Piece] = {}
    if "=" in parts[0]:
        for item in parts[0].split(","):
            hole, _, what = item.partition("=")
            if len(what) != 2 or what[0] not in PLAYER_LETTERS or hole not in _HOLE_SET:
                raise ValueError(f"position {text!r}: cannot read {item!r}")
            player = PLAYER_LETTERS.index(what[0])
            if what[1] == "Q":
                pieces[hole] = Piece(player, 1, is_queen=True)
            elif what[1] in "12345":
                pieces[hole] = Piece(player, int(what[1]))
            else:
                raise ValueError(f"position {text!r}: cannot read {item!r}")
    if parts[1] not in PLAYER_LETTERS:
        raise ValueError(f"position {text!r}: {parts[1]!r} is no player")
    reserves: dict[int, int] = {}
    if len(parts) > 2:
        for item in parts[2].split(","):
            letter, _, count = item.partition(":")
            if letter not in PLAYER_LETTERS or not count.isdigit():
                raise ValueError(f"position {text!r}: cannot read reserve {item!r}")
            reserves[PLAYER_LETTERS.index(letter)] = int(count)
    return BoardPicture(
        MappingProxyType(pieces), PLAYER_LETTERS.index(parts[1]), MappingProxyType(reserves)
    )


# --- moves as paths of holes ----------------------------------------------------------------------


class MoveKind(Enum):
    PRODUCE = "produce"
    MOVE = "move"
    CAPTURE = "capture"
    REDUCE = "reduce"
    CHAIN = "chain"
    UNCHAIN = "unchain"
    PASS = "pass"


_HOLE_RE = r"[a-k](?:1[01]|[1-9])"


@dataclass(frozen=True)
class Gesture:
    """A legal move seen as the holes a player clicks for it."""

    kind: MoveKind
    path: tuple[str, ...]
    move: Any
    count: int = 0  # balls that go: the reduce count, else 0


def gesture_of(move: Any) -> Gesture:
    """Reads a move's canonical text into its kind and path; ``ValueError`` for unknown text."""
    text = str(move)
    if text == "pass":
        return Gesture(MoveKind.PASS, (), move)
    if m := re.fullmatch(rf"\+({_HOLE_RE})", text):
        return Gesture(MoveKind.PRODUCE, (m.group(1),), move)
    if m := re.fullmatch(rf"([1-4])({_HOLE_RE})-({_HOLE_RE})", text):
        return Gesture(MoveKind.REDUCE, (m.group(2), m.group(3)), move, int(m.group(1)))
    if m := re.fullmatch(rf"({_HOLE_RE})([-x])({_HOLE_RE})", text):
        kind = MoveKind.CAPTURE if m.group(2) == "x" else MoveKind.MOVE
        return Gesture(kind, (m.group(1), m.group(3)), move)
    if re.fullmatch(rf"{_HOLE_RE}(?:>{_HOLE_RE})+", text):
        return Gesture(MoveKind.CHAIN, tuple(text.split(">")), move)
    if re.fullmatch(rf"{_HOLE_RE}(?:~{_HOLE_RE})+", text):
        return Gesture(MoveKind.UNCHAIN, tuple(text.split("~")), move)
    raise ValueError(f"move {text!r} is in no Myra notation this board knows")


# --- what the interpreter tells the view ----------------------------------------------------------


class Stage(Enum):
    """What the player is asked to do next."""

    SELECT = "select"  # click a troop, or an empty hole next to the queen to produce
    TARGET = "target"  # a troop is selected: click where it goes
    CHAIN = "chain"  # singles are being chained: the next single, or finish
    UNCHAIN = "unchain"  # a troop is laid out: the next empty hole
    CHOOSE = "choose"  # how many balls go (or unchain): a choice among ``choices``
    PASS = "pass"  # no legal move but passing: click or Enter passes
    DONE = "done"  # a move was made (``Feedback.move``); the next state brings a new interpreter
    OVER = "over"  # the game is over: nothing to do


class Problem(Enum):
    """Why a click was refused; ``Feedback.holes`` names the holes the reason is about."""

    ENEMY_PIECE = "enemy_piece"  # holes[0] holds another player's piece
    NOT_NEXT_TO_QUEEN = "not_next_to_queen"  # empty hole, not next to the own queen
    NO_RESERVE = "no_reserve"  # empty hole next to the queen, but the reserve is empty
    NO_QUEEN = "no_queen"  # empty hole, and there is no own queen to produce next to
    CANNOT_MOVE = "cannot_move"  # the own piece on holes[0] has no legal move
    FORTRESS_IMMUNE = "fortress_immune"  # holes[1] is an enemy fortress: never captured
    FORTRESS_CANNOT_CAPTURE = "fortress_cannot_capture"  # a fortress never moves as a whole
    QUEEN_NEVER_JOINS = "queen_never_joins"  # the queen and a troop never share a hole
    OVER_FIVE = "over_five"  # the build-up would make more than five
    OUT_OF_REACH = "out_of_reach"  # holes[1] cannot be reached from holes[0] (too far / blocked)
    NOT_IN_CHAIN = "not_in_chain"  # holes[0] cannot lengthen the chain ending on holes[1]
    CHAIN_TOO_SHORT = "chain_too_short"  # finishing a chain needs two singles at least
    NOT_IN_UNCHAIN = "not_in_unchain"  # holes[0] is no empty hole next to holes[1]


@dataclass(frozen=True)
class Choice:
    """One answer to "how many balls?": ``count`` balls go (all of them is a move or capture), or
    ``unchain`` starts laying the troop out. ``key`` is the key that picks it ("1".."5", "u")."""

    key: str
    count: int
    kind: MoveKind
    move: Any = None  # the move it makes; None for "unchain", which goes on with more clicks


@dataclass(frozen=True)
class Feedback:
    stage: Stage
    player: int
    path: tuple[str, ...] = ()  # selected troop and the holes clicked after it
    targets: frozenset[str] = frozenset()  # holes that continue the gesture (to highlight)
    choices: tuple[Choice, ...] = ()
    move: Any = None  # the complete legal move (stage DONE)
    problem: Problem | None = None
    holes: tuple[str, ...] = ()  # holes the problem is about
    size: int = 0  # balls in the selected troop (0 for the queen)
    remaining: int = 0  # unchain: holes still to click
    producible: frozenset[str] = field(default_factory=frozenset)  # holes a produce may go to


class MyraInput:
    """The click interpreter for one position. Make a new one for every new state."""

    def __init__(self, state: Any) -> None:
        self._state = state
        self.board = read_position(state.position())
        self.player: int = state.to_move
        self._over = state.outcome() is not None
        self._gestures = [gesture_of(m) for m in state.legal_moves()]
        self._path: tuple[str, ...] = ()
        self._stage = Stage.SELECT
        self._choices: tuple[Choice, ...] = ()
        if self._over:
            self._stage = Stage.OVER
        elif all(g.kind is MoveKind.PASS for g in self._gestures):
            self._stage = Stage.PASS
        self._producible = frozenset(
            g.path[0] for g in self._gestures if g.kind is MoveKind.PRODUCE
        )

    # -- queries --------------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self._state

    def feedback(self, problem: Problem | None = None, holes: Iterable[str] = ()) -> Feedback:
        """Where the gesture stands now (with ``problem`` if the last input was refused)."""
        path = self._path
        size = 0
        if path and path[0] in self.board.pieces:
            piece = self.board.pieces[path[0]]
            size = 0 if piece.is_queen else piece.size
        remaining = 0
        if self._stage is Stage.UNCHAIN:
            remaining = max(0, size - len(path))
        targets: frozenset[str] = frozenset()
        if self._stage is Stage.TARGET:
            targets = self._targets_of(path[0])
        elif self._stage is Stage.CHAIN:
            targets = self._chain_next(path)
        elif self._stage is Stage.UNCHAIN:
            targets = self._unchain_next(path, size)
        elif self._stage is Stage.SELECT:
            targets = frozenset(g.path[0] for g in self._gestures if g.path)
        return Feedback(
            stage=self._stage,
            player=self.player,
            path=path,
            targets=targets,
            choices=self._choices if self._stage is Stage.CHOOSE else (),
            problem=problem,
            holes=tuple(holes),
            size=size,
            remaining=remaining,
            producible=self._producible,
        )

    def moves_from(self, hole: str) -> list[Any]:
        """The legal moves whose first clicked hole is ``hole``."""
        return [g.move for g in self._gestures if g.path and g.path[0] == hole]

    # -- input ----------------------------------------------------------------------------------

    def click(self, hole: str) -> Feedback:
        """One click on ``hole``; returns what happens (a finished move has stage DONE)."""
        if self._stage in (Stage.OVER, Stage.DONE):
            return self.feedback()
        if self._stage is Stage.PASS:
            return self._done(next(g.move for g in self._gestures if g.kind is MoveKind.PASS))
        if self._stage is Stage.CHOOSE:
            # A click elsewhere drops the question and is read as a new target for the troop.
            self._stage, self._choices = Stage.TARGET, ()
            self._path = self._path[:1]
            if hole == self._path[0]:
                return self.cancel()
        if not self._path:
            return self._click_first(hole)
        if hole == self._path[-1]:
            if len(self._path) == 1:
                return self.cancel()
            return self.finish()
        if self._stage is Stage.CHAIN:
            return self._click_chain(hole)
        if self._stage is Stage.UNCHAIN:
            return self._click_unchain(hole)
        return self._click_target(hole)

    def finish(self) -> Feedback:
        """Enter, or a click on the last hole again: completes a chain (or passes)."""
        if self._stage is Stage.PASS:
            return self._done(next(g.move for g in self._gestures if g.kind is MoveKind.PASS))
        if self._stage is Stage.CHAIN:
            if len(self._path) < 2:
                return self.feedback(Problem.CHAIN_TOO_SHORT, self._path)
            return self._done(self._state.parse_move(">".join(self._path)))
        return self.feedback()

    def choose(self, key: str) -> Feedback:
        """Answers the "how many balls?" question by its key ("1".."5" or "u")."""
        if self._stage is not Stage.CHOOSE:
            return self.feedback()
        for choice in self._choices:
            if choice.key == key.lower():
                self._choices = ()
                if choice.move is not None:
                    return self._done(choice.move)
                self._stage = Stage.UNCHAIN
                return self._maybe_finish_unchain()
        return self.feedback()

    def cancel(self) -> Feedback:
        """Esc or a right click: a question goes back to the target, else the selection goes."""
        if self._stage is Stage.CHOOSE:
            self._stage, self._choices, self._path = Stage.TARGET, (), self._path[:1]
        elif self._stage in (Stage.TARGET, Stage.CHAIN, Stage.UNCHAIN):
            self._stage, self._path = Stage.SELECT, ()
        return self.feedback()

    # -- the gesture ----------------------------------------------------------------------------

    def _done(self, move: Any) -> Feedback:
        gesture = gesture_of(move)
        self._stage = Stage.DONE
        self._path = gesture.path
        return replace(self.feedback(), move=move, targets=frozenset())

    def _own_piece(self, hole: str) -> Piece | None:
        piece = self.board.pieces.get(hole)
        return piece if piece is not None and piece.player == self.player else None

    def _targets_of(self, source: str) -> frozenset[str]:
        """Every hole the selected piece can go to by a move, capture, reduce, chain or unchain."""
        found = {g.path[1] for g in self._gestures if len(g.path) == 2 and g.path[0] == source}
        found |= self._chain_next((source,))
        piece = self.board.pieces.get(source)
        if piece is not None and not piece.is_queen and piece.size >= 3:
            found |= self._unchain_next((source,), piece.size)
        return frozenset(found)

    def _chain_next(self, path: tuple[str, ...]) -> frozenset[str]:
        """Own single soldiers next to the line's end that may lengthen it (five at most)."""
        first = self._own_piece(path[0])
        if first is None or not first.is_single or len(path) >= 5:
            return frozenset()
        return frozenset(
            h
            for h in NEIGHBOURS[path[-1]]
            if h not in path and (p := self._own_piece(h)) is not None and p.is_single
        )

    def _unchain_next(self, path: tuple[str, ...], size: int) -> frozenset[str]:
        """Empty holes next to the line's end from which the rest of the troop can still be laid."""
        if len(path) >= size:
            return frozenset()
        return frozenset(
            h
            for h in NEIGHBOURS[path[-1]]
            if h not in path and h not in self.board.pieces and self._can_lay((*path, h), size)
        )

    def _can_lay(self, path: tuple[str, ...], size: int) -> bool:
        if len(path) >= size:
            return True
        return any(
            self._can_lay((*path, h), size)
            for h in NEIGHBOURS[path[-1]]
            if h not in path and h not in self.board.pieces
        )

    def _click_first(self, hole: str) -> Feedback:
        starting = [g for g in self._gestures if g.path and g.path[0] == hole]
        if not starting:
            return self.feedback(*self._why_not_first(hole))
        if all(g.kind is MoveKind.PRODUCE for g in starting):
            return self._done(starting[0].move)
        self._path, self._stage = (hole,), Stage.TARGET
        return self.feedback()

    def _click_chain(self, hole: str) -> Feedback:
        if hole not in self._chain_next(self._path):
            return self.feedback(Problem.NOT_IN_CHAIN, (hole, self._path[-1]))
        self._path = (*self._path, hole)
        if not self._chain_next(self._path):
            return self.finish()  # nothing can lengthen it: collect at once
        return self.feedback()

    def _click_unchain(self, hole: str) -> Feedback:
        piece = self.board.pieces[self._path[0]]
        if hole not in self._unchain_next(self._path, piece.size):
            return self.feedback(Problem.NOT_IN_UNCHAIN, (hole, self._path[-1]))
        self._path = (*self._path, hole)
        return self._maybe_finish_unchain()

    def _maybe_finish_unchain(self) -> Feedback:
        piece = self.board.pieces[self._path[0]]
        if len(self._path) >= piece.size:
            return self._done(self._state.parse_move("~".join(self._path)))
        return self.feedback()

    def _click_target(self, hole: str) -> Feedback:
        source = self._path[0]
        piece = self.board.pieces[source]
        exact = [g for g in self._gestures if g.path == (source, hole)]
        if piece.is_single and hole in self._chain_next(self._path):
            self._path, self._stage = (source, hole), Stage.CHAIN
            if not self._chain_next(self._path):
                # Two singles and nothing further: the same as the build-up; make the move.
                return self._done(exact[0].move if exact else self._chain_move())
            return self.feedback()
        can_unchain = (
            not piece.is_queen
            and piece.size >= 3
            and hole in self._unchain_next(self._path, piece.size)
        )
        if not exact and not can_unchain:
            if self._starts_here(hole):
                self._path = (hole,)
                return self.feedback()
            return self.feedback(*self._why_not_target(source, hole))
        options: list[Gesture] = []
        seen: list[str] = []
        for g in sorted(exact, key=self._count_of):
            after = self._state.play(g.move).position()
            if after not in seen:  # two notations of one result count once
                seen.append(after)
                options.append(g)
        if len(options) == 1 and not can_unchain:
            return self._done(options[0].move)
        choices = [
            Choice(str(self._count_of(g)), self._count_of(g), g.kind, g.move) for g in options
        ]
        if can_unchain:
            choices.append(Choice("u", piece.size, MoveKind.UNCHAIN))
        self._path, self._stage, self._choices = (source, hole), Stage.CHOOSE, tuple(choices)
        return self.feedback()

    def _chain_move(self) -> Any:
        return self._state.parse_move(">".join(self._path))

    def _count_of(self, gesture: Gesture) -> int:
        if gesture.kind is MoveKind.REDUCE:
            return gesture.count
        piece = self.board.pieces.get(gesture.path[0])
        return piece.size if piece is not None and not piece.is_queen else 1

    def _starts_here(self, hole: str) -> bool:
        piece = self.board.pieces.get(hole)
        return (
            piece is not None
            and piece.player == self.player
            and any(g.path and g.path[0] == hole for g in self._gestures)
        )

    # -- reasons --------------------------------------------------------------------------------

    def _why_not_first(self, hole: str) -> tuple[Problem, tuple[str, ...]]:
        piece = self.board.pieces.get(hole)
        if piece is None:
            queen = self.board.queen_of(self.player)
            if queen is None:
                return Problem.NO_QUEEN, (hole,)
            if hole not in NEIGHBOURS[queen]:
                return Problem.NOT_NEXT_TO_QUEEN, (hole, queen)
            return Problem.NO_RESERVE, (hole,)
        if piece.player != self.player:
            return Problem.ENEMY_PIECE, (hole,)
        return Problem.CANNOT_MOVE, (hole,)

    def _why_not_target(self, source: str, target: str) -> tuple[Problem, tuple[str, ...]]:
        mover = self.board.pieces.get(source)
        there = self.board.pieces.get(target)
        holes = (source, target)
        if mover is not None and there is not None:
            if there.player == mover.player:
                if mover.is_queen or there.is_queen:
                    return Problem.QUEEN_NEVER_JOINS, holes
                if there.size >= 5:
                    return Problem.OVER_FIVE, holes
            else:
                if mover.is_fortress:
                    return Problem.FORTRESS_CANNOT_CAPTURE, holes
                if there.is_fortress:
                    return Problem.FORTRESS_IMMUNE, holes
        return Problem.OUT_OF_REACH, holes
