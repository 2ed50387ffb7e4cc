"""The main window's helpers, each made when first asked for: a base class of ``MainWindow``.

The window hands most of its work to helpers (files, recent files, the unsaved-changes question,
resign and flip, preferences, the game screen, the chooser's pictures, the autosave and its
banner, the notices). None of them is needed for the chooser, the first screen, so none is
imported or made before it is asked for (``benchmarks/bench_startup.py``;
``tests/test_app_smoke.py`` lists them as loaded late). Each is a property here that makes its
helper on first use and keeps it, in a class of its own so the window's module keeps to its
layout, menus and wiring.

Like the window's module, this one names its types for the checker only (``TYPE_CHECKING =
False``: see ``morra_suite.app``'s docstring), so start-up reads nothing more for it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:
    from typing import Any

    from PySide6.QtWidgets import QProgressBar, QStackedWidget, QStatusBar

    from morra_suite.controllers.autosave import Autosave
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.chooser.card_pictures import CardPictures
    from morra_suite.ui.chooser.chooser import GameChooser
    from morra_suite.ui.commands.game_files import GameFiles
    from morra_suite.ui.commands.play_actions import PlayActions
    from morra_suite.ui.commands.preferences import Preferences
    from morra_suite.ui.commands.recent_files import RecentFiles
    from morra_suite.ui.commands.unsaved import UnsavedGuard
    from morra_suite.ui.window.autosave_banner import AutosaveBanner
    from morra_suite.ui.window.game_screen import GameScreen
    from morra_suite.ui.window.notice_watch import NoticeWatch
    from morra_suite.ui.window.status_line import StatusLine


class WindowHelpers:
    """The helpers of ``MainWindow`` (which comes after this class among its bases, before
    ``QMainWindow``), as properties that make them on first use."""

    # what the window has made before any helper is asked for
    pages: QStackedWidget
    chooser: GameChooser
    status: StatusLine
    _session: GameSession | None

    # the helpers, none until first asked for
    _preferences: Preferences | None = None
    _autosave: Autosave | None = None
    _autosave_banner: AutosaveBanner | None = None
    _recent: RecentFiles | None = None
    _files: GameFiles | None = None
    _unsaved: UnsavedGuard | None = None
    _play_actions: PlayActions | None = None
    _notice_watch: NoticeWatch | None = None
    _cards: CardPictures | None = None
    _game_screen: GameScreen | None = None

    if TYPE_CHECKING:  # QMainWindow's, as MainWindow has them

        def statusBar(self) -> QStatusBar: ...

        def devicePixelRatioF(self) -> float: ...

    @property
    def autosave(self) -> Autosave:
        """The game in progress on disk; ``--smoke`` and tests may set another before a session."""
        from morra_suite.controllers.autosave import Autosave

        self._autosave = self._autosave or Autosave()
        return self._autosave

    @autosave.setter
    def autosave(self, autosave: Autosave) -> None:
        if self._session is not None:
            raise RuntimeError("the session has its autosave already")
        self._autosave = autosave

    @property
    def autosave_banner(self) -> AutosaveBanner:
        """The warning that stays while autosaves fail, at the right of the status line."""
        if self._autosave_banner is None:
            from morra_suite.ui.window.autosave_banner import AutosaveBanner

            self._autosave_banner = AutosaveBanner()
            self.statusBar().addPermanentWidget(self._autosave_banner)
        return self._autosave_banner

    @property
    def recent(self) -> RecentFiles:
        """Game › Open Recent and the folder the file dialogs start in."""
        from morra_suite.ui.commands.recent_files import RecentFiles

        self._recent = self._recent or RecentFiles(self._host())
        return self._recent

    @property
    def files(self) -> GameFiles:
        """Save, Save As, Open and Resume."""
        from morra_suite.ui.commands.game_files import GameFiles

        self._files = self._files or GameFiles(self._host())
        return self._files

    @property
    def unsaved(self) -> UnsavedGuard:
        """The question before a game with unsaved moves goes."""
        from morra_suite.ui.commands.unsaved import UnsavedGuard

        self._unsaved = self._unsaved or UnsavedGuard(self._host())
        return self._unsaved

    @property
    def play_actions(self) -> PlayActions:
        """Game › Resign and View › Flip Board."""
        from morra_suite.ui.commands.play_actions import PlayActions

        self._play_actions = self._play_actions or PlayActions(self._host())
        return self._play_actions

    def _watch_notices(self) -> None:
        """What the layers below tell the user, looked for once the window is up or a session is."""
        from morra_suite.ui.window.notice_watch import NoticeWatch

        self._notice_watch = self._notice_watch or NoticeWatch(self._host())

    @property
    def preferences(self) -> Preferences:
        """The window's settings (``ui.commands.preferences``), read when first needed."""
        from morra_suite.ui.commands.preferences import Preferences

        self._preferences = self._preferences or Preferences(self._host())
        return self._preferences

    @property
    def game_screen(self) -> GameScreen:
        """The game page and its board (``ui.window.game_screen``), made when first needed."""
        from morra_suite.ui.window.game_screen import GameScreen

        self._game_screen = self._game_screen or GameScreen(
            self._host(), self.pages, self.status, self.preferences
        )
        return self._game_screen

    @property
    def cards(self) -> CardPictures:
        """The chooser's board pictures (they come once the window is up)."""
        from morra_suite.ui.chooser.card_pictures import CardPictures

        self._cards = self._cards or CardPictures(
            self.chooser, lambda: self.autosave.folder, self.devicePixelRatioF, self._host()
        )
        return self._cards

    @property
    def busy(self) -> QProgressBar:
        """The status line's busy indicator, shown while a computer thinks."""
        return self.status.busy

    def _host(self) -> Any:
        """This object as the host each helper is given: ``MainWindow``, which implements every
        protocol of ``ui.window.host`` (this base alone implements none of them)."""
        return self
