"""Sound latency: the time from a move played in the real window to its first sound.

The app runs here with its real window (offscreen) and its real audio stream, on a sound server:
the desktop's (``--desktop``, through PULSE_SERVER or the usual socket) or, by default, a private
PulseAudio with a null sink started for the purpose (``tests/ui/null_sink.py``; needs the
``pulseaudio`` and ``pulseaudio-utils`` packages). For each of ``--runs`` moves it measures

* to the stream: from the call that plays the move to the audio callback handing the sound's
  first samples to the device (``SoundPlayer.sound_started_at``), and
* the stream's buffer, added as its worst case: miniaudio's default three periods of
  ``PERIOD_MS`` (the server's own mixing delay is not counted).

    .venv/bin/python benchmarks/bench_sound_latency.py [--runs 30] [--desktop]

The goal is 50 ms or less from the move to the first sound leaving the app.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "ui"))
sys.path.insert(0, str(ROOT))  # null_sink waits through tests.polling

GOAL_MS = 50.0
# miniaudio's default number of periods (MA_DEFAULT_PERIODS): the stream's buffer holds this many
# periods, the most a sample waits in it before the server has it
PERIODS = 3


def measure(runs: int, folder: Path) -> list[float]:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["MORRA_SUITE_DATA_DIR"] = str(folder / "data")
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    QCoreApplication.setOrganizationName("MorraSuiteBench")
    QCoreApplication.setApplicationName("morra-suite-sound-bench")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    from morra_suite.ui.sound import settings
    from morra_suite.ui.sound.player import PERIOD_MS, shared_player
    from morra_suite.ui.window.main_window import MainWindow

    settings.set_on(True)
    window = MainWindow()
    window.show()
    app.processEvents()
    player = shared_player()
    if not player.ready.wait(30) or not player.backend:
        raise SystemExit("no audio device: nothing to measure")
    print(f"backend: {player.backend}; stream period asked {PERIOD_MS} ms")
    delays: list[float] = []
    for _ in range(runs):
        window.start_game("mill", "nine")
        app.processEvents()
        while player.playing:  # the last run's sound out first
            time.sleep(0.005)
        player.sound_started_at = None
        start = time.perf_counter()
        window.controller.play_move("d6")
        while player.sound_started_at is None and time.perf_counter() - start < 2:
            time.sleep(0.0005)
        if player.sound_started_at is not None:
            delays.append((player.sound_started_at - start) * 1000)
        app.processEvents()
    window.unsaved.closing_allowed = True
    window.close()
    player.close()
    return delays


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--desktop", action="store_true", help="the desktop's sound server")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="morra-sound-bench-") as temp:
        folder = Path(temp)
        if args.desktop:
            delays = measure(args.runs, folder)
        else:
            import null_sink

            missing = null_sink.missing_tools()
            if missing:
                raise SystemExit(f"{', '.join(missing)} missing (pulseaudio pulseaudio-utils)")
            with null_sink.private_pulse(folder / "pulse") as env:
                os.environ.update(env)
                delays = measure(args.runs, folder)
    if not delays:
        raise SystemExit("no sound started")
    delays.sort()
    median = statistics.median(delays)
    p90 = delays[int(0.9 * (len(delays) - 1))]

    print(
        f"move -> first samples to the device: median {median:.1f} ms, 90th {p90:.1f} ms, "
        f"max {delays[-1]:.1f} ms over {len(delays)} moves"
    )
    from morra_suite.ui.sound.player import PERIOD_MS

    buffer_ms = PERIODS * PERIOD_MS
    total = median + buffer_ms
    verdict = "meets" if total <= GOAL_MS else "misses"
    print(
        f"with the stream's whole buffer ({PERIODS} x {PERIOD_MS} ms): at most about "
        f"{total:.1f} ms; {verdict} the goal of {GOAL_MS:.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
