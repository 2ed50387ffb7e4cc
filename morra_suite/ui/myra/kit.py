"""Myra's kit: settings (the draw rules), start, files, side panel, computer players.

Imported only when Myra is chosen (``morra_suite.ui.kits``); the rules are imported on first use.
"""

from __future__ import annotations

from collections.abc import Sequence
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


def _myra():
    from morra_suite.games import myra

    return myra


class MyraKit(GameKit):
    key = "myra"
    title = "Myra"
    blurb = "91 holes, two or three players: move troops, build fortresses, capture the queen."
    max_level = 6  # morra_suite.ai.myra.MAX_LEVEL (a test keeps the two equal)
    default_variant = "myra"
    file_suffix = ".myra"
    file_filter = "Myra game records (*.myra *.txt)"

    def __init__(self) -> None:
        self.title = QCoreApplication.translate("MyraKit", "Myra")
        self.blurb = QCoreApplication.translate(
            "MyraKit",
            "91 holes, two or three players: move troops, build fortresses, capture the queen.",
        )
        self.file_filter = QCoreApplication.translate("MyraKit", "Myra game records (*.myra *.txt)")

    # -- game and settings ------------------------------------------------------------------------

    def variants(self) -> list[Variant]:
        return [Variant("myra", QCoreApplication.translate("MyraKit", "Myra"))]

    def player_counts(self) -> tuple[int, ...]:
        return (2, 3)

    def default_rules(self, variant: str) -> Any:
        return _myra().MyraRules()

    def rule_fields(self) -> list[RuleField]:
        return [
            RuleField(
                "repetition_draw",
                QCoreApplication.translate("MyraKit", "Draw by repetition"),
                QCoreApplication.translate(
                    "MyraKit",
                    "The game is drawn when the same position, with the same player to move, "
                    "occurs for the third time.",
                ),
                "bool",
            ),
            RuleField(
                "no_capture_limit",
                QCoreApplication.translate("MyraKit", "Turns without a capture before a draw"),
                QCoreApplication.translate(
                    "MyraKit",
                    "The game is drawn after this many turns in a row (all players' turns "
                    "together, passes included) without a capture. 0 switches the rule off.",
                ),
                "int",
                (0, 999),
            ),
        ]

    def describe_rules(self, rules: Any) -> str:
        parts = [
            QCoreApplication.translate(
                "MyraKit", "Capture the enemy queen to win; with three players the last queen wins."
            )
        ]
        if rules.repetition_draw:
            parts.append(
                QCoreApplication.translate("MyraKit", "A position seen three times is a draw.")
            )
        if rules.no_capture_limit:
            parts.append(
                QCoreApplication.translate(
                    "MyraKit", "%1 turns without a capture are a draw."
                ).replace("%1", str(rules.no_capture_limit))
            )
        return " ".join(parts)

    def preset_of(self, rules: Any) -> str | None:
        return "myra" if rules == _myra().MyraRules() else None

    def new_state(self, variant: str, rules: Any, players: int) -> Any:
        return _myra().new_game(players=players, rules=rules)

    def rules_of(self, state: Any) -> Any:
        return state.rules

    # -- words for the window ---------------------------------------------------------------------

    def colour_names(self, players: int) -> list[str]:
        return [
            QCoreApplication.translate("MyraKit", "Red"),
            QCoreApplication.translate("MyraKit", "Blue"),
            QCoreApplication.translate("MyraKit", "Green"),
        ][:players]

    def side_colours(self, players: int) -> list[str]:
        from morra_suite.ui.myra.paint import PLAYER_COLOURS

        return [c.base.name() for c in PLAYER_COLOURS[:players]]

    def side_info(self, state: Any, player: int) -> str:
        queen = state.queen(player)
        if queen is None:
            return QCoreApplication.translate("MyraKit", "out of the game:\nthe queen was captured")
        soldiers = state.soldiers_on_board(player)
        reserve = state.reserve(player)
        # Two short lines: the side panel is narrow.
        return (
            QCoreApplication.translate(
                "MyraKit", "queen on %1 · %2 in reserve\n%3 soldiers on the board"
            )
            .replace("%1", _myra().hole_name(queen))
            .replace("%2", str(reserve))
            .replace("%3", str(soldiers))
        )

    def describe_outcome(self, outcome: Any, names: Sequence[str]) -> str:
        t = _myra().MyraTermination
        reasons = {
            t.QUEEN_CAPTURED: QCoreApplication.translate("MyraKit", "the enemy queen was captured"),
            t.LAST_QUEEN: QCoreApplication.translate(
                "MyraKit", "theirs is the last queen on the board"
            ),
            t.REPETITION: QCoreApplication.translate(
                "MyraKit", "the same position occurred three times"
            ),
            t.NO_CAPTURE_LIMIT: QCoreApplication.translate(
                "MyraKit", "too many turns without a capture"
            ),
        }
        reason = reasons.get(outcome.reason, str(getattr(outcome.reason, "value", outcome.reason)))
        if outcome.winner is None:
            return QCoreApplication.translate("MyraKit", "Draw: %1.").replace("%1", reason)
        colours = self.colour_names(3)
        colour = colours[outcome.winner]
        name = names[outcome.winner] if outcome.winner < len(names) else ""
        who = f"{name} ({colour})" if name and name != colour else colour
        return (
            QCoreApplication.translate("MyraKit", "%1 wins: %2.")
            .replace("%1", who)
            .replace("%2", reason)
        )

    # -- board and players ------------------------------------------------------------------------

    def create_view(self, parent: QWidget | None = None) -> BoardView:
        from morra_suite.ui.myra.view import MyraBoardView

        return MyraBoardView(self.colour_names(3), parent)

    def computer_player(self, level: int) -> ComputerPlayer:
        # The search runs in a child process (see RemoteComputer): in a thread it would hold the
        # interpreter lock and make the board stutter while it thinks.
        from morra_suite.controllers.remote_player import RemoteComputer

        return RemoteComputer("morra_suite.ai.myra:make_player", level)

    # -- positions and files ----------------------------------------------------------------------

    def position_text(self, state: Any) -> str:
        return state.position()

    def parse_position(self, text: str, rules: Any) -> Any:
        return _myra().parse_position(text, rules)

    def save_text(
        self, start: Any, moves: Sequence[Any], rules: Any, variant: str, names: Sequence[str]
    ) -> str:
        myra = _myra()
        if start.rules != rules:
            # The record's settings come from its start state: make them the game's rules.
            start = myra.parse_position(start.position(), rules, start.num_players)
        return myra.write_record(start, list(moves), list(names))

    def load_text(self, text: str) -> LoadedGame:
        if not text.strip():
            raise ValueError(QCoreApplication.translate("MyraKit", "the file is empty"))
        if "\x00" in text:
            raise ValueError(QCoreApplication.translate("MyraKit", "this is not a text file"))
        if '[Game "Myra"]' not in text:
            raise ValueError(
                QCoreApplication.translate(
                    "MyraKit", 'no Myra game found in it (no [Game "Myra"] tag)'
                )
            )
        record = _myra().read_record(text)
        players = record.start.num_players
        defaults = self.colour_names(players)
        names = [
            record.names[i] if i < len(record.names) and record.names[i] else defaults[i]
            for i in range(players)
        ]
        return LoadedGame(
            start=record.start,
            moves=list(record.moves),
            rules=record.start.rules,
            variant="myra",
            names=names,
        )
