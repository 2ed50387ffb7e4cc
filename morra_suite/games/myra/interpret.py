"""Turns clicks on Myra's holes (board indices) into one legal move: ``core.interpret``'s shape.

A thin interpreter: it keeps only the gesture so far (the selected piece, the chain-up or unchain
line being clicked, the "how many balls?" question) and asks the rules for everything else (the
state and ``gestures``): where a gesture may go on, what a target does, which counts to offer,
when a line is complete, why a click is refused, and the finished move.

Gestures (chosen so that the common moves take two clicks and nothing needs a modifier key):

- click an empty hole next to the own queen: produce there;
- click a troop, then its target: a move, capture or build-up; when the target could take a
  different number of balls (reduce) or could start an unchain, the player is offered a choice
  (``Stage.CHOOSE``: counts 1..n and "unchain"), answered with ``choose(key)``;
- chain-up: click the single soldiers in order; finish by clicking the last one again (or Enter,
  ``finish()``); a chain that can grow no further finishes by itself;
- unchain: click the troop, then the first empty hole, choose "unchain", then click the further
  empty holes in order; it completes when the rules say every ball is laid out;
- pass: when passing is the only legal move, any click (or Enter) passes.

Every input answers with a ``core.interpret.Feedback``: the move once it is complete, else the
``Stage`` as its prompt and perhaps the rules' ``Refusal``. What a board marks (selection, path,
targets and what each does, the question) is ``gesture()``. No Qt and no strings for users.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType

from morra_suite.core.interpret import Feedback, Interpreter, Refusal
from morra_suite.games.myra import gestures
from morra_suite.games.myra.board import NUM_HOLES
from morra_suite.games.myra.gestures import TargetKind
from morra_suite.games.myra.moves import PASS, MyraMove, Produce
from morra_suite.games.myra.state import MyraState
from morra_suite.games.myra.trace import MoveKind


class Stage(Enum):
    """What the player is asked to do next (``Feedback.prompt``)."""

    SELECT = "select"  # click a troop, or an empty hole next to the queen to produce
    TARGET = "target"  # a troop is selected: click where it goes
    CHAIN = "chain"  # singles are being chained: the next single, or finish
    UNCHAIN = "unchain"  # a troop is laid out: the next empty hole
    CHOOSE = "choose"  # how many balls go (or unchain): a choice among ``choices``
    PASS = "pass"  # no legal move but passing: click or Enter passes
    DONE = "done"  # a move was made (``Feedback.move``); the next state resets the interpreter
    OVER = "over"  # the game is over (or no position): nothing to do


@dataclass(frozen=True)
class Choice:
    """One answer to "how many balls?": ``count`` balls go (all of them is a move, build-up or
    capture), or ``unchain`` lays the troop out. ``key`` is the key that picks it ("1".."5",
    "u")."""

    key: str
    count: int
    kind: MoveKind
    move: MyraMove | None = None  # the move it makes; None for an unchain that goes on


@dataclass(frozen=True)
class Gesture:
    """Where the gesture stands, for a board to mark: holes are board indices."""

    stage: Stage
    player: int
    path: tuple[int, ...] = ()  # selected troop and the holes clicked after it
    targets: frozenset[int] = frozenset()  # holes that continue the gesture (to highlight)
    choices: tuple[Choice, ...] = ()
    move: MyraMove | None = None  # the complete legal move (stage DONE)
    size: int = 0  # balls in the selected troop (0 for the queen)
    remaining: int = 0  # unchain: holes still to click
    producible: frozenset[int] = frozenset()  # holes a produce may go to
    # What ending on each target does (move, build-up, capture): boards mark them differently.
    target_kinds: Mapping[int, TargetKind] = field(default_factory=lambda: MappingProxyType({}))
    # Target stage, so that hints appear only where they apply: the selected single may start a
    # chain-up; the selected piece may move as a whole (a fortress never does).
    can_chain: bool = False
    can_move_whole: bool = False


class MyraInterpreter:
    """The click interpreter of the Myra board; ``reset`` it for every new state."""

    def __init__(self, state: MyraState | None = None) -> None:
        self._state: MyraState | None = None
        self._path: tuple[int, ...] = ()
        self._stage = Stage.OVER
        self._choices: tuple[Choice, ...] = ()
        self._move: MyraMove | None = None
        self.reset(state)

    def reset(self, state: MyraState | None) -> None:
        """Starts over on ``state`` (after every move, undo or new game)."""
        self._state = state
        self._path, self._choices, self._move = (), (), None
        if state is None or state.outcome() is not None:
            self._stage = Stage.OVER
        elif state.legal_moves() == (PASS,):
            self._stage = Stage.PASS
        else:
            self._stage = Stage.SELECT

    # -- queries --------------------------------------------------------------------------------

    @property
    def state(self) -> MyraState | None:
        return self._state

    @property
    def player(self) -> int:
        return self._state.to_move if self._state is not None else 0

    @property
    def stage(self) -> Stage:
        return self._stage

    def gesture(self) -> Gesture:
        """What the board marks now: the path, the targets and what each does, the question."""
        state, path, stage = self._state, self._path, self._stage
        if state is None:
            return Gesture(stage, 0)
        piece = state.piece_at(path[0]) if path else None
        size = piece.size if piece is not None else 0
        kinds: Mapping[int, TargetKind] = {}
        can_chain = can_move_whole = False
        if stage is Stage.TARGET:
            kinds = gestures.targets(state, path[0])
            can_chain = bool(state.chain_continuations(path))
            can_move_whole = bool(state.troop_targets(path[0]))
        elif stage is Stage.CHAIN:
            kinds = dict.fromkeys(state.chain_continuations(path), TargetKind.BUILD_UP)
        elif stage is Stage.UNCHAIN:
            kinds = dict.fromkeys(state.unchain_continuations(path), TargetKind.MOVE)
        targets = frozenset(kinds)
        producible: frozenset[int] = frozenset()
        if stage is Stage.SELECT:
            targets = gestures.gesture_starts(state)
            producible = state.produce_targets()
        return Gesture(
            stage=stage,
            player=state.to_move,
            path=path,
            targets=targets,
            choices=self._choices if stage is Stage.CHOOSE else (),
            move=self._move,
            size=size,
            remaining=gestures.unchain_remaining(state, path) if stage is Stage.UNCHAIN else 0,
            producible=producible,
            target_kinds=MappingProxyType(dict(sorted(kinds.items()))),
            can_chain=can_chain,
            can_move_whole=can_move_whole,
        )

    def _feedback(self, refusal: Refusal | None = None) -> Feedback[MyraMove]:
        return Feedback(move=self._move, prompt=self._stage, refusal=refusal)

    # -- input ----------------------------------------------------------------------------------

    def click(self, index: int) -> Feedback[MyraMove]:
        """One click on the hole ``index``; the feedback has the move once it is complete."""
        if self._state is None or self._stage in (Stage.OVER, Stage.DONE):
            return self._feedback()
        if self._stage is Stage.PASS:
            return self._done(PASS)
        if not 0 <= index < NUM_HOLES:
            return self._feedback()  # no hole there: nothing happens
        hole = index
        if self._stage is Stage.CHOOSE:
            # A click elsewhere drops the question and is read as a new target for the troop.
            self._stage, self._choices = Stage.TARGET, ()
            self._path = self._path[:1]
            if hole == self._path[0]:
                return self.cancel()
        if not self._path:
            return self._click_first(self._state, hole)
        if hole == self._path[-1]:
            if len(self._path) == 1:
                return self.cancel()
            return self.finish()
        if self._stage is Stage.CHAIN:
            return self._click_chain(self._state, hole)
        if self._stage is Stage.UNCHAIN:
            return self._click_unchain(self._state, hole)
        return self._click_target(self._state, hole)

    def finish(self) -> Feedback[MyraMove]:
        """Enter, or a click on the last hole again: completes a chain (or passes)."""
        if self._stage is Stage.PASS:
            return self._done(PASS)
        if self._stage is Stage.CHAIN and self._state is not None:
            finished = gestures.finish_chain(self._state, self._path)
            if isinstance(finished, Refusal):
                return self._feedback(finished)
            return self._done(finished)
        return self._feedback()

    def choose(self, key: str) -> Feedback[MyraMove]:
        """Answers the "how many balls?" question by its key ("1".."5" or "u")."""
        if self._stage is not Stage.CHOOSE:
            return self._feedback()
        for choice in self._choices:
            if choice.key == key.lower():
                self._choices = ()
                if choice.move is not None:
                    return self._done(choice.move)
                self._stage = Stage.UNCHAIN
                return self._feedback()
        return self._feedback()

    def cancel(self) -> Feedback[MyraMove]:
        """Esc or a right click: a question goes back to the target, else the selection goes."""
        if self._stage is Stage.CHOOSE:
            self._stage, self._choices, self._path = Stage.TARGET, (), self._path[:1]
        elif self._stage in (Stage.TARGET, Stage.CHAIN, Stage.UNCHAIN):
            self._stage, self._path = Stage.SELECT, ()
        return self._feedback()

    # -- the gesture ----------------------------------------------------------------------------

    def _done(self, move: MyraMove) -> Feedback[MyraMove]:
        self._stage, self._move = Stage.DONE, move
        self._path = move.holes
        return self._feedback()

    def _click_first(self, state: MyraState, hole: int) -> Feedback[MyraMove]:
        refusal = gestures.start_refusal(state, hole)
        if refusal is not None:
            return self._feedback(refusal)
        if hole in state.produce_targets():
            return self._done(state.resolve(Produce(hole)))
        self._path, self._stage = (hole,), Stage.TARGET
        return self._feedback()

    def _click_chain(self, state: MyraState, hole: int) -> Feedback[MyraMove]:
        refusal = gestures.chain_refusal(state, self._path, hole)
        if refusal is not None:
            return self._feedback(refusal)
        self._path = (*self._path, hole)
        if not state.chain_continuations(self._path):
            return self.finish()  # nothing can lengthen it: collect at once
        return self._feedback()

    def _click_unchain(self, state: MyraState, hole: int) -> Feedback[MyraMove]:
        refusal = gestures.unchain_refusal(state, self._path, hole)
        if refusal is not None:
            return self._feedback(refusal)
        self._path = (*self._path, hole)
        finished = gestures.finish_unchain(state, self._path)
        if finished is not None:
            return self._done(finished)
        return self._feedback()

    def _click_target(self, state: MyraState, hole: int) -> Feedback[MyraMove]:
        source = self._path[0]
        if hole in state.chain_continuations(self._path):
            self._path, self._stage = (source, hole), Stage.CHAIN
            if not state.chain_continuations(self._path):
                # Two singles and nothing further: the same as the build-up; make the move.
                return self.finish()
            return self._feedback()
        options = gestures.target_options(state, source, hole)
        if not options:
            if hole in gestures.gesture_starts(state) and hole not in state.produce_targets():
                self._path = (hole,)  # another own piece: select it instead
                return self._feedback()
            return self._feedback(gestures.target_refusal(state, source, hole))
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
        return self._feedback()


def _conforms(interpreter: MyraInterpreter) -> Interpreter[MyraState, MyraMove]:
    """mypy checks here that the Myra interpreter has the core protocol's shape."""
    return interpreter
