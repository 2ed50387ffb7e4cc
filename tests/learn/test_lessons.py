"""Every lesson step, checked by the rules: its position reads, every accepted move is legal and
does the task, the shipped ``accepts`` are exactly what the task (asked of the rules) accepts,
and ``lessons.check`` agrees: yes for those, a reason in words for a legal miss and for an
illegal or unreadable try. The lessons cover the rules the issue lists, in three languages."""

from __future__ import annotations

import pytest

from morra_suite.games import load_game
from morra_suite.learn import goals, lessons

GAMES = ("morra", "mill", "myra")
ALL_STEPS = [
    pytest.param(game, lesson.id, n, step, id=f"{lesson.id}-{n}")
    for game in GAMES
    for lesson in lessons.load(game)
    for n, step in enumerate(lesson.steps, 1)
]


@pytest.mark.parametrize("game", GAMES)
def test_at_least_ten_lessons_in_every_language(game: str) -> None:
    english = lessons.load(game, "en")
    assert len(english) >= 10
    # a course, not a count: at least four steps in each lesson, five on average
    counts = [len(lesson.steps) for lesson in english]
    assert min(counts) >= 4 and sum(counts) >= 5 * len(counts)
    for language in lessons.LANGUAGES:
        found = lessons.load(game, language)
        assert [lesson.id for lesson in found] == [lesson.id for lesson in english]
        for lesson, first in zip(found, english, strict=True):
            assert lesson.title and all(step.text for step in lesson.steps)
            assert [s.position for s in lesson.steps] == [s.position for s in first.steps]
            if language != "en":  # translated, not English left in place
                assert lesson.title != first.title
                assert all(a.text != b.text for a, b in zip(lesson.steps, first.steps, strict=True))


@pytest.mark.parametrize(("game", "lesson_id", "number", "step"), ALL_STEPS)
def test_step_checked_by_the_rules(game: str, lesson_id: str, number: int, step) -> None:
    state = load_game(game).parse_position(step.position)
    assert step.accepts, "a step nobody can do"
    legal = {str(m) for m in state.legal_moves()}
    assert set(step.accepts) <= legal
    assert step.accepts == goals.accepted(step.goal, state, step.params, step.player)
    for move in step.accepts:
        assert lessons.check(step, move).accepted
    refused = [m for m in state.legal_moves() if str(m) not in step.accepts]
    for move in refused[:20]:
        verdict = lessons.check(step, str(move))
        assert not verdict.accepted and verdict.code and verdict.reason
        assert "{" not in verdict.reason  # every fact of the sentence filled in
    assert lessons.check(step, "no move at all").code in ("unreadable", "illegal")
    # the shipped wrong try is legal, misses the task and is one the board lets the learner make
    # (not a change of the other player's fixed choice)
    assert step.wrong in legal and step.wrong not in step.accepts
    miss = lessons.check(step, step.wrong)
    assert not miss.accepted and miss.code not in ("illegal", "unreadable", "other-choice")


def test_an_illegal_try_gets_the_rules_reason() -> None:
    step = next(lesson for lesson in lessons.load("mill") if lesson.id == "mill-protected").steps[0]
    verdict = lessons.check(step, "a4xd1")  # d1 stands in Black's mill
    assert verdict.code == "illegal" and "protected" in verdict.reason


def test_a_miss_is_worded_in_the_lesson_language() -> None:
    sums = next(lesson for lesson in lessons.load("morra", "de") if lesson.id == "morra-sum")
    step = sums.steps[0]
    # make the stone move five fields
    verdict = lessons.check(step, "2/2")
    assert verdict.code == "total" and verdict.facts == {"got": 4, "want": 5}
    assert "Kugeln" in verdict.reason
    assert lessons.check(step, step.shown).accepted


def test_every_task_kind_is_used_and_the_rules_listed_are_covered() -> None:
    used = {s.goal for game in GAMES for lesson in lessons.load(game) for s in lesson.steps}
    # "any" and "no-loss" are the game-neutral forms (a game added later may use them); a Morra
    # step where any choice does would leave the learner no wrong try to learn from
    assert used == set(goals.TASKS) - {"any", "no-loss", "morra-any"}
    kinds = {
        s.params.get("move_kind")
        for lesson in lessons.load("myra")
        for s in lesson.steps
        if s.goal == "myra-kind"
    }
    # the six kinds of move of the original rules (a capture is a move that ends on an enemy)
    assert {"move", "build-up", "reduce", "chain-up", "unchain", "produce"} <= kinds
    ids = {lesson.id for game in GAMES for lesson in lessons.load(game)}
    for needed in (
        "morra-hands", "morra-sum", "morra-white-dot", "morra-black-dot", "morra-zero",
        "morra-push", "morra-race", "morra-defend", "morra-round-sentence", "morra-mixed",
        "mill-placing", "mill-mill", "mill-protected", "mill-moving", "mill-blocking",
        "mill-double", "mill-flying", "mill-three", "mill-six", "mill-diagonals",
        "mill-lasker", "myra-queen", "myra-fortress", "myra-capture", "myra-queen-capture",
        "myra-takeover",
    ):  # fmt: skip
        assert needed in ids


def test_an_unknown_language_falls_back_to_english() -> None:
    assert lessons.load("mill", "xx") == lessons.load("mill", "en")
