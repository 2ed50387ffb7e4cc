"""Morra's kit: layouts as variants, its settings, saving and loading records, computer players.

Imported only when Morra is chosen (``morra_suite.ui.kits``); the rules and the solver are imported
inside the methods, so even this module loads no rules until a game needs them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from morra_suite.ui.game_kit import (
    BoardView,
    ComputerPlayer,
    GameKit,
    LoadedGame,
    RuleField,
    Variant,
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("MorraKit", text)


def _morra():
    from morra_suite.games import morra

    return morra


class MorraComputer:
    """A computer side: ``choose(state, player)`` draws that player's secret choice.

    Called as a plain ``ComputerPlayer`` (state, cancelled) it chooses for the stone at stake; the
    controller asks through ``MorraKit.computer_choice``, which passes the seat.
    """

    def __init__(self, level: int, rng: random.Random | None = None) -> None:
        from morra_suite.ai.morra_player import MorraPlayer

        self.level = level
        self.player = MorraPlayer(level, rng)

    def choose(self, state: Any, player: int) -> int:
        return self.player.choose(state, player)

    def __call__(self, state: Any, cancelled: Callable[[], bool]) -> int:
        return self.choose(state, state.to_move)


class MorraKit(GameKit):
    key = "morra"
    title = "Morra"
    blurb = "Piet Hein's race to the centre of a target, moved by hidden hands of balls."
    simultaneous = True
    default_variant = "target"
    max_level = 5
    file_suffix = ".morra"
    file_filter = "Morra records (*.morra *.txt)"

    def __init__(self) -> None:
        self.title = QCoreApplication.translate("MorraKit", "Morra")
        self.blurb = QCoreApplication.translate(
            "MorraKit",
            "Piet Hein's race to the centre of a target, moved by hidden hands of balls.",
        )
        self.file_filter = QCoreApplication.translate("MorraKit", "Morra records (*.morra *.txt)")

    # ------------------------------------------------------------------ variants and rules
    def variants(self) -> list[Variant]:
        morra = _morra()
        return [Variant(name, _tr(morra.load_layout(name).title)) for name in morra.layout_names()]

    def default_rules(self, variant: str) -> Any:
        return _morra().MorraRules()

    def preset_of(self, rules: Any) -> str | None:
        """Layouts are not rule presets: every layout starts from the same default rules, so the
        rules are "Custom" exactly when they differ from those."""
        if rules != _morra().MorraRules():
            return None
        names = _morra().layout_names()
        return names[0] if names else None

    def rule_fields(self) -> list[RuleField]:
        push = _morra().PushRule
        return [
            RuleField(
                "max_hand",
                QCoreApplication.translate("MorraKit", "Balls per hand"),
                QCoreApplication.translate(
                    "MorraKit",
                    "Each player holds 0 up to this many balls in a round; the stone at stake "
                    "moves by the total of both hands. The box rule is 3.",
                ),
                "int",
                (1, 5),
            ),
            RuleField(
                "push",
                QCoreApplication.translate("MorraKit", "Push rule"),
                QCoreApplication.translate(
                    "MorraKit",
                    "What happens to a stone that another stone lands on: it moves one field on "
                    "(the box rule), or one ring outward (an early description of the game).",
                ),
                "choice",
                [
                    (
                        push.ON,
                        QCoreApplication.translate("MorraKit", "Pushed stone moves one field on"),
                    ),
                    (
                        push.OUTWARD,
                        QCoreApplication.translate(
                            "MorraKit", "Pushed stone moves one ring outward"
                        ),
                    ),
                ],
            ),
            RuleField(
                "round_limit",
                QCoreApplication.translate("MorraKit", "Draw after rounds"),
                QCoreApplication.translate(
                    "MorraKit",
                    "The game is drawn when no stone has reached the centre after this many "
                    "rounds.",
                ),
                "int",
                (1, 10_000),
            ),
        ]

    def rules_to_dict(self, rules: Any) -> dict[str, Any]:
        return {
            "max_hand": rules.max_hand,
            "push": rules.push.value,
            "round_limit": rules.round_limit,
        }

    def rules_from_dict(self, base: Any, values: dict[str, Any]) -> Any:
        morra = _morra()
        settings = self.rules_to_dict(base)
        for name in settings:
            if name in values:
                settings[name] = values[name]
        push = settings["push"]
        if not isinstance(push, morra.PushRule):
            push = morra.PushRule(str(push))
        return morra.MorraRules(
            max_hand=int(settings["max_hand"]),
            push=push,
            round_limit=int(settings["round_limit"]),
        )

    def rules_of(self, state: Any) -> Any:
        return state.rules

    def variant_of(self, state: Any) -> str:
        return str(state.layout.name)

    # ------------------------------------------------------------------ the game
    def new_state(self, variant: str, rules: Any, players: int) -> Any:
        morra = _morra()
        return morra.new_game(morra.load_layout(variant), rules)

    def colour_names(self, players: int) -> list[str]:
        return [
            QCoreApplication.translate("MorraKit", "Red"),
            QCoreApplication.translate("MorraKit", "Blue"),
        ][:players]

    def side_colours(self, players: int) -> list[str]:
        from morra_suite.ui.morra.items import STONE_COLOURS

        return [colour.name() for colour in STONE_COLOURS][:players]

    def describe_rules(self, rules: Any) -> str:
        push = (
            QCoreApplication.translate("MorraKit", "a stone landed on moves one field on")
            if rules.push.value == "on"
            else QCoreApplication.translate("MorraKit", "a stone landed on moves one ring outward")
        )
        return (
            QCoreApplication.translate(
                "MorraKit",
                "Both players hold 0 to %1 balls in secret each round; the stone at stake moves "
                "clockwise by the total and follows a dot's arrow; %2. The first stone in the "
                "centre wins; after %3 rounds the game is drawn.",
            )
            .replace("%1", str(rules.max_hand))
            .replace("%2", push)
            .replace("%3", str(rules.round_limit))
        )

    def side_info(self, state: Any, player: int) -> str:
        if state.stones is None:
            return QCoreApplication.translate("MorraKit", "choosing a start field")
        where = state.stones[player]
        if where == state.layout.centre:
            return QCoreApplication.translate("MorraKit", "in the centre")
        # Short: the side panel is narrow. The stone at stake first, as that is what matters now.
        ring_text = (
            QCoreApplication.translate("MorraKit", "%1, ring %2 of %3")
            .replace("%1", state.field_text(player))
            .replace("%2", str(where.ring + 1))
            .replace("%3", str(state.layout.rings))
        )
        played = QCoreApplication.translate("MorraKit", "%1 rounds played").replace(
            "%1", str(state.round - 1)
        )
        parts = [ring_text, played]
        if state.at_stake == player:
            parts.insert(0, QCoreApplication.translate("MorraKit", "moves now"))
        return " · ".join(parts)

    def describe_outcome(self, outcome: Any, names: Sequence[str]) -> str:
        if outcome.winner is None:
            return QCoreApplication.translate(
                "MorraKit", "Draw: no stone reached the centre within the round limit."
            )
        colour = self.colour_names(2)[outcome.winner]
        name = names[outcome.winner] if outcome.winner < len(names) else ""
        who = f"{name} ({colour})" if name and name != colour else colour
        return QCoreApplication.translate(
            "MorraKit", "%1 wins: the stone reached the centre."
        ).replace("%1", who)

    def create_view(self, parent: QWidget | None = None) -> BoardView:
        from morra_suite.ui.morra.view import MorraView

        return MorraView(parent)

    # ------------------------------------------------------------------ simultaneous choices
    def choosing_players(self, state: Any) -> tuple[int, ...]:
        return (0, 1) if state.phase in ("setup", "hands") else ()

    def joint_move(self, state: Any, choices: dict[int, Any]) -> Any:
        return state.joint(choices[0], choices[1])

    def computer_player(self, level: int) -> ComputerPlayer:
        level = max(1, min(self.max_level, int(level)))
        return MorraComputer(level)

    def computer_choice(
        self, computer: ComputerPlayer, state: Any, player: int, cancelled: Callable[[], bool]
    ) -> Any:
        if isinstance(computer, MorraComputer):
            return computer.choose(state, player)
        return computer(state, cancelled)

    # ------------------------------------------------------------------ text forms
    def position_text(self, state: Any) -> str:
        return state.position()

    def parse_position(self, text: str, rules: Any) -> Any:
        return _morra().parse_position(text)

    def move_text(self, move: Any) -> str:
        return str(move)

    def save_text(
        self, start: Any, moves: Sequence[Any], rules: Any, variant: str, names: Sequence[str]
    ) -> str:
        tags = {"Event": "Morra Suite game"}
        if len(names) >= 2:
            tags["PlayerA"], tags["PlayerB"] = names[0], names[1]
        return _morra().write_record(start, list(moves), tags)

    def load_text(self, text: str) -> LoadedGame:
        if not text.strip():
            raise ValueError(QCoreApplication.translate("MorraKit", "the file is empty"))
        if "\x00" in text:
            raise ValueError(QCoreApplication.translate("MorraKit", "this is not a text file"))
        record = _morra().read_record(text)
        names = [record.tags.get("PlayerA", ""), record.tags.get("PlayerB", "")]
        return LoadedGame(
            start=record.start,
            moves=list(record.moves),
            rules=record.start.rules,
            variant=record.start.layout.name,
            names=names if all(names) else [],
        )
