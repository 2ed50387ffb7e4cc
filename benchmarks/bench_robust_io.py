"""Bounded readers and verified caches: the worst reading time per reader, the tables' first solves.

    .venv/bin/python benchmarks/bench_robust_io.py [--tables quick|all|none] [--window]

Readers: every record, position and paste reader of every game, and the Morra board file
reader, get the hostile inputs of the fault tests (deep nesting, 10 MB texts and tags, 5,000-digit
numbers, device paths, 200,000 tags, hostile board files) and the largest input they accept (a
legal mill game of ``MAX_PLIES`` plies, a board file of the size limit). Printed per reader: the
worst time and the input that took it, and whether anything but the reader's own error escaped.
Targets: every refusal under 2 s (the issue), nothing escapes.

Window (``--window [--analysis] [--profile]``): the longest legal records of mill, Morra and Myra
(``MAX_PLIES`` plies, ``tests/ui/long_games.py``) and a 20,000-ply mill record (refused) opened in
a real window (offscreen), the event loop ticking every 2 ms. Printed per record: the whole time
until the game was on (or its refusal shown); the longest the event loop stood still while it was
read, while it was put on (and the GUI thread's CPU time of that step), and when one more move
was played on it (and that move's CPU time); and overall. Target: no stall over 100 ms. The
stalls are wall-clock time, so they grow with the machine's load (printed first); the CPU times
do not. ``--analysis`` shows the analysis first; ``--profile`` prints each put-on step's profile.
The long records are the tests' own (``tests/ui/long_games.py``), so this part needs the test
tools in ``.venv`` (``./test.sh`` adds them once).

Tables: each table is solved once into a temporary cache folder, then saved as the app saves it
now (checksummed header, ``table_files.save_table``) and as it was saved before (plain xz of the
same preset), and loaded verified. Printed: solve, new save, old save, verified load, and the
first solve's extra time in per cent, ``(new save - old save) / (solve + old save)`` (target: not
above 5 %). ``quick``: the flying 3-v-3 table, the 24-point 3-v-3 group of rules that ship none,
Six Men's Morris with 4 pieces; ``all`` adds every 24-point group and the full Six Men's Morris.
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import json
import lzma
import os
import pstats
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault(
    "MORRA_SUITE_CACHE_DIR", tempfile.mkdtemp(prefix="bench-robust-io-")
)  # never the user's cache

from morra_suite.core import PositionError, RecordError
from morra_suite.core.bounds import MAX_PLIES
from morra_suite.games import game_keys, load_game, morra
from morra_suite.games.morra import LayoutError
from morra_suite.games.paste import read_pasted_position

HOSTILE = {
    "nested parentheses": "1. " + "(" * 20_000 + ")" * 20_000,
    "unclosed braces": "{" * 20_000,
    "10 MB tag value": '[Event "' + "x" * 10_000_000 + '"]\n',
    "10 MB of moves": "a1 " * 3_500_000,
    "5,000-digit number": '[MaxHand "' + "9" * 5000 + '"]\n[Layout "target"]\n1. ' + "7" * 5000,
    "layout /dev/zero": '[Game "Morra"]\n[Layout "/dev/zero"]\n',
    "layout /dev/stdin": "/dev/stdin a:0.1 b:0.2 next:a round:2",
    "lone surrogates": "\ud800" * 1000,
    "200,000 tags": '[A "b"]\n' * 200_000,
}


def timed(reader: Callable[[str], object], text: str, own: type[Exception]) -> tuple[float, str]:
    began = time.perf_counter()
    try:
        reader(text)
        what = "read"
    except own:
        what = "refused"
    except Exception as error:
        what = f"ESCAPED {type(error).__name__}"
    return time.perf_counter() - began, what


def longest_mill_record() -> str:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from morra_suite.games.mill import record
    from tests.core.test_reader_bounds import shuffling_game

    start, moves = shuffling_game(MAX_PLIES)
    return record.write_record(start, moves)


def readers() -> None:
    print("reader                       worst s  escaped  worst input")
    longest = longest_mill_record()
    for key in game_keys():
        game = load_game(key)
        cases = {
            "record": (game.read_record, RecordError),
            "position": (game.parse_position, PositionError),
            "paste": (lambda t, k=key: read_pasted_position(k, t), PositionError),
        }
        for name, (reader, own) in cases.items():
            inputs = dict(HOSTILE)
            if key == "mill" and name == "record":
                inputs[f"legal {MAX_PLIES}-ply game"] = longest
            results = {label: timed(reader, text, own) for label, text in inputs.items()}
            worst = max(results, key=lambda label: results[label][0])
            escaped = sum(what.startswith("ESCAPED") for _, what in results.values())
            print(f"{key + ' ' + name:28s} {results[worst][0]:7.3f}  {escaped:7d}  {worst}")
    from morra_suite.games.morra.layout import FILE_LIMIT
    from tests.morra.test_layout_faults import GOOD, HOSTILE_FILES

    with tempfile.TemporaryDirectory() as folder:
        files = dict(HOSTILE_FILES)
        text = json.dumps(GOOD)
        files["largest accepted"] = (text[:-1] + " " * (FILE_LIMIT - len(text)) + "}").encode()
        results = {}
        for label, data in files.items():
            path = Path(folder) / "board.json"
            path.write_bytes(data)
            results[label] = timed(lambda p: morra.open_layout_file(p), str(path), LayoutError)
        for device in ("/dev/zero", "/dev/stdin"):
            if os.path.exists(device):
                results[device] = timed(lambda p: morra.open_layout_file(p), device, LayoutError)
        worst = max(results, key=lambda label: results[label][0])
        escaped = sum(what.startswith("ESCAPED") for _, what in results.values())
        print(f"{'morra board file':28s} {results[worst][0]:7.3f}  {escaped:7d}  {worst}")


def table_line(name: str, solve_s: float, raw: bytes, table_id, preset: int) -> None:
    from morra_suite.ai.mill import table_files

    folder = Path(tempfile.mkdtemp(prefix="bench-table-"))
    began = time.perf_counter()
    table_files.save_table(raw, folder / "new.xz", table_id, preset)
    new_s = time.perf_counter() - began
    began = time.perf_counter()
    (folder / "old.xz").write_bytes(lzma.compress(raw, preset=preset))
    old_s = time.perf_counter() - began
    began = time.perf_counter()
    assert table_files.read_cached(folder / "new.xz", table_id) == raw
    load_s = time.perf_counter() - began
    extra = 100 * (new_s - old_s) / (solve_s + old_s)
    print(
        f"{name:26s} {solve_s:7.1f} {new_s:9.2f} {old_s:9.2f} {load_s:8.2f} {extra:+8.2f} %",
        flush=True,
    )


def tables(which: str) -> None:
    from dataclasses import replace

    from morra_suite.ai.mill import endgames, flying, native, six
    from morra_suite.ai.mill.convert import config_from_rules
    from morra_suite.ai.mill.engine import Config
    from morra_suite.games import mill

    print("table                       solve s  new save  old save  load s  first solve")
    began = time.perf_counter()
    grid = flying.build_flying(False).tobytes()
    table_line("flying 3-v-3 plain", time.perf_counter() - began, grid, flying.table_id(False), 9)
    if not native.available():
        print("(no native core: the endgame and Six Men's Morris tables are not solved)")
        return
    cfg = Config(remove_any=True)
    groups = endgames.GROUPS if which == "all" else ((3, 3),)
    engine = native.new_engine(cfg, tt_bits=4)
    for a, b in groups:
        began = time.perf_counter()
        raw, _stats = engine.solve_endgame(a, b)
        solve_s = time.perf_counter() - began
        for ab, view in endgames._split(a, b, raw).items():
            engine.set_endgame(*ab, view)
        table_line(f"24-point {a}-v-{b} anyremove", solve_s, raw, endgames.table_id(cfg, a, b), 6)
    for pieces in (4, 6) if which == "all" else (4,):
        six_cfg = config_from_rules(replace(mill.MillRules.preset("six"), pieces=pieces))
        began = time.perf_counter()
        _solution, blob = six.solve(six_cfg)
        solve_s = time.perf_counter() - began
        table_line(f"six, {pieces} pieces", solve_s, blob, six.table_id(six_cfg), 1)


MOVES_AFTER = 6  # moves played on each opened record: the first one's stall, then the worst
PROFILE = False  # --profile: the put-on step's profile, per record
WINDOW_CASES = (("mill", MAX_PLIES), ("morra", MAX_PLIES), ("myra", MAX_PLIES), ("mill", 20_000))


def window_open(analysis: bool = False) -> None:
    """The longest stalls of the event loop while long records are opened in a real window."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tests.ui.long_games import long_record

    app = QApplication.instance() or QApplication([])
    print(
        f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores"
        + ("; the analysis shown" if analysis else "")
    )
    with tempfile.TemporaryDirectory() as home:
        for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
            os.environ[name] = str(Path(home) / name)
        os.environ["MORRA_SUITE_DATA_DIR"] = str(Path(home) / "data")  # the autosave's folder
        for key, plies in WINDOW_CASES:
            _start, _moves, text = long_record(key, plies)
            path = Path(home) / f"long-{key}-{plies}{load_game(key).file_suffix}"
            path.write_text(text, encoding="utf-8")
            window_case(app, key, plies, path, analysis)


def window_case(app, key: str, plies: int, path: Path, analysis: bool) -> None:
    """One record opened: the stalls while it is read, while it is put on, and while the next
    move is played on it (a record over the bound is refused: until its message shows)."""
    from PySide6.QtCore import QTimer

    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    for _ in range(5):  # the chooser's pictures are drawn first, not during the measure
        app.processEvents()
    window.cards.stop()
    window.start_game(key)
    if analysis:
        window.game_screen.show_analysis(True)
    for _ in range(5):
        app.processEvents()
    ticks: list[float] = []
    cpu_ticks: list[tuple[float, float]] = []  # CPU time at each tick: GUI thread, process

    def tick() -> None:
        ticks.append(time.perf_counter())
        cpu_ticks.append((time.thread_time(), time.process_time()))

    timer = QTimer()
    timer.setInterval(2)
    timer.timeout.connect(tick)
    timer.start()
    put_on = [float("inf"), 0.0]  # when the game was put on, and how long that took
    session = window.session
    open_prepared = session.open_prepared

    def timed_open(prepared: object) -> None:
        put_on[0] = time.perf_counter()
        cpu = time.thread_time()
        if PROFILE:
            profile = cProfile.Profile()
            profile.runcall(open_prepared, prepared)
            pstats.Stats(profile).sort_stats("cumulative").print_stats(25)
        else:
            open_prepared(prepared)  # type: ignore[arg-type]
        put_on[1] = time.perf_counter() - put_on[0]
        put_on.append(time.thread_time() - cpu)

    session.open_prepared = timed_open  # type: ignore[method-assign]
    messages = len(window.messages)
    began = time.perf_counter()
    ticks.append(began)
    window.open_file(path)
    refused = plies > MAX_PLIES
    while window.files.reading or (
        len(window.messages) == messages if refused else window.controller.record.cursor < plies
    ):
        app.processEvents()
    done = time.perf_counter()
    settle(app, 0.3)  # what the put-on step left for the event loop (layouts, paints)
    settled = time.perf_counter()
    reading = [b - a for a, b in itertools.pairwise(ticks) if b <= put_on[0]]
    stall = max(b - a for a, b in zip(ticks, [*ticks[1:], settled], strict=True))
    what = "refused" if refused else "open"
    line = (
        f"{key:5s} {plies:6,d} plies {what:7s} {done - began:6.2f} s; longest stall reading "
        f"{max(reading, default=0) * 1000:6.1f} ms"
    )
    if not refused:
        line += f", putting on {put_on[1] * 1000:6.1f} ms (CPU {put_on[2] * 1000:5.1f} ms)"
        moves = []
        for _ in range(MOVES_AFTER):
            state = window.controller.state
            if state.outcome() is not None or not state.legal_moves():
                break
            ticks.clear()
            cpu_ticks.clear()
            tick()
            session.play_move(state.legal_moves()[0])
            settle(app, 0.3)
            tick()
            moves.append(longest_gap(ticks, cpu_ticks))
        if moves:
            line += ", next move " + gap_text(moves[0])
            line += f", the {len(moves) - 1} after " + gap_text(max(moves[1:], default=(0, 0, 0)))
            stall = max(stall, *(gap[0] for gap in moves))
    print(f"{line}, overall {stall * 1000:6.1f} ms (target 100 ms)", flush=True)
    timer.stop()
    window.unsaved.closing_allowed = True
    window.close()
    window.deleteLater()
    settle(app, 0.05)


def longest_gap(
    ticks: list[float], cpu_ticks: list[tuple[float, float]]
) -> tuple[float, float, float]:
    """The longest time between two ticks of the event loop, with the CPU time in it of the GUI
    thread and of the whole process. Wall time far above the GUI thread's CPU time: the thread
    waited (for the interpreter lock, for Qt's drawing threads, or for the machine); the
    process's CPU time says whether its other threads worked meanwhile."""
    gaps = [
        (b - a, d[0] - c[0], d[1] - c[1])
        for a, b, c, d in zip(ticks, ticks[1:], cpu_ticks, cpu_ticks[1:], strict=False)
    ]
    return max(gaps, default=(0.0, 0.0, 0.0))


def gap_text(gap: tuple[float, float, float]) -> str:
    wall, gui, process = (round(part * 1000, 1) for part in gap)
    return f"{wall:6.1f} ms (CPU {gui:5.1f} ms, all threads {process:5.1f} ms)"


def settle(app, seconds: float) -> None:
    """Runs the event loop for ``seconds``."""
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        app.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", choices=("quick", "all", "none"), default="quick")
    parser.add_argument("--window", action="store_true", help="only the window figures")
    parser.add_argument("--analysis", action="store_true", help="the window with the analysis")
    parser.add_argument("--profile", action="store_true", help="profile each put-on step")
    args = parser.parse_args()
    global PROFILE
    PROFILE = args.profile
    if args.window:
        window_open(args.analysis)
        return
    readers()
    window_open()
    if args.tables != "none":
        tables(args.tables)


if __name__ == "__main__":
    main()
