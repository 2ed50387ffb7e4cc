"""The wheel carries the app and every resource, and installs into a fresh environment that starts.

The wheel is installed into a new virtual environment in a temporary folder, from the wheel file
only (``--no-deps --no-index``). Its dependencies (PySide6, NumPy, SciPy) are borrowed from the test
environment through a ``.pth`` path line, which adds that site-packages folder but processes none of
its own ``.pth`` files, so the editable install of the checkout stays invisible. Every check runs
with the temporary folder as working directory, so nothing is found in the source tree by accident.
"""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import time
import zipfile
from pathlib import Path

import pytest
from packaging_helpers import Built, assert_clean_smoke, project_version, smoke_env

LOOKUP = """
import json, sys
from importlib.resources import files
from importlib.resources.abc import Traversable
import morra_suite, morra_suite.resources

def walk(node: Traversable, prefix: str = ""):
    for child in node.iterdir():
        if child.is_dir():
            if child.name != "__pycache__":
                yield from walk(child, prefix + child.name + "/")
        elif not child.name.endswith((".py", ".pyc")):
            yield prefix + child.name

root = files("morra_suite.resources")
print(json.dumps({
    "package": morra_suite.__file__,
    "resources_root": str(root),
    "version": morra_suite.__version__,
    "files": sorted(walk(root)),
    "svg_bytes": len(morra_suite.resources.resource_path("icons", "morra-suite.svg").read_bytes()),
}))
"""


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment holding the wheel; returns its folder."""
    venv = tmp_path_factory.mktemp("venv") / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    dependencies = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "test-dependencies.pth").write_text("\n".join(sorted(dependencies)) + "\n")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            str(wheel),
        ],
        capture_output=True,
        text=True,
        cwd=venv.parent,
    )
    assert result.returncode == 0, f"pip install of the wheel failed:\n{result.stderr}"
    return venv


def test_wheel_lists_every_resource(built_wheel: Built) -> None:
    wheel = built_wheel.path
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(name for name in names if name.endswith(".dist-info/entry_points.txt"))
        entry_text = archive.read(entry_points).decode()
    missing = [f for f in built_wheel.resources if f"morra_suite/resources/{f}" not in names]
    assert not missing, f"resources missing from the wheel: {missing}"
    assert "morra_suite/resources/__init__.py" in names
    assert "morra_suite/app.py" in names
    assert "[gui_scripts]" in entry_text and "morra-suite = morra_suite.app:main" in entry_text
    assert wheel.name.startswith(f"morra_suite-{project_version()}-")


def test_installed_package_finds_its_resources(
    installed: Path, built_wheel: Built, tmp_path: Path
) -> None:
    result = subprocess.run(
        [str(installed / "bin" / "python"), "-c", LOOKUP],
        capture_output=True,
        text=True,
        cwd=installed.parent,
        env=smoke_env(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert Path(found["package"]).resolve().is_relative_to(installed.resolve()), found["package"]
    assert Path(found["resources_root"]).resolve().is_relative_to(installed.resolve())
    assert found["version"] == project_version()
    assert found["files"] == built_wheel.resources
    assert found["svg_bytes"] > 0


def test_installed_launcher_starts_the_app(
    installed: Path, tmp_path: Path, source_smoke_warnings: set[str]
) -> None:
    launcher = installed / "bin" / "morra-suite"
    assert launcher.is_file()
    started = time.perf_counter()
    result = subprocess.run(
        [str(launcher), "--smoke"],
        capture_output=True,
        text=True,
        cwd=installed.parent,
        env=smoke_env(tmp_path),
        timeout=300,
    )
    seconds = time.perf_counter() - started
    assert_clean_smoke(result, "wheel-installed morra-suite", source_smoke_warnings)
    print(f"wheel-installed morra-suite --smoke: {seconds:.2f} s")


NATIVE_LOOKUP = """
import json
from morra_suite.ai import native_build
from morra_suite.ai.mill import native
print(json.dumps([native.available(), [p.name for p in native_build.source_files(native.FOLDER)]]))
"""


def test_installed_wheel_uses_its_compiled_mill_core(installed: Path, tmp_path: Path) -> None:
    """The wheel carries every C file and header of the mill core beside the build, so the
    installed package's source-hash check passes and the compiled search is used."""
    from morra_suite.ai import native_build
    from morra_suite.ai.mill import native

    if not native.available():
        pytest.skip("no compiled mill core here (no C compiler), so the wheel has none either")
    result = subprocess.run(
        [str(installed / "bin" / "python"), "-c", NATIVE_LOOKUP],
        capture_output=True,
        text=True,
        cwd=installed.parent,
        env=smoke_env(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    available, names = json.loads(result.stdout)
    assert names == [path.name for path in native_build.source_files(native.FOLDER)]
    assert available, "the wheel's mill core was built from other sources than it carries"
