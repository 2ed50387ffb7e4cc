"""Your own mistakes as puzzles (``learn.mistakes``) and their spaced schedule
(``learn.practice``): a blunder in a solved game agrees with the solved tables, a Morra hand
outside the solution is weighed against the other's optimal mix, a candidate the deeper look does
not confirm is dropped, a plug-in game gets it through its own analyser, and the schedule is
walked with a fake clock."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from morra_suite.ai.analysis import Analysis, analyse
from morra_suite.games import load_game, register_game, unregister_game
from morra_suite.learn import mill_proof, mistakes
from morra_suite.learn.practice import (
    AGAIN_AFTER,
    DAY,
    FILE_NAME,
    Counts,
    PracticeBook,
)


def _game(key: str, start: str, moves: list[str]) -> list:
    states = [load_game(key).parse_position(start)]
    for move in moves:
        states.append(states[-1].play(move))
    return states


def test_a_blunder_in_three_mens_morris_becomes_a_puzzle_the_tables_agree_with() -> None:
    # White could win at once with a3 and plays b1; Black's c1 then wins the race.
    states = _game("mill", "three w:a1,a2 b:b2,c3 hand:1,1 to:w", ["b1", "c1"])
    found = mistakes.find(states, seconds=0.2, deep_seconds=0.5, moves=["b1", "c1"])
    assert len(found) == 1
    puzzle = found[0]
    assert (puzzle.game, puzzle.player, puzzle.played, puzzle.ply) == ("mill", 0, "b1", 0)
    assert puzzle.position == states[0].position() and puzzle.proof == "solved"
    # the tables, asked on their own: the best move wins, the move played does not
    values = {
        str(v.move): v for v in mill_proof.move_values(states[0], mill_proof.lookup_for("three"))
    }
    assert values[puzzle.best].sign == 1 and values["b1"].sign < 1
    best = max(values.values(), key=lambda v: (v.sign, -v.plies if v.sign > 0 else v.plies))
    assert puzzle.best == str(best.move)
    # the refutation is Black's answer to b1, as the solved line gives it, and it is legal
    after = states[0].play("b1")
    assert puzzle.refutation and after.parse_move(puzzle.refutation[0]) in after.legal_moves()
    assert puzzle.id == mistakes.puzzle_id("mill", puzzle.position, "b1")


def test_a_good_game_gives_no_puzzle() -> None:
    states = _game("mill", "three w:a1,a2 b:b2,c3 hand:1,1 to:w", ["a3"])
    assert mistakes.find(states, seconds=0.2, deep_seconds=0.5) == []


def test_a_morra_hand_outside_the_solution_is_weighed_against_the_optimal_mix() -> None:
    # round 1 from 0.0: the solution never shows 3 for b (it helps a onto the white dot)
    states = _game("morra", "target a:0.0 b:0.6 next:a round:1", ["0/3"])
    found = mistakes.find(states, seconds=0.2, deep_seconds=0.5, moves=["0/3"])
    mine = [p for p in found if p.player == 1]
    assert len(mine) == 1
    puzzle = mine[0]
    assert puzzle.played == "3" and puzzle.proof == "solved" and puzzle.cost >= 0.1
    analysis = analyse(states[0], 0.5)
    assert analysis.best[1][int(puzzle.best)] == max(analysis.best[1].values())
    # the refutation: a's answer to b's 3 that leaves b worst off (a reaches the white dot)
    assert puzzle.refutation == ("1/3",)
    assert states[0].play("1/3").field_text(0) == "1.3"


def _fake(first_cost: float, deep_agrees: bool):
    """An analyser whose short look sees b1 as a blunder and whose long look agrees or not."""

    def analyse(state, seconds: float) -> Analysis:
        deep = seconds >= 1.0
        if state.to_move == 0:  # the position before White's b1
            best = state.parse_move("a3")
            if deep and not deep_agrees:
                best = state.parse_move("b1")
            return Analysis(best, 1.0, 0)
        # the position after b1, for Black to move: worse for White by first_cost
        value = 1.0 - first_cost if (not deep or deep_agrees) else 1.0
        return Analysis(None, -value, 1)

    return analyse


def test_a_candidate_the_deeper_search_does_not_confirm_is_dropped() -> None:
    states = _game("mill", "three w:a1,a2 b:b2,c3 hand:1,1 to:w", ["b1"])
    confirmed = mistakes.find(states, 0.1, 2.0, analyse=_fake(1.5, deep_agrees=True))
    assert [p.played for p in confirmed] == ["b1"] and confirmed[0].proof == "search"
    first = [_fake(1.5, True)(s, 0.1) for s in states]
    assert mistakes.candidates(states, first)  # the short look finds it ...
    dropped = mistakes.find(states, 0.1, 2.0, analyse=_fake(1.5, deep_agrees=False))
    assert dropped == []  # ... and the long one does not confirm it


def test_a_plug_in_game_gets_its_mistakes_through_its_own_analyser() -> None:
    from tests.plugin_game.registration import REGISTRATION

    register_game(REGISTRATION)
    try:
        start = load_game("nim").new_state()
        # 3,4,5 is a first-player win (nim-sum 2): a2 keeps it (1,4,5), a1 gives it away
        states = [start, start.play("a1")]
        found = mistakes.find(states, seconds=0.2, deep_seconds=0.4)
        assert [(p.game, p.played, p.best, p.proof) for p in found] == [
            ("nim", "a1", "a2", "solved")
        ]
    finally:
        unregister_game("nim")


def test_moves_that_do_not_lead_to_the_next_position_are_refused() -> None:
    states = _game("mill", "three w:a1,a2 b:b2,c3 hand:1,1 to:w", ["b1"])
    with pytest.raises(ValueError, match="does not lead"):
        mistakes.candidates(states, [Analysis(None, 0.0, 0)] * 2, moves=["c1"])


# ---------------------------------------------------------------------------- the schedule
def _puzzle(n: int = 1, game: str = "mill") -> mistakes.PersonalPuzzle:
    return mistakes.PersonalPuzzle(
        id=f"mine-{n:016d}", game=game, position="three w:a1,a2 b:b2,c3 hand:1,1 to:w",
        player=0, played="b1", best="a3", refutation=("c1",), cost=2.0, proof="solved", ply=n,
    )  # fmt: skip


def test_a_puzzle_comes_back_on_a_spaced_schedule_until_solved_twice(tmp_path) -> None:
    now = [1_000_000.0]
    book = PracticeBook.open(tmp_path, clock=lambda: now[0])
    assert book.add([_puzzle(1), _puzzle(1)]) == 1
    assert [p.id for p in book.due("mill")] == [_puzzle(1).id]  # due at once
    book.record(_puzzle(1).id, solved=True)
    assert book.due("mill") == [] and book.counts("mill") == Counts(1, 0, 0)
    now[0] += DAY - 1
    assert book.due("mill") == []
    now[0] += 1
    assert len(book.due("mill")) == 1  # a day later
    book.record(_puzzle(1).id, solved=False)  # missed: soon again, its solves start over
    assert book.entry(_puzzle(1).id).solves == 0
    now[0] += AGAIN_AFTER
    assert len(book.due("mill")) == 1
    book.record(_puzzle(1).id, solved=True)
    now[0] += DAY
    book.record(_puzzle(1).id, solved=True)  # the second solve in a row: learnt
    assert book.counts("mill") == Counts(0, 0, 1)
    now[0] += 100 * DAY
    assert book.due("mill") == []  # a learnt puzzle does not come back
    # and the schedule survives a new start
    again = PracticeBook.open(tmp_path, clock=lambda: now[0])
    assert again.problem is None and again.counts("mill") == Counts(0, 0, 1)
    assert again.entry(_puzzle(1).id).puzzle == _puzzle(1)


def test_a_damaged_entry_is_set_aside_and_the_rest_kept(tmp_path) -> None:
    book = PracticeBook.open(tmp_path, clock=lambda: 5.0)
    book.add([_puzzle(1), _puzzle(2), replace(_puzzle(3), game="myra")])
    data = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    data["entries"][1]["solves"] = 10**9
    data["entries"][2]["puzzle"]["position"] = "x" * 100_000
    (tmp_path / FILE_NAME).write_text(json.dumps(data), encoding="utf-8")
    again = PracticeBook.open(tmp_path, clock=lambda: 5.0)
    assert [e.puzzle.id for e in again.entries()] == [_puzzle(1).id]
    assert again.problem is not None and "2 bad entries" in again.problem
    (tmp_path / FILE_NAME).write_bytes(b"\xff not json")
    fresh = PracticeBook.open(tmp_path, clock=lambda: 5.0)
    assert fresh.entries() == [] and fresh.problem


def test_a_personal_puzzle_runs_as_a_puzzle_and_answers_the_move_played() -> None:
    three = _game("mill", "three w:a1,a2 b:b2,c3 hand:1,1 to:w", ["b1"])
    mill = mistakes.find(three, seconds=0.2, deep_seconds=0.5)[0]
    puzzle = mill.as_puzzle()
    assert (puzzle.goal, puzzle.solution, puzzle.player) == ("better-move", ("a3",), 0)
    said = mill.refute(three[0], "b1")
    assert said.code == "played-in-game" and said.reply == mill.refutation[0]
    assert mill.refute(three[0], "c1").code == "not-better"
    morra = _game("morra", "target a:0.0 b:0.6 next:a round:1", ["0/3"])
    hand = next(p for p in mistakes.find(morra, 0.2, 0.5, moves=["0/3"]) if p.player == 1)
    # the learner (b) chooses; a's part stays the refutation's answer (1)
    assert hand.as_puzzle().solution == (f"1/{hand.best}",)
    assert hand.refute(morra[0], "1/3").code == "played-in-game"
