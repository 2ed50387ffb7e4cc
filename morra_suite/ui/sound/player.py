"""The audio device: the app's one output stream, opened on a worker thread after the window shows.

miniaudio plays through the desktop's sound server (PulseAudio or PipeWire's Pulse service on
Linux, WASAPI on Windows, Core Audio on macOS). One stream is opened once and kept: opening a
stream per sound would cost the server's start-up (tens of milliseconds) on every move. Its
callback asks the ``Mixer`` for each block: the queued sounds, or silence; sounds queued together
play one after another (a move, then the mill it closed, then the piece taken), and the whole is
made quieter while a screen reader speaks (``duck``).

No sound server, no device, or no miniaudio: the app is silent and says so in exactly one line of
the log; nothing raises and nothing is printed (``backends``: on Linux the sound server first,
then ALSA with its own error printer silenced).
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
import wave
from collections import deque
from collections.abc import Callable, Generator, Sequence
from importlib.resources import files
from typing import Any

import numpy as np

from morra_suite.ui.sound import backends

log = logging.getLogger(__name__)

RATE = 44100
PERIOD_MS = 10  # the device's period: the longest a queued sound waits for the next callback
DUCK_GAIN = 0.3  # the sound's level while a screen reader speaks (about -10 dB): words first
#: At the app's exit, how long ``stop`` waits for a device still being opened.
STOP_WAIT_S = 10.0
RAMP_S = 0.02  # a change of level is spread over at least this long (no click)


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


class Mixer:
    """What the stream plays, block by block: the queued sounds one after another, at the level
    of now. The level is 1, or ``DUCK_GAIN`` until a screen reader's words are estimated to end
    (``duck``); it moves between the two in a ramp, so a dip never clicks. Thread-safe: the
    GUI thread queues and ducks, the audio thread mixes. ``clock`` gives seconds (a test gives
    its own)."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self._lock = threading.Lock()
        self._queue: deque[np.ndarray] = deque()
        self._clock = clock
        self._duck_until = float("-inf")
        self.level = 1.0  # the gain the last block ended at
        # when a block last began with the start of a sound (``clock``), for the latency benchmark
        self.sound_started_at: float | None = None

    @property
    def playing(self) -> bool:
        with self._lock:
            return bool(self._queue)

    def add(self, clips: Sequence[np.ndarray]) -> None:
        with self._lock:
            if not self._queue:
                self.sound_started_at = None  # the next block notes when this one starts
            self._queue.extend(clips)

    def duck(self, seconds: float) -> None:
        """Quieter from now for ``seconds`` (or till a later end already asked for)."""
        with self._lock:
            self._duck_until = max(self._duck_until, self._clock() + max(0.0, seconds))

    @property
    def ducked(self) -> bool:
        with self._lock:
            return self._clock() < self._duck_until

    def mix(self, frames: int) -> np.ndarray:
        """The next ``frames`` samples (16-bit): the queue's, at the level of now."""
        out = np.zeros(frames, dtype=np.float32)
        filled = 0
        with self._lock:
            target = DUCK_GAIN if self._clock() < self._duck_until else 1.0
            while filled < frames and self._queue:
                clip = self._queue[0]
                take = min(frames - filled, clip.size)
                if filled == 0 and take and self.sound_started_at is None:
                    self.sound_started_at = self._clock()
                out[filled : filled + take] = clip[:take]
                filled += take
                if take == clip.size:
                    self._queue.popleft()
                else:
                    self._queue[0] = clip[take:]
        if self.level != target:
            step = frames / (RAMP_S * RATE)  # a whole swing of 1 takes RAMP_S
            if target < self.level:
                level = max(target, self.level - step)
            else:
                level = min(target, self.level + step)
            if filled:
                out *= np.linspace(self.level, level, frames, endpoint=False, dtype=np.float32)
            self.level = level
        elif filled and self.level != 1.0:
            out *= np.float32(self.level)
        return out.astype("<i2")


class SoundPlayer:
    """Plays named sounds at a volume. ``start`` opens the device on a thread; until it is open
    (or when it cannot be) ``play`` does nothing."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.mixer = Mixer(clock)
        self._sounds: dict[str, np.ndarray] = {}
        self._device: Any = None
        self._streaming = False  # a stream takes the mixer's blocks (``stream``)
        self._thread: threading.Thread | None = None
        self.ready = threading.Event()  # set once the device is open or known to be missing
        self.backend = ""  # the audio API in use ("PulseAudio", "WASAPI"...), "" when silent

    def start(self) -> None:
        """Opens the device on a worker thread (once); the caller does not wait."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._open, name="sound", daemon=True)
            self._thread.start()

    @property
    def playing(self) -> bool:
        return self.mixer.playing

    @property
    def sound_started_at(self) -> float | None:
        """When the stream began handing out the last sound queued (for the benchmark)."""
        return self.mixer.sound_started_at

    @sound_started_at.setter
    def sound_started_at(self, value: float | None) -> None:
        self.mixer.sound_started_at = value

    def play(self, names: Sequence[str], volume: int) -> None:
        """Queues ``names`` after what is still playing, at ``volume`` (0 to 100)."""
        if not self._streaming or volume <= 0:
            return
        if not self._sounds:
            self._sounds = read_sounds()
        scale = (volume / 100.0) ** 2  # loudness is heard roughly as the square
        self.mixer.add(
            [(self._sounds[n] * scale).astype("<i2") for n in names if n in self._sounds]
        )

    def duck(self, seconds: float) -> None:
        """A screen reader speaks for about ``seconds``: the sound is quieter meanwhile."""
        self.mixer.duck(seconds)

    def stop(self, timeout: float = STOP_WAIT_S) -> None:
        """The app exits: waits (bounded) for the opening thread, then closes the device.

        Why: the opening thread is a daemon that imports the audio modules and reads the sounds.
        Left running while the interpreter shuts down, it is ended inside whatever it does; if
        that is freeing Qt wrappers (a garbage collection its imports set off), the thread is
        unwound through PySide's C++ frames and the process aborts ("terminate called without
        an active exception", seen at the built app's quick ``--smoke`` exit). Waiting also
        closes a device that opened late instead of leaving it playing to a closed app."""
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)
        self.close()

    def close(self) -> None:
        device, self._device = self._device, None
        self._streaming = False
        if device is not None:
            device.close()

    def stream(self) -> Generator[bytes | np.ndarray, int, None]:
        """The audio callback, primed: each ``send`` of a number of frames gets them back, mixed.
        The device is started with it; while one is taken, ``play`` queues."""
        self._streaming = True
        generator = self._blocks()
        next(generator)
        return generator

    def _blocks(self) -> Generator[bytes | np.ndarray, int, None]:
        wanted = yield b""
        while True:
            wanted = yield self.mixer.mix(wanted)

    def _open(self) -> None:
        try:
            self._sounds = read_sounds()
            device = backends.open_playback(RATE, PERIOD_MS, "Morra Suite")
            if device is None:
                return  # said in the log already
            device.start(self.stream())
            self.backend, self._device = device.backend, device
            log.info("sound: playing through %s", device.backend)
        except Exception as exc:  # a device that refuses to start: silence
            log.info("sound: no audio output (%s); the game is silent", exc)
        finally:
            self.ready.set()


_shared: SoundPlayer | None = None


def shared_player() -> SoundPlayer:
    """The app's one player (one stream for every window), opened when first asked for."""
    global _shared
    if _shared is None:
        _shared = SoundPlayer()
        _shared.start()
        atexit.register(_shared.stop)  # before the interpreter stops its threads (see ``stop``)
    return _shared
