"""Quieter while a screen reader speaks (issue 44): the gain the player's own mixing applies to
the output dips while the window's announcer says something to a screen reader, for the time
the words are estimated to take, and comes back; without a screen reader nothing dips.

The player here is the app's real ``SoundPlayer`` with its stream taken as the audio device
takes it (``stream()``, then a number of frames sent for each block); only the clock is the
test's, so "after the words" needs no waiting. With a screen reader the window runs in a child
process (``ducking_child.py``), since telling Qt one listens is for the whole process.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
from mill_helpers import click
from PySide6.QtGui import QAccessible

from morra_suite.ui.sound import settings
from morra_suite.ui.sound.cues import SPEECH_MAX_S, speech_seconds
from morra_suite.ui.sound.player import DUCK_GAIN, RAMP_S, RATE, Mixer, SoundPlayer, read_sounds

BLOCK = RATE // 100  # 10 ms, the device's period
CHILD = Path(__file__).with_name("ducking_child.py")


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def pull(stream, blocks: int) -> np.ndarray:
    """What the device would get in ``blocks`` callbacks."""
    return np.concatenate([np.asarray(stream.send(BLOCK), dtype=np.float64) for _ in range(blocks)])


def gains(out: np.ndarray, clip: np.ndarray) -> np.ndarray:
    """The gain applied to each loud sample of ``clip`` (as queued) in ``out``."""
    clip = clip[: out.size].astype(np.float64)
    loud = np.abs(clip) > 2000
    return out[: clip.size][loud] / clip[loud]


def test_the_mixer_dips_for_the_time_asked_and_comes_back() -> None:
    clock = Clock()
    mixer = Mixer(clock)
    tone = np.full(RATE * 2, 10000, dtype="<i2")
    mixer.add([tone])
    assert np.all(mixer.mix(BLOCK) == 10000)  # full level
    mixer.duck(0.5)
    assert mixer.ducked
    ramp_blocks = int(np.ceil(RAMP_S * RATE / BLOCK))
    ramp = np.concatenate([mixer.mix(BLOCK) for _ in range(ramp_blocks)])
    assert np.all(np.diff(ramp.astype(int)) <= 0) and ramp[0] > ramp[-1]  # down, no jump
    assert np.all(np.abs(mixer.mix(BLOCK) - 10000 * DUCK_GAIN) <= 1)  # the dip
    clock.now += 0.4
    assert np.all(np.abs(mixer.mix(BLOCK) - 10000 * DUCK_GAIN) <= 1)  # still speaking
    clock.now += 0.2
    assert not mixer.ducked
    back = np.concatenate([mixer.mix(BLOCK) for _ in range(ramp_blocks)])
    assert np.all(np.diff(back.astype(int)) >= 0)
    assert np.all(mixer.mix(BLOCK) == 10000)  # restored


def test_speech_takes_longer_for_more_words_and_has_a_ceiling() -> None:
    short, long_ = speech_seconds("d6."), speech_seconds("White: d6, closes a mill. " * 3)
    assert 0 < short < long_ < SPEECH_MAX_S
    assert speech_seconds("x" * 10_000) == SPEECH_MAX_S


def _real_player(window, clock: Clock):
    player = SoundPlayer(clock)
    stream = player.stream()  # taken as the device takes it
    window.sound_cues.player = player
    return player, stream


def test_a_move_announced_to_a_screen_reader_plays_quieter_then_the_sound_comes_back(
    tmp_path: Path,
) -> None:
    """In a process of its own (``ducking_child.py``): Qt believes a screen reader listens, which
    cannot be undone safely in this one (a later test's window crashed on it)."""
    result = subprocess.run(
        [sys.executable, str(CHILD), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    found = json.loads(result.stdout.strip().splitlines()[-1])
    assert found["said"] and "a1" in found["said"][0], found  # the move was announced
    assert found["ducked_while_said"] and not found["ducked_after"], found
    assert abs(found["dipped"] - DUCK_GAIN) < 0.01, found  # the move's sound, quieter
    assert abs(found["restored"] - 1.0) < 0.01, found  # the words said: whole again


def test_without_a_screen_reader_a_move_plays_at_its_full_level(qtbot, main_window) -> None:
    settings.set_on(True)
    main_window.start_game("mill", "three")
    assert not QAccessible.isActive()
    player, stream = _real_player(main_window, Clock())
    click(qtbot, main_window.view, "a1")
    assert main_window.status.announcer.spoken  # announced, but no reader listens
    scale = (settings.volume() / 100.0) ** 2
    place = (read_sounds()["place"] * scale).astype("<i2")
    full = gains(pull(stream, place.size // BLOCK + 1), place)
    assert full.size and np.allclose(full, 1.0, atol=0.01)
    assert not player.mixer.ducked
