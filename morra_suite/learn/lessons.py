"""Lessons: short steps on the real board, each a position, a sentence and a task the rules check.

```python
from morra_suite.learn import lessons
for lesson in lessons.load("mill", "de"):
    step = lesson.steps[0]
    step.position, step.text, step.accepts
    lessons.check(step, "a1-a4")        # Verdict(accepted, code, reason, facts)
```

The steps live in ``<game>.json`` (positions, tasks, the moves that do them and one legal
``wrong`` try, the same in every language) and the words in ``<language>/<game>.json`` (titles
and one sentence a step) of the folder the game's registration names (``learn.sources``: the
built-in games', ``resources/lessons``); what a wrong try is told, in
``resources/lessons/<language>/misses.json``. A step's ``accepts`` are data, so the board can
show a step without thinking; the tests hold them equal to what the task, asked of the rules,
accepts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from morra_suite.core.errors import IllegalMoveError, MoveParseError
from morra_suite.learn import sources
from morra_suite.learn.goals import TASKS, miss_of
from morra_suite.learn.storage import LearnDataError, read_json

FORMAT = "morra-suite-lessons"
VERSION = 1
LANGUAGES = ("en", "de", "da")
MAX_LESSONS = 200
MAX_STEPS = 50


@dataclass(frozen=True, slots=True)
class Step:
    """One task: ``position`` (the game's position text), ``text`` (one sentence in the
    lesson's language), ``accepts`` (the texts of the moves that do the task; the first is the
    one shown when the learner asks)."""

    position: str
    text: str
    accepts: tuple[str, ...]
    game: str = ""
    goal: str = "any"
    params: Mapping[str, Any] = field(default_factory=dict)
    player: int = 0  # who the learner plays (Morra: both choose, the other's choice is fixed)
    language: str = "en"
    wrong: str = ""  # a legal try that misses the task (the tests play it through the window)

    def state(self) -> Any:
        """The step's position as a state of its game."""
        from morra_suite.games import load_game

        return load_game(self.game).parse_position(self.position)

    @property
    def marks(self) -> tuple[str, ...]:
        """The points, holes or fields the step's task names (the board marks them): a task's
        ``points``, the piece it asks for (``frm``) and the fields a stone should reach."""
        named: list[str] = [str(p) for p in self.params.get("points", ())]
        named += [str(self.params[k]) for k in ("frm", "mine", "other_at") if k in self.params]
        return tuple(named)

    @property
    def shown(self) -> str:
        """The move shown when the learner asks to see the step done."""
        return self.accepts[0]


@dataclass(frozen=True, slots=True)
class Lesson:
    id: str
    title: str
    steps: tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the rules say of a try: ``accepted``, else ``code`` and ``reason`` (in the step's
    language) with the ``facts`` it was made from."""

    accepted: bool
    code: str = ""
    reason: str = ""
    facts: Mapping[str, Any] = field(default_factory=dict)


@cache
def _misses(language: str) -> Mapping[str, str]:
    data = read_json("lessons", language, "misses.json")
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        raise LearnDataError(f"lessons/{language}/misses.json: not a table of sentences")
    return data


def _word(language: str, code: str, facts: Mapping[str, Any]) -> str:
    template = _misses(language).get(code) or _misses("en").get(code, code)
    kinds = _misses(language)
    shown = {k: kinds.get(f"kind-{v}", v) if k in ("got", "want") else v for k, v in facts.items()}
    try:
        return template.format(**shown)
    except (KeyError, IndexError, ValueError):
        return template


def check(step: Step, move: str) -> Verdict:
    """Whether ``move`` (text, as a board or the keyboard gives it) does the step's task: the
    rules first (is it legal here?), then the task."""
    state = step.state()
    try:
        legal = state.parse_move(move)
    except IllegalMoveError as error:
        facts = {"move": move, "reason": error.reason}
        return Verdict(False, "illegal", _word(step.language, "illegal", facts), facts)
    except MoveParseError as error:
        facts = {"move": move, "reason": error.reason}
        return Verdict(False, "unreadable", _word(step.language, "unreadable", facts), facts)
    miss = miss_of(step.goal, state, legal, step.params, step.player)
    if miss is None:
        return Verdict(True)
    return Verdict(False, miss.code, _word(step.language, miss.code, miss.facts), miss.facts)


def _steps_data(game: str) -> list[dict[str, Any]]:
    data = sources.read(game, "lessons", f"{game}.json")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LearnDataError(f"lessons/{game}.json: not a lesson file")
    if data.get("version") != VERSION or data.get("game") != game:
        raise LearnDataError(f"lessons/{game}.json: version or game does not match")
    lessons = data.get("lessons")
    if not isinstance(lessons, list) or len(lessons) > MAX_LESSONS:
        raise LearnDataError(f"lessons/{game}.json: no list of lessons")
    return lessons


@cache
def load(game: str, language: str = "en") -> tuple[Lesson, ...]:
    """The lessons of ``game`` in ``language`` (English words where a text is missing)."""
    if language not in LANGUAGES:
        language = "en"
    english = sources.read(game, "lessons", "en", f"{game}.json")
    own_words = sources.exists(game, "lessons", language, f"{game}.json")
    words = sources.read(game, "lessons", language, f"{game}.json") if own_words else english
    out = []
    for item in _steps_data(game):
        try:
            lesson_id = str(item["id"])
            own = words.get(lesson_id) or english[lesson_id]
            texts = own["steps"]
            steps_data = item["steps"]
            if not 0 < len(steps_data) <= MAX_STEPS or len(texts) != len(steps_data):
                raise LearnDataError(f"lesson {lesson_id}: the steps and their texts differ")
            steps = []
            for text, data in zip(texts, steps_data, strict=True):
                goal = data.get("goal", {"kind": "any"})
                kind = str(goal["kind"])
                if kind not in TASKS:
                    raise LearnDataError(f"lesson {lesson_id}: unknown task {kind!r}")
                params = {k: v for k, v in goal.items() if k != "kind"}
                steps.append(
                    Step(
                        position=str(data["position"]),
                        text=str(text),
                        accepts=tuple(str(m) for m in data["accepts"]),
                        game=game,
                        goal=kind,
                        params=params,
                        player=int(data.get("player", 0)),
                        language=language,
                        wrong=str(data.get("wrong", "")),
                    )
                )
            out.append(Lesson(lesson_id, str(own["title"]), tuple(steps)))
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            if isinstance(error, LearnDataError):
                raise
            raise LearnDataError(f"lessons of {game} ({language}): {error!r}") from None
    return tuple(out)
