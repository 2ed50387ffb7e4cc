"""Myra's words and board: setting labels, side panel lines, outcomes.

The facts (settings, start, positions, records) are the description's
(``morra_suite.games.myra.game``), the computers the pure registry's; the rules are imported on
first use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from morra_suite.ui.game_kit import GameKit

if TYPE_CHECKING:
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.kit_hooks import DisplayOption


def _myra():
    from morra_suite.games import myra

    return myra


class MyraKit(GameKit):
    key = "myra"
    board_modules = (
        "morra_suite.ui.board_looks",
        "morra_suite.ui.myra.looks",
        "morra_suite.ui.myra.view",
    )

    @property
    def file_filter(self) -> str:
        return QCoreApplication.translate("MyraKit", "Myra game records (*.myra *.txt)")

    # -- settings ---------------------------------------------------------------------------------

    def variant_label(self, variant: str) -> str:
        return QCoreApplication.translate("MyraKit", "Myra")

    def setting_text(self, name: str) -> tuple[str, str]:
        texts = {
            "repetition_draw": (
                QCoreApplication.translate("MyraKit", "Draw by repetition"),
                QCoreApplication.translate(
                    "MyraKit",
                    "The game is drawn when the same position, with the same player to move, "
                    "occurs for the third time.",
                ),
            ),
            "no_capture_limit": (
                QCoreApplication.translate("MyraKit", "Turns without a capture before a draw"),
                QCoreApplication.translate(
                    "MyraKit",
                    "The game is drawn after this many turns in a row (all players' turns "
                    "together, passes included) without a capture. 0 switches the rule off.",
                ),
            ),
        }
        return texts.get(name, (name, ""))

    def describe_level(self, level: int, levels: int) -> str:
        from morra_suite.ui.myra.level_words import level_text

        return level_text(level, levels)

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

    # -- words for the window ---------------------------------------------------------------------

    def colour_names(self, players: int) -> list[str]:
        return [
            QCoreApplication.translate("MyraKit", "Red"),
            QCoreApplication.translate("MyraKit", "Blue"),
            QCoreApplication.translate("MyraKit", "Green"),
        ][:players]

    def side_colours(self, players: int) -> list[str]:
        from morra_suite.ui.myra.paint import player_colours

        return [c.base.name() for c in player_colours()[:players]]

    def side_info(self, state: Any, player: int) -> str:
        queen = state.queen(player)
        if queen is None:
            return QCoreApplication.translate("MyraKit", "out of the game:\nthe queen was captured")
        soldiers = state.soldiers_on_board(player)
        reserve = state.reserve(player)
        from morra_suite.ui.myra.words import MyraCounts

        # Two short lines: the side panel is narrow; the soldiers counted in their plural form
        return (
            QCoreApplication.translate("MyraKit", "queen on %1 · %2 in reserve\n%3")
            .replace("%1", _myra().hole_name(queen))
            .replace("%2", str(reserve))
            .replace("%3", MyraCounts().soldiers_on_board(soldiers))
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

    def looks(self) -> tuple[Any, ...]:
        from morra_suite.ui.myra.looks import TABLE

        return TABLE

    def create_view(self, parent: QWidget | None = None) -> BoardView:
        from morra_suite.ui.board_looks import load_chosen
        from morra_suite.ui.myra.looks import KEY, TABLE

        load_chosen(KEY, TABLE)  # the look chosen in Settings › Appearance
        from morra_suite.ui.myra.view import MyraBoardView

        return MyraBoardView(self.colour_names(3), parent)

    def display_options(self) -> tuple[DisplayOption, ...]:
        """The players' marks on the balls, for colour-blind players (on by default)."""
        from morra_suite.ui.kit_hooks import DisplayOption
        from morra_suite.ui.myra.view import MYRA_MARKS_KEY

        def apply(view: Any, show: bool) -> None:
            view.set_show_marks(show)  # the open Myra board follows at once

        return (
            DisplayOption(
                MYRA_MARKS_KEY,
                QCoreApplication.translate(
                    "SettingsDialog", "&Marks on Myra's balls (for colour-blind players)"
                ),
                True,
                tooltip=QCoreApplication.translate(
                    "SettingsDialog",
                    "Every ball carries its player's shape (ring, cross, triangle) besides its colour.",  # noqa: E501
                ),
                accessible=QCoreApplication.translate("SettingsDialog", "Marks on Myra's balls"),
                apply=apply,
            ),
        )

    def setup_editor(self, setup: Any, names: Sequence[str], parent: QWidget) -> QWidget:
        from morra_suite.ui.myra.setup_editor import MyraSetupEditor

        return MyraSetupEditor(setup, names, parent)

    def setup_mismatch(self, setup: Any, state: Any) -> str:
        if state.num_players == setup.num_players:
            return ""
        return (
            QCoreApplication.translate(
                "SetupDialog", "it is a position for %1 players; this game has %2"
            )
            .replace("%1", str(state.num_players))
            .replace("%2", str(setup.num_players))
        )

    def move_sounds(self, before: Any, move: Any, after: Any) -> tuple[str, ...]:
        from morra_suite.ui.myra.sounds import move_sounds

        return move_sounds(before, move)
