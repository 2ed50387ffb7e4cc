"""The window's sound actions (``ui.window.actions`` names them as ``module:function``): each gets
the window's host first, as every such row's function does."""

from __future__ import annotations

from typing import Any

from morra_suite.ui.sound import settings


def set_sound_on(host: Any, on: bool) -> None:
    """View › Sound ticked or not (the toolbar's speaker): kept in ``QSettings``."""
    settings.set_on(on)


def open_volume(host: Any) -> Any:
    """View › Sound Volume…: the slider dialog over the window."""
    from morra_suite.ui.sound.volume_dialog import open_volume as open_dialog

    return open_dialog(host.widget())
