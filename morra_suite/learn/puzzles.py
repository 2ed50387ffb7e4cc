"""Puzzles proved by the solvers, shipped as data (``resources/puzzles/<game>.json``).

```python
from morra_suite.learn import puzzles
for p in puzzles.load("mill"):
    p.position, p.goal, p.plies, p.solution, p.rating
```

* mill, goal ``"win"``: the player to move wins in ``plies`` plies with exactly one first move
  (Three Men's Morris solved whole, Six Men's Morris's and the 24-point board's endgames);
* myra, goal ``"capture-queen"``: the player to move captures a queen within ``plies`` plies
  (at most 5) whatever the others do, with exactly one first move (exhaustive search);
* morra, goal ``"best-hand"``: against the other player's stated ``plan`` one hand is clearly
  best for ``player`` (the exact solver's win chances after the round, in ``chances``).

``solution`` is the main line as move texts; its first move is the puzzle's one answer (for
Morra the joint text of the round, the plan's hand included). ``scripts/build_learn_data.py``
makes the files; ``tests/learn`` proves them. A file is read on first use only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from morra_suite.learn import sources
from morra_suite.learn.storage import LearnDataError

FORMAT = "morra-suite-puzzles"
VERSION = 1
GOALS = ("win", "capture-queen", "best-hand", "better-move")  # the last: your own mistakes
GRADES = ("easy", "medium", "hard")
MAX_PUZZLES = 20_000


def grade_of(rating: float) -> str:
    """The grade a rating falls in: easy below 1200, hard from 1500."""
    if rating < 1200:
        return "easy"
    return "medium" if rating < 1500 else "hard"


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One proved puzzle; see the module's docstring for what each goal means."""

    id: str
    game: str
    variant: str
    position: str
    goal: str
    plies: int
    solution: tuple[str, ...]
    rating: int
    player: int = 0  # who solves it (0 is White, a, A)
    players: int = 2
    plan: tuple[tuple[int, float], ...] = ()  # morra: the other player's (hand, chance)
    chances: tuple[float, ...] = field(default=())  # morra: the solver's chance per own hand

    @property
    def grade(self) -> str:
        return grade_of(self.rating)

    @property
    def answer(self) -> str:
        """The one first move that solves the puzzle."""
        return self.solution[0]


def puzzle_from_data(game: str, item: Any) -> Puzzle:
    """A ``Puzzle`` from one entry of a puzzle file; ``LearnDataError`` names what is wrong."""
    if not isinstance(item, dict):
        raise LearnDataError(f"puzzles/{game}.json: an entry is not a table")
    name = item.get("id", "?")
    try:
        puzzle = Puzzle(
            id=str(item["id"]),
            game=game,
            variant=str(item["variant"]),
            position=str(item["position"]),
            goal=str(item["goal"]),
            plies=int(item["plies"]),
            solution=tuple(str(m) for m in item["solution"]),
            rating=int(item["rating"]),
            player=int(item.get("player", 0)),
            players=int(item.get("players", 2)),
            plan=tuple((int(h), float(p)) for h, p in item.get("plan", ())),
            chances=tuple(float(c) for c in item.get("chances", ())),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise LearnDataError(f"puzzles/{game}.json: puzzle {name!r}: {error!r}") from None
    if puzzle.goal not in GOALS:
        raise LearnDataError(f"puzzles/{game}.json: puzzle {name!r}: goal {puzzle.goal!r}")
    if not puzzle.solution or puzzle.plies < 1:
        raise LearnDataError(f"puzzles/{game}.json: puzzle {name!r}: no solution")
    return puzzle


@cache
def load(game: str) -> tuple[Puzzle, ...]:
    """Every shipped puzzle of ``game``, in the file's order (easiest first)."""
    data = sources.read(game, "puzzles", f"{game}.json")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LearnDataError(f"puzzles/{game}.json: not a puzzle file")
    if data.get("version") != VERSION or data.get("game") != game:
        raise LearnDataError(f"puzzles/{game}.json: version or game does not match")
    items = data.get("puzzles")
    if not isinstance(items, list) or len(items) > MAX_PUZZLES:
        raise LearnDataError(f"puzzles/{game}.json: no list of puzzles")
    out = tuple(puzzle_from_data(game, item) for item in items)
    if len({p.id for p in out}) != len(out):
        raise LearnDataError(f"puzzles/{game}.json: two puzzles share an id")
    return out


def near(
    game: str, rating: float, count: int = 20, exclude: frozenset[str] = frozenset()
) -> list[Puzzle]:
    """Up to ``count`` puzzles of ``game`` whose ratings are nearest ``rating`` (those in
    ``exclude``, the ones solved already, left out): what a session offers the learner."""
    pool = [p for p in load(game) if p.id not in exclude]
    pool.sort(key=lambda p: (abs(p.rating - rating), p.id))
    return pool[:count]


def daily(game: str, date_ordinal: int) -> Puzzle:
    """The puzzle of the day ``date_ordinal`` (``datetime.date.toordinal()``): the same for
    everyone on that day, a different one each day, round the whole collection."""
    found = load(game)
    # a prime stride (coprime to any collection smaller than it) spreads the days over the grades
    stride = 7919
    return found[(date_ordinal * stride) % len(found)]


def check_answer(puzzle: Puzzle, move: str) -> bool:
    """Whether ``move`` (text) is the puzzle's answer, read by the game's rules (so ``A1-a4``
    and ``a1-a4`` are the same move)."""
    from morra_suite.games import load_game

    state = load_game(puzzle.game).parse_position(puzzle.position)
    try:
        given = state.parse_move(move)
    except ValueError:
        return False
    return str(given) == str(state.parse_move(puzzle.answer))
