"""Myra's rules: the immutable game state, legal moves, playing a move and the end of the game.

Cells are small ints so that a state is a tuple of 91 numbers (cheap to copy, hash and compare):
0 is an empty hole, otherwise ``player * 8 + kind`` with kind 1..5 for a troop of that many soldiers
and 7 for the queen. ``state.pieces`` turns that into ``Piece`` values for everyone else.

Every ruling where the original rules are silent is written in ``resources/rules/en/myra.md`` and
pinned by a test in ``tests/myra``; the comments here point at them by name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from itertools import pairwise, permutations
from types import MappingProxyType, ModuleType
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from morra_suite.core.bounds import check_position_text
from morra_suite.core.errors import IllegalMoveError, MoveParseError, PositionError
from morra_suite.core.outcome import Outcome
from morra_suite.core.protocol import TurnBased
from morra_suite.games.myra.board import (
    NAMES,
    NEIGHBOUR_SETS,
    NEIGHBOURS,
    NUM_HOLES,
    START_CORNERS,
    hole_index,
    start_troops,
)
from morra_suite.games.myra.moves import (
    PASS,
    ChainUp,
    MyraMove,
    Pass,
    PieceMove,
    Produce,
    Reduce,
    Unchain,
    _CapturingReduce,
    parse_move_text,
)
from morra_suite.games.myra.rules import MyraRules  # also re-exported: state.MyraRules works

if TYPE_CHECKING:
    from morra_suite.games.myra import gestures

PLAYER_LETTERS: Final = "ABC"
RESERVE_AT_START: Final = 25
FORTRESS: Final = 5
QUEEN: Final = 0
"""``Piece.size`` of a queen (soldier troops have sizes 1..5)."""

_Q: Final = 7  # internal kind of a queen
_DEFAULT_RULES: Final = MyraRules()
_NO_HOLE: Final = -1


class MyraTermination(Enum):
    """Why a Myra game ended; ``Outcome.reason`` carries one of these."""

    QUEEN_CAPTURED = "queen captured"  # two players: the enemy queen was taken
    LAST_QUEEN = "last queen"  # three players: only one queen is left
    REPETITION = "threefold repetition"
    NO_CAPTURE_LIMIT = "no capture limit"


class MyraImpossible(Enum):
    """Why a well-written position string is no position of its rules: ``PositionError.code``
    (the facts are in ``PositionError.facts``)."""

    RESERVE_TOO_BIG = "reserve too big"  # player, most
    TO_MOVE_IS_OUT = "to move is out"  # player: the player to move has no queen
    PIECES_WITHOUT_QUEEN = "pieces without queen"  # player, while two or more queens are left


class MyraIllegal(Enum):
    """Why a Myra move is refused: ``IllegalMoveError.code`` (the English text is its
    ``reason``)."""

    GAME_OVER = "game over"
    PASS_NOT_ALLOWED = "pass not allowed"
    REDUCE_CAPTURES = "reduce captures"
    NOT_A_MOVE = "not a move"
    NO_SUCH_HOLE = "no such hole"
    EMPTY_HOLE = "empty hole"
    NOT_OWN_PIECE = "not own piece"
    RESERVE_EMPTY = "reserve empty"
    NOT_NEXT_TO_QUEEN = "not next to queen"
    OCCUPIED = "occupied"
    QUEEN_JOINS = "queen joins"
    JOINS_QUEEN = "joins queen"
    TROOP_TOO_BIG = "troop too big"
    FORTRESS = "fortress"
    FORTRESS_MOVES = "fortress moves"
    SAME_HOLE = "same hole"
    NOTHING_TO_CAPTURE = "nothing to capture"
    CAPTURE_NOT_WRITTEN = "capture not written"
    NOT_ADJACENT = "not adjacent"
    NO_PATH = "no path"
    CANNOT_REDUCE = "cannot reduce"
    REDUCE_COUNT = "reduce count"
    CHAIN_SIZE = "chain size"
    HOLE_TWICE = "hole twice"
    NOT_SINGLE_SOLDIER = "not single soldier"
    UNCHAIN_SHAPE = "unchain shape"
    CANNOT_UNCHAIN = "cannot unchain"


_Why = tuple[MyraIllegal, str]  # a refusal: its code and its English text


class Piece(NamedTuple):
    """What stands in a hole: ``player`` (0 moves first) and ``size`` (1..5 soldiers, or QUEEN)."""

    player: int
    size: int

    @property
    def is_queen(self) -> bool:
        return self.size == QUEEN

    @property
    def is_fortress(self) -> bool:
        return self.size == FORTRESS


def _reach(cells: tuple[int, ...], start: int, steps: int) -> dict[int, int]:
    """Holes a troop on ``start`` can end on within ``steps`` steps, with the fewest steps needed.

    Paths run through empty holes only (winding is allowed, no hole twice), so a breadth-first
    search limited to ``steps`` finds every empty hole within reach; an occupied hole is a possible
    end when it is next to ``start`` or to an empty hole reached in fewer than ``steps`` steps. The
    shortest path never repeats a hole, so "some free path exists" is "the search found it".
    """
    dist = {start: 0}
    frontier = [start]
    for d in range(1, steps + 1):
        nxt = []
        for hole in frontier:
            for t in NEIGHBOURS[hole]:
                if t not in dist:
                    dist[t] = d
                    if not cells[t]:
                        nxt.append(t)
        if not nxt:
            break
        frontier = nxt
    del dist[start]
    return dist


def _gestures() -> ModuleType:
    """The gestures module, imported on first use: it builds on this module."""
    from morra_suite.games.myra import gestures as module

    return module


_UNCHAIN_LINES: dict[tuple[int, int], tuple[tuple[int, Unchain], ...]] = {}


def _unchain_lines(start: int, size: int) -> tuple[tuple[int, Unchain], ...]:
    """Every unchain of a troop of ``size`` on ``start`` on an empty board, as (bit mask of the
    holes it lays balls on, move), in line order.

    Lines covering the same holes give the same position, so each set appears once, as its
    lexicographically smallest line (the first a depth-first walk in index order meets). Whether a
    line is free depends only on its holes being empty, never on the order they are visited, so a
    position merely filters this list by its occupied holes. Built on first use per hole and size.
    """
    key = (start, size)
    lines = _UNCHAIN_LINES.get(key)
    if lines is None:
        found: dict[int, tuple[int, ...]] = {}

        def walk(path: tuple[int, ...], mask: int) -> None:
            if len(path) == size:
                found.setdefault(mask, path)
                return
            for t in NEIGHBOURS[path[-1]]:
                if not (mask >> t) & 1:
                    walk((*path, t), mask | (1 << t))

        walk((start,), 1 << start)
        lines = tuple((mask & ~(1 << start), Unchain(path)) for mask, path in found.items())
        _UNCHAIN_LINES[key] = lines
    return lines


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
    history: tuple[Any, ...] = field(default=(), compare=False, repr=False)
    _moves: tuple[MyraMove, ...] | None = field(default=None, init=False, compare=False, repr=False)
    _queens: tuple[int, ...] = field(default=(), init=False, compare=False, repr=False)
    # (outcome,) once worked out; a 1-tuple so that "no outcome" and "not known yet" differ.
    _outcome: tuple[Outcome | None] | None = field(
        default=None, init=False, compare=False, repr=False
    )

    def __post_init__(self) -> None:
        queens = [_NO_HOLE] * self.num_players
        for hole, cell in enumerate(self.cells):
            if cell & 7 == _Q:
                queens[cell >> 3] = hole
        object.__setattr__(self, "_queens", tuple(queens))
        if not self.history:
            object.__setattr__(self, "history", (self._key(),))

    def __repr__(self) -> str:
        return f"MyraState({self.position()!r}, players={self.num_players})"

    def _key(self) -> tuple[Any, ...]:
        return (self.cells, self.to_move, self.reserves)

    # ----- what the UI and the computer players read --------------------------------------------

    @property
    def pieces(self) -> MappingProxyType[int, Piece]:
        """Hole index -> ``Piece`` for every occupied hole, in hole order."""
        return MappingProxyType(
            {
                hole: Piece(cell >> 3, QUEEN if cell & 7 == _Q else cell & 7)
                for hole, cell in enumerate(self.cells)
                if cell
            }
        )

    def piece_at(self, hole: int) -> Piece | None:
        cell = self.cells[hole]
        if not cell:
            return None
        return Piece(cell >> 3, QUEEN if cell & 7 == _Q else cell & 7)

    def reserve(self, player: int) -> int:
        """Soldiers the player still has off the board (0 once the player is out)."""
        return self.reserves[player]

    def queen(self, player: int) -> int | None:
        """The hole of the player's queen, ``None`` once it has been captured."""
        hole = self._queens[player]
        return None if hole == _NO_HOLE else hole

    @property
    def alive_players(self) -> tuple[int, ...]:
        """Players whose queen is still on the board, in turn order."""
        return tuple(p for p, hole in enumerate(self._queens) if hole != _NO_HOLE)

    def soldiers_on_board(self, player: int) -> int:
        return sum(c & 7 for c in self.cells if c and c >> 3 == player and c & 7 != _Q)

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

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    # ----- legal moves ---------------------------------------------------------------------------

    def legal_moves(self) -> tuple[MyraMove, ...]:
        """All legal moves in a fixed order: holes in index order and, for the piece on each
        hole, its moves and captures (by target), its reduces (by count, then target), its unchains
        and the chain-ups that start there; then the produces; ``pass`` alone when nothing else is
        legal. Empty once the game is over."""
        if self._moves is None:
            moves = () if self.outcome() is not None else self._generate()
            object.__setattr__(self, "_moves", moves)
            return moves
        return self._moves

    def _generate(self) -> tuple[MyraMove, ...]:
        cells = self.cells
        me = self.to_move
        single = me * 8 + 1
        out: list[MyraMove] = []
        chains_seen: set[tuple[int, int]] = set()
        occupied = -1  # bit mask of occupied holes, made when the first troop needs it
        for hole in range(NUM_HOLES):
            cell = cells[hole]
            if not cell or cell >> 3 != me:
                continue
            kind = cell & 7
            if kind == _Q or kind == 1:
                for t in NEIGHBOURS[hole]:
                    tc = cells[t]
                    if not tc:
                        out.append(PieceMove(hole, t))
                    elif tc >> 3 == me:
                        # A single soldier joins an own troop (never above five, never the queen:
                        # a queen's kind is 7); the queen never joins anything.
                        if kind == 1 and (tc & 7) < FORTRESS:
                            out.append(PieceMove(hole, t))
                    elif tc & 7 != FORTRESS:
                        out.append(PieceMove(hole, t, True))
                if kind == 1:
                    self._chains_from(hole, single, chains_seen, out)
                continue
            dist = _reach(cells, hole, kind)
            targets = sorted(dist)
            if kind < FORTRESS:
                for t in targets:
                    tc = cells[t]
                    if not tc:
                        out.append(PieceMove(hole, t))
                    elif tc >> 3 == me:
                        if (tc & 7) + kind <= FORTRESS:
                            out.append(PieceMove(hole, t))
                    elif tc & 7 != FORTRESS:
                        out.append(PieceMove(hole, t, True))
            for count in range(1, kind):
                for t in targets:
                    if dist[t] > count:
                        continue
                    tc = cells[t]
                    if not tc or (tc >> 3 == me and (tc & 7) + count <= FORTRESS):
                        out.append(Reduce(count, hole, t))
            if occupied < 0:
                occupied = sum(1 << i for i, c in enumerate(cells) if c)
            out.extend([u for mask, u in _unchain_lines(hole, kind) if not mask & occupied])
        queen = self._queens[me]
        if self.reserves[me] > 0 and queen != _NO_HOLE:
            for t in NEIGHBOURS[queen]:
                if not cells[t]:
                    out.append(Produce(t))
        if not out:
            out.append(PASS)
        return tuple(out)

    def _chains_from(
        self, start: int, single: int, seen: set[tuple[int, int]], out: list[MyraMove]
    ) -> None:
        """Chain-ups whose line starts on ``start``; one move per (set of holes, last hole), the
        first found in index order (the lexicographically smallest line) standing for the others."""
        cells = self.cells

        def extend(path: tuple[int, ...], mask: int) -> None:
            for t in NEIGHBOURS[path[-1]]:
                if cells[t] == single and not (mask >> t) & 1:
                    line = (*path, t)
                    line_mask = mask | (1 << t)
                    key = (line_mask, t)
                    if key not in seen:
                        seen.add(key)
                        out.append(ChainUp(line))
                    if len(line) < FORTRESS:
                        extend(line, line_mask)

        extend((start,), 1 << start)

    # ----- input helpers for a click interpreter -------------------------------------------------

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
        single = self.to_move * 8 + 1
        if not line or len(line) >= FORTRESS or self.cells[line[0]] != single:
            return frozenset()
        return frozenset(
            t for t in NEIGHBOURS[line[-1]] if self.cells[t] == single and t not in line
        )

    def unchain_continuations(self, line: tuple[int, ...]) -> frozenset[int]:
        """Holes where the next ball of an unchain being clicked may go (``line[0]`` the troop):
        empty holes next to the line's end from which the rest can still be laid out."""
        return _gestures().unchain_continuations(self, line)

    # ----- what a board asks while a player points (games/myra/gestures.py) ---------------------
    # Thin doors into the gestures module, kept together so that the protocol above and below
    # changes without touching them.

    def kind_of(self, move: Any) -> gestures.MoveKind:
        """What the legal ``move`` does here: produce, move, build-up, capture, reduce, ..."""
        return _gestures().kind_of(self, move)

    def gesture_starts(self) -> frozenset[int]:
        """Holes a first click does something on (own pieces that can move, produce holes)."""
        return _gestures().gesture_starts(self)

    def gesture_targets(self, hole: int) -> Mapping[int, gestures.TargetKind]:
        """Holes a gesture from the own piece on ``hole`` can go on to, and what ending there
        does (move, build-up or capture)."""
        return _gestures().targets(self, hole)

    def target_options(self, frm: int, to: int) -> tuple[gestures.TargetOption, ...]:
        """The answers to "how many balls go from ``frm`` to ``to``?" (and unchain)."""
        return _gestures().target_options(self, frm, to)

    def start_refusal(self, hole: int) -> gestures.Refusal | None:
        """Why a first click on ``hole`` starts nothing, or ``None``."""
        return _gestures().start_refusal(self, hole)

    def target_refusal(self, frm: int, to: int) -> gestures.Refusal | None:
        """Why nothing of the piece on ``frm`` can end on ``to``, or ``None``."""
        return _gestures().target_refusal(self, frm, to)

    def chain_refusal(self, line: tuple[int, ...], hole: int) -> gestures.Refusal | None:
        """Why ``hole`` cannot lengthen the chain-up ``line`` being clicked, or ``None``."""
        return _gestures().chain_refusal(self, line, hole)

    def unchain_refusal(self, line: tuple[int, ...], hole: int) -> gestures.Refusal | None:
        """Why ``hole`` cannot take the next ball of the unchain ``line``, or ``None``."""
        return _gestures().unchain_refusal(self, line, hole)

    def finish_chain(self, line: tuple[int, ...]) -> MyraMove | gestures.Refusal:
        """The chain-up of ``line`` clicked in any order, or why it cannot be finished."""
        return _gestures().finish_chain(self, line)

    def trace(self, move: Any) -> gestures.MoveTrace:
        """How ``move`` happens, hole by hole, for a board to animate it."""
        return _gestures().trace(self, move)

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

    def resolve(self, move: Any) -> MyraMove:
        """The legal move ``move`` stands for (its canonical form); raises ``IllegalMoveError``."""
        if isinstance(move, str):
            return self.parse_move(move)
        why = self._illegal_reason(move)
        if why is not None:
            raise IllegalMoveError(move, why[1], why[0])
        if isinstance(move, ChainUp):
            return ChainUp(_canonical_chain(move.holes))
        if isinstance(move, Unchain):
            return Unchain(_canonical_unchain(move.holes))
        return move

    def is_legal(self, move: Any) -> bool:
        try:
            self.resolve(move)
        except (IllegalMoveError, MoveParseError):
            return False
        return True

    def _illegal_reason(self, move: Any) -> _Why | None:
        """Why ``move`` is not legal here, or ``None``; checks one move without generating all."""
        if self.outcome() is not None:
            return MyraIllegal.GAME_OVER, "the game is over"
        if isinstance(move, Pass):
            if self.legal_moves() != (PASS,):
                return (
                    MyraIllegal.PASS_NOT_ALLOWED,
                    "a player may pass only when they have no legal move",
                )
            return None
        if isinstance(move, _CapturingReduce):
            return MyraIllegal.REDUCE_CAPTURES, "a reduce never captures"
        if isinstance(move, Produce):
            return self._produce_reason(move.to)
        if isinstance(move, PieceMove):
            return self._piece_move_reason(move)
        if isinstance(move, Reduce):
            return self._reduce_reason(move)
        if isinstance(move, ChainUp):
            return self._chain_reason(move.holes)
        if isinstance(move, Unchain):
            return self._unchain_reason(move.holes)
        return MyraIllegal.NOT_A_MOVE, f"{move!r} is not a Myra move"

    def _own(self, hole: int) -> _Why | None:
        if not 0 <= hole < NUM_HOLES:
            return MyraIllegal.NO_SUCH_HOLE, f"there is no hole {hole}"
        cell = self.cells[hole]
        if not cell:
            return MyraIllegal.EMPTY_HOLE, f"{NAMES[hole]} is empty"
        if cell >> 3 != self.to_move:
            owner = PLAYER_LETTERS[cell >> 3]
            return (
                MyraIllegal.NOT_OWN_PIECE,
                f"{NAMES[hole]} holds a piece of {owner}, not of the player to move",
            )
        return None

    def _produce_reason(self, to: int) -> _Why | None:
        me = self.to_move
        if self.reserves[me] <= 0:
            return MyraIllegal.RESERVE_EMPTY, "the reserve is empty"
        queen = self._queens[me]
        if not 0 <= to < NUM_HOLES:
            return MyraIllegal.NO_SUCH_HOLE, f"there is no hole {to}"
        if to not in NEIGHBOUR_SETS[queen]:
            return (
                MyraIllegal.NOT_NEXT_TO_QUEEN,
                f"{NAMES[to]} is not next to the own queen on {NAMES[queen]}",
            )
        if self.cells[to]:
            return MyraIllegal.OCCUPIED, f"{NAMES[to]} is not empty"
        return None

    def _target_reason(self, to: int, balls: int, capture_allowed: bool) -> _Why | None:
        """What stands on ``to`` forbids ``balls`` soldiers (or the queen, balls 0) ending there."""
        cell = self.cells[to]
        if not cell:
            return None
        name = NAMES[to]
        if cell >> 3 == self.to_move:
            if balls == 0:
                return MyraIllegal.QUEEN_JOINS, "the queen never joins another piece"
            if cell & 7 == _Q:
                return MyraIllegal.JOINS_QUEEN, "soldiers never join the queen"
            if (cell & 7) + balls > FORTRESS:
                return (
                    MyraIllegal.TROOP_TOO_BIG,
                    f"a troop may not grow above five ({cell & 7} on {name} + {balls})",
                )
            return None
        if not capture_allowed:
            return MyraIllegal.REDUCE_CAPTURES, "a reduce never captures"
        if cell & 7 == FORTRESS:
            return MyraIllegal.FORTRESS, f"the fortress on {name} cannot be captured"
        return None

    def _piece_move_reason(self, move: PieceMove) -> _Why | None:
        frm, to = move.frm, move.to
        reason = self._own(frm)
        if reason:
            return reason
        if not 0 <= to < NUM_HOLES or to == frm:
            return MyraIllegal.SAME_HOLE, "a piece must move to another hole"
        kind = self.cells[frm] & 7
        if kind == FORTRESS:
            return (
                MyraIllegal.FORTRESS_MOVES,
                "a fortress cannot move as a whole (reduce or unchain it)",
            )
        reason = self._target_reason(to, 0 if kind == _Q else kind, True)
        if reason:
            return reason
        target = self.cells[to]
        is_capture = bool(target) and target >> 3 != self.to_move
        if move.capture and not is_capture:
            return MyraIllegal.NOTHING_TO_CAPTURE, f"{NAMES[to]} holds no enemy piece to capture"
        if is_capture and not move.capture:
            return (
                MyraIllegal.CAPTURE_NOT_WRITTEN,
                f"it captures the piece on {NAMES[to]}: write {NAMES[frm]}x{NAMES[to]}",
            )
        steps = 1 if kind == _Q else kind
        if to not in _reach(self.cells, frm, steps):
            if steps == 1:
                return MyraIllegal.NOT_ADJACENT, f"{NAMES[to]} is not next to {NAMES[frm]}"
            return (
                MyraIllegal.NO_PATH,
                f"no path of at most {steps} steps through empty holes leads there",
            )
        return None

    def _reduce_reason(self, move: Reduce) -> _Why | None:
        frm, to, count = move.frm, move.to, move.count
        reason = self._own(frm)
        if reason:
            return reason
        kind = self.cells[frm] & 7
        if kind == _Q or kind == 1:
            return MyraIllegal.CANNOT_REDUCE, "only a troop of two or more can be reduced"
        if not 1 <= count < kind:
            return MyraIllegal.REDUCE_COUNT, f"a troop of {kind} can give 1 to {kind - 1} balls"
        if not 0 <= to < NUM_HOLES or to == frm:
            return MyraIllegal.SAME_HOLE, "the balls must move to another hole"
        reason = self._target_reason(to, count, False)
        if reason:
            return reason
        if to not in _reach(self.cells, frm, count):
            if count == 1:
                return MyraIllegal.NOT_ADJACENT, f"{NAMES[to]} is not next to {NAMES[frm]}"
            return (
                MyraIllegal.NO_PATH,
                f"no path of at most {count} steps through empty holes leads there",
            )
        return None

    def _chain_reason(self, holes: tuple[int, ...]) -> _Why | None:
        if not 2 <= len(holes) <= FORTRESS:
            return MyraIllegal.CHAIN_SIZE, "a chain-up collects 2 to 5 single soldiers"
        if len(set(holes)) != len(holes):
            return MyraIllegal.HOLE_TWICE, "a chain-up line uses no hole twice"
        single = self.to_move * 8 + 1
        for hole in holes:
            reason = self._own(hole)
            if reason:
                return reason
            if self.cells[hole] != single:
                return MyraIllegal.NOT_SINGLE_SOLDIER, f"{NAMES[hole]} is not a single soldier"
        for a, b in pairwise(holes):
            if b not in NEIGHBOUR_SETS[a]:
                return (
                    MyraIllegal.NOT_ADJACENT,
                    f"{NAMES[a]} and {NAMES[b]} are not next to each other",
                )
        return None

    def _unchain_reason(self, holes: tuple[int, ...]) -> _Why | None:
        if len(holes) < 2:
            return (
                MyraIllegal.UNCHAIN_SHAPE,
                "an unchain names the troop's hole and the holes it lays balls on",
            )
        reason = self._own(holes[0])
        if reason:
            return reason
        kind = self.cells[holes[0]] & 7
        if kind == _Q:
            return MyraIllegal.CANNOT_UNCHAIN, "the queen cannot unchain"
        if kind == 1:
            return MyraIllegal.CANNOT_UNCHAIN, "a single soldier cannot unchain"
        if len(holes) != kind:
            return (
                MyraIllegal.UNCHAIN_SHAPE,
                f"a troop of {kind} lays out {kind - 1} balls, one per hole",
            )
        if len(set(holes)) != len(holes):
            return MyraIllegal.HOLE_TWICE, "an unchain line uses no hole twice"
        for hole in holes[1:]:
            if not 0 <= hole < NUM_HOLES:
                return MyraIllegal.NO_SUCH_HOLE, f"there is no hole {hole}"
            if self.cells[hole]:
                return (
                    MyraIllegal.OCCUPIED,
                    f"{NAMES[hole]} is not empty (an unchain never captures)",
                )
        for a, b in pairwise(holes):
            if b not in NEIGHBOUR_SETS[a]:
                return (
                    MyraIllegal.NOT_ADJACENT,
                    f"{NAMES[a]} and {NAMES[b]} are not next to each other",
                )
        return None

    # ----- playing -------------------------------------------------------------------------------

    def play(self, move: Any) -> MyraState:
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
                if target & 7 == _Q:
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
            history: tuple[Any, ...] = ()
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
        alive = {cell >> 3 for cell in cells if cell & 7 == _Q}
        for step in range(1, self.num_players + 1):
            player = (self.to_move + step) % self.num_players
            if player in alive:
                return player
        return self.to_move

    # ----- position strings ----------------------------------------------------------------------

    def position(self) -> str:
        """``<pieces> <to move> <reserves>`` plus ``nocapture=N`` when N > 0, ``players=3``
        when three players cannot be told from the letters (C is out), and the settings that
        differ from the defaults (``repetition=no``, ``limit=N``), so the text names its rules."""
        pieces = ",".join(
            f"{NAMES[hole]}={PLAYER_LETTERS[cell >> 3]}{'Q' if cell & 7 == _Q else cell & 7}"
            for hole, cell in enumerate(self.cells)
            if cell
        )
        alive = self.alive_players
        reserves = ",".join(f"{PLAYER_LETTERS[p]}:{self.reserves[p]}" for p in alive)
        fields = [pieces, PLAYER_LETTERS[self.to_move], reserves]
        if self.no_capture:
            fields.append(f"nocapture={self.no_capture}")
        if self.num_players != _players_shown(self.cells, self.to_move, alive):
            fields.append(f"players={self.num_players}")
        return " ".join(fields + _rules_fields(self.rules))


def _rules_fields(rules: MyraRules) -> list[str]:
    """The settings that differ from the defaults, as position-string fields."""
    default = MyraRules()
    out = []
    if rules.repetition_draw != default.repetition_draw:
        out.append(f"repetition={'yes' if rules.repetition_draw else 'no'}")
    if rules.no_capture_limit != default.no_capture_limit:
        out.append(f"limit={rules.no_capture_limit}")
    return out


def _players_shown(cells: tuple[int, ...], to_move: int, alive: tuple[int, ...]) -> int:
    highest = max([to_move, *alive, *(cell >> 3 for cell in cells if cell)])
    return max(2, highest + 1)


def _canonical_chain(holes: tuple[int, ...]) -> tuple[int, ...]:
    """The smallest (in hole order) line over the same holes ending on the same hole."""
    last = holes[-1]
    best = holes
    for order in permutations(holes[:-1]):
        line = (*order, last)
        if line < best and all(b in NEIGHBOUR_SETS[a] for a, b in pairwise(line)):
            best = line
    return best


def _canonical_unchain(holes: tuple[int, ...]) -> tuple[int, ...]:
    """The smallest (in hole order) line from the same troop over the same holes."""
    start = holes[0]
    best = holes
    for order in permutations(holes[1:]):
        line = (start, *order)
        if line < best and all(b in NEIGHBOUR_SETS[a] for a, b in pairwise(line)):
            best = line
    return best


# ----- starting and reading positions ------------------------------------------------------------


def new_game(players: int = 2, rules: MyraRules | None = None) -> MyraState:
    """The start position for two players (a1 against k11) or three (a1, f11, k6); a1 begins."""
    if players not in START_CORNERS:
        raise ValueError(f"players={players!r}: Myra is played by 2 or 3 players")
    cells = [0] * NUM_HOLES
    for player, corner in enumerate(START_CORNERS[players]):
        cells[corner] = player * 8 + _Q
        for hole, size in start_troops(corner):
            cells[hole] = player * 8 + size
    return MyraState(
        players, tuple(cells), 0, (RESERVE_AT_START,) * players, 0, rules or MyraRules()
    )


def parse_position(
    text: str, rules: MyraRules | None = None, players: int | None = None
) -> MyraState:
    """Reads ``<pieces> <to move> <reserves> [nocapture=N] [players=N] [repetition=no]
    [limit=N]``. The settings are ``rules`` if given (a caller that replays a position under
    other draw settings, as older callers did), else those the text names, else the defaults.

    Example: ``a1=AQ,a2=A4,k11=BQ A A:25,B:25``. The number of players is 3 when the letter C
    shows (or ``players=3`` is given, in the text or as argument), else 2. A player without a queen
    is out: their reserve is left off, and they may only have pieces left when the game is over.
    """
    check_position_text(text)
    fields = text.split()
    if len(fields) < 3:
        raise PositionError(
            text, "expected '<pieces> <to move> <reserves>', e.g. a1=AQ,k11=BQ A A:25,B:25"
        )
    pieces_text, to_move_text, reserves_text, *extra = fields
    no_capture = 0
    stated_players: int | None = None
    settings: dict[str, Any] = {}
    for item in extra:
        key, _, value = item.partition("=")
        if key == "nocapture" and value.isdigit():
            no_capture = int(value)
        elif key == "players" and value in ("2", "3"):
            stated_players = int(value)
        elif key == "repetition" and value in ("yes", "no"):
            settings["repetition_draw"] = value == "yes"
        elif key == "limit" and value.isdigit():
            settings["no_capture_limit"] = int(value)
        else:
            raise PositionError(
                text,
                f"unknown field {item!r}; expected nocapture=N, players=2|3, repetition=yes|no "
                "or limit=N",
            )
    if settings and rules is None:
        rules = MyraRules(**settings)

    cells = [0] * NUM_HOLES
    for item in pieces_text.split(","):
        name, eq, code = item.partition("=")
        if not eq or len(code) != 2:
            raise PositionError(text, f"piece {item!r}: write <hole>=<player><Q|1-5>, like a2=A4")
        try:
            hole = hole_index(name)
        except MoveParseError as error:
            raise PositionError(text, f"piece {item!r}: {error.reason}") from None
        letter, size = code[0].upper(), code[1].upper()
        if letter not in PLAYER_LETTERS:
            raise PositionError(text, f"piece {item!r}: players are A, B and C")
        if size != "Q" and size not in "12345":
            raise PositionError(text, f"piece {item!r}: a piece is Q (queen) or a troop of 1 to 5")
        if cells[hole]:
            raise PositionError(text, f"hole {NAMES[hole]} is given twice")
        kind = _Q if size == "Q" else int(size)
        cells[hole] = PLAYER_LETTERS.index(letter) * 8 + kind

    letter = to_move_text.upper()
    if letter not in PLAYER_LETTERS or len(letter) != 1:
        raise PositionError(text, f"player to move {to_move_text!r}: must be A, B or C")
    to_move = PLAYER_LETTERS.index(letter)

    reserve_of: dict[int, int] = {}
    for item in reserves_text.split(","):
        who, colon, count = item.partition(":")
        who = who.upper()
        if not colon or who not in PLAYER_LETTERS or len(who) != 1 or not count.isdigit():
            raise PositionError(text, f"reserve {item!r}: write <player>:<count>, like A:25")
        player = PLAYER_LETTERS.index(who)
        if player in reserve_of:
            raise PositionError(text, f"reserve of {who} is given twice")
        if int(count) > RESERVE_AT_START:
            raise PositionError(
                text,
                f"reserve {item!r}: at most {RESERVE_AT_START}",
                MyraImpossible.RESERVE_TOO_BIG,
                {"player": player, "most": RESERVE_AT_START},
            )
        reserve_of[player] = int(count)

    queens: dict[int, int] = {}
    owners = set()
    for hole, cell in enumerate(cells):
        if not cell:
            continue
        owners.add(cell >> 3)
        if cell & 7 == _Q:
            if cell >> 3 in queens:
                raise PositionError(text, f"player {PLAYER_LETTERS[cell >> 3]} has two queens")
            queens[cell >> 3] = hole
    shown = max(2, 1 + max([to_move, *owners, *reserve_of]))
    for given in (players, stated_players):
        if given is not None:
            if given not in (2, 3):
                raise PositionError(text, f"players={given}: Myra is played by 2 or 3 players")
            if given < shown:
                raise PositionError(text, f"players={given}, but player C appears")
            shown = given
    if players is not None and stated_players is not None and players != stated_players:
        raise PositionError(text, f"the text says players={stated_players}, the caller {players}")
    num_players = shown

    if not queens:
        raise PositionError(text, "no queen on the board")
    if to_move not in queens:
        raise PositionError(
            text,
            f"player to move {letter} has no queen (is out of the game)",
            MyraImpossible.TO_MOVE_IS_OUT,
            {"player": to_move},
        )
    for player in queens:
        if player not in reserve_of:
            raise PositionError(text, f"reserve of {PLAYER_LETTERS[player]} is missing")
    for player in reserve_of:
        if player not in queens:
            raise PositionError(
                text, f"{PLAYER_LETTERS[player]} has no queen, so is out: leave off their reserve"
            )
    if len(queens) > 1:
        for player in owners:
            if player not in queens:
                raise PositionError(
                    text,
                    f"{PLAYER_LETTERS[player]} has pieces but no queen while the game goes on",
                    MyraImpossible.PIECES_WITHOUT_QUEEN,
                    {"player": player},
                )
    reserves = tuple(reserve_of.get(p, 0) for p in range(num_players))
    return MyraState(num_players, tuple(cells), to_move, reserves, no_capture, rules or MyraRules())
