"""Morra on the desktop: the target board, its animation, and the secret hand pickers.

Importing this package makes ``None``, ``True`` and ``False`` effectively immortal on Python 3.11
(see ``keep_singletons_alive``), as ``morra_suite.ui.myra`` does: the board paints and animates
with many thousands of Qt calls, and PySide6 6.12.0 on 3.11 drops a reference to ``None`` on every
``void`` call, which aborts the process ("none_dealloc: deallocating None") within seconds. That
belongs in one place for the whole app (``morra_suite/__init__.py``); until then each board guards
itself.
"""

from __future__ import annotations

import sys


def keep_singletons_alive() -> None:
    """Gives ``None``/``True``/``False`` an endless reference count on Python 3.11, as 3.12 does.

    Only ever adds references, so it is harmless where the PySide6 bug is absent; once per process
    (shared with the Myra board's guard through a flag on ``sys``).
    """
    if sys.version_info >= (3, 12) or getattr(sys, "_morra_suite_singletons_kept", False):
        return
    import ctypes

    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40
    sys._morra_suite_singletons_kept = True  # type: ignore[attr-defined]


keep_singletons_alive()
