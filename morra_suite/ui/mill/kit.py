"""The mill games' kit: presets and settings, start, files, side panel and computer players.

Imported only when a mill game is chosen (``morra_suite.ui.kits``), and it imports the rules
module itself lazily, so the window starts without loading any rules.
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


def _tr(text: str) -> str:
    return QCoreApplication.translate("MillKit", text)


def _mill():
    from morra_suite.games import mill

    return mill


class MillKit(GameKit):
    key = "mill"
    title = "Mill games"
    blurb = "Nine Men's Morris and its family: form mills, take pieces, fly with the last three."
    max_level = 1
    default_variant = "nine"
    file_suffix = ".pgn"
    file_filter = "Mill game records (*.pgn *.txt)"

    def __init__(self) -> None:
        self.title = _tr("Mill games")
        self.blurb = _tr(
            "Nine Men's Morris and its family: form mills, take pieces, fly with the last three."
        )
        self.file_filter = _tr("Mill game records (*.pgn *.txt)")

    def variants(self) -> list[Variant]:
        mill = _mill()
        return [Variant(key, _tr(mill.PRESET_TITLES[key])) for key in mill.PRESETS]

    def default_rules(self, variant: str) -> Any:
        return _mill().MillRules.preset(variant)

    def rule_fields(self) -> list[RuleField]:
        mill = _mill()
        labels = mill.FIELD_LABELS
        kinds: dict[str, tuple[str, Sequence[Any]]] = {
            "board": ("choice", [(k, _tr(mill.BOARD_TITLES[k])) for k in mill.BOARD_KINDS]),
            "pieces": ("int", (3, 12)),
            "flying_at": ("int", (3, 4)),
            "no_removal_limit": ("int", (0, 999)),
            "endgame_limit": ("int", (0, 999)),
        }
        fields = []
        for name, (label, tooltip) in labels.items():
            kind, choices = kinds.get(name, ("bool", ()))
            fields.append(RuleField(name, _tr(label), _tr(tooltip), kind, choices))
        return fields

    def describe_rules(self, rules: Any) -> str:
        return rules.describe()

    def preset_of(self, rules: Any) -> str | None:
        return rules.preset_name

    def new_state(self, variant: str, rules: Any, players: int) -> Any:
        return _mill().new_game(rules)

    def colour_names(self, players: int) -> list[str]:
        return [_tr("White"), _tr("Black")][:players]

    def side_info(self, state: Any, player: int) -> str:
        hand = state.in_hand(player)
        board = state.pieces_on_board(player)
        if hand:
            return (
                _tr("%1 in hand, %2 on the board")
                .replace("%1", str(hand))
                .replace("%2", str(board))
            )
        text = _tr("%1 on the board").replace("%1", str(board))
        if (
            state.rules.flying
            and state.can_fly(player)
            and state.rules.has_removal
            and state.outcome() is None
        ):
            text += " · " + _tr("may fly")
        return text

    def describe_outcome(self, outcome: Any, names: Sequence[str]) -> str:
        mill = _mill()
        t = mill.MillTermination
        reasons = {
            t.LINE_FORMED: _tr("three in a line"),
            t.TWO_PIECES: _tr("the other side has only two pieces left"),
            t.BLOCKED: _tr("the other side cannot move"),
            t.FULL_BOARD: _tr("the board is full"),
            t.REPETITION: _tr("the same position occurred three times"),
            t.NO_REMOVAL_LIMIT: _tr("too many moves without a removal"),
            t.ENDGAME_LIMIT: _tr("too many endgame moves without a removal"),
        }
        reason = reasons.get(outcome.reason, str(getattr(outcome.reason, "value", outcome.reason)))
        if outcome.winner is None:
            return _tr("Draw: %1.").replace("%1", reason)
        name = names[outcome.winner] if outcome.winner < len(names) else ""
        colour = self.colour_names(2)[outcome.winner]
        who = f"{name} ({colour})" if name and name != colour else colour
        return _tr("%1 wins: %2.").replace("%1", who).replace("%2", reason)

    def create_view(self, parent: QWidget | None = None) -> BoardView:
        from morra_suite.ui.mill.view import MillBoardView

        return MillBoardView(parent)

    def computer_player(self, level: int) -> ComputerPlayer:
        from morra_suite.ai.random_player import make_player

        return make_player(level)

    def rules_of(self, state: Any) -> Any:
        return state.rules

    def position_text(self, state: Any) -> str:
        return state.position()

    def parse_position(self, text: str, rules: Any) -> Any:
        return _mill().parse_position(text, rules)

    def save_text(
        self, start: Any, moves: Sequence[Any], rules: Any, variant: str, names: Sequence[str]
    ) -> str:
        from morra_suite.games.mill.record import write_record

        tags = {"Event": "Morra Suite game"}
        if len(names) >= 2:
            tags["White"], tags["Black"] = names[0], names[1]
        return write_record(start, list(moves), tags)

    def load_text(self, text: str) -> LoadedGame:
        from morra_suite.games.mill.record import read_record

        if not text.strip():
            raise ValueError(_tr("the file is empty"))
        if "\x00" in text:
            raise ValueError(_tr("this is not a text file"))
        record = read_record(text)
        if not record.moves and not any(name == "Variant" for name, _ in record.tags):
            raise ValueError(_tr("no mill game found in it (no Variant tag and no moves)"))
        tags = dict(record.tags)
        names = [tags.get("White", "?"), tags.get("Black", "?")]
        names = [
            n if n not in ("?", "") else d for n, d in zip(names, self.colour_names(2), strict=True)
        ]
        rules = record.rules
        return LoadedGame(
            start=record.start,
            moves=list(record.moves),
            rules=rules,
            variant=rules.preset_name or rules.base_preset(),
            names=names,
        )
