"""Our top mill level against an outside engine that speaks UCI, both colours, every move checked.

    .venv/bin/python benchmarks/bench_mill_uci.py --engine /path/to/engine [--option NAME=VALUE ...]
        [--games N] [--time T] [--preset nine] [--level L] [--out DIR]

``--engine`` is a command line (``"python3 my_engine.py"`` works too). The engine is spoken to in
the UCI dialect of the mill engines that descend from Stockfish (Sanmill's among them):

* ``uci`` / ``uciok``, ``setoption name NAME value VALUE``, ``isready`` / ``readyok``,
  ``ucinewgame``, ``position startpos moves ...``, ``go movetime MS`` / ``bestmove TOKEN``;
* a token is one action: with ``--notation standard`` (the default) in our point names, a
  placement ``d6``, a step or a flight ``d6-d5``, a removal ``xf4``; with ``--notation sanmill``
  in Sanmill's ring coordinates ``(ring,spot)``: ``(2,1)``, ``(2,1)->(1,1)``, ``-(2,3)`` (ring 1
  inner, spot 1 the top middle, clockwise). Answers are read in either. A move of ours that closes
  a mill is sent as its step and its removals (``d6 xf4``); the engine's removal comes from a
  second ``go`` after its step, so the engine is given ``--time`` for each action;
* the answer is the word after ``bestmove``, on a line of its own or at the end of an ``info``
  line (``info score 3 bestmove (2,1)``, as Sanmill's console engine writes it); an engine that
  answers ``draw`` claims a draw our rules do not see yet: the game ends as ``draw claimed by
  engine`` and counts half a point.

Every engine action is checked against our rules: an action that no legal move of ours has ends
the game, lost by the engine and reported as ``illegal engine move``; an engine that dies, says
nothing in time or gives no move where we have one loses by ``engine failure``. Our rules decide
the end (``--preset``, default Nine Men's Morris with flying, threefold repetition and the
100-turn rule), whatever the engine would claim, so set its rule options to the same game.

Games come in pairs from the same opening (``--opening-plies`` random placements, 2 by default, so
that two deterministic engines do not replay one game), our level playing white in the first of a
pair. Each game is saved as a ``.mill`` record in ``--out``. The table at the end gives wins,
draws and losses per colour, the points, how the games ended, and for decided games the phase of
the decisive mistake: the phase of the mover at the first of our thinks from which our own score
stayed beyond two pieces for the loser to the end of the game (a guess of where the game was
lost, by our search's eyes; ``?`` where our search never saw it coming; moves from the solved
endgame tables carry no score and are passed over).
"""

from __future__ import annotations

import argparse
import os
import queue
import random
import re
import shlex
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.players import computer_player, max_level
from morra_suite.core.files import write_text_atomic
from morra_suite.games.mill import (
    PRESETS,
    MillMove,
    MillRules,
    MillState,
    new_game,
    point_index,
    point_name,
    write_record,
)
from morra_suite.games.mill.sanmill import SANMILL_SQUARES

DECISIVE = 200  # our score (a piece is 100) beyond which a game counts as decided


class EngineError(RuntimeError):
    """The engine died, did not answer in time, or answered what the protocol does not allow."""


class DrawClaim(Exception):
    """The engine answered ``draw`` (its rules see a repetition or a move limit), not a move."""


class IllegalEngineMove(ValueError):
    """An engine action that no legal move of ours contains (the text says which and why)."""


NOTATIONS = ("standard", "sanmill")
# Sanmill's squares 8..31 as our points, as its records' FEN numbers them (one table for both:
# ``games/mill/sanmill.py``); the fake engine of the tests writes its own, to check this one
_SANMILL_OF = {point_index(n): f"({i // 8 + 1},{i % 8 + 1})" for i, n in enumerate(SANMILL_SQUARES)}
_SANMILL_POINT = {v: k for k, v in _SANMILL_OF.items()}
_SANMILL_RE = re.compile(r"(-)?(\(\d,\d\))(?:->(\(\d,\d\)))?")


def _name(point: int, notation: str) -> str:
    return _SANMILL_OF[point] if notation == "sanmill" else point_name(point)


def move_tokens(move: MillMove, notation: str = "standard") -> list[str]:
    """Our move as the engine's actions: ``d6-d5xf4`` -> ``["d6-d5", "xf4"]`` (standard) or
    ``["(2,1)->(1,1)", "-(2,3)"]`` (sanmill)."""
    if move.dst is None:
        raise ValueError("a pass has no UCI token (play with blocked_passes off)")
    dst = _name(move.dst, notation)
    arrow, cut = ("->", "-") if notation == "sanmill" else ("-", "x")
    first = dst if move.src is None else f"{_name(move.src, notation)}{arrow}{dst}"
    return [first, *(cut + _name(r, notation) for r in move.removals)]


def parse_action(token: str) -> tuple[str, int | None, int]:
    """An engine token (either notation) as (kind, src, dst): ``("place", None, d6)``,
    ``("move", d6, d5)``, ``("remove", None, f4)``; ``IllegalEngineMove`` for anything else."""
    text = token.strip().lower()
    try:
        sanmill = _SANMILL_RE.fullmatch(text)
        if sanmill:
            cut, first, second = sanmill.groups()
            if cut:
                if second:
                    raise ValueError(text)
                return "remove", None, _SANMILL_POINT[first]
            if second:
                return "move", _SANMILL_POINT[first], _SANMILL_POINT[second]
            return "place", None, _SANMILL_POINT[first]
        if text.startswith("x"):
            return "remove", None, point_index(text[1:])
        if "-" in text:
            a, b = text.split("-", 1)
            return "move", point_index(a), point_index(b)
        return "place", None, point_index(text)
    except (ValueError, KeyError):
        raise IllegalEngineMove(f"{token!r} is no action in either notation") from None


class UciEngine:
    """One engine process; lines are read by a thread so that every wait has a timeout."""

    def __init__(
        self,
        command: str | Sequence[str],
        options: dict[str, str],
        timeout: float = 30.0,
        notation: str = "standard",
    ) -> None:
        argv = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self.notation = notation
        self.longest = 0.0  # seconds, the longest answer to a go since new_game
        try:
            self.proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                bufsize=1,
                cwd=os.path.dirname(os.path.abspath(argv[0])) or None,
            )
        except OSError as error:
            raise EngineError(f"cannot start {argv[0]!r}: {error}") from None
        self.lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.name = argv[0]
        self.offered: list[str] = []
        self.send("uci")
        for line in self._until("uciok"):
            if line.startswith("id name "):
                self.name = line[len("id name ") :].strip()
            elif line.startswith("option name "):
                self.offered.append(line[len("option name ") :])
        for name, value in options.items():
            self.send(f"setoption name {name} value {value}")
        self.ready()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\r\n"))
        self.lines.put(None)

    def send(self, line: str) -> None:
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineError(f"the engine has quit (sending {line!r})") from None

    def _until(self, word: str, timeout: float | None = None, anywhere: bool = False) -> list[str]:
        """Lines up to and including the first that starts with ``word`` (or, ``anywhere``,
        has it among its words)."""
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        seen: list[str] = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise EngineError(f"no {word!r} within {timeout or self.timeout:.0f} s")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise EngineError(f"the engine quit while we waited for {word!r}")
            seen.append(line)
            words = line.split()
            if words[:1] == [word] or (anywhere and word in words):
                return seen

    def ready(self) -> None:
        self.send("isready")
        self._until("readyok")

    def new_game(self) -> None:
        self.longest = 0.0
        self.send("ucinewgame")
        self.ready()

    def best(self, tokens: Sequence[str], seconds: float) -> tuple[str, int | None]:
        """The engine's action after ``tokens`` from the start, and its last reported score."""
        self.send("position startpos" + (" moves " + " ".join(tokens) if tokens else ""))
        self.send(f"go movetime {max(1, round(seconds * 1000))}")
        started = time.perf_counter()
        lines = self._until("bestmove", timeout=max(30.0, 10 * seconds), anywhere=True)
        self.longest = max(self.longest, time.perf_counter() - started)
        score = None
        for line in lines:
            words = line.split()
            if words[:1] == ["info"] and "cp" in words:
                i = words.index("cp")
                if i + 1 < len(words) and words[i + 1].lstrip("-").isdigit():
                    score = int(words[i + 1])
        words = lines[-1].split()
        i = words.index("bestmove")
        return (words[i + 1] if len(words) > i + 1 else "(none)"), score

    def close(self) -> None:
        try:
            self.send("quit")
            self.proc.wait(timeout=3)
        except (EngineError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


def engine_move(engine: UciEngine, state: MillState, tokens: list[str], seconds: float) -> MillMove:
    """The engine's whole move (its step, then a ``go`` for each removal), checked by our rules."""
    legal = state.legal_moves()
    token, _ = engine.best(tokens, seconds)
    if token in ("(none)", "none", "0000"):
        raise EngineError(f"the engine gave no move, but it has {len(legal)} legal moves")
    if token == "draw":
        raise DrawClaim(f"the engine claims a draw in {state.position()}")
    kind, src, dst = parse_action(token)
    if kind == "remove":
        raise IllegalEngineMove(f"{token}: a removal where a placement or a step is due")
    candidates = [m for m in legal if m.src == src and m.dst == dst]
    if not candidates:
        try:
            state.play(MillMove(src, dst, ()))
            why = "not a legal move"
        except ValueError as error:
            why = str(error)
        raise IllegalEngineMove(f"{token} in {state.position()}: {why}")
    removed: list[int] = []
    actions = [token]
    while all(len(m.removals) > len(removed) for m in candidates):
        token, _ = engine.best(tokens + actions, seconds)
        kind, _, point = parse_action(token)
        if kind != "remove":
            raise IllegalEngineMove(f"{token}: a removal is due after {' '.join(actions)}")
        removed.append(point)
        actions.append(token)
        candidates = [m for m in candidates if set(removed) <= set(m.removals)]
        if not candidates:
            raise IllegalEngineMove(
                f"{' '.join(actions)} in {state.position()}: that piece may not be removed"
            )
    exact = [m for m in candidates if len(m.removals) == len(removed)]
    return exact[0]


@dataclass
class GameResult:
    number: int
    our_colour: int  # 0 white (moves first), 1 black
    points: float  # ours: 1, 1/2, 0
    ending: str
    plies: int
    decisive_phase: str | None  # for a decided game: the phase of the decisive mistake
    note: str = ""
    moves: list[MillMove] = field(default_factory=list)
    our_longest: float = 0.0  # seconds, our longest think
    engine_longest: float = 0.0  # seconds, the engine's longest answer to one go


def decisive_phase(trace: list[tuple[str, int | None]], we_won: bool) -> str:
    """The phase at the first of our thinks from which our score stayed decided to the end.

    Moves without a search score (played from the solved endgame tables, or forced) are passed
    over: they neither decide nor undo the verdict."""
    phase = "?"
    for ph, score in reversed(trace):
        if score is None:
            continue
        if (score >= DECISIVE) if we_won else (score <= -DECISIVE):
            phase = ph
        else:
            break
    return phase


def our_player(level: int | str, number: int, seconds: float):
    """Our side: a level of the registry, or ``"baseline"``, the previous release's top level (the
    pure-Python depth-6 search with the old weights, as in ``bench_mill_match.py``). The baseline
    is the yardstick for a rebuilt outside engine: the real app's engine blocked it in every game,
    so a rebuild that does not is weaker than what it stands for."""
    if level == "baseline":
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from bench_mill_match import make_opponent

        from morra_suite.ai.players import TurnComputer

        return TurnComputer(make_opponent("baseline", seconds, random.Random(number)), 0)
    return computer_player("mill", int(level), rng=random.Random(number), time_limit=seconds)


def play_game(
    engine: UciEngine,
    rules: MillRules,
    number: int,
    our_colour: int,
    level: int | str,
    seconds: float,
    opening_plies: int,
    opening_seed: int,
    max_plies: int,
) -> GameResult:
    rng = random.Random(opening_seed)
    state = new_game(rules)
    moves: list[MillMove] = []
    for _ in range(opening_plies):
        if state.outcome() is not None:
            break
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        moves.append(move)
    ours = our_player(level, number, seconds)
    engine.new_game()
    trace: list[tuple[str, int | None]] = []
    ending = note = ""
    points: float | None = None
    our_longest = 0.0
    while state.outcome() is None:
        if len(moves) >= max_plies:
            ending, points = "ply limit", 0.5
            break
        phase = state.phase_of(state.to_move).value
        if state.to_move == our_colour:
            started = time.perf_counter()
            move = ours.choose(state, our_colour)
            our_longest = max(our_longest, time.perf_counter() - started)
            info = getattr(getattr(ours, "search", None), "last_info", {}) or {}
            score = info.get("score") if info.get("source") == "search" else None
            trace.append((phase, score if isinstance(score, int) else None))
        else:
            tokens = [t for m in moves for t in move_tokens(m, engine.notation)]
            try:
                move = engine_move(engine, state, tokens, seconds)
            except IllegalEngineMove as error:
                ending, points, note = "illegal engine move", 1.0, str(error)
                break
            except EngineError as error:
                ending, points, note = "engine failure", 1.0, str(error)
                break
            except DrawClaim as error:
                ending, points, note = "draw claimed by engine", 0.5, str(error)
                break
        state = state.play(move)
        moves.append(move)
    outcome = state.outcome()
    if points is None:
        assert outcome is not None
        points = outcome.result_for(our_colour)
        ending = outcome.reason.value
    decided = points in (0.0, 1.0) and ending not in ("illegal engine move", "engine failure")
    return GameResult(
        number,
        our_colour,
        points,
        ending,
        len(moves),
        decisive_phase(trace, points == 1.0) if decided else None,
        note,
        moves,
        our_longest,
        engine.longest,
    )


def save_game(
    folder: Path, result: GameResult, rules: MillRules, our_name: str, engine_name: str
) -> Path:
    """The game as a ``.mill`` record, written atomically."""
    white, black = (our_name, engine_name) if result.our_colour == 0 else (engine_name, our_name)
    tags = {
        "Event": "bench_mill_uci",
        "Round": str(result.number),
        "White": white,
        "Black": black,
        "Termination": result.ending + (f": {result.note}" if result.note else ""),
    }
    if result.ending in ("illegal engine move", "engine failure"):
        tags["Result"] = "1-0" if result.our_colour == 0 else "0-1"
    elif result.ending in ("ply limit", "draw claimed by engine"):
        tags["Result"] = "*"
    text = write_record(new_game(rules), result.moves, tags)
    path = folder / f"game-{result.number:03d}.mill"
    write_text_atomic(path, text)
    return path


def summary(results: list[GameResult]) -> str:
    """The table: per colour, the endings, and the phases of the decisive mistakes."""
    lines = [f"{'':12}{'games':>6}{'wins':>6}{'draws':>6}{'losses':>7}{'points':>9}{'%':>7}"]
    for label, colour in (("as white", 0), ("as black", 1), ("total", None)):
        rows = [r for r in results if colour is None or r.our_colour == colour]
        n = len(rows)
        w = sum(r.points == 1.0 for r in rows)
        d = sum(r.points == 0.5 for r in rows)
        loss = sum(r.points == 0.0 for r in rows)
        pts = sum(r.points for r in rows)
        pct = f"{100 * pts / n:.1f}" if n else "-"
        lines.append(f"{label:12}{n:>6}{w:>6}{d:>6}{loss:>7}{pts:>9g}{pct:>7}")
    endings: Counter[str] = Counter()
    for r in results:
        who = "" if r.points == 0.5 else " (we won)" if r.points == 1.0 else " (we lost)"
        endings[r.ending + who] += 1
    lines.append("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(endings.items())))
    for label, value in (("losses", 0.0), ("wins", 1.0)):
        phases = Counter(
            r.decisive_phase for r in results if r.points == value and r.decisive_phase
        )
        if phases:
            lines.append(
                f"decisive phase of our {label}: "
                + ", ".join(f"{k} {v}" for k, v in sorted(phases.items()))
            )
    if results:
        lines.append(
            f"longest think: ours {max(r.our_longest for r in results):.2f} s, the engine's "
            f"{max(r.engine_longest for r in results):.2f} s (one go)"
        )
    return "\n".join(lines)


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        if "=" not in pair:
            raise SystemExit(f"--option {pair!r}: expected NAME=VALUE")
        name, value = pair.split("=", 1)
        options[name.strip()] = value.strip()
    return options


def main(argv: Sequence[str] | None = None) -> list[GameResult]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True, help="the engine's command line")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE, repeatable")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--time", type=float, default=1.0, help="seconds a move, each side")
    parser.add_argument("--preset", default="nine", choices=PRESETS)
    parser.add_argument(
        "--notation", default="standard", choices=NOTATIONS, help="how moves are sent"
    )
    parser.add_argument(
        "--level",
        default=None,
        help="our level, or 'baseline' for the previous release's top level (default: the top)",
    )
    parser.add_argument("--opening-plies", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=1000)
    parser.add_argument("--out", default="mill-uci-games", help="folder for the .mill records")
    args = parser.parse_args(argv)
    rules = MillRules.preset(args.preset)
    level: int | str = max_level("mill") if args.level is None else args.level
    if level != "baseline":
        level = int(level)
    our_name = (
        "Morra Suite baseline (previous top level)"
        if level == "baseline"
        else f"Morra Suite level {level}"
    )
    engine = UciEngine(
        args.engine, parse_options(args.option), timeout=30.0, notation=args.notation
    )
    out = Path(args.out)
    print(
        f"{rules.title}: {our_name} vs {engine.name}, {args.time} s a move, {args.games} games; "
        f"options {parse_options(args.option) or 'none'}; records in {out}",
        flush=True,
    )
    results: list[GameResult] = []
    started = time.time()
    try:
        for g in range(args.games):
            colour = g % 2
            result = play_game(
                engine,
                rules,
                g + 1,
                colour,
                level,
                args.time,
                args.opening_plies,
                args.seed * 7919 + g // 2,
                args.max_plies,
            )
            results.append(result)
            path = save_game(out, result, rules, our_name, engine.name)
            pts = sum(r.points for r in results)
            word = {1.0: "win", 0.5: "draw", 0.0: "loss"}[result.points]
            note = f" {result.note}" if result.note else ""
            phase = (
                f", decided in the {result.decisive_phase} phase" if result.decisive_phase else ""
            )
            print(
                f"  game {g + 1}: we play {'white' if colour == 0 else 'black'}: {word} "
                f"({result.ending}, {result.plies} plies{phase}){note}; "
                f"points {pts:g}/{g + 1} ({100 * pts / (g + 1):.0f}%) -> {path.name}",
                flush=True,
            )
    finally:
        engine.close()
    print(summary(results))
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    print(
        f"{time.time() - started:.0f} s"
        + (f"; load average at the end {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}" if load else "")
    )
    return results


if __name__ == "__main__":
    main()
