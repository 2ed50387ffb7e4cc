"""Setting up a mill position by hand: an editable value that becomes a state, or says why not.

The set-up does not validate a second time what the rules already validate: it writes the
position string and asks ``parse_position`` (the same reader that opens saved games), and adds
only the checks that reader lacks because a position string may describe any position the rules
can hold, while a set-up should describe one a game can reach and go on from:

- on a board without removals (Three Men's Morris) no piece ever leaves, so each side has all
  its pieces on the board or in hand;
- while pieces are in hand every turn places one (unless the rules let a player move instead),
  and White places first: with White to move both hands are equal, with Black to move Black has
  one more in hand;
- while pieces are in hand, the pieces a side has lost were taken by the other side's placements,
  and the first of those needs three pieces placed: a side with ``n`` pieces placed has taken at
  most ``n - 2`` (twice that where one move closing two mills removes two);
- the game must still be going on: a finished position leaves nothing to play.

What the set-up does not check, because it cannot be told from a position: whether a mill on the
board was closed by the last move (the removal belongs to that move, so the position after it is
the same either way), and how many mills each side closed while moving.

Pure Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from morra_suite.core.errors import PositionError, SetupError, SetupProblem
from morra_suite.games.mill.board import point_name
from morra_suite.games.mill.codes import COLOUR_LETTERS, MillTermination
from morra_suite.games.mill.position import parse_position
from morra_suite.games.mill.rules import MillRules
from morra_suite.games.mill.state import MillState
from morra_suite.games.mill.tokens import rules_token

SIDES = ("White", "Black")


class MillSetupIssue(Enum):
    """Why a set-up is no position to play on, besides the reader's ``MillImpossible`` codes:
    ``SetupProblem.code``, with the facts named in the comments."""

    UNREADABLE = "unreadable"  # reason: the reader's English words (not reached by the editor)
    FIXED_TOTAL = "fixed total"  # player, on_board, in_hand, total: no removals on this board
    HANDS_UNEQUAL = "hands unequal"  # white, black: White to move, hands differ
    BLACK_NOT_ONE_MORE = "black not one more"  # white, black: Black to move while placing
    LOST_TOO_MANY = "lost too many"  # loser, lost, taker, placed, most
    GAME_OVER = "game over"  # termination (a MillTermination), mover


@dataclass
class MillSetup:
    """What the set-up dialog edits: pieces on points, pieces in hand, the side to move.

    ``quiet`` (turns since the last removal) comes from the state the set-up started from and is
    cleared by any change: an edited position starts its draw counts afresh.
    """

    rules: MillRules
    pieces: dict[int, int] = field(default_factory=dict)  # point -> 0 (White) or 1 (Black)
    hands: list[int] = field(default_factory=lambda: [0, 0])
    to_move: int = 0
    quiet: int = 0
    # the wider family's facts of the state set up from (marks, removals owed, spent mills) as
    # position-string parts; any edit drops them, as it drops ``quiet``
    extras: tuple[str, ...] = ()

    # ------------------------------------------------------------------ making one
    @classmethod
    def empty(cls, rules: MillRules) -> MillSetup:
        """An empty board with every piece in hand and White to move: the start of a game."""
        return cls(rules, {}, [rules.pieces, rules.pieces], 0, 0)

    @classmethod
    def from_state(cls, state: MillState) -> MillSetup:
        pieces = {p: player for player in (0, 1) for p in state.points_of(player)}
        extras = tuple(
            part
            for part in state.position().split()
            if part.partition(":")[0] in ("marked", "remove", "then", "spent")
        )
        return cls(state.rules, pieces, list(state.hands), state.to_move, state.quiet, extras)

    # ------------------------------------------------------------------ editing
    def piece_at(self, point: int) -> int | None:
        return self.pieces.get(point)

    def set_piece(self, point: int, player: int | None) -> None:
        """Puts a piece of ``player`` on ``point`` (``None`` clears it)."""
        if not self.rules.topology.has_point(point):
            raise ValueError(f"{point_name(point)} is not a point of the {self.rules.board} board")
        if player is None:
            self.pieces.pop(point, None)
        elif player in (0, 1):
            self.pieces[point] = player
        else:
            raise ValueError(f"player {player!r}: mill has players 0 (White) and 1 (Black)")
        self.quiet = 0
        self.extras = ()

    def cycle(self, point: int, from_hand: bool = False) -> int | None:
        """A click on a point: empty, then White, then Black, then empty again; ``from_hand``
        moves the pieces between hand and board as ``place`` does."""
        now = self.pieces.get(point)
        after = 0 if now is None else 1 if now == 0 else None
        if from_hand:
            self.place(point, after)
        else:
            self.set_piece(point, after)
        return after

    def place(self, point: int, player: int | None) -> None:
        """Puts a piece of ``player`` on ``point`` (``None`` clears it) as a hand would: the
        piece placed comes out of its side's hand and the piece it replaces goes back into its
        own, so a set-up built from the start keeps each side's pieces at what the rules give.
        A hand never goes below zero, nor above the rules' pieces less those on the board."""
        before = self.pieces.get(point)
        if before == player:
            return
        self.set_piece(point, player)
        if before is not None:
            room = self.rules.pieces - self.on_board(before)
            self.hands[before] = max(0, min(self.hands[before] + 1, room))
        if player is not None:
            self.hands[player] = max(0, self.hands[player] - 1)

    def set_hand(self, player: int, count: int) -> None:
        if count < 0:
            raise ValueError(f"{SIDES[player]} cannot have {count} pieces in hand")
        self.hands[player] = count
        self.quiet = 0
        self.extras = ()

    def set_to_move(self, player: int) -> None:
        if player not in (0, 1):
            raise ValueError(f"player {player!r}: mill has players 0 (White) and 1 (Black)")
        self.to_move = player
        self.quiet = 0
        self.extras = ()

    def on_board(self, player: int) -> int:
        return sum(1 for owner in self.pieces.values() if owner == player)

    # ------------------------------------------------------------------ the position
    def position(self) -> str:
        """The position string of the set-up (what ``parse_position`` reads), checked or not."""
        parts = [rules_token(self.rules)]
        for player, letter in enumerate(COLOUR_LETTERS):
            names = sorted(point_name(p) for p, owner in self.pieces.items() if owner == player)
            parts.append(f"{letter}:{','.join(names) if names else '-'}")
        parts.append(f"hand:{self.hands[0]},{self.hands[1]}")
        parts.append(f"to:{COLOUR_LETTERS[self.to_move]}")
        if self.quiet:
            parts.append(f"quiet:{self.quiet}")
        parts.extend(self.extras)
        return " ".join(parts)

    def problems(self) -> list[str]:
        """Every reason the set-up is no position to play on from, in English; empty when it is
        one (``findings`` gives the same with codes and facts)."""
        return [problem.text for problem in self.findings()]

    def findings(self) -> list[SetupProblem]:
        """Every reason the set-up is no position to play on from; empty when it is one."""
        problems = self._reach_problems()
        try:
            state = parse_position(self.position())
        except PositionError as error:
            return [SetupProblem.of(error, MillSetupIssue.UNREADABLE), *problems]
        if not problems and state.outcome() is not None:
            problems.append(_over_problem(state))
        return problems

    def state(self) -> MillState:
        """The state the set-up describes; ``SetupError`` lists the reasons if there is none."""
        problems = self.findings()
        if problems:
            raise SetupError(self.position(), problems)
        return parse_position(self.position())

    def _reach_problems(self) -> list[SetupProblem]:
        """The checks ``parse_position`` lacks: could a game have come here (module docstring)."""
        rules = self.rules
        problems = []
        counts = [self.on_board(0), self.on_board(1)]
        if not rules.has_removal:
            for player in (0, 1):
                total = counts[player] + self.hands[player]
                if total != rules.pieces:
                    problems.append(
                        SetupProblem(
                            MillSetupIssue.FIXED_TOTAL,
                            f"{SIDES[player]} has {counts[player]} pieces on the board and "
                            f"{self.hands[player]} in hand, but on this board no piece is ever "
                            f"removed, so the two make {rules.pieces}",
                            {
                                "player": player,
                                "on_board": counts[player],
                                "in_hand": self.hands[player],
                                "total": rules.pieces,
                            },
                        )
                    )
        # a mill that takes from the hand leaves the hands uneven: nothing to check there
        placing = (
            any(self.hands)
            and not rules.move_while_placing
            and rules.placing_mill not in ("hand", "hand_again")
            and not self.extras
        )
        if placing:
            white, black = self.hands
            hands = {"white": white, "black": black}
            if self.to_move == 0 and white != black:
                problems.append(
                    SetupProblem(
                        MillSetupIssue.HANDS_UNEQUAL,
                        f"with White to move both sides have as many pieces in hand (White "
                        f"places first), not {white} and {black}",
                        hands,
                    )
                )
            elif self.to_move == 1 and black != white + 1:
                problems.append(
                    SetupProblem(
                        MillSetupIssue.BLACK_NOT_ONE_MORE,
                        f"with Black to move Black has one piece more in hand than White (White "
                        f"places first), not {black} and {white}",
                        hands,
                    )
                )
            per_move = 2 if rules.removal_per_mill else 1
            for player in (0, 1):
                other = 1 - player
                placed = rules.pieces - self.hands[player]
                lost = rules.pieces - self.hands[other] - counts[other]
                most = max(0, placed - 2) * per_move
                if rules.has_removal and lost > most:
                    problems.append(
                        SetupProblem(
                            MillSetupIssue.LOST_TOO_MANY,
                            f"{SIDES[other]} has lost {lost} pieces, but {SIDES[player]} with "
                            f"{placed} placed can have taken at most {most}",
                            {
                                "loser": other,
                                "lost": lost,
                                "taker": player,
                                "placed": placed,
                                "most": most,
                            },
                        )
                    )
        return problems


def _over_problem(state: MillState) -> SetupProblem:
    outcome = state.outcome()
    assert outcome is not None
    T = MillTermination
    mover = SIDES[state.to_move]
    texts = {
        T.LINE_FORMED: "the game is over: a side has three in a line",
        T.TWO_PIECES: "the game is over: a side has fewer than three pieces left",
        T.BLOCKED: f"the game is over: {mover} cannot move",
        T.FULL_BOARD: "the game is over: the board is full",
        T.REPETITION: "the game is over: the position occurred three times",
        T.NO_REMOVAL_LIMIT: "the game is over: the turns without a removal reached the limit",
        T.ENDGAME_LIMIT: "the game is over: the endgame turns reached the limit",
    }
    reason = outcome.reason
    text = texts[reason] if isinstance(reason, MillTermination) else f"the game is over ({reason})"
    return SetupProblem(
        MillSetupIssue.GAME_OVER, text, {"termination": reason, "mover": state.to_move}
    )


__all__ = ["SIDES", "MillSetup", "MillSetupIssue", "SetupError", "SetupProblem"]
