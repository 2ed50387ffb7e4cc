"""The application's names and icon: what ``QSettings``, ``QStandardPaths`` and the desktop see."""

from __future__ import annotations

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
