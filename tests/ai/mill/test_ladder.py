"""The mill computer's ladder of levels: at least twelve, from a careless beginner to the top
search, every level but the top on a depth or node budget (its strength the same on a busy
machine), the levels of the older ladders read as the levels of the same play now.

How strong each level is, in Elo, is measured by ``benchmarks/bench_mill_ladder.py --elo`` (a
match of every level against the next), not here.
"""

from __future__ import annotations

import random
from dataclasses import replace

from morra_suite.ai import players
from morra_suite.ai.mill import LEVELS, MAX_LEVEL, make_player, native
from morra_suite.ai.mill.convert import move_to_lib
from morra_suite.ai.mill.evaluation import BASELINE_WEIGHTS, DEFAULT_WEIGHTS, WIN_BOUND
from morra_suite.ai.mill.player import (
    FITTED,
    FITTED_BELOW,
    FITTED_WEIGHTS,
    OLD_LADDERS,
    OLD_LEVELS,
    SHORT,
    SHORT_BELOW,
    TABLE_LEVEL,
    TODAY,
    TOP,
    TOP_WEIGHTS,
    Level,
    MillPlayer,
    saved_level,
)
from morra_suite.games import mill

# The seven-level ladder as it was (depth, seconds, noise), its top the open native think.
SEVEN = {
    1: Level(1, 0.3, 150),
    2: Level(1, 0.3, 80),
    3: Level(2, 0.5, 60),
    4: Level(3, 0.6, 60),
    5: Level(3, 0.8, 0),
    6: Level(4, 1.0, 0),
    7: Level(64, 1.0, 0) if native.available() else Level(6, 4.0, 0),
}


def test_at_least_twelve_levels_from_a_glance_to_the_open_think() -> None:
    assert players.max_level("mill") == MAX_LEVEL >= 12
    assert MAX_LEVEL not in OLD_LADDERS  # a saved count tells today's ladder from the old ones
    assert sorted(LEVELS) == list(range(1, MAX_LEVEL + 1))
    assert LEVELS[1].blind > 0 and all(LEVELS[n].blind == 0 for n in range(2, MAX_LEVEL + 1))
    depths = [LEVELS[n].depth for n in range(1, MAX_LEVEL + 1)]
    assert depths == sorted(depths)  # a level never looks less far than the one below
    assert LEVELS[MAX_LEVEL].noise == 0


def test_every_level_below_the_top_has_a_budget_the_clock_does_not_set() -> None:
    """Depth or nodes, never the time: the same play on a loaded machine and an idle one; the
    node budgets rise level by level."""
    assert LEVELS[MAX_LEVEL].by_clock
    budgets = []
    for n in range(1, MAX_LEVEL):
        spec = LEVELS[n]
        assert not spec.by_clock and (spec.nodes or spec.depth <= 4), n
        if spec.nodes:
            budgets.append(spec.nodes)
    assert budgets == sorted(set(budgets)) and len(budgets) >= 2
    if native.available():
        assert LEVELS[MAX_LEVEL].floor > max(budgets)  # the top stays above the level below


def test_the_old_levels_map_to_levels_of_the_same_search() -> None:
    for ladder in (OLD_LADDERS[7], OLD_LADDERS[14]):
        assert sorted(ladder.values()) == list(ladder.values())  # order kept
        assert ladder[len(ladder)] == MAX_LEVEL  # the old top is today's
        assert all(1 <= level <= MAX_LEVEL for level in ladder.values())
    assert OLD_LEVELS is OLD_LADDERS[7]
    for old, level in SEVEN.items():
        now = LEVELS[OLD_LEVELS[old]]
        if now.nodes:  # a deeper search became a node budget
            assert level.depth >= 4 and not level.noise, old
        elif old < 7:  # the same depth, a noise within one step
            assert (now.depth, now.blind) == (level.depth, 0), old
            assert abs(now.noise - level.noise) <= 30, old
    assert OLD_LEVELS[5] == TABLE_LEVEL  # the tables start where they started


def test_a_node_budget_plays_the_same_move_every_time() -> None:
    """One thread, a node budget: the same move and the same nodes however long it takes."""
    state = mill.parse_position("nine w:a4,g1,d6,f4,e3 b:b6,b2,c4,d3,g7 hand:0,0 to:w")
    level = next(n for n in LEVELS if LEVELS[n].nodes)
    answers = set()
    for _ in range(2):
        player = MillPlayer(level, random.Random(1), threads=4)  # below the top: one thread
        move = player(state, lambda: False)
        answers.add((str(move), player.last_info["nodes"]))
        info = player.last_info
        assert info["nodes"] >= LEVELS[level].nodes or abs(info["score"]) >= WIN_BOUND, info
    assert len(answers) == 1, answers


def test_the_top_thinks_on_to_its_floor_on_a_busy_machine() -> None:
    """A top whose second is spent before its floor (here a millisecond, as on a machine so
    busy it gets no core) thinks on until it has searched the floor's nodes."""
    state = mill.parse_position("nine w:a4,g1,d6,f4,e3 b:b6,b2,c4,d3,g7 hand:0,0 to:w")
    spec = Level(64, 0.001, 0, floor=20_000)
    player = MillPlayer(MAX_LEVEL, random.Random(1), spec=spec, threads=1)
    player.stretch = 100_000.0  # room enough: the floor, not the stretched clock, ends it
    move = player(state, lambda: False)
    assert move in state.legal_moves()
    info = player.last_info
    assert info["nodes"] >= 20_000 or abs(info["score"]) >= WIN_BOUND, info
    given = MillPlayer(MAX_LEVEL, random.Random(1), time_limit=0.5, spec=spec, threads=1)
    assert given.stretch == 1.0  # a time given (a clock's) is never stretched


class _Recording:
    """The player's own searcher, recording each think's depth asked, depth finished and move."""

    def __init__(self, inner: object) -> None:
        self.inner = inner
        self.calls: list[tuple[int, int, object]] = []

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)

    def think(self, pos, time_limit, max_depth=64, cancel=None, seen=frozenset()):  # type: ignore[no-untyped-def]
        out = self.inner.think(pos, time_limit, max_depth, cancel, seen)  # type: ignore[attr-defined]
        self.calls.append((max_depth, self.inner.depth_reached, out[0]))  # type: ignore[attr-defined]
        return out


def test_the_top_short_of_its_floor_on_a_clock_keeps_its_deepest_move() -> None:
    """A top given a clock (no stretch) whose think searched fewer nodes than its floor thinks on
    from one ply past the deepest one it finished, never from depth 1, and plays the move of the
    deepest finished ply: a re-search from depth 1 in the milliseconds left played a shallower
    move than the one it had."""
    state = mill.parse_position("nine w:a4,g1,d6,f4,e3 b:b6,b2,c4,d3,g7 hand:0,0 to:w")
    spec = Level(64, 0.05, 0, floor=10**12)  # a floor no think reaches
    player = MillPlayer(MAX_LEVEL, random.Random(1), time_limit=0.05, spec=spec, threads=1)
    player(state, lambda: False)  # makes the searcher
    recording = _Recording(player._searcher)
    player._searcher = recording  # type: ignore[assignment]
    move = player(state, lambda: False)
    first_asked, first_reached, first_move = recording.calls[0]
    assert first_asked == spec.depth and len(recording.calls) >= 1
    deepest = first_reached
    played = first_move
    for asked, reached, found in recording.calls[1:]:
        assert asked > first_reached  # no re-search of a depth the first think finished
        if reached >= asked > deepest:
            deepest, played = asked, found
    assert move == move_to_lib(played, state.rules)
    # the depth reported is the one the move comes from, not the last re-search's
    assert player.last_info["depth"] == deepest


class _Starved(_Recording):
    """The player's own searcher, given no time after its first think (a clock spent)."""

    def think(self, pos, time_limit, max_depth=64, cancel=None, seen=frozenset()):  # type: ignore[no-untyped-def]
        if self.calls:
            time_limit = 0.0
        return super().think(pos, time_limit, max_depth, cancel, seen)


def test_the_depth_reported_is_the_one_the_move_comes_from() -> None:
    """``last_info["depth"]`` of a top short of its floor is its first think's finished depth,
    not the depth a re-search cut short by the clock reached (benchmarks read it as the depth
    of a short think: at 0.1 s a move it read 7-9 plies where the move came from 12-14)."""
    state = mill.parse_position("nine w:a4,g1,d6,f4,e3 b:b6,b2,c4,d3,g7 hand:0,0 to:w")
    spec = Level(64, 0.05, 0, floor=10**12)
    player = MillPlayer(MAX_LEVEL, random.Random(1), time_limit=0.05, spec=spec, threads=1)
    player(state, lambda: False)
    starved = _Starved(player._searcher)
    player._searcher = starved  # type: ignore[assignment]
    move = player(state, lambda: False)
    _, deepest, played = starved.calls[0]
    assert len(starved.calls) >= 2 and deepest >= 2
    for asked, reached, found in starved.calls[1:]:
        if reached >= asked > deepest:  # rare: the table let a starved think finish a ply
            deepest, played = asked, found
    assert move == move_to_lib(played, state.rules)
    # not the depth its last re-search, cut short at once, reached (what used to be reported)
    assert player.last_info["depth"] == deepest


def test_only_the_level_on_the_clock_evaluates_with_the_tops_weights() -> None:
    """The cramp term is the top's own (``Settings.clock_weights``), off in the app's ``TOP``
    (it lost games at 1 s): where a benchmark turns it on, every level below the top keeps the
    evaluation the ladder was calibrated with, and so does the benchmarks' ``TODAY``; weights
    given (tuning) win over both."""
    assert TOP_WEIGHTS != DEFAULT_WEIGHTS and TODAY.clock_weights is None
    assert TOP.clock_weights is None
    cramp = replace(TOP, clock_weights=TOP_WEIGHTS)
    for level in LEVELS:
        assert MillPlayer(level).weights == DEFAULT_WEIGHTS, level
        expected = TOP_WEIGHTS if LEVELS[level].by_clock else DEFAULT_WEIGHTS
        assert MillPlayer(level, settings=cramp).weights == expected, level
    today = MillPlayer(MAX_LEVEL, spec=Level(64, 1.0, 0), settings=TODAY)
    assert today.weights == DEFAULT_WEIGHTS
    assert MillPlayer(MAX_LEVEL, weights=BASELINE_WEIGHTS).weights == BASELINE_WEIGHTS


def test_the_top_plays_its_short_settings_below_their_budget_only() -> None:
    """The app's top has no short settings (no gain measured): it plays the same at every
    budget. Given them (``bench_mill_match.py --short``), it plays ``SHORT`` (its pruning, cramp
    term and draw-seeking contempt) below ``SHORT_BELOW`` seconds a move and at 1 s exactly as
    without them (the same repr, the ladder's key of its games); the levels below the top never
    read them whatever their budget."""
    assert TOP.short is None and TOP.at(0.1) == TOP.at(1.0) == TOP
    assert MillPlayer(MAX_LEVEL, time_limit=0.1).settings == TOP
    top = replace(TOP, short_below=SHORT_BELOW, short=SHORT)
    assert repr(top.at(1.0)) == repr(top) == repr(TOP) and top.at(1.0) == TOP
    assert top.at(SHORT_BELOW) == TOP and top.at(SHORT_BELOW / 2) == SHORT.at(1.0) != TOP
    short = MillPlayer(MAX_LEVEL, time_limit=0.1, settings=top)
    assert short.settings.pruning and short.settings.contempt == SHORT.contempt < 0
    assert short.weights == TOP_WEIGHTS
    app = MillPlayer(MAX_LEVEL, settings=top)
    assert app.settings == TOP and app.weights == DEFAULT_WEIGHTS
    for level in LEVELS:
        if not LEVELS[level].by_clock:
            below = MillPlayer(level, time_limit=0.1, settings=top)
            assert below.settings is top and below.weights == DEFAULT_WEIGHTS, level
    state = mill.new_game(mill.MillRules.preset("nine")).play("d6")
    bookless = replace(top, short=replace(SHORT, book=False))  # a search, not the book's move
    short = MillPlayer(MAX_LEVEL, random.Random(1), time_limit=0.1, settings=bookless)
    assert short(state, lambda: False) in state.legal_moves()
    assert short.last_info["source"] == "search"
    assert short._searcher is not None and short._searcher.contempt == SHORT.contempt


def test_the_fitted_top_plays_its_fitted_weights_below_their_budget_only() -> None:
    """``FITTED`` (``bench_mill_match.py --fitted``) is the app's top with the weights fitted to
    game results below ``FITTED_BELOW`` seconds a move: there it evaluates with
    ``FITTED_WEIGHTS`` and otherwise plays as ``TOP`` (its wide placing, its contempt), and at
    1 s it is ``TOP`` exactly (the ladder's key), as are the levels below the top."""
    assert FITTED_WEIGHTS != DEFAULT_WEIGHTS and FITTED_BELOW > 0.1
    fitted = MillPlayer(MAX_LEVEL, time_limit=0.1, settings=FITTED)
    assert fitted.weights == FITTED_WEIGHTS
    assert replace(fitted.settings, clock_weights=None) == TOP
    app = MillPlayer(MAX_LEVEL, settings=FITTED)
    assert repr(FITTED.at(1.0)) == repr(TOP) and app.settings == TOP
    assert app.weights == DEFAULT_WEIGHTS
    for level in LEVELS:
        if not LEVELS[level].by_clock:
            below = MillPlayer(level, time_limit=0.1, settings=FITTED)
            assert below.weights == DEFAULT_WEIGHTS, level


def test_a_saved_level_is_read_by_its_meaning() -> None:
    # saved without a count (before the count was saved) or with 7 levels: the old ladder
    assert saved_level(7, None) == MAX_LEVEL and saved_level(1, 7) == OLD_LEVELS[1]
    assert players.saved_level("mill", 4, None) == OLD_LEVELS[4]
    assert players.saved_level("mill", 99, 7) == MAX_LEVEL  # clamped into the old ladder first
    # saved with the fourteen-level ladder
    assert saved_level(14, 14) == MAX_LEVEL and saved_level(9, 14) == OLD_LADDERS[14][9]
    # saved with the thirteen-level ladder before this one (today's count, its level 12 of
    # 100,000 nodes played today's 12 about even): read as it is
    assert saved_level(12, 13) == 12 and saved_level(13, 13) == MAX_LEVEL == 13
    # saved with today's ladder: kept (clamped into it)
    assert players.saved_level("mill", 5, MAX_LEVEL) == 5
    assert players.saved_level("mill", 99, MAX_LEVEL) == MAX_LEVEL
    assert players.saved_level("mill", 0, MAX_LEVEL) == 1
    # a game whose ladder was not renumbered keeps its numbers
    top = players.max_level("morra")
    assert players.saved_level("morra", 2, None) == min(2, top)
    assert players.saved_level("morra", top + 5, top) == top


def test_the_beginner_misses_threats_but_plays_plausible_moves() -> None:
    """Black threatens c4-b4 closing b6-b4-b2 and only a4-b4 stops it: the beginner blocks it
    when it looks, misses it at a glance now and then, and every move it makes is legal; the
    level above it (the old level 1) never misses it."""
    state = mill.parse_position("nine w:a4,g1,d6,f4,e3 b:b6,b2,c4,d3,g7 hand:0,0 to:w")
    blocked = missed = 0
    for seed in range(40):
        move = make_player(1, random.Random(seed), time_limit=0.2)(state, lambda: False)
        assert move in state.legal_moves()
        if any(m.removals for m in state.play(move).legal_moves()):
            missed += 1
        else:
            blocked += 1
    assert blocked >= 5 and missed >= 5, (blocked, missed)
    for seed in range(8):
        move = make_player(2, random.Random(seed), time_limit=0.2)(state, lambda: False)
        assert not any(m.removals for m in state.play(move).legal_moves())


def test_the_beginner_closes_a_mill_when_it_glances() -> None:
    """A glance is not a random move: a mill to close is closed."""
    state = mill.parse_position("nine w:a7,d7,g4,f4,e3 b:g1,a1,d2,b4,c5 hand:0,0 to:w")
    closing = [m for m in state.legal_moves() if m.removals]
    assert closing
    player = make_player(1, random.Random(0), time_limit=0.2)
    for seed in range(12):
        player.rng = random.Random(seed)
        move = player(state, lambda: False)
        assert move.removals, (seed, move, player.last_info)


def test_without_the_compiled_core_the_top_is_the_pure_search_top() -> None:
    """The table holds the native top (so that it reads the same everywhere and imports no
    core); a player without the core plays the pure-Python depth-6 search in its place."""
    from morra_suite.ai.mill.levels import PURE_TOP

    assert LEVELS[MAX_LEVEL].by_clock and not PURE_TOP.by_clock
    assert MillPlayer(MAX_LEVEL, native=False).spec == PURE_TOP
    assert MillPlayer(MAX_LEVEL - 1, native=False).spec == LEVELS[MAX_LEVEL - 1]
    if native.available():
        assert MillPlayer(MAX_LEVEL).spec == LEVELS[MAX_LEVEL]
