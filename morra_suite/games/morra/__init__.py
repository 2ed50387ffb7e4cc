"""Piet Hein's Morra (1968): a race to the centre of a target, moved by hidden hands of balls.

Pure Python rules (``state``), boards as data (``layout``) and records (``record``); the exact
game theory (numpy) is ``morra_suite.ai.morra``'s::

    from morra_suite.games import morra
    layout = morra.load_layout("target")
    state = morra.new_game(layout, morra.MorraRules())
    state = state.play_joint(5, 2)        # start fields 0.5 and 0.2
    state = state.play_joint(1, 3)        # hands: the stone at stake moves 4 fields
"""

from __future__ import annotations

from morra_suite.games.morra.layout import (
    Dot,
    Field,
    Layout,
    LayoutError,
    add_layout_folder,
    layout_from_data,
    layout_names,
    layout_problems,
    load_layout,
    open_layout_file,
    parse_field,
    user_layout_names,
)
from morra_suite.games.morra.record import MorraRecord, read_record, result_text, write_record
from morra_suite.games.morra.rules import MorraRules, PushRule, SettingsError
from morra_suite.games.morra.state import (
    PLAYER_NAMES,
    JointChoice,
    MorraIllegal,
    MorraPhase,
    MorraState,
    MorraTermination,
    RoundResult,
    Step,
    new_game,
    parse_position,
    resolve_round,
)

__all__ = [
    "PLAYER_NAMES",
    "Dot",
    "Field",
    "JointChoice",
    "Layout",
    "LayoutError",
    "MorraIllegal",
    "MorraPhase",
    "MorraRecord",
    "MorraRules",
    "MorraState",
    "MorraTermination",
    "PushRule",
    "RoundResult",
    "SettingsError",
    "Step",
    "add_layout_folder",
    "layout_from_data",
    "layout_names",
    "layout_problems",
    "load_layout",
    "new_game",
    "open_layout_file",
    "parse_field",
    "parse_position",
    "read_record",
    "resolve_round",
    "result_text",
    "user_layout_names",
    "write_record",
]
