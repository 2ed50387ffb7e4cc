"""Synchronising a test with Qt without a clock: ``flush_events`` delivers what Qt has queued.

Why: a test that waits a fixed number of milliseconds for a resize, a layout or a repaint to
happen passes on a quiet machine and fails on a busy one, where those milliseconds pass before
the event loop ever ran. Everything a resize, a ``show`` or an ``update`` sets off is an event Qt
posts (window-system geometry changes, ``LayoutRequest``, ``UpdateRequest``, zero-delay timers),
so delivering the queue until it stays empty is the exact moment the widgets read as the user
sees them: no sooner, and never too late however loaded the machine is.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEventLoop

ROUNDS = 8  # events that post events (a resize lays out, the layout resizes a child ...)


def flush_events() -> None:
    """Delivers every event Qt has posted, and the events those post, a few rounds deep."""
    for _ in range(ROUNDS):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)


def open_and_wait(qtbot, window, path, timeout: int = 60_000) -> bool:
    """``window.open_file(path)`` and its reading done: whether the game of ``path`` is on.

    Why: a record whose game's modules are not all imported yet (the first game of its kind in
    the process) is read on a worker thread, as a long one is, and put on when the reading is
    done (issue 43); which way a file goes depends on what earlier tests imported."""
    from pathlib import Path

    window.open_file(path)
    qtbot.waitUntil(lambda: not window.files.reading, timeout=timeout)
    return window.file_path == Path(path)
