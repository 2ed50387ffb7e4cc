"""Slow-to-make things the packaging checks share: the PyInstaller build and the wheel, each made
once per test run in a temporary folder, so parallel work in the checkout (build/, dist/) is
neither used nor disturbed; and the system tools the checks run, which the tests never install
(``.ci/run`` does): a missing one skips its checks with the reason, or fails them in CI.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from packaging_helpers import (
    ROOT,
    Built,
    require_tools,
    require_x_libraries,
    resource_files,
    smoke_env,
    smoke_warnings,
)


@pytest.fixture(scope="session")
def frozen_build(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """The Linux one-folder app, built by the documented command ``packaging/build-linux.sh``.

    It bundles the X libraries of Qt's xcb plugin that this machine has (``.ci/run`` installs
    them; the README names them). Made once per test run: the test modules that use it run in
    different pytest-xdist workers, and the first to ask builds it while the others wait on a
    lock, then use the same folder (two PyInstaller builds at once would double the slowest
    part of the run on CI's two cores).
    """
    if not sys.platform.startswith("linux"):
        pytest.skip("the Linux PyInstaller build is checked on Linux only")
    resources = resource_files()
    if os.environ.get("PYTEST_XDIST_TESTRUNUID"):
        shared = tmp_path_factory.getbasetemp().parent / "shared-pyinstaller"  # this run's
    else:
        shared = tmp_path_factory.mktemp("shared-pyinstaller")
    shared.mkdir(exist_ok=True)
    with (shared / "lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the build is there (or failed)
        failure = shared / "failed.txt"
        app = shared / "pyinstaller" / "dist" / "morra-suite"
        if not failure.exists() and not (app / "morra-suite").is_file():
            problem = _build_frozen(shared / "pyinstaller")
            if problem:
                failure.write_text(problem, encoding="utf-8")
    if failure.exists():
        pytest.fail(failure.read_text(encoding="utf-8"))
    return Built(app, resources)


def _build_frozen(out: Path) -> str:
    """Runs ``build-linux.sh --tarball`` into ``out``; what went wrong, or "" when it worked."""
    env = dict(
        os.environ,
        PYTHON=sys.executable,
        DIST_DIR=str(out / "dist"),
        WORK_DIR=str(out / "work"),
        GZIP_LEVEL="1",  # the tarball's content is what is checked, not its compression
    )
    try:
        result = subprocess.run(
            [str(ROOT / "packaging" / "build-linux.sh"), "--tarball"],
            env=env,
            capture_output=True,
            text=True,
            timeout=1200,
        )
    except subprocess.TimeoutExpired:
        return "PyInstaller build took more than 20 minutes"
    if result.returncode != 0:
        return f"PyInstaller build failed:\n{result.stdout}\n{result.stderr}"
    if not (out / "dist" / "morra-suite" / "morra-suite").is_file():
        return f"PyInstaller build made no morra-suite:\n{result.stdout}\n{result.stderr}"
    return ""


@pytest.fixture(scope="session")
def frozen_app(frozen_build: Built) -> Path:
    return frozen_build.path


@pytest.fixture(scope="session")
def linux_tarball(frozen_build: Built) -> Path:
    """The users' download that ``build-linux.sh --tarball`` packs beside the app folder."""
    (tarball,) = frozen_build.path.parent.glob("morra-suite-*-linux-*.tar.gz")
    return tarball


@pytest.fixture(scope="session")
def source_smoke_warnings(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """What ``--smoke`` reports missing when run from the source tree: the packaged app may report
    the same (a game still being written), nothing more."""
    result = subprocess.run(
        [sys.executable, "-m", "morra_suite", "--smoke"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=smoke_env(tmp_path_factory.mktemp("source-smoke")),
        timeout=300,
    )
    return smoke_warnings(result.stderr)


def _copy_source(destination: Path) -> Path:
    """What a wheel is built from (pyproject, README, the package, resources), without build debris.

    Building from a copy keeps setuptools' build/ folder out of the shared checkout.
    """
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    destination.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, destination / name)
    # symlinks=True keeps morra_suite/resources a link to ../resources, as in the repository.
    shutil.copytree(ROOT / "morra_suite", destination / "morra_suite", symlinks=True, ignore=ignore)
    shutil.copytree(ROOT / "resources", destination / "resources", ignore=ignore)
    return destination


@pytest.fixture(scope="session")
def built_wheel(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """The wheel ``pip wheel --no-deps`` builds from the project."""
    work = tmp_path_factory.mktemp("wheel")
    source = _copy_source(work / "source")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--quiet",
            "-w",
            str(work / "out"),
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, f"pip wheel failed:\n{result.stdout}\n{result.stderr}"
    (built,) = (work / "out").glob("morra_suite-*.whl")
    return Built(built, resource_files(source))


@pytest.fixture(scope="session")
def wheel(built_wheel: Built) -> Path:
    return built_wheel.path


@pytest.fixture(scope="session")
def debian_validators() -> dict[str, str]:
    """``desktop-file-validate`` and ``appstreamcli`` by their paths."""
    return require_tools("desktop-file-validate", "appstreamcli")


@pytest.fixture(scope="session")
def shellcheck() -> str:
    return require_tools("shellcheck")["shellcheck"]


@pytest.fixture(scope="session")
def x_tools() -> None:
    """What starting the app in a real X server (xcb, not Qt's offscreen platform) needs: Xvfb
    (tests/x_server.py), the X libraries of Qt's xcb plugin (so the build bundles them) and the
    tools that read a window's properties."""
    require_x_libraries()
    require_tools("Xvfb", "xprop", "xwininfo")


@pytest.fixture(scope="session")
def desktop_databases() -> dict[str, str]:
    """What a desktop uses to find a file's type and the program that opens it."""
    return require_tools(
        "update-mime-database",
        "update-desktop-database",
        "gio",
        "xdg-mime",
        "desktop-file-validate",
    )
