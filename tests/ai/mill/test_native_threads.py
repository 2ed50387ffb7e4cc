"""The mill core's search on several threads (Lazy SMP over one shared transposition table).

What must hold whatever the machine: a think on several threads answers a legal move; on solved
positions (short wins and losses of the 3-v-3 flying game, read from the solved table) it finds
the same exact result as the search on one thread and plays a move that keeps it; one thread stays
node for node repeatable; the threads option is range-checked; a cancel stops the helpers too.
Speed (nodes per second, depth, the match of two threads against one) is measured by
``benchmarks/bench_mill_native.py``, not here.
"""

from __future__ import annotations

import random
import threading

import pytest

from morra_suite.ai.mill import native
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Pos, legal_moves, play
from morra_suite.ai.mill.search import WIN
from morra_suite.ai.mill.tables import COMBO_INDEX, COMBOS, N_COMBOS, flying_table
from morra_suite.ai.mill.verify import timeless
from morra_suite.games import mill

pytestmark = pytest.mark.skipif(not native.available(), reason="native core not built")

MIDGAME = "nine w:a7,d7,b6,f4,d2,c3,e4 b:g7,g1,a1,b4,d6,f2,d5 hand:0,0 to:w"


def test_threads_option_is_range_checked() -> None:
    cfg = config_from_rules(mill.MillRules.preset("nine"))
    for bad in (0, -1, native.MAX_THREADS + 1, True, 2.0):
        with pytest.raises(ValueError, match="threads"):
            native.NativeSearcher(cfg, threads=bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="threads"):
            native.make_searcher(cfg, native=False, threads=bad)  # type: ignore[arg-type]
    engine = native.new_engine(cfg)
    with pytest.raises(ValueError, match="threads"):
        engine.set_threads(0)
    with pytest.raises(ValueError, match="threads"):
        engine.set_threads(native.MAX_THREADS + 1)
    assert native.NativeSearcher(cfg).threads == native.default_threads()
    assert 1 <= native.default_threads() <= native.MAX_THREADS


def test_one_thread_is_repeatable_node_for_node() -> None:
    state = mill.parse_position(MIDGAME)
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    runs = []
    for _ in range(2):
        searcher = native.NativeSearcher(cfg, threads=1)
        move, score, scored = searcher.think(pos, 600.0, max_depth=6)
        runs.append((move, score, scored, searcher.nodes, searcher.depth_reached))
    assert runs[0] == runs[1]
    assert runs[0][4] == 6


@pytest.mark.parametrize("threads", [2, 3])
def test_threads_answer_legal_moves_in_every_phase(threads: int) -> None:
    texts = [
        "nine w:d6 b:- hand:8,9 to:b",
        "nine w:a7,d6,f4,c3,e5 b:g7,d2,b4,a1,g1 hand:4,4 to:w",
        MIDGAME,
        "nine w:a7,d7,g4 b:g7,g1,a1,b4,d6,f2 hand:0,0 to:b",
    ]
    for text in texts:
        state = mill.parse_position(text)
        cfg = config_from_rules(state.rules)
        pos = pos_from_state(state)
        searcher = native.NativeSearcher(cfg, threads=threads)
        move, _score, scored = searcher.think(pos, 600.0, max_depth=5)
        assert move in legal_moves(cfg, pos), text
        assert sorted(m for m, _ in scored) == sorted(legal_moves(cfg, pos))
        assert searcher.depth_reached == 5


def _solved_positions(count: int) -> list[tuple[Pos, int]]:
    """3-v-3 flying positions the table wins or loses in 1 to 5 moves, with that value."""
    cfg = config_from_rules(timeless(mill.MillRules.preset("nine")))
    table = flying_table(False)
    key = native.new_engine(cfg).key
    rng = random.Random(23)
    out: list[tuple[Pos, int]] = []
    while len(out) < count:
        me = rng.choice(COMBOS)
        op = rng.choice([c for c in COMBOS if not c & me])
        v = table[COMBO_INDEX[me] * N_COMBOS + COMBO_INDEX[op]]
        if v == 0 or abs(v) > 5:
            continue
        side = rng.randrange(2)
        bb = (me, op) if side == 0 else (op, me)
        out.append((Pos(bb, (0, 0), side, 0, key((*bb, 0, 0, side, 0))), v))
    return out


def test_threads_agree_with_one_thread_on_solved_positions() -> None:
    """The exact win or loss (its distance too) with two and four threads, as with one, and a
    move that keeps it: the helpers only fill the shared table, the main thread decides."""
    cfg = config_from_rules(timeless(mill.MillRules.preset("nine")))
    table = flying_table(False)
    for pos, v in _solved_positions(12):
        want = WIN - v if v > 0 else -WIN - v  # win in d: WIN - d; loss in d: -WIN + d
        for threads in (1, 2, 4):
            searcher = native.NativeSearcher(cfg, threads=threads)
            move, score, _ = searcher.think(pos, 600.0, max_depth=abs(v) + 2)
            assert score == want, (pos, v, threads, score)
            if v > 0:  # a winning move: the opponent loses after it (or has two pieces)
                child = play(cfg, pos, move)
                if not move[2]:
                    me, op = child.bb[child.side], child.bb[1 - child.side]
                    assert table[COMBO_INDEX[me] * N_COMBOS + COMBO_INDEX[op]] < 0


def test_a_cancel_stops_every_thread_and_python_runs_meanwhile() -> None:
    """A think on four threads releases the GIL (a Python thread counts meanwhile) and a cancel
    ends it, helpers included (a helper left running would hang the join, and this test)."""
    state = mill.parse_position(MIDGAME)
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    searcher = native.NativeSearcher(cfg, threads=4)
    ticks: list[int] = []
    asked = threading.Event()

    def cancel() -> bool:
        asked.set()
        return len(ticks) > 20

    def count() -> None:
        asked.wait()
        while len(ticks) <= 20:
            ticks.append(1)

    counter = threading.Thread(target=count)
    counter.start()
    move, _score, _ = searcher.think(pos, 600.0, cancel=cancel)
    counter.join()
    assert move in legal_moves(cfg, pos)
    assert len(ticks) > 20
    # and the engine thinks again afterwards, on the same helpers
    move, _score, _ = searcher.think(pos, 600.0, max_depth=4)
    assert move in legal_moves(cfg, pos) and searcher.depth_reached == 4


def test_a_helpers_deeper_result_keeps_the_answer_whole() -> None:
    """Whichever thread's iteration is played (a helper's deeper one replaces the main thread's),
    the answer stays one: the move is the first of the scored list, with the score returned,
    every legal move listed once, and the depth never past the one asked for."""
    texts = [
        "nine w:a7,d6,f4 b:g7,d2,b4 hand:6,6 to:w",
        MIDGAME,
        "nine w:a7,d7,g4 b:g7,g1,a1,b4,d6,f2 hand:0,0 to:w",
    ]
    for text in texts:
        state = mill.parse_position(text)
        cfg = config_from_rules(state.rules)
        pos = pos_from_state(state)
        for depth in (2, 3, 4, 6):
            searcher = native.NativeSearcher(cfg, threads=2)
            move, score, scored = searcher.think(pos, 600.0, max_depth=depth)
            assert scored[0] == (move, score), (text, depth)
            assert sorted(m for m, _ in scored) == sorted(legal_moves(cfg, pos))
            assert searcher.depth_reached == depth or abs(score) >= WIN - 10_000, (text, depth)
