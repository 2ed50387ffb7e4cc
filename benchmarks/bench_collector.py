"""What collecting cycles only on the GUI thread costs (``controllers.collector``).

Each run is the real launcher (``morra_suite.app.main``, offscreen, private folders) in a process
of its own, with one way of collecting:

- ``auto``: the interpreter's automatic collection, in whichever thread allocates (as before
  the guard: the launcher's ``collector.start`` replaced by ``gc.enable``);
- ``guard``: the guard as the app has it (every 100 ms while a collection is due, the wait
  doubling to 1.6 s while none is);
- ``fixed``: the guard at a fixed 100 ms (what the doubling saves an idle window).

Once the window has settled (``settle_after_start``, 3 s after the map) and a second more, it
measures one scenario for ``--seconds``:

- ``idle``: nothing happens; the process's CPU time (user + system, every thread) and its
  threads' voluntary context switches (wake-ups) in that time;
- ``think``: the computer plays both sides (mill Nine Men's Morris level 7, then Myra level 6;
  their searches run in child processes, native cores), the window's gaps (a 5 ms timer on the
  GUI thread: the longest and the 99th percentile interval) and the GUI process's memory;
- ``pure``: a pure-Python mill search (``MillPlayer(native=False)``, level 7) thinks move after
  move on a worker thread of the GUI process (the worst case for the guard: a thread that
  allocates without pause, as a plug-in game's computer or the analyser's in-thread searches
  would), with the window's gaps and memory.

Printed per run: the variant, the scenario, CPU ms, wake-ups, the gaps, the resident memory
before and after and the process's peak (``VmHWM``), the guard's collections per generation.
Wall-clock figures grow with the load: the load average is printed first and last.

    .venv/bin/python benchmarks/bench_collector.py [--seconds 20] [--runs 1]
        [--variants auto,guard,fixed] [--scenarios idle,think,pure]

Measured on 2 cores at load 7-12 (other engineers' builds and matches): idle 30 s, auto 11 ms
CPU and 60 wake-ups, guard 15 ms and 77, fixed 59 ms and 305; think 20 s (mill 7, then Myra 6),
auto 143 MiB peak, p99 gap 24 ms, guard 142 MiB, 21 ms; pure 20 s, auto 96 MiB, max gap 40 ms,
guard 96 MiB, 31 ms (the pure-Python search makes few tracked objects that live: 11 young
collections in 20 s).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r"""
import gc, glob, os, random, resource, sys, threading, time

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

import morra_suite.app as launcher
from morra_suite.controllers import collector

variant, scenario, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
if variant == "auto":
    collector.start = gc.enable
elif variant == "fixed":
    collector.IDLE_MS = collector.FAST_MS


def status(field):
    with open("/proc/self/status") as lines:
        for line in lines:
            if line.startswith(field + ":"):
                return int(line.split()[1]) // 1024  # MiB
    return 0


def switches():
    # each live thread's voluntary context switches (a thread ended meanwhile drops out)
    counts = {}
    for path in glob.glob("/proc/self/task/*/status"):
        try:
            with open(path) as lines:
                for line in lines:
                    if line.startswith("voluntary_ctxt_switches:"):
                        counts[path] = int(line.split()[1])
        except OSError:
            pass
    return counts


def cpu():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def window():
    from morra_suite.ui.window.main_window import MainWindow

    (found,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    return found


def play(key, variant_name, level):
    from morra_suite.ui.kits import get_kit

    kit = get_kit(key)
    names = kit.colour_names(kit.game.player_counts()[0])
    window().start_game(key, variant_name, players=[(n, True, level) for n in names])


gaps, stop = [], threading.Event()
clock = QElapsedTimer()
ticker = QTimer()
ticker.setInterval(5)
last = [0]


def tick():
    now = clock.elapsed()
    gaps.append(now - last[0])
    last[0] = now


ticker.timeout.connect(tick)


def pure_thinker():
    from morra_suite.ai.mill.player import MillPlayer
    from morra_suite.games import load_game

    player = MillPlayer(7, random.Random(1), native=False)
    state = load_game("mill").new_state()
    while not stop.is_set():
        if state.outcome() is not None:
            state = load_game("mill").new_state()
        state = state.play(player(state, stop.is_set))


def begin():
    before = dict(rss=status("VmRSS"), cpu=cpu(), wakes=switches(), at=time.perf_counter())
    if scenario == "think":
        play("mill", "nine", 7)
        QTimer.singleShot(int(seconds * 500), lambda: play("myra", None, 6))
    elif scenario == "pure":
        threading.Thread(target=pure_thinker, daemon=True).start()
    if scenario != "idle":
        clock.start()
        ticker.start()
    QTimer.singleShot(int(seconds * 1000), lambda: end(before))


def end(before):
    ticker.stop()
    stop.set()
    spent = cpu() - before["cpu"]
    now = switches()
    wakes = sum(count - before["wakes"].get(path, 0) for path, count in now.items())
    took = time.perf_counter() - before["at"]
    gaps.sort()
    longest = gaps[-1] if gaps else 0
    p99 = gaps[int(0.99 * (len(gaps) - 1))] if gaps else 0
    guard = collector.guard()
    print(
        f"RESULT {variant:<6} {scenario:<6} cpu {spent * 1000:7.0f} ms in {took:5.1f} s"
        f"  wake-ups {wakes:6d}  gap max {longest:4.0f} ms p99 {p99:3.0f} ms"
        f"  rss {before['rss']}->{status('VmRSS')} MiB peak {status('VmHWM')} MiB"
        f"  collections {guard.collections}",
        flush=True,
    )
    # the computers' child processes and the thinking thread end with the process: a quit
    # would wait for them (the window's close, which ends them, may ask to save the game first)
    os._exit(0)


settle = launcher.settle_after_start


def settled():
    settle()
    QTimer.singleShot(1000, begin)


launcher.settle_after_start = settled
sys.exit(launcher.main([]))
"""


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--variants", default="auto,guard,fixed")
    parser.add_argument("--scenarios", default="idle,think,pure")
    args = parser.parse_args()
    print(f"load average before: {load()}", flush=True)
    for _ in range(args.runs):
        for scenario in args.scenarios.split(","):
            for variant in args.variants.split(","):
                with tempfile.TemporaryDirectory(prefix="morra-bench-gc-") as folder:
                    root = Path(folder)
                    env = dict(
                        os.environ,
                        QT_QPA_PLATFORM="offscreen",
                        MORRA_SUITE_DATA_DIR=str(root / "data"),
                        MORRA_SUITE_CACHE_DIR=str(root / "cache"),
                        XDG_CONFIG_HOME=str(root / "config"),
                    )
                    result = subprocess.run(
                        [sys.executable, "-c", CHILD, variant, scenario, str(args.seconds)],
                        env=env,
                        capture_output=True,
                        text=True,
                        timeout=args.seconds + 300,
                    )
                lines = [ln for ln in result.stdout.splitlines() if ln.startswith("RESULT")]
                if result.returncode != 0 or not lines:
                    print(f"{variant} {scenario}: failed\n{result.stderr[-2000:]}", flush=True)
                    continue
                print(lines[0][len("RESULT ") :], flush=True)
    print(f"load average after: {load()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
