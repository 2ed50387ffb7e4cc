"""Morra's rules: the immutable game state, the joint choice, and one round's elementary steps.

A round is resolved by ``resolve_round`` (``moves.py``, with the move values ``JointChoice`` and
``Step``), a pure function that returns every elementary step as well as where the stones end.
``MorraState.play``, ``trace`` and the solver's tables all call it, so an animation, a game and
the game theory cannot disagree; every state ``play`` makes carries the ``RoundSummary`` of the
round that made it (``summary.py``).

Players: 0 (``a``) is the player who begins, 1 (``b``) the other. Each owns one stone, named by
the same index. The game is simultaneous: both players choose secretly and the two choices form
one move, a ``JointChoice``. ``to_move`` is the player whose stone is at stake in this round (0 in
the setup), which is what a status line shows; it never means the other player waits.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any

from morra_suite.core.bounds import check_position_text
from morra_suite.core.errors import IllegalMoveError, MoveParseError, PositionError
from morra_suite.core.outcome import Outcome
from morra_suite.games.morra.layout import Field, Layout, load_layout, parse_field
from morra_suite.games.morra.moves import JointChoice, RoundResult, Step, resolve_round
from morra_suite.games.morra.rules import MorraRules, PushRule
from morra_suite.games.morra.summary import RoundSummary

__all__ = [
    "PLAYER_NAMES",
    "JointChoice",
    "MorraIllegal",
    "MorraImpossible",
    "MorraPhase",
    "MorraState",
    "MorraTermination",
    "RoundResult",
    "Step",
    "new_game",
    "parse_position",
    "resolve_round",
]

PLAYER_NAMES = ("a", "b")
_NO_CHOICE: Any = object()  # play_joint's second choice left out: the first is a mapping


class MorraTermination(Enum):
    REACHED_CENTRE = "reached the centre"
    ROUND_LIMIT = "round limit reached"


class MorraPhase(StrEnum):
    """Where a game stands. A ``StrEnum``, so it equals the word it was before (``"setup"``) and
    callers that compare with the words keep working."""

    SETUP = "setup"  # both choose their start fields
    HANDS = "hands"  # both choose a hand of balls
    OVER = "over"


class MorraImpossible(Enum):
    """Why a well-written position string is no position of its rules: ``PositionError.code``
    (the facts are in ``PositionError.facts``)."""

    BOTH_IN_CENTRE = "both in centre"
    BEYOND_ROUND_LIMIT = "beyond round limit"  # round, limit
    NOT_OUTERMOST_RING = "not outermost ring"  # a stone off the outermost ring in round 1


class MorraIllegal(Enum):
    """Why a Morra choice is refused: ``IllegalMoveError.code`` (the English text is its
    ``reason``)."""

    GAME_OVER = "game over"
    NOT_A_FIELD = "not a field"  # a start field that is no field of the layout
    NOT_OUTERMOST_RING = "not outermost ring"  # a start field off the outermost ring
    NOT_A_NUMBER = "not a number"  # a choice that is no whole number
    HAND_TOO_LARGE = "hand too large"  # more balls than the rules allow
    NOT_A_JOINT_CHOICE = "not a joint choice"  # a move that is no JointChoice of both players
    WRONG_PHASE = "wrong phase"  # hands in the setup, or start fields in a round
    WRONG_CHOOSERS = "wrong choosers"  # play_joint without exactly the players who choose now


@dataclass(frozen=True)
class MorraState:
    """A Morra position. ``stones`` is ``None`` during the setup; ``round`` is the next round's
    number (from 1); the stone at stake is ``a``'s in odd rounds, ``b``'s in even ones.

    Build it with ``new_game`` or ``parse_position``.
    """

    layout: Layout
    rules: MorraRules
    stones: tuple[Field, Field] | None = None
    round: int = 1
    # --- the round that made this state (summary.py), for the board to tell and replay -------
    # Provenance, not position: outside equality, hashing and the position string.
    last_round: RoundSummary | None = field(default=None, compare=False, repr=False)

    num_players = 2

    # --- what the position is ---------------------------------------------------------------

    @property
    def winner(self) -> int | None:
        if self.stones is None:
            return None
        centre = self.layout.centre
        for player in (0, 1):
            if self.stones[player] == centre:
                return player
        return None

    def outcome(self) -> Outcome | None:
        if self.stones is None:
            return None
        winner = self.winner
        if winner is not None:
            return Outcome(winner, MorraTermination.REACHED_CENTRE)
        if self.round > self.rules.round_limit:
            return Outcome(None, MorraTermination.ROUND_LIMIT)
        return None

    def can_still_win(self, player: int) -> bool | None:
        """The game clock's flag ruling asks whether ``player`` could still win (the rules
        text's "game clock" ruling): Morra does not decide it (``None``), so a flag loses; a
        stone that could never reach the centre again is not looked for."""
        return None

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    def is_over(self) -> bool:
        """The old name of ``is_game_over`` (kept for callers written before the protocol)."""
        return self.is_game_over()

    @property
    def phase(self) -> MorraPhase:
        """SETUP (choose start fields), HANDS (choose balls) or OVER; equal to those words."""
        if self.stones is None:
            return MorraPhase.SETUP
        return MorraPhase.OVER if self.is_game_over() else MorraPhase.HANDS

    @property
    def next_stone(self) -> int:
        """The stone at stake in round ``round``: the player who begins has the odd rounds."""
        return (self.round - 1) % 2

    @property
    def at_stake(self) -> int | None:
        """The player whose stone moves this round; ``None`` in the setup and after the end."""
        return self.next_stone if self.phase == "hands" else None

    @property
    def to_move(self) -> int:
        """The player whose stone is at stake (0 in the setup). Both players always choose."""
        return 0 if self.stones is None else self.next_stone

    # --- choices and moves ------------------------------------------------------------------

    def choosers(self) -> tuple[int, ...]:
        """Both players choose at once, in the setup (start fields) and in every round (hands);
        nobody once the game is over. The rules say it, so no board or kit has to."""
        return (0, 1) if self.phase in ("setup", "hands") else ()

    def legal_choices(self, player: int) -> tuple[int, ...]:
        """Start fields (numbers in the outermost ring) in the setup, hand sizes in a round."""
        if player not in (0, 1):
            raise ValueError(f"player {player!r}: Morra has players 0 and 1")
        phase = self.phase
        if phase == "setup":
            return tuple(range(self.layout.fields[0]))
        if phase == "hands":
            return self.rules.hands
        return ()

    def legal_moves(self) -> tuple[JointChoice, ...]:
        """Every joint choice, ``a``'s choice varying slowest."""
        start = self.phase == "setup"
        return tuple(
            JointChoice(a, b, start) for a in self.legal_choices(0) for b in self.legal_choices(1)
        )

    def _choice(self, value: object, player: int) -> int:
        """A start field (number, ``Field`` or ``"0.5"``) or a hand size, checked for this phase."""
        setup = self.phase == "setup"
        name = PLAYER_NAMES[player]
        if setup and isinstance(value, Field | str):
            try:
                where = value if isinstance(value, Field) else parse_field(value, self.layout)
            except ValueError as error:
                raise IllegalMoveError(
                    value, f"{name}'s start field: {error}", MorraIllegal.NOT_A_FIELD
                ) from None
            if where.ring != 0 or not self.layout.contains(where):
                raise IllegalMoveError(
                    self.layout.field_text(where) if self.layout.contains(where) else value,
                    f"{name} must start on a field of the outermost ring (0.0..0."
                    f"{self.layout.fields[0] - 1})",
                    MorraIllegal.NOT_OUTERMOST_RING,
                )
            return where.number
        if not isinstance(value, int) or isinstance(value, bool):
            raise IllegalMoveError(
                value, f"{name}'s choice must be a whole number", MorraIllegal.NOT_A_NUMBER
            )
        if value not in self.legal_choices(player):
            if setup:
                code = MorraIllegal.NOT_A_FIELD
                reason = f"{name}'s start field must be 0..{self.layout.fields[0] - 1}"
            elif self.phase == "over":
                code, reason = MorraIllegal.GAME_OVER, "the game is over"
            else:
                code = MorraIllegal.HAND_TOO_LARGE
                reason = f"{name} may hold 0..{self.rules.max_hand} balls"
            raise IllegalMoveError(value, reason, code)
        return value

    def joint(self, a: object, b: object) -> JointChoice:
        """The joint choice of ``a`` and ``b`` for this position, checked."""
        if self.phase == "over":
            raise IllegalMoveError(f"{a}/{b}", "the game is over", MorraIllegal.GAME_OVER)
        return JointChoice(self._choice(a, 0), self._choice(b, 1), self.phase == "setup")

    def _check(self, move: JointChoice | str) -> JointChoice:
        if isinstance(move, str):
            return self.parse_move(move)
        if not isinstance(move, JointChoice):
            raise IllegalMoveError(
                move,
                "a Morra move is a JointChoice of both players",
                MorraIllegal.NOT_A_JOINT_CHOICE,
            )
        if self.phase == "over":
            raise IllegalMoveError(move, "the game is over", MorraIllegal.GAME_OVER)
        if move.start != (self.phase == "setup"):
            wanted = "start fields" if self.phase == "setup" else "hands"
            raise IllegalMoveError(move, f"this position needs {wanted}", MorraIllegal.WRONG_PHASE)
        self._choice(move.a, 0)
        self._choice(move.b, 1)
        return move

    def parse_move(self, text: str) -> JointChoice:
        """Reads ``2/3`` (hands) or ``0.5/0.3`` (start fields; ``5/3`` is read too)."""
        parts = [p for p in re.split(r"[/\s,]+", text.strip()) if p]
        if len(parts) != 2:
            raise MoveParseError(text, "write both choices as a/b, like 2/3 or 0.5/0.3")
        if self.phase == "setup":
            values: list[int] = []
            for part in parts:
                if re.fullmatch(r"\d+", part):
                    values.append(int(part))
                    continue
                match = re.fullmatch(r"(\d+)\.(\d+)", part)
                if not match:
                    raise MoveParseError(text, f"{part!r} is not a field like 0.5")
                if int(match.group(1)) != 0:
                    raise IllegalMoveError(
                        text,
                        f"{part} is not in the outermost ring (0.x)",
                        MorraIllegal.NOT_OUTERMOST_RING,
                    )
                values.append(int(match.group(2)))
            return self.joint(values[0], values[1])
        if not all(re.fullmatch(r"\d+", p) for p in parts):
            raise MoveParseError(text, "hands are whole numbers, like 2/3")
        return self.joint(int(parts[0]), int(parts[1]))

    # --- playing ----------------------------------------------------------------------------

    def _resolve(self, move: JointChoice) -> tuple[tuple[Field, Field], tuple[Step, ...]]:
        if move.start:
            a, b = Field(0, move.a), Field(0, move.b)
            return (a, b), (Step(0, None, a, "start"), Step(1, None, b, "start"))
        assert self.stones is not None
        result = resolve_round(
            self.layout, self.rules.push, self.stones, self.next_stone, move.a + move.b
        )
        return result.stones, result.steps

    def trace(self, move: JointChoice | str) -> tuple[Step, ...]:
        """The elementary steps ``play(move)`` makes, in order (for animations and explanations)."""
        return self._resolve(self._check(move))[1]

    def play(self, move: JointChoice | str) -> MorraState:
        move = self._check(move)
        stones, steps = self._resolve(move)
        summary = RoundSummary.of(
            self.layout,
            move,
            0 if move.start else self.round,
            None if move.start else self.next_stone,
            None if move.start else self.stones,
            stones,
            steps,
        )
        return MorraState(
            self.layout, self.rules, stones, 1 if move.start else self.round + 1, summary
        )

    def joint_move(self, choices: Mapping[int, object]) -> JointChoice:
        """The joint choice ``{0: a, 1: b}`` makes: what a record stores and ``play`` takes."""
        if set(choices) != set(self.choosers()):
            wanted = sorted(self.choosers())
            raise IllegalMoveError(
                "/".join(map(str, choices.values())) or "no choice",
                f"players {wanted} choose now, not {sorted(choices)}"
                if wanted
                else "the game is over",
                MorraIllegal.WRONG_CHOOSERS if wanted else MorraIllegal.GAME_OVER,
            )
        return self.joint(choices[0], choices[1])

    def play_joint(
        self, choices: Mapping[int, object] | object, b: object = _NO_CHOICE
    ) -> MorraState:
        """Plays both players' secret choices: start fields in the setup, else hand sizes.

        The protocol's form is ``play_joint({0: a, 1: b})``; ``play_joint(a, b)`` reads the same.
        """
        if b is _NO_CHOICE:
            if not isinstance(choices, Mapping):
                raise TypeError("play_joint takes {player: choice} or the two choices a, b")
            return self.play(self.joint_move(choices))
        return self.play(self.joint(choices, b))

    # --- notation ---------------------------------------------------------------------------

    def field_text(self, player: int) -> str:
        if self.stones is None:
            return "-"
        return self.layout.field_text(self.stones[player])

    def position(self) -> str:
        """``target a:0.5 b:1.3 next:a round:7`` (``target setup`` before the start choice),
        followed by any setting that differs from the default (``hand:4 push:outward limit:50``)."""
        parts = [self.layout.name]
        if self.stones is None:
            parts.append("setup")
        else:
            parts += [
                f"a:{self.field_text(0)}",
                f"b:{self.field_text(1)}",
                f"next:{PLAYER_NAMES[self.next_stone]}",
                f"round:{self.round}",
            ]
        return " ".join(parts + self.rules.tokens())

    def __str__(self) -> str:
        return self.position()


def new_game(layout: Layout | str, rules: MorraRules | None = None) -> MorraState:
    """A game in its setup: both players are about to choose their start fields."""
    if isinstance(layout, str):
        layout = load_layout(layout)
    return MorraState(layout, rules if rules is not None else MorraRules())


def parse_position(text: str, layout: Layout | None = None) -> MorraState:
    """Reads what ``MorraState.position`` writes. The layout is looked up by its name (shipped
    or loaded from a file earlier), or given: then its name must match."""
    check_position_text(text)
    tokens = text.split()
    if not tokens:
        raise PositionError(text, "empty; expected '<layout> a:<field> b:<field> ...'")
    name = tokens[0]
    if layout is None:
        try:
            layout = load_layout(name)
        except ValueError as error:
            raise PositionError(text, str(error)) from None
    elif layout.name != name:
        raise PositionError(text, f"names layout {name!r} but layout {layout.name!r} was given")
    values: dict[str, str] = {}
    setup = False
    for token in tokens[1:]:
        if token == "setup":
            setup = True
            continue
        key, sep, value = token.partition(":")
        if not sep or key not in {"a", "b", "next", "round", "hand", "push", "limit"}:
            raise PositionError(text, f"unknown part {token!r}")
        if key in values:
            raise PositionError(text, f"{key} is given twice")
        values[key] = value
    # Any: each rules field's own type, for dataclasses.replace
    settings: dict[str, Any] = {}
    try:
        if "hand" in values:
            settings["max_hand"] = int(values["hand"])
        if "push" in values:
            settings["push"] = PushRule(values["push"])
        if "limit" in values:
            settings["round_limit"] = int(values["limit"])
        rules = MorraRules(**settings)
    except ValueError as error:
        raise PositionError(text, f"bad setting: {error}") from None
    if setup:
        if {"a", "b", "next", "round"} & set(values):
            raise PositionError(text, "a setup position has no stones, next or round")
        return MorraState(layout, rules)
    missing = [k for k in ("a", "b", "next", "round") if k not in values]
    if missing:
        raise PositionError(text, f"missing {', '.join(missing)}")
    try:
        a = parse_field(values["a"], layout)
        b = parse_field(values["b"], layout)
    except ValueError as error:
        raise PositionError(text, str(error)) from None
    if not values["round"].isdigit() or int(values["round"]) < 1:
        raise PositionError(text, f"round {values['round']!r} must be a number from 1")
    round_number = int(values["round"])
    if values["next"] not in PLAYER_NAMES:
        raise PositionError(text, f"next {values['next']!r} must be a or b")
    if PLAYER_NAMES.index(values["next"]) != (round_number - 1) % 2:
        raise PositionError(
            text, f"round {round_number} is {PLAYER_NAMES[(round_number - 1) % 2]}'s round"
        )
    if a == layout.centre and b == layout.centre:
        raise PositionError(
            text, "both stones cannot be in the centre", MorraImpossible.BOTH_IN_CENTRE
        )
    if round_number > rules.round_limit + 1:
        raise PositionError(
            text,
            f"round {round_number} is beyond the round limit {rules.round_limit}",
            MorraImpossible.BEYOND_ROUND_LIMIT,
            {"round": round_number, "limit": rules.round_limit},
        )
    if round_number == 1 and (a.ring, b.ring) != (0, 0):
        raise PositionError(
            text,
            "before the first round both stones stand in the outermost ring",
            MorraImpossible.NOT_OUTERMOST_RING,
        )
    return MorraState(layout, rules, (a, b), round_number)
