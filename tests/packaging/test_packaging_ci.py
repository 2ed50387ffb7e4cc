"""The test suite changes nothing on the machine; ``.ci/run`` installs what the checks need and
the README says so; ``scripts/ensure-env.sh`` keeps the run and the test environment apart.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

from packaging_helpers import DEBIAN_TOOLS, ROOT, X_LIBRARIES

CI_RUN = ROOT / ".ci" / "run"
README = ROOT / "README.md"
# Spelled in two parts, so that this file does not name what it looks for.
PACKAGE_TOOL = "apt" + "-get"


def _ci_packages() -> set[str]:
    text = CI_RUN.read_text(encoding="utf-8")
    (listed,) = re.findall(r"^packages=\((.*?)^\)", text, flags=re.S | re.M)
    return set(listed.split())


def _readme_section(title: str) -> str:
    text = README.read_text(encoding="utf-8")
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def test_no_test_installs_system_packages() -> None:
    offenders = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "tests").rglob("*.py")
        if PACKAGE_TOOL in path.read_text(encoding="utf-8")
    ]
    assert not offenders, f"tests must not call {PACKAGE_TOOL} (.ci/run does): {offenders}"


def test_ci_installs_every_tool_and_library_the_checks_need_then_runs_the_tests() -> None:
    wanted = set(DEBIAN_TOOLS.values()) | set(X_LIBRARIES.values())
    wanted |= {"gcc", "libc6-dev", "python3-dev"}  # the native cores build (tests/native_cores.py)
    assert wanted <= _ci_packages(), f".ci/run does not install {sorted(wanted - _ci_packages())}"
    lines = [line.strip() for line in CI_RUN.read_text(encoding="utf-8").splitlines()]
    assert lines[-1] == "exec ./test.sh", "CI runs exactly the README's test command, last"
    assert "export CI=true" in lines


def test_readme_names_what_ci_installs_and_what_the_window_needs() -> None:
    tests = _readme_section("Run the tests")
    missing = sorted(package for package in _ci_packages() if package not in tests)
    assert not missing, f"the README's test section does not name {missing}"
    start = _readme_section("Start it")
    missing = sorted(package for package in X_LIBRARIES.values() if package not in start)
    assert not missing, f"the README's start section does not name {missing}"


def test_ci_script_passes_shellcheck(shellcheck: str) -> None:
    scripts = [CI_RUN, ROOT / "run.sh", ROOT / "test.sh", ROOT / "scripts" / "ensure-env.sh"]
    scripts.append(ROOT / "scripts" / "make-review-screenshots.sh")  # the reviewer's pictures
    result = subprocess.run(
        [shellcheck, *map(str, scripts)], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stdout + result.stderr


# A python that records what it is asked to do: enough to see which pip installs ensure-env.sh
# runs (the real installs are what ./run.sh and ./test.sh do on every fresh checkout).
RECORDING_PYTHON = """#!/bin/sh
echo "$*" >> "$(dirname "$0")/../calls"
"""


def _project_copy(folder: Path) -> Path:
    """What ensure-env.sh reads (its hash inputs) and the script itself, in ``folder``."""
    core = [
        *sorted((ROOT / "morra_suite/ai/mill/native_core").iterdir()),
        *sorted((ROOT / "morra_suite/ai/myra/native_core").iterdir()),
    ]
    for name in (
        "pyproject.toml",
        "setup.py",
        "morra_suite/ai/native_build.py",
        *(str(path.relative_to(ROOT)) for path in core),
    ):
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, folder / name)
    (folder / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "ensure-env.sh", folder / "scripts" / "ensure-env.sh")
    python = folder / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(RECORDING_PYTHON)
    python.chmod(0o755)
    return folder


def _ensure(folder: Path, *args: str) -> list[str]:
    """Runs ensure-env.sh; returns the pip installs it made (the editable target of each)."""
    calls = folder / ".venv" / "calls"
    calls.unlink(missing_ok=True)
    result = subprocess.run(
        [str(folder / "scripts" / "ensure-env.sh"), *args],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHON": "false"},  # the venv exists: no new one may be made
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(folder / ".venv" / "bin" / "python")
    made = calls.read_text().splitlines() if calls.exists() else []
    return [line.split(" -e ", 1)[1] for line in made if " install " in line and " -e " in line]


def test_run_and_test_environments_share_one_venv_without_undoing_each_other(
    tmp_path: Path,
) -> None:
    root = _project_copy(tmp_path / "checkout")
    assert _ensure(root) == [str(root)], "./run.sh installs the runtime dependencies only"
    assert _ensure(root) == [], "and then nothing while nothing changed"
    assert _ensure(root, "--test") == [f"{root}[test]"], "./test.sh adds the test extras"
    assert _ensure(root, "--test") == []
    assert _ensure(root) == [], "./run.sh after ./test.sh neither reinstalls nor strips"
    with (root / "pyproject.toml").open("a") as stream:
        stream.write("\n# changed\n")
    assert _ensure(root) == [str(root)], "a changed project is installed again"
    assert _ensure(root, "--test") == [f"{root}[test]"], "and its test extras with it"
    assert _ensure(root) == []


def test_a_changed_native_source_is_built_again(tmp_path: Path) -> None:
    """Every file setup.py compiles into a native core is part of the stamp: the header and each
    job's C file of the mill core and of the Myra core, and the rules that list them
    (``ai/native_build.py``, shared by both)."""
    root = _project_copy(tmp_path / "checkout")
    mill = sorted((root / "morra_suite/ai/mill/native_core").iterdir())
    myra = sorted((root / "morra_suite/ai/myra/native_core").iterdir())
    assert {path.suffix for path in mill} == {path.suffix for path in myra} == {".c", ".h"}
    assert len(myra) > 2, "the Myra core is one file per job"
    assert _ensure(root) == [str(root)]
    rules = root / "morra_suite/ai/native_build.py"
    for path in [*mill, *myra, rules]:
        with path.open("a") as stream:
            stream.write("\n/* changed */\n")
        assert _ensure(root) == [str(root)], f"a changed {path.name} is installed again"
        assert _ensure(root) == []


# A Python of a given version: answers ensure-env.sh's version questions as that version would,
# and "-m venv DIR" by making DIR with a recording python (of the version given in $2 of its
# maker) in it.
FAKE_PYTHON = """#!/bin/sh
version="__VERSION__"
if [ "$1" = -c ]; then
    case "$2" in
        *"print("*) echo "$version"; exit 0 ;;
        *"version_info[:2] >= (3, 11)"*)
            case "$version" in 3.[0-9]|3.10) exit 1 ;; *) exit 0 ;; esac ;;
    esac
fi
if [ "$1" = -m ] && [ "$2" = venv ]; then
    mkdir -p "$3/bin"
    sed "s/^version=.*/version=\\"$version\\"/" "$0" > "$3/bin/python"
    chmod +x "$3/bin/python"
    exit 0
fi
echo "$*" >> "$(dirname "$0")/../calls"
"""


def _fake_python(path: Path, version: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(FAKE_PYTHON.replace("__VERSION__", version))
    path.chmod(0o755)
    return path


def test_a_venv_of_a_too_old_python_is_made_again_and_the_user_told(tmp_path: Path) -> None:
    """A .venv made while only an old Python was installed stays broken for ever unless
    ensure-env.sh notices: it makes it again with the good Python, and says so."""
    root = _project_copy(tmp_path / "checkout")
    _fake_python(root / ".venv" / "bin" / "python", "3.9")
    (root / ".venv" / "stale-file").write_text("from the old environment")
    good = _fake_python(tmp_path / "bin" / "python3.12", "3.12")
    run = subprocess.run(
        [str(root / "scripts" / "ensure-env.sh")],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHON": str(good)},
    )
    assert run.returncode == 0, run.stderr
    assert "has Python 3.9; Morra Suite needs 3.11 or newer: making it again" in run.stderr
    assert not (root / ".venv" / "stale-file").exists(), "the old environment was kept"
    assert run.stdout.strip() == str(root / ".venv" / "bin" / "python")
    calls = (root / ".venv" / "calls").read_text().splitlines()
    assert any(f"install --quiet -e {root}" in call for call in calls), calls
    # A good environment is kept as it is.
    again = subprocess.run(
        [str(root / "scripts" / "ensure-env.sh")],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHON": "false"},
    )
    assert again.returncode == 0 and "making it again" not in again.stderr, again.stderr


def test_no_venv_is_made_with_a_too_old_python(tmp_path: Path) -> None:
    root = _project_copy(tmp_path / "checkout")
    shutil.rmtree(root / ".venv")
    old = _fake_python(tmp_path / "bin" / "python3", "3.10")
    run = subprocess.run(
        [str(root / "scripts" / "ensure-env.sh")],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHON": str(old)},
    )
    assert run.returncode != 0
    assert "needs Python 3.11 or newer" in run.stderr and "is 3.10" in run.stderr, run.stderr
    assert not (root / ".venv").exists()


CRASHING_SESSION = {
    "test_first.py": "def test_one():\n    pass\n",
    "test_crash.py": (
        "import os\nimport signal\n\n\ndef test_dies():\n    os.kill(os.getpid(), signal.SIGSEGV)\n"
    ),
    "test_last.py": "def test_two():\n    pass\n",
}


def test_a_crashed_test_worker_fails_the_run_at_once_and_names_its_test(tmp_path: Path) -> None:
    """The README's test command: a worker process that dies ends the run with a failure that
    names the test, instead of a replacement worker waiting for ever (pytest-xdist under
    ``--dist loadfile``), which would leave CI hanging until it is killed."""
    for name, text in CRASHING_SESSION.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    env = {**os.environ, "MORRA_TEST_WORKERS": "1"}
    alone = ["-c", str(tmp_path / "pytest.ini"), "--rootdir", str(tmp_path)]
    run = subprocess.run(
        [str(ROOT / "test.sh"), "-q", "-p", "no:cacheprovider", *alone, str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    output = run.stdout + run.stderr
    assert run.returncode != 0, output[-3000:]
    assert "crashed while running 'test_crash.py::test_dies'" in output, output[-3000:]
