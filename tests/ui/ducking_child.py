"""The app in a process of its own for the ducking test: Qt is told a screen reader listens
(``QAccessible.setActive``, as under Orca; process-wide and not undone safely, hence a process
of its own), a mill move is played in the real window, and the gain the player's own mixing
applied to the move's sound, and to a sound after the words, is printed as JSON.

``python ducking_child.py FOLDER``. The player is the app's ``SoundPlayer``, its stream taken as
the audio device takes it; only its clock is this script's, so "after the words" needs no wait.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

BLOCK = 441  # 10 ms at 44.1 kHz, the device's period


def main() -> int:
    folder = Path(sys.argv[1])
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["MORRA_SUITE_DATA_DIR"] = str(folder / "data")
    import numpy as np
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    QCoreApplication.setOrganizationName("MorraSuiteTests")
    QCoreApplication.setApplicationName("morra-suite-ducking-test")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QAccessible.setActive(True)
    from morra_suite.ui.sound import settings
    from morra_suite.ui.sound.cues import speech_seconds
    from morra_suite.ui.sound.player import RAMP_S, RATE, SoundPlayer, read_sounds
    from morra_suite.ui.window.main_window import MainWindow

    settings.set_on(True)
    window = MainWindow()
    window.show()
    app.processEvents()
    window.start_game("mill", "three")
    now = [1000.0]
    player = SoundPlayer(lambda: now[0])
    stream = player.stream()
    window.sound_cues.player = player
    said: list[str] = []
    window.status.announcer.spoke.connect(said.append)
    window.controller.play_move("a1")
    app.processEvents()
    scale = (settings.volume() / 100.0) ** 2
    ramp = int(RAMP_S * RATE) + BLOCK

    def gain_of(name: str, skip: int) -> float:
        clip = (read_sounds()[name] * scale).astype("<i2").astype(np.float64)
        blocks = clip.size // BLOCK + 1
        out = np.concatenate([np.asarray(stream.send(BLOCK), np.float64) for _ in range(blocks)])
        loud = np.abs(clip) > 2000
        loud[:skip] = False
        return float(np.median(out[: clip.size][loud] / clip[loud]))

    dipped = gain_of("place", ramp)
    ducked_while_said = player.mixer.ducked
    now[0] += speech_seconds(said[-1]) + 0.01 if said else 0.0
    ducked_after = player.mixer.ducked
    for _ in range(ramp // BLOCK + 1):  # the level comes back up in its ramp, in silence
        stream.send(BLOCK)
    window.sound_cues.cue(("win",))
    restored = gain_of("win", 0)
    print(
        json.dumps(
            {
                "said": said,
                "dipped": dipped,
                "ducked_while_said": ducked_while_said,
                "ducked_after": ducked_after,
                "restored": restored,
            }
        ),
        flush=True,
    )
    # Out without tearing Qt down: with accessibility forced on and no bridge behind it
    # (offscreen has none), Qt's exit crashes in its accessibility cache; the app under a real
    # screen reader has the bridge. What was to be measured is printed above.
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
