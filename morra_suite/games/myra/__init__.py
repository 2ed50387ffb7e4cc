"""Myra (M. G. F. Winkelmann) for two and three players: rules, notation, positions and records.

```python
from morra_suite.games import myra
state = myra.new_game(players=2)          # or 3; rules=myra.MyraRules(...) for the draw settings
state = state.play("a2-c4")               # text or a move from state.legal_moves()
state.outcome(), state.to_move, state.position()
```
The user rules, with every ruling where the original text is silent, are in
``resources/rules/en/myra.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morra_suite.core.lazy_names import lazy_names

if TYPE_CHECKING:  # the names below are imported when first asked for (``__getattr__``)
    from morra_suite.games.myra.board import (
        AXIAL,
        CORNERS,
        CUBE,
        DIRECTIONS,
        NAMES,
        NEIGHBOURS,
        NUM_HOLES,
        POINTS,
        ROW_DIAG,
        START_CORNERS,
        STEP,
        distance,
        hole_index,
        hole_name,
    )
    from morra_suite.games.myra.explain import MyraIllegal
    from morra_suite.games.myra.moves import (
        PASS,
        ChainUp,
        MyraMove,
        Pass,
        PieceMove,
        Produce,
        Reduce,
        Unchain,
    )
    from morra_suite.games.myra.pieces import (
        FORTRESS,
        PLAYER_LETTERS,
        QUEEN,
        RESERVE_AT_START,
        Piece,
    )
    from morra_suite.games.myra.record import MyraGameText, read_record, write_record
    from morra_suite.games.myra.rules import MyraRules
    from morra_suite.games.myra.state import MyraState, MyraTermination, new_game, parse_position

__all__ = [
    "AXIAL",
    "CORNERS",
    "CUBE",
    "DIRECTIONS",
    "FORTRESS",
    "NAMES",
    "NEIGHBOURS",
    "NUM_HOLES",
    "PASS",
    "PLAYER_LETTERS",
    "POINTS",
    "QUEEN",
    "RESERVE_AT_START",
    "ROW_DIAG",
    "START_CORNERS",
    "STEP",
    "ChainUp",
    "MyraGameText",
    "MyraIllegal",
    "MyraMove",
    "MyraRules",
    "MyraState",
    "MyraTermination",
    "Pass",
    "Piece",
    "PieceMove",
    "Produce",
    "Reduce",
    "Unchain",
    "distance",
    "hole_index",
    "hole_name",
    "new_game",
    "parse_position",
    "read_record",
    "write_record",
]


# Where each name lives: the package's modules are imported when a name is first asked for, so
# that reading the game's registration record (``registration.py``, in this package) imports
# none of its rules (issue 43: a record's game is found from its tags before any is imported).
_LAZY = {
    "AXIAL": "board",
    "CORNERS": "board",
    "CUBE": "board",
    "DIRECTIONS": "board",
    "NAMES": "board",
    "NEIGHBOURS": "board",
    "NUM_HOLES": "board",
    "POINTS": "board",
    "ROW_DIAG": "board",
    "START_CORNERS": "board",
    "STEP": "board",
    "distance": "board",
    "hole_index": "board",
    "hole_name": "board",
    "MyraIllegal": "explain",
    "PASS": "moves",
    "ChainUp": "moves",
    "MyraMove": "moves",
    "Pass": "moves",
    "PieceMove": "moves",
    "Produce": "moves",
    "Reduce": "moves",
    "Unchain": "moves",
    "FORTRESS": "pieces",
    "PLAYER_LETTERS": "pieces",
    "QUEEN": "pieces",
    "RESERVE_AT_START": "pieces",
    "Piece": "pieces",
    "MyraGameText": "record",
    "read_record": "record",
    "write_record": "record",
    "MyraRules": "rules",
    "MyraState": "state",
    "MyraTermination": "state",
    "new_game": "state",
    "parse_position": "state",
}


__getattr__, __dir__ = lazy_names(__name__, _LAZY)
