"""Myra: the top level (native core) against the top level as it was (the pure-Python search).

    .venv/bin/python benchmarks/bench_myra_match.py [--games 40] [--three 12] [--time 1.0]
                                                    [--convert 12] [--seed S] [--cap PLIES]
                                                    [--no-convert-old] [--mode M] [--log FILE]
                                                    [--adjudicate PLIES] [--lead SOLDIERS]
                                                    [--report-only] [--set W_NAME=VALUE]

Three parts, each printing its figures:

- ``--games`` two-player games, seats alternating (the new level takes A in even games);
- ``--three`` three-player games, the new level against two old ones, its seat rotating;
- ``--convert`` won positions: seeded mid-games where the side to move is given a lead of five
  soldiers or more (the opponent's biggest troops taken off), played out by the new level and,
  for comparison, by the old one, both against the old level; the median plies to the win.

The match games are played mixed (two-player and three-player in proportion) so that a run
stopped early has played both; ``--log`` keeps each finished game, and a run given the same log
resumes after them (``--report-only`` prints their scores without playing). ``--adjudicate N``
ends a match game as won for a side that has led every other by ``--lead`` soldiers (board and
reserve) for N plies in a row; the report counts these.

Points: a win 1, a draw 1/2 (two players) or 1/3 (three), a loss 0; the goal is at least 90 %
of the points in both matches. Each match's report also splits the new level's results by its
seat (A moves first). The longest think of the new level over everything it played
must stay within 1.05 times the budget. ``--cap`` ends a game as a draw after that many plies
(the rules' own draws, repetition and 200 turns without a capture, apply before). The default,
800, leaves room for the three-player games the rules decide (some take over 400 plies): at 400,
games in which all three still stood were cut off as draws that, played on, were decided. A cap
or a lead adjudication measures the rule, not the players, so the goal's figures are taken
without ``--adjudicate``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.myra import MAX_LEVEL, MyraPlayer, native
from morra_suite.ai.myra.player import THREE_PLAYER_MODE
from morra_suite.games import myra

Player = Callable[[myra.MyraState, Callable[[], bool]], myra.MyraMove]


class Timed:
    """A player whose thinks are timed (the longest is what the budget promises), in wall time
    and in the process's CPU time: a think far longer than its CPU time waited for a core."""

    def __init__(self, player: MyraPlayer) -> None:
        self.player = player
        self.thinks: list[float] = []
        self.cpu: list[float] = []
        self.depths: list[int] = []

    def __call__(self, state: myra.MyraState, cancelled: Callable[[], bool]) -> myra.MyraMove:
        start, cpu = time.perf_counter(), time.process_time()
        move = self.player(state, cancelled)
        self.thinks.append(time.perf_counter() - start)
        self.cpu.append(time.process_time() - cpu)
        depth = self.player.last_info.get("depth")
        if isinstance(depth, int) and self.player.last_info.get("source") != "queen capture":
            self.depths.append(depth)
        return move


MODE = THREE_PLAYER_MODE  # the new level's three-player search (--mode)


def new_level(seed: int, seconds: float) -> MyraPlayer:
    return MyraPlayer(MAX_LEVEL, random.Random(seed), time_limit=seconds, mode=MODE)


def old_level(seed: int, seconds: float) -> MyraPlayer:
    return MyraPlayer(MAX_LEVEL, random.Random(seed), time_limit=seconds, native_core=False)


def material(state: myra.MyraState, player: int) -> int:
    """Soldiers on the board (troops and fortresses) and in the reserve."""
    on_board = sum(c & 7 for c in state.cells if c and c >> 3 == player and c & 7 != 7)
    return on_board + state.reserves[player]


def leader(state: myra.MyraState, lead: int) -> int | None:
    """The player whose material exceeds every other live player's by ``lead`` soldiers."""
    alive = state.alive_players
    best = max(alive, key=lambda p: material(state, p))
    if all(material(state, best) - material(state, p) >= lead for p in alive if p != best):
        return best
    return None


def play_out(
    state: myra.MyraState,
    seats: list[Player],
    cap: int,
    judge: tuple[int, int] = (0, 0),
    moves: list[str] | None = None,
) -> tuple[int | None, int, str]:
    """(winner or None, plies played, how it ended) from ``state``. ``judge = (plies, lead)``
    with ``plies > 0`` adjudicates a win to a side that has led every other by ``lead`` soldiers
    for that many plies in a row ("lead"); "rules" is the rules' own end, "cap" the ply cap.
    ``moves`` receives the moves played (as text), for a look at a game afterwards."""
    plies = 0
    held, by = 0, None
    while state.outcome() is None and plies < cap:
        move = seats[state.to_move](state, lambda: False)
        if moves is not None:
            moves.append(str(move))
        state = state.play(move)
        plies += 1
        if judge[0]:
            now = leader(state, judge[1])
            held = held + 1 if now is not None and now == by else (1 if now is not None else 0)
            by = now
            if held >= judge[0] and state.outcome() is None:
                return by, plies, "lead"
    outcome = state.outcome()
    if outcome is None:
        return None, plies, "cap"
    return outcome.winner, plies, "rules"


def play_game(players: int, g: int, args: argparse.Namespace) -> dict[str, object]:
    """One match game, the new level in seat ``g % players``, as a record for the log."""
    seat = g % players
    new = Timed(new_level(args.seed + g, args.time))
    seats: list[Player] = [old_level(args.seed + 100 * g + i, args.time) for i in range(3)]
    seats = seats[:players]
    seats[seat] = new
    judge = (args.adjudicate, args.lead)
    moves: list[str] = []
    winner, plies, how = play_out(myra.new_game(players=players), seats, args.cap, judge, moves)
    return {
        "players": players,
        "game": g,
        "seat": seat,
        "winner": winner,
        "plies": plies,
        "how": how,
        "thinks": [round(t, 4) for t in new.thinks],
        "cpu": [round(t, 4) for t in new.cpu],
        "depths": new.depths,
        "moves": moves,
    }


def read_log(path: Path | None) -> list[dict[str, object]]:
    """The games a log already holds (a run resumes after them)."""
    if path is None or not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def schedule(args: argparse.Namespace) -> list[tuple[int, int]]:
    """(players, game) in an order that mixes the two matches, so a run stopped early has
    played both in proportion."""
    jobs = [(g / args.games, 2, g) for g in range(args.games)]
    jobs += [(g / args.three, 3, g) for g in range(args.three)]
    return [(players, g) for _, players, g in sorted(jobs)]


def report(players: int, games: int, records: list[dict[str, object]], seconds: float) -> None:
    """The match's score over the games played so far."""
    done = [r for r in records if r["players"] == players]
    if not games:
        return
    wins = sum(1 for r in done if r["winner"] == r["seat"])
    draws = sum(1 for r in done if r["winner"] is None)
    losses = len(done) - wins - draws
    points = wins + draws / players
    judged = [r for r in done if r["how"] == "lead"]
    capped = sum(1 for r in done if r["how"] == "cap")
    share = f"{100 * points / len(done):.1f} %" if done else "-"
    lengths = [int(r["plies"]) for r in done]  # type: ignore[call-overload]
    print(
        f"{players} players, {len(done)} of {games} games at {seconds:.2f} s: new level wins "
        f"{wins}, draws {draws}, losses {losses}: {share} of the points; plies per game median "
        f"{statistics.median(lengths) if lengths else 0:.0f}; adjudicated by a lead "
        f"{len(judged)} (won by the new level {sum(1 for r in judged if r['winner'] == r['seat'])}"
        f"), drawn at the cap {capped}",
        flush=True,
    )
    if done:
        print(f"  by the new level's seat (A moves first): {by_seat(players, done)}", flush=True)


def by_seat(players: int, done: list[dict[str, object]]) -> str:
    """Wins, draws and losses of the new level in each seat. Why: a total can hide a seat that
    loses; with three players the seat that moves last won about half its games while the two
    others won nearly all (the figures in the project's notes)."""
    parts = []
    for seat in range(players):
        mine = [r for r in done if r["seat"] == seat]
        wins = sum(1 for r in mine if r["winner"] == seat)
        draws = sum(1 for r in mine if r["winner"] is None)
        parts.append(f"{'ABC'[seat]} {wins}-{draws}-{len(mine) - wins - draws}")
    return ", ".join(parts) + " (won-drawn-lost)"


def matches(args: argparse.Namespace) -> list[dict[str, object]]:
    """Both matches, resumed from the log; every finished game is appended to it at once."""
    records = read_log(args.log)
    done = {(r["players"], r["game"]) for r in records}
    for players, g in schedule(args):
        if (players, g) in done or args.report_only:
            continue
        record = play_game(players, g, args)
        records.append(record)
        if args.log is not None:
            with args.log.open("a") as out:
                out.write(json.dumps(record) + "\n")
        word = {record["seat"]: "win", None: "draw"}.get(record["winner"], "loss")  # type: ignore[arg-type]
        longest = max(record["thinks"], default=0.0)  # type: ignore[type-var]
        print(
            f"  {players}p game {g + 1}: new level {'ABC'[g % players]}, {word} in "
            f"{record['plies']} ({record['how']}); longest think {longest:.3f} s",
            flush=True,
        )
    report(2, args.games, records, args.time)
    report(3, args.three, records, args.time)
    return records


def won_position(seed: int) -> myra.MyraState:
    """A seeded two-player mid-game where the side to move leads by five soldiers or more."""
    rng = random.Random(seed)
    state = myra.new_game(players=2)
    for _ in range(24 + seed % 12):
        quiet = [m for m in state.legal_moves() if not getattr(m, "capture", False)]
        state = state.play(rng.choice(quiet))
    me, other = state.to_move, 1 - state.to_move
    cells = list(state.cells)
    troops = sorted(
        (h for h, c in enumerate(cells) if c and c >> 3 == other and c & 7 != 7),
        key=lambda h: -(cells[h] & 7),
    )
    taken = 0
    for h in troops:
        if taken >= 5:
            break
        taken += cells[h] & 7
        cells[h] = 0
    return myra.MyraState(2, tuple(cells), me, state.reserves, 0, state.rules)


def convert(args: argparse.Namespace, timed: list[Timed]) -> None:
    sides = (("new level", new_level), ("old level", old_level))
    for name, make in sides if args.convert_old else sides[:1]:
        plies_to_win = []
        results = []
        for k in range(args.convert):
            state = won_position(args.seed + k)
            me = state.to_move
            strong = make(args.seed + k, args.time)
            if make is new_level:
                wrapped = Timed(strong)
                timed.append(wrapped)
                strong_seat: Player = wrapped
            else:
                strong_seat = strong
            seats: list[Player] = [strong_seat, old_level(args.seed + 50 + k, args.time)]
            if me == 1:
                seats.reverse()
            winner, plies, _ = play_out(state, seats, args.cap)
            results.append("win" if winner == me else "draw" if winner is None else "loss")
            if winner == me:
                plies_to_win.append(plies)
            print(f"  convert {k + 1} by the {name}: {results[-1]} in {plies}", flush=True)
        median = statistics.median(plies_to_win) if plies_to_win else float("nan")
        print(
            f"converting a lead of five soldiers, {name} against the old level: "
            f"{results.count('win')} of {len(results)} won, median {median:.0f} plies to the win",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="two-player games")
    parser.add_argument("--three", type=int, default=12, help="three-player games")
    parser.add_argument("--convert", type=int, default=12, help="won positions to convert")
    parser.add_argument("--time", type=float, default=1.0, help="seconds a move, both sides")
    parser.add_argument(
        "--no-convert-old",
        dest="convert_old",
        action="store_false",
        help="convert with the new level only (the old level's figure is known from a run)",
    )
    parser.add_argument(
        "--mode", default=THREE_PLAYER_MODE, choices=sorted(native.MODES), help="three players"
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="W_NAME=VALUE",
        help="change a weight of the native core's evaluation (the new level's only: the old "
        "level evaluates in Python), e.g. W_PREY=0 to measure without a term",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", type=int, default=800, help="plies after which a game is drawn")
    parser.add_argument(
        "--adjudicate",
        type=int,
        default=0,
        metavar="PLIES",
        help="a match game is won by a side leading every other by --lead soldiers this many "
        "plies in a row (0: never; the report counts such games)",
    )
    parser.add_argument("--lead", type=int, default=15, help="soldiers of lead to adjudicate")
    parser.add_argument(
        "--log",
        type=Path,
        help="a JSON-lines file of finished match games: appended to after every game, and a "
        "run given the same file skips the games it holds (resume) and reports them all",
    )
    parser.add_argument(
        "--report-only",
        action="store_true",
        help="print the scores of the games in --log (and the longest think) without playing",
    )
    args = parser.parse_args()
    if args.report_only and args.log is None:
        parser.error("--report-only reads the games of --log FILE")
    global MODE
    MODE = args.mode
    if args.set and native.available():
        changes = {}
        for item in args.set:
            name, _, value = item.partition("=")
            if not value.lstrip("-").isdigit():
                parser.error(f"--set {item!r}: NAME=INTEGER")
            changes[name] = int(value)
        native.set_weights(changes)
        print(f"native weights changed: {changes}", flush=True)
    if not native.available():
        print("the native Myra core is not built: the new level is the old one", flush=True)
    timed: list[Timed] = []
    t0 = time.perf_counter()
    records = matches(args)
    if args.convert and not args.report_only:
        convert(args, timed)
    thinks = [t for r in records for t in r["thinks"]]  # type: ignore[attr-defined]
    thinks += [t for p in timed for t in p.thinks]
    # CPU times beside the wall times (logs written before they were kept have none)
    pairs = [
        (t, c)
        for r in records
        for t, c in zip(r["thinks"], r.get("cpu", []), strict=False)  # type: ignore[call-overload]
    ]
    pairs += [(t, c) for p in timed for t, c in zip(p.thinks, p.cpu, strict=True)]
    depths = [d for r in records for d in r["depths"]]  # type: ignore[attr-defined]
    depths += [d for p in timed for d in p.depths]
    if thinks:
        print(
            f"new level: {len(thinks)} thinks, longest {max(thinks):.3f} s "
            f"({max(thinks) / args.time:.2f} x the budget; goal at most 1.05; "
            f"{sum(1 for t in thinks if t > 1.05 * args.time)} above it), "
            f"mean depth {statistics.mean(depths) if depths else 0:.1f}"
        )
        over = sorted((t, c) for t, c in pairs if t > 1.05 * args.time)
        if over:
            print(
                "  thinks above the goal, wall / CPU seconds (CPU well below wall: the process "
                "waited for a core): " + ", ".join(f"{t:.3f} / {c:.3f}" for t, c in over)
            )
        if pairs:
            print(f"  longest CPU time of a think {max(c for _, c in pairs):.3f} s")
    print(f"wall time {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
