"""With three Myra players in play, a queen that one opponent is about to take from the other
is no gain for the root.

Why this matters: a player's own score drops by ``W_LOST`` when an enemy who moves before her
owner can take her queen. Seen from the root, an opponent's lower score is the root's gain, so
a position in which opponent X can take opponent Y's queen scored some fifteen soldiers better
for the root. But once X takes that queen he takes her army too, and the root is left in a duel
with an opponent twice its size. The evaluation scores that takeover about even (the core's
comment above ``evaluate()`` says why), so the threat of it must not look like a windfall. Now
the other opponent's threat counts as a takeover: ``W_LOST`` still weighs a queen the root
itself takes first, and the root's own queen, but not one the other opponent takes first.
"""

from __future__ import annotations

import random

import pytest

from morra_suite.ai.myra import native, reference
from morra_suite.ai.myra.engine import Pos, pos_from_state
from morra_suite.games import myra


def _first_taker(pos: Pos, y: int) -> int | None:
    """Who takes player ``y``'s queen first: the first player from the one to move on, before
    ``y`` moves, who can take it (``None`` if nobody can before she moves)."""
    q = pos.to_move
    while q != y:
        if reference._attacks(pos, q, pos.queens[y]):
            return q
        q = (q + 1) % 3
    return None


def _cases(seed: int, count: int, taker_is_root: bool) -> list[tuple[Pos, int]]:
    """(position, root) pairs of seeded random three-player games, all three in play and the
    root's own queen safe, in which an opponent's queen is taken first by the other opponent
    (or, with ``taker_is_root``, by the root) and no queen is in danger otherwise."""
    rng = random.Random(seed)
    found: list[tuple[Pos, int]] = []
    for _ in range(30):
        state = myra.new_game(players=3)
        for _ in range(250):
            if state.outcome() is not None or len(found) >= count:
                break
            state = state.play(rng.choice(state.legal_moves()))
            pos = pos_from_state(state)
            if len(pos.alive()) < 3:
                break
            for root in range(3):
                takers = {y: _first_taker(pos, y) for y in range(3)}
                if takers[root] is not None:
                    continue
                lost = [y for y in range(3) if y != root and takers[y] is not None]
                if len(lost) != 1:
                    continue
                if (takers[lost[0]] == root) == taker_is_root:
                    found.append((pos, root))
                    break
        if len(found) >= count:
            break
    assert len(found) >= count, "the seeded games gave too few positions"
    return found


def _evaluate(pos: Pos, root: int, lost: int) -> list[int]:
    """The root's score by the reference and (where built) by the core, with ``W_LOST`` at
    ``lost``."""
    saved = reference.W_LOST
    reference.W_LOST = lost
    try:
        values = [reference.evaluate(pos, root)]
    finally:
        reference.W_LOST = saved
    if native.available():
        native.set_weights({"W_LOST": lost})
        try:
            values.append(native.evaluate(native.pos_tuple(pos), root))
        finally:
            native.set_weights({"W_LOST": reference.W_LOST})
    return values


@pytest.mark.parametrize("seed", [2, 5])
def test_the_other_opponents_coming_takeover_is_no_gain(seed: int) -> None:
    for pos, root in _cases(seed, 4, taker_is_root=False):
        assert _evaluate(pos, root, reference.W_LOST) == _evaluate(pos, root, 0)


@pytest.mark.parametrize("seed", [2, 5])
def test_a_queen_the_root_takes_first_still_counts(seed: int) -> None:
    for pos, root in _cases(seed, 4, taker_is_root=True):
        with_loss, without = _evaluate(pos, root, reference.W_LOST), _evaluate(pos, root, 0)
        for a, b in zip(with_loss, without, strict=True):
            assert a > b
