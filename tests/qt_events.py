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
