"""Computer players for Myra, two and three players.

```python
from morra_suite.ai.myra import make_player, MAX_LEVEL
player = make_player(MAX_LEVEL, rng=random.Random(1), time_limit=1.0)
move = player(state, lambda: cancelled)      # from a worker thread; returns a legal MyraMove
```

Inside: a compact move generator checked against the rules library (``engine``), an evaluation
of queen safety, material, fortresses and mobility (``evaluate``), an iterative-deepening
alpha-beta search, paranoid for three players (``search``), and the levels (``player``).
Pure Python.
"""

from morra_suite.ai.myra.player import LEVELS, MAX_LEVEL, MyraPlayer, make_player

__all__ = ["LEVELS", "MAX_LEVEL", "MyraPlayer", "make_player"]
