"""Sound on or off and its volume, kept in ``QSettings`` (``sound/on``, ``sound/volume``).

Read at each event rather than cached, so the toolbar's switch, the volume dialog and a second
window agree without telling one another.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

DEFAULT_VOLUME = 70


def is_on() -> bool:
    return str(QSettings().value("sound/on", "true")).lower() == "true"


def set_on(on: bool) -> None:
    QSettings().setValue("sound/on", bool(on))


def volume() -> int:
    """0 to 100; a damaged value gives the default."""
    try:
        value = int(str(QSettings().value("sound/volume", DEFAULT_VOLUME)))
    except ValueError:
        return DEFAULT_VOLUME
    return max(0, min(100, value))


def set_volume(value: int) -> None:
    QSettings().setValue("sound/volume", max(0, min(100, int(value))))
