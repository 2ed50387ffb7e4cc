"""The mill click interpreter against the real rules: every gesture ends in a legal move."""

from __future__ import annotations

import random
from dataclasses import replace

from morra_suite.controllers.mill_input import MillInput, Prompt, Refusal, parse_notation
from morra_suite.games import mill
from morra_suite.games.mill.board import point_index as pi


def interpreter(state) -> MillInput:
    owners = {p: player for player in (0, 1) for p in state.points_of(player)}
    inp = MillInput()
    inp.reset(state, owners, frozenset(state.rules.topology.points))
    return inp


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
    assert refused.refusal is Refusal.REMOVE_OWN
    done = inp.click(pi("d7"))
    assert str(done.move) == "g4-g1xd7"
    assert done.move in state.legal_moves()


def test_refusals_name_the_reason() -> None:
    rules = mill.MillRules.preset("nine")
    state = mill.parse_position("nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w", rules)
    inp = interpreter(state)
    assert inp.click(pi("a7")).refusal is Refusal.OPPONENT_PIECE
    assert inp.click(pi("c5")).refusal is Refusal.EMPTY_POINT
    inp.click(pi("a1"))
    assert inp.click(pi("g7")).refusal is Refusal.NOT_A_TARGET
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
    moves = [str(m) for m in state.legal_moves() if "x" in str(m) and str(m).count("x") == 2]
    assert moves, "the position must allow a double mill"
    parsed = parse_notation(moves[0])
    inp = interpreter(state)
    if parsed.source is not None:
        inp.click(parsed.source)
    assert inp.click(parsed.target).prompt is Prompt.REMOVE
    assert inp.click(parsed.removals[0]).prompt is Prompt.REMOVE
    assert str(inp.click(parsed.removals[1]).move) == moves[0]


def test_random_gestures_reach_every_kind_of_move() -> None:
    """For seeded random games of every preset, each legal move is reachable by its clicks."""
    for preset in mill.PRESETS:
        rng = random.Random(preset)
        state = mill.new_game(mill.MillRules.preset(preset))
        for _ in range(60):
            if state.outcome() is not None:
                break
            move = rng.choice(state.legal_moves())
            parsed = parse_notation(move)
            inp = interpreter(state)
            if parsed.is_special:
                assert inp.click(next(iter(inp.points))).move == move
            else:
                clicks = ([parsed.source] if parsed.source is not None else []) + [parsed.target]
                clicks += list(parsed.removals)
                result = None
                for point in clicks:
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
