"""The game session: the one game the window shows, with everything around its moves.

A ``GameSession`` owns the game description (``morra_suite.games.load_game``), the controller
playing it, the seats, the record's text (save and open through ``game.write_record`` /
``read_record``), the autosave and resuming it, and history browsing: looking at a past position
read-only and going back to the game. The window only lays out widgets and wires them to it; the
session emits the controller's signals again, so the window connects once, not once per game;
``changed`` comes once per change, after them, saying which were sent.

QtCore only and no ``morra_suite.ui`` import: words (seat names by colour) come in through
``names_for``, computers through ``computers``.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from PySide6.QtCore import QObject, Signal

from morra_suite.controllers import computers as ladder
from morra_suite.controllers.autosave import Autosave
from morra_suite.controllers.autosave_seats import autosave_entries, autosaved_seats
from morra_suite.controllers.clock_runner import TIMES_TAG, ClockRunner
from morra_suite.core.game import RESIGNED_TAG, Game, GameRecordData, SeatInfo, resigned_side
from morra_suite.games import load_game

if TYPE_CHECKING:  # the controller (and any rules) are imported when the first game starts
    from morra_suite.controllers.game_controller import ComputerPlayer, GameController, Seat
    from morra_suite.controllers.record_reader import PreparedGame
    from morra_suite.core.protocol import SomeChoice, SomeMove, SomeRules, SomeState
    from morra_suite.core.record import GameRecord

# (name, is_computer, level): a seat as the New Game dialog and the autosave give it
SeatSpec = tuple[str, bool, int]
SeatLike: TypeAlias = "Seat | SeatSpec"  # a seat as it is, or as a dialog gives it


def default_computers(game_key: str, level: int) -> ComputerPlayer:
    return ladder.make_computer(game_key, level)


class GameSession(QObject):
    """One game at a time: start, open, save, autosave, resume, look back, undo and redo."""

    # A new game is on (started, opened or resumed): the window builds its board for it.
    game_started = Signal()
    # An earlier position is shown (its index) or the game again (``None``).
    viewing_changed = Signal(object)
    autosave_failed = Signal(str)  # why the autosave could not be written (again)
    autosave_recovered = Signal()  # the first autosave written after failures
    # A try the board refused by the rules before it became a move (a click on the wrong point):
    # the board says why in its own words; this tells the rest (sound) that it happened.
    try_refused = Signal()
    # The controller's signals, emitted again for whichever game is on (each one connected
    # to its twin when a game is installed).
    state_changed = Signal(object)
    move_played = Signal(object)
    move_rejected = Signal(str)
    game_over = Signal(object)
    can_undo_changed = Signal(bool)
    can_redo_changed = Signal(bool)
    thinking_changed = Signal(bool)
    computer_notice = Signal(str)
    input_players_changed = Signal(object)
    choices_changed = Signal(object)
    # Once per change of the game, after the signals above: the names of those sent (a
    # frozenset, ``GameController.changed``). The board and the window draw from it, once.
    changed = Signal(object)

    def __init__(
        self,
        names_for: Callable[[str, int], list[str]],
        autosave: Autosave | None = None,
        computers: Callable[[str, int], ComputerPlayer] = default_computers,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.names_for = names_for
        self.autosave = autosave or Autosave()
        self.computers = computers
        self.key: str | None = None
        self.game: Game[Any, Any] | None = None  # Any: a game of any kind (``Game`` is invariant)
        self.controller: GameController | None = None
        self.variant = ""
        self.rules: SomeRules = None
        self.date: str | None = None
        self.file_path: Path | None = None
        self.viewing: int | None = None
        self.computer_delay_ms = 350
        self.autosave_failing = ""  # why the last autosave failed; "" while they succeed
        self.clock = ClockRunner(self)  # the game clock (``next_control`` for a new game)
        self.saved_fingerprint: tuple[object, ...] | None = None  # as saved, opened or let go
        self._text_memo: tuple[Any, Any, tuple[object, ...], str] | None = None  # Any: any game's
        self.autosave.writer.written.connect(self._autosave_written)

    # ================================================================== what is on
    @property
    def has_game(self) -> bool:
        return self.controller is not None and self.controller.has_game

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.controller.seats if self.controller is not None else ()

    @property
    def names(self) -> list[str]:
        return self.controller.names if self.controller is not None else []

    @property
    def needs_saving(self) -> bool:
        """Whether losing the game would lose something: it has moves and its record differs from
        what was last saved, opened or discarded. A finished game counts too: a win or a
        resignation is the record a player most wants to keep, so it is not dropped unasked."""
        controller = self.controller
        if controller is None or not controller.has_game:
            return False
        if not controller.record.all_moves:
            return False
        return self._fingerprint(self.record_data()) != self.saved_fingerprint

    def mark_saved(self) -> None:
        """The game as it stands is safe (saved, opened, or the user let it go)."""
        self.saved_fingerprint = self._fingerprint(self.record_data()) if self.has_game else None

    def _fingerprint(self, data: GameRecordData) -> tuple[object, ...]:
        """What the record's text is made of, compared without writing it: asked after every
        move (the window's title marks an unsaved game), when writing out a game of thousands
        of moves takes tens of milliseconds. The same moves from the same start (equal values,
        mostly the same objects) with the same tags write the same text."""
        return (
            self.game,
            data.start,
            tuple(data.moves),
            data.variant,
            repr(data.rules),
            tuple(data.seats),
            data.date,
            tuple(sorted((k, v) for k, v in data.tags.items() if k != TIMES_TAG)),
        )

    def shown_state(self) -> Any:  # Any: the boards read their own game's state type from it
        """The position on the board: the game's, or the earlier one being looked at."""
        assert self.controller is not None
        if self.viewing is not None:
            return self.controller.record.state_at(self.viewing)
        return self.controller.state

    # ================================================================== seats
    def seat(self, key: str, name: str, computer: bool, level: int) -> Seat:
        """A person, or the computer of game ``key`` at ``level``."""
        from morra_suite.controllers.game_controller import Seat

        if computer:
            return Seat(name, self.computers(key, level), level)
        return Seat(name)

    def seats_of(self, key: str, specs: Sequence[SeatLike], count: int) -> list[Seat]:
        """Seats from specs; without specs, people named by their colours."""
        from morra_suite.controllers.game_controller import Seat

        specs = list(specs) or [("", False, 1)] * count  # "": named by colour when shown
        return [spec if isinstance(spec, Seat) else self.seat(key, *spec) for spec in specs]

    def _seats_from_record(self, key: str, data: GameRecordData, computers: bool) -> list[Seat]:
        """The record's seats (named by colour where it names nobody); its computers play again
        when ``computers``, else people take their places."""
        from morra_suite.controllers.game_controller import Seat

        count = data.start.num_players
        defaults = self.names_for(key, count)
        infos = list(data.seats) + [SeatInfo()] * (count - len(data.seats))
        seats = []
        for info in infos[:count]:
            name = info.name or ""
            name = "" if name in defaults else name  # a side's colour is its default name
            if computers and info.is_computer:
                then = data.tags.get(ladder.LEVELS_TAG)  # the ladder's size then
                level = ladder.level_then(key, int(info.computer_level or 1), then)
                seats.append(self.seat(key, name, True, level))
            else:
                seats.append(Seat(name))
        return seats

    def set_seats(self, seats: Sequence[Seat]) -> None:
        assert self.controller is not None
        old = self.controller.seats
        self.controller.set_seats(seats)
        _close_computers(old, keep=seats)
        self.write_autosave()

    def change_seats(self, specs: Sequence[SeatSpec]) -> None:
        """Hands sides to the computer or back to people mid-game (Game › Players…). A side
        whose computer keeps its level keeps its player (and its process); a computer now to
        move starts thinking at once."""
        assert self.controller is not None and self.key is not None
        seats = []
        for old, (name, computer, level) in zip(self.controller.seats, specs, strict=True):
            if computer and not old.is_human and old.level == level:
                seats.append(type(old)(name, old.computer, level))
            else:
                seats.append(self.seat(self.key, name, computer, level))
        self.set_seats(seats)

    # ================================================================== starting games
    def start(
        self,
        key: str,
        variant: str,
        rules: SomeRules,
        seats: Sequence[SeatLike] = (),
        count: int | None = None,
    ) -> None:
        """A new game of ``key`` from the start of ``variant`` under ``rules``."""
        game = load_game(key)
        count = count or (len(seats) if seats else game.player_counts()[0])
        start = game.new_state(variant=variant, players=count, rules=rules)
        self.file_path = None  # before the game shows: the title never names the last file
        self.install(key, start, self.seats_of(key, seats, count), rules, variant)

    def start_from_position(self, key: str, text: str, seats: Sequence[SeatLike] = ()) -> None:
        """A game of ``key`` from a position string; a ``ValueError`` names what is wrong."""
        game = load_game(key)
        start = game.parse_position(text)
        count = start.num_players
        self.file_path = None  # before the game shows: the title never names the last file
        self.install(
            key,
            start,
            self.seats_of(key, seats, count),
            game.rules_of(start),
            game.variant_of(start),
        )

    def install(
        self,
        key: str,
        start: SomeState,
        seats: Sequence[Seat],
        rules: SomeRules,
        variant: str,
        moves: Sequence[SomeMove] = (),
        date: str | None = None,
        record: GameRecord[SomeState] | None = None,
        tags: dict[str, str] | None = None,
    ) -> None:
        """Puts a game on. Replays ``moves`` first (unless ``record`` holds them replayed), so a
        bad file changes nothing. A record's ``tags`` give its clock (``None``: New Game's)."""
        from morra_suite.controllers.game_controller import GameController

        controller = GameController(self)
        controller.default_names = lambda count: self.names_for(key, count)
        controller.computer_delay_ms = self.computer_delay_ms
        try:
            controller.new_game(start, seats, rules, variant, moves, announce=False, record=record)
        except ValueError:
            controller.deleteLater()
            raise
        if self.controller is not None:
            self.controller.shutdown()
            _close_computers(self.controller.seats, keep=seats)
            self.controller.deleteLater()
        self.key, self.game, self.controller = key, load_game(key), controller
        self.variant, self.rules = variant, rules
        self.date = date or datetime.date.today().strftime("%Y.%m.%d")
        self.viewing = None
        controller.state_changed.connect(self.state_changed)
        controller.move_played.connect(self.move_played)
        controller.move_rejected.connect(self.move_rejected)
        controller.game_over.connect(self.game_over)
        controller.can_undo_changed.connect(self.can_undo_changed)
        controller.can_redo_changed.connect(self.can_redo_changed)
        controller.thinking_changed.connect(self.thinking_changed)
        controller.computer_notice.connect(self.computer_notice)
        controller.input_players_changed.connect(self.input_players_changed)
        controller.choices_changed.connect(self.choices_changed)
        controller.changed.connect(self.changed)
        self.clock.attach_from_tags(controller, tags)
        controller.move_played.connect(lambda _move: self.write_autosave())
        controller.game_over.connect(lambda _outcome: self.write_autosave())
        # a finished game's computers are idle: their processes end (an undo starts them anew)
        controller.game_over.connect(lambda _outcome: _close_computers(controller.seats))
        self.saved_fingerprint = None
        self.game_started.emit()
        controller.announce()  # redraws, and starts the computer if it is to move
        self.write_autosave()

    # ================================================================== playing
    def play_move(self, move: SomeMove) -> bool:
        """A human's move from the board; ignored while an earlier position is shown."""
        if self.controller is None or self.viewing is not None:
            return False
        return self.controller.play_move(move)

    def submit_choice(self, player: int, choice: SomeChoice) -> bool:
        if self.controller is None or self.viewing is not None:
            return False
        return self.controller.submit_choice(player, choice)

    def undo(self) -> bool:
        """Takes back a turn; after a resignation, takes back the resignation alone."""
        if self.controller is None:
            return False
        self.return_to_game()
        if self.resigned is not None:
            self.controller.ended = None
            self.controller.announce()
            self.write_autosave()
            return True
        if self.controller.undo():
            self.write_autosave()
            return True
        return False

    def redo(self) -> bool:
        if self.controller is None:
            return False
        self.return_to_game()
        if self.controller.redo():
            self.write_autosave()
            return True
        return False

    def shutdown(self, keep_autosave: bool = True) -> None:
        """Stops any computer and writes the autosave (the window is closing); with
        ``keep_autosave`` false (the user discarded the game) the autosave is deleted instead,
        so the next start does not offer the game back."""
        if self.controller is not None:
            self.controller.shutdown()
            _close_computers(self.controller.seats)
            if keep_autosave:
                self.write_autosave()
            else:
                self.autosave.discard()
        self.autosave.release()  # the next copy of the app may take this slot

    # ================================================================== history
    def view_position(self, index: int) -> bool:
        """Shows the position after ``index`` moves read-only, until ``return_to_game``."""
        if self.controller is None:
            return False
        record = self.controller.record
        if not 0 <= index <= len(record.all_moves):
            return False
        if index == record.cursor:
            return self.return_to_game()
        self.viewing = index
        self.viewing_changed.emit(index)
        return True

    def return_to_game(self) -> bool:
        if self.viewing is None:
            return False
        self.viewing = None
        self.viewing_changed.emit(None)
        return True

    @property
    def shown_index(self) -> int:
        """How many moves lead to the position on the board (the one looked at, or the game's)."""
        assert self.controller is not None
        return self.viewing if self.viewing is not None else self.controller.record.cursor

    def walk(self, where: str) -> bool:
        """Steps through the game as played: ``"first"`` (the start), ``"previous"``,
        ``"next"`` or ``"last"`` (the game again). The moves undone are looked at from the
        move list only."""
        if self.controller is None:
            return False
        cursor, shown = self.controller.record.cursor, self.shown_index
        target = {"first": 0, "previous": shown - 1, "next": shown + 1, "last": cursor}[where]
        target = max(0, min(target, max(cursor, shown)))
        if target == shown:
            return False
        return self.view_position(target)

    def moves_dropped_by_continuing(self) -> int:
        """How many kept moves "Continue from here" would drop (0 when the game is shown)."""
        if self.controller is None or self.viewing is None:
            return 0
        return len(self.controller.record.all_moves) - self.viewing

    def continue_from_here(self) -> bool:
        """The position being looked at becomes the game: the moves after it are dropped (the
        window asks first), play goes on from there, and a computer to move starts thinking."""
        if self.controller is None or self.viewing is None:
            return False
        controller, index = self.controller, self.viewing
        record = controller.record
        self.viewing = None
        controller.new_game(
            record.start,
            controller.seats,
            controller.rules,
            controller.variant,
            record.all_moves[:index],
            announce=False,
        )
        self.viewing_changed.emit(None)
        controller.announce()
        self.write_autosave()
        return True

    # ================================================================== resigning
    @property
    def resigned(self) -> int | None:
        """The player who resigned this game, or ``None``."""
        from morra_suite.core.outcome import Ending

        ended = self.controller.ended if self.controller is not None else None
        if ended is None or ended.reason is not Ending.RESIGNED or ended.winner is None:
            return None
        return 1 - int(ended.winner)

    def resigner(self) -> int | None:
        """Who would resign now: the person to move, or the one person playing the computer;
        ``None`` when nobody can (the game is over, no person plays, or three play: one
        resigning would not say who wins)."""
        controller = self.controller
        if controller is None or controller.outcome() is not None or len(self.seats) != 2:
            return None
        humans = [i for i, seat in enumerate(self.seats) if seat.is_human]
        if len(humans) == 1:
            return humans[0]
        state = controller.state
        choosers = state.choosers()
        # a turn game: who chooses; a joint round (Morra): the side whose turn it is by name
        to_move = choosers[0] if len(choosers) == 1 else getattr(state, "to_move", None)
        return int(to_move) if to_move in humans else None

    def resign(self, player: int | None = None) -> bool:
        """``player`` (default: ``resigner()``) gives up: the other side wins. The game's
        positions stay as they are; the record keeps it (a ``Resigned`` tag)."""
        from morra_suite.core.outcome import Ending, Outcome

        player = self.resigner() if player is None else player
        if self.controller is None or player not in (0, 1) or len(self.seats) != 2:
            return False
        if self.controller.outcome() is not None:
            return False
        self.return_to_game()
        self.controller.cancel_thinking()
        self.controller.ended = Outcome(1 - player, Ending.RESIGNED)
        self.controller.announce()
        self.write_autosave()
        return True

    def _resign_from_tags(self, tags: dict[str, str]) -> None:
        """A record's ``Resigned`` tag (the side's number, 1 or 2) or ``Flag`` ends it again."""
        side = resigned_side(tags)
        if side is not None:
            self.resign(side)
        self.clock.flag_from_tags(tags)

    # ================================================================== records
    def record_data(self) -> GameRecordData:
        assert self.controller is not None
        record = self.controller.record
        seats = [SeatInfo(s.name, None if s.is_human else s.level) for s in self.controller.seats]
        resigned = self.resigned
        tags = {} if resigned is None else {RESIGNED_TAG: str(resigned + 1)}
        return GameRecordData(
            start=record.start,
            moves=list(record.moves),
            variant=self.variant,
            rules=self.rules,
            seats=seats,
            date=self.date,
            tags={**self.clock.tags(), **tags, **ladder.ladder_tags(self.key or "", seats)},
            known_states=record.states,
        )

    def game_text(self) -> str:
        """The game as a save file holds it (``game.write_record``).

        Asked again for the same record (a save, then the next): the text of the same record
        data is written once."""
        assert self.game is not None
        data = self.record_data()
        last = data.known_states[-1] if data.known_states else None
        rest = (
            self.game,
            len(data.moves),
            data.variant,
            repr(data.rules),
            tuple(data.seats),
            data.date,
            tuple(sorted(data.tags.items())),
        )
        memo = self._text_memo  # holds its states, so their identities stay theirs
        if memo is not None and memo[0] is data.start and memo[1] is last and memo[2] == rest:
            return memo[3]
        text = self.game.write_record(data)
        self._text_memo = (data.start, last, rest, text)
        return text

    def read_text(self, text: str, suffix: str = "") -> tuple[str, GameRecordData]:
        """(game key, record) of a saved game (``record_reader.read_any``)."""
        from morra_suite.controllers.record_reader import read_any

        return read_any(text, suffix)

    def open_text(self, text: str, suffix: str = "") -> None:
        """Puts the saved game on with its seats (its computers play on at their levels);
        a ``ValueError`` names the problem and the current game goes on."""
        key, data = self.read_text(text, suffix)
        self._open(key, data)

    def open_prepared(self, prepared: PreparedGame) -> None:
        """Puts on a game read and replayed on a worker thread (``controllers.record_reader``)."""
        self._open(prepared.key, prepared.data, prepared.record)

    def _open(
        self, key: str, data: GameRecordData, record: GameRecord[SomeState] | None = None
    ) -> None:
        seats = self._seats_from_record(key, data, computers=True)
        self.install(
            key,
            data.start,
            seats,
            data.rules,
            data.variant,
            data.moves,
            data.date,
            record,
            data.tags,
        )
        self._resign_from_tags(data.tags)
        self.mark_saved()

    # ================================================================== autosave
    def write_autosave(self) -> None:
        """Hands the game to the autosave's writing thread (the disk is not waited for here);
        ``autosave_failed`` or ``autosave_recovered`` follow when the write is done. The
        record's values are taken here; its text is written out on the writing thread."""
        if self.controller is None or self.key is None or not self.controller.has_game:
            return
        try:
            seats = autosave_entries(self.key, self.controller.seats)  # made where it is written
            finished = self.controller.outcome() is not None
            game, data = self.game, self.record_data()
            assert game is not None
            self.autosave.write(self.key, lambda: game.write_record(data), seats, finished)
        except (OSError, ValueError) as exc:
            self._autosave_written(str(exc))

    def _autosave_written(self, problem: str) -> None:
        """How a write went ("" when it succeeded): a failure is told each time, the first
        success after failures once."""
        if problem:
            self.autosave_failing = problem
            self.autosave_failed.emit(problem)
        elif self.autosave_failing:
            self.autosave_failing = ""
            self.autosave_recovered.emit()

    def resume(  # Any: the autosave's JSON, each value checked
        self, payload: dict[str, Any] | None = None, ready: PreparedGame | None = None
    ) -> bool:
        """Goes on with the autosaved game; ``False`` when there is none. A broken one raises.
        A long one comes ``ready``: read and replayed on a worker thread (``record_reader``)."""
        payload = payload or self.autosave.read()
        if payload is None:
            return False
        key = str(payload["game"])
        data = ready.data if ready else load_game(key).read_record(str(payload["record"]))
        seats = autosaved_seats(key, data, payload, self.names_for, self.seat)
        seats = seats or self._seats_from_record(key, data, computers=True)
        done = ready.record if ready else None  # its moves replayed on the worker thread
        self.install(
            key, data.start, seats, data.rules, data.variant, data.moves, data.date, done, data.tags
        )
        self._resign_from_tags(data.tags)
        self.file_path = None
        return True


def _close_computers(seats: Sequence[Seat], keep: Sequence[Seat] = ()) -> None:
    """Ends the child processes of the computers of ``seats`` that no seat of ``keep`` still
    plays with (a ``RemoteComputer`` starts its child again when next asked)."""
    kept = {id(seat.computer) for seat in keep if seat.computer is not None}
    for seat in seats:
        close = getattr(seat.computer, "close", None)
        if close is not None and id(seat.computer) not in kept:
            close()
