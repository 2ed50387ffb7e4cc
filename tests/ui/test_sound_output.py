"""The app's sound on a real sound server: a private PulseAudio with a null sink (started here,
as a child process with its own folders), recorded from the sink's monitor with ``parec``.

A mill move that closes a mill and ends the game is heard in full (slide, mill, removal, win);
muted, the same move is silent and only the refused try made after unmuting is heard. Outside CI
a missing ``pulseaudio``/``parec`` skips with the reason; under CI=true it fails.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import null_sink
import pytest

from morra_suite.ui.sound import settings
from morra_suite.ui.sound.player import read_sounds

CHILD = Path(__file__).with_name("sound_child.py")


def _require_tools() -> None:
    missing = null_sink.missing_tools()
    if missing:
        reason = f"{', '.join(missing)} not installed (Debian: pulseaudio pulseaudio-utils)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{reason} (CI=true: .ci/run should have installed it)")
        pytest.skip(reason)


def _expected_windows(names: tuple[str, ...]) -> int:
    clips = read_sounds()
    scale = (settings.DEFAULT_VOLUME / 100.0) ** 2
    return sum(null_sink.loud_windows((clips[name] * scale).astype("<i2")) for name in names)


def _run(folder: Path, mode: str, wanted: int) -> int:
    """Runs the child app under the private server; the loud 10 ms windows it left recorded,
    waiting (up to a deadline) until ``wanted`` of them arrived."""
    with null_sink.private_pulse(folder / "pulse") as env:
        recording = folder / f"{mode}.raw"
        with null_sink.record(env, recording):
            child = subprocess.Popen(
                [sys.executable, str(CHILD), str(folder / mode), mode],
                env=env,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            assert child.stdout is not None and child.stdin is not None
            lines = [child.stdout.readline() for _ in range(2)]
            assert lines[0].startswith("BACKEND") and "none" not in lines[0], lines
            assert lines[1].strip() == "PLAYED", lines
            deadline = time.monotonic() + 30
            heard = 0
            while time.monotonic() < deadline:
                heard = null_sink.loud_windows(null_sink.samples(recording))
                if heard >= wanted:
                    break
                time.sleep(0.05)  # polling the recording for a condition, with a deadline
            child.stdin.close()
            assert child.wait(timeout=60) == 0, child.stderr.read() if child.stderr else ""
        return null_sink.loud_windows(null_sink.samples(recording))


@pytest.mark.slow
def test_a_move_a_mill_and_the_end_are_heard_and_nothing_when_muted(tmp_path: Path) -> None:
    _require_tools()
    full = _expected_windows(("slide", "mill", "removal", "win"))
    marker = _expected_windows(("illegal",))
    assert full > 3 * marker
    heard = _run(tmp_path, "on", full)
    assert heard >= 0.8 * full, (heard, full)
    heard_muted = _run(tmp_path, "muted", marker)
    assert 0 < heard_muted <= 1.5 * marker + 3, (heard_muted, marker)  # the refused try only
