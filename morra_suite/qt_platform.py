"""What Qt says while the window comes up: a plain message when its platform plugin cannot load,
and silence about what does not concern the user.

On a minimal Linux, Qt's xcb plugin lacks X libraries that every desktop has; Qt then prints that
``xcb-cursor0`` is needed (whatever is missing) and aborts. The launcher installs
``message_filter`` as Qt's message handler before the application is made: the fatal message
becomes a list of the missing libraries with the packages that hold them, and a clean exit.
Only QtCore is needed, imported by the caller; nothing here runs unless Qt speaks.
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


def no_platform_message(qt_message: str) -> str:
    """What the user reads when no platform plugin could be loaded."""
    lines = ["morra-suite: the window cannot open: Qt's platform plugin did not load."]
    plugin = xcb_plugin() if sys.platform.startswith("linux") else None
    missing = missing_libraries(plugin) if plugin is not None else []
    packages = [X_LIBRARIES[name] for name in missing if name in X_LIBRARIES]
    if missing:
        lines.append("Missing or broken: " + ", ".join(missing) + ".")
    if not packages:
        packages = list(X_LIBRARIES.values())
        lines.append("Qt's X11 plugin needs these X libraries, which a minimal system may lack.")
    if sys.platform.startswith("linux"):
        lines += [
            "On Debian or Ubuntu install them with",
            "  sudo apt install " + " ".join(dict.fromkeys(packages)),
            "(Fedora: xcb-util-cursor xcb-util-wm xcb-util-image xcb-util-keysyms "
            "xcb-util-renderutil libxkbcommon-x11). See the README's \u201cStart it\u201d.",
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
