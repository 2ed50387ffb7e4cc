"""Myra's state: the immutable position value, its queries, playing a move and the end of the game.

A state keeps the position as cell codes (see ``pieces``) and asks the modules below it for the
rest: ``movegen`` for the legal moves, ``explain`` for why a move is refused, ``position`` for the
position text and ``trace`` for how a move travels. It never imports ``gestures`` or
``interpret``, which build on it.

Every ruling where the original rules are silent is written in ``resources/rules/en/myra.md`` and
pinned by a test in ``tests/myra``; the comments here point at them by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Final, TypeAlias, cast

from morra_suite.core.bounds import check_position_text
from morra_suite.core.errors import IllegalMoveError, MoveParseError
from morra_suite.core.outcome import Outcome
from morra_suite.core.protocol import TurnBased
from morra_suite.games.myra.board import NUM_HOLES, START_CORNERS, start_troops
from morra_suite.games.myra.explain import why_illegal
from morra_suite.games.myra.movegen import (
    canonical_chain,
    canonical_unchain,
    chain_continuations,
    generate,
    unchain_continuations,
)
from morra_suite.games.myra.moves import (
    ChainUp,
    MyraMove,
    PieceMove,
    Produce,
    Reduce,
    Unchain,
    _CapturingReduce,
    parse_move_text,
)
from morra_suite.games.myra.pieces import (
    FORTRESS,
    NO_HOLE,
    QUEEN,
    RESERVE_AT_START,
    Piece,
    Q,
    piece_of,
)
from morra_suite.games.myra.position import read_position, write_position
from morra_suite.games.myra.rules import MyraRules
from morra_suite.games.myra.trace import MoveTrace, trace_move

# What a repetition compares: the cells, the player to move and the reserves.
PositionKey: TypeAlias = tuple[tuple[int, ...], int, tuple[int, ...]]

_DEFAULT_RULES: Final = MyraRules()


class MyraTermination(Enum):
    """Why a Myra game ended; ``Outcome.reason`` carries one of these."""

    QUEEN_CAPTURED = "queen captured"  # two players: the enemy queen was taken
    LAST_QUEEN = "last queen"  # three players: only one queen is left
    REPETITION = "threefold repetition"
    NO_CAPTURE_LIMIT = "no capture limit"


@dataclass(frozen=True)
class MyraState(TurnBased):
    """One Myra position and whose turn it is; ``play`` returns a new state.

    Equality and hashing cover what the position string writes (pieces, player to move, reserves,
    turns without capture) and the rules; ``history`` (positions since the last capture or
    produce, for the repetition draw) is carried along but not compared, as python-chess does.
    """

    num_players: int
    cells: tuple[int, ...]
    to_move: int
    reserves: tuple[int, ...]
    no_capture: int = 0
    rules: MyraRules = _DEFAULT_RULES
    history: tuple[PositionKey, ...] = field(default=(), compare=False, repr=False)
    _moves: tuple[MyraMove, ...] | None = field(default=None, init=False, compare=False, repr=False)
    _queens: tuple[int, ...] = field(default=(), init=False, compare=False, repr=False)
    # (outcome,) once worked out; a 1-tuple so that "no outcome" and "not known yet" differ.
    _outcome: tuple[Outcome | None] | None = field(
        default=None, init=False, compare=False, repr=False
    )

    def __post_init__(self) -> None:
        queens = [NO_HOLE] * self.num_players
        for hole, cell in enumerate(self.cells):
            if cell & 7 == Q:
                queens[cell >> 3] = hole
        object.__setattr__(self, "_queens", tuple(queens))
        if not self.history:
            object.__setattr__(self, "history", (self._key(),))

    def __repr__(self) -> str:
        return f"MyraState({self.position()!r}, players={self.num_players})"

    def _key(self) -> PositionKey:
        return (self.cells, self.to_move, self.reserves)

    # ----- what the UI and the computer players read --------------------------------------------

    @property
    def pieces(self) -> MappingProxyType[int, Piece]:
        """Hole index -> ``Piece`` for every occupied hole, in hole order."""
        return MappingProxyType(
            {
                hole: Piece(cell >> 3, QUEEN if cell & 7 == Q else cell & 7)
                for hole, cell in enumerate(self.cells)
                if cell
            }
        )

    def piece_at(self, hole: int) -> Piece | None:
        return piece_of(self.cells[hole])

    def is_fortress(self, hole: int) -> bool:
        """Whether a fortress (a troop of five) stands on ``hole``: it never moves as a whole
        and is never captured."""
        return self.cells[hole] & 7 == FORTRESS

    def reserve(self, player: int) -> int:
        """Soldiers the player still has off the board (0 once the player is out)."""
        return self.reserves[player]

    def queen(self, player: int) -> int | None:
        """The hole of the player's queen, ``None`` once it has been captured."""
        hole = self._queens[player]
        return None if hole == NO_HOLE else hole

    @property
    def alive_players(self) -> tuple[int, ...]:
        """Players whose queen is still on the board, in turn order."""
        return tuple(p for p, hole in enumerate(self._queens) if hole != NO_HOLE)

    def soldiers_on_board(self, player: int) -> int:
        return sum(c & 7 for c in self.cells if c and c >> 3 == player and c & 7 != Q)

    # ----- the end of the game -------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        """``None`` while the game goes on; worked out once per state (the repetition count looks
        through the history)."""
        cached = self._outcome
        if cached is None:
            cached = (self._find_outcome(),)
            object.__setattr__(self, "_outcome", cached)
        return cached[0]

    def _find_outcome(self) -> Outcome | None:
        alive = self.alive_players
        if len(alive) == 1:
            reason = (
                MyraTermination.QUEEN_CAPTURED
                if self.num_players == 2
                else MyraTermination.LAST_QUEEN
            )
            return Outcome(alive[0], reason)
        if self.rules.repetition_draw and self.history.count(self._key()) >= 3:
            return Outcome(None, MyraTermination.REPETITION)
        if self.rules.no_capture_limit and self.no_capture >= self.rules.no_capture_limit:
            return Outcome(None, MyraTermination.NO_CAPTURE_LIMIT)
        return None

    def can_still_win(self, player: int) -> bool | None:
        """Whether ``player`` could still win, for the game clock's flag ruling (the rules
        text's "game clock" ruling): a player whose queen was taken is out (``False``); for a
        queen on the board it is not decided (``None``), so a flag loses."""
        return None if player in self.alive_players else False

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    # ----- legal moves ---------------------------------------------------------------------------

    def legal_moves(self) -> tuple[MyraMove, ...]:
        """All legal moves in a fixed order: holes in index order and, for the piece on each
        hole, its moves and captures (by target), its reduces (by count, then target), its unchains
        and the chain-ups that start there; then the produces; ``pass`` alone when nothing else is
        legal. Empty once the game is over."""
        if self._moves is None:
            moves = (
                ()
                if self.outcome() is not None
                else generate(
                    self.cells,
                    self.to_move,
                    self.reserves[self.to_move],
                    self._queens[self.to_move],
                )
            )
            object.__setattr__(self, "_moves", moves)
            return moves
        return self._moves

    # ----- what a board asks while a player points (more in ``gestures``) ---------------------

    def moves_from(self, hole: int) -> tuple[MyraMove, ...]:
        """Legal moves whose first hole is ``hole`` (moves, captures, reduces, unchains and the
        chain-ups whose canonical line starts there), in legal-move order."""
        return tuple(m for m in self.legal_moves() if m.frm == hole)

    def troop_targets(self, hole: int, count: int | None = None) -> frozenset[int]:
        """Where ``count`` balls of the piece on ``hole`` may go: the whole piece when ``count`` is
        ``None`` or its size (move, build-up, capture), else a reduce of ``count``."""
        piece = self.piece_at(hole)
        if piece is None:
            return frozenset()
        whole = count is None or piece.is_queen or count == piece.size
        result = set()
        for m in self.legal_moves():
            if m.frm != hole:
                continue
            if (whole and isinstance(m, PieceMove)) or (
                not whole and isinstance(m, Reduce) and m.count == count
            ):
                result.add(m.to)
        return frozenset(result)

    def produce_targets(self) -> frozenset[int]:
        return frozenset(m.to for m in self.legal_moves() if isinstance(m, Produce))

    def find_move(self, frm: int, to: int, count: int | None = None) -> MyraMove:
        """The legal move or reduce from ``frm`` to ``to`` (a click-and-click gesture), as python-
        chess's ``find_move``; ``count`` picks a reduce. Raises ``IllegalMoveError`` saying why."""
        piece = self.piece_at(frm)
        if count is None or (piece is not None and not piece.is_queen and count == piece.size):
            cell = self.cells[to]
            capture = bool(cell) and cell >> 3 != self.to_move
            move: MyraMove = PieceMove(frm, to, capture)
        else:
            move = Reduce(count, frm, to)
        return self.resolve(move)

    def chain_continuations(self, line: tuple[int, ...]) -> frozenset[int]:
        """Holes that may extend a chain-up line being clicked: own singles next to its end (none
        when the line does not start on an own single: the queen and troops never chain up)."""
        return chain_continuations(self.cells, self.to_move, line)

    def unchain_continuations(self, line: tuple[int, ...]) -> frozenset[int]:
        """Holes where the next ball of an unchain being clicked may go (``line[0]`` the troop):
        empty holes next to the line's end from which the rest can still be laid out."""
        return unchain_continuations(self.cells, self.to_move, line)

    # ----- reading and checking moves ------------------------------------------------------------

    def parse_move(self, text: str) -> MyraMove:
        """Reads a move's text into the legal move it names.

        Tolerated: upper case, spaces, ``-`` for a capture (``a2-c4`` onto an enemy reads as
        ``a2xc4``), a count equal to the whole troop (``4a2-c4`` for the troop of 4 on a2 is
        ``a2-c4``) and any order of the holes of a chain-up or unchain with the same result.
        """
        move = parse_move_text(text)
        if isinstance(move, Reduce | _CapturingReduce):
            cell = self.cells[move.frm]
            if cell and cell >> 3 == self.to_move and cell & 7 == move.count:
                move = PieceMove(move.frm, move.to, isinstance(move, _CapturingReduce))
        if isinstance(move, PieceMove) and not move.capture:
            target = self.cells[move.to]
            if target and target >> 3 != self.to_move:
                move = PieceMove(move.frm, move.to, True)
        return self.resolve(move)

    def resolve(self, move: MyraMove | _CapturingReduce | str) -> MyraMove:
        """The legal move ``move`` stands for (its canonical form); raises ``IllegalMoveError``."""
        if isinstance(move, str):
            return self.parse_move(move)
        me = self.to_move
        why = why_illegal(
            move,
            self.cells,
            me,
            self.reserves[me],
            self._queens[me],
            over=self.outcome() is not None,
            legal_moves=self.legal_moves,
        )
        if why is not None:
            raise IllegalMoveError(move, why[1], why[0])
        if isinstance(move, ChainUp):
            return ChainUp(canonical_chain(move.holes))
        if isinstance(move, Unchain):
            return Unchain(canonical_unchain(move.holes))
        # why_illegal found it one of this position's moves (it refuses a capturing reduce)
        return cast("MyraMove", move)

    def is_legal(self, move: MyraMove | str) -> bool:
        try:
            self.resolve(move)
        except (IllegalMoveError, MoveParseError):
            return False
        return True

    def trace(self, move: MyraMove | str) -> MoveTrace:
        """How the legal ``move`` (object or text) happens here, hole by hole, for a board to
        animate it: from what ``play`` makes of it. Raises ``IllegalMoveError`` if illegal."""
        move = self.resolve(move)
        return trace_move(self.cells, self._apply(move).cells, self.to_move, move)

    # ----- playing -------------------------------------------------------------------------------

    def play(self, move: MyraMove | str) -> MyraState:
        """The state after ``move`` (object or text); raises ``IllegalMoveError`` naming why."""
        return self._apply(self.resolve(move))

    def _apply(self, move: MyraMove) -> MyraState:
        cells = list(self.cells)
        reserves = list(self.reserves)
        me = self.to_move
        captured = False
        irreversible = False
        if isinstance(move, Produce):
            cells[move.to] = me * 8 + 1
            reserves[me] -= 1
            irreversible = True
        elif isinstance(move, PieceMove):
            piece = cells[move.frm]
            target = cells[move.to]
            cells[move.frm] = 0
            if not target:
                cells[move.to] = piece
            elif target >> 3 == me:
                cells[move.to] = target + (piece & 7)
            else:
                captured = irreversible = True
                cells[move.to] = piece
                if target & 7 == Q:
                    victim = target >> 3
                    reserves[victim] = 0
                    if self.num_players > 2:
                        # Takeover: the victim's soldiers change colour where they stand.
                        for hole, cell in enumerate(cells):
                            if cell and cell >> 3 == victim:
                                cells[hole] = me * 8 + (cell & 7)
        elif isinstance(move, Reduce):
            cells[move.frm] -= move.count
            target = cells[move.to]
            cells[move.to] = target + move.count if target else me * 8 + move.count
        elif isinstance(move, ChainUp):
            for hole in move.holes:
                cells[hole] = 0
            cells[move.holes[-1]] = me * 8 + len(move.holes)
        elif isinstance(move, Unchain):
            for hole in move.holes:
                cells[hole] = me * 8 + 1
        new_cells = tuple(cells)
        next_player = self._next_player(new_cells)
        new_reserves = tuple(reserves)
        if irreversible or not self.rules.repetition_draw:
            history: tuple[PositionKey, ...] = ()
        else:
            history = (*self.history, (new_cells, next_player, new_reserves))
        return MyraState(
            self.num_players,
            new_cells,
            next_player,
            new_reserves,
            0 if captured else self.no_capture + 1,
            self.rules,
            history,
        )

    def _next_player(self, cells: tuple[int, ...]) -> int:
        """The next player in turn order whose queen is still on the board (the mover if alone)."""
        alive = {cell >> 3 for cell in cells if cell & 7 == Q}
        for step in range(1, self.num_players + 1):
            player = (self.to_move + step) % self.num_players
            if player in alive:
                return player
        return self.to_move

    # ----- position text ---------------------------------------------------------------------

    def position(self) -> str:
        """The position string ``parse_position`` reads back to an equal state (see
        ``position.write_position``: the settings that differ from the defaults included)."""
        return write_position(
            self.num_players,
            self.cells,
            self.to_move,
            self.reserves,
            self.no_capture,
            self.rules,
        )


# ----- starting and reading positions ------------------------------------------------------------


def new_game(players: int = 2, rules: MyraRules | None = None) -> MyraState:
    """The start position for two players (a1 against k11) or three (a1, f11, k6); a1 begins."""
    if players not in START_CORNERS:
        raise ValueError(f"players={players!r}: Myra is played by 2 or 3 players")
    cells = [0] * NUM_HOLES
    for player, corner in enumerate(START_CORNERS[players]):
        cells[corner] = player * 8 + Q
        for hole, size in start_troops(corner):
            cells[hole] = player * 8 + size
    return MyraState(
        players, tuple(cells), 0, (RESERVE_AT_START,) * players, 0, rules or MyraRules()
    )


def parse_position(
    text: str, rules: MyraRules | None = None, players: int | None = None
) -> MyraState:
    """Reads ``<pieces> <to move> <reserves> [nocapture=N] [players=N] [repetition=no]
    [limit=N]`` (see ``position.read_position``). The settings are ``rules`` if given (a caller
    that replays a position under other draw settings), else those the text names, else the
    defaults.

    Example: ``a1=AQ,a2=A4,k11=BQ A A:25,B:25``. The number of players is 3 when the letter C
    shows (or ``players=3`` is given, in the text or as argument), else 2. A player without a queen
    is out: their reserve is left off, and they may only have pieces left when the game is over.
    """
    check_position_text(text)
    return MyraState(*read_position(text, rules, players))
