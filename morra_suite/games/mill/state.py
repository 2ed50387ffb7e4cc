"""Mill game states: the position with its rules, legal moves, playing, the end of the game.

A state is an immutable value. The moves come from ``movegen.py``, the move values from
``move.py``, the enums of phases and refusals from ``codes.py``; reading position strings is
``position.py``'s job and the in-between values of a person's clicks are ``gestures.py``'s,
which import this module and are never imported by it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from morra_suite.core import IllegalMoveError, Outcome
from morra_suite.core.protocol import TurnBased
from morra_suite.games.mill.board import Board, point_index, point_name
from morra_suite.games.mill.codes import (
    COLOUR_LETTERS,
    FLYING,
    MOVING,
    PLACING,
    MillIllegal,
    MillPhase,
    MillTermination,
)
from morra_suite.games.mill.effects import play_variant, restarts_count
from morra_suite.games.mill.move import PASS, MillMove
from morra_suite.games.mill.movegen import (
    bits,
    can_fly_with,
    generate,
    removable_mask,
)
from morra_suite.games.mill.rules import MillRules
from morra_suite.games.mill.tokens import rules_token


@dataclass(frozen=True)
class MillState(TurnBased):
    """A position with its rules. ``masks[p]`` is player ``p``'s pieces on the board as a bitmask.

    ``quiet`` counts the turns since the last removal (for the draw limits). ``history`` holds the
    positions (as keys) since the last irreversible turn (a placement or a removal), for threefold
    repetition; it is not part of equality, just as a FEN does not carry it.

    The rules of the wider family add three facts, all empty under plain rules: ``marked``, the
    points of pieces taken while placing under "mark" (blocked until placing ends); ``duties``,
    the removals still owed, each (who removes, how many, whose pieces), the first by the side
    to move, and ``then``, who moves once they are paid; ``spent``, per player the lines (bits
    of the board's mill table) that earn that player no removal.
    """

    rules: MillRules
    masks: tuple[int, int]
    hands: tuple[int, int]
    to_move: int = 0
    quiet: int = 0
    marked: int = 0
    duties: tuple[tuple[int, int, int], ...] = ()
    then: int = 0
    spent: tuple[int, int] = (0, 0)
    history: tuple[int, ...] = field(default=(), compare=False, repr=False)

    num_players = 2

    def __post_init__(self) -> None:
        if not self.history:
            object.__setattr__(self, "history", (self.key,))

    # --- facts about the position ------------------------------------------------------------

    @property
    def topology(self) -> Board:
        return self.rules.topology

    @property
    def key(self) -> int:
        """The position for repetition: both boards and the side to move (hands do not change
        within the window the history covers)."""
        return self.masks[0] | self.masks[1] << 49 | self.to_move << 98

    def piece_at(self, point: int | str) -> int | None:
        """0 (white), 1 (black) or ``None`` for an empty point."""
        p = point_index(point) if isinstance(point, str) else point
        if self.masks[0] >> p & 1:
            return 0
        if self.masks[1] >> p & 1:
            return 1
        return None

    @property
    def board(self) -> tuple[int | None, ...]:
        """The content of every point in the board's point order (see ``topology.points``)."""
        return tuple(self.piece_at(p) for p in self.topology.points)

    def points_of(self, player: int) -> tuple[int, ...]:
        return tuple(bits(self.masks[player], self.topology.points))

    def pieces_on_board(self, player: int) -> int:
        return self.masks[player].bit_count()

    def in_hand(self, player: int) -> int:
        return self.hands[player]

    def pieces_left(self, player: int) -> int:
        """On the board plus in hand: what the two-piece and flying rules count."""
        return self.masks[player].bit_count() + self.hands[player]

    def can_fly(self, player: int) -> bool:
        """Whether ``player``'s pieces may fly by the counts (see ``may_fly`` for the board)."""
        return can_fly_with(self.rules, self.masks[player].bit_count(), self.hands[player])

    def may_fly(self, player: int) -> bool:
        """Whether ``player``'s pieces fly now (the board's "may fly" note): the rules have flying,
        there is a removal game going on, the player is down to the flying count and has nothing
        left in hand. The one place this is decided, so the board never puts it together."""
        return (
            self.rules.has_removal
            and not self.hands[player]
            and self.can_fly(player)
            and self.outcome() is None
        )

    def phase_of(self, player: int) -> MillPhase:
        """PLACING while the player has pieces in hand, else FLYING or MOVING."""
        if self.hands[player]:
            return PLACING
        return FLYING if self.can_fly(player) else MOVING

    @property
    def phase(self) -> MillPhase:
        """The phase of the player to move."""
        return self.phase_of(self.to_move)

    def empty_points(self) -> tuple[int, ...]:
        return tuple(bits(self._empty, self.topology.points))

    @property
    def _empty(self) -> int:
        return self.topology.all_mask & ~(self.masks[0] | self.masks[1] | self.marked)

    def marked_points(self) -> tuple[int, ...]:
        """The points of pieces marked for removal (they block their point until placing ends)."""
        return tuple(bits(self.marked, self.topology.points))

    def removal_due(self) -> tuple[int, int, int] | None:
        """(who removes, how many, whose pieces) when the side to move owes a removal turn: a
        duty, or a blocked player's removal; ``None`` for an ordinary turn."""
        if self.duties:
            return self.duties[0]
        legal = self.legal_moves()
        if legal and legal[0].is_removal_only:
            return (self.to_move, 1, 1 - self.to_move)
        return None

    def in_mill(self, point: int) -> bool:
        """Whether the piece on ``point`` stands in a mill of its own colour."""
        owner = self.piece_at(point)
        if owner is None:
            return False
        own = self.masks[owner]
        return any(own & m == m for m in self.topology.partner_masks[point])

    def has_line(self, player: int) -> bool:
        own = self.masks[player]
        return any(own & m == m for m in self.topology.mill_masks)

    def removable(self, player: int | None = None) -> tuple[int, ...]:
        """The pieces of ``player`` (default: the opponent of the side to move) a mill may take."""
        if player is None:
            player = 1 - self.to_move
        mask = removable_mask(self.rules, self.topology, self.masks[player])
        return tuple(bits(mask, self.topology.points))

    def mills_formed_by(self, move: MillMove | str) -> int:
        """How many mills the move's placement or step closes (0 for a pass)."""
        if isinstance(move, str):
            move = MillMove.from_text(move)
        if move.dst is None:
            return 0
        own = self.masks[self.to_move]
        if move.src is not None:
            own &= ~(1 << move.src)
        own |= 1 << move.dst
        return sum(1 for m in self.topology.partner_masks.get(move.dst, ()) if own & m == m)

    # --- moves --------------------------------------------------------------------------------

    def _raw_moves(self) -> tuple[MillMove, ...]:
        """All moves by the movement rules, ignoring whether the game is over; cached."""
        cached = self.__dict__.get("_raw")
        if cached is None:
            cached = generate(
                self.rules,
                self.masks,
                self.hands,
                self.to_move,
                self.marked,
                self.duties,
                self.spent,
            )
            object.__setattr__(self, "_raw", cached)
        return cached

    def legal_moves(self) -> tuple[MillMove, ...]:
        """Every legal move in a fixed order (placements, then moves from each point in the
        board's point order); ``(PASS,)`` for a blocked player who passes; empty when over."""
        cached: tuple[MillMove, ...] | None = self.__dict__.get("_legal")
        if cached is not None:
            return cached
        if self.outcome() is not None:
            result: tuple[MillMove, ...] = ()
        else:
            result = self._raw_moves() or (PASS,)
        object.__setattr__(self, "_legal", result)
        return result

    def is_legal(self, move: MillMove) -> bool:
        legal = self.__dict__.get("_legal_set")
        if legal is None:
            legal = frozenset(self.legal_moves())
            object.__setattr__(self, "_legal_set", legal)
        return move in legal

    def parse_move(self, text: str) -> MillMove:
        """Reads a move in this position. A mill-closing move written without its removal is
        refused with the pieces that may be taken."""
        move = MillMove.from_text(text)
        self.check_legal(move, text)
        return move

    def check_legal(self, move: MillMove, shown: object) -> None:
        """Nothing for a legal move; ``IllegalMoveError`` (showing ``shown``) with the reason."""
        if self.is_legal(move):
            return
        code, reason = self.why_illegal(move)
        raise IllegalMoveError(shown, reason, code)

    def why_illegal(self, move: MillMove) -> tuple[MillIllegal, str]:
        """The reason as a code and in words, for the status bar and for refused records."""
        outcome = self.outcome()
        if outcome is not None:
            return MillIllegal.GAME_OVER, "the game is over"
        me = self.to_move
        topo = self.topology
        legal = self.legal_moves()
        if move.is_pass:
            return MillIllegal.PASS_NOT_ALLOWED, "passing is allowed only when no piece can move"
        if legal == (PASS,):
            return MillIllegal.MUST_PASS, "no piece can move, so the only move is to pass"
        due = self.removal_due()
        if due is not None and not move.is_removal_only:
            actor, count, victim = due
            whose = "own" if victim == actor else "the opponent's"
            return MillIllegal.REMOVAL_DUE, (
                f"a removal comes first: {count} of {whose} piece{'s' if count > 1 else ''}"
            )
        if move.is_removal_only:
            if due is None:
                return MillIllegal.NOT_LEGAL, "no removal is owed now; make a move"
            return MillIllegal.PROTECTED_PIECE, "that piece may not be removed now"
        assert move.dst is not None
        for point in (move.src, move.dst, *move.removals):
            if point is not None and not topo.has_point(point):
                return MillIllegal.NOT_A_POINT, f"{point_name(point)} is not a point of this board"
        if self.piece_at(move.dst) is not None or self.marked >> move.dst & 1:
            return MillIllegal.OCCUPIED, f"{point_name(move.dst)} is not empty"
        if move.src is None:
            if not self.hands[me]:
                return (
                    MillIllegal.NOTHING_IN_HAND,
                    "no pieces are left in hand; move a piece instead",
                )
        else:
            if self.hands[me] and not self.rules.move_while_placing:
                return MillIllegal.MUST_PLACE, "pieces are still in hand; place one"
            if self.piece_at(move.src) != me:
                return (
                    MillIllegal.NOT_OWN_PIECE,
                    f"there is no {('white', 'black')[me]} piece on {point_name(move.src)}",
                )
            if not self.can_fly(me) and move.dst not in topo.neighbours[move.src]:
                return (
                    MillIllegal.NOT_ADJACENT,
                    f"{point_name(move.src)} and {point_name(move.dst)} are not connected",
                )
        same = [m for m in legal if m.src == move.src and m.dst == move.dst]
        if not same:
            return MillIllegal.NOT_LEGAL, "not a legal move here"
        wanted = len(same[0].removals)
        if wanted == 0:
            return MillIllegal.NO_MILL_CLOSED, "this move closes no mill, so it removes nothing"
        if len(move.removals) != wanted:
            names = ", ".join(point_name(p) for p in self.removable())
            return MillIllegal.MUST_REMOVE, (
                f"this move closes a mill and must remove {wanted} piece"
                f"{'s' if wanted > 1 else ''} (removable: {names})"
            )
        return (
            MillIllegal.PROTECTED_PIECE,
            "that piece may not be removed (pieces in mills are protected)",
        )

    def find_moves(self, src: int | str | None, dst: int | str | None) -> tuple[MillMove, ...]:
        """The legal moves a gesture may mean (python-chess's ``find_move``): a click on an empty
        point (``src=None``) or a drag from ``src`` to ``dst``; several when removals differ."""
        s = point_index(src) if isinstance(src, str) else src
        d = point_index(dst) if isinstance(dst, str) else dst
        return tuple(m for m in self.legal_moves() if m.src == s and m.dst == d)

    def moves_from(self, point: int | str | None) -> tuple[MillMove, ...]:
        """The legal moves of the piece on ``point`` (``None``: the placements), in order."""
        p = point_index(point) if isinstance(point, str) else point
        return tuple(m for m in self.legal_moves() if m.src == p and m.dst is not None)

    def targets_from(self, point: int | str | None) -> tuple[int, ...]:
        """Where the piece on ``point`` may go (``None``: where a piece may be placed), each
        point once, in the order of the legal moves."""
        return tuple(dict.fromkeys(m.dst for m in self.moves_from(point) if m.dst is not None))

    def must_pass(self) -> bool:
        """Whether the side to move is blocked and the rules make it pass."""
        return self.legal_moves() == (PASS,)

    def movable_pieces(self) -> tuple[int, ...]:
        """Pieces of the side to move that have somewhere to go (for highlighting)."""
        return tuple(sorted({m.src for m in self.legal_moves() if m.src is not None}))

    # --- playing ------------------------------------------------------------------------------

    def play(self, move: MillMove | str) -> MillState:
        """The state after ``move`` (object or text); ``IllegalMoveError`` says why not."""
        if isinstance(move, str):
            move = self.parse_move(move)
        else:
            self.check_legal(move, move)
        return self._apply(move)

    def _apply(self, move: MillMove) -> MillState:
        """Plays a move known to be legal (perft and the replay of checked records use this)."""
        if not self.rules.is_plain:
            return self._apply_variant(move)
        me = self.to_move
        other = 1 - me
        own, opp = self.masks[me], self.masks[other]
        hands = self.hands
        irreversible = False
        if move.dst is not None:
            if move.src is None:
                hands = (hands[0] - 1, hands[1]) if me == 0 else (hands[0], hands[1] - 1)
                irreversible = True
            else:
                own &= ~(1 << move.src)
            own |= 1 << move.dst
        quiet = self.quiet + 1
        if move.removals:
            for r in move.removals:
                opp &= ~(1 << r)
            quiet = 0
            irreversible = True
        masks = (own, opp) if me == 0 else (opp, own)
        key = masks[0] | masks[1] << 49 | other << 98
        history = (key,) if irreversible else (*self.history, key)
        # the fields set directly: the dataclass __init__ costs a third of a perft
        state = object.__new__(MillState)
        state.__dict__.update(
            rules=self.rules, masks=masks, hands=hands, to_move=other, quiet=quiet, history=history
        )
        return state

    def _apply_variant(self, move: MillMove) -> MillState:
        """``_apply`` under the rules of the wider family (see ``effects.py``)."""
        rules = self.rules
        turn = play_variant(
            rules,
            self.masks,
            self.hands,
            self.to_move,
            self.marked,
            self.duties,
            self.then,
            self.spent,
            move,
        )
        masks = turn.masks
        key = masks[0] | masks[1] << 49 | turn.to_move << 98
        if not turn.irreversible:
            history = (*self.history, key)
        else:
            history = (key,) if rules.repetition_counts_first else ()
        state = object.__new__(MillState)
        state.__dict__.update(
            rules=rules,
            masks=masks,
            hands=turn.hands,
            to_move=turn.to_move,
            quiet=0 if turn.took or restarts_count(rules, move) else self.quiet + 1,
            marked=turn.marked,
            duties=turn.duties,
            then=turn.then,
            spent=turn.spent,
            history=history,
        )
        return state

    # --- the end ------------------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        """``None`` while the game goes on, else the winner (or ``None``, a draw) and why."""
        if "_outcome" in self.__dict__:
            known: Outcome | None = self.__dict__["_outcome"]
            return known
        result = self._compute_outcome()
        object.__setattr__(self, "_outcome", result)
        return result

    def _compute_outcome(self) -> Outcome | None:
        rules = self.rules
        me = self.to_move
        other = 1 - me
        T = MillTermination
        if not rules.has_removal:
            if self.has_line(other):
                return Outcome(other, T.LINE_FORMED)
            if self.has_line(me):
                return Outcome(me, T.LINE_FORMED)
        else:
            least = rules.lose_below
            if self.pieces_left(me) < least:
                return Outcome(other, T.TWO_PIECES)
            if self.pieces_left(other) < least:
                return Outcome(me, T.TWO_PIECES)
        if self.duties:
            return None  # a removal is owed: the game goes on with it
        if not self._empty:
            return Outcome(1 if rules.full_board_first_loses else None, T.FULL_BOARD)
        # Both players blocked is impossible with an empty point: the boards are connected, so
        # some piece is next to an empty point. A pass therefore always hands over a real move.
        if not self._raw_moves():
            if rules.blocked_action == "draw":
                return Outcome(None, T.BLOCKED)
            if not rules.blocked_passes or rules.blocked_action != "none":
                return Outcome(other, T.BLOCKED)
        if rules.threefold_repetition and self.history.count(self.key) >= 3:
            return Outcome(None, T.REPETITION)
        if rules.no_removal_limit and self.quiet >= rules.no_removal_limit:
            return Outcome(None, T.NO_REMOVAL_LIMIT)
        if (
            rules.endgame_limit
            and self.quiet >= rules.endgame_limit
            and min(self.pieces_left(0), self.pieces_left(1)) <= 3
        ):
            return Outcome(None, T.ENDGAME_LIMIT)
        return None

    def can_still_win(self, player: int) -> bool | None:
        """Whether ``player`` could still win by some series of legal moves: the game clock's
        flag ruling (``core.game_clock.flag_outcome``; the rules text's "game clock" ruling).
        ``False`` only for a side left with fewer than three pieces (in hand and on the board)
        where no capture without a mill is played and a blocked opponent does not lose or can
        fly: such a side can neither close a mill, nor take, nor block. ``None`` otherwise: not
        decided, so a flag loses (a side of three or more can always close mills while the
        other side helps, and the rules end a game before a side is left with fewer)."""
        rules = self.rules
        if self.pieces_left(player) >= 3 or rules.custodian or rules.intervention or rules.leap:
            return None
        other = 1 - player
        blocking_wins = rules.blocked_action != "draw" and (
            not rules.blocked_passes or rules.blocked_action != "none"
        )
        if blocking_wins and not self.can_fly(other):
            return None
        return False

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    # --- position strings ---------------------------------------------------------------------

    def position(self) -> str:
        """``nine w:a1,d1 b:a7 hand:7,8 to:w [quiet:3]`` (see ``parse_position``)."""
        parts = [rules_token(self.rules)]
        for player, letter in enumerate(COLOUR_LETTERS):
            names = sorted(point_name(p) for p in self.points_of(player))
            parts.append(f"{letter}:{','.join(names) if names else '-'}")
        parts.append(f"hand:{self.hands[0]},{self.hands[1]}")
        parts.append(f"to:{COLOUR_LETTERS[self.to_move]}")
        if self.quiet:
            parts.append(f"quiet:{self.quiet}")
        if self.marked:
            parts.append("marked:" + ",".join(sorted(map(point_name, self.marked_points()))))
        if self.duties:
            owed = ",".join(f"{COLOUR_LETTERS[a]}{n}{COLOUR_LETTERS[v]}" for a, n, v in self.duties)
            parts.append(f"remove:{owed} then:{COLOUR_LETTERS[self.then]}")
        if any(self.spent):
            parts.append("spent:" + "/".join(self._spent_text(p) for p in (0, 1)))
        return " ".join(parts)

    def _spent_text(self, player: int) -> str:
        topo = self.topology
        lines = [
            "-".join(sorted(point_name(q) for q in mill))
            for i, mill in enumerate(topo.mills)
            if self.spent[player] >> i & 1
        ]
        return "+".join(lines) or "-"

    def __str__(self) -> str:
        return self.position()

    def diagram(self) -> str:
        """The board as text (rank 7 at the top): W, B, or . for an empty point."""
        topo = self.topology
        rows = []
        for rank in range(topo.grid - 1, -1, -1):
            cells = []
            for file in range(topo.grid):
                p = file + 7 * rank
                if not topo.has_point(p):
                    cells.append(" ")
                else:
                    owner = self.piece_at(p)
                    cells.append("." if owner is None else "WB"[owner])
            rows.append(f"{rank + 1} " + " ".join(cells))
        rows.append("  " + " ".join("abcdefg"[: topo.grid]))
        return "\n".join(rows)


def new_game(rules: MillRules | str | None = None) -> MillState:
    """The start of a game: an empty board, every piece in hand, white to move."""
    if rules is None:
        rules = MillRules()
    elif isinstance(rules, str):
        rules = MillRules.preset(rules)
    return MillState(rules, (0, 0), (rules.pieces, rules.pieces), 0, 0)


def perft(state: MillState, depth: int) -> int:
    """The number of move sequences of length ``depth`` from ``state`` (a game that ends early
    ends its sequences there): the standard check of a move generator."""
    moves = state.legal_moves()
    if depth <= 1:
        return len(moves) if depth == 1 else 1
    return sum(perft(state._apply(move), depth - 1) for move in moves)
