"""The mill games' words and board: preset and setting labels, side panel lines, outcomes.

The rules' own words (presets, boards, settings, the rules summary) are written once in the rules
library (``games/mill/rules_words.py``, ``MillRules.description``) and marked there for the
catalogue; the kit only translates them where they are shown.

The facts (presets, settings, start, positions, records) are the description's
(``morra_suite.games.mill.game``), the computers the pure registry's. The rules module is
imported lazily, so the window starts without loading any rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from morra_suite.ui.game_kit import GameKit

if TYPE_CHECKING:
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.kit_hooks import ExtraAction


def _tr(text: str) -> str:
    """A text of the rules library in the user's language: the library marks its words for the
    catalogue under the kit's context where it writes them (``games/mill/rules_words.py``)."""
    return QCoreApplication.translate("MillKit", text)


def _mill():
    from morra_suite.games import mill

    return mill


class MillKit(GameKit):
    key = "mill"
    board_modules = (
        "morra_suite.ui.board_looks",
        "morra_suite.ui.mill.looks",
        "morra_suite.ui.mill.view",
    )

    # A property, not a value fixed at creation: the kit outlives a change of language.
    @property
    def file_filter(self) -> str:
        return QCoreApplication.translate("MillKit", "Mill game records (*.pgn *.txt)")

    def variant_label(self, variant: str) -> str:
        return _tr(_mill().PRESET_TITLES.get(variant, variant))

    def setting_text(self, name: str) -> tuple[str, str]:
        label, tooltip = _mill().FIELD_LABELS.get(name, (name, ""))
        return _tr(label), _tr(tooltip)

    def choice_label(self, setting: Any, value: Any) -> str:
        if setting.name == "board":
            return _tr(_mill().BOARD_TITLES[value])
        if setting.name in _mill().CHOICES:
            return _tr(_mill().CHOICE_TITLES[value])
        return super().choice_label(setting, value)

    def game_title(self, variant: str, rules: Any) -> str:
        return str(rules.title_phrase().words(QCoreApplication.translate))

    def describe_level(self, level: int, levels: int) -> str:
        from morra_suite.ui.mill.level_words import level_text

        return level_text(level, levels)

    def describe_rules(self, rules: Any) -> str:
        """``MillRules.description()`` in the user's language: the library's own sentences,
        translated one by one (in English, word for word ``rules.describe()``)."""
        return "\n".join(phrase.words(QCoreApplication.translate) for phrase in rules.description())

    def colour_names(self, players: int) -> list[str]:
        return [
            QCoreApplication.translate("MillKit", "White"),
            QCoreApplication.translate("MillKit", "Black"),
        ][:players]

    def side_info(self, state: Any, player: int) -> str:
        hand = state.in_hand(player)
        board = state.pieces_on_board(player)
        if hand:
            return (
                QCoreApplication.translate("MillKit", "%1 in hand, %2 on the board")
                .replace("%1", str(hand))
                .replace("%2", str(board))
            )
        text = QCoreApplication.translate("MillKit", "%1 on the board").replace("%1", str(board))
        if state.may_fly(player):
            text += " · " + QCoreApplication.translate("MillKit", "may fly")
        return text

    def describe_outcome(self, outcome: Any, names: Sequence[str]) -> str:
        mill = _mill()
        t = mill.MillTermination
        reasons = {
            t.LINE_FORMED: QCoreApplication.translate("MillKit", "three in a line"),
            t.TWO_PIECES: QCoreApplication.translate(
                "MillKit", "the other side has only two pieces left"
            ),
            t.BLOCKED: QCoreApplication.translate("MillKit", "the other side cannot move"),
            t.FULL_BOARD: QCoreApplication.translate("MillKit", "the board is full"),
            t.REPETITION: QCoreApplication.translate(
                "MillKit", "the same position occurred three times"
            ),
            t.NO_REMOVAL_LIMIT: QCoreApplication.translate(
                "MillKit", "too many moves without a removal"
            ),
            t.ENDGAME_LIMIT: QCoreApplication.translate(
                "MillKit", "too many endgame moves without a removal"
            ),
        }
        reason = reasons.get(outcome.reason, str(getattr(outcome.reason, "value", outcome.reason)))
        if outcome.winner is None:
            return QCoreApplication.translate("MillKit", "Draw: %1.").replace("%1", reason)
        name = names[outcome.winner] if outcome.winner < len(names) else ""
        colour = self.colour_names(2)[outcome.winner]
        who = f"{name} ({colour})" if name and name != colour else colour
        return (
            QCoreApplication.translate("MillKit", "%1 wins: %2.")
            .replace("%1", who)
            .replace("%2", reason)
        )

    def extra_actions(self) -> tuple[ExtraAction, ...]:
        """Edit › Copy Position as Sanmill FEN (``ui.mill.sanmill_action``)."""
        from morra_suite.ui.mill.sanmill_action import copy_fen_action

        return (copy_fen_action(self.key),)

    def looks(self) -> tuple[Any, ...]:
        from morra_suite.ui.mill.looks import TABLE

        return TABLE

    def create_view(self, parent: QWidget | None = None) -> BoardView:
        from morra_suite.ui.board_looks import load_chosen
        from morra_suite.ui.mill.looks import KEY, TABLE

        load_chosen(KEY, TABLE)  # the look chosen in Settings › Appearance
        from morra_suite.ui.mill.view import MillBoardView

        return MillBoardView(parent)

    def setup_editor(self, setup: Any, names: Sequence[str], parent: QWidget) -> QWidget:
        from morra_suite.ui.mill.setup_editor import MillSetupEditor

        return MillSetupEditor(setup, names, parent)

    def move_sounds(self, before: Any, move: Any, after: Any) -> tuple[str, ...]:
        from morra_suite.ui.mill.sounds import move_sounds

        return move_sounds(before, move)
