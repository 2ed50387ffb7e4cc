"""A guard against PySide6 6.12 on Python 3.11 releasing references to None, True and False.

With that pair every Qt method returning ``void`` (``setPos``, ``setPen``, ``lineTo``...) drops one
reference to ``None`` it never took, and ``Signal.emit`` does the same to a ``bool``; after a few
thousand calls CPython aborts with "none_dealloc: deallocating None" (measured: a Nine Men's
Morris game of forty moves in the window drops about 28,000). Python 3.12 made these objects
immortal, which hides the bug there; this gives them the same practically endless reference
count on 3.11. It only ever adds references, so it is harmless where the bug is absent.

It is applied when ``morra_suite.controllers`` or ``morra_suite.ui`` is imported, i.e. before any
of our Qt code runs. The flag on ``sys`` is the one the Morra board's copy of this guard uses, so
the whole process adds the references once.
"""

from __future__ import annotations

import sys


def keep_singletons_alive() -> None:
    if sys.version_info >= (3, 12) or getattr(sys, "_morra_suite_singletons_kept", False):
        return
    import PySide6  # the package only: its version, no Qt module yet

    version = tuple(int(part) for part in PySide6.__version__.split(".")[:2] if part.isdigit())
    if version < (6, 12):  # 6.11 and older keep their references right; skip ctypes (start-up)
        return
    import ctypes

    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40
    sys._morra_suite_singletons_kept = True  # type: ignore[attr-defined]
