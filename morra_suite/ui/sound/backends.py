"""Opening the playback device quietly: which audio APIs are tried, in what order, and how the
ones that print their failures are kept from printing.

miniaudio left to itself tries every API it knows. On Linux that means ALSA after PulseAudio,
and ALSA's library prints each step of a failed search for a device on the standard error
("ALSA lib confmisc.c:855:(parse_card) cannot find card '0'"..., some thirty lines on a machine
with no sound card), then JACK, whose library prints its own. An app must not spill that into
the terminal of someone who simply has no sound. So on Linux the desktop's sound server
(PulseAudio, or PipeWire through its Pulse service) is tried first, which prints nothing, then
ALSA with its error printer replaced by one that says nothing (``snd_lib_error_set_handler``
through ctypes: ALSA is already a library of the process, miniaudio loads the same one), and
nothing else. Elsewhere miniaudio's own order serves (WASAPI, Core Audio: they print nothing).
Whatever happens, the log gets one line: the API in use (``player``) or why there is none.
"""

from __future__ import annotations

import ctypes
import logging
import sys
from collections.abc import Callable
from typing import Any

log = logging.getLogger("morra_suite.ui.sound.player")  # the player's log: one line in all

# ALSA's error printer: void (*)(const char *file, int line, const char *function, int err,
# const char *fmt, ...). The arguments after ``fmt`` are never read, so the variadic tail
# does not matter to the one below, which ignores everything.
_AlsaHandler = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
)
_alsa_silenced: Any = None  # the handler installed (kept alive: ALSA holds a pointer to it)


def _say_nothing(*_args: Any) -> None:
    """ALSA's error printer while the app looks for a device (the failure is logged once)."""


def silence_alsa() -> bool:
    """ALSA's library prints nothing from now on; False when it cannot be loaded (then
    miniaudio cannot use it either)."""
    global _alsa_silenced
    if _alsa_silenced is not None:
        return True
    try:
        library = ctypes.CDLL("libasound.so.2")
    except OSError:
        return False
    handler = _AlsaHandler(_say_nothing)
    library.snd_lib_error_set_handler.argtypes = [_AlsaHandler]
    library.snd_lib_error_set_handler.restype = ctypes.c_int
    library.snd_lib_error_set_handler(handler)
    _alsa_silenced = handler
    return True


def _always() -> bool:
    return True


def choices(miniaudio: Any) -> list[tuple[str, list[Any] | None, Callable[[], bool]]]:
    """(name, miniaudio's backends, what makes it quiet: False skips it) in the order tried."""
    if sys.platform.startswith("linux"):
        return [
            ("PulseAudio", [miniaudio.Backend.PULSEAUDIO], _always),
            ("ALSA", [miniaudio.Backend.ALSA], silence_alsa),
        ]
    return [("the system's audio", None, _always)]


def open_playback(rate: int, period_ms: int, app_name: str) -> Any:
    """A 16-bit mono playback device of miniaudio, not started; None (said in one line of the
    log) when there is no audio library or no device."""
    try:
        import miniaudio
    except Exception as exc:  # not installed, or its native part missing
        log.info("sound: no audio library (%s); the game is silent", exc)
        return None
    tried: list[str] = []
    for name, apis, make_quiet in choices(miniaudio):
        if not make_quiet():
            tried.append(f"{name}: not installed")
            continue
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=rate,
                buffersize_msec=period_ms,
                backends=apis,
                app_name=app_name,
            )
        except Exception as exc:  # miniaudio.MiniaudioError: no server, no device
            tried.append(f"{name}: {exc}")
            continue
        if device.backend.lower() == "null":  # miniaudio's silent stand-in is no device
            device.close()
            tried.append(f"{name}: no device")
            continue
        return device
    log.info("sound: no audio device (%s); the game is silent", "; ".join(tried))
    return None
