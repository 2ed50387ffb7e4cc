"""No audio device: silence, nothing on the standard error and exactly one line in the log
(issue 44). ALSA's library, left to itself, prints some thirty lines there on a machine without
a sound card while miniaudio looks for one.

The app's player runs in a child process with no sound server (``PULSE_SERVER`` names a socket
nobody listens on, and the runtime folder is empty) and no ALSA device (``ALSA_CONFIG_PATH``
names an empty configuration: no "default" device, whatever cards the machine has).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = """
import logging, sys
logging.basicConfig(filename=sys.argv[1], level=logging.DEBUG, format="%(name)s: %(message)s")
from morra_suite.ui.sound.player import shared_player
player = shared_player()
assert player.ready.wait(60), "the device search never ended"
player.play(("place",), 100)
print("BACKEND", repr(player.backend), "PLAYING", player.playing)
"""


def _no_audio_env(folder: Path) -> dict[str, str]:
    runtime, home = folder / "runtime", folder / "home"
    runtime.mkdir(mode=0o700)
    home.mkdir()
    empty = folder / "alsa.conf"
    empty.write_text("", encoding="utf-8")
    env = dict(
        os.environ,
        PULSE_SERVER=f"unix:{folder / 'nobody-listens.sock'}",
        XDG_RUNTIME_DIR=str(runtime),
        HOME=str(home),
        ALSA_CONFIG_PATH=str(empty),
    )
    for name in ("PIPEWIRE_REMOTE", "JACK_DEFAULT_SERVER", "AUDIODEV", "PULSE_SINK"):
        env.pop(name, None)
    return env


def test_no_device_is_silence_one_log_line_and_a_clean_stderr(tmp_path: Path) -> None:
    log = tmp_path / "app.log"
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(log)],
        env=_no_audio_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "BACKEND '' PLAYING False"
    assert result.stderr == "", f"printed on stderr:\n{result.stderr[:2000]}"
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1, lines
    assert "no audio device" in lines[0] and "silent" in lines[0], lines
