"""The Myra board for the desktop application: kit, view, scene, painting.

Importing this package also applies ``keep_singletons_alive`` (see there): the board paints
thousands of Qt calls per frame and would otherwise abort the process on Python 3.11.
"""

from __future__ import annotations

import sys


def keep_singletons_alive() -> None:
    """Works around PySide6 6.12.0 on Python 3.11 dropping references to None, True and False.

    With that combination every Qt method returning ``void`` (``QPainterPath.lineTo``,
    ``QGraphicsItem.setPos``...) releases one reference to ``None`` it never took, and
    ``Signal.emit`` does the same to a ``bool``; after a few thousand calls Python aborts with
    "none_dealloc: deallocating None". Python 3.12 made these objects immortal, which hides the
    bug there; this gives them the same effectively endless reference count on 3.11. It only ever
    adds references, so it is harmless where the bug is absent, and it runs once per process.
    """
    if sys.version_info >= (3, 12) or getattr(keep_singletons_alive, "done", False):
        return
    import ctypes

    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40
    keep_singletons_alive.done = True  # type: ignore[attr-defined]


keep_singletons_alive()
