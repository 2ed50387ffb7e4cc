"""Computer players for the mill games (Three, Six, Nine, Twelve Men's Morris, Morabaraba, Lasker).

```python
from morra_suite.ai.mill import make_player, MAX_LEVEL
player = make_player(MAX_LEVEL, rng=random.Random(1), time_limit=1.0)
move = player(state, lambda: cancelled)      # from a worker thread; returns a legal MillMove
```

Inside: a bitboard engine checked against the rules library (``engine``), an iterative-deepening
PVS search with a blockade-aware evaluation (``search``), the same engine and search compiled in
C (``native_core/``, one file per job, used through ``native`` whenever it was built; the tests
hold both equal),
solved tables for Three Men's Morris and the 3-v-3 flying endgame (``tables``), the ladder of
levels as numbers (``levels``) and the player that plays them (``player``). Without a C compiler
everything still runs in pure Python, only slower.

The ladder's size and table are imported at once (``levels`` is light); the player, and with it
the search and the native core, only when ``MillPlayer`` or ``make_player`` is first asked for
(PEP 562), so that every ``morra_suite.ai.mill.<module>`` import, which runs this file first,
and a dialog asking for ``MAX_LEVEL`` stay cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morra_suite.ai.mill.levels import LEVELS, MAX_LEVEL
from morra_suite.core.lazy_names import lazy_names

if TYPE_CHECKING:
    from morra_suite.ai.mill.player import MillPlayer, make_player

__all__ = ["LEVELS", "MAX_LEVEL", "MillPlayer", "make_player"]

if not TYPE_CHECKING:  # mypy reads the names above; a typed hook would hide missing ones
    __getattr__, __dir__ = lazy_names(__name__, {"MillPlayer": "player", "make_player": "player"})
