"""The game controller: owns a game's record, plays moves through the rules, runs computer players.

QtCore only, and it knows games only through ``morra_suite.core``: the state protocol says who
chooses now (``choosers()``), what each may choose (``legal_choices``) and plays the choices
together (``play_joint``), so a turn game and Morra's secret hands go through the same code. It is
tested with ``qtbot.waitSignal`` and no widgets. The session connects the board view's intents
(``move_chosen``, ``choice_made``) to ``play_move`` / ``submit_choice``; nothing here decides
legality: ``GameRecord.play`` asks the rules. It decides which computers choose now and what
their answers do to the game; running them (worker threads, cancelling, answers that come too
late, the delay for show) is ``controllers.computer_thinking``'s.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Concatenate, ParamSpec, TypeVar

from PySide6.QtCore import QObject, Signal

from morra_suite.controllers.computer_thinking import ComputerFailure, ComputerThinking
from morra_suite.controllers.computer_thinking import (  # the computer sides' type, here too
    ComputerPlayer as ComputerPlayer,
)
from morra_suite.core.outcome import Outcome
from morra_suite.core.protocol import SomeChoice, SomeMove, SomeRules, SomeState
from morra_suite.core.record import GameRecord


@dataclass(frozen=True)
class Seat:
    """One player of a game: a person at the screen (``computer is None``) or a computer player."""

    name: str
    computer: ComputerPlayer | None = None
    level: int = 0
    # whether a person sits here: a field made from ``computer`` (not a property: read for
    # every seat several times at every change of the game)
    is_human: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_human", self.computer is None)


_P = ParamSpec("_P")
_R = TypeVar("_R")


def _one_change(
    method: Callable[Concatenate[GameController, _P], _R],
) -> Callable[Concatenate[GameController, _P], _R]:
    """Makes ``method`` one change: the signals it sends are noted, and ``changed`` tells them
    once when the outermost such method returns (see ``GameController.changed``)."""

    def run(self: GameController, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        with self._change():
            return method(self, *args, **kwargs)

    functools.update_wrapper(run, method)
    return run


class GameController(QObject):
    """One game in progress: the record, the seats, whose input is wanted, the computer's thinking.

    Every round collects one choice per chooser (``state.choosers()``): human choices through
    ``submit_choice`` (or ``play_move`` on a human's turn), computer choices from the worker;
    once all are in they are played as one move (``state.joint_move``). A turn game has one
    chooser, so its round is one move; Morra's has both players, choosing at once.
    """

    state_changed = Signal(object)
    move_played = Signal(object)
    move_rejected = Signal(str)
    game_over = Signal(object)
    can_undo_changed = Signal(bool)
    can_redo_changed = Signal(bool)
    thinking_changed = Signal(bool)
    # Something the window should tell about a computer player (its process was restarted).
    computer_notice = Signal(str)
    # Which players (a frozenset) the board should take input from now.
    input_players_changed = Signal(object)
    # Simultaneous games: the players (a frozenset) who have chosen but are not yet revealed.
    choices_changed = Signal(object)
    # Once after each change (a move, a choice, an undo, a computer's answer…), after the
    # signals above: the names of those sent (``"state"``, ``"move"``, ``"input"``,
    # ``"outcome"``, ``"undo"``, ``"redo"``, ``"thinking"``, ``"choices"``), a frozenset. A
    # view that shows the whole game draws from this one signal: once per change, not once per
    # signal above.
    changed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._record: GameRecord[SomeState] | None = None
        self._seats: list[Seat] = []
        # names for seats named "" (the session gives the sides' colours in the current language)
        self.default_names: Callable[[int], list[str]] | None = None
        # the computers' thinks (``controllers.computer_thinking``): each answer comes back
        # to ``_apply_result`` on this thread, no sooner than ``computer_delay_ms``
        self._thinker = ComputerThinking(self._apply_result, lambda: self.computer_delay_ms, self)
        self._pool = self._thinker.pool  # the workers' pool (tests and benchmarks wait on it)
        self._thinking = False
        self._choices: dict[int, SomeChoice] = {}
        self._last_undo = False
        self._last_redo = False
        self.rules: SomeRules = None
        self.variant: str = ""
        # An end the rules do not decide (a resignation, set by the session): ``outcome()`` says
        # it, so nobody moves and no computer starts; a new game, undo and redo clear it.
        self.ended: Outcome | None = None
        # The least time a computer move takes to appear, so people can follow a computer game.
        self.computer_delay_ms = 0
        # A seat's computer's stop beside ``cancelled`` (its time on a game clock is spent):
        # ``deadline(seat)`` gives a poll or ``None`` (``controllers.clock_runner``).
        self.deadline: Callable[[int], Callable[[], bool] | None] | None = None
        # Asked before a move or a secret choice enters (the game clock's gate): ``False`` when
        # the game has ended instead (a flag fell first) and the move is not played, so the
        # record never holds a move made after the end (``controllers.clock_runner``).
        self.admits: Callable[[], bool] | None = None
        self._depth = 0  # how many ``_one_change`` methods are running
        self._changes: set[str] = set()
        for signal, name in (
            (self.state_changed, "state"),
            (self.move_played, "move"),
            (self.input_players_changed, "input"),
            (self.game_over, "outcome"),
            (self.can_undo_changed, "undo"),
            (self.can_redo_changed, "redo"),
            (self.thinking_changed, "thinking"),
            (self.choices_changed, "choices"),
        ):
            signal.connect(functools.partial(self._note, name))

    def _note(self, name: str, *_: object) -> None:
        self._changes.add(name)

    @contextlib.contextmanager
    def _change(self) -> Iterator[None]:
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0 and self._changes:
                changes, self._changes = frozenset(self._changes), set()
                self.changed.emit(changes)

    # ----------------------------------------------------------------------------- the game
    @property
    def record(self) -> GameRecord[SomeState]:
        if self._record is None:
            raise RuntimeError("no game started")
        return self._record

    @property
    def has_game(self) -> bool:
        return self._record is not None

    @property
    def state(self) -> SomeState:
        record = self._record  # read in every predicate of every change: no second property
        if record is None:
            raise RuntimeError("no game started")
        return record.current

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(self._seats)

    @property
    def is_thinking(self) -> bool:
        return self._thinking

    @property
    def names(self) -> list[str]:
        """The seats' names; a seat named "" gets its default (``default_names(count)``, the
        sides' colours in the language spoken now), so it follows a change of language."""
        names = [seat.name for seat in self._seats]
        if self.default_names is not None and not all(names):
            defaults = self.default_names(len(names))
            names = [n or (defaults[i] if i < len(defaults) else "") for i, n in enumerate(names)]
        return names

    @_one_change
    def new_game(
        self,
        start: SomeState,
        seats: Sequence[Seat],
        rules: SomeRules = None,
        variant: str = "",
        moves: Sequence[SomeMove] = (),
        announce: bool = True,
        record: GameRecord[SomeState] | None = None,
    ) -> None:
        """Starts a game from ``start`` (replaying ``moves``, for a loaded file); cancels any think.

        ``moves`` are checked by the rules as they are replayed; a bad one raises the rules' error
        and leaves the previous game untouched. A ``record`` replayed already (a long file read on
        a worker thread) is taken as it is instead. With ``announce=False`` nothing is emitted and
        no computer starts until ``announce()`` (so a window can connect its slots first).
        """
        if record is None:
            record = GameRecord(start)
            for move in moves:
                record.play(move)
        self.cancel_thinking()
        self._record = record
        self.ended = None
        self._seats = list(seats)
        self.rules = rules
        self.variant = variant
        self._choices = {}
        if announce:
            self._after_change(played=None)

    @_one_change
    def announce(self) -> None:
        """Emits the current state (and starts a computer to move), as after a change."""
        self._after_change(played=None)

    @_one_change
    def set_seats(self, seats: Sequence[Seat]) -> None:
        """Changes who plays (e.g. a person takes over from the computer) without a new game."""
        self.cancel_thinking()
        self._seats = list(seats)
        self._after_change(played=None)

    def is_human(self, player: int) -> bool:
        seats = self._seats  # asked per player per change: the seat's field, not its property
        return 0 <= player < len(seats) and seats[player].computer is None

    def outcome(self) -> Outcome | None:
        record = self._record
        if record is None:
            return None
        return self.ended if self.ended is not None else record.current.outcome()

    # ----------------------------------------------------------------------------- input
    def choosing_players(self) -> tuple[int, ...]:
        """Whose decision the game waits for now (all choosers at once in a simultaneous game)."""
        record = self._record
        if record is None or self.ended is not None:
            return ()
        state = record.current
        if state.outcome() is not None:
            return ()
        return tuple(state.choosers())

    def chosen_players(self) -> frozenset[int]:
        """Who has chosen in secret this round (never what): the rest of ``choosing_players``
        is still awaited."""
        return frozenset(self._choices)

    @property
    def is_joint(self) -> bool:
        """Whether several players choose at once now (a Morra round): then a human may choose
        while a computer still thinks, and nobody sees the other's choice before both are in."""
        return len(self.choosing_players()) > 1

    def input_players(self) -> frozenset[int]:
        """The humans whose input the board should take now (none while the computer thinks on
        its turn; in a joint round, the humans who have not chosen yet)."""
        seats, chosen = self._seats, self._choices
        waiting = set()
        for p in self.choosing_players():  # a loop: asked several times per change
            if 0 <= p < len(seats) and seats[p].computer is None and p not in chosen:
                waiting.add(p)
        return frozenset(waiting)

    @_one_change
    def play_move(self, move: SomeMove) -> bool:
        """Plays a human's move (object or text); a refused move emits ``move_rejected``."""
        if self._record is None:
            self.move_rejected.emit(self.tr("no game in progress"))
            return False
        if self.outcome() is not None:
            self.move_rejected.emit(self.tr("the game is over"))
            return False
        joint = self.is_joint
        if self._thinking and not joint:
            self.move_rejected.emit(self.tr("the computer is thinking"))
            return False
        if not joint and not all(self.is_human(p) for p in self.choosing_players()):
            self.move_rejected.emit(self.tr("it is the computer's turn"))
            return False
        if not self._admitted():
            return False
        return self._play(move)

    @_one_change
    def submit_choice(self, player: int, choice: SomeChoice) -> bool:
        """A human's secret choice in a simultaneous game; played once every chooser has chosen."""
        if player not in self.choosing_players():
            self.move_rejected.emit(
                self.tr("player %1 has nothing to choose now").replace("%1", str(player + 1))
            )
            return False
        if player in self._choices:
            self.move_rejected.emit(
                self.tr("player %1 has already chosen").replace("%1", str(player + 1))
            )
            return False
        if not self._admitted():
            return False
        self._choices[player] = choice
        self.choices_changed.emit(frozenset(self._choices))
        self.input_players_changed.emit(self.input_players())
        self._maybe_play_joint()
        return True

    def _admitted(self) -> bool:
        """``admits``' answer; no: the game has ended, and its end tells why (no rejection)."""
        return self.admits is None or self.admits()

    def _maybe_play_joint(self) -> None:
        choosers = self.choosing_players()
        if choosers and all(p in self._choices for p in choosers):
            choices = {p: self._choices[p] for p in choosers}
            try:
                move = self.state.joint_move(choices)  # what the record stores
            except ValueError as exc:
                self._choices = {}
                self.choices_changed.emit(frozenset())
                self.move_rejected.emit(str(exc))
                self._after_change(played=None)
                return
            if not self._play(move):  # refused by the rules: the round starts again
                self._choices = {}
                self.choices_changed.emit(frozenset())
                self._after_change(played=None)

    def _play(self, move: SomeMove) -> bool:
        try:
            self.record.play(move)
        except ValueError as exc:  # IllegalMoveError and MoveParseError are ValueErrors
            self.move_rejected.emit(str(exc))
            return False
        self.cancel_thinking()
        self._choices = {}
        self._after_change(played=self.record.moves[-1])
        return True

    # ----------------------------------------------------------------------------- undo/redo
    def _human_seats(self) -> set[int]:
        return {i for i, seat in enumerate(self._seats) if seat.is_human}

    def _undo_target(self) -> int | None:
        """Where undo goes: a whole turn back, and on to a human's turn with a computer opponent."""
        if self._record is None or self._record.cursor == 0:
            return None
        humans = self._human_seats()
        index = self._record.cursor - 1
        if not humans or len(humans) == len(self._seats):
            return index
        while index > 0 and not self._turn_is_human(index, humans):
            index -= 1
        if not self._turn_is_human(index, humans):
            return None  # only the computer's opening move is left: undoing it changes nothing
        return index

    def _redo_target(self) -> int | None:
        if self._record is None or not self._record.can_redo:
            return None
        humans = self._human_seats()
        last = len(self._record.all_moves)
        index = self._record.cursor + 1
        if humans and len(humans) < len(self._seats):
            while index < last and not self._turn_is_human(index, humans):
                index += 1
        return index

    def _turn_is_human(self, index: int, humans: set[int]) -> bool:
        state = self.record.state_at(index)
        return any(p in humans for p in state.choosers())

    @property
    def can_undo(self) -> bool:
        return self._undo_target() is not None

    @property
    def can_redo(self) -> bool:
        return self._redo_target() is not None

    @_one_change
    def undo(self) -> bool:
        target = self._undo_target()
        if target is None:
            return False
        self.ended = None
        self.cancel_thinking()
        self._choices = {}
        self.record.goto(target)
        self._after_change(played=None)
        return True

    @_one_change
    def redo(self) -> bool:
        target = self._redo_target()
        if target is None:
            return False
        self.ended = None
        self.cancel_thinking()
        self._choices = {}
        self.record.goto(target)
        self._after_change(played=None)
        return True

    # ----------------------------------------------------------------------------- computer
    @_one_change
    def cancel_thinking(self) -> None:
        """Stops any computer think at once: the flag tells the player, the generation drops its
        result should it still arrive."""
        self._thinker.cancel()
        if self._thinking:
            self._thinking = False
            self.thinking_changed.emit(False)

    def shutdown(self, timeout_ms: int = 3000) -> None:
        """Cancels and waits (bounded) for workers, so the window can close mid-thought."""
        self.cancel_thinking()
        self._thinker.wait(timeout_ms)

    def _start_computers(self) -> None:
        if self._record is None or self.outcome() is not None:
            return
        seats = self._seats
        waiting = [  # (seat, its computer) of each computer still to choose
            (p, computer)
            for p in self.choosing_players()
            if p < len(seats)
            and (computer := seats[p].computer) is not None
            and p not in self._choices
        ]
        if not waiting:
            return
        self._thinker.start(self.state, waiting, self.deadline)
        if not self._thinking:
            self._thinking = True
            self.thinking_changed.emit(True)

    def _apply_result(self, seat: int, result: object) -> None:
        """A computer's answer (``ComputerThinking`` hands over only those still wanted)."""
        if self._record is None:
            return
        self._apply_choice(seat, result)  # one change, told (``changed``) before the notice
        self._tell_notice(seat)

    def _tell_notice(self, seat: int) -> None:
        """Says what a seat's computer reports (its process restarted), after the move it made,
        so the prompt that follows the move does not cover it at once."""
        computer = self._seats[seat].computer if seat < len(self._seats) else None
        take = getattr(computer, "take_notice", None)
        told = take() if callable(take) else None
        if told:
            self.computer_notice.emit(
                self.tr("The computer's process stopped (%1); it was started again.").replace(
                    "%1", told
                )
            )

    @_one_change
    def _apply_choice(self, seat: int, result: object) -> None:
        if isinstance(result, ComputerFailure):
            self._thinking = False
            self.thinking_changed.emit(False)
            self.move_rejected.emit(
                self.tr("the computer player failed: %1").replace("%1", str(result.error))
            )
            return
        if result is None:
            self._thinking = False
            self.thinking_changed.emit(False)
            self.move_rejected.emit(self.tr("the computer found no move"))
            return
        if not self._admitted():  # the computer's time ran out first: the game has ended
            return
        if self.is_joint:
            self._choices[seat] = result
            self.choices_changed.emit(frozenset(self._choices))
            still = [
                p
                for p in self.choosing_players()
                if not self.is_human(p) and p not in self._choices
            ]
            if not still:
                self._thinking = False
                self.thinking_changed.emit(False)
            self._maybe_play_joint()
            return
        self._thinking = False
        self.thinking_changed.emit(False)
        self._play(result)

    # ----------------------------------------------------------------------------- signals
    def _after_change(self, played: SomeMove) -> None:
        if played is not None:
            self.move_played.emit(played)
        self.state_changed.emit(self.state)
        undo, redo = self.can_undo, self.can_redo
        if undo != self._last_undo:
            self._last_undo = undo
            self.can_undo_changed.emit(undo)
        if redo != self._last_redo:
            self._last_redo = redo
            self.can_redo_changed.emit(redo)
        outcome = self.outcome()
        if outcome is not None:
            self.game_over.emit(outcome)
        else:
            self._start_computers()
        self.input_players_changed.emit(self.input_players())
