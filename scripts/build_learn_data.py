"""Builds the shipped puzzles (resources/puzzles/<game>.json) from the solvers, and proves them.

Usage: python scripts/build_learn_data.py [--games mill,myra,morra] [--seed N] [--out DIR]
       python scripts/build_learn_data.py --lessons
       python scripts/build_learn_data.py --prove

``--prove`` proves every shipped puzzle again (``morra_suite.learn.proofs``; the tests prove a
sample of the Myra puzzles and all the others) and prints the time per game.

``--lessons`` instead fills in the moves each lesson step accepts (resources/lessons/<game>.json),
asking the step's task of the rules, and the step's ``wrong`` try (a legal move that misses the
task, which the tests play through the lesson window), and prints them for a person to read over.

* mill: "win in N" positions of Three Men's Morris (solved whole), Six Men's Morris's moving
  endgames (3-4 pieces a side) and the 24-point endgames (3-4 pieces a side, Nine Men's Morris),
  each with exactly one fastest winning first move (``morra_suite.learn.mill_proof``);
* myra: "capture a queen within N plies" (N <= 5), two and three players, proved by exhaustive
  search with one first move only (``morra_suite.learn.myra_proof``);
* morra: "which hand?" against a stated plan, by the exact solver
  (``morra_suite.learn.morra_hands``).

The same seed gives the same files. Prints the counts per game and grade and the run time of each
part and of the whole. The Six Men's Morris tables are solved on the way (about a second); nothing
is written outside ``--out``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from morra_suite.learn import puzzles as puzzle_data  # noqa: E402
from morra_suite.learn.storage import write_json_atomic  # noqa: E402


def write(out: Path, game: str, items: list[dict]) -> None:
    items.sort(key=lambda p: (p["rating"], p["id"]))
    data = {
        "format": puzzle_data.FORMAT,
        "version": puzzle_data.VERSION,
        "game": game,
        "made_by": "scripts/build_learn_data.py",
        "puzzles": items,
    }
    write_json_atomic(out / f"{game}.json", data)


def summary(game: str, items: list[dict]) -> str:
    grades = Counter(puzzle_data.grade_of(p["rating"]) for p in items)
    kinds = Counter(p["variant"] for p in items)
    shown = ", ".join(f"{g} {grades[g]}" for g in puzzle_data.GRADES)
    per = ", ".join(f"{k} {n}" for k, n in sorted(kinds.items()))
    return f"{game}: {len(items)} puzzles ({shown}; {per})"


# ------------------------------------------------------------------------------------------ mill
MILL_TARGETS = {"three": 90, "six": 130, "nine": 160}


def mill_rating(plies: int, plausible: int) -> int:
    """Longer wins and more tempting wrong moves make a harder puzzle."""
    return 900 + 110 * (plies // 2) + 45 * min(plausible, 6)


def mill_puzzle(variant: str, state, lookup, limit: int) -> dict | None:
    from morra_suite.learn import mill_proof

    values = mill_proof.move_values(state, lookup)
    if values is None:
        return None
    best = mill_proof.unique_win(values)
    if best is None or best.plies > limit:
        return None
    line = mill_proof.main_line(state, best.move, lookup)
    solution = [str(m) for m in line]
    if mill_proof.prove(state, best.plies, solution, lookup) is not None:
        return None
    plausible = mill_proof.plausible_failures(values, best, state)
    return {
        "variant": variant,
        "position": state.position(),
        "goal": "win",
        "plies": best.plies,
        "solution": solution,
        "rating": mill_rating(best.plies, plausible),
        "player": state.to_move,
    }


def three_positions(rng: random.Random):
    from morra_suite.ai.mill.convert import config_from_rules
    from morra_suite.ai.mill.engine import make_pos
    from morra_suite.ai.mill.tables import three_table
    from morra_suite.ai.mill.verify import lib_state
    from morra_suite.games.mill import MillRules
    from morra_suite.learn.mill_proof import _timeless

    rules = MillRules.preset("three")
    table = three_table(config_from_rules(_timeless(rules)))
    keys = sorted(k for k, (v, _d) in table.items() if v > 0)
    rng.shuffle(keys)
    for w, b, hw, hb, side in keys:
        yield lib_state(rules, make_pos((w, b), (hw, hb), side))


def endgame_positions(variant: str, rng: random.Random):
    from morra_suite.games.mill import MillRules, board_topology, parse_position, point_name

    rules = MillRules.preset(variant)
    names = [point_name(p) for p in board_topology(rules.board, rules.diagonals).points]
    while True:
        a, b = rng.choice(((3, 3), (3, 4), (4, 3), (4, 4), (4, 4)))
        chosen = rng.sample(names, a + b)
        white, black = sorted(chosen[:a]), sorted(chosen[a:])
        text = f"{variant} w:{','.join(white)} b:{','.join(black)} hand:0,0 to:w"
        yield parse_position(text)


def build_mill(rng: random.Random) -> list[dict]:
    from morra_suite.learn import mill_proof

    out: list[dict] = []
    for variant, target in MILL_TARGETS.items():
        lookup = mill_proof.lookup_for(variant)
        source = three_positions(rng) if variant == "three" else endgame_positions(variant, rng)
        # per distance at most a share of the target, so every grade is there
        per_plies: Counter[int] = Counter()
        cap = max(8, target // 5)
        seen: set[str] = set()
        found: list[dict] = []
        tries = 0
        for state in source:
            tries += 1
            if len(found) >= target or tries > 400_000:
                break
            if state.outcome() is not None:
                continue
            value = lookup(state)
            if value is None or value[0] <= 0 or value[1] > 25 or per_plies[value[1]] >= cap:
                continue
            if state.position() in seen:
                continue
            puzzle = mill_puzzle(variant, state, lookup, 25)
            if puzzle is None:
                continue
            seen.add(puzzle["position"])
            per_plies[puzzle["plies"]] += 1
            found.append(puzzle)
        for number, puzzle in enumerate(sorted(found, key=lambda p: p["position"]), 1):
            puzzle["id"] = f"mill-{variant}-{number:03d}"
        out += found
        print(f"  mill {variant}: {len(found)} from {tries} positions tried", flush=True)
    return out


# ------------------------------------------------------------------------------------------ myra
MYRA_TARGETS = {(2, 1): 25, (2, 3): 70, (2, 5): 10, (3, 1): 15, (3, 4): 60}
MYRA_DEEP_SHARE = 0.1  # positions also searched 5 plies deep (that search is the slow one)
MYRA_TRIES = 15_000  # positions per player count, at most (a count, so a run is reproducible)


def myra_rating(players: int, plies: int, moves: int) -> int:
    """More plies, more players and more first moves to choose from make a harder puzzle."""
    turns = (plies - 1) // players  # the attacker's turns before the capturing one
    return 850 + 300 * turns + 60 * (players - 2) + 3 * min(moves, 100)


def _distances(start: int) -> list[int]:
    from morra_suite.games.myra import NEIGHBOURS, NUM_HOLES

    dist = [99] * NUM_HOLES
    dist[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for hole in frontier:
            for n in NEIGHBOURS[hole]:
                if dist[n] == 99:
                    dist[n] = dist[hole] + 1
                    nxt.append(n)
        frontier = nxt
    return dist


def random_myra(rng: random.Random, players: int):
    """A sparse position: queens apart, the attacker's troops near an enemy queen, a few
    defenders round each enemy queen, small reserves."""
    from morra_suite.games.myra import NAMES, NUM_HOLES, parse_position

    letters = "ABC"[:players]
    while True:
        queens = rng.sample(range(NUM_HOLES), players)
        if min(_distances(queens[0])[q] for q in queens[1:]) < 3:
            continue
        cells: dict[int, str] = {q: f"{letters[p]}Q" for p, q in enumerate(queens)}
        target = rng.choice(queens[1:])
        near_target = [h for h, d in enumerate(_distances(target)) if 2 <= d <= 4]
        for _ in range(rng.randint(2, 3)):
            hole = rng.choice(near_target)
            if hole not in cells:
                cells[hole] = f"A{rng.choice((1, 1, 2, 2, 3, 3, 4))}"
        for p in range(1, players):
            around = [h for h, d in enumerate(_distances(queens[p])) if 1 <= d <= 2]
            for _ in range(rng.randint(0, 3)):
                hole = rng.choice(around)
                if hole not in cells:
                    cells[hole] = f"{letters[p]}{rng.choice((1, 1, 2, 3))}"
        pieces = ",".join(f"{NAMES[h]}={c}" for h, c in sorted(cells.items()))
        reserves = ",".join(f"{letters[p]}:{rng.choice((0, 0, 1, 3))}" for p in range(players))
        extra = " players=3" if players == 3 else ""
        yield parse_position(f"{pieces} A {reserves}{extra}")


def build_myra(rng: random.Random) -> list[dict]:
    from morra_suite.learn import myra_proof

    out: list[dict] = []
    for players in (2, 3):
        wanted = {plies: n for (p, plies), n in MYRA_TARGETS.items() if p == players}
        found: dict[int, list[dict]] = {plies: [] for plies in wanted}
        seen: set[str] = set()
        tries = 0
        for state in random_myra(rng, players):
            tries += 1
            if all(len(found[p]) >= n for p, n in wanted.items()) or tries > MYRA_TRIES:
                break
            if state.position() in seen:
                continue
            open_plies = [p for p, n in sorted(wanted.items()) if len(found[p]) < n]
            deep = [p for p in open_plies if p <= players + 1 or rng.random() < MYRA_DEEP_SHARE]
            if not deep:
                continue
            memo: myra_proof.Memo = {}
            plies = myra_proof.fastest(state, max(deep), memo)
            if plies is None or plies not in open_plies:
                continue
            wins = myra_proof.winning_first_moves(state, plies, memo)
            if len(wins) != 1:
                continue
            line = [str(m) for m in myra_proof.main_line(state, wins[0], plies)]
            if myra_proof.prove(state, plies, line) is not None:
                continue
            seen.add(state.position())
            found[plies].append(
                {
                    "variant": "myra",
                    "position": state.position(),
                    "goal": "capture-queen",
                    "plies": plies,
                    "solution": line,
                    "rating": myra_rating(players, plies, len(state.legal_moves())),
                    "player": 0,
                    "players": players,
                }
            )
        for plies, items in found.items():
            for number, puzzle in enumerate(items, 1):
                puzzle["id"] = f"myra-{players}p-{plies}-{number:03d}"
            out += items
        counts = ", ".join(f"in {p}: {len(found[p])}" for p in sorted(found))
        print(f"  myra {players} players: {counts} from {tries} positions tried", flush=True)
    return out


# ----------------------------------------------------------------------------------------- morra
MORRA_TARGET = 60
MORRA_LAYOUTS = ("target", "quick")


def morra_rating(margin: float, mixed: bool) -> int:
    """A close call is harder than a clear one, a mixed plan harder than a fixed hand."""
    return 800 + int(1400 * max(0.0, 0.4 - margin)) + (200 if mixed else 0)


def build_morra(rng: random.Random) -> list[dict]:
    from morra_suite.games.morra import load_layout, new_game, parse_position
    from morra_suite.learn import morra_hands

    found: list[dict] = []
    seen: set[tuple[str, int, str]] = set()
    per_layout = {name: 0 for name in MORRA_LAYOUTS}
    for name in MORRA_LAYOUTS:
        layout = load_layout(name)
        solution = morra_hands.solution_for(new_game(layout), cache=False)
        fields = [f"{r}.{f}" for r, count in enumerate(layout.fields) for f in range(count)]
        tries = 0
        while per_layout[name] < MORRA_TARGET // len(MORRA_LAYOUTS) and tries < 20_000:
            tries += 1
            round_number = rng.randint(2, 12)
            stake = "ab"[(round_number - 1) % 2]
            a, b = rng.choice(fields), rng.choice(fields)
            state = parse_position(f"{name} a:{a} b:{b} next:{stake} round:{round_number}")
            player = rng.randint(0, 1)
            hands = state.rules.hands
            if rng.random() < 0.7:
                plan = ((rng.choice(hands), 1.0),)
            else:
                pair = sorted(rng.sample(hands, 2))
                plan = ((pair[0], 0.5), (pair[1], 0.5))
            key = (state.position(), player, str(plan))
            if key in seen:
                continue
            seen.add(key)
            chances = morra_hands.hand_chances(state, player, plan, solution)
            best = morra_hands.best_hand(chances)
            if best is None:
                continue
            margin = chances[best] - max(c for h, c in enumerate(chances) if h != best)
            top = max(plan, key=lambda hw: hw[1])[0]
            per_layout[name] += 1
            found.append(
                {
                    "id": f"morra-{name}-{per_layout[name]:03d}",
                    "variant": name,
                    "position": state.position(),
                    "goal": "best-hand",
                    "plies": 1,
                    "solution": [morra_hands.joint_text(player, best, top)],
                    "rating": morra_rating(margin, len(plan) > 1),
                    "player": player,
                    "plan": [[h, w] for h, w in plan],
                    "chances": [round(c, 9) for c in chances],
                }
            )
        print(f"  morra {name}: {per_layout[name]} from {tries} positions tried", flush=True)
    return found


PARTS = {"mill": build_mill, "myra": build_myra, "morra": build_morra}


# --------------------------------------------------------------------------------------- lessons
def wrong_try(kind: str, state, goal: dict, player: int, found: tuple[str, ...]) -> str:
    """The first legal move (in the rules' order) that misses the task and that the learner can
    make on the board: a miss only because the other player's fixed choice was changed does not
    count (the board keeps that choice)."""
    from morra_suite.learn.goals import miss_of

    for move in state.legal_moves():
        if str(move) in found:
            continue
        miss = miss_of(kind, state, move, goal, player)
        if miss is not None and miss.code != "other-choice":
            return str(move)
    return ""


def fill_lessons() -> None:
    """Writes every step's ``accepts`` as its task, asked of the rules, finds them."""
    from morra_suite.games import load_game
    from morra_suite.learn.goals import accepted

    folder = ROOT / "resources" / "lessons"
    for game in ("morra", "mill", "myra"):
        path = folder / f"{game}.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        for lesson in data["lessons"]:
            for number, step in enumerate(lesson["steps"], 1):
                state = load_game(game).parse_position(step["position"])
                goal = dict(step["goal"])
                kind = goal.pop("kind")
                found = accepted(kind, state, goal, step.get("player", 0))
                if not found:
                    raise SystemExit(f"{lesson['id']} step {number}: no move does the task")
                step["accepts"] = list(found)
                step["wrong"] = wrong_try(kind, state, goal, step.get("player", 0), found)
                if not step["wrong"]:
                    raise SystemExit(f"{lesson['id']} step {number}: no legal move misses the task")
                shown = " ".join(found[:12]) + (" ..." if len(found) > 12 else "")
                print(f"{lesson['id']} {number}: {len(found)} accepted: {shown}")
        write_json_atomic(path, data)


def prove_shipped() -> None:
    """Proves every shipped puzzle; exits non-zero naming the first that fails."""
    from morra_suite.learn import proofs, puzzles

    began = time.perf_counter()
    for game in ("mill", "myra", "morra"):
        t = time.perf_counter()
        found = puzzles.load(game)
        for puzzle in found:
            why = proofs.prove(puzzle)
            if why is not None:
                raise SystemExit(f"{puzzle.id}: {why}")
        print(f"{game}: {len(found)} puzzles proved in {time.perf_counter() - t:.1f} s", flush=True)
    print(f"all proved in {time.perf_counter() - began:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(PARTS))
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "puzzles")
    parser.add_argument("--lessons", action="store_true")
    parser.add_argument("--prove", action="store_true")
    args = parser.parse_args()
    if args.lessons:
        fill_lessons()
        return
    if args.prove:
        prove_shipped()
        return
    began = time.perf_counter()
    for game in args.games.split(","):
        if game not in PARTS:
            raise SystemExit(f"unknown part {game!r}; parts: {', '.join(PARTS)}")
        t = time.perf_counter()
        items = PARTS[game](random.Random(f"{args.seed}-{game}"))
        write(args.out, game, items)
        print(f"{summary(game, items)} in {time.perf_counter() - t:.1f} s", flush=True)
    print(f"all parts in {time.perf_counter() - began:.1f} s")


if __name__ == "__main__":
    main()
