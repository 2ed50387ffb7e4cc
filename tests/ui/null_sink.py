"""A private PulseAudio server with one null sink, started as a child process for a test or a
benchmark: its own runtime folder, socket and home, nothing of the machine's touched.

``private_pulse(folder)`` yields the environment a client needs to reach it (``PULSE_SERVER``);
``record(env, path)`` starts ``parec`` on the sink's monitor, writing raw 16-bit mono samples at
44.1 kHz. Everything is stopped (by its own process id) when the block ends.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from tests.polling import wait_until

SINK = "morra_null"
RATE = 44100


def missing_tools() -> list[str]:
    return [tool for tool in ("pulseaudio", "parec", "pactl") if shutil.which(tool) is None]


@contextmanager
def private_pulse(folder: Path) -> Iterator[dict[str, str]]:
    runtime, home = folder / "runtime", folder / "home"
    runtime.mkdir(mode=0o700, parents=True, exist_ok=True)
    home.mkdir(parents=True, exist_ok=True)
    socket = folder / "pulse.sock"
    env = dict(
        os.environ,
        XDG_RUNTIME_DIR=str(runtime),
        XDG_CONFIG_HOME=str(home / "config"),
        HOME=str(home),
        PULSE_SERVER=f"unix:{socket}",
    )
    env.pop("PULSE_SINK", None)
    server = subprocess.Popen(
        [
            "pulseaudio",
            "--daemonize=no",
            "--use-pid-file=no",
            "--exit-idle-time=-1",
            "--disable-shm=yes",
            "--system=no",
            "-n",  # no default.pa: only the modules named here
            "--load",
            f"module-native-protocol-unix socket={socket} auth-anonymous=1",
            "--load",
            f"module-null-sink sink_name={SINK} rate={RATE} channels=1",
            "--load",
            "module-always-sink",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:

        def answers() -> bool:
            if server.poll() is not None:
                raise RuntimeError(server.stderr.read().decode(errors="replace")[-2000:])
            probe = subprocess.run(["pactl", "info"], env=env, capture_output=True, timeout=10)
            return probe.returncode == 0

        wait_until(answers, "the private PulseAudio server answering", timeout_s=30)
        subprocess.run(["pactl", "set-default-sink", SINK], env=env, check=True, timeout=10)
        yield env
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@contextmanager
def record(env: dict[str, str], path: Path) -> Iterator[subprocess.Popen[bytes]]:
    """``parec`` on the null sink's monitor, into ``path``, while the block runs."""
    with path.open("wb") as out:
        recorder = subprocess.Popen(
            [
                "parec",
                f"--device={SINK}.monitor",
                "--format=s16le",
                f"--rate={RATE}",
                "--channels=1",
                "--latency-msec=10",
                "--raw",
            ],
            env=env,
            stdout=out,
            stderr=subprocess.DEVNULL,
        )
        try:
            yield recorder
        finally:
            recorder.terminate()
            recorder.wait(timeout=10)


def samples(path: Path) -> np.ndarray:
    data = path.read_bytes()
    return np.frombuffer(data[: len(data) // 2 * 2], dtype="<i2")


def loud_windows(samples_: np.ndarray, threshold: float = 200.0) -> int:
    """How many 10 ms windows are louder (RMS) than ``threshold``."""
    size = RATE // 100
    count = samples_.size // size
    if not count:
        return 0
    blocks = samples_[: count * size].astype(np.float64).reshape(count, size)
    return int(np.count_nonzero(np.sqrt((blocks**2).mean(axis=1)) > threshold))
