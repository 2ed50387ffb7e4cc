"""Slow-to-make things the packaging checks share: the PyInstaller build, the wheel and
Debian's metadata validators. Each is made once per test run, in a temporary folder, so parallel
work in the checkout (build/, dist/) is neither used nor disturbed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from packaging_helpers import ROOT, Built, resource_files, smoke_env, smoke_warnings


@pytest.fixture(scope="session")
def frozen_build(tmp_path_factory: pytest.TempPathFactory, debian_packages: str | None) -> Built:
    """The Linux one-folder app, built by the documented command ``packaging/build-linux.sh``.

    Built after the Debian packages are in place, so what it bundles does not depend on test order.
    """
    if not sys.platform.startswith("linux"):
        pytest.skip("the Linux PyInstaller build is checked on Linux only")
    out = tmp_path_factory.mktemp("pyinstaller")
    resources = resource_files()
    env = dict(
        os.environ,
        PYTHON=sys.executable,
        DIST_DIR=str(out / "dist"),
        WORK_DIR=str(out / "work"),
        GZIP_LEVEL="1",  # the tarball's content is what is checked, not its compression
    )
    result = subprocess.run(
        [str(ROOT / "packaging" / "build-linux.sh"), "--tarball"],
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert result.returncode == 0, f"PyInstaller build failed:\n{result.stdout}\n{result.stderr}"
    app = out / "dist" / "morra-suite"
    assert (app / "morra-suite").is_file()
    return Built(app, resources)


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


# Debian packages the checks need, by the command or library that shows they are there.
# The X libraries are what Qt's xcb platform plugin links beyond a bare system: when present, the
# build bundles them, and the frozen app can be started in a real (virtual) X server.
DEBIAN_PACKAGES = {
    "desktop-file-utils": "desktop-file-validate",
    "appstream": "appstreamcli",
    "xvfb": "xvfb-run",
    "xauth": "xauth",
    "x11-utils": "xprop",
    "shellcheck": "shellcheck",
    "libxcb-icccm4": None,
    "libxcb-keysyms1": None,
    "libxcb-cursor0": None,
    "libxkbcommon-x11-0": None,
}


def _missing_debian_packages() -> list[str]:
    if shutil.which("dpkg-query") is None:
        return [p for p, tool in DEBIAN_PACKAGES.items() if tool is None or not shutil.which(tool)]
    missing = []
    for package in DEBIAN_PACKAGES:
        status = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True
        ).stdout
        if status.strip() != "install ok installed":
            missing.append(package)
    return missing


@pytest.fixture(scope="session")
def debian_packages() -> str | None:
    """Installs the missing ``DEBIAN_PACKAGES`` (one ``apt-get update`` at most per run).

    Returns None when all are there, else why they cannot be installed here (no apt, not root);
    the checks that need them skip with that message. Where apt is there, a failed install fails.
    """
    missing = _missing_debian_packages()
    if not missing:
        return None
    apt = shutil.which("apt-get")
    if apt is None or os.geteuid() != 0:
        return (
            f"Debian packages {', '.join(missing)} are missing and apt-get is unavailable or this "
            "is not root: install them to run this check"
        )
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    lock = ["-o", "DPkg::Lock::Timeout=300"]
    for command in (
        [apt, *lock, "update", "-q"],
        [apt, *lock, "install", "-y", "-q", "--no-install-recommends", *missing],
    ):
        result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
        assert result.returncode == 0, f"{' '.join(command)} failed:\n{result.stderr[-3000:]}"
    still = _missing_debian_packages()
    assert not still, f"still missing after apt-get install: {still}"
    return None


@pytest.fixture(scope="session")
def debian_validators(debian_packages: str | None) -> dict[str, str]:
    """``desktop-file-validate`` and ``appstreamcli`` by their paths."""
    if debian_packages is not None:
        pytest.skip(debian_packages)
    tools = ("desktop-file-validate", "appstreamcli")
    return {tool: str(shutil.which(tool)) for tool in tools}


@pytest.fixture(scope="session")
def shellcheck(debian_packages: str | None) -> str:
    if debian_packages is not None:
        pytest.skip(debian_packages)
    return str(shutil.which("shellcheck"))


@pytest.fixture(scope="session")
def xvfb_run(debian_packages: str | None) -> str:
    """``xvfb-run``: starts the app in a real X server (xcb), not Qt's offscreen platform."""
    if debian_packages is not None:
        pytest.skip(debian_packages)
    return str(shutil.which("xvfb-run"))
