"""What Qt says while the window comes up: a plain message when Qt or its platform plugin cannot
load, and silence about what does not concern the user.

On a minimal Linux, Qt lacks system libraries that every desktop has. Qt's GUI library itself links
libGL, libEGL, fontconfig and xkbcommon: without one, importing PySide6's widgets raises an
``ImportError`` that the launcher turns into ``import_failure_message``. Qt's xcb plugin links X
libraries besides: Qt then prints that ``xcb-cursor0`` is needed (whatever is missing) and
aborts; the launcher installs ``message_filter`` as Qt's message handler before the application
is made, and the fatal message becomes the same sentence. Either way the user reads one sentence
naming each library and the Debian and Fedora packages that hold it, and the app exits cleanly.
Nothing here imports Qt unless Qt speaks.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # start-up is benchmarked: imported only when Qt has something to say
    from pathlib import Path

# Qt's xcb platform plugin links these beyond a bare system: library -> Debian/Ubuntu package.
# The README's start section names the same packages (tests/packaging holds it to this table).
X_LIBRARIES = {
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libEGL.so.1": "libegl1",
}
# Every system library Qt's GUI and its Linux platform plugins link (the X and Wayland ones, GL,
# fonts, keyboard, GLib, D-Bus): library -> (Debian/Ubuntu package, Fedora package).
SYSTEM_LIBRARIES = {
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libGLdispatch.so.0": ("libglvnd0", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-xinerama.so.0": ("libxcb-xinerama0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl.so.1": ("libwayland-egl1", "libwayland-egl"),
}
EXIT_NO_PLATFORM = 3

# Harmless notes that would print on every start: the offscreen platform (``--smoke`` on a
# server, the tests) cannot pass size hints to a window manager it does not have.
IGNORED = ("This plugin does not support propagateSizeHints()",)


def missing_libraries(plugin: Path) -> list[str]:
    """The libraries ``plugin`` needs that the dynamic linker cannot find or cannot load
    (``ldd`` says "not found", or names a broken file), by file name."""
    import subprocess
    from pathlib import Path

    try:
        result = subprocess.run(
            ["ldd", str(plugin)], capture_output=True, text=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return []
    names = [
        line.split("=>")[0].strip() for line in result.stdout.splitlines() if "not found" in line
    ]
    marker = "error while loading shared libraries: "
    for line in (result.stdout + result.stderr).splitlines():
        if marker in line:
            names.append(Path(line.split(marker, 1)[1].split(":", 1)[0]).name)
    return list(dict.fromkeys(names))


def xcb_plugin() -> Path | None:
    """Qt's xcb platform plugin file, where this Qt looks for it."""
    from pathlib import Path

    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    found = sorted(folder.glob("libqxcb*.so*"))
    return found[0] if found else None


def libraries_sentence(names: list[str]) -> str:
    """The one sentence that names the libraries that did not load and the packages to install
    (the Debian and Fedora ones where ``SYSTEM_LIBRARIES`` knows them)."""
    names = list(dict.fromkeys(names))
    known = [name for name in names if name in SYSTEM_LIBRARIES]
    which = "libraries " + ", ".join(names) + " are" if len(names) > 1 else f"library {names[0]} is"
    sentence = f"morra-suite: the window cannot open: the system {which} missing or broken"
    if known:
        debian = " ".join(dict.fromkeys(SYSTEM_LIBRARIES[name][0] for name in known))
        fedora = " ".join(dict.fromkeys(SYSTEM_LIBRARIES[name][1] for name in known))
        pronoun = "them" if len(names) > 1 else "it"
        sentence += (
            f"; install {pronoun} with \u201csudo apt install {debian}\u201d (Debian, Ubuntu)"
            f" or \u201csudo dnf install {fedora}\u201d (Fedora)"
        )
    return sentence + ".\n"


def failed_library(error_text: str) -> str | None:
    """The library a loader error names (``libGL.so.1: cannot open shared object file...``,
    ``/some/dir/libGL.so.1: file too short``), by file name; None when it names none."""
    from pathlib import PurePath

    for line in error_text.splitlines():
        marker = "error while loading shared libraries: "
        head = line.split(marker, 1)[1] if marker in line else line
        name = PurePath(head.split(":", 1)[0].strip()).name
        if ".so" in name and " " not in name:
            return name
    return None


def import_failure_message(error: ImportError) -> str | None:
    """What the user reads when PySide6's Qt modules cannot be imported for want of a system
    library; None for an import error of another kind (a broken install: the traceback is the
    news then)."""
    name = failed_library(str(error))
    if name is None or name.startswith(("Qt", "libQt6", "libpyside6", "libshiboken6")):
        return None
    return libraries_sentence([name]) + f"(Python said: {error})\n"


def no_platform_message(qt_message: str) -> str:
    """What the user reads when no platform plugin could be loaded."""
    plugin = xcb_plugin() if sys.platform.startswith("linux") else None
    missing = missing_libraries(plugin) if plugin is not None else []
    if missing:
        lines = [libraries_sentence(missing).rstrip("\n")]
    else:
        lines = ["morra-suite: the window cannot open: Qt's platform plugin did not load."]
        if sys.platform.startswith("linux"):
            lines += [
                "Qt's X11 plugin needs these X libraries, which a minimal system may lack:",
                "  sudo apt install " + " ".join(dict.fromkeys(X_LIBRARIES.values())),
                "(Fedora: sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-image "
                "xcb-util-keysyms xcb-util-renderutil libxkbcommon-x11). See the README's "
                "\u201cStart it\u201d.",
            ]
    lines += ["Qt said:", *("  " + line for line in qt_message.strip().splitlines())]
    return "\n".join(lines) + "\n"


def message_filter(mode: Any, context: Any, message: str) -> None:
    """Qt's message handler for the launcher: Qt's own format, less the notes in ``IGNORED``
    and the misleading package hint; a missing platform plugin exits with a clear message."""
    from PySide6.QtCore import QtMsgType

    if mode == QtMsgType.QtFatalMsg and "platform plugin" in message:
        sys.stderr.write(no_platform_message(message))
        sys.stderr.flush()
        os._exit(EXIT_NO_PLATFORM)  # Qt would abort (and dump core) right after this
    if message in IGNORED:
        return
    category = getattr(context, "category", None)
    if category == "qt.qpa.plugin" and "is needed to load the Qt xcb platform plugin" in message:
        return  # names one package whatever is missing: the fatal message says what is
    prefix = f"{category}: " if category and category != "default" else ""
    sys.stderr.write(f"{prefix}{message}\n")  # (after another fatal message, Qt aborts)
