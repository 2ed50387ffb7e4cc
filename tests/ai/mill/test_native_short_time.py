"""The mill core's options for short times: late move reductions, the top's pruning, its wider
placing, its watch on blockades and the CPU clock of a budget.

What must hold whatever the machine: the options are range-checked at the core's edge; the
reductions, the pruning and the watch leave ``root_scores`` (the fixed-depth scores the
pure-Python search must agree with) exactly as they were; a think with the reductions and the
pruning still proves the short wins of the solved 3-v-3 flying game and plays a move that keeps
them; the watch sees a shut-in one depth-1 think past the last placements; a think on the CPU
clock stops within its budget of its own thread's CPU time, helpers included. How much deeper
and stronger these make the top level at short times is measured by
``benchmarks/bench_mill_match.py``, not here.
"""

from __future__ import annotations

import math
import time
from dataclasses import replace

import pytest

from morra_suite.ai.mill import native
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Config, legal_moves, play
from morra_suite.ai.mill.player import (
    MAX_LEVEL,
    TODAY,
    TOP,
    WATCH_BELOW,
    WIDE_BELOW,
    MillPlayer,
    Settings,
)
from morra_suite.ai.mill.search import WIN, WIN_BOUND
from morra_suite.ai.mill.tables import COMBO_INDEX, N_COMBOS, flying_table
from morra_suite.ai.mill.verify import timeless
from morra_suite.games import mill
from tests.ai.mill.test_native_threads import MIDGAME, _solved_positions

pytestmark = pytest.mark.skipif(not native.available(), reason="native core not built")

PLACING = "nine w:a7,d6,f4,c3,e5 b:g7,d2,b4,a1,g1 hand:4,4 to:w"
# White's last placement at e4 closes the mill e4-f4-g4 and, whatever it removes, Black's last
# placement then shuts White in before White's first step
SHUT_IN = "nine w:c5,g1,e5,c3,d3,f4,g4,f2 b:d5,d2,f6,g7,d1,d7,c4,e3 hand:1,1 to:w"
# the moving phase with Black down to four steps: a node the watch searches without reductions
CRAMPED = "nine w:d7,b6,a7,f4,f2,d3,d5,d2 b:e3,a1,d6,e5,a4,e4,g7,g4 hand:0,0 to:w"


def test_clock_and_reductions_are_range_checked() -> None:
    cfg = config_from_rules(mill.MillRules.preset("nine"))
    engine = native.new_engine(cfg)
    for bad in (-1, 2, 1 << 40):
        with pytest.raises((ValueError, OverflowError)):
            engine.set_clock(bad)
        with pytest.raises((ValueError, OverflowError)):
            engine.set_reductions(bad)
        with pytest.raises((ValueError, OverflowError)):
            engine.set_margin(bad)
        with pytest.raises((ValueError, OverflowError)):
            engine.set_pruning(bad)
        with pytest.raises((ValueError, OverflowError)):
            engine.set_wide_placing(bad)
        with pytest.raises((ValueError, OverflowError)):
            engine.set_watch(bad)
    for bad in ("cpu ", "CPU", "", "process"):
        with pytest.raises(ValueError, match="clock"):
            native.NativeSearcher(cfg, clock=bad)
        with pytest.raises(ValueError, match="clock"):
            native.make_searcher(cfg, native=False, clock=bad)
        with pytest.raises(ValueError, match="clock"):
            MillPlayer(MAX_LEVEL, clock=bad)


@pytest.mark.parametrize("text", [PLACING, MIDGAME])
def test_reductions_leave_the_fixed_depth_scores_alone(text: str) -> None:
    """``root_scores`` never reduces nor prunes: with the options on, every move's score is as
    without them."""
    state = mill.parse_position(text)
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    plain = native.NativeSearcher(cfg, contempt=25, threads=1)
    reduced = native.NativeSearcher(cfg, contempt=25, threads=1)
    reduced.set_reductions(True)
    reduced.set_pruning(True)
    reduced.set_wide_placing(True)
    reduced.set_watch(True)
    # a think first, so that the option has been in use when root_scores runs
    reduced.think(pos, 600.0, max_depth=5)
    for depth in (3, 4):
        assert reduced.root_scores(pos, depth, use_tt=False) == plain.root_scores(
            pos, depth, use_tt=False
        )


def test_reductions_search_fewer_nodes_to_the_same_depth() -> None:
    """What the reductions are for: the same depth for fewer nodes (one thread: repeatable)."""
    state = mill.parse_position(PLACING)
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    nodes = []
    for on in (False, True):
        searcher = native.NativeSearcher(cfg, contempt=25, threads=1)
        searcher.set_reductions(on)
        move, _score, _ = searcher.think(pos, 600.0, max_depth=7)
        assert move in legal_moves(cfg, pos) and searcher.depth_reached == 7
        nodes.append(searcher.nodes)
    assert nodes[1] < nodes[0]


@pytest.mark.parametrize("text", [PLACING, MIDGAME])
def test_wide_placing_keeps_the_reductions_out_of_the_placing_phase_only(text: str) -> None:
    """``set_wide_placing``: in the placing phase every placement is searched to the full depth
    (more nodes to the same depth than with the reductions, as many as with none); in the
    moving phase the think is the reduced one, node for node (one thread: repeatable)."""
    state = mill.parse_position(text)
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    nodes = {}
    for name, reductions, wide in (
        ("none", False, False),
        ("reduced", True, False),
        ("wide", True, True),
    ):
        searcher = native.NativeSearcher(cfg, contempt=25, threads=1)
        searcher.set_reductions(reductions)
        searcher.set_wide_placing(wide)
        move, _score, _ = searcher.think(pos, 600.0, max_depth=7)
        assert move in legal_moves(cfg, pos) and searcher.depth_reached == 7
        nodes[name] = searcher.nodes
    if text == PLACING:
        # seven plies from four pieces in each hand stay in the placing phase
        assert nodes["wide"] == nodes["none"] > nodes["reduced"]
    else:
        assert nodes["wide"] == nodes["reduced"] < nodes["none"]


@pytest.mark.parametrize("text", [PLACING, MIDGAME])
def test_pruning_searches_fewer_nodes_to_the_same_depth(text: str) -> None:
    """What the top's pruning is for: the same depth for fewer nodes, on top of the reductions
    (one thread: repeatable), and a legal move."""
    state = mill.parse_position(text)
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    nodes = []
    for on in (False, True):
        searcher = native.NativeSearcher(cfg, contempt=25, threads=1)
        searcher.set_reductions(True)
        searcher.set_pruning(on)
        move, _score, _ = searcher.think(pos, 600.0, max_depth=8)
        assert move in legal_moves(cfg, pos) and searcher.depth_reached == 8
        nodes.append(searcher.nodes)
    assert nodes[1] < nodes[0]


def test_only_the_top_prunes_and_only_when_its_settings_say_so() -> None:
    """The pruning is the top's own setting (``Settings.pruning``): off in the app's ``TOP``
    (it lost games at 1 s), on where a benchmark turns it on, never for the benchmarks'
    ``TODAY`` nor for a level below the top, whose strength the ladder calibrated."""
    state = mill.parse_position(MIDGAME)
    assert not TOP.pruning and not TODAY.pruning
    pruning = replace(TOP, pruning=True)
    for level, settings, on in (
        (MAX_LEVEL, pruning, True),
        (MAX_LEVEL, TOP, False),
        (MAX_LEVEL, TODAY, False),
        (12, pruning, False),
    ):
        player = MillPlayer(level, time_limit=0.05, threads=1, settings=settings)
        player(state, lambda: False)
        searcher = player._searcher
        assert isinstance(searcher, native.NativeSearcher) and searcher.pruning is on


def _searcher_after_a_move(
    state: mill.MillState, level: int, settings: Settings, seconds: float
) -> native.NativeSearcher:
    """The native search a player of ``level`` used for one move at ``seconds`` a move: the
    switches it thought with are read off it."""
    player = MillPlayer(level, time_limit=seconds, threads=1, settings=settings)
    player(state, lambda: False)
    searcher = player._searcher
    assert isinstance(searcher, native.NativeSearcher), (level, seconds)
    return searcher


def test_only_the_top_widens_its_placing_and_only_below_its_budget() -> None:
    """The wider placing is the top's own (``Settings.wide_below``): the app's top thinks so
    below ``WIDE_BELOW`` seconds a move and as before at and above it (the app's 1 s), never the
    benchmarks' ``TODAY`` nor a level below the top, whose strength the ladder calibrated."""
    state = mill.parse_position(PLACING)
    assert TODAY.wide_below == 0.0 and TOP.wide_below == WIDE_BELOW > 0.1
    always = replace(TOP, wide_below=math.inf, book=False)
    for level, settings, seconds, on in (
        (MAX_LEVEL, replace(TOP, book=False), 0.05, True),
        (MAX_LEVEL, replace(TOP, book=False), WIDE_BELOW, False),
        (MAX_LEVEL, always, WIDE_BELOW, True),
        (MAX_LEVEL, replace(TOP, wide_below=0.0, book=False), 0.05, False),
        (MAX_LEVEL, TODAY, 0.05, False),
        (12, always, 0.05, False),
    ):
        searcher = _searcher_after_a_move(state, level, settings, seconds)
        assert searcher.wide_placing is on, (level, settings, seconds)


def _watched(cfg: Config, watch: bool) -> native.NativeSearcher:
    searcher = native.NativeSearcher(cfg, contempt=25, threads=1)
    searcher.set_reductions(True)
    searcher.set_wide_placing(True)
    searcher.set_watch(watch)
    return searcher


def test_the_watch_sees_a_mill_grab_on_the_last_placement_shut_in() -> None:
    """``set_watch``: a horizon on the last placements is searched on into the moving phase.
    At depth 1 the plain think scores White's mill on its last placement by the placing phase's
    evaluation and plays it; the watched one sees Black's last placement shut White in (every
    mill grab lost) and places elsewhere, as a plain think two plies deep does: the same tree,
    so the same score and move (one thread: repeatable)."""
    state = mill.parse_position(SHUT_IN)
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    plain = _watched(cfg, False)
    grab, grab_score, _ = plain.think(pos, 600.0, max_depth=1)
    assert grab[2] and grab_score > -WIN_BOUND  # a removal: the mill closed
    watched = _watched(cfg, True)
    move, score, scored = watched.think(pos, 600.0, max_depth=1)
    assert not move[2] and score > -WIN_BOUND
    grabs = [s for m, s in scored if m[2]]
    assert grabs and all(s <= -WIN_BOUND for s in grabs)
    deeper, deeper_score, _ = _watched(cfg, False).think(pos, 600.0, max_depth=2)
    assert (move, score) == (deeper, deeper_score)


@pytest.mark.parametrize(
    ("text", "depth", "same"),
    [(PLACING, 5, True), (MIDGAME, 3, True), (SHUT_IN, 3, False), (CRAMPED, 6, False)],
)
def test_the_watch_changes_the_think_only_near_the_last_placements_or_a_cramp(
    text: str, depth: int, same: bool
) -> None:
    """Far from the end of the placing phase (four pieces in each hand, five plies) and in a
    roomy moving position the watched think is the plain one node for node; where the last
    placements meet the horizon, or a side of the moving phase is down to a few steps (no
    reduction there), it is another search (one thread: repeatable)."""
    state = mill.parse_position(text)
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    nodes = []
    for watch in (False, True):
        searcher = _watched(cfg, watch)
        move, _score, _ = searcher.think(pos, 600.0, max_depth=depth)
        assert move in legal_moves(cfg, pos) and searcher.depth_reached == depth
        nodes.append(searcher.nodes)
    assert (nodes[1] == nodes[0]) is same


def test_only_the_top_watches_and_only_below_its_budget() -> None:
    """The watch is the top's own (``Settings.watch_below``): off in the app's top (it was not
    better in games, see ``settings.WATCH_BELOW``); a top with ``watch_below=WATCH_BELOW``
    watches below that many seconds a move and not at or above it, never the benchmarks'
    ``TODAY`` nor a level below the top, whose strength the ladder calibrated."""
    state = mill.parse_position(PLACING)
    assert TODAY.watch_below == 0.0 and TOP.watch_below == 0.0 and WATCH_BELOW > 0.1
    watching = replace(TOP, watch_below=WATCH_BELOW, book=False)
    always = replace(TOP, watch_below=math.inf, book=False)
    for level, settings, seconds, on in (
        (MAX_LEVEL, replace(TOP, book=False), 0.05, False),
        (MAX_LEVEL, watching, 0.05, True),
        (MAX_LEVEL, watching, WATCH_BELOW, False),
        (MAX_LEVEL, always, WATCH_BELOW, True),
        (MAX_LEVEL, replace(TOP, watch_below=0.0, book=False), 0.05, False),
        (MAX_LEVEL, TODAY, 0.05, False),
        (12, always, 0.05, False),
    ):
        searcher = _searcher_after_a_move(state, level, settings, seconds)
        assert searcher.watch is on, (level, settings, seconds)


@pytest.mark.parametrize("threads", [1, 2])
def test_reductions_still_prove_short_wins(threads: int) -> None:
    """A won 3-v-3 flying position is scored as won (a win is only ever proven over every
    reply: reductions make a line shallower, never drop one) and the move keeps the win."""
    cfg = config_from_rules(timeless(mill.MillRules.preset("nine")))
    table = flying_table(False)
    checked = 0
    for pos, v in _solved_positions(16):
        if v < 0:
            continue
        searcher = native.NativeSearcher(cfg, threads=threads)
        searcher.set_reductions(True)
        searcher.set_pruning(True)
        move, score, _ = searcher.think(pos, 600.0, max_depth=2 * v + 4)
        assert WIN_BOUND <= score <= WIN - v, (pos, v, score)
        child = play(cfg, pos, move)
        if not move[2]:
            me, op = child.bb[child.side], child.bb[1 - child.side]
            assert table[COMBO_INDEX[me] * N_COMBOS + COMBO_INDEX[op]] < 0
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("threads", [1, 2])
def test_a_cpu_clock_budget_is_kept_in_cpu_time(threads: int) -> None:
    """On the CPU clock a think stops when its thread has used its budget of CPU time (the
    helpers stop with it, or at their own budget); the wall clock only bounds a gross overrun,
    whatever the machine's load makes it. (The process's CPU time is not asserted: other
    threads of a test worker, such as a table loading in the background, count in it.)"""
    state = mill.parse_position(MIDGAME)
    cfg = config_from_rules(state.rules)
    pos = pos_from_state(state)
    searcher = native.NativeSearcher(cfg, threads=threads, clock="cpu")
    start, own = time.perf_counter(), time.thread_time()
    move, _score, _ = searcher.think(pos, 0.3)
    assert time.thread_time() - own < 0.3 + 0.1
    assert time.perf_counter() - start < 600  # a gross overrun only
    assert move in legal_moves(cfg, pos) and searcher.depth_reached >= 4


def test_the_top_level_reduces_and_todays_does_not() -> None:
    """``TOP`` (the top level now) searches with reductions; ``TODAY`` (the top level of the
    commit before, kept for the benchmarks) without, and both play legal moves."""
    assert TOP.reductions and not TODAY.reductions
    state = mill.parse_position(PLACING)
    for settings in (TOP, TODAY):
        player = MillPlayer(MAX_LEVEL, time_limit=0.05, settings=settings, threads=1, clock="cpu")
        move = player(state)
        assert move in state.legal_moves()
        searcher = player._searcher
        assert isinstance(searcher, native.NativeSearcher)
        assert searcher.reductions == settings.reductions
        # today's keeps its think's old fixed margin, the top's is in proportion
        assert searcher.old_margin == settings.old_margin
    assert TODAY.old_margin and not TOP.old_margin
