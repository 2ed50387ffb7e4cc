"""Setting up a Myra position by hand: an editable value that becomes a state, or says why not.

As for the mill games, the set-up writes the position string and asks ``parse_position`` (which
already refuses a player without a queen who still has pieces, two queens of one player, a
reserve above 25, a player to move who is out…) and adds only what that reader lacks:

- no soldier is ever made: each player starts with 25 soldiers on the board and 25 in reserve, and
  soldiers only leave the game (captures) or change hands (with three players, a captured queen's
  soldiers go to her captor, and her reserve is lost). So with two players a side has at most 50
  soldiers on the board and in reserve, and with three at most 50 for each player who was never
  taken over plus 50 for each player who is out;
- the game must still be going on: with two players each needs a queen (one queen left is a
  finished game), with three at least two.

Pure Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from morra_suite.core.errors import PositionError, SetupError, SetupProblem
from morra_suite.games.myra.board import NAMES, START_CORNERS, start_troops
from morra_suite.games.myra.pieces import PLAYER_LETTERS, QUEEN, RESERVE_AT_START, Piece
from morra_suite.games.myra.position import rules_fields
from morra_suite.games.myra.rules import MyraRules
from morra_suite.games.myra.state import MyraState, MyraTermination, parse_position

SOLDIERS_AT_START = sum(size for _, size in start_troops(START_CORNERS[2][0]))
SOLDIERS_EACH = SOLDIERS_AT_START + RESERVE_AT_START


class MyraSetupIssue(Enum):
    """Why a set-up is no position to play on, besides the reader's ``MyraImpossible`` codes:
    ``SetupProblem.code``, with the facts named in the comments."""

    UNREADABLE = "unreadable"  # reason: the reader's English words (not reached by the editor)
    NO_QUEEN_AT_ALL = "no queen at all"  # nobody has a queen on the board
    NO_QUEEN = "no queen"  # player (two players: each needs one)
    TOO_MANY_SOLDIERS = "too many soldiers"  # player, total, on_board, reserve, gains
    ONE_QUEEN_LEFT = "one queen left"  # player: the game is over, only they have a queen
    GAME_OVER = "game over"  # termination (a MyraTermination)


@dataclass
class MyraSetup:
    """What the set-up dialog edits: troops and queens in holes, reserves, the player to move.

    ``no_capture`` comes from the state the set-up started from and is cleared by any change: an
    edited position starts its draw count afresh.
    """

    num_players: int = 2
    pieces: dict[int, Piece] = field(default_factory=dict)  # hole -> piece
    reserves: list[int] = field(default_factory=lambda: [RESERVE_AT_START] * 2)
    to_move: int = 0
    no_capture: int = 0
    rules: MyraRules = field(default_factory=MyraRules)

    # ------------------------------------------------------------------ making one
    @classmethod
    def empty(cls, players: int = 2, rules: MyraRules | None = None) -> MyraSetup:
        if players not in START_CORNERS:
            raise ValueError(f"players={players!r}: Myra is played by 2 or 3 players")
        return cls(players, {}, [RESERVE_AT_START] * players, 0, 0, rules or MyraRules())

    @classmethod
    def from_state(cls, state: MyraState) -> MyraSetup:
        return cls(
            state.num_players,
            dict(state.pieces),
            list(state.reserves),
            state.to_move,
            state.no_capture,
            state.rules,
        )

    # ------------------------------------------------------------------ editing
    def piece_at(self, hole: int) -> Piece | None:
        return self.pieces.get(hole)

    def set_piece(self, hole: int, piece: Piece | None) -> None:
        """Puts ``piece`` in ``hole`` (``None`` empties it). A player has one queen, so placing a
        queen takes that player's queen away from where it stood."""
        if not 0 <= hole < len(NAMES):
            raise ValueError(f"no hole {hole}")
        if piece is None:
            self.pieces.pop(hole, None)
        else:
            if not 0 <= piece.player < self.num_players:
                raise ValueError(f"player {piece.player}: this game has {self.num_players}")
            if piece.size != QUEEN and not 1 <= piece.size <= 5:
                raise ValueError(f"a troop has 1 to 5 soldiers, not {piece.size}")
            if piece.is_queen:
                for other, there in list(self.pieces.items()):
                    if there == piece and other != hole:
                        del self.pieces[other]
            self.pieces[hole] = piece
        self.no_capture = 0

    def place(self, hole: int, piece: Piece | None) -> None:
        """Puts ``piece`` in ``hole`` (``None`` empties it) as a player's hand would: a troop's
        soldiers come out of its player's reserve and the soldiers of the troop it replaces go
        back into theirs (a queen is no soldier and has no reserve to come from). A reserve
        never goes below zero nor above ``RESERVE_AT_START``."""
        if not 0 <= hole < len(NAMES):
            raise ValueError(f"no hole {hole}")
        before = self.pieces.get(hole)
        if before == piece:
            return
        self.set_piece(hole, piece)
        if before is not None and not before.is_queen and before.player < len(self.reserves):
            back = self.reserves[before.player] + before.size
            self.reserves[before.player] = min(back, RESERVE_AT_START)
        if piece is not None and not piece.is_queen:
            self.reserves[piece.player] = max(0, self.reserves[piece.player] - piece.size)

    def set_reserve(self, player: int, count: int) -> None:
        if count < 0:
            raise ValueError(f"a reserve of {count}")
        self.reserves[player] = count
        self.no_capture = 0

    def set_to_move(self, player: int) -> None:
        if not 0 <= player < self.num_players:
            raise ValueError(f"player {player}: this game has {self.num_players}")
        self.to_move = player
        self.no_capture = 0

    def has_queen(self, player: int) -> bool:
        return Piece(player, QUEEN) in self.pieces.values()

    def soldiers(self, player: int) -> int:
        """Soldiers of ``player`` on the board."""
        return sum(p.size for p in self.pieces.values() if p.player == player and not p.is_queen)

    # ------------------------------------------------------------------ the position
    def position(self) -> str:
        """The position string of the set-up (what ``parse_position`` reads), checked or not.
        A player without a queen is out: the string leaves their reserve off, as the rules do."""
        pieces = ",".join(
            f"{NAMES[hole]}={PLAYER_LETTERS[p.player]}{'Q' if p.is_queen else p.size}"
            for hole, p in sorted(self.pieces.items())
        )
        reserves = ",".join(
            f"{PLAYER_LETTERS[p]}:{self.reserves[p]}"
            for p in range(self.num_players)
            if self.has_queen(p)
        )
        fields = [pieces or "-", PLAYER_LETTERS[self.to_move], reserves or "-"]
        if self.no_capture:
            fields.append(f"nocapture={self.no_capture}")
        if self.num_players == 3:
            fields.append("players=3")
        return " ".join(fields + rules_fields(self.rules))

    def problems(self) -> list[str]:
        """Every reason the set-up is no position to play on from, in English (``findings``
        gives the same with codes and facts)."""
        return [problem.text for problem in self.findings()]

    def findings(self) -> list[SetupProblem]:
        """Every reason the set-up is no position to play on from; empty when it is one."""
        if not any(p.is_queen for p in self.pieces.values()):
            return [
                SetupProblem(
                    MyraSetupIssue.NO_QUEEN_AT_ALL, "no queen on the board: each player needs one"
                )
            ]
        problems = [
            SetupProblem(
                MyraSetupIssue.NO_QUEEN, f"{PLAYER_LETTERS[p]} has no queen", {"player": p}
            )
            for p in range(self.num_players)
            if self.num_players == 2 and not self.has_queen(p)
        ]
        problems += self._soldier_problems()
        try:
            state = parse_position(self.position())
        except PositionError as error:
            return [SetupProblem.of(error, MyraSetupIssue.UNREADABLE), *problems]
        outcome = state.outcome()
        if not problems and outcome is not None:
            if outcome.reason in (MyraTermination.QUEEN_CAPTURED, MyraTermination.LAST_QUEEN):
                problems.append(
                    SetupProblem(
                        MyraSetupIssue.ONE_QUEEN_LEFT,
                        f"the game is over: only {PLAYER_LETTERS[state.to_move]} has a queen left",
                        {"player": state.to_move},
                    )
                )
            else:
                problems.append(
                    SetupProblem(
                        MyraSetupIssue.GAME_OVER,
                        f"the game is over ({outcome.reason.value})",
                        {"termination": outcome.reason},
                    )
                )
        return problems

    def state(self) -> MyraState:
        """The state the set-up describes; ``SetupError`` lists the reasons if there is none."""
        problems = self.findings()
        if problems:
            raise SetupError(self.position(), problems)
        return parse_position(self.position())

    def _soldier_problems(self) -> list[SetupProblem]:
        """No soldier is ever made (module docstring)."""
        out = [p for p in range(self.num_players) if not self.has_queen(p)]
        most = SOLDIERS_EACH * (1 + len(out))
        problems = []
        for player in range(self.num_players):
            if player in out:
                continue
            total = self.soldiers(player) + self.reserves[player]
            if total > most:
                problems.append(
                    SetupProblem(
                        MyraSetupIssue.TOO_MANY_SOLDIERS,
                        f"{PLAYER_LETTERS[player]} has {total} soldiers on the board and in "
                        f"reserve, but a player starts with {SOLDIERS_AT_START} on the board and "
                        f"{RESERVE_AT_START} in reserve"
                        + (" and can only gain the soldiers of a captured queen" if out else ""),
                        {
                            "player": player,
                            "total": total,
                            "on_board": SOLDIERS_AT_START,
                            "reserve": RESERVE_AT_START,
                            "gains": bool(out),
                        },
                    )
                )
        return problems


__all__ = [
    "SOLDIERS_AT_START",
    "SOLDIERS_EACH",
    "MyraSetup",
    "MyraSetupIssue",
    "SetupError",
    "SetupProblem",
]
