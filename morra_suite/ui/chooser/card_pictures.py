"""The chooser cards' board pictures: cached ones at once, the others rendered after start-up.

Starting the app never waits for a rules module or a scene: cached pictures are read when the
window first shows, the missing ones are rendered one per event-loop turn after that, on timers
owned by this object; closing the window stops them (``stop``).

A picture is named (and cached) after everything that changes it: the sources that draw it, its
size, the language (Myra's trays carry the sides' names), the board look stored for its game,
whether the chrome is dark (a light table is shown dark then) and the game's display options
(Myra's marks on the balls). When a look is chosen or the theme changes
(``board_looks.watch``), the cards whose name changed get their picture again; another display
option is drawn the next time the pictures are read (a language switch, the next start).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QTimer
from PySide6.QtGui import QImage, QPixmap

from morra_suite.core.files import write_bytes_atomic
from morra_suite.ui import board_looks
from morra_suite.ui import kits as kit_registry
from morra_suite.ui.chooser.chooser import GameChooser


def short_error(exc: BaseException) -> str:
    """An exception in a line short enough for a card or a message box."""
    text = str(exc) or type(exc).__name__
    return text if len(text) < 300 else text[:297] + "…"


class CardPictures(QObject):
    """Fills the chooser's cards with pictures of each game's start position."""

    def __init__(
        self,
        chooser: GameChooser,
        cache_folder: Callable[[], Path],
        device_ratio: Callable[[], float],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.chooser = chooser
        self.cache_folder = cache_folder
        self.device_ratio = device_ratio
        self.pending: list[str] = []
        self.started = False
        self.stopped = False
        self.shown: dict[str, str] = {}  # card -> the name of the picture it shows
        self._refreshing = False
        board_looks.watch(self.appearance_changed)

    def start(self) -> None:
        """Once, when the window is first shown: the pictures come after the window is up."""
        if not self.started:
            self.started = True
            QTimer.singleShot(0, self, self.load_cached)

    def load_cached(self) -> None:
        """Cached pictures at once; the others are rendered one per event-loop turn. A card
        that shows the picture it would be given already keeps it."""
        self.pending = []
        if self.stopped:  # the window closed before the first turn came
            return
        for key in self.chooser.cards:
            name = self.picture_name(key)
            if name is not None and self.shown.get(key) == name:
                continue
            cached = self.cache_path(key)
            pixmap = self._read(cached) if cached is not None and cached.exists() else QPixmap()
            if cached is None or pixmap.isNull():
                self.pending.append(key)
            else:
                self.chooser.set_picture(key, pixmap, self._source(cached))
                self.shown[key] = cached.name
        if self.pending:
            QTimer.singleShot(30, self, self._render_next)

    def appearance_changed(self) -> None:
        """A board look was chosen or the theme changed: once the event loop is back, the
        cards whose picture that changes get it again (cached, else rendered)."""
        if self.started and not self.stopped and not self._refreshing:
            self._refreshing = True
            QTimer.singleShot(0, self, self._refresh)

    def _refresh(self) -> None:
        self._refreshing = False
        if not self.stopped:
            self.load_cached()

    def stop(self) -> None:
        """The window closes: the pictures still missing are not rendered (nobody will see
        them, and a closing app should not build boards in its last event-loop turns)."""
        self.pending = []
        self.stopped = True

    def _render_next(self) -> None:
        if not self.pending:
            return
        self.render_card(self.pending.pop(0))
        if self.pending:
            QTimer.singleShot(0, self, self._render_next)

    def render_all(self) -> None:
        """Renders every card's picture now (tests, and after a kit was fixed)."""
        for key in self.chooser.cards:
            self.render_card(key)

    def render_card(self, key: str) -> None:
        """A picture for a chooser card; a game that cannot be drawn says so on its card."""
        from morra_suite.ui.chooser.chooser import CARD_PICTURE
        from morra_suite.ui.render import render_state

        cached = self.cache_path(key)  # named before drawing: what the picture is drawn in
        try:
            kit = kit_registry.get_kit(key)
            game = kit.game
            state = game.new_state(variant=game.default_variant(), players=game.player_counts()[0])
            with board_looks.choices_kept():  # the board made reads the stored look
                image = render_state(
                    kit,
                    state,
                    CARD_PICTURE.width(),
                    CARD_PICTURE.height(),
                    device_ratio=self.device_ratio(),
                )
        except Exception as exc:  # one broken game must not stop the other cards
            self.chooser.set_unavailable(key, short_error(exc))
            return
        written = False
        if cached is not None:
            data = QByteArray()
            buffer = QBuffer(data)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            if image.save(buffer, "PNG"):  # type: ignore[call-overload]
                with contextlib.suppress(OSError):  # a cache not written only costs time
                    write_bytes_atomic(cached, bytes(data.data()))
                    written = True
        source = self._source(cached) if written and cached is not None else None
        self.chooser.set_picture(key, QPixmap.fromImage(image), source)
        self.shown[key] = cached.name if cached is not None else ""

    def _read(self, path: Path) -> QPixmap:
        """A cached picture (null if it cannot be read), at the screen's pixel ratio. Read as an
        image: ``QPixmap(path)`` would keep each picture at its full size in Qt's pixmap cache
        too, whatever the card keeps."""
        pixmap = QPixmap.fromImage(QImage(str(path)))
        if not pixmap.isNull():
            pixmap.setDevicePixelRatio(self.device_ratio())
        return pixmap

    def _source(self, path: Path) -> Callable[[], QPixmap]:
        """What reads a card's picture again: the card keeps only as much of it as it draws."""
        return lambda: self._read(path)

    def cache_path(self, key: str) -> Path | None:
        """Where a card's picture is cached (``picture_name``), ``None`` when it cannot be."""
        name = self.picture_name(key)
        return None if name is None else self.cache_folder() / "cache" / name

    def picture_name(self, key: str) -> str | None:
        """A card's picture named after everything that changes it: the sources that draw it,
        so a new version of a board draws a new picture (a frozen app, without sources, goes
        by its executable), its size, the language, the stored look and the chrome's
        darkness. ``None`` when the sources cannot be found."""
        import importlib.util
        import sys

        try:
            spec = importlib.util.find_spec(kit_registry.kit_package(key))
        except (ImportError, ValueError):
            return None
        if spec is None or not spec.submodule_search_locations:
            return None
        newest, total = 0, 0
        try:
            sources = [Path(__file__).with_name("render.py")]
            for folder in spec.submodule_search_locations:
                sources.extend(Path(folder).rglob("*.py"))
            for source in sources:
                stat = source.stat()
                newest, total = max(newest, stat.st_mtime_ns), total + stat.st_size
        except OSError:
            try:
                stat = Path(sys.executable).stat()
            except OSError:
                return None
            newest, total = stat.st_mtime_ns, stat.st_size
        from morra_suite.ui.chooser.chooser import CARD_PICTURE
        from morra_suite.ui.i18n import current_language

        ratio = round(self.device_ratio() * 100)
        size = f"{CARD_PICTURE.width()}x{CARD_PICTURE.height()}"
        # per language: a picture may carry words (the sides' names on Myra's trays)
        look = "".join(c for c in board_looks.stored_name(key) if c.isalnum())[:24] or "first"
        chrome = "dark" if board_looks.chrome_is_dark() else "light"
        made = f"{newest:x}-{total:x}-{size}-{ratio}-{current_language()}-{look}-{chrome}"
        options = _display_options(key)
        return f"card-{key}-{made}{'-' + options if options else ''}.png"


def _display_options(key: str) -> str:
    """A short sum of game ``key``'s display options as stored (under ``<key>/``: Myra's
    marks on the balls, say), "" when none is: they change the picture too. Read from the
    settings, so the kit is not loaded for it."""
    import zlib

    from PySide6.QtCore import QSettings

    settings = QSettings()
    settings.beginGroup(key)
    stored = sorted((name, str(settings.value(name))) for name in settings.allKeys())
    settings.endGroup()
    return f"{zlib.crc32(repr(stored).encode('utf-8')):08x}" if stored else ""
