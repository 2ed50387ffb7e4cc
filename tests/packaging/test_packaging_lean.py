"""A lean install: the PyInstaller spec leaves out what the app never uses, and the build shows it.

The spec's lists are read without running PyInstaller (the fast checks); the built app, made once
per test run by conftest.py, is checked for what must be gone and for its size.
"""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from packaging_helpers import ROOT
from test_packaging_spec import SPEC, imported_modules

# Figures in MiB, as `du -sh` prints them (packaging/README.md gives them so); the frozen folder
# was 273 before the spec left SciPy and the unused parts of Qt out.
FOLDER_LIMIT_MIB = 160
SPEC_NAMES = {
    "QT_USED",
    "QT_EXCLUDES",
    "OTHER_EXCLUDES",
    "QT_PLUGINS_LEFT_OUT",
    "app_languages",
    "qt_translation_kept",
    "_posix",
    "_plugin_left_out",
}


def spec_namespace() -> dict[str, Any]:
    """The spec's lists and its pure helper functions, evaluated without PyInstaller."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    nodes: list[ast.stmt] = []
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id in SPEC_NAMES for t in node.targets)
        ) or (isinstance(node, ast.FunctionDef) and node.name in SPEC_NAMES):
            nodes.append(node)
    namespace: dict[str, Any] = {"ROOT": ROOT, "Path": Path, "sys": sys}
    exec(compile(ast.Module(nodes, []), str(SPEC), "exec"), namespace)
    assert set(namespace) >= SPEC_NAMES, SPEC_NAMES - set(namespace)
    return namespace


SPEC_NS = spec_namespace()


def test_the_app_uses_exactly_the_qt_modules_the_spec_keeps() -> None:
    used = {name.split(".")[1] for name in imported_modules() if name.startswith("PySide6.Qt")}
    assert used == set(SPEC_NS["QT_USED"]) == {"QtCore", "QtGui", "QtWidgets"}


def test_every_other_qt_module_is_left_out() -> None:
    import PySide6

    installed = {m.name for m in pkgutil.iter_modules(PySide6.__path__) if m.name.startswith("Qt")}
    assert {"QtCore", "QtSvg", "QtNetwork", "QtQuick"} <= installed
    excluded = {name.removeprefix("PySide6.") for name in SPEC_NS["QT_EXCLUDES"]}
    assert installed - set(SPEC_NS["QT_USED"]) <= excluded
    assert not excluded & set(SPEC_NS["QT_USED"])


def test_scipy_and_the_network_stack_are_left_out() -> None:
    others = set(SPEC_NS["OTHER_EXCLUDES"])
    assert {"scipy", "ssl", "_ssl", "_hashlib", "numpy.random", "tkinter"} <= others
    assert "numpy" not in others and "unittest" not in others  # numpy.testing needs unittest


@pytest.mark.parametrize(
    ("plugin", "left_out"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", False),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),  # --smoke and the tests
        ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", False),
        ("PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", False),
        ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", False),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", False),
        ("PySide6/Qt/plugins/wayland-decoration-client/libadwaita.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", True),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", False),  # the desktop's icon theme
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),
        ("PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", True),
        ("PySide6\\Qt\\plugins\\imageformats\\qjpeg.dll", True),
        ("PySide6/Qt/lib/libQt6Core.so.6", False),
    ],
)
def test_the_plugins_left_out(plugin: str, left_out: bool) -> None:
    assert SPEC_NS["_plugin_left_out"](plugin) is left_out


def test_qt_catalogues_kept_are_qtbase_in_the_apps_languages() -> None:
    languages = SPEC_NS["app_languages"]()
    assert {"de", "da"} <= set(languages)
    kept = SPEC_NS["qt_translation_kept"]
    assert all(kept(f"qtbase_{code}.qm") for code in languages)
    assert not kept("qt_de.qm") and not kept("qtbase_fr.qm") and not kept("qtmultimedia_de.qm")


# --- the build -----------------------------------------------------------------------------------


def _files(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]


def test_the_frozen_folder_is_lean(frozen_app: Path) -> None:
    internal = frozen_app / "_internal"
    size_mib = sum(p.stat().st_size for p in _files(frozen_app)) / 2**20
    print(f"frozen folder: {size_mib:.1f} MiB")
    assert size_mib <= FOLDER_LIMIT_MIB
    assert not (internal / "scipy").exists() and not (internal / "scipy.libs").exists()
    assert not (internal / "numpy" / "random").exists()
    names = {p.name for p in _files(internal)}
    for gone in ("libQt6Network.so.6", "libQt6Quick.so.6", "libcrypto.so.3", "libqvnc.so"):
        assert gone not in names, gone
    assert {"libQt6Widgets.so.6", "libqxcb.so", "libqwayland.so", "libqoffscreen.so"} <= names
    translations = internal / "PySide6" / "Qt" / "translations"
    assert sorted(p.name for p in translations.iterdir()) == sorted(
        f"qtbase_{code}.qm"
        for code in SPEC_NS["app_languages"]()
        if (translations / f"qtbase_{code}.qm").exists()
    )
    dangling = [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()]
    assert not dangling, dangling


def test_python_itself_ships_without_debug_information(frozen_app: Path) -> None:
    internal = frozen_app / "_internal"
    (libpython,) = internal.glob("libpython3*.so*")
    sections = subprocess.run(
        ["readelf", "-S", "-W", str(libpython)], capture_output=True, text=True, check=True
    ).stdout
    assert ".debug_info" not in sections
    assert libpython.stat().st_size < 12 * 2**20


def test_the_download_is_lean(linux_tarball: Path) -> None:
    """conftest.py packs with gzip -1, about a tenth larger than the download's default -9."""
    size_mib = linux_tarball.stat().st_size / 2**20
    print(f"tarball (gzip -1): {size_mib:.1f} MiB")
    # 62 MiB at -9: the 60 of before, and the sound (miniaudio with cffi, about 1.5 MiB packed,
    # and the project's 17 generated sounds, 0.5 MiB: issue 44 lets the app grow by 20 MB)
    assert size_mib <= 62 * 1.1


def test_the_download_leaves_the_diagonal_endgames_to_first_use(frozen_app: Path) -> None:
    """The plain board's endgame tables ship; the diagonal boards' are solved on first use."""
    names = {path.name for path in frozen_app.rglob("mill24_*")}
    assert {"mill24_3v3_plain_v1.i8.xz", "mill24_4v4_plain_v1.i8.xz"} <= names
    assert not {name for name in names if "_diag_" in name}
