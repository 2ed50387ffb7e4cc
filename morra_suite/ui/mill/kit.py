"""The mill games' words and board: preset and setting labels, side panel lines, outcomes.

The facts (presets, settings, start, positions, records) are the description's
(``morra_suite.games.mill.game``), the computers the pure registry's. The rules module is
imported lazily, so the window starts without loading any rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from morra_suite.ui.game_kit import GameKit
from morra_suite.ui.mill.capture_words import CAPTURE_TEXTS

if TYPE_CHECKING:
    from morra_suite.ui.board_view import BoardView
    from morra_suite.ui.kit_hooks import ExtraAction


def _tr(text: str) -> str:
    return QCoreApplication.translate("MillKit", text)


# The names the rules library gives its presets, boards and settings, marked here for lupdate
# (the library is pure Python and cannot mark them); translated with ``_tr`` where shown.
# tests/ui/test_mill_kit.py checks that the table and the library agree.
RULES_TEXTS = (
    QT_TRANSLATE_NOOP("MillKit", "Three Men's Morris"),
    QT_TRANSLATE_NOOP("MillKit", "Six Men's Morris"),
    QT_TRANSLATE_NOOP("MillKit", "Nine Men's Morris"),
    QT_TRANSLATE_NOOP("MillKit", "Twelve Men's Morris"),
    QT_TRANSLATE_NOOP("MillKit", "Morabaraba"),
    QT_TRANSLATE_NOOP("MillKit", "Morabaraba, 12 pieces and diagonals"),
    QT_TRANSLATE_NOOP("MillKit", "Lasker Morris"),
    QT_TRANSLATE_NOOP("MillKit", "3 points a side (9 points)"),
    QT_TRANSLATE_NOOP("MillKit", "two squares (16 points)"),
    QT_TRANSLATE_NOOP("MillKit", "three squares (24 points)"),
    QT_TRANSLATE_NOOP("MillKit", "Board"),
    QT_TRANSLATE_NOOP("MillKit", "Three, six (two squares) or twenty-four points (three squares)."),
    QT_TRANSLATE_NOOP("MillKit", "Pieces per player"),
    QT_TRANSLATE_NOOP("MillKit", "How many pieces each player places (3 to 12)."),
    QT_TRANSLATE_NOOP("MillKit", "Diagonal lines"),
    QT_TRANSLATE_NOOP(
        "MillKit", "Adds the corner diagonals as paths and as mills (not on the six-point board)."
    ),
    QT_TRANSLATE_NOOP("MillKit", "Flying"),
    QT_TRANSLATE_NOOP(
        "MillKit", "A player left with few pieces may move a piece to any empty point."
    ),
    QT_TRANSLATE_NOOP("MillKit", "Flying starts at"),
    QT_TRANSLATE_NOOP("MillKit", "The number of pieces (3 or 4) at which flying starts."),
    QT_TRANSLATE_NOOP("MillKit", "One removal per mill"),
    QT_TRANSLATE_NOOP(
        "MillKit", "A move that closes two mills at once removes two pieces (otherwise one)."
    ),
    QT_TRANSLATE_NOOP("MillKit", "Remove from mills freely"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Any opponent piece may be removed; otherwise a piece in a mill only when every "
        "opponent piece stands in one.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Move while placing (Lasker)"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "While you still have pieces in hand you may move a piece instead of placing one.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Full board: first player loses"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "When placing fills the board, the first player loses (otherwise the game is a draw).",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Blocked player passes"),
    QT_TRANSLATE_NOOP(
        "MillKit", "A player who cannot move passes (otherwise the blocked player loses)."
    ),
    QT_TRANSLATE_NOOP("MillKit", "Threefold repetition draws"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "The game is drawn when the same position occurs a third time with the same side to move.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Draw after turns without removal"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "The game is drawn after this many turns in a row (both players' turns counted) "
        "without a removal; 0 turns it off.",
    ),
    QT_TRANSLATE_NOOP("MillKit", "Endgame draw limit"),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Once either player is down to three pieces, the game is drawn after this many turns "
        "without a removal; 0 turns it off.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Dooz",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Russian Mill",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Cheng San Qi",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Da San Qi",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Zhi Qi",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "El Filja",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Fly with pieces in hand",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "With moving while placing, a player may fly while pieces are still in hand "
        "when board and hand together are down to the flying count (otherwise only "
        "with an empty hand).",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A player loses below",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A player left with fewer pieces than this (on the board and in hand) loses (3 to 5).",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A mill while placing",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "What closing a mill by placing a piece does.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Each mill removes once",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A line that has given a player a removal never gives that player another.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "No removal for the same mill again",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Closing the line of a player's last rewarded mill again gives no removal "
        "until the player has been rewarded for another line.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Placing stops at two empty points",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "When a placement leaves two points or fewer empty, the pieces still in hand "
        "are out of the game and moving begins.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Second player starts moving",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "When placing ends, the second player makes the first move of the moving phase.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Full board: removals",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "When placing fills the board, pieces are removed (and the game goes on) "
        "instead of ending it.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Blocked player",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "What a player who cannot move does instead of losing or passing.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Repetition counts the first position",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "The position right after a placement or removal is the first of the three "
        "occurrences (otherwise only positions reached by moving count).",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Draw limits count placements",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "The draw limits count every turn since the last removal, placements too (otherwise "
        "only moves of a piece count, and a placement starts the count again).",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "The draw limits count only moves of a piece since the last placement or removal.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "remove a piece from the board",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "remove a piece from the opponent's hand, then the opponent moves",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "remove a piece from the opponent's hand, then move again",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "the opponent removes one of their own pieces",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "mark the piece; marked pieces go when placing ends",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "nothing now; removals by mills counted when placing ends (El Filja)",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "no removal",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "the first player removes a piece, then the second",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "the second player removes a piece, then the first",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "the side to move removes a piece",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "removes an opponent's piece, then moves",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "removes an opponent's piece, then the opponent moves",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "each player removes one of the other's pieces",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "the game is drawn",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A player may not fly while pieces are still in hand.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A player left with three pieces loses.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A player left with four pieces loses.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A mill closed by placing takes a piece from the opponent's hand (from the "
        "board when the hand is empty), and the opponent moves.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A mill closed by placing takes a piece from the opponent's hand (from the "
        "board when the hand is empty), and the same player moves again.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A mill closed by placing makes the opponent remove one of their own pieces.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A piece taken while placing is marked and blocks its point until placing ends.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Mills closed while placing take nothing at once; when placing ends, each "
        "player removes pieces by the count of mills on the board.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Each line gives a player a removal only once.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Closing the same line as the last rewarded mill removes nothing.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "Placing stops when only two points are empty.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "The second player makes the first move once placing ends.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "If placing fills the board, the first player removes a piece, then the second.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "If placing fills the board, the second player removes a piece, then the first.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "If placing fills the board, the player to move removes a piece.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A player who cannot move removes an opponent's piece and then moves.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "A player who cannot move removes an opponent's piece and the opponent moves.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "When a player cannot move, each player removes one of the other's pieces.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "If a player cannot move, the game is drawn.",
    ),
    QT_TRANSLATE_NOOP(
        "MillKit",
        "For repetition, only positions reached by moving a piece count.",
    ),
    *CAPTURE_TEXTS,
)


def _mill():
    from morra_suite.games import mill

    return mill


class MillKit(GameKit):
    key = "mill"

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
        preset = rules.preset_name
        if preset is not None:
            return _tr(_mill().PRESET_TITLES[preset])
        base = _tr(_mill().PRESET_TITLES[rules.base_preset()])
        return QCoreApplication.translate("GameKit", "%1 (custom)").replace("%1", base)

    def describe_rules(self, rules: Any) -> str:
        """``MillRules.describe()`` in the user's language (in English, word for word the same:
        tests/ui/test_mill_kit.py holds them together)."""

        mill = _mill()
        board = _tr(mill.BOARD_TITLES[rules.board])
        lines = [
            QCoreApplication.translate("MillKit", "%1: %2 pieces each on the board of %3")
            .replace("%1", self.game_title("", rules))
            .replace("%2", str(rules.pieces))
            .replace("%3", board)
        ]
        if rules.diagonals:
            lines.append(
                QCoreApplication.translate("MillKit", "The corner diagonals are lines too.")
            )
        if rules.move_while_placing:
            lines.append(
                QCoreApplication.translate(
                    "MillKit",
                    "While pieces are in hand, a player may move a piece instead of placing.",
                )
            )
        if not rules.has_removal:
            lines.append(QCoreApplication.translate("MillKit", "Three in a line wins the game."))
        else:
            if rules.removal_per_mill:
                lines.append(
                    QCoreApplication.translate(
                        "MillKit",
                        "Closing a mill removes one piece per mill closed of the opponent's.",
                    )
                )
            else:
                lines.append(
                    QCoreApplication.translate(
                        "MillKit", "Closing a mill removes one piece of the opponent's."
                    )
                )
            if rules.remove_from_mills:
                lines.append(
                    QCoreApplication.translate(
                        "MillKit", "Any opponent piece may be removed, even one in a mill."
                    )
                )
            else:
                lines.append(
                    QCoreApplication.translate(
                        "MillKit",
                        "A piece in a mill may be removed only when all the opponent's pieces "
                        "stand in mills.",
                    )
                )
            if rules.lose_below == 3:
                lines.append(
                    QCoreApplication.translate("MillKit", "A player left with two pieces loses.")
                )
        if rules.flying:
            lines.append(
                QCoreApplication.translate(
                    "MillKit", "With %1 pieces left a player may fly to any empty point."
                ).replace("%1", str(rules.flying_at))
            )
        if 2 * rules.pieces == rules.topology.size and rules.full_board_removal == "none":
            if rules.full_board_first_loses:
                lines.append(
                    QCoreApplication.translate(
                        "MillKit", "If placing fills the board, the first player loses."
                    )
                )
            else:
                lines.append(
                    QCoreApplication.translate(
                        "MillKit", "If placing fills the board, it is a draw."
                    )
                )
        if rules.blocked_action != "none":
            pass  # said by its own sentence below
        elif rules.blocked_passes:
            lines.append(QCoreApplication.translate("MillKit", "A player who cannot move passes."))
        else:
            lines.append(QCoreApplication.translate("MillKit", "A player who cannot move loses."))
        draws = []
        if rules.threefold_repetition:
            draws.append(
                QCoreApplication.translate("MillKit", "the same position occurs three times")
            )
        if rules.no_removal_limit:
            draws.append(
                QCoreApplication.translate("MillKit", "%1 turns pass without a removal").replace(
                    "%1", str(rules.no_removal_limit)
                )
            )
        if rules.endgame_limit:
            draws.append(
                QCoreApplication.translate(
                    "MillKit",
                    "%1 turns pass without a removal once a player is down to three pieces",
                ).replace("%1", str(rules.endgame_limit))
            )
        if draws:
            lines.append(
                QCoreApplication.translate("MillKit", "Draw when %1.").replace(
                    "%1", QCoreApplication.translate("MillKit", ", or when ").join(draws)
                )
            )
        lines.extend(_tr(sentence) for sentence in rules.variant_sentences())
        return "\n".join(lines)

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
