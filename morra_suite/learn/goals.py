"""The tasks of lesson steps, each checked by the rules: a function of (position, move, params)
that says ``None`` when the move does what the task asks, else a ``Miss``: a code and the facts
a sentence about it needs (the lesson files word it in each language).

A task is named in the lesson data (``"goal": {"kind": "close-mill"}``); the kinds below are
looked up by that name, never by the game, so a game brings its tasks by adding kinds. Only the
rules answer: mills closed, the game's outcome, the kind of a Myra move, the trace of a Morra
round. A move that the rules refuse never reaches a task (``lessons.check`` says why first).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

Facts = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Miss:
    """Why a legal move does not do what the step asks: ``code`` names the sentence."""

    code: str
    facts: Facts = field(default_factory=dict)


Task = Callable[[Any, Any, Mapping[str, Any], int], "Miss | None"]
TASKS: dict[str, Task] = {}


def task(kind: str) -> Callable[[Task], Task]:
    def register(function: Task) -> Task:
        TASKS[kind] = function
        return function

    return register


# ---------------------------------------------------------------- any game
@task("any")
def _any(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """Every legal move does (a step that teaches the gesture itself)."""
    return None


@task("win")
def _win(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """The move ends the game with the learner's win."""
    end = state.play(move).outcome()
    if end is None or end.winner != player:
        return Miss("no-win")
    return None


@task("no-loss")
def _no_loss(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """The move does not let the game end in the other side's win."""
    end = state.play(move).outcome()
    if end is not None and end.winner is not None and end.winner != player:
        return Miss("loses")
    return None


@task("no-loss-next")
def _no_loss_next(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """After the move no reply of the other side wins at once (the queen kept out of reach,
    a last mill blocked): the rules' outcome, asked one reply ahead."""
    miss = _no_loss(state, move, params, player)
    if miss is not None:
        return miss
    after = state.play(move)
    if after.outcome() is not None:
        return None
    for reply in after.legal_moves():
        end = after.play(reply).outcome()
        if end is not None and end.winner is not None and end.winner != player:
            return Miss("loses-next", {"reply": str(reply)})
    return None


# ---------------------------------------------------------------- mill games
def _names(points: Any) -> str:
    return ", ".join(str(p) for p in points)


@task("to-point")
def _to_point(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """The piece placed or moved ends on one of ``params["points"]``."""
    from morra_suite.games.mill import point_name

    if move.dst is None or point_name(move.dst) not in params["points"]:
        return Miss("wrong-point", {"want": _names(params["points"])})
    return None


@task("take")
def _take(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """The move closes a mill and takes one of the pieces on ``params["points"]``."""
    from morra_suite.games.mill import point_name

    if state.mills_formed_by(move) == 0:
        return Miss("no-mill")
    if not any(point_name(r) in params["points"] for r in move.removals):
        return Miss("wrong-removal", {"want": _names(params["points"])})
    return None


@task("block")
def _block(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """After the move the other side has no move that closes a mill."""
    after = state.play(move)
    if after.outcome() is not None:
        return None
    for reply in after.legal_moves():
        if after.mills_formed_by(reply):
            return Miss("mill-left", {"reply": str(reply)})
    return None


@task("place")
def _place(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    return None if move.is_placement else Miss("not-placement")


@task("step")
def _step(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """A piece on the board goes to a connected point."""
    if move.src is None or move.dst is None:
        return Miss("not-step")
    if move.dst not in state.topology.neighbours[move.src]:
        return Miss("not-step")
    return None


@task("fly")
def _fly(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """A piece goes to a point that no line joins to its own."""
    if move.src is None or move.dst is None or move.dst in state.topology.neighbours[move.src]:
        return Miss("not-flight")
    return None


@task("close-mill")
def _close_mill(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    if state.mills_formed_by(move) == 0:
        return Miss("no-mill")
    return None


# ---------------------------------------------------------------- Myra
def _kind_of(state: Any, move: Any) -> str:
    """What the legal Myra ``move`` does here, as the rules' gestures module names it."""
    from morra_suite.games.myra.gestures import kind_of

    return kind_of(state, move).value


@task("myra-kind")
def _myra_kind(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """The move is of the kind the step teaches (the rules' ``kind_of``), made by the piece on
    ``params["frm"]`` when the step names one."""
    if "frm" in params:
        from morra_suite.games.myra import hole_index

        if getattr(move, "frm", None) != hole_index(params["frm"]):
            return Miss("wrong-piece", {"want": params["frm"]})
    got = _kind_of(state, move)
    if got != params["move_kind"]:
        return Miss("wrong-kind", {"got": got, "want": params["move_kind"]})
    return None


@task("fortress")
def _fortress(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """After the move the learner has more fortresses (troops of five) than before."""

    def fortresses(s: Any) -> int:
        return sum(1 for p in s.pieces.values() if p.player == player and p.is_fortress)

    return None if fortresses(state.play(move)) > fortresses(state) else Miss("no-fortress")


@task("capture")
def _capture(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    return None if _kind_of(state, move) == "capture" else Miss("no-capture")


@task("capture-queen")
def _capture_queen(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """The move takes an enemy queen (with three players: her army changes sides)."""
    if len(state.play(move).alive_players) < len(state.alive_players):
        return None
    return Miss("no-queen")


# ---------------------------------------------------------------- Morra
def _other_choice(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """A Morra step fixes what the other player chooses (``params["other"]``)."""
    if "other" in params and move.of(1 - player) != params["other"]:
        return Miss("other-choice", {"want": params["other"]})
    return None


@task("morra-any")
def _morra_any(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    return _other_choice(state, move, params, player)


@task("morra-total")
def _morra_total(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    miss = _other_choice(state, move, params, player)
    if miss is None and move.a + move.b != params["total"]:
        return Miss("total", {"got": move.a + move.b, "want": params["total"]})
    return miss


@task("morra-stones")
def _morra_stones(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """The learner's stone (``mine``) and/or the other stone (``other_at``) end on the named
    fields after the round (``c`` is the centre)."""
    miss = _other_choice(state, move, params, player)
    if miss is not None:
        return miss
    after = state.play(move)
    for key, stone in (("mine", player), ("other_at", 1 - player)):
        if key in params:
            got = after.field_text(stone)
            if got != params[key]:
                return Miss(f"{key}-field", {"got": got, "want": params[key]})
    return None


@task("morra-push")
def _morra_push(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    """The round pushes the other player's stone (the rules' trace of the round)."""
    miss = _other_choice(state, move, params, player)
    if miss is None and not any(
        s.kind == "push" and s.stone == 1 - player for s in state.trace(move)
    ):
        return Miss("no-push")
    return miss


@task("morra-no-loss")
def _morra_no_loss(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    return _other_choice(state, move, params, player) or _no_loss(state, move, params, player)


@task("morra-win")
def _morra_win(state: Any, move: Any, params: Mapping[str, Any], player: int) -> Miss | None:
    return _other_choice(state, move, params, player) or _win(state, move, params, player)


def miss_of(
    kind: str, state: Any, move: Any, params: Mapping[str, Any], player: int
) -> Miss | None:
    """What the task ``kind`` says of the legal ``move``; ``KeyError`` for an unknown kind."""
    return TASKS[kind](state, move, params, player)


def accepted(kind: str, state: Any, params: Mapping[str, Any], player: int) -> tuple[str, ...]:
    """The texts of every legal move that does the task, in the rules' order."""
    return tuple(
        str(m) for m in state.legal_moves() if miss_of(kind, state, m, params, player) is None
    )
