"""Figures for the release note: the Linux build's size, the wheel's size, and start-up times.

    packaging/build-linux.sh --tarball            # first, the build to measure
    .venv/bin/python packaging/measure_linux.py [--app dist/morra-suite] [--runs 7]

Start-up is timed as ``benchmarks/bench_startup.py`` does: from launching the process until it
prints ``UP`` (``MORRA_SUITE_STARTUP_PROBE``: its event loop runs with the window shown), for the
frozen binary and for the ``morra-suite`` launcher of this environment, alternating runs; then
the whole ``--smoke`` (window up, every game's board and rules loaded, quit). Medians, offscreen Qt,
a fresh temporary home per series so no settings or caches are shared with yours.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def wheel_bytes() -> int:
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", out, str(ROOT)],
            check=True,
            cwd=out,
        )
        (wheel,) = Path(out).glob("*.whl")
        return wheel.stat().st_size


def environment(home: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home)
    for name, sub in (("CONFIG", ".config"), ("DATA", ".local/share"), ("CACHE", ".cache")):
        env[f"XDG_{name}_HOME"] = os.path.join(home, sub)
    return env


def until_up(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=dict(env, MORRA_SUITE_STARTUP_PROBE="1"),
    )
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("UP"):
            elapsed = time.perf_counter() - started
            process.wait(timeout=60)
            return elapsed
    raise RuntimeError(f"{command[0]} never reported UP (exit {process.wait()})")


def smoke_seconds(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run([*command, "--smoke"], check=True, env=env, capture_output=True, timeout=300)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / "morra-suite")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    frozen = args.app / "morra-suite"
    if not frozen.is_file():
        parser.error(f"no build in {args.app}: run packaging/build-linux.sh first")
    launcher = Path(sys.executable).parent / "morra-suite"

    print(f"frozen app folder {args.app}: {megabytes(folder_bytes(args.app))}")
    for tarball in sorted(args.app.parent.glob("morra-suite-*-linux-*.tar.gz")):
        print(f"download {tarball.name}: {megabytes(tarball.stat().st_size)}")
    print(f"wheel (pip wheel --no-deps): {megabytes(wheel_bytes())}")

    with tempfile.TemporaryDirectory() as frozen_home, tempfile.TemporaryDirectory() as venv_home:
        series: dict[str, list[float]] = {"frozen": [], "venv launcher": []}
        commands = {
            "frozen": ([str(frozen)], frozen_home),
            "venv launcher": ([str(launcher)], venv_home),
        }
        for command, home in commands.values():
            smoke_seconds(command, environment(home))  # a first start fills caches (card pictures)
        for _ in range(args.runs):
            for name, (command, home) in commands.items():
                series[name].append(until_up(command, environment(home)))
        for name, times in series.items():
            print(f"{name}: window up in {statistics.median(times):.3f} s (median of {args.runs})")
        for name, (command, home) in commands.items():
            times = [smoke_seconds(command, environment(home)) for _ in range(3)]
            print(f"{name}: --smoke {statistics.median(times):.3f} s (median of 3)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
