"""The main window's helpers that its first screen, the game chooser, does not need.

Start-up is measured against a bare PySide6 window (``benchmarks/bench_startup.py``), so each of
these is made, and its module imported, when first used, and then kept for the window's life:
the autosave and its warning banner (made with the first game session), the file dialogs and
readers, the unsaved-game guard, Resign and Flip, the notice watch and the chooser's pictures
(the last two are started once the window is up, by ``MainWindow.first_shown``) and Game › Open
Recent (made with the menus). ``--smoke``
and tests may set the autosave before anything uses it.
``MainWindow`` is this, its actions (``ui.window_actions``) and its layout; the helpers get the
window as their host (``ui.host``).
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QProgressBar, QStatusBar

    from morra_suite.controllers.autosave import Autosave
    from morra_suite.ui.autosave_banner import AutosaveBanner
    from morra_suite.ui.card_pictures import CardPictures
    from morra_suite.ui.chooser import GameChooser
    from morra_suite.ui.game_files import GameFiles
    from morra_suite.ui.host import FilesHost, Host, RecentHost, UnsavedHost
    from morra_suite.ui.notice_watch import NoticeWatch
    from morra_suite.ui.play_actions import PlayActions
    from morra_suite.ui.recent_files import RecentFiles
    from morra_suite.ui.status_line import StatusLine
    from morra_suite.ui.unsaved import UnsavedGuard


class LazyHelpers:
    """The helpers, made on first use (a mixin of ``MainWindow``, which is their host)."""

    chooser: GameChooser
    status: StatusLine
    devicePixelRatioF: Callable[[], float]
    statusBar: Callable[[], QStatusBar]

    @cached_property
    def recent(self) -> RecentFiles:
        """Game › Open Recent and the folder the file dialogs start in."""
        from morra_suite.ui.recent_files import RecentFiles

        return RecentFiles(cast("RecentHost", self))

    @property
    def busy(self) -> QProgressBar:
        """The status line's busy indicator, shown while a computer thinks."""
        return self.status.busy

    @cached_property
    def autosave(self) -> Autosave:
        """The game in progress on disk (the session writes it)."""
        from morra_suite.controllers.autosave import Autosave

        return Autosave()

    @cached_property
    def autosave_banner(self) -> AutosaveBanner:
        """The warning that stays while autosaves fail (hidden until one does), at the right
        of the status line."""
        from morra_suite.ui.autosave_banner import AutosaveBanner

        banner = AutosaveBanner()
        self.statusBar().addPermanentWidget(banner)
        return banner

    @cached_property
    def files(self) -> GameFiles:
        from morra_suite.ui.game_files import GameFiles

        return GameFiles(cast("FilesHost", self))

    @cached_property
    def unsaved(self) -> UnsavedGuard:
        from morra_suite.ui.unsaved import UnsavedGuard

        return UnsavedGuard(cast("UnsavedHost", self))

    @cached_property
    def play_actions(self) -> PlayActions:
        """Game › Resign and View › Flip Board."""
        from morra_suite.ui.play_actions import PlayActions

        return PlayActions(cast("Host", self))

    @cached_property
    def notice_watch(self) -> NoticeWatch:
        """What the layers below tell the user (looked for once the window is up, or from the
        first game session on, whose searches are what may tell)."""
        from morra_suite.ui.notice_watch import NoticeWatch

        return NoticeWatch(cast("Host", self))

    @cached_property
    def cards(self) -> CardPictures:
        """The chooser's board pictures (they come once the window is up)."""
        from morra_suite.ui.card_pictures import CardPictures

        host = cast("Host", self)
        return CardPictures(
            self.chooser, lambda: self.autosave.folder, self.devicePixelRatioF, host.widget()
        )

    def made(self, helper: str) -> bool:
        """Whether the helper ``helper`` (an attribute above) has been made yet."""
        return helper in self.__dict__
