"""Turns clicks on the Myra board into one legal move. Pure Python: no Qt, so it is tested alone.

A thin interpreter: it keeps only the gesture so far (the selected piece, the chain-up or unchain
line being clicked, the "how many balls?" question) and asks the rules for everything else (the
gesture helpers of ``MyraState``, see ``games/myra/gestures.py``): where a gesture may go on, what
a target does, which counts to offer, why a click is refused and the finished move.

Gestures (chosen so that the common moves take two clicks and nothing needs a modifier key):

- click an empty hole next to the own queen: produce there;
- click a troop, then its target: a move, capture or build-up; when the target could take a
  different number of balls (reduce) or could start an unchain, the player is offered a choice
  (``Stage.CHOOSE``: counts 1..n and "unchain"), answered with ``choose(key)``;
- chain-up: click the single soldiers in order; finish by clicking the last one again (or Enter,
  ``finish()``); a chain that can grow no further finishes by itself;
- unchain: click the troop, then the first empty hole, choose "unchain", then click the further
  empty holes in order; it completes when every ball is laid out (a troop of two at once);
- pass: when passing is the only legal move, any click (or Enter) passes.

Holes are named here (``"e5"``) as the view and the player see them. The view turns a
``Feedback`` into words (translated) and marks; this module has no strings for users, only the
``Stage`` and the rules' ``RefusalCode`` that say what to tell them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType
from typing import Any

from morra_suite.core.interpret import Refusal
from morra_suite.games.myra import gestures
from morra_suite.games.myra.board import NAMES, hole_index
from morra_suite.games.myra.gestures import MoveKind, RefusalCode, TargetKind
from morra_suite.games.myra.moves import PASS, MyraMove, Produce, Unchain
from morra_suite.games.myra.state import MyraState


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


@dataclass(frozen=True)
class Choice:
    """One answer to "how many balls?": ``count`` balls go (all of them is a move, build-up or
    capture), or ``unchain`` lays the troop out. ``key`` is the key that picks it ("1".."5",
    "u")."""

    key: str
    count: int
    kind: MoveKind
    move: Any = None  # the move it makes; None for an unchain that goes on with more clicks


@dataclass(frozen=True)
class Feedback:
    stage: Stage
    player: int
    path: tuple[str, ...] = ()  # selected troop and the holes clicked after it
    targets: frozenset[str] = frozenset()  # holes that continue the gesture (to highlight)
    choices: tuple[Choice, ...] = ()
    move: Any = None  # the complete legal move (stage DONE)
    problem: RefusalCode | None = None  # the rules' reason the last click was refused
    holes: tuple[str, ...] = ()  # holes the problem is about
    size: int = 0  # balls in the selected troop (0 for the queen)
    remaining: int = 0  # unchain: holes still to click
    producible: frozenset[str] = field(default_factory=frozenset)  # holes a produce may go to
    # What ending on each target does (move, build-up, capture): boards mark them differently.
    target_kinds: Mapping[str, TargetKind] = field(default_factory=lambda: MappingProxyType({}))
    # Target stage, so that hints appear only where they apply: the selected single may start a
    # chain-up; the selected piece may move as a whole (a fortress never does).
    can_chain: bool = False
    can_move_whole: bool = False


def _names(holes: Iterable[int]) -> tuple[str, ...]:
    return tuple(NAMES[h] for h in holes)


class MyraInput:
    """The click interpreter for one position. Make a new one for every new state."""

    def __init__(self, state: MyraState) -> None:
        self._state = state
        self.player: int = state.to_move
        self._path: tuple[int, ...] = ()
        self._stage = Stage.SELECT
        self._choices: tuple[Choice, ...] = ()
        if state.outcome() is not None:
            self._stage = Stage.OVER
        elif state.legal_moves() == (PASS,):
            self._stage = Stage.PASS

    # -- queries --------------------------------------------------------------------------------

    @property
    def state(self) -> MyraState:
        return self._state

    def feedback(self, refusal: Refusal | None = None) -> Feedback:
        """Where the gesture stands now (with the rules' ``refusal`` of the last input, if any)."""
        state, path = self._state, self._path
        size = 0
        piece = state.piece_at(path[0]) if path else None
        if piece is not None:
            size = piece.size
        remaining = max(0, size - len(path)) if self._stage is Stage.UNCHAIN else 0
        kinds: Mapping[int, TargetKind] = {}
        can_chain = can_move_whole = False
        if self._stage is Stage.TARGET:
            kinds = gestures.targets(state, path[0])
            can_chain = bool(state.chain_continuations(path))
            can_move_whole = bool(state.troop_targets(path[0]))
        elif self._stage is Stage.CHAIN:
            kinds = dict.fromkeys(state.chain_continuations(path), TargetKind.BUILD_UP)
        elif self._stage is Stage.UNCHAIN:
            kinds = dict.fromkeys(state.unchain_continuations(path), TargetKind.MOVE)
        targets = frozenset(_names(kinds))
        if self._stage is Stage.SELECT:
            targets = frozenset(_names(gestures.gesture_starts(state)))
        producible = (
            frozenset(_names(state.produce_targets()))
            if self._stage is Stage.SELECT
            else frozenset()
        )
        return Feedback(
            stage=self._stage,
            player=self.player,
            path=_names(path),
            targets=targets,
            choices=self._choices if self._stage is Stage.CHOOSE else (),
            problem=RefusalCode(refusal.code) if refusal is not None else None,
            holes=_names(refusal.fact("holes", ())) if refusal is not None else (),
            size=size,
            remaining=remaining,
            producible=producible,
            target_kinds=MappingProxyType({NAMES[h]: k for h, k in sorted(kinds.items())}),
            can_chain=can_chain,
            can_move_whole=can_move_whole,
        )

    # -- input ----------------------------------------------------------------------------------

    def click(self, name: str) -> Feedback:
        """One click on the hole ``name``; returns what happens (a finished move has stage DONE)."""
        if self._stage in (Stage.OVER, Stage.DONE):
            return self.feedback()
        if self._stage is Stage.PASS:
            return self._done(PASS)
        hole = hole_index(name)
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
            return self._done(PASS)
        if self._stage is Stage.CHAIN:
            finished = gestures.finish_chain(self._state, self._path)
            if isinstance(finished, Refusal):
                return self.feedback(finished)
            return self._done(finished)
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
                return self.feedback()
        return self.feedback()

    def cancel(self) -> Feedback:
        """Esc or a right click: a question goes back to the target, else the selection goes."""
        if self._stage is Stage.CHOOSE:
            self._stage, self._choices, self._path = Stage.TARGET, (), self._path[:1]
        elif self._stage in (Stage.TARGET, Stage.CHAIN, Stage.UNCHAIN):
            self._stage, self._path = Stage.SELECT, ()
        return self.feedback()

    # -- the gesture ----------------------------------------------------------------------------

    def _done(self, move: MyraMove) -> Feedback:
        self._stage = Stage.DONE
        self._path = move.holes
        return replace(self.feedback(), move=move, targets=frozenset())

    def _click_first(self, hole: int) -> Feedback:
        refusal = gestures.start_refusal(self._state, hole)
        if refusal is not None:
            return self.feedback(refusal)
        if hole in self._state.produce_targets():
            return self._done(self._state.resolve(Produce(hole)))
        self._path, self._stage = (hole,), Stage.TARGET
        return self.feedback()

    def _click_chain(self, hole: int) -> Feedback:
        refusal = gestures.chain_refusal(self._state, self._path, hole)
        if refusal is not None:
            return self.feedback(refusal)
        self._path = (*self._path, hole)
        if not self._state.chain_continuations(self._path):
            return self.finish()  # nothing can lengthen it: collect at once
        return self.feedback()

    def _click_unchain(self, hole: int) -> Feedback:
        refusal = gestures.unchain_refusal(self._state, self._path, hole)
        if refusal is not None:
            return self.feedback(refusal)
        self._path = (*self._path, hole)
        troop = self._state.piece_at(self._path[0])
        if troop is not None and len(self._path) >= troop.size:
            return self._done(self._state.resolve(Unchain(self._path)))
        return self.feedback()

    def _click_target(self, hole: int) -> Feedback:
        state, source = self._state, self._path[0]
        if hole in state.chain_continuations(self._path):
            self._path, self._stage = (source, hole), Stage.CHAIN
            if not state.chain_continuations(self._path):
                # Two singles and nothing further: the same as the build-up; make the move.
                return self.finish()
            return self.feedback()
        options = gestures.target_options(state, source, hole)
        if not options:
            if hole in gestures.gesture_starts(state) and hole not in state.produce_targets():
                self._path = (hole,)  # another own piece: select it instead
                return self.feedback()
            return self.feedback(gestures.target_refusal(state, source, hole))
        if len(options) == 1 and options[0].move is not None:
            return self._done(options[0].move)
        self._choices = tuple(
            Choice(
                "u" if option.kind is MoveKind.UNCHAIN else str(option.count),
                option.count,
                option.kind,
                option.move,
            )
            for option in options
        )
        self._path, self._stage = (source, hole), Stage.CHOOSE
        return self.feedback()
