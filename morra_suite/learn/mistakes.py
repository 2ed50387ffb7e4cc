"""Your own mistakes as puzzles: the moves of a finished game that lost the most value, each turned
into a personal puzzle (the position before it, the best move, and the refutation of the move
played), kept only when it is proved or a deeper search confirms it.

```python
from morra_suite.learn import mistakes
found = mistakes.find(states, seconds=0.3, deep_seconds=2.0)   # states: the game's positions
for p in found:
    p.position, p.player, p.played, p.best, p.refutation, p.cost, p.proof   # "solved"/"search"
```

``states`` are the positions of the game in order (the start, then after each move), with the
``moves`` played; without them a move is read back from the rules (the legal move that leads
from one position to the next), which is unambiguous in a turn game.
Every position is analysed by its game's own analyser (``ai.analysis.analyse``, through the
game's registration record: a plug-in game with an analyser gets this too, and nothing here
names a game). A move is a candidate when it cost its mover at least ``MISTAKE`` of value
(``ai.judgement``, the review's own measure). Then each candidate is looked at again, longer:

- where the game is solved there (Three and Six Men's Morris, the Nine endgames from the tables,
  Morra from its solver: the analysis says ``solved``), the exact values decide: a puzzle is
  kept when the move played is worse than the best by at least ``MISTAKE`` in exact value;
- elsewhere a deeper search (``deep_seconds``) must find the same: the played move is not its
  best move, and it costs at least ``MISTAKE`` by the deeper values too. A candidate the deeper
  search does not confirm is dropped.

In a game of simultaneous choices (Morra) each chooser's choice is weighed on its own against
its best choice (``Analysis.hand_values``), and the refutation is the other's choice that
punishes it most. Pure Python, no Qt; the analyser is a parameter, so the tests can hand in one
that disagrees with itself.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from morra_suite.ai import judgement
from morra_suite.ai.analysis import Analysis

Analyse = Callable[[Any, float], Analysis]
MISTAKE = judgement.MISTAKE
MAX_PUZZLES = 3  # per game: the dearest few, not a homework list
MAX_POSITIONS = 600  # a longer game is read up to here (bounded work per game)
OUTSIDE_MIX = 1e-6  # a choice the optimal mix plays less often than this is never made by it
# A choice is weighed against the other's optimal mix: in a game of chance the values move less,
# so its threshold is the review's inaccuracy, not the mistake.
SIMULTANEOUS_MISTAKE = judgement.INACCURACY


@dataclass(frozen=True, slots=True)
class PersonalPuzzle:
    """One mistake to practise: in ``position`` (the game's position text) ``player`` played
    ``played``; ``best`` is the move to find; ``refutation`` the answer that punishes
    ``played`` (move texts, the first is the other side's reply); ``cost`` what ``played`` lost
    (value in [0, 2]); ``proof`` is ``"solved"`` (exact values) or ``"search"`` (a deeper
    search confirmed it)."""

    id: str
    game: str
    position: str
    player: int
    played: str
    best: str
    refutation: tuple[str, ...]
    cost: float
    proof: str
    ply: int  # the move's number in its game, from 0

    def as_puzzle(self) -> Any:
        """The puzzle the puzzle window runs (goal ``"better-move"``, one move: ``best``; in a
        game of simultaneous choices the joint move of ``best`` with the refutation's answer,
        so the board keeps the other's part and the learner chooses their own)."""
        from morra_suite.games import load_game
        from morra_suite.learn.puzzles import Puzzle

        state = load_game(self.game).parse_position(self.position)
        answer = self.best
        if len(state.choosers()) >= 2 and self.refutation:
            punished = state.parse_move(self.refutation[0])
            parts = {p: punished.of(p) for p in state.choosers()}
            own = [c for c in state.legal_choices(self.player) if str(c) == self.best]
            if not own:
                raise ValueError(f"puzzle {self.id}: {self.best!r} is no choice here")
            parts[self.player] = own[0]
            answer = str(state.joint_move(parts))
        return Puzzle(
            id=self.id,
            game=self.game,
            variant="",
            position=self.position,
            goal="better-move",
            plies=1,
            solution=(answer,),
            rating=0,
            player=self.player,
            players=state.num_players,
        )

    def refute(self, state: Any, move: str, plies_left: int = 1) -> Any:
        """Why ``move`` is not the answer: the move played in the game is answered by its
        refutation; another move is only said not to be the better move found."""
        from morra_suite.learn.refutation import Refutation

        legal = state.parse_move(move)
        own = legal.of(self.player) if len(state.choosers()) >= 2 else legal
        if str(own) == self.played:
            if len(state.choosers()) >= 2:  # the answer is the other's part of the round played
                return Refutation(move, None, "played-in-game", {"line": []})
            reply = self.refutation[0] if self.refutation else None
            return Refutation(move, reply, "played-in-game", {"line": list(self.refutation)})
        return Refutation(move, None, "not-better", {})

    def to_data(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "position": self.position,
            "player": self.player,
            "played": self.played,
            "best": self.best,
            "refutation": list(self.refutation),
            "cost": self.cost,
            "proof": self.proof,
            "ply": self.ply,
        }


def _default_analyse(state: Any, seconds: float) -> Analysis:
    from morra_suite.ai.analysis import analyse

    return analyse(state, seconds)


def puzzle_id(game: str, position: str, played: str) -> str:
    """A stable id: the same mistake in the same position is one puzzle, however often made."""
    digest = hashlib.sha256(f"{game}\n{position}\n{played}".encode()).hexdigest()
    return f"mine-{digest[:16]}"


def move_between(before: Any, after: Any) -> Any:
    """The legal move (a joint one where several choose) that leads from ``before`` to ``after``;
    a ``ValueError`` when none does (not consecutive positions of one game)."""
    for move in before.legal_moves():
        if before.play(move) == after:
            return move
    raise ValueError("no legal move leads from one position to the next")


def find(
    states: Sequence[Any],
    seconds: float = 0.3,
    deep_seconds: float = 2.0,
    analyse: Analyse | None = None,
    limit: int = MAX_PUZZLES,
    players: Sequence[int] | None = None,
    analyses: Sequence[Analysis] | None = None,
    moves: Sequence[Any] | None = None,
) -> list[PersonalPuzzle]:
    """The personal puzzles of the game whose positions are ``states`` (dearest first, at most
    ``limit``), of the moves made by ``players`` (every player when ``None``: at one screen
    both are the learner). ``analyses`` (one per state, as the review made them) save the first
    look; the second look is always a new, deeper one (or the exact values). The three parts
    (``candidates``, ``second_look``, ``confirm``) are what a window runs off its thread."""
    if deep_seconds <= 0 or seconds <= 0:
        raise ValueError("the analyses need a positive time budget")
    states = list(states)[:MAX_POSITIONS]
    look = analyse or _default_analyse
    first = list(analyses) if analyses is not None else [look(s, seconds) for s in states]
    found = candidates(states, first, players, limit, moves)
    wanted = second_look(states, found)
    deep = {i: look(state, deep_seconds) for i, state in enumerate(wanted)}
    return confirm(states, found, wanted, [deep[i] for i in range(len(wanted))], limit)


@dataclass(frozen=True, slots=True)
class Candidate:
    """A move the first look found dear: its ``ply``, ``player``, the (joint) ``move`` played and
    the player's own ``choice`` in it (the move itself in a turn game), and its ``cost``."""

    ply: int
    player: int
    move: Any
    choice: Any
    cost: float


def candidates(
    states: Sequence[Any],
    first: Sequence[Analysis],
    players: Sequence[int] | None = None,
    limit: int = MAX_PUZZLES,
    moves: Sequence[Any] | None = None,
) -> list[Candidate]:
    """The moves that cost their player at least ``MISTAKE`` by the first look (one analysis
    per state), dearest first; a few more than ``limit``, for the ones the second look drops.
    ``moves`` (the game's moves, or their texts) where the positions alone do not say which
    was played: simultaneous choices with the same sum lead to the same position."""
    states = list(states)[:MAX_POSITIONS]
    if len(first) < len(states):
        raise ValueError("one analysis per position is needed")
    out: list[Candidate] = []
    for ply in range(len(states) - 1):
        before, after = states[ply], states[ply + 1]
        if before.outcome() is not None:
            break
        if moves is not None and ply < len(moves):
            move = before.parse_move(str(moves[ply]))
            if before.play(move) != after:
                raise ValueError(
                    f"move {ply + 1} ({moves[ply]}) does not lead to the next position"
                )
        else:
            move = move_between(before, after)
        choosers = before.choosers()
        if len(choosers) >= 2:  # simultaneous choices: each chooser's own part
            for player in choosers:
                if players is not None and player not in players:
                    continue
                own = move.of(player)
                mix = _mix(first[ply], player)
                if mix and mix.get(own, 0.0) < OUTSIDE_MIX:  # a choice the solution never makes
                    provisional = _choice_cost(first[ply], player, own) or 0.0
                    out.append(Candidate(ply, player, move, own, provisional))
            continue
        mover = before.to_move
        if players is not None and mover not in players:
            continue
        lost = judgement.move_cost(first[ply], first[ply + 1], move, mover, before.num_players)
        if lost is not None and lost >= MISTAKE:
            out.append(Candidate(ply, mover, move, move, lost))
    out.sort(key=lambda c: (-c.cost, c.ply))
    return out[: 2 * limit]


def second_look(states: Sequence[Any], found: Sequence[Candidate]) -> list[Any]:
    """The positions the second look analyses, deeper: before and after each candidate's move,
    and in a game of simultaneous choices each answer the other could give to the choice."""
    wanted: list[Any] = []
    for candidate in found:
        before = states[candidate.ply]
        wanted.append(before)
        if len(before.choosers()) >= 2:
            wanted += [before.play(m) for _r, m in _replies(before, candidate)]
        else:
            wanted.append(before.play(candidate.move))
    return wanted


def confirm(
    states: Sequence[Any],
    found: Sequence[Candidate],
    wanted: Sequence[Any],
    deep: Sequence[Analysis],
    limit: int = MAX_PUZZLES,
) -> list[PersonalPuzzle]:
    """The puzzles of the candidates the second look (``deep``, one analysis per position of
    ``wanted``) confirms, dearest first, at most ``limit``."""
    from morra_suite.games import key_of_state

    if len(deep) != len(wanted):
        raise ValueError("one deeper analysis per position is needed")
    game = key_of_state(states[0]) if states else None
    if game is None:
        return []
    at = 0
    puzzles: list[PersonalPuzzle] = []
    for candidate in found:
        before = states[candidate.ply]
        count = 1 + (len(_replies(before, candidate)) if len(before.choosers()) >= 2 else 1)
        looks = list(deep[at : at + count])
        at += count
        puzzle = _confirmed(game, before, candidate, looks)
        if puzzle is not None and all(p.id != puzzle.id for p in puzzles):
            puzzles.append(puzzle)
        if len(puzzles) >= limit:
            break
    return puzzles


def _choice_cost(analysis: Analysis, player: int, choice: Any) -> float | None:
    """What ``player``'s ``choice`` costs against that player's best choice (exact values)."""
    values = (analysis.hand_values or {}).get(player)
    if not values or choice not in values:
        return None
    return judgement.shown(max(0.0, max(values.values()) - values[choice]))


def _replies(before: Any, candidate: Candidate) -> list[tuple[Any, Any]]:
    """The other chooser's possible answers to the candidate's choice, with the joint moves."""
    others = [p for p in before.choosers() if p != candidate.player]
    if len(others) != 1:
        return []
    other = others[0]
    return [
        (reply, before.joint_move({candidate.player: candidate.choice, other: reply}))
        for reply in before.legal_choices(other)
    ]


def _confirmed(
    game: str, before: Any, candidate: Candidate, looks: list[Analysis]
) -> PersonalPuzzle | None:
    """The puzzle of ``candidate`` if the second look (``looks``: the position before, then the
    positions after) agrees, else ``None``."""
    deep = looks[0]
    played_text = str(candidate.choice)
    if len(before.choosers()) >= 2:
        found = _against_the_mix(before, candidate, deep, looks[1:])
        if found is None:
            return None
        cost, best, refutation = found
        proof = "solved" if deep.solved else "search"
    else:
        deep_after = looks[1]
        if deep.best is None or str(deep.best) == played_text:
            return None  # the deeper look plays the same move: no mistake
        lost = judgement.move_cost(
            deep, deep_after, candidate.move, candidate.player, before.num_players
        )
        if lost is None or math.isnan(lost) or lost < MISTAKE:
            return None
        cost = lost
        best = str(deep.best)
        proof = "solved" if deep.solved and deep_after.solved else "search"
        refutation = tuple(deep_after.line)
    position = before.position()
    return PersonalPuzzle(
        id=puzzle_id(game, position, played_text),
        game=game,
        position=position,
        player=candidate.player,
        played=played_text,
        best=best,
        refutation=refutation,
        cost=cost,
        proof=proof,
        ply=candidate.ply,
    )


def _mix(analysis: Analysis, player: int) -> dict[Any, float]:
    """``player``'s optimal mix in a game of simultaneous choices (``{choice: probability}``)."""
    best = analysis.best
    mix = best.get(player) if isinstance(best, dict) else None
    return dict(mix) if isinstance(mix, dict) else {}


def _against_the_mix(
    before: Any, candidate: Candidate, deep: Analysis, looks: list[Analysis]
) -> tuple[float, str, tuple[str, ...]] | None:
    """What the choice costs against the other's optimal mix (the position's value less the
    choice's expected value), the choice the solution makes most, and the answer that punishes
    the choice most; ``None`` below ``SIMULTANEOUS_MISTAKE`` or without a mix."""
    player, count = candidate.player, before.num_players
    replies = _replies(before, candidate)
    others = [p for p in before.choosers() if p != player]
    own_mix, other_mix = _mix(deep, player), _mix(deep, others[0]) if others else {}
    if not replies or not own_mix or not other_mix:
        return None
    worth: list[tuple[float, Any, str]] = []
    for (reply, move), look in zip(replies, looks, strict=True):
        end = before.play(move).outcome()
        if end is not None:
            won = end.winner == player
            value = 1.0 if won else (-1.0 if end.winner is not None else 0.0)
        else:
            value = judgement.value_for(look, player, count)
        worth.append((value, reply, str(move)))
    expected = sum(other_mix.get(reply, 0.0) * value for value, reply, _m in worth)
    cost = judgement.shown(max(0.0, judgement.value_for(deep, player, count) - expected))
    if cost < SIMULTANEOUS_MISTAKE:
        return None
    best = max(own_mix, key=lambda c: own_mix[c])
    punished = min(worth, key=lambda w: w[0])
    return cost, str(best), (punished[2],)
