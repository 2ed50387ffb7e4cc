"""The solved 3- and 4-piece endgames of the 24-point board: index, agreement with the numpy 3-v-3
solver, consistency with the rules library's children, forward search, and use as exact leaves.

Every check samples (the tables hold 78 M positions a rules set); the whole file runs in seconds.
"""

from __future__ import annotations

import random
from math import comb

import numpy as np
import pytest
from polling import wait_until

from morra_suite.ai.mill import endgames, native
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Config, Pos, legal_moves, play
from morra_suite.ai.mill.search import WIN, WIN_BOUND
from morra_suite.ai.mill.tables import COMBO_INDEX, N_COMBOS, endgame_lookup, flying_table
from morra_suite.ai.mill.verify import bellman_error, lib_state, timeless
from morra_suite.games import mill

needs_native = pytest.mark.skipif(not native.available(), reason="the native core is not built")


@pytest.fixture(scope="module", params=[False, True], ids=["plain", "diagonals"])
def shipped(request):
    cfg = Config(diagonals=request.param)
    tables = endgames.load_or_build(cfg, build=False)
    assert tables is not None, "the shipped endgame tables are missing from resources/ai"
    return cfg, tables


def _random_pos(rng: random.Random, a: int, b: int) -> Pos:
    pts = rng.sample(range(24), a + b)
    me = sum(1 << p for p in pts[:a])
    op = sum(1 << p for p in pts[a:])
    side = rng.randrange(2)
    bb = (me, op) if side == 0 else (op, me)
    return Pos(bb, (0, 0), side, 0, 0)


def _decisive(table: memoryview, rng: random.Random, k: int, max_dist: int = 127) -> list[int]:
    """Up to ``k`` random indices of won or lost positions no longer than ``max_dist``."""
    arr = np.frombuffer(table, dtype=np.int8)
    found = np.flatnonzero((arr != 0) & (np.abs(arr.astype(np.int16)) <= max_dist))
    if len(found) == 0:
        return []
    return [int(found[rng.randrange(len(found))]) for _ in range(k)]


def _decode(a: int, b: int, i: int) -> tuple[int, int]:
    """The inverse of ``endgames.index`` (slow, for tests): (mover, other) masks."""
    per = comb(24 - a, b)

    def unrank(r: int, bits: int) -> list[int]:
        out = []
        for k in range(bits, 0, -1):
            p = k - 1
            while comb(p + 1, k) <= r:
                p += 1
            r -= comb(p, k)
            out.append(p)
        return out

    me_pts = unrank(i // per, a)
    me = sum(1 << p for p in me_pts)
    free = [p for p in range(24) if not me >> p & 1]
    op = sum(1 << free[q] for q in unrank(i % per, b))
    return me, op


def test_index_is_a_bijection_and_matches_the_native_one() -> None:
    rng = random.Random(5)
    engine = native.new_engine(Config(), tt_bits=4) if native.available() else None
    for a, b in ((3, 3), (3, 4), (4, 3), (4, 4)):
        for _ in range(300):
            i = rng.randrange(endgames.size(a, b))
            me, op = _decode(a, b, i)
            assert (me.bit_count(), op.bit_count(), me & op) == (a, b, 0)
            assert endgames.index(me, op) == i
            if engine is not None:
                assert engine.endgame_index(me, op) == i


def test_three_against_three_agrees_with_the_numpy_solver(shipped) -> None:
    """The retrograde C solver and the older numpy layer-by-layer solver are independent."""
    cfg, tables = shipped
    old = flying_table(cfg.diagonals)
    rng = random.Random(1)
    for _ in range(3000):
        pos = _random_pos(rng, 3, 3)
        me, op = pos.bb[pos.side], pos.bb[1 - pos.side]
        assert endgames.raw_value(tables, pos) == old[COMBO_INDEX[me] * N_COMBOS + COMBO_INDEX[op]]


def test_tables_follow_from_the_rules_library(shipped) -> None:
    """Each sampled value is what its children (as the rules library makes them) say."""
    cfg, tables = shipped
    rules = timeless(mill.MillRules.preset("twelve" if cfg.diagonals else "nine"))
    assert config_from_rules(rules).diagonals == cfg.diagonals
    assert endgames.rules_key(config_from_rules(rules)) == endgames.rules_key(cfg)

    def lookup(state):
        return endgame_lookup(cfg, tables, pos_from_state(state))

    rng = random.Random(7)
    for a, b in ((3, 4), (4, 3), (4, 4)):
        samples = [_random_pos(rng, a, b) for _ in range(15)]
        for i in _decisive(tables[(a, b)], rng, 15):
            me, op = _decode(a, b, i)
            samples.append(Pos((me, op), (0, 0), 0, 0, 0))
        for pos in samples:
            state = lib_state(rules, pos)
            assert bellman_error(state, lookup) is None, state.position()


def test_stored_values_follow_from_the_engines_children(shipped) -> None:
    """The same check on more samples through the engine's moves (faster than the library's)."""
    cfg, tables = shipped
    rng = random.Random(11)
    for a, b in ((3, 3), (3, 4), (4, 3), (4, 4)):
        picks = [_decode(a, b, i) for i in _decisive(tables[(a, b)], rng, 100)]
        picks += [_decode(a, b, rng.randrange(endgames.size(a, b))) for _ in range(100)]
        for me, op in picks:
            pos = Pos((me, op), (0, 0), 0, 0, 0)
            kids = []
            for m in legal_moves(cfg, pos):
                child = play(cfg, pos, m)
                if child.bb[1].bit_count() < 3:
                    kids.append((-1, 0))
                else:
                    kids.append(endgames.lookup(cfg, tables, child))
            got = endgames.raw_value(tables, pos)
            if not kids:
                assert got == endgames.LOST_NOW
                continue
            lost = [d for s, d in kids if s < 0]
            if lost:
                assert got == min(lost) + 1
            elif all(s > 0 for s, _ in kids):
                assert got == -(max(d for _, d in kids) + 1)
            else:
                assert got == 0


@needs_native
def test_tables_agree_with_forward_search(shipped) -> None:
    """The native search without tables, to the table's distance, proves the same result; and a
    drawn position shows no forced result at depth 5."""
    cfg, tables = shipped
    searcher = native.NativeSearcher(Config(diagonals=cfg.diagonals, repetition=False))
    rng = random.Random(3)
    checked = 0
    for a, b in ((3, 3), (3, 4), (4, 3), (4, 4)):
        for i in _decisive(tables[(a, b)], rng, 4, max_dist=7):
            me, op = _decode(a, b, i)
            pos = Pos((me, op), (0, 0), 0, 0, 0)
            v = endgames.raw_value(tables, pos)
            if v == endgames.LOST_NOW:
                continue
            best = max(s for _, s in searcher.root_scores(pos, abs(v)))
            assert best == (WIN - v if v > 0 else -WIN - v), (a, b, v, best)
            checked += 1
        drawn = 0
        for _ in range(200):  # (the diagonal board's 3-v-3 has no draw at all)
            pos = _random_pos(rng, a, b)
            if drawn == 2 or endgames.raw_value(tables, pos) != 0:
                continue
            best = max(s for _, s in searcher.root_scores(pos, 5))
            assert abs(best) < WIN_BOUND
            drawn += 1
    assert checked >= 8


@needs_native
def test_search_uses_the_tables_as_exact_leaves(shipped) -> None:
    """With the tables set, a shallow think of a long 4-v-4 or 3-v-4 win reports the table's
    exact score at once, far past its own depth."""
    cfg, tables = shipped
    searcher = native.NativeSearcher(cfg)
    searcher.set_endgame_tables(tables)
    rng = random.Random(4)
    for a, b in ((4, 4), (3, 4), (4, 3)):
        arr = np.frombuffer(tables[(a, b)], dtype=np.int8)
        longest = int(np.abs(arr.astype(np.int16))[arr != endgames.LOST_NOW].max())
        for i in _decisive(tables[(a, b)], rng, 3, max_dist=longest):
            me, op = _decode(a, b, i)
            pos = Pos((me, op), (0, 0), 0, 0, 0)
            v = endgames.raw_value(tables, pos)
            if v == endgames.LOST_NOW:
                continue
            scored = searcher.root_scores(pos, 1)
            assert max(s for _, s in scored) == (WIN - v if v > 0 else -WIN - v)


def test_lookup_counters_and_ends() -> None:
    cfg = Config(quiet_limit=10)
    table = memoryview(bytearray(endgames.size(4, 4))).cast("b")
    pos = _random_pos(random.Random(0), 4, 4)
    i = endgames.index(pos.bb[pos.side], pos.bb[1 - pos.side])
    table[i] = 9
    tables = {(4, 4): table}
    assert endgames.lookup(cfg, tables, pos) == (1, 9)
    assert endgames.lookup(cfg, tables, pos._replace(quiet=2)) is None  # past the counter
    table[i] = -4
    assert endgames.lookup(cfg, tables, pos) == (-1, 4)
    table[i] = endgames.LOST_NOW
    assert endgames.lookup(cfg, tables, pos) == (-1, 0)
    table[i] = 0
    assert endgames.lookup(cfg, tables, pos._replace(quiet=9)) == (0, 0)
    assert endgames.lookup(cfg, tables, pos._replace(hand=(1, 0))) is None
    assert endgames.lookup(cfg, tables, _random_pos(random.Random(1), 3, 5)) is None


def test_rules_key_names_what_the_tables_depend_on() -> None:
    assert endgames.rules_key(Config()) == "plain"
    assert endgames.rules_key(Config(diagonals=True, remove_any=True)) == "diag-anyremove"
    assert endgames.rules_key(Config(fly_at=4)) == "plain-fly4"
    assert endgames.rules_key(Config(flying=False)) == "plain-nofly"
    assert not endgames.applies(Config(board="three"))


@needs_native
def test_unshipped_rules_are_solved_in_the_background_and_cached(tmp_path, monkeypatch) -> None:
    """Rules without a shipped table: solved once (here a 3-v-3-only solve to stay quick), cached
    atomically, then read back from the cache without solving."""
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(tmp_path))
    tmp_path = tmp_path / "ai"
    monkeypatch.setattr(endgames, "GROUPS", ((3, 3),))
    cfg = Config(remove_any=True)
    seen: list[tuple[int, int, str]] = []
    built = endgames.load_or_build(cfg, progress=lambda *p: seen.append(p))
    assert built is not None and set(built) == {(3, 3)}
    assert seen[0] == (0, 1, "3-v-3") and seen[-1] == (1, 1, "done")
    assert [p.name for p in tmp_path.iterdir()] == [endgames.file_name(cfg, 3, 3)]
    # closing a mill in 3-v-3 ends the game whatever it removes: the shipped plain table again
    shipped_plain = endgames.load_or_build(Config(), build=False)
    assert shipped_plain is not None and bytes(built[(3, 3)]) == bytes(shipped_plain[(3, 3)])
    monkeypatch.setattr(endgames, "solve", lambda *a: pytest.fail("solved again"))
    again = endgames.load_or_build(cfg)
    assert again is not None and bytes(again[(3, 3)]) == bytes(built[(3, 3)])


@needs_native
def test_top_level_player_keeps_a_table_win(monkeypatch) -> None:
    """The strongest computer player, once the tables are loaded, plays a fastest winning move
    in 4-v-4 and 3-v-4 wins of the nine men's game (the search reads them as exact leaves)."""

    from morra_suite.ai.mill import MAX_LEVEL, make_player

    rules = mill.MillRules.preset("nine")
    cfg = config_from_rules(rules)
    assert endgames.applies(cfg) and endgames.rules_key(cfg) == "plain"
    wait_until(lambda: endgames.tables_if_ready(cfg) is not None, "loading the endgame tables")
    tables = endgames.tables_if_ready(cfg)
    assert tables is not None
    rng = random.Random(8)
    player = make_player(MAX_LEVEL, random.Random(0), time_limit=0.3)
    for a, b in ((4, 4), (3, 4), (4, 3)):
        # (4-v-3 has only wins in 1: the side with four wins by closing a mill at once or not)
        picks = _decisive(tables[(a, b)], rng, 2000)
        wins = [i for i in picks if tables[(a, b)][i] > 1][:2] or [
            i for i in picks if tables[(a, b)][i] > 0
        ][:2]
        assert wins
        for i in wins:
            me, op = _decode(a, b, i)
            state = lib_state(rules, Pos((me, op), (0, 0), 0, 0, 0))
            v = endgames.raw_value(tables, pos_from_state(state))
            child = state.play(player(state, lambda: False))
            if child.outcome() is not None:  # the removal left two pieces
                assert v == 1 and child.outcome().winner == 0
                continue
            assert endgame_lookup(cfg, tables, pos_from_state(child)) == (-1, v - 1), (
                state.position()
            )
