"""Shared by the packaging checks: repository paths and loading the scripts under ``packaging/``."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import NamedTuple

import pytest

from morra_suite import qt_platform

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.morrasuite.MorraSuite"

# The commands the packaging checks run, by the Debian package that has them. ``.ci/run``
# installs these packages (tests/packaging/test_packaging_ci.py holds it to this list) and the
# README's test section names them.
DEBIAN_TOOLS = {
    "desktop-file-validate": "desktop-file-utils",
    "update-desktop-database": "desktop-file-utils",
    "appstreamcli": "appstream",
    "update-mime-database": "shared-mime-info",
    "xdg-mime": "xdg-utils",
    "gio": "libglib2.0-bin",
    "shellcheck": "shellcheck",
    "Xvfb": "xvfb",
    "xprop": "x11-utils",
    "xwininfo": "x11-utils",
    "mimetype": "libfile-mimeinfo-perl",  # xdg-mime's type finder when no desktop is named
    "dpkg-shlibdeps": "dpkg-dev",
    "patchelf": "patchelf",
    "lintian": "lintian",
}
# Qt's xcb platform plugin's X libraries by Debian package: the app's own table, which its
# message names when the window cannot open. The build bundles them when this machine has them.
X_LIBRARIES = qt_platform.X_LIBRARIES


def in_ci() -> bool:
    """CI (``.ci/run`` sets CI=true) has every tool: a missing one is a failure there."""
    return os.environ.get("CI", "").lower() == "true"


def skip_or_fail(reason: str) -> None:
    if in_ci():
        pytest.fail(f"{reason} (CI=true: .ci/run should have installed it)")
    pytest.skip(reason)


def require_tools(*commands: str) -> dict[str, str]:
    """The commands' paths; skips (fails in CI) naming the Debian packages of missing ones."""
    missing = [command for command in commands if shutil.which(command) is None]
    if missing:
        packages = sorted({DEBIAN_TOOLS.get(command, command) for command in missing})
        skip_or_fail(
            f"{', '.join(missing)} not installed (Debian: {' '.join(packages)}; .ci/run installs "
            "what the checks need)"
        )
    return {command: str(shutil.which(command)) for command in commands}


def missing_x_libraries() -> list[str]:
    """The Debian packages of ``X_LIBRARIES`` that the dynamic linker cannot find here."""
    try:
        ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"  # not on a user's PATH
        known = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        known = ""
    return [package for library, package in X_LIBRARIES.items() if library not in known]


def require_x_libraries() -> None:
    missing = missing_x_libraries()
    if missing:
        skip_or_fail(
            f"the X libraries of Qt's xcb plugin are missing (Debian: {' '.join(missing)})"
        )


class Built(NamedTuple):
    """A build output and the resource files the source had when the build started.

    Other work may add resources to the checkout while a build runs; the checks compare against
    this snapshot, not against whatever is there later.
    """

    path: Path
    resources: list[str]


def load_script(path: Path, name: str) -> ModuleType:
    """Imports a script that is not part of a package (``packaging/*.py``) under ``name``."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def project_version() -> str:
    """The version in pyproject.toml: every packaging file must carry the same one."""
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as stream:
        return tomllib.load(stream)["project"]["version"]


def resource_files(root: Path = ROOT) -> list[str]:
    """Every data file under resources/ (``icons/morra-suite.svg``...): what the app must carry."""
    source = root / "resources"
    return sorted(
        path.relative_to(source).as_posix()
        for path in source.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in {".py", ".pyc"}
    )


def smoke_env(home: Path) -> dict[str, str]:
    """The environment for ``--smoke`` runs: offscreen Qt, and ``home`` as the user's home folder,
    so the settings, autosave and caches the app writes stay out of the real one."""
    import os

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home))
    env.update(
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_STATE_HOME=str(home / ".local" / "state"),
    )
    return env


def smoke_warnings(stderr: str) -> set[str]:
    """The app's own ``smoke: <game>: ...`` reports (a game module or a rules text not found)."""
    return {line.strip() for line in stderr.splitlines() if line.startswith("smoke:")}


def assert_clean_smoke(
    result: subprocess.CompletedProcess[str], what: str, source_warnings: set[str]
) -> None:
    """``--smoke`` exited 0, raised nothing on the way (Qt prints an exception raised in a slot or
    timer and goes on, so the exit status alone would hide a broken start), and reported nothing
    missing that the source tree has: a module or resource lost in packaging shows up there."""
    assert result.returncode == 0, f"{what} --smoke exited {result.returncode}:\n{result.stderr}"
    assert "Traceback (most recent call last)" not in result.stderr, (
        f"{what} --smoke raised an exception while starting:\n{result.stderr}"
    )
    lost = smoke_warnings(result.stderr) - source_warnings
    assert not lost, f"{what} misses what the source tree has: {sorted(lost)}"
