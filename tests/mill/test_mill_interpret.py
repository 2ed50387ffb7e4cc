"""The mill click interpreter against the real rules: every gesture ends in a legal move, every
refused click is the one ``core.interpret.Refusal`` with the rules' code and facts."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

from morra_suite.core import IllegalMoveError
from morra_suite.games import mill
from morra_suite.games.mill import gestures
from morra_suite.games.mill.board import point_index as pi
from morra_suite.games.mill.interpret import MillInterpreter, as_refusal
from morra_suite.games.mill.interpret import MillPrompt as Prompt

M = mill.MillIllegal


def interpreter(state) -> MillInterpreter:
    inp = MillInterpreter()
    inp.reset(state)
    return inp


def clicks_for(state, move) -> list[int]:
    """The clicks a person makes for ``move``: its piece, its point, then its removals in an order
    the rules accept (the last free piece first when that is what opens a mill)."""
    head = ([move.src] if move.src is not None else []) + (
        [move.dst] if move.dst is not None else []
    )
    for order in itertools.permutations(move.removals):
        try:
            gestures.begin(state, move.src, move.dst).complete(*order)
        except IllegalMoveError:
            continue
        return head + list(order)
    raise AssertionError(f"no click order for {move}")


def test_placement_is_one_click() -> None:
    state = mill.new_game(mill.MillRules.preset("nine"))
    inp = interpreter(state)
    assert inp.prompt() is Prompt.PLACE
    feedback = inp.click(pi("d6"))
    assert str(feedback.move) == "d6"


def test_move_then_removal_then_complete() -> None:
    rules = mill.MillRules.preset("nine")
    state = mill.parse_position("nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w", rules)
    inp = interpreter(state)
    assert inp.prompt() is Prompt.CHOOSE_PIECE
    assert inp.click(pi("g4")).prompt is Prompt.CHOOSE_TARGET
    assert pi("g1") in inp.targets()
    feedback = inp.click(pi("g1"))
    assert feedback.move is None and feedback.prompt is Prompt.REMOVE
    assert inp.targets() == {pi("a7"), pi("d7"), pi("b6"), pi("f6")}
    refused = inp.click(pi("a1"))
    assert refused.refusal.code is M.REMOVE_OWN
    done = inp.click(pi("d7"))
    assert str(done.move) == "g4-g1xd7"
    assert done.move in state.legal_moves()


def test_refusals_name_the_reason() -> None:
    rules = mill.MillRules.preset("nine")
    state = mill.parse_position("nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w", rules)
    inp = interpreter(state)
    assert inp.click(pi("a7")).refusal.code is M.NOT_OWN_PIECE
    assert inp.click(pi("c5")).refusal.code is M.NOTHING_IN_HAND
    inp.click(pi("a1"))
    refused = inp.click(pi("g7"))
    assert refused.refusal.code is M.NOT_ADJACENT
    assert (refused.refusal.fact("source"), refused.refusal.where) == (pi("a1"), pi("g7"))
    assert inp.selected == pi("a1")
    inp.click(pi("a1"))  # clicking the selected piece again drops the selection
    assert inp.selected is None


def test_drag_equals_two_clicks() -> None:
    rules = mill.MillRules.preset("nine")
    state = mill.parse_position("nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w", rules)
    inp = interpreter(state)
    assert str(inp.drag(pi("a1"), pi("a4")).move) == "a1-a4"


def test_one_removal_per_mill_asks_twice() -> None:
    rules = replace(mill.MillRules.preset("nine"), removal_per_mill=True)
    state = mill.parse_position(
        "nine(removal_per_mill=yes) w:a1,a7,b4,c4 b:d7,g7,b6,d6 hand:1,1 to:w", rules
    )
    moves = [m for m in state.legal_moves() if len(m.removals) == 2]
    assert moves, "the position must allow a double mill"
    move = moves[0]
    inp = interpreter(state)
    if move.src is not None:
        inp.click(move.src)
    assert inp.click(move.dst).prompt is Prompt.REMOVE
    assert inp.pending is not None and len(inp.pending.mills_closed()) == 2
    first, second = clicks_for(state, move)[-2:]
    assert inp.click(first).prompt is Prompt.REMOVE
    assert inp.board.piece_at(first) is None  # the first piece taken is gone from the board
    assert inp.click(second).move == move


def test_random_gestures_reach_every_kind_of_move() -> None:
    """For seeded random games of every preset, each legal move is reachable by its clicks."""
    for preset in mill.PRESETS:
        rng = random.Random(preset)
        state = mill.new_game(mill.MillRules.preset(preset))
        for _ in range(60):
            if state.outcome() is not None:
                break
            move = rng.choice(state.legal_moves())
            inp = interpreter(state)
            if move.is_pass:
                assert inp.click(state.topology.points[0]).move == move
            else:
                result = None
                for point in clicks_for(state, move):
                    feedback = inp.click(point)
                    assert feedback.refusal is None, (preset, str(move), feedback)
                    result = feedback.move or result
                assert result == move, (preset, str(move))
            state = state.play(move)


def test_a_blocked_player_passes_with_any_click() -> None:
    rules = replace(mill.MillRules.preset("nine"), flying=False, blocked_passes=True)
    state = mill.parse_position("w:a1,g1,g7 b:d1,a4,g4,d7 hand:0,0 to:w", rules)
    assert [str(m) for m in state.legal_moves()] == ["pass"]
    inp = interpreter(state)
    assert inp.prompt() is Prompt.PASS
    feedback = inp.click(pi("c3"))
    assert str(feedback.move) == "pass"
    assert state.play(feedback.move).to_move == 1


def test_a_mill_in_progress_is_the_rules_pending_move_and_escape_takes_it_back() -> None:
    state = mill.parse_position("nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w")
    inp = interpreter(state)
    inp.click(pi("g4"))
    assert inp.click(pi("g1")).prompt is Prompt.REMOVE
    assert inp.pending == gestures.begin(state, "g4", "g1")
    assert inp.board.piece_at("g1") == 0 and inp.board.piece_at("g4") is None
    assert inp.movable() == frozenset() and not inp.can_place()
    assert inp.prompt() is Prompt.REMOVE
    assert inp.cancel().prompt is Prompt.CHOOSE_PIECE  # Escape
    assert inp.pending is None and inp.board is state
    assert inp.prompt() is Prompt.CHOOSE_PIECE
    assert state.piece_at("g4") == 0 and state.piece_at("g1") is None


def test_a_placement_into_a_mill_keeps_its_piece_and_counts_the_hand() -> None:
    state = mill.parse_position("nine w:a1,d1 b:a7,d7 hand:7,7 to:w")
    inp = interpreter(state)
    assert inp.can_place()
    assert inp.click(pi("g1")).prompt is Prompt.REMOVE
    assert inp.board.hands == (6, 7) and inp.board.piece_at("g1") == 0
    assert inp.targets() == {pi("a7"), pi("d7")}
    assert inp.click(pi("c5")).refusal.code is M.REMOVE_EMPTY
    assert inp.click(pi("a1")).refusal.code is M.REMOVE_OWN
    assert inp.pending is not None  # a refused removal keeps the move in progress
    assert str(inp.click(pi("a7")).move) == "g1xa7"
    assert inp.pending is None


def test_a_protected_piece_is_refused_until_the_free_one_is_gone() -> None:
    rules = replace(mill.MillRules.preset("nine"), removal_per_mill=True)
    state = mill.parse_position("w:g1,a1,d2,d3 b:b2,b4,b6,g7 hand:5,5 to:w", rules)
    inp = interpreter(state)
    inp.click(pi("d1"))
    assert inp.targets() == {pi("g7")}
    assert inp.click(pi("b4")).refusal.code is M.PROTECTED_PIECE
    assert inp.click(pi("g7")).prompt is Prompt.REMOVE
    assert inp.targets() == {pi("b2"), pi("b4"), pi("b6")}
    assert str(inp.click(pi("b4")).move) == "d1xb4xg7"


def test_three_mens_morris_line_is_played_at_once() -> None:
    state = mill.parse_position("three w:a1,b1 b:a2,b3 hand:1,1 to:w")
    inp = interpreter(state)
    assert str(inp.click(pi("c1")).move) == "c1"
    assert inp.pending is None


def test_refusals_are_the_rules_answer_with_the_facts_to_word_them() -> None:
    """Every refused click carries the rules' code and what a sentence about it needs: the
    mover's pieces and the flying threshold for a step too far, whose piece stands there."""
    moving = mill.parse_position("nine w:a1,a4,d2,f4 b:g7,g4,d6,b6 hand:0,0 to:w")
    inp = interpreter(moving)
    inp.click(pi("d2"))
    far = inp.click(pi("b4")).refusal
    assert far == as_refusal(gestures.target_refusal(moving, pi("d2"), pi("b4")))
    facts = (far.code, far.fact("pieces"), far.fact("flying_at"), far.fact("mover"))
    assert facts == (M.NOT_ADJACENT, 4, 3, 0)
    taken = inp.click(pi("g4")).refusal  # a black piece: taken, whatever the selection
    assert (taken.code, taken.where, taken.fact("owner")) == (M.OCCUPIED, pi("g4"), 1)

    placing = mill.parse_position("nine w:a1,a4 b:g7,g4 hand:7,7 to:w")
    inp = interpreter(placing)
    assert inp.click(pi("a1")).refusal.code is M.MUST_PLACE  # pieces still in hand
    assert inp.click(pi("g7")).refusal.code is M.OCCUPIED

    blocked = mill.parse_position("nine w:a1,c3,e3,c5 b:d1,a4,g4,f2 hand:0,0 to:w")
    inp = interpreter(blocked)
    assert inp.click(pi("a1")).refusal == as_refusal(gestures.start_refusal(blocked, pi("a1")))
    assert inp.click(pi("a1")).refusal.code is M.PIECE_BLOCKED

    never_flies = mill.parse_position("six w:a1,e5,b2 b:c5,d3,b4 hand:0,0 to:w")
    inp = interpreter(never_flies)
    inp.click(pi("a1"))
    far = inp.click(pi("e1")).refusal
    assert (far.code, far.fact("flying_at")) == (M.NOT_ADJACENT, None)
    assert as_refusal(gestures.explain(never_flies, "a1-e1")) == far
    assert gestures.explain(never_flies, "a1-c1") is None
