"""The UCI match harness (benchmarks/bench_mill_uci.py) against a fake engine of random legal
actions: the protocol both ways, the checks of engine moves, the records and the table."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from morra_suite.games.mill import MillMove, MillRules, new_game, point_index, read_record
from tests.ai.mill.benchmark_scripts import load_benchmark

FAKE = Path(__file__).with_name("fake_uci_engine.py")


@pytest.fixture(scope="module")
def harness():
    try:
        yield load_benchmark("bench_mill_uci")
    finally:
        sys.modules.pop("bench_mill_uci", None)


def fake(*extra: str) -> str:
    return " ".join(shlex.quote(a) for a in (sys.executable, str(FAKE), *extra))


def test_move_tokens_split_removals(harness):
    assert harness.move_tokens(MillMove.from_text("d6")) == ["d6"]
    assert harness.move_tokens(MillMove.from_text("b6-d6xf4")) == ["b6-d6", "xf4"]
    assert harness.parse_action("xf4")[0] == "remove"
    with pytest.raises(harness.IllegalEngineMove):
        harness.parse_action("(1,9)")


def test_one_short_game_against_a_random_engine(harness, tmp_path, capsys):
    results = harness.main(
        [
            "--engine",
            fake("--seed", "3"),
            "--option",
            "Skill=1",
            "--games",
            "1",
            "--level",
            "2",
            "--time",
            "0.05",
            "--out",
            str(tmp_path),
        ]
    )
    out = capsys.readouterr().out
    assert len(results) == 1
    result = results[0]
    assert result.our_colour == 0
    assert result.ending not in ("illegal engine move", "engine failure"), result.note
    assert "FakeMill" in out and "as white" in out and "endings:" in out
    record = read_record((tmp_path / "game-001.mill").read_text(encoding="utf-8"))
    assert record.rules == MillRules.preset("nine")
    assert list(record.moves) == result.moves
    # the record replays every move by our rules, to the end the harness reported
    assert len(record.moves) == result.plies
    if result.ending != "ply limit":
        assert record.end.outcome() is not None
        assert record.end.outcome().reason.value == result.ending


def test_sanmill_coordinates_both_ways(harness):
    assert harness.move_tokens(MillMove.from_text("d5"), "sanmill") == ["(1,1)"]
    assert harness.move_tokens(MillMove.from_text("a7-d7xg1"), "sanmill") == [
        "(3,8)->(3,1)",
        "-(3,4)",
    ]
    assert harness.parse_action("(2,6)") == ("place", None, point_index("b2"))
    assert harness.parse_action("(3,2)->(3,3)") == ("move", point_index("g7"), point_index("g4"))
    assert harness.parse_action("-(1,5)") == ("remove", None, point_index("d3"))
    # the 24 coordinates name 24 different points, and every one reads back
    points = {harness.parse_action(f"({r},{s})")[2] for r in (1, 2, 3) for s in range(1, 9)}
    assert len(points) == 24
    for point in points:
        token = harness.move_tokens(MillMove(None, point, ()), "sanmill")[0]
        assert harness.parse_action(token) == ("place", None, point)
    with pytest.raises(harness.IllegalEngineMove):
        harness.parse_action("(4,1)")


def test_a_game_in_sanmill_dialect(harness, tmp_path):
    """Ring coordinates both ways, the answer at the end of an info line."""
    results = harness.main(
        [
            "--engine",
            fake("--seed", "5", "--sanmill", "--prefer-mills"),
            "--notation",
            "sanmill",
            "--games",
            "2",
            "--level",
            "1",
            "--time",
            "0.05",
            "--out",
            str(tmp_path),
        ]
    )
    assert [r.our_colour for r in results] == [0, 1]
    for result in results:
        assert result.ending not in ("illegal engine move", "engine failure"), result.note
    # the engine closed mills, so its removals went through the second go
    assert any(m.removals for r in results for m in r.moves)


def test_engine_removals_are_asked_for_and_checked(harness):
    """After a step that closes a mill the engine is asked again for the removal."""
    engine = harness.UciEngine(fake("--seed", "1", "--prefer-mills"), {})
    try:
        state = new_game("nine")
        moves = [MillMove.from_text(t) for t in ("a7", "b6", "d7", "d6")]
        for m in moves:
            state = state.play(m)
        tokens = [t for m in moves for t in harness.move_tokens(m)]
        move = harness.engine_move(engine, state, tokens, 0.01)
        assert str(move) in ("g7xb6", "g7xd6")
        assert state.is_legal(move)
    finally:
        engine.close()


def test_an_illegal_engine_move_ends_the_game(harness, tmp_path):
    results = harness.main(
        [
            "--engine",
            fake("--illegal-at", "2"),
            "--games",
            "1",
            "--level",
            "1",
            "--time",
            "0.05",
            "--out",
            str(tmp_path),
        ]
    )
    assert results[0].ending == "illegal engine move"
    assert results[0].points == 1.0
    assert "occupied" in results[0].note or "not" in results[0].note
    text = (tmp_path / "game-001.mill").read_text(encoding="utf-8")
    assert '[Result "1-0"]' in text and "illegal engine move" in text


def test_a_dead_engine_is_an_engine_error(harness):
    with pytest.raises(harness.EngineError):
        harness.UciEngine(shlex.quote(sys.executable) + " -c pass", {}, timeout=5)


def test_decisive_phase_reads_our_scores(harness):
    trace = [
        ("placing", 0),
        ("placing", -250),
        ("moving", -300),
        ("moving", None),
        ("moving", -900),
    ]
    assert harness.decisive_phase(trace, we_won=False) == "placing"
    assert harness.decisive_phase([*trace[:1], ("moving", -300)], we_won=False) == "moving"
    assert harness.decisive_phase([("moving", 50), ("moving", None)], we_won=True) == "?"
    assert harness.decisive_phase([("placing", 300), ("moving", None)], we_won=True) == "placing"


def test_the_previous_top_level_can_take_our_side(harness, tmp_path, capsys):
    """``--level baseline``: the yardstick for a rebuilt outside engine plays a whole game."""
    results = harness.main(
        [
            "--engine",
            fake("--seed", "5"),
            "--games",
            "1",
            "--level",
            "baseline",
            "--time",
            "0.05",
            "--max-plies",
            "40",
            "--out",
            str(tmp_path),
        ]
    )
    out = capsys.readouterr().out
    assert "baseline" in out
    assert results[0].ending not in ("illegal engine move", "engine failure"), results[0].note
    assert read_record((tmp_path / "game-001.mill").read_text(encoding="utf-8")).moves
