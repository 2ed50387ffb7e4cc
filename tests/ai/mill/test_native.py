"""The native search core against the pure-Python engine: same moves, same scores.

Seeded random games of every preset and of variants that switch single rules: at every position
both engines must list the same legal moves, compute the same Zobrist key and the same static
evaluation; on sampled positions both must give every root move the same minimax score at a fixed
depth (transposition tables off, so the scores are exact and order-independent). The native half
is skipped only when the extension is not built; CI builds it (``pip install`` compiles it), and
``test_an_install_with_a_compiler_has_the_native_core`` fails there if it did not.
"""

from __future__ import annotations

import random
import time

import pytest
from native_cores import check_built

from morra_suite.ai.mill import native
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state, seen_keys
from morra_suite.ai.mill.engine import legal_moves
from morra_suite.ai.mill.evaluation import DEFAULT_WEIGHTS, evaluate
from morra_suite.ai.mill.player import TOP_WEIGHTS
from morra_suite.ai.mill.search import Searcher, Stop
from morra_suite.ai.mill.tables import flying_table
from morra_suite.games import mill
from tests.ai.mill.variants import IDS, VARIANTS

needs_native = pytest.mark.skipif(not native.available(), reason="native core not built")


def _random_states(rules: mill.MillRules, seed: str, games: int):
    """Every position of ``games`` seeded random games (odd games avoid removals)."""
    rng = random.Random(seed)
    for game in range(games):
        state = mill.new_game(rules)
        while state.outcome() is None:
            yield state
            legal = state.legal_moves()
            calm = [m for m in legal if not m.removals]
            quiet = game % 2 == 1 and calm and rng.random() < 0.9
            state = state.play(rng.choice(calm if quiet else legal))


def test_an_install_with_a_compiler_has_the_native_core() -> None:
    """Where a C compiler and Python's headers exist (developers), and always in CI, ``pip
    install`` must have built the core: there a missing, broken or stale extension fails the run
    instead of skipping the agreement tests (``native_cores.check_built``); elsewhere it skips
    with the reason."""
    check_built(native.available(), "mill")


@needs_native
@pytest.mark.parametrize(("name", "rules"), VARIANTS, ids=IDS)
def test_native_moves_keys_and_evaluation_agree(name: str, rules: mill.MillRules) -> None:
    """Keys, moves and the evaluation agree, with the ladder's weights and the top level's (its
    cramp term, ``player.TOP_WEIGHTS``)."""
    cfg = config_from_rules(rules)
    searcher = native.NativeSearcher(cfg)
    top = native.NativeSearcher(cfg, weights=TOP_WEIGHTS)
    engine = searcher.engine
    checked = cramped = 0
    for state in _random_states(rules, name, 12):
        pos = pos_from_state(state)
        assert engine.key(native.pos_tuple(pos)) == pos.key, state.position()
        assert sorted(searcher.legal_moves(pos)) == sorted(legal_moves(cfg, pos)), state.position()
        assert searcher.evaluate(pos) == evaluate(cfg, pos), state.position()
        assert top.evaluate(pos) == evaluate(cfg, pos, TOP_WEIGHTS), state.position()
        cramped += top.evaluate(pos) != searcher.evaluate(pos)
        checked += 1
    assert checked > 100
    if not cfg.blocked_passes:
        assert cramped  # the term counted somewhere


@needs_native
@pytest.mark.parametrize(("name", "rules"), VARIANTS, ids=IDS)
def test_native_fixed_depth_scores_agree(name: str, rules: mill.MillRules) -> None:
    cfg = config_from_rules(rules)
    rng = random.Random(f"depth-{name}")
    states = list(_random_states(rules, f"depth-{name}", 3))
    compared = 0
    for state in rng.sample(states, min(6, len(states))):
        pos = pos_from_state(state)
        seen = seen_keys(state) if cfg.repetition else frozenset()
        for depth in (1, 2, 3):
            pure = Searcher(cfg, contempt=25).root_scores(pos, depth, seen, use_tt=False)
            fast = native.NativeSearcher(cfg, contempt=25).root_scores(
                pos, depth, seen, use_tt=False
            )
            assert sorted(fast) == sorted(pure), (state.position(), depth)
            compared += 1
    assert compared >= 3


@needs_native
def test_native_agrees_with_the_flying_table_as_leaves() -> None:
    """3-v-3 flying positions: both engines read the solved table the same way."""
    rules = mill.MillRules.preset("nine")
    cfg = config_from_rules(rules)
    table = flying_table(False)
    rng = random.Random(5)
    for _ in range(20):
        points = rng.sample(range(24), 6)
        text = "nine w:{} b:{} hand:0,0 to:{}".format(
            ",".join(mill.point_name(p) for p in _grid(points[:3])),
            ",".join(mill.point_name(p) for p in _grid(points[3:])),
            rng.choice("wb"),
        )
        state = mill.parse_position(text)
        if state.outcome() is not None:
            continue
        pos = pos_from_state(state)
        pure = Searcher(cfg)
        pure.set_flying_table(table)
        fast = native.NativeSearcher(cfg)
        fast.set_flying_table(table)
        want = pure.root_scores(pos, 2, use_tt=False)
        assert sorted(fast.root_scores(pos, 2, use_tt=False)) == sorted(want), text


def _grid(indices: list[int]) -> list[int]:
    from morra_suite.ai.mill.convert import _grid_points

    grid = _grid_points("twenty-four", False)
    return [grid[i] for i in indices]


@needs_native
def test_native_think_honours_budget_and_cancel() -> None:
    state = mill.parse_position("nine w:a7,d7,b6,f4,d2,c3,e4 b:g7,g1,a1,b4,d6,f2,d5 hand:0,0 to:w")
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    # One thread: the depth floor below is one thread's progress in its budget on a loaded
    # machine (helper threads would share its core); test_native_threads.py cancels several.
    searcher = native.NativeSearcher(cfg, threads=1)
    # The budget is the search's own: this thread's CPU stays within it, however long a loaded
    # machine keeps the thread waiting for a core (the wall clock only bounds gross overruns).
    start, cpu = time.perf_counter(), time.thread_time()
    move, _score, scored = searcher.think(pos, 0.3)
    assert time.thread_time() - cpu < 0.3 + 0.1
    assert time.perf_counter() - start < 10 * 0.3  # a gross overrun only
    assert move == scored[0][0] and move in legal_moves(cfg, pos)
    # How deep 0.3 s reaches depends on the share of a core a loaded machine gives the thread:
    # the budget's search only has to finish one full depth; the depth is checked by a limit.
    assert searcher.depth_reached >= 1
    move, _score, _ = searcher.think(pos, 600.0, max_depth=4)
    assert searcher.depth_reached == 4 and move in legal_moves(cfg, pos)
    # The depth floor on the CPU clock: on a machine loaded past a few programs a core, 0.3 s of
    # the wall clock can give the thread a few milliseconds of CPU, and depth 1 or 2.
    on_cpu = native.NativeSearcher(cfg, threads=1, clock="cpu")
    move, _score, scored = on_cpu.think(pos, 0.3)
    assert move == scored[0][0] and on_cpu.depth_reached >= 4
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 2

    start, cpu = time.perf_counter(), time.thread_time()
    move, _score, _ = searcher.think(pos, 30.0, cancel=cancel)
    assert time.thread_time() - cpu < 1.0
    assert time.perf_counter() - start < 10 * 1.0  # a gross overrun only
    assert move in legal_moves(cfg, pos)
    with pytest.raises(Stop):
        searcher.root_scores(pos, 30, deadline=time.perf_counter() + 0.05)
    assert searcher.partial == [] or all(m in legal_moves(cfg, pos) for m, _ in searcher.partial)


@needs_native
def test_weights_reach_the_core() -> None:
    """The same weights reach the core: a changed weight changes the native evaluation."""
    state = mill.parse_position("nine w:a7,d7,b6,f4,d2,c3,e4 b:g7,g1,a1,b4,d6,f2,d5 hand:0,0 to:w")
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    weights = list(DEFAULT_WEIGHTS)
    weights[10] += 50  # mob_move
    fast = native.NativeSearcher(cfg, weights=tuple(weights))
    assert fast.evaluate(pos) == evaluate(cfg, pos, tuple(weights))
    assert fast.evaluate(pos) != evaluate(cfg, pos)


def test_pure_fallback_is_used_without_the_core(monkeypatch) -> None:
    monkeypatch.setattr(native, "_native", None)
    assert not native.available()
    cfg = config_from_rules(mill.MillRules.preset("nine"))
    assert isinstance(native.make_searcher(cfg), Searcher)
    with pytest.raises(RuntimeError, match="not built"):
        native.new_engine(cfg)


@needs_native
def test_flying_table_agrees_with_native_forward_search() -> None:
    """Short wins and losses of the 3-v-3 flying table, found again by plain native search
    (no table, no transposition table, no counters): the exact distance, not just the sign."""
    from morra_suite.ai.mill.engine import Pos
    from morra_suite.ai.mill.search import WIN
    from morra_suite.ai.mill.tables import COMBO_INDEX, COMBOS, N_COMBOS
    from morra_suite.ai.mill.verify import timeless

    rules = timeless(mill.MillRules.preset("nine"))
    cfg = config_from_rules(rules)
    table = flying_table(False)
    rng = random.Random(11)
    found: dict[int, int] = {}
    tries = 0
    while sum(found.values()) < 20 and tries < 20_000:
        tries += 1
        me = rng.choice(COMBOS)
        op = rng.choice([c for c in COMBOS if not c & me])
        v = table[COMBO_INDEX[me] * N_COMBOS + COMBO_INDEX[op]]
        if v == 0 or abs(v) > 5 or found.get(v, 0) >= 4:
            continue
        found[v] = found.get(v, 0) + 1
        side = rng.randrange(2)
        bb = (me, op) if side == 0 else (op, me)
        pos = Pos(bb, (0, 0), side, 0, native.new_engine(cfg).key((*bb, 0, 0, side, 0)))
        scored = native.NativeSearcher(cfg).root_scores(pos, abs(v), use_tt=False)
        best = max(s for _, s in scored)
        want = WIN - v if v > 0 else -WIN - v  # win in d: WIN - d; loss in d: -WIN + d
        assert best == want, (bb, side, v, best)
    assert len(found) >= 4, found
