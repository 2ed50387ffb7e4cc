#!/usr/bin/env python3
"""Makes the app's sounds (``resources/sounds/*.wav``) from nothing but arithmetic.

The sounds are the project's own: each is a few sine partials, a noise burst or a sweep under an
envelope, written here so anyone can read, change and make them again (``python3
scripts/make-sounds.py``). They are short (under a second), mono, 16-bit at 44.1 kHz, so a move's
sound starts at once and the package stays small. A fixed seed makes the noise the same on every
run: the files only change when this script does.
"""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import numpy as np

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"
_rng = np.random.default_rng(44)


def _time(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def _envelope(t: np.ndarray, attack: float, decay: float) -> np.ndarray:
    """A quick rise (no click at the start) and an exponential fall."""
    rise = np.clip(t / attack, 0.0, 1.0)
    return rise * np.exp(-t / decay)


def _tone(freq: float, seconds: float, decay: float, partials=(1.0,), attack=0.004) -> np.ndarray:
    t = _time(seconds)
    wave_ = sum((0.6**i) * np.sin(2 * np.pi * freq * ratio * t) for i, ratio in enumerate(partials))
    return wave_ * _envelope(t, attack, decay)


def _noise(seconds: float, decay: float, smooth: int = 1) -> np.ndarray:
    """White noise under an envelope; ``smooth`` > 1 is a crude low-pass (a moving average)."""
    t = _time(seconds)
    noise = _rng.uniform(-1.0, 1.0, t.size)
    if smooth > 1:
        noise = np.convolve(noise, np.ones(smooth) / smooth, mode="same") * np.sqrt(smooth)
    return noise * _envelope(t, 0.002, decay)


def _sweep(f0: float, f1: float, seconds: float, decay: float) -> np.ndarray:
    t = _time(seconds)
    freq = f0 + (f1 - f0) * t / seconds
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    return np.sin(phase) * _envelope(t, 0.01, decay)


def _after(*parts: tuple[float, np.ndarray]) -> np.ndarray:
    """Parts mixed, each starting ``offset`` seconds in."""
    length = max(int(offset * RATE) + part.size for offset, part in parts)
    out = np.zeros(length)
    for offset, part in parts:
        start = int(offset * RATE)
        out[start : start + part.size] += part
    return out


def _mix(*parts: np.ndarray) -> np.ndarray:
    """Parts sounding together from the start."""
    return _after(*((0.0, part) for part in parts))


def _notes(freqs: list[float], gap: float, decay: float, partials=(1.0, 2.0, 3.0)) -> np.ndarray:
    return _after(
        *((i * gap, _tone(f, gap + decay * 4, decay, partials)) for i, f in enumerate(freqs))
    )


def _click(freq: float) -> np.ndarray:
    """A piece set on wood: a short damped tone with a breath of noise."""
    return _mix(_tone(freq, 0.09, 0.018, (1.0, 2.7)), 0.35 * _noise(0.03, 0.006, 4))


def _clink(freq: float) -> np.ndarray:
    """Metal on metal: inharmonic partials ringing a little."""
    return _tone(freq, 0.25, 0.05, (1.0, 2.76, 5.4))


SOUNDS = {
    # mill games
    "place": lambda: _click(520),
    "slide": lambda: _mix(_noise(0.16, 0.05, 12), 0.4 * _click(440)),
    "fly": lambda: _mix(0.7 * _sweep(380, 950, 0.26, 0.12), 0.3 * _noise(0.26, 0.1, 6)),
    "mill": lambda: _notes([523.3, 659.3, 784.0], 0.07, 0.06),
    "removal": lambda: _sweep(700, 260, 0.18, 0.07),
    # Myra
    "build_up": lambda: _after((0.0, _click(480)), (0.06, _click(640))),
    "reduce": lambda: _after((0.0, _click(640)), (0.06, _click(480))),
    "chain": lambda: _after((0.0, _clink(1250)), (0.05, _clink(1600))),
    "unchain": lambda: _after((0.0, _clink(1600)), (0.05, _clink(1100))),
    "capture": lambda: _mix(_tone(110, 0.22, 0.06, (1.0, 1.5)), 0.6 * _click(380)),
    "produce": lambda: _sweep(300, 620, 0.12, 0.05),
    # Morra
    "hands": lambda: _after((0.0, _noise(0.05, 0.012, 3)), (0.08, _noise(0.05, 0.012, 3))),
    "run": lambda: _after(*((i * 0.045, 0.6 * _click(700 + 40 * i)) for i in range(6))),
    # every game
    "illegal": lambda: np.sign(_tone(150, 0.18, 1.0)) * _envelope(_time(0.18), 0.005, 0.07) * 0.5,
    "win": lambda: _notes([523.3, 659.3, 784.0, 1046.5], 0.11, 0.12),
    "loss": lambda: _notes([392.0, 311.1, 261.6], 0.16, 0.12),
    "draw": lambda: _notes([440.0, 440.0], 0.16, 0.1),
}


def write(name: str, samples: np.ndarray) -> Path:
    """The sound normalised to -3 dB and written as a 16-bit mono WAV."""
    peak = float(np.max(np.abs(samples))) or 1.0
    pcm = np.round(samples / peak * 0.7 * 32767).astype("<i2")
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    return path


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        print(write(name, make()).relative_to(OUT.parent.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
