"""What the window's analysis costs beyond ``analyse``: the ``Analyser``'s round trip.

    .venv/bin/python benchmarks/bench_analyser.py [--seconds 1.0] [--repeat 3]

For a mill and a Myra position (searched in the child process) and a Morra position (solved in
a worker thread), the wall-clock time from ``request`` to the ``analysed`` signal on the GUI
thread: the first request (which starts the child and imports the engine there) and the median
of the next ones, beside ``analyse`` called directly in this process; and the longest gap
between the GUI thread's 10 ms timer ticks during the requests (how long the window could not
paint). Target: the warm round trip within the budget plus 0.1 s, no gap over 50 ms.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    os.environ["MORRA_SUITE_CACHE_DIR"] = tempfile.mkdtemp(prefix="bench-analyser-")

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from morra_suite.ai import analyse
    from morra_suite.controllers.analyser import Analyser
    from morra_suite.games import mill, morra, myra

    app = QCoreApplication(sys.argv[:1])
    positions = {
        "nine men's morris": mill.parse_position(
            "nine w:a4,a7,b6,d3,e4,g4,g7 b:b2,b4,c5,d1,d2,f6,g1 hand:2,2 to:w"
        ),
        "myra, 2 players": myra.new_game(),
        "morra target": morra.new_game(morra.load_layout("target")),
    }
    analyse(positions["morra target"])  # solved once, as the window's first look would
    print(f"{'position':22} {'direct s':>9} {'first s':>8} {'warm s':>7} {'worst gap ms':>13}")
    for name, state in positions.items():
        began = time.perf_counter()
        analyse(state, args.seconds)
        direct = time.perf_counter() - began
        analyser = Analyser()
        ticks: list[float] = []
        timer = QTimer()
        timer.timeout.connect(lambda ticks=ticks: ticks.append(time.perf_counter()))
        timer.start(10)
        times = []
        for _ in range(1 + args.repeat):
            loop = QEventLoop()
            analyser.analysed.connect(loop.quit)
            began = time.perf_counter()
            analyser.request(state, args.seconds)
            loop.exec()
            times.append(time.perf_counter() - began)
            analyser.analysed.disconnect(loop.quit)
        timer.stop()
        gaps = [b - a for a, b in itertools.pairwise(ticks)] or [0.0]
        analyser.shutdown()
        warm = statistics.median(times[1:]) if len(times) > 1 else float("nan")
        print(f"{name:22} {direct:9.3f} {times[0]:8.3f} {warm:7.3f} {1000 * max(gaps):13.1f}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
