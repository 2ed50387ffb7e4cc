"""The application's names and icon: what ``QSettings``, ``QStandardPaths`` and the desktop see.

Qt names an application after ``argv[0]`` unless told otherwise, so ``python -m morra_suite``
was ``__main__.py`` (its own settings file, its own autosave folder, "__main__.py" in messages)
and ``morra-suite`` another. The launcher claims one identity before anything reads a setting,
and carries the settings and the autosave kept under the old names over, once.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from morra_suite import __version__

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:  # QIcon's type brings an enum of 151 theme icons: made after the window is up
    from pathlib import Path  # (not named before the map: see ``morra_suite.app``'s docstring)
    from typing import Any

    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QIcon

ORGANIZATION = "MorraSuite"
APPLICATION = "morra-suite"
DESKTOP_FILE_NAME = "io.github.morrasuite.MorraSuite"
DISPLAY_NAME = "Morra Suite"
# The names Qt gave the app from ``argv[0]`` before it had one (``python -m``, a script, a venv).
OLD_APPLICATION_NAMES = ("__main__.py", "__main__", "python", "python3", "app.py", "launcher")
CARRIED_OVER_KEY = "identity/carried_over"
LANGUAGE_KEY = "ui/language"  # (``ui.i18n.SETTING_KEY``)
GEOMETRY_KEY = "window/geometry"  # (``MainWindow.restore_geometry`` and ``closeEvent``)


_icon = {"pending": False}  # the launcher's window icon, set once the event loop runs


def configure_application(
    app: QCoreApplication | None = None,
    defer_icon: bool = False,
    own_writer: bool = False,
    early: dict[str, object] | None = None,
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
    that the writer copies: the writer's module and its copy are not start-up work. ``early``
    (the launcher's, ``early_settings``) says whether the settings were carried over."""
    claim = app is not None
    if claim or not QCoreApplication.organizationName():
        QCoreApplication.setOrganizationName(ORGANIZATION)
    name = QCoreApplication.applicationName()
    if claim or not name or name in OLD_APPLICATION_NAMES:
        QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    if claim:
        carry_over_old_identity(
            _install_settings_writer if own_writer else None,
            later=own_writer and defer_icon,
            early=early,
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


def app_settings() -> QSettings:
    """``QSettings()``, its type made when first asked for: the launcher reads the settings of
    the window's first screen without it (``early_settings``)."""
    from PySide6.QtCore import QSettings

    return QSettings()


def stored_geometry(early: dict[str, object] | None = None) -> Any:
    """The window's last geometry (``GEOMETRY_KEY``, ``None`` if none): from ``early`` (the
    launcher's ``early_settings``) when given, else from ``QSettings``."""
    return early.get(GEOMETRY_KEY) if early is not None else app_settings().value(GEOMETRY_KEY)


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
    install: Callable[[], object] | None = None,
    later: bool = False,
    early: dict[str, object] | None = None,
) -> list[str]:
    """Copies the settings and the autosave kept under the old names (``OLD_APPLICATION_NAMES``)
    to the app's own, once: a value already set under the new name wins, and a mark in the new
    settings stops a second carrying over. Returns the old names something came from.

    ``install`` (the launcher's settings writer) is called once the old names' settings are read
    and before anything is written, so that they are read where Qt kept them and written by the
    app's own writer. With ``later``, a start that has nothing to carry over (every start but
    the first) calls ``install`` on the event loop's first turn instead: its zero-time timer is
    made before the window's, so it runs before anything the window does on that turn, and
    nothing before it writes a setting. ``early`` (``early_settings``) answers whether the
    settings were carried over where it can: then ``QSettings`` is not asked."""
    done = (
        early.get(CARRIED_OVER_KEY) if early is not None else app_settings().value(CARRIED_OVER_KEY)
    )
    if done:
        if install is not None and later:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, install)
        elif install is not None:
            install()
        return []  # every start but the first: nothing more to import or look at
    from PySide6.QtCore import QSettings

    from morra_suite.controllers.autosave import AUTOSAVE_NAME, data_dir

    organization = QCoreApplication.organizationName()
    carried: list[str] = []
    taken: dict[str, object] = {}
    settings = QSettings()
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


SETTINGS_FILE_LIMIT = 1_000_000  # (``controllers.settings_file``: a larger one is set aside)


def early_settings() -> dict[str, object] | None:
    """The settings the window reads before it maps (``CARRIED_OVER_KEY``, ``LANGUAGE_KEY``,
    ``GEOMETRY_KEY``: those the file holds), read from the user's settings file without
    ``QSettings``; ``None`` where that cannot be as sure as ``QSettings`` (not Linux, another
    file Qt would read too, a line or a value of a kind not read here), and the callers ask
    ``QSettings`` as before.

    Why: ``QSettings``' Python type comes with three enums, some 3 million instructions before
    the first frame (issue 47), for three values. Read as Qt reads its INI files on Linux: the
    user's file (``$XDG_CONFIG_HOME``, else ``~/.config``, then ``MorraSuite/morra-suite.conf``)
    when neither the organisation's file beside it nor a system one (``$XDG_CONFIG_DIRS``,
    ``/etc/xdg``) is there for Qt to fall back on."""
    if not sys.platform.startswith("linux"):
        return None
    config = os.environ.get("XDG_CONFIG_HOME", "")
    if not config:
        home = os.environ.get("HOME", "")
        config = os.path.join(home, ".config") if home else ""
    if not os.path.isabs(config):
        return None
    others = [os.path.join(config, f"{ORGANIZATION}.conf")]
    for folder in {*os.environ.get("XDG_CONFIG_DIRS", "").split(":"), "/etc/xdg"} - {""}:
        others.append(os.path.join(folder, ORGANIZATION, f"{APPLICATION}.conf"))
        others.append(os.path.join(folder, f"{ORGANIZATION}.conf"))
    if any(os.path.exists(path) for path in others):
        return None
    try:
        with open(os.path.join(config, ORGANIZATION, f"{APPLICATION}.conf"), "rb") as file:
            data = file.read(SETTINGS_FILE_LIMIT + 1)
    except FileNotFoundError:
        return {}  # (a first start: nothing set yet)
    except OSError:
        return None
    return read_early_settings(data)


def read_early_settings(data: bytes) -> dict[str, object] | None:
    """``early_settings`` of an INI file's bytes: the carried-over mark (a plain word, or
    words between quotes), the language (a plain word) and the window's geometry (Qt's
    ``@ByteArray(...)``), or ``None`` if any of them, or any line, is not of the kind read here
    (``QSettings`` reads it then)."""
    if len(data) > SETTINGS_FILE_LIMIT or data.startswith(b"\xef\xbb\xbf"):
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    found: dict[str, object] = {}
    wanted = {CARRIED_OVER_KEY, LANGUAGE_KEY, GEOMETRY_KEY}
    group = ""
    for line in text.replace("\r\n", "\n").split("\n"):
        if "\r" in line or line.endswith("\\") or line[:1] in (";", "#"):
            return None  # (Qt's old Mac line ends, continued lines, comments: not ours)
        if line.startswith("["):
            if not line.endswith("]"):
                return None
            group = "" if line == "[General]" else _ini_key(line[1:-1])
            continue
        key, equals, value = line.partition("=")
        if not equals:
            continue
        name = f"{group}/{_ini_key(key.strip())}".lstrip("/")
        if name not in wanted:
            continue
        if name in found or value != value.strip():
            return None
        parsed = _early_value(name, value)
        if parsed is None:
            return None
        found[name] = parsed
    return found


def _ini_key(text: str) -> str:
    """A group's or a key's name as Qt writes it in an INI file, read back: ``%XX`` (and
    ``%UXXXX``) for the characters a name cannot hold there, a backslash for a slash."""
    parts = text.replace("\\", "/").split("%")
    name = parts[0]
    for part in parts[1:]:
        wide = part.startswith("U")
        digits = part[1:5] if wide else part[:2]
        try:
            name += chr(int(digits, 16)) + part[5 if wide else 2 :]
        except ValueError:
            name += "%" + part
    return name


def _early_value(name: str, value: str) -> object | None:
    """The value of one of ``early_settings``' keys as ``QSettings`` gives it, or ``None``."""
    if name == GEOMETRY_KEY:
        return _byte_array(value)
    if value.startswith('"') and value.endswith('"') and len(value) > 2 and name != LANGUAGE_KEY:
        value = value[1:-1]  # (the carried-over names, "a,b": one string)
        return value if _plain(value.replace(",", "")) else None
    return value if _plain(value) else None


def _plain(text: str) -> bool:
    return bool(text) and all(ch.isascii() and (ch.isalnum() or ch in "_.-") for ch in text)


_ESCAPES = {"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11, '"': 34, "\\": 92}


def _byte_array(value: str) -> bytes | None:
    """The bytes of Qt's ``@ByteArray(...)`` as its INI files write them (whole, or quoted
    when it holds a quote, a comma, a semicolon or an equals sign; C escapes, hexadecimal
    ``\\xN`` and octal ``\\N``, a digit after one escaped too), or ``None``."""
    quoted = value.startswith('"') and value.endswith('"') and len(value) > 1
    body = value[1:-1] if quoted else value
    out: list[int] = []
    i = 0
    while i < len(body):
        ch = body[i]
        i += 1
        if ch == "\\":
            if i == len(body):
                return None
            code = body[i]
            i += 1
            if code in _ESCAPES:
                out.append(_ESCAPES[code])
                continue
            digits, base = ("0123456789abcdefABCDEF", 16) if code == "x" else ("01234567", 8)
            if code != "x" and code not in digits:
                return None
            start = i if code == "x" else i - 1
            while i < len(body) and body[i] in digits:
                i += 1
            if i == start or int(body[start:i], base) > 0xFF:
                return None
            out.append(int(body[start:i], base))
        elif ch == '"' or not ch.isascii() or (not quoted and ch in ",;="):
            return None
        else:
            out.append(ord(ch))
    raw = bytes(out)
    prefix, suffix = b"@ByteArray(", b")"
    if not (raw.startswith(prefix) and raw.endswith(suffix)) or len(raw) < len(prefix) + 1:
        return None
    return raw[len(prefix) : -len(suffix)]
