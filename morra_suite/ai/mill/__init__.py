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
solved tables for Three Men's Morris and the 3-v-3 flying endgame (``tables``) and the levels
(``player``). Without a C compiler everything still runs in pure Python, only slower.
"""

from morra_suite.ai.mill.player import LEVELS, MAX_LEVEL, MillPlayer, make_player

__all__ = ["LEVELS", "MAX_LEVEL", "MillPlayer", "make_player"]
