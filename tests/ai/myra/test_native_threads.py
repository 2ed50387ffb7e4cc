"""Myra's core searching on several threads (Lazy SMP over the shared table and evaluation cache).

What must hold whatever the machine: legal answers on several threads with two and three
players; a queen that can be taken is taken, as on one thread (the helpers only fill the shared
tables, the think's own thread decides); one thread node for node repeatable; the threads option
range-checked; a cancel stops the helpers too; a budget on the CPU clock is kept in CPU time.
Speed is ``benchmarks/bench_myra_native.py``'s.
"""

from __future__ import annotations

import random
import threading
import time

import pytest

from morra_suite.ai.myra import native
from morra_suite.ai.myra.engine import pos_from_state, to_lib
from morra_suite.ai.myra.evaluate import WIN_BOUND
from morra_suite.games import myra

pytestmark = pytest.mark.skipif(not native.available(), reason="native core not built")


def _game(players: int, seed: int, plies: int = 120):
    """The positions of one seeded random game (captures favoured)."""
    rng = random.Random(seed)
    state = myra.new_game(players=players)
    for _ in range(plies):
        if state.outcome() is not None:
            return
        yield state
        moves = state.legal_moves()
        caps = [m for m in moves if isinstance(m, myra.PieceMove) and m.capture]
        state = state.play(rng.choice(caps) if caps and rng.random() < 0.6 else rng.choice(moves))


def _winner(state: myra.MyraState) -> int | None:
    outcome = state.outcome()
    return None if outcome is None else outcome.winner


def test_threads_option_is_range_checked() -> None:
    for bad in (0, -3, 65, True):
        with pytest.raises(ValueError, match="threads"):
            native.NativeSearch(tt_bits=10, threads=bad)
    engine = native.core().Engine(10)
    with pytest.raises(ValueError, match="threads"):
        engine.set_threads(0)
    with pytest.raises(ValueError, match="threads"):
        engine.set_threads(65)


def test_clock_option_is_range_checked() -> None:
    for bad in ("", "CPU", "process"):
        with pytest.raises(ValueError, match="clock"):
            native.NativeSearch(tt_bits=10, clock=bad)
    engine = native.core().Engine(10)
    for kind in (-1, 2, 1 << 40):
        with pytest.raises((ValueError, OverflowError)):
            engine.set_clock(kind)


@pytest.mark.parametrize("threads", [1, 2])
def test_a_cpu_clock_budget_is_kept_in_cpu_time(threads: int) -> None:
    """On the CPU clock a think stops when its own thread has used its budget of CPU time,
    helpers stopping with it; the wall clock only bounds a gross overrun (a loaded machine)."""
    state = next(s for i, s in enumerate(_game(2, 3)) if i == 30)
    search = native.NativeSearch(tt_bits=16, threads=threads, clock="cpu")
    start, own = time.perf_counter(), time.thread_time()
    _score, scored = search.think(state, 0.3)
    assert time.thread_time() - own < 0.3 + 0.1
    assert time.perf_counter() - start < 600  # a gross overrun only
    assert scored and search.depth >= 2


def test_one_thread_is_repeatable_node_for_node() -> None:
    state = next(s for i, s in enumerate(_game(2, 3)) if i == 30)
    runs = []
    for _ in range(2):
        search = native.NativeSearch(tt_bits=16, threads=1)
        score, scored = search.think(state, 600.0, max_depth=4)
        runs.append((score, scored, search.nodes, search.depth))
    assert runs[0] == runs[1] and runs[0][3] == 4


@pytest.mark.parametrize("players", [2, 3])
def test_several_threads_answer_legal_moves(players: int) -> None:
    for i, state in enumerate(_game(players, 11 + players)):
        if i % 20:
            continue
        pos = pos_from_state(state)
        search = native.NativeSearch(tt_bits=16, threads=3)
        _, scored = search.think(state, 600.0, max_depth=3)
        assert to_lib(pos, scored[0][0]) in state.legal_moves()
        assert search.depth >= 1


@pytest.mark.parametrize("players", [2, 3])
def test_threads_splitting_the_root_keep_every_move_once(players: int) -> None:
    """The threads split each iteration's root moves (a move another thread is on is put off to
    the end, once): whatever the order they end in, the answer lists every legal move once, the
    best first with the score returned, and the depth asked for is reached."""
    for i, state in enumerate(_game(players, 31 + players)):
        if i % 15:
            continue
        pos = pos_from_state(state)
        legal = sorted(map(str, state.legal_moves()))
        for depth in (2, 3):
            search = native.NativeSearch(tt_bits=16, threads=2)
            score, scored = search.think(state, 600.0, max_depth=depth)
            assert sorted(str(to_lib(pos, m)) for m, _ in scored) == legal
            assert scored[0][1] == score
            assert search.depth == depth or abs(score) >= WIN_BOUND


def test_a_queen_that_can_be_taken_is_taken_on_every_thread_count() -> None:
    """Positions of seeded games where the player to move can take a queen and win: the think
    on one, two and four threads scores the win and plays a move that wins at once."""
    found = 0
    for seed in range(40):
        for state in _game(2, seed):
            wins = [m for m in state.legal_moves() if _winner(state.play(m)) == state.to_move]
            if not wins:
                continue
            pos = pos_from_state(state)
            for threads in (1, 2, 4):
                search = native.NativeSearch(tt_bits=16, threads=threads)
                score, scored = search.think(state, 600.0, max_depth=4)
                assert score >= WIN_BOUND, (state.position(), threads)
                assert to_lib(pos, scored[0][0]) in wins, (state.position(), threads)
            found += 1
            break
        if found >= 6:
            break
    assert found >= 3, found


def test_a_cancel_stops_every_thread_and_python_runs_meanwhile() -> None:
    state = next(s for i, s in enumerate(_game(3, 5)) if i == 40)
    pos = pos_from_state(state)
    search = native.NativeSearch(tt_bits=16, threads=4)
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
    _, scored = search.think(state, 600.0, cancel=cancel)
    counter.join()
    assert to_lib(pos, scored[0][0]) in state.legal_moves()
    _, scored = search.think(state, 600.0, max_depth=2)  # the same helpers think again
    assert to_lib(pos, scored[0][0]) in state.legal_moves() and search.depth == 2
