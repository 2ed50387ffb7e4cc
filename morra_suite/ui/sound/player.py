"""The audio device: the app's one output stream, opened on a worker thread after the window shows.

miniaudio plays through the desktop's sound server (PulseAudio or PipeWire's Pulse service on
Linux, WASAPI on Windows, Core Audio on macOS). One stream is opened once and kept: opening a
stream per sound would cost the server's start-up (tens of milliseconds) on every move. Its
callback hands out queued sounds, or silence; sounds queued together play one after another (a
move, then the mill it closed, then the piece taken).

No sound server, no device, or no miniaudio: the app is silent and says so in one line of the
log; nothing raises.
"""

from __future__ import annotations

import logging
import threading
import time
import wave
from collections import deque
from collections.abc import Generator, Sequence
from importlib.resources import files
from typing import Any

import numpy as np

log = logging.getLogger(__name__)

RATE = 44100
PERIOD_MS = 10  # the device's period: the longest a queued sound waits for the next callback


def read_sounds() -> dict[str, np.ndarray]:
    """Every ``resources/sounds/*.wav`` (16-bit mono at ``RATE``) by name; a file in another
    format is left out with a line in the log."""
    sounds: dict[str, np.ndarray] = {}
    folder = files("morra_suite.resources").joinpath("sounds")
    for entry in folder.iterdir():
        if not entry.name.endswith(".wav"):
            continue
        with entry.open("rb") as handle, wave.open(handle) as reader:
            shape = (reader.getnchannels(), reader.getsampwidth(), reader.getframerate())
            if shape != (1, 2, RATE):
                log.warning("sound %s left out: not 16-bit mono at %d Hz", entry.name, RATE)
                continue
            frames = reader.readframes(min(reader.getnframes(), RATE * 5))
        sounds[entry.name.removesuffix(".wav")] = np.frombuffer(frames, dtype="<i2")
    return sounds


class SoundPlayer:
    """Plays named sounds at a volume. ``start`` opens the device on a thread; until it is open
    (or when it cannot be) ``play`` does nothing."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queue: deque[np.ndarray] = deque()
        self._sounds: dict[str, np.ndarray] = {}
        self._device: Any = None
        self._thread: threading.Thread | None = None
        self.ready = threading.Event()  # set once the device is open or known to be missing
        self.backend = ""  # the audio API in use ("PulseAudio", "WASAPI"...), "" when silent
        # when the callback last handed out the start of a sound (``time.perf_counter``), for the
        # latency benchmark
        self.sound_started_at: float | None = None

    def start(self) -> None:
        """Opens the device on a worker thread (once); the caller does not wait."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._open, name="sound", daemon=True)
            self._thread.start()

    @property
    def playing(self) -> bool:
        with self._lock:
            return bool(self._queue)

    def play(self, names: Sequence[str], volume: int) -> None:
        """Queues ``names`` after what is still playing, at ``volume`` (0 to 100)."""
        if self._device is None or volume <= 0:
            return
        scale = (volume / 100.0) ** 2  # loudness is heard roughly as the square
        clips = [self._sounds[name] for name in names if name in self._sounds]
        with self._lock:
            if not self._queue:
                self.sound_started_at = None  # the callback notes when this one starts
            for clip in clips:
                self._queue.append((clip * scale).astype("<i2"))

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            device.close()

    def _open(self) -> None:
        try:
            import miniaudio

            self._sounds = read_sounds()
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=PERIOD_MS,
                app_name="Morra Suite",
            )
            if device.backend.lower() == "null":
                device.close()
                log.info("sound: no audio device found; the game is silent")
                return
            stream = self._stream()
            next(stream)
            device.start(stream)
            self.backend, self._device = device.backend, device
            log.info("sound: playing through %s", device.backend)
        except Exception as exc:  # no library, no server, a device that refuses: silence
            log.info("sound: no audio output (%s); the game is silent", exc)
        finally:
            self.ready.set()

    def _stream(self) -> Generator[bytes | np.ndarray, int, None]:
        """miniaudio's callback: each call sends the number of frames wanted."""
        wanted = yield b""
        while True:
            out = np.zeros(wanted, dtype="<i2")
            filled = 0
            with self._lock:
                while filled < wanted and self._queue:
                    clip = self._queue[0]
                    take = min(wanted - filled, clip.size)
                    if filled == 0 and take and self.sound_started_at is None:
                        self.sound_started_at = time.perf_counter()
                    out[filled : filled + take] = clip[:take]
                    filled += take
                    if take == clip.size:
                        self._queue.popleft()
                    else:
                        self._queue[0] = clip[take:]
            wanted = yield out


_shared: SoundPlayer | None = None


def shared_player() -> SoundPlayer:
    """The app's one player (one stream for every window), opened when first asked for."""
    global _shared
    if _shared is None:
        _shared = SoundPlayer()
        _shared.start()
    return _shared
