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

from typing import TYPE_CHECKING

from morra_suite.core.lazy_names import lazy_names

if TYPE_CHECKING:  # the names below are imported when first asked for (``__getattr__``)
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


# Where each name lives: the package's modules are imported when a name is first asked for, so
# that reading the game's registration record (``registration.py``, in this package) imports
# none of its rules (issue 43: a record's game is found from its tags before any is imported).
_LAZY = {
    "Dot": "layout",
    "Field": "layout",
    "Layout": "layout",
    "LayoutError": "layout",
    "add_layout_folder": "layout",
    "layout_from_data": "layout",
    "layout_names": "layout",
    "layout_problems": "layout",
    "load_layout": "layout",
    "open_layout_file": "layout",
    "parse_field": "layout",
    "user_layout_names": "layout",
    "MorraRecord": "record",
    "read_record": "record",
    "result_text": "record",
    "write_record": "record",
    "MorraRules": "rules",
    "PushRule": "rules",
    "SettingsError": "rules",
    "PLAYER_NAMES": "state",
    "JointChoice": "state",
    "MorraIllegal": "state",
    "MorraPhase": "state",
    "MorraState": "state",
    "MorraTermination": "state",
    "RoundResult": "state",
    "Step": "state",
    "new_game": "state",
    "parse_position": "state",
    "resolve_round": "state",
}


__getattr__, __dir__ = lazy_names(__name__, _LAZY)
