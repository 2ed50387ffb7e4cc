"""The mill games (Three, Six, Nine, Twelve Men's Morris, Morabaraba, Lasker) as one rules library.

```python
from morra_suite.games import mill
rules = mill.MillRules.preset("nine")        # dataclasses.replace(rules, flying=False) for variants
state = mill.new_game(rules)
state = state.play("d6")
state.legal_moves(); state.outcome(); state.position()
```

Pure Python, no Qt: the UI, the computer players and the tests all use it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morra_suite.core.lazy_names import lazy_names

if TYPE_CHECKING:  # the names below are imported when first asked for (``__getattr__``)
    from morra_suite.games.mill.board import (
        BOARD_KINDS,
        Board,
        board_topology,
        point_index,
        point_name,
    )
    from morra_suite.games.mill.codes import (
        FLYING,
        MOVING,
        PLACING,
        MillIllegal,
        MillImpossible,
        MillPhase,
        MillTermination,
    )
    from morra_suite.games.mill.gestures import MillRefusal, PendingMove, begin, explain
    from morra_suite.games.mill.move import PASS, MillMove
    from morra_suite.games.mill.position import parse_position
    from morra_suite.games.mill.record import (
        SETTING_TAGS,
        MillRecord,
        read_record,
        result_text,
        write_record,
        write_sanmill_record,
    )
    from morra_suite.games.mill.rules import (
        CHOICES,
        PRESETS,
        SETTINGS,
        VARIANT_SETTINGS,
        MillRules,
    )
    from morra_suite.games.mill.rules_words import (
        BOARD_TITLES,
        CHOICE_TITLES,
        FIELD_LABELS,
        PRESET_TITLES,
        VARIANT_SENTENCES,
    )
    from morra_suite.games.mill.sanmill import sanmill_fen
    from morra_suite.games.mill.state import MillState, new_game, perft
    from morra_suite.games.mill.tokens import parse_rules_token, rules_token

__all__ = [
    "BOARD_KINDS",
    "BOARD_TITLES",
    "CHOICES",
    "CHOICE_TITLES",
    "FIELD_LABELS",
    "FLYING",
    "MOVING",
    "PASS",
    "PLACING",
    "PRESETS",
    "PRESET_TITLES",
    "SETTINGS",
    "SETTING_TAGS",
    "VARIANT_SENTENCES",
    "VARIANT_SETTINGS",
    "Board",
    "MillIllegal",
    "MillImpossible",
    "MillMove",
    "MillPhase",
    "MillRecord",
    "MillRefusal",
    "MillRules",
    "MillState",
    "MillTermination",
    "PendingMove",
    "begin",
    "board_topology",
    "explain",
    "new_game",
    "parse_position",
    "parse_rules_token",
    "perft",
    "point_index",
    "point_name",
    "read_record",
    "result_text",
    "rules_token",
    "sanmill_fen",
    "write_record",
    "write_sanmill_record",
]


# Where each name lives: the package's modules are imported when a name is first asked for, so
# that reading the game's registration record (``registration.py``, in this package) imports
# none of its rules (issue 43: a record's game is found from its tags before any is imported).
_LAZY = {
    "BOARD_KINDS": "board",
    "Board": "board",
    "board_topology": "board",
    "point_index": "board",
    "point_name": "board",
    "FLYING": "codes",
    "MOVING": "codes",
    "PLACING": "codes",
    "MillIllegal": "codes",
    "MillImpossible": "codes",
    "MillPhase": "codes",
    "MillTermination": "codes",
    "MillRefusal": "gestures",
    "PendingMove": "gestures",
    "begin": "gestures",
    "explain": "gestures",
    "PASS": "move",
    "MillMove": "move",
    "parse_position": "position",
    "SETTING_TAGS": "record",
    "MillRecord": "record",
    "read_record": "record",
    "result_text": "record",
    "write_record": "record",
    "write_sanmill_record": "record",
    "CHOICES": "rules",
    "PRESETS": "rules",
    "SETTINGS": "rules",
    "VARIANT_SETTINGS": "rules",
    "MillRules": "rules",
    "BOARD_TITLES": "rules_words",
    "CHOICE_TITLES": "rules_words",
    "FIELD_LABELS": "rules_words",
    "PRESET_TITLES": "rules_words",
    "VARIANT_SENTENCES": "rules_words",
    "sanmill_fen": "sanmill",
    "MillState": "state",
    "new_game": "state",
    "perft": "state",
    "parse_rules_token": "tokens",
    "rules_token": "tokens",
}


__getattr__, __dir__ = lazy_names(__name__, _LAZY)
