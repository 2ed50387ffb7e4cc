"""Six Men's Morris solved by retrograde analysis (``ai/mill/six.py``,
``native_core/retrograde.c``): the generalised index, the moving tables' move counts, every
placing layer against the rules library's children, forward search at the table's distance, the
tables as exact leaves of the search, the players and the analysis, and the build in the
background with its cache.

The full game (6 pieces, 50 M positions) takes about 20 s to solve, so these tests solve the same
game with 4 pieces a side (2.9 M positions, about a second): the solver takes the pieces from the
rules, so it is the same code on a smaller board of possibilities. ``benchmarks/bench_mill_six.py``
solves the full game and checks samples of it the same way.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
import time
from dataclasses import replace
from math import comb

import numpy as np
import pytest

from morra_suite.ai.mill import endgames, native, six, tables
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Config, Pos
from morra_suite.ai.mill.search import WIN, WIN_BOUND
from morra_suite.ai.mill.tables import endgame_lookup, endgame_tables_if_ready
from morra_suite.ai.mill.verify import bellman_error, lib_state, timeless
from morra_suite.games import mill

pytestmark = pytest.mark.skipif(not native.available(), reason="the native core is not built")

PIECES = 4
RULES = replace(mill.MillRules.preset("six"), pieces=PIECES)
CFG = config_from_rules(timeless(RULES))


@pytest.fixture(scope="module")
def solved() -> six.Solution:
    solution, blob = six.solve(CFG)
    assert len(blob) == six.total_positions(PIECES) == 2_925_087
    return solution


def _unrank(r: int, bits: int) -> list[int]:
    out = []
    for k in range(bits, 0, -1):
        p = k - 1
        while comb(p + 1, k) <= r:
            p += 1
        r -= comb(p, k)
        out.append(p)
    return out


def _decode(a: int, b: int, i: int, n: int = six.POINTS) -> tuple[int, int]:
    """The inverse of ``endgames.index`` on ``n`` points (slow, for tests)."""
    per = comb(n - a, b)
    me = sum(1 << p for p in _unrank(i // per, a))
    free = [p for p in range(n) if not me >> p & 1]
    return me, sum(1 << free[q] for q in _unrank(i % per, b))


def _placing_pos(solution: six.Solution, k: int, a: int, b: int, i: int) -> Pos:
    hm, ho, _offsets, _size = solution.layouts[k]
    me, op = _decode(a, b, i)
    side = 0 if hm == ho else 1  # White begins: in an odd layer Black is to place
    bb = (me, op) if side == 0 else (op, me)
    hand = (hm, ho) if side == 0 else (ho, hm)
    return Pos(bb, hand, side, 0, 0)


def _samples(solution: six.Solution, k: int, rng: random.Random, count: int) -> list[Pos]:
    """Random positions of layer ``k``, half of them won or lost."""
    _hm, _ho, offsets, _size = solution.layouts[k]
    layer = np.frombuffer(solution.placing[k], dtype=np.int8)
    out = []
    for j in range(count):
        a, b = rng.choice(list(offsets))
        size = endgames.size(a, b, six.POINTS)
        part = layer[offsets[(a, b)] : offsets[(a, b)] + size]
        decisive = np.flatnonzero(part != 0)
        if j % 2 and len(decisive):
            i = int(decisive[rng.randrange(len(decisive))])
        else:
            i = rng.randrange(size)
        out.append(_placing_pos(solution, k, a, b, i))
    return out


def test_the_index_is_the_24_point_one_generalised() -> None:
    """On 24 points the native index is byte for byte the shipped tables' (the shipped files
    still load and agree: test_tables_endgames); on 16 points it is a bijection too."""
    rng = random.Random(2)
    engines = {24: native.new_engine(Config(), tt_bits=4), 16: native.new_engine(CFG, tt_bits=4)}
    for n, engine in engines.items():
        for a, b in ((3, 3), (3, 4), (4, 3), (4, 4), (0, 5), (6, 5)):
            for _ in range(100):
                i = rng.randrange(endgames.size(a, b, n))
                me, op = _decode(a, b, i, n)
                assert (me.bit_count(), op.bit_count(), me & op) == (a, b, 0)
                assert endgames.index(me, op, n) == i == engine.endgame_index(me, op)
    with pytest.raises(ValueError, match="not a position of this board"):
        engines[16].endgame_index(1 << 20, 1)


def test_layouts_agree_with_the_native_ones() -> None:
    for pieces in (3, 4, 6, 7):
        engine = native.new_engine(replace(CFG, pieces=pieces), tt_bits=4)
        for k in range(2 * pieces):
            assert engine.placing_layout(pieces, k) == six.layout(pieces, k)
    assert six.layout(6, 0) == (6, 6, {(0, 0): 0}, 1)
    assert six.layout(6, 11)[:2] == (1, 0)  # Black's last placement
    with pytest.raises(ValueError, match="placing tables"):
        native.new_engine(replace(CFG, pieces=8), tt_bits=4).placing_layout(8, 0)  # board fills


def test_moving_tables_count_every_move_back_once() -> None:
    """Forward moves inside each group and un-moves back from every position agree."""
    engine = native.new_engine(CFG, tt_bits=4)
    for a, b in six.groups(PIECES):
        raw, stats = engine.solve_endgame(a, b, True)
        assert stats[4] == stats[5] > 0, (a, b, stats)
        assert sum(stats[1:4]) == len(raw)
        for ab, view in endgames._split(a, b, raw, six.POINTS).items():
            engine.set_endgame(*ab, view)


def test_every_layer_follows_from_the_rules_library(solved) -> None:
    """Sampled positions of every placing layer and moving table: the stored value is what the
    children, as the rules library makes them, say."""
    rules = timeless(RULES)

    def probe(state):
        return six.lookup(CFG, solved, pos_from_state(state))

    rng = random.Random(14)
    for k in range(2 * PIECES):
        for pos in _samples(solved, k, rng, 24):
            state = lib_state(rules, pos)
            assert bellman_error(state, probe) is None, (k, state.position())
    for (a, b), table in solved.moving.items():
        for _ in range(10):
            me, op = _decode(a, b, rng.randrange(len(table)))
            state = lib_state(rules, Pos((me, op), (0, 0), 0, 0, 0))
            assert bellman_error(state, probe) is None, state.position()


def test_the_start_and_the_small_game(solved) -> None:
    assert six.raw_value(solved, Pos((0, 0), (PIECES, PIECES), 0, 0, 0)) == 0  # a draw
    counts = [
        np.bincount(np.sign(np.frombuffer(t, np.int8)) + 1, minlength=3) for t in solved.placing
    ]
    assert [int(c.sum()) for c in counts] == [six.layout(PIECES, k)[3] for k in range(2 * PIECES)]
    assert all(c[2] > 0 and c[0] > 0 for c in counts[3:])  # wins and losses from layer 3 on


def test_forward_search_proves_short_results_at_the_tables_distance(solved) -> None:
    """The native search without tables (repetition off), to exactly the table's distance, finds
    the same forced result in placing positions, and nothing forced in drawn ones."""
    searcher = native.NativeSearcher(replace(CFG, repetition=False))
    rng = random.Random(5)
    checked = drawn = 0
    for k in range(3, 2 * PIECES):
        _hm, _ho, offsets, _size = solved.layouts[k]
        layer = np.frombuffer(solved.placing[k], dtype=np.int8)
        short = np.flatnonzero((layer != 0) & (np.abs(layer.astype(np.int16)) <= 5))
        for j in rng.sample(range(len(short)), min(3, len(short))):
            g = int(short[j])
            (a, b), start = max(
                ((ab, o) for ab, o in offsets.items() if o <= g), key=lambda x: x[1]
            )
            pos = _placing_pos(solved, k, a, b, g - start)
            v = six.raw_value(solved, pos)
            assert v == layer[g]
            best = max(s for _, s in searcher.root_scores(pos, abs(v)))
            assert best == (WIN - v if v > 0 else -WIN - v), (k, v, best)
            checked += 1
        for pos in _samples(solved, k, rng, 6):
            if drawn < 6 and six.raw_value(solved, pos) == 0:
                assert abs(max(s for _, s in searcher.root_scores(pos, 4))) < WIN_BOUND
                drawn += 1
    assert checked >= 10 and drawn >= 3


def test_the_search_reads_the_solution_as_exact_leaves(solved) -> None:
    """With the solution set, a one-ply search of a long placing-phase win reports the table's
    exact score, far past its own depth; the draw counters are honoured as in ``lookup``."""
    searcher = native.NativeSearcher(CFG)
    searcher.set_endgame_tables(solved)
    rng = random.Random(9)
    for k in (2, 4, 6, 7):
        layer = np.frombuffer(solved.placing[k], dtype=np.int8)
        longest = int(np.abs(layer.astype(np.int16)).max())
        for pos in _samples(solved, k, rng, 8):
            v = six.raw_value(solved, pos)
            if v == 0 or abs(v) < longest // 2:
                continue
            best = max(s for _, s in searcher.root_scores(pos, 1))
            assert best == (WIN - v if v > 0 else -WIN - v), (k, v, best)
    pos = _samples(solved, 7, random.Random(1), 40)
    long_win = next(p for p in pos if (six.raw_value(solved, p) or 0) > 9)
    v = six.raw_value(solved, long_win)
    counted = replace(CFG, quiet_limit=v + 2)
    assert six.lookup(counted, solved, long_win._replace(quiet=1)) == (1, v)
    assert six.lookup(counted, solved, long_win._replace(quiet=3)) is None  # past the counter
    bound = native.NativeSearcher(counted)  # the native probe honours the counter the same way
    bound.set_endgame_tables(solved)
    assert max(s for _, s in bound.root_scores(long_win._replace(quiet=1), 1)) == WIN - v
    assert max(s for _, s in bound.root_scores(long_win._replace(quiet=3), 1)) < WIN_BOUND
    searcher.set_endgame_tables(None)  # and they can be taken away again
    assert max(s for _, s in searcher.root_scores(long_win, 1)) < WIN_BOUND


def test_lookup_answers_only_what_the_game_can_reach(solved) -> None:
    empty = Pos((0, 0), (PIECES, PIECES - 1), 0, 0, 0)  # White to place with one more in hand
    assert six.raw_value(solved, empty._replace(hand=(PIECES, PIECES + 1))) is None
    assert six.raw_value(solved, empty._replace(hand=(1, PIECES))) is None
    four = Pos((0b1111, 0b1111 << 8), (0, 0), 0, 0, 0)
    assert six.raw_value(solved, four) == six.raw_value(
        solved, four._replace(side=1, bb=four.bb[::-1])
    )
    assert six.raw_value(solved, Pos((0b11111, 0b111 << 8), (0, 0), 0, 0, 0)) is None  # 5 pieces


def test_top_level_player_and_analysis_play_the_solution(solved, monkeypatch) -> None:
    """Once loaded, the strongest player keeps a placing-phase win at the fastest pace, and the
    analysis says the exact result from the first move on."""
    from morra_suite.ai import analyse
    from morra_suite.ai.mill import MAX_LEVEL, make_player

    monkeypatch.setitem(six._background.ready, six.rules_key(config_from_rules(RULES)), solved)
    cfg = config_from_rules(RULES)
    assert endgame_tables_if_ready(cfg) is solved
    a = analyse(mill.new_game(RULES), seconds=0.5)
    assert (a.result, a.source, a.solved) == ("draw", "table", True)
    player = make_player(MAX_LEVEL, random.Random(0), time_limit=0.3)
    rng = random.Random(3)
    played = 0
    for pos in _samples(solved, 4, rng, 60):
        v = six.raw_value(solved, pos)
        if not v or v <= 1 or played == 3:
            continue
        state = lib_state(RULES, pos)
        child = state.play(player(state, lambda: False))
        assert endgame_lookup(cfg, solved, pos_from_state(child)) == (-1, v - 1), state.position()
        found = analyse(state, seconds=0.5)
        assert (found.result, found.distance, found.source) == ("win", v, "table")
        played += 1
    assert played == 3


def test_built_once_in_the_background_cached_and_shared(tmp_path, monkeypatch) -> None:
    """First use solves (with progress, seen by every process through a file) and caches the
    solution atomically; a second load reads the cache; while another live process builds the
    same rules, a load waits for its file instead of solving again."""
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(tmp_path))
    cfg = CFG
    seen: list[tuple[int, int, str]] = []
    name = six.progress_name(cfg)
    shared: list[tuple[int, int, str, int] | None] = []

    def note(done: int, total: int, what: str) -> None:
        seen.append((done, total, what))
        shared.append(endgames.read_progress(name))

    built = six.load_or_build(cfg, progress=note)
    assert built is not None
    total = six.total_positions(PIECES)
    assert seen[0] == (0, total, "3-v-3") and (total, total, "done") in seen
    assert shared[1] is not None and shared[1][3] == os.getpid()
    folder = tmp_path / "ai"
    ours = [p.name for p in folder.iterdir() if p.name.startswith(f"mill16_{PIECES}p")]
    assert ours == [six.file_name(cfg)]  # the progress file is gone, no temporary is left
    monkeypatch.setattr(six, "solve", lambda *a, **k: pytest.fail("solved again"))
    again = six.load_or_build(cfg)
    assert again is not None and bytes(again.placing[3]) == bytes(built.placing[3])
    # another process is building: wait for its file
    cached = folder / six.file_name(cfg)
    data = cached.read_bytes()
    cached.unlink()
    alive = "import time; time.sleep(30)"  # a stand-in process that lives on: no wait of the test
    other = subprocess.Popen([sys.executable, "-c", alive])
    try:
        endgames.report(name, 5, 10, "layer 3")
        text = (folder / f"{name}.progress").read_text()
        (folder / f"{name}.progress").write_text(text.replace(str(os.getpid()), str(other.pid)))
        assert six.progress(cfg)[:2] == (5, 10)
        assert tables.solving(cfg) == ("six", 0.5)
        monkeypatch.setattr(endgames, "WAIT_POLL_S", 0.02)
        result: list[six.Solution | None] = []
        waiter = threading.Thread(target=lambda: result.append(six.load_or_build(cfg)))
        waiter.start()
        time.sleep(0.3)  # behaviour under test: it polls the file, not solving, meanwhile
        assert waiter.is_alive() and not result  # waiting, not solving
        cached.write_bytes(data)
        (folder / f"{name}.progress").unlink()
        waiter.join(10)
        assert result and result[0] is not None
        assert bytes(result[0].placing[5]) == bytes(built.placing[5])
    finally:
        other.kill()
        other.wait()
    assert tables.solving(cfg) is None


def test_rules_it_does_not_solve() -> None:
    six_rules = config_from_rules(mill.MillRules.preset("six"))
    assert six.applies(six_rules) and six.rules_key(six_rules) == "6p-plain-nofly"
    assert not six.applies(replace(six_rules, lasker=True))
    assert not six.applies(replace(six_rules, blocked_passes=True))
    assert not six.applies(replace(six_rules, pieces=8))  # the board would fill
    assert not six.applies(replace(six_rules, flying=True))  # wins past 127 plies
    assert not six.applies(config_from_rules(mill.MillRules.preset("nine")))
    assert six.load_or_build(replace(six_rules, lasker=True)) is None
