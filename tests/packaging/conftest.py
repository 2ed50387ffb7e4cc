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
from packaging_helpers import ROOT, Built, resource_files


@pytest.fixture(scope="session")
def frozen_build(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """The Linux one-folder app, built by the documented command ``packaging/build-linux.sh``."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the Linux PyInstaller build is checked on Linux only")
    out = tmp_path_factory.mktemp("pyinstaller")
    resources = resource_files()
    env = dict(
        os.environ, PYTHON=sys.executable, DIST_DIR=str(out / "dist"), WORK_DIR=str(out / "work")
    )
    result = subprocess.run(
        [str(ROOT / "packaging" / "build-linux.sh")],
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


def _copy_source(destination: Path) -> Path:
    """What a wheel is built from (pyproject, README, the package, resources), without build debris.

    Building from a copy keeps setuptools' build/ folder out of the shared checkout.
    """
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    destination.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
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


APT_PACKAGES = {"desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}


@pytest.fixture(scope="session")
def debian_validators() -> dict[str, str]:
    """``desktop-file-validate`` and ``appstreamcli``, installed from Debian's packages if missing.

    One ``apt-get update`` at most per run. Skips only where apt itself is not available (not a
    Debian-like machine, or not root); where apt is there a failed install fails the checks.
    """
    missing = [package for tool, package in APT_PACKAGES.items() if not shutil.which(tool)]
    if missing:
        apt = shutil.which("apt-get")
        if apt is None or os.geteuid() != 0:
            pytest.skip(
                f"{', '.join(missing)} missing and apt-get unavailable or not root: install "
                "them to validate the desktop entry and the AppStream metadata"
            )
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        lock = ["-o", "DPkg::Lock::Timeout=300"]
        for command in (
            [apt, *lock, "update", "-q"],
            [apt, *lock, "install", "-y", "-q", "--no-install-recommends", *missing],
        ):
            result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
            assert result.returncode == 0, f"{' '.join(command)} failed:\n{result.stderr[-3000:]}"
    tools = {tool: shutil.which(tool) for tool in APT_PACKAGES}
    assert all(tools.values()), f"still missing after apt-get install: {tools}"
    return {tool: str(path) for tool, path in tools.items()}
