"""Morra's words and board: layout and setting labels, side panel lines, outcomes.

The facts (layouts, settings, start, positions, records, who chooses) are the description's
(``morra_suite.games.morra.game``), the computers the pure registry's. The rules are imported
inside the methods, so this module loads no rules until a game needs them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from morra_suite.ui.game_kit import GameKit
from morra_suite.ui.morra import words

if TYPE_CHECKING:
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.kit_hooks import DisplayOption, ExtraAction
    from morra_suite.ui.window.host import Host


def _tr(text: str) -> str:
    return QCoreApplication.translate("MorraKit", text)


# The shipped boards' titles (``resources/layouts/*.json``), translated by ``variant_label``:
# marked here so that the catalogues hold them (German and Danish showed "Target")
BOARD_TITLES = (
    QT_TRANSLATE_NOOP("MorraKit", "Target"),
    QT_TRANSLATE_NOOP("MorraKit", "Quick"),
    QT_TRANSLATE_NOOP("MorraKit", "Long"),
)


def _morra():
    from morra_suite.games import morra

    return morra


class MorraKit(GameKit):
    key = "morra"
    board_modules = (
        "morra_suite.ui.board_looks",
        "morra_suite.ui.morra.looks",
        "morra_suite.ui.morra.text",
        "morra_suite.ui.morra.view",
    )

    @property
    def file_filter(self) -> str:
        return QCoreApplication.translate("MorraKit", "Morra records (*.morra *.txt)")

    # ------------------------------------------------------------------ variants and rules
    def variant_label(self, variant: str) -> str:
        return _tr(_morra().load_layout(variant).title)

    def game_title(self, variant: str, rules: Any) -> str:
        """The board's name after the game's: a board's own title ("Target", "Quick", a name
        from the board designer) does not say which game is on, where a mill variant's does."""
        board = super().game_title(variant, rules)
        return QCoreApplication.translate("MorraKit", "Morra: %1").replace("%1", board)

    def setting_text(self, name: str) -> tuple[str, str]:
        texts = {
            "max_hand": (
                QCoreApplication.translate("MorraKit", "Balls per hand"),
                QCoreApplication.translate(
                    "MorraKit",
                    "Each player holds 0 up to this many balls in a round; the stone at stake "
                    "moves by the total of both hands. The box rule is 3.",
                ),
            ),
            "push": (
                QCoreApplication.translate("MorraKit", "Push rule"),
                QCoreApplication.translate(
                    "MorraKit",
                    "What happens to a stone that another stone lands on: it moves one field on "
                    "(the box rule), or one ring outward (an early description of the game).",
                ),
            ),
            "round_limit": (
                QCoreApplication.translate("MorraKit", "Draw after rounds"),
                QCoreApplication.translate(
                    "MorraKit",
                    "The game is drawn when no stone has reached the centre after this many "
                    "rounds.",
                ),
            ),
        }
        return texts.get(name, (name, ""))

    def choice_label(self, setting: Any, value: Any) -> str:
        if setting.name == "push":
            if getattr(value, "value", value) == "on":
                return QCoreApplication.translate("MorraKit", "Pushed stone moves one field on")
            return QCoreApplication.translate("MorraKit", "Pushed stone moves one ring outward")
        return super().choice_label(setting, value)

    # ------------------------------------------------------------------ sides
    def colour_names(self, players: int) -> list[str]:
        return [
            QCoreApplication.translate("MorraKit", "Red"),
            QCoreApplication.translate("MorraKit", "Blue"),
        ][:players]

    def side_colours(self, players: int) -> list[str]:
        from morra_suite.ui.morra.looks import look

        return [piece.body for piece in look().pieces][:players]

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

    def side_info_while(self, state: Any, player: int, choosing: bool) -> str:
        if state.stones is None and not choosing:  # chosen in secret, not shown yet
            return QCoreApplication.translate("MorraKit", "start field chosen")
        return self.side_info(state, player)

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
        played = words.MorraCounts().rounds_played(state.round - 1)
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

    def looks(self) -> tuple[Any, ...]:
        from morra_suite.ui.morra.looks import TABLE

        return TABLE

    def create_view(self, parent: QWidget | None = None) -> BoardView:
        from morra_suite.ui.board_looks import load_chosen
        from morra_suite.ui.morra.looks import KEY, TABLE

        load_chosen(KEY, TABLE)  # the look chosen in Settings › Appearance
        from morra_suite.ui.morra.text import CARD_SCREEN_PX, MIN_VIEW_SCALE, TEXT_PX
        from morra_suite.ui.morra.view import MorraView

        view = MorraView(parent)

        def keep_readable(_rect: Any = None) -> None:
            """Never so small that the words cannot be read (the window's minimum follows):
            the target's numbers at ``MIN_SCREEN_PX``, the cards wide enough for their words at
            ``CARD_SCREEN_PX`` (the cards are drawn larger than the target where the view is
            small, as large as its height lets them)."""
            scene = view.morra_scene
            if scene.geometry is None:
                return
            target, column = scene.target_size(), scene.column_size()
            cards = CARD_SCREEN_PX / TEXT_PX
            # + 6: fitInView keeps 2 px on every side, and the view's frame takes 1
            view.setMinimumSize(
                math.ceil(target[0] * MIN_VIEW_SCALE + column[0] * cards) + 6,
                # in height only the 9 px of old: a long round sentence would make the column
                # taller than an 800x600 window holds at 11 px, and the window must not grow
                # for it (the view cuts the sentence instead: ``text.most_strip_height``)
                math.ceil(max(target[1], column[1]) * MIN_VIEW_SCALE) + 6,
            )

        view.scene().sceneRectChanged.connect(keep_readable)
        keep_readable()
        return view

    def display_options(self) -> tuple[DisplayOption, ...]:
        """How fast the stones move after a round (the view reads it at the next round)."""
        from morra_suite.ui.kit_hooks import DisplayOption
        from morra_suite.ui.morra.view import (
            ANIMATION_SPEED_SETTING,
            DEFAULT_ANIMATION_SPEED,
            animation_speed_choices,
        )

        return (
            DisplayOption(
                ANIMATION_SPEED_SETTING,
                QCoreApplication.translate("SettingsDialog", "Morra &animation:"),
                DEFAULT_ANIMATION_SPEED,
                tooltip=QCoreApplication.translate(
                    "SettingsDialog", "How fast Morra's stones move after a round."
                ),
                accessible=QCoreApplication.translate("SettingsDialog", "Morra animation speed"),
                choices=animation_speed_choices(),
            ),
        )

    def extra_actions(self) -> tuple[ExtraAction, ...]:
        """Game › New Morra Board…: the board designer (``ui.morra.designer``), not modal."""
        from morra_suite.ui.kit_hooks import ExtraAction

        def open_designer(host: Host) -> Any:
            from morra_suite.ui.morra.designer import BoardDesigner

            designer = BoardDesigner(host.widget())
            host.open_dialog(designer, modal=False)
            return designer

        text = QCoreApplication.translate("MainWindow", "New &Morra Board…")
        return (ExtraAction("designer", text, open_designer, menu="game", icon="designer"),)

    def setup_editor(self, setup: Any, names: Sequence[str], parent: QWidget) -> QWidget:
        from morra_suite.ui.morra.setup_editor import MorraSetupEditor

        return MorraSetupEditor(setup, names, parent)

    def setup_mismatch(self, setup: Any, state: Any) -> str:
        if state.layout == setup.layout:
            return ""
        return (
            QCoreApplication.translate(
                "SetupDialog", "it is a position on the board %1; this game is on %2"
            )
            .replace("%1", state.layout.name)
            .replace("%2", setup.layout.name)
        )

    def move_sounds(self, before: Any, move: Any, after: Any) -> tuple[str, ...]:
        from morra_suite.ui.morra.sounds import move_sounds

        return move_sounds(after)
