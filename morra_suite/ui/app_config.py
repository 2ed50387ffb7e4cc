"""The application's names and icon: what ``QSettings``, ``QStandardPaths`` and the desktop see.

Qt names an application after ``argv[0]`` unless told otherwise, so ``python -m morra_suite``
was ``__main__.py`` (its own settings file, its own autosave folder, "__main__.py" in messages)
and ``morra-suite`` another. The launcher claims one identity before anything reads a setting,
and carries the settings and the autosave kept under the old names over, once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QGuiApplication

from morra_suite import __version__

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:  # QIcon's type brings an enum of 151 theme icons: made after the window is up
    from pathlib import Path  # (not named before the map: see ``morra_suite.app``'s docstring)
    from typing import Any

    from PySide6.QtGui import QIcon

ORGANIZATION = "MorraSuite"
APPLICATION = "morra-suite"
DESKTOP_FILE_NAME = "io.github.morrasuite.MorraSuite"
DISPLAY_NAME = "Morra Suite"
# The names Qt gave the app from ``argv[0]`` before it had one (``python -m``, a script, a venv).
OLD_APPLICATION_NAMES = ("__main__.py", "__main__", "python", "python3", "app.py", "launcher")
CARRIED_OVER_KEY = "identity/carried_over"


_icon = {"pending": False}  # the launcher's window icon, set once the event loop runs


def configure_application(
    app: QCoreApplication | None = None, defer_icon: bool = False, own_writer: bool = False
) -> None:
    """Names used by ``QSettings`` and ``QStandardPaths`` (the settings file, the data folder).

    Given the application (the launcher's call, before any setting is read), it claims the one
    identity whatever ``argv[0]`` was and carries old settings over; without it (a window made
    by a test or an embedding program) it only fills in names nobody has set. ``defer_icon``
    (the launcher) sets the window icon on the event loop's first turn, after the window is up:
    the desktop takes a new icon at any time, and start-up is benchmarked. ``own_writer`` (the
    launcher) has the settings file written by the app's one writer, not by Qt
    (``controllers.settings_file``): at once on the first start (old names' settings are carried
    over, so there is writing to do), otherwise on the event loop's first turn (``defer_icon``,
    the launcher) or at once. Until then the window only reads its settings, from the real file
    that the writer copies: the writer's module and its copy are not start-up work."""
    claim = app is not None
    if claim or not QCoreApplication.organizationName():
        QCoreApplication.setOrganizationName(ORGANIZATION)
    name = QCoreApplication.applicationName()
    if claim or not name or name in OLD_APPLICATION_NAMES:
        QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    if claim:
        carry_over_old_identity(
            _install_settings_writer if own_writer else None, later=own_writer and defer_icon
        )
    app = app or QCoreApplication.instance()
    if isinstance(app, QGuiApplication):
        QGuiApplication.setApplicationDisplayName(DISPLAY_NAME)
        # The Wayland app id and the X11 window class, so the desktop matches the window to
        # io.github.morrasuite.MorraSuite.desktop (its icon, its name in the task switcher).
        QGuiApplication.setDesktopFileName(DESKTOP_FILE_NAME)
        if defer_icon:
            from PySide6.QtCore import QTimer

            _icon["pending"] = True
            QTimer.singleShot(0, lambda: _set_icon(app))
        elif not _icon["pending"]:
            app.setWindowIcon(application_icon())


def _install_settings_writer() -> None:
    from morra_suite.controllers.settings_file import install_settings_file

    install_settings_file()


def _set_icon(app: QGuiApplication) -> None:
    _icon["pending"] = False
    app.setWindowIcon(application_icon())


def application_icon() -> QIcon:
    """The app icon in every rendered size (16 to 512 pixels: docks and task switchers draw it
    big). Each size is read from its file when it is asked for, and not kept: Qt's engine for
    ``QIcon.addFile`` keeps every size it has drawn, and setting the window icon draws them all
    (on X11 every size goes into the window's ``_NET_WM_ICON``), so the app held about 1.4 MiB of
    icon pictures (the 512-pixel one alone is 1 MiB) for as long as it ran."""
    from PySide6.QtGui import QIcon

    from morra_suite.resources import resource_path

    hicolor = resource_path("icons", "hicolor")
    files: dict[int, str] = {}
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        png = hicolor.joinpath(f"{size}x{size}", "apps", "morra-suite.png")
        if png.is_file():
            files[size] = str(png)
    return QIcon(_icon_engine(files))


def _icon_engine(files: dict[int, str]) -> Any:
    """A ``QIconEngine`` drawing the icon from ``files`` (side in pixels -> PNG), reading the
    nearest size at least as big as asked (else the biggest) each time, keeping nothing. The
    class is made here, when the icon is first set: ``QIconEngine``'s type is not start-up work."""
    from PySide6.QtCore import QRect, QSize
    from PySide6.QtGui import QIconEngine, QImage, QPainter, QPixmap

    class FileIconEngine(QIconEngine):
        def __init__(self) -> None:
            super().__init__()
            self.files = files

        def _file(self, side: int) -> str:
            bigger = [size for size in sorted(self.files) if size >= side]
            return self.files[bigger[0] if bigger else max(self.files)]

        def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
            side = max(1, min(size.width(), size.height()))
            image = QImage(self._file(side))  # not QPixmap(path): Qt's pixmap cache keeps those
            if image.width() != side:
                scaled = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
                scaled.fill(0)
                painter = QPainter(scaled)
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                painter.drawImage(QRect(0, 0, side, side), image)
                painter.end()
                image = scaled
            return QPixmap.fromImage(image)

        def paint(
            self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State
        ) -> None:
            side = min(rect.width(), rect.height())
            painter.drawPixmap(rect, self.pixmap(QSize(side, side), mode, state))

        def availableSizes(
            self, mode: QIcon.Mode | None = None, state: QIcon.State | None = None
        ) -> list[QSize]:
            return [QSize(side, side) for side in sorted(self.files)]

        def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
            side = min(size.width(), size.height())
            return QSize(side, side)

        def isNull(self) -> bool:
            return not self.files

        def clone(self) -> QIconEngine:
            return FileIconEngine()

        def key(self) -> str:
            return "morra-suite-files"

    return FileIconEngine()


def user_layout_folder() -> Path:
    """Where the user's Morra boards are kept: ``layouts`` in the app's data folder
    (``QStandardPaths.AppDataLocation``; ``MORRA_SUITE_DATA_DIR`` in tests)."""
    from morra_suite.controllers.autosave import data_dir

    return data_dir() / "layouts"


LAYOUTS = "layouts"  # the kind of user files Morra's layouts read (``USER_FOLDER_KIND``)


def pass_layout_folder() -> Path:
    """Names the user's boards folder for Morra's layouts (pure, no paths of their own), replacing
    one named before (the data folder is fixed for the app, but every test has its own); returns
    it. Through ``core.files.set_user_folder``, which the layouts read when first asked for a
    board: start-up does not load Morra's rules (about 2.5 MiB) to say it."""
    from morra_suite.core.files import set_user_folder

    folder = user_layout_folder()
    set_user_folder(LAYOUTS, folder)
    return folder


def withdraw_layout_folder() -> None:
    """Takes back the folder ``pass_layout_folder`` gave (tests, so their boards stay theirs)."""
    from morra_suite.core.files import set_user_folder

    set_user_folder(LAYOUTS, None)


def carry_over_old_identity(
    install: Callable[[], object] | None = None, later: bool = False
) -> list[str]:
    """Copies the settings and the autosave kept under the old names (``OLD_APPLICATION_NAMES``)
    to the app's own, once: a value already set under the new name wins, and a mark in the new
    settings stops a second carrying over. Returns the old names something came from.

    ``install`` (the launcher's settings writer) is called once the old names' settings are read
    and before anything is written, so that they are read where Qt kept them and written by the
    app's own writer. With ``later``, a start that has nothing to carry over (every start but
    the first) calls ``install`` on the event loop's first turn instead: its zero-time timer is
    made before the window's, so it runs before anything the window does on that turn, and
    nothing before it writes a setting."""
    settings = QSettings()
    if settings.value(CARRIED_OVER_KEY):
        del settings
        if install is not None and later:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, install)
        elif install is not None:
            install()
        return []  # every start but the first: nothing more to import or look at
    from morra_suite.controllers.autosave import AUTOSAVE_NAME, data_dir

    organization = QCoreApplication.organizationName()
    carried: list[str] = []
    taken: dict[str, object] = {}
    data = data_dir()
    for old in OLD_APPLICATION_NAMES:
        source = QSettings(QSettings.defaultFormat(), QSettings.Scope.UserScope, organization, old)
        keys = [key for key in source.allKeys() if key != CARRIED_OVER_KEY]
        for key in keys:
            if not settings.contains(key) and key not in taken:
                taken[key] = source.value(key)
        old_autosave = data.parent / old / AUTOSAVE_NAME
        moved = old_autosave.is_file() and not (data / AUTOSAVE_NAME).exists()
        if moved:
            try:
                data.mkdir(parents=True, exist_ok=True)
                import shutil

                shutil.copy2(old_autosave, data / AUTOSAVE_NAME)
            except OSError:
                moved = False
        if keys or moved:
            carried.append(old)
    del settings
    if install is not None:
        install()
    settings = QSettings()
    for key, value in taken.items():
        settings.setValue(key, value)
    settings.setValue(CARRIED_OVER_KEY, ",".join(carried) or "-")
    settings.sync()
    return carried
