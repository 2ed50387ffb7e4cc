"""The learner's progress store of the app's data folder, opened once per folder.

QtCore only (the data folder is ``controllers.autosave.data_dir``). The window's Learn parts and the
hook that records games against the computer share one ``Progress``; the store's ``problem`` (a
damaged file, put aside for a fresh start) is handed out once, for the window to say.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from morra_suite.learn.progress import Progress

_stores: dict[Path, Progress] = {}
_told: set[Path] = set()


def learn_folder() -> Path:
    """Where the progress file lives: ``learn`` in the app's data folder."""
    from morra_suite.controllers.autosave import data_dir

    return data_dir() / "learn"


def progress() -> Progress:
    """The store of the data folder in use now (a test's own folder in the tests)."""
    folder = learn_folder()
    store = _stores.get(folder)
    if store is None:
        store = _stores[folder] = Progress.open(folder, background=True)
    return store


def untold_problem() -> str | None:
    """Why the old progress file could not be read, the first time it is asked; then ``None``."""
    store = progress()
    if store.problem is None or store.path in _told:
        return None
    _told.add(store.path)
    return store.problem


def forget() -> None:
    """Drops the stores opened so far, once their writes are on the disk (the next
    ``progress()`` reads the file again)."""
    for store in _stores.values():
        with contextlib.suppress(OSError):  # told when it happened (or never read again)
            store.settle()
    _stores.clear()
    _told.clear()
