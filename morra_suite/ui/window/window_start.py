"""What the main window does once it is up, and the events of its own it acts on from then on.

Start-up is measured against a bare PySide6 window (``benchmarks/bench_startup.py``). A Python
override of ``changeEvent`` (or an event filter) is called while the window is built and shown,
and PySide6 then makes the Python types of all of Qt's events, with their enums, before the
first frame; ``showEvent`` makes the event base type. So the window overrides neither: on the
event loop's first turn ``WindowWatch`` installs itself as the window's event filter, finds the
window shown (or sees its first show later), and from then on sees every ``LanguageChange`` and
``PaletteChange`` (a theme applied: the window's chooser follows it).

A window built in a language is right without one; a language installed while the window is
hidden is caught up when it is shown, as before. A language installed before the first turn
(whose ``LanguageChange`` the watch could not see) is caught up on that turn, or at once when
the installer asks (``catch_up``: Settings and View › Language do, so the window speaks the new
language when they return).

``ResizeWatch`` is the same for the resizes of the first screen's widgets that act on them (the
chooser evens out its cards, the status line elides its text): installed once the window is up,
where a ``resizeEvent`` override would be called while the window is shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from morra_suite.ui import i18n

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:
    from typing import Any, Protocol

    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QWidget

    class WatchedWindow(Protocol):
        """What the watch needs of the window (``MainWindow``)."""

        def isVisible(self) -> bool: ...
        def installEventFilter(self, watcher: QObject) -> None: ...
        def retranslate_ui(self) -> None: ...
        def first_shown(self) -> None: ...
        def palette_changed(self) -> None: ...


class WindowWatch(QObject):
    """The window's first show and its language changes, watched from the first turn on."""

    def __init__(self, window: WatchedWindow, parent: QObject) -> None:
        super().__init__(parent)
        self._window = window
        self._shown = False
        self.untranslated = False  # a language came while the window was hidden
        self._spoken = i18n.installs()  # the translators the window was built (or redone) with
        self._kinds: tuple[Any, Any, Any] = (None, None, None)
        QTimer.singleShot(0, self, self._first_turn)

    def _first_turn(self) -> None:
        from PySide6.QtCore import QEvent  # its type and enum are made now, after the frame

        self._kinds = (QEvent.Type.LanguageChange, QEvent.Type.Show, QEvent.Type.PaletteChange)
        self._window.installEventFilter(self)
        self.catch_up()
        self._window.palette_changed()  # a theme applied before this turn (unseen) too
        if self._window.isVisible():
            self._show()

    def catch_up(self) -> None:
        """Translators were installed or removed since the window last retranslated: it does
        now (shown), or when shown."""
        if i18n.installs() != self._spoken:
            self._language_changed()

    def _language_changed(self) -> None:
        self.untranslated = not self._window.isVisible()  # caught up when shown
        if not self.untranslated:
            self._retranslate()

    def _retranslate(self) -> None:
        self._spoken = i18n.installs()
        self._window.retranslate_ui()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        language_change, show, palette_change = self._kinds
        if kind == language_change:
            self._language_changed()
        elif kind == show:
            self._show()
        elif kind == palette_change:
            self._window.palette_changed()
        return False

    def _show(self) -> None:
        if self.untranslated:
            self.untranslated = False
            self._retranslate()
        if not self._shown:
            self._shown = True
            self._window.first_shown()


class ResizeWatch(QObject):
    """Calls ``resized(widget)`` when a widget it watches got another size. Made and installed
    from the first turn with the window shown on (``MainWindow.first_shown``), as the window's
    own watch is."""

    def __init__(self, parent: QObject, resized: Callable[[QObject], None]) -> None:
        super().__init__(parent)
        from PySide6.QtCore import QEvent

        self._resize = QEvent.Type.Resize
        self._resized = resized

    def watch(self, *widgets: QWidget) -> None:
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == self._resize:
            self._resized(watched)
        return False
