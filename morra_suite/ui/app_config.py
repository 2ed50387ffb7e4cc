"""The application's names and icon: what ``QSettings``, ``QStandardPaths`` and the desktop see."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QGuiApplication, QIcon

from morra_suite import __version__
from morra_suite.resources import resource_path

ORGANIZATION = "MorraSuite"
APPLICATION = "morra-suite"
DESKTOP_FILE_NAME = "io.github.morrasuite.MorraSuite"


def configure_application(app: QCoreApplication | None = None) -> None:
    """Names used by ``QSettings`` and ``QStandardPaths`` (the settings file, the data folder)."""
    if not QCoreApplication.organizationName():
        QCoreApplication.setOrganizationName(ORGANIZATION)
    if not QCoreApplication.applicationName() or QCoreApplication.applicationName() == "python":
        QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    app = app or QCoreApplication.instance()
    if isinstance(app, QGuiApplication):
        # The Wayland app id and the X11 window class, so the desktop matches the window to
        # io.github.morrasuite.MorraSuite.desktop (its icon, its name in the task switcher).
        QGuiApplication.setDesktopFileName(DESKTOP_FILE_NAME)
        app.setWindowIcon(application_icon())


def application_icon() -> QIcon:
    """The app icon in every rendered size; files are read only when a size is first drawn."""
    icon = QIcon()
    hicolor = resource_path("icons", "hicolor")
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        png = hicolor.joinpath(f"{size}x{size}", "apps", "morra-suite.png")
        if png.is_file():
            icon.addFile(str(png), QSize(size, size))
    return icon


_layout_folder: list[Path] = []  # the folder passed to Morra's layouts, to replace it later


def user_layout_folder() -> Path:
    """Where the user's Morra boards are kept: ``layouts`` in the app's data folder
    (``QStandardPaths.AppDataLocation``; ``MORRA_SUITE_DATA_DIR`` in tests)."""
    from morra_suite.controllers.files import data_dir

    return data_dir() / "layouts"


def pass_layout_folder() -> Path:
    """Gives Morra's layouts (pure, no paths of its own) the user's boards folder, replacing one
    passed before (the data folder is fixed for the app, but every test has its own); returns it.

    Called after start-up and by the board designer: it loads Morra's rules (about 30 ms)."""
    from morra_suite.games.morra import layout

    folder = user_layout_folder()
    if _layout_folder != [folder]:
        for old in _layout_folder:
            layout.remove_layout_folder(old)
        layout.add_layout_folder(folder)
        _layout_folder[:] = [folder]
    return folder


def withdraw_layout_folder() -> None:
    """Takes back the folder ``pass_layout_folder`` gave (tests, so their boards stay theirs)."""
    from morra_suite.games.morra import layout

    for old in _layout_folder:
        layout.remove_layout_folder(old)
    _layout_folder.clear()
