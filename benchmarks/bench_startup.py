"""Start-up time: the Morra Suite window against a bare PySide6 window, on this machine.

Each run is a fresh interpreter that prints ``UP`` once its event loop runs with the window shown;
the time is measured by this script from launching the process to reading that line, so it
includes the interpreter, the imports and the first show. Runs alternate between the two to share
out any disturbance; medians are reported, with the ratio (the target is at most 1.5).

    .venv/bin/python benchmarks/bench_startup.py [--runs 9]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("bare"))
window.resize(1180, 780)
window.show()
def up():
    print("UP", flush=True)
    app.quit()
QTimer.singleShot(0, up)
app.exec()
"""


def time_until_up(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, env=env, text=True)
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("UP"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError(f"{command} never reported its window (exit {process.wait()})")
    process.wait(timeout=60)
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen" if not env.get("DISPLAY") else "")
        if not env["QT_QPA_PLATFORM"]:
            del env["QT_QPA_PLATFORM"]
        # keep the user's settings and autosave out of it (no resume question)
        env["XDG_CONFIG_HOME"] = os.path.join(home, "config")
        env["MORRA_SUITE_DATA_DIR"] = os.path.join(home, "data")
        env["MORRA_SUITE_STARTUP_PROBE"] = "1"
        # as installed: byte code cached (here in the temporary folder, not the source tree), so
        # a PYTHONDONTWRITEBYTECODE in the caller's environment does not time compiling instead
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
        bare_cmd = [sys.executable, "-c", BARE]
        app_cmd = [sys.executable, "-m", "morra_suite"]
        time_until_up(bare_cmd, env)  # warm the file cache for both
        time_until_up(app_cmd, env)
        bare, app = [], []
        for _ in range(args.runs):
            bare.append(time_until_up(bare_cmd, env))
            app.append(time_until_up(app_cmd, env))
    b, a = statistics.median(bare), statistics.median(app)
    print(f"platform: {env.get('QT_QPA_PLATFORM', 'native')}, runs: {args.runs}")
    print(f"bare PySide6 window: median {b * 1000:.0f} ms (min {min(bare) * 1000:.0f})")
    print(f"Morra Suite window:  median {a * 1000:.0f} ms (min {min(app) * 1000:.0f})")
    print(f"ratio: {a / b:.2f} (target <= 1.50)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
