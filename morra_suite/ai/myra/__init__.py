"""Computer players for Myra, two and three players.

```python
from morra_suite.ai.myra import make_player, MAX_LEVEL
player = make_player(MAX_LEVEL, rng=random.Random(1), time_limit=1.0)
move = player(state, lambda: cancelled)      # from a worker thread; returns a legal MyraMove
```

Inside: a compact move generator checked against the rules library (``engine``), an evaluation
of queen safety, material, fortresses and mobility (``evaluate``), an iterative-deepening
alpha-beta search, paranoid for three players (``search``), the ladder of levels as numbers
(``levels``) and the player that plays them (``player``).
Pure Python.

The ladder's size and table (``levels``) are imported at once; the player, and with it the
search and the native core, only when ``MyraPlayer`` or ``make_player`` is first asked for
(PEP 562), so that a dialog asking for ``MAX_LEVEL`` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morra_suite.ai.myra.levels import LEVELS, MAX_LEVEL
from morra_suite.core.lazy_names import lazy_names

if TYPE_CHECKING:
    from morra_suite.ai.myra.player import MyraPlayer, make_player

__all__ = ["LEVELS", "MAX_LEVEL", "MyraPlayer", "make_player"]

if not TYPE_CHECKING:  # mypy reads the names above; a typed hook would hide missing ones
    __getattr__, __dir__ = lazy_names(__name__, {"MyraPlayer": "player", "make_player": "player"})
